"""graph8: the question set over the human-spaceflight graph, its semantics, its checks and its writer.

python3 gold.py            checks, then writes graph8-dev.json and graph8-test.json
python3 gold.py --check    fails unless the files on disk are what gold.py writes
python3 gold.py --explain  each question with its meaning and answers
python3 gold.py --stats    counts per kind and half

Standard library only; deterministic (answers sorted, no set order leaks into the output).
"""

import collections
import csv
import datetime as dt
import gzip
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2024-01-15"  # the source's last data update ("Update astronauts", data to the end of 2023)

# ----------------------------------------------------------------------------------------------------------------
# the graph


def load():
    with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8", newline="") as f:
        return [(r["head"], r["relation"], r["tail"], r["start"], r["end"])
                for r in csv.DictReader(f, delimiter="\t")]


FACTS = load()
BY_REL = collections.defaultdict(list)
for _f in FACTS:
    BY_REL[_f[1]].append(_f)
PEOPLE = sorted({f[0] for f in FACTS})
MISSIONS = sorted({f[2] for f in FACTS if f[1] in ("launchedOn", "landedOn", "spacewalkDuring", "diedDuring")})
PLACES = sorted({f[2] for f in BY_REL["bornIn"]})


def D(s):
    return dt.date.fromisoformat(s)


def end_of(f, exclusive=False):
    """Last day a fact holds. A trip holds from its launch day to its landing day, both included; an open trip
    (still in space at the last update) holds to NOW. exclusive=True is the robustness variant (landing day
    left out), used only to refuse questions that hang on a boundary day."""
    if not f[4]:
        return D(NOW)
    e = D(f[4])
    if exclusive and e > D(f[3]):
        e -= dt.timedelta(days=1)
    return e


def window(w):
    """('year', 1969) | ('month', 1969, 7) | ('day', '1969-07-20') | ('span', '1990-01-01', '1999-12-31') | ('now',)"""
    k = w[0]
    if k == "year":
        return dt.date(w[1], 1, 1), dt.date(w[1], 12, 31)
    if k == "month":
        a = dt.date(w[1], w[2], 1)
        b = (a.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
        return a, b
    if k == "day":
        return D(w[1]), D(w[1])
    if k == "span":
        return D(w[1]), D(w[2])
    if k == "now":
        return D(NOW), D(NOW)
    raise ValueError(w)


def holds(f, w, exclusive=False):
    a, b = window(w)
    return D(f[3]) <= b and end_of(f, exclusive) >= a


def trips(person=None, mission=None):
    return sorted((f for f in BY_REL["launchedOn"]
                   if (person is None or f[0] == person) and (mission is None or f[2] == mission)),
                  key=lambda f: (f[3], f[2]))


def one_trip(person, mission):
    t = trips(person, mission)
    if len(t) != 1:
        raise AssertionError(f"{person} has {len(t)} trips launched on {mission}")
    return t[0]


def gran(day, g):
    return {"day": day, "month": day[:7], "year": day[:4]}[g]


def years_between(a, b):
    """Whole (completed) years from day a to day b."""
    a, b = D(a), D(b)
    return b.year - a.year - ((b.month, b.day) < (a.month, a.day))


def event_day(ev):
    """('launch', P, M) | ('landing', P, M) | ('born', P) | ('firstwalk', P) | ('died', P) -> 'YYYY-MM-DD' or None"""
    k = ev[0]
    if k == "launch":
        return one_trip(ev[1], ev[2])[3]
    if k == "landing":
        return one_trip(ev[1], ev[2])[4] or None
    if k == "born":
        b = [f for f in BY_REL["bornIn"] if f[0] == ev[1]]
        return b[0][3] if b else None
    if k == "firstwalk":
        w = sorted(f[3] for f in BY_REL["spacewalkDuring"] if f[0] == ev[1])
        return w[0] if w else None
    if k == "flight":  # the day flight M launched
        return min(f[3] for f in trips(mission=ev[1]))
    if k == "lost":  # the day the crew of flight M died
        return min(f[3] for f in BY_REL["diedDuring"] if f[2] == ev[1])
    if k == "firstflight":
        return trips(ev[1])[0][3]
    if k == "died":
        d = [f for f in BY_REL["diedDuring"] if f[0] == ev[1]]
        return d[0][3] if d else None
    raise ValueError(ev)


def first_flights():
    out = {}
    for f in BY_REL["launchedOn"]:
        if f[0] not in out or f[3] < out[f[0]]:
            out[f[0]] = f[3]
    return out


# ----------------------------------------------------------------------------------------------------------------
# the semantics: one function per meaning; each returns a list of answer strings


def answer(m, exclusive=False):
    op, a = m[0], m[1:]
    if op == "crew":  # who launched on M
        return [f[0] for f in trips(mission=a[0])]
    if op == "flew":  # who flew on M: launched on it or came back on it
        return [f[0] for f in FACTS if f[1] in ("launchedOn", "landedOn") and f[2] == a[0]]
    if op == "came_back_on":  # who landed on M
        return [f[0] for f in BY_REL["landedOn"] if f[2] == a[0]]
    if op == "launch":  # (P, M, gran): day P launched on M
        return [gran(one_trip(a[0], a[1])[3], a[2])]
    if op == "landing":  # (P, M, gran): day P came back from the trip that began on M
        e = one_trip(a[0], a[1])[4]
        return [gran(e, a[2])] if e else []
    if op == "return_craft":  # (P, M): the flight P came back on after launching on M
        t = one_trip(a[0], a[1])
        return [f[2] for f in BY_REL["landedOn"] if f[0] == a[0] and f[3] == t[4]]
    if op == "born":  # (P, gran)
        return [gran(f[3], a[1]) for f in BY_REL["bornIn"] if f[0] == a[0]]
    if op == "birthplace":
        return [f[2] for f in BY_REL["bornIn"] if f[0] == a[0]]
    if op == "born_in":  # (place, window or None): who was born there
        return [f[0] for f in BY_REL["bornIn"] if f[2] == a[0] and (a[1] is None or holds(f, a[1]))]
    if op == "nth_trip":  # (P, n): the flight P launched on for the n-th time (n = -1: the last)
        t = trips(a[0])
        return [t[a[1] - 1 if a[1] > 0 else a[1]][2]] if len(t) >= abs(a[1]) else []
    if op == "next_trip":  # (P, M): the flight P launched on next after M
        t = trips(a[0])
        i = [x[2] for x in t].index(a[1])
        return [t[i + 1][2]] if i + 1 < len(t) else []
    if op == "trips_in":  # (P, window): flights P launched on in the window
        return [f[2] for f in trips(a[0]) if window(a[1])[0] <= D(f[3]) <= window(a[1])[1]]
    if op == "count_trips":  # (P, window or None): how many times P launched (in the window)
        return [str(sum(1 for f in trips(a[0]) if a[1] is None or window(a[1])[0] <= D(f[3]) <= window(a[1])[1]))]
    if op == "count_crew":  # (M): how many people launched on M
        return [str(len({f[0] for f in trips(mission=a[0])}))]
    if op == "walks":  # (P, window or None): the flights during which P walked in space (in the window)
        return [f[2] for f in BY_REL["spacewalkDuring"] if f[0] == a[0] and (a[1] is None or holds(f, a[1], exclusive))]
    if op == "count_walks":  # (P, window or None): how many spacewalks P made (each fact is one spacewalk)
        return [str(sum(1 for f in BY_REL["spacewalkDuring"]
                        if f[0] == a[0] and (a[1] is None or holds(f, a[1], exclusive))))]
    if op == "walkers":  # (M): who walked in space during the trip launched on M
        return [f[0] for f in BY_REL["spacewalkDuring"] if f[2] == a[0]]
    if op == "walkers_in":  # (window): who walked in space in the window
        return [f[0] for f in BY_REL["spacewalkDuring"] if holds(f, a[0], exclusive)]
    if op == "first_walk":  # (P, gran): P's first spacewalk
        w = sorted(f[3] for f in BY_REL["spacewalkDuring"] if f[0] == a[0])
        return [gran(w[0], a[1])] if w else []
    if op == "first_walker":  # (): the first person to walk in space (earliest spacewalk day; ties all)
        d = min(f[3] for f in BY_REL["spacewalkDuring"])
        return [f[0] for f in BY_REL["spacewalkDuring"] if f[3] == d]
    if op == "in_space":  # (window): everyone in space at some point in the window
        return [f[0] for f in BY_REL["launchedOn"] if holds(f, a[0], exclusive)]
    if op == "in_space_p":  # (P, window): yes/no
        return ["yes" if any(holds(f, a[1], exclusive) for f in trips(a[0])) else "no"]
    if op == "count_in_space":  # (window): how many different people were in space at some point in it
        return [str(len({f[0] for f in BY_REL["launchedOn"] if holds(f, a[0], exclusive)}))]
    if op == "launched_in":  # (window): who launched in the window
        a0, b0 = window(a[0])
        return [f[0] for f in BY_REL["launchedOn"] if a0 <= D(f[3]) <= b0]
    if op == "flights_in":  # (window): crewed flights launched in the window (names of the launch flights)
        a0, b0 = window(a[0])
        return [f[2] for f in BY_REL["launchedOn"] if a0 <= D(f[3]) <= b0]
    if op == "count_launchers":  # (window): how many different people launched in the window
        a0, b0 = window(a[0])
        return [str(len({f[0] for f in BY_REL["launchedOn"] if a0 <= D(f[3]) <= b0}))]
    if op == "count_rookies":  # (window): how many people went to space for the first time in the window
        a0, b0 = window(a[0])
        return [str(sum(1 for d in first_flights().values() if a0 <= D(d) <= b0))]
    if op == "nth_person":  # (n): the n-th person to go to space (people ordered by first launch; ties all)
        ff = first_flights()
        days = sorted(set(ff.values()))
        order, out = [], []
        for d in days:
            grp = sorted(p for p, x in ff.items() if x == d)
            if len(order) < a[0] <= len(order) + len(grp):
                out = grp
            order += grp
        return out
    if op == "trip_days":  # (P, M): days from launch to landing of the trip that began on M
        t = one_trip(a[0], a[1])
        return [str((D(t[4]) - D(t[3])).days)] if t[4] else []
    if op == "total_days":  # (P): days in space over all P's trips (landing minus launch, summed)
        t = trips(a[0])
        return [str(sum((end_of(f) - D(f[3])).days for f in t))]
    if op == "longest_trip":  # (P): the flight P launched on for P's longest trip
        t = [f for f in trips(a[0]) if f[4]]
        best = max((D(f[4]) - D(f[3])).days for f in t)
        return [f[2] for f in t if (D(f[4]) - D(f[3])).days == best]
    if op == "days_between":  # (event, event)
        x, y = event_day(a[0]), event_day(a[1])
        return [str(abs((D(y) - D(x)).days))] if x and y else []
    if op == "years_between":  # (event, event): whole years from the earlier to the later
        x, y = sorted([event_day(a[0]), event_day(a[1])])
        return [str(years_between(x, y))]
    if op == "age":  # (P, event): whole years from P's birth to the event
        return [str(years_between(event_day(("born", a[0])), event_day(a[1])))]
    if op == "order":  # (event kind, [P...]): whose event came first
        days = {p: event_day((a[0], p) + tuple(a[2:])) for p in a[1]}
        d = min(days.values())
        return [p for p, x in days.items() if x == d]
    if op == "already_up":  # (P, M): who was already in space on the day P launched on M
        day = one_trip(a[0], a[1])[3]
        return [f[0] for f in BY_REL["launchedOn"] if f[3] < day and end_of(f, exclusive) >= D(day)]
    if op == "overlap":  # (P, M): others in space at the same time as P's trip on M (sharing more than one day)
        t = one_trip(a[0], a[1])
        a0, b0 = D(t[3]), end_of(t)
        out = []
        for f in BY_REL["launchedOn"]:
            if f[0] == a[0]:
                continue
            lo, hi = max(a0, D(f[3])), min(b0, end_of(f, exclusive))
            if (hi - lo).days >= 1:
                out.append(f[0])
        return out
    if op == "died_on":  # (M): who died during the flight
        return [f[0] for f in BY_REL["diedDuring"] if f[2] == a[0]]
    if op == "died_flight":  # (P): the flight during which P died
        return [f[2] for f in BY_REL["diedDuring"] if f[0] == a[0]]
    if op == "count_died":  # (window or None)
        return [str(len({f[0] for f in BY_REL["diedDuring"] if a[0] is None or holds(f, a[0])}))]
    if op == "most_trips":  # (): the people with most launches
        c = collections.Counter(f[0] for f in BY_REL["launchedOn"])
        top = max(c.values())
        return [p for p, n in c.items() if n == top]
    if op == "most_walks":  # (window or None): the people with most spacewalks (in the window)
        c = collections.Counter(f[0] for f in BY_REL["spacewalkDuring"] if a[0] is None or holds(f, a[0]))
        top = max(c.values())
        return [p for p, n in c.items() if n == top]
    if op == "most_walks_among":  # ([P...]): which of them made the most spacewalks
        c = {p: sum(1 for f in BY_REL["spacewalkDuring"] if f[0] == p) for p in a[0]}
        top = max(c.values())
        return [p for p, n in c.items() if n == top]
    if op == "most_trips_among":  # ([P...]): which of them launched most often
        c = {p: len(trips(p)) for p in a[0]}
        top = max(c.values())
        return [p for p, n in c.items() if n == top]
    if op == "year_most_launchers":  # (span window or None): the year in which most different people launched
        c = collections.defaultdict(set)
        for f in BY_REL["launchedOn"]:
            if a[0] is None or window(a[0])[0] <= D(f[3]) <= window(a[0])[1]:
                c[f[3][:4]].add(f[0])
        top = max(len(v) for v in c.values())
        return [y for y, v in c.items() if len(v) == top]
    if op == "year_most_walks":  # (P): the year in which P made most spacewalks
        c = collections.Counter(f[3][:4] for f in BY_REL["spacewalkDuring"] if f[0] == a[0])
        top = max(c.values())
        return [y for y, n in c.items() if n == top]
    if op == "flew_p":  # (P, M): yes/no, launched on or came back on M
        return ["yes" if any(f[0] == a[0] and f[2] == a[1] for f in FACTS if f[1] in ("launchedOn", "landedOn"))
                else "no"]
    if op == "walked_p":  # (P, window or None): yes/no
        return ["yes" if answer(("walks", a[0], a[1]), exclusive) else "no"]
    if op == "born_in_p":  # (P, place): yes/no
        return ["yes" if any(f[0] == a[0] and f[2] == a[1] for f in BY_REL["bornIn"]) else "no"]
    if op == "mission_launch":  # (M, gran): the day M launched
        return [gran(min(f[3] for f in trips(mission=a[0])), a[1])]
    if op == "died_when":  # (P, gran)
        return [gran(f[3], a[1]) for f in BY_REL["diedDuring"] if f[0] == a[0]]
    if op == "walked_on_p":  # (P, M): yes/no, P walked in space during the trip launched on M
        return ["yes" if any(f[0] == a[0] and f[2] == a[1] for f in BY_REL["spacewalkDuring"]) else "no"]
    if op == "count_born_in":  # (place)
        return [str(len({f[0] for f in BY_REL["bornIn"] if f[2] == a[0]}))]
    if op == "crewmates":  # (P, M): who launched with P on M
        day = one_trip(a[0], a[1])[3]
        return [f[0] for f in trips(mission=a[1]) if f[0] != a[0] and f[3] == day]
    raise ValueError(m)


def final(m, exclusive=False):
    return sorted(set(answer(m, exclusive)))


# ----------------------------------------------------------------------------------------------------------------
# the questions: (kind, question, meaning, {typed form: node})


# ----------------------------------------------------------------------------------------------------------------
# the questions: (kind, question, meaning, {typed form: node}); every answer is computed by answer()

GAGARIN = "Yuri Alekseyevich Gagarin"
TERESHKOVA = "Valentina Vladimirovna Tereshkova"
LEONOV = "Aleksei Arkhipovich Leonov"
ARMSTRONG = "Neil A. Armstrong"
ALDRIN = "Edwin 'Buzz' Aldrin"
COLLINS = "Michael Collins"
LOVELL = "James A. Lovell Jr."
GLENN = "John H. Glenn Jr."
SHEPARD = "Alan B. Shepard Jr."
WHITE = "Edward H. White II"
RIDE = "Sally K. Ride"
WHITSON = "Peggy A. Whitson"
SKELLY = "Scott J. Kelly"
MKELLY = "Mark E. Kelly"
KOCH = "Christina Hammock Koch"
MEIR = "Jessica Ulrika Meir"
POLYAKOV = "Valeri Vladimirovich Polyakov"
KRIKALYOV = "Sergei Konstantinovich Krikalyov"
KONONENKO = "Oleg Dmitriyevich Kononenko"
PADALKA = "Gennadi Ivanovich Padalka"
SOLOVIYOV = "Anatoli Yakovlevich Soloviyov"
ROSS = "Jerry L. Ross"
CHANGDIAZ = "Franklin R. Chang-Diaz"
HADFIELD = "Chris Austin Hadfield"
PEAKE = "Timothy Nigel Peake"
SHARMAN = "Helen Patricia 'Lenochka' Sharman"
CHAWLA = "Kalpana Chawla"
RAMON = "Ilan Ramon"
RESNIK = "Judith A. Resnik"
MCAULIFFE = "Sharon Christa Corrigan McAuliffe"
TITO = "Dennis Tito"
BEZOS = "Jeffrey Preston 'Jeff' Bezos"
FUNK = "Mary Wallace 'Wally' Funk"
SHATNER = "W Shatner"
RUBIO = "Francisco Carlos 'Frank' Rubio"
VANDEHEI = "Mark T. Vande Hei"
WAKATA = "Koichi Wakata"
COLLINS_E = "Eileen M. Collins"
SUNI = "Sunita L. Williams"
PESQUET = "Thomas Gautier Pesquet"
GERST = "Alexander Gerst"
CRISTOFORETTI = "Samantha Cristoforetti"
BEHNKEN = "Robert L. Behnken"
HURLEY = "Douglas G. Hurley"
MOGHBELI = "Jasmin Moghbeli"
YANG = "Liwei Yang"
JEMISON = "Mae C. Jemison"
SHARMA = "Rakesh 'Rikki' Sharma"
PONTES = "Marcos Cesar Pontes"
MERBOLD = "Ulf Dietrich Merbold"
MCCANDLESS = "Bruce McCandless II"
YOUNG = "John W. Young"
CERNAN = "Eugene A. Cernan"
RUBINS = "Kathleen 'Kate' Rubins"
NEYADI = "Sultan Al Neyadi"
MAEZAWA = "Yusaku Maezawa"
CRIPPEN = "Robert L. Crippen"
BYKOVSKY = "Valeri Fyodorovich Bykovsky"
CHRETIEN = "Jean-Loup Jacques Marie Chrétien"

CASES = [
    ("who", "Who flew on Apollo 8?", ("crew", "Apollo 8"), {"Apollo 8": "Apollo 8"}),
    ("when", "When did Valentina Tereshkova go up into space?", ("launch", TERESHKOVA, "Vostok 6", "day"),
     {"Valentina Tereshkova": TERESHKOVA}),
    ("who", "who was on board STS-51-L", ("crew", "STS-51-L"), {"STS-51-L": "STS-51-L"}),
    ("count", "How many times has Peggy Whitson been to space?", ("count_trips", WHITSON, None),
     {"Peggy Whitson": WHITSON}),
    ("who", "Which people were in space on Christmas Day 1968?", ("in_space", ("day", "1968-12-25")), {}),
    ("where", "Where was Yuri Gagarin born?", ("birthplace", GAGARIN), {"Yuri Gagarin": GAGARIN}),
    ("nth", "Who was the first person to go to space?", ("nth_person", 1), {}),
    ("howlong", "How many days passed between Valeri Polyakov's launch on Soyuz TM-18 and his landing?",
     ("trip_days", POLYAKOV, "Soyuz TM-18"), {"Valeri Polyakov": POLYAKOV, "Soyuz TM-18": "Soyuz TM-18"}),
    ("yesno", "Did Jim Lovell fly on Apollo 13?", ("flew_p", LOVELL, "Apollo 13"),
     {"Jim Lovell": LOVELL, "Apollo 13": "Apollo 13"}),
    ("who", "Who went to space in 1961?", ("launched_in", ("year", 1961)), {}),
    ("what", "Which spacecraft brought Peggy Whitson home after she launched on Soyuz MS-03?",
     ("return_craft", WHITSON, "Soyuz MS-03"), {"Peggy Whitson": WHITSON, "Soyuz MS-03": "Soyuz MS-03"}),
    ("when", "What day did Apollo 11 lift off?", ("mission_launch", "Apollo 11", "day"), {"Apollo 11": "Apollo 11"}),
    ("count", "how many spacewalks did Peggy Whitson do", ("count_walks", WHITSON, None), {"Peggy Whitson": WHITSON}),
    ("between", "How old was Yuri Gagarin, in full years, when he flew Vostok 1?",
     ("age", GAGARIN, ("launch", GAGARIN, "Vostok 1")), {"Yuri Gagarin": GAGARIN, "Vostok 1": "Vostok 1"}),
    ("order", "Who made a spacewalk first, Ed White or Alexei Leonov?", ("order", "firstwalk", [WHITE, LEONOV]),
     {"Ed White": WHITE, "Leonov": LEONOV}),
    ("none", "Who did a spacewalk during Apollo 13?", ("walkers", "Apollo 13"), {"Apollo 13": "Apollo 13"}),
    ("same", "Who was already up in space when Tim Peake launched on Soyuz TMA-19M?",
     ("already_up", PEAKE, "Soyuz TMA-19M"), {"Tim Peake": PEAKE, "Soyuz TMA-19M": "Soyuz TMA-19M"}),
    ("most", "Who has flown to space the most times?", ("most_trips",), {}),
    ("where", "Where was Neil Armstrong born?", ("birthplace", ARMSTRONG), {"Neil Armstrong": ARMSTRONG}),
    ("nth", "What was Scott Kelly's first spaceflight?", ("nth_trip", SKELLY, 1), {"Scott Kelly": SKELLY}),
    ("when", "When was Sally Ride born?", ("born", RIDE, "day"), {"Sally Ride": RIDE}),
    ("howlong", "Counting from launch day to landing day, how many days was Scott Kelly away on the trip he started on Soyuz TMA-16M?",
     ("trip_days", SKELLY, "Soyuz TMA-16M"), {"Scott Kelly": SKELLY, "Soyuz TMA-16M": "Soyuz TMA-16M"}),
    ("yesno", "Did Buzz Aldrin fly on Apollo 13?", ("flew_p", ALDRIN, "Apollo 13"),
     {"Buzz Aldrin": ALDRIN, "Apollo 13": "Apollo 13"}),
    ("who", "Who is in space right now?", ("in_space", ("now",)), {}),
    ("count", "How many people launched on STS-107?", ("count_crew", "STS-107"), {"STS-107": "STS-107"}),
    ("same", "Who shared time in space with Valentina Tereshkova?", ("overlap", TERESHKOVA, "Vostok 6"),
     {"Valentina Tereshkova": TERESHKOVA}),
    ("what", "What flight was Kalpana Chawla killed on?", ("died_flight", CHAWLA), {"Kalpana Chawla": CHAWLA}),
    ("between", "How many days after Gagarin's flight did Alan Shepard first go up?",
     ("days_between", ("launch", GAGARIN, "Vostok 1"), ("firstflight", SHEPARD)),
     {"Gagarin": GAGARIN, "Alan Shepard": SHEPARD}),
    ("who", "which astronauts walked in space in 1966", ("walkers_in", ("year", 1966)), {}),
    ("when", "In what year did John Glenn go back to space on STS-95?", ("launch", GLENN, "STS-95", "year"),
     {"John Glenn": GLENN, "STS-95": "STS-95"}),
    ("none", "Who was in space on 1 January 2000?", ("in_space", ("day", "2000-01-01")), {}),
    ("most", "Who has done the most spacewalks?", ("most_walks", None), {}),
    ("where", "Where was Kalpana Chawla born?", ("birthplace", CHAWLA), {"Kalpana Chawla": CHAWLA}),
    ("nth", "Who was the second person in space?", ("nth_person", 2), {}),
    ("yesno", "Did Michael Collins make a spacewalk on Apollo 11?", ("walked_on_p", COLLINS, "Apollo 11"),
     {"Michael Collins": COLLINS, "Apollo 11": "Apollo 11"}),
    ("count", "How many spacewalks did Christina Koch make in 2019?", ("count_walks", KOCH, ("year", 2019)),
     {"Christina Koch": KOCH}),
    ("when", "When did Scott Kelly land after his Soyuz TMA-16M flight?", ("landing", SKELLY, "Soyuz TMA-16M", "day"),
     {"Scott Kelly": SKELLY, "Soyuz TMA-16M": "Soyuz TMA-16M"}),
    ("who", "Who flew with John Glenn on STS-95?", ("crewmates", GLENN, "STS-95"),
     {"John Glenn": GLENN, "STS-95": "STS-95"}),
    ("order", "Which of the Kelly twins went to space first, Mark Kelly or Scott Kelly?",
     ("order", "firstflight", [MKELLY, SKELLY]), {"Mark Kelly": MKELLY, "Scott Kelly": SKELLY}),
    ("between", "How many full years passed between John Glenn's first flight and his flight on STS-95?",
     ("years_between", ("firstflight", GLENN), ("launch", GLENN, "STS-95")),
     {"John Glenn": GLENN, "STS-95": "STS-95"}),
    ("count", "How many people made their first trip to space in 1965?", ("count_rookies", ("year", 1965)), {}),
    ("what", "Which flight did Leonov make his spacewalk on?", ("walks", LEONOV, None), {"Leonov": LEONOV}),
    ("none", "Who else was in space while Gagarin was flying Vostok 1?", ("already_up", GAGARIN, "Vostok 1"),
     {"Gagarin": GAGARIN, "Vostok 1": "Vostok 1"}),
    ("where", "Where was Tim Peake born?", ("birthplace", PEAKE), {"Tim Peake": PEAKE}),
    ("howlong", "How many days after her Vostok 6 launch did Tereshkova land?", ("trip_days", TERESHKOVA, "Vostok 6"),
     {"Tereshkova": TERESHKOVA, "Vostok 6": "Vostok 6"}),
    ("who", "Who came back to Earth on Soyuz MS-23?", ("came_back_on", "Soyuz MS-23"), {"Soyuz MS-23": "Soyuz MS-23"}),
    ("nth", "What was Peggy Whitson's most recent trip to space?", ("nth_trip", WHITSON, -1), {"Peggy Whitson": WHITSON}),
    ("yesno", "Was Scott Kelly in space at some point in 2015?", ("in_space_p", SKELLY, ("year", 2015)),
     {"Scott Kelly": SKELLY}),
    ("when", "What month did Tim Peake do his spacewalk?", ("first_walk", PEAKE, "month"), {"Tim Peake": PEAKE}),
    ("between", "how old was john glenn when he flew on sts-95 (full years)",
     ("age", GLENN, ("launch", GLENN, "STS-95")), {"john glenn": GLENN, "sts-95": "STS-95"}),
    ("most", "Who did more spacewalks, Christina Koch or Peggy Whitson?", ("most_walks_among", [KOCH, WHITSON]),
     {"Christina Koch": KOCH, "Peggy Whitson": WHITSON}),
    ("count", "How many different people were in space at some time in 1963?", ("count_in_space", ("year", 1963)), {}),
    ("what", "Which flights did Jerry Ross launch on in the 1980s?", ("trips_in", ROSS, ("span", "1980-01-01", "1989-12-31")),
     {"Jerry Ross": ROSS}),
    ("same", "Who flew alongside Sally Ride on her first flight, STS-7?", ("crewmates", RIDE, "STS-7"),
     {"Sally Ride": RIDE, "STS-7": "STS-7"}),
    ("when", "When did Dennis Tito launch?", ("launch", TITO, "Soyuz TM-32", "day"), {"Dennis Tito": TITO}),
    ("none", "When did Jasmin Moghbeli return from her SpaceX Crew-7 mission?",
     ("landing", MOGHBELI, "SpaceX Crew-7", "day"), {"Jasmin Moghbeli": MOGHBELI, "SpaceX Crew-7": "SpaceX Crew-7"}),
    ("who", "Who flew on Blue Origin NS-16?", ("crew", "Blue Origin NS-16"), {"Blue Origin NS-16": "Blue Origin NS-16"}),
    ("order", "Was Buzz Aldrin or Neil Armstrong born first?", ("order", "born", [ALDRIN, ARMSTRONG]),
     {"Buzz Aldrin": ALDRIN, "Neil Armstrong": ARMSTRONG}),
    ("nth", "Who was the first person to walk in space?", ("first_walker",), {}),
    ("howlong", "How many days were there between Christina Koch's launch on Soyuz MS-12 and the day she landed?",
     ("trip_days", KOCH, "Soyuz MS-12"), {"Christina Koch": KOCH, "Soyuz MS-12": "Soyuz MS-12"}),
    ("count", "How many people died during spaceflights?", ("count_died", None), {}),
    ("yesno", "Was Peggy Whitson in space in 2012?", ("in_space_p", WHITSON, ("year", 2012)), {"Peggy Whitson": WHITSON}),
    ("who", "Which astronauts were born in Orange, New Jersey?", ("born_in", "Orange, New Jersey", None),
     {"Orange, New Jersey": "Orange, New Jersey"}),
    ("when", "When did Jessica Meir make her first spacewalk?", ("first_walk", MEIR, "day"), {"Jessica Meir": MEIR}),
    ("between", "How many days passed between the loss of STS-51-L and the loss of STS-107?",
     ("days_between", ("lost", "STS-51-L"), ("lost", "STS-107")), {"STS-51-L": "STS-51-L", "STS-107": "STS-107"}),
    ("what", "On which spacecraft did Dennis Tito come back down?", ("return_craft", TITO, "Soyuz TM-32"),
     {"Dennis Tito": TITO}),
    ("same", "Who was in space on the day Apollo 11 landed on the Moon, 20 July 1969?", ("in_space", ("day", "1969-07-20")),
     {}),
    ("most", "Which year in the 1960s saw the most people launched into space?",
     ("year_most_launchers", ("span", "1960-01-01", "1969-12-31")), {}),
    ("count", "How many times did Koichi Wakata fly to space?", ("count_trips", WAKATA, None), {"Koichi Wakata": WAKATA}),
    ("yesno", "Did Sally Ride ever do a spacewalk?", ("walked_p", RIDE, None), {"Sally Ride": RIDE}),
    ("nth", "Who was the fourth person to reach space?", ("nth_person", 4), {}),
    ("who", "who launched on spacex crew-1", ("crew", "SpaceX Crew-1"), {"spacex crew-1": "SpaceX Crew-1"}),
    ("howlong", "From launch day to landing day, how many days long was Frank Rubio's trip that started on Soyuz MS-22?",
     ("trip_days", RUBIO, "Soyuz MS-22"), {"Frank Rubio": RUBIO, "Soyuz MS-22": "Soyuz MS-22"}),
    ("order", "Who flew in space first, Sally Ride or Valentina Tereshkova?", ("order", "firstflight", [RIDE, TERESHKOVA]),
     {"Sally Ride": RIDE, "Valentina Tereshkova": TERESHKOVA}),
    ("between", "How many full years after Tereshkova's flight did Sally Ride first go to space?",
     ("years_between", ("launch", TERESHKOVA, "Vostok 6"), ("firstflight", RIDE)),
     {"Tereshkova": TERESHKOVA, "Sally Ride": RIDE}),
    ("same", "Who was aboard the same flight as Wally Funk?", ("crewmates", FUNK, "Blue Origin NS-16"), {"Wally Funk": FUNK}),
    ("what", "Which spacecraft did Helen Sharman launch on?", ("nth_trip", SHARMAN, 1), {"Helen Sharman": SHARMAN}),
    ("count", "How many people were in space on 29 June 1995?", ("count_in_space", ("day", "1995-06-29")), {}),
    ("yesno", "Did Chris Hadfield do a spacewalk in 2001?", ("walked_p", HADFIELD, ("year", 2001)),
     {"Chris Hadfield": HADFIELD}),
    ("none", "Who came back to Earth aboard Soyuz MS-24?", ("came_back_on", "Soyuz MS-24"), {"Soyuz MS-24": "Soyuz MS-24"}),
    ("what", "Which crewed flights launched in 1969?", ("flights_in", ("year", 1969)), {}),
    ("when", "When did Chris Hadfield get back from Soyuz TMA-07M?", ("landing", HADFIELD, "Soyuz TMA-07M", "day"),
     {"Chris Hadfield": HADFIELD, "Soyuz TMA-07M": "Soyuz TMA-07M"}),
    ("most", "Who flew to space more times, Eileen Collins or Sally Ride?", ("most_trips_among", [COLLINS_E, RIDE]),
     {"Eileen Collins": COLLINS_E, "Sally Ride": RIDE}),
    ("nth", "Which was Oleg Kononenko's third flight?", ("nth_trip", KONONENKO, 3), {"Oleg Kononenko": KONONENKO}),
    ("between", "How old was William Shatner when he flew on NS-18, in whole years?",
     ("age", SHATNER, ("launch", SHATNER, "Blue Origin NS-18")), {"Shatner": SHATNER, "NS-18": "Blue Origin NS-18"}),
    ("who", "Who died on Soyuz 11?", ("died_on", "Soyuz 11"), {"Soyuz 11": "Soyuz 11"}),
    ("howlong", "Adding up the days from launch to landing over all her flights, how many days has Peggy Whitson spent in space?", ("total_days", WHITSON),
     {"Peggy Whitson": WHITSON}),
    ("yesno", "Was Kalpana Chawla on STS-87?", ("flew_p", CHAWLA, "STS-87"), {"Kalpana Chawla": CHAWLA, "STS-87": "STS-87"}),
    ("same", "When Scott Kelly launched on Soyuz TMA-16M, who was already on orbit?", ("already_up", SKELLY, "Soyuz TMA-16M"),
     {"Scott Kelly": SKELLY, "Soyuz TMA-16M": "Soyuz TMA-16M"}),
    ("count", "How many crew went up on Shenzhou 17?", ("count_crew", "Shenzhou 17"), {"Shenzhou 17": "Shenzhou 17"}),
    ("what", "What was Scott Kelly's next flight after STS-118?", ("next_trip", SKELLY, "STS-118"),
     {"Scott Kelly": SKELLY, "STS-118": "STS-118"}),
    ("who", "Who flew to space in March 1965?", ("launched_in", ("month", 1965, 3)), {}),
    ("where", "Where was Chris Hadfield born?", ("birthplace", HADFIELD), {"Chris Hadfield": HADFIELD}),
    ("order", "Who launched first, Chris Hadfield or Tim Peake?", ("order", "firstflight", [HADFIELD, PEAKE]),
     {"Chris Hadfield": HADFIELD, "Tim Peake": PEAKE}),
    ("between", "How many days were there between Leonov's spacewalk and Ed White's?",
     ("days_between", ("firstwalk", LEONOV), ("firstwalk", WHITE)), {"Leonov": LEONOV, "Ed White": WHITE}),
    ("most", "In which year did Christina Koch make the most spacewalks?", ("year_most_walks", KOCH), {"Christina Koch": KOCH}),
    ("yesno", "Is Oleg Kononenko in space at the moment?", ("in_space_p", KONONENKO, ("now",)), {"Oleg Kononenko": KONONENKO}),
    ("count", "How many times has Oleg Kononenko launched into space?", ("count_trips", KONONENKO, None),
     {"Oleg Kononenko": KONONENKO}),
    ("who", "Who did spacewalks during Skylab 4?", ("walkers", "Skylab 4"), {"Skylab 4": "Skylab 4"}),
    ("nth", "What was the last flight Jerry Ross went on?", ("nth_trip", ROSS, -1), {"Jerry Ross": ROSS}),
    ("same", "Who was in space at the same time as Helen Sharman?", ("overlap", SHARMAN, "Soyuz TM-12"),
     {"Helen Sharman": SHARMAN}),
    ("howlong", "Mark Vande Hei launched on Soyuz MS-18: how many days later did he land?",
     ("trip_days", VANDEHEI, "Soyuz MS-18"), {"Mark Vande Hei": VANDEHEI, "Soyuz MS-18": "Soyuz MS-18"}),
    ("when", "When did Ilan Ramon die?", ("died_when", RAMON, "day"), {"Ilan Ramon": RAMON}),
    ("yesno", "Was Wally Funk born in Las Vegas, New Mexico?", ("born_in_p", FUNK, "Las Vegas, New Mexico, U.S"),
     {"Wally Funk": FUNK, "Las Vegas, New Mexico": "Las Vegas, New Mexico, U.S"}),
    ("most", "Between Koichi Wakata and Chris Hadfield, who has been to space more often?",
     ("most_trips_among", [WAKATA, HADFIELD]), {"Koichi Wakata": WAKATA, "Chris Hadfield": HADFIELD}),
    ("yesno", "Did Jeff Bezos fly on NS-18?", ("flew_p", BEZOS, "Blue Origin NS-18"), {"Jeff Bezos": BEZOS, "NS-18": "Blue Origin NS-18"}),
    ("when", "In what month and year did Rakesh Sharma go to space?", ("launch", SHARMA, "Soyuz T-11", "month"),
     {"Rakesh Sharma": SHARMA}),
    ("what", "Which crewed flights took off in April 1984?", ("flights_in", ("month", 1984, 4)), {}),
    ("none", "Which spacewalks did Dennis Tito make?", ("walks", TITO, None), {"Dennis Tito": TITO}),
    ("where", "Where was Sally Ride born?", ("birthplace", RIDE), {"Sally Ride": RIDE}),
    ("same", "Who was on board Apollo 11 with Neil Armstrong?", ("crewmates", ARMSTRONG, "Apollo 11"),
     {"Neil Armstrong": ARMSTRONG, "Apollo 11": "Apollo 11"}),
    ("when", "What year did Christa McAuliffe die?", ("died_when", MCAULIFFE, "year"), {"Christa McAuliffe": MCAULIFFE}),
    ("count", "How many spacewalks did Padalka make?", ("count_walks", PADALKA, None), {"Padalka": PADALKA}),
    ("who", "Who walked in space in 1965?", ("walkers_in", ("year", 1965)), {}),
    ("order", "Who was born first, Peggy Whitson or Sunita Williams?", ("order", "born", [WHITSON, SUNI]),
     {"Peggy Whitson": WHITSON, "Sunita Williams": SUNI}),
    ("what", "What spacecraft brought Valeri Polyakov home from the record stay he began on Soyuz TM-18?",
     ("return_craft", POLYAKOV, "Soyuz TM-18"), {"Valeri Polyakov": POLYAKOV, "Soyuz TM-18": "Soyuz TM-18"}),
    ("yesno", "Did Alexander Gerst fly on SpaceX Crew-4?", ("flew_p", GERST, "SpaceX Crew-4"),
     {"Alexander Gerst": GERST, "SpaceX Crew-4": "SpaceX Crew-4"}),
    ("same", "Who was in orbit with Sunita Williams when she launched on STS-116, apart from her crewmates?",
     ("already_up", SUNI, "STS-116"), {"Sunita Williams": SUNI, "STS-116": "STS-116"}),
    ("most", "Of Jerry Ross and Padalka, who made the most spacewalks?", ("most_walks_among", [ROSS, PADALKA]),
     {"Jerry Ross": ROSS, "Padalka": PADALKA}),
    ("between", "How many days apart were the launches of Apollo 11 and Apollo 12?",
     ("days_between", ("flight", "Apollo 11"), ("flight", "Apollo 12")),
     {"Apollo 11": "Apollo 11", "Apollo 12": "Apollo 12"}),
]


# ----------------------------------------------------------------------------------------------------------------
# checks

# everyday names that are not words of the node's name
ALIASES = {
    "jim lovell": LOVELL,
    "ed white": WHITE,
    "tim peake": PEAKE,
    "ns-18": "Blue Origin NS-18",
    "las vegas, new mexico": "Las Vegas, New Mexico, U.S",
}
YESNO_PER_HALF = 3


def fold(text):
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"\s+", " ", text.replace("'s ", " ")).strip()


def words(text):
    return re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", fold(text).replace("'", " "))


def fits(typed, node, pool):
    """Does the typed form name exactly this node of its class? An alias, the node's exact name, or (people) the
    typed words found in order among the node's words and in no other node's."""
    t = fold(typed)
    if ALIASES.get(t) == node:
        return True
    if t == fold(node):
        return not any(fold(o) == t for o in pool if o != node)
    if pool is not PEOPLE:
        return False

    def inside(tw, nw):
        it = iter(nw)
        return all(w in it for w in tw)
    tw = words(typed)
    return inside(tw, words(node)) and not any(inside(tw, words(o)) for o in pool if o != node)


def entities(m):
    out = []
    for x in m:
        if isinstance(x, (list, tuple)):
            out += entities(x)
        elif isinstance(x, str) and (x in PEOPLE or x in MISSIONS or x in PLACES):
            out.append(x)
    return out


def years_of(m):
    out, spans = set(), set()
    for x in m:
        if isinstance(x, (list, tuple)):
            if x and x[0] in ("year", "month"):
                out.add(x[1])
            elif x and x[0] == "day":
                out.add(int(x[1][:4]))
            elif x and x[0] == "span":
                spans.add((int(x[1][:4]), int(x[2][:4])))
            else:
                o, sp = years_of(x)
                out |= o
                spans |= sp
    return out, spans


def check():
    errors = []
    seen_q, seen_m = set(), set()
    yes_no = collections.Counter()
    for i, (kind, q, m, typed) in enumerate(CASES):
        tag = f"#{i} {q!r}"
        ans = final(m)
        if ans != final(m, exclusive=True):
            errors.append(f"{tag}: hangs on a landing day")
        if kind == "none":
            if ans:
                errors.append(f"{tag}: a no-answer question has answers {ans}")
        elif not ans:
            errors.append(f"{tag}: no answer")
        if kind == "yesno":
            if ans not in (["yes"], ["no"]):
                errors.append(f"{tag}: yes/no answer {ans}")
            else:
                yes_no[(i % 2, ans[0])] += 1
        fq = fold(q)
        for t, node in typed.items():
            pool = PEOPLE if node in PEOPLE else MISSIONS if node in MISSIONS else PLACES
            if not re.search(r"(?<![a-z0-9-])" + re.escape(fold(t)) + r"(?![a-z0-9])", fq):
                errors.append(f"{tag}: {t!r} not typed")
            if not fits(t, node, pool):
                errors.append(f"{tag}: {t!r} does not name {node!r} alone")
        for e in entities(m):
            only_flight = any(e in MISSIONS and {f[2] for f in trips(p)} == {e} for p in entities(m) if p in PEOPLE)
            if e not in typed.values() and not only_flight:
                errors.append(f"{tag}: {e!r} is not mentioned")
        ys, spans = years_of(m)
        typed_years = {int(y) for y in re.findall(r"(?<!\d)(\d{4})(?!\d)", q)}
        allowed = ys | {y for sp in spans for y in sp}
        if not ys <= typed_years or not typed_years <= allowed or any(a not in typed_years for a, _ in spans):
            errors.append(f"{tag}: years typed {sorted(typed_years)} vs meaning {sorted(ys)} {sorted(spans)}")
        key = re.sub(r"[^a-z0-9 ]", "", fq)
        if key in seen_q:
            errors.append(f"{tag}: duplicate question")
        seen_q.add(key)
        if repr(m) in seen_m:
            errors.append(f"{tag}: duplicate meaning")
        seen_m.add(repr(m))
        if m[0] in ("trip_days", "landing", "launch") and len(trips(m[1], m[2])) != 1:
            errors.append(f"{tag}: {m[1]} has not exactly one trip on {m[2]}")
    if len(CASES) != 120:
        errors.append(f"{len(CASES)} questions, not 120")
    for half in (0, 1):
        for yn in ("yes", "no"):
            if yes_no[(half, yn)] != YESNO_PER_HALF:
                errors.append(f"half {half}: {yes_no[(half, yn)]} {yn!r} answers, not {YESNO_PER_HALF}")
    return errors


# ----------------------------------------------------------------------------------------------------------------
# writer


def records():
    out = []
    for i, (kind, q, m, typed) in enumerate(CASES):
        out.append({"id": f"g8-{i + 1:04d}", "question": q, "answers": final(m)})
    return out


def files():
    recs = records()
    return {
        "graph8-dev.json": json.dumps(recs[0::2], ensure_ascii=False, indent=1) + "\n",
        "graph8-test.json": json.dumps(recs[1::2], ensure_ascii=False, indent=1) + "\n",
    }


def main(argv):
    errors = check()
    if errors:
        for e in errors:
            print("CHECK FAILED:", e)
        return 1
    if "--explain" in argv:
        for i, (kind, q, m, typed) in enumerate(CASES):
            print(f"g8-{i + 1:04d} [{'dev' if i % 2 == 0 else 'test'}] {kind}: {q}\n    {m}\n    -> {final(m)}")
        return 0
    if "--stats" in argv:
        c = collections.Counter((k, i % 2) for i, (k, *_r) in enumerate(CASES))
        for k in sorted({k for k, _h in c}):
            print(f"{k:8} {c[(k, 0)] + c[(k, 1)]:3}  dev {c[(k, 0)]:2}  test {c[(k, 1)]:2}")
        return 0
    out = files()
    if "--check" in argv:
        bad = [n for n, text in out.items()
               if not os.path.exists(os.path.join(HERE, n)) or open(os.path.join(HERE, n), encoding="utf-8").read() != text]
        if bad:
            print("CHECK FAILED: not what gold.py writes:", ", ".join(bad))
            return 1
        print("ok: files match")
        return 0
    for n, text in out.items():
        with open(os.path.join(HERE, n), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print("wrote", ", ".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
