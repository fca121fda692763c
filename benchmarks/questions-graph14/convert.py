"""Convert Jeff Sackmann's ATP and WTA match files (CC BY-NC-SA 4.0) into graph.tsv.gz: the singles
draws of the four Grand Slam tournaments, 1968-2024.

Usage: python3 convert.py /path/to/tennis_atp /path/to/tennis_wta
(clones, their .git, or bare mirrors of github.com/JeffSackmann/tennis_atp and .../tennis_wta).
Standard library plus the `git` command.

Reads `atp_matches_YYYY.csv` and `wta_matches_YYYY.csv` (1968-2024) at the pinned commits, keeps the
rows whose `tourney_level` is `G` (Grand Slam main draws) and writes ./graph.tsv.gz (header
`head relation tail start end`, tab separated, rows sorted, gzip without name and mtime: byte-identical
on reruns).
"""

import csv
import gzip
import io
import os
import subprocess
import sys

COMMITS = {
    "atp": "5b6263dc487b4fa4fa35326764bc9b0215042a42",
    "wta": "225f6afd12d906cbe9bfab507551cdc5f346a540",
}
YEARS = range(1968, 2025)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")

# the source's tournament names -> the names used here
TOURNEY = {
    "Australian Chps.": "Australian Championships",
    "Australian Championships": "Australian Championships",
    "Australian Open": "Australian Open",
    "Australian Open-2": "Australian Open",
    "Australian Open 2": "Australian Open",
    "Roland Garros": "Roland Garros",
    "Wimbledon": "Wimbledon",
    "US Open": "US Open",
    "Us Open": "US Open",
}
DRAW = {"atp": "Men's Singles", "wta": "Women's Singles"}

# two different women called Katerina Bohmova (born 1958 and 1986); the source's two ids for
# Rauty Krog are one man (same name and country, one id without a birth date) and stay one node
PLAYER_FIX = {("wta", "200376"): "Katerina Bohmova (born 1958)", ("wta", "223079"): "Katerina Bohmova (born 1986)"}

IOC = {
    "ALG": "Algeria", "ARG": "Argentina", "ARM": "Armenia", "AUS": "Australia", "AUT": "Austria",
    "AZE": "Azerbaijan", "BAH": "Bahamas", "BAR": "Barbados", "BEL": "Belgium", "BIH": "Bosnia and Herzegovina",
    "BLR": "Belarus", "BOL": "Bolivia", "BRA": "Brazil", "BUL": "Bulgaria", "CAN": "Canada", "CHI": "Chile",
    "CHN": "China", "COL": "Colombia", "CRC": "Costa Rica", "CRO": "Croatia", "CUB": "Cuba", "CYP": "Cyprus",
    "CZE": "Czech Republic", "DEN": "Denmark", "DOM": "Dominican Republic", "ECU": "Ecuador", "EGY": "Egypt",
    "ESP": "Spain", "EST": "Estonia", "FIN": "Finland", "FRA": "France", "FRG": "West Germany",
    "GBR": "Great Britain", "GEO": "Georgia", "GER": "Germany", "GRE": "Greece", "HAI": "Haiti",
    "HKG": "Hong Kong", "HUN": "Hungary", "INA": "Indonesia", "IND": "India", "IRI": "Iran", "IRL": "Ireland",
    "ISR": "Israel", "ITA": "Italy", "JAM": "Jamaica", "JPN": "Japan", "KAZ": "Kazakhstan", "KEN": "Kenya",
    "KOR": "South Korea", "LAT": "Latvia", "LIE": "Liechtenstein", "LTU": "Lithuania", "LUX": "Luxembourg",
    "MAD": "Madagascar", "MAR": "Morocco", "MDA": "Moldova", "MEX": "Mexico", "MNE": "Montenegro",
    "MON": "Monaco", "NED": "Netherlands", "NGR": "Nigeria", "NOR": "Norway", "NZL": "New Zealand",
    "PAK": "Pakistan", "PAR": "Paraguay", "PER": "Peru", "PHI": "Philippines", "POL": "Poland",
    "POR": "Portugal", "PUR": "Puerto Rico", "ROU": "Romania", "RSA": "South Africa", "RUS": "Russia",
    "SCG": "Serbia and Montenegro", "SEN": "Senegal", "SLO": "Slovenia", "SRB": "Serbia", "SUI": "Switzerland",
    "SVK": "Slovakia", "SWE": "Sweden", "TCH": "Czechoslovakia", "THA": "Thailand", "TPE": "Chinese Taipei",
    "TUN": "Tunisia", "TUR": "Turkey", "UKR": "Ukraine", "URS": "Soviet Union", "URU": "Uruguay",
    "USA": "United States", "UZB": "Uzbekistan", "VEN": "Venezuela", "YUG": "Yugoslavia", "ZIM": "Zimbabwe",
}
EVENT_TOURNEY = {}  # edition -> tournament, filled while reading
LOST_IN = {"SF": "lostInSemiFinal", "QF": "lostInQuarterFinal", "R16": "lostInRoundOf16"}


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def show(gd, spec):
    return subprocess.run(["git", "--git-dir", gd, "show", spec], check=True, capture_output=True).stdout


def day(yyyymmdd):
    return "%s-%s-%s" % (yyyymmdd[:4], yyyymmdd[4:6], yyyymmdd[6:8])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    gds = {"atp": git_dir(sys.argv[1]), "wta": git_dir(sys.argv[2])}
    rows = set()

    def add(h, r, t, s, e):
        h, t = " ".join(h.split()), " ".join(t.split())
        assert h and t and s <= e and "\t" not in h + t, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    seen = {}  # player -> {country: [first day, last day]}
    events = {}  # (tour, tourney_id) -> (event name, start day, surface)
    for tour in ("atp", "wta"):
        for year in YEARS:
            raw = show(gds[tour], "%s:%s_matches_%d.csv" % (COMMITS[tour], tour, year)).decode("utf-8")
            slams = [r for r in csv.DictReader(io.StringIO(raw)) if r["tourney_level"] == "G"]
            # the year's editions of each tournament (two Australian Opens in 1977)
            per_name = {}
            for r in slams:
                per_name.setdefault(TOURNEY[r["tourney_name"]], set()).add((r["tourney_date"], r["tourney_id"]))
            for r in slams:
                name = TOURNEY[r["tourney_name"]]
                key = (tour, r["tourney_id"])
                if key not in events:
                    eds = sorted(per_name[name])
                    label = "%d %s" % (year, name)
                    if len(eds) > 1:
                        month = {"01": "January", "12": "December"}[r["tourney_date"][4:6]]
                        label += " (%s)" % month
                    EVENT_TOURNEY["%s %s" % (label, DRAW[tour])] = name
                    events[key] = ("%s %s" % (label, DRAW[tour]), day(r["tourney_date"]), r["surface"])
                ev, d, _ = events[key]
                w = PLAYER_FIX.get((tour, r["winner_id"]), r["winner_name"])
                lo = PLAYER_FIX.get((tour, r["loser_id"]), r["loser_name"])
                add(w, "beat", lo, d, d)
                rnd = r["round"]
                if rnd == "F":
                    add(w, "wonTitle", ev, d, d)
                    add(lo, "runnerUpIn", ev, d, d)
                elif rnd in LOST_IN:
                    add(lo, LOST_IN[rnd], ev, d, d)
                for who, seed, ioc in ((w, r["winner_seed"], r["winner_ioc"]), (lo, r["loser_seed"], r["loser_ioc"])):
                    if seed.strip() == "1":
                        add(who, "topSeedAt", ev, d, d)
                    if ioc in IOC:
                        span = seen.setdefault(who, {}).setdefault(IOC[ioc], [d, d])
                        span[0], span[1] = min(span[0], d), max(span[1], d)
    for ev, d, surface in events.values():
        add(ev, "playedOn", surface, d, d)
        add(ev, "editionOf", EVENT_TOURNEY[ev], d, d)
    for who, by_country in seen.items():
        for country, (s, e) in by_country.items():
            add(who, "representedCountry", country, s, e)

    buf = io.StringIO()
    buf.write("head\trelation\ttail\tstart\tend\n")
    for row in sorted(rows):
        buf.write("\t".join(row) + "\n")
    with open(OUT, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0) as gz:
            gz.write(buf.getvalue().encode("utf-8"))
    counts = {}
    for row in rows:
        counts[row[1]] = counts.get(row[1], 0) + 1
    print(len(rows), "facts", counts)


if __name__ == "__main__":
    main()
