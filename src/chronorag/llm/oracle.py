"""Scripted roles that answer exactly: LLM1 replies with the plan the symbolic parser reads, LLM2 with the
deterministic judge's verdict, as JSON, through the real prompts.

Two uses: the cost of KG-IRAG's protocol (calls, tokens) with a model that never errs, and a
conformance check that the LLM path (plan validation, window moves, judgement checks) answers
exactly what the symbolic path answers. Usage is counted as whitespace words, like the fake server.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable

from langchain_core.messages import AIMessage, BaseMessage

from chronorag.graph.connection import GraphClient
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.llm.symbolic import event_parser

NO_ANSWER = "no answer"
Reply = Callable[[list[BaseMessage]], AIMessage]


def oracle_models(client: GraphClient) -> tuple[ScriptedChatModel, ScriptedChatModel]:
    """(planner, judge) chat models for `KGIRAG.with_models` on an event graph."""
    parser = event_parser(client)

    def plan(messages: list[BaseMessage]) -> AIMessage:
        question = str(messages[-1].content).removeprefix("Question: ")
        p = parser.parse(question)
        reply = p.model_dump(mode="json", exclude={"question", "qtype", "relation_score", "notes"})
        reply["reasoning"] = f"the {p.extremum or 'matching'} facts of {p.anchor} {p.relation} ({p.constraint})"
        return AIMessage(content=json.dumps(reply))

    def judge(messages: list[BaseMessage]) -> AIMessage:
        prompt = str(messages[-1].content)
        shown = json.loads(_find(r"Plan: (\{.*\})", prompt)[0])
        lines = [line.split(" | ") for line in prompt.splitlines() if line.count(" | ") == 3]
        lo, hi = _find(r"Search range: (\S+)\.\.(\S+)", prompt)
        start, end = _find(r"window just retrieved: (\S+)\.\.(\S+)", prompt)
        if lines:
            level = {"year": 4, "month": 7}.get(shown["granularity"], 10)
            side = 0 if shown["position"] == "tail" else 2
            if shown["extremum"]:  # shown in search order: the extreme fact first
                who, day = lines[0][side], lines[0][3]
            else:  # the most frequent counterpart, the earliest date (as the deterministic judge)
                counts = Counter(line[side] for line in lines)
                who = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
                day = min(line[3] for line in lines)
            answer = day[:level] if shown["answer_type"] == "time" else who
            return AIMessage(content=json.dumps({"sufficient": True, "answer": answer}))
        if shown["extremum"] == "first" and end < hi:
            nxt = {"start": end, "end": min(hi, f"{int(end[:4]) + 1}-01-01")}
        elif shown["extremum"] == "last" and start > lo:
            nxt = {"start": max(lo, f"{int(start[:4]) - 1}-01-01"), "end": start}
        else:
            return AIMessage(content=json.dumps({"sufficient": True, "answer": NO_ANSWER}))
        return AIMessage(content=json.dumps({"sufficient": False, "next_window": nxt}))

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
