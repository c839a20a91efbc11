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
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from services.errors import FootnoteError, LLMError, LLMTimeout, LLMUnreachable
from services.failures import failure_of

ENDINGS = ("complete", "round_limit", "length", "content_filter", "network", "timeout",
           "provider_error", "stopped", "empty", "error")


@dataclass(frozen=True)
class Ending:
    reason: str
    message: str = ""
    action: str = ""
    code: str = ""
    """The error code behind ``network``/``timeout``/``provider_error``/``error``."""

    @property
    def complete(self) -> bool:
        return self.reason in ("complete", "round_limit")

    def text(self) -> str:
        """Message and action in one line."""
        return f"{self.message} {self.action}".strip()

    def to_dict(self) -> dict[str, str]:
        return asdict(self)


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
) -> Ending:
    """The ending of one run, from what the agent saw."""
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
                      "llm.max_output_tokens 8192', or ask for a shorter answer.")
    if incomplete_reason == "content_filter":
        return Ending("content_filter", "The provider's content filter stopped the answer.",
                      "Rephrase the question or pick another model.")
    if error is not None:
        return _from_error(error)
    if incomplete_reason == "cut":
        return Ending("network", "The connection to the model was cut before the answer was "
                                 "finished.", "Try again.", "network_error")
    if limit_reached:
        if answer:
            return Ending("round_limit", f"Footnote stopped searching after {max_turns} tool "
                                         "rounds (the limit); the answer uses what was found.",
                          "Raise 'agent.max_turns' for questions that need more searching.")
        return Ending("round_limit", f"After {max_turns} tool rounds (the limit) the model "
                                     "gave no answer; the sources it found are listed.",
                      "Raise 'agent.max_turns' or try another model.")
    if not answer:
        return Ending("empty", "The model gave an empty answer.",
                      "Try again or pick another model.")
    return Ending("complete")
