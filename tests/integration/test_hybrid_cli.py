"""`chronorag ask --llm local --planner hybrid` stays offline for a question the parser reads: no LLM call, the
offline answer. The "local model" is a scripted OpenAI-compatible server that lists the local model's name (so
`--llm local` takes it) and records every chat request: any request at all fails the test."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from urllib.parse import urlparse

import pytest
from typer.testing import CliRunner

from chronorag.cli import app
from chronorag.config import get_settings
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.llm.local_model import MODEL_NAME
from fake_openai import ScriptedOpenAI, serve

pytestmark = pytest.mark.integration

QUESTION = "Will it rain at Oak Park between 1pm and 3pm on 20 May 2017?"


@pytest.fixture()
def oak_park(graph: GraphClient, shared_data: Path, tmp_path: Path) -> GraphClient:
    """The real readings of OAK PARK (Carlow) on 20 May 2017: 0.1 mm at 13:00."""
    lines = ["station,county,date,rain,temp,rhum,msl,wdsp,wddir"]
    with gzip.open(shared_data / "irish-weather-2017" / "observations.csv.gz", "rt", encoding="utf-8") as fh:
        lines += [line.rstrip("\n") for line in fh if line.startswith("OAK PARK,Carlow,2017-05-20 ")]
    assert len(lines) == 25
    (tmp_path / "oak-park.csv").write_text("\n".join(lines) + "\n")
    ingest(graph, "met-eireann", [tmp_path / "oak-park.csv"], rejects_path=tmp_path / "rejects.csv")
    return graph


def _ask(*options: str) -> dict[str, object]:
    out = CliRunner().invoke(app, ["ask", QUESTION, "--json", *options])
    assert out.exit_code == 0, out.output
    payload: dict[str, object] = json.loads(out.output[out.output.index("{") :])
    return payload


def test_hybrid_ask_answers_a_parsed_question_offline_without_the_model(
    oak_park: GraphClient, cli_env: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    offline = _ask("--llm", "symbolic")
    assert offline["answer"] == "True", offline["reason"]
    model = ScriptedOpenAI(
        ['{"answer": "False", "rationale": "a model that must not be asked"}'] * 9, models=[MODEL_NAME]
    )
    with serve(model) as base_url:
        monkeypatch.setenv("LLM_LOCAL_PORT", str(urlparse(base_url).port))
        get_settings.cache_clear()
        hybrid = _ask("--llm", "local", "--planner", "hybrid")
    assert model.requests == [], "the local model was asked"
    assert hybrid["usage"]["llm_calls"] == 0  # type: ignore[index]
    assert (hybrid["planned_by"], hybrid["judged_by"]) == ("parser", "exact")
    for key in ("answer", "reason", "evidence", "triplets", "plan"):
        assert hybrid[key] == offline[key], key
    assert _untimed(hybrid["trace"]) == _untimed(offline["trace"])


def _untimed(trace: object) -> list[dict[str, object]]:
    assert isinstance(trace, list) and trace
    return [{k: v for k, v in it.items() if k != "seconds"} for it in trace]
