"""Convert the Academy Awards dataset DLu/oscar_data (BSD 2-Clause licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/oscar_data   (a clone, its .git, or a bare mirror of
github.com/DLu/oscar_data).  Standard library plus the `git` command.

Reads `oscars.csv` (tab separated) at the pinned commit, checks its git blob id, and writes
./graph.tsv.gz (header `head relation tail start end`, tab separated, rows sorted, gzip without name
and mtime: byte-identical on reruns).  Times are the award year of the dataset's `Year` column (the
year of the films honoured, as the Academy's own database files them); the split years of the first
ceremonies (`1927/28`) become a span 1927 -> 1928.
"""

import collections
import csv
import gzip
import hashlib
import io
import os
import subprocess
import sys

COMMIT = "c5e9716b7e020e70205d6b95f5a5678526c1b45f"
CSV_BLOB = "85e01c5602824ed9de9b635d3cd77b3c0dc4a420"  # git blob id of oscars.csv at COMMIT
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")

# canonical category of the dataset -> the name the award goes by ("Best Actor"); categories not
# listed (the Scientific and Technical awards and the technical medals of commendation) are left out
CATEGORY = {
    "ACTOR IN A LEADING ROLE": "Best Actor",
    "ACTOR IN A SUPPORTING ROLE": "Best Supporting Actor",
    "ACTRESS IN A LEADING ROLE": "Best Actress",
    "ACTRESS IN A SUPPORTING ROLE": "Best Supporting Actress",
    "ASSISTANT DIRECTOR": "Best Assistant Director",
    "DIRECTING": "Best Director",
    "DIRECTING (Comedy Picture)": "Best Director (Comedy Picture)",
    "DIRECTING (Dramatic Picture)": "Best Director (Dramatic Picture)",
    "DANCE DIRECTION": "Best Dance Direction",
    "MUSIC (Original Score)": "Best Original Score",
    "MUSIC (Original Song Score or Adaptation Score)": "Best Song Score or Adaptation Score",
    "MUSIC (Original Song)": "Best Original Song",
    "ART DIRECTION": "Best Production Design",
    "ART DIRECTION (Black-and-White)": "Best Art Direction (Black-and-White)",
    "ART DIRECTION (Color)": "Best Art Direction (Color)",
    "CASTING": "Best Casting",
    "CINEMATOGRAPHY": "Best Cinematography",
    "CINEMATOGRAPHY (Black-and-White)": "Best Cinematography (Black-and-White)",
    "CINEMATOGRAPHY (Color)": "Best Cinematography (Color)",
    "COSTUME DESIGN": "Best Costume Design",
    "COSTUME DESIGN (Black-and-White)": "Best Costume Design (Black-and-White)",
    "COSTUME DESIGN (Color)": "Best Costume Design (Color)",
    "FILM EDITING": "Best Film Editing",
    "MAKEUP AND HAIRSTYLING": "Best Makeup and Hairstyling",
    "SOUND EDITING": "Best Sound Editing",
    "SOUND MIXING": "Best Sound",
    "SOUND RECORDING": "Best Sound Recording",
    "VISUAL EFFECTS": "Best Visual Effects",
    "HONORARY AWARD": "Honorary Award",
    "IRVING G. THALBERG MEMORIAL AWARD": "Irving G. Thalberg Memorial Award",
    "JEAN HERSHOLT HUMANITARIAN AWARD": "Jean Hersholt Humanitarian Award",
    "SPECIAL ACHIEVEMENT AWARD": "Special Achievement Award",
    "SPECIAL ACHIEVEMENT AWARD (Sound Editing)": "Special Achievement Award",
    "SPECIAL ACHIEVEMENT AWARD (Sound Effects Editing)": "Special Achievement Award",
    "SPECIAL ACHIEVEMENT AWARD (Sound Effects)": "Special Achievement Award",
    "SPECIAL ACHIEVEMENT AWARD (Visual Effects)": "Special Achievement Award",
    "SPECIAL AWARD": "Special Award",
    "SPECIAL FOREIGN LANGUAGE FILM AWARD": "Best International Feature Film",
    "ANIMATED FEATURE FILM": "Best Animated Feature",
    "BEST PICTURE": "Best Picture",
    "DOCUMENTARY (Feature)": "Best Documentary Feature",
    "DOCUMENTARY (Short Subject)": "Best Documentary Short",
    "INTERNATIONAL FEATURE FILM": "Best International Feature Film",
    "SHORT FILM (Animated)": "Best Animated Short Film",
    "SHORT FILM (Live Action)": "Best Live Action Short Film",
    "SHORT SUBJECT (Color)": "Best Short Subject (Color)",
    "SHORT SUBJECT (Comedy)": "Best Short Subject (Comedy)",
    "SHORT SUBJECT (Novelty)": "Best Short Subject (Novelty)",
    "SHORT SUBJECT (One-reel)": "Best Short Subject (One-reel)",
    "SHORT SUBJECT (Two-reel)": "Best Short Subject (Two-reel)",
    "UNIQUE AND ARTISTIC PICTURE": "Best Unique and Artistic Production",
    "WRITING (Adapted Screenplay)": "Best Adapted Screenplay",
    "WRITING (Original Screenplay)": "Best Original Screenplay",
    "WRITING (Original Story)": "Best Original Story",
    "WRITING (Title Writing)": "Best Title Writing",
}
# two different films called High Society were nominated for 1956 (the Bowery Boys comedy of 1955 by
# mistake, for its writing); that one is told apart by its release year
FILM_FIX = {"tt0048166": "High Society (1955)"}
# honorary and other non-competitive awards: given, never "nominated"
SPECIAL = "Special"


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def show(gd, spec):
    return subprocess.run(["git", "--git-dir", gd, "show", spec], check=True, capture_output=True).stdout


def blob_id(raw):
    return hashlib.sha1(b"blob %d\0" % len(raw) + raw).hexdigest()


def clean(s):
    return " ".join((s or "").split())


def split(s):
    return [clean(x) for x in (s or "").split("|")] if clean(s) else []


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s Academy Awards" % (n, suf)


def span(year):
    """'1994' -> ('1994', '1994'); '1927/28' -> ('1927', '1928')"""
    if "/" in year:
        a, b = year.split("/")
        return a, a[:2] + b
    return year, year


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    raw = show(gd, "%s:oscars.csv" % COMMIT)
    if blob_id(raw) != CSV_BLOB:
        sys.exit("oscars.csv is not the pinned file")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8")), delimiter="\t"))

    # ---- nominations: (category, year, ceremony, winner, [(nominee key, name)], [(film key, title)])
    noms = []
    name_ids = collections.defaultdict(set)     # name -> IMDb ids seen with it
    for r in rows:
        cat = CATEGORY.get(r["CanonicalCategory"])
        if cat is None:
            continue
        names, ids = split(r["Nominees"]), split(r["NomineeIds"])
        if not names and r["CanonicalCategory"] == "INTERNATIONAL FEATURE FILM" and clean(r["Name"]):
            names, ids = [clean(r["Name"])], ["country:" + clean(r["Name"])]     # the submitting country
        if len(ids) != len(names):
            ids = [""] * len(names)
        ids = ["" if i in ("", "?") else i for i in ids]
        for n, i in zip(names, ids):
            if i:
                name_ids[n].add(i)
        films, fids = split(r["Film"]), split(r["FilmId"])
        if len(fids) != len(films):
            fids = [""] * len(films)
        fids = ["" if i in ("", "?") else i for i in fids]
        noms.append((cat, r["Class"], clean(r["Year"]), int(r["Ceremony"]), (r.get("Winner") or "") == "True",
                     list(zip(names, ids)), list(zip(films, fids))))

    # a nominee without a usable id is the one id its name has elsewhere (else its own node)
    def pkey(n, i):
        if i:
            return i
        if len(name_ids.get(n, ())) == 1:
            return next(iter(name_ids[n]))
        return "name:" + n

    # ---- labels: a name shared by several people gets the title of the person's first film in brackets
    # (or the first award year); a title shared by several films gets the film's (first) award year
    first_year = {}
    first_film = {}
    pnames = collections.defaultdict(set)
    key_names = collections.defaultdict(collections.Counter)
    fnames = collections.defaultdict(set)
    film_year = {}
    for cat, cls, year, cer, win, people, films in sorted(noms, key=lambda x: x[3]):
        if cls == SPECIAL and not win:      # not in the graph (see below)
            continue
        for f, fi in films:
            k = fi or "film:" + f
            fnames[f].add(k)
            film_year.setdefault(k, span(year)[0])
        for n, i in people:
            k = pkey(n, i)
            key_names[k][n] += 1
            first_year.setdefault(k, span(year)[0])
            if films:
                first_film.setdefault(k, films[0][0])
    # an id written several ways (MGM's sound department once as "Metro- Goldwyn-Mayer British") goes by
    # the name it has most often (the first seen on a tie)
    for k, names in key_names.items():
        pnames[names.most_common(1)[0][0]].add(k)
    plabel, flabel = {}, {}
    for n, ks in pnames.items():
        for k in ks:
            plabel[k] = n if len(ks) == 1 else "%s (%s)" % (n, first_film.get(k) or first_year[k])
    for f, ks in fnames.items():
        for k in ks:
            flabel[k] = FILM_FIX.get(k) or (f if len(ks) == 1 else "%s (%s)" % (f, film_year[k]))
    assert len(set(plabel.values())) == len(plabel), "person labels collide"
    dup = [v for v, c in collections.Counter(flabel.values()).items() if c > 1]
    assert not dup, ("film labels collide", dup, [(k, v) for k, v in flabel.items() if v in dup])
    # a film title that is also a nominee's or a category's name gets "(film)"
    taken = set(v.casefold() for v in plabel.values()) | set(v.casefold() for v in CATEGORY.values())
    for k, v in flabel.items():
        if v.casefold() in taken:
            flabel[k] = v + " (film)"

    facts = set()

    def add(h, r, t, s, e):
        assert h and t and "\t" not in h + t and s <= e, (h, r, t, s, e)
        facts.add((h, r, t, s, e))

    for cat, cls, year, cer, win, people, films in noms:
        s, e = span(year)
        special = cls == SPECIAL
        if special and not win:
            continue
        ps = [plabel[pkey(n, i)] for n, i in people]
        fs = [flabel[fi or "film:" + f] for f, fi in films]
        for p in ps:
            if not special:
                add(p, "nominatedFor", cat, s, e)
                for f in fs:
                    add(p, "nominatedForFilm", f, s, e)
            if win:
                add(p, "won", cat, s, e)
                for f in fs:
                    add(p, "wonForFilm", f, s, e)
        for f in fs:
            if not special:
                add(f, "filmNominatedFor", cat, s, e)
                add(f, "nominatedAt", ordinal(cer), s, e)
            if win:
                add(f, "filmWon", cat, s, e)

    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
        text = "head\trelation\ttail\tstart\tend\n" + "".join("\t".join(r) + "\n" for r in sorted(facts))
        gz.write(text.encode("utf-8"))
    with open(OUT, "wb") as f:
        f.write(out.getvalue())
    print("%d rows -> %s" % (len(facts), OUT))
    cnt = collections.Counter(r[1] for r in facts)
    for k in sorted(cnt):
        print("  %-20s %6d" % (k, cnt[k]))


if __name__ == "__main__":
    main()
