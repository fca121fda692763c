"""AT2QA, RTQA and ARI walked end to end by scripted chat models on real ICEWS facts.

The graph is every fact of Kuwait and of Shivshankar Menon in ../shared/data/icews05-15 (a few
hundred real events), embedded with the real model. Gold answers are computed with pandas from the
same rows. Scripted models that must pick an answer do it from what the strategy showed them (the
tool output, the retrieved facts, the action results), so a wrong retrieval fails the test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from langchain_core.messages import BaseMessage
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import Settings, get_settings
from chronorag.cypher.admin import DELETE_ALL_BATCHED
from chronorag.embedder import Embedder
from chronorag.evaluation.multitq import MultiTQQuestion, strict
from chronorag.graph import GraphClient
from chronorag.graph.linking import Linker
from chronorag.graph.vectors import embed_graph
from chronorag.ingest.pipeline import ingest
from chronorag.llm.scripted import ScriptedChatModel
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.registry import STRATEGIES
from chronorag.rag.strategies.ari import ARI
from chronorag.rag.strategies.ari_memory import Memory, train
from chronorag.rag.strategies.at2qa import AT2QA
from chronorag.rag.strategies.rtqa import RTQA

ENTITIES = ("Kuwait", "Shivshankar Menon")


@pytest.fixture(scope="module")
def facts(shared_data: Path) -> pd.DataFrame:
    names = ["head", "relation", "tail", "date"]
    parts = [pd.read_csv(shared_data / "icews05-15" / f"facts-{x}.tsv.gz", sep="\t", names=names) for x in "ab"]
    df = pd.concat(parts)
    return df[df["head"].isin(ENTITIES) | df["tail"].isin(ENTITIES)].drop_duplicates().reset_index(drop=True)


@pytest.fixture(scope="module")
def events(
    neo4j_settings: Settings, facts: pd.DataFrame, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[GraphClient]:
    tmp = tmp_path_factory.mktemp("icews")
    path = tmp / "facts.tsv"
    facts.to_csv(path, sep="\t", header=False, index=False)
    client = GraphClient(neo4j_settings)
    client.run_autocommit(DELETE_ALL_BATCHED)
    ingest(client, "icews", [path], rejects_path=tmp / "rejects.csv")
    embed_graph(client, Embedder())
    yield client
    client.close()


@pytest.fixture(scope="module")
def linker(events: GraphClient) -> Linker:
    return Linker(events)


def first_event(facts: pd.DataFrame, max_matches: int = 40) -> tuple[str, int, str, str]:
    """(relation, year, tail, day) of a Kuwait-as-head relation/year whose first day has one fact."""
    k = facts[facts["head"] == "Kuwait"].assign(year=lambda d: d["date"].str[:4].astype(int))
    for (relation, year), group in sorted(k.groupby(["relation", "year"]), key=lambda g: -len(g[1])):
        if len(group) > max_matches:
            continue
        first = group[group["date"] == group["date"].min()]
        if len(first) == 1 and first["tail"].iloc[0] != "Kuwait":
            return str(relation), int(year), str(first["tail"].iloc[0]), str(first["date"].iloc[0])
    raise AssertionError("no suitable Kuwait relation/year in the slice")


def fact_lines(text: str) -> list[list[str]]:
    return [line.split(" | ") for line in text.splitlines() if line.count(" | ") == 3]


# --- AT2QA -------------------------------------------------------------------------------------


def test_at2qa_follows_the_search_and_answers(events: GraphClient, linker: Linker, facts: pd.DataFrame) -> None:
    relation, year, gold, _ = first_event(facts)
    args = {
        "query": f"Kuwait {relation}",
        "entity": "kuwait",  # linked to the graph's "Kuwait"
        "entity_position": "head",
        "relation": relation,
        "start_date": f"{year}-01-01",
        "end_date": f"{year}-12-31",
        "sort": "time_asc",
    }

    def answer_from_tool(messages: list[BaseMessage]) -> str:
        assert messages[-1].type == "tool"
        first = fact_lines(str(messages[-1].content))[0]
        return f"I found it. <answer>{first[2]}</answer>"

    model = ScriptedChatModel(replies=[{"tool_calls": [{"name": "search", "args": args}]}, answer_from_tool])
    result = AT2QA(events, model, linker).invoke({"question": f"Who did Kuwait {relation.lower()} first in {year}?"})
    assert result.answer == gold, result.reason
    assert [s.kind for s in result.steps] == ["search", "answer"]
    assert 1 <= len(result.evidence) <= 10 and result.usage.llm_calls == 2
    shown = fact_lines(result.steps[0].observation)
    assert all(h == "Kuwait" and r == relation and d.startswith(str(year)) for h, r, _, d in shown)
    assert [d for *_, d in shown] == sorted(d for *_, d in shown)  # time_asc
    back = events.read_untrusted(result.browser_cypher)
    assert len(back) == len(result.evidence)


def test_at2qa_misbehaving_model_ends_cleanly(events: GraphClient, linker: Linker) -> None:
    search = {"name": "search", "args": {"query": "Kuwait", "entity": "Kuwait"}}
    model = ScriptedChatModel(
        replies=[
            {"tool_calls": [{"name": "search", "args": {"query": "x", "sort": "sideways", "start_date": "soon"}}]},
            {"tool_calls": [{"name": "delete_everything", "args": {}}]},
            "Let me think about it.",  # no <answer>: nudged
            "<answer></answer>",  # empty: nudged
            {"tool_calls": [search]},
            {"tool_calls": [search]},
            {"tool_calls": [search]},
            {"tool_calls": [search]},  # the same call again and again: a cycle
        ]
    )
    result = AT2QA(events, model, linker).invoke({"question": "Who did Kuwait host?"})
    assert result.answer == NO_ANSWER and "cycle" in result.reason
    kinds = [s.kind for s in result.steps]
    assert kinds[:2] == ["error", "error"] and kinds.count("nudge") == 2
    assert "invalid arguments" in result.steps[0].observation and "sort" in result.steps[0].observation
    assert "unknown tool" in result.steps[1].observation

    silent = ScriptedChatModel(replies=["hmm"] * 30)
    result = AT2QA(events, silent, linker).invoke({"question": "Who did Kuwait host?"})
    assert result.answer == NO_ANSWER and "20 turns" in result.reason and result.usage.llm_calls == 20


def test_at2qa_gate_refuses_an_unsupported_answer(events: GraphClient, linker: Linker) -> None:
    call = {"name": "search", "args": {"query": "Kuwait", "entity": "Kuwait"}}
    model = ScriptedChatModel(replies=[{"tool_calls": [call]}, "<answer>Atlantis</answer>"])
    result = AT2QA(events, model, linker).invoke({"question": "Who did Kuwait host?"})
    assert result.answer == NO_ANSWER and "none of the 10 retrieved facts supports 'Atlantis'" in result.reason


# --- RTQA --------------------------------------------------------------------------------------


def test_rtqa_solves_the_tree_bottom_up(events: GraphClient, linker: Linker, facts: pd.DataFrame) -> None:
    relation, year, gold_tail, _ = first_event(facts)
    pair = facts[(facts["head"] == "Kuwait") & (facts["relation"] == relation) & (facts["tail"] == gold_tail)]
    gold_day = str(pair["date"].min())
    leaf = f"Who did Kuwait {relation.lower()} first in {year}?"
    root = f"When did Kuwait first {relation.lower()} #1?"
    tree = {"question": root, "children": [{"question": leaf, "children": []}]}

    def earliest(messages: list[BaseMessage], field: int) -> str:
        """The earliest shown fact of Kuwait and the relation (and of the tail the sub-question names)."""
        text = str(messages[-1].content)
        asked = text.split("Sub-question: ")[1].splitlines()[0]
        rows = [f for f in fact_lines(text) if f[0] == "Kuwait" and f[1] == relation and (field == 2 or f[2] in asked)]
        return json.dumps({"answer": min(rows, key=lambda f: f[3])[field] if rows else "Unknown"})

    model = ScriptedChatModel(
        replies=[
            json.dumps(tree),
            lambda m: earliest(m, 2),  # leaf #1 from its retrieved facts (filtered to the year)
            json.dumps({"answer": "Unknown"}),  # root from the child's answer alone: not enough
            lambda m: earliest(m, 3),  # root from its own retrieval, with #1 filled in
        ]
    )
    result = RTQA(events, model, linker).invoke({"question": f"When did Kuwait first {relation.lower()} {gold_tail}?"})
    assert result.answer == gold_day, result.reason
    solves = [s for s in result.steps if s.kind == "solve"]
    assert [s.arguments["from"] for s in solves] == ["retrieval", "children", "retrieval"]
    assert solves[0].observation == gold_tail
    assert solves[2].arguments["sub_question"] == f"When did Kuwait first {relation.lower()} {gold_tail}?"
    assert "root answered from retrieval" in result.reason


def test_rtqa_rejects_a_cyclic_tree_and_ends_cleanly(events: GraphClient, linker: Linker) -> None:
    cyclic = json.dumps({"question": "Who met #2?", "children": [{"question": "Who met #1?", "children": []}]})
    unknown = json.dumps({"answer": "Unknown"})
    model = ScriptedChatModel(replies=["not json", cyclic, cyclic, unknown, unknown])
    result = RTQA(events, model, linker).invoke({"question": "Who did Kuwait host in 2010?"})
    assert result.answer == NO_ANSWER
    assert "#1 refers to #1" in result.steps[0].observation and "one leaf" in result.steps[0].observation
    assert [s.arguments.get("from") for s in result.steps[1:]] == ["retrieval", "closed-book"]


# --- ARI ---------------------------------------------------------------------------------------


def test_ari_chooses_actions_and_answers(events: GraphClient, linker: Linker, facts: pd.DataFrame) -> None:
    relation, year, gold, _ = first_event(facts)
    wanted = f"get_first(Kuwait, {relation}, {year})"

    def choose(messages: list[BaseMessage]) -> str:
        listing = str(messages[-1].content).split("Candidates:\n")[1].splitlines()
        number = next(line.split(".")[0] for line in listing if line.split(" ", 1)[1].startswith(wanted))
        return json.dumps({"thought": "the first one in that year", "choice": int(number)})

    def answer(messages: list[BaseMessage]) -> str:
        gathered = str(messages[-1].content).split("Facts gathered:\n")[1].split("\nCandidates:")[0]
        rows = [f for f in fact_lines(gathered) if f[1] == relation and f[3].startswith(str(year))]
        return json.dumps({"answer": min(rows, key=lambda f: f[3])[2]})

    model = ScriptedChatModel(replies=[choose, answer])
    question = f"Who did Kuwait {relation.lower()} first in {year}?"
    result = ARI(events, model, linker).invoke({"question": question})
    assert result.answer == gold, result.reason
    assert [s.kind for s in result.steps] == ["action", "answer"]
    assert result.steps[0].arguments["call"] == wanted


def test_ari_misbehaving_model_ends_cleanly(events: GraphClient, linker: Linker) -> None:
    bad = json.dumps({"choice": 99})
    result = ARI(events, ScriptedChatModel(replies=[bad] * 3), linker).invoke(
        {"question": "Who did Kuwait host in 2010?"}
    )
    assert result.answer == NO_ANSWER and "choice 99 is not a candidate" in result.reason
    both = json.dumps({"choice": 1, "answer": "Kuwait"})
    result = ARI(events, ScriptedChatModel(replies=[both] * 3), linker).invoke({"question": "Who did Kuwait host?"})
    assert result.answer == NO_ANSWER and "exactly one of choice" in result.reason
    # always the first candidate: executed actions leave the list, so it cannot cycle; 5 steps at most
    always = ScriptedChatModel(replies=[json.dumps({"choice": 1})] * 10)
    result = ARI(events, always, linker).invoke({"question": "Who did Kuwait host in 2010?"})
    assert result.answer == NO_ANSWER and "within 5 steps" in result.reason
    calls = [s.arguments["call"] for s in result.steps]
    assert len(calls) == 5 == len(set(calls))
    nobody = ARI(events, always, linker).invoke({"question": "Who did the Moon visit?"})
    assert nobody.answer == NO_ANSWER and "names no entity" in nobody.reason


def test_ari_methodology_memory_is_trained_and_read(
    events: GraphClient, linker: Linker, facts: pd.DataFrame, tmp_path: Path
) -> None:
    relation, year, gold, _ = first_event(facts)
    questions = [
        MultiTQQuestion(
            quid=i,
            question=q,
            answers=[gold],
            answer_type="entity",
            time_level="year",
            qtype="first_last",
            qlabel="Single",
        )
        for i, q in enumerate(
            [
                f"Who did Kuwait {relation.lower()} first in {year}?",
                f"Which country did Shivshankar Menon visit in {year}?",
            ]
        )
    ]
    wanted = f"get_first(Kuwait, {relation}, {year})"

    def policy(messages: list[BaseMessage]) -> str:
        text = str(messages[-1].content)
        if "successful_sequences" in text:  # the guide writer
            return json.dumps({"guide": "Narrow to the year with get_first, then answer with its tail."})
        if "Actions so far: none" in text:
            lines = text.split("Candidates:\n")[1].splitlines()
            hit = [ln.split(".")[0] for ln in lines if ln.split(" ", 1)[1].startswith(wanted)]
            return json.dumps({"choice": int(hit[0]) if hit else 1})
        return json.dumps({"answer": gold})

    model = ScriptedChatModel(replies=[policy] * 40)
    ari = ARI(events, model, linker)
    memory = train(lambda q: ari.invoke({"question": q}), questions, linker, model, k=10, right=strict)
    assert len(memory.clusters) == 2
    assert any("get_first" in c.guide for c in memory.clusters)
    path = tmp_path / "memory.json"
    memory.save(path)
    seen: list[str] = []

    def record(messages: list[BaseMessage]) -> str:
        seen.append(str(messages[-1].content))
        return json.dumps({"answer": gold})

    reader = ARI(events, ScriptedChatModel(replies=[record]), linker, memory=Memory.load(path))
    reader.invoke({"question": f"Who did Kuwait {relation.lower()} first in {year - 1}?"})
    assert "Methodology guide: Narrow to the year with get_first" in seen[0]


# --- every strategy through `eval run`, with abstention ------------------------------------------


def _script(strategy: str, question: str, gold: str, relation: str) -> list[Any]:
    """What a model that reads the question would do; it always names `gold`, even for a variant."""
    year = re.findall(r"\b(?:19|20)\d{2}\b", question)[-1]
    if strategy == "at2qa":
        args = {"query": question, "entity": "Kuwait", "relation": relation, "sort": "time_asc"}
        args |= {"start_date": f"{year}-01-01", "end_date": f"{year}-12-31", "entity_position": "head"}
        return [{"tool_calls": [{"name": "search", "args": args}]}, f"<answer>{gold}</answer>"]
    if strategy == "rtqa":
        return [json.dumps({"question": question, "children": []}), json.dumps({"answer": gold})]
    if strategy == "ari":
        return [json.dumps({"answer": gold})] * 2  # answers at once: the gate checks it against nothing
    if strategy == "cypher_qa":
        cypher = "MATCH (f:Fact) WHERE f.head = 'Kuwait' AND f.relation = '%s' RETURN f.tail AS tail, f.date AS date "
        return [cypher % relation.replace("'", "\\'") + "ORDER BY date LIMIT 1", gold]
    return ["I only plan weather questions."] * 3


def test_eval_run_multitq_every_strategy(
    events: GraphClient, facts: pd.DataFrame, tmp_path: Path, cli_env: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    relation, year, gold, _ = first_event(facts)
    question = f"Who did Kuwait {relation.lower()} first in {year}?"
    base = {"answer_type": "entity", "time_level": "year", "qtype": "first_last", "qlabel": "Single"}
    original = tmp_path / "questions.json"
    original.write_text(json.dumps([{"quid": 1, "question": question, "answers": [gold], **base}]))
    mixed = tmp_path / "mixed.json"
    made = CliRunner().invoke(
        app, ["eval", "generate", "unanswerable", "--source", str(original), "--out", str(mixed), "--seed", "3"]
    )
    assert made.exit_code == 0, made.output
    items = json.loads(mixed.read_text())
    assert len(items) == 2 and items[1]["answers"] == ["No Answer"]
    variant = items[1]["question"]
    assert variant != question
    for strategy in STRATEGIES:
        script = {question: _script(strategy, question, gold, relation)}
        script[variant] = _script(strategy, variant, gold, relation)  # the same (now unsupported) answer
        path = tmp_path / f"{strategy}.script.json"
        path.write_text(json.dumps(script))
        monkeypatch.setenv("LLM_SCRIPT", str(path))
        get_settings.cache_clear()
        out = tmp_path / strategy
        args = [
            "eval",
            "run",
            "--questions",
            str(mixed),
            "--out",
            str(out),
            "--strategy",
            strategy,
            "--llm",
            "scripted",
        ]
        result = CliRunner().invoke(app, [*args, "--concurrency", "1"])
        assert result.exit_code == 0, f"{strategy}: {result.output}"
        summary = json.loads((out / "summary.json").read_text())
        hits = summary["hits_at_1"]["overall"]
        assert set(hits) == {"n", "strict", "substring", "gold_in_prediction"} and hits["n"] == 2
        a = summary["abstention"]
        assert a["tp"] + a["fp"] + a["fn"] + a["tn"] == 2 and "TP" in result.output
        if strategy in ("at2qa", "rtqa"):  # right on the answerable one, abstains on the variant
            assert (hits["strict"], a["tp"], a["fn"]) == (1.0, 1, 0), strategy
        if strategy in ("kg_irag", "graph_rag", "kg_rag"):  # weather planners: no plan, so no answer
            assert (a["tp"], a["fp"]) == (1, 1), strategy
