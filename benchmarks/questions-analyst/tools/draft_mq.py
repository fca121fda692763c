import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen_mq.py')).read())
import pickle
res = pickle.load(open(os.path.join(OUT, 'cands1.pkl'), 'rb'))
drafts = []


def add(kind, wf, ms, n, cap_ent=3, cap_rel=None, pref=0.6):
    ms = list(ms)
    R.shuffle(ms)
    got = 0
    loc = Counter()
    relc = Counter()
    for m in ms:
        if got == n:
            break
        es = ents_of(m)
        if any(used[e] >= 8 or loc[e] >= cap_ent for e in es):
            continue
        if not all(e in PREF for e in es) and R.random() < pref:
            continue
        r = m.get("r") or m.get("e1", {}).get("r")
        if cap_rel and relc[r] >= cap_rel:
            continue
        a = gold.mq_answer(kg, m)
        if home_clash(m, [x for x in a if x != gold.NO]):
            continue
        q = wf(m)
        if q is None:
            continue
        drafts.append((kind, q, m))
        got += 1
        relc[r] += 1
        for e in set(es):
            used[e] += 1
            loc[e] += 1
    print(kind, wf.__name__, got, file=sys.stderr)


def nostmt(m):
    return not (m['r'] == 'Make statement' and m['role'] == 'head')


most = [c for c in res['most'] if c[0] != 'tie' and (c[1][0] >= 5 if len(c[2]['window']['period']) == 4 else c[1][0] >= 4) and nostmt(c[2])]
add('agg', w_most, [dict(c[2], kind='country') for c in most if c[0] == 'kindok'], 4, cap_rel=2)
add('agg', w_most, [c[2] for c in most], 9, cap_rel=3)
add('agg', w_most, [c[2] for c in res['most'] if c[0] == 'tie' and nostmt(c[2])], 4, cap_rel=1)
least = []
for X in KNOWN:
    for r in ["Make a visit", "Host a visit", "Criticize or denounce", "Sign formal agreement", "Praise or endorse", "Consult"]:
        for role in ("head", "tail"):
            ps, pw = partners_both(X, r, role)
            for P in YEARS:
                m = {"op": "least", "x": X, "r": r, "role": role, "kind": "country", "window": {"period": P}}
                a = both(m)
                lo, hi = gold.period_bounds(P)
                if a and a != [gold.NO] and pure(pw, lo, hi, r):
                    cnt = sorted(len(gold.in_win(v, lo, hi)) for v in ps.values() if gold.in_win(v, lo, hi))
                    if len(cnt) >= 3 and cnt[1] >= 2:
                        least.append(m)
add('agg', w_most, least, 3, cap_rel=1)
add('agg', w_count, [c[1] for c in res['count'] if 2 <= c[0] <= 20], 13, cap_rel=3)
add('agg', w_ndistinct, [c[1] for c in res['ndistinct'] if c[0] >= 3], 10, cap_rel=4)
add('ord', w_nth_day, [c[1] for c in res['nth_day'] if c[0] >= 3], 20, cap_rel=5)
add('ord', w_nth_other, [c[1] for c in res['nth_other'] if c[0] == 'ok' and c[1]['kind'] == 'country'], 12, cap_rel=4)
add('ord', w_nth_other, [c[1] for c in res['nth_other'] if c[0] == 'ok' and c[1]['kind'] is None], 7, cap_rel=3)
add('ord', w_nth_other, [c[1] for c in res['nth_other'] if c[0] == 'tie'], 4, cap_rel=1)
add('off', w_who, gen_offsets(400), 39, pref=0.6)
add('off', w_who, gen_offsets(30, True), 4, pref=0.6)
add('btw', w_between, [m for m in gen_between(400) if int(gold.mq_answer(kg, m)[0]) >= 2], 39, pref=0.6)
add('btw', w_between, gen_between(30, True), 4, pref=0.6)
add('cmb', w_combo, gen_combo(200, 'most'), 12, pref=0.6)
add('cmb', w_combo, gen_combo(200, 'count'), 12, pref=0.6)
add('cmb', w_combo, gen_combo(150, 'ndistinct'), 8, pref=0.6)
add('cmb', w_combo, gen_combo(150, 'most', tie=True), 4, pref=0.6)
add('cmb', w_combo, gen_combo(60, 'most', True) + gen_combo(30, 'count', True), 4, pref=0.6)
print(Counter(d[0] for d in drafts), len(drafts))
json.dump(drafts, open(os.path.join(OUT, 'drafts_mq.json'), 'w'), ensure_ascii=False, indent=0)
for i, d in enumerate(drafts):
    print(i, d[0], d[1], '->', gold.mq_answer(kg, d[2]))
