"""The published results on MultiTQ's test set (Hits@1), as `../shared/data/multitq/README.md` gives them.

Sources: AT2QA (an LLM agent, zero-shot), Temp-R1 (fine-tuned), RTQA, TimeR4, ARI and MultiQA (Chen et
al., ACL 2023, the dataset's own baseline). Reported beside chronorag's rows by `benchmarks/multitq.py`.
"""

from __future__ import annotations

PUBLISHED: dict[str, dict[str, float]] = {
    "AT2QA (LLM agent)": {"overall": 0.887, "Multiple": 0.751, "Single": 0.942, "entity": 0.864, "time": 0.945},
    "Temp-R1 (fine-tuned)": {"overall": 0.780, "Multiple": 0.550, "Single": 0.888, "entity": 0.714, "time": 0.969},
    "RTQA": {"overall": 0.765, "Multiple": 0.424, "Single": 0.902, "entity": 0.692, "time": 0.942},
    "TimeR4": {"overall": 0.728, "Multiple": 0.335, "Single": 0.887, "entity": 0.639, "time": 0.945},
    "ARI": {"overall": 0.380, "Multiple": 0.210, "Single": 0.680, "entity": 0.394, "time": 0.344},
    "MultiQA": {"overall": 0.293, "Multiple": 0.159, "Single": 0.347, "entity": 0.349, "time": 0.157},
}
