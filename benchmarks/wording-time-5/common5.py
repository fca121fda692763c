"""Graph loading and the checks shared by sample.py and gold.py (time5 set)."""
import collections, glob, json, os, re

from lexicon import PLACES, ROLES, RELATIONS

HERE = os.path.dirname(os.path.abspath(__file__))
SECTOR = re.compile(r'^(.+)_\(([^()]+)\)$')


def load(path):
    """(head, relation, tail) -> sorted list of distinct days."""
    days = collections.defaultdict(set)
    by_pair = collections.defaultdict(set)   # (head, tail) -> relations
    with open(path, encoding='utf-8') as f:
        for line in f:
            h, r, t, d = line.rstrip('\n').split('\t')
            days[(h, r, t)].add(d)
            by_pair[(h, t)].add(r)
    return {k: sorted(v) for k, v in days.items()}, by_pair


def cut(day, level):
    return {'day': day, 'month': day[:7], 'year': day[:4]}[level]


def answer(dates, extreme, level):
    if extreme == 'last':
        return cut(dates[-1], level)
    return cut(dates[0], level)


def sector(e):
    """(role, place) when e is a sector entity of the lexicon, else None."""
    m = SECTOR.match(e)
    if m and m.group(1) in ROLES and m.group(2) in PLACES:
        return m.group(1), m.group(2)
    return None


def group_relations(rel, rels_of_pair):
    """Relations of a pair that the wording of `rel` could equally be read as (rel itself excluded)."""
    out = set()
    for g in RELATIONS[rel][1]:
        if g.startswith('@'):
            out |= {r for r in rels_of_pair if r.startswith(g[1:])}
        elif g in rels_of_pair:
            out.add(g)
    out.discard(rel)
    return out


def mate_differs(dates, extreme, level, ans):
    if extreme in ('first', 'last'):
        return answer(dates, extreme, level) != ans
    return any(cut(d, level) != ans for d in dates)


def ambiguities(h, r, t, extreme, level, days, by_pair):
    """Readings of the wording other than (h, r, t) that give another answer; [] when none."""
    ans = answer(days[(h, r, t)], extreme, level)
    out = []
    # 1. the relation wording read as a neighbouring relation between the same parties
    for r2 in group_relations(r, by_pair.get((h, t), ())):
        if mate_differs(days[(h, r2, t)], extreme, level, ans):
            out.append(('relation', h, r2, t))
    # the same visit said from the other side
    mirror = {'Make_a_visit': 'Host_a_visit', 'Host_a_visit': 'Make_a_visit'}.get(r)
    if mirror and (t, mirror, h) in days and mate_differs(days[(t, mirror, h)], extreme, level, ans):
        out.append(('mirror', t, mirror, h))
    # 2. a sector description read as another sector of the same place (or the country itself)
    rels = {r} | group_relations(r, by_pair.get((h, t), ()))
    for side, ent in (('head', h), ('tail', t)):
        s = sector(ent)
        if not s:
            continue
        role, place = s
        others = set()
        for f in ROLES[role][1]:
            others.add(place if f == '@country' else f'{f}_({place})')
        others.discard(ent)
        for o in sorted(others):
            for r2 in sorted(rels):
                key = (o, r2, t) if side == 'head' else (h, r2, o)
                if key in days and mate_differs(days[key], extreme, level, ans):
                    out.append(('sector', *key))
    return out


def excluded_triples():
    """(head, relation, tail) of the other wording-time benchmarks' specs."""
    ex = set()
    for p in sorted(glob.glob(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'wording-time*', '*.json'))):
        if os.path.basename(os.path.dirname(p)) in ('wording-time-5', 'wording-time-6'):
            continue  # this set and its sibling were written at the same time, apart: only the earlier sets count
        for rec in json.load(open(p, encoding='utf-8')):
            sp = rec.get('spec') or {}
            if 'head' in sp and 'relation' in sp and 'tail' in sp:
                ex.add(tuple(sp[k].replace(' ', '_') for k in ('head', 'relation', 'tail')))
    return ex


def example_texts():
    out = []
    for p in ('/tmp/style/time-examples.txt', '/tmp/style/entity-examples.txt'):
        if not os.path.exists(p):
            continue  # the style examples (MultiTQ tuning questions) are not shipped: that check is skipped
        with open(p, encoding='utf-8') as f:
            out += [line.split('\t')[0].lower() for line in f if line.strip()]
    return out


def name_keys(e):
    """Words by which an entity might be named in an example question."""
    s = sector(e)
    if s:
        role, place = s
        pn, adj = PLACES[place]
        keys = {pn.lower().replace('the ', '')}
        if adj:
            keys.add(adj.lower())
        return keys
    return {e.replace('_', ' ').lower()}


def in_examples(h, t, texts):
    """True when some example question names both parties (conservative: such triples are not used)."""
    kh, kt = name_keys(h), name_keys(t)
    return any(any(k in q for k in kh) and any(k in q for k in kt) for q in texts)
