"""Chat-model factory and the LLM-free symbolic planner/judge used offline."""
