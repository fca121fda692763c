"""The `chronorag` command: manage the local Neo4j and the local model, load data, ask questions, evaluate.

Conventions: results go to stdout (and, with `--json`, nothing else does); progress bars, spinners,
logs and errors go to stderr. Piped or redirected, results are not wrapped at 80 columns. Exit codes
are listed in EXIT_CODES (shown by `chronorag --help` and in the README).
"""

from __future__ import annotations

import gc
import json
import logging
import os
import sys
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import asdict
from datetime import date, datetime
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, NoReturn, TypeVar

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from chronorag import __version__
from chronorag.config import LLMProvider, Settings, get_settings
from chronorag.cypher.admin import COUNT_BY_LABEL, COUNT_BY_RELATIONSHIP_TYPE
from chronorag.graph.errors import GraphError
from chronorag.graph.server_mode import Mode
from chronorag.ingest import SourceName
from chronorag.llm.errors import LLMUnreachable
from chronorag.llm.local_model import MODEL_NAME, LocalModel, LocalModelError
from chronorag.rag.core.strategy_names import JudgeMode, PlannerMode, StrategyName

if TYPE_CHECKING:
    from chronorag.graph.connection import GraphClient
    from chronorag.graph.local_server import LocalNeo4j
    from chronorag.graph.vectors import EmbedStats
    from chronorag.ingest.accounting import IngestSummary
    from chronorag.ingest.sources import Source

EXIT_CODES = {
    0: "success",
    1: "`db status` / `llm status`: the server does not answer; `ingest`: a file is damaged (the rows before "
    "the damage are loaded; the line says where); or an unexpected error (with a traceback)",
    2: "usage error (unknown command or option, a value not among the choices, a missing file), or a failure "
    "explained in one line on stderr (a question over 1,000 characters, Neo4j unreachable or refusing the "
    "credentials, a query timeout, "
    "an unknown file format, a question file that cannot be run, an LLM endpoint that refuses the connection, "
    "key or model, a local model that would not start)",
    130: "interrupted (Ctrl-C)",
}
EPILOG = "[bold]Exit codes[/]\n\n" + "\n\n".join(f"{code:>3}  {meaning}" for code, meaning in EXIT_CODES.items())

app = typer.Typer(
    no_args_is_help=True, help="Temporal GraphRAG on Neo4j.", epilog=EPILOG, pretty_exceptions_enable=False
)
db_app = typer.Typer(no_args_is_help=True, help="Start, stop and inspect the local Neo4j.")
app.add_typer(db_app, name="db")
eval_app = typer.Typer(no_args_is_help=True, help="Generate question sets and evaluate strategies.")
app.add_typer(eval_app, name="eval")
llm_app = typer.Typer(
    no_args_is_help=True, help="Start, stop and inspect the local model for `--llm local` (SmolLM2-135M, CPU)."
)
app.add_typer(llm_app, name="llm")


def _graph(settings: Settings | None = None) -> GraphClient:
    """A client on the configured Neo4j. The driver (`graph.driver`) is imported here, on a
    command's first need, so `--version` and `--help` start in a fraction of a second."""
    from chronorag.graph.connection import GraphClient

    return GraphClient(settings)


def _server(settings: Settings) -> LocalNeo4j:
    """The local Neo4j (`db start`); its module asks Bolt through the driver, so it loads on first need too."""
    from chronorag.graph.local_server import LocalNeo4j

    return LocalNeo4j(settings)


console = Console()  # results (stdout)
err = Console(stderr=True)  # progress, status, logs and errors (stderr)
UNWRAPPED_WIDTH = 100_000  # piped: tables at their natural width, text never folded
F = TypeVar("F", bound=Callable[..., Any])
GenerateKind = Literal["weatherqa", "trafficqa", "multitq-style", "unanswerable"]
JSON_OPTION = typer.Option("--json", help="print one JSON object on stdout (nothing else goes there)")
AS_OF_OPTION = typer.Option(
    "--as-of",
    formats=["%Y-%m-%d"],
    help="the reference date (YYYY-MM-DD) relative time words are read against ('last year', 'three weeks ago'); "
    "default today",
)
LLM_OPTION = typer.Option(
    help="symbolic (offline), openai (LLM_*), local (`llm start`), scripted (LLM_SCRIPT); default LLM_PROVIDER"
)
JUDGE_OPTION = typer.Option(help="llm, or deterministic (exact check of the plan's condition)")
PLANNER_OPTION = typer.Option(
    help="llm, or hybrid (the offline parser plans, judged exactly: no LLM call; LLM1 and LLM2 only what it refuses)"
)


def _print_version(value: bool) -> None:
    if value:
        print(f"chronorag {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_print_version, is_eager=True, help="print the version and exit")
    ] = False,
) -> None:
    """Temporal GraphRAG on Neo4j."""
    fit_to_stream(console)


def fit_to_stream(out: Console) -> None:
    """On a terminal, results wrap at its width; piped or redirected, every line stays whole
    (an answer, a Cypher query, a table row), so `grep` and `cut` see one record per line."""
    if not out.is_terminal:
        out.soft_wrap = True
        out.width = UNWRAPPED_WIDTH


def _emit_json(data: Any) -> None:
    """One JSON document on stdout, bypassing Rich (no colour, no wrapping)."""
    print(json.dumps(data, indent=2, default=str, ensure_ascii=False))


def _error(message: object) -> None:
    """One `error:` line on stderr, never folded."""
    err.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)


def _fail(message: object) -> NoReturn:
    """The one-line error, then exit code 2 (see EXIT_CODES)."""
    _error(message)
    raise typer.Exit(2) from None


class _Process:
    console_script = False  # set by main(): a command may end the process itself (tests call `app` in theirs)


def _end_now(llm: str = "symbolic") -> None:
    """End the process once a command has written its output: the interpreter's finalisation (a last full
    collection, then every module's objects freed: 0.35 s after an `ask` over the full graph) does nothing
    a finished command needs. Only from the console script, and only where nothing is left open: never after a
    model was called, whose tracers (LangSmith, LangChain callbacks) send what is left at exit."""
    if _Process.console_script and llm == "symbolic":
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


def graph_errors(fn: F) -> F:
    """Turn a graph-layer (or local-model) failure into one clear line on stderr and exit code 2."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (GraphError, LocalModelError, LLMUnreachable) as exc:
            _fail(exc)

    return wrapper  # type: ignore[return-value]


@db_app.command("start")
@graph_errors
def db_start(
    mode: Annotated[Mode, typer.Option(help="auto (Docker if an engine answers, else Java), java or docker")] = "auto",
) -> None:
    """Start the local Neo4j and wait until Bolt answers."""
    settings = get_settings()
    server = _server(settings)
    with err.status("starting Neo4j ..."):
        state = server.start(mode)
    _, info, _ = server.status()
    pid = f" (pid {state.pid})" if state.pid else ""
    console.print(f"[green]running[/] {info} via {state.mode}{pid}")
    console.print(f"  Bolt:    {settings.neo4j_uri}")
    console.print(f"  Browser: {settings.browser_url}  (user {settings.neo4j_user})")
    console.print(f"  Data:    {server.home}")


@db_app.command("stop")
@graph_errors
def db_stop() -> None:
    """Stop the Neo4j that `db start` started (by its pid; nothing else is touched)."""
    server = _server(get_settings())
    if server.stop():
        console.print("[green]stopped[/]")
    else:
        console.print("no server started by chronorag is running")


@db_app.command("status")
@graph_errors
def db_status(as_json: Annotated[bool, JSON_OPTION] = False) -> None:
    """Say whether Neo4j answers, which version, and whether chronorag started it (exit 1 if it does not answer)."""
    settings = get_settings()
    state, info, reason = _server(settings).status()
    owner = f"; started by chronorag via {state.mode}" + (f", pid {state.pid}" if state.pid else "") if state else ""
    if as_json:
        _emit_json(
            {
                "running": info is not None,
                "uri": settings.neo4j_uri,
                "server": asdict(info) if info else None,
                "browser_url": settings.browser_url,
                "started_by_chronorag": state is not None,
                "mode": state.mode if state else None,
                "pid": state.pid if state else None,
                "reason": reason,
            }
        )
    elif info is None:
        console.print(f"[red]not running[/] at {settings.neo4j_uri}{owner}: {reason}", highlight=False)
    else:
        console.print(f"[green]running[/] {info} at {settings.neo4j_uri}{owner}")
        console.print(f"  Browser: {settings.browser_url}")
    if info is None:
        raise typer.Exit(1)


@llm_app.command("start")
@graph_errors
def llm_start() -> None:
    """Serve SmolLM2-135M-Instruct on 127.0.0.1:LLM_LOCAL_PORT in the background and wait until it answers."""
    server = LocalModel(get_settings())
    already = server.process_alive()
    with err.status("starting the local model ..."):
        state = server.start()
    took = _load_seconds(server)
    how = "already running" if already else "running"
    loaded = f", loaded in {took:.1f} s" if took is not None and not already else ""
    console.print(f"[green]{how}[/] {MODEL_NAME} at {server.url} (pid {state.pid}{loaded})")
    console.print(f"  Model: {Path(state.gguf).name}")
    console.print(f"  Log:   {server.log_file}")
    console.print("  Use:   chronorag ask ... --llm local   (stop: chronorag llm stop)")


def _load_seconds(server: LocalModel) -> float | None:
    """The load time the server process logged, if it did."""
    import re

    match = re.search(r"loaded in ([0-9.]+) s", server.log_tail(200))
    return float(match.group(1)) if match else None


@llm_app.command("stop")
@graph_errors
def llm_stop() -> None:
    """Stop the model that `llm start` started (by its pid; nothing else is touched)."""
    server = LocalModel(get_settings())
    with err.status("stopping the local model ..."):
        stopped = server.stop()
    console.print("[green]stopped[/]" if stopped else "no model server started by chronorag is running")


@llm_app.command("status")
@graph_errors
def llm_status(as_json: Annotated[bool, JSON_OPTION] = False) -> None:
    """Say whether the local model answers, at which URL, and whether chronorag started it (exit 1 if not)."""
    status = LocalModel(get_settings()).status()
    if as_json:
        print(json.dumps(asdict(status), indent=2))
    elif status.running:
        owner = f"; started by chronorag, pid {status.pid}" if status.started_by_chronorag else ""
        console.print(f"[green]running[/] {status.model} at {status.url}{owner}")
    else:
        label = "not answering" if status.started_by_chronorag else "stopped"
        console.print(f"[red]{label}[/] at {status.url}: {status.reason}", highlight=False, soft_wrap=True)
    if not status.running:
        raise typer.Exit(1)


@db_app.command("schema")
@graph_errors
def db_schema() -> None:
    """Create every constraint and index (idempotent)."""
    from chronorag.graph.schema import ensure_schema

    with _graph() as client:
        ensure_schema(client)
    console.print("[green]schema ready[/]")


@db_app.command("counts")
@graph_errors
def db_counts(as_json: Annotated[bool, JSON_OPTION] = False) -> None:
    """Node counts per label and relationship counts per type."""
    with _graph() as client:
        labels = {r["label"]: r["n"] for r in client.read(COUNT_BY_LABEL)}
        types = {r["type"]: r["n"] for r in client.read(COUNT_BY_RELATIONSHIP_TYPE)}
    if as_json:
        _emit_json({"nodes": labels, "relationships": types})
        return
    table = Table("kind", "name", "count")
    for name, n in labels.items():
        table.add_row("node", name, f"{n:,}")
    for name, n in types.items():
        table.add_row("relationship", name, f"{n:,}")
    console.print(table)


@app.command("ingest")
@graph_errors
def ingest_cmd(
    source: Annotated[SourceName, typer.Argument(help="the source format (see README: Ingest)")],
    paths: Annotated[list[Path], typer.Argument(exists=True, dir_okay=False, help="input files (.gz accepted)")],
    dataset: Annotated[str | None, typer.Option(help="dataset name (default: per source)")] = None,
    batch_size: Annotated[int | None, typer.Option(help="rows per transaction (default INGEST_BATCH_SIZE)")] = None,
    rejects: Annotated[
        Path | None, typer.Option(help="rejects CSV (default .chronorag/rejects/<dataset>.rejects.csv)")
    ] = None,
    force: Annotated[bool, typer.Option(help="re-merge files already loaded (still idempotent)")] = False,
    bulk: Annotated[
        bool | None,
        typer.Option(
            "--bulk/--online",
            help="neo4j-admin import into a fresh database (REPLACES the local database) or transactions; "
            "default: neo4j-admin import for a large load into an empty local database, else transactions",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the summary as one JSON object on stdout")] = False,
    embed: Annotated[bool, typer.Option(help="then embed entities, relations and facts (cached by hash)")] = False,
    columns: Annotated[
        str | None,
        typer.Option(
            help="intervals: where each field is, by position or header name "
            "(default head=0,relation=1,tail=2,start=3,end=4; no end: open ends)"
        ),
    ] = None,
    kinds: Annotated[
        Path | None,
        typer.Option(
            exists=True,
            dir_okay=False,
            help="intervals: a TOML file of relation kinds, as chronorag/datasets/yago11k.toml (default: every "
            "relation a state)",
        ),
    ] = None,
    delimiter: Annotated[
        str | None, typer.Option(help="intervals: the field separator, 'tab' or a character (default: from the file)")
    ] = None,
    header: Annotated[
        bool | None,
        typer.Option("--header/--no-header", help="intervals: a header line (default: when columns are named)"),
    ] = None,
    same_as_entities: Annotated[
        bool,
        typer.Option(help="interval sources: link each entity to the event graph's Entity of the same name (SAME_AS)"),
    ] = False,
    same_as: Annotated[
        Path | None,
        typer.Option(
            exists=True, dir_okay=False, help="interval sources: link the pairs a CSV lists (columns name, entity)"
        ),
    ] = None,
) -> None:
    """Load files into Neo4j: idempotent, resumable, with a rejects file for bad rows."""
    from chronorag.ingest.pipeline import ingest
    from chronorag.ingest.progress import IngestProgress, print_summary
    from chronorag.ingest.sources import SOURCES, UnknownFormat

    settings = get_settings()
    chosen = _interval_layout(source, dataset, columns, kinds, delimiter, header)
    if (same_as_entities or same_as) and chosen.kind != "intervals":
        raise typer.BadParameter("--same-as-entities and --same-as go with interval sources (yago11k, intervals)")
    try:
        if bulk is None and not force:
            bulk = _bulk_is_better(settings, source, paths)
        if bulk:
            summary = _bulk_ingest(settings, source, paths, dataset, rejects)
        else:
            with _graph(settings) as client, IngestProgress(err) as progress:
                summary = ingest(
                    client,
                    chosen if chosen is not SOURCES[source] else source,
                    paths,
                    dataset=dataset,
                    batch_size=batch_size or settings.ingest_batch_size,
                    rejects_path=rejects,
                    force=force,
                    on_progress=progress.update,
                )
    except UnknownFormat as exc:
        _fail(exc)
    damaged = [f.damage for f in summary.files if f.damage]
    stats: list[EmbedStats] = []
    if embed and not damaged:
        with _graph(settings) as client:
            stats = _embed(client, settings)
    linked = _link_same_as(settings, summary.dataset, same_as_entities, same_as) if not damaged else {}
    if as_json:
        extra = ({"embeddings": [asdict(s) for s in stats]} if embed else {}) | ({"same_as": linked} if linked else {})
        _emit_json(summary.model_dump(mode="json") | extra)
    else:
        print_summary(console, summary)
        _print_embed_stats(stats)
        _print_same_as(linked)
    for damage in damaged:  # the rows before the damage are loaded; a rerun stops at the same line
        _error(damage)
    if damaged:
        raise typer.Exit(1)


def _interval_layout(
    source: str,
    dataset: str | None,
    columns: str | None,
    kinds: Path | None,
    delimiter: str | None,
    header: bool | None,
) -> Source:
    """The source to run: `intervals` laid out by --columns/--delimiter/--header with the kinds of --kinds (whose
    own [format] section, if any, is the default), else the named source as it is."""
    from chronorag import datasets
    from chronorag.ingest.sources import SOURCES, interval_source

    chosen = SOURCES[source]
    if dataset is not None and chosen.kind == "intervals" and ":" in dataset:
        raise typer.BadParameter(f"{dataset!r}: an interval dataset's name may not hold ':' (it keys its entities)")
    given = {"--columns": columns, "--kinds": kinds, "--delimiter": delimiter, "--header/--no-header": header}
    if source != "intervals":
        if used := [name for name, value in given.items() if value is not None]:
            raise typer.BadParameter(f"{', '.join(used)} go with `ingest intervals`, not {source}")
        return chosen
    try:
        spec = datasets.load(kinds) if kinds else datasets.any_relation(dataset or chosen.default_dataset)
        layout = spec.format.model_copy()
        if columns is not None:
            layout.columns = datasets.ColumnMap.parse(columns)
        if delimiter is not None:
            layout.delimiter = "\t" if delimiter.lower() in ("tab", "\\t", "\t") else delimiter
        if header is not None:
            layout.header = header
    except datasets.DatasetFileError as exc:
        raise typer.BadParameter(str(exc)) from None
    if layout.delimiter is not None and len(layout.delimiter) != 1:
        raise typer.BadParameter(f"--delimiter {delimiter!r}: one character, or 'tab'")
    return interval_source(spec.model_copy(update={"format": layout}), source, chosen.default_dataset)


def _link_same_as(settings: Settings, dataset: str, by_name: bool, pairs: Path | None) -> dict[str, Any]:
    """SAME_AS links a user asked for (ingest/same_as.py), after the load."""
    from chronorag.ingest.same_as import SameAsFileError, link_pairs, link_same_names, read_pairs

    out: dict[str, Any] = {}
    if not (by_name or pairs):
        return out
    with _graph(settings) as client:
        if by_name:
            out["by_name"] = link_same_names(client, dataset)
        if pairs:
            try:
                listed = link_pairs(client, dataset, read_pairs(pairs))
            except SameAsFileError as exc:
                _fail(exc)
            out["pairs"] = {"linked": listed.linked, "missing": listed.missing}
    return out


def _print_same_as(linked: dict[str, Any]) -> None:
    if "by_name" in linked:
        console.print(
            f"linked {linked['by_name']:,} interval entities to the event graph's entities of the same name (SAME_AS)"
        )
    if "pairs" in linked:
        pairs = linked["pairs"]
        console.print(f"linked {pairs['linked']:,} listed pair(s) (SAME_AS)")
        for missing in pairs["missing"]:
            console.print(f"[yellow]not linked:[/] {missing}", highlight=False)


def _bulk_is_better(settings: Settings, source: str, paths: list[Path]) -> bool:
    """Says so on stderr when a large load into the empty local database goes to neo4j-admin import."""
    from chronorag.ingest.bulk_import import bulk_is_better

    with _graph(settings) as client:
        why = bulk_is_better(client, _server(settings), source, paths)
    if why:
        err.print(why, highlight=False, soft_wrap=True)
    return why is not None


def _bulk_ingest(
    settings: Settings, source: str, paths: list[Path], dataset: str | None, rejects: Path | None
) -> IngestSummary:
    from chronorag.ingest.accounting import IngestSummary
    from chronorag.ingest.bulk_import import BulkImportError, bulk_import

    server = _server(settings)
    state = server.read_state()
    if state is None or state.mode != "java":
        raise typer.BadParameter("--bulk needs the local Java server started by `chronorag db start`")
    try:
        with err.status("neo4j-admin import (the server restarts) ..."):
            result = bulk_import(server, source, paths, dataset=dataset, rejects_path=rejects)
    except BulkImportError as exc:
        _fail(exc)
    err.print(
        f"imported {result.rows:,} rows ({result.rejected:,} rejected) in {result.seconds:.1f} s: CSV "
        f"{result.seconds_csv:.1f} s, import {result.seconds_import:.1f} s, "
        f"restart + indexes {result.seconds_schema:.1f} s",
        highlight=False,
    )
    return IngestSummary(
        source=source,
        dataset=result.dataset,
        files=result.files,
        seconds=result.seconds,
        rejects_file=str(result.rejects_file) if result.rejects_file.exists() else None,
    )


@app.command("embed")
@graph_errors
def embed_cmd(as_json: Annotated[bool, JSON_OPTION] = False) -> None:
    """Embed entity names, relation names and facts (all-MiniLM-L6-v2, offline) into vector indexes.

    Cached by content hash: a rerun embeds only new or changed texts."""
    settings = get_settings()
    with _graph(settings) as client:
        stats = _embed(client, settings)
    if as_json:
        _emit_json({"embeddings": [asdict(s) for s in stats]})
    else:
        _print_embed_stats(stats)


def _embed(client: GraphClient, settings: Settings) -> list[EmbedStats]:
    from chronorag.embedder import Embedder
    from chronorag.graph.vectors import embed_graph

    with _progress() as progress:
        tasks: dict[str, Any] = {}

        embedder = Embedder.from_settings(settings)

        def update(kind: str, done: int, total: int) -> None:
            if kind not in tasks:
                tasks[kind] = progress.add_task(f"embedding {kind}", total=total)
            progress.update(tasks[kind], completed=done)

        return embed_graph(client, embedder, on_progress=update)


def _print_embed_stats(stats: list[EmbedStats]) -> None:
    for s in stats:
        console.print(f"{s.kind}: {s.total:,} in the graph, {s.embedded:,} embedded, {s.cached:,} cached")


@app.command("ask")
@graph_errors
def ask_cmd(
    question: Annotated[str, typer.Argument(help="a time-dependent question about the loaded data")],
    strategy: Annotated[StrategyName, typer.Option(help="the strategy (see README: Strategies)")] = "kg_irag",
    llm: Annotated[LLMProvider | None, LLM_OPTION] = None,
    judge: Annotated[JudgeMode, JUDGE_OPTION] = "llm",
    planner: Annotated[PlannerMode, PLANNER_OPTION] = "llm",
    trace: Annotated[bool, typer.Option(help="print every iteration")] = False,
    as_json: Annotated[bool, JSON_OPTION] = False,
    timeline: Annotated[
        Path | None,
        typer.Option(
            "--timeline",
            dir_okay=False,
            help="also draw the answer's evidence on a time axis into this SVG file (none for a refusal)",
            show_default=False,
        ),
    ] = None,
    as_of: Annotated[datetime | None, AS_OF_OPTION] = None,
) -> None:
    """Answer a question and show the evidence and a Neo4j Browser query for it."""
    from chronorag.bounds import question_problem

    if problem := question_problem(question):  # refused before anything is loaded, connected or parsed
        _fail(problem)
    from chronorag.llm.factory import LLMConfigError
    from chronorag.rag.core.render import print_result
    from chronorag.rag.registry import build

    settings = get_settings()
    with _graph(settings) as client:
        try:
            runnable = build(strategy, client, settings, llm or settings.llm_provider, judge, planner=planner)
        except (ValueError, LLMConfigError) as exc:
            raise typer.BadParameter(str(exc)) from None
        result = runnable.invoke({"question": question}, config={"configurable": {"as_of": _day(as_of)}})
    if as_json:
        print(result.model_dump_json(indent=2))
    else:
        print_result(console, result, show_trace=trace)
    if timeline is not None:
        _write_timeline(result, timeline)
    _end_now(llm or settings.llm_provider)  # the driver is closed and the answer printed


def _write_timeline(result: Any, path: Path) -> None:
    """`ask --timeline`: the SVG, or one line on stderr saying why there is none (a refusal is still an answer:
    exit 0). The drawing module is imported only here, so `ask` without the option loads nothing more."""
    from chronorag.timeline import NoTimeline, draw

    try:
        svg = draw(result)
    except NoTimeline as exc:
        err.print(f"no timeline written to {path}: {exc}", highlight=False, soft_wrap=True)
        return
    try:
        path.write_text(svg, encoding="utf-8")
    except OSError as exc:
        _fail(f"cannot write the timeline to {path}: {exc.strerror or exc}")
    err.print(f"timeline written to {path}", highlight=False, soft_wrap=True)


def _day(value: datetime | None) -> date | None:
    """A `--as-of` date (Typer reads dates as datetimes at midnight)."""
    return value.date() if value is not None else None


@app.command("serve")
@graph_errors
def serve_cmd(
    host: Annotated[str, typer.Option(help="address to listen on (0.0.0.0: every interface)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    strategy: Annotated[StrategyName, typer.Option(help="the default strategy (see README: Strategies)")] = "kg_irag",
    llm: Annotated[LLMProvider | None, LLM_OPTION] = None,
    judge: Annotated[JudgeMode, JUDGE_OPTION] = "llm",
    timeout: Annotated[float, typer.Option(help="seconds per question (504 past it)")] = 30.0,
    api_key: Annotated[
        str | None,
        typer.Option(
            "--api-key",
            help="the key callers send as 'Authorization: Bearer KEY' (default CHRONORAG_API_KEY, which is better: "
            "a command line is visible to every user of the machine); needed off loopback",
            show_default=False,
        ),
    ] = None,
    as_of: Annotated[datetime | None, AS_OF_OPTION] = None,
) -> None:
    """Serve the strategies over HTTP: a page at /, POST /ask, POST /ask/stream (server-sent events), GET /health,
    docs at /docs."""
    from pydantic import SecretStr

    from chronorag.api_key import bind_problem, key_problem

    settings = get_settings()
    if api_key is not None:  # the option wins over CHRONORAG_API_KEY
        settings = settings.model_copy(update={"serve_api_key": SecretStr(api_key)})
    key = settings.serve_api_key.get_secret_value() if settings.serve_api_key else ""
    if problem := (key_problem(key) if key else None) or bind_problem(host, bool(key)):
        _fail(problem)  # before anything is loaded: a refusal takes a fraction of a second
    from chronorag.serve import create_app, run

    try:
        api = create_app(settings, strategy, llm, judge, timeout, as_of=_day(as_of))
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    guarded = "every request but /health needs the API key" if key else "no API key: loopback only"
    err.print(
        f"serving {strategy} on http://{host}:{port} ({guarded}; OpenAPI docs at /docs)",
        highlight=False,
        soft_wrap=True,
    )
    if run(api, host, port):
        raise typer.Exit(130)


@eval_app.command("generate")
@graph_errors
def eval_generate(
    kind: Annotated[GenerateKind, typer.Argument(help="the question set to write")],
    out: Annotated[Path, typer.Option(help="questions file to write")],
    source: Annotated[
        str, typer.Option(help="the ingested dataset (irish-weather, tfnsw-traffic); unanswerable: a MultiTQ file")
    ] = "",
    seed: Annotated[int, typer.Option(help="random seed")] = 7,
    slots: Annotated[int, typer.Option(help="random slots per year of data")] = 200,
    percentile: Annotated[float, typer.Option(help="trafficqa: heavy = volume at or above this quantile")] = 0.9,
    count: Annotated[int, typer.Option(help="multitq-style: how many questions")] = 1200,
    as_json: Annotated[bool, JSON_OPTION] = False,
) -> None:
    """Regenerate a KG-IRAG question set from the raw readings in the graph, generate MultiTQ-format
    questions over the event graph (multitq-style), or add unanswerable variants to a MultiTQ-format
    file (written with the originals, so `eval run` reports TP/FP/FN)."""
    if kind == "unanswerable":
        report, message = _generate_unanswerable(Path(source), out, seed)
    elif kind == "multitq-style":
        report, message = _generate_multitq_style(out, seed, count)
    else:
        report, message = _generate_sensor_questions(kind, out, source, seed, slots, percentile)
    if as_json:
        _emit_json({"kind": kind, "out": str(out), **report})
    else:
        console.print(message, highlight=False)


def _generate_sensor_questions(
    kind: str, out: Path, source: str, seed: int, slots: int, percentile: float
) -> tuple[dict[str, Any], str]:
    from chronorag.evaluation import trafficqa, weatherqa

    with _graph(get_settings()) as client:
        if kind == "weatherqa":
            series, _ = weatherqa.load_series(client, source)
            found = bool(series)
            questions: Any = weatherqa.generate(series, source, seed, slots)
        else:
            counts, zones, _ = trafficqa.load_counts(client, source)
            found = bool(counts)
            questions = trafficqa.generate(counts, zones, source, seed, slots, percentile)
    if not found:
        raise typer.BadParameter(f"dataset {source!r} has no readings; ingest it first")
    n = weatherqa.write_jsonl(questions, out)
    return {"questions": n}, f"wrote {n:,} questions to {out}"


def _generate_multitq_style(out: Path, seed: int, count: int) -> tuple[dict[str, Any], str]:
    from chronorag.evaluation.multitq_style import Facts, generate

    with _graph(get_settings()) as client:
        facts = Facts.load(client)
    if not facts.rows:
        raise typer.BadParameter("the graph holds no event facts; ingest icews or multitq first")
    questions = generate(facts, count, seed)
    out.write_text(json.dumps(questions, indent=1, ensure_ascii=False), encoding="utf-8")
    n = len(questions)
    return {"questions": n, "facts": len(facts.rows)}, (
        f"wrote {n:,} MultiTQ-format questions over {len(facts.rows):,} facts to {out}"
    )


def _generate_unanswerable(source: Path, out: Path, seed: int) -> tuple[dict[str, Any], str]:
    from chronorag.evaluation import multitq, unanswerable
    from chronorag.graph.linking import Linker

    if not source.exists() or not multitq.is_multitq(source):
        raise typer.BadParameter(f"{source} is not a MultiTQ-format question file")
    questions = multitq.read(source)
    with _graph(get_settings()) as client:
        variants = unanswerable.generate(client, Linker(client), questions, seed)
    items = [q.model_dump() for q in [*questions, *variants]]
    out.write_text(json.dumps(items, indent=1), encoding="utf-8")
    return {"questions": len(questions) + len(variants), "unanswerable": len(variants)}, (
        f"wrote {len(questions):,} questions and {len(variants):,} unanswerable variants to {out}"
    )


@eval_app.command("train-ari")
@graph_errors
def eval_train_ari(
    questions: Annotated[Path, typer.Option(exists=True, dir_okay=False, help="MultiTQ-format training questions")],
    llm: Annotated[LLMProvider, typer.Option(help="openai | local (`chronorag llm start`) | scripted")] = "openai",
    k: Annotated[int, typer.Option(help="template clusters")] = 10,
    out: Annotated[Path | None, typer.Option(help="memory file (default ARI_MEMORY)")] = None,
) -> None:
    """ARI's methodology memory: run training questions, cluster templates, one guide per cluster."""
    from chronorag.evaluation import multitq
    from chronorag.llm.factory import LLMConfigError
    from chronorag.rag.strategies.ari import ARI
    from chronorag.rag.strategies.ari_memory import train

    settings = get_settings()
    with _graph(settings) as client:
        try:
            ari = ARI.from_settings(settings, client, llm)
        except (ValueError, LLMConfigError) as exc:
            raise typer.BadParameter(str(exc)) from None
        ari.memory = None
        examples = multitq.read(questions)
        memory = train(lambda q: ari.invoke({"question": q}), examples, ari.linker, ari.model, k, right=multitq.strict)
    path = out or settings.ari_memory
    memory.save(path)
    console.print(f"wrote {len(memory.clusters)} methodology guides to {path}")


@eval_app.command("run")
@graph_errors
def eval_run(
    questions: Annotated[Path, typer.Option(exists=True, dir_okay=False, help="questions JSONL or MultiTQ JSON")],
    out: Annotated[Path, typer.Option(help="output directory (results.jsonl, summary.json)")],
    strategy: Annotated[StrategyName, typer.Option(help="the strategy (see README: Strategies)")] = "kg_irag",
    llm: Annotated[
        LLMProvider, typer.Option(help="symbolic | openai | local (`chronorag llm start`) | scripted (LLM_SCRIPT)")
    ] = "symbolic",
    judge: Annotated[JudgeMode, typer.Option(help="llm, or deterministic")] = "llm",
    planner: Annotated[PlannerMode, PLANNER_OPTION] = "llm",
    limit: Annotated[int | None, typer.Option(help="first N questions only")] = None,
    concurrency: Annotated[
        int | None,
        typer.Option(help="questions in flight on threads (default 4 with an LLM; 1 offline, where threads only wait)"),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(help="worker processes for an offline strategy on a machine with cores to spare (default 1)"),
    ] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="print the summary (summary.json) on stdout")] = False,
    as_of: Annotated[datetime | None, AS_OF_OPTION] = None,
) -> None:
    """Answer a question file (text only reaches the strategy), score it, and write the summary."""
    from chronorag.cypher.retrieval import DATASET_STATIONS
    from chronorag.evaluation import multitq
    from chronorag.evaluation.question_file import (
        QuestionFileError,
        check_against_graph,
        read_event_questions,
        read_sensor_questions,
    )
    from chronorag.evaluation.runner import done_ids, run, run_multitq
    from chronorag.evaluation.workers import in_processes
    from chronorag.llm.factory import LLMConfigError
    from chronorag.rag.registry import build

    settings = get_settings()
    is_multitq = multitq.is_multitq(questions)
    try:  # every line is checked before the first question is answered
        items: list[Any] = (read_event_questions(questions) if is_multitq else read_sensor_questions(questions))[:limit]
    except QuestionFileError as exc:
        _fail(exc)
    done = done_ids(out)
    todo = len([q for q in items if (q.id if is_multitq else q["id"]) not in done])
    with _graph(settings) as client:
        if not is_multitq:
            stations_of = {r["dataset"]: set(r["stations"]) for r in client.read(DATASET_STATIONS)}
            try:
                check_against_graph(questions, items, stations_of)
            except QuestionFileError as exc:
                _fail(exc)
        try:
            runnable = build(strategy, client, settings, llm, judge, planner=planner)
        except (ValueError, LLMConfigError) as exc:
            raise typer.BadParameter(str(exc)) from None
        runnable.as_of = _day(as_of)  # every question's reference date, in threads and forked workers alike

        def in_threads(texts: list[str], k: int) -> list[Any]:
            if k == 1:  # no thread pool: the offline parser holds the GIL, so threads would only queue
                return [runnable.invoke({"question": t}) for t in texts]
            return runnable.batch([{"question": t} for t in texts], config={"max_concurrency": k})

        if concurrency is None:
            concurrency = 1 if llm == "symbolic" else 4

        n = max(1, workers)
        if n > 1 and llm != "symbolic":  # a scripted model would replay its script in each fork
            raise typer.BadParameter("--workers is for the offline strategies (--llm symbolic); use --concurrency")
        with ExitStack() as stack:  # the workers fork before the progress bar starts its thread
            answer = stack.enter_context(in_processes(runnable, n)) if n > 1 and todo > 1 else in_threads
            progress = stack.enter_context(_progress())
            in_flight = max(concurrency, 4 * n) if n > 1 else concurrency
            task = progress.add_task(f"{'MultiTQ ' if is_multitq else ''}{strategy}/{llm}", total=todo)
            advance = lambda k: progress.advance(task, k)  # noqa: E731 - a one-line callback
            if is_multitq:
                summary = run_multitq(answer, items, out, strategy, llm, in_flight, on_progress=advance)
            else:
                summary = run(client, answer, items, out, strategy, llm, in_flight, on_progress=advance)
    _print_summary(summary, is_multitq, llm, as_json)
    _end_now(llm)  # the driver and the workers are closed, the results and the summary written


def _print_summary(summary: dict[str, Any], is_multitq: bool, llm: str, as_json: bool) -> None:
    """An eval run's summary: as JSON, or its tables and (with an LLM) who planned and judged."""
    if as_json:
        _emit_json(summary)
        return
    console.print(_hits_table(summary) if is_multitq else _qtype_table(summary))
    console.print(_outcome_table(summary["outcomes"]))
    if llm != "symbolic" and (p := summary.get("planning")):
        console.print(
            f"planned by the offline parser: {p['parser']}, by LLM1: {p['llm']} "
            f"(LLM1 calls saved: {p['llm_calls_saved']}); judged exactly: {p.get('judged_exact', 0)}, "
            f"by LLM2: {p.get('judged_llm', 0)}"
        )


@eval_app.command("report")
def eval_report(
    runs: Annotated[list[Path], typer.Argument(exists=True, file_okay=False, help="eval run directories")],
    out: Annotated[Path, typer.Option(help="where report.md and the PNGs go")] = Path("eval-report"),
) -> None:
    """A Markdown table of the runs (beside published figures when recorded) and PNG bar charts."""
    from chronorag.evaluation.report import charts, load_runs, markdown

    loaded = load_runs(runs)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.md").write_text(markdown(loaded))
    pngs = charts([r for r in loaded if "by_qtype" in r], out)
    console.print(f"wrote {out / 'report.md'} and {', '.join(str(p) for p in pngs)}")


def _progress() -> Progress:
    """A progress bar on stderr, so stdout carries only results."""
    return Progress("[bold]{task.description}", BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=err)


def _qtype_table(summary: dict[str, Any]) -> Table:
    table = Table("qtype", "n", "EM", "F1", "HR", "halluc.", "LLM calls", "tokens", "s/question")
    for name, row in [*summary["by_qtype"].items(), ("overall", summary["overall"])]:
        table.add_row(
            name,
            str(row["n"]),
            f"{row['em']:.3f}",
            f"{row['f1']:.3f}",
            f"{row['hit_rate']:.3f}",
            f"{row['hallucination']:.3f}",
            f"{row['llm_calls']:.1f}",
            f"{row['tokens']:.0f}",
            f"{row['seconds']:.3f}",
        )
    return table


def _outcome_table(outcomes: dict[str, dict[str, float]]) -> Table:
    """Right, refused (no answer) and wrong (an answer that is not the gold) apart."""
    table = Table("group", "n", "right", "refused", "wrong", title="outcomes")
    for name, row in outcomes.items():
        table.add_row(name, str(int(row["n"])), f"{row['right']:.3f}", f"{row['refused']:.3f}", f"{row['wrong']:.3f}")
    return table


def _hits_table(summary: dict[str, Any]) -> Table:
    from chronorag.evaluation import multitq

    hits, at10 = summary["hits_at_1"], summary.get("hits_at_10")
    table = Table("group", "n", *(f"Hits@1 {s}" for s in multitq.SCORERS), "Hits@10 strict")

    def row(name: str, h: dict[str, Any], h10: dict[str, Any] | None) -> None:
        tail = f"{h10['strict']:.3f}" if h10 else "-"
        table.add_row(name, str(h["n"]), *(f"{h[s]:.3f}" for s in multitq.SCORERS), tail)

    row("overall", hits["overall"], at10["overall"] if at10 else None)
    for field in multitq.BREAKDOWNS:
        for name, h in hits[f"by_{field}"].items():
            row(f"{field}={name}", h, at10[f"by_{field}"].get(name) if at10 else None)
    if a := summary.get("abstention"):
        table.caption = f"abstention: TP {a['tp']}, FP {a['fp']}, FN {a['fn']} (answered answerable: {a['tn']})"
    return table


@app.command("config")
def show_config() -> None:
    """Print the effective settings (secrets masked)."""
    console.print_json(json.dumps(get_settings().redacted(), default=str))


def main() -> None:
    # The collector's first generation is collected every 10,000 new containers, not 700: a command imports
    # the driver, LangChain and the parser and reads a name index of 300,000 forms, and with the default each
    # full pass walks all of it again (0.4 s of the 2.5 s an `ask` takes). Garbage is still collected.
    gc.set_threshold(10_000, 10, 10)
    _Process.console_script = True
    # Log records go to stderr, beside the progress bars, never into a result on stdout.
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    # The command line prints its own one-line errors; the driver's retry warnings would repeat them.
    # (Only the CLI decides this: importing chronorag as a library leaves the driver's logging alone.)
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    app()


if __name__ == "__main__":
    main()
