"""Value conversion at the driver boundary.

Neo4j compares zoned datetimes by zone as well as instant: `2017-03-01T00:00Z` and
`2017-03-01T00:00[UTC]` are not equal, and a boundary compared with `<=` can miss. The driver
returns UTC datetimes with a pytz tzinfo, which it would send back as the named zone `[UTC]`.
So every datetime crossing the boundary is normalised to a fixed UTC offset (`datetime.UTC`),
the form the time layer is written in, and neo4j.time values come back as plain Python ones.
"""

from __future__ import annotations

from chronorag.graph import driver as _driver  # noqa: F401  (the driver without pandas, before any import of it)

# isort: split
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import neo4j.time

# nothing to convert, checked first: a scoring series alone is 17,520 values
_PLAIN = frozenset({int, float, str, bool, type(None)})


def to_python(value: Any) -> Any:
    """neo4j.time values -> datetime/date/time; UTC datetimes get the fixed-offset tzinfo."""
    if type(value) in _PLAIN:
        return value
    if isinstance(value, neo4j.time.DateTime):
        native = value.to_native()
        return native.astimezone(UTC) if native.tzinfo is not None else native
    if isinstance(value, neo4j.time.Date | neo4j.time.Time | neo4j.time.Duration):
        return value.to_native() if not isinstance(value, neo4j.time.Duration) else value
    if isinstance(value, list):
        return [to_python(v) for v in value]
    return value


def to_param(value: Any) -> Any:
    """Aware datetimes (any tzinfo, pytz or zoneinfo) -> the same instant at UTC offset 0."""
    if isinstance(value, neo4j.time.DateTime):
        value = value.to_native()
    if isinstance(value, datetime) and value.tzinfo is not None:
        return value.astimezone(UTC)
    if isinstance(value, list) and value and isinstance(value[0], datetime | neo4j.time.DateTime):
        return [to_param(v) for v in value]
    return value


def params_for_driver(params: Mapping[str, Any] | None) -> dict[str, Any]:
    return {k: to_param(v) for k, v in (params or {}).items()}
