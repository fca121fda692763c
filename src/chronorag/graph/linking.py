"""Entity and relation linking shared by every event strategy.

Entities: the full-text index (fuzzy terms, so case, underscores and small misspellings do not
matter) and the entity-name vector index propose candidates; each is scored by string similarity
of the normalised names and by cosine, and the best wins. Relations: cosine between the phrase and
the 224-odd relation-name vectors (read once per Linker), with exact names short-circuiting.
"""

from __future__ import annotations

import re
import threading
from difflib import SequenceMatcher

import numpy as np
from pydantic import BaseModel

from chronorag.cypher import linking as q
from chronorag.embedder import DIMENSIONS, Embedder
from chronorag.graph.connection import GraphClient
from chronorag.graph_model import SECTOR_NAME

_LUCENE_SPECIAL = re.compile(r'([+\-!(){}\[\]^"~*?:\\/&|])')
_WORD = re.compile(r"[\w']+")
_PUNCT = re.compile(r"[^\w()' ]")
_STOP = frozenset(
    {"a", "an", "and", "the", "of", "in", "on", "at", "to", "for", "by", "with", "from", "who", "whom", "whose"}
    | {"what", "which", "when", "where", "did", "do", "does", "was", "were", "is", "are", "before", "after"}
    | {"first", "last", "time", "year", "month", "day"}
)


class Candidate(BaseModel):
    name: str
    score: float  # 0..1, higher is closer
    how: str  # exact | fulltext | vector


def normalise(name: str) -> str:
    """Case, underscores and spacing do not distinguish names: 'Police_(Australia)' = 'police (australia)'."""
    return " ".join(name.replace("_", " ").lower().split())


def spoken_forms(name: str) -> list[str]:
    """How a question may say a name: 'Government (Kuwait)' is also 'government of kuwait'."""
    forms = [normalise(name)]
    if m := SECTOR_NAME.match(forms[0]):
        forms.append(f"{m.group('role')} of {m.group('place')}")
    return forms


def similarity(text: str, name: str) -> float:
    target = normalise(text)
    return max(SequenceMatcher(None, target, form).ratio() for form in spoken_forms(name))


MAX_TERMS = 48


def lucene_query(text: str, fuzzy: bool = True, skip: frozenset[str] = frozenset()) -> str:
    """Escaped terms of the text, any of which may match: fuzzy (`term~`) for words of 4+ letters
    unless `fuzzy` is off; words in `skip` and numbers left out when `skip` is given. At most
    MAX_TERMS distinct terms: Lucene refuses a query of more than 1,024 clauses (`TooManyClauses`),
    and a fuzzy term expands to several; no name in the graph is that long."""
    terms: list[str] = []
    for word in dict.fromkeys(_WORD.findall(normalise(text))):
        if skip and (word in skip or word.isdigit()):
            continue
        escaped = _LUCENE_SPECIAL.sub(r"\\\1", word)
        terms.append(f"{escaped}~" if fuzzy and len(word) >= 4 else escaped)
        if len(terms) == MAX_TERMS:
            break
    return " ".join(terms)


class Linker:
    """Links names and phrases to the graph's own entity and relation names."""

    def __init__(self, client: GraphClient, embedder: Embedder | None = None) -> None:
        self.client = client
        self.embedder = embedder or Embedder()
        self._relations: tuple[list[str], np.ndarray] | None = None
        self._lock = threading.Lock()

    def entities(self, name: str, k: int = 5) -> list[Candidate]:
        """Best candidates for an entity name, best first."""
        if not name.strip():
            return []
        if self.client.read(q.ENTITY_EXISTS, {"name": name}):
            return [Candidate(name=name, score=1.0, how="exact")]
        found: dict[str, Candidate] = {}
        query = lucene_query(name)
        if query:
            for row in self.client.read(q.ENTITY_FULLTEXT, {"query": query, "k": 20}):
                score = similarity(name, row["name"])
                found[row["name"]] = Candidate(name=row["name"], score=score, how="exact" if score == 1 else "fulltext")
        vector = self.embedder.encode([name.replace("_", " ")])[0]
        for row in self.client.read(q.ENTITY_NEAREST, {"k": 10, "vector": vector}):
            score = float(row["score"])
            if row["name"] not in found or found[row["name"]].score < score:
                found[row["name"]] = Candidate(name=row["name"], score=score, how="vector")
        return sorted(found.values(), key=lambda c: (-c.score, c.name))[:k]

    def entity(self, name: str, min_score: float = 0.75) -> Candidate | None:
        best = self.entities(name, k=1)
        return best[0] if best and best[0].score >= min_score else None

    def relation_vectors(self) -> tuple[list[str], np.ndarray]:
        """The embedded relations' names and unit vectors (one row each), read once per Linker."""
        with self._lock:
            if self._relations is None:
                rows = [r for r in self.client.read(q.RELATION_VECTORS) if r["vector"] is not None]
                vectors = np.asarray([r["vector"] for r in rows], dtype=np.float32).reshape(len(rows), DIMENSIONS)
                self._relations = [r["name"] for r in rows], vectors
            return self._relations

    def relations(self, phrase: str, k: int = 5, among: list[str] | None = None) -> list[Candidate]:
        """Relations closest to a verb phrase (optionally only `among` some names), best first."""
        names, vectors = self.relation_vectors()
        exact = {normalise(n): n for n in names}
        if normalise(phrase) in exact and (among is None or exact[normalise(phrase)] in among):
            return [Candidate(name=exact[normalise(phrase)], score=1.0, how="exact")]
        if not names:
            return []
        scores = vectors @ np.asarray(self.embedder.encode([phrase.replace("_", " ")])[0], dtype=np.float32)
        allowed = set(among) if among is not None else None
        scored = [
            Candidate(name=n, score=float(s), how="vector")
            for n, s in zip(names, scores, strict=True)
            if allowed is None or n in allowed
        ]
        return sorted(scored, key=lambda c: -c.score)[:k]

    def relation(self, phrase: str, min_score: float = 0.4) -> Candidate | None:
        best = self.relations(phrase, k=1)
        return best[0] if best and best[0].score >= min_score else None

    def entity_relations(self, entity: str) -> list[str]:
        return [r["relation"] for r in self.client.read(q.ENTITY_RELATIONS, {"entity": entity})]

    def mentions(self, text: str) -> list[str]:
        """Entity names said in a question, in the order they occur (longest match wins overlaps)."""
        return [name for name, _, _ in self.mention_spans(text)]

    def mention_spans(self, text: str) -> list[tuple[str, int, int]]:
        """(name, start, end) of each entity said in the text, by position in `speakable(text)`."""
        query = lucene_query(text, fuzzy=False, skip=_STOP)
        if not query:
            return []
        rows = self.client.read(q.ENTITY_FULLTEXT, {"query": query, "k": 300})
        spoken = f" {speakable(text)} "
        names = sorted({r["name"] for r in rows}, key=lambda n: (-len(n), n))
        taken: list[tuple[str, int, int]] = []
        for name in names:  # longest first: "Government of Nigeria" inside "Head of Government of Nigeria" loses
            for form in dict.fromkeys(speakable(f) for f in spoken_forms(name)):
                for m in re.finditer(f"(?= {re.escape(form)} )", spoken):
                    span = (name, m.start(), m.start() + len(form) + 1)
                    if not any(s < span[2] and span[1] < e for _, s, e in taken):
                        taken.append(span)
        return sorted(taken, key=lambda t: t[1])


def speakable(text: str) -> str:
    """Lower case, punctuation other than ( ) ' as spaces, single spaces: how names are searched in text."""
    return normalise(_PUNCT.sub(" ", text))
