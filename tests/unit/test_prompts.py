"""Every prompt of the project is checked: templates declare their inputs (checked when built and formatted), the
instructions go through the role prompts verbatim, and no prompt text is written outside `rag/core/prompts.py`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from chronorag.algebra.terms import SensorTermReply, TermReply
from chronorag.rag.core import prompts
from chronorag.rag.core.prompts import PromptError, PromptTemplate, chat_prompt, default_prompts, placeholders
from chronorag.rag.kg_irag.event_roles import GraphNames, term_problems
from chronorag.rag.kg_irag.sensor_roles import sensor_term_problem
from chronorag.understanding.names import NameIndex

TEMPLATES = {name: value for name, value in vars(prompts).items() if isinstance(value, PromptTemplate)}
INSTRUCTIONS = {
    name: value
    for name, value in vars(prompts).items()
    if name.isupper() and isinstance(value, str) and name not in ("SCHEMA_INSTRUCTION", "SCHEMA_IN_REQUEST")
}
RAG = Path(__file__).resolve().parents[2] / "src" / "chronorag" / "rag"


def test_the_project_has_the_prompts_it_uses() -> None:
    assert {"PLANNER_INPUT", "JUDGE_INPUT", "ANSWER_TEMPLATE", "EVENT_JUDGE_INPUT", "RETRY", "QUESTION"} <= set(
        TEMPLATES
    )
    assert {"PLANNER_SYSTEM", "JUDGE_SYSTEM", "ANSWER_SYSTEM", "EVENT_PLANNER_SYSTEM", "AT2QA_SYSTEM"} <= set(
        INSTRUCTIONS
    )


@pytest.mark.parametrize("name", sorted(TEMPLATES))
def test_every_template_fills_exactly_what_it_declares(name: str) -> None:
    template = TEMPLATES[name]
    assert sorted(placeholders(template.template)) == sorted(template.expected_inputs)
    values = {i: f"<{i}>" for i in template.expected_inputs}
    text = template.format(**values)
    assert all(f"<{i}>" in text for i in template.expected_inputs)
    for missing in template.expected_inputs:
        with pytest.raises(PromptError, match=f"missing input {missing}"):
            template.format(**{k: v for k, v in values.items() if k != missing})
    with pytest.raises(PromptError, match="unknown input station"):
        template.format(**values, station="ATHENRY")


@pytest.mark.parametrize("name", sorted(INSTRUCTIONS))
def test_every_instruction_reaches_the_model_verbatim(name: str) -> None:
    """Instructions are never formatted: their braces (JSON examples) stay text in the role prompt."""
    prompt = chat_prompt(INSTRUCTIONS[name])
    assert set(prompt.input_variables) == {"input", "schema"}
    system, human = prompt.format_messages(input="Question: q", schema="{}")
    assert system.content == f"{INSTRUCTIONS[name]}\n{prompts.SCHEMA_INSTRUCTION.format(schema='{}')}"
    assert human.content == "Question: q"


def test_the_default_role_prompts_are_checked() -> None:
    for role, prompt in default_prompts().items():
        assert set(prompt.input_variables) == {"input", "schema"}, role
    assert placeholders(prompts.SCHEMA_INSTRUCTION) == ["schema"]


@pytest.mark.parametrize(
    ("text", "inputs", "problem"),
    [
        ("Question: {question} at {station}", ["question"], "uses station, which it does not declare"),
        ("Question: {question}", ["question", "hint"], "declares hint, which its text never uses"),
        ("Question: {}", [], "not a plain name"),
        ("Question: {question!r}", ["question"], "not a plain name"),
        ("Readings every {minutes:d} minutes", ["minutes"], "not a plain name"),
        ("Plan: {plan.target}", ["plan"], "not a plain name"),
        ("Plan: {plan", ["plan"], "unbalanced braces"),
    ],
)
def test_a_template_that_disagrees_with_its_inputs_is_refused_when_built(
    text: str, inputs: list[str], problem: str
) -> None:
    with pytest.raises(PromptError, match=problem):
        PromptTemplate(text, inputs)


def test_braces_written_twice_are_text() -> None:
    template = PromptTemplate('Reply {{"answer": ...}} to {question}', ["question"])
    assert template.format(question="q") == 'Reply {"answer": ...} to q'
    assert template.format(question="{x}") == 'Reply {"answer": ...} to {x}'  # a value's braces are its own


def test_the_templates_write_what_the_roles_wrote_before() -> None:
    hint = prompts.REFUSAL_HINT.format(reason="no relation of the graph")
    assert prompts.PLANNER_INPUT.format(question="Who?", hint=hint) == (
        "Question: Who?\nThe offline parser could not read it: no relation of the graph. Read it yourself."
    )
    assert prompts.JUDGE_INPUT.format(reasoning="r", query="Q1: q", minutes=60, spans="[a, b)", triplets="t1\nt2") == (
        "Reasoning prompt: r\nQuery: Q1: q\nReadings every 60 minutes. Retrieved so far: [a, b)\nTriplets:\nt1\nt2"
    )
    assert prompts.RETRY.format(reason="malformed reply: x") == (
        "That reply was not usable (malformed reply: x). Reply again with the JSON object only."
    )


def _writes_text(node: ast.expr) -> bool:
    """An f-string, a string literal or a concatenation holding one: prompt text written in place."""
    if isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return True
    return isinstance(node, ast.BinOp) and (_writes_text(node.left) or _writes_text(node.right))


@pytest.mark.parametrize(
    "path", sorted(p for p in RAG.rglob("*.py") if p.name != "prompts.py"), ids=lambda p: str(p.relative_to(RAG))
)
def test_no_prompt_is_written_outside_the_prompts_module(path: Path) -> None:
    """What a role is asked (`JsonRole.ask`) and the messages a strategy sends are built from the checked
    templates, never from text written in place."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in ("ask", "HumanMessage", "SystemMessage") and _writes_text(node.args[0]):
            bad.append(f"line {node.lineno}: {name}({ast.unparse(node.args[0])[:60]})")
    assert not bad, bad


@pytest.mark.parametrize(("question", "reply", "reads"), prompts.TERM_EXAMPLES)
def test_llm1_is_shown_real_terms_that_read_as_the_prompt_says(question: str, reply: str, reads: str) -> None:
    """Each example of the event planner's prompt is a valid reply, its query reads as the sentence shown, and it
    passes the checks LLM1's own terms go through (every name said in the question, linked, the term fits)."""
    parsed = TermReply.model_validate_json(reply)
    assert str(parsed.query) == reads
    assert f"{question}\n{reply}\nreads: {reads}" in prompts.EVENT_PLANNER_SYSTEM
    graph = GraphNames(NameIndex.build(["China", "Japan", "Iran", "Barack Obama", "Kenya"]), ["Make a visit"])
    assert term_problems(parsed.query, graph, question) == (parsed.query, None)


@pytest.mark.parametrize(("question", "reply", "reads"), prompts.SENSOR_TERM_EXAMPLES)
def test_the_sensor_planner_is_shown_real_terms_that_read_as_the_prompt_says(
    question: str, reply: str, reads: str
) -> None:
    """Each example of the sensor planner's prompt is a valid reply, its query reads as the sentence shown, and it
    passes the one check LLM1's own sensor terms go through."""
    parsed = SensorTermReply.model_validate_json(reply)
    assert str(parsed.query) == reads
    assert f"{question}\n{reply}\nreads: {reads}" in prompts.PLANNER_SYSTEM
    assert sensor_term_problem(parsed.query) is None
