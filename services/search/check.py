"""The "Check" of a provider (used by Settings): one tiny query, one verdict."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from services.errors import SearchError, UnknownProvider
from services.search.base import Provider

CHECK_QUERY = "test"


@dataclass(frozen=True)
class CheckResult:
    """``code`` is ``ok`` or the failure's code in ``services.errors`` (search domain)."""

    ok: bool
    code: str
    message: str
    """What happened and, for the command line, what to run about it."""
    said: str = ""
    """What happened alone (the window adds what to do in the window)."""

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def check_provider(provider: Provider) -> CheckResult:
    """Ok, or the exact problem: missing key/host, bad key, unreachable host, ...

    Key cool-downs are ignored so a key fixed a minute ago is tested for real.
    """
    problem = provider.missing_setup()
    if problem is not None:
        return CheckResult(False, problem.code, str(problem), problem.message)
    try:
        items = provider.search(CHECK_QUERY, 1, fresh_keys=True)
    except SearchError as exc:
        return CheckResult(False, exc.code, str(exc), exc.message)
    found = f"{len(items)} result" + ("" if len(items) == 1 else "s")
    return CheckResult(True, "ok", f"{provider.label} works ({found} for a test query).")


def unknown_provider(message: str) -> CheckResult:
    return CheckResult(False, UnknownProvider.code, message)
