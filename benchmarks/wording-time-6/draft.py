"""Turns sample.py's output into a first draft of gold.py's ITEMS (frames rotated); the draft was then edited by hand."""
import ast, re, sys
from tables import R, ROLE, place
import checks

ART = re.compile(r"(Union|Council|Association|Organi[sz]ation|Fund|Forces|Party|Front|Movement|Bank|Nations|Commission|"
                 r"Community|Committee|Court|Ministry|Agency|Office|League|Assembly|Army|Congress|Institute|University|"
                 r"Program|Coalition|Alliance|Group|Federation|Corporation|Network|Times|Post|Press|Service|States|"
                 r"Kingdom|Emirates|Republic|Middle_East|Government|Parliament|Senate|Authority|Brotherhood|Cross|"
                 r"Department|Board|Monitor|Hague|Mission|Organizations|Secretary|Revenue|Forum|Confederation|Unions|Watch|Police)")


def mention(e):
    s = checks.sector(e)
    if s:
        return ROLE[s[0]].format(P=place(s[1])), "description"
    txt = e.replace("_", " ")
    if ART.search(e) and not txt.startswith("The "):
        txt = "the " + txt
    if txt.startswith("The "):
        txt = "the " + txt[4:]
    return txt, "literal"


F = {
    (None, "day"): ["When did {H} {b}?"],
    (None, "month"): ["In which month did {H} {b}?", "In what month did {H} {b}?", "Could you tell me the exact month when {H} {p}?"],
    (None, "year"): ["In which year did {H} {b}?", "In what year did {H} {b}?"],
    ("first", "day"): ["When did {H} first {b}?", "When did {H} {b} for the first time?", "At what time did {H} first {b}?"],
    ("last", "day"): ["When did {H} last {b}?", "When was the last time {H} {p}?", "At what time did {H} last {b}?"],
    ("first", "month"): ["In which month did {H} first {b}?", "Could you tell me the exact month when {H} first {p}?", "In what month did {H} {b} for the first time?"],
    ("last", "month"): ["In which month did {H} last {b}?", "Could you tell me the exact month when {H} last {p}?", "In what month did {H} last {b}?"],
    ("first", "year"): ["In which year did {H} first {b}?", "In what year did {H} {b} for the first time?"],
    ("last", "year"): ["In which year did {H} last {b}?", "In what year did {H} last {b}?"],
}
cnt = {}
for line in open(sys.argv[1]):
    line = line.strip().rstrip(",")
    if not line.startswith("("):
        continue
    h, r, t, ext, lv = ast.literal_eval(line)
    hm, hk = mention(h)
    tm, tk = mention(t)
    k = (ext, lv)
    fr = F[k][cnt.get(k, 0) % len(F[k])]
    cnt[k] = cnt.get(k, 0) + 1
    b, p = R[r][0].format(t=tm), R[r][1].format(t=tm)
    q = fr.format(H=hm, b=b, p=p)
    q = q[0].upper() + q[1:]
    print("    (%r,\n     %r, %r, %r, %r, %r, %r, %r)," % (q, h, r, t, ext, lv, hm, tm))
