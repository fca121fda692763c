#!/usr/bin/env python3
"""weather-b benchmark: draw slots, compute golds, write weather-b-{dev,test}.jsonl.

Usage:
  python weather-b-gold.py --slots   # print drawn slots (for writing texts)
  python weather-b-gold.py           # write dev/test jsonl using weather-b-texts.json
Only pandas + stdlib; no project imports.
"""
import json, random, sys
from pathlib import Path
import pandas as pd

HERE = Path(__file__).resolve().parent
DATA = Path("/work/shared/data/irish-weather-2017/observations.csv.gz")
SEED = 20170305
N_Q1_RAINY, N_Q1_DRY_SLOTS, N_Q1_ASKS_DRY = 45, 45, 22
N_Q2, N_Q3 = 60, 60

def load():
    df = pd.read_csv(DATA, usecols=["station", "date", "rain"])
    df["date"] = pd.to_datetime(df["date"], format="%Y-%m-%d %H:%M")
    idx = pd.date_range("2017-01-01 00:00", "2017-12-31 23:00", freq="h")
    rain = {}
    for st, g in df.groupby("station"):
        s = g.drop_duplicates("date").set_index("date")["rain"].reindex(idx)
        rain[st] = s
    return rain, idx

def window(series, start, hours):
    """Readings t with start <= t < start+hours; None if any missing/out of year."""
    t0 = pd.Timestamp(start)
    ts = [t0 + pd.Timedelta(hours=i) for i in range(hours)]
    if ts[0] < series.index[0] or ts[-1] > series.index[-1]:
        return None
    vals = series.reindex(ts)
    if vals.isna().any():
        return None
    return vals.tolist()

def is_clean(series, start, hours):
    w = window(series, start, hours)
    return w is not None and all(v == 0 for v in w)

def has_rain(series, start, hours):
    w = window(series, start, hours)
    return None if w is None else any(v > 0 for v in w)

def earlier(series, start, hours):
    s = pd.Timestamp(start)
    for k in range(1, 13):
        c = s - pd.Timedelta(hours=k)
        if is_clean(series, c, hours):
            return c.strftime("%Y-%m-%d %H:%M")
    return "no answer"

def later(series, start, hours):
    s = pd.Timestamp(start)
    for k in range(1, 13):
        c = s + pd.Timedelta(hours=k)
        if is_clean(series, c, hours):
            return c.strftime("%Y-%m-%d %H:%M")
    return "no answer"

def draw(rain, idx):
    rng = random.Random(SEED)
    stations = sorted(rain)
    used = set()
    def rand_slot():
        st = rng.choice(stations)
        d = rng.randint(1, 5)
        s = idx[rng.randrange(len(idx) - d + 1)]
        return st, s, d
    slots = []
    # Q1: 45 rainy slots + 45 dry slots, every reading present
    need = {True: N_Q1_RAINY, False: N_Q1_DRY_SLOTS}
    q1 = []
    while need[True] or need[False]:
        st, s, d = rand_slot()
        r = has_rain(rain[st], s, d)
        if r is None or need[r] == 0 or (st, s) in used:
            continue
        need[r] -= 1
        used.add((st, s))
        q1.append((st, s, d, r))
    rng.shuffle(q1)
    asks_dry = set(rng.sample(range(len(q1)), N_Q1_ASKS_DRY))
    for i, (st, s, d, r) in enumerate(q1):
        asks = "dry" if i in asks_dry else "rain"
        ans = r if asks == "rain" else (not r)
        slots.append(dict(slot=f"q1-{i+1:03d}", qtype="Q1", station=st, start=s, hours=d,
                          asks=asks, answer=str(ans)))
    for qt, n, fn in (("Q2", N_Q2, earlier), ("Q3", N_Q3, later)):
        k = 0
        while k < n:
            st, s, d = rand_slot()
            if has_rain(rain[st], s, d) is not True or (st, s) in used:
                continue
            used.add((st, s))
            k += 1
            slots.append(dict(slot=f"{qt.lower()}-{k:03d}", qtype=qt, station=st, start=s,
                              hours=d, answer=fn(rain[st], s, d)))
    return slots

def split(slots):
    rng = random.Random(SEED + 1)
    dev, test = [], []
    for qt in ("Q1", "Q2", "Q3"):
        fam = [x for x in slots if x["qtype"] == qt]
        order = list(range(len(fam)))
        rng.shuffle(order)
        half = set(order[: len(fam) // 2])
        for i, x in enumerate(fam):
            (dev if i in half else test).append(x)
    return dev, test

def main():
    rain, idx = load()
    slots = draw(rain, idx)
    if "--slots" in sys.argv:
        for x in slots:
            s = x["start"]
            print(x["slot"], x["station"], s.strftime("%a %d %b %Y %H:%M"), f"{x['hours']}h",
                  x.get("asks", ""), x["answer"])
        return
    texts = json.loads((HERE / "weather-b-texts.json").read_text())
    missing = [x["slot"] for x in slots if x["slot"] not in texts]
    if missing:
        sys.exit(f"missing texts for {len(missing)} slots, e.g. {missing[:5]}")
    dev, test = split(slots)
    for name, part in (("dev", dev), ("test", test)):
        with open(HERE / f"weather-b-{name}.jsonl", "w") as f:
            for i, x in enumerate(part, 1):
                rec = {"id": f"wxb-{name}-{i:03d}", "dataset": "irish-weather", "qtype": x["qtype"],
                       "question": texts[x["slot"]], "answer": x["answer"]}
                if x["qtype"] == "Q1":
                    rec["asks"] = x["asks"]
                rec.update({"station": x["station"], "start": x["start"].strftime("%Y-%m-%dT%H:%M"),
                            "hours": x["hours"], "slot": x["slot"]})
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print(name, len(part), {q: sum(r["qtype"] == q for r in part) for q in ("Q1", "Q2", "Q3")})

if __name__ == "__main__":
    main()
