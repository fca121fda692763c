"""Gold answers for graph15 (Tour de France and Tour de France Femmes), computed from graph.tsv.gz alone.

Usage: python3 gold.py          (writes graph15-dev.json and graph15-test.json next to this file)
       python3 gold.py --show   (prints every question with its gold answers, writes nothing)

CASES holds the set as data: each question next to its meaning, an operation over the table with its
arguments (graph names exactly as the table writes them).  The semantics of each operation is in OPS.
Every fact is dated by a Tour's year (start = end = YYYY).  A men's Tour is "YYYY Tour de France", a
women's one "YYYY Tour de France Femmes"; a stage "YYYY Tour de France, stage N" (prologue, stage 3a, ...).
"""

import collections
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MEN, WOMEN = "Tour de France", "Tour de France Femmes"


def load():
    facts = []
    with gzip.open(os.path.join(HERE, "graph.tsv.gz"), "rt", encoding="utf-8") as fh:
        header = fh.readline().rstrip("\n").split("\t")
        assert header == ["head", "relation", "tail", "start", "end"], header
        for line in fh:
            h, r, t, s, e = line.rstrip("\n").split("\t")
            facts.append((h, r, t, int(s[:4])))
    return facts


F = load()
BY_H = collections.defaultdict(list)
BY_RT = collections.defaultdict(list)
BY_R = collections.defaultdict(list)
for _f in F:
    BY_H[_f[0]].append(_f)
    BY_RT[(_f[1], _f[2])].append(_f)
    BY_R[_f[1]].append(_f)


def tour(y, race=MEN):
    return "%d %s" % (y, race)


def stage(y, label, race=MEN):
    return "%d %s, %s" % (y, race, label)


def stage_key(name):
    """Order of stages within a Tour: prologue, 1, 2, 3a, 3b, ..."""
    m = re.search(r", (prologue|stage (\d+)([a-h]?))$", name)
    if m.group(1) == "prologue":
        return (0, "")
    return (int(m.group(2)), m.group(3))


def race_of(name):
    return WOMEN if WOMEN in name else MEN


def of(h, rel, race=None):
    """Facts (h, rel, tail, year) of a head, optionally in one race (men's / women's)."""
    return [f for f in BY_H[h] if f[1] == rel and (race is None or race_of(f[2]) == race)]


def heads(rel, tail):
    return sorted({f[0] for f in BY_RT[(rel, tail)]})


# ---- operations: each returns a list of answer strings ----

def op_heads(rel, tail):
    """who has `rel` to `tail` (e.g. wonTour 1998 Tour de France)"""
    return heads(rel, tail)


def op_tails(h, rel, year=None):
    """what `h` has `rel` to (in `year`)"""
    return sorted({f[2] for f in of(h, rel) if year is None or f[3] == year})


def op_first_year(h, rel, race=MEN):
    return [str(min(f[3] for f in of(h, rel, race)))]


def op_last_year(h, rel, race=MEN):
    return [str(max(f[3] for f in of(h, rel, race)))]


def op_count(h, rel, race=None, year=None):
    """how many distinct tails (stages won, Tours finished, ...)"""
    return [str(len({f[2] for f in of(h, rel, race) if year is None or f[3] == year}))]


def op_count_heads(rel, tail):
    return [str(len(heads(rel, tail)))]


def op_span(h, rel, race=MEN):
    """years between the first and the last fact"""
    ys = [f[3] for f in of(h, rel, race)]
    return [str(max(ys) - min(ys))]


def op_yes(h, rel, tail=None, year=None, race=None):
    """yes if h has rel (to tail) (in year) (in race)"""
    hit = [f for f in of(h, rel, race) if (tail is None or f[2] == tail) and (year is None or f[3] == year)]
    return ["yes" if hit else "no"]


def op_nth_year(h, rel, n, race=MEN):
    """the year of h's n-th `rel` (stages ordered by year and stage number)"""
    fs = sorted(of(h, rel, race), key=lambda f: (f[3], stage_key(f[2]) if ", " in f[2] else (0, "")))
    return [str(fs[n - 1][3])]


def op_nth_stage_finish(h, n, race=MEN):
    """where the n-th stage h won finished"""
    fs = sorted(of(h, "wonStage", race), key=lambda f: (f[3], stage_key(f[2])))
    return op_tails(fs[n - 1][2], "stageFinishedIn")


def op_stage_winner_to(y, city, race=MEN):
    """who won the stage(s) of year y's Tour that finished in `city`"""
    st = [f[0] for f in BY_RT[("stageFinishedIn", city)] if f[3] == y and race_of(f[0]) == race]
    return sorted({w for s in st for w in heads("wonStage", s)})


def op_count_finishes(city, race=MEN):
    """how many stages (all years) finished in `city`"""
    return [str(len([f for f in BY_RT[("stageFinishedIn", city)] if race_of(f[0]) == race]))]


def op_years_finish(city, race=MEN):
    """first year a stage finished in `city`"""
    return [str(min(f[3] for f in BY_RT[("stageFinishedIn", city)] if race_of(f[0]) == race))]


def op_most(rel, y, race=MEN):
    """who had most `rel` facts on the stages of year y's Tour (most stage wins, most days in yellow)"""
    c = collections.Counter(f[0] for f in BY_R[rel] if f[3] == y and race_of(f[2]) == race)
    top = max(c.values())
    return sorted(h for h, v in c.items() if v == top)


def op_most_ever(rel, race=MEN):
    """who has the most `rel` facts of all"""
    c = collections.Counter(f[0] for f in BY_R[rel] if race_of(f[2]) == race)
    top = max(c.values())
    return sorted(h for h, v in c.items() if v == top)


def op_count_stages(y, race=MEN):
    return [str(len(heads("partOf", tour(y, race))))]


def op_count_finishers(y, race=MEN):
    return [str(len(heads("finishedTour", tour(y, race))))]


def op_same_year(h, rel_a, rel_b, race=MEN, which=None):
    """who had rel_b to the Tour of the year(s) in which h had rel_a (which: first / last only)"""
    ys = sorted({f[3] for f in of(h, rel_a, race)})
    if which == "first":
        ys = ys[:1]
    elif which == "last":
        ys = ys[-1:]
    return sorted({w for y in ys for w in heads(rel_b, tour(y, race))})


def op_team_same_year(h, rel_a, race=MEN, which="first"):
    """the team h rode for in the year of h's first / last rel_a"""
    ys = sorted({f[3] for f in of(h, rel_a, race)})
    y = ys[0] if which == "first" else ys[-1]
    return op_tails(h, "rodeFor", y)


def op_next_holder(h, rel, offset, race=MEN, which="last"):
    """the holder of `rel` in the next (offset=1) / previous (offset=-1) Tour that has one, counted from
    h's last (or first) `rel`"""
    ys = sorted({f[3] for f in of(h, rel, race)})
    y = ys[-1] if which == "last" else ys[0]
    years = sorted({f[3] for f in BY_R[rel] if race_of(f[2]) == race})
    i = years.index(y) + offset
    return heads(rel, tour(years[i], race))


def op_n_th_tour(rel, n, race=MEN):
    """the holder of `rel` in the n-th Tour (n-th year in which the race was held)"""
    years = sorted({f[3] for f in BY_R["partOf"] if race_of(f[2]) == race})
    return heads(rel, tour(years[n - 1], race))


def op_who_first(a, b, rel, race=MEN):
    """which of two did `rel` first (earlier first year)"""
    ya, yb = (min(f[3] for f in of(x, rel, race)) for x in (a, b))
    assert ya != yb
    return [a if ya < yb else b]


def op_count_wins_between(rel, y0, y1, name, race=MEN):
    """how many of the Tours y0..y1 were won (`rel`) by `name`"""
    return [str(len({f[3] for f in of(name, rel, race) if y0 <= f[3] <= y1}))]


def op_yellow_after(y, label, race=MEN):
    return heads("woreYellowJersey", stage(y, label, race))


def op_stage_winners_of_team(team, y, race=MEN):
    """riders of `team` in year y's Tour (as finishers) who won a stage that year"""
    riders = {f[0] for f in BY_RT[("rodeFor", team)] if f[3] == y}
    return sorted(r for r in riders if any(f[3] == y and race_of(f[2]) == race for f in of(r, "wonStage")))


def op_distinct_winners(rel, y0, y1, race=MEN):
    return [str(len({f[0] for f in BY_R[rel] if y0 <= f[3] <= y1 and race_of(f[2]) == race}))]


def op_count_years(rel, name, race=MEN):
    return [str(len({f[3] for f in of(name, rel, race)}))]


def op_winners_from_start(city, race=MEN):
    """who won the Tour(s) that started in `city`"""
    ts = [f[0] for f in BY_RT[("startedIn", city)] if race_of(f[0]) == race]
    return sorted({w for t in ts for w in heads("wonTour", t)})


OPS = {k[3:]: v for k, v in globals().items() if k.startswith("op_")}

T, W = tour, (lambda y: tour(y, WOMEN))
S = stage
POG, VIN, CAV, MERCKX, FROOME = "Tadej Pogacar", "Jonas Vingegaard Hansen", "Mark Cavendish", "Eddy Merckx", "Chris Froome"

NONE = "none"  # a 4th element: the graph is meant to hold no answer

# (question, operation, arguments[, NONE]) -- the question's meaning is the operation over the graph
CASES = [
    # who won a Tour (a year)
    ("Who won the Tour de France in 1998?", "heads", ("wonTour", T(1998))),
    ("Who won the Tour in 1989?", "heads", ("wonTour", T(1989))),
    ("Who took the Tour de France title in 1964?", "heads", ("wonTour", T(1964))),
    ("Who won the men's Tour de France in 2023?", "heads", ("wonTour", T(2023))),
    ("Which rider won the Tour in 1947, the first after the war?", "heads", ("wonTour", T(1947))),
    ("Who won the Tour de France Femmes in 2024?", "heads", ("wonTour", W(2024))),
    ("Who won the first Tour de France Femmes?", "n_th_tour", ("wonTour", 1, WOMEN)),
    ("Who won the very first Tour de France?", "n_th_tour", ("wonTour", 1)),
    # 1999-2005 have no winner in the source (Armstrong's titles withdrawn, not reassigned): none expected
    ("Who is listed as the winner of the 2003 Tour de France?", "heads", ("wonTour", T(2003)), NONE),
    ("Who won the 50th Tour de France?", "n_th_tour", ("wonTour", 50)),
    # podium and last place
    ("Who came second in the 1998 Tour?", "heads", ("finishedSecondIn", T(1998))),
    ("Who finished third in the 2012 Tour de France?", "heads", ("finishedThirdIn", T(2012))),
    ("Who was runner-up to Pogacar in the 2020 Tour?", "heads", ("finishedSecondIn", T(2020))),
    ("Who was runner-up in the Tour de France Femmes in 2023?", "heads", ("finishedSecondIn", W(2023))),
    ("Who was the lanterne rouge of the 2017 Tour de France?", "heads", ("finishedLastIn", T(2017))),
    ("Who finished last in the 2024 men's Tour?", "heads", ("finishedLastIn", T(2024))),
    ("How many times was Wim Vansevenant last in the Tour?", "count", ("Wim Vansevenant", "finishedLastIn")),
    ("How many times did Raymond Poulidor finish second in the Tour?", "count", ("Raymond Poulidor", "finishedSecondIn")),
    ("Did Raymond Poulidor ever win the Tour de France?", "yes", ("Raymond Poulidor", "wonTour")),
    ("How many times did Joop Zoetemelk finish runner-up?", "count", ("Joop Zoetemelk", "finishedSecondIn")),
    # when (year)
    ("When did Eddy Merckx win his first Tour de France?", "first_year", (MERCKX, "wonTour")),
    ("In what year did Bernard Hinault win the Tour for the last time?", "last_year", ("Bernard Hinault", "wonTour")),
    ("When did Mark Cavendish win his first Tour stage?", "first_year", (CAV, "wonStage")),
    ("When did Cavendish last win a stage at the Tour?", "last_year", (CAV, "wonStage")),
    ("What year did Pogacar first ride the Tour de France?", "first_year", (POG, "finishedTour")),
    ("In which year did Geraint Thomas win the Tour?", "first_year", ("Geraint Thomas", "wonTour")),
    ("When did Peter Sagan win his first green jersey?", "first_year", ("Peter Sagan", "wonPointsClassification")),
    ("When did Richard Virenque win the polka-dot jersey for the last time?", "last_year", ("Richard Virenque", "wonMountainsClassification")),
    ("What year did Greg LeMond win his second Tour?", "nth_year", ("Greg Lemond", "wonTour", 2)),
    ("In which year did Chris Froome win his third Tour de France?", "nth_year", (FROOME, "wonTour", 3)),
    ("In what year did Cavendish win his 30th Tour stage?", "nth_year", (CAV, "wonStage", 30)),
    ("When did Jacques Anquetil win his fifth Tour?", "nth_year", ("Jacques Anquetil", "wonTour", 5)),
    ("In which year did Joop Zoetemelk finally win the Tour?", "first_year", ("Joop Zoetemelk", "wonTour")),
    ("When did Fausto Coppi win his first Tour de France?", "first_year", ("Fausto Coppi", "wonTour")),
    ("What was the last year Sylvain Chavanel finished the Tour?", "last_year", ("Sylvain Chavanel", "finishedTour")),
    ("When did a Tour stage first finish on Mont Ventoux?", "years_finish", ("Mont Ventoux",)),
    # how many
    ("How many Tour de France stages has Mark Cavendish won?", "count", (CAV, "wonStage")),
    ("How many stages did Eddy Merckx win at the Tour?", "count", (MERCKX, "wonStage")),
    ("How many Tour stages has Pogacar won?", "count", (POG, "wonStage", MEN)),
    ("How many stages did Merckx win in the 1970 Tour?", "count", (MERCKX, "wonStage", MEN, 1970)),
    ("How many stages did Pogacar win at the 2024 Tour?", "count", (POG, "wonStage", MEN, 2024)),
    ("How many times did Peter Sagan win the green jersey?", "count", ("Peter Sagan", "wonPointsClassification")),
    ("How many Tours de France did Sylvain Chavanel finish?", "count", ("Sylvain Chavanel", "finishedTour")),
    ("How many times has Geraint Thomas finished the Tour de France?", "count", ("Geraint Thomas", "finishedTour")),
    ("How many Tour wins does Pogacar have?", "count", (POG, "wonTour", MEN)),
    ("How many times did Richard Virenque win the mountains jersey?", "count", ("Richard Virenque", "wonMountainsClassification")),
    ("How many times did Andy Schleck win the white jersey?", "count", ("Andy Schleck", "wonYoungRiderClassification")),
    ("How many stages did the 1987 Tour de France have?", "count_stages", (1987,)),
    ("How many stages were there in the 2023 Tour de France Femmes?", "count_stages", (2023, WOMEN)),
    ("How many riders finished the 1903 Tour de France?", "count_finishers", (1903,)),
    ("How many riders made it to Paris in the 2019 Tour?", "count_finishers", (2019,)),
    ("Under how many different team names did Cadel Evans ride the Tour?", "count", ("Cadel Evans", "rodeFor")),
    ("Under how many team names has Julian Alaphilippe ridden the Tour?", "count", ("Julian Alaphilippe", "rodeFor")),
    ("How many stages of the Tour have finished on Mont Ventoux?", "count_finishes", ("Mont Ventoux",)),
    ("How many stages did Tom Boonen win at the Tour de France?", "count", ("Tom Boonen", "wonStage")),
    ("How many days did Pogacar wear the yellow jersey in the 2021 Tour?", "count", (POG, "woreYellowJersey", MEN, 2021)),
    ("How many stages did Thomas Voeckler spend in yellow in 2011?", "count", ("Thomas Voeckler", "woreYellowJersey", MEN, 2011)),
    ("How many different riders won the Tour between 1980 and 1999?", "distinct_winners", ("wonTour", 1980, 1999)),
    ("How many of the Tours from 1969 to 1975 did Merckx win?", "count_wins_between", ("wonTour", 1969, 1975, MERCKX)),
    ("In how many different years did Erik Zabel win a stage?", "count_years", ("wonStage", "Erik Zabel")),
    ("How many Tours did Bernard Hinault finish?", "count", ("Bernard Hinault", "finishedTour")),
    # how long / years between
    ("How many years passed between Cavendish's first and last Tour stage wins?", "span", (CAV, "wonStage")),
    ("How many years were there between Hinault's first and last Tour victories?", "span", ("Bernard Hinault", "wonTour")),
    ("How many years separate Gino Bartali's two Tour wins?", "span", ("Gino Bartali", "wonTour")),
    ("Over how many years did Joop Zoetemelk's Tour finishes stretch, first to last?", "span", ("Joop Zoetemelk", "finishedTour")),
    ("How many years between Philippe Thys's first and last Tour wins?", "span", ("Philippe Thys", "wonTour")),
    # team in a year
    ("Which team did Pogacar ride for at the 2025 Tour?", "tails", (POG, "rodeFor", 2025)),
    ("Who did Chris Froome ride for in the 2008 Tour de France?", "tails", (FROOME, "rodeFor", 2008)),
    ("What team was Cavendish on at the 2012 Tour?", "tails", (CAV, "rodeFor", 2012)),
    ("Which team did Cavendish ride for in 2024?", "tails", (CAV, "rodeFor", 2024)),
    ("Which team did Alberto Contador ride for when he won the Tour in 2009?", "tails", ("Alberto Contador", "rodeFor", 2009)),
    ("What team was Marco Pantani with when he won the Tour?", "team_same_year", ("Marco Pantani", "wonTour")),
    ("Which team was Carlos Sastre riding for when he won the Tour?", "team_same_year", ("Carlos Sastre", "wonTour")),
    ("Which team did Peter Sagan race the Tour with in 2022?", "tails", ("Peter Sagan", "rodeFor", 2022)),
    ("What team did Demi Vollering ride for at the 2025 Tour de France Femmes?", "tails", ("Demi Vollering", "rodeFor", 2025)),
    ("Which team did Geraint Thomas ride for in his first Tour?", "team_same_year", ("Geraint Thomas", "finishedTour", MEN, "first")),
    ("Which team was Greg LeMond on for his last Tour win?", "team_same_year", ("Greg Lemond", "wonTour", MEN, "last")),
    ("Which riders of Team Sky won a stage at the 2012 Tour?", "stage_winners_of_team", ("SKY PROCYCLING", 2012)),
    # stages
    # stage 17 of 1998 was neutralised (riders' strike): the source names no winner
    ("Who won stage 17 of the 1998 Tour de France?", "heads", ("wonStage", S(1998, "stage 17")), NONE),
    ("Who won the stage to Les Deux Alpes in 1998?", "stage_winner_to", (1998, "Les Deux Alpes")),
    ("Who won the prologue of the 1989 Tour?", "heads", ("wonStage", S(1989, "prologue"))),
    ("Who won the opening stage of the men's Tour in 2022?", "heads", ("wonStage", S(2022, "stage 1"))),
    ("Who won the final stage of the 2024 men's Tour?", "heads", ("wonStage", S(2024, "stage 21"))),
    ("Who won the stage to Alpe d'Huez in 2018?", "stage_winner_to", (2018, "Alpe d'Huez")),
    ("Who won the Mont Ventoux stage of the 2013 Tour?", "stage_winner_to", (2013, "Mont Ventoux")),
    ("Who won the stage finishing in Paris in 1989?", "stage_winner_to", (1989, "Paris")),
    ("Who won the most stages at the 2009 Tour de France?", "most", ("wonStage", 2009)),
    ("Which rider won the most stages in the 1976 Tour?", "most", ("wonStage", 1976)),
    ("Who has won the most Tour de France stages of all time?", "most_ever", ("wonStage",)),
    ("Where did Cavendish's first Tour stage win finish?", "nth_stage_finish", (CAV, 1)),
    ("Where did Pogacar win his first Tour de France stage?", "nth_stage_finish", (POG, 1)),
    ("Where did the stage Eddy Merckx won last at the Tour finish?", "nth_stage_finish", (MERCKX, 34)),
    ("Where did stage 12 of the 2016 Tour finish?", "tails", (S(2016, "stage 12"), "stageFinishedIn")),
    ("Where did stage 4 of the 2025 Tour de France Femmes start?", "tails", (S(2025, "stage 4", WOMEN), "stageStartedIn")),
    # jerseys
    ("Who won the green jersey in 2011?", "heads", ("wonPointsClassification", T(2011))),
    ("Who took the polka-dot jersey at the 2017 Tour?", "heads", ("wonMountainsClassification", T(2017))),
    ("Who won the white jersey for best young rider at the 2016 Tour?", "heads", ("wonYoungRiderClassification", T(2016))),
    ("Who won the mountains classification at the Tour de France Femmes in 2024?", "heads", ("wonMountainsClassification", W(2024))),
    ("Who won the points jersey at the 2025 Tour de France Femmes?", "heads", ("wonPointsClassification", W(2025))),
    ("Who was in yellow after stage 1 of the 2022 men's Tour?", "yellow_after", (2022, "stage 1")),
    ("Who wore the yellow jersey after stage 10 of the 2011 Tour?", "yellow_after", (2011, "stage 10")),
    ("Who spent the most days in yellow during the 2004 Tour?", "most", ("woreYellowJersey", 2004)),
    ("Has Peter Sagan ever worn the yellow jersey?", "yes", ("Peter Sagan", "woreYellowJersey")),
    ("Did Mark Cavendish ever wear the yellow jersey at the Tour?", "yes", (CAV, "woreYellowJersey")),
    ("Who won the green jersey the year Bradley Wiggins won the Tour?", "same_year", ("Bradley Wiggins", "wonTour", "wonPointsClassification")),
    ("Who won the Tour the year Cavendish took the green jersey for the first time?", "same_year", (CAV, "wonPointsClassification", "wonTour", MEN, "first")),
    ("Who was king of the mountains when Pantani won the Tour?", "same_year", ("Marco Pantani", "wonTour", "wonMountainsClassification")),
    ("Who won the Tour the year Wout van Aert first won a stage?", "same_year", ("Wout Van Aert", "wonStage", "wonTour", MEN, "first")),
    ("Who won the Tour de France in the year Erik Zabel won his first green jersey?", "same_year", ("Erik Zabel", "wonPointsClassification", "wonTour", MEN, "first")),
    ("Who finished second in the Tour the year Vingegaard won his first?", "same_year", (VIN, "wonTour", "finishedSecondIn", MEN, "first")),
    # successor / predecessor
    ("Who won the Tour after Miguel Indurain's last victory?", "next_holder", ("Miguel Indurain", "wonTour", 1)),
    ("Who won the Tour de France before Eddy Merckx's first win?", "next_holder", (MERCKX, "wonTour", -1, MEN, "first")),
    ("Who won the Tour right after Bernard Hinault's last win?", "next_holder", ("Bernard Hinault", "wonTour", 1)),
    ("Who was the Tour de France champion before Greg LeMond first won it?", "next_holder", ("Greg Lemond", "wonTour", -1, MEN, "first")),
    ("Who won the green jersey the year after Peter Sagan's last one?", "next_holder", ("Peter Sagan", "wonPointsClassification", 1)),
    ("After Fausto Coppi's first Tour win, who won the next Tour?", "next_holder", ("Fausto Coppi", "wonTour", 1, MEN, "first")),
    # yes / no, before / after
    ("Did Cadel Evans ever win the Tour de France?", "yes", ("Cadel Evans", "wonTour")),
    ("Did Thibaut Pinot ever win a stage of the Tour?", "yes", ("Thibaut Pinot", "wonStage")),
    ("Did Chris Froome finish the 2014 Tour?", "yes", (FROOME, "finishedTour", T(2014))),
    ("Did Bradley Wiggins finish the 2009 Tour?", "yes", ("Bradley Wiggins", "finishedTour", T(2009))),
    ("Did Wout van Aert win a stage in 2021?", "yes", ("Wout Van Aert", "wonStage", None, 2021)),
    ("Did Marianne Vos win a stage at the 2022 Tour de France Femmes?", "yes", ("Marianne Vos", "wonStage", None, 2022, WOMEN)),
    ("Who won a Tour stage first, Peter Sagan or Mark Cavendish?", "who_first", ("Peter Sagan", CAV, "wonStage")),
    ("Who won the Tour first, Froome or Nibali?", "who_first", (FROOME, "Vincenzo Nibali", "wonTour")),
    ("Who won the Tour the year it started in Dublin?", "winners_from_start", ("Dublin",)),
    ("Where did the 2014 Tour de France start?", "tails", (T(2014), "startedIn")),
    ("Where did the 1998 Tour begin?", "tails", (T(1998), "startedIn")),
    ("Where did the 2024 men's Tour finish?", "tails", (T(2024), "finishedIn")),
    ("Where did the 2023 Tour de France Femmes start?", "tails", (W(2023), "startedIn")),
]


def run(case):
    q, op, args = case[:3]
    return sorted(set(OPS[op](*args)))


def main():
    show = "--show" in sys.argv
    out, seen = [], set()
    for i, case in enumerate(CASES):
        q = case[0]
        assert q not in seen, q
        seen.add(q)
        ans = run(case)
        if bool(ans) == (case[3:] == (NONE,)):
            raise SystemExit("empty answer (or an answer where none is meant): %s" % q)
        out.append({"id": "g15-%04d" % (i + 1), "question": q, "answers": ans})
        if show:
            print("%s  %s  ->  %s" % (out[-1]["id"], q, ans))
    if show:
        print(len(out), "questions")
        return
    for name, part in (("graph15-dev.json", out[0::2]), ("graph15-test.json", out[1::2])):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            json.dump(part, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
    print("%d questions: %d dev, %d test" % (len(out), len(out[0::2]), len(out[1::2])))


if __name__ == "__main__":
    main()
