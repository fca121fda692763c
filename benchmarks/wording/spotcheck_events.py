#!/usr/bin/env python3
"""Independent spot-check of 18 gold answers with plain pandas filters written by hand
(does not use gold_events.py). Prints OK/BAD per question."""

import json
import os

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "data", "icews05-15"))
cols = ["h", "r", "t", "d"]
df = pd.concat(
    [
        pd.read_csv(
            os.path.join(DATA, f"facts-{x}.tsv.gz"),
            sep="\t",
            names=cols,
            header=None,
            dtype=str,
            quoting=3,
            keep_default_na=False,
        )
        for x in "ab"
    ]
)
G = {}
for f in ("events-dev.json", "events-test.json"):
    for o in json.load(open(os.path.join(HERE, f), encoding="utf-8")):
        G[o["quid"]] = o


def show(q, mine):
    o = G[q]
    ok = sorted(mine) == o["answers"]
    print(f"{'OK ' if ok else 'BAD'} q{q}: {o['question']}\n     hand={sorted(mine)} gold={o['answers']}")


# q6 Thai citizens unconventional violence on 2015-07-04
x = df[(df.h == "Citizen (Thailand)") & (df.r == "Use unconventional violence") & (df.d == "2015-07-04")]
show(6, set(x.t))
# q22 hosts of Japan in 2007
x = df[(df.t == "Japan") & (df.r == "Host a visit") & (df.d.str.startswith("2007"))]
show(22, set(x.h))
# q44 month Government (Nigeria) arrested Charles Taylor (all months)
x = df[
    (df.h == "Government (Nigeria)")
    & (df.r == "Arrest, detain, or charge with legal action")
    & (df.t == "Charles Taylor")
]
show(44, set(x.d.str[:7]))
# q56 year UNSC sanctions Sudan
x = df[(df.h == "UN Security Council") & (df.r == "Impose embargo, boycott, or sanctions") & (df.t == "Sudan")]
show(56, set(x.d.str[:4]))
# q75 investigated Australian citizens before 2006-12-25
x = df[(df.t == "Citizen (Australia)") & (df.r == "Investigate") & (df.d < "2006-12-25")]
show(75, set(x.h))
# q110 appealed to Other Authorities / Officials (Nigeria) from 2015 on
x = df[
    (df.t == "Other Authorities / Officials (Nigeria)") & (df.r == "Make an appeal or request") & (df.d >= "2015-01-01")
]
show(110, set(x.h))
# q128 most recent host of Sisi
x = df[(df.t == "Abdel Fattah Al-Sisi") & (df.r == "Host a visit")]
show(128, set(x[x.d == x.d.max()].h))
# q150 last hosted by France
x = df[(df.h == "France") & (df.r == "Host a visit")]
show(150, set(x[x.d == x.d.max()].t))
# q176 month of Lee Myung Bak's latest visit to Japan
x = df[(df.h == "Lee Myung Bak") & (df.r == "Make a visit") & (df.t == "Japan")]
show(176, {x.d.max()[:7]})
# q199 Medvedev last visit before 2008-11-30
x = df[(df.h == "Dmitry Anatolyevich Medvedev") & (df.r == "Make a visit") & (df.d < "2008-11-30")]
show(199, set(x[x.d == x.d.max()].t))
# q204 first host of Muhammad VI in Oct 2012
x = df[(df.t == "Muhammad VI") & (df.r == "Host a visit") & (df.d.str.startswith("2012-10"))]
show(204, set(x[x.d == x.d.min()].h))
# q227 Medvedev first visit after 2015-04-04 (date)
x = df[(df.h == "Dmitry Anatolyevich Medvedev") & (df.r == "Make a visit") & (df.d > "2015-04-04")]
show(227, {x.d.min()})
# q238 month conventional force first used against Israeli police after Nov 2006
x = df[(df.t == "Police (Israel)") & (df.r == "Use conventional military force") & (df.d > "2006-11-30")]
show(238, {x.d.min()[:7]})
# q274 first visitor of Iran after Bertie Ahern
ref = df[(df.h == "Bertie Ahern") & (df.r == "Make a visit") & (df.t == "Iran")].d.unique()
assert len(ref) == 1
x = df[(df.t == "Iran") & (df.r == "Make a visit") & (df.d > ref[0]) & (df.h != "Bertie Ahern")]
show(274, set(x[x.d == x.d.min()].h))
# q298 first visitor of Thailand after Thailand hosted Ahmadinejad
ref = df[(df.h == "Thailand") & (df.r == "Host a visit") & (df.t == "Mahmoud Ahmadinejad")].d.unique()
assert len(ref) == 1
x = df[(df.t == "Thailand") & (df.r == "Make a visit") & (df.d > ref[0])]
show(298, set(x[x.d == x.d.min()].h))
# q319 last to arrest Charles Taylor before Other Authorities (Nigeria) did
ref = df[
    (df.h == "Other Authorities / Officials (Nigeria)")
    & (df.r == "Arrest, detain, or charge with legal action")
    & (df.t == "Charles Taylor")
].d.unique()
assert len(ref) == 1
x = df[
    (df.t == "Charles Taylor")
    & (df.r == "Arrest, detain, or charge with legal action")
    & (df.d < ref[0])
    & (df.h != "Other Authorities / Officials (Nigeria)")
]
show(319, set(x[x.d == x.d.max()].h))
# q366 last visitor of Colombia before Colombia appealed to Ahmadinejad
ref = df[(df.h == "Colombia") & (df.r == "Make an appeal or request") & (df.t == "Mahmoud Ahmadinejad")].d.unique()
assert len(ref) == 1
x = df[(df.t == "Colombia") & (df.r == "Make a visit") & (df.d < ref[0])]
show(366, set(x[x.d == x.d.max()].h))
# q378 month anyone last consulted Obasanjo before Uduaghan did
ref = df[(df.h == "Emmanuel Eweta Uduaghan") & (df.r == "Consult") & (df.t == "Oluṣẹgun Ọbasanjọ")].d.unique()
assert len(ref) == 1
x = df[(df.t == "Oluṣẹgun Ọbasanjọ") & (df.r == "Consult") & (df.d < ref[0]) & (df.h != "Emmanuel Eweta Uduaghan")]
show(378, {x.d.max()[:7]})
