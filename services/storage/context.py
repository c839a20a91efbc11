"""Stored messages back into OpenAI Chat Completions messages.

An answer is stored as one assistant row with its tool calls attached (grouped
by tool-loop round). For the model it expands to what the tool loop sent:
per round an assistant message carrying ``tool_calls``, one ``tool`` message
per call with the same ``tool_call_id``, then the answer text.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby
from typing import Any

from services.storage.models import Message, ToolCallRecord


def chat_messages(
    messages: Sequence[Message], *, include_tools: bool = True
) -> list[dict[str, Any]]:
    """The conversation as chat messages, oldest first.

    Args:
        messages: stored messages in order (``History.messages``).
        include_tools: False for models without tool calling: only the user's
            and assistant's text is kept, since such servers reject ``tool``
            messages.

    Answers still streaming are left out; stopped and incomplete answers keep
    their partial text; an answer that failed before writing anything is
    dropped, so the next request does not carry an empty assistant turn.
    """
    out: list[dict[str, Any]] = []
    for message in messages:
        if message.status == "streaming":
            continue
        if message.role in ("user", "system"):
            out.append({"role": message.role, "content": message.content})
        elif message.role == "tool":
            if include_tools and message.tool_call_id:
                out.append(
                    {
                        "role": "tool",
                        "tool_call_id": message.tool_call_id,
                        "content": message.content,
                    }
                )
        else:
            if include_tools:
                out.extend(_tool_rounds(message.tool_calls))
            if message.content:
                out.append({"role": "assistant", "content": message.content})
    return out


def _tool_rounds(calls: Sequence[ToolCallRecord]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for _, group in groupby(sorted(calls, key=lambda c: (c.round, c.id)), key=lambda c: c.round):
        round_calls = list(group)
        ids: list[str] = []
        for call in round_calls:
            # Some local servers omit ids or reuse them; ids must be unique per turn.
            cid = call.call_id if call.call_id and call.call_id not in ids else f"call_{call.id}"
            ids.append(cid)
        out.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": cid,
                        "type": "function",
                        "function": {"name": call.tool, "arguments": call.arguments},
                    }
                    for cid, call in zip(ids, round_calls, strict=True)
                ],
            }
        )
        for cid, call in zip(ids, round_calls, strict=True):
            out.append({"role": "tool", "tool_call_id": cid, "content": _result(call)})
    return out


def _result(call: ToolCallRecord) -> str:
    if call.result_text is not None:
        return call.result_text
    reason = call.reason or "it did not finish"
    return f"Error: the {call.tool} call returned no result ({reason})."
