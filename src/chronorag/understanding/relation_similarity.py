"""The last resort for a relation wording the lexicon does not know: the nearest wording it does know.

A phrase is embedded with the sentence-transformer the project ships (all-MiniLM-L6-v2) and compared with
every wording of the phrase files (`phrases.phrasebook`) and every relation name of the graph. It names a
relation only when its nearest wording is very close (cosine >= `MIN_SCORE`) and clearly closer than any wording of
another relation (by `MIN_MARGIN`); otherwise the parser refuses, naming the nearest candidates.

The two thresholds are calibrated by leaving each known wording out and asking which relation its
nearest neighbour names (`calibrate`): at 0.90 / 0.20, 61 of the 62 wordings that pass (of 574) name
their own relation (98%); at 0.90 / 0.15 it is 74 of 77 (96%), at 0.80 / 0.15 124 of 144 (86%).
Embeddings cannot tell "wanted to negotiate" from "negotiated", nor who hosted whom, so they are never
the first reader, only the last.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from chronorag.understanding.lexicon import word_class
from chronorag.understanding.phrases import phrasebook
from chronorag.understanding.tokens import Token
from chronorag.understanding.words import lemmas

MIN_SCORE = 0.90
MIN_MARGIN = 0.20

Encode = Callable[[Sequence[str]], list[list[float]]]


@dataclass(frozen=True)
class Guess:
    relation: str
    score: float  # cosine of the phrase and the relation's nearest wording
    wording: str


def wordings(relation_names: list[str]) -> list[tuple[str, str]]:
    """(wording, relation) for every lexicon phrase said from the head's side and every relation name."""
    known = set(relation_names)
    out = [(name.lower(), name) for name in relation_names]
    for row in phrasebook().relation:
        rels = [n for n in row.names if n in known]
        if len(rels) != 1:
            continue  # a phrase two relations share says nothing about either alone
        out += [(p.say, rels[0]) for p in row.say if not p.inverse]
    return list(dict.fromkeys(out))


class RelationSimilarity:
    """Nearest known wording by cosine; the wordings are embedded once, when first needed."""

    def __init__(self, relation_names: list[str], encode: Encode) -> None:
        self.items = wordings(relation_names)
        self._encode = encode
        self._vectors: np.ndarray | None = None
        self._lock = threading.Lock()

    def _targets(self) -> np.ndarray:
        with self._lock:
            if self._vectors is None:
                self._vectors = np.array(self._encode([text for text, _ in self.items]), dtype=np.float32)
            return self._vectors

    def nearest(self, phrase: str, exclude: str | None = None) -> list[Guess]:
        """Each relation's best wording for `phrase`, best first (`exclude`: a wording to leave out)."""
        scores = self._targets() @ np.array(self._encode([phrase])[0], dtype=np.float32)  # unit vectors: cosine
        best: dict[str, Guess] = {}
        for (text, relation), score in zip(self.items, scores.tolist(), strict=True):
            if text == exclude:
                continue
            if relation not in best or score > best[relation].score:
                best[relation] = Guess(relation, score, text)
        return sorted(best.values(), key=lambda g: -g.score)

    def __call__(self, phrase: str) -> list[Guess]:
        return self.nearest(phrase)


def decided(guesses: list[Guess]) -> Guess | None:
    """The guess to take: close enough, and clearly closer than the next relation's."""
    if not guesses or guesses[0].score < MIN_SCORE:
        return None
    if len(guesses) > 1 and guesses[0].score - guesses[1].score < MIN_MARGIN:
        return None
    return guesses[0]


def received_unsaid(relation: str, said: list[Token]) -> bool:
    """An event relation said from its receiving side ("Receive deployment of peacekeepers") nearest words that do
    not say receiving ("the African Union deploy peacekeepers to Sudan"): the act's doer would be read as its receiver,
    which no embedding tells apart, so it is no reading."""
    receiving = set(word_class("relations", "receiving"))
    opens = relation.split()[:1]
    return bool(opens and lemmas(opens[0]) & receiving) and not any(lemmas(t.text) & receiving for t in said)


def calibrate(similarity: RelationSimilarity) -> tuple[int, int, int]:
    """Leave each wording out: (wordings, how many pass the thresholds, how many of those name their own
    relation). The figures the thresholds were chosen by."""
    passed = right = 0
    for text, relation in similarity.items:
        guess = decided(similarity.nearest(text, exclude=text))
        if guess is not None:
            passed += 1
            right += guess.relation == relation
    return len(similarity.items), passed, right
