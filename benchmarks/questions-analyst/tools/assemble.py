import json, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
mq = json.load(open(os.path.join(OUT, 'drafts_mq.json')))
yg = json.load(open(os.path.join(OUT, 'drafts_y.json')))
KN = {"agg": "aggregates", "ord": "ordinals", "off": "offsets", "btw": "time between", "cmb": "combinations"}
out = ["CASES = ["]
for graph, drafts in (("mq", mq), ("yago", yg)):
    for kind in ("agg", "ord", "off", "btw", "cmb"):
        out.append("    # ---------------------------------------- %s: %s" % ("MultiTQ" if graph == "mq" else "YAGO11k", KN[kind]))
        for k, q, m in drafts:
            if k != kind:
                continue
            out.append("    (%r, %r, %r,\n     %r)," % (kind, graph, q, m))
out.append("]")
open(os.path.join(OUT, 'cases_block.py'), 'w').write("\n".join(out) + "\n")
print(len(mq) + len(yg))
