"""Pieces of the event strategies that need no database: parsing, trees, abstention, clustering."""

from __future__ import annotations

import json
import warnings
from datetime import date

import numpy as np
import pytest
from langchain_core.messages import HumanMessage

from chronorag.graph.linking import lucene_query, normalise, spoken_forms
from chronorag.graph.retrieval import FactRow
from chronorag.llm.scripted import EXHAUSTED, ScriptedChatModel
from chronorag.rag.core.abstention import confusion, gate
from chronorag.rag.core.types import NO_ANSWER
from chronorag.rag.strategies.ari import Decision
from chronorag.rag.strategies.ari_memory import kmeans, template
from chronorag.rag.strategies.at2qa import parse_answer
from chronorag.rag.strategies.rtqa import Node, fill, post_order, reference_problem
from chronorag.understanding.timex import time_filter


def test_parse_answer_takes_the_last_non_empty_tag() -> None:
    assert parse_answer("x <answer> China </answer>") == "China"
    assert parse_answer("<answer>a</answer> then <ANSWER>b</ANSWER>") == "b"
    assert parse_answer("<answer>  </answer>") is None and parse_answer("China") is None


def test_rtqa_tree_numbering_references_and_time_filters() -> None:
    tree = Node(question="When did #1 visit #2?", children=[Node(question="Who?"), Node(question="Whom after #1?")])
    assert [n.question for n in post_order(tree)] == ["Who?", "Whom after #1?", "When did #1 visit #2?"]
    assert reference_problem(tree) is None
    assert "refers to #2" in str(reference_problem(Node(question="x", children=[Node(question="y #2")])))
    assert fill("When did #1 visit #2?", {1: "China", 2: "Japan"}) == "When did China visit Japan?"
    assert time_filter("Who did China visit in 2009?") == (date(2009, 1, 1), date(2009, 12, 31))
    assert time_filter("Who did China visit before May 2010?") == (None, date(2010, 4, 30))
    assert time_filter("Who did China visit after 3 May 2010?") == (date(2010, 5, 4), None)
    assert time_filter("Who did China visit?") == (None, None)


FACTS = [FactRow(id="1", head="China", relation="Make a visit", tail="Japan", date=date(2010, 5, 3))]


def test_gate_keeps_supported_answers_only() -> None:
    assert gate("japan", FACTS) == ("japan", None)
    assert gate("2010-05", FACTS)[0] == "2010-05" and gate("2010", FACTS)[0] == "2010"
    answer, why = gate("Korea", FACTS)
    assert answer == NO_ANSWER and "supports 'Korea'" in str(why)
    assert gate("2011", FACTS)[0] == NO_ANSWER
    assert gate("Japan", [])[1] == "abstained: no supporting fact was retrieved"
    assert gate("Unknown", FACTS) == (NO_ANSWER, None)


def test_confusion_counts_tp_fp_fn() -> None:
    rows = [
        {"prediction": "no answer", "answers": ["No Answer"]},  # tp
        {"prediction": "No Answer", "answers": ["China"]},  # fp
        {"prediction": "China", "answers": ["No Answer"]},  # fn
        {"prediction": "China", "answers": ["China"]},  # tn
        {"prediction": "Japan", "answers": ["China"]},  # tn (answered, wrongly)
    ]
    assert confusion(rows) == {"tp": 1, "fp": 1, "fn": 1, "tn": 2}


def test_ari_decision_is_one_of_choice_or_answer() -> None:
    assert Decision.model_validate({"choice": 2}).choice == 2
    with pytest.raises(ValueError, match="exactly one"):
        Decision.model_validate({"choice": 2, "answer": "x"})
    with pytest.raises(ValueError, match="exactly one"):
        Decision.model_validate({"thought": "hm"})


def test_templates_mask_entities_and_times() -> None:
    q = "Who did the Government of Kuwait criticise after 3 May 2010, before Barack Obama did in 2011?"
    t = template(q, ["Government (Kuwait)", "Barack Obama"])
    assert t == "Who did the {entity} criticise after {time}, before {entity} did in {time}?"


def test_kmeans_separates_clear_clusters() -> None:
    rng = np.random.default_rng(1)
    centres = np.eye(3)
    points = np.vstack([c + 0.05 * rng.standard_normal((20, 3)) for c in centres])
    points /= np.linalg.norm(points, axis=1, keepdims=True)
    labels, centroids = kmeans(points, 3, seed=0)
    assert len({tuple(labels[i * 20 : (i + 1) * 20]) for i in range(3)}) == 3
    assert all(len(set(labels[i * 20 : (i + 1) * 20])) == 1 for i in range(3))
    assert np.allclose(np.linalg.norm(centroids, axis=1), 1.0)


def test_kmeans_with_fewer_distinct_templates_than_k() -> None:
    points = np.repeat(np.eye(3), 4, axis=0)  # twelve questions, three templates
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # duplicates are expected in training: no warning reaches the user
        labels, centroids = kmeans(points, 10, seed=0)
    groups = [set(labels[i * 4 : (i + 1) * 4]) for i in range(3)]
    assert all(len(g) == 1 for g in groups) and len(set.union(*groups)) == 3
    used = centroids[sorted(set(labels))]
    assert np.allclose(used, np.eye(3)[[np.argmax(c) for c in used]])
    assert len(kmeans(points[:2], 10)[1]) == 2  # k never exceeds the number of questions


def test_linking_text_helpers() -> None:
    assert normalise(" Police_(Australia) ") == "police (australia)"
    assert spoken_forms("Government (Kuwait)") == ["government (kuwait)", "government of kuwait"]
    assert lucene_query("Police_(Australia) of UN") == "police~ australia~ of un"
    assert lucene_query("Al-Qaeda: AND") == "al qaeda~ and"  # operators and punctuation never reach Lucene raw


def test_scripted_model_replays_per_question_and_calls_functions() -> None:
    model = ScriptedChatModel(
        by_question={
            "Q1": ["a", {"content": "", "tool_calls": [{"name": "search", "args": {"query": "x"}}]}],
            "Q2": ["b"],
        }
    )
    assert model.invoke([HumanMessage("Question: Q2")]).content == "b"
    assert model.invoke([HumanMessage("Question: Q1")]).content == "a"
    call = model.invoke([HumanMessage("Question: Q1 again")])
    assert call.tool_calls[0]["name"] == "search" and call.tool_calls[0]["args"] == {"query": "x"}
    assert model.invoke([HumanMessage("Question: Q1")]).content == EXHAUSTED
    echo = ScriptedChatModel(replies=[lambda m: json.dumps({"seen": m[-1].content})])
    reply = echo.invoke([HumanMessage("hello")])
    assert json.loads(str(reply.content)) == {"seen": "hello"} and reply.usage_metadata is not None
