"""The other published strategies and the baselines, on the same graph and the same core: Graph-RAG and
KG-RAG (fixed windows on KG-IRAG's controller), AT2QA, RTQA, ARI and its memory, and LangChain's Cypher QA."""
