#!/usr/bin/env python3
"""Draw the weather-wording slots and compute every gold answer.

Independent of the project code: reads only the raw data
(/work/shared/data/irish-weather-2017/observations.csv.gz) and the
hand-written question texts in weather-texts.json (next to this script).

Usage:
    python gold_weather.py          # write weather-dev.jsonl / weather-test.jsonl
    python gold_weather.py --list   # print the drawn slots (for writing texts)

Semantics (fixed):
  * a reading stamped t describes the hour [t, t+1h);
  * a trip starting at s lasting d whole hours covers readings s <= t < s+d;
  * rain = a reading with rain > 0 mm; an empty cell is a missing reading;
  * Q1: is there rain in the slot?  asks="rain": "True" iff some reading > 0;
        asks="dry": "True" iff no reading > 0.  Only fully observed slots.
  * Q2: slot has rain; latest s' < s, s - s' <= 12 h, with [s', s'+d) clean
        (every reading present and exactly 0); else "no answer".
  * Q3: same, earliest s' > s, s' - s <= 12 h.
All times are the data's clock (UTC), format "YYYY-MM-DD HH:MM".
"""
import json
import os
import random
import sys

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/irish-weather-2017/observations.csv.gz"
TEXTS = os.path.join(HERE, "weather-texts.json")
SEED = 20170305
N_Q1, N_Q1_DRY, N_Q2, N_Q3 = 100, 25, 70, 70
MAX_SHIFT = 12

# start-hour weights: mostly daytime / evening trips, a few night ones
HOUR_WEIGHTS = {h: (10 if 6 <= h <= 21 else 3 if h in (0, 5, 22, 23) else 1)
                for h in range(24)}


def load():
    df = pd.read_csv(DATA, usecols=["station", "date", "rain"])
    df["date"] = pd.to_datetime(df["date"], format="%Y-%m-%d %H:%M")
    full = pd.date_range("2017-01-01 00:00", "2017-12-31 23:00", freq="h")
    series = {}
    for st, g in df.groupby("station"):
        series[st] = g.set_index("date")["rain"].reindex(full)
    return series


def slot_values(s, start, hours):
    """Readings start <= t < start+hours; None if any stamp is outside the data."""
    idx = pd.date_range(start, periods=hours, freq="h")
    if idx[0] < s.index[0] or idx[-1] > s.index[-1]:
        return None
    return s.loc[idx]


def complete(vals):
    return vals is not None and not vals.isna().any()


def has_rain(vals):
    return bool((vals > 0).any())


def clean(vals):
    return complete(vals) and bool((vals == 0).all())


def shift_answer(s, start, hours, direction):
    for k in range(1, MAX_SHIFT + 1):
        cand = start + pd.Timedelta(hours=direction * k)
        if clean(slot_values(s, cand, hours)):
            return cand.strftime("%Y-%m-%d %H:%M")
    return "no answer"


def draw(series):
    rng = random.Random(SEED)
    stations = sorted(series)
    days = pd.date_range("2017-01-01", "2017-12-31", freq="D")
    hours_pool = [h for h in range(24) for _ in range(HOUR_WEIGHTS[h])]
    used = set()
    slots = []

    def station_cycle(n):
        seq = []
        while len(seq) < n:
            block = stations[:]
            rng.shuffle(block)
            seq += block
        return seq[:n]

    def pick(station, want):
        s = series[station]
        while True:
            day = days[rng.randrange(len(days))]
            start = day + pd.Timedelta(hours=rng.choice(hours_pool))
            hours = rng.randint(1, 5)
            key = (station, start, hours)
            if key in used:
                continue
            vals = slot_values(s, start, hours)
            if not complete(vals):
                continue
            if has_rain(vals) != want:
                continue
            used.add(key)
            return start, hours, has_rain(vals)

    # Q1: balanced between rainy and dry slots; 25 of them asked in dry polarity
    want_rain = [True] * (N_Q1 // 2) + [False] * (N_Q1 - N_Q1 // 2)
    rng.shuffle(want_rain)
    dry_idx = set(rng.sample(range(N_Q1), N_Q1_DRY))
    for i, st in enumerate(station_cycle(N_Q1)):
        start, hours, rain = pick(st, want_rain[i])
        asks = "dry" if i in dry_idx else "rain"
        ans = rain if asks == "rain" else not rain
        slots.append(dict(qtype="Q1", asks=asks, station=st, start=start,
                          hours=hours, answer="True" if ans else "False"))
    for qtype, n, direction in (("Q2", N_Q2, -1), ("Q3", N_Q3, +1)):
        for st in station_cycle(n):
            start, hours, _ = pick(st, True)
            ans = shift_answer(series[st], start, hours, direction)
            slots.append(dict(qtype=qtype, asks="rain", station=st, start=start,
                              hours=hours, answer=ans))
    for sl in slots:
        sl["key"] = "{}|{}|{}|{}|{}".format(sl["qtype"], sl["asks"], sl["station"],
                                          sl["start"].strftime("%Y-%m-%dT%H:%M"),
                                          sl["hours"])
    # split: stratified by family, half dev / half test
    for qtype in ("Q1", "Q2", "Q3"):
        fam = [sl for sl in slots if sl["qtype"] == qtype]
        order = list(range(len(fam)))
        rng.shuffle(order)
        for rank, i in enumerate(order):
            fam[i]["split"] = "dev" if rank < len(fam) // 2 else "test"
    return slots


def main():
    series = load()
    slots = draw(series)
    if "--list" in sys.argv:
        for sl in slots:
            st = sl["start"]
            end = st + pd.Timedelta(hours=sl["hours"])
            print("\t".join([sl["key"], sl["split"], st.strftime("%A"),
                             end.strftime("%H:%M"), sl["answer"]]))
        return
    with open(TEXTS, encoding="utf-8") as f:
        texts = json.load(f)
    missing = [sl["key"] for sl in slots if sl["key"] not in texts]
    if missing:
        sys.exit("missing texts for %d slots, e.g. %s" % (len(missing), missing[:3]))
    extra = set(texts) - {sl["key"] for sl in slots}
    if extra:
        sys.exit("texts for slots that were not drawn: %s" % sorted(extra)[:3])
    for split in ("dev", "test"):
        rows = [sl for sl in slots if sl["split"] == split]
        path = os.path.join(HERE, "weather-%s.jsonl" % split)
        with open(path, "w", encoding="utf-8") as f:
            for n, sl in enumerate(rows, 1):
                rec = {"id": "wx-%s-%03d" % (split, n), "dataset": "irish-weather",
                       "qtype": sl["qtype"], "question": texts[sl["key"]],
                       "answer": sl["answer"], "asks": sl["asks"],
                       "station": sl["station"],
                       "start": sl["start"].strftime("%Y-%m-%dT%H:%M"),
                       "hours": sl["hours"]}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print("wrote %s (%d questions)" % (path, len(rows)))


if __name__ == "__main__":
    main()
