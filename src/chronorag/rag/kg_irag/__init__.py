"""KG-IRAG, the main controller: a planner and a judge alternate retrievals over time windows.

* `controller`: the `KGIRAG` Runnable (sensor questions; event questions go to `event_loop`);
* `contracts`: the seams both graphs use (planner, judges, answer role);
* `sensor_roles`, `event_roles`: LLM1 and LLM2 (and the answer step) through a chat model, their replies checked;
* `judge` (sensor) and `event_loop.proposal` (events): the exact judges;
* `offline_planner`: the symbolic planners and the hybrid one (`parser_first`); `places`: the one place resolver;
* `oracle`: scripted roles that answer exactly, for cost and conformance runs."""

from chronorag.rag.kg_irag.controller import KGIRAG

__all__ = ["KGIRAG"]
