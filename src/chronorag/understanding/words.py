"""Word normalisation shared by the name and relation matchers: lemmas (lemminflect) and spellings."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from lemminflect import getAllLemmas, getAllLemmasOOV, getInflection

from chronorag.understanding.lexicon import list_table, phrase_list, word_table

SPELLINGS = word_table("morphology", "spellings")  # British / American spellings the lemmatiser does not join
ADVERB_ENDINGS = word_table("morphology", "adverb_endings")  # an -ly adverb's ending -> its adjective's
PLURAL_ENDINGS = phrase_list("morphology", "plural_endings")
GERUND_ENDINGS = phrase_list("morphology", "gerund_endings")
ADVERB_SUFFIXES = phrase_list("morphology", "adverb_suffixes")
FORMED_ENDINGS = word_table("morphology", "formed_endings")
MIN_BASE = 4  # letters of the base a word is formed from ("congress"; no "nep" of "nepal")
VERB_ENDINGS = phrase_list("morphology", "verb_endings")  # "shared", "sharing": a verb's form, no noun


@lru_cache(maxsize=50_000)
def lemmas(word: str) -> frozenset[str]:
    """Every lemma a word may have (as verb, noun, adjective), plus the word itself, lower case."""
    low = word.lower().replace("’", "'")
    low = SPELLINGS.get(low, low)
    out = {low}
    for forms in getAllLemmas(low).values():
        out.update(f.lower() for f in forms)
    if len(out) == 1 and low.isalpha() and len(low) > 3:
        for upos in ("NOUN", "VERB"):
            out.update(f.lower() for f in getAllLemmasOOV(low, upos).get(upos, ()))
    out.update(_adjective_of(low))
    return frozenset(SPELLINGS.get(f, f) for f in out)


def _adjective_of(adverb: str) -> set[str]:
    """The adjective an -ly adverb is made from: "formally" -> formal, "optimistically" -> optimistic,
    "militarily" -> military, "negatively" -> negative (so "formally signed" reads as "signed formal")."""
    if len(adverb) < 6:
        return set()
    for ending, adjective in ADVERB_ENDINGS.items():  # the longest first
        if adverb.endswith(ending):
            return {adverb[: -len(ending)] + adjective}
    return set()


def _letter_folds() -> dict[int, str]:
    """The letters no accent makes (`[morphology.letters]`), each in both cases: "ð" and "Ð" -> "d" / "D"."""
    out: dict[int, str] = {}
    for letter, plain in word_table("morphology", "letters").items():
        out[ord(letter)] = plain
        if len(capital := letter.upper()) == 1 and capital != letter:  # "ß" has no one-letter capital
            out[ord(capital)] = plain.capitalize()
    return out


LETTER_FOLDS = _letter_folds()
TRANSLITERATIONS = word_table("morphology", "transliterations")  # "ü" is also written "ue"
SURNAME_ENDINGS = list_table("morphology", "surname_endings")  # "Krikalyov" is also written "Krikalev"


def fold(text: str) -> str:
    """Accents and letters off: "Raúl" = "Raul", "Oluṣẹgun" = "Olusegun", "Guðjohnsen" = "Gudjohnsen",
    "Wrocław" = "Wroclaw", "Aydın" = "Aydin"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).translate(
        LETTER_FOLDS
    )


def transliterated(text: str) -> str | None:
    """The text with the letters people also write as two written so ("Schüssel" -> "Schuessel", "Søren" ->
    "Soeren"), or None when it holds none."""
    out = "".join(_transliterated(c) for c in text)
    return out if out != text else None


def respelled(surname: str) -> set[str]:
    """A surname (its key) as other transliterations end it ("krikalyov": "krikalev"), itself not among them."""
    ends = [(end, others) for end, others in SURNAME_ENDINGS.items() if surname.endswith(end)]
    return {surname[: -len(end)] + other for end, others in ends for other in others} - {surname}


def _transliterated(letter: str) -> str:
    if letter in TRANSLITERATIONS:
        return TRANSLITERATIONS[letter]
    small = letter.lower()
    return TRANSLITERATIONS[small].capitalize() if small in TRANSLITERATIONS else letter


@lru_cache(maxsize=50_000)
def key(word: str) -> str:
    """One canonical form of a word for name matching: its noun lemma if it has one, else itself."""
    if len(word) >= 3 and word.endswith(PLURAL_ENDINGS) and word[:-1].isupper():
        return fold(word[:-1]).lower()  # "MPs", "NGOs": an acronym's plural
    low = fold(word).lower().replace("’", "'")
    low = SPELLINGS.get(low, low)
    nouns = getAllLemmas(low).get("NOUN")
    if nouns:
        return nouns[0].lower()
    if low.endswith(PLURAL_ENDINGS) and len(low) > 4 and low.isalpha():  # "insurgents": a plural the dictionary lacks
        guessed = getAllLemmasOOV(low, "NOUN").get("NOUN")
        if guessed:
            return guessed[0].lower()
    return low


@lru_cache(maxsize=50_000)
def is_nominal(word: str) -> bool:
    """Whether a word may be a noun or an adjective ("accusations", "economic", "visit"), not only a verb."""
    found = getAllLemmas(word.lower())
    return bool(found.get("NOUN") or found.get("ADJ")) or not found


def is_noun(word: str) -> bool:
    """Whether a word of the dictionary may be a noun ("tour"), not only an adjective or a verb ("British")."""
    return bool(getAllLemmas(word.lower()).get("NOUN"))


def is_adverb(word: str) -> bool:
    """Whether a word of the dictionary may be an adverb ("right", "first")."""
    return bool(getAllLemmas(word.lower()).get("ADV"))


@lru_cache(maxsize=50_000)
def is_participle(word: str) -> bool:
    """A past participle ("visited", "criticised", "seen"), as a passive needs."""
    low = SPELLINGS.get(word.lower(), word.lower())
    for lemma in getAllLemmas(low).get("VERB", ()):
        if low in {f.lower() for f in getInflection(lemma, tag="VBN")}:
            return True
    return False


@lru_cache(maxsize=50_000)
def verb_lemmas(word: str) -> tuple[str, ...]:
    """The lemmas the dictionary knows the word by as a verb ("drew": draw), none if it knows no such verb."""
    return tuple(getAllLemmas(word.lower()).get("VERB", ()))


@lru_cache(maxsize=50_000)
def is_verb(lemma: str) -> bool:
    """Whether a lemma is a verb's ("impose", "provide"), so that it has a participle at all ("defence" no)."""
    return "VERB" in getAllLemmas(lemma.lower())


@lru_cache(maxsize=50_000)
def is_formed_word(word: str) -> bool:
    """Whether the word is one the dictionary knows, or one formed from such a word ("congressional", "congressman")."""
    low = fold(word).lower()
    return is_english_word(low) or any(
        low.endswith(end) and len(low) - len(end) >= MIN_BASE and is_english_word(low[: -len(end)] + base)
        for end, base in FORMED_ENDINGS.items()
    )


@lru_cache(maxsize=50_000)
def is_english_word(word: str) -> bool:
    """Whether the lemmatiser knows the word (its dictionary, not its rules): "senate" yes, "medvedev" no."""
    return bool(getAllLemmas(fold(word).lower()))
