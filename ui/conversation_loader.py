"""Reading a stored conversation for the chat view, a page at a time, on workers.

``open`` reads the newest page of messages and the conversation's sources;
``earlier`` reads the page before the first one shown (the view asks when the
reader reaches the top). Both render the answers the view builds first on the
worker, so a long thread never freezes the window. A read that a newer
``open`` overtook is dropped. Tool calls and their evidence are not read: the
chat view does not show them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from services.citations.registry import CitationRegistry, Source
from services.errors import FootnoteError
from ui.chat.message import INCOMPLETE, STOPPED, STREAMING, Entry

if TYPE_CHECKING:
    from services.storage import History

log = logging.getLogger(__name__)

Opened = Callable[[list[Entry], CitationRegistry, bool], None]
"""``(entries, registry, older)``: the newest page, its sources, whether older ones exist."""
Prepended = Callable[[list[Entry], bool], None]
"""``(entries, older)``: the page before the first one shown."""
Failed = Callable[[BaseException], None]


class ConversationLoader:
    """Reads ``history()``'s pages on workers whose answers arrive on ``receiver``'s thread."""

    def __init__(self, history: Callable[[], History], receiver: QObject) -> None:
        self._history = history
        self._receiver = receiver
        self.loading = 0
        """Reads running on a worker."""
        self._opening = 0
        self._first_id: int | None = None
        """The first message shown: older pages are read before it."""

    def open(self, conversation_id: int | None, *, dark: bool, shown: Opened,
             failed: Failed) -> None:
        """Read ``conversation_id``'s newest page (None: a new, empty one, shown now)."""
        self._opening += 1
        self._first_id = None
        if conversation_id is None:
            shown([], CitationRegistry(), False)
            return
        opening, history = self._opening, self._history()

        def load() -> tuple[list[Entry], CitationRegistry, bool, int | None]:
            messages, older = _read_page(history, conversation_id, None)
            entries, sources = _entries(messages)
            registry = _load_registry(history, conversation_id, sources)
            _prerender(entries, registry, dark)
            return entries, registry, older, messages[0].id if messages else None

        def done(loaded: tuple[list[Entry], CitationRegistry, bool, int | None]) -> None:
            if opening == self._opening:
                entries, registry, older, self._first_id = loaded
                shown(entries, registry, older)

        self._run(load, done, failed, opening)

    def earlier(self, conversation_id: int | None, registry: CitationRegistry, *, dark: bool,
                shown: Prepended, failed: Failed) -> None:
        """Read the page before the first one shown; ``registry`` renders its citations."""
        before = self._first_id
        if conversation_id is None or before is None:
            return
        opening, history = self._opening, self._history()
        # A copy: an answer running on its own worker adds to the registry.
        registry = CitationRegistry(registry.sources())

        def load() -> tuple[list[Entry], bool, int | None]:
            messages, older = _read_page(history, conversation_id, before)
            entries, _sources = _entries(messages)
            _prerender(entries, registry, dark)
            return entries, older, messages[0].id if messages else None

        def done(loaded: tuple[list[Entry], bool, int | None]) -> None:
            if opening == self._opening:
                entries, older, first_id = loaded
                self._first_id = first_id if first_id is not None else before
                shown(entries, older)

        self._run(load, done, failed, opening)

    def _run(self, load: Callable[[], Any], done: Callable[[Any], None], failed: Failed,
             opening: int) -> None:
        from workers.task import run_task

        def finished(loaded: Any) -> None:
            self.loading -= 1
            done(loaded)

        def went_wrong(exc: BaseException) -> None:
            self.loading -= 1
            if opening == self._opening:
                failed(exc)

        self.loading += 1
        run_task(load, finished, went_wrong, receiver=self._receiver)


def _read_page(history: History, conversation_id: int,
               before: int | None) -> tuple[list[Any], bool]:
    """The newest ``PAGE`` messages (before message id ``before``), and whether
    older ones are stored."""
    from ui.chat.view import PAGE

    # One more than a page tells whether there is an older page.
    messages = list(history.thread(conversation_id, limit=PAGE + 1, before=before))
    return messages[-PAGE:], len(messages) > PAGE


def _load_registry(
    history: History, conversation_id: int, sources: list[Source]
) -> CitationRegistry:
    """The conversation's citation registry; the page's own sources when it
    cannot be read (the answers still render, with what they cite)."""
    try:
        return history.registry(conversation_id)
    except FootnoteError as exc:
        log.warning("Could not load the conversation's sources: %s", exc)
    return CitationRegistry(sources)


def _entries(messages: list[Any]) -> tuple[list[Entry], list[Source]]:
    """What the chat view shows of ``messages``, and the sources they cite."""
    entries: list[Entry] = []
    sources: list[Source] = []
    for message in messages:
        if message.role not in ("user", "assistant"):
            continue
        trace = message.trace if isinstance(message.trace, dict) else {}
        ending = trace.get("ending") if isinstance(trace.get("ending"), dict) else {}
        entries.append(Entry(
            role=message.role, text=message.content, status=message.status,
            id=message.id, model=message.model, trace=message.trace,
            error=_said(message.error_message or "", trace), claims=list(message.claims),
            reasoning=str(trace.get("reasoning") or ""),
            ending=str((ending or {}).get("reason") or message.error_code or ""),
        ))
        sources += [answer_source.source for answer_source in message.sources]
    return entries, sources


def _said(stored: str, trace: dict[str, Any]) -> str:
    """What a failed answer's status says: the error's own message, never the
    stored action (worded for the command line); "" when the ending says it
    (the message words it from the trace, in the window's language)."""
    error = trace.get("error")
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])
    return "" if trace.get("ending") else stored


def _prerender(entries: list[Entry], registry: CitationRegistry, dark: bool) -> None:
    """Render the answers the view will build first, on the loading worker.

    Each answer keeps its rendering (``Entry.prerendered``), so the GUI thread
    only lays the HTML out: opening a long answer-heavy conversation does not
    freeze the window while Markdown and citations are rendered.
    """
    from services.citations.support import Claim
    from ui.chat.answer import render_answer
    from ui.chat.view import PAGE

    for entry in entries[-PAGE:]:
        if entry.role == "assistant" and entry.text and entry.status != STREAMING:
            cut = entry.status in (STOPPED, INCOMPLETE)
            rendered = render_answer(
                entry.text, CitationRegistry(registry.sources()), cut=cut, dark=dark,
                claims=[Claim.from_dict(claim) for claim in entry.claims],
            )
            entry.prerendered = (entry.text, cut, dark, rendered)
