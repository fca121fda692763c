"""Question generators, gold standard data, metrics, the evaluation runner and reports."""
