"""graph17: 120 temporal questions over the ParlGov graph (cabinets, parties, elections, presidents,
European commissioners) and the code that computes their gold answers from graph.tsv.gz.

    python3 gold.py            # checks, then writes graph17-dev.json and graph17-test.json
    python3 gold.py --check    # fails unless the files on disk are what gold.py writes
    python3 gold.py --explain  # each question with its meaning and answers
    python3 gold.py --stats    # counts per kind and half

Standard library only.  Each case is (kind, question, meaning); a meaning is a small dict read by
`answer` below (the semantics are described in README.md).
"""

import collections
import datetime
import gzip
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GRAPH = os.path.join(HERE, "graph.tsv.gz")
SHA256 = "68886b325f3a4bee63a60552bccaac5b5abe15bd0b5f7ba8be6988593360dd9e"
PREFIX = "g17"
OPEN = "9999-12-31"

# ---- node names (as graph.tsv.gz writes them)
UK, DE, SE, NL, IE, IT, ES, DK, NO, FI, AT = ("United Kingdom", "Germany", "Sweden", "Netherlands", "Ireland",
                                              "Italy", "Spain", "Denmark", "Norway", "Finland", "Austria")
CON, LAB = "Conservatives (United Kingdom)", "Labour"
SPD, CDU, FDP, GRUENE = ("Social Democratic Party of Germany", "Christian Democratic Union / Christian Social Union",
                         "Free Democratic Party", "Alliance 90 / Greens")
SAP, MOD, MP = "Social Democrats (Sweden)", "Moderate Party", "Greens (Sweden)"
VVD, PVDA, D66, CDA = ("People's Party for Freedom and Democracy", "Labour Party (Netherlands)", "Democrats 66",
                       "Christian Democratic Appeal")
FF, FG, LAB_IE = "Fianna Fail", "Fine Gael (Familiy of the Irish)", "Labour Party (Ireland)"
PSOE = "Spanish Socialist Workers Party"
V_DK, S_DK = "Liberal Party (Denmark)", "Social Democrats (Denmark)"
DNA, H_NO = "Norwegian Labour Party", "Conservative Party (Norway)"
SPOE, OEVP, FPOE = "Social Democratic Party of Austria", "Austrian People's Party", "Freedom Party of Austria"
KESK = "Centre Party (Finland)"
LDP = "Liberal Democratic Party (Japan)"
ALP, LPA = "Australian Labor Party", "Liberal Party of Australia"
LPC = "Liberal Party of Canada"
NZLAB, NZNAT = "Labour Party (New Zealand)", "National Party (New Zealand)"


def el(country, year, ep=False):
    return "%s %s %s" % (country, "European Parliament election" if ep else "parliamentary election", year)


# anchors: one fact, (relation, head, tail, pick, side); pick first/last/only, side start/end
def A(rel, head=None, tail=None, pick="only", side="start"):
    return {"rel": rel, "head": head, "tail": tail, "pick": pick, "side": side}


CASES = [
    # ---- who / which, in a year or period
    ("who", "Which government was in power in the Netherlands in 2005?",
     {"op": "heads", "rel": "cabinetOf", "tail": NL, "in": "2005"}),
    ("who", "which cabinet was running Italy in 2012",
     {"op": "heads", "rel": "cabinetOf", "tail": IT, "in": "2012"}),
    ("who", "Who was Finland's president in 1990?", {"op": "heads", "rel": "presidentOf", "tail": FI, "in": "1990"}),
    ("who", "Which parties were in the German government in 2010?",
     {"op": "heads", "rel": "inGovernment", "tail": DE, "in": "2010"}),
    ("who", "Which parties made up Sweden's government in 2008?",
     {"op": "heads", "rel": "inGovernment", "tail": SE, "in": "2008"}),
    ("who", "Which party led the Danish government in 2003?",
     {"op": "heads", "rel": "heldPremiership", "tail": DK, "in": "2003"}),
    ("who", "Which party had the prime minister in Norway in 1990?",
     {"op": "heads", "rel": "heldPremiership", "tail": NO, "in": "1990"}),
    ("who", "Which party won the most seats in the 2010 Dutch election?",
     {"op": "heads", "rel": "wonMostSeatsIn", "tail": el(NL, 2010)}),
    ("who", "Who won the most seats at the 1997 UK general election?",
     {"op": "heads", "rel": "wonMostSeatsIn", "tail": el(UK, 1997)}),
    ("who", "Who was president of Israel in 2010?", {"op": "heads", "rel": "presidentOf", "tail": "Israel", "in": "2010"}),
    ("who", "Who was Germany's EU commissioner in 2012?",
     {"op": "heads", "rel": "euCommissionerFrom", "tail": DE, "in": "2012"}),
    ("who", "Which British politicians sat on the European Commission in 2000?",
     {"op": "heads", "rel": "euCommissionerFrom", "tail": UK, "in": "2000"}),
    ("who", "Which parties were in government in Ireland in 2012?",
     {"op": "heads", "rel": "inGovernment", "tail": IE, "in": "2012"}),
    ("who", "Which party led Japan's government in 2010?",
     {"op": "heads", "rel": "heldPremiership", "tail": "Japan", "in": "2010"}),
    ("who", "Which party won the most seats in Spain's November 2019 election?",
     {"op": "heads", "rel": "wonMostSeatsIn", "tail": "Spain parliamentary election November 2019"}),
    ("who", "Which parties took part in the Scholz government?", {"op": "heads", "rel": "partOfCabinet", "tail": "Scholz"}),
    ("who", "which country did Neelie Kroes represent in the Commission",
     {"op": "tails", "rel": "euCommissionerFrom", "head": "Neelie Kroes"}),
    ("who", "Which government did Australia have in 2010?",
     {"op": "heads", "rel": "cabinetOf", "tail": "Australia", "in": "2010"}),
    ("who", "Which parties were in Austria's government in 2001?",
     {"op": "heads", "rel": "inGovernment", "tail": AT, "in": "2001"}),
    # ---- when
    ("when", "When did the Scholz government take office?",
     {"op": "when", "anchor": A("cabinetOf", "Scholz", DE), "fmt": "day"}),
    ("when", "What year did the Greens first join a German government?",
     {"op": "when", "anchor": A("inGovernment", GRUENE, DE, "first"), "fmt": "year"}),
    ("when", "When did Kurt Waldheim's term as Austrian president end?",
     {"op": "when", "anchor": A("presidentOf", "Kurt Waldheim", AT, side="end"), "fmt": "day"}),
    ("when", "In what year did the Thorning-Schmidt I government begin?",
     {"op": "when", "anchor": A("cabinetOf", "Thorning-Schmidt I", DK), "fmt": "year"}),
    ("when", "When did Denmark hold its most recent general election?",
     {"op": "when", "anchor": dict(A("heldElection", DK, None, "last"), like="parliamentary"), "fmt": "day"}),
    ("when", "On what day did the Truss government end?",
     {"op": "when", "anchor": A("cabinetOf", "Truss", UK, side="end"), "fmt": "day"}),
    ("when", "When did Mary McAleese become president of Ireland?",
     {"op": "when", "anchor": A("presidentOf", "Mary McAleese", IE), "fmt": "day"}),
    ("when", "What year did Fine Gael last go into government in Ireland?",
     {"op": "when", "anchor": A("inGovernment", FG, IE, "last"), "fmt": "year"}),
    ("when", "When did Labour last take over the premiership in Britain?",
     {"op": "when", "anchor": A("heldPremiership", LAB, UK, "last"), "fmt": "day"}),
    ("when", "What was the date of the 2017 Dutch general election?",
     {"op": "when", "anchor": A("heldElection", NL, el(NL, 2017)), "fmt": "day"}),
    ("when", "In which month did the Brown government take over in the UK?",
     {"op": "when", "anchor": A("cabinetOf", "Brown", UK), "fmt": "month"}),
    ("when", "In what year did Urho Kekkonen become Finland's president?",
     {"op": "when", "anchor": A("presidentOf", "Urho Kekkonen", FI), "fmt": "year"}),
    ("when", "What year did the Freedom Party first enter an Austrian government?",
     {"op": "when", "anchor": A("inGovernment", FPOE, AT, "first"), "fmt": "year"}),
    ("when", "When did the Moderates most recently take the premiership in Sweden?",
     {"op": "when", "anchor": A("heldPremiership", MOD, SE, "last"), "fmt": "day"}),
    # ---- first / n-th / last
    ("nth", "Who was the first president of the Czech Republic?",
     {"op": "nth", "rel": "presidentOf", "tail": "Czech Republic", "n": 1}),
    ("nth", "Who was Israel's first president?", {"op": "nth", "rel": "presidentOf", "tail": "Israel", "n": 1}),
    ("nth", "Who was the third president of Finland?", {"op": "nth", "rel": "presidentOf", "tail": FI, "n": 3}),
    ("nth", "Which party most recently took over the Swedish premiership?",
     {"op": "nth", "rel": "heldPremiership", "tail": SE, "n": -1, "by": "start"}),
    ("nth", "What was the last government led by the Danish Social Democrats?",
     {"op": "nth", "rel": "ledCabinet", "head": S_DK, "n": -1}),
    ("nth", "Which party was the first to lead a Spanish government?",
     {"op": "nth", "rel": "heldPremiership", "tail": ES, "n": 1}),
    ("nth", "Which was the first cabinet that D66 was part of?",
     {"op": "nth", "rel": "partOfCabinet", "head": D66, "n": 1}),
    ("nth", "Who was the second president of the Czech Republic?",
     {"op": "nth", "rel": "presidentOf", "tail": "Czech Republic", "n": 2}),
    ("nth", "What was the most recent cabinet the Liberal Party of Canada led?",
     {"op": "nth", "rel": "ledCabinet", "head": LPC, "n": -1}),
    ("nth", "Who is the most recent Austrian president?",
     {"op": "nth", "rel": "presidentOf", "tail": AT, "n": -1}),
    ("nth", "What was the first government of New Zealand led by Labour?",
     {"op": "nth", "rel": "ledCabinet", "head": NZLAB, "n": 1}),
    ("nth", "Which party led Australia's very first government?",
     {"op": "nth", "rel": "heldPremiership", "tail": "Australia", "n": 1}),
    # ---- next / before
    ("next", "Which government came after Blair III?", {"op": "next", "rel": "cabinetOf", "tail": UK, "value": "Blair III"}),
    ("prev", "Which cabinet came right before Merkel I?", {"op": "prev", "rel": "cabinetOf", "tail": DE, "value": "Merkel I"}),
    ("next", "Who succeeded Urho Kekkonen as president of Finland?",
     {"op": "next", "rel": "presidentOf", "tail": FI, "value": "Urho Kekkonen"}),
    ("prev", "Who was Irish president before Mary Robinson?",
     {"op": "prev", "rel": "presidentOf", "tail": IE, "value": "Mary Robinson"}),
    ("next", "Which Australian government followed Gillard II?",
     {"op": "next", "rel": "cabinetOf", "tail": "Australia", "value": "Gillard II"}),
    ("next", "which japanese cabinet came after Koizumi III",
     {"op": "next", "rel": "cabinetOf", "tail": "Japan", "value": "Koizumi III"}),
    ("prev", "Who was Germany's president just before Joachim Gauck?",
     {"op": "prev", "rel": "presidentOf", "tail": DE, "value": "Joachim Gauck"}),
    ("next", "Which party took over Norway's premiership after the Conservatives' last spell?",
     {"op": "next", "rel": "heldPremiership", "tail": NO, "value": H_NO, "pick": "last"}),
    ("prev", "Which government did Italy have just before Meloni?",
     {"op": "prev", "rel": "cabinetOf", "tail": IT, "value": "Meloni"}),
    ("next", "What cabinet replaced Rajoy IV in Spain?", {"op": "next", "rel": "cabinetOf", "tail": ES, "value": "Rajoy IV"}),
    # ---- how many times
    ("count", "How many parliamentary elections did the UK hold in the 1970s?",
     {"op": "count", "rel": "heldElection", "head": UK, "like": "parliamentary", "start_in": ("1970", "1979")}),
    ("count", "How many times have the Greens been in government in Germany?",
     {"op": "count", "rel": "inGovernment", "head": GRUENE, "tail": DE}),
    ("count", "How many governments took office in Denmark in the 1980s?",
     {"op": "count", "rel": "cabinetOf", "tail": DK, "start_in": ("1980", "1989")}),
    ("count", "How many European Parliament elections has Ireland held?",
     {"op": "count", "rel": "heldElection", "head": IE, "like": "European Parliament"}),
    ("count", "How many cabinets has the FDP been part of?", {"op": "count", "rel": "partOfCabinet", "head": FDP}),
    ("count", "How many times did Labour win the most seats in a UK general election?",
     {"op": "count", "rel": "wonMostSeatsIn", "head": LAB, "like": "United Kingdom parliamentary"}),
    ("count", "How many cabinets did the Liberal Democratic Party of Japan lead?",
     {"op": "count", "rel": "ledCabinet", "head": LDP}),
    ("count", "How many general elections did Spain have in the 2010s?",
     {"op": "count", "rel": "heldElection", "head": ES, "like": "parliamentary", "start_in": ("2010", "2019")}),
    ("count", "How many times did Fianna Fail win the most seats in an Irish general election?",
     {"op": "count", "rel": "wonMostSeatsIn", "head": FF, "like": "Ireland parliamentary"}),
    ("count", "How many terms on the European Commission did Neil Kinnock serve?",
     {"op": "count", "rel": "servedInCommission", "head": "Neil Kinnock"}),
    ("count", "How many Belgian governments took office between 2010 and 2020?",
     {"op": "count", "rel": "cabinetOf", "tail": "Belgium", "start_in": ("2010", "2020")}),
    ("count", "How many times has Austria's Freedom Party gone into government?",
     {"op": "count", "rel": "inGovernment", "head": FPOE, "tail": AT}),
    # ---- how many different
    ("distinct", "How many different presidents did Germany have between 1990 and 2010?",
     {"op": "distinct", "rel": "presidentOf", "tail": DE, "in": ("1990", "2010")}),
    ("distinct", "How many different parties have held the premiership in Italy?",
     {"op": "distinct", "rel": "heldPremiership", "tail": IT}),
    ("distinct", "How many commissioners served in the Delors I Commission?",
     {"op": "distinct", "rel": "servedInCommission", "tail": "Delors I Commission"}),
    ("distinct", "How many different parties have been in government in Belgium since 2000?",
     {"op": "distinct", "rel": "inGovernment", "tail": "Belgium", "in": ("2000", "2023")}),
    ("distinct", "How many parties were in the Rutte VII cabinet?",
     {"op": "distinct", "rel": "partOfCabinet", "tail": "Rutte VII"}),
    ("distinct", "How many different parties won seats in the 2021 German election?",
     {"op": "distinct", "rel": "wonSeatsIn", "tail": el(DE, 2021)}),
    ("distinct", "How many different people has Ireland sent to the European Commission?",
     {"op": "distinct", "rel": "euCommissionerFrom", "tail": IE}),
    ("distinct", "How many different parties have led a Finnish government since 1990?",
     {"op": "distinct", "rel": "heldPremiership", "tail": FI, "in": ("1990", "2023")}),
    # ---- most
    ("most", "Which party has led the most Norwegian cabinets?",
     {"op": "most", "rel": "ledCabinet", "side": "head", "cab_country": NO}),
    ("most", "Which party came first in the most Dutch general elections?",
     {"op": "most", "rel": "wonMostSeatsIn", "side": "head", "like": "Netherlands parliamentary"}),
    ("most", "Which country has held the most elections in the data?",
     {"op": "most", "rel": "heldElection", "side": "head"}),
    ("most", "Which party has been part of the most Finnish cabinets?",
     {"op": "most", "rel": "partOfCabinet", "side": "head", "cab_country": FI}),
    ("most", "Which country has had the most governments?", {"op": "most", "rel": "cabinetOf", "side": "tail"}),
    ("most", "Which party has come first most often in Swedish general elections?",
     {"op": "most", "rel": "wonMostSeatsIn", "side": "head", "like": "Sweden parliamentary"}),
    ("most", "Which party has been in the most Israeli cabinets?",
     {"op": "most", "rel": "partOfCabinet", "side": "head", "cab_country": "Israel"}),
    ("most", "Who served on the most European Commissions?",
     {"op": "most", "rel": "servedInCommission", "side": "head"}),
    # ---- how long
    ("howlong", "How many days did the Truss government last?", {"op": "howlong", "anchor": A("cabinetOf", "Truss", UK)}),
    ("howlong", "How many days was the Schallenberg cabinet in office in Austria?",
     {"op": "howlong", "anchor": A("cabinetOf", "Schallenberg", AT)}),
    ("howlong", "How many days was Christian Wulff Germany's president?",
     {"op": "howlong", "anchor": A("presidentOf", "Christian Wulff", DE)}),
    ("howlong", "How many years was Urho Kekkonen president of Finland?",
     {"op": "howlong", "anchor": A("presidentOf", "Urho Kekkonen", FI), "unit": "years"}),
    ("howlong", "How long, in days, did the Johnson I government last?",
     {"op": "howlong", "anchor": A("cabinetOf", "Johnson I", UK)}),
    ("howlong", "How many years did the Swedish Social Democrats hold the premiership without a break from 1936?",
     {"op": "howlong", "anchor": dict(A("heldPremiership", SAP, SE), start_in=("1936-09-28", "1936-09-28")),
      "unit": "years"}),
    # ---- between
    ("between", "How many years passed between the Greens' first and second spells in German government?",
     {"op": "between", "a": A("inGovernment", GRUENE, DE, "first"), "b": A("inGovernment", GRUENE, DE, "last"),
      "unit": "years"}),
    ("between", "How many days after the 2019 UK general election did the Johnson II government start?",
     {"op": "between", "a": A("heldElection", UK, el(UK, 2019)), "b": A("cabinetOf", "Johnson II", UK), "unit": "days"}),
    ("between", "How many days were there between the 2017 German election and the start of Merkel V?",
     {"op": "between", "a": A("heldElection", DE, el(DE, 2017)), "b": A("cabinetOf", "Merkel V", DE), "unit": "days"}),
    ("between", "How many years after Mary Robinson became Irish president did Michael D. Higgins take office?",
     {"op": "between", "a": A("presidentOf", "Mary Robinson", IE), "b": A("presidentOf", "Michael D. Higgins", IE),
      "unit": "years"}),
    ("between", "How many days were there between the Dutch general election of 2021 and the start of Rutte VII?",
     {"op": "between", "a": A("heldElection", NL, el(NL, 2021)), "b": A("cabinetOf", "Rutte VII", NL), "unit": "days"}),
    ("between", "How many years were there between Ireland's first and latest European Parliament elections?",
     {"op": "between", "a": dict(A("heldElection", IE, None, "first"), like="European Parliament"),
      "b": dict(A("heldElection", IE, None, "last"), like="European Parliament"), "unit": "years"}),
    # ---- yes / no
    ("yesno", "Was the FDP in government in Germany in 2015?",
     {"op": "yesno", "rel": "inGovernment", "head": FDP, "tail": DE, "in": "2015"}),
    ("yesno", "Were the Greens part of the Swedish government in 2016?",
     {"op": "yesno", "rel": "inGovernment", "head": MP, "tail": SE, "in": "2016"}),
    ("yesno", "Did Labour win the most seats in the 2010 UK election?",
     {"op": "yesno", "rel": "wonMostSeatsIn", "head": LAB, "tail": el(UK, 2010)}),
    ("yesno", "Was Jacques Chirac president of France in 2000?",
     {"op": "yesno", "rel": "presidentOf", "head": "Jacques Chirac", "tail": "France", "in": "2000"}),
    ("yesno", "Did the Freedom Party sit in Austria's government in 2018?",
     {"op": "yesno", "rel": "inGovernment", "head": FPOE, "tail": AT, "in": "2018"}),
    ("yesno", "Was Fianna Fail in government in Ireland in 2015?",
     {"op": "yesno", "rel": "inGovernment", "head": FF, "tail": IE, "in": "2015"}),
    ("yesno", "did the Danish Social Democrats lead the government in 2010",
     {"op": "yesno", "rel": "heldPremiership", "head": S_DK, "tail": DK, "in": "2010"}),
    ("yesno", "Was there a Spanish general election in 2019?",
     {"op": "yesno", "rel": "heldElection", "head": ES, "like": "parliamentary", "in": "2019"}),
    ("yesno", "Did Italy hold a general election in 2020?",
     {"op": "yesno", "rel": "heldElection", "head": IT, "like": "parliamentary", "in": "2020"}),
    ("yesno", "Was Peter Mandelson a European commissioner in 2006?",
     {"op": "yesno", "rel": "servedInCommission", "head": "Peter Mandelson", "in": "2006"}),
    # ---- at the time of another event
    ("same", "Which government was in power in the UK when Sweden voted in 2006?",
     {"op": "at", "rel": "cabinetOf", "tail": UK, "anchor": A("heldElection", SE, el(SE, 2006))}),
    ("same", "Who was Germany's president when the Scholz government took office?",
     {"op": "at", "rel": "presidentOf", "tail": DE, "anchor": A("cabinetOf", "Scholz", DE)}),
    ("same", "Which party held the British premiership when Mary Robinson became Irish president?",
     {"op": "at", "rel": "heldPremiership", "tail": UK, "anchor": A("presidentOf", "Mary Robinson", IE)}),
    ("same", "Who was president of Israel when the Olmert I government took office?",
     {"op": "at", "rel": "presidentOf", "tail": "Israel", "anchor": A("cabinetOf", "Olmert I", "Israel")}),
    ("same", "Which cabinet was in office in Denmark when Ireland held its 2011 general election?",
     {"op": "at", "rel": "cabinetOf", "tail": DK, "anchor": A("heldElection", IE, el(IE, 2011))}),
    ("same", "Which parties governed the Netherlands when the Juncker Commission started?",
     {"op": "at", "rel": "inGovernment", "tail": NL,
      "anchor": A("servedInCommission", "Jean-Claude Juncker", "Juncker Commission")}),
    # ---- which came first
    ("order", "Who became president first, Tarja Halonen or Mary McAleese?",
     {"op": "order", "options": [A("presidentOf", "Tarja Halonen", FI), A("presidentOf", "Mary McAleese", IE)]}),
    ("order", "Which government started first, Kurz I or Rutte IV?",
     {"op": "order", "options": [A("cabinetOf", "Kurz I", AT), A("cabinetOf", "Rutte IV", NL)]}),
    ("order", "Which country voted first in 2022, Sweden or Denmark?",
     {"op": "order", "options": [A("heldElection", SE, el(SE, 2022)), A("heldElection", DK, el(DK, 2022))],
      "label": "head"}),
    ("order", "Which party got into Austria's government first, the Freedom Party or the Greens?",
     {"op": "order", "options": [A("inGovernment", FPOE, AT, "first"),
                                 A("inGovernment", "The Greens -- The Green Alternative", AT, "first")]}),
    ("order", "Who joined the European Commission first, Neil Kinnock or Chris Patten?",
     {"op": "order", "options": [A("servedInCommission", "Neil Kinnock", None, "first"),
                                 A("servedInCommission", "Chris Patten", None, "first")]}),
    # ---- no answer
    ("none", "Who was Germany's president in 1940?", {"op": "heads", "rel": "presidentOf", "tail": DE, "in": "1940"}),
    ("none", "Which party won the most seats in a UK general election in 2020?",
     {"op": "heads", "rel": "wonMostSeatsIn", "like": "United Kingdom parliamentary", "in": "2020"}),
    ("none", "Who was president of Portugal in 1970?", {"op": "heads", "rel": "presidentOf", "tail": "Portugal", "in": "1970"}),
    ("none", "Which government did Spain have in 1960?", {"op": "heads", "rel": "cabinetOf", "tail": ES, "in": "1960"}),
]


def load():
    with gzip.open(GRAPH, "rt", encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert lines[0] == "head\trelation\ttail\tstart\tend"
    facts = []
    for ln in lines[1:]:
        h, r, t, s, e = ln.split("\t")
        facts.append((h, r, t, s, e or OPEN))
    return facts


def period(p):
    if p is None:
        return ("0000-01-01", OPEN)
    if isinstance(p, tuple):
        return (period(p[0])[0], period(p[1])[1])
    if len(p) == 4:
        return (p + "-01-01", p + "-12-31")
    return (p, p)


class Graph:
    def __init__(self, facts):
        self.facts = facts
        self.nodes = set(f[0] for f in facts) | set(f[2] for f in facts)
        self.cab_country = {f[0]: f[2] for f in facts if f[1] == "cabinetOf"}

    def select(self, m):
        for x in ("head", "tail", "value"):
            if m.get(x) is not None:
                assert m[x] in self.nodes, "no node %r" % m[x]
        lo, hi = period(m.get("in"))
        slo, shi = period(m.get("start_in")) if m.get("start_in") else ("0000-01-01", OPEN)
        out = []
        for f in self.facts:
            h, r, t, s, e = f
            if r != m["rel"] or (m.get("head") and h != m["head"]) or (m.get("tail") and t != m["tail"]):
                continue
            if m.get("like") and m["like"] not in t:
                continue
            if m.get("cab_country") and self.cab_country.get(t) != m["cab_country"]:
                continue
            if not (s <= hi and e >= lo) or not (slo <= s <= shi):
                continue
            out.append(f)
        return sorted(out, key=lambda f: (f[3], f[4], f[0], f[2]))

    def anchor(self, a):
        fs = self.select(a)
        assert fs, "anchor has no fact: %r" % a
        if a["pick"] == "only":
            assert len(fs) == 1, "anchor not single: %r" % a
            f = fs[0]
        else:
            f = fs[0] if a["pick"] == "first" else fs[-1]
            same = [g for g in fs if g[3] == f[3]]
            assert len(same) == 1, "tie at anchor %r" % a
        return f

    @staticmethod
    def day(f, side):
        d = f[3] if side == "start" else f[4]
        assert d != OPEN, "open end asked"
        return d


def years_between(a, b):
    return int(b[:4]) - int(a[:4])


def answer(g, m):
    op = m["op"]
    if op in ("heads", "tails"):
        fs = g.select(m)
        return sorted({f[0] if op == "heads" else f[2] for f in fs})
    if op == "when":
        f = g.anchor(m["anchor"])
        d = g.day(f, m["anchor"]["side"])
        return [{"day": d, "year": d[:4], "month": d[:7]}[m["fmt"]]]
    if op == "nth":
        fs = g.select(m)
        side = 0 if m.get("tail") else 2
        first = {}
        for f in fs:
            first.setdefault(f[side], f[3])
        if m["n"] == -1:
            latest = {}
            for f in fs:
                latest[f[side]] = max(latest.get(f[side], ""), f[3])
            top = max(latest.values())
            vals = [v for v, d in latest.items() if d == top]
            assert len(vals) == 1, "tie for last"
            return vals
        order = sorted(first.items(), key=lambda kv: kv[1])
        v, d = order[m["n"] - 1]
        assert sum(1 for _v, dd in order if dd == d) == 1, "tie at n-th"
        return [v]
    if op in ("next", "prev"):
        fs = g.select(m)
        side = 0 if m.get("tail") else 2
        own = [f for f in fs if f[side] == m["value"]]
        assert own
        if op == "next":
            ref = (own[-1] if m.get("pick", "last") == "last" else own[0])[3]
            later = [f for f in fs if f[3] > ref and f[side] != m["value"]]
            d = min(f[3] for f in later)
            return sorted({f[side] for f in later if f[3] == d})
        ref = own[0][3]
        earlier = [f for f in fs if f[3] < ref and f[side] != m["value"]]
        d = max(f[3] for f in earlier)
        return sorted({f[side] for f in earlier if f[3] == d})
    if op == "count":
        return [str(len(g.select(m)))]
    if op == "distinct":
        side = 0 if m.get("tail") else 2
        return [str(len({f[side] for f in g.select(m)}))]
    if op == "most":
        c = collections.Counter(f[0] if m["side"] == "head" else f[2] for f in g.select(m))
        top = max(c.values())
        return sorted(v for v, n in c.items() if n == top)
    if op == "howlong":
        f = g.anchor(m["anchor"])
        s, e = f[3], g.day(f, "end")
        if m.get("unit") == "years":
            return [str(years_between(s, e))]
        return [str((datetime.date.fromisoformat(e) - datetime.date.fromisoformat(s)).days)]
    if op == "between":
        fa, fb = g.anchor(m["a"]), g.anchor(m["b"])
        da, db = g.day(fa, m["a"]["side"]), g.day(fb, m["b"]["side"])
        if m["unit"] == "years":
            return [str(years_between(da, db))]
        return [str((datetime.date.fromisoformat(db) - datetime.date.fromisoformat(da)).days)]
    if op == "yesno":
        return ["yes" if g.select(m) else "no"]
    if op == "at":
        f = g.anchor(m["anchor"])
        d = g.day(f, m["anchor"]["side"])
        q = dict(m, **{"in": d})
        fs = [x for x in g.select(q) if x[3] <= d < x[4] or x[3] == x[4] == d]
        side = 0 if m.get("tail") else 2
        return sorted({x[side] for x in fs})
    if op == "order":
        fs = [g.anchor(a) for a in m["options"]]
        days = [g.day(f, a["side"]) for f, a in zip(fs, m["options"])]
        assert days[0] != days[1], "same day"
        k = 0 if days[0] < days[1] else 1
        return [fs[k][0] if m.get("label", "head") == "head" else fs[k][2]]
    raise ValueError(op)


def norm(q):
    return re.sub(r"[^a-z0-9 ]", "", q.lower()).strip()


def build():
    g = Graph(load())
    cases = [c for c in CASES if c[2] is not None]
    out, problems = [], []
    for i, (kind, q, m) in enumerate(cases):
        try:
            a = answer(g, m)
        except (AssertionError, ValueError) as exc:
            problems.append("%s: %s" % (q, exc))
            continue
        if kind == "none":
            if a:
                problems.append("%s: expected no answer, got %r" % (q, a))
        elif not a:
            problems.append("%s: empty answer" % q)
        if (kind == "yesno") != (a in (["yes"], ["no"])):
            problems.append("%s: yes/no mismatch" % q)
        if len(a) > 6:
            problems.append("%s: %d answers" % (q, len(a)))
        for x in a:
            if not (x in g.nodes or re.fullmatch(r"\d{4}(-\d\d){0,2}|\d+|yes|no", x)):
                problems.append("%s: odd answer %r" % (q, x))
        out.append((kind, q, m, a))
    qs = [norm(q) for _k, q, _m, _a in out]
    if len(set(qs)) != len(qs):
        problems.append("duplicate questions")
    ms = [json.dumps(m, sort_keys=True) for _k, _q, m, _a in out]
    if len(set(ms)) != len(ms):
        problems.append("duplicate meanings")
    yn = collections.Counter(a[0] for k, _q, _m, a in out if k == "yesno")
    if yn["yes"] != yn["no"]:
        problems.append("yes/no not balanced: %r" % yn)
    if len(out) != 120:
        problems.append("%d questions, not 120" % len(out))
    return out, problems


def halves(out):
    items = [{"id": "%s-%04d" % (PREFIX, i + 1), "question": q, "answers": sorted(a)}
             for i, (_k, q, _m, a) in enumerate(out)]
    return items[0::2], items[1::2]


def dump(items):
    return json.dumps(items, ensure_ascii=False, indent=1) + "\n"


def main():
    digest = hashlib.sha256(open(GRAPH, "rb").read()).hexdigest()
    if SHA256 and digest != SHA256:
        sys.exit("graph.tsv.gz is not the pinned file (sha256 %s)" % digest)
    out, problems = build()
    if "--explain" in sys.argv:
        for i, (k, q, m, a) in enumerate(out):
            if "--dev" in sys.argv and i % 2:
                continue
            print("%s-%04d [%s] %s\n    %s\n    -> %s" % (PREFIX, i + 1, k, q, json.dumps(m), a))
    if "--stats" in sys.argv:
        c = collections.Counter((k, i % 2) for i, (k, _q, _m, _a) in enumerate(out))
        for k in sorted({k for k, _ in c}):
            print("%-9s %3d  dev %2d  test %2d" % (k, c[(k, 0)] + c[(k, 1)], c[(k, 0)], c[(k, 1)]))
        print("total", len(out))
    if problems:
        print("CHECK FAILED")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    dev, test = halves(out)
    files = {os.path.join(HERE, "graph17-dev.json"): dump(dev), os.path.join(HERE, "graph17-test.json"): dump(test)}
    if "--check" in sys.argv:
        for p, text in files.items():
            if not os.path.exists(p) or open(p, encoding="utf-8").read() != text:
                sys.exit("%s differs from what gold.py writes" % p)
        print("ok: %d questions" % len(out))
        return
    if "--explain" in sys.argv or "--stats" in sys.argv:
        return
    for p, text in files.items():
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %d + %d questions" % (len(dev), len(test)))


if __name__ == "__main__":
    main()
