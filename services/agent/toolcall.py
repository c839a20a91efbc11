"""One tool call, from the model's arguments to the text it reads.

``call`` is the one path that runs a row of the tool table
(``services.agent.tools``): the agent session and the MCP server (through
``webtools``) both go through it, and the ``ToolRun`` it returns is what the
trace records. A failure becomes an error text for the model, worded here
once; only ``Cancelled`` is raised.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from services.agent.toolbox import OnToolEvent, Toolbox
from services.agent.tools import Tool, ToolArgumentError, arguments
from services.cancel import NEVER, CancelToken
from services.citations.registry import CitationRegistry
from services.errors import Cancelled, FootnoteError, WebOff
from services.results import Item, ToolResult
from services.secrecy import redact

log = logging.getLogger(__name__)

INVALID_ARGUMENTS = "invalid_arguments"
INTERNAL_ERROR = "internal_error"


@dataclass
class ToolRun:
    """What one call came to.

    Attributes:
        text: what the model reads: the result's text or an error text,
            redacted (a page that prints a key must not hand it to the model,
            or through it to the next page it is told to load).
        result: the tool's result, None when it did not run or failed.
        ok, reason, provider: the result's outcome (``Tool.outcome``);
            ``reason`` is ``invalid_arguments``, a ``FootnoteError`` code or
            ``internal_error`` when there is no result.
        count: results found or pages read.
        failures: ``[{"url", "reason"}]`` of the parts that failed.
    """

    text: str
    result: ToolResult[Item] | None = None
    ok: bool = False
    reason: str | None = None
    provider: str = ""
    count: int = 0
    failures: list[dict[str, str]] = field(default_factory=list)


def argument_text(exc: ToolArgumentError) -> str:
    return f"Error: {exc}"


def failure_text(name: str, exc: FootnoteError) -> str:
    return (f"Error: {name} failed: {exc} (reason: {exc.code}). Do not infer facts "
            "from this failure.")


def unexpected_text(name: str, exc: Exception) -> str:
    return f"Error: {name} failed unexpectedly ({type(exc).__name__}: {exc})."


def call(
    toolbox: Toolbox | None,
    name: str,
    raw: str | dict[str, Any],
    registry: CitationRegistry,
    cancel: CancelToken = NEVER,
    *,
    on_start: Callable[[Tool[Any], dict[str, Any]], None] | None = None,
    on_event: OnToolEvent | None = None,
) -> ToolRun:
    """Check the arguments, run the tool and read its outcome; never raises
    except ``Cancelled``.

    Args:
        toolbox: the tools' implementation; None when web access is off (the
            call then fails with ``web_off``).
        name, raw: the tool's name and its arguments (JSON text or a dict).
        on_start: told the tool and its checked arguments just before it runs.
        on_event: receives what the tool's services report while it runs.
    """
    try:
        tool, args = arguments(name, raw)
    except ToolArgumentError as exc:
        return ToolRun(redact(argument_text(exc)), reason=INVALID_ARGUMENTS)
    if on_start is not None:
        on_start(tool, args)
    try:
        if toolbox is None:
            raise WebOff("Web access is switched off.")
        result = tool.run(toolbox, args, registry, cancel, on_event)
        ok, reason, provider = tool.outcome(result)
        run = ToolRun(redact(result.text), result, ok, reason, provider, tool.count(result),
                      tool.failures(result))
    except Cancelled:
        raise
    except FootnoteError as exc:
        return ToolRun(redact(failure_text(name, exc)), reason=exc.code)
    except Exception as exc:  # a tool's bug becomes an error result, never a crash
        log.exception("tool %s failed unexpectedly", name)
        return ToolRun(redact(unexpected_text(name, exc)), reason=INTERNAL_ERROR)
    return run
