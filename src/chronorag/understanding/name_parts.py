"""What people leave out of a graph's names, derived from the name alone and the shared data (no graph's own file).

A name's partial forms: without its disambiguator ("Kevin Sharp" for Kevin Sharp (footballer), "Chelsea" for
Chelsea, London), without an organisation's form at either end (`names.organisation_affixes`: "Aston Villa" for
Aston Villa F.C., "Spartak Moscow" for FC Spartak Moscow), without an "of <place>" tail ("the Social Democratic
Party" for Social Democratic Party of Germany), and a person by surname or by first and last name ("Giuliani",
"Rudolph Giuliani" for Rudolph W. Giuliani). The name index (`names`) holds them apart from the names as written: a
partial form is read only where no name is said in full by the same words, as the one entity it may be in the
question's context. A place's other names (`gazetteer`) are no partial forms: "Bombay" is all of Mumbai."""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.award_names import said_as_award
from chronorag.understanding.designations import designation_alone, without_its_number
from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.lexicon import (
    EVENT_WORDS,
    FUNCTION_WORDS,
    list_table,
    phrase_list,
    word_class,
    word_table,
)
from chronorag.understanding.name_forms import (
    _CONNECTORS,
    _PARTICLES,
    OF_PLACE,
    PATRONYMICS,
    REGNAL,
    SKIP,
    TITLES,
    Form,
    _nameish,
    looks_like_a_person,
    words_key,
)
from chronorag.understanding.name_separated import DISAMBIGUATOR, set_apart
from chronorag.understanding.name_table import DEMONYMS, name_table
from chronorag.understanding.office_names import abbreviated, said_alone, said_as_office
from chronorag.understanding.relation_derived import derive, derived_file, is_adjective
from chronorag.understanding.tokens import tokenize
from chronorag.understanding.words import is_english_word, key, respelled, transliterated

KIND_TAIL_NAMES = 5  # names that end (or open) with the same words before those words name a kind ("Grand Prix")
PARTIAL = 3  # the rank of a partial form no other way of saying the name gives
# "Chelsea, London", "Portsmouth, New Hampshire", "Montreal, Quebec, Canada": a place's region (country) after commas
# "Edwin 'Buzz' Aldrin": the name one goes by, quoted; "William Blaine (Bill) Richardson", "Henry A. (Heinz Alfred)
# Kissinger": the words before it said otherwise, in parentheses inside the name (never at its end: a disambiguator)
NICKNAME = re.compile(r" (?:['‘\"“]([^'’\"”]+)['’\"”]|\(([^()]+)\)) ")
REGION_TAIL = re.compile(r"^([^,()]+)(?:, [A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,2}){1,2}$")
INVERTED = re.compile(r"^([^,()]+), ([^,()]+)$")  # "Vietnam, South", "Congo, Republic of the"


def letters_key(text: str) -> Form:
    """A name's word keys with its articles kept, as an organisation's form is compared with it: "s.a." is
    (s, a), so that it leaves the initial of "S.Y. Agnon" alone, and "A.C. Milan" is (a, c, milan)."""
    return tuple(key(t.text) for t in tokenize(text.replace("_", " ")) if _nameish(t))


AFFIXES = sorted({letters_key(a) for a in phrase_list("names", "organisation_affixes")}, key=len, reverse=True)
NAME_SUFFIXES = word_class("names", "name_suffixes")
DROPPED_SUFFIXES = word_class("names", "name_suffixes_dropped")  # "Martin Luther King" for ... King Jr.
YOUNGER = word_class("names", "younger_suffixes")
INVERTED_ENDS = word_class("names", "inverted_after_comma")
ELDER = word_class("names", "elder_suffixes")
MIN_INITIALS_ALONE = 3  # a part said by its initials alone, of three letters or more ("MVP")
YEAR = re.compile(r"\b(\d{4})\b")
CLUB_WORDS = frozenset(key(w) for w in word_class("names", "club_words"))  # keyed as a name's words: "wanderer"
CLUB_OPENERS = word_class("names", "club_openers")
CLUB_PLACE_WORDS = word_class("names", "club_place_words")
# said by their keys, as a name's words are ("wanderers": wanderer), a club's words among them ("Huddersfield Town" has
# no surname "Town")
BODY_WORDS = frozenset(key(w) for w in word_class("names", "body_words") | CLUB_WORDS)
AWARD_WORDS = word_class("names", "award_words")
SCOPE_WORDS = word_class("names", "scope_words") | word_class("names", "field_words")
DROPPABLE = word_class("names", "droppable_words")
OTHERWISE = word_table("names", "name_words_otherwise")
PLACE_OPENERS = word_class("names", "place_openers")
AND_WORDS = word_class("names", "two_office_joins")
DEPARTMENT_HEADS = word_class("names", "department_heads")
DEPARTMENT_JOINS = word_class("names", "department_joins")  # two offices held as one
BODY_FOR = [tuple(p.split()) for p in phrase_list("names", "body_for_joiners")]  # "for the": what a body is for
SHORT_GIVEN = list_table("names", "given_name_short_forms")
COMPOUND_SURNAME = word_class("names", "compound_surname_particles")
_NOT_SURNAMES = FUNCTION_WORDS | EVENT_WORDS | TITLES | NAME_SUFFIXES
_NOT_IN_A_PERSON = _CONNECTORS - _PARTICLES  # "of", "and", "for": a body's name, not a person's
_PLACE_KINDS = ("country", "region", "territory")


def _known_places() -> frozenset[Form]:
    """The places a name's "of <place>" tail may say: the countries and regions of the names table and every name
    of the gazetteer."""
    kinds = name_table().kinds()
    places = {p for p in DEMONYMS} | {e for e, kind in kinds.items() if kind in _PLACE_KINDS}
    places |= {said for row in gazetteer().place if row.kind != "organisation" for said in row.names}
    return frozenset(words_key(p) for p in places)


KNOWN_PLACES = _known_places()


def spellings(name: str) -> list[str]:
    """The name as written and with the letters people also write as two written so ("Wolfgang Schuessel")."""
    other = transliterated(name)
    return [name, other] if other else [name]


def bare_names(name: str) -> list[str]:
    """The name without what tells it apart from another of the same words: "Kevin Sharp" for Kevin Sharp
    (footballer), "Chelsea" for Chelsea, London, "St. Petersburg" for St. Petersburg, Florida; a person without the
    nickname written in quotes inside the name, or by the nickname and the surname ("Buzz Aldrin")."""
    out = []
    if (bare := DISAMBIGUATOR.sub("", name)) != name and bare:
        out.append(bare)
    quoted = NICKNAME.search(name)
    unquoted = f"{name[: quoted.start()]} {name[quoted.end() :]}" if quoted else ""
    if quoted and personal(unquoted):  # "Edwin Aldrin" and "Buzz Aldrin" for Edwin 'Buzz' Aldrin (a person's only)
        out += [unquoted, f"{quoted.group(1) or quoted.group(2)} {name[quoted.end() :]}"]
    for text in [name, *out]:
        if m := REGION_TAIL.match(text):
            out.append(m.group(1))
    if (m := INVERTED.match(name)) and m.group(2).split()[-1].lower() in INVERTED_ENDS:
        out.append(f"{m.group(2)} {m.group(1)}")  # "South Vietnam" for Vietnam, South
    return out


def partial_forms(name: str, plain: bool) -> tuple[set[Form], set[Form]]:
    """The partial forms of `name` and, of them, those that are a person's surname alone. `plain`: a graph whose
    parentheses are disambiguators (not ICEWS's "Role (Place)", whose sectors have none of these forms)."""
    if not plain and SECTOR_NAME.match(name):
        return set(), set()
    partial: set[Form] = set()
    surnames: set[Form] = set()
    for spelt in spellings(name):
        texts = [spelt, *(bare_names(spelt) if plain else [])]
        for text in texts:
            words, letters = words_key(text), letters_key(text)
            if text != spelt:
                partial.add(words)
            partial |= _shorter(text, words, letters, plain)
            if plain:  # "Defence Secretary", "Deputy PM", "the physics Nobel" (ICEWS's sectors have their own ways)
                partial |= said_as_office(text) | said_as_award(text)
            if not _has_affix(letters) and personal(text):
                forms, family = person_forms(_untitled(words), len(words_key(text.split()[-1])))
                partial |= forms | family | going_by(text, _untitled(words))
                if plain and (by_initials := initials(text)):
                    partial.add(by_initials)
                surnames |= family
    whole = {words_key(spelt) for spelt in spellings(name)}
    return partial - whole, surnames - whole


def _shorter(text: str, words: Form, letters: Form, plain: bool) -> set[Form]:
    """A name's forms with a part left out or said otherwise, any kind of name (a person's are `person_forms`)."""
    bare = words_key(DISAMBIGUATOR.sub("", text))
    short = without_affix(letters)
    out = {f for f in (short, without_place(words), *without_award_word(bare)) if f}
    if plain:  # not ICEWS's: "the Court of Auditors" may be a country's
        out |= (
            said_otherwise(bare)
            | {f for f in (_what_of_department(bare),) if f}
            | set_apart(text, KNOWN_PLACES, BODY_WORDS)
        )
        out |= what_a_body_is_for(DISAMBIGUATOR.sub("", text)) | designation_alone(text)
    if short and len(short) >= 2 and short[-1] in CLUB_WORDS:
        out.add(short[:-1])  # "West Ham" for West Ham United F.C., "Tottenham" for Tottenham Hotspur F.C.
    if short and len(short) >= 2 and short[0] in CLUB_OPENERS:
        out.add(short[1:])  # "Betis" for Real Betis Balompié
    opens_with_form = short is not None and _less_affix(letters, at_start=False) is None  # "FC ...", not "... Corp."
    if (
        plain
        and short
        and opens_with_form
        and (at := [k for k in range(1, len(short) - 1) if short[k] in CLUB_PLACE_WORDS])
    ):
        out.add(short[at[-1] + 1 :])  # "Bordeaux" for FC Girondins de Bordeaux: a club said by its place
    if plain and (unnumbered := without_its_number(words)):
        out.add(unnumbered)  # "Dalai Lama" for The 14th Dalai Lama
    if len(words) == 1:  # "democratic" for Democrat ("the Democratic Party")
        out |= {(adj,) for adj in derive(words[0], derived_file().member_adjective, is_adjective)}
    return out


def what_a_body_is_for(text: str) -> set[Form]:
    """ "Second Circuit" for U.S. Court of Appeals for the Second Circuit, "Southern District of New York" for U.S.
    District Court for the Southern District of New York: what a body's name says it is for after "for the"
    (`names.body_for_joiners`), said alone, as people name a court by its circuit or district; only of a body (a
    body's word before the joiner), two capitalised words or more after it, and also with a run of them written as
    letters (`names.name_abbreviations`: "DC Circuit" for ... the District of Columbia Circuit). A partial form: the
    question's context settles which of the bodies for the same thing it is."""
    parts = text.split()
    low = [p.lower() for p in parts]
    for joiner in BODY_FOR:
        n = len(joiner)
        at = next((k for k in range(1, len(low) - n) if tuple(low[k : k + n]) == joiner), None)
        if at is None or not set(words_key(" ".join(parts[:at]))) & BODY_WORDS:
            continue
        rest = parts[at + n :]
        capitalised = [p for p in rest if p.lower() not in OF_PLACE]
        if len(capitalised) >= 2 and all(p[:1].isupper() for p in capitalised):
            what = words_key(" ".join(rest))
            return {what} | abbreviated(what)
    return set()


def _what_of_department(words: Form) -> Form | None:
    """ "Trade and Industry" for Department of Trade and Industry, "Work and Pensions": what a department is for, of
    two words or more, said alone (`names.department_heads`, `department_joins`); never one word ("Health")."""
    if len(words) >= 4 and words[0] in DEPARTMENT_HEADS and words[1] in DEPARTMENT_JOINS:
        return words[2:]
    return None


def without_affix(letters: Form) -> Form | None:
    """The name's words (`letters_key`: its articles kept) without an organisation's form at its end or its start
    ("aston villa f c"), as `words_key` keys them."""
    rest = _less_affix(letters, at_start=True)
    return _kept(_unnumbered(rest)) if rest is not None else None


def _less_affix(letters: Form, at_start: bool) -> Form | None:
    """The words of a name less an organisation's form at its end (or, `at_start`, its start), articles left out;
    None for a name with none there."""
    for affix in AFFIXES:
        n = len(affix)
        if len(letters) > n and letters[-n:] == affix:
            return _unarticled(letters[:-n])
        if at_start and len(letters) > n and letters[:n] == affix:
            return _unarticled(letters[n:])
    return None


def _unnumbered(words: Form) -> Form:
    """A club's name without the number of its founding at its end ("Schalke 04", "Hannover 96"): people leave it
    out with its form."""
    return words[:-1] if len(words) > 1 and words[-1].isdigit() and len(words[-1]) in (2, 4) else words


def club_core(name: str) -> Form | None:
    """A name without the organisation's form at its end ("Manchester City F.C.", "Manchester City FC": manchester
    city), so one organisation written two ways is known by the same other names; None for a name with none."""
    return _less_affix(letters_key(name), at_start=False)


def _unarticled(letters: Form) -> Form:
    return tuple(w for w in letters if w not in SKIP)


def _has_affix(words: Form) -> bool:
    return without_affix(words) is not None


def _kept(words: Form) -> Form | None:
    """What is left of a name, if it can still name anything: a word of more than one letter that says more than
    the small words of a sentence."""
    return words if any(len(w) > 1 and w not in _NOT_SURNAMES for w in words) else None


def without_award_word(words: Form) -> list[Form | None]:
    """ "nobel in chemistry" and "nobel" for Nobel Prize in Chemistry, "pulitzer" for Pulitzer Prize for Fiction:
    an award's name without its award word (`names.award_words`), the words before that word alone, and the one
    right before it ("emmy" for Primetime Emmy Award for ...); only of a name that goes on after it (the Einstein
    Prize is no "Einstein")."""
    for k in range(1, len(words) - 1):
        if words[k] in AWARD_WORDS:
            return [_kept(words[:k] + words[k + 1 :]), _kept(words[:k]), _kept(words[k - 1 : k]) if k > 1 else None]
    return []


def said_otherwise(words: Form) -> set[Form]:
    """ "constructors championship" and "constructors title" for World Constructors' Championship: a name without
    the word of scope or field it opens with (`names.scope_words`, `names.field_words`: "hall of fame" for Baseball
    Hall of Fame) or a word inside it people leave out
    (`names.droppable_words`: "New York's 14th district"), and with a word said another way
    (`names.name_words_otherwise`), each of two words or more."""
    shorter = {words[1:]} if len(words) > 2 and words[0] in SCOPE_WORDS else set()
    shorter |= {words[:k] + words[k + 1 :] for k in range(1, len(words) - 1) if words[k] in DROPPABLE}
    out = set(shorter)
    for form in {words, *shorter}:
        for k, w in enumerate(form):
            out |= {(*form[:k], said, *form[k + 1 :]) for said, meant in OTHERWISE.items() if meant == w}
    return {f for f in out if f != words and len(f) >= 2}


def without_place(words: Form) -> Form | None:
    """ "social democratic party" for Social Democratic Party of Germany: a name of two words or more before an
    "of" and a known place (`KNOWN_PLACES`) that ends it."""
    for k in range(2, len(words) - 1):
        if words[k] in OF_PLACE and words[k + 1 :] in KNOWN_PLACES:
            return _kept(words[:k])
    return None


def of_head(name: str) -> Form | None:
    """ "house" for House of Representatives, "president" for President of the United States: the one or two
    capitalised words before a name's "of", said alone. Read only where the graph has no other name of that head
    (`NameIndex.build`), and as a partial form: the question's context must still leave it."""
    parts = DISAMBIGUATOR.sub("", name).split()
    for k in (1, 2):
        if len(parts) > k + 1 and _two_offices(parts, k):  # "chief whip" for Chief Whip and Parliamentary Secretary
            return words_key(" ".join(parts[:k])) if all(p[:1].isupper() for p in parts[:k]) else None
        if len(parts) > k + 1 and parts[k].lower() in OF_PLACE:
            head, tail = parts[:k], parts[k + 1 :]
            said = words_key(" ".join(head))
            if all(p[:1].isupper() for p in head) and any(p[:1].isupper() for p in tail):
                return said if any(len(w) > 1 and w not in FUNCTION_WORDS for w in said) else None
            return None
    return None


def _two_offices(parts: list[str], k: int) -> bool:
    """ "Chief Whip and Parliamentary Secretary to the Treasury": one holding of two offices, joined by "and" after
    the first's words, the second's a title (`names.titles`) and more; never two places ("Chelsea and Fulham"), nor a
    body's name ("Law and Justice", "Freedom and Justice Party": a title alone after "and", or a body's word)."""
    rest = parts[k + 1 :]
    if len(rest) < 2 or set(words_key(" ".join(rest))) & BODY_WORDS:
        return False
    return parts[k].lower() in AND_WORDS and any(key(p) in TITLES for p in rest if p[:1].isupper())


def office_forms(name: str) -> set[Form]:
    """ "president" and "presidency" for President of the United States: an office's head before its "of"
    (`of_head`, its last word a title), and the holding of it as a noun (`derived.toml` [office])."""
    head = of_head(name)
    if head is None or head[-1] not in TITLES:
        return set()
    return {head} | {(*head[:-1], noun) for noun in derive(head[-1], derived_file().office)}


def of_heads(names: list[str]) -> tuple[dict[Form, list[str]], dict[Form, int]]:
    """Each head (`of_head`) and the names of offices it opens (no sector's; of a title said alone, the one people
    mean by it: `office_names.said_alone`), and how many names open with it (a sector's too: "Minister of State
    (Home Office)"); never a body's one word many other names say ("the Court": of Court of Claims alone, in a graph
    of courts), never an office's title ("chancellor": said of a few offices by design)."""
    heads: dict[Form, list[str]] = {}
    opened: dict[Form, int] = {}
    for name in names:
        if head := of_head(name):
            opened[head] = opened.get(head, 0) + 1
            if not SECTOR_NAME.match(name):
                heads.setdefault(head, []).append(name)
    worded = Counter(w for name in names for w in set(words_key(name)) if (w,) in heads)
    kind = lambda h, owners: h[0] in BODY_WORDS and worded[h[0]] - len(owners) >= KIND_TAIL_NAMES  # noqa: E731
    return {h: said_alone(h, owners) for h, owners in heads.items() if len(h) > 1 or not kind(h, owners)}, opened


def shared_heads(heads: dict[Form, list[str]], opened: dict[Form, int]) -> set[Form]:
    """ "Chancellor" for Chancellor of the Exchequer and Chancellor of the Duchy of Lancaster: an office's title
    (`office_forms`) that several of `heads`' offices open with, fewer of the graph's names (`opened`: how many open
    with each head, a sector's too) than say a kind ("Minister" opens fifty, "Minister of State (Home Office)" among
    them): said alone, any of them, the context to leave one."""
    return {
        head
        for head, owners in heads.items()
        if len(owners) > 1 and opened[head] < KIND_TAIL_NAMES and all(head in office_forms(o) for o in owners)
    }


def personal(text: str) -> bool:
    """A name a person may have: one that looks like a person's (`looks_like_a_person`), or two to four
    capitalised words (initials and the particles of names among them) with no body's small word ("of", "and"),
    no number and no comma, that is no known place and opens with no word that opens places ("San", "New")."""
    words = words_key(text)
    parts = text.split()
    unlike = not words or words[0] in PLACE_OPENERS or words in KNOWN_PLACES or set(words) & BODY_WORDS
    if unlike or _acronym_last(parts):  # "World Series MVP": no surname "MVP"
        return False
    if looks_like_a_person(text):
        return True
    if not 2 <= len(parts) <= 4 + len([p for p in parts if p.lower() in _PARTICLES]):
        return False
    for p in parts:
        low = p.lower()
        if low in _NOT_IN_A_PERSON or not (p[0].isupper() or low in _PARTICLES):
            return False
        if not all(c.isalpha() or c in ".'’-" for c in p):
            return False
    return True


def _acronym_last(parts: list[str]) -> bool:
    """A name ending in a word written in capitals ("World Series MVP", "ALCS MVP"): an acronym, never a
    person's surname (a monarch's number is none: "Henry VIII")."""
    last = parts[-1] if parts else ""
    return len(parts) >= 2 and len(last) >= 2 and last.isalpha() and last.isupper() and last.lower() not in REGNAL


@cache
def initials(text: str) -> Form | None:
    """ "IDS" for Iain Duncan Smith, "JFK" for John F. Kennedy: a person's three or more capitalised words by their
    initials (keyed as a word is), a partial form the question's context settles; a body's acronym said in capitals
    comes first (`NameIndex._names_said`). Never of names whose first words are words ("Bahrain Grand Prix")."""
    words = text.split()
    given = [w for w in words[:-1] if len(w.rstrip(".")) > 1]  # a surname may be a word ("Smith"), they may not
    if len(words) < 3 or not all(w[:1].isupper() for w in words) or "," in text or not personal(text):
        return None
    return None if any(is_english_word(w) for w in given) else (key("".join(w[0] for w in words).lower()),)


def _untitled(words: Form) -> Form:
    """A person's name without the titles it opens with ("Prime Minister Bhattarai": "bhattarai"; "Sheikh Hamad
    bin Khalifa al-Thani": "hamad bin khalifa al thani")."""
    while len(words) > 1 and (words[0] in TITLES or (len(words) > 2 and words[1] in TITLES)):
        words = words[1:]
    return words


def person_forms(words: Form, last_written: int = 1) -> tuple[set[Form], set[Form]]:
    """A person's short forms (first and last name, first and paternal surname, first and second name) and
    surnames alone (the last name, or the last two; a compound one, "al maliki", "fernandez de kirchner", and its
    first part, "fernandez"; the last word as written, "ki moon" for Ban Ki-moon). `last_written`: how many words
    the last word as written is."""
    suffixed = len(words) > 2 and words[-1] in DROPPED_SUFFIXES
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words, last_written = words[:-1], 1  # "Martin Luther King Jr."
    forms: set[Form] = {words} if suffixed else set()  # the whole name without its suffix: "Martin Luther King"
    family: set[Form] = set()
    if len(words) < 2:  # a name that was titles and one word ("Prime Minister Bhattarai"): that word
        return forms, {words} if words and len(words[0]) >= 3 and words[0] not in _NOT_SURNAMES else family
    given, last = words[0], words[-1]
    if len(words) >= 3:  # and the middle names by their initials: "George H. W. Bush" for George Herbert Walker Bush
        forms |= {(given, last), (given, *(w[0] for w in words[1:-1] if w not in _PARTICLES), last)}
        if len(words[1]) > 1 and words[1] not in _PARTICLES:
            forms.add((given, words[1]))  # "Ingrid Betancourt" for Ingrid Betancourt Pulecio
        if len(words) >= 4 and words[1] in PATRONYMICS:
            forms.add(words[:3])  # "Saud bin Faisal" for Saud bin Faisal bin Abdul-Aziz
    if len(last) >= 3 and last not in _NOT_SURNAMES:
        family.add((last,))
    if len(words) >= 3 and all(len(w) >= 3 and w not in _NOT_SURNAMES | _PARTICLES for w in words[-2:]):
        family.add(words[-2:])  # a surname of two words: "Vening Meinesz", "Haddad Adel", "Roed Larsen"
        if len(words) >= 4 and words[1] not in _PARTICLES:
            forms.add((given, *words[-2:]))  # and the given name: "Shirley Temple Black" for Shirley Jane Temple Black
    if 1 < last_written < len(words):
        family.add(words[-last_written:])  # "Ki-moon", "al-Maliki": the last word as written
    more, compound = _particle_forms(words)
    return forms | more, {f for f in family | compound if f != words}


def going_by(text: str, words: Form) -> set[Form]:
    """A person as people call them beside the name as written, with the surname: the given name's everyday short
    form ("Chuck Schumer" for Charles E. Schumer, `names.given_name_short_forms`), initials written together ("JD
    Vance" for J.D. Vance), the middle name after a first name written as an initial or abbreviation ("Lacy Clay"
    for Wm. Lacy Clay: the name the person goes by), a surname as other transliterations end it."""
    while len(words) > 2 and words[-1] in NAME_SUFFIXES:
        words = words[:-1]
    if len(words) < 2:
        return set()
    given, last = words[0], words[-1]  # and the surname respelled: "Sergei Krikalev" for Krikalyov
    out: set[Form] = {(g, w) for g in (given, *SHORT_GIVEN.get(given, ())) for w in {last, *respelled(last)}}
    out.discard((given, last))
    initials = 0
    while initials < len(words) - 1 and len(words[initials]) == 1:
        initials += 1
    if initials >= 2:
        out.add(("".join(words[:initials]), last))
    first = text.split(maxsplit=1)[0]
    if (
        len(words) >= 3
        and first.endswith(".")
        and key(first.rstrip(".")) == words[0]
        and len(words[1]) > 1
        and words[1] not in _PARTICLES
        and words[1].isalpha()
    ):
        out.add((words[1], last))
    return out


def _particle_forms(words: Form) -> tuple[set[Form], set[Form]]:
    """A surname with particles in it: "al maliki", "fernandez de kirchner" and its first part, "fernandez" (and
    "cristina fernandez"); from a later particle or a patronymic, "ben ali" for Zine El Abidine Ben Ali."""
    forms: set[Form] = set()
    inner = [k for k in range(1, len(words) - 1) if words[k] in _PARTICLES]
    family = {words[k:] for k in [*inner[1:], *(k for k in range(2, len(words) - 1) if words[k] in PATRONYMICS)]}
    if inner:
        k = inner[0]
        if words[k] in COMPOUND_SURNAME:  # "Sergio Cabral" for Sérgio de Oliveira Cabral Santos Filho
            forms |= {(words[0], w) for w in words[k + 1 :] if len(w) >= 3 and w not in _PARTICLES | _NOT_SURNAMES}
        family.add(words[k:] if k == 1 else words[k - 1 :])
        if k >= 2 and len(words[k - 1]) >= 3:
            family.add((words[k - 1],))
            forms.add((words[0], words[k - 1]))
    return forms, family
