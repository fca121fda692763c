"""Printing a strategy's result for people: answer, compact trace, evidence, Browser query."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from chronorag.algebra.terms import Query
from chronorag.plans import EventPlan
from chronorag.rag.core.types import RAGResult


def print_result(console: Console, result: RAGResult, show_trace: bool = True, max_triplets: int = 12) -> None:
    console.print(f"[bold]Q:[/] {escape(result.question)}", highlight=False)
    console.print(f"[bold green]A:[/] {escape(result.answer)}   [dim]({escape(result.reason)})[/]", highlight=False)
    if len(result.answers) > 1:  # every answer the evidence supports, best first
        every = escape(", ".join(result.answers))
        console.print(f"[bold]all {len(result.answers)} answers:[/] {every}", highlight=False)
    if isinstance(result.plan, EventPlan | Query):
        console.print(f"[dim]plan: {escape(str(result.plan))}[/]", highlight=False)
    elif result.plan is not None:
        console.print(
            f"[dim]plan: {result.plan.family} at {result.plan.target}, start {result.plan.start:%Y-%m-%d %H:%M}, "
            f"{result.plan.duration_minutes} min, step {result.plan.step_minutes} min, "
            f"{result.plan.direction}, bound {result.plan.bound_hours:g} h, {result.plan.condition}[/]",
            highlight=False,
        )
    if show_trace and result.trace:
        table = Table("#", "window", "rows", "new", "sufficient", "abnormal", "next", box=None)
        for i, it in enumerate(result.trace, 1):
            j = it.judgement
            abnormal = ", ".join(f"{e.at:%H:%M}={e.value:g}" for e in j.abnormal[-3:])
            window = f"{it.window.start:%m-%d %H:%M}-{it.window.end:%H:%M}"
            nxt = f"{j.next_window.start:%m-%d %H:%M}-{j.next_window.end:%H:%M}" if j.next_window else ""
            table.add_row(
                str(i), window, str(it.rows), str(it.new_rows), "yes" if j.sufficient else "no", abnormal, nxt
            )
        console.print(table)
    if show_trace and result.steps:
        table = Table("#", "step", "arguments", "rows", "observation", box=None)
        for i, st in enumerate(result.steps, 1):
            args = ", ".join(f"{k}={v}" for k, v in st.arguments.items())
            first = st.observation.splitlines()[0] if st.observation else ""
            table.add_row(str(i), st.kind, escape(args[:80]), str(st.rows), escape(first[:80]))
        console.print(table)
    shown = result.triplets[:max_triplets]
    more = f" ... (+{len(result.triplets) - len(shown)} more)" if len(result.triplets) > len(shown) else ""
    console.print(
        f"[bold]evidence[/] ({len(result.evidence)} {'facts' if result.steps else 'readings'}): "
        + escape("; ".join(shown) + more),
        highlight=False,
    )
    u = result.usage
    paths = ", ".join(
        f"{what} by {who}" for what, who in (("planned", result.planned_by), ("judged", result.judged_by)) if who
    )
    console.print(
        f"[dim]usage: {len(result.trace) or len(result.steps)} {'steps' if result.steps else 'retrievals'}, "
        f"{u.llm_calls} LLM calls, "
        f"{u.prompt_tokens + u.completion_tokens} tokens, {u.seconds * 1000:.0f} ms"
        + (f" ({paths})" if paths else "")
        + "[/]"
    )
    if result.browser_cypher:
        console.print("[bold]Neo4j Browser:[/] " + escape(result.browser_cypher), soft_wrap=True, highlight=False)
    if result.browser_url:
        console.print("[bold]open:[/] " + escape(result.browser_url), soft_wrap=True, highlight=False)
