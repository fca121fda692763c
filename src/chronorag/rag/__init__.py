"""Question answering strategies over the temporal graph, as LangChain Runnables."""
