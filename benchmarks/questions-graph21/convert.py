"""Convert endoflife.date (MIT licence) into graph.tsv.gz.

Usage: python3 convert.py /path/to/endoflife.date   (a clone, its .git, or a bare mirror of
github.com/endoflife-date/endoflife.date).  Standard library plus the `git` command.

Reads the YAML front matter of every `products/*.md` page at the pinned commit (the release cycles
of each product: release date, end of active support, end of life, end of extended support, LTS,
discontinuation, latest patch version, codename) and writes ./graph.tsv.gz (header
`head relation tail start end`, tab separated, rows sorted, gzip without name and mtime:
byte-identical on reruns).
"""

import collections
import gzip
import io
import os
import re
import subprocess
import sys

COMMIT = "a70eca337600e7d721dc48112c271f98661d208b"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "graph.tsv.gz")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
KEYS = ("releaseCycle", "releaseLabel", "codename", "releaseDate", "eoas", "eol", "eoes",
        "lts", "discontinued", "latest", "latestReleaseDate")


def git_dir(path):
    for cand in (os.path.join(path, ".git"), path, os.path.join(path, "repo")):
        if os.path.isdir(os.path.join(cand, "objects")):
            return cand
    sys.exit("no git directory under %s" % path)


def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd] + list(args), check=True,
                          capture_output=True).stdout.decode("utf-8")


def scalar(v):
    """A YAML scalar as the front matter writes it: quoted string, date, bool, or plain text."""
    v = v.strip()
    if v[:1] in "\"'":
        q = v[0]
        end = v.find(q, 1)
        return v[1:end]
    v = re.sub(r"\s+#.*$", "", v).strip()
    if v in ("true", "True"):
        return True
    if v in ("false", "False"):
        return False
    if v in ("", "null", "~"):
        return None
    return v


def front_matter(text):
    """title, category and the list of releases (only the keys in KEYS) of one product page."""
    lines = text.split("\n")
    assert lines[0].strip() == "---"
    end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    lines = lines[1:end]
    meta = {}
    releases = []
    in_rel = False
    for ln in lines:
        if not ln.strip() or ln.lstrip().startswith("#"):
            continue
        if not ln[0].isspace() and not ln.startswith("-"):
            m = re.match(r"^(\w+):\s*(.*)$", ln)
            in_rel = bool(m and m.group(1) == "releases")
            if m and m.group(1) in ("title", "category"):
                meta[m.group(1)] = scalar(m.group(2))
            continue
        if not in_rel:
            continue
        m = re.match(r"^\s*-\s+(\w+):\s*(.*)$", ln)
        if m:
            releases.append({})
        else:
            m = re.match(r"^\s+(\w+):\s*(.*)$", ln)
        if m and m.group(1) in KEYS and releases:
            releases[-1][m.group(1)] = scalar(m.group(2))
    return meta, releases


def clean(s):
    s = re.sub(r"<[^>]+>", "", str(s))
    return " ".join(s.split())


def label_of(r):
    """The release's display label, its templates filled in (else the cycle)."""
    label = r.get("releaseLabel") or r["releaseCycle"]
    label = label.replace("__RELEASE_CYCLE__", r["releaseCycle"])
    label = label.replace("__CODENAME__", str(r.get("codename") or ""))
    return clean(label)


def release_name(title, label, cycle):
    """Product and label, without saying the product's name twice (`AlmaLinux OS 9`, not
    `AlmaLinux OS AlmaLinux OS 9`; `Amazon Kindle (10th Generation)`, not `Amazon Kindle Kindle ...`)."""
    words = title.split()
    for k in range(len(words), 0, -1):
        tail = " ".join(words[-k:]).lower()
        if label.lower() == tail or label.lower().startswith(tail + " "):
            name = " ".join(words[:-k] + [label])
            # a cycle labelled just like the product (the first Pixel): the cycle in brackets
            return name if name != title else "%s (%s)" % (title, cycle)
    return "%s %s" % (title, label)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    gd = git_dir(sys.argv[1])
    pages = sorted(p for p in git(gd, "ls-tree", "--name-only", COMMIT, "products/").split()
                   if p.endswith(".md"))
    rows = set()
    kinds = collections.defaultdict(set)

    def add(h, r, t, s, hk, tk):
        if not (isinstance(s, str) and DATE.match(s)):
            return
        h, t = clean(h), clean(t)
        assert h and t and "\t" not in h + t, (h, r, t)
        rows.add((h, r, t, s, s))  # an instant: it ends the day it begins (an empty end is a span still open)
        kinds[h].add(hk)
        kinds[t].add(tk)

    products = {}
    for page in pages:
        meta, rels = front_matter(git(gd, "show", "%s:%s" % (COMMIT, page)))
        products[page] = (clean(meta["title"]), rels)
    titles = collections.Counter(t for t, _ in products.values())
    assert all(n == 1 for n in titles.values()), titles.most_common(3)

    # codenames used by more than one product get the product in brackets
    code_users = collections.defaultdict(set)
    for title, rels in products.values():
        for r in rels:
            if isinstance(r.get("codename"), str):
                code_users[clean(r["codename"])].add(title)

    for page in pages:
        title, rels = products[page]
        labels = [label_of(r) for r in rels]
        shared = collections.Counter(labels)
        for r, label in zip(rels, labels):
            # a label the page gives to two cycles (Windows LTSC twins, copy slips): the cycle instead
            if shared[label] > 1:
                label = clean(r["releaseCycle"])
            rel = release_name(title, label, clean(r["releaseCycle"]))
            day = r.get("releaseDate")
            add(title, "released", rel, day, "product", "release")
            add(title, "activeSupportEnded", rel, r.get("eoas"), "product", "release")
            add(title, "endOfLife", rel, r.get("eol"), "product", "release")
            add(title, "extendedSupportEnded", rel, r.get("eoes"), "product", "release")
            add(title, "discontinued", rel, r.get("discontinued"), "product", "release")
            lts = r.get("lts")
            if lts is True:
                add(title, "ltsRelease", rel, day, "product", "release")
            elif isinstance(lts, str):
                add(title, "ltsRelease", rel, lts, "product", "release")
            code = r.get("codename")
            if isinstance(code, str) and clean(code):
                c = clean(code)
                name = c if len(code_users[c]) == 1 else "%s (%s)" % (c, title)
                add(rel, "codename", name, day, "release", "codename")
            latest = r.get("latest")
            if isinstance(latest, str) and clean(latest) and clean(latest) != label:
                add(rel, "latestPatch", "%s %s" % (title, clean(latest)),
                    r.get("latestReleaseDate"), "release", "version")

    # no name is shared by two kinds of node: a version named like a release gives no fact
    clash = {n for n, k in kinds.items() if len(k) > 1}
    rows = {x for x in rows if not (x[1] == "latestPatch" and x[2] in clash)}
    kinds2 = collections.defaultdict(set)
    for h, r, t, _s, _e in rows:
        kinds2[h].add("release" if r in ("codename", "latestPatch") else "product")
        kinds2[t].add({"codename": "codename", "latestPatch": "version"}.get(r, "release"))
    bad = {n: k for n, k in kinds2.items() if len(k) > 1}
    assert not bad, sorted(bad.items())[:5]

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
