"""The "Check" of a provider (used by Settings): one tiny query, one verdict."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from services.errors import (
    JsonFormatDisabled,
    KeyRefused,
    MissingConfig,
    NeedsKey,
    ProviderUnreachable,
    RateLimited,
    SearchError,
    SearchTimeout,
)
from services.search.base import Provider

CHECK_QUERY = "test"

# Check codes: ok, needs_key, needs_host, needs_setting, bad_key, unreachable,
# json_disabled, rate_limited, timeout, upstream_error, unknown_provider.
_CODES: tuple[tuple[type[SearchError], str], ...] = (
    (JsonFormatDisabled, "json_disabled"),
    (KeyRefused, "bad_key"),
    (RateLimited, "rate_limited"),
    (SearchTimeout, "timeout"),
    (ProviderUnreachable, "unreachable"),
    (NeedsKey, "needs_key"),
)


@dataclass(frozen=True)
class CheckResult:
    ok: bool
    code: str
    message: str

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def check_provider(provider: Provider) -> CheckResult:
    """Ok, or the exact problem: missing key/host, bad key, unreachable host, ...

    Key cool-downs are ignored so a key fixed a minute ago is tested for real.
    """
    problem = provider.missing_setup()
    if problem is not None:
        code = "needs_key"
        if isinstance(problem, MissingConfig):
            code = "needs_host" if provider.needs_host and not provider.host else "needs_setting"
        return CheckResult(False, code, str(problem))
    try:
        items = provider.search(CHECK_QUERY, 1, fresh_keys=True)
    except SearchError as exc:
        code = next((c for t, c in _CODES if isinstance(exc, t)), "upstream_error")
        return CheckResult(False, code, str(exc))
    found = f"{len(items)} result" + ("" if len(items) == 1 else "s")
    return CheckResult(True, "ok", f"{provider.label} works ({found} for a test query).")
