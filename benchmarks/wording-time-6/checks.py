"""Graph loading and the checks shared by sample.py and gold.py (time6)."""
import collections, csv, glob, json, os, re

from tables import R, ROLE, BAD_PLACES, cofamily

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = "/tmp/style/time-examples.txt"


class Graph:
    pass


def load(path):
    g = Graph()
    g.triples = collections.defaultdict(set)
    g.pair = collections.defaultdict(set)     # (h, t) -> relations
    g.deg = collections.Counter()
    with open(path, encoding="utf-8") as f:
        for h, r, t, d in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            g.triples[(h, r, t)].add(d)
            g.pair[(h, t)].add(r)
            g.deg[h] += 1
            g.deg[t] += 1
    g.triples = {k: sorted(v) for k, v in g.triples.items()}
    g.by_place = collections.defaultdict(set)
    for e in g.deg:
        m = re.match(r"^(.*)_\((.*)\)$", e)
        if m:
            g.by_place[m.group(2)].add(e)
    g.countries = {p for p in g.by_place if p in g.deg and p not in BAD_PLACES}
    return g


def sector(e):
    m = re.match(r"^(.*)_\((.*)\)$", e)
    return (m.group(1), m.group(2)) if m else None


def excluded(g):
    """triples of the style examples (conservatively) and of the other wording-time sets"""
    ex = set()
    bench = os.path.dirname(HERE)
    for f in sorted(glob.glob(os.path.join(bench, "wording-time*", "*.json"))):
        if os.path.abspath(os.path.dirname(f)) == HERE or os.path.basename(os.path.dirname(f)) == "wording-time-5":
            continue  # wording-time-5 was written at the same time, apart: only the earlier sets count
        for rec in json.load(open(f, encoding="utf-8")):
            s = rec["spec"]
            ex.add(tuple(s[k].replace(" ", "_") for k in ("head", "relation", "tail")))
    # examples: any triple with an entity named in the question that holds on the answer's day/month/year,
    # and any triple between two entities both named in it
    names = {e: e.replace("_", " ") for e in g.deg if not sector(e) and len(e) >= 4}
    byent = collections.defaultdict(list)
    for k in g.triples:
        byent[k[0]].append(k)
        byent[k[2]].append(k)
    lines = open(EXAMPLES, encoding="utf-8") if os.path.exists(EXAMPLES) else []  # not shipped: check skipped
    for line in lines:
        parts = line.rstrip("\n").split("\t")
        q, ans = parts[0], eval(parts[1])[0]
        named = {e for e, s in names.items() if re.search(r"\b" + re.escape(s) + r"\b", q)}
        for e in named:
            for k in byent[e]:
                if any(d.startswith(ans) for d in g.triples[k]) or (k[0] in named and k[2] in named):
                    ex.add(k)
    return ex


def cut(d, level):
    return {"day": d, "month": d[:7], "year": d[:4]}[level]


def answers(days, extreme, level):
    """the set of answers a question of this kind would have for a triple with these days"""
    if extreme is None:
        return {cut(d, level) for d in days}
    return {cut(days[0] if extreme == "first" else days[-1], level)}


GROUPS = [
    {"Government", "Head_of_Government", "Ministry", "Foreign_Affairs", "Cabinet_/_Council_of_Ministers_/_Advisors",
     "Royal_Administration", "Government_Official", "Defense_/_Security_Ministry", "Treasury/Finance_Ministry",
     "Justice_Department/Ministery", "Health_Ministry", "Education_Ministry", "Other_Authorities_/_Officials",
     "Representatives", "Envoy", "Governor", "Attorney_General", "Domestic_Affairs", "Ministry_of_Public_Security",
     "Presidential_Press_Service", "Secretariat", "Director_General", "Undersecretary", "National_Security_Advisor"},
    {"Legislature", "Member_of_Parliament", "Lawmaker", "Congress", "Senate", "Member_of_Legislative_(Govt)",
     "House_of_Representatives", "Assemblies", "Party_Member", "Representatives"},
    {"Military", "Military_Personnel", "Military_Personnel_-_Special", "Naval", "Air_Force", "Army_Personnel",
     "High_Ranking_Military_Personnel", "Defense_/_Security_Ministry", "Marine_Corp", "Reserve_Personnel",
     "Peacekeeping_Troop", "Admiral", "Police"},
    {"Police", "Ministry_of_Public_Security", "Domestic_Affairs", "Intelligence", "Secret_Agent"},
    {"Citizen", "Men", "Women", "Children", "Villager", "Population", "Indigenous_People", "Protester", "Activist",
     "Student", "Employee", "Muslim", "Christian", "Farm_Worker", "Fishermen", "Refugee", "Immigrants", "Tourist",
     "Rights_Activist", "Opposition_Supporter", "Mob", "Labor_Union", "Detainee", "Veterans"},
    {"Court_Judge", "Member_of_the_Judiciary", "Constitutional_Court", "Lawyer/Attorney", "Attorney_General",
     "Justice_Department/Ministery", "Oversight_Court", "Special_Court", "Public_Courts", "Public_Prosecutor",
     "Defense_Attorney"},
    {"Media", "Media_Personnel", "Newspaper", "News_Editor"},
    {"Armed_Gang", "Armed_Rebel", "Militant", "Insurgent", "Armed_Band", "Combatant", "Guerrilla", "Rebel_Group",
     "Criminal", "Attacker", "Islamic_Militant", "Extremist", "Terrorist", "Militia", "Armed_Opposition", "Separatist",
     "Thief", "Murderer", "Kidnapper", "Organized_Crime", "Drug_Gang"},
    {"Business", "Businessperson", "Company_-_Owner_or_Operator", "Industry", "Bank", "Government_Affiliated_Bank",
     "Employee"},
    {"Party_Member", "Political_Parties", "Ruling_Party", "Main_Opposition", "People_Associated_with_the_Opposition",
     "Opposition_Supporter", "Democratic_Party", "Labor_Party", "Communist_Party", "Party_President"},
    {"Education", "Education_Ministry", "Student", "Professor", "Scholar"},
    {"Medical_Personnel", "Health_Ministry", "Healthcare_Facility"},
]
GOVLIKE = GROUPS[0]


def readings(g, e):
    """entities a mention of e could be taken for (e itself first)"""
    s = sector(e)
    if not s:
        return [e]
    role, p = s
    out = [e]
    for x in sorted(g.by_place.get(p, ())):
        if x == e:
            continue
        xr = sector(x)[0]
        if xr == role or any(role in grp and xr in grp for grp in GROUPS):
            out.append(x)
    if role in GOVLIKE and p in g.deg:
        out.append(p)
    return out


def check_case(g, h, r, t, extreme, level):
    """(ok, reason): the question (h, r, t, extreme, level) has exactly one answer under every reading"""
    days = g.triples.get((h, r, t))
    if not days:
        return False, "no such triple"
    if extreme is None and len(days) != 1:
        return False, "equal needs a single day"
    if extreme is not None and len(days) < 2:
        return False, "first_last needs >= 2 days"
    ans = answers(days, extreme, level)
    assert len(ans) == 1
    for hh in readings(g, h):
        for tt in readings(g, t):
            for rr in cofamily(r):
                if (hh, tt, rr) == (h, t, r):
                    continue
                d2 = g.triples.get((hh, rr, tt))
                if d2 and answers(d2, extreme, level) != ans:
                    return False, "other reading %s %s %s" % (hh, rr, tt)
    return True, ""
