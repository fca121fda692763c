"""Convert the Unofficial Eurovision Song Contest Dataset (MIT licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/EurovisionDataset   (a clone, its .git, or a bare mirror of
github.com/josago97/EurovisionDataset).  Standard library plus the `git` command.

Reads `dataset/countries.json` at the pinned main commit and the contest file `data/eurovision.json.gz`
of the pinned gh-pages commit (the web page's copy; its content is byte-identical to
`dataset/eurovision.json` of the main commit, git blob 0598b780..., which is checked), and writes
./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip without name
and mtime: byte-identical on reruns).
"""

import collections
import gzip
import hashlib
import io
import json
import os
import subprocess
import sys

MAIN_COMMIT = "2c26a729c780986a4b5da22ae1dae39b4a14a7b5"
PAGES_COMMIT = "a262c8ce2e6c50255155413895cf5841793058fe"
CONTEST_BLOB = "0598b78014d4516acb14335d8d72f557961cad89"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def show(gd, spec):
    return subprocess.run(["git", "--git-dir", gd, "show", spec], check=True, capture_output=True).stdout


def blob_id(raw):
    return hashlib.sha1(b"blob %d\0" % len(raw) + raw).hexdigest()


# the city Luxembourg is not the country; three spellings of the dataset put right
CITY_NAMES = {"Luxembourg": "Luxembourg City", "Athen": "Athens", "Tallin": "Tallinn", "Kiev": "Kyiv"}
PERSON_FIX = {"Catherine (Katie) Boyle": "Katie Boyle"}


def clean(s):
    s = " ".join((s or "").split())
    return PERSON_FIX.get(s, s)


# The dataset's scraper cut "artist - song" at the first hyphen, so hyphenated names are split
# (artist "Olivia Newton", song "John").  Where the artist was cut, the entry is mended here by hand
# (the song from the entry's own lyrics title); where only the song was cut ("Boom Bang"), the
# entry's lyrics title, which starts with the cut title and a hyphen, is used (see `mend`).
ARTIST_FIX = {
    (1961, "LU"): ("Jean-Claude Pascal", "Nous les amoureux"),
    (1961, "FR"): ("Jean-Paul Mauric", "Printemps, avril carillonne"),
    (1961, "SE"): ("Lill-Babs", "April, april"),
    (1966, "FI"): ("Ann-Christine Nyström", "Playboy"),
    (1968, "SE"): ("Claes-Göran Hederström", "Det börjar verka kärlek, banne mej"),
    (1969, "MC"): ("Jean-Jacques", "Maman, Maman"),
    (1970, "LU"): ("David-Alexandre Winter", "Je suis tombé du ciel"),
    (1972, "MC"): ("Anne-Marie Godart and Peter MacLane", "Comme on s'aime"),
    (1973, "LU"): ("Anne-Marie David", "Tu te reconnaîtras"),
    (1974, "GB"): ("Olivia Newton-John", "Long Live Love"),
    (1974, "NO"): ("Anne-Karine Ström and the Bendik Singers", "The First Day of Love"),
    (1975, "NL"): ("Teach-In", "Ding-a-dong"),
    (1976, "NO"): ("Anne-Karine Ström", "Mata Hari"),
    (1978, "GB"): ("Co-Co", "The Bad Old Days"),
    (1979, "FR"): ("Anne-Marie David", "Je suis l'enfant-soleil"),
    (1979, "FI"): ("Katri-Helena", "Katson sineen taivaan"),
    (1980, "FI"): ("Vesa-Matti Loiri", "Huilumies"),
    (1981, "LU"): ("Jean-Claude Pascal", "C'est peut-être pas l'Amérique"),
    (1981, "YU"): ("Seid Memić-Vajta", "Lejla"),
    (1987, "DK"): ("Anne-Cathrine Herdorf", "En lille melodi"),
    (1987, "BE"): ("Liliane Saint-Pierre", "Soldiers of Love"),
    (1990, "SE"): ("Edin-Ådahl", "Som en vind"),
    (1993, "FI"): ("Katri-Helena", "Tule luo"),
    (1996, "EE"): ("Ivo Linna & Maarja-Liis Ilus", "Kaelakee hääl"),
    (1997, "EE"): ("Maarja-Liis Ilus", "Keelatud maa"),
    (1998, "FR"): ("Marie-Line", "Où aller"),
    (2001, "FR"): ("Natasha Saint-Pier", "Je n'ai que mon âme"),
    (2002, "SE"): ("Afro-dite", "Never Let It Go"),
    (2004, "NL"): ("Re-union", "Without You"),
    (2009, "PT"): ("Flor-de-Lis", "Todas as ruas do amor"),
    (2014, "HU"): ("András Kállay-Saunders", "Running"),
    (2014, "IE"): ("Can-Linn feat. Kasey Smith", "Heartbeat"),
    (2016, "DE"): ("Jamie-Lee Kriewitz", "Ghost"),
    (2018, "GE"): ("Ethno-Jazz Band Iriao", "For You"),
    (2019, "AU"): ("Kate Miller-Heidke", "Zero Gravity"),
}
# songs cut elsewhere than at a hyphen's start
SONG_FIX = {
    (2009, "UA"): "Be My Valentine! (Anti-Crisis Girl)",
    (2012, "SM"): "The Social Network Song (Oh Oh – Uh – Oh Oh)",
}
# two different singers called Michelle sang in 2001
NAME_FIX = {(2001, "DE"): "Michelle (Germany)", (2001, "NL"): "Michelle (Netherlands)"}


def squash(s):
    return "".join(s.casefold().split())


def mend(year, x):
    """the entry's artist and song, with the hyphen cuts mended"""
    key = (year, x["country"])
    if key in ARTIST_FIX:
        return ARTIST_FIX[key]
    artist, song = clean(x["artist"]), clean(x["song"])
    title = clean(((x.get("lyrics") or [{}])[0]).get("title") or "")
    if title and squash(title).startswith(squash(song) + "-"):
        song = title
    return NAME_FIX.get(key, artist), SONG_FIX.get(key, song)


def contest_name(year):
    return "Eurovision Song Contest %d" % year


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    countries = json.loads(show(gd, "%s:dataset/countries.json" % MAIN_COMMIT))
    raw = gzip.decompress(show(gd, "%s:data/eurovision.json.gz" % PAGES_COMMIT))
    if blob_id(raw) != CONTEST_BLOB:
        sys.exit("the contest file is not the pinned dataset/eurovision.json")
    contests = json.loads(raw.decode("utf-8"))

    def country(code):
        return countries[code]

    rows = set()

    def add(h, r, t, s, e):
        h, t = clean(h), clean(t)
        if not h or not t:
            return
        assert s <= e and "\t" not in h + t, (h, r, t, s, e)
        rows.add((h, r, t, s, e))

    # song titles: one node per entry; titles sung by more than one entry get "(year)" (or
    # "(country year)" when two entries of one year share the title), and
    # "(song)" where the title is also the name of another node (Dschinghis Khan)
    entries = []  # (year, contestant, days)
    for c in contests:
        year = c["year"]
        rounds = [r for r in c.get("rounds", []) if r.get("performances")]
        if not rounds:          # 2020: cancelled, nobody performed
            continue
        days = collections.defaultdict(list)
        for r in rounds:
            for p in r["performances"]:
                days[p["contestantId"]].append(r["date"])
        for x in c["contestants"]:
            if x["id"] in days:
                entries.append((year, x, sorted(days[x["id"]])))
    by_title = collections.defaultdict(set)
    for year, x, _d in entries:
        by_title[mend(year, x)[1].casefold()].add((year, x["id"]))
    people = set()
    for c in contests:
        people.update(clean(p) for p in c.get("presenters", []))
        for x in c["contestants"]:
            people.add(mend(c["year"], x)[0])
            for k in ("composers", "lyricists", "writers", "commentators"):
                people.update(clean(p) for p in x.get(k) or [])
            for k in ("conductor", "spokesperson"):
                if x.get(k):
                    people.add(clean(x[k]))
    places = set(CITY_NAMES.get(c["city"], c["city"]) for c in contests) | set(c["arena"] for c in contests)
    others = set(p.casefold() for p in people) | set(v.casefold() for v in countries.values())
    others |= set(clean(p).casefold() for p in places)

    def song(year, x):
        t = mend(year, x)[1]
        entries_of = by_title[t.casefold()]
        if sum(1 for y, _i in entries_of if y == year) > 1:     # same title, same year
            return "%s (%s %d)" % (t, countries[x["country"]], year)
        if len(entries_of) > 1:
            return "%s (%d)" % (t, year)
        if t.casefold() in others:
            return "%s (song)" % t
        return t


    for c in contests:
        year = c["year"]
        rounds = [r for r in c.get("rounds", []) if r.get("performances")]
        if not rounds:
            continue
        name = contest_name(year)
        first = min(r["date"] for r in rounds)
        final = [r for r in rounds if r["name"] == "final"]
        assert len(final) == 1, year
        final = final[0]
        last = final["date"]
        add(country(c["country"]), "hostedEurovision", name, first, last)
        add(CITY_NAMES.get(c["city"], c["city"]), "hostCityOf", name, first, last)
        add(c["arena"], "venueOf", name, first, last)
        for p in c.get("presenters", []):
            add(p, "presented", name, first, last)
        by_id = {x["id"]: x for x in c["contestants"]}
        perf_days = collections.defaultdict(list)
        for r in rounds:
            for p in r["performances"]:
                perf_days[p["contestantId"]].append(r["date"])
        for cid, days in perf_days.items():
            x = by_id[cid]
            a, b = min(days), max(days)
            artist, land, title = mend(year, x)[0], country(x["country"]), song(year, x)
            add(artist, "represented", land, a, b)
            add(artist, "performed", title, a, b)
            writers = set()
            for k in ("composers", "lyricists", "writers"):
                writers.update(clean(p) for p in x.get(k) or [])
            for w in writers:
                add(w, "wroteSong", title, a, b)
            if x.get("conductor"):
                add(x["conductor"], "conductedFor", land, a, b)
            for p in x.get("commentators") or []:
                add(p, "commentatedFor", land, first, last)
            if x.get("spokesperson"):
                add(x["spokesperson"], "spokespersonFor", land, last, last)
        # the final: winners, runners-up, last places; the semi-finals: who went out
        places = {p["contestantId"]: p.get("place") for p in final["performances"]}
        if places:
            top = [cid for cid, pl in places.items() if pl == 1]
            second = [cid for cid, pl in places.items() if pl == 2]
            worst = max(pl for pl in places.values() if pl)
            bottom = [cid for cid, pl in places.items() if pl == worst]
            for cid in top:
                add(mend(year, by_id[cid])[0], "wonEurovision", name, last, last)
                add(country(by_id[cid]["country"]), "countryWonEurovision", name, last, last)
            if year == 1956:    # only the winner was announced
                second = bottom = []
            for cid in second:
                add(mend(year, by_id[cid])[0], "runnerUpIn", name, last, last)
            for cid in bottom:
                add(mend(year, by_id[cid])[0], "finishedLastIn", name, last, last)
        in_final = set(places)
        for r in rounds:
            if r["name"] == "final":
                continue
            for p in r["performances"]:
                if p["contestantId"] not in in_final:
                    add(mend(year, by_id[p["contestantId"]])[0], "eliminatedInSemiFinal", name, r["date"], r["date"])
        # twelve points in the final: the one total of 12 per voting country (1975-2015), or
        # 12 from a country's jury or its televote (2016 on; one fact even when both gave 12)
        if year >= 1975:
            for p in final["performances"]:
                to = country(by_id[p["contestantId"]]["country"])
                for s in p.get("scores", []):
                    use = (s["name"] == "total") if year < 2016 else (s["name"] in ("jury", "public"))
                    if not use:
                        continue
                    for frm, pts in (s.get("votes") or {}).items():
                        if pts == 12 and frm in countries:
                            add(country(frm), "gaveTwelvePointsTo", to, last, last)

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
