"""Candidate sampler used while writing gold.py (an authoring aid; gold.py does not use it).

    /work/main/.venv/bin/python sample.py 3 reserve > candidates.txt

Makes 320 slots (160 equal, 160 first_last; levels day/month/year in equal shares;
first/last at random; ~62% "sector" slots where head or tail is a Role (Place) entity
with a describable role, otherwise both names plain), shuffles them with a fixed seed,
and for each slot draws 3 candidate triples: a relation drawn with weight freq**0.6
(for variety), then a triple of that relation uniformly.  equal slots draw from triples
seen on exactly one day, first_last slots from triples seen on >= 3 days.  For sector
entities it prints the other same-place entities that fill the same slot with the same
relation and other argument (to avoid descriptions that fit several entities).
"reserve" adds 40 extra draws per pool from a second seed, used when no candidate of a
slot could be worded sensibly.  Question i of gold.py was written for slot i."""
import csv, random, re, sys
import pandas as pd

DATA = '/work/shared/data/multitq/full.txt.gz'
df = pd.read_csv(DATA, sep='\t', header=None, names=['h', 'r', 't', 'd'], dtype=str,
                 keep_default_na=False, quoting=csv.QUOTE_MINIMAL)
for c in 'hrt':
    df[c] = df[c].str.replace('_', ' ', regex=False)
df = df.drop_duplicates()

ROLES = {  # sector roles that can be worded as a natural description
 'Citizen', 'Police', 'Government', 'Military', 'Foreign Affairs', 'Lawyer/Attorney',
 'Media Personnel', 'Criminal', 'Cabinet / Council of Ministers / Advisors',
 'Other Authorities / Officials', 'Member of Parliament', 'Protester', 'Women',
 'Court Judge', 'Armed Rebel', 'Militant', 'Envoy', 'Legislature', 'Royal Administration',
 'Defense / Security Ministry', 'Labor Union', 'Student', 'Children', 'Government Official',
 'Treasury/Finance Ministry', 'Justice Department/Ministery', 'Health Ministry',
 'Education Ministry', 'Villager', 'Insurgent', 'Head of Government', 'Business',
 'Businessperson', 'Armed Gang', 'Medical Personnel', 'Refugee', 'Naval', 'Air Force',
 'Activist', 'Election Commission', 'Farm Worker', 'Fishermen', 'Professor', 'Energy Department/Ministry',
 'Party Member', 'City Mayor', 'Governor', 'Employee', 'Indigenous People', 'Muslim',
 'Domestic Affairs', 'Military Personnel', 'High Ranking Military Personnel', 'Attorney General',
 'Secret Agent', 'Detainee', 'Immigrants', 'Tourist', 'Rights Activist', 'Settler',
 'Public Prosecutor', 'Scientist', 'Economist', 'Peacekeeping Troop', 'Opposition Supporter',
 'Newspaper', 'Media', 'Terrorist', 'Separatist', 'Thief', 'Murderer', 'Religion'}
SECTOR = re.compile(r'^(.+) \(([^()]+)\)$')
ents = set(df.h) | set(df.t)

def sector(name):
    m = SECTOR.match(name)
    if m and m.group(1) in ROLES and m.group(2) in ents:
        return m.group(1), m.group(2)
    return None

def plain(name):
    return '(' not in name

days = df.groupby(['h', 'r', 't'])['d'].agg(lambda s: sorted(set(s)))
trip = days.reset_index()
trip['n'] = trip['d'].str.len()
trip['sec'] = trip.h.map(lambda x: sector(x) is not None) | trip.t.map(lambda x: sector(x) is not None)
trip['plain'] = trip.h.map(plain) & trip.t.map(plain)
trip = trip[trip.h != trip.t]

rng = random.Random(20240611)
N = 320
slots = []
for qtype in ('equal', 'first_last'):
    levels = ['day', 'month', 'year'] * 54
    levels = levels[:N // 2]
    rng.shuffle(levels)
    for lv in levels:
        ext = None if qtype == 'equal' else rng.choice(['first', 'last'])
        stream = 'sector' if rng.random() < 0.62 else 'plain'
        slots.append((qtype, lv, ext, stream))
rng.shuffle(slots)

pools = {}
for qtype in ('equal', 'first_last'):
    base = trip[trip.n == 1] if qtype == 'equal' else trip[trip.n >= 3]
    for stream in ('sector', 'plain'):
        pools[qtype, stream] = base[base.sec] if stream == 'sector' else base[base.plain]
# relation weights ~ freq**0.6 for variety
rels = {}
for k, p in pools.items():
    vc = p.r.value_counts()
    rels[k] = (list(vc.index), [v ** 0.6 for v in vc.values])

def draw(k):
    names, w = rels[k]
    r = rng.choices(names, w)[0]
    p = pools[k]
    sub = p[p.r == r]
    return sub.iloc[rng.randrange(len(sub))]

def context(row):
    out = []
    for slot, other in (('h', 't'), ('t', 'h')):
        name = row[slot]
        s = sector(name)
        if not s:
            continue
        place = s[1]
        same = df[(df.r == row.r) & (df[other] == row[other])][slot].unique()
        rivals = [x for x in same if x != name and (place in x)]
        others = [x for x in same if x != name and place not in x]
        out.append(f'    {slot}-rivals same place: {rivals}')
        out.append(f'    {slot}-other fillers ({len(others)}): {others[:25]}')
    return '\n'.join(out)

K = int(sys.argv[1]) if len(sys.argv) > 1 else 4
for i, (qtype, lv, ext, stream) in enumerate(slots):
    print(f'== slot {i}: {qtype} {lv} {ext} {stream}')
    for j in range(K):
        row = draw((qtype, stream))
        d = row.d
        print(f'  [{j}] {row.h} | {row.r} | {row.t} | n={row.n} {d[0]}..{d[-1]}')
        c = context(row)
        if c:
            print(c)

# Reserve draws: `sample.py reserve` prints extra candidates per (qtype, stream)
# from a second fixed seed, used when none of a slot's candidates could be worded.
if len(sys.argv) > 2 and sys.argv[2] == 'reserve':
    rng.seed(777)
    for k in pools:
        print(f'== reserve {k[0]} {k[1]}')
        for j in range(40):
            row = draw(k)
            d = row.d
            print(f'  [r{j}] {row.h} | {row.r} | {row.t} | n={row.n} {d[0]}..{d[-1]}')
            c = context(row)
            if c:
                print(c)
