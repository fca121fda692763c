"""ARI's methodology memory: cluster training questions by template, one written guide per cluster.

Training runs ARI (without memory) over questions with gold answers, records the action sequences
that reached the gold answer, masks each question into a template (entities -> {entity}, dates ->
{time}), clusters the template embeddings with k-means (k = 10), and asks the chat model for one
guide per cluster from its templates and successful sequences (a guide stating the most frequent
successful sequence when the model gives none). Later runs embed the question's template, take the
nearest cluster and put its guide in the decision prompt.
"""

from __future__ import annotations

import json
import re
import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np
from pydantic import BaseModel

from chronorag.graph.linking import Linker, spoken_forms
from chronorag.rag.core.prompts import ARI_GUIDE
from chronorag.rag.core.roles import JsonRole, RoleFailed
from chronorag.rag.core.types import RAGResult
from chronorag.understanding.dates import MONTHS

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_TIME = re.compile(
    rf"\b(\d{{4}}-\d{{2}}(-\d{{2}})?|(\d{{1,2}}\s+)?({_MONTH})\.?(\s+\d{{1,2}})?,?\s+\d{{4}}|\d{{4}})\b", re.IGNORECASE
)


class Example(Protocol):
    """A training question with its gold answers (a MultiTQ question is one)."""

    @property
    def question(self) -> str: ...

    @property
    def answers(self) -> list[str]: ...


class Cluster(BaseModel):
    centroid: list[float]
    guide: str
    templates: list[str]


class Memory(BaseModel):
    clusters: list[Cluster]

    @classmethod
    def load(cls, path: Path) -> Memory:
        return cls.model_validate_json(path.read_text(encoding="utf-8"))

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.model_dump_json(indent=1), encoding="utf-8")

    def nearest(self, vector: Sequence[float]) -> Cluster:
        v = np.asarray(vector)
        return max(self.clusters, key=lambda c: float(np.dot(np.asarray(c.centroid), v)))

    def guide(self, question: str, linker: Linker) -> str:
        if not self.clusters:
            return ""
        return self.nearest(linker.embedder.encode([template(question, linker.mentions(question))])[0]).guide


def template(question: str, mentions: Sequence[str]) -> str:
    """The question with its entities and dates masked: what the question asks, not about whom."""
    text = " ".join(question.replace("_", " ").split())
    for name in sorted(mentions, key=len, reverse=True):
        for form in spoken_forms(name):
            text = re.sub(re.escape(form), "{entity}", text, flags=re.IGNORECASE)
    return _TIME.sub("{time}", text)


def kmeans(vectors: np.ndarray, k: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """k-means (scikit-learn, k-means++ seeding) on unit vectors; returns (labels, centroids) with the
    centroids scaled to unit length, so a question's nearest guide is the one of highest cosine."""
    from sklearn.cluster import KMeans  # noqa: PLC0415 - seconds to import, and only training clusters
    from sklearn.exceptions import ConvergenceWarning  # noqa: PLC0415

    with warnings.catch_warnings():
        # many questions share one template: fewer distinct points than k is expected, not a problem
        warnings.simplefilter("ignore", ConvergenceWarning)
        fitted = KMeans(n_clusters=min(k, len(vectors)), random_state=seed).fit(vectors)
    centroids = fitted.cluster_centers_
    norms = np.linalg.norm(centroids, axis=1, keepdims=True)
    return fitted.labels_, centroids / np.where(norms > 0, norms, 1.0)


class _Guide(BaseModel):
    guide: str


def sequence_of(result: RAGResult) -> list[str]:
    return [str(s.arguments["call"]).split("(")[0] for s in result.steps if s.kind == "action"] + ["answer"]


def train(
    answer: Callable[[str], RAGResult],
    questions: Sequence[Example],
    linker: Linker,
    model: BaseChatModel | None,
    k: int = 10,
    seed: int = 0,
    *,
    right: Callable[[str, list[str]], bool],
) -> Memory:
    """Run the questions, keep the action sequences of the answers `right` accepts (the caller's scorer, e.g.
    evaluation.multitq.strict), cluster templates, write guides."""
    templates, successes = [], []
    for q in questions:
        result = answer(q.question)
        templates.append(template(q.question, linker.mentions(q.question)))
        successes.append(sequence_of(result) if right(result.answer, q.answers) else None)
    if not templates:
        return Memory(clusters=[])
    vectors = np.asarray(linker.embedder.encode(templates))
    labels, centroids = kmeans(vectors, k, seed)
    clusters = []
    for j, centroid in enumerate(centroids):
        members = [i for i in range(len(templates)) if labels[i] == j]
        if not members:
            continue
        shown = sorted({templates[i] for i in members})[:8]
        worked = Counter(" -> ".join(successes[i]) for i in members if successes[i])  # type: ignore[arg-type]
        guide = _write_guide(model, shown, worked)
        clusters.append(Cluster(centroid=centroid.tolist(), guide=guide, templates=shown))
    return Memory(clusters=clusters)


def _write_guide(model: BaseChatModel | None, templates: list[str], worked: Counter[str]) -> str:
    fallback = (
        f"For questions like {templates[0]!r}, the sequence that answered most often was "
        f"{worked.most_common(1)[0][0]} ({worked.most_common(1)[0][1]} of {sum(worked.values())} successes)."
        if worked
        else f"No training question like {templates[0]!r} was answered correctly; link the entities, "
        "narrow the time first, then answer only from returned facts."
    )
    if model is None:
        return fallback
    prompt = json.dumps({"templates": templates, "successful_sequences": dict(worked)}, indent=1)
    try:
        reply, _ = JsonRole("ari guide", model, _Guide, ARI_GUIDE, retries=1).ask(prompt)
    except RoleFailed:
        return fallback
    return reply.guide.strip() or fallback
