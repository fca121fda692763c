"""Who may call `chronorag serve`: one API key, sent as `Authorization: Bearer <key>`, and where a server may
listen without one (loopback only).

The key is kept only as its SHA-256 digest, and a sent token is hashed and compared with `hmac.compare_digest`:
the comparison takes the same time whatever the token, and neither the key's length nor the key itself is in
this object (its repr, a traceback's locals) or in any message written here.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
from typing import Literal

ENV_VAR = "CHRONORAG_API_KEY"
OPTION = "--api-key"
Verdict = Literal["ok", "missing", "wrong"]


def is_loopback(host: str) -> bool:
    """Whether `host` (as `serve --host` takes it) is a loopback address: 127.0.0.0/8, ::1 or `localhost`.
    Any other name counts as reachable from elsewhere: a name is not resolved to find out."""
    name = host.strip().strip("[]").rstrip(".").lower()
    if name == "localhost":
        return True
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped  # ::ffff:127.0.0.1 (Python 3.11 calls it not loopback)
    return address.is_loopback


def key_problem(key: str) -> str | None:
    """Why `key` cannot be a bearer token (None if it can): an HTTP header carries visible ASCII, no spaces.
    The message names what is wrong, never the key."""
    if len(key) < 8:
        return f"the API key ({OPTION} / {ENV_VAR}) is shorter than 8 characters"
    if not all("!" <= c <= "~" for c in key):
        return f"the API key ({OPTION} / {ENV_VAR}) may hold only visible ASCII characters (no spaces)"
    return None


def bind_problem(host: str, has_key: bool) -> str | None:
    """Why `serve` may not listen on `host` (None if it may): off loopback, every caller must show the key."""
    if has_key or is_loopback(host):
        return None
    return (
        f"serve --host {host} listens beyond this machine and needs an API key: "
        f"pass {OPTION} KEY or set {ENV_VAR} (callers then send 'Authorization: Bearer KEY')"
    )


class KeyCheck:
    """The server's key, as a digest; `verdict` says whether an Authorization header carries it."""

    __slots__ = ("_digest",)

    def __init__(self, key: str) -> None:
        if problem := key_problem(key):
            raise ValueError(problem)
        self._digest = hashlib.sha256(key.encode("ascii")).digest()

    def __repr__(self) -> str:
        return "KeyCheck(<key hidden>)"

    def verdict(self, authorization: bytes | str | None) -> Verdict:
        """`ok` for `Bearer <the key>` (the scheme in any case), `missing` for no bearer token, `wrong` else."""
        if authorization is None:
            return "missing"
        if isinstance(authorization, str):
            authorization = authorization.encode("latin-1", "replace")  # how Starlette decodes header bytes
        scheme, _, token = authorization.strip().partition(b" ")
        token = token.strip()
        if scheme.lower() != b"bearer" or not token:
            return "missing"
        sent = hashlib.sha256(token).digest()
        return "ok" if hmac.compare_digest(sent, self._digest) else "wrong"

    def allows(self, authorization: bytes | str | None) -> bool:
        return self.verdict(authorization) == "ok"
