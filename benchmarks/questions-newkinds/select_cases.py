"""Helper that proposed the cases of gold.py (run once; its output was pasted into gold.py
and the wording then edited by hand).  Not needed to regenerate the JSON files.

    python3 select_cases.py ../../../shared/data/multitq/full.txt.gz > draft_cases.txt
"""
import random
import sys
from collections import defaultdict

import gold

# relation -> wordings (base, past, gerund), "{t}" the other side; tail-final phrases
# first (type-said questions front the tail: "Which country did X visit first?")
W = {
    "Make a visit": [("visit {t}", "visited {t}", "visiting {t}"),
                     ("pay a visit to {t}", "paid a visit to {t}", "paying a visit to {t}"),
                     ("make a visit to {t}", "made a visit to {t}", "making a visit to {t}")],
    "Host a visit": [("host {t}", "hosted {t}", "hosting {t}"),
                     ("receive a visit from {t}", "received a visit from {t}", "receiving a visit from {t}"),
                     ("host a visit by {t}", "hosted a visit by {t}", "hosting a visit by {t}")],
    "Criticize or denounce": [("criticise {t}", "criticised {t}", "criticising {t}"),
                              ("criticize {t}", "criticized {t}", "criticizing {t}"),
                              ("denounce {t}", "denounced {t}", "denouncing {t}")],
    "Accuse": [("accuse {t}", "accused {t}", "accusing {t}"),
               ("level accusations at {t}", "levelled accusations at {t}", "levelling accusations at {t}")],
    "Make statement": [("make a statement about {t}", "made a statement about {t}", "making a statement about {t}"),
                       ("issue a statement concerning {t}", "issued a statement concerning {t}",
                        "issuing a statement concerning {t}")],
    "Sign formal agreement": [("sign an agreement with {t}", "signed an agreement with {t}", "signing an agreement with {t}"),
                              ("sign a formal agreement with {t}", "signed a formal agreement with {t}",
                               "signing a formal agreement with {t}")],
    "Engage in negotiation": [("negotiate with {t}", "negotiated with {t}", "negotiating with {t}"),
                              ("hold negotiations with {t}", "held negotiations with {t}", "holding negotiations with {t}")],
    "Express intent to meet or negotiate": [
        ("express the intention to meet with {t}", "expressed the intention to meet with {t}",
         "expressing the intention to meet with {t}"),
        ("express an intention to meet or negotiate with {t}", "expressed an intention to meet or negotiate with {t}",
         "expressing an intention to meet or negotiate with {t}")],
    "Make an appeal or request": [("appeal to {t}", "appealed to {t}", "appealing to {t}"),
                                  ("make an appeal to {t}", "made an appeal to {t}", "making an appeal to {t}"),
                                  ("make a request to {t}", "made a request to {t}", "making a request to {t}")],
    "Threaten": [("threaten {t}", "threatened {t}", "threatening {t}"),
                 ("issue a threat against {t}", "issued a threat against {t}", "issuing a threat against {t}")],
    "Praise or endorse": [("praise {t}", "praised {t}", "praising {t}"),
                          ("praise or endorse {t}", "praised or endorsed {t}", "praising or endorsing {t}")],
    "Consult": [("consult {t}", "consulted {t}", "consulting {t}"),
                ("hold consultations with {t}", "held consultations with {t}", "holding consultations with {t}")],
    "Discuss by telephone": [("speak by telephone with {t}", "spoke by telephone with {t}", "speaking by telephone with {t}"),
                             ("hold a phone call with {t}", "held a phone call with {t}", "holding a phone call with {t}")],
    "Express intent to cooperate": [
        ("express the intention to cooperate with {t}", "expressed the intention to cooperate with {t}",
         "expressing the intention to cooperate with {t}"),
        ("express a willingness to cooperate with {t}", "expressed a willingness to cooperate with {t}",
         "expressing a willingness to cooperate with {t}")],
    "Engage in diplomatic cooperation": [
        ("engage in diplomatic cooperation with {t}", "engaged in diplomatic cooperation with {t}",
         "engaging in diplomatic cooperation with {t}"),
        ("cooperate diplomatically with {t}", "cooperated diplomatically with {t}", "cooperating diplomatically with {t}")],
    "Make optimistic comment": [("make an optimistic comment about {t}", "made an optimistic comment about {t}",
                                 "making an optimistic comment about {t}")],
    "Make pessimistic comment": [("make a pessimistic comment about {t}", "made a pessimistic comment about {t}",
                                  "making a pessimistic comment about {t}")],
    "Demand": [("make a demand of {t}", "made a demand of {t}", "making a demand of {t}"),
               ("issue a demand to {t}", "issued a demand to {t}", "issuing a demand to {t}")],
    "Impose embargo, boycott, or sanctions": [("impose sanctions on {t}", "imposed sanctions on {t}", "imposing sanctions on {t}")],
    "Use conventional military force": [("use military force against {t}", "used military force against {t}",
                                         "using military force against {t}")],
    "Provide humanitarian aid": [("provide humanitarian aid to {t}", "provided humanitarian aid to {t}",
                                  "providing humanitarian aid to {t}")],
    "Provide economic aid": [("provide economic aid to {t}", "provided economic aid to {t}", "providing economic aid to {t}")],
    "Cooperate economically": [("cooperate economically with {t}", "cooperated economically with {t}",
                                "cooperating economically with {t}")],
}
TYPE_RELS = ["Make a visit", "Host a visit", "Criticize or denounce", "Accuse", "Make statement",
             "Sign formal agreement", "Engage in negotiation", "Express intent to meet or negotiate",
             "Make an appeal or request", "Threaten", "Praise or endorse", "Consult",
             "Express intent to cooperate"]

rng = random.Random(20240611)


def pin(p, style=0):
    r = gold.date_renderings(p)
    if len(p) == 10:
        return "on " + r[style % len(r)]
    return "in " + r[0]


def cap(s):
    return s[0].upper() + s[1:]


T_YN = [
    "Did {H} {base} {pin}?",
    "Is it true that {H} {past} {pin}?",
    "Was there any time {pin} when {H} {past}?",
    "{PIN}, did {H} {base}?",
    "Is there any record of {H} {ger} {pin}?",
    "Did {H} ever {base} {pin}?",
    "According to the event data, did {H} {base} {pin}?",
    "Has {H} ever {past} {pin}?",
    "Did {H} at any point {base} {pin}?",
    "Do the records show {H} {ger} {pin}?",
]
T_YN_DAY_OK = {0, 1, 3, 4, 6, 9}
T_HM = [
    "How many times did {H} {base} {pin}?",
    "On how many days {pin} did {H} {base}?",
    "How often did {H} {base} {pin}?",
    "{PIN}, how many times did {H} {base}?",
    "How many different days {pin} saw {H} {ger}?",
    "On how many separate days did {H} {base} {pin}?",
    "What is the number of days {pin} on which {H} {past}?",
    "How many days {pin} did {H} {base}?",
]
T_WH_ALL = [
    "What did {H} do to {T} {pin}?",
    "How did {H} act towards {T} {pin}?",
    "{PIN}, what did {H} do with respect to {T}?",
    "What did {H} do in relation to {T} {pin}?",
    "What kind of action did {H} direct at {T} {pin}?",
    "What did {H} do towards {T} {pin}?",
]
T_WH_TOP = [
    "What did {H} do most often towards {T} {pin}?",
    "What was {H}'s most frequent action towards {T} {pin}?",
    "{PIN}, what did {H} mostly do to {T}?",
    "Which action did {H} take most often towards {T} {pin}?",
]
TYPW = {"country": ("country", "countries", "a country"),
        "organisation": ("international organisation", "international organisations",
                         "an international organisation")}
T_TY = {
    ("first_other", "head"): ["Which {typ} did {X} {base_} first {pin}?",
                              "What was the first {typ} that {X} {past_} {pin}?",
                              "{PIN}, which {typ} did {X} first {base_}?",
                              "Which was the first {typ} {X} {past_} {pin}?"],
    ("first_other", "tail"): ["Which {typ} was the first to {base} {pin}?",
                              "{PIN}, which {typ} first {past}?"],
    ("last_other", "head"): ["Which {typ} did {X} {base_} last {pin}?",
                             "What was the last {typ} that {X} {past_} {pin}?"],
    ("last_other", "tail"): ["Which {typ} was the last to {base} {pin}?",
                             "{PIN}, which {typ} was the last one to {base}?"],
    ("all_other", "head"): ["Which {typs} did {X} {base_} {pin}?",
                            "Name the {typs} that {X} {past_} {pin}.",
                            "{PIN}, which {typs} did {X} {base_}?"],
    ("all_other", "tail"): ["Which {typs} {past} {pin}?",
                            "{PIN}, which {typs} {past}?"],
    ("first_day", "head"): ["When did {X} first {base_} {atyp}?",
                            "On what date did {X} {base_} {atyp} for the first time?",
                            "What is the earliest date on which {X} {past_} {atyp}?"],
    ("first_day", "tail"): ["When did {atyp} first {base}?",
                            "On what date did {atyp} {base} for the first time?"],
    ("first_day_p", "head"): ["On which day {pin} did {X} first {base_} {atyp}?",
                              "When {pin} did {X} first {base_} {atyp}?"],
    ("first_day_p", "tail"): ["On which day {pin} did {atyp} first {base}?",
                              "When {pin} did {atyp} first {base}?"],
    ("first_year", "head"): ["In which year did {X} first {base_} {atyp}?",
                             "In what year did {X} {base_} {atyp} for the first time?"],
    ("first_year", "tail"): ["In which year did {atyp} first {base}?",
                             "In what year did {atyp} {base} for the first time?"],
    ("last_day", "head"): ["When {pin} did {X} last {base_} {atyp}?",
                           "On what date {pin} did {X} {base_} {atyp} for the last time?"],
    ("last_day", "tail"): ["When {pin} did {atyp} last {base}?",
                           "On which day {pin} did {atyp} {base} for the last time?"],
}


def main(path):
    kg = gold.KG(path)
    D = gold.DISPLAY
    QE = {e for e in D if kg.degree.get(e, 0) >= (150 if e in gold.ORGANISATIONS else 400)}

    def disp(e):
        return D[e]

    def forms(r, t, k):
        ws = W[r]
        b, p, g = ws[k % len(ws)]
        return b.replace("{t}", t), p.replace("{t}", t), g.replace("{t}", t)

    pair_n = defaultdict(int)
    for (h, r, t, d) in kg.facts:
        if h in QE and t in QE:
            pair_n[frozenset((h, t))] += 1

    triples = defaultdict(set)
    for (h, r, t, d) in kg.facts:
        if (h in QE and t in QE and h != t and r in W and pair_n[frozenset((h, t))] >= 10
                and not gold.home_pair(h, t)):
            triples[(h, r, t)].add(d)

    def fam_days(h, r, t, period):
        o = set()
        for rr in gold.family(r) - {r}:
            o |= gold.days(kg, h, rr, t, period)
        return o

    def conv_days(h, r, t, period):
        o = set()
        for rr in gold.family(r):
            if rr in gold.CONVERSE:
                o |= gold.days(kg, t, gold.CONVERSE[rr], h, period)
        return o

    ent_use = defaultdict(int)
    pair_use = set()
    rel_use = defaultdict(int)

    def ok_div(h, t, r, cap_e=4, cap_r=5):
        return ((h, t) not in pair_use and (t, h) not in pair_use and ent_use[h] < cap_e
                and ent_use[t] < cap_e and rel_use[r] < cap_r)

    def take(h, t, r):
        pair_use.add((h, t))
        ent_use[h] += 1
        ent_use[t] += 1
        rel_use[r] += 1

    keys = sorted(triples)
    rng.shuffle(keys)
    cases = []   # (kind, meaning, question)

    # ---------------------------------------------------------- yes/no
    grans = [4, 7, 10]
    yes, no = [], []
    for (h, r, t) in keys:
        if len(yes) >= 30:
            break
        if not ok_div(h, t, r):
            continue
        ds = sorted(triples[(h, r, t)])
        d = ds[rng.randrange(len(ds))]
        p = d[:grans[len(yes) % 3]]
        take(h, t, r)
        yes.append((h, r, t, p))
    rel_use.clear()
    for (h, r, t) in keys:
        if len(no) >= 30:
            break
        if not ok_div(h, t, r):
            continue
        g = grans[len(no) % 3]
        other = sorted({d for (rr, d) in kg.by_pair[(h, t)] if rr not in gold.family(r)})
        rng.shuffle(other)
        found = None
        for d in other[:80]:
            p = d[:g]
            if gold.days(kg, h, r, t, p) or fam_days(h, r, t, p) or conv_days(h, r, t, p):
                continue
            found = p
            break
        if not found:
            continue
        take(h, t, r)
        no.append((h, r, t, found))
    yn = []
    for i in range(30):
        yn += [("yes", yes[i]), ("no", no[i])] if i % 2 == 0 else [("no", no[i]), ("yes", yes[i])]
    for k, (ans, (h, r, t, p)) in enumerate(yn):
        b, pa, g = forms(r, disp(t), k)
        ti = k % len(T_YN)
        if len(p) == 10:
            while ti not in T_YN_DAY_OK:
                ti = (ti + 1) % len(T_YN)
        q = T_YN[ti].format(H=disp(h), base=b, past=pa, ger=g, pin=pin(p, k), PIN=cap(pin(p, k)))
        cases.append(("yn", dict(h=h, r=r, t=t, period=p), cap(q)))

    # ---------------------------------------------------------- how many
    rel_use.clear()
    quota = {1: 8, 2: 12, 3: 10, 4: 14, 7: 10, 13: 6}
    def bucket(n):
        return 1 if n == 1 else 2 if n == 2 else 3 if n == 3 else 4 if n <= 6 else 7 if n <= 12 else 13
    hm = []
    for g, soft in ((4, False), (7, False), (4, True), (7, True)):
        got = {b: 0 for b in quota}
        for (h, r, t) in keys:
            if len([c for c in hm if len(c[3]) == g]) >= 30:
                break
            if soft and len(hm) >= 60:
                break
            if not ok_div(h, t, r, cap_e=5):
                continue
            periods = sorted({d[:g] for d in triples[(h, r, t)]})
            opts = []
            for p in periods:
                n = len(gold.days(kg, h, r, t, p))
                if not 1 <= n <= 30 or fam_days(h, r, t, p):
                    continue
                if not conv_days(h, r, t, p) <= gold.days(kg, h, r, t, p):
                    continue
                b = bucket(n)
                if got[b] >= quota[b] // 2 and not soft:
                    continue
                opts.append((-n, p))
            if not opts:
                continue
            opts.sort()
            n, p = -opts[0][0], opts[0][1]
            got[bucket(n)] += 1
            take(h, t, r)
            hm.append((h, r, t, p, n))
    hm.sort(key=lambda c: rng.random())
    for k, (h, r, t, p, n) in enumerate(hm):
        b, pa, g = forms(r, disp(t), k + 1)
        q = T_HM[k % len(T_HM)].format(H=disp(h), base=b, past=pa, ger=g, pin=pin(p, k), PIN=cap(pin(p, k)))
        cases.append(("count", dict(h=h, r=r, t=t, period=p), cap(q)))

    # ---------------------------------------------------------- what happened
    wh = []
    pairs = sorted({(h, t) for (h, r, t) in triples})
    rng.shuffle(pairs)
    for g in (10, 7):
        n_multi = 0
        for (h, t) in pairs:
            if len([c for c in wh if len(c[2]) == g]) >= 30:
                break
            if (h, t) in pair_use or (t, h) in pair_use or ent_use[h] >= 6 or ent_use[t] >= 6:
                continue
            ds = sorted({d[:g] for (r, d) in kg.by_pair[(h, t)]})
            best = None
            for p in ds:
                rels = {r for (r, d) in kg.by_pair[(h, t)] if d.startswith(p)}
                if 2 <= len(rels) <= 6:
                    ans = gold.what_happened(kg, h, t, p)
                    if best is None or rng.random() < 0.3:
                        best = (p, ans, rels)
            if best is None:
                if n_multi < 22:
                    continue
                p = ds[rng.randrange(len(ds))]
                rels = {r for (r, d) in kg.by_pair[(h, t)] if d.startswith(p)}
                if len(rels) != 1:
                    continue
                best = (p, gold.what_happened(kg, h, t, p), rels)
            else:
                n_multi += 1
            pair_use.add((h, t))
            ent_use[h] += 1
            ent_use[t] += 1
            wh.append((h, t, best[0], best[1], sorted(best[2])))
    wh.sort(key=lambda c: rng.random())
    ka = kt = 0
    for (h, t, p, ans, rels) in wh:
        if len(ans) == len(rels):
            q = T_WH_ALL[ka % len(T_WH_ALL)]
            ka += 1
        else:
            q = T_WH_TOP[kt % len(T_WH_TOP)]
            kt += 1
        q = q.format(H=disp(h), T=disp(t), pin=pin(p, ka + kt), PIN=cap(pin(p, ka + kt)))
        cases.append(("what", dict(h=h, t=t, period=p), cap(q)))

    # ---------------------------------------------------------- type said
    ty = []
    plan = (["first_other"] * 16 + ["last_other"] * 8 + ["all_other"] * 14 + ["first_day"] * 10
            + ["first_year"] * 6 + ["last_day"] * 6)
    xs = sorted(e for e in QE if kg.degree[e] >= 600 or e in gold.ORGANISATIONS)
    tried = set()
    changed = 0
    for i, sub in enumerate(plan):
        for attempt in range(20000):
            x = rng.choice(xs)
            r = rng.choice(TYPE_RELS)
            typ = "country" if rng.random() < 0.6 else "organisation"
            if typ == "organisation" and r in ("Make a visit", "Host a visit"):
                continue
            side = "head" if rng.random() < 0.7 else "tail"
            idx = kg.by_head_rel if side == "head" else kg.by_tail_rel
            ds = [d for (o, d) in idx.get((x, r), ())]
            if len(ds) < 5:
                continue
            if sub == "first_year" or (sub == "first_day" and rng.random() < 0.6):
                period = None
            else:
                d = rng.choice(ds)
                period = d[:4] if rng.random() < 0.6 else d[:7]
            m = {"sub": sub, "x": x, "r": r, "typ": typ, "side": side, "period": period}
            key = (sub, x, r, typ, side, period)
            if key in tried:
                continue
            tried.add(key)
            a = gold.typed(kg, m)
            if not a:
                continue
            if sub in ("first_other", "last_other") and len(a) > 2:
                continue
            if sub == "all_other" and not 1 <= len(a) <= 5:
                continue
            if x in a:
                continue
            if not gold.home_ok(kg, m):
                continue
            if gold.typed(kg, m, widen=True) != a:
                continue
            if not gold.type_borderline_ok(kg, m):
                continue
            u = gold.typed(kg, m, typ_override=None)
            ch = u != a
            if sub == "all_other" and ch and rng.random() < 0.7:
                continue
            need = 26 - changed
            left = len(plan) - i
            if not ch and need >= left:
                continue
            if ch and changed >= 30:
                continue
            if ent_use[x] >= 7:
                continue
            ent_use[x] += 1
            changed += ch
            ty.append((m, a, u))
            break
        else:
            print("# could not fill", sub, file=sys.stderr)
    ty.sort(key=lambda c: rng.random())
    kk = defaultdict(int)
    for (m, a, u) in ty:
        sub = m["sub"]
        key = ("first_day_p" if sub == "first_day" and m["period"] else sub, m["side"])
        tl = T_TY[key]
        q = tl[kk[key] % len(tl)]
        kk[key] += 1
        b, pa, g = forms(m["r"], "{t}", kk[key])
        assert b.endswith(" {t}") and pa.endswith(" {t}")
        tw = TYPW[m["typ"]]
        p = m["period"]
        q = q.format(X=disp(m["x"]), base=b.replace("{t}", disp(m["x"])),
                     past=pa.replace("{t}", disp(m["x"])), base_=b[:-4], past_=pa[:-4],
                     typ=tw[0], typs=tw[1], atyp=tw[2],
                     pin=pin(p, kk[key]) if p else "", PIN=cap(pin(p, kk[key])) if p else "")
        cases.append(("type", m, cap(q.replace("  ", " ").replace(" ?", "?"))))
    print("# type changed:", changed, file=sys.stderr)

    # ---------------------------------------------------------- emit
    by = defaultdict(list)
    for c in cases:
        by[c[0]].append(c)
    order = []
    for i in range(0, 60, 2):
        for kind in ("yn", "count", "what", "type"):
            order += by[kind][i:i + 2]
    print("CASES = [")
    for kind, m, q in order:
        print("    (%r, %r," % (kind, q))
        print("     %r)," % (m,))
    print("]")


if __name__ == "__main__":
    main(sys.argv[1])
