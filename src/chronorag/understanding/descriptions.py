"""Sectors described in words of one's own around their place ("the Malaysian Defence Minister", "the head of the
Egyptian government", "its dissidents"), read exactly, loosely (several sectors, for the graph to decide), or
more generally (a sector of the place that says less).

`Descriptions` is the part of `NameIndex` that reads them; it works on the index's places and sectors.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet

from chronorag.graph_model import SECTOR_NAME
from chronorag.understanding.lexicon import word_class
from chronorag.understanding.name_forms import (
    _RUN_GLUE,
    DISTINCTIVE,
    SKIP,
    Mention,
    _role_key,
    _unreserved,
    words_key,
)
from chronorag.understanding.significance import QUALIFIERS
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import key

POSSESSIVE_MARKS = word_class("common", "possessive_marks")  # "Egypt's government", "the United States' envoy"
OWNING_PRONOUNS = word_class("names", "owning_pronouns")  # "its dissidents", "their own citizens"
OWN = word_class("names", "own")
COMMAS = word_class("common", "commas")


class Descriptions:
    """Reading sectors described around their place; mixed into `NameIndex`, whose fields it reads."""

    vocabulary: set[str]
    places: dict[str, str]
    sectors: dict[str, dict[str, list[str]]]
    primary: Mapping[tuple[str, ...], str]
    role_spread: dict[str, int] | None

    def loose(
        self, tokens: list[Token], free: set[int], found: list[Mention], reserved: frozenset[str] = frozenset()
    ) -> list[Mention]:
        """Descriptions no sector fits exactly, read loosely: a place with role words beside it, of which at
        least one distinctive word (`DISTINCTIVE`) is a word of the sector ("the Malaysian Defence Minister"
        for Defense Attorney (Malaysia); "Japan's Chief Cabinet Secretary" for Cabinet / Council of Ministers /
        Advisors (Japan)). Each mention holds every such sector: the words alone do not decide, so the parser
        keeps a loose reading only when the graph holds the question's event for exactly one of them. A place
        said as a name of its own (`found`) may stand inside such a description; `reserved` as in `mentions`."""
        free = _unreserved(tokens, free, reserved)
        inside = {x for m in found if len(m.names) == 1 and self._placed(m.names[0]) for x in range(m.i, m.j)}
        out = []
        for m in self._described(tokens, free | inside, loose=True):
            if not m.loose or not any(x in free for x in range(m.i, m.j)):
                continue
            if sum(1 for f in found if f.i < m.j and m.i < f.j) > 1 or self._places_in(tokens, m.i, m.j) != 1:
                continue  # "Malaysia's Defence Minister and Japan's Cabinet": two descriptions, not one
            out.append(m)
        return out + self._bare_places(tokens, free - {x for m in out for x in range(m.i, m.j)})

    def _bare_places(self, tokens: list[Token], free: set[int]) -> list[Mention]:
        """A place said alone that is no entity of the graph, only the place of its sectors ("the United States",
        "Al Qaeda" where the graph holds Men (United States), Combatant (Al Qaeda), ...): every sector of it,
        kept only when the graph holds the question's event for exactly one."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            place, end = self._place_at(tokens, k, free)
            if place is None or words_key(place) in self.primary or not self.sectors.get(place):
                k += 1
                continue
            found.append(Mention(sorted(self.sectors[place]), k, end, loose=True, bare=True, how="names.bare_place"))
            k = end
        return found

    def _plain(self, tokens: list[Token]) -> bool:
        """Every role word of a loose description is a word of the graph's roles: a name inside it ("Defence
        Minister Najib Rasak", "Defence Minister Brown") is no description."""
        return all(_role_key(key(t.text)) in self.vocabulary for t in tokens if self._role_word(t))

    def _places_in(self, tokens: list[Token], i: int, j: int) -> int:
        """How many places are said in tokens [i, j)."""
        every = set(range(i, j))
        count, k = 0, i
        while k < j:
            place, end = self._place_at(tokens, k, every)
            count, k = (count + 1, end) if place is not None else (count, k + 1)
        return count

    def _placed(self, name: str) -> bool:
        """A place, or a sector of one: what a loose description may be said around."""
        return name in self.sectors or bool((q := SECTOR_NAME.match(name)) and q.group("place") in self.sectors)

    def _sharing(self, place: str, said: set[str]) -> tuple[list[str], list[str]]:
        """The sectors of `place` whose role words include a distinctive word said, and the more general ones
        whose role words are all said: "the Vietnamese Ministry of Foreign Affairs" shares "affairs" with
        Domestic Affairs (Vietnam), yet where Vietnam has no sector for foreign affairs it is one of Vietnam's
        ministries, Ministry (Vietnam). The general ones are the reading when the sharing ones fail, and only when
        none of those says every distinctive word said."""
        spread = self._spread()
        telling = {w for w in said if spread.get(w, 0) <= DISTINCTIVE}
        sectors = [(name, set(words)) for name, words in self.sectors.get(place, {}).items()]
        sectors = [(name, words) for name, words in sectors if not (said & QUALIFIERS) - words]
        sharing = sorted(name for name, words in sectors if telling & words)
        if any(telling <= words for name, words in sectors if name in sharing):
            return sharing, []  # "South Korea's Trade Minister": Trade Official says all it tells
        return sharing, [name for name in self._saying_less(place, said) if name not in sharing]

    def general(self, tokens: list[Token], m: Mention) -> list[str]:
        """The sectors of a sector mention's place that say less than it, every role word of theirs said:
        "the Ministry of Foreign Affairs of Belgium" (Foreign Affairs) is also one of Belgium's ministries,
        Ministry (Belgium); "the Education Ministry of Saudi Arabia" is also Education (Saudi Arabia). The
        parser reads one of them only where the graph holds the event for the mention itself not at all."""
        if len(m.names) != 1 or not (q := SECTOR_NAME.match(m.names[0])):
            return []
        place = q.group("place")
        said = set(self.sectors.get(place, {}).get(m.names[0], ())) | self._roles_in(tokens[m.i : m.j])
        return [name for name in self._saying_less(place, said) if name != m.names[0]]

    def _saying_less(self, place: str, said: set[str]) -> list[str]:
        """The sectors of `place` every role word of which is said (and every qualifier said is one of theirs):
        what a description may mean more generally than its own words."""
        return sorted(
            name
            for name, words in self.sectors.get(place, {}).items()
            if words and set(words) <= said and not (said & QUALIFIERS) - set(words)
        )

    def _spread(self) -> dict[str, int]:
        """In how many roles (across all places) each role word occurs: "ministry" in 42, "cabinet" in 1."""
        if self.role_spread is None:
            roles: dict[str, set[str]] = {}
            for sectors in self.sectors.values():
                for name, words in sectors.items():
                    if q := SECTOR_NAME.match(name):
                        roles.setdefault(q.group("role"), set(words))
            spread: dict[str, int] = {}
            for said in roles.values():
                for w in said:
                    spread[w] = spread.get(w, 0) + 1
            self.role_spread = spread
        return self.role_spread

    def _extend(self, tokens: list[Token], m: Mention, free: set[int]) -> None:
        """A sector said a little longer than its form: "Council of Advisors [to the Cabinet]", "[a member of]
        the United States judiciary" take the words beside it that are its own role words too."""
        if len(m.names) != 1 or not (q := SECTOR_NAME.match(m.names[0])):
            return
        place = q.group("place")
        self._widen(tokens, m, free, place)
        own = set(self.sectors.get(place, {}).get(m.names[0], ()))

        def mine(k: int) -> bool:
            return k in free and self._role_word(tokens[k]) and _role_key(key(tokens[k].text)) in own

        def reach(k: int, step: int) -> int:
            """The farthest own role word from k on (over glue words between them), or k itself."""
            best, x = k, k + step
            while x in free and (tokens[x].low in _RUN_GLUE or mine(x)):
                if mine(x):
                    best = x
                x += step
            return best

        m.j = reach(m.j - 1, 1) + 1
        m.i = reach(m.i, -1)

    def _widen(self, tokens: list[Token], m: Mention, free: set[int], place: str) -> None:
        """ "the head of [the Egyptian government]": role words beside a sector that are not its own may,
        with its own, say another sector of the place exactly (Head of Government, not Government)."""
        own = set(self.sectors.get(place, {}).get(m.names[0], ()))
        said = self._roles_in(tokens[m.i : m.j]) & own
        i = m.i
        while i - 1 in free and (tokens[i - 1].low in _RUN_GLUE or self._role_word(tokens[i - 1])):
            i -= 1
        while i < m.i and not self._role_word(tokens[i]):
            i += 1
        extra = self._roles_in(tokens[i : m.i])
        if not extra or extra <= own:
            return
        wider = self._sectors_saying(place, said | extra)
        if len(wider) == 1:
            m.names, m.i, m.note = wider, i, f"read {' '.join(t.text for t in tokens[i : m.j])!r} as {wider[0]}"

    def _described(
        self, tokens: list[Token], free: set[int], loose: bool = False, inner: AbstractSet[int] = frozenset()
    ) -> list[Mention]:
        """A sector said in words of one's own around its place: "the United States' Council of Advisors to the
        Cabinet", "the Malaysian Defence Minister", "the Department of Defence and Security of the United
        States". The role words beside a place (capitalised, or words of sector roles) must all be words of
        one sector of that place, and of no other; several equally good sectors stay ambiguous."""
        found: list[Mention] = []
        k = 0
        while k < len(tokens):
            place, end = self._place_at(tokens, k, free)
            if place is None:
                k += 1
                continue
            before, after = self._around(tokens, k, end, free | inner, inner, loose)
            said = self._roles_in(tokens[before:k] + tokens[end:after])
            best = self._sectors_saying(place, said) if said else []
            if best and before < k and after > end:
                before, after = self._one_side(tokens, place, best, (before, k, end, after))
            if best:
                text = " ".join(t.text for t in tokens[before:after])
                found.append(
                    Mention(best, before, after, note=f"read {text!r} as {' or '.join(best)}", how="names.described")
                )
                k = after
            elif (
                loose
                and said
                and self._plain(tokens[before:k] + tokens[end:after])
                and any(near := self._sharing(place, said))
            ):
                sharing, general = near
                wider = general if sharing else []
                found.append(Mention(sharing or general, before, after, loose=True, wider=wider, how="names.loose"))
                k = after
            else:
                k = end
        return found

    def _around(
        self, tokens: list[Token], k: int, end: int, near: AbstractSet[int], inner: AbstractSet[int], loose: bool
    ) -> tuple[int, int]:
        """The role words around a place said at [k, end): where they begin and end. A relation's word only
        inside ("a senior Palestinian [military] officer"), never at an edge."""
        before = k
        while before - 1 in near and self._describes(tokens[before - 1]):
            before -= 1
        after = end
        if after < len(tokens) and tokens[after].low in POSSESSIVE_MARKS:
            after += 1
        opens = after in near and self._role_word(tokens[after])
        if after > end or opens:  # "Egypt's / the Egyptian government"
            while after in near and (self._describes(tokens[after]) or (loose and self._listed(tokens, after))):
                after += 1
        while before < k and (not self._role_word(tokens[before]) or before in inner):
            before += 1
        while after > end and (not self._role_word(tokens[after - 1]) or after - 1 in inner):
            after -= 1
        return before, after

    def _one_side(
        self, tokens: list[Token], place: str, best: list[str], span: tuple[int, int, int, int]
    ) -> tuple[int, int]:
        """Role words on both sides of a place: one side alone, where it says as much ("forces of [the Kenyan
        police]": the police alone), unless both sides are its words ("a senior Palestinian military officer")."""
        before, k, end, after = span
        behind, ahead = self._roles_in(tokens[end:after]), self._roles_in(tokens[before:k])
        own = {w for name in best for w in self.sectors[place][name]}
        if behind and self._sectors_saying(place, behind) == best and not ahead <= own:
            return k, after
        if ahead and self._sectors_saying(place, ahead) == best and not behind <= own:
            return before, end
        return before, after

    def owned(self, tokens: list[Token], free: set[int], place: str) -> list[Mention]:
        """ "China released its dissidents", "their own citizens": role words right after a possessive pronoun
        that say exactly one sector of `place`, the place whose they are (the caller makes sure it is the
        only one the pronoun can stand for)."""
        found: list[Mention] = []
        for t in tokens:
            if t.i not in free or t.low not in OWNING_PRONOUNS:
                continue
            k = t.i + 1
            if k < len(tokens) and tokens[k].low in OWN and k in free:
                k += 1
            end = k
            while end in free and self._role_word(tokens[end]):
                end += 1
            said = self._roles_in(tokens[k:end])
            if said and len(best := self._sectors_saying(place, said)) == 1:
                text = " ".join(x.text for x in tokens[t.i : end])
                found.append(Mention(best, t.i, end, note=f"read {text!r} as {best[0]}", how="names.owned"))
        return found

    def _only_place(self, tokens: list[Token], m: Mention) -> bool:
        """A mention said as its place's phrase alone ("Sudan"), not as a longer form of it ("the Iraqi state")."""
        return self._place_at(tokens, m.i, set(range(m.i, m.j)))[1] == m.j

    def _place_at(self, tokens: list[Token], k: int, free: set[int]) -> tuple[str | None, int]:
        if k >= len(tokens) or tokens[k].i not in free or not tokens[k].is_capitalised:
            return None, k  # every span below opens with this word: none can be a place
        for n in (6, 5, 4, 3, 2, 1):  # "the Democratic People's Republic of Korea"
            span = [t for t in tokens[k : k + n] if t.i in free]
            if len(span) != n or not span[0].is_capitalised:
                continue
            place = self.places.get(" ".join(key(t.text) for t in span if t.low not in SKIP))
            if place is not None:
                return place, k + n
        return None, k

    def _listed(self, tokens: list[Token], k: int) -> bool:
        """A comma between role words, as in a list: "the Department of Finance, Economics, Trade and Industry"."""
        return tokens[k].low in COMMAS and k + 1 < len(tokens) and self._role_word(tokens[k + 1])

    def _describes(self, t: Token) -> bool:
        return t.low in _RUN_GLUE or self._role_word(t)

    def _roles_in(self, tokens: list[Token]) -> set[str]:
        """The role words said in `tokens`, as sectors' role words are compared ("Minister" as "ministry")."""
        return {_role_key(key(t.text)) for t in tokens if self._role_word(t)}

    def _role_word(self, t: Token) -> bool:
        """A word of a sector's role: one of the roles' words, or capitalised (a name's word), though not merely
        by opening the question ("After the Ministry of ... of Singapore")."""
        if not t.is_word or t.low in _RUN_GLUE:
            return False
        return (t.is_capitalised and t.i > 0) or _role_key(key(t.text)) in self.vocabulary

    def _sectors_saying(self, place: str, said: set[str]) -> list[str]:
        """The sectors of `place` whose role words include every word said (the fewest extra words first)."""
        fits = [(len(words), name) for name, words in self.sectors.get(place, {}).items() if said <= set(words)]
        if not fits:
            return []
        least = min(n for n, _ in fits)
        return [name for n, name in fits if n == least]
