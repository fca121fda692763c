"""Entity names as questions say them, in memory: built from the graph's names (or any list, in tests).

ICEWS names a sector of a country as "Role (Place)": "Citizen (Kenya)", "Head of Government (Egypt)". People say
"the citizens of Kenya", "Kenyan citizens", "Kenya's citizens", "the Kenya police", and "the prime minister of Egypt".
Forms are matched on word keys (noun lemmas), so plurals and case do not matter; the longest form wins, and a form two
names share is reported as ambiguous. A name not said in any known form can still be read when it is one close
misspelling of a single name (`fuzzy`), and the reading is reported. How the forms are made: `name_forms`; sectors
described in words of one's own: `descriptions`.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.award_names import field_words, said_as_award
from chronorag.understanding.descriptions import Descriptions
from chronorag.understanding.gazetteer import gazetteer
from chronorag.understanding.lexicon import FUNCTION_WORDS, word_class
from chronorag.understanding.name_alone import given_name, middle_surnames, surname_of_most
from chronorag.understanding.name_beside import beside_others
from chronorag.understanding.name_compounds import later_forms
from chronorag.understanding.name_forms import (
    _CONNECTORS,
    _PLACE_NAMES,
    _PLACE_OF_ADJECTIVE,
    _RUN_GLUE,
    TITLES,
    Mention,
    _as_said,
    _bags_of,
    _nameish,
    _ordinal,
    _role_key,
    _said_as_a_name,
    _span_bags,
    _titled_person,
    _unreserved,
    acronym,
    body_letters,
    clipped,
    forms_of,
    looks_like_a_person,
    name_extent,
    one_of_many,
    opens_asking,
    people_of,
    said_as_member,
    word_for_word,
    words_key,
)
from chronorag.understanding.name_forms import _PARTICLES as PERSON_PARTICLES
from chronorag.understanding.name_parts import (
    DISAMBIGUATOR,
    KIND_TAIL_NAMES,
    PARTIAL,
    club_core,
    initials,
    of_heads,
    office_forms,
    partial_forms,
    personal,
    said_as_office,
    shared_heads,
    spellings,
)
from chronorag.understanding.name_separated import a_numbered_part, said_around
from chronorag.understanding.name_series import a_year, add_editions, names_ending
from chronorag.understanding.name_table import DEMONYMS
from chronorag.understanding.sectors import place_phrases, role_phrases
from chronorag.understanding.significance import QUALIFIERS
from chronorag.understanding.tokens import Token, glued_start, left_out_of_names, opens_a_name, written
from chronorag.understanding.words import is_english_word, key

OTHER_NAMES = gazetteer().others()  # a place's name (lower case) -> its other names
OTHER_BY_WORDS = {words_key(k): v for k, v in OTHER_NAMES.items()}  # "Cote d’Ivoire", "Congo (Zaire)": its words
# an organisation's other names by its name without the form at its end ("Man City" of Manchester City FC too)
CLUB_OTHER_NAMES = {
    core: OTHER_NAMES[row.name.lower()]
    for row in gazetteer().place
    if row.kind == "organisation" and (core := club_core(row.name)) and len(core) > 1  # not "news" of News Corp.
}
GROUNDS = gazetteer().grounds()  # an organisation's name (lower case) -> where it plays at home
CLUB_GROUNDS = {core: gs for name, gs in GROUNDS.items() if (core := club_core(name))}
THE = word_class("common", "definite_articles")  # "the States": a place's other name said with its article
ROLE_ALTERNATIVES = word_class("names", "role_alternatives")  # "owner or operator"
PEOPLE_ROLES = word_class("names", "people_roles")  # "Australians": Citizen (Australia)
POSSESSIVE = word_class("common", "possessives")
POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "Germany's Chancellor", "the United States' envoy"
OFFICE_JOINS = word_class("names", "office_joins")  # "Secretary of State", "Secretary-General"


def _covered(found: list[Mention]) -> set[int]:
    """The tokens the mentions take."""
    return {x for m in found for x in range(m.i, m.j)}


__all__ = ["Mention", "NameIndex", "forms_of", "looks_like_a_person", "people_of", "word_for_word", "words_key"]


@dataclass
class NameIndex(Descriptions):
    """Spoken forms of entity names -> names."""

    forms: MutableMapping[tuple[str, ...], list[str]] = field(default_factory=dict)
    primary: MutableMapping[tuple[str, ...], str] = field(default_factory=dict)  # a name said exactly as written
    acronyms: dict[str, list[str]] = field(default_factory=dict)  # "imf" -> International Monetary Fund
    surnames: set[tuple[str, ...]] = field(default_factory=set)  # forms that are a person's surname alone
    given: set[tuple[str, ...]] = field(default_factory=set)  # forms that are a person's first word alone
    names: list[str] = field(default_factory=list)
    ranks: MutableMapping[tuple[str, ...], list[int]] = field(default_factory=dict)  # each form's rank per name
    longest: int = 0
    first_words: dict[str, int] = field(default_factory=dict)  # a form's first word -> its longest form's length
    vocabulary: set[str] = field(default_factory=set)  # the words of sector roles and places ("police", "thai")
    bags: dict[str, list[str]] = field(default_factory=dict)  # a name's words in any order -> names
    places: dict[str, str] = field(default_factory=dict)  # a place as said ("thai", "saudi arabia") -> place
    sectors: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # place -> sector name -> role words
    peoples: dict[str, str] = field(default_factory=dict)  # "south africans" -> Citizen (South Africa)
    partial: MutableMapping[tuple[str, ...], list[str]] = field(default_factory=dict)  # a form's partial names
    articled: set[tuple[str, ...]] = field(default_factory=set)  # forms said with their article only ("the States")
    grounds: dict[str, list[str]] = field(default_factory=dict)  # a ground's form (joined) -> whose home it is
    role_spread: dict[str, int] | None = field(default=None, compare=False, repr=False)  # made when first needed
    kinds: frozenset[tuple[str, ...]] | None = field(default=None, compare=False, repr=False)  # made when needed
    lowered: list[str] | None = field(default=None, compare=False, repr=False)  # `names` lower-cased, when first needed
    awards: set[tuple[str, ...]] = field(default_factory=set)  # an award as people say it ("physics prize"), any case
    words: list[str] | None = field(default=None, compare=False, repr=False)  # each name's word keys, from the cache

    @classmethod
    def build(cls, names: list[str], plain: bool = False) -> NameIndex:
        """The index of `names`. `plain`: names as graphs other than ICEWS write them, whose parenthesis is a
        disambiguator ("Titanic (1997 film)", "Real Madrid C.F."), never ICEWS's "Role (Place)": each is said
        as written or without its parenthesis. Every name is also said by its place's other names
        (`gazetteer`) and, once every name's full forms are in, by its partial forms (`name_parts`)."""
        index = cls(names=sorted(set(names)))
        for name in index.names:
            if plain:
                index._add_plain(name)
            else:
                index._add(name)
            index._add_other_names(name)
        family = middle_surnames(index.names, plain)  # "Vingegaard" for Jonas Vingegaard Hansen
        alone = beside_others(index.names) if plain else {}  # "a Nobel" for the peace prize, "the Mets"
        for name in index.names:
            partial, surnames = partial_forms(name, plain)
            for form in (partial - surnames) | alone.get(name, set()):
                index._add_partial(form, name)
            for form in surnames:
                family.setdefault(form, []).append(name)
        index._add_surnames(family)
        index._add_given_names(plain)
        if plain:  # not ICEWS's, whose "Minister of Public Works Vellu" is no minister said alone
            index.awards = {form for name in index.names for form in said_as_award(name)}
            index.vocabulary |= {w for name in index.names for w in field_words(name)}  # "physics": must be read
            index._add_of_heads()
            index._drop_kinds()
            add_editions(index)  # "the 1962 Eurovision": the edition of a series (`name_series`)
            for form, owners in later_forms(index.names, index.forms, index.partial):
                for owner in sorted(owners):  # "iPhone X", "Android 9": a line's versions said short; "Hawks"
                    index._add_partial(form, owner)
        index.longest = max((len(f) for f in index.forms), default=0)
        for form in index.forms:
            index.first_words[form[0]] = max(index.first_words.get(form[0], 0), len(form))
        return index

    def _add(self, name: str) -> None:
        """One name: its forms with their ranks, its acronym and bags, and a sector's place and role words."""
        if words := words_key(name):
            self.primary.setdefault(words, name)
        if letters := acronym(name):
            self.acronyms.setdefault(letters, []).append(name)
        forms = forms_of(name)
        for spelt in spellings(name)[1:]:  # "Wolfgang Schuessel"
            forms.setdefault(words_key(spelt), 0)
        for form, rank in forms.items():
            self._add_form(form, name, rank)
        for bag in _bags_of(name):
            self.bags.setdefault(bag, []).append(name)
        if m := SECTOR_NAME.match(name):
            self._add_sector(name, m.group("role"), m.group("place"), forms)

    def _add_plain(self, name: str) -> None:
        """A name said as written (rank 0); a name with a disambiguator also as its bare name (rank 1); and the
        short forms of either (a person's first and last name: rank 1, or 2 for a bare name's), so a name said
        exactly as written wins where another's short form is the same words ("Stuart Taylor": the footballer
        written so, not Stuart Ross Taylor), a tie left to the relation the question says; a body by its letters."""
        if words := words_key(name):
            self.primary.setdefault(words, name)
        if not personal(bare_name := DISAMBIGUATOR.sub("", name)):  # "A / B" of two bodies: each one's letters too
            for letters in body_letters(bare_name):
                self.acronyms.setdefault(letters, []).append(name)
        for spelt in spellings(name):
            bare = DISAMBIGUATOR.sub("", spelt)
            if bare == spelt:
                forms = {f: max(r, 1) for f, r in forms_of(spelt).items()} | {words_key(spelt): 0}
            else:
                forms = {f: max(r, 2) for f, r in forms_of(bare).items()} | {words_key(bare): 1, words_key(spelt): 0}
                forms |= {short: 1} if (short := clipped(spelt)) else {}  # "Caltech"
            forms |= dict.fromkeys(said_around(spelt), 0)  # "Minister of State at the Home Office", "acting ..."
            for form, rank in forms.items():
                self._add_form(form, name, rank)

    def _add_form(self, form: tuple[str, ...], name: str, rank: int) -> None:
        if not form:  # a name of no words ("11:11", a song): no form says it
            return
        bucket = self.forms.setdefault(form, [])
        if name not in bucket:
            bucket.append(name)
            self.ranks.setdefault(form, [PARTIAL] * (len(bucket) - 1)).append(rank)

    def _add_other_names(self, name: str) -> None:
        """ "Bombay" for Mumbai, "the States" for United States: a place's other names (`gazetteer`), a name in
        capitals as its letters ("USA"), one with its article only so ("the States", not "States")."""
        others = OTHER_NAMES.get(name.lower()) or OTHER_BY_WORDS.get(words_key(DISAMBIGUATOR.sub("", name)))
        if not others and (core := club_core(name)):  # a name the gazetteer writes with its form another way
            others = CLUB_OTHER_NAMES.get(core)
        for other in others or ():
            if other.isalpha() and other.isupper():
                said = self.acronyms.setdefault(other.lower(), [])
                if name not in said:
                    said.append(name)
                continue
            form = words_key(other)
            if form and form not in self.forms and other.split()[0].lower() in THE:
                self.articled.add(form)
            if form:
                self._add_form(form, name, 1)
        core = club_core(name)
        for ground in GROUNDS.get(name.lower()) or (CLUB_GROUNDS.get(core, ()) if core else ()):
            if form := words_key(ground):  # "Old Trafford": said after "at" only (`venue.at_the_side`)
                self._add_form(form, name, 1)
                self.grounds.setdefault(" ".join(form), []).append(name)
                if ground.split()[0].lower() in THE:
                    self.articled.add(form)

    def _add_partial(self, form: tuple[str, ...], name: str) -> None:
        """A partial form of a name (`name_parts`): held beside the name's other forms, marked partial."""
        self._add_form(form, name, PARTIAL)
        if name not in (marked := self.partial.setdefault(form, [])):
            marked.append(name)

    def _add_sector(self, name: str, role: str, place: str, forms: dict[tuple[str, ...], int]) -> None:
        for form in forms:
            self.vocabulary.update(w for w in form if w.isalpha() and w not in FUNCTION_WORDS)
        for phrase in place_phrases(place):
            self.places.setdefault(" ".join(words_key(phrase)), place)
        words = {_role_key(w) for phrase in role_phrases(role) for w in words_key(phrase)}
        self.sectors.setdefault(place, {})[name] = sorted(words - _CONNECTORS - ROLE_ALTERNATIVES)
        if role.lower() in PEOPLE_ROLES and (plural := people_of(place)):
            self.peoples[plural] = name

    def _add_of_heads(self) -> None:
        """ "the House" for House of Representatives: a name's head before its "of" (`name_parts.of_head`), where no
        other name has that head (or a few offices share it: `name_parts.shared_heads`) nor says those words in full."""
        heads, opened = of_heads(self.names)
        shared = shared_heads(heads, opened)
        for head, owners in heads.items():
            if (len(owners) > 1 and head not in shared) or not set(self.forms.get(head, ())) <= set(owners):
                continue  # "vice president" said of Vice President of the United States already: its office too
            for office in sorted(({head} | {o for w in owners for o in office_forms(w)}) - self.forms.keys()):
                for owner in owners:  # "the presidency" too
                    self._add_partial(office, owner)

    def _add_surnames(self, family: dict[tuple[str, ...], list[str]]) -> None:
        """ "Medvedev", "al-Maliki": a surname alone says every person who has it (a partial form: the question's
        context must leave one); never a place of the graph's sectors ("Argentina" is no surname of Aguas
        Argentinas, "American" none) nor its sectors' role words."""
        for short, owners in family.items():
            if " ".join(short) in self.places or set(short) <= self.vocabulary:
                continue  # nor a word of the sectors' roles ("Industry", "Police")
            for owner in owners:
                self._add_partial(short, owner)
            if self._only_in_part(short):
                self.surnames.add(short)

    def _add_given_names(self, plain: bool) -> None:
        """A person's first word alone (`given_name`: "Abhisit", "Roh"), where no form of any name says it: a
        partial form, the question's context to leave one."""
        given: dict[tuple[str, ...], list[str]] = {}
        for name in self.names:
            if (form := given_name(name, plain)) is not None and form not in self.forms:
                given.setdefault(form, []).append(name)
        for form, owners in given.items():
            if " ".join(form) not in self.places and not set(form) <= self.vocabulary:
                for owner in owners:
                    self._add_partial(form, owner)
                self.given.add(form)

    def mentions(
        self, tokens: list[Token], free: set[int], reserved: frozenset[str] = frozenset(), partial: bool = True
    ) -> list[Mention]:
        """Names said in the free tokens, longest first, no overlaps (articles inside a name are skipped).
        `reserved`: lower-case words a sector said loosely does not take (the relations' words); `partial`: names
        said only in part too, in the words no name said in full takes."""
        found = self._forms_said(tokens, free)
        found += self._people(tokens, free - _covered(found))
        found += self._reordered(tokens, free - _covered(found))
        found = self._with_descriptions(tokens, free, reserved, found)
        if partial:  # what no name says in full
            found += self._forms_said(tokens, free - _covered(found), "partial")
        for m in [m for m in found if len(m.names) == 1]:
            if looks_like_a_person(m.names[0]):
                self._titled(tokens, m, found, free)
            elif _titled_person(tokens, m):  # "Foreign Secretary Jack Straw": the office only, no place to check
                self._titled(tokens, m, found, free, with_place=False)
        return sorted(found, key=lambda m: m.i)

    def partial_mentions(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """The names said in part among the free tokens' mentions (read as `mentions` reads them, longest first), each
        with every entity its words may be: those said in part, one in full ("Liverpool": Liverpool F.C., the city)."""
        return [m for m in self._forms_said(tokens, free, "every") if m.how == "readings.partial"]

    def _forms_said(self, tokens: list[Token], free: set[int], mode: str = "full") -> list[Mention]:
        """Every form of the index said in the free tokens, longest first, then left to right, no overlaps.
        `mode`: "full", the forms that say a name in full (the names they say so, where they also say others in
        part); "partial", those that say names only in part; "every", all, a form that says some names in part
        standing for every name it says (`partial_mentions`)."""
        seq = [t for t in tokens if t.i in free and _nameish(t)]
        said = seq[1:] if mode == "full" else [t for t in tokens[1:] if _nameish(t)]  # else those said in full too
        cased = any(t.is_capitalised and not t.text.isupper() for t in said)  # names capitalised ("the UNHCR": no)
        keyed = [(t.i, key(t.text)) for t in seq if not left_out_of_names(tokens, t)]
        candidates: list[tuple[int, int, tuple[str, ...]]] = []  # (length, start, form): every form said
        words = [w for _, w in keyed]  # sliced below, not rebuilt per start
        for k in range(len(keyed)):
            longest = min(self.first_words.get(words[k], 1), len(keyed) - k)
            for n in range(longest, 0, -1):
                form = tuple(words[k : k + n])
                if form in self.forms or (n == 1 and form[0] in self.acronyms):
                    candidates.append((n, k, form))
        found: list[Mention] = []
        taken: set[int] = set()
        for n, k, form in sorted(candidates, key=lambda c: (-c[0], c[1])):  # longest first, then left to right
            span = keyed[k : k + n]
            if any(i in taken for i, _ in span):
                continue
            if (m := self._form_said(tokens, free, span, form, cased, mode)) is not None:
                found.append(m)
                taken.update(range(m.i, m.j))
        return found

    def _form_said(
        self,
        tokens: list[Token],
        free: set[int],
        span: list[tuple[int, str]],
        form: tuple[str, ...],
        cased: bool,
        mode: str = "full",
    ) -> Mention | None:
        """The mention a form said over `span` makes, or None where the words there are no such mention."""
        n, first, last = len(span), span[0][0], span[-1][0]
        if last - first > 2 * n or any(tokens[x].i not in free for x in range(first, last + 1)):
            return None  # too spread out to be one name, or crossing words read otherwise
        names, partial = self._names_said(tokens[first], form, n, mode)
        if not names or not self._said_so(tokens, free, first, form, cased, partial):
            return None
        if partial and cased and not self._cased_as_a_name(tokens, first, last, form, names):
            return None  # "international organisation" says no International Government Organizations
        if not partial and len(names) > 1 and form in self.primary:  # in part, the question's context must leave one
            names = _as_said(tokens[first : last + 1], names, form)
        elif not partial and len(names) > 1 and form in self.ranks:  # the sectors the words say best
            rank = dict(zip(self.forms[form], self.ranks[form], strict=True))
            best = min(rank.get(x, PARTIAL) for x in names)  # a body's letters rank as a part ("HTC")
            names = [x for x in names if rank.get(x, PARTIAL) == best]
        asking = n == 1 and (span[0][1] in POSSESSIVE or opens_asking(tokens, first, names))  # no song "When"
        if asking or one_of_many(tokens, first, names):  # "an Oscar": no film The Oscar
            return None
        i, end = name_extent(tokens, free, first, last, names)
        if partial:
            said = written(tokens, first, end)
            how = "readings.partial" if mode == "every" else "names.partial"
            return Mention(list(names), i, end, note=f"read {said!r} as {' or '.join(names)}", how=how)
        return Mention(list(names), i, end)

    def _names_said(self, t: Token, form: tuple[str, ...], n: int, mode: str) -> tuple[list[str], bool]:
        """The names a form said from token t stands for (`_forms_said`), whether in part ("IDS" only in capitals)."""
        if n == 1 and t.text.isupper() and len(t.text) >= 2 and form[0] in self.acronyms:  # "IMF", "UAE"
            said = list(self.acronyms[form[0]])  # of several ("MCG"), each in part: the context may leave one
            return {"partial": ([], False), "every": (said, len(said) > 1)}.get(mode, (said, False))
        names = list(self.forms.get(form, ()))
        if not names or form not in self.partial:
            return (names, False) if mode != "partial" else ([], False)
        names = [x for x in names if n > 1 or t.text.isupper() or initials(DISAMBIGUATOR.sub("", x)) != form]
        if mode == "every":
            return names, True
        full, partial = self._full_first(form, names)
        return (full, partial) if partial == (mode == "partial") else ([], False)

    def _said_so(
        self, tokens: list[Token], free: set[int], first: int, form: tuple[str, ...], cased: bool, partial: bool
    ) -> bool:
        """Whether the words from token `first` say the form as a name: a word alone capitalised where the writer
        capitalises names ("political freedoms" is no mention of the party "Freedom"; "straw" no Jack Straw
        anywhere), "the States" with its article, a surname alone with no given name before it ("Barak Obama":
        a misspelt full name, for the fuzzy reading), a given name alone with no other name's word next to it."""
        t = tokens[first]
        lower = len(form) == 1 and (cased or (partial and is_english_word(t.text))) and not t.is_capitalised
        if lower and not (partial and self._office_head(form)) and not (not partial and said_as_member(tokens, first)):
            return False  # "the first president": an office said so; "became an independent": a member
        if form in self.articled and not (first > 0 and tokens[first - 1].low in THE):
            return False
        near = [tokens[k] for k in (first - 1, first + 1) if 0 <= k < len(tokens) and tokens[k].i in free]
        if form in self.given and any(t.is_capitalised and (t.i > first or not is_english_word(t.text)) for t in near):
            return False  # "Sergei Kuzhugetovich Shoygu", "Keith Andrews" (no Andrew): a name said otherwise
        return not (form in self.surnames and self._given_name_before(tokens, first, free))

    def _drop_kinds(self) -> None:
        """A partial form that is the ending many names share ("Grand Prix" of European Grand Prix, said without its
        word of scope) names their kind, not one of them."""
        for tail in self.kind_tails() & self.forms.keys():  # each still a kind once dropped: no form says it now
            for table in (self.forms, self.partial, self.ranks):
                table.pop(tail, None)

    def kind_tails(self) -> frozenset[tuple[str, ...]]:
        """The last words many names end with ("grand prix"): said alone, they name a kind of entity, no entity."""
        if self.kinds is None:
            ending = names_ending(self)
            bare = {words_key(DISAMBIGUATOR.sub("", name)) for name in self.names}  # "labour party": a name, no kind
            kinds = {t for t, named in ending.items() if len(named) >= KIND_TAIL_NAMES and t not in bare}
            kinds -= {t for t in kinds if surname_of_most(t, ending[t], self.surnames)}  # "Wilson": people, no kind
            self.kinds = frozenset(t for t in kinds if t not in self.forms or self._only_in_part(t))
        return self.kinds

    def _only_in_part(self, form: tuple[str, ...]) -> bool:
        """Every name the form says, it says only in part."""
        return set(self.forms[form]) <= set(self.partial.get(form, ()))

    def _cased_as_a_name(
        self, tokens: list[Token], first: int, last: int, form: tuple[str, ...], names: list[str]
    ) -> bool:
        """A part of a name in a question whose writer capitalises names: opened by a capital, a year and one ("2017
        Dutch") or a numbered part ("stage 4 of"), ended by one or a word written so ("14th district"); an office."""
        opens = opens_a_name(tokens, first, PERSON_PARTICLES) or a_numbered_part(tokens, first, names)  # "al-Maliki"
        if not opens and first < last and a_year(tokens[first].text):  # "the 2017 Dutch general election"
            opens = opens_a_name(tokens, first + 1, PERSON_PARTICLES)
        ends = tokens[last].is_capitalised or tokens[glued_start(tokens, last)].is_capitalised  # "Sa'ar"
        ends = ends or any(f" {tokens[last].text} " in f" {x} " for x in names)
        return (opens and ends) or self._office_head(form) or form in self.awards  # "the chemistry prize"

    def _office_head(self, form: tuple[str, ...]) -> bool:
        """The head before "of" (`of_head`) of one office ("president") or of the few that share it ("chancellor"), or
        an office said otherwise ("deputy PM", `said_as_office`), in lower case as people say an office."""
        owners = self.partial.get(form, ())
        if not owners or set(self.forms.get(form, ())) != set(owners):
            return False
        return all(form in office_forms(o) or (len(form) > 1 and form in said_as_office(o)) for o in owners)

    def _full_first(self, form: tuple[str, ...], names: list[str]) -> tuple[list[str], bool]:
        """The names a form says in full, before those it says only a part of ("Liverpool" is the city where the
        graph holds it, not Liverpool F.C.); where it says every name only in part, all of them, and True."""
        marked = set(self.partial[form])
        full = [x for x in names if x not in marked]
        return (full, False) if full else (list(names), True)

    def _with_descriptions(
        self, tokens: list[Token], free: set[int], reserved: frozenset[str], found: list[Mention]
    ) -> list[Mention]:
        """The mentions with sectors described around their places ("the Ministry of Labour of [Sudan]" replaces
        the place said inside it), each sector said a little longer taken whole (`_extend`)."""
        taken = _covered(found)
        unreserved = _unreserved(tokens, free, reserved)
        places = [m for m in found if len(m.names) == 1 and m.names[0] in self.sectors and self._only_place(tokens, m)]
        inside = {x for m in places for x in range(m.i, m.j)}
        for d in self._described(tokens, (unreserved - taken) | inside, inner=(free - unreserved) - taken):
            within = [m for m in places if d.i <= m.i and m.j <= d.j]
            if any(x in taken for x in range(d.i, d.j) if not any(m.i <= x < m.j for m in within)):
                continue
            found = [m for m in found if m not in within]
            found.append(d)
        taken = _covered(found)
        for m in found:
            self._extend(tokens, m, unreserved - taken)
        return found

    def office_word(self, t: Token) -> bool:
        """A capitalised word of an office ("Prime", "Minister", "Foreign", "Secretary"), not of a place."""
        said = key(t.text)
        return (
            t.is_capitalised
            and not self._says_a_place(said)
            and (t.low in TITLES or _role_key(said) in self.vocabulary)
        )

    def _says_a_place(self, said: str) -> bool:
        """Word keys (joined by spaces) that say a place: one of the graph's places, a country or its adjective."""
        return said in self.places or said in _PLACE_OF_ADJECTIVE or said in _PLACE_NAMES

    def _country(self, name: str) -> bool:
        """A place (or a sector of one) an office may be of: the graph's places and the countries of the name table."""
        return self._placed(name) or name in DEMONYMS

    def _titled(
        self, tokens: list[Token], m: Mention, found: list[Mention], free: set[int], with_place: bool = True
    ) -> None:
        """ "German Chancellor Angela Merkel", "Iran's President Mahmoud Ahmadinejad": an office said before a
        person's name, and the country of it, belong to the name (they tell no one else; the person is one)."""
        own = m.i
        while own < m.j and tokens[own].low in TITLES:  # "President" taken into the mention already
            own += 1
        k = m.i
        while k - 1 in free and (
            self.office_word(tokens[k - 1])
            or (tokens[k - 1].low in OFFICE_JOINS and k - 2 >= 0 and self.office_word(tokens[k - 2]))
        ):
            k -= 1
        # "the Iranian President": "Iran" read as its sector or the country is the office's place, not one asked about
        beside = [f for f in found if f is not m and k - 2 <= f.j <= own and f.i < k and len(f.names) == 1]
        office = [f for f in beside if self._country(f.names[0]) and self._places_in(tokens, f.i, f.j) == 1]
        if not with_place:
            office = []
        elif office and (office[0].j >= k or tokens[office[0].j].low in POSSESSIVE_MARKS):
            k = office[0].i
        else:
            office = []
            end = k - 1 if k - 1 in free and tokens[k - 1].low in POSSESSIVE_MARKS else k  # "Germany's Chancellor"
            for n in (3, 2, 1):
                span = tokens[end - n : end] if end - n >= 0 else []
                placed = span and all(t.i in free for t in span) and span[0].is_capitalised
                if placed and self._says_a_place(" ".join(key(t.text) for t in span)):
                    k = end - n
                    break
        offices = [t for t in tokens[k:own] if self.office_word(t)]
        if not offices or any(t.low in QUALIFIERS for t in tokens[k:own]):
            return  # no office said; "former President X" keeps its qualifier for the refusal
        for f in office:
            found.remove(f)
        m.i, m.how = k, "names.titled"

    def _people(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """ "Australians", "South Africans": a people said as a plural noun is its citizens."""
        found: list[Mention] = []
        for t in tokens:
            if t.i not in free or not t.is_capitalised:
                continue
            for n in (2, 1):
                span = tokens[t.i - n + 1 : t.i + 1]
                said = " ".join(x.low for x in span)
                if len(span) == n and all(x.i in free for x in span) and (name := self.peoples.get(said)):
                    found.append(
                        Mention([name], span[0].i, t.i + 1, note=f"read {said!r} as {name}", how="names.people")
                    )
                    break
        return found

    def _reordered(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """Names said with their words in another order or spelling: "the Union of Islamic Courts" for Islamic
        Courts Union, "United Nations Special Rapporteurs" for Special Rapporteurs of the United Nations,
        "Non-Aligned Movement" for Nonaligned Movement. A run of capitalised words (and the small words
        between them) whose word set is exactly one name's; a leading "UN" may be left out."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            if k not in free or not tokens[k].is_word or tokens[k].low in _RUN_GLUE:
                k += 1
                continue
            j = k
            while (
                j < len(tokens)
                and j in free
                and (tokens[j].is_word or tokens[j].low in _RUN_GLUE or _ordinal(tokens[j]))
            ):
                j += 1
            best = self._longest_bag(tokens, k, j)
            if best is not None:
                found.append(best)
                k = best.j
            else:
                k = j if j > k else k + 1
        return found

    def _longest_bag(self, tokens: list[Token], k: int, j: int) -> Mention | None:
        """The longest sub-run of tokens [k, j) whose words are one name's, in any order."""
        best: Mention | None = None
        for a in range(k, j):
            if tokens[a].low in _RUN_GLUE:
                continue
            for b in range(j, a + 1, -1):
                if best is not None and b - a <= best.j - best.i:
                    break
                if tokens[b - 1].low in _RUN_GLUE or not _said_as_a_name(tokens[a:b]):
                    continue
                for bag in _span_bags(tokens[a:b]):
                    if names := self.bags.get(bag):
                        note = f"read {' '.join(t.text for t in tokens[a:b])!r}"
                        best = Mention(list(names), a, b, note=note, how="names.reordered")
                        break
        return best

    @staticmethod
    def _given_name_before(tokens: list[Token], i: int, free: set[int]) -> bool:
        return i > 1 and tokens[i - 1].i in free and tokens[i - 1].is_capitalised and tokens[i - 1].low not in TITLES

    def fuzzy(self, text: str, min_score: float = 90.0) -> list[tuple[str, float]]:
        """Names close to `text` (a misspelling), best first, score 0-100."""
        if self.lowered is None:  # once, not per call: lower-casing every name was half of each call's time
            self.lowered = [name.lower() for name in self.names]
        got = process.extract(text.lower(), self.lowered, scorer=fuzz.ratio, limit=3, score_cutoff=min_score)
        return [(self.names[at], float(score)) for _, score, at in got]
