"""weatherQA generation semantics and the KG-IRAG metrics, on hand-made series (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from chronorag.evaluation.metrics import hallucinations, normalise, retrieval_scores, score, standard_data
from chronorag.evaluation.weatherqa import clean, generate, rains, shifted_answer
from chronorag.plans import Condition, Plan
from chronorag.rag.core.types import AbnormalEvent, Iteration, Judgement, RAGResult, Usage, Window

T0 = datetime(2017, 3, 5, tzinfo=UTC)


def at(hour: int) -> datetime:
    return T0 + timedelta(hours=hour)


def series(rain_hours: set[int], missing: set[int] = frozenset(), hours: int = 48) -> dict[datetime, float | None]:
    return {at(h): (None if h in missing else (0.4 if h in rain_hours else 0.0)) for h in range(hours)}


def test_slot_semantics_are_half_open() -> None:
    s = series({15})
    assert rains(s, at(14), 2) and not rains(s, at(13), 2) and not rains(s, at(16), 2)  # 15:00 is in [14, 16)
    assert clean(s, at(16), 3) and not clean(series(set(), missing={17}), at(16), 3)  # missing is not clean


def test_shifted_answers_and_no_answer_within_the_bound() -> None:
    s = series({14, 15, 20})
    assert shifted_answer(s, at(15), 2, -1) == "2017-03-05 12:00"  # latest earlier dry 2-hour start
    assert shifted_answer(s, at(15), 2, +1) == "2017-03-05 16:00"
    assert shifted_answer(s, at(15), 4, +1) == "2017-03-05 16:00"  # [16, 20) ends before the 20:00 rain
    assert shifted_answer(s, at(15), 5, +1) == "2017-03-05 21:00"
    wet = series(set(range(0, 48)))
    assert shifted_answer(wet, at(20), 1, -1) == shifted_answer(wet, at(20), 1, +1) == "no answer"
    boundary = series(set(range(3, 20)))  # only 02:00 and 20:00 are dry within reach of 14:00
    assert shifted_answer(boundary, at(14), 1, -1) == "2017-03-05 02:00"  # exactly 12 h earlier: allowed
    assert shifted_answer(series(set(range(1, 20))), at(14), 1, -1) == "no answer"  # 13 h: out of bound


def test_a_missing_reading_before_a_dry_start_leaves_the_shift_undecided() -> None:
    """The nearest dry start is only known if every start between is known to be wet: 18:00 may be dry
    (19:00 is missing), so 20:00 is not the earliest later start, and the gold is "no answer"."""
    s = series({15, 17}, missing={19})
    assert shifted_answer(s, at(15), 2, +1) == "no answer"
    assert shifted_answer(series({15, 17}, missing={21}), at(15), 2, +1) == "2017-03-05 18:00"
    assert shifted_answer(series({13, 15}, missing={11}), at(15), 2, -1) == "no answer"  # 11:00-13:00 undecided


def test_generator_draws_q2_q3_only_for_wet_slots() -> None:
    data = {"A": series({5, 6, 30}, hours=24 * 30), "B": series(set(range(100, 140)), missing={200}, hours=24 * 30)}
    questions = list(generate(data, "toy", seed=3, slots_per_year=50))
    q1 = [q for q in questions if q.qtype == "Q1"]
    assert len(q1) == 50
    wet_starts = {(q.station, q.start) for q in q1 if q.answer == "True"}
    assert {(q.station, q.start) for q in questions if q.qtype != "Q1"} == wet_starts
    assert len({q.question for q in questions}) == len(questions) and len({q.id for q in questions}) == len(questions)
    for q in q1:  # the answer matches the raw series
        start = datetime.strptime(q.start, "%Y-%m-%dT%H:%M").replace(tzinfo=UTC)
        assert q.answer == str(rains(data[q.station], start, q.hours))


@pytest.mark.parametrize(
    ("family", "answer", "lo", "hi"),
    [
        ("Q1", "True", 15, 17),
        ("Q2", "2017-03-05 12:00", 12, 17),
        ("Q3", "2017-03-05 18:00", 15, 20),
        ("Q2", "no answer", 3, 17),  # the whole bound: 12 h before the start to the trip's end
        ("Q3", "no answer", 15, 29),  # the whole bound: the trip's start to 12 h + d later
    ],
)
def test_standard_data(family: str, answer: str, lo: int, hi: int) -> None:
    gold = standard_data(family, answer, "A", at(15), 2, series(set()))
    assert gold == {("A", at(h)) for h in range(lo, hi)}


def test_retrieval_scores() -> None:
    gold = {("A", at(h)) for h in range(15, 20)}
    retrieved = {("A", at(h)) for h in range(17, 27)}
    precision, recall, f1, hr = retrieval_scores(retrieved, gold)
    assert (precision, recall) == (3 / 10, 3 / 5)
    assert f1 == pytest.approx(2 * 0.3 * 0.6 / 0.9) and hr == pytest.approx(3 / 12)
    assert retrieval_scores(set(), gold)[:3] == (0.0, 0.0, 0.0)


def _result(answer: str, abnormal: list[int] = (), reason: str = "ok", evidence: list[str] = ()) -> RAGResult:
    judgement = Judgement(sufficient=True, abnormal=[AbnormalEvent(at=at(h), value=0.4) for h in abnormal])
    it = Iteration(
        window=Window(start=at(15), end=at(16)),
        query="q",
        parameters={},
        rows=1,
        new_rows=1,
        judgement=judgement,
        usage=Usage(),
        seconds=0.0,
    )
    return RAGResult(question="q", answer=answer, reason=reason, trace=[it], evidence=list(evidence))


def test_hallucination_checks() -> None:
    data = {"A": series({15})}
    assert hallucinations(_result("True", [15]), data, "Q1") == []
    assert "where the data has none" in hallucinations(_result("True", [16]), data, "Q1")[0]
    assert "not in the data" in hallucinations(_result("2019-01-01 00:00"), data, "Q3")[0]
    assert "iteration limit" in hallucinations(_result("no answer", reason="no decision within 40"), data, "Q2")[0]


def test_score_combines_em_and_retrieval() -> None:
    data = {"A": series({15})}
    ids = {f"id{h}": ("A", at(h)) for h in range(48)}
    s = score(_result("true", [15], evidence=["id15", "id16"]), "Q1", "True", "A", at(15), 2, data, ids)
    assert (s.em, s.precision, s.recall, s.hallucination) == (1.0, 1.0, 1.0, 0.0)
    assert normalise(" No  Answer ") == "no answer"


def _traffic_result(claimed: int, value: float) -> RAGResult:
    """A trafficQA answer whose plan calls volume >= 400 heavy and whose judge claims `claimed` heavy."""
    result = _result("True", [claimed])
    result.trace[0].judgement.abnormal[0].value = value
    result.plan = Plan(
        reasoning="r",
        family="Q1",
        target="C",
        start=at(15),
        duration_minutes=60,
        first_window=Window(start=at(15), end=at(16)),
        step_minutes=60,
        direction="none",
        bound_hours=9,
        condition=Condition(field="volume", op=">=", threshold=400, unit="vehicles"),
        timezone="UTC",
        traffic_direction="northbound",
    )
    return result


def test_hallucination_uses_the_plans_condition() -> None:
    """A claimed heavy-traffic hour whose count is under the plan's threshold is flagged (any count above 0
    used to pass), and the counter direction's own series is the one checked."""
    counts = {h: 300.0 for h in range(48)} | {16: 450.0}
    data = {"C northbound": {at(h): v for h, v in counts.items()}, "C southbound": {at(h): 900.0 for h in range(48)}}
    assert "where the data has none" in hallucinations(_traffic_result(15, 300.0), data, "Q1")[0]
    assert hallucinations(_traffic_result(16, 450.0), data, "Q1") == []


def test_traffic_no_answer_standard_data_spans_the_9_hour_bound() -> None:
    """trafficQA searches 9 h, not weatherQA's 12 h: a "no answer" Q3's standard data ends 9 h + d later."""
    flat = {at(h): 100.0 for h in range(48)}
    heavy = Condition(field="volume", op=">=", threshold=50, unit="vehicles")
    gold = standard_data("Q3", "no answer", "C northbound", at(15), 2, flat, bound_hours=9, condition=heavy)
    assert gold == {("C northbound", at(h)) for h in range(15, 26)}
    gold = standard_data("Q2", "no answer", "C northbound", at(15), 2, flat, bound_hours=9, condition=heavy)
    assert gold == {("C northbound", at(h)) for h in range(6, 17)}


def test_undecided_no_answer_standard_data_stops_at_the_missing_reading() -> None:
    """A "no answer" that a missing reading decides needs the readings up to that candidate, not the bound."""
    s = series({15, 17}, missing={19})  # Q3 from 15 for 2 h: starts 16 and 17 wet (17), 18 undecided (19 missing)
    assert standard_data("Q3", "no answer", "A", at(15), 2, s) == {("A", at(h)) for h in range(15, 20)}
