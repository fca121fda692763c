"""Question answering strategies over the temporal graph, as LangChain Runnables, in three rooms.

* `core/`: what every strategy is built on (types, the Runnable base and the event strategies' shell,
  JSON roles, prompts, tracing, rendering, abstention);
* `kg_irag/`: the main controller, its roles, judges, event loop and offline planner;
* `strategies/`: the other strategies and the baselines;
* `registry`: every strategy by name (above the rooms, since it names them all).

A room imports only from itself and the rooms before it (core, kg_irag, strategies, registry), as
`tests/unit/test_layers.py` checks."""
