"""The open conversation: send, stream, stop, regenerate, export.

Ties the chat view and composer to History and the chat worker; the window
hands it those collaborators, and reading stored pages is
``ui.conversation_loader``'s. Stop returns the window to idle at once: the
partial answer stays on screen marked "Stopped" while the worker unwinds and
saves it on its own thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from services.citations.registry import CitationRegistry
from services.errors import FootnoteError
from ui.chat.message import (
    COMPLETE,
    ERROR,
    STOPPED,
    STREAMING,
    Entry,
    MessageWidget,
)
from ui.conversation_loader import ConversationLoader

if TYPE_CHECKING:  # the chat worker loads with the first question
    from services.events import Event
    from services.storage import History
    from ui.app_services import AppServices
    from ui.banner import Banner
    from ui.chat.composer import Composer
    from ui.chat.live import LiveRun
    from ui.chat.view import ChatView
    from workers.chat_worker import AgentFactory, ChatJob, ChatOutcome, ChatWorker

log = logging.getLogger(__name__)

SHUTDOWN_WAIT_MS = 3000


class ChatSession(QObject):
    """Signals: ``conversation_changed`` (title or list order changed),
    ``notice(Notice)`` (a failure, with what the window can do about it),
    ``idle`` (a run ended or was stopped).

    Args:
        view: the chat view the conversation is shown in.
        composer: where questions are typed (model, web mode, busy state).
        history: gives the chat history (the window opens it on first use).
        banner: the window's notice banner, hidden when a new answer starts.
        services: the app's settings, keys and factories; its
            ``extraction_pool`` serves every answer's page reads.
        agent_factory: ``job -> Agent``; None builds the real agent from Settings.
    """

    conversation_changed = Signal()
    notice = Signal(object)
    idle = Signal()
    # (model, facts) the endpoint refused, from the worker thread; saved on this one.
    learned = Signal(str, object)
    opened = Signal()

    def __init__(
        self, *, view: ChatView, composer: Composer, history: Callable[[], History],
        banner: Banner, services: AppServices, agent_factory: AgentFactory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.composer = composer
        self._history = history
        self.banner = banner
        self.services = services
        self.settings = services.settings
        self.secrets = services.secrets
        self._agent_factory = agent_factory
        self.pages = ConversationLoader(history, self)
        self.conversation_id: int | None = None
        self.registry = CitationRegistry()
        self.worker: ChatWorker | None = None
        self._stopping: set[ChatWorker] = set()
        self._live: LiveRun | None = None
        self._allowed_once: set[str] = set()
        """Addresses the user let through after they were held back, for the next answer."""
        self.learned.connect(self._remember)

    @property
    def history(self) -> History:
        return self._history()

    @property
    def loading(self) -> int:
        """Conversations being read on a worker."""
        return self.pages.loading

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
        freezes the window.
        """
        if conversation_id == self.conversation_id and conversation_id is not None:
            return
        self.stop()
        self.conversation_id = conversation_id

        def failed(exc: BaseException) -> None:
            self._report(exc, "Opening a conversation failed")
            self._show([], CitationRegistry())

        self.pages.open(conversation_id, dark=bool(self.view.dark), failed=failed,
                        shown=lambda entries, registry, older: self._show(
                            entries, registry, older=older))

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

        def failed(exc: BaseException) -> None:
            self._report(exc, "Reading earlier messages failed")
            self.view.prepend([], older=True)  # "Show earlier messages" tries again

        self.pages.earlier(self.conversation_id, self.registry, dark=bool(self.view.dark),
                           shown=lambda entries, older: self.view.prepend(entries, older=older),
                           failed=failed)

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
        self.banner.hide()
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

    def _factory(self) -> AgentFactory:
        """``job -> Agent``: the injected factory, else the real agent from Settings.

        It runs on the worker thread, so importing the model SDK and building
        the services never blocks the window.
        """
        if self._agent_factory is not None:
            return self._agent_factory
        settings, secrets = self.settings, self.secrets
        build_agent = self.services.build_agent
        # Made now, its workers started by the first page read (never at app start).
        pool = self.services.extraction_pool.get()
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
        return self.history.export_markdown(self.conversation_id)

    def shutdown(self) -> None:
        """Stop the answer, kill the app's extraction workers, then wait for the threads."""
        self.stop()
        # Fetch threads waiting on a page end "cancelled" at once, so the
        # answer's thread unwinds promptly below.
        self.services.extraction_pool.shutdown()
        for worker in list(self._stopping):
            if not worker.wait(SHUTDOWN_WAIT_MS):
                log.warning("An answer was still unwinding at exit")
        # Deliver the stopped answers' last signals now, while the history is
        # still open, so their trace and sources are saved before it closes.
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)

__all__ = ["COMPLETE", "ChatSession"]
