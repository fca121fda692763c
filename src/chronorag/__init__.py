"""chronorag: temporal GraphRAG on Neo4j, with time modelled as nodes."""

__version__ = "0.1.0"
