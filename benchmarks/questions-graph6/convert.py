"""Make graph.tsv.gz (the Nobel Prize graph) from the Nobel Prize API dump in saberhosneydev/nobel_react.

Usage: python3 convert.py /path/to/nobel_react      (a clone, its .git, or a bare mirror)

Reads `data/laureates.json` at commit COMMIT (a verbatim dump of https://api.nobelprize.org/2/laureates,
Nobel Prize data, CC0) with `git show`, and writes one plain interval table, tab-separated, with the
header `head relation tail start end`:

  won             laureate -> prize             start = end = the award year (YYYY)
  affiliatedWith  laureate -> institution       start = end = the award year (affiliation at the award)
  bornIn          person   -> city of birth     start = end = the birth date
  diedIn          person   -> city of death     start = end = the death date

Standard library only; rows sorted; gzip with no file name and mtime 0, so reruns are byte-identical.
"""
import gzip
import io
import json
import os
import subprocess
import sys

COMMIT = "bc35f61221e513ce46f8eb96afc0f803d6322cbb"
PATH = "data/laureates.json"
HERE = os.path.dirname(os.path.abspath(__file__))


def day(value):
    """The API writes unknown parts as 00 ('1943-00-00'); keep a full day, else the year."""
    y, m, d = value.split("-")
    if m != "00" and d != "00":
        return value
    return y


def prize_name(full):
    return full[4:] if full.startswith("The ") else full


def clean(text):
    return " ".join(text.split())


def main():
    repo = sys.argv[1]
    raw = subprocess.run(["git", "-C", repo, "show", f"{COMMIT}:{PATH}"], check=True,
                         capture_output=True).stdout
    data = json.loads(raw)
    rows = set()
    names = {}
    for lau in data["laureates"]:
        name = clean((lau.get("knownName") or lau.get("orgName"))["en"])
        if name in names and names[name] != lau["id"]:
            raise SystemExit(f"two laureates named {name}")
        names[name] = lau["id"]
        for prize in lau["nobelPrizes"]:
            year = prize["awardYear"]
            rows.add((name, "won", prize_name(clean(prize["categoryFullName"]["en"])), year, year))
            for aff in prize.get("affiliations", []):
                rows.add((name, "affiliatedWith", clean(aff["name"]["en"]), year, year))
        for key, rel in (("birth", "bornIn"), ("death", "diedIn")):
            ev = lau.get(key)
            if not ev or "place" not in ev or "city" not in ev["place"] or not ev.get("date"):
                continue
            when = day(ev["date"])
            rows.add((name, rel, clean(ev["place"]["city"]["en"]), when, when))
    for r in rows:
        if any("\t" in c or "\n" in c or not c for c in r):
            raise SystemExit(f"bad row {r}")
    buf = io.StringIO()
    buf.write("head\trelation\ttail\tstart\tend\n")
    for r in sorted(rows):
        buf.write("\t".join(r) + "\n")
    with open(os.path.join(HERE, "graph.tsv.gz"), "wb") as fh:
        with gzip.GzipFile(filename="", mode="wb", fileobj=fh, mtime=0) as gz:
            gz.write(buf.getvalue().encode("utf-8"))
    print(len(rows), "facts")


if __name__ == "__main__":
    main()
