#!/usr/bin/env python3
"""An independent check of football2-dev.json and football2-test.json.

It takes from gold.py only the question set (CASES: each question's meaning, as data) and
recomputes every answer by brute force over the raw rows of the graph file: no joined match
table, no views, no helper of gold.py.  "Lost at home to Y" is looked up as a `Y beat X` row
plus an `X hosted Y` row of the same day, and so on.  Days are compared as ISO strings.  It
also derives the seasons by its own rule and checks that each season window of a meaning holds
exactly those matches.

Usage:  python3 tools/verify_bruteforce.py      prints the mismatches, exits 1 if any
"""
import collections
import datetime
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
sys.path.insert(0, SET)
import gold  # noqa: E402  (only gold.CASES and gold.GRAPH are used)

NO = 'no answer'


class NoAnswer(Exception):
    pass


def read_rows():
    rows = []
    with gzip.open(gold.GRAPH, 'rt', encoding='utf-8') as f:
        for line in f:
            h, r, t, d = line.rstrip('\n').split('\t')
            rows.append((h, r, t, d))
    return rows


ROWS = read_rows()
HOSTED = {(h, t, d) for h, r, t, d in ROWS if r == 'hosted'}
FIRST = min(d for _, _, _, d in ROWS)
LAST = max(d for _, _, _, d in ROWS)


def iso(day):
    return '%04d-%02d-%02d' % (day.year, day.month, day.day)


def span(w):
    return (iso(w['lo']), iso(w['hi'])) if w is not None else ('0000-00-00', '9999-99-99')


def events(x, view, y=None, w=None):
    """Every (day, opponent) of x for the view, by a scan of all rows."""
    lo, hi = span(w)
    out = []
    for h, r, t, d in ROWS:
        if not lo <= d <= hi:
            continue
        got = []
        if view == 'played' and r == 'hosted':
            got = [t] if h == x else [h] if t == x else []
        elif view == 'hosted' and r == 'hosted' and h == x:
            got = [t]
        elif view == 'away' and r == 'hosted' and t == x:
            got = [h]
        elif view == 'beat' and r == 'beat' and h == x:
            got = [t]
        elif view == 'lostTo' and r == 'beat' and t == x:
            got = [h]
        elif view == 'drew' and r == 'drewWith':
            got = [t] if h == x else [h] if t == x else []
        elif view == 'winHome' and r == 'beat' and h == x and (x, t, d) in HOSTED:
            got = [t]
        elif view == 'winAway' and r == 'beat' and h == x and (t, x, d) in HOSTED:
            got = [t]
        elif view == 'lossHome' and r == 'beat' and t == x and (x, h, d) in HOSTED:
            got = [h]
        elif view == 'lossAway' and r == 'beat' and t == x and (h, x, d) in HOSTED:
            got = [h]
        for o in got:
            if y is None or o == y:
                out.append((d, o))
    out.sort()
    return out


def outside(w):
    if w is not None:
        lo, hi = span(w)
        if hi < FIRST or lo > LAST:
            raise NoAnswer('outside the graph')


def nth_of(ev, which):
    n = {'first': 1, 'last': -1}.get(which, which)
    if not ev or n == 0 or abs(n) > len(ev):
        raise NoAnswer('no such event')
    return ev[n - 1] if n > 0 else ev[len(ev) + n]


def ref_day(ref):
    x, v, y, w = ref[:4]
    ev = events(x, v, y, w)
    if not ev:
        raise NoAnswer('no reference event')
    if len(ref) == 4 and len(ev) != 1:
        raise ValueError('the reference is %d events' % len(ev))
    return nth_of(ev, ref[4] if len(ref) > 4 else 1)[0]


def the_match(x, y, w):
    lo, hi = span(w)
    ms = [(h, t, d) for h, t, d in HOSTED if {h, t} == {x, y} and lo <= d <= hi]
    if not ms:
        raise NoAnswer('no match')
    if len(ms) != 1:
        raise ValueError('%d matches' % len(ms))
    h, t, d = ms[0]
    res = [(a, r, b) for a, r, b, dd in ROWS if dd == d and {a, b} == {x, y} and r != 'hosted']
    return h, res


def answer(kind, a):
    x, v, y, w = a.get('x'), a.get('v'), a.get('y'), a.get('w')
    if kind in ('opp', 'count', 'ndistinct', 'yesno', 'compare'):
        outside(w)
    if kind == 'opp':
        out = sorted({o for _, o in events(x, v, None, w)})
        if not out:
            raise NoAnswer('nobody')
        return out
    if kind == 'count':
        return [str(len(events(x, v, y, w)))]
    if kind == 'ndistinct':
        return [str(len({o for _, o in events(x, v, None, w)}))]
    if kind == 'yesno':
        return ['yes' if events(x, v, y, w) else 'no']
    if kind in ('when', 'nth', 'nth_opp'):
        outside(w)
        d, o = nth_of(events(x, v, y, w), a['which'])
        if kind == 'nth_opp' or a.get('out') == 'opp':
            return [o]
        return [d[:4] if a.get('how') == 'year' else d]
    if kind == 'next':
        day = ref_day(a['ref'])
        ev = events(x, v, y)
        if a.get('which', 'next') == 'next':
            later = [e for e in ev if e[0] > day]
            e = later[0] if later else None
        else:
            earlier = [e for e in ev if e[0] < day]
            e = earlier[-1] if earlier else None
        if e is None:
            raise NoAnswer('no next event')
        if a.get('within') is not None:
            gap = abs((datetime.date.fromisoformat(e[0]) - datetime.date.fromisoformat(day)).days)
            if not 1 <= gap <= a['within']:
                raise ValueError('not within %d days' % a['within'])
        return [e[0] if a.get('out') == 'date' else e[1]]
    if kind == 'most':
        c = collections.Counter(o for _, o in events(x, v, None, w))
        top = max(c.values())
        best = [o for o, n in c.items() if n == top]
        if len(best) != 1:
            raise ValueError('a tie at the top')
        return best
    if kind == 'compare':
        a1, b1 = len(events(x, 'beat', y, w)), len(events(y, 'beat', x, w))
        if a1 == b1:
            raise ValueError('a tie')
        return [x if a1 > b1 else y]
    if kind in ('winner', 'result'):
        _, res = the_match(x, y, w)
        if len(res) != 1 or res[0][1] != 'beat':
            raise ValueError('not one win: %s' % res)
        return [res[0][0]]
    if kind == 'host':
        return [the_match(x, y, w)[0]]
    raise ValueError('unknown kind %s' % kind)


def my_seasons():
    """Season y: the match days from 1 August y (2020: 1 September) up to the day before the
    next season's first match day; the last season ends with the graph."""
    days = sorted({d for _, r, _, d in ROWS if r == 'hosted'})
    starts = {}
    for y in range(2010, 2025):
        start = '%d-09-01' % y if y == 2020 else '%d-08-01' % y
        starts[y] = min(d for d in days if d >= start)
    out = {}
    for y in range(2010, 2025):
        ds = [d for d in days if d >= starts[y] and (y == 2024 or d < starts[y + 1])]
        out[y] = set(ds)
    return out


def check_seasons(cases):
    seasons = my_seasons()
    all_days = {d for _, r, _, d in ROWS if r == 'hosted'}
    bad = checked = 0
    for c in cases:
        ws = []
        a0 = c['args']
        readings = a0.get('readings') or ([a0['empty']] if 'empty' in a0 else [(c['kind'], a0)])
        for _, a in readings:
            ws += [a.get('w')] + ([a['ref'][3]] if 'ref' in a else [])
        for w in ws:
            forms = [m for m in (re.fullmatch(r'(\d{4})[-/](\d{2}|\d{4})', s) for s in
                                 (w or {}).get('words', [])) if m]
            if not forms:
                continue
            y = int(forms[0].group(1))
            checked += 1
            lo, hi = span(w)
            mine = {d for d in all_days if lo <= d <= hi}
            if y not in seasons or mine != seasons[y]:
                print('MISMATCH season window of %s: %s..%s' % (c['id'], lo, hi))
                bad += 1
    print('%d season windows checked against the seasons derived here' % checked)
    return bad


def main():
    cases = gold.CASES
    files = {}
    for name in ('football2-dev.json', 'football2-test.json'):
        with open(os.path.join(SET, name), encoding='utf-8') as f:
            for item in json.load(f):
                files[item['id']] = item
    bad = 0
    if len(files) != len(cases):
        print('MISMATCH: %d questions in the files, %d cases' % (len(files), len(cases)))
        bad += 1
    for i, c in enumerate(cases):
        cid = 'f2-%04d' % (i + 1)
        item = files.get(cid)
        if item is None or item['question'] != c['question']:
            print('MISMATCH %s: question' % cid)
            bad += 1
            continue
        try:
            if c['kind'] == 'no_answer':
                a = c['args']
                if a.get('readings'):
                    got = set()
                    for kind, args in a['readings']:
                        try:
                            got.add(tuple(sorted(answer(kind, args))))
                        except NoAnswer:
                            pass
                    mine = [NO] if len(got) >= 2 else ['readings agree: %s' % sorted(got)]
                else:
                    try:
                        mine = ['answerable: %s' % answer(*a['empty'])]
                    except NoAnswer:
                        mine = [NO]
            else:
                mine = sorted(answer(c['kind'], c['args']))
        except (NoAnswer, ValueError) as e:
            mine = ['error: %s' % e]
        if mine != item['answers']:
            print('MISMATCH %s: %s\n    file %s\n    mine %s' % (cid, c['question'], item['answers'], mine))
            bad += 1
    bad += check_seasons([dict(c, id='f2-%04d' % (i + 1)) for i, c in enumerate(cases)])
    print('%d questions checked, %d mismatches' % (len(cases), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
