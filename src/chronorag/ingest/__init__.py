"""Readers (one per source format) -> typed records -> one bulk writer."""

from typing import Literal

# the CLI's choices (keys of `sources.SOURCES`), here so the CLI names them without importing every reader (a
# command that ingests nothing, as `ask` does, loads none)
SourceName = Literal["icews", "multitq", "met-eireann", "noaa-isd", "tfnsw", "yago11k", "intervals"]
