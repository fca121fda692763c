#!/usr/bin/env python3
"""Gold builder for the weather-c wording benchmark (standard library only).

Semantics: a reading at t covers [t, t+1h). A trip starting at s (on the hour)
lasting d whole hours (1-5) covers readings s <= t < s+d. Rain = reading > 0.
Q1: any rain in the slot (slots with all readings present); asks="dry" flips.
Q2: latest s' < s, s-s' <= 12h, slot [s', s'+d) all present and all exactly 0.
Q3: earliest s' > s, s'-s <= 12h, likewise. Q2/Q3 only drawn for rainy slots.
"""
import csv, gzip, json, os, random
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data/irish-weather-2017/observations.csv.gz"
SEED = 2026
FMT = "%Y-%m-%d %H:%M"


def load():
    rain = {}
    with gzip.open(DATA, "rt", newline="") as f:
        for row in csv.DictReader(f):
            v = row["rain"].strip()
            if v == "":
                continue
            rain[(row["station"], datetime.strptime(row["date"], FMT))] = float(v)
    return rain


def slot_vals(rain, st, s, d):
    vals = []
    for k in range(d):
        v = rain.get((st, s + timedelta(hours=k)))
        if v is None:
            return None
        vals.append(v)
    return vals


def shift_answer(rain, st, s, d, direction):
    rng = range(1, 13)
    for k in rng:
        s2 = s + timedelta(hours=direction * k)
        vals = slot_vals(rain, st, s2, d)
        if vals is not None and all(v == 0 for v in vals):
            return s2.strftime(FMT)
    return "no answer"


def main():
    rain = load()
    stations = sorted({k[0] for k in rain})
    rnd = random.Random(SEED)
    start0 = datetime(2017, 1, 1)
    slots, seen = [], set()
    want = [("Q1", 90), ("Q2", 60), ("Q3", 60)]
    n = 0
    for qtype, count in want:
        got = 0
        while got < count:
            st = rnd.choice(stations)
            s = start0 + timedelta(hours=rnd.randrange(365 * 24))
            d = rnd.randint(1, 5)
            if (st, s, d) in seen:
                continue
            vals = slot_vals(rain, st, s, d)
            if vals is None:
                continue
            rainy = any(v > 0 for v in vals)
            if qtype == "Q1":
                asks = "dry" if rnd.random() < 0.33 else "rain"
                ans = rainy if asks == "rain" else not rainy
                answer = "True" if ans else "False"
            else:
                if not rainy:
                    continue
                asks = None
                answer = shift_answer(rain, st, s, d, -1 if qtype == "Q2" else 1)
            seen.add((st, s, d))
            n += 1
            got += 1
            slots.append({"slot": "s%03d" % n, "qtype": qtype, "station": st,
                          "start": s.strftime("%Y-%m-%dT%H:%M"), "hours": d,
                          "answer": answer, "asks": asks,
                          "weekday": s.strftime("%A")})
    with open(os.path.join(HERE, "weather-c-slots.json"), "w") as f:
        json.dump(slots, f, indent=1)

    tpath = os.path.join(HERE, "weather-c-texts.json")
    texts = {}
    if os.path.exists(tpath):
        with open(tpath) as f:
            texts = json.load(f)
    split_rnd = random.Random(SEED + 1)
    dev, test = [], []
    for qtype, _ in want:
        group = [s for s in slots if s["qtype"] == qtype and s["slot"] in texts]
        split_rnd.shuffle(group)
        half = (len(group) + 1) // 2
        dev += group[:half]
        test += group[half:]
    for name, group in (("dev", dev), ("test", test)):
        group.sort(key=lambda s: s["slot"])
        with open(os.path.join(HERE, "weather-c-%s.jsonl" % name), "w") as f:
            for i, s in enumerate(group, 1):
                rec = {"id": "wxc-%s-%03d" % (name, i), "dataset": "irish-weather",
                       "qtype": s["qtype"], "question": texts[s["slot"]],
                       "answer": s["answer"], "asks": s["asks"],
                       "station": s["station"], "start": s["start"],
                       "hours": s["hours"]}
                f.write(json.dumps(rec) + "\n")
    from collections import Counter
    print("slots", len(slots), Counter(s["qtype"] for s in slots))
    print("answers", Counter((s["qtype"], s["answer"] if s["qtype"] == "Q1" or s["answer"] == "no answer" else "time") for s in slots))
    print("texts", len(texts), "dev", len(dev), "test", len(test))


if __name__ == "__main__":
    main()
