"""RTQA: decompose the question into a tree, solve it bottom up, aggregate answers per node.

1. decomposer: a JSON tree of sub-questions, numbered in post-order; a node may refer to the
   answer of an earlier-numbered node as #1, #2 (references to itself or later nodes are rejected,
   so the tree cannot cycle; after the retries the question is solved as one leaf);
2. solver, bottom up: each node's references are filled in, then it retrieves the top 50 facts by
   embedding within the time filter its text names ("in 2009", "before May 2010", ...) and answers;
3. aggregator, per node: the answer from its children's answers, else the retrieval answer, else a
   closed-book answer, skipping "Unknown".
"""

from __future__ import annotations

import re
import time

from pydantic import BaseModel, Field

from chronorag.graph.search import SearchRequest, search_facts
from chronorag.rag.core.abstention import is_abstention
from chronorag.rag.core.event_shell import EventStrategy, Run
from chronorag.rag.core.prompts import (
    QUESTION,
    RTQA_ANSWER,
    RTQA_CLOSED_BOOK,
    RTQA_DECOMPOSE,
    RTQA_FROM_CHILDREN,
    RTQA_FROM_FACTS,
    RTQA_SUB_QUESTION,
)
from chronorag.rag.core.roles import JsonRole, RoleFailed
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.core.types import NO_ANSWER
from chronorag.temporal import clock
from chronorag.understanding.timex import time_filter

_REF = re.compile(r"#(\d+)")
RANKED = 50


class Node(BaseModel):
    question: str = Field(min_length=1)
    children: list[Node] = Field(default_factory=list)


class SubAnswer(BaseModel):
    answer: str


def post_order(tree: Node) -> list[Node]:
    """Children before parents, left to right: node i (from 1) is what #i refers to."""
    out: list[Node] = []

    def visit(node: Node) -> None:
        for child in node.children:
            visit(child)
        out.append(node)

    visit(tree)
    return out


def reference_problem(tree: Node) -> str | None:
    """Why the tree is unusable: a node referring to itself or a later node (a cycle), or too big."""
    nodes = post_order(tree)
    if len(nodes) > 12:
        return f"{len(nodes)} sub-questions; at most 12"
    for i, node in enumerate(nodes, 1):
        for ref in map(int, _REF.findall(node.question)):
            if not 1 <= ref < i:
                return f"sub-question #{i} refers to #{ref}, which is not answered before it"
    return None


def fill(question: str, answers: dict[int, str]) -> str:
    return _REF.sub(lambda m: answers.get(int(m.group(1)), m.group(0)), question)


class RTQA(EventStrategy):
    name = "rtqa"

    def solve(self, question: str, run: Run) -> tuple[str, str]:
        tree = self._decompose(question, run)
        nodes = post_order(tree)
        index = {id(n): i for i, n in enumerate(nodes, 1)}
        answers: dict[int, str] = {}
        sources: dict[int, str] = {}
        for i, node in enumerate(nodes, 1):
            text = fill(node.question, answers)
            children = [(fill(c.question, answers), answers[index[id(c)]]) for c in node.children]
            answers[i], sources[i] = self._aggregate(question, text, children, run)
        root = len(nodes)
        return answers[root], f"rtqa: {root} sub-question(s); root answered from {sources[root]}"

    def _decompose(self, question: str, run: Run) -> Node:
        role = JsonRole("rtqa decomposer", self.model, Node, RTQA_DECOMPOSE, self.retries)
        tick = time.perf_counter()
        try:
            tree, usage = role.ask(QUESTION.format(question=question), reference_problem)
        except RoleFailed as exc:
            run.step("decompose", {}, f"{exc}; solving the question as one leaf", usage=exc.usage)
            return Node(question=question)
        shown = "; ".join(f"#{i} {n.question}" for i, n in enumerate(post_order(tree), 1))
        run.step("decompose", {}, shown, usage=usage, seconds=time.perf_counter() - tick)
        return tree

    def _aggregate(self, question: str, text: str, children: list[tuple[str, str]], run: Run) -> tuple[str, str]:
        """Child answer, else retrieval answer, else closed-book answer; "Unknown" is skipped."""
        known = [(q, a) for q, a in children if not is_abstention(a)]
        if known:
            context = "\n".join(f"- {q} -> {a}" for q, a in known)
            answer = self._answer(question, text, RTQA_FROM_CHILDREN.format(answers=context), "children", run)
            if answer:
                return answer, "children"
        start, end = time_filter(text, clock.reference_date())  # "last year": against the run's reference date
        request = SearchRequest(query=text, start_date=start, end_date=end)
        hits = retrieval("search_facts", text, lambda: search_facts(self.client, self.embedder, request, RANKED))
        run.saw(hits)
        facts = "\n".join(h.render() for h in hits) or "(none)"
        answer = self._answer(question, text, RTQA_FROM_FACTS.format(k=RANKED, facts=facts), "retrieval", run)
        if answer:
            return answer, "retrieval"
        answer = self._answer(question, text, RTQA_CLOSED_BOOK.format(), "closed-book", run)
        return (answer, "closed-book") if answer else (NO_ANSWER, "nothing")

    def _answer(self, question: str, text: str, context: str, how: str, run: Run) -> str | None:
        role = JsonRole(f"rtqa {how}", self.model, SubAnswer, RTQA_ANSWER, self.retries)
        tick = time.perf_counter()
        prompt = RTQA_SUB_QUESTION.format(question=question, sub_question=text, context=context)
        try:
            reply, usage = role.ask(prompt)
        except RoleFailed as exc:
            run.step("solve", {"sub_question": text, "from": how}, str(exc), usage=exc.usage)
            return None
        answer = reply.answer.strip()
        run.step("solve", {"sub_question": text, "from": how}, answer, usage=usage, seconds=time.perf_counter() - tick)
        return None if is_abstention(answer) else answer
