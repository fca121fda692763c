"""A product line: a name ("Apple iPhone", "Android OS", "Fedora Linux") that other names of the graph extend by a
version ("Apple iPhone X", "Android OS 9", "Fedora Linux 17"), `LINE_MEMBERS` of them or more. People name a line
without its maker's word or its kind's word, and a version by the line so said: "iPhone X", "Android 9", "Fedora
17". Both words are found in the graph, not in a list: a maker's word opens two lines or more ("Apple iPhone",
"Apple iOS"), a kind's word closes two lines or more ("Fedora Linux", "Rocky Linux"). The forms made so are partial
(`NameIndex._add_partial`): a name said in full by the same words wins, the question's context must leave one of
the entities they may be, and the reading says which it read ("read 'iPhone X' as Apple iPhone X"). A line whose
short word another name holds too ("iOS" of Cisco IOS XE) gives no form of its own, but a version said without the
maker's word still names the one version holding both words ("iOS 11"; never a kind's word left out: "iPad 11" is no
iPad Pro 11). A version is also said by its line's letters ("RHEL 6" for Red Hat Enterprise Linux 6). Only of
graphs whose names are written plainly (not ICEWS's)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from chronorag.understanding.lexicon import FUNCTION_WORDS
from chronorag.understanding.name_forms import Form, acronym, words_key
from chronorag.understanding.name_parts import DISAMBIGUATOR

LINE_MEMBERS = 3  # names extending a name by a version, so many or more: the name is a line of versions
VERSION_LETTERS = 3  # a version said in capitals has so many letters or fewer ("X", "XR", "XS", "SE")
MIN_LETTERS = 3  # a line said by its capitals' letters, so many or more ("RHEL 6" for Red Hat Enterprise Linux 6)
SHARED_BY = 2  # a first (last) word of so many lines or more is a maker's (a kind's) word


def _a_version(word: str, written: str) -> bool:
    """A word that opens a version: a number ("9", "12.1", "3gs") or a short word in capitals ("X", "XR", "SE")."""
    return word[:1].isdigit() or (written.isupper() and written.isalpha() and len(written) <= VERSION_LETTERS)


def lines_of(names: Iterable[str]) -> dict[Form, list[tuple[str, Form]]]:
    """Each line's words -> its members (name, the words after the line's), a member also without its
    disambiguator ("Fedora Linux 17 (Beefy Miracle)": "17 beefy miracle" and "17")."""
    return _lines({words_key(name): name for name in names})


def _lines(held: dict[Form, str]) -> dict[Form, list[tuple[str, Form]]]:
    """`lines_of` over the names by their word keys."""
    members: dict[Form, list[tuple[str, Form]]] = {}
    for name in held.values():
        for written in dict.fromkeys((name, DISAMBIGUATOR.sub("", name))):
            words, parts = words_key(written), written.split()
            for n in range(2, len(words)):  # a line of two words or more, a version after it
                line = words[:n]
                if line in held and len(parts) > n and _a_version(words[n], parts[n]):
                    members.setdefault(line, []).append((name, words[n:]))
    return {line: found for line, found in members.items() if len({n for n, _ in found}) >= LINE_MEMBERS}


def _names_a_line(short: Form, shared: set[str]) -> bool:
    """A short form keeps a word of the line's own ("Oracle" of Oracle JDK is only its maker, "Linux" of Amazon Linux
    only a kind) and ends in no function word ("Amazon RDS for" of Amazon RDS for MySQL)."""
    return bool(short) and not set(short) <= shared and short[-1] not in FUNCTION_WORDS


def line_forms(names: list[str]) -> dict[Form, set[str]]:
    """The partial forms of the lines and their members: the line without its maker's word or its kind's word, and
    each member said by such a form and its version. Only where the words left say no name of the graph but the
    line's own: "Chrome" of Chrome OS is also Google Chrome's word, "iPad" of iPad Pro Apple iPad's, and "Chrome 100"
    must not read as Chrome OS 100 where the browser is meant."""
    held = {words_key(name): name for name in names}
    lines = _lines(held)
    makers = {w for w, k in Counter(line[0] for line in lines).items() if k >= SHARED_BY}
    kinds = {w for w, k in Counter(line[-1] for line in lines).items() if k >= SHARED_BY}
    having: dict[str, set[str]] = {}  # a word -> the names holding it
    for words, name in held.items():
        for w in words:
            having.setdefault(w, set()).add(name)
    out: dict[Form, set[str]] = {}
    for line, members in lines.items():
        family = {held[line], *(name for name, _ in members)}
        shorts = {line[1:] if line[0] in makers else (), line[:-1] if line[-1] in kinds else ()}
        for short in (s for s in shorts if _names_a_line(s, makers | kinds)):
            alone = not _said_elsewhere(short, having, family)  # "iOS" alone is also Cisco IOS XE's word
            if alone:
                out.setdefault(short, set()).add(held[line])
            unmade = short == line[1:]  # only its maker's word left out: "iPad 11" is no iPad Pro 11
            for name, version in members:  # "iOS 11": no other name holds both words
                if alone or (unmade and not _said_elsewhere(short + version, having, family)):
                    out.setdefault(short + version, set()).add(name)
        if (letters := acronym(held[line])) and len(letters) >= MIN_LETTERS:  # "RHEL 6": the line by its letters
            out.setdefault((letters,), set()).add(held[line])
            for name, version in members:
                out.setdefault((letters, *version), set()).add(name)
    return out


def _said_elsewhere(form: Form, having: dict[str, set[str]], family: set[str]) -> bool:
    """Whether a name outside the line holds every word of the form."""
    return bool(set.intersection(*(having.get(w, set()) for w in form)) - family)
