"""apply edits to gold.CASES and rewrite the CASES block (ids are 1-based positions)."""
import os
import sys
DATA = os.environ.get("ANALYST_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "shared", "data"))
OUT = os.environ.get("ANALYST_OUT", "/tmp")
import json
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
import gold
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'gold.py')
CASES = [list(c) for c in gold.CASES]


def find(q):
    hits = [i for i, c in enumerate(CASES) if c[2] == q]
    assert len(hits) == 1, (q, hits)
    return hits[0]


def replace(old_q, new):
    CASES[find(old_q)] = list(new)


def retext(old_q, new_q):
    CASES[find(old_q)][2] = new_q


def add_after_group(graph, kind, new):
    idx = max(i for i, c in enumerate(CASES) if c[0] == kind and c[1] == graph)
    CASES.insert(idx + 1, list(new))


def remove(q):
    del CASES[find(q)]


def write():
    src = open(path).read()
    a = src.index('CASES = [\n')
    b = src.index('\n]\n', a) + 3
    res = ["CASES = ["]
    cur = None
    for kind, graph, q, m in CASES:
        if (graph, kind) != cur:
            cur = (graph, kind)
            res.append("    # ---------------------------------------- %s: %s" % (
                "MultiTQ" if graph == "mq" else "YAGO11k", gold.KIND_NAMES[kind]))
        res.append("    (%r, %r, %r,\n     %r)," % (kind, graph, q, m))
    res.append("]\n")
    open(path, 'w').write(src[:a] + "\n".join(res) + src[b:])
