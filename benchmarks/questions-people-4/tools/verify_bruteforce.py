#!/usr/bin/env python3
"""Recompute every answer of people4-dev.json / people4-test.json with plain scans of the raw files.

Usage:  python3 tools/verify_bruteforce.py [DATA_DIR]

Independent of gold.py's parsing, indexes and helpers: it takes only the meanings from
gold.QUESTIONS (and the country list gold.COUNTRIES), reads the raw lines itself, and uses the exact relation of each wording (with
both directions for the two-party wordings).  It checks the exact answers, not the robustness
checks of gold.py.  "no answer" questions are checked to have two or more candidates whose
exact answers differ.  Prints the number of mismatches.
"""
import datetime
import gzip
import json
import os
import sys
import unicodedata
import re

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import gold  # noqa: E402  (only QUESTIONS and the wording table are used)

EXACT = {'visit': ('Make a visit', False), 'host': ('Host a visit', False),
         'phone': ('Discuss by telephone', True), 'talks': ('Engage in negotiation', True),
         'meet': ('Consult', True), 'deal': ('Sign formal agreement', True),
         'criticise': ('Criticize or denounce', False), 'praise': ('Praise or endorse', False),
         'statement': ('Make statement', False), 'appeal': ('Make an appeal or request', False),
         'threaten': ('Threaten', False), 'cooperate': ('Express intent to cooperate', False),
         'intent_meet': ('Express intent to meet or negotiate', False),
         'aid': ('Provide aid', False), 'sanction': ('Impose embargo, boycott, or sanctions', False),
         'reject': ('Reject', False), 'demand': ('Demand', False)}


def name(x):
    if x.startswith('"') and x.endswith('"'):
        x = x[1:-1].replace('""', '"')
    return x.replace('_', ' ')


def load_events(path):
    """relation -> its facts (h, r, t, day), self-loops left out; one pass over the file."""
    facts = {}
    with gzip.open(path, 'rt', encoding='utf-8') as fh:
        for line in fh:
            p = line.rstrip('\n').split('\t')
            h, r, t, d = name(p[0]), name(p[1]), name(p[2]), p[3]
            if h != t:
                facts.setdefault(r, []).append((h, r, t, d))
    return facts


def load_yago(d):
    facts = []
    for part in ('train', 'valid', 'test'):
        with gzip.open(os.path.join(d, part + '.txt.gz'), 'rt', encoding='utf-8') as fh:
            for line in fh:
                p = line.rstrip('\n').split('\t')
                if len(p) != 5:
                    continue
                h, r, t = (x[1:-1].replace('_', ' ') for x in p[:3])
                facts.append((h, r, t, p[3], p[4]))
    return facts


def ydate(s):
    """(year, text at the graph's precision) or None for unknown."""
    if s.startswith('####'):
        return None
    m = re.match(r'^(\d{4})-(\d\d|##)-(\d\d|##)$', s)
    if not m:
        return 'bad'
    y, mo, dd = m.groups()
    txt = y if mo == '##' else (y + '-' + mo if dd == '##' else s)
    return (int(y), txt)


def ev_clause(F, s, w, o, lo, hi):
    rel, sym = EXACT[w]
    out = []
    for h, r, t, d in F.get(rel, ()):
        if (lo and d < lo) or (hi and d > hi):
            continue
        for a, b in ((h, t), (t, h)) if sym else ((h, t),):
            if (s is None or a == s) and (o is None or b == o):
                out.append((d, b if s is not None and o is None else a if o is not None and s is None else None))
    return sorted(set(out))


def sel_items(items, sel, ask):
    if not items:
        return ()
    if sel == 'first':
        items = [x for x in items if x[0] == items[0][0]]
    elif sel == 'last':
        items = [x for x in items if x[0] == items[-1][0]]
    if ask == 'entity':
        return tuple(sorted({e for _, e in items}))
    n = {'day': 10, 'month': 7, 'year': 4}[ask]
    return tuple(sorted({d[:n] for d, _ in items}))


def shift(day, n):
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=n)).isoformat()


def period(p):
    """The gold reading of a period (README.md, "Periods said in words")."""
    if p is None:
        return None, None
    k, v = p[0], p[1]
    if k == 'after':
        return shift(v, 1), None
    if k == 'before':
        return None, shift(v, -1)
    if k == 'year':
        return '%d-01-01' % v, '%d-12-31' % v
    if k == 'month':
        return v + '-01', v + '-31'
    if k == 'years':
        return '%d-01-01' % v, '%d-12-31' % p[2]
    if k == 'months':
        y, mo = int(p[2][:4]), int(p[2][5:7])
        last = (datetime.date(y + (mo == 12), mo % 12 + 1, 1) - datetime.timedelta(days=1)).isoformat()
        return v + '-01', last
    if k == 'half':
        return ('%d-01-01' % v, '%d-06-30' % v) if p[2] == 1 else ('%d-07-01' % v, '%d-12-31' % v)
    if k == 'late':
        return '%d-09-01' % v, '%d-12-31' % v
    if k == 'early':
        return '%d-01-01' % v, '%d-04-30' % v
    return v, v


def ev_answer(F, m):
    k = m[0]
    if k in ('yesno', 'count'):
        lo, hi = period(m[4])
        days = {d for d, _ in ev_clause(F, m[1], m[2], m[3], lo, hi)}
        if k == 'yesno':
            return ('yes',) if days else ('no',)
        return (str(len(days)),)
    if k == 'what':
        lo, hi = period(m[3])
        return tuple(sorted({r for facts in F.values() for h, r, t, d in facts
                             if {h, t} == {m[1], m[2]} and lo <= d <= hi}))
    if k == 'pick':
        lo, hi = period(m[4])
        return sel_items(ev_clause(F, m[1], m[2], m[3], lo, hi), m[5], m[6])
    if k == 'ref':
        (a, w, b, which), op, (s, w2, o), sel, ask = m[1:]
        days = sorted({d for d, _ in ev_clause(F, a, w, b, None, None)})
        day = days[0] if which in ('only', 'first') else days[-1]
        if which == 'only':
            assert len(days) == 1
        if op == 'after':
            items = [x for x in ev_clause(F, s, w2, o, None, None) if x[0] > day]
        elif op == 'before':
            items = [x for x in ev_clause(F, s, w2, o, None, None) if x[0] < day]
        else:
            n = {'day': 10, 'month': 7, 'year': 4}[op]
            items = [x for x in ev_clause(F, s, w2, o, None, None) if x[0][:n] == day[:n]]
        return sel_items(items, sel, ask)
    if k == 'most':
        lo, hi = period(m[4])
        days = {}
        for d, e in ev_clause(F, m[1], m[2], m[3], lo, hi):
            days.setdefault(e, set()).add(d)
        n = max(len(v) for v in days.values())
        return tuple(sorted(e for e, v in days.items() if len(v) == n))
    if k == 'nth':
        days = sorted({d for d, _ in ev_clause(F, m[1], m[2], m[3], None, None)})
        return ({'day': days[m[4] - 1], 'month': days[m[4] - 1][:7], 'year': days[m[4] - 1][:4]}[m[5]],)
    if k == 'distinct':
        lo, hi = period(m[3])
        return (str(len({e for _, e in ev_clause(F, m[1], m[2], None, lo, hi)})),)
    if k == 'gap':
        ds = []
        for a, w, b, which in (m[1], m[2]):
            days = sorted({d for d, _ in ev_clause(F, a, w, b, None, None)})
            ds.append(days[-1] if which == 'last' else days[0])
        if m[3] == 'days':
            return (str((datetime.date.fromisoformat(ds[1]) - datetime.date.fromisoformat(ds[0])).days),)
        return (str(int(ds[1][:4]) * 12 + int(ds[1][5:7]) - int(ds[0][:4]) * 12 - int(ds[0][5:7])),)
    if k == 'offset':
        (a, w, b, which), span, (s, w2, o), sel, ask = m[1:]
        days = sorted({d for d, _ in ev_clause(F, a, w, b, None, None)})
        day = days[-1] if which == 'last' else days[0]
        if span[0] == 'week':
            lo, hi = shift(day, 1), shift(day, 7)
        elif span[0] == 'days':
            lo, hi = shift(day, 1), shift(day, span[1])
        elif span[0] == 'exact':
            lo = hi = shift(day, span[1])
        else:
            y, mo = int(day[:4]), int(day[5:7]) + 1
            if mo == 13:
                y, mo = y + 1, 1
            lo, hi = '%04d-%02d-01' % (y, mo), '%04d-%02d-31' % (y, mo)
        return sel_items(ev_clause(F, s, w2, o, lo, hi), sel, ask)
    raise ValueError(m)


def y_of(Y, x, r):
    out = [(t, s, e) for h, rr, t, s, e in Y if h == x and rr == r]
    if r == 'isMarriedTo':
        out += [(h, s, e) for h, rr, t, s, e in Y if t == x and rr == r]
    return out


def y_into(Y, r, o):
    out = [(h, s, e) for h, rr, t, s, e in Y if t == o and rr == r]
    if r == 'isMarriedTo':
        out += [(t, s, e) for h, rr, t, s, e in Y if h == o and rr == r]
    return out


def y_answer(Y, m):
    k = m[0]
    if k == 'state':
        s, r, o, year = m[1:]
        if s is not None and o is not None:
            fs = [(x, a, b) for x, a, b in y_of(Y, s, r) if x == o]
            return ('yes',) if any(ydate(b) and ydate(a)[0] <= year <= ydate(b)[0] for _, a, b in fs) else ('no',)
        fs = y_of(Y, s, r) if o is None else y_into(Y, r, o)
        return tuple(sorted({x for x, a, b in fs if ydate(b) and ydate(a)[0] <= year <= ydate(b)[0]}))
    if k in ('start', 'event_when', 'end', 'length'):
        s, r, o = m[1:4]
        fs = [(a, b) for x, a, b in y_of(Y, s, r) if x == o]
        if k == 'length':
            return tuple(sorted({str(ydate(b)[0] - ydate(a)[0]) for a, b in fs}))
        v = [a for a, b in fs] if k != 'end' else [b for a, b in fs]
        return tuple(sorted({str(ydate(x)[0]) if m[4] == 'year' else ydate(x)[1] for x in v}))
    if k == 'instant':
        x, r, ask = m[1:]
        fs = y_of(Y, x, r)
        if ask == 'place':
            return tuple(sorted({t for t, _, _ in fs}))
        return tuple(sorted({str(ydate(a)[0]) if ask == 'year' else ydate(a)[1] for _, a, _ in fs}))
    if k == 'event_who':
        r, o, year = m[1:]
        return tuple(sorted({x for x, a, b in y_into(Y, r, o) if ydate(a)[0] == year}))
    if k in ('event_what', 'joined'):
        s, r, year = m[1:]
        return tuple(sorted({x for x, a, b in y_of(Y, s, r) if ydate(a)[0] == year}))
    if k == 'event_yesno':
        s, r, o, year = m[1:]
        return ('yes',) if any(x == o and ydate(a)[0] == year for x, a, b in y_of(Y, s, r)) else ('no',)
    if k == 'order':
        s, r, sel = m[1:]
        first = {}
        for x, a, b in y_of(Y, s, r):
            first[x] = min(first.get(x, 9999), ydate(a)[0])
        y = (min if sel == 'first' else max)(first.values())
        return tuple(sorted(x for x, v in first.items() if v == y))
    if k in ('spouses', 'all'):
        r = 'isMarriedTo' if k == 'spouses' else m[2]
        return tuple(sorted({x for x, a, b in y_of(Y, m[1], r)}))
    if k == 'during':
        x, ra, rr, o = m[1:]
        year = [ydate(a)[0] for t, a, b in y_of(Y, x, rr) if t == o][0]
        return tuple(sorted({t for t, a, b in y_of(Y, x, ra) if ydate(b) and ydate(a)[0] <= year <= ydate(b)[0]}))
    if k == 'longest':
        tot = {}
        for x, a, b in y_of(Y, m[1], m[2]):
            tot[x] = tot.get(x, 0) + ydate(b)[0] - ydate(a)[0]
        n = max(tot.values())
        return tuple(sorted(x for x, v in tot.items() if v == n))
    if k in ('next', 'prev'):
        s, r, o = m[1:]
        y0 = [ydate(a)[0] for x, a, b in y_of(Y, s, r) if x == o][0]
        others = [(ydate(a)[0], x) for x, a, b in y_of(Y, s, r) if x != o]
        if k == 'next':
            y = min(v for v, x in others if v > y0)
        else:
            y = max(v for v, x in others if v < y0)
        return tuple(sorted({x for v, x in others if v == y}))
    if k == 'ycount':
        return (str(len({x for x, a, b in y_of(Y, m[1], m[2])})),)
    if k == 'state_range':
        s, r, o, y1, y2 = m[1:]
        fs = y_of(Y, s, r) if o is None else y_into(Y, r, o)
        return tuple(sorted({x for x, a, b in fs if ydate(b) and ydate(a)[0] <= y2 and ydate(b)[0] >= y1}))
    if k == 'age':
        born = [a for x, a, b in y_of(Y, m[1], 'wasBornIn')][0]
        died = [a for x, a, b in y_of(Y, m[1], 'diedIn')][0]
        bd, dd = datetime.date.fromisoformat(born), datetime.date.fromisoformat(died)
        return (str(dd.year - bd.year - ((dd.month, dd.day) < (bd.month, bd.day))),)
    if k == 'ygap':
        s, r1, o1, r2, o2 = m[1:]
        a1 = [ydate(a)[0] for x, a, b in y_of(Y, s, r1) if x == o1][0]
        a2 = [ydate(a)[0] for x, a, b in y_of(Y, s, r2) if x == o2][0]
        return (str(a2 - a1),)
    raise ValueError(m)


def main(argv):
    data = argv[1] if len(argv) > 1 else os.path.join(HERE, '..', '..', '..', '..', 'shared', 'data')
    F = load_events(os.path.join(data, 'multitq', 'full.txt.gz'))
    Y = [f for f in load_yago(os.path.join(data, 'yago11k'))
         if ydate(f[3]) not in (None, 'bad') and ydate(f[4]) != 'bad']
    got = {}
    for name_ in ('people4-dev.json', 'people4-test.json'):
        for o in json.load(open(os.path.join(HERE, '..', name_), encoding='utf-8')):
            got[o['id']] = o
    bad = 0
    for n, q in enumerate(gold.QUESTIONS):
        g, feats, text, m, names = q[:5]
        o = got['p4-%04d' % (n + 1)]
        assert o['question'] == text
        if 'no_answer' in feats:
            mention = [k for k, v in names.items() if v == gold.AMB][0]
            ents = {x for fs in F.values() for f in fs for x in (f[0], f[2])} if g == 'm' \
                else {f[0] for f in Y} | {f[2] for f in Y}
            answers = set()
            for c in sorted(e for e in ents if gold.fits(mention, e)):
                mm = tuple(c if v == gold.AMB else v for v in m)
                try:
                    a = ev_answer(F, mm) if g == 'm' else y_answer(Y, mm)
                except (ValueError, IndexError, AssertionError, KeyError, TypeError):
                    continue
                if a:
                    answers.add(a)
            ok = len(answers) >= 2 and o['answers'] == ['no answer']
        else:
            a = ev_answer(F, m) if g == 'm' else y_answer(Y, m)
            ok = list(a) == o['answers']
        if not ok:
            bad += 1
            print('MISMATCH', o['id'], text, o['answers'])
    print('checked %d mismatches %d' % (len(gold.QUESTIONS), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
