"""Draft sampler for the time5 set (run once; its output was reviewed and pasted into gold.py as data).

Seed 5005.  180 facts with a sector entity Role_(Place) on one side (the other side a country, person or
organisation, i.e. a name without a '(Place)' part) and 60 with no sector; half equal (triple on one day),
half first_last (>= 2 days); levels day/month/year in turn.  Roles are drawn round-robin so that rare roles
appear; caps: a role at most twice, a place at most 3 times, a relation at most 12 times, an other party
at most 3 times."""
import collections, json, random, sys

from common5 import load, sector, ambiguities, excluded_triples, example_texts, in_examples
from lexicon import RELATIONS

SEED = 5005
GRAPH = sys.argv[1] if len(sys.argv) > 1 else '/tmp/full.txt'


def main():
    days, by_pair = load(GRAPH)
    excl = excluded_triples()
    texts = example_texts()
    rng = random.Random(SEED)
    sec = collections.defaultdict(list)      # role -> candidates
    plain = []
    for (h, r, t), ds in sorted(days.items()):
        if r not in RELATIONS or h == t or (h, r, t) in excl:
            continue
        sh, st = sector(h), sector(t)
        hs, ts = h.endswith(')'), t.endswith(')')
        if sh and not ts:
            sec[sh[0]].append((h, r, t))
        elif st and not hs:
            sec[st[0]].append((h, r, t))
        elif not hs and not ts:
            plain.append((h, r, t))
    use = collections.Counter()
    chosen, seen_pairs = [], set()

    def ok(h, r, t, qtype, level, place=None, role=None):
        ds = days[(h, r, t)]
        if qtype == 'equal' and len(ds) != 1:
            return None
        if qtype == 'first_last' and len(ds) < 2:
            return None
        if frozenset((h, t)) in seen_pairs or in_examples(h, t, texts):
            return None
        other = t if sector(h) else h
        if use['rel', r] >= 12 or use['other', other] >= 3:
            return None
        if place and use['place', place] >= 3:
            return None
        extreme = rng.choice(['first', 'last']) if qtype == 'first_last' else 'none'
        if ambiguities(h, r, t, extreme, level, days, by_pair):
            return None
        return extreme

    def take(h, r, t, qtype, level, extreme, role=None, place=None):
        chosen.append(dict(head=h, relation=r, tail=t, qtype=qtype, extreme=extreme, level=level))
        seen_pairs.add(frozenset((h, t)))
        use['rel', r] += 1
        use['other', t if sector(h) else h] += 1
        if role:
            use['role', role] += 1
            use['place', place] += 1

    slots = []
    for kind, n in (('sector', 180), ('plain', 60)):
        for i in range(n):
            qtype = 'equal' if i % 2 == 0 else 'first_last'
            level = ['day', 'month', 'year'][(i // 2) % 3]
            slots.append((kind, qtype, level))
    roles = sorted(sec)
    rng.shuffle(roles)
    ri = 0
    for kind, qtype, level in slots:
        if kind == 'sector':
            for _ in range(len(roles) * 3):
                role = roles[ri % len(roles)]
                ri += 1
                if use['role', role] >= 2:
                    continue
                cands = sec[role][:]
                rng.shuffle(cands)
                got = None
                for h, r, t in cands[:400]:
                    place = (sector(h) or sector(t))[1]
                    ex = ok(h, r, t, qtype, level, place, role)
                    if ex:
                        got = (h, r, t, ex, place)
                        break
                if got:
                    take(got[0], got[1], got[2], qtype, level, got[3], role, got[4])
                    break
            else:
                print('no candidate for', kind, qtype, level, file=sys.stderr)
        else:
            for _ in range(5000):
                h, r, t = rng.choice(plain)
                ex = ok(h, r, t, qtype, level)
                if ex:
                    take(h, r, t, qtype, level, ex)
                    break
    json.dump(chosen, open('/tmp/time5-draft.json', 'w'), indent=1)
    print(len(chosen), len({c['relation'] for c in chosen}), 'relations',
          len({k for k in use if k[0] == 'role'}), 'roles', len({k for k in use if k[0] == 'place'}), 'places')


if __name__ == '__main__':
    main()
