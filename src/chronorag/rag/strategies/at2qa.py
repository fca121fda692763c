"""AT2QA: an autonomous agent with one search tool over the event graph.

The chat model gets the question and a `search(query, start_date?, end_date?, sort, entity?,
entity_position?, relation?)` tool (LangChain tool calling). Each call is filtered in Cypher, ranked
by exact cosine, cut to the top 50, re-sorted by time when asked, and the first 10 facts go back as
`head | relation | tail | date`. The loop ends at an `<answer>...</answer>` or after 20 turns; an
empty reply gets a nudge; invalid arguments and repeated calls get an error message, not a crash.
"""

from __future__ import annotations

import json
import re
import time
from datetime import date
from typing import Any, Literal

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import StructuredTool
from pydantic import BaseModel, Field, ValidationError, model_validator

from chronorag import bounds
from chronorag.graph.search import Hit, SearchRequest, Sort, search_facts
from chronorag.plans import EARLIEST_DAY, LATEST_DAY
from chronorag.rag.core.event_shell import EventStrategy, Run
from chronorag.rag.core.prompts import AT2QA_NUDGE, AT2QA_SYSTEM, QUESTION
from chronorag.rag.core.roles import short_error, usage_of
from chronorag.rag.core.tracing import retrieval
from chronorag.rag.core.types import NO_ANSWER

_ANSWER = re.compile(r"<answer>(.*?)</answer>", re.DOTALL | re.IGNORECASE)
SHOWN = 10
RANKED = 50


class SearchArgs(BaseModel):
    """What the model may pass to `search` (validated before anything reaches Cypher)."""

    query: str = Field(min_length=1, max_length=1000, description="what you are looking for, in words")
    start_date: date | None = Field(None, ge=EARLIEST_DAY, le=LATEST_DAY, description="earliest day, YYYY-MM-DD")
    end_date: date | None = Field(
        None, ge=EARLIEST_DAY, le=LATEST_DAY, description="latest day (inclusive), YYYY-MM-DD"
    )
    sort: Sort = Field("relevance", description="relevance | time_asc | time_desc")
    entity: str | None = Field(None, max_length=200, description="only facts with this entity")
    entity_position: Literal["head", "tail"] | None = Field(None, description="the entity as head or tail")
    relation: str | None = Field(None, max_length=200, description="only facts with this relation")

    @model_validator(mode="after")
    def _ordered(self) -> SearchArgs:
        if self.start_date and self.end_date and self.start_date > self.end_date:
            raise ValueError(f"start_date {self.start_date} is after end_date {self.end_date}")
        return self


def _search_tool() -> StructuredTool:
    def search(**kwargs: Any) -> str:  # pragma: no cover - the loop runs searches itself
        raise NotImplementedError

    return StructuredTool.from_function(
        search,
        name="search",
        description="Search the event graph; returns up to 10 facts 'head | relation | tail | date'.",
        args_schema=SearchArgs,
    )


def parse_answer(text: str) -> str | None:
    """The text inside the last <answer>...</answer>, or None when there is none or it is empty."""
    found = _ANSWER.findall(text)
    return found[-1].strip() or None if found else None


class AT2QA(EventStrategy):
    name = "at2qa"
    max_turns = 20
    needs_tools = True

    def search(self, args: SearchArgs, run: Run) -> tuple[str, list[Hit]]:
        """Link entity / relation to graph names, search, render the first 10 hits."""
        request = SearchRequest(**args.model_dump())
        if args.entity:
            linked = self.linker.entity(args.entity)
            if linked is None:
                options = ", ".join(c.name for c in self.linker.entities(args.entity, 3))
                return f"error: no entity named {args.entity!r} (closest: {options or 'none'})", []
            request.entity = linked.name
        if args.relation:
            relation = self.linker.relation(args.relation)
            if relation is None:
                return f"error: no relation like {args.relation!r}", []
            request.relation = relation.name
        ranked = retrieval(
            "search_facts", args.query, lambda: search_facts(self.client, self.embedder, request, k=RANKED)
        )
        hits = ranked[:SHOWN]
        run.saw(hits)
        return "\n".join(h.render() for h in hits) or "no facts match these filters", hits

    def solve(self, question: str, run: Run) -> tuple[str, str]:
        model = self.model.bind_tools([_search_tool()])
        messages: list[BaseMessage] = [SystemMessage(AT2QA_SYSTEM), HumanMessage(QUESTION.format(question=question))]
        seen: set[str] = set()
        repeats = 0
        for turn in range(1, self.max_turns + 1):
            tick = time.perf_counter()
            bounds.check_time()  # a served question past its time limit stops between turns
            reply = model.invoke(messages)
            assert isinstance(reply, AIMessage)
            messages.append(reply)
            usage = usage_of(reply)
            if reply.tool_calls:
                run.usage.add(usage)
                for call in reply.tool_calls:
                    observation = self._call(call, seen, run)
                    repeats += observation.startswith("error: you already ran")
                    messages.append(ToolMessage(observation, tool_call_id=call["id"] or f"call_{turn}"))
                if repeats >= 3:
                    return NO_ANSWER, f"at2qa: stopped after {repeats} repeated searches (a cycle)"
                continue
            text = reply.content if isinstance(reply.content, str) else json.dumps(reply.content)
            answer = parse_answer(text)
            run.step(
                "answer" if answer else "nudge",
                {"turn": turn},
                text[:500],
                usage=usage,
                seconds=time.perf_counter() - tick,
            )
            if answer:
                return answer, f"at2qa: answered after {turn} turns"
            messages.append(HumanMessage(AT2QA_NUDGE.format()))
        return NO_ANSWER, f"at2qa: no <answer> within {self.max_turns} turns"

    def _call(self, call: Any, seen: set[str], run: Run) -> str:
        tick = time.perf_counter()
        args_json = json.dumps(call.get("args", {}), sort_keys=True, default=str)
        if call.get("name") != "search":
            observation, rows = f"error: unknown tool {call.get('name')!r}; the only tool is search", 0
        elif args_json in seen:
            observation, rows = "error: you already ran this exact search; change the filters or answer", 0
        else:
            seen.add(args_json)
            try:
                args = SearchArgs.model_validate(call.get("args") or {})
            except ValidationError as exc:
                observation, rows = f"error: invalid arguments ({short_error(exc)})", 0
            else:
                observation, hits = self.search(args, run)
                rows = len(hits)
        kind = "search" if rows or not observation.startswith("error") else "error"
        shown = call.get("args") if isinstance(call.get("args"), dict) else {"args": str(call.get("args"))[:200]}
        run.step(kind, shown, observation, rows, seconds=time.perf_counter() - tick)
        return observation
