"""Runs one answer (``Agent.run``) on a QThread and reports it as Qt signals.

The worker owns the run's ``CancelToken``. ``cancel()`` returns at once: the
model stream, searches, downloads and extractions see the token and unwind on
their own thread while the window stays responsive. Every event of the run
(``services.events``) is forwarded unchanged through ``agent_event``; the same events
go to an ``AnswerRecorder``, which stores the answer exactly as the CLI does:
text as it streams (at most about a second unsaved), each tool call as it
ends, and the rest when the run ends, also after a stop, so a stopped answer
keeps its partial text.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from services.agent.recorder import AnswerRecorder, StoredAnswer
from services.cancel import CancelToken
from services.errors import AgentError, Cancelled, FootnoteError
from services.events import Event
from workers.chat_job import ChatJob

log = logging.getLogger(__name__)


@dataclass
class ChatOutcome:
    """How a run ended, as it was stored. ``status`` is complete, stopped,
    incomplete or error."""

    status: str
    text: str
    trace: dict[str, Any] | None = None
    error: FootnoteError | None = None
    elapsed_s: float = 0.0
    # The run's chat messages (AgentResult.messages): the tool results the model saw.
    messages: list[Any] = field(default_factory=list)
    # The model's reasoning ("Thinking"), apart from the answer.
    reasoning: str = ""
    # How the answer ended (services.agent.Ending.to_dict()): reason, message, action.
    ending: dict[str, str | int] | None = None
    # The support check of the answer's cited sentences (Claim.to_dict() each).
    claims: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def of(cls, stored: StoredAnswer, elapsed_s: float) -> ChatOutcome:
        return cls(stored.status, stored.text, stored.trace, stored.error, elapsed_s,
                   stored.messages, stored.reasoning, stored.ending, stored.claims)


AgentFactory = Callable[[ChatJob], Any]
"""Builds the agent for one job (called on the worker thread)."""


class _Thread(QThread):
    def __init__(self, worker: ChatWorker) -> None:
        super().__init__()
        self._worker = worker

    def run(self) -> None:
        self._worker.run()


class ChatWorker(QObject):
    """Signals arrive on the GUI thread: ``agent_event(services.events.Event)`` for
    each event of the run, then ``finished(ChatOutcome)`` (exactly once)."""

    agent_event = Signal(object)
    finished = Signal(object)

    def __init__(
        self, job: ChatJob, agent_factory: AgentFactory, history: Any, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.job = job
        self.cancel_token = CancelToken()
        self._agent_factory = agent_factory
        self._history = history
        self._recorder = AnswerRecorder(history, job.conversation_id, job.message_id)
        self._started = False
        self._thread = _Thread(self)
        self._thread.setObjectName("footnote-chat")

    # GUI-thread API -----------------------------------------------------
    def start(self) -> None:
        """Start the run (once; later calls do nothing)."""
        if not self._started:
            self._started = True
            self._thread.start()

    def start_soon(self) -> None:
        """Start on the next event-loop turn: the window first draws the new
        messages, then the run's start-up work competes for the interpreter."""
        QTimer.singleShot(0, self, self.start)

    def cancel(self) -> None:
        """Ask the run to stop; returns immediately."""
        self.cancel_token.cancel()

    def wait(self, msecs: int) -> bool:
        # A run not started yet still starts: it saves the answer's final state.
        self.start()
        return bool(self._thread.wait(msecs))

    # Worker thread -------------------------------------------------------
    def run(self) -> None:
        started = time.monotonic()
        # Budgets count tokens; the encoding loads once per session, here on the
        # worker thread (not at app start, where it would cost 40 MB of idle memory).
        from services import tokens

        try:
            tokens.warm()
        except Exception:  # the budget's own use reports a missing encoding
            log.warning("The tokenizer could not be loaded", exc_info=True)
        recorder = self._recorder
        error: FootnoteError | None = None
        try:
            self._run_agent()
        except Cancelled:
            pass
        except FootnoteError as exc:
            error = exc
        except Exception as exc:
            log.exception("The answer failed unexpectedly")
            error = AgentError(
                f"Something went wrong while answering ({type(exc).__name__}: {exc}).",
                hint="The log file has the details; try again or report it.",
            )
        stored = recorder.stored
        if stored is None:  # the run ended before the agent could say how
            stored = recorder.abort(error, stopped=self.cancel_token.cancelled)
        self.finished.emit(ChatOutcome.of(stored, time.monotonic() - started))

    def _run_agent(self) -> None:
        from workers.agent_call import call_agent

        if self.job.history_messages is None:
            earlier = [
                message for message in self._history.messages(self.job.conversation_id)
                if message.id < self.job.message_id and message.status != "streaming"
            ]
            if earlier and earlier[-1].role == "user":
                earlier.pop()  # the question itself: the agent is given it apart
            self.job.history_messages = earlier
        agent = self._agent_factory(self.job)
        try:
            call_agent(agent, self.job, self.cancel_token, self._on_event)
        finally:
            # A new agent serves each answer: release its HTTP clients and cache
            # connection now rather than whenever the garbage collector runs.
            close = getattr(agent, "close", None)
            if callable(close):
                close()

    def _on_event(self, event: Event) -> None:
        self._recorder(event)
        self.agent_event.emit(event)


__all__ = ["AgentFactory", "ChatJob", "ChatOutcome", "ChatWorker"]
