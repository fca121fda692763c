"""Readers (one per source format) -> typed records -> one bulk writer."""
