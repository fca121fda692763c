"""The timeline of an answer (`ask --timeline`, `/ask` with `"timeline": true`): well-formed SVG whose names and
dates are <text>, one row per entity (or station), the period asked shaded, the answer marked; none for a
refusal; and nothing of it loaded by an `ask` that does not ask for it."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import UTC, date, datetime, timedelta

import pytest

from chronorag.plans import Constraint, EventPlan
from chronorag.rag.core.types import RAGResult
from chronorag.timeline import ABNORMAL, ANSWER, NoTimeline, draw
from factories import sensor_plan

SVG = "{http://www.w3.org/2000/svg}"
VISITORS = ["Antonis Samaras", "Barack Obama", "Benjamin Netanyahu", "Mahmoud Abbas"]


def texts(svg: str) -> list[ET.Element]:
    """Every <text> of the SVG, which must parse as XML."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return list(root.iter(f"{SVG}text"))


def words(svg: str) -> list[str]:
    return [t.text or "" for t in texts(svg)]


def visitors_of_china() -> RAGResult:
    plan = EventPlan(
        question="Who visited China on 8 May 2013?",
        qtype="equal",
        answer_type="entity",
        anchor="China",
        position="tail",
        relation="Make a visit",
        constraint=Constraint(kind="in", granularity="day", start=date(2013, 5, 8), end=date(2013, 5, 9)),
    )
    result = RAGResult(question=plan.question, answer="no answer", plan=plan, reason="equal: 4 matching fact(s)")
    result.rank(VISITORS)
    result.triplets = [f"{name} | Make a visit | China | 2013-05-08" for name in VISITORS]
    return result


def test_an_entity_answer_has_a_row_per_visitor_and_the_day_asked() -> None:
    svg = draw(visitors_of_china())
    shown = words(svg)
    for name in VISITORS:  # one row each, labelled in the answer's colour
        label = next(t for t in texts(svg) if t.text == name)
        assert label.get("fill") == ANSWER and label.get("font-weight") == "700"
    assert "asked: 2013-05-08" in shown and shown.count("2013-05-08") >= 4  # the shaded day, each fact's date
    assert "each row: ‹row› | Make a visit | China" in shown  # what the four facts share is said once
    assert ", ".join(VISITORS) in shown  # the answer line
    assert len({w for w in shown if w.startswith("2013-05-") and len(w) == 10}) >= 3  # the axis, by date


def test_other_evidence_is_drawn_but_not_as_the_answer() -> None:
    result = visitors_of_china()
    result.triplets.append("Xi Jinping | Make a visit | Russia | 2013-03-22")
    svg = draw(result)
    other = next(t for t in texts(svg) if t.text == "Xi Jinping · Russia")  # head and tail vary now
    assert other.get("fill") != ANSWER
    assert next(t for t in texts(svg) if t.text == "Barack Obama · China").get("fill") == ANSWER
    assert "each row: ‹row› | Make a visit | ‹row›" in words(svg)
    assert "2013-03-22" in words(svg)


def test_a_time_answer_is_outlined_at_its_date() -> None:
    plan = EventPlan(
        question="When did Barack Obama first make a visit to China?",
        qtype="first_last",
        answer_type="time",
        anchor="Barack Obama",
        position="head",
        other="China",
        relation="Make a visit",
        extremum="first",
    )
    result = RAGResult(question=plan.question, answer="2009-11-15", plan=plan)
    result.triplets = [
        "Barack Obama | Make a visit | China | 2009-11-15",
        "Barack Obama | Make a visit | China | 2011-11-15",
    ]
    svg = draw(result)
    assert "answer: 2009-11-15" in words(svg)
    dots = ET.fromstring(svg).iter(f"{SVG}circle")
    assert sorted(c.get("fill") or "" for c in dots) == sorted([ANSWER, "#64748b"])  # the first visit only


def test_intervals_are_bars_and_an_open_end_runs_on() -> None:
    result = RAGResult(question="Who played for Real Madrid C.F. in 2004?", answer="no answer")
    result.rank(["Luís Figo"])
    result.triplets = [
        "Luís Figo | playsFor | Real Madrid C.F. | 2000–2005",
        "Cristiano Ronaldo | playsFor | Real Madrid C.F. | 2009–?",
        "Zinedine Zidane | playsFor | Real Madrid C.F. | 2001-07–2006",
    ]
    svg = draw(result)
    shown = words(svg)
    assert {"Luís Figo", "Cristiano Ronaldo", "Zinedine Zidane", "2000–2005", "2009–?"} <= set(shown)
    bars = [r for r in ET.fromstring(svg).iter(f"{SVG}rect") if r.get("rx") == "3"]
    assert len(bars) == 3 and sum(1 for b in bars if b.get("stroke-dasharray")) == 1  # the open one
    assert any(label.isdigit() and 2000 <= int(label) <= 2010 for label in shown)  # year ticks


def test_bc_years_are_drawn() -> None:
    result = RAGResult(question="When did Euripides create Medea?", answer="-0431")
    result.triplets = ["Euripides | created | Medea (play) | -0431–?"]
    shown = words(draw(result))
    assert {"Euripides", "each row: ‹row› | created | Medea (play)", "-0431–?"} <= set(shown)


def case_study(answer: str) -> RAGResult:
    start = datetime(2017, 6, 1, 3, tzinfo=UTC)
    plan = sensor_plan("KILKENNY", start, step_minutes=30, reasoning="rain during the trip?")
    result = RAGResult(question="When can I postpone my trip at Kilkenny?", answer=answer, plan=plan)
    rain = {"03:30", "05:30", "06:00"}
    for i in range(12):
        at = start + timedelta(minutes=30 * i)
        value = "0.6 mm" if f"{at:%H:%M}" in rain else "0 mm"
        result.triplets.append(f"(KILKENNY, rain {value}, {at:%Y-%m-%d %H:%M})")
    result.triplets.append("(KILKENNY, rain missing, 2017-06-01 09:00)")
    return result


def test_readings_are_bars_by_hour_with_the_abnormal_marked() -> None:
    svg = draw(case_study("2017-06-01 06:30"))
    shown = words(svg)
    assert "KILKENNY" in shown
    assert "asked: 2017-06-01 03:00–05:00" in shown and "answer: 2017-06-01 06:30–08:30" in shown
    assert shown.count("0.6 mm") == 3  # each abnormal reading's value
    root = ET.fromstring(svg)
    bars = [r for r in root.iter(f"{SVG}rect") if r.find(f"{SVG}title") is not None]
    assert len(bars) == 4 and sum(1 for b in bars if b.get("fill") == ABNORMAL) == 3
    assert sum(1 for b in bars if b.get("fill") == "none") == 1  # the missing hour, outlined
    assert len(list(root.iter(f"{SVG}circle"))) == 9  # a dry half hour: a dot
    assert {"04:00", "06:00"} <= set(shown)  # hour ticks
    assert "abnormal (rain > 0 mm)" in shown


def test_a_yes_no_reading_answer_has_no_answer_slot() -> None:
    shown = words(draw(case_study("True")))
    assert "asked: 2017-06-01 03:00–05:00" in shown and not [w for w in shown if w.startswith("answer:")]


def test_a_refusal_has_no_timeline_and_says_why() -> None:
    result = RAGResult(question="Who visited Atlantis in 2013?", answer="no answer", reason="no entity 'Atlantis'")
    with pytest.raises(NoTimeline, match="no entity 'Atlantis'"):
        draw(result)
    with pytest.raises(NoTimeline, match="no dated evidence"):
        draw(RAGResult(question="q", answer="yes", triplets=["{'n': 1}"]))


def test_names_are_escaped() -> None:
    result = RAGResult(question="Who <b>visited</b> A & B?", answer="<script>x</script>")
    result.triplets = ["<i>x</i> | Visit | A & B | 2013-05-08"]
    svg = draw(result)
    assert "<script>" not in svg and "<b>" not in svg and "<i>" not in svg
    assert {"<i>x</i>", "each row: ‹row› | Visit | A & B", "<script>x</script>"} <= set(words(svg))  # as written


def test_ask_without_a_timeline_loads_none_of_it() -> None:
    code = (
        "import sys, chronorag.cli, chronorag.rag.registry; "
        "print('chronorag.timeline' in sys.modules, 'matplotlib' in sys.modules); "
        "import chronorag.timeline; print('matplotlib' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False", "False"]
