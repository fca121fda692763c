"""`serve`'s API key without a server: where it may listen without one, how a sent token is compared, what a
refusal says, and that the key is in no repr, message or setting dump."""

from __future__ import annotations

import asyncio
import hmac
import json
import os
import subprocess
import sys
import time
from typing import Any

import httpx
import pytest

from chronorag import api_key
from chronorag.api_key import ENV_VAR, KeyCheck, bind_problem, is_loopback, key_problem
from chronorag.config import Settings
from chronorag.serve import NO_KEY, WRONG_KEY, RequireKey

KEY = "k3y-0f-th1s-s3rv3r"


@pytest.mark.parametrize(
    "host", ["127.0.0.1", "127.8.9.10", "localhost", "LocalHost", "localhost.", "::1", "[::1]", "::ffff:127.0.0.1"]
)
def test_loopback_hosts(host: str) -> None:
    assert is_loopback(host)
    assert bind_problem(host, has_key=False) is None


@pytest.mark.parametrize(
    "host", ["0.0.0.0", "::", "10.0.0.1", "192.168.1.2", "128.0.0.1", "::2", "example.com", "localhost.example", ""]
)
def test_other_hosts_need_a_key(host: str) -> None:
    assert not is_loopback(host)
    problem = bind_problem(host, has_key=False)
    assert problem is not None and "--api-key" in problem and ENV_VAR in problem and "\n" not in problem
    assert bind_problem(host, has_key=True) is None


@pytest.mark.parametrize(
    ("header", "verdict"),
    [
        (f"Bearer {KEY}", "ok"),
        (f"bearer {KEY}", "ok"),
        (f"  BEARER   {KEY}  ", "ok"),
        (f"Bearer {KEY}".encode(), "ok"),
        (None, "missing"),
        ("", "missing"),
        ("Bearer", "missing"),
        ("Bearer   ", "missing"),
        (f"Basic {KEY}", "missing"),
        (KEY, "missing"),
        (f"Bearer {KEY}x", "wrong"),
        (f"Bearer {KEY[:-1]}", "wrong"),
        (f"Bearer {KEY.upper()}", "wrong"),
        ("Bearer k3y-0f-th1s-s3rv3r-but-longer", "wrong"),
        ("Bearer ключ", "wrong"),
        (b"Bearer \xff\xfe", "wrong"),
    ],
)
def test_a_sent_token_is_the_key_or_not(header: str | bytes | None, verdict: str) -> None:
    assert KeyCheck(KEY).verdict(header) == verdict


def test_tokens_are_compared_with_compare_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[Any, Any]] = []
    compare = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        seen.append((a, b))
        return compare(a, b)

    monkeypatch.setattr(api_key.hmac, "compare_digest", spy)
    check = KeyCheck(KEY)
    assert check.allows(f"Bearer {KEY}") and not check.allows("Bearer nope-nope-nope")
    assert len(seen) == 2  # every token, right or wrong, goes through the constant-time comparison
    assert all(isinstance(x, bytes) and len(x) == 32 for pair in seen for x in pair)  # digests: no length leaks


def test_the_key_is_in_no_repr_setting_dump_or_message(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    monkeypatch.chdir(tmp_path)  # no stray .env
    monkeypatch.setenv(ENV_VAR, KEY)
    settings = Settings()
    assert settings.serve_api_key is not None and settings.serve_api_key.get_secret_value() == KEY
    check = KeyCheck(KEY)
    shown = [repr(check), repr(settings), str(settings), settings.model_dump_json(), json.dumps(settings.redacted())]
    assert not [s for s in shown if KEY in s]
    assert not hasattr(check, "__dict__")  # only the digest is kept (__slots__)
    for bad in ("k3y!", "has a space in it", "ключ-ключ-ключ"):
        problem = key_problem(bad)
        assert problem is not None and bad not in problem and ENV_VAR in problem
        with pytest.raises(ValueError) as refused:
            KeyCheck(bad)
        assert bad not in str(refused.value)


def _guarded(status: int = 200) -> RequireKey:
    async def inner(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": status, "headers": []})
        await send({"type": "http.response.body", "body": b"inner"})

    return RequireKey(inner, KeyCheck(KEY))


def _get(app: RequireKey, path: str, headers: dict[str, str] | None = None) -> httpx.Response:
    async def go() -> httpx.Response:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
            return await http.get(path, headers=headers)

    return asyncio.run(go())


def test_the_middleware_refuses_before_the_app_and_lets_health_through() -> None:
    app = _guarded()
    missing = _get(app, "/ask")
    assert missing.status_code == 401 and missing.json() == {"detail": NO_KEY}
    assert missing.headers["www-authenticate"] == 'Bearer realm="chronorag"'
    wrong = _get(app, "/anything", {"Authorization": "Bearer not-the-key"})
    assert wrong.status_code == 401 and wrong.json() == {"detail": WRONG_KEY}
    assert "invalid_token" in wrong.headers["www-authenticate"] and "not-the-key" not in wrong.text
    assert _get(app, "/ask", {"Authorization": f"Bearer {KEY}"}).text == "inner"
    assert _get(app, "/health").text == "inner"  # the route itself decides what it tells
    assert _get(app, "/health/x").status_code == 401  # open paths are exact


def test_serve_off_loopback_without_a_key_exits_2_at_once() -> None:
    env = {k: v for k, v in os.environ.items() if k != ENV_VAR}
    started = time.monotonic()  # the command line's own start, the yardstick on a machine however busy
    subprocess.run([sys.executable, "-m", "chronorag.cli", "--help"], capture_output=True, env=env, timeout=60)
    cli_start = time.monotonic() - started
    started = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-m", "chronorag.cli", "serve", "--host", "0.0.0.0", "--port", "9"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    took = time.monotonic() - started
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and "--api-key" in lines[0] and ENV_VAR in lines[0], out.stderr
    assert took < 2 * cli_start + 2, (took, cli_start)  # no server started, no database waited for
    spaced = subprocess.run(
        [sys.executable, "-m", "chronorag.cli", "serve", "--host", "0.0.0.0", "--api-key", "two words here"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert spaced.returncode == 2 and "two words" not in spaced.stderr and "visible ASCII" in spaced.stderr
