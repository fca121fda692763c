"""The Browser style is one document, applied by the local server and by docker-compose alike (that it covers
the graph model with captions of declared properties: test_graph_model.py)."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from chronorag.config import Settings
from chronorag.graph.browser_style import STYLE, post_connect_cmd
from chronorag.graph.local_server import LocalNeo4j

ROOT = Path(__file__).resolve().parents[2]


def test_post_connect_cmd_is_one_style_command() -> None:
    cmd = post_connect_cmd()
    assert cmd.startswith("style {") and ";" not in cmd  # Browser splits post-connect commands on ';'
    assert json.loads(cmd.removeprefix("style ")) == STYLE  # what Browser reads back is the whole style


def test_local_server_and_compose_apply_the_same_style(tmp_path: Path) -> None:
    conf = LocalNeo4j(Settings(neo4j_local_dir=tmp_path)).conf_text()
    assert f"browser.post_connect_cmd={post_connect_cmd()}" in conf.splitlines()
    compose = yaml.safe_load((ROOT / "docker" / "docker-compose.yml").read_text())
    env = compose["services"]["neo4j"]["environment"]
    assert env["NEO4J_browser_post__connect__cmd"] == post_connect_cmd()
    assert env["NEO4J_AUTH"] == "neo4j/${NEO4J_PASSWORD:?set NEO4J_PASSWORD}"  # no default password
    health = " ".join(compose["services"]["neo4j"]["healthcheck"]["test"])
    assert "cypher-shell" in health and "bolt://" in health and "RETURN 1" in health
