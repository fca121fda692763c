"""Unanswerable variants of event questions, for measuring abstention (TP / FP / FN).

Two kinds, each checked against the graph so the variant really has no supporting fact:
* pair: the second entity the question names is swapped for one that never interacts with the
  first (no fact with both, in either role, at any time);
* window: the question's year is moved so that the window its time words describe ("in 2009",
  "before May 1995", "after 2030") holds no fact of its first entity.
Variants keep the original's qtype, time_level and answer_type; their answers are ["No Answer"].
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from datetime import date

from chronorag.evaluation.multitq import MultiTQQuestion
from chronorag.graph.connection import GraphClient
from chronorag.graph.linking import Linker, spoken_forms
from chronorag.graph.retrieval import entity_facts, extreme_facts
from chronorag.temporal.periods import EARLIEST, LATEST
from chronorag.understanding.timex import time_filter

NO_ANSWER = "No Answer"
_YEAR = re.compile(r"\b(19|20)\d{2}\b")


def _replace(text: str, name: str, new: str) -> str | None:
    for form in spoken_forms(name):
        pattern = re.compile(re.escape(form), re.IGNORECASE)
        if pattern.search(text.replace("_", " ")):
            return pattern.sub(new, text.replace("_", " "), count=1)
    return None


def pair_variant(
    client: GraphClient, q: MultiTQQuestion, mentions: Sequence[str], pool: Sequence[str], rng: random.Random
) -> MultiTQQuestion | None:
    if len(mentions) < 2:
        return None
    first, second = mentions[0], mentions[1]
    for other in rng.sample(list(pool), min(50, len(pool))):
        if other in mentions or extreme_facts(client, "first", first, EARLIEST, LATEST, other=other):
            continue
        text = _replace(q.question, second, other)
        if text:
            return q.model_copy(update={"quid": f"{q.quid}-pair", "question": text, "answers": [NO_ANSWER]})
    return None


def window_variant(
    client: GraphClient, q: MultiTQQuestion, mentions: Sequence[str], rng: random.Random
) -> MultiTQQuestion | None:
    """Another year in the question's time words, such that the window they now describe ("in",
    "before" or "after" it) holds no fact of the first entity."""
    found = _YEAR.search(q.question)
    if not mentions or not found:
        return None
    years = [y for y in range(2005, 2016) if str(y) != found.group(0)]
    rng.shuffle(years)
    for y in [*years, 1995, 2030]:
        text = q.question[: found.start()] + str(y) + q.question[found.end() :]
        lo, hi = time_filter(text)
        end = date.fromordinal(hi.toordinal() + 1) if hi else LATEST
        if not entity_facts(client, mentions[0], lo or EARLIEST, end, limit=1):
            return q.model_copy(update={"quid": f"{q.quid}-window", "question": text, "answers": [NO_ANSWER]})
    return None


def generate(
    client: GraphClient, linker: Linker, questions: Sequence[MultiTQQuestion], seed: int = 7
) -> list[MultiTQQuestion]:
    """One variant per question where one can be made (pair first, else window)."""
    rng = random.Random(seed)
    said = [linker.mentions(q.question) for q in questions]
    pool = sorted({m for mentions in said for m in mentions})
    out = []
    for q, mentions in zip(questions, said, strict=True):
        variant = pair_variant(client, q, mentions, pool, rng) or window_variant(client, q, mentions, rng)
        if variant is not None:
            out.append(variant)
    return out
