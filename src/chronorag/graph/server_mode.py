"""How the local Neo4j runs (`chronorag db start --mode`), apart from the server code: the CLI offers the
choice without loading the driver."""

from __future__ import annotations

from typing import Literal

Mode = Literal["auto", "java", "docker"]  # auto: Docker when an engine answers, else the Java process
