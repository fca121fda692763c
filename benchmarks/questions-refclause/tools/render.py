#!/usr/bin/env python3
"""Pick 240 candidates from pool.json and write their question text (questions.py literal)."""
import collections
import json
import random
import sys

sys.path.insert(0, "tools")
from names import DISPLAY, COUNTRIES  # noqa: E402

rng = random.Random(20240611)
pool = json.load(open("tools/pool.json"))
sys.path.insert(0, ".")
import gold  # noqa: E402
G = gold.Graph("../../../shared/data/multitq/full.txt.gz")
COUNT = G.count
PLACES = set(COUNTRIES) | {"UN Security Council", "African Union", "Association of Southeast Asian Nations",
                           "International Monetary Fund", "High Commission for Refugees", "Nonaligned Movement",
                           "European Central Bank", "International Court of Justice", "East African Community"}
CSET = set(COUNTRIES)

# verb forms: base (infinitive + object), past, pp (after "had"), strand (object asked),
# strand_past (object asked, past), noun phrases
V = {
    "visit": dict(base=["visit {o}", "pay a visit to {o}"], past=["visited {o}", "paid a visit to {o}"],
                  pp=["visited {o}"], strand=["visit"], spast=["visited"],
                  noun=["{s}'s visit to {o}", "{s}'s trip to {o}"]),
    "host": dict(base=["host {o}", "receive a visit from {o}"], past=["hosted {o}", "received a visit from {o}"],
                 pp=["hosted {o}"], strand=["host"], spast=["hosted"],
                 noun=["{o}'s visit to {s}"]),
    "criticise": dict(base=["criticise {o}", "denounce {o}"], past=["criticised {o}", "denounced {o}"],
                      pp=["criticised {o}"], strand=["criticise", "denounce"], spast=["criticised"],
                      noun=["{s}'s criticism of {o}", "{s}'s denunciation of {o}"]),
    "accuse": dict(base=["accuse {o}"], past=["accused {o}", "levelled an accusation at {o}"], pp=["accused {o}"],
                   strand=["accuse"], spast=["accused"], noun=["{s}'s accusation against {o}"]),
    "statement": dict(base=["make a statement about {o}", "issue a statement on {o}"],
                      past=["made a statement about {o}", "issued a statement on {o}"],
                      pp=["made a statement about {o}"], strand=["make a statement about"],
                      spast=["made a statement about"], noun=["{s}'s statement about {o}"]),
    "optimistic": dict(base=["express optimism about {o}"], past=["expressed optimism about {o}"],
                       pp=["expressed optimism about {o}"], strand=["express optimism about"],
                       spast=["expressed optimism about"], noun=["{s}'s optimistic remarks about {o}"]),
    "meet": dict(base=["meet with {o}"], past=["met with {o}"], pp=["met with {o}"], strand=["meet with"],
                 spast=["met with"], noun=["{s}'s meeting with {o}"]),
    "consult": dict(base=["consult {o}", "hold consultations with {o}"],
                    past=["consulted {o}", "held consultations with {o}"], pp=["consulted {o}"],
                    strand=["consult"], spast=["consulted"], noun=["{s}'s consultations with {o}"]),
    "negotiate": dict(base=["negotiate with {o}", "hold negotiations with {o}"],
                      past=["negotiated with {o}", "held negotiations with {o}"], pp=["negotiated with {o}"],
                      strand=["negotiate with"], spast=["negotiated with"], noun=["{s}'s negotiations with {o}"]),
    "intend_meet": dict(base=["express an intention to meet {o}"], past=["expressed an intention to meet {o}"],
                        pp=["expressed an intention to meet {o}"], strand=["express an intention to meet"],
                        spast=["expressed an intention to meet"],
                        noun=["{s}'s stated intention to meet {o}"]),
    "phone": dict(base=["hold a phone call with {o}", "speak by telephone with {o}"],
                  past=["held a phone call with {o}", "spoke by telephone with {o}"],
                  pp=["held a phone call with {o}"], strand=["hold a phone call with"],
                  spast=["held a phone call with"], noun=["{s}'s phone call with {o}"]),
    "sign": dict(base=["sign an agreement with {o}", "sign a formal agreement with {o}"],
                 past=["signed an agreement with {o}", "signed a formal agreement with {o}"],
                 pp=["signed an agreement with {o}"], strand=["sign an agreement with"],
                 spast=["signed an agreement with"], noun=["{s}'s signing of an agreement with {o}"]),
    "threaten": dict(base=["threaten {o}"], past=["threatened {o}"], pp=["threatened {o}"], strand=["threaten"],
                     spast=["threatened"], noun=["{s}'s threat against {o}"]),
    "appeal": dict(base=["make an appeal to {o}", "appeal to {o}"], past=["made an appeal to {o}", "appealed to {o}"],
                   pp=["made an appeal to {o}"], strand=["make an appeal to", "appeal to"],
                   spast=["appealed to"], noun=["{s}'s appeal to {o}"]),
    "praise": dict(base=["praise {o}"], past=["praised {o}", "spoke in praise of {o}"], pp=["praised {o}"],
                   strand=["praise"], spast=["praised"], noun=["{s}'s praise for {o}"]),
    "cooperate": dict(base=["engage in diplomatic cooperation with {o}"],
                      past=["engaged in diplomatic cooperation with {o}"],
                      pp=["engaged in diplomatic cooperation with {o}"],
                      strand=["engage in diplomatic cooperation with"],
                      spast=["engaged in diplomatic cooperation with"],
                      noun=["{s}'s diplomatic cooperation with {o}"]),
    "intend_coop": dict(base=["express an intention to cooperate with {o}"],
                        past=["expressed an intention to cooperate with {o}"],
                        pp=["expressed an intention to cooperate with {o}"],
                        strand=["express an intention to cooperate with"],
                        spast=["expressed an intention to cooperate with"],
                        noun=["{s}'s pledge to cooperate with {o}"]),
    "demand": dict(base=["make demands of {o}"], past=["made demands of {o}", "issued a demand to {o}"],
                   pp=["made demands of {o}"], strand=["make demands of"], spast=["made demands of"],
                   noun=["{s}'s demands on {o}"]),
    "aid": dict(base=["provide aid to {o}", "give aid to {o}"], past=["provided aid to {o}", "gave aid to {o}"],
                pp=["provided aid to {o}"], strand=["provide aid to", "give aid to"], spast=["provided aid to"],
                noun=["{s}'s aid to {o}"]),
    "sanction": dict(base=["impose sanctions on {o}"], past=["imposed sanctions on {o}"],
                     pp=["imposed sanctions on {o}"], strand=["impose sanctions on"],
                     spast=["imposed sanctions on"], noun=["{s}'s sanctions against {o}"]),
}


def pick(xs):
    return rng.choice(xs)


def D(e):
    return DISPLAY[e]


def poss(e):
    d = D(e)
    return d + ("'" if d.endswith("s") else "'s")


def cap(s):
    return s[0].upper() + s[1:]


def clause(v, a, b, form):
    return "%s %s" % (D(a), pick(V[v][form]).format(o=D(b)))


def noun(v, a, b):
    return pick(V[v]["noun"]).replace("{s}'s", poss(a)).replace("{o}'s", poss(b)).format(s=D(a), o=D(b))


def ref_text(group, ref):
    a, v, b, which = ref
    if group == "year":
        return pick(["In the year when {R}", "In the year {R}", "During the year in which {R}",
                     "In the same year that {R}", "in the year when {R}", "in the year in which {R}",
                     "during the same year that {R}"]).format(R=clause(v, a, b, "past"))
    if group == "month":
        return pick(["In the month when {R}", "During the month in which {R}", "In the same month that {R}",
                     "In the month {R}", "in the month when {R}", "in the same month that {R}",
                     "during the month in which {R}"]).format(R=clause(v, a, b, "past"))
    if group == "day":
        return pick(["On the day when {R}", "On the day that {R}", "On the same day that {R}",
                     "On the day {R}", "on the day when {R}", "on the same day that {R}",
                     "on the day {R}"]).format(R=clause(v, a, b, "past"))
    if group == "after":
        return pick(["After {R}", "after {R}"]).format(R=clause(v, a, b, "past"))
    if group == "once":
        return pick(["Once {R}", "once {R}"]).format(R="%s had %s" % (D(a), pick(V[v]["pp"]).format(o=D(b))))
    if group == "following":
        return pick(["Following {N}", "following {N}"]).format(N=noun(v, a, b))
    if group == "rightafter":
        return pick(["Right after {R}", "right after {R}", "right after {R}"]).format(R=clause(v, a, b, "past"))
    if group == "bytime":
        return pick(["By the time {R}", "by the time {R}"]).format(R=clause(v, a, b, "past"))
    if group == "before":
        return pick(["Before {R}", "before {R}"]).format(R=clause(v, a, b, "past"))
    if group == "priorto":
        return pick(["Prior to {N}", "prior to {N}"]).format(N=noun(v, a, b))
    raise ValueError(group)


def ref_fl_text(op, ref):
    a, v, b, which = ref
    word = which  # first / last
    if v == "visit" and rng.random() < 0.8:
        n = pick(["{P} {w} visit to {B}", "{P} {w} visit to {B}", "{P} {w} trip to {B}"]).format(
            P=poss(a), w=word, B=D(b))
    else:
        n = "the {w} time {R}".format(w=word, R=clause(v, a, b, "past"))
    lead = "After" if op == "after" else "Before"
    return pick(["%s %s" % (lead, n), "%s %s" % (lead.lower(), n)])


def main_text(group, spec):
    s, v, o = spec["main"]
    ask, sel = spec["ask"], spec["sel"]
    had = group == "bytime"
    ans = spec["answers"]
    if ask == "entity":
        allc = all(x in CSET for x in ans)
        if o is None:   # object asked: who did S <verb>
            S = D(s)
            st = pick(V[v]["strand"])
            if sel == "all":
                if allc and rng.random() < 0.5:
                    w = "which countries" if len(ans) > 1 else "which country"
                    return "%s did %s %s" % (w, S, st)
                return pick(["who did %s %s" % (S, st), "whom did %s %s" % (S, st)]) \
                    if not st.endswith(("with", "to", "about", "of", "on")) else "who did %s %s" % (S, st)
            if had:
                return pick(["who had %s last %s" % (S, pick(V[v]["spast"])),
                             "who was the last one %s had %s" % (S, pick(V[v]["spast"]))])
            if sel == "first":
                return pick(["who did %s %s first" % (S, st), "who did %s first %s" % (S, st),
                             "who was the first one %s %s" % (S, pick(V[v]["spast"]))])
            return pick(["who did %s %s last" % (S, st), "who did %s last %s" % (S, st),
                         "who was the last one %s %s" % (S, pick(V[v]["spast"]))])
        else:           # subject asked: who <verb> O
            O = D(o)
            if sel == "all":
                if allc and rng.random() < 0.5:
                    w = "which countries" if len(ans) > 1 else "which country"
                    return "%s %s" % (w, pick(V[v]["past"]).format(o=O))
                return "who %s" % pick(V[v]["past"]).format(o=O)
            if had:
                return pick(["who had last %s" % pick(V[v]["pp"]).format(o=O),
                             "who was the last to have %s" % pick(V[v]["pp"]).format(o=O)])
            b = pick(V[v]["base"]).format(o=O)
            p = pick(V[v]["past"]).format(o=O)
            if sel == "first":
                return pick(["who was the first to %s" % b, "who first %s" % p, "who %s first" % p])
            return pick(["who was the last to %s" % b, "who last %s" % p, "who %s last" % p])
    # time answers
    S, O = D(s), D(o)
    b = pick(V[v]["base"]).format(o=O)
    adv = sel
    if had:
        pp = pick(V[v]["pp"]).format(o=O)
        q = {"day": ["when had %s last %s", "on what date had %s last %s"],
             "month": ["in which month had %s last %s", "in what month had %s last %s"],
             "year": ["in which year had %s last %s", "in what year had %s last %s"]}[ask]
        return pick(q) % (S, pp)
    q = {"day": ["when did %s {a} %s", "on what date did %s {a} %s", "on which day did %s {a} %s"],
         "month": ["in which month did %s {a} %s", "in what month did %s {a} %s", "which month did %s {a} %s in"],
         "year": ["in which year did %s {a} %s", "in what year did %s {a} %s", "which year did %s {a} %s in"]}[ask]
    return pick(q).format(a=adv) % (S, b)


def render(group, spec):
    if group == "refFL":
        r = ref_fl_text(spec["op"], spec["ref"])
    else:
        r = ref_text(group, spec["ref"])
    m = main_text(group, spec)
    if group == "rightafter":
        # "right after" means first; no "first" in the main clause
        s, v, o = spec["main"]
        R = clause(spec["ref"][1], spec["ref"][0], spec["ref"][2], "past")
        if o is None:
            m = "who did %s %s" % (D(s), pick(V[v]["strand"]))
        else:
            m = "who %s" % pick(V[v]["past"]).format(o=D(o))
        if rng.random() < 0.55:
            return cap("%s right after %s?" % (m, R))
        return "Right after %s, %s?" % (R, m)
    if m.endswith(" in") and not r[0].isupper():
        r = cap(r)
    if r[0].isupper():
        return "%s, %s?" % (r, m)
    return cap("%s %s?" % (m, r))


# ------------------------------------------------------------------ selection
PLAN = {  # group: (entity, time)
    "year": (8, 14), "month": (8, 12), "day": (22, 0), "after": (8, 15), "once": (9, 13),
    "bytime": (9, 13), "before": (8, 15), "refFL": (10, 12), "rightafter": (22, 0),
    "following": (8, 13), "priorto": (8, 13),
}


def groups_of(c):
    op, which = c["op"], c["ref"][3]
    if which != "only":
        return ["refFL"]
    if op in ("year", "month", "day"):
        return [op]
    if op == "after":
        return ["after", "once", "following"] + (["rightafter"] if c["ask"] == "entity" else [])
    return ["bytime", "before", "priorto"]


BANNED = {"Israeli Defense Forces", "Boko Haram", "Al-Shabaab", "Kuomintang", "Moro Islamic Liberation Front"}


def ok(c):
    if not c["robust"]:
        return False
    a, v1, b, which = c["ref"]
    s, v2, o = c["main"]
    if c["ask"] == "entity" and len(c["answers"]) > 3:
        return False
    ents = {a, b}
    fixed = {x for x in (s, o) if x}
    if any(e in BANNED for e in ents | fixed):
        return False
    if v1 == "visit" and b not in PLACES:
        return False
    if v1 == "host" and a not in PLACES:
        return False
    if not (fixed & ents):
        return False          # mostly: main clause shares an entity with the reference
    if which != "only" and rng.random() < 0.0:
        return False
    return True


cands = [c for c in pool if ok(c)]
rng.shuffle(cands)


def fame(c):
    es = [c["ref"][0], c["ref"][2]] + [x for x in c["main"] if x and x not in gold.VERBS]
    m = min(COUNT[e] for e in es)
    return (m < 400) + (m < 1000) * 0.5 + rng.random() * 1.2


cands.sort(key=fame)
# prefer first/last refs on visits for half of refFL
used_refs = set()
ent_use = collections.Counter()
v2_use = collections.Counter()
v1_use = collections.Counter()
pair_use = collections.Counter()
gran_use = collections.Counter()
chosen = []
need = {g: list(n) for g, n in PLAN.items()}
for c in cands:
    key = tuple(c["ref"][:3])
    if key in used_refs:
        continue
    a, v1, b, which = c["ref"]
    s, v2, o = c["main"]
    ents = {a, b} | {x for x in (s, o) if x}
    if any(ent_use[e] >= 9 for e in ents):
        continue
    if v2_use[v2] >= 20 or v1_use[v1] >= 22 or pair_use[(v1, v2)] >= 3:
        continue
    if which != "only" and v1 != "visit" and v1_use[("fl", "other")] >= 9:
        continue
    kind = 0 if c["ask"] == "entity" else 1
    if kind and gran_use[c["ask"]] >= {"day": 50, "month": 40, "year": 36}[c["ask"]]:
        continue
    gs = [g for g in groups_of(c) if need[g][kind] > 0]
    if not gs:
        continue
    g = max(gs, key=lambda x: (need[x][kind], rng.random()))
    need[g][kind] -= 1
    used_refs.add(key)
    for e in ents:
        ent_use[e] += 1
    v2_use[v2] += 1
    v1_use[v1] += 1
    pair_use[(v1, v2)] += 1
    if which != "only" and v1 != "visit":
        v1_use[("fl", "other")] += 1
    if kind:
        gran_use[c["ask"]] += 1
    c = dict(c)
    c["group"] = g
    chosen.append(c)
print("left", {g: n for g, n in need.items() if any(n)}, file=sys.stderr)
print(len(chosen), file=sys.stderr)
rng.shuffle(chosen)
rows = []
for i, c in enumerate(chosen):
    q = render(c["group"], c)
    rows.append(dict(id="rc-%04d" % (i + 1), group=c["group"], question=q, ref=c["ref"], op=c["op"],
                     main=c["main"], ask=c["ask"], sel=c["sel"], answers=c["answers"], refday=c["refday"]))
json.dump(rows, open("tools/chosen.json", "w"), ensure_ascii=False, indent=1)
for r in rows:
    print(r["id"], r["group"], "|", r["question"], "|", r["answers"], r["refday"])
