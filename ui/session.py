"""The open conversation: send, stream, stop, regenerate, export.

Ties the chat view and composer to History and the chat worker. Stop returns
the window to idle at once: the partial answer stays on screen marked
"Stopped" while the worker unwinds and saves it on its own thread.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from services.citations.registry import CitationRegistry, Source
from services.errors import FootnoteError
from ui.chat.message import (
    COMPLETE,
    ERROR,
    INCOMPLETE,
    STOPPED,
    STREAMING,
    Entry,
    MessageWidget,
)

if TYPE_CHECKING:  # the chat worker loads with the first question
    from services.events import Event
    from ui.app_services import AppServices
    from ui.chat.live import LiveRun
    from workers.chat_worker import ChatJob, ChatOutcome, ChatWorker

log = logging.getLogger(__name__)

SHUTDOWN_WAIT_MS = 3000


class ChatSession(QObject):
    """Signals: ``conversation_changed`` (title or list order changed),
    ``notice(Notice)`` (a failure, with what the window can do about it),
    ``idle`` (a run ended or was stopped)."""

    conversation_changed = Signal()
    notice = Signal(object)
    idle = Signal()
    # (model, facts) the endpoint refused, from the worker thread; saved on this one.
    learned = Signal(str, object)
    opened = Signal()

    def __init__(
        self, window: Any, *, history: Any, services: AppServices,
        agent_factory: Any = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self._history = history
        self.services = services
        self.settings = services.settings
        self.secrets = services.secrets
        self._agent_factory = agent_factory
        self.conversation_id: int | None = None
        self._opening = 0
        self._first_id: int | None = None
        """The first message shown: older pages are read before it."""
        self.loading = 0
        """Conversations being read on a worker."""
        self.registry = CitationRegistry()
        self.worker: ChatWorker | None = None
        self._stopping: set[ChatWorker] = set()
        self._live: LiveRun | None = None
        self._pool: Any = None  # services.fetch.pool.ExtractionPool, made on first use
        self._allowed_once: set[str] = set()
        """Addresses the user let through after they were held back, for the next answer."""
        self.learned.connect(self._remember)

    @property
    def history(self) -> Any:
        """The injected history, else the window's (opened on first use)."""
        return self._history if self._history is not None else self.window.history

    @property
    def view(self) -> Any:
        return self.window.chat

    @property
    def composer(self) -> Any:
        return self.window.composer

    @property
    def busy(self) -> bool:
        return self.worker is not None

    # Conversations -----------------------------------------------------
    def title(self) -> str:
        if self.conversation_id is None:
            return ""
        try:
            return str(self.history.conversation(self.conversation_id).title)
        except FootnoteError:
            return ""

    def open(self, conversation_id: int | None) -> None:
        """Show a stored conversation (None: a new, empty one).

        The messages and sources are read on a worker; the view fills in when
        they arrive (``opened`` is emitted then), so a long thread never
        freezes the window. Tool calls and their evidence are not read: the
        chat view does not show them.
        """
        if conversation_id == self.conversation_id and conversation_id is not None:
            return
        self.stop()
        self.conversation_id = conversation_id
        self._opening += 1
        self._first_id = None
        if conversation_id is None:
            self._show([], CitationRegistry())
            return
        opening, history, dark = self._opening, self.history, bool(self.view.dark)

        def load() -> tuple[list[Entry], CitationRegistry, bool, int | None]:
            messages, older = _read_page(history, conversation_id, None)
            entries, sources = _entries(messages)
            registry = self._load_registry(history, conversation_id, sources)
            _prerender(entries, registry, dark)
            return entries, registry, older, messages[0].id if messages else None

        def done(loaded: tuple[list[Entry], CitationRegistry, bool, int | None]) -> None:
            self.loading -= 1
            if opening == self._opening:
                entries, registry, older, self._first_id = loaded
                self._show(entries, registry, older=older)

        def failed(exc: BaseException) -> None:
            self.loading -= 1
            if opening == self._opening:
                self._report(exc, "Opening a conversation failed")
                self._show([], CitationRegistry())

        from workers.task import run_task

        self.loading += 1
        run_task(load, done, failed, receiver=self)

    def _report(self, exc: BaseException, what: str) -> None:
        """A failed history read: the service's own message as a banner, else the log."""
        if isinstance(exc, FootnoteError):
            self._failed(exc)
        else:
            log.error(what, exc_info=exc)

    def _failed(self, exc: FootnoteError, *, answer: bool = False, level: str = "error") -> None:
        """Tell the window about ``exc``; ``answer``: it ended an answer (Retry asks again)."""
        from ui.errors import error_notice

        self.notice.emit(error_notice(exc, conversation=self.conversation_id, answer=answer,
                                      level=level))

    def _show(
        self, entries: list[Entry], registry: CitationRegistry, *, older: bool = False
    ) -> None:
        self.registry = registry
        self.view.set_conversation(entries, registry, older=older)
        self.update_actions()
        self.conversation_changed.emit()
        self.opened.emit()

    def load_earlier(self) -> None:
        """Read the page of messages before the first one shown, on a worker,
        and show it above (the view asks when the reader reaches the top)."""
        conversation_id, before = self.conversation_id, self._first_id
        if conversation_id is None or before is None:
            return
        opening, history, dark = self._opening, self.history, bool(self.view.dark)
        # A copy: an answer running on its own worker adds to the registry.
        registry = CitationRegistry(self.registry.sources())

        def load() -> tuple[list[Entry], bool, int | None]:
            messages, older = _read_page(history, conversation_id, before)
            entries, _sources = _entries(messages)
            _prerender(entries, registry, dark)
            return entries, older, messages[0].id if messages else None

        def done(loaded: tuple[list[Entry], bool, int | None]) -> None:
            self.loading -= 1
            if opening == self._opening:
                entries, older, first_id = loaded
                self._first_id = first_id if first_id is not None else before
                self.view.prepend(entries, older=older)

        def failed(exc: BaseException) -> None:
            self.loading -= 1
            if opening == self._opening:
                self._report(exc, "Reading earlier messages failed")
                self.view.prepend([], older=True)  # "Show earlier messages" tries again

        from workers.task import run_task

        self.loading += 1
        run_task(load, done, failed, receiver=self)

    @staticmethod
    def _load_registry(
        history: Any, conversation_id: int | None, sources: list[Source]
    ) -> CitationRegistry:
        loader = getattr(history, "registry", None)
        if conversation_id is not None and callable(loader):
            try:
                registry = loader(conversation_id)
                if isinstance(registry, CitationRegistry):
                    return registry
            except FootnoteError as exc:
                log.warning("Could not load the conversation's sources: %s", exc)
        return CitationRegistry(sources)

    # Running -----------------------------------------------------------
    def send(self, text: str) -> None:
        if self.busy or not text.strip():
            return
        model = self.composer.model() or str(self.settings["llm.model"])
        try:
            if self.conversation_id is None:
                conversation = self.history.create_conversation(model=model)
                self.conversation_id = conversation.id
                self.registry = CitationRegistry()
                self.view.set_conversation([], self.registry)
            user_id = self.history.add_user_message(self.conversation_id, text)
        except FootnoteError as exc:
            self._failed(exc)
            self.composer.input.setPlainText(text)
            return
        self.view.append(Entry(role="user", text=text, id=user_id))
        self._start(text, model)

    def regenerate(self, widget: MessageWidget) -> None:
        """Answer the last question again (replaces the last answer)."""
        if self.busy or self.conversation_id is None:
            return
        widgets = self.view.widgets
        users = [w for w in widgets if w.entry.role == "user"]
        if not users:
            return
        try:
            self.history.delete_last_answer(self.conversation_id)
        except FootnoteError as exc:
            self._failed(exc)
            return
        last_user = users[-1]
        for later in widgets[widgets.index(last_user) + 1:]:
            self.view.remove(later)
        model = self.composer.model() or str(self.settings["llm.model"])
        self._start(last_user.entry.text, model)

    def retry(self) -> None:
        """Ask the last question again (the banner's Retry)."""
        answers = [w for w in self.view.widgets if w.entry.role == "assistant"]
        if answers:
            self.regenerate(answers[-1])

    def continue_answer(self) -> None:
        """Ask the model to go on from where its last answer was cut off."""
        self.send(self.tr("Continue the answer from where it stopped."))

    def _start(self, question: str, model: str) -> None:
        assert self.conversation_id is not None
        self.window.banner.hide()
        try:
            message_id = self.history.begin_answer(self.conversation_id, model=model)
        except FootnoteError as exc:
            self._failed(exc)
            return
        entry = Entry(role="assistant", status=STREAMING, id=message_id, model=model)
        widget = self.view.append(entry)
        self.view.begin_stream(widget)
        self.view.scroll_to_bottom()
        from ui.chat.live import LiveRun
        from workers.chat_worker import ChatJob, ChatWorker

        self._live = LiveRun()

        job = ChatJob(
            conversation_id=self.conversation_id, message_id=message_id, question=question,
            model=model, web_mode=self.composer.web_mode(), registry=self.registry,
            allowed_once=frozenset(self._allowed_once),
        )
        self._allowed_once = set()  # once: for this answer only
        worker = ChatWorker(job, self._factory(), self.history, parent=self)
        worker.agent_event.connect(self._on_event)
        worker.finished.connect(self._on_finished)
        self.worker = worker
        self.composer.set_busy(True)
        self.update_actions()
        worker.start_soon()
        self.conversation_changed.emit()

    def _factory(self) -> Any:
        """``job -> Agent``: the injected factory, else the real agent from Settings.

        It runs on the worker thread, so importing the model SDK and building
        the services never blocks the window.
        """
        if self._agent_factory is not None:
            return self._agent_factory
        settings, secrets = self.settings, self.secrets
        build_agent = self.services.build_agent
        if self._pool is None:
            # Made now, started by the first page read (never at app start).
            from services.fetch.pool import ExtractionPool

            self._pool = ExtractionPool(
                int(settings["fetch.max_parallel_extractions"]),
                memory_mb=int(settings["fetch.extract_memory_mb"]),
            )
        pool = self._pool
        learned = self.learned

        def build(job: ChatJob) -> Any:
            return build_agent(
                settings, secrets, model=job.model or None, web_mode=job.web_mode,
                pool=pool, on_learned=learned.emit, allowed_once=job.allowed_once,
            )

        return build

    def stop(self) -> None:
        """Cancel the running answer; the window is idle when this returns."""
        worker = self.worker
        if worker is None:
            return
        self.worker = None
        worker.cancel()
        self._stopping.add(worker)
        widget = self.view.streaming_widget
        if widget is not None:
            widget.entry.status = STOPPED
            if self._live is not None:
                self._live.finish(widget, stopped=True)
        self.view.end_stream()
        self.composer.set_busy(False)
        self.update_actions()
        self.idle.emit()

    # Worker signals ----------------------------------------------------
    def _on_event(self, event: Event) -> None:
        """One event of the running answer: text, thoughts, or progress."""
        from services.events import AnswerDelta

        if self.sender() is not self.worker:
            return
        if isinstance(event, AnswerDelta):
            self.view.stream_text(event.text)
        if self._live is not None:
            self._live.apply(event, self.view.streaming_widget)

    def _remember(self, model: str, facts: object) -> None:
        """What the endpoint refused for ``model``: saved, so it is not asked again."""
        learn = self.services.remember_in(self.settings)
        if learn is not None and isinstance(facts, dict):
            try:
                learn(model, facts)
            except FootnoteError as exc:
                log.warning("Could not remember what %s refused: %s", model, exc)

    def _on_finished(self, outcome: ChatOutcome) -> None:
        sender = self.sender()
        stopped = next((w for w in self._stopping if w is sender), None)
        if stopped is not None:
            self._stopping.discard(stopped)
            self._keep_trace(stopped, outcome)
            self._dispose(stopped)
            return
        worker = self.worker
        if worker is None or sender is not worker:
            return
        self.worker = None
        widget = self.view.streaming_widget
        if widget is not None:
            entry = widget.entry
            entry.text = outcome.text or entry.text
            entry.status = outcome.status
            entry.trace = outcome.trace
            entry.claims = list(outcome.claims)
            entry.error = outcome.error.message if outcome.error else ""
            entry.reasoning = outcome.reasoning or entry.reasoning
            entry.ending = str((outcome.ending or {}).get("reason") or "")
            if self._live is not None:
                self._live.finish(widget)
        self.view.end_stream()
        self.composer.set_busy(False)
        self.update_actions()
        self._dispose(worker)
        if outcome.error is not None:
            self._failed(outcome.error, answer=True,
                         level="error" if outcome.status == ERROR else "warning")
        elif outcome.ending and outcome.status != STOPPED:
            from ui.endings import ending_notice

            notice = ending_notice(outcome.ending, conversation=self.conversation_id,
                                   has_text=bool(outcome.text.strip()))
            if notice is not None:
                self.notice.emit(notice)
        self._offer_held(outcome, widget)
        self.conversation_changed.emit()
        self.idle.emit()

    def _offer_held(self, outcome: ChatOutcome, widget: MessageWidget | None) -> None:
        """Say what was held back, and offer to let exactly that through once."""
        from ui.heldback import held_fetches, notice

        held = held_fetches(outcome.trace)
        if held and outcome.error is None and widget is not None:
            self.notice.emit(notice(held, self.conversation_id))

    def allow_once(self, urls: list[str]) -> None:
        """Answer the last question again with ``urls`` let through, this once."""
        if self.busy or not urls:
            return
        self._allowed_once = set(urls)
        self.retry()

    @staticmethod
    def _dispose(worker: ChatWorker) -> None:
        """Free a finished worker once its thread has returned from ``run``
        (``finished`` is its last act, so this wait is immediate)."""
        worker.wait(SHUTDOWN_WAIT_MS)
        worker.deleteLater()

    def _keep_trace(self, worker: ChatWorker, outcome: ChatOutcome) -> None:
        for widget in self.view.widgets:
            if widget.entry.id == worker.job.message_id:
                widget.entry.trace = outcome.trace
                if len(outcome.text) > len(widget.entry.text):
                    widget.entry.text = outcome.text
                widget.refresh()

    def update_actions(self) -> None:
        """Regenerate is offered on the last answer only, and not while busy."""
        assistants = [w for w in self.view.widgets if w.entry.role == "assistant"]
        for widget in assistants:
            last = widget is assistants[-1]
            widget.regen_button.setVisible(
                last and not self.busy and widget.entry.status != STREAMING
            )

    # Export and shutdown ----------------------------------------------
    def export_markdown(self) -> str:
        if self.conversation_id is None:
            return ""
        exporter = getattr(self.history, "export_markdown", None)
        if callable(exporter):
            return str(exporter(self.conversation_id))
        from services.storage.export import conversation_markdown

        conversation = self.history.conversation(self.conversation_id)
        messages = self.history.messages(self.conversation_id)
        return conversation_markdown(conversation, messages, self.registry.sources())

    def shutdown(self) -> None:
        """Stop the answer, kill the extraction workers, then wait for the threads."""
        self.stop()
        if self._pool is not None:
            # Fetch threads waiting on a page end "cancelled" at once, so the
            # answer's thread unwinds promptly below.
            self._pool.shutdown()
        for worker in list(self._stopping):
            if not worker.wait(SHUTDOWN_WAIT_MS):
                log.warning("An answer was still unwinding at exit")
        # Deliver the stopped answers' last signals now, while the history is
        # still open, so their trace and sources are saved before it closes.
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)

__all__ = ["COMPLETE", "ChatSession"]


def _read_page(history: Any, conversation_id: int, before: int | None) -> tuple[list[Any], bool]:
    """The newest ``PAGE`` messages (before message id ``before``), and whether
    older ones are stored. A history without ``thread`` gives all at once."""
    from ui.chat.view import PAGE

    reader = getattr(history, "thread", None)
    if not callable(reader):
        return (list(history.messages(conversation_id)) if before is None else []), False
    # One more than a page tells whether there is an older page.
    messages = list(reader(conversation_id, limit=PAGE + 1, before=before))
    return messages[-PAGE:], len(messages) > PAGE


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
