"""One Settings object for the whole project, read from the environment and `.env`.

Every tool, test and command takes its Neo4j, LLM and embedding parameters from here, so the
defaults below are the single place where "what does chronorag talk to" is decided.
Secrets are `SecretStr`: they never appear in a repr, a log line or `chronorag config`.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal
from urllib.parse import quote, urlencode, urlparse

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_PASSWORD = "chronorag-dev"
# where the LLM roles come from; the CLI's `--llm` choices
LLMProvider = Literal["symbolic", "openai", "scripted", "local"]


class Settings(BaseSettings):
    """Runtime configuration; environment variables win over `.env`, which wins over defaults."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    # Neo4j connection
    neo4j_uri: str = "bolt://127.0.0.1:7687"
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr = SecretStr(DEFAULT_PASSWORD)
    neo4j_database: str = "neo4j"
    neo4j_http_port: int = 7474
    neo4j_browser_url: str | None = Field(
        None, description="where people open Neo4j Browser; unset: http://<NEO4J_URI's host>:<NEO4J_HTTP_PORT>/browser/"
    )
    neo4j_query_timeout_s: float = Field(30.0, gt=0)
    neo4j_connect_timeout_s: float = Field(5.0, gt=0)

    # The local (Docker-free) server started by `chronorag db start`
    neo4j_local_dir: Path = Field(
        Path(".chronorag/neo4j"),
        validation_alias=AliasChoices("CHRONORAG_NEO4J_DIR", "NEO4J_LOCAL_DIR"),
    )
    neo4j_heap: str = "2g"
    neo4j_pagecache: str = "2g"
    neo4j_jvm_options: str = Field(
        "",
        description="extra JVM options for every Java the local server runs (the server, neo4j-admin), shell-quoted; "
        "a short-lived server on busy cores starts and loads faster with -XX:TieredStopAtLevel=1 (no C2 compiler)",
    )
    neo4j_start_timeout_s: float = Field(120.0, gt=0)

    # LLM roles
    llm_provider: LLMProvider = "symbolic"
    llm_model: str = "gpt-4o-mini"
    llm_judge_model: str | None = None
    llm_base_url: str | None = Field(None, validation_alias=AliasChoices("LLM_BASE_URL", "OPENAI_BASE_URL"))
    llm_api_key: SecretStr | None = Field(None, validation_alias=AliasChoices("LLM_API_KEY", "OPENAI_API_KEY"))
    llm_temperature: float = 0.0
    llm_max_retries: int = Field(2, ge=0)
    llm_timeout_s: float = Field(60.0, gt=0)
    llm_max_tokens: int | None = Field(
        None, gt=0, description="cap on each reply's tokens; unset: 4096 for openai, 512 for local"
    )
    llm_script: Path | None = Field(None, description="LLM_PROVIDER=scripted: JSON {question: [replies]}")
    ari_memory: Path = Field(Path(".chronorag/ari-memory.json"), description="ARI's methodology guides")
    cache_dir: Path = Field(
        Path(".chronorag/cache"),
        validation_alias=AliasChoices("CHRONORAG_CACHE_DIR", "CACHE_DIR"),
        description="derived data worth keeping between runs (the name index, the relation reader's vectors); "
        "safe to delete",
    )

    # The local model served by `chronorag llm start` (SmolLM2-135M-Instruct on llama.cpp, CPU)
    llm_local_port: int = Field(8089, gt=0, lt=65536)
    llm_local_dir: Path = Field(
        Path(".chronorag/llm"), validation_alias=AliasChoices("CHRONORAG_LLM_DIR", "LLM_LOCAL_DIR")
    )
    llm_local_ctx: int = Field(16384, ge=512, description="context tokens, shared by the parallel slots")
    llm_local_parallel: int = Field(2, ge=1, description="requests served at once")
    llm_local_threads: int = Field(0, ge=0, description="CPU threads; 0: every core")
    llm_local_start_timeout_s: float = Field(60.0, gt=0)

    # `chronorag serve`: the one API key callers send as `Authorization: Bearer <key>` (unset: no key, and
    # `serve` listens on loopback only); `serve --api-key` wins over it
    serve_api_key: SecretStr | None = Field(None, validation_alias=AliasChoices("CHRONORAG_API_KEY", "SERVE_API_KEY"))

    # Embeddings
    embedding_model: str = "all-MiniLM-L6-v2"
    embedding_device: str = "cpu"
    embedding_batch_size: int = Field(256, gt=0)

    # Ingest
    ingest_batch_size: int = Field(5000, gt=0)
    # `ingest` into an empty local database switches to neo4j-admin import from this many rows (0: never);
    # the crossover measured by benchmarks/scale.py is in BENCHMARKS.md.
    ingest_auto_bulk_rows: int = Field(1_000_000, ge=0)

    @property
    def bolt_port(self) -> int:
        """Bolt port taken from NEO4J_URI, so the local server and the clients always agree."""
        return urlparse(self.neo4j_uri).port or 7687

    @property
    def bolt_host(self) -> str:
        return urlparse(self.neo4j_uri).hostname or "127.0.0.1"

    @property
    def llm_local_url(self) -> str:
        """The local model's OpenAI-compatible base URL (loopback only)."""
        return f"http://127.0.0.1:{self.llm_local_port}/v1"

    @property
    def browser_url(self) -> str:
        if self.neo4j_browser_url:
            return self.neo4j_browser_url
        host = "localhost" if self.bolt_host in ("127.0.0.1", "::1") else self.bolt_host
        return f"http://{host}:{self.neo4j_http_port}/browser/"

    def browser_link(self, query: str) -> str:
        """A Browser link that connects to this database and opens `query` in the editor (not run)."""
        scheme = urlparse(self.neo4j_uri).scheme or "bolt"
        host = "localhost" if self.bolt_host in ("127.0.0.1", "::1") else self.bolt_host
        params = {"dbms": f"{scheme}://{self.neo4j_user}@{host}:{self.bolt_port}", "db": self.neo4j_database}
        return f"{self.browser_url}?{urlencode(params)}&cmd=edit&arg={quote(query, safe='')}"

    def with_llm(self, llm: str | None) -> Settings:
        """These settings with `--llm` (when given) as the provider: the flag wins over LLM_PROVIDER."""
        return self.model_copy(update={"llm_provider": llm}) if llm else self

    def redacted(self) -> dict[str, object]:
        """Settings as a dict fit for printing: secrets show only whether they are set."""
        out: dict[str, object] = {}
        for name, value in self.model_dump().items():
            if isinstance(value, SecretStr):
                out[name] = "********" if value.get_secret_value() else ""
            elif value is None:
                out[name] = None
            else:
                out[name] = str(value) if isinstance(value, Path) else value
        return out


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide Settings; tests build their own `Settings(...)` instead."""
    return Settings()
