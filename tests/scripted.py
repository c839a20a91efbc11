"""Ending a scripted agent's run the way ``Agent.run`` ends one.

Fakes of ``Agent.run`` (the chat window tests, the benches) stream real events
(``services.events``) and finish with ``end_run``: it builds the real
``AgentResult`` and emits the closing event the recorder stores the answer from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from services.agent import AgentResult, AgentTrace, end_event
from services.agent.ending import decide
from services.citations.registry import CitationRegistry
from services.errors import FootnoteError
from services.events import Event


def end_run(
    on_event: Callable[[Event], None],
    question: str,
    answer: str,
    registry: CitationRegistry | None = None,
    *,
    trace: AgentTrace | None = None,
    messages: Sequence[dict[str, Any]] = (),
    stopped: bool = False,
    error: FootnoteError | None = None,
    checked: bool = True,
) -> AgentResult:
    """The run's result; its closing event (done, stopped or failed) goes to ``on_event``.

    ``checked=False`` leaves the citations without a support check (as answers
    stored before the check existed are).
    """
    trace = trace if trace is not None else AgentTrace(question=question, model="scripted")
    ending = decide(answer=answer, stopped=stopped, incomplete_reason="", error=error,
                    limit_reached=False, max_turns=8, output_limit=None, output_tokens=0)
    trace.stopped = stopped
    trace.ending = ending.to_dict()
    result = AgentResult(answer=answer, trace=trace,
                         registry=registry if registry is not None else CitationRegistry(),
                         messages=list(messages), stopped=stopped, error=error, ending=ending,
                         _claims=None if checked else [])
    on_event(end_event(result))
    return result
