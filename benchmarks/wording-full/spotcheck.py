#!/usr/bin/env python3
"""Re-derive 20 gold answers of the wording-full benchmark by hand, independently of gold.py.

Each check below is a hand-written pandas filter for one question (identified by quid and
question text); it does not import or reuse anything from gold.py. The graph is read with the
csv module (not pandas' reader) so the CSV-style quoting of names is also checked independently.

Run: python spotcheck.py [--data PATH]
"""
import argparse, csv, gzip, json, os, sys
import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
ap = argparse.ArgumentParser()
ap.add_argument('--data', default=next(p for p in (
    os.path.join(HERE, '..', '..', '..', 'shared', 'data', 'multitq', 'full.txt.gz'),
    '/work/shared/data/multitq/full.txt.gz') if os.path.exists(p)))
args = ap.parse_args()

with gzip.open(args.data, 'rt', encoding='utf-8', newline='') as f:
    rows = [[x.replace('_', ' ') for x in row] for row in csv.reader(f, delimiter='\t')]
kg = pd.DataFrame(rows, columns=['h', 'r', 't', 'd'])
assert len(kg) == 461329

bench = {}
for name in ('events-full-dev.json', 'events-full-test.json'):
    for rec in json.load(open(os.path.join(HERE, name), encoding='utf-8')):
        bench[rec['quid']] = rec


def rel(r):
    return kg[kg.r == r]


checks = []


def check(quid, start):
    def deco(fn):
        checks.append((quid, start, fn))
        return fn
    return deco


@check(7100033, 'Who rebuffed the UN Security Council in May 2008?')
def _():
    x = rel('Reject')
    x = x[(x.t == 'UN Security Council') & x.d.str.startswith('2008-05')]
    return sorted(set(x.h))


@check(7100046, 'On what day did ISIL extremists')
def _():
    x = rel('Use conventional military force')
    x = x[(x.h == 'Extremist (Islamic State of Iraq and the Levant)') & (x.t == 'Armed Rebel (Syria)')]
    assert x.d.nunique() == 1
    return [x.d.iloc[0]]


@check(7100004, 'Who kidnapped Saudi citizens in July 2014?')
def _():
    x = rel('Abduct, hijack, or take hostage')
    x = x[(x.t == 'Citizen (Saudi Arabia)') & (x.d >= '2014-07-01') & (x.d <= '2014-07-31')]
    return sorted(set(x.h))


@check(7100068, 'When did the US envoy enter into negotiations')
def _():
    x = rel('Engage in negotiation')
    a = x[(x.h == 'Envoy (United States)') & (x.t == 'Foreign Affairs (Lebanon)')]
    b = x[(x.t == 'Envoy (United States)') & (x.h == 'Foreign Affairs (Lebanon)')]   # either direction
    days = sorted(set(a.d) | set(b.d))
    assert len(days) == 1
    return days


@check(7100129, 'Prior to 14 February 2011, in which year did the Cambodian police')
def _():
    x = rel('Impose administrative sanctions')
    x = x[(x.h == 'Police (Cambodia)') & (x.t == 'Cambodia') & (x.d < '2011-02-14')]
    years = sorted(set(x.d.str[:4]))
    assert len(years) == 1
    return years


@check(7100101, 'Who sought to negotiate with the African Union prior to 2 June 2005?')
def _():
    x = rel('Express intent to meet or negotiate')
    x = x[(x.t == 'African Union') & (x.d < '2005-06-02')]
    return sorted(set(x.h))


@check(7100087, 'Since April 2014, about whom have Australian lawyers voiced pessimism?')
def _():
    x = rel('Make pessimistic comment')
    x = x[(x.h == 'Lawyer/Attorney (Australia)') & (x.d >= '2014-04-01')]
    return sorted(set(x.t))


@check(7100090, 'Who did the Australian police make demands of after March 2012?')
def _():
    x = rel('Demand')
    x = x[(x.h == 'Police (Australia)') & (x.d >= '2012-04-01')]
    return sorted(set(x.t))


@check(7100158, 'Who did the Turkish authorities first arrest?')
def _():
    x = rel('Arrest, detain, or charge with legal action')
    x = x[x.h == 'Other Authorities / Officials (Turkey)'].sort_values('d')
    return sorted(set(x[x.d == x.d.iloc[0]].t))


@check(7100191, 'When did Abhisit Vejjajiva first say he wanted to meet ASEAN?')
def _():
    x = rel('Express intent to meet or negotiate')
    x = x[(x.h == 'Abhisit Vejjajiva') & (x.t == 'Association of Southeast Asian Nations')]
    return [min(x.d)]


@check(7100175, 'Which was the last country to which Chuck Hagel paid a visit?')
def _():
    x = rel('Make a visit')
    x = x[x.h == 'Chuck Hagel']
    return sorted(set(x[x.d == max(x.d)].t))


@check(7100204, 'When did the Kenyan police last release women in Kenya?')
def _():
    x = rel('Return, release person(s)')
    x = x[(x.h == 'Police (Kenya)') & (x.t == 'Women (Kenya)')]
    return [max(x.d)]


@check(7100264, 'Which other country hosted the US envoy on the same day as Timor-Leste?')
def _():
    x = rel('Host a visit')
    x = x[x.t == 'Envoy (United States)']
    ref = x[x.h == 'Timor-Leste']
    assert ref.d.nunique() == 1
    same = x[(x.d == ref.d.iloc[0]) & (x.h != 'Timor-Leste')]
    return sorted(set(same.h))


@check(7100285, 'Who else accused Nigerian citizens in the same month as Chimaroke Nnamani?')
def _():
    x = rel('Accuse')
    x = x[x.t == 'Citizen (Nigeria)']
    ref = x[x.h == 'Chimaroke Nnamani']
    assert ref.d.nunique() == 1
    month = ref.d.iloc[0][:7]
    return sorted(set(x[(x.d.str[:7] == month) & (x.h != 'Chimaroke Nnamani')].h))


@check(7100229, 'Which country did the Bangladeshi prime minister praise first in June 2005?')
def _():
    x = rel('Praise or endorse')
    x = x[(x.h == 'Head of Government (Bangladesh)') & x.d.str.startswith('2005-06')]
    return sorted(set(x[x.d == x.d.min()].t))


@check(7100247, 'In which month of 2006 did the Brazilian military last use')
def _():
    x = rel('Use conventional military force')
    x = x[(x.h == 'Military (Brazil)') & (x.t == 'Criminal (Brazil)') & x.d.str.startswith('2006')]
    return [x.d.max()[:7]]


@check(7100287, "After Chen Zhili consulted France's foreign ministry")
def _():
    x = rel('Consult')
    x = x[x.t == 'Foreign Affairs (France)']
    ref_days = set(x[x.h == 'Chen Zhili'].d)
    assert len(ref_days) == 1
    later = x[x.d > ref_days.pop()]
    return sorted(set(later[later.d == later.d.min()].h))


@check(7100333, 'After expressing the intention to meet Angola')
def _():
    x = rel('Express intent to meet or negotiate')
    x = x[x.h == 'Vietnam']
    ref_days = set(x[x.t == 'Angola'].d)
    assert len(ref_days) == 1
    later = x[x.d > min(ref_days)]
    return sorted(set(later[later.d == later.d.min()].t))


@check(7100385, 'Before the Philippine military arrested Philippine militants')
def _():
    x = rel('Arrest, detain, or charge with legal action')
    x = x[x.h == 'Military (Philippines)']
    ref_days = set(x[x.t == 'Militant (Philippines)'].d)
    assert len(ref_days) == 1
    earlier = x[x.d < min(ref_days)]
    return sorted(set(earlier[earlier.d == earlier.d.max()].t))


@check(7100399, 'Before Yasuo Fukuda appealed to Thailand')
def _():
    x = rel('Make an appeal or request')
    x = x[x.h == 'Yasuo Fukuda']
    ref_days = set(x[x.t == 'Thailand'].d)
    assert len(ref_days) == 1
    earlier = x[x.d < min(ref_days)]
    return sorted(set(earlier[earlier.d == earlier.d.max()].t))


bad = 0
for quid, start, fn in checks:
    rec = bench[quid]
    assert rec['question'].startswith(start), (quid, rec['question'])
    got = fn()
    ok = sorted(got) == sorted(rec['answers'])
    bad += not ok
    print(('ok  ' if ok else 'DIFF'), quid, rec['question'], '->', got,
          '' if ok else f"(gold {rec['answers']})")
print(f'{len(checks) - bad}/{len(checks)} agree')
assert len(checks) == 20
sys.exit(1 if bad else 0)
