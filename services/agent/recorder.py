"""One answer's events to its stored record: the CLI and the window both use it.

``AnswerRecorder`` takes the run's events as they come (on the run's thread):
answer text goes to ``History.append_answer`` (buffered there: a crash loses
at most about a second of text), each tool call is saved as it ends with what
the model got back, and the closing event (``AnswerDone``, ``AnswerStopped``,
``AnswerFailed``) saves the rest. A stopped answer keeps what had streamed,
with status ``stopped``, whoever stopped it.

What is stored for an answer:
    content         the answer text with its ``[cite:ID]`` markers (so far, when
                    stopped or cut)
    status          ``complete`` (done), ``stopped`` (the user stopped it),
                    ``incomplete`` (failed or cut with some text), ``error``
                    (failed with none)
    error_code      for a failed answer: the error's code, else its ending reason
    error_message   for a failed answer: what happened and what to do
    trace           the run's trace (with the reasoning shown so far)
    tool calls      each call with its arguments, outcome and result
    sources         the conversation's citation registry, and the answer's
                    numbered sources as the reader sees them
    claims          the support check of each cited sentence

Saving never fails the answer: a storage error is kept in ``lost`` and the
answer goes on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from services.errors import FootnoteError
from services.events import (
    AnswerDelta,
    AnswerDone,
    AnswerEnd,
    AnswerFailed,
    AnswerStopped,
    Event,
    ReasoningDelta,
    ToolEnd,
)

if TYPE_CHECKING:
    from services.storage import History

log = logging.getLogger(__name__)


@dataclass
class StoredAnswer:
    """What was stored, for the caller to show (the window) or print (the CLI)."""

    status: str
    text: str
    error: FootnoteError | None = None
    error_code: str | None = None
    error_message: str | None = None
    trace: dict[str, Any] | None = None
    reasoning: str = ""
    ending: dict[str, str | int] | None = None
    claims: list[dict[str, Any]] = field(default_factory=list)
    messages: list[Any] = field(default_factory=list)


def status_of(end: AnswerEnd, text: str) -> str:
    """The stored status of an answer that ended with ``end``."""
    if isinstance(end, AnswerStopped):
        return "stopped"
    if isinstance(end, AnswerDone):
        return "complete"
    return "incomplete" if text.strip() else "error"


class AnswerRecorder:
    """Stores one answer of one conversation from its events.

    Args:
        history: the store (``services.storage.History``); None records nothing
            but still tells the caller how the answer ended.
        conversation_id, message_id: the answer ``History.begin_answer`` started.
    """

    def __init__(self, history: History | None, conversation_id: int | None,
                 message_id: int | None) -> None:
        self.history = history
        self.conversation_id = conversation_id
        self.message_id = message_id
        self.lost = ""
        """Why saving stopped (a full disk...); the answer itself went on."""
        self.stored: StoredAnswer | None = None
        self._parts: list[str] = []
        self._thoughts: list[str] = []
        self._recorded: set[str] = set()

    @property
    def streamed(self) -> str:
        """The answer text that has arrived so far."""
        return "".join(self._parts)

    def __call__(self, event: Event) -> None:
        """Take one event of the run (on the run's thread)."""
        if isinstance(event, AnswerDelta):
            self._parts.append(event.text)
            self._save(self._append, event.text)
        elif isinstance(event, ReasoningDelta):
            self._thoughts.append(event.text)
        elif isinstance(event, ToolEnd):
            self._save(self._tool_call, event)
        elif isinstance(event, AnswerEnd):
            self._finish(event)

    def abort(self, error: FootnoteError | None, *, stopped: bool) -> StoredAnswer:
        """End an answer whose run ended without a closing event (it crashed, or
        was stopped before it began): keep what streamed."""
        text = self.streamed
        status = "stopped" if stopped else "incomplete" if text.strip() else "error"
        if stopped:
            error = None
        stored = StoredAnswer(status, text, error, error.code if error else None,
                              str(error) if error else None, reasoning="".join(self._thoughts))
        self._save(self._finish_answer, stored)
        self.stored = stored
        return stored

    # Saving --------------------------------------------------------------
    def _save(self, step: Any, *args: Any) -> None:
        if self.history is None or self.message_id is None or self.lost:
            return
        try:
            step(*args)
        except FootnoteError as exc:  # a full disk must not cost the user the answer
            self.lost = f"the answer could not be saved in the history: {exc}"
            log.warning("Could not save the answer: %s", exc)

    def _append(self, text: str) -> None:
        assert self.history is not None and self.message_id is not None
        self.history.append_answer(self.message_id, text)

    def _tool_call(self, event: ToolEnd) -> None:
        assert self.history is not None and self.message_id is not None
        self.history.record_tool_call(
            self.message_id, call_id=event.call_id, tool=event.tool, arguments=event.args,
            result=event.result if event.result is not None else event.output,
            ok=event.ok, round=event.round, reason=event.reason, provider=event.provider,
            elapsed_s=event.time_s,
        )
        self._recorded.add(event.call_id)

    def _finish(self, end: AnswerEnd) -> None:
        result = end.result
        text = str(getattr(result, "answer", "") or "") or self.streamed
        status = status_of(end, text)
        error = getattr(result, "error", None)
        code = message = None
        if isinstance(end, AnswerFailed):
            code, message = end.code or end.reason, end.message or None
        trace = result.trace.to_dict() if result is not None else None
        reasoning = "".join(self._thoughts)
        if trace is not None:
            if len(reasoning) > len(str(trace.get("reasoning") or "")):
                trace["reasoning"] = reasoning  # stopped mid-thought: keep what was shown
            reasoning = str(trace.get("reasoning") or "")
        stored = StoredAnswer(
            status, text, error if isinstance(error, FootnoteError) else None, code, message,
            trace, reasoning, result.ending.to_dict() if result is not None else None,
            [c.to_dict() for c in result.claims] if result is not None else [],
            list(result.messages) if result is not None else [],
        )
        self.stored = stored
        self._save(self._finish_answer, stored)
        if result is not None:
            self._save(self._sources, result, trace)

    def _finish_answer(self, stored: StoredAnswer) -> None:
        assert self.history is not None and self.message_id is not None
        try:
            self.history.finish_answer(self.message_id, stored.status, content=stored.text,
                                       error_code=stored.error_code,
                                       error_message=stored.error_message)
        except ValueError as exc:  # not a final status: a bug, never the user's loss
            log.warning("Could not save the answer: %s", exc)

    def _sources(self, result: Any, trace: dict[str, Any]) -> None:
        assert self.history is not None and self.message_id is not None
        if self.conversation_id is not None:
            self.history.save_registry(self.conversation_id, result.registry.sources())
        self.history.set_answer_sources(self.message_id, result.parsed.sources)
        self.history.set_claims(self.message_id, result.claims)
        self.history.set_trace(self.message_id, trace)
        calls = {call.call_id for call in result.trace.tool_calls}
        if calls - self._recorded:
            self.history.record_run(self.message_id, trace, result.messages)
