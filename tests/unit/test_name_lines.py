"""Lines of versions said short (`name_lines`): "iPhone X" for Apple iPhone X (the maker's word, found as the first
word of two lines, left out), "Android 9" for Android OS 9 (the kind's word, the last of two lines, left out). The
forms are partial, found in the graph's names alone, and a name written so wins."""

from __future__ import annotations

from chronorag.understanding.name_forms import body_letters
from chronorag.understanding.name_lines import line_forms, lines_of
from chronorag.understanding.name_separated import parts_said_of
from chronorag.understanding.names import NameIndex
from chronorag.understanding.tokens import tokenize

NAMES = [
    "Apple iPhone",
    *(f"Apple iPhone {v}" for v in ("X", "XR", "11", "12 Pro")),
    "Apple iOS",
    *(f"Apple iOS {v}" for v in ("10", "11", "12")),
    "Android OS",
    *(f"Android OS {v}" for v in ("8.0", "9", "10")),
    "Chrome OS",
    *(f"Chrome OS {v}" for v in ("100", "101", "102")),
    "Oracle JDK",
    *(f"Oracle JDK {v}" for v in ("8", "11", "17")),
    "Fedora Linux",
    *(f"Fedora Linux {v}" for v in ("16 (Verne)", "17 (Beefy Miracle)", "18 (Spherical Cow)")),
    "Rocky Linux",
    *(f"Rocky Linux {v}" for v in ("8", "9", "10")),
    "Windows Phone",  # one version only: no line
    "Windows Phone 8",
]


def said(index: NameIndex, question: str) -> list[tuple[list[str], str]]:
    toks = tokenize(question)
    return [(m.names, m.how) for m in index.mentions(toks, {t.i for t in toks})]


def test_lines_are_names_extended_by_versions_three_times_or_more() -> None:
    lines = lines_of(NAMES)
    assert ("apple", "iphone") in lines and ("android", "os") in lines and ("fedora", "linux") in lines
    assert ("windows", "phone") not in lines  # one version: a name, not a line
    assert ("apple", "iphone", "12") not in lines  # "Pro" is no version
    members = dict(lines[("fedora", "linux")])
    assert members["Fedora Linux 17 (Beefy Miracle)"] in (("17", "beefy", "miracle"), ("17",))


def test_the_makers_and_the_kinds_words_are_found_in_the_names() -> None:
    forms = line_forms(NAMES)
    assert forms[("iphone", "x")] == {"Apple iPhone X"}  # "Apple" opens two lines: a maker's word
    assert forms[("android", "9")] == {"Android OS 9"}  # "OS" closes two lines: a kind's word
    assert forms[("chrome",)] == {"Chrome OS"}
    assert forms[("fedora", "17")] == {"Fedora Linux 17 (Beefy Miracle)"}  # without its disambiguator too
    assert ("oracle", "11") not in forms  # "Oracle" opens one line only: no maker's word, so nothing left out
    assert ("ios", "12") in forms and ("jdk", "11") not in forms


def test_a_short_form_keeps_a_word_of_the_lines_own() -> None:
    names = [*NAMES, "Amazon Linux", *(f"Amazon Linux {v}" for v in ("1", "2", "2023")), "Amazon RDS"]
    names += [f"Amazon RDS {v}" for v in ("5", "6", "7")]
    forms = line_forms(names)
    assert ("iphone",) in forms and ("rds",) in forms  # "Amazon" opens two lines now
    assert ("linux",) not in forms and ("linux", "2") not in forms  # only a kind's word would be left


def test_a_short_form_says_no_other_name() -> None:
    """ "Chrome 100" where the graph holds Google Chrome and Chrome OS: the browser may be meant, so Chrome OS's line
    gives no short form ("Google" opens one line only, so the browser has none either); "iPad 11" is no iPad Pro 11
    where Apple iPad is a line of its own ("Pro" closes two lines), and "iPad" alone no line's (the word is iPad Pro's
    too); "iPad 10", its maker's word left out, is Apple iPad 10, the one name holding both words, as "iOS 11" is
    Apple iOS 11 beside Cisco IOS XE 17.11."""
    names = [*NAMES, "Google Chrome", *(f"Google Chrome {v}" for v in (99, 100, 101))]
    names += ["iPad Pro", *(f"iPad Pro {v}" for v in ("11", "12.9")), "iPad Pro 10.5", "Apple iPad"]
    names += [*(f"Apple iPad {v}" for v in (8, 9, 10)), "MacBook Pro", *(f"MacBook Pro {v}" for v in (13, 14, 16))]
    forms = line_forms(names)
    assert ("chrome", "100") not in forms and ("chrome",) not in forms
    assert ("ipad", "11") not in forms and ("ipad",) not in forms  # either line's: neither is said short
    assert forms[("ipad", "10")] == {"Apple iPad 10"}
    cisco = line_forms([*names, "Cisco IOS XE", *(f"Cisco IOS XE 17.{v}" for v in (11, 12, 13))])
    assert ("ios",) not in cisco and cisco[("ios", "11")] == {"Apple iOS 11"}
    assert forms[("android", "9")] == {"Android OS 9"}


def test_a_version_said_short_is_read_in_part_and_a_name_written_so_wins() -> None:
    index = NameIndex.build(NAMES, plain=True)
    assert said(index, "When did the iPhone X come out?") == [(["Apple iPhone X"], "names.partial")]
    assert said(index, "When was Android 9 released?") == [(["Android OS 9"], "names.partial")]
    written = NameIndex.build([*NAMES, "iPhone X"], plain=True)
    assert said(written, "When did the iPhone X come out?")[0][0] == ["iPhone X"]


def test_icews_names_have_no_lines() -> None:
    """ICEWS writes its names its own way ("Role (Place)"): the forms are of plainly written names only."""
    index = NameIndex.build(NAMES)
    assert ("iphone", "x") not in index.forms


def test_a_version_is_said_by_its_lines_letters_and_the_letters_alone_say_the_line() -> None:
    """A reviewer's "When did RHEL 6 reach end of life?": "RHEL" was every version's letters, so "RHEL 6" was
    refused as any of them; the letters say the line, and a version is said by them and its number."""
    line = "Red Hat Enterprise Linux"
    names = [line, *(f"{line} {v}" for v in ("6", "7", "8", "8.10"))]
    forms = line_forms(names)
    assert forms[("rhel",)] == {line}
    assert forms[("rhel", "6")] == {f"{line} 6"} and forms[("rhel", "8.10")] == {f"{line} 8.10"}
    assert body_letters(f"{line} 6") == {} and "rhel" in body_letters(line)


def test_a_numbered_part_is_said_of_its_whole_by_the_wholes_forms() -> None:
    """A reviewer's "Who won stage 4 of the 2022 Tour?": the graph writes "2022 Tour de France, stage 4"; the part is
    said "of" its whole, the whole as written or by a shorter form in its own order, and the part opens in small
    letters as its name does; never a whole's other words, nor a part the graph does not write so."""
    whole = "2022 Tour de France"
    names = [whole, f"{whole}, stage 4", f"{whole}, stage 14", "Chelsea, London"]
    index = NameIndex.build(names, plain=True)
    forms = parts_said_of(index.names, index.forms)
    assert forms[("stage", "4", "of", "2022", "tour", "de", "france")] == {f"{whole}, stage 4"}
    assert not [f for f in forms if "london" in f or "chelsea" in f]  # a place's region, capitalised: no part
    toks = tokenize("Who won stage 4 of the 2022 Tour de France?")
    said = index.partial_mentions(toks, {t.i for t in toks})  # the reading in part, beside the whole said in full
    assert [(m.names, m.i, m.j) for m in said] == [([f"{whole}, stage 4"], 2, 10)]
