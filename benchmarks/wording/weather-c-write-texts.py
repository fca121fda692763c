#!/usr/bin/env python3
"""Writes weather-c-texts.json ({slot id: question}) from weather-c-slots.json.
Hand-written phrase banks combined per slot; saved in batches of 30."""
import json, os, random
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(77)

NAMES = {
    "ATHENRY": ["Athenry"], "BALLYHAISE": ["Ballyhaise"], "BELMULLET": ["Belmullet"],
    "CASEMENT": ["Casement", "Casement Aerodrome", "Baldonnel (Casement)"],
    "CLAREMORRIS": ["Claremorris"], "CORK AIRPORT": ["Cork Airport", "Cork airport"],
    "DUBLIN AIRPORT": ["Dublin Airport", "Dublin airport"], "DUNSANY": ["Dunsany"],
    "FINNER": ["Finner", "Finner Camp"], "GURTEEN": ["Gurteen"],
    "JOHNSTOWNII": ["Johnstown", "Johnstown Castle"], "KNOCK AIRPORT": ["Knock Airport", "Knock airport", "Ireland West Airport Knock"],
    "MACE HEAD": ["Mace Head"], "MALIN HEAD": ["Malin Head"], "MARKREE": ["Markree", "Markree Castle"],
    "MOORE PARK": ["Moore Park", "Moorepark"], "MT DILLON": ["Mount Dillon", "Mt Dillon"],
    "MULLINGAR": ["Mullingar"], "NEWPORT": ["Newport"], "OAK PARK": ["Oak Park", "Oakpark"],
    "PHOENIX PARK": ["Phoenix Park", "the Phoenix Park"], "ROCHES POINT": ["Roches Point", "Roche's Point"],
    "SHANNON AIRPORT": ["Shannon Airport", "Shannon airport"], "SherkinIsland": ["Sherkin Island", "Sherkin"],
    "VALENTIA OBSERVATORY": ["Valentia", "Valentia Observatory", "Valentia Island"],
}
MISSPELL = {
    "ATHENRY": "Athenrey", "BALLYHAISE": "Ballyhase", "BELMULLET": "Belmulet", "CASEMENT": "Casment",
    "CLAREMORRIS": "Claremoris", "CORK AIRPORT": "Cork Airprot", "DUBLIN AIRPORT": "Dublin Aiport",
    "DUNSANY": "Dunsanny", "FINNER": "Finnar", "GURTEEN": "Gurtien", "JOHNSTOWNII": "Johnstwon",
    "KNOCK AIRPORT": "Knock Airpot", "MACE HEAD": "Mace Haed", "MALIN HEAD": "Mallin Head",
    "MARKREE": "Markery", "MOORE PARK": "Moor Park", "MT DILLON": "Mount Dilon", "MULLINGAR": "Mullinger",
    "NEWPORT": "Newprot", "OAK PARK": "Oak Prak", "PHOENIX PARK": "Pheonix Park",
    "ROCHES POINT": "Roches Piont", "SHANNON AIRPORT": "Shanon Airport", "SherkinIsland": "Sherkin Iland",
    "VALENTIA OBSERVATORY": "Valencia",
}
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def station(st):
    r = R.random()
    if r < 0.05:
        return MISSPELL[st]
    n = R.choice(NAMES[st])
    if r < 0.15:
        n = n.lower()
    return n


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def date_str(s, wd):
    m, d, y = MONTHS[s.month - 1], s.day, s.year
    forms = ["%d %s %d" % (d, m, y), "the %s of %s %d" % (ordinal(d), m, y),
             "%s %d, %d" % (m, d, y), "%s %d %s %d" % (wd, d, m, y),
             "%d %s %d" % (d, m[:3], y), "%02d/%02d/%d" % (d, s.month, y),
             s.strftime("%Y-%m-%d"), "%s, %s %d, %d" % (wd, m, d, y),
             "%s the %s of %s %d" % (wd, ordinal(d), m, y)]
    return R.choice(forms)


def period(h):
    if h < 12:
        return "in the morning"
    if h < 18:
        return "in the afternoon"
    if h < 21:
        return "in the evening"
    return "at night"


def h12(h):
    return 12 if h % 12 == 0 else h % 12


def ampm(h, style):
    if h == 12 and style in (0, 1, 4):
        return "noon"
    if h % 24 == 0 and style in (0, 1, 4):
        return "midnight"
    if style == 0:
        return "%d%s" % (h12(h), "am" if h < 12 else "pm")
    if style == 1:
        return "%d %s" % (h12(h), "a.m." if h < 12 else "p.m.")
    if style == 2:
        return "%02d:00" % (h % 24)
    if style == 4:
        return "%d %s" % (h12(h), "AM" if h < 12 else "PM")
    return "%02d:00" % (h % 24)


def time_str(h):
    r = R.random()
    if r < 0.25:
        return ampm(h, 0)
    if r < 0.4:
        return ampm(h, 1)
    if r < 0.65:
        return ampm(h, 2)
    if r < 0.75:
        return ampm(h, 4)
    if h in (0, 12):
        return "noon" if h == 12 else "midnight"
    if r < 0.88:
        return "%d %s" % (h12(h), period(h))
    return "%s %s" % (WORDS[h12(h)], period(h))


def range_str(h, d):
    e = h + d
    r = R.random()
    if r < 0.25:
        return "%02d:00-%02d:00" % (h, e % 24)
    if r < 0.45:
        return "%s\u2013%s" % (ampm(h, 0), ampm(e, 0))
    if r < 0.65:
        return "from %s until %s" % (ampm(h, R.choice([0, 1, 2])), ampm(e, R.choice([0, 1, 2])))
    if r < 0.8 and period(h) == period(e) and h not in (0, 12) and e not in (12, 24):
        return "between %d and %d %s" % (h12(h), h12(e), period(h))
    if r < 0.9:
        return "from %s to %s" % (ampm(h, 2), ampm(e, 2))
    return "%s till %s" % (ampm(h, 0), ampm(e, 0))


def dur_words(d):
    if d == 1:
        return R.choice(["for an hour", "for one hour", "for 1 hour"])
    return R.choice(["for %s hours" % WORDS[d], "for %d hours" % d, "for %d hrs" % d])


def adj(d):
    return R.choice(["%d-hour" % d, "%s-hour" % WORDS[d]])


TRIPS = ["walk", "hike", "cycle", "bike ride", "run", "picnic", "drive", "match", "stroll",
         "dog walk", "round of golf", "fishing trip", "jog", "trail run", "outdoor shift", "barbecue"]


def parts(slot):
    s = datetime.strptime(slot["start"], "%Y-%m-%dT%H:%M")
    d = slot["hours"]
    return s, d, s.hour, station(slot["station"]), date_str(s, slot["weekday"])


def when(h, d, crosses):
    """Return (phrase covering start + duration/end)."""
    if not crosses and R.random() < 0.45:
        return range_str(h, d)
    return "at %s %s" % (time_str(h), dur_words(d))


def q1(slot):
    s, d, h, st, dt = parts(slot)
    crosses = h + d > 24
    trip = R.choice(TRIPS)
    t = time_str(h)
    w = when(h, d, crosses)
    a = adj(d)
    if slot["asks"] == "rain":
        opts = [
            "Will it rain during my %s %s at %s starting at %s on %s?" % (a, trip, st, t, dt),
            "Is there any rain at %s on %s %s?" % (st, dt, w),
            "Does it rain at %s %s on %s?" % (st, w, dt),
            "Planning a %s near %s on %s, %s. Am I going to get wet?" % (trip, st, dt, w),
            "Any rain in %s on %s %s?" % (st, dt, w),
            "I'm heading out for a %s at %s on %s, leaving %s. Will I need an umbrella?" % (a + " " + trip, st, dt, t),
            "Given the observations, does any rain fall at %s on %s during the %d hour(s) starting %s?" % (st, dt, d, t),
            "will it be raining at all in %s on %s %s" % (st, dt, w),
            "My %s at %s is on %s, starting %s and lasting %s. Will it rain?" % (trip, st, dt, t, WORDS[d] + (" hour" if d == 1 else " hours")),
            "Should I pack a raincoat for a %s in %s on %s %s?" % (trip, st, dt, w),
            "Is rain recorded at %s on %s in the %s window beginning %s?" % (st, dt, "%d-hour" % d, t),
        ]
    else:
        opts = [
            "Will it stay dry at %s on %s %s?" % (st, dt, w),
            "Will it stay dry for my %s %s at %s starting %s on %s?" % (a, trip, st, t, dt),
            "Is it going to be dry in %s on %s %s?" % (st, dt, w),
            "Can I expect no rain at %s on %s %s?" % (st, dt, w),
            "I've a %s planned at %s on %s %s - will it remain dry the whole time?" % (trip, st, dt, w),
            "Will the weather hold (no rain at all) at %s on %s %s?" % (st, dt, w),
            "will %s stay rain-free on %s %s" % (st, dt, w),
        ]
    return R.choice(opts)


Q2V = ["bring it forward", "set off earlier", "leave early", "start sooner", "move it earlier",
       "head off earlier", "go earlier", "start earlier"]
Q3V = ["postpone it", "push it back", "delay it", "put it off", "leave later", "start later", "move it later", "hold off"]


def q23(slot, verbs, earlier):
    s, d, h, st, dt = parts(slot)
    crosses = h + d > 24
    trip = R.choice(TRIPS)
    t = time_str(h)
    w = when(h, d, crosses)
    a = adj(d)
    v = R.choice(verbs)
    if earlier:
        opts = [
            "If it rains, what is the latest time I can %s my %s %s at %s from %s on %s so that it stays dry?" % (R.choice(["bring forward", "move forward", "start"]), a, trip, st, t, dt),
            "It looks like rain for my %s at %s on %s %s. If I %s, what's the latest start that keeps me dry?" % (trip, st, dt, w, v),
            "My %s %s at %s is planned for %s on %s. If it will rain and I %s, what's the latest start that still avoids all rain?" % (a, trip, st, t, dt, v),
            "If there's rain during my %s in %s on %s %s, what is the latest earlier start time for a dry %s of the same length?" % (trip, st, dt, w, trip),
            "Rain on my %s at %s on %s %s? If I %s, what's the latest dry start time?" % (trip, st, dt, w, v),
            "Should it rain and I %s, what's the latest start for a dry %s %s at %s on %s (originally %s)?" % (v, a, trip, st, dt, t),
            "we wanted to %s at %s on %s %s but if it's wet, what is the latest earlier start that stays completely dry?" % (trip if trip in ("walk", "hike", "cycle", "run", "jog", "drive") else "go", st, dt, w),
        ]
    else:
        opts = [
            "If it rains, when is the earliest I can %s my %s %s at %s from %s on %s to?" % (R.choice(["postpone", "push back", "delay", "put off", "move"]), a, trip, st, t, dt),
            "It looks like rain for my %s at %s on %s %s. If I %s, what's the earliest start that keeps me dry?" % (trip, st, dt, w, v),
            "My %s %s at %s is planned for %s on %s. If it will rain and I %s, what's the earliest start that stays dry the whole way?" % (a, trip, st, t, dt, v),
            "If there's rain during my %s in %s on %s %s, what's the earliest later start for a dry %s of the same length?" % (trip, st, dt, w, trip),
            "Rain on my %s at %s on %s %s? If I %s, when's the soonest start that's dry?" % (trip, st, dt, w, v),
            "Should it rain and I %s, how soon after the planned %s could I start a dry %s %s at %s on %s?" % (v, t, a, trip, st, dt),
            "we were going to head out at %s on %s from %s %s. If it's wet, what is the earliest later start that stays completely dry?" % (st, dt, t, dur_words(d)),
        ]
    return R.choice(opts)


def main():
    slots = json.load(open(os.path.join(HERE, "weather-c-slots.json")))
    texts = {}
    path = os.path.join(HERE, "weather-c-texts.json")
    for i, slot in enumerate(slots, 1):
        if slot["qtype"] == "Q1":
            texts[slot["slot"]] = q1(slot)
        else:
            texts[slot["slot"]] = q23(slot, Q2V if slot["qtype"] == "Q2" else Q3V, slot["qtype"] == "Q2")
        if i % 30 == 0 or i == len(slots):
            with open(path, "w") as f:
                json.dump(texts, f, indent=1, ensure_ascii=False)
    print("texts", len(texts))


if __name__ == "__main__":
    main()
