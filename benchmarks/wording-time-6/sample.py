"""Sampling for time6 (run once; its output was pasted into gold.py as ITEMS and then edited by hand).

Every relation of the graph with at least 30 facts gets one question; the 69 remaining slots go to the most frequent
relations (a second question each).  Facts are drawn with random.Random(SEED) among the triples whose entities are
well known (countries, persons and organisations with >= 150 facts, sector entities Role_(Country) of a described role
with >= 60 facts), not both sector entities, and which pass the same checks as gold.py.
usage: python sample.py [/tmp/full.txt] > draft.py
"""
import csv, collections, glob, json, os, random, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tables import R, ROLE, BAD_PLACES, PLACE_THE, place, cofamily  # noqa: E402
import checks  # noqa: E402

SEED = 7700001
rng = random.Random(SEED)
G = checks.load(sys.argv[1] if len(sys.argv) > 1 else "/tmp/full.txt")
EXCL = checks.excluded(G)
count = collections.Counter(r for (h, r, t) in G.triples for _ in G.triples[(h, r, t)])

deg = G.deg
countries = G.countries


def eligible(e, loose=False):
    m = re.match(r"^(.*)_\((.*)\)$", e)
    if m:
        return m.group(1) in ROLE and m.group(2) not in BAD_PLACES and deg[e] >= (10 if loose else 60)
    return deg[e] >= (20 if loose else 150) and "(" not in e


rels = [r for r, _ in count.most_common() if r in R and count[r] >= 30]
slots = list(rels) + rels[: 240 - len(rels)]
combos = [(q, l) for q in ("equal", "first_last") for l in ("day", "month", "year")]
quota = {c: 40 for c in combos}
by_rel = collections.defaultdict(list)
by_loose = collections.defaultdict(list)
for (h, r, t), days in G.triples.items():
    if r in R and h != t:
        if eligible(h) and eligible(t) and not (checks.sector(h) and checks.sector(t)):
            by_rel[r].append((h, t, len(days)))
        elif eligible(h, True) and eligible(t, True):
            by_loose[r].append((h, t, len(days)))

used_triples, used_pairs = set(), collections.Counter()
items = []
ext_toggle = 0
# rarest relations first (fewest candidates), so the balance is set by the frequent ones
order = sorted(range(len(slots)), key=lambda i: (len(by_rel[slots[i]]), i))
# relations with no case that passes take no slot; the slots left over go to the next most frequent relations
extra = iter(rels[240 - len(rels):])
while order:
    i = order.pop(0)
    r = slots[i]
    # weighted draw without replacement (key u**(1/w)), w = (deg h * deg t)**0.4: frequent entities come first,
    # as in MultiTQ; the loosely eligible triples (rarer entities, two sector entities) only after all the others
    def order_of(cs):
        cs = sorted(cs)
        keys = [rng.random() ** (1.0 / ((deg[h] * deg[t]) ** 0.4)) for (h, t, n) in cs]
        return [c for _, c in sorted(zip(keys, cs), key=lambda z: -z[0])]
    cands = order_of(by_rel[r]) + order_of(by_loose[r])
    feas = [c for c in sorted(combos, key=lambda c: -quota[c]) if quota[c] > 0]
    done = False
    for (qt, lv) in feas:
        for (h, t, n) in cands:
            if (h, r, t) in used_triples or (h, r, t) in EXCL or used_pairs[(h, t)] >= 1:
                continue
            if qt == "equal" and n != 1:
                continue
            if qt == "first_last" and n < 2:
                continue
            ext = None
            if qt == "first_last":
                ext = ("first", "last")[ext_toggle % 2]
            ok, why = checks.check_case(G, h, r, t, ext, lv)
            if not ok:
                continue
            items.append(dict(pos=i, head=h, relation=r, tail=t, extreme=ext, level=lv))
            if qt == "first_last":
                ext_toggle += 1
            used_triples.add((h, r, t)); used_pairs[(h, t)] += 1; quota[(qt, lv)] -= 1
            done = True
            break
        if done:
            break
    if not done:
        print("# no case for", r, file=sys.stderr)
        slots.append(next(extra))
        order.append(len(slots) - 1)

items.sort(key=lambda x: x["pos"])
print("quota left", quota, file=sys.stderr)
for it in items:
    print(repr((it["head"], it["relation"], it["tail"], it["extreme"], it["level"])) + ",")
