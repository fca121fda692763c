"""Every question set answered offline by one source tree, and two such runs compared id by id.

A change to the parser or the retrieval is checked by answering every question set before and after it and
reading the ids whose answers moved. The graphs live in Neo4j servers of their own, one per graph, that are
loaded once and kept between runs: server N listens on Bolt 17000+N and HTTP 18000+N and keeps its data in
ROOT/sN. Server 0 holds MultiTQ (full) and YAGO11k from ../shared/data; server N (3..21) holds
benchmarks/questions-graphN, loaded with the `chronorag ingest` command that graph's README gives. A server is
started and loaded on first use (ROOT/loadedN marks a finished load) by this repository's chronorag; the
questions are answered by the source tree given (TREE/src on PYTHONPATH), so one loaded graph serves both
trees of a comparison.

    .venv/bin/python benchmarks/every_set.py run TAG --tree PATH --group graphs [--graphs 12 20] [--keep 3 5]
    .venv/bin/python benchmarks/every_set.py run TAG --tree PATH --group events   # MultiTQ frozen/tune, events-*
    .venv/bin/python benchmarks/every_set.py run TAG --tree PATH --group sets     # time, people, newkinds, ...
    .venv/bin/python benchmarks/every_set.py compare RUNS/NEW RUNS/BASE [--show]

`run` answers one set at a time into RUNS/TAG/<set>/ (results.jsonl, summary.json) with its output in
RUNS/TAG/<set>.log; `eval run` skips the ids already answered, so a run cut short resumes where it stopped.
The groups: graphs (each graph's dev and test halves on its own server), events (MultiTQ's frozen and tuning
parts made by multitq_split.py, wording/events-*, wording-full/events-full-*; on server 0) and sets
(wording-time*, questions-people*, questions-newkinds*, questions-refclause, questions-analyst,
questions-yago11k*; on server 0). After its two halves a graph server this run started is stopped (nineteen do
not fit in memory at once) unless --keep names it; a server that already answered is left running.
ROOT is --root (default .chronorag/every-set/, which git ignores), RUNS is --runs (default ROOT/runs).

`compare` prints, for every set of NEW with a results.jsonl, the R/N/W counts of both runs (R: the prediction
is one of the gold answers, lower-cased; N: "no answer", even where the gold is empty, so the counts can differ
from summary.json's; W: any other) and each id whose prediction, predictions or outcome differ; ids whose
reason alone differs are counted. A test half or the frozen part shows only the outcomes that moved, not the
answers, unless --show.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import socket
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, NamedTuple

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO / "benchmarks"
DATA = Path(os.environ.get("CHRONORAG_SHARED_DATA", REPO.parent / "shared" / "data"))  # as common.py reads it
DEFAULT_ROOT = REPO / ".chronorag" / "every-set"
BOLT_BASE, HTTP_BASE = 17000, 18000
GROUPS = ("graphs", "events", "sets")
# the sets answered on server 0 beside the events: their folders, each folder's *-dev.json and *-test.json
OTHER_FOLDERS = (
    "wording-time*",
    "questions-people*",
    "questions-newkinds*",
    "questions-refclause",
    "questions-analyst",
    "questions-yago11k*",
)
# the chronorag CLI under the name it prints in its messages, from whichever src is first on PYTHONPATH
RUNNER = 'import sys; from chronorag.cli import main; sys.argv[0] = "chronorag"; main()'


class QuestionSet(NamedTuple):
    name: str  # the run's folder: RUNS/TAG/<name>
    path: Path


# --- the servers ------------------------------------------------------------------------------------------


def chronorag(args: list[str], src: Path, env: dict[str, str], out: IO[str] | int, err: IO[str] | int) -> int:
    """Run the chronorag CLI of `src` from the repository (relative paths in the READMEs are the repo's)."""
    command = [sys.executable, "-c", RUNNER, *args]
    return subprocess.run(command, cwd=REPO, env={**env, "PYTHONPATH": str(src)}, stdout=out, stderr=err).returncode


def ingest_args(readme: Path) -> list[str]:
    """The arguments after `chronorag` of the first `chronorag ingest` command in a graph's README.

    The README is the one record of how its graph is loaded, so the command is read from it rather than
    repeated here; its continuation lines (ending in a backslash) are joined.
    """
    lines = readme.read_text(encoding="utf-8").splitlines()
    first = next((k for k, line in enumerate(lines) if "chronorag ingest" in line), None)
    if first is None:
        raise ValueError(f"{readme}: no `chronorag ingest` command")
    command = []
    for line in lines[first:]:
        command.append(line.removesuffix("\\"))
        if not line.endswith("\\"):
            break
    words = shlex.split(" ".join(command))
    at = next(k for k, word in enumerate(words) if word.endswith("chronorag") and words[k + 1 : k + 2] == ["ingest"])
    return words[at + 1 :]


@dataclass(frozen=True)
class Servers:
    """The Neo4j servers under one root: server N's ports, data, cache, logs and load marker."""

    root: Path

    def env(self, n: int) -> dict[str, str]:
        """The environment every chronorag command for server N runs in."""
        big = n == 0  # MultiTQ full and YAGO11k
        return {
            **os.environ,
            "NEO4J_URI": f"bolt://127.0.0.1:{BOLT_BASE + n}",
            "NEO4J_HTTP_PORT": str(HTTP_BASE + n),
            "CHRONORAG_NEO4J_DIR": str(self.root / f"s{n}"),
            "CHRONORAG_CACHE_DIR": str(self.root / f"cache{n}"),
            "HF_HUB_OFFLINE": "1",
            "NEO4J_HEAP": "3g" if big else "768m",
            "NEO4J_PAGECACHE": "2g" if big else "256m",
        }

    def answers(self, n: int) -> bool:
        """Whether something listens on server N's Bolt port (then this run did not start it)."""
        try:
            with socket.create_connection(("127.0.0.1", BOLT_BASE + n), timeout=2):
                return True
        except OSError:
            return False

    def ready(self, n: int) -> bool:
        """Start server N if it is not running, and load its graph unless a load already finished."""
        self.root.mkdir(parents=True, exist_ok=True)
        return self._start(n) and ((self.root / f"loaded{n}").exists() or self._load(n))

    def stop(self, n: int) -> None:
        chronorag(["db", "stop"], REPO / "src", self.env(n), subprocess.DEVNULL, sys.stderr)

    def _start(self, n: int) -> bool:
        err_path = self.root / f"start{n}.err"
        with err_path.open("w") as err:
            code = chronorag(["db", "start"], REPO / "src", self.env(n), subprocess.DEVNULL, err)
        if code:
            print(err_path.read_text(), end="", flush=True)
        return code == 0

    def _loads(self, n: int) -> list[list[str]]:
        """The ingest commands that fill server N, each with a rejects file of its own."""
        if n == 0:
            yago = [str(DATA / "yago11k" / f"{part}.txt.gz") for part in ("train", "valid", "test")]
            return [
                ["ingest", "multitq", str(DATA / "multitq" / "full.txt.gz"), "--rejects", str(self.root / "rej0a.csv")],
                ["ingest", "yago11k", *yago, "--rejects", str(self.root / "rej0b.csv")],
            ]
        readme = BENCH / f"questions-graph{n}" / "README.md"
        return [[*ingest_args(readme), "--rejects", str(self.root / f"rej{n}.csv")]]

    def _load(self, n: int) -> bool:
        log_path = self.root / f"ingest{n}.log"
        with log_path.open("w") as log:
            loaded = all(
                chronorag(args, REPO / "src", self.env(n), log, subprocess.STDOUT) == 0 for args in self._loads(n)
            )
        if not loaded:
            tail = log_path.read_text(errors="replace").splitlines()[-5:]
            print(f"load of {n} failed", *tail, sep="\n", flush=True)
            return False
        (self.root / f"loaded{n}").touch()
        return True


# --- the question sets ------------------------------------------------------------------------------------


def graph_numbers() -> list[int]:
    """Every numbered graph under benchmarks/ (questions-graph3 ... questions-graph21 today)."""
    suffixes = (p.name.removeprefix("questions-graph") for p in BENCH.glob("questions-graph*"))
    return sorted(int(s) for s in suffixes if s.isdigit())


def graph_sets(n: int) -> list[QuestionSet]:
    folder = BENCH / f"questions-graph{n}"
    return [QuestionSet(f"g{n}-{half}", folder / f"graph{n}-{half}.json") for half in ("dev", "test")]


def event_sets(split: Path) -> list[QuestionSet]:
    """MultiTQ's frozen part first and its large tuning part last, the event wordings between."""
    wording = [BENCH / "wording" / "events-dev.json", BENCH / "wording" / "events-test.json"]
    wording += sorted((BENCH / "wording-full").glob("events-full-*.json"))
    return [
        QuestionSet("mtq-frozen", split / "frozen.json"),
        *(QuestionSet(p.stem, p) for p in wording),
        QuestionSet("mtq-tune", split / "tune.json"),
    ]


def other_sets() -> list[QuestionSet]:
    """The dev and test halves of every folder in OTHER_FOLDERS that has them."""
    return [
        QuestionSet(p.stem, p)
        for folder in OTHER_FOLDERS
        for half in ("dev", "test")
        for p in sorted(BENCH.glob(f"{folder}/*-{half}.json"))
    ]


def ensure_split(split: Path) -> None:
    """MultiTQ's dev file cut into its tuning and frozen parts, once per runs folder."""
    if not (split / "frozen.json").exists():
        env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
        subprocess.run([sys.executable, "multitq_split.py", str(split)], cwd=BENCH, env=env, check=True)


# --- run ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """One tree's answers to some sets, into RUNS/TAG."""

    out: Path
    tree: Path
    servers: Servers

    def answer(self, n: int, qs: QuestionSet) -> bool:
        """`eval run` of one set on server N (one process at a time: the machine is shared)."""
        started = time.monotonic()
        args = ["eval", "run", "--questions", str(qs.path), "--out", str(self.out / qs.name)]
        with (self.out / f"{qs.name}.log").open("w") as log:
            code = chronorag(args, self.tree / "src", self.servers.env(n), log, subprocess.STDOUT)
        print(f"FAILED {qs.name}" if code else f"{qs.name}: {time.monotonic() - started:.0f} s", flush=True)
        return code == 0

    def answer_all(self, n: int, sets: Iterable[QuestionSet]) -> list[str]:
        """The names of the sets that failed."""
        return [qs.name for qs in sets if not self.answer(n, qs)]


def run_graphs(run: Run, graphs: list[int], keep: set[int]) -> list[str]:
    """Each graph's halves on its own server; a server that fails to start or load is skipped."""
    failed = []
    for n in graphs:
        was_running = run.servers.answers(n)
        if not run.servers.ready(n):
            failed.append(f"server {n}")
            continue
        failed += run.answer_all(n, graph_sets(n))
        if not was_running and n not in keep:
            run.servers.stop(n)
    return failed


def run_on_server_0(run: Run, sets: list[QuestionSet]) -> list[str]:
    """The events or the other sets, on server 0 (left running: both groups use it)."""
    if not run.servers.ready(0):
        return ["server 0"]
    return run.answer_all(0, sets)


def run_group(args: argparse.Namespace) -> int:
    out = args.runs / args.tag
    out.mkdir(parents=True, exist_ok=True)
    run = Run(out, args.tree, Servers(args.root))
    if args.group == "graphs":
        failed = run_graphs(run, args.graphs or graph_numbers(), set(args.keep))
    elif args.group == "events":
        ensure_split(args.runs / "split")
        failed = run_on_server_0(run, event_sets(args.runs / "split"))
    else:
        failed = run_on_server_0(run, other_sets())
    which = " ".join([args.group, *map(str, args.graphs or [])])
    with (out / "DONE").open("a") as done:
        print(f"done {which} {time.strftime('%H:%M:%S')}", file=done)
    if failed:
        print("failed:", *failed)
    return 1 if failed else 0


# --- compare ------------------------------------------------------------------------------------------------


class Answer(NamedTuple):
    outcome: str  # R right, N refused, W wrong
    prediction: Any
    predictions: tuple[Any, ...]
    reason: Any

    @property
    def said(self) -> tuple[str, Any, tuple[Any, ...]]:
        """What a user would see: the outcome and the answers, without the reason."""
        return self.outcome, self.prediction, self.predictions

    @property
    def shown(self) -> str:
        """The outcome and the start of the prediction, as a line of `compare` shows them."""
        return f"{self.outcome} {str(self.prediction)[:60]!r}"


def outcome_of(prediction: Any, gold: Any) -> str:
    """R when the prediction is one of the gold answers (lower-cased, stripped), N for a refusal, else W."""
    golds = gold if isinstance(gold, list) else [gold]
    said = str(prediction).lower()
    if said == "no answer":
        return "N"
    return "R" if said.strip() in {str(g).lower().strip() for g in golds} else "W"


def answer_of(record: dict[str, Any]) -> Answer:
    """A results.jsonl record (or an older run's field names: answer, answers_given, gold)."""
    prediction = record.get("prediction", record.get("answer"))
    predictions = record.get("predictions", record.get("answers_given", []))
    gold = record.get("answers", record.get("gold"))
    return Answer(outcome_of(prediction, gold), prediction, tuple(predictions or ()), record.get("reason", ""))


def read_answers(path: Path) -> dict[str, Answer]:
    with path.open(encoding="utf-8") as lines:
        records = (json.loads(line) for line in lines)
        return {r["id"]: answer_of(r) for r in records}


def held_out(name: str) -> bool:
    """A test half or MultiTQ's frozen part: its answers are not read while the code is tuned."""
    return "test" in name or "frozen" in name


@dataclass(frozen=True)
class SetComparison:
    """One set's answers in two runs, by id."""

    name: str
    new: dict[str, Answer]
    base: dict[str, Answer]

    @property
    def differ(self) -> list[str]:
        return [i for i in self.new if i in self.base and self.new[i].said != self.base[i].said]

    @property
    def reasons_only(self) -> list[str]:
        both = (i for i in self.new if i in self.base and self.new[i].said == self.base[i].said)
        return [i for i in both if self.new[i].reason != self.base[i].reason]

    @property
    def missing(self) -> int:
        """Ids the base answered and the new run did not (yet)."""
        return len(set(self.base) - set(self.new))

    def lines(self, show: bool) -> list[str]:
        """A line of counts, then a line (or two) for each id whose answers differ."""
        differ = self.differ
        head = (
            f"{self.name}: new R/N/W {counts(self.new)} base {counts(self.base)}; "
            f"answers differ {len(differ)}, reasons only {len(self.reasons_only)}"
        )
        out = [head + (f", missing {self.missing}" if self.missing else "")]
        for i in differ:
            new, base = self.new[i], self.base[i]
            if held_out(self.name) and not show:
                out.append(f"   {i}: {base.outcome} -> {new.outcome}")
            else:
                out.append(f"   {i}: {base.shown} -> {new.shown}")
                out.append(f"      reason: {str(new.reason)[:200]}")
        return out


def counts(answers: dict[str, Answer]) -> str:
    """R/N/W as "right/refused/wrong" numbers."""
    outcomes = [a.outcome for a in answers.values()]
    return "/".join(str(outcomes.count(k)) for k in "RNW")


def compare_runs(new: Path, base: Path, show: bool = False) -> list[str]:
    """Every set of `new` against the same set in `base`, and the total of ids whose answers differ."""
    out: list[str] = []
    total = 0
    for folder in sorted(p for p in new.iterdir() if (p / "results.jsonl").exists()):
        if not (base / folder.name / "results.jsonl").exists():
            out.append(f"{folder.name}: no base")
            continue
        pair = SetComparison(
            folder.name,
            read_answers(folder / "results.jsonl"),
            read_answers(base / folder.name / "results.jsonl"),
        )
        total += len(pair.differ)
        out += pair.lines(show)
    return [*out, f"total answers differ {total}"]


# --- command line -------------------------------------------------------------------------------------------


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="answer every set of a group into RUNS/TAG")
    run.add_argument("tag", help="the run's folder under RUNS")
    run.add_argument("--tree", type=Path, required=True, help="a source tree; its src/ answers the questions")
    run.add_argument("--group", choices=GROUPS, required=True)
    run.add_argument("--graphs", type=int, nargs="+", help="these graphs only (--group graphs; default all)")
    run.add_argument("--keep", type=int, nargs="+", default=[], help="graph servers to leave running")
    run.add_argument("--root", type=Path, default=DEFAULT_ROOT, help="the servers' data (default %(default)s)")
    run.add_argument("--runs", type=Path, help="where runs go (default ROOT/runs)")
    compare = commands.add_parser("compare", help="two runs' answers, set by set and id by id")
    compare.add_argument("new", type=Path)
    compare.add_argument("base", type=Path)
    compare.add_argument("--show", action="store_true", help="the answers of test halves too")
    args = parser.parse_args(argv)
    if args.command == "run":
        if args.graphs and args.group != "graphs":
            parser.error("--graphs is for --group graphs")
        if not (args.tree / "src" / "chronorag").is_dir():
            parser.error(f"{args.tree}/src/chronorag is not there")
        args.tree, args.root = args.tree.resolve(), args.root.resolve()
        args.runs = (args.runs or args.root / "runs").resolve()
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    if args.command == "run":
        return run_group(args)
    print(*compare_runs(args.new, args.base, args.show), sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
