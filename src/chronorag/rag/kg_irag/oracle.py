"""Scripted roles that answer exactly: LLM1 replies with the term of the plan the symbolic parser reads, LLM2 with the
deterministic judge's verdict (`event_loop.proposal`, called on the facts the prompt shows), as JSON,
through the real prompts.

Two uses: the cost of KG-IRAG's protocol (calls, tokens) with a model that never errs, and a
conformance check that the LLM path (plan validation, window moves, judgement checks) answers
exactly what the symbolic path answers. Usage is counted as whitespace words, like the fake server.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from langchain_core.messages import AIMessage, BaseMessage

from chronorag.algebra.from_plans import query_of
from chronorag.algebra.terms import TermReply
from chronorag.graph.connection import GraphClient
from chronorag.graph.retrieval import FactRow
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.plans import EventPlan, EventWindow
from chronorag.rag.kg_irag.event_loop import proposal
from chronorag.rag.kg_irag.offline_planner import event_parser

Reply = Callable[[list[BaseMessage]], AIMessage]


def oracle_models(client: GraphClient) -> tuple[ScriptedChatModel, ScriptedChatModel]:
    """(planner, judge) chat models for `KGIRAG.with_models` on an event graph."""
    parser = event_parser(client)
    planned: dict[str, EventPlan] = {}  # by the reasoning prompt the planner wrote, which the judge is shown

    def plan(messages: list[BaseMessage]) -> AIMessage:
        question = str(messages[-1].content).removeprefix("Question: ").split("\n", 1)[0]  # the lines after: hints
        p = parser.parse(question)
        thought = f"the {p.extremum or 'matching'} facts of {p.anchor} {p.relation} ({p.constraint})"
        query = query_of(p).model_copy(
            update={"question": "", "reasoning": "", "notes": [], "ignored": [], "relation_score": 1.0}
        )
        planned[thought] = p
        return AIMessage(content=TermReply(thought=thought, query=query).model_dump_json())

    def judge(messages: list[BaseMessage]) -> AIMessage:
        prompt = str(messages[-1].content)
        p = planned[_find(r"Reasoning prompt: (.*)", prompt)[0]]
        lo, hi = _find(r"Search range: (\S+)\.\.(\S+)", prompt)
        start, end = _find(r"window just retrieved: (\S+)\.\.(\S+)", prompt)
        rows = [
            FactRow(id=line, head=h, relation=r, tail=t, date=date.fromisoformat(d))
            for line in prompt.splitlines()
            if line.count(" | ") == 3
            for h, r, t, d in [line.split(" | ")]
        ]
        window = EventWindow(start=date.fromisoformat(start), end=date.fromisoformat(end))
        verdict = proposal(p, rows, window, EventWindow(start=date.fromisoformat(lo), end=date.fromisoformat(hi)))
        return AIMessage(content=verdict.model_dump_json(include={"sufficient", "answer", "next_window"}))

    return ScriptedChatModel(replies=[_counted(plan)] * 100_000), ScriptedChatModel(replies=[_counted(judge)] * 100_000)


def _find(pattern: str, text: str) -> tuple[str, ...]:
    found = re.search(pattern, text)
    if found is None:
        raise ValueError(f"the prompt lacks {pattern!r}")
    return found.groups()


def _counted(fn: Reply) -> Reply:
    def reply(messages: list[BaseMessage]) -> AIMessage:
        message = fn(messages)
        words_in = sum(len(str(m.content).split()) for m in messages)
        words_out = len(str(message.content).split())
        message.usage_metadata = {
            "input_tokens": words_in,
            "output_tokens": words_out,
            "total_tokens": words_in + words_out,
        }
        return message

    return reply
