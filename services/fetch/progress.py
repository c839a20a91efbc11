"""Progress reports of a fetch batch, for the UI ("Reading 3 pages (1/3)")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class FetchProgress:
    """One step of a batch.

    Attributes:
        stage: ``start`` (batch begins), ``download``, ``extract``, ``fallback``
            (retrying through Jina Reader), ``done`` (one URL finished, see
            ``reason``), ``finished`` (batch over).
        url: the URL concerned ("" for ``start`` / ``finished``).
        index: its 1-based position in the list (0 for ``start`` / ``finished``).
        total: URLs in the batch.
        reason: for ``done``, None when the page was read, else the failure code.
        done: URLs finished so far.
        title, provider: for a ``done`` page that was read, its title and who
            read it (``builtin``, ``jina``).
    """

    stage: str
    url: str
    index: int
    total: int
    reason: str | None = None
    done: int = 0
    title: str = ""
    provider: str = ""

    def label(self) -> str:
        """A short status line: ``Reading 3 pages (1/3)``."""
        noun = "page" if self.total == 1 else "pages"
        if self.stage == "finished":
            return f"Read {self.total} {noun}"
        if self.stage == "fallback":
            return f"Reading {self.total} {noun} ({self.done}/{self.total}), retrying via Jina"
        return f"Reading {self.total} {noun} ({self.done}/{self.total})"


ProgressCallback = Callable[[FetchProgress], None]
"""Called from the fetch threads; must be thread-safe. The agent's toolbox turns
each report into a tool event (``services.agent.toolbox``); ``footnote fetch``
prints its ``label()``."""
