"""KG-IRAG, the main controller: a planner and a judge alternate retrievals over time windows.

`controller` (the `KGIRAG` Runnable and its sensor roles), `event_loop` (event questions), the seams both use
(`contracts`), the event graph's LLM roles (`event_roles`), the exact sensor judge (`judge`), the offline
planner (`offline_planner`), and the scripted oracle roles (`oracle`)."""

from chronorag.rag.kg_irag.controller import KGIRAG

__all__ = ["KGIRAG"]
