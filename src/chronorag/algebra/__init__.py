"""The typed query algebra every planner writes (`terms`), and today's plans as terms of it (`from_plans`)."""
