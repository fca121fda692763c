"""What every strategy is built on: the typed results, the Runnable base and its two shells (`strategy`,
`event_shell`), the roles that ask a chat model for JSON, the prompts, tracing, rendering and abstention.

Kept light: the CLI imports `core.strategy_names` before it loads anything else."""
