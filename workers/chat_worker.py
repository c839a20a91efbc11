"""Runs one answer (``Agent.run``) on a QThread and reports it as Qt signals.

The worker owns the run's ``CancelToken``. ``cancel()`` returns at once: the
model stream, searches, downloads and extractions see the token and unwind on
their own thread while the window stays responsive. Text is saved through
``History`` as it streams (buffered there, at most about a second unsaved);
the final status, trace and sources are saved when the run ends, also after a
stop, so a stopped answer keeps its partial text.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from services.cancel import CancelToken
from services.errors import AgentError, Cancelled, FootnoteError
from workers.chat_events import EventDescriber, Progress, event_reasoning, event_text
from workers.chat_job import ChatJob

log = logging.getLogger(__name__)


@dataclass
class ChatOutcome:
    """How a run ended. ``status`` is complete, stopped, incomplete or error."""

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
    ending: dict[str, str] | None = None
    # The support check of the answer's cited sentences (Claim.to_dict() each).
    claims: list[dict[str, Any]] = field(default_factory=list)


AgentFactory = Callable[[ChatJob], Any]
"""Builds the agent for one job (called on the worker thread)."""


class _Thread(QThread):
    def __init__(self, worker: ChatWorker) -> None:
        super().__init__()
        self._worker = worker

    def run(self) -> None:
        self._worker.run()


class ChatWorker(QObject):
    """Signals arrive on the GUI thread: ``text(delta)``, ``reasoning(delta)``,
    ``progress(Progress)``, ``finished(ChatOutcome)`` (exactly once)."""

    text = Signal(str)
    reasoning = Signal(str)
    progress = Signal(object)
    finished = Signal(object)

    def __init__(
        self, job: ChatJob, agent_factory: AgentFactory, history: Any, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.job = job
        self.cancel_token = CancelToken()
        self._agent_factory = agent_factory
        self._history = history
        self._parts: list[str] = []
        self._thoughts: list[str] = []
        self._recorded: set[str] = set()  # call ids saved as their tool_end arrived
        self._describe = EventDescriber()
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
        try:
            outcome = self._run_agent()
        except Cancelled:
            outcome = ChatOutcome("stopped", "".join(self._parts))
        except FootnoteError as exc:
            outcome = ChatOutcome(self._failed_status(), "".join(self._parts), error=exc)
        except Exception as exc:
            log.exception("The answer failed unexpectedly")
            error = AgentError(
                f"Something went wrong while answering ({type(exc).__name__}: {exc}).",
                hint="The log file has the details; try again or report it.",
            )
            outcome = ChatOutcome(self._failed_status(), "".join(self._parts), error=error)
        if self.cancel_token.cancelled and outcome.status != "error":
            outcome.status = "stopped"
        outcome.reasoning = outcome.reasoning or "".join(self._thoughts)
        outcome.elapsed_s = time.monotonic() - started
        self._save(outcome)
        self.finished.emit(outcome)

    def _failed_status(self) -> str:
        if self.cancel_token.cancelled:
            return "stopped"
        return "incomplete" if self._parts else "error"

    def _run_agent(self) -> ChatOutcome:
        from workers.agent_call import call_agent

        if self.job.history_messages is None:
            self.job.history_messages = [
                message for message in self._history.messages(self.job.conversation_id)
                if message.id < self.job.message_id and message.status != "streaming"
            ]
        agent = self._agent_factory(self.job)
        try:
            result = call_agent(agent, self.job, self.cancel_token, self._on_event)
        finally:
            # A new agent serves each answer: release its HTTP clients and cache
            # connection now rather than whenever the garbage collector runs.
            close = getattr(agent, "close", None)
            if callable(close):
                close()
        text = str(getattr(result, "answer", "") or "") or "".join(self._parts)
        error = getattr(result, "error", None)
        if getattr(result, "stopped", False) or self.cancel_token.cancelled:
            status = "stopped"
        elif getattr(result, "incomplete", False):
            status = "incomplete"
        elif error is not None:
            status = "incomplete" if text else "error"
        else:
            status = "complete"
        trace = _trace_dict(getattr(result, "trace", None))
        messages = list(getattr(result, "messages", None) or [])
        ending = getattr(result, "ending", None)
        to_dict = getattr(ending, "to_dict", None)
        claims = [c.to_dict() if hasattr(c, "to_dict") else dict(c)
                  for c in getattr(result, "claims", None) or []]
        return ChatOutcome(status, text, trace=trace, error=error, messages=messages,
                           reasoning=str((trace or {}).get("reasoning") or ""),
                           ending=to_dict() if callable(to_dict) else None, claims=claims)

    def _on_event(self, event: Any) -> None:
        delta = event_text(event)
        if delta is not None:
            if delta:
                self._parts.append(delta)
                self._append_history(delta)
                self.text.emit(delta)
            return
        thought = event_reasoning(event)
        if thought is not None:
            if thought:
                self._thoughts.append(thought)
                self.reasoning.emit(thought)
            return
        for progress in self._describe(event):
            self.progress.emit(progress)
        if getattr(event, "kind", "") == "tool_end":
            self._record_tool_call(event)

    def _record_tool_call(self, event: Any) -> None:
        """Keep the call and what the model got back with the answer (evidence)."""
        result = getattr(event, "result", None)
        try:
            self._history.record_tool_call(
                self.job.message_id, call_id=str(event.call_id), tool=str(event.tool),
                arguments=getattr(event, "args", {}) or {},
                result=result if result is not None else getattr(event, "output", ""),
                ok=bool(event.ok), round=int(getattr(event, "round", 0) or 0),
                reason=getattr(event, "reason", None),
                provider=str(getattr(event, "provider", "") or ""),
                elapsed_s=getattr(event, "time_s", None),
            )
        except FootnoteError as exc:
            log.warning("Could not save a tool call: %s", exc)
        else:
            self._recorded.add(str(event.call_id))

    def _append_history(self, delta: str) -> None:
        try:
            self._history.append_answer(self.job.message_id, delta)
        except FootnoteError as exc:
            # Stopped and finished by the window already, or the history closed.
            log.debug("Streamed text not saved: %s", exc)

    def _save(self, outcome: ChatOutcome) -> None:
        error = outcome.error
        ending = outcome.ending or {}
        # An answer cut by its length limit or a filter says so in the record too.
        said = outcome.status == "incomplete" and not error and ending.get("reason") not in (
            None, "complete", "round_limit", "stopped")
        try:
            self._history.finish_answer(
                self.job.message_id,
                outcome.status,
                content=outcome.text,
                error_code=error.code if error else ending.get("reason") if said else None,
                error_message=error.message if error else (
                    f"{ending.get('message', '')} {ending.get('action', '')}".strip()
                    if said else None),
            )
        except FootnoteError as exc:
            log.warning("Could not save the answer: %s", exc)
            return
        except ValueError as exc:
            log.warning("Could not save the answer: %s", exc)
            return
        try:
            self._history.save_registry(self.job.conversation_id, self.job.registry.sources())
            if outcome.claims:
                self._history.set_claims(self.job.message_id, outcome.claims)
            if outcome.trace is not None:
                if len(outcome.reasoning) > len(str(outcome.trace.get("reasoning") or "")):
                    # Stopped mid-thought: keep what was shown, for the next visit.
                    outcome.trace["reasoning"] = outcome.reasoning
                self._history.set_trace(self.job.message_id, outcome.trace)
                self._record_run(outcome.trace, outcome.messages)
        except FootnoteError as exc:
            log.warning("Could not save the answer's sources and trace: %s", exc)

    def _record_run(self, trace: dict[str, Any], messages: list[Any]) -> None:
        """Save the run's tool calls from its trace and messages, unless each was
        already saved, with its structured result, as it ended."""
        calls = {
            str(call.get("call_id") or "")
            for turn in trace.get("turns") or []
            for call in turn.get("tool_calls") or []
        }
        if calls - self._recorded:
            self._history.record_run(self.job.message_id, trace, messages)


def _trace_dict(trace: Any) -> dict[str, Any] | None:
    if trace is None:
        return None
    if isinstance(trace, dict):
        return trace
    to_dict = getattr(trace, "to_dict", None)
    if callable(to_dict):
        value = to_dict()
        return value if isinstance(value, dict) else None
    return None


__all__ = ["AgentFactory", "ChatJob", "ChatOutcome", "ChatWorker", "Progress"]
