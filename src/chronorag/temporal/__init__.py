"""Time parsing, granularity and window arithmetic shared by ingest and the strategies."""
