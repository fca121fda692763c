"""Convert the ParlGov development data (ParlGov authors, MIT licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/parlgov-snippets   (a clone, its .git, or a bare mirror of
github.com/hdigital/parlgov-snippets).  Standard library plus the `git` command.

Reads the ParlGov CSV tables of the development version of 4 November 2023 as published in that
repository (`0-static-page/public/data/parlgov-development_csv-utf-8/`) at the pinned commit, and
writes ./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip
without name and mtime: byte-identical on reruns).
"""

import collections
import csv
import datetime
import gzip
import io
import os
import subprocess
import sys

COMMIT = "f140fa7f2ea28db87443634e1af1a3fe52203d15"
DATA = "0-static-page/public/data/parlgov-development_csv-utf-8/"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")

# pseudo-parties of ParlGov that are no party
NOT_PARTIES = {"no party affiliation", "no seat", "one seat", "one-seat", "others", "vacancy", "Prime minister"}
# parties of one country that share an English name: their own names
PARTY_FIX = {"2719": "Conservatives [no coupon]", "1297": "Parti républicain de la liberté",
             "1269": "Yahad", "2411": "Yachad"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
# election type ids (ParlGov table info_id)
PARLIAMENT, EUROPEAN = "13", "1"


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def table(gd, name):
    raw = subprocess.run(["git", "--git-dir", gd, "show", "%s:%s%s.csv" % (COMMIT, DATA, name)],
                         check=True, capture_output=True).stdout
    return list(csv.DictReader(io.StringIO(raw.decode("utf-8"))))


def clean(s):
    return " ".join((s or "").split())


def person(s):
    """'Groeben, Hans von der' -> 'Hans von der Groeben'"""
    s = clean(s)
    if "," in s:
        last, first = [clean(x) for x in s.split(",", 1)]
        s = "%s %s" % (first, last)
    return s


def next_day(d):
    return (datetime.date.fromisoformat(d) + datetime.timedelta(days=1)).isoformat()


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    countries = {r["id"]: clean(r["name"]) for r in table(gd, "country")}
    parties = {r["id"]: r for r in table(gd, "party")}
    cabinets = table(gd, "cabinet")
    view_cab = table(gd, "view_cabinet")
    elections = table(gd, "election")
    results = table(gd, "election_result")
    presidents = table(gd, "politician_president")
    commissioners = table(gd, "external_commissioner_doering")

    # ---- party names: the English name; where several parties share it, the country is added,
    # and where two parties of one country share it too, their short names
    real = {i: p for i, p in parties.items() if clean(p["name_english"]) not in NOT_PARTIES}
    by_name = collections.defaultdict(list)
    for i, p in real.items():
        by_name[PARTY_FIX.get(i, clean(p["name_english"])).casefold()].append(i)
    party_name = {}
    for ids in by_name.values():
        for i in ids:
            p = real[i]
            n = PARTY_FIX.get(i, clean(p["name_english"]))
            if len(ids) > 1:
                same_country = [j for j in ids if real[j]["country_id"] == p["country_id"]]
                if len(same_country) > 1:
                    n = "%s (%s, %s)" % (n, countries[p["country_id"]], clean(p["name_short"]))
                else:
                    n = "%s (%s)" % (n, countries[p["country_id"]])
            party_name[i] = n
    assert len(set(party_name.values())) == len(party_name)

    rows = set()

    def add(h, r, t, s, e):
        h, t = clean(h), clean(t)
        assert h and t and s and (not e or s <= e) and "\t" not in h + t, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    # ---- cabinets: a cabinet runs from its start to the next cabinet's start in its country
    # (the last one of each country is open)
    # a name used by several cabinets gets the country, and the start year where one country has two
    names = collections.Counter(clean(c["name"]) for c in cabinets)
    names_in = collections.Counter((clean(c["name"]), c["country_id"]) for c in cabinets)
    cab_name = {}
    for c in cabinets:
        n, land = clean(c["name"]), countries[c["country_id"]]
        if names_in[(n, c["country_id"])] > 1:
            n = "%s (%s %s)" % (n, land, c["start_date"][:4])
        elif names[n] > 1:
            n = "%s (%s)" % (n, land)
        cab_name[c["id"]] = n
    assert len(set(cab_name.values())) == len(cab_name)
    by_country = collections.defaultdict(list)
    for c in cabinets:
        by_country[c["country_id"]].append(c)
    span = {}
    order = {}
    for cid, cs in by_country.items():
        cs.sort(key=lambda c: c["start_date"])
        assert len({c["start_date"] for c in cs}) == len(cs), countries[cid]
        order[cid] = [c["id"] for c in cs]
        for k, c in enumerate(cs):
            end = cs[k + 1]["start_date"] if k + 1 < len(cs) else ""
            span[c["id"]] = (c["start_date"], end)
            add(cab_name[c["id"]], "cabinetOf", countries[cid], c["start_date"], end)
    in_cab = collections.defaultdict(set)     # cabinet id -> party ids
    pm_party = {}
    for r in view_cab:
        if r["party_id"] not in real:
            continue
        if r["cabinet_party"] == "1":
            in_cab[r["cabinet_id"]].add(r["party_id"])
        if r["prime_minister"] == "1":
            pm_party[r["cabinet_id"]] = r["party_id"]
    for cab, ps in in_cab.items():
        s, e = span[cab]
        for p in ps:
            add(party_name[p], "partOfCabinet", cab_name[cab], s, e)
    for cab, p in pm_party.items():
        s, e = span[cab]
        add(party_name[p], "ledCabinet", cab_name[cab], s, e)

    # a party's unbroken stretches in government / holding the premiership, over consecutive cabinets
    def stretches(member, relation):
        for cid, ids in order.items():
            runs = {}
            for cab in ids:
                now = member(cab)
                for p in list(runs):
                    if p not in now:
                        add(party_name[p], relation, countries[cid], runs.pop(p), span[cab][0])
                for p in now:
                    runs.setdefault(p, span[cab][0])
            for p, s in runs.items():
                add(party_name[p], relation, countries[cid], s, "")

    stretches(lambda cab: in_cab.get(cab, set()), "inGovernment")
    stretches(lambda cab: {pm_party[cab]} if cab in pm_party else set(), "heldPremiership")

    # ---- elections: parliamentary and European Parliament elections
    kinds = {PARLIAMENT: "parliamentary election", EUROPEAN: "European Parliament election"}
    elections = [e for e in elections if e["type_id"] in kinds]
    per_year = collections.Counter((e["country_id"], e["type_id"], e["date"][:4]) for e in elections)
    el_name = {}
    for e in elections:
        base = "%s %s" % (countries[e["country_id"]], kinds[e["type_id"]])
        y = e["date"][:4]
        if per_year[(e["country_id"], e["type_id"], y)] > 1:
            el_name[e["id"]] = "%s %s %s" % (base, MONTHS[int(e["date"][5:7]) - 1], y)
        else:
            el_name[e["id"]] = "%s %s" % (base, y)
    assert len(set(el_name.values())) == len(el_name)
    el_date = {e["id"]: e["date"] for e in elections}
    for e in elections:
        add(countries[e["country_id"]], "heldElection", el_name[e["id"]], e["date"], e["date"])
    seats = collections.defaultdict(dict)
    for r in results:
        if r["election_id"] not in el_name or r["party_id"] not in real or not r["seats"]:
            continue
        n = int(r["seats"])
        if n > 0:
            seats[r["election_id"]][r["party_id"]] = seats[r["election_id"]].get(r["party_id"], 0) + n
    for eid, ps in seats.items():
        d = el_date[eid]
        top = max(ps.values())
        for p, n in ps.items():
            add(party_name[p], "wonSeatsIn", el_name[eid], d, d)
            if n == top:
                add(party_name[p], "wonMostSeatsIn", el_name[eid], d, d)

    # ---- party-affiliated heads of state (terms of one person that meet are joined)
    terms = collections.defaultdict(list)
    for r in presidents:
        name = person(r["person_id_source"])
        if name:
            terms[(name, r["country_id"])].append((r["start_date"], r["end_date"]))
    for (name, cid), ts in terms.items():
        ts.sort()
        merged = []
        for s, e in ts:
            if merged and merged[-1][1] and s <= next_day(merged[-1][1]):
                if not e or e > merged[-1][1]:
                    merged[-1][1] = e
            else:
                merged.append([s, e])
        for s, e in merged:
            add(name, "presidentOf", countries[cid], s, e)

    # ---- members of the European Commission
    for r in commissioners:
        name = person(r["person_id_source"])
        com = "%s Commission" % clean(r["commission_name"])
        s, e = r["start_date"], r["end_date"]
        add(name, "euCommissionerFrom", countries[r["country_id"]], s, e)
        add(name, "servedInCommission", com, s, e)

    # no name may stand for two kinds of thing
    kinds_of = collections.defaultdict(set)
    for h, r, t, _s, _e in rows:
        kinds_of[h.casefold()].add({"cabinetOf": "cabinet", "partOfCabinet": "party", "ledCabinet": "party",
                                    "inGovernment": "party", "heldPremiership": "party",
                                    "heldElection": "country", "wonSeatsIn": "party",
                                    "wonMostSeatsIn": "party"}.get(r, "person"))
        kinds_of[t.casefold()].add({"cabinetOf": "country", "partOfCabinet": "cabinet", "ledCabinet": "cabinet",
                                    "inGovernment": "country", "heldPremiership": "country",
                                    "heldElection": "election", "wonSeatsIn": "election",
                                    "wonMostSeatsIn": "election", "presidentOf": "country",
                                    "euCommissionerFrom": "country"}.get(r, "commission"))
    clash = {k: v for k, v in kinds_of.items() if len(v) > 1}
    assert not clash, clash

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        text = "head\trelation\ttail\tstart\tend\n" + "".join("\t".join(r) + "\n" for r in sorted(rows))
        gz.write(text.encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(out.getvalue())
    print("%d rows -> %s" % (len(rows), OUT))
    cnt = collections.Counter(r[1] for r in rows)
    for k in sorted(cnt):
        print("  %-22s %6d" % (k, cnt[k]))


if __name__ == "__main__":
    main()
