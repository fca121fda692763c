"""The graph model is declared once (graph_model.py); every other mention of it is built from it or checked
here: the labels, relationship types, properties and index names of every Cypher statement (the project's,
the tests', the benchmarks', the docs'), the schema statements, the Browser style, the records and plans
that name reading values, and the generated part of docs/schema.md."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import typing
from dataclasses import dataclass, field, fields
from pathlib import Path

import pytest

import chronorag.cypher
from chronorag import graph_model as gm
from chronorag.cypher import Cypher, schema
from chronorag.cypher.evidence import facts_subgraph, readings_subgraph
from chronorag.graph.browser_style import STYLE
from chronorag.graph.retrieval import Count, FactRow, Reading
from chronorag.ingest.records import TrafficReading, WeatherReading
from chronorag.ingest.sources import SOURCES
from chronorag.plans import Condition
from chronorag.rag.strategies.cypher_qa import PATTERNS

ROOT = Path(__file__).resolve().parents[2]
_STRINGS = re.compile(r"'(?:\\.|[^'\\])*'|\"(?:\\.|[^\"\\])*\"|`[^`]*`")
_BINDING = re.compile(r"([(\[])\s*(\w*)\s*:\s*(\w+(?:\s*\|\s*\w+)*)")
_PROPERTY = re.compile(r"(?<![\w.$])([A-Za-z_]\w*)\.([A-Za-z_]\w*)")
_PROJECTION = re.compile(r"(?<![\w.$])([A-Za-z_]\w*)\s*\{(\s*\.\w+(?:\s*,\s*\.\w+)*)\s*\}")
_INDEX_CALL = re.compile(r"(?:queryNodes|queryRelationships)\(\s*'(\w+)'")


@dataclass
class Uses:
    """What one statement says about the graph."""

    labels: set[str] = field(default_factory=set)
    types: set[str] = field(default_factory=set)
    props: set[tuple[str, str]] = field(default_factory=set)  # (label or type, property)
    indexes: set[str] = field(default_factory=set)


def _map_keys(text: str, start: int) -> list[str]:
    """Keys of the map literal that opens at text[start] ('{'), at its top level."""
    depth, keys, token = 0, [], ""
    for ch in text[start:]:
        if ch in "{([":
            depth += 1
            if depth == 1:
                continue
        elif ch in "})]":
            depth -= 1
            if depth == 0:
                break
        if depth == 1:
            if ch == ":" and token.strip() and ":" not in token:
                keys.append(token.strip())
                token = ":"
            elif ch == ",":
                token = ""
            else:
                token += ch
    return keys


def cypher_uses(text: str) -> Uses:
    """Labels, types, properties (of variables bound to a label or type) and indexes a statement uses."""
    uses = Uses(indexes=set(_INDEX_CALL.findall(text)))
    bare = _STRINGS.sub("''", text)
    bound: dict[str, set[str]] = {}
    for m in _BINDING.finditer(bare):
        bracket, var, names = m.groups()
        owners = {n.strip() for n in names.split("|")}
        (uses.labels if bracket == "(" else uses.types).update(owners)
        if var:
            bound.setdefault(var, set()).update(owners)
        rest = bare[m.end() :].lstrip()
        if rest.startswith("{"):
            start = m.end() + (len(bare[m.end() :]) - len(rest))
            uses.props |= {(frozenset(owners), key) for key in _map_keys(bare, start)}  # type: ignore[arg-type]
    for var, prop in _PROPERTY.findall(bare):
        if var in bound:
            uses.props.add((frozenset(bound[var]), prop))  # type: ignore[arg-type]
    for var, body in _PROJECTION.findall(bare):
        if var in bound:
            uses.props |= {(frozenset(bound[var]), p.strip(" .")) for p in body.split(",")}  # type: ignore[arg-type]
    return uses


def problems(text: str) -> list[str]:
    """What a statement uses that the model does not declare."""
    uses = cypher_uses(text)
    out = [f"label :{x}" for x in sorted(uses.labels - set(gm.LABELS))]
    out += [f"type :{x}" for x in sorted(uses.types - gm.TYPES)]
    declared = {i.name for i in gm.INDEXES}
    out += [f"index {x}" for x in sorted(uses.indexes - declared)]
    for owners, prop in sorted(uses.props, key=str):
        allowed: set[str] = set()
        for owner in owners:  # type: ignore[attr-defined]
            if owner in gm.LABELS:
                allowed |= set(gm.LABELS[owner].names) | set(gm.LABELS[owner].retired)
            else:
                allowed |= set(gm.rel_props(owner))
        if prop not in allowed:
            out.append(f"property {'|'.join(sorted(owners))}.{prop}")  # type: ignore[arg-type]
    return out


def project_statements() -> dict[str, str]:
    """Every statement (and reusable fragment) in chronorag.cypher, plus the Browser queries it builds."""
    out: dict[str, str] = {}
    for info in pkgutil.iter_modules(chronorag.cypher.__path__):
        module = importlib.import_module(f"chronorag.cypher.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, Cypher):
                out[f"{info.name}.{name}"] = value.text
            elif isinstance(value, tuple) and all(isinstance(v, Cypher) for v in value):
                out |= {f"{info.name}.{name}[{v.name}]": v.text for v in value}
            elif isinstance(value, str) and name.isupper():
                out[f"{info.name}.{name}"] = value
    out["evidence.readings_subgraph"] = readings_subgraph(["ATHENRY@2017-03-05T15:00:00Z", "C@2017-01-01T00:00Z@N@1"])
    out["evidence.facts_subgraph"] = facts_subgraph(["0123abcd"])
    return out


_LOOKS_LIKE_CYPHER = re.compile(r"^\s*(MATCH|OPTIONAL MATCH|MERGE|UNWIND|CALL|CREATE|WITH)\b")


def _literals(path: Path) -> list[str]:
    """String literals (f-strings with a parameter in each hole) that read as Cypher."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) else "$x" for v in node.values)  # type: ignore[misc]
        else:
            continue
        if _LOOKS_LIKE_CYPHER.match(text):
            found.append(text)
    return found


# Cypher that is outside the model on purpose: what a read-only run must refuse to write.
ON_PURPOSE = {"CREATE (:Injected {by: $who})"}


def outside_statements() -> dict[str, str]:
    """Cypher the tests, benchmarks and examples run, and the docs show."""
    out: dict[str, str] = {}
    for folder in ("tests", "benchmarks", "examples"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == Path(__file__).name:  # this file's own counter-examples
                continue
            for i, text in enumerate(t for t in _literals(path) if t not in ON_PURPOSE):
                out[f"{path.relative_to(ROOT)}#{i}"] = text
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        page = path.read_text(encoding="utf-8")
        blocks = re.findall(r"```cypher\n(.*?)```", page, re.DOTALL) + re.findall(r"`([^`\n]*MATCH [^`\n]*)`", page)
        out |= {f"{path.relative_to(ROOT)}#{i}": b for i, b in enumerate(blocks)}
    return out


@pytest.mark.parametrize(("where", "text"), sorted(project_statements().items()))
def test_project_statements_use_only_the_model(where: str, text: str) -> None:
    assert not problems(text), (where, problems(text))


def test_every_statement_is_read() -> None:
    """The checks above see the statements of every module, and see through patterns, maps and projections."""
    seen = project_statements()
    assert len(seen) > 80 and {"ingest.CREATE_NEW_WEATHER", "retrieval.STATION_READINGS"} <= set(seen)
    uses = cypher_uses(seen["ingest.CREATE_NEW_WEATHER"])
    assert (frozenset({"OBSERVED"}), "rain_period_h") in uses.props


def test_outside_statements_use_only_the_model() -> None:
    found = outside_statements()
    assert len(found) > 40
    bad = {where: problems(text) for where, text in found.items() if problems(text)}
    assert not bad, bad


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("MATCH (s:Stationn) RETURN s", "label :Stationn"),
        ("MATCH (:Station)-[r:OBSERVD]->(:Time) RETURN r", "type :OBSERVD"),
        ("MATCH (:Station)-[r:OBSERVED]->(:Time) RETURN r.rainfall", "property OBSERVED.rainfall"),
        ("MATCH (s:Station {nme: $n}) RETURN s", "property Station.nme"),
        ("MATCH (f:Fact) RETURN f {.head, .when}", "property Fact.when"),
        ("MATCH ()-[r:OBSERVED|COUNTED]->() RETURN r.volume, r.speed", "property COUNTED|OBSERVED.speed"),
        ("CALL db.index.vector.queryNodes('fact_vectors', 5, $v) YIELD node RETURN node", "index fact_vectors"),
    ],
)
def test_the_check_catches_what_the_model_does_not_declare(text: str, problem: str) -> None:
    assert problems(text) == [problem]


def test_values_in_strings_and_unbound_variables_are_not_mistaken_for_the_model() -> None:
    text = (
        "UNWIND $rows AS row MATCH (t:Time {at: datetime({epochSeconds: row.t})}) WHERE t.caption = 'a.b (:X)' RETURN t"
    )
    assert problems(text) == []


def test_the_schema_has_a_unique_key_per_label_and_every_index() -> None:
    constraints = {c.name: c.text for c in schema.CONSTRAINTS}
    for n in gm.NODES:
        assert f"FOR (n:{n.label}) REQUIRE n.{n.key} IS UNIQUE" in constraints[n.constraint]
        assert n.key in n.names
    made = {c.name for c in schema.ALL + schema.VECTOR_INDEXES}
    assert made == {n.constraint for n in gm.NODES} | {i.name for i in gm.INDEXES}
    for i in gm.INDEXES:
        owner = gm.LABELS[i.on].names if i.on in gm.LABELS else gm.rel_props(i.on)
        assert set(i.props) <= set(owner), i


def test_relationships_join_declared_labels() -> None:
    for r in gm.RELATIONSHIPS:
        assert {r.start, r.end} <= set(gm.LABELS) and set(r.key) <= set(r.names), r


def test_the_text_to_cypher_llm_is_told_every_label_type_and_value() -> None:
    told = "\n".join(PATTERNS)
    for n in gm.NODES:
        assert (f"(:{n.label}" in told) != n.internal, n.label
    for r in gm.RELATIONSHIPS:
        assert f"(:{r.start})-[:{r.type}" in told or f"(:{r.start} " in told
        assert f"[:{r.type}" in told
    assert "rain_period_h" in told and "(:Relation {name, spellings})" in told and "[:IN_DATASET]" in told
    assert "embedding" not in told and "IngestFile" not in told


def test_the_schema_page_shows_the_current_model() -> None:
    page = (ROOT / "docs" / "schema.md").read_text(encoding="utf-8")
    assert gm.generated_docs() in page, "docs/schema.md is out of date: run `python -m chronorag.graph_model`"
    assert gm.with_generated_docs(page) == page
    for r in gm.RELATIONSHIPS:
        assert f"-->|{r.type}" in page or f'-->|"{r.type} ' in page


def test_browser_style_covers_the_model_with_declared_captions() -> None:
    nodes = {k.removeprefix("node."): v for k, v in STYLE.items() if k.startswith("node.")}
    rels = {k.removeprefix("relationship."): v for k, v in STYLE.items() if k.startswith("relationship.")}
    assert set(nodes) == {n.label for n in gm.NODES if not n.internal}
    assert set(rels) <= gm.TYPES
    for label, style in nodes.items():
        assert set(re.findall(r"\{(\w+)\}", style["caption"])) <= set(gm.LABELS[label].names), label
    for rel_type, style in rels.items():
        assert set(re.findall(r"\{(\w+)\}", style["caption"])) <= set(gm.rel_props(rel_type)), rel_type


def _fields(cls: type) -> set[str]:
    if hasattr(cls, "model_fields"):
        return set(cls.model_fields)
    return {f.name for f in fields(cls)}


def test_records_and_retrieval_rows_carry_the_model_values() -> None:
    assert _fields(WeatherReading) - {"line"} == set(gm.OBSERVED.names)
    assert list(WeatherReading(1, "S", None, None).values()) == list(gm.OBSERVED.values)  # type: ignore[arg-type]
    assert _fields(TrafficReading) - {"line"} == set(gm.COUNTED.names)
    assert _fields(Reading) - {"id"} == set(gm.OBSERVED.names)
    assert _fields(Count) - {"id"} == set(gm.COUNTED.names)
    assert _fields(FactRow) - {"id"} == set(gm.FACT.names) - {"key", "dataset", "embedding", "embedding_hash"}
    conditions = set(typing.get_args(Condition.model_fields["field"].annotation))
    assert conditions <= set(gm.OBSERVED.values) | set(gm.COUNTED.values)


def test_missing_values_are_counted_by_model_names() -> None:
    heads = {
        "met-eireann": ["station,county,date,rain,temp,rhum,msl,wdsp,wddir"],
        "noaa-isd": ['"STATION","DATE","SOURCE","REPORT_TYPE","WND","TMP","SLP","AA1"'],
    }
    for source, head in heads.items():
        fmt = SOURCES[source].detect(Path("f.csv"), head)
        assert set(fmt.value_fields) <= set(gm.OBSERVED.values), source
