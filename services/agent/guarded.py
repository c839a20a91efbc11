"""The web tools behind the conversation's egress policy.

``GuardedToolbox`` wraps any ``Toolbox``: every URL ``web_fetch`` is about to
request is checked by the policy (``services.trust.egress``), and one that
would carry private text out is refused with ``HeldBack`` while the other URLs
of the call are read; every search query that carries private text nothing
read explains is recorded. Both are kept in ``held`` for the trace and the
window (which offers to allow a held-back URL once).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass

from services.agent.toolbox import OnToolEvent, Toolbox
from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.errors import FetchError, HeldBack
from services.results import FetchItem, SearchItem, ToolResult
from services.trust.egress import EgressPolicy
from services.weburl import host_of

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Held:
    """Something the policy stopped or noted.

    Attributes:
        kind: ``fetch`` (not requested), ``link`` (disarmed in the answer) or
            ``query`` (searched, and recorded).
        target: the URL or the query.
        because: what of the conversation it carries, in words.
    """

    kind: str
    target: str
    because: str

    def to_dict(self) -> dict[str, str]:
        return asdict(self)


def held_back_error(url: str, because: str) -> HeldBack:
    site = host_of(url) or "a site"
    return HeldBack(
        f"Not requested: this address would send {because} from the user's conversation to "
        f"{site}, and nothing the user wrote or that was read explains it.",
        hint="Do not put the user's words or details into addresses; pick a URL from the "
             "search results or pages, or answer without it. The user can allow it once.",
    )


class GuardedToolbox:
    """A ``Toolbox`` that asks ``policy`` before anything leaves."""

    def __init__(self, inner: Toolbox, policy: EgressPolicy) -> None:
        self.inner = inner
        self.policy = policy
        self.held: list[Held] = []
        self._lock = threading.Lock()

    def close(self) -> None:
        close = getattr(self.inner, "close", None)
        if callable(close):
            close()

    def _note(self, held: Held) -> None:
        with self._lock:
            if held not in self.held:
                self.held.append(held)

    def gate(self, url: str) -> FetchError | None:
        verdict = self.policy.check(url)
        if verdict.allowed:
            return None
        because = verdict.because()
        log.warning("held back a fetch carrying %s", because)
        self._note(Held("fetch", url, because))
        return held_back_error(url, because)

    def web_search(self, query: str, *, registry: CitationRegistry,
                   cancel: CancelToken = NEVER,
                   on_event: OnToolEvent | None = None) -> ToolResult[SearchItem]:
        carried = self.policy.check_query(query)
        if carried:
            kinds = sorted({c.what for c in carried})
            log.warning("a search query carries %s", ", ".join(kinds))
            self._note(Held("query", query, " and ".join(kinds)))
        return self.inner.web_search(query, registry=registry, cancel=cancel,
                                     on_event=on_event)

    def web_fetch(self, urls: list[str], *, registry: CitationRegistry,
                  cancel: CancelToken = NEVER, on_event: OnToolEvent | None = None,
                  gate: object = None) -> ToolResult[FetchItem]:
        return self.inner.web_fetch(urls, registry=registry, cancel=cancel, on_event=on_event,
                                    gate=self.gate)
