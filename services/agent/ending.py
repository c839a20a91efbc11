"""How an answer ended, in words: one reason, what happened, and what to do.

The same ``Ending`` goes into ``ask --json``, the stored record (the trace and
the message's error fields) and the window's banner. Reasons:

    complete        the model finished its answer
    round_limit     the tool-round limit was reached; the answer uses what was found
    length          the model's output limit cut the answer off
    content_filter  the provider's content filter stopped the answer
    network         the connection to the model failed or was cut
    timeout         the model did not answer in time
    provider_error  the model endpoint refused or failed the request
    stopped         the user stopped the answer
    empty           the model finished without writing anything
    error           anything else (its own code is in ``code``)

``message`` and ``action`` are the command line's English (an action may name
a ``config set`` command). The window words an ending itself from ``reason``
and the particulars kept apart: ``cause`` (the failure that made the tool
rounds fail, a catalogue key such as ``search.unreachable``), ``provider`` and
``limit``, so that it only offers what the window can do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from services.errors import FootnoteError, LLMError, LLMTimeout, LLMUnreachable, failure_key
from services.failures import failure, failure_of

if TYPE_CHECKING:
    from services.agent.trace import AgentTrace

ENDINGS = ("complete", "round_limit", "length", "content_filter", "network", "timeout",
           "provider_error", "stopped", "empty", "error")


@dataclass(frozen=True)
class Ending:
    reason: str
    message: str = ""
    action: str = ""
    code: str = ""
    """The error code behind ``network``/``timeout``/``provider_error``/``error``."""
    cause: str = ""
    """Catalogue key of the failure most tool calls of the run ended with
    (``search.unreachable``), when most of them failed; else empty."""
    provider: str = ""
    """The search provider (its name) behind ``cause``, when it is a search failure."""
    limit: int = 0
    """The limit reached: tool rounds (``round_limit``) or output tokens
    (``length``; 0 when only the endpoint knows its limit)."""

    @property
    def complete(self) -> bool:
        return self.reason in ("complete", "round_limit")

    def text(self) -> str:
        """Message and action in one line."""
        return f"{self.message} {self.action}".strip()

    def to_dict(self) -> dict[str, str | int]:
        return asdict(self)


@dataclass(frozen=True)
class ToolFailure:
    """One tool call that failed: its catalogue key and the provider that failed it."""

    key: str
    provider: str = ""


def main_cause(calls: int, failures: Sequence[ToolFailure]) -> ToolFailure | None:
    """The failure most of ``calls`` tool calls ended with, when most of them failed."""
    if not failures or len(failures) * 2 <= calls:
        return None
    (key, provider), _count = Counter((f.key, f.provider) for f in failures).most_common(1)[0]
    return ToolFailure(key, provider)


def tool_failures(trace: AgentTrace) -> dict[str, Any]:
    """``decide``'s ``tool_calls`` and ``failures`` from a run's trace: calls
    the user stopped or the model sent unusable arguments for do not count."""
    from services.agent.tools import TOOLS

    calls = [c for c in trace.tool_calls if c.reason not in ("cancelled", "invalid_arguments")]
    failures = [ToolFailure(failure_key(TOOLS[c.tool].domain, c.reason),
                            c.provider if TOOLS[c.tool].domain == "search" else "")
                for c in calls if not c.ok and c.reason and c.tool in TOOLS]
    return {"tool_calls": len(calls), "failures": failures}


def _from_error(error: FootnoteError) -> Ending:
    if isinstance(error, LLMError):
        if isinstance(error, LLMTimeout):
            reason = "timeout"
        elif isinstance(error, LLMUnreachable):
            reason = "network"
        else:
            reason = "provider_error"
    else:
        reason = "error"
    return Ending(reason, error.message, error.hint or failure_of(error).action, error.code)


def _provider_label(name: str) -> str:
    from services.search.registry import PROVIDERS

    row = PROVIDERS.get(name)
    return row.label if row is not None else (name or "The search provider")


def _round_limit(answer: str, max_turns: int, cause: ToolFailure | None) -> Ending:
    limit = "python -m app config set agent.max_turns 12"
    if cause is not None:
        entry = failure(cause.key)
        why = entry.message.format(provider=_provider_label(cause.provider))
        if answer:
            message = f"Most web searches and page reads failed: {why} The answer uses what " \
                      "was found."
        else:
            message = f"{why} Footnote tried {max_turns} tool rounds and found nothing to " \
                      "answer from."
        return Ending("round_limit", message, entry.action, cause=cause.key,
                      provider=cause.provider, limit=max_turns)
    if answer:
        return Ending("round_limit", f"Footnote stopped searching after {max_turns} tool "
                                     "rounds (the limit); the answer uses what was found.",
                      f"For questions that need more searching, raise the limit: '{limit}'.",
                      limit=max_turns)
    return Ending("round_limit", f"After {max_turns} tool rounds (the limit) the model gave no "
                                 "answer.", f"Try again, raise the limit ('{limit}') or try "
                                            "another model.", limit=max_turns)


def decide(
    *,
    answer: str,
    stopped: bool,
    incomplete_reason: str,
    error: FootnoteError | None,
    limit_reached: bool,
    max_turns: int,
    output_limit: int | None,
    output_tokens: int,
    tool_calls: int = 0,
    failures: Sequence[ToolFailure] = (),
) -> Ending:
    """The ending of one run, from what the agent saw.

    ``tool_calls`` is how many tool calls ran and ``failures`` those that
    failed: when most failed, their commonest failure is the run's ``cause``.
    """
    if stopped:
        return Ending("stopped", "Stopped: the partial answer was kept." if answer
                      else "Stopped before the model wrote anything.")
    if incomplete_reason == "length":
        if output_limit:
            said = f"the output limit of {output_limit} tokens"
            now = f"now {output_limit}"
        else:
            said = "the endpoint's output limit" + (
                f" (about {output_tokens} tokens)" if output_tokens else "")
            now = "now the endpoint's default"
        return Ending("length", f"The answer reached {said} and was cut off.",
                      f"Raise 'llm.max_output_tokens' ({now}), e.g. 'python -m app config set "
                      "llm.max_output_tokens 8192', or ask for a shorter answer.",
                      limit=output_limit or 0)
    if incomplete_reason == "content_filter":
        return Ending("content_filter", "The provider's content filter stopped the answer.",
                      "Rephrase the question or pick another model.")
    if error is not None:
        return _from_error(error)
    if incomplete_reason == "cut":
        return Ending("network", "The connection to the model was cut before the answer was "
                                 "finished.", "Try again.", "network_error")
    if limit_reached:
        return _round_limit(answer, max_turns, main_cause(tool_calls, failures))
    if not answer:
        cause = main_cause(tool_calls, failures)
        if cause is not None:
            entry = failure(cause.key)
            return Ending("empty", "The model gave an empty answer after its tool calls "
                                   "failed: " + entry.message.format(
                                       provider=_provider_label(cause.provider)),
                          entry.action, cause=cause.key, provider=cause.provider)
        return Ending("empty", "The model gave an empty answer.",
                      "Try again or pick another model.")
    return Ending("complete")
