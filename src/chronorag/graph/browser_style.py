"""How the graph looks in Neo4j Browser: captions people can read, applied when Browser connects.

Browser runs the server setting `browser.post_connect_cmd` after it connects; `:style` with a
GraSS document in JSON form replaces the graph style. The local server (`chronorag db start`) and
`docker/docker-compose.yml` both set it (a unit test keeps the two in step). Every label of graph_model has
a style and every caption names a property it declares (tests/unit/test_graph_model.py).
"""

from __future__ import annotations

import json

_NODE = {"diameter": "80px", "font-size": "11px", "border-width": "2px", "text-color-internal": "#FFFFFF"}

STYLE: dict[str, dict[str, str]] = {
    "node": {"diameter": "50px", "color": "#A5ABB6", "border-color": "#9AA1AC", **{"border-width": "2px"}},
    "relationship": {
        "color": "#A5ABB6",
        "shaft-width": "1px",
        "font-size": "9px",
        "padding": "3px",
        "text-color-external": "#000000",
        "text-color-internal": "#FFFFFF",
        "caption": "<type>",
    },
    "node.Station": {**_NODE, "color": "#4C8EDA", "border-color": "#2870C2", "caption": "{name}"},
    "node.Time": {**_NODE, "color": "#F79767", "border-color": "#F36924", "caption": "{caption}"},
    "node.Day": {
        **_NODE,
        "diameter": "80px",
        "color": "#FFC454",
        "border-color": "#D7A013",
        "text-color-internal": "#604A0E",
        "caption": "{caption}",
    },
    "node.Entity": {
        **_NODE,
        "color": "#57C7E3",
        "border-color": "#23B3D7",
        "text-color-internal": "#2A2C34",
        "caption": "{name}",
    },
    "node.Fact": {
        **_NODE,
        "diameter": "90px",
        "color": "#8DCC93",
        "border-color": "#5DB665",
        "text-color-internal": "#2A2C34",
        "caption": "{relation} {date}",
    },
    "node.Relation": {**_NODE, "color": "#FFE081", "border-color": "#9AA1AC", "caption": "{name}"},
    # interval facts: the entity's full name (`Medea (play)`), the fact's relation and span (`playsFor 1999–2004`,
    # `isMarriedTo 1952–?`, `isMarriedTo 1925-04-23–1974-01-31`)
    "node.IntervalEntity": {
        **_NODE,
        "color": "#9FD4E8",
        "border-color": "#4FA8C9",
        "text-color-internal": "#2A2C34",
        "caption": "{name}",
    },
    "node.IntervalFact": {
        **_NODE,
        "diameter": "100px",
        "color": "#B7DDA0",
        "border-color": "#7DBB5A",
        "text-color-internal": "#2A2C34",
        "caption": "{relation} {span}",
    },
    "node.Month": {**_NODE, "color": "#D9C8AE", "caption": "{start}"},
    "node.Year": {**_NODE, "color": "#C990C0", "caption": "{year}"},
    "node.Region": {**_NODE, "color": "#ECB5C9", "caption": "{name}"},
    "node.Dataset": {**_NODE, "color": "#DA7194", "caption": "{name}"},
    "relationship.OBSERVED": {"caption": "rain {rain} mm", "shaft-width": "3px", "color": "#2870C2"},
    "relationship.COUNTED": {"caption": "{direction} {volume}", "shaft-width": "3px", "color": "#2870C2"},
}


def post_connect_cmd() -> str:
    """The value of `browser.post_connect_cmd`: one `:style` command (no ';', which Browser splits on)."""
    return "style " + json.dumps(STYLE, separators=(",", ":"))
