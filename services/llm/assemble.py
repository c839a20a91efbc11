"""Assemble streamed tool calls and text from Chat Completions chunks.

Tool-call arguments arrive in pieces across chunks, keyed by ``index``. Real
servers differ: some omit ``index`` (continuations then belong to the last
call), some omit ``id`` on later pieces, some give every call index 0 but a
distinct ``id``, and some repeat the name on every piece. The assembler
accepts all of these. Gemini 3 attaches ``extra_content`` (its thought
signature) to a call, which must go back exactly as received: it is kept.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

from services.llm.events import ToolCall, ToolCallDelta


@dataclass
class _Slot:
    index: int
    id: str = ""
    name: str = ""
    arguments: str = ""
    extra: dict[str, Any] | None = None


class ToolCallAssembler:
    """Feed ``delta["tool_calls"]`` lists; ``calls()`` returns the assembled calls."""

    def __init__(self) -> None:
        self._slots: list[_Slot] = []
        self._by_index: dict[int, _Slot] = {}
        self._by_id: dict[str, _Slot] = {}

    def feed(self, pieces: list[dict[str, Any]]) -> list[ToolCallDelta]:
        deltas: list[ToolCallDelta] = []
        for piece in pieces:
            if not isinstance(piece, dict):
                continue
            slot = self._slot_for(piece)
            function = piece.get("function") or {}
            name = function.get("name") or ""
            if name and name != slot.name:
                slot.name = name if not slot.name else slot.name + name
            arguments = function.get("arguments") or ""
            if isinstance(arguments, dict):  # a few servers send an object, not a string
                arguments = json.dumps(arguments)
            slot.arguments += str(arguments)
            extra = piece.get("extra_content")
            if isinstance(extra, dict):
                slot.extra = {**(slot.extra or {}), **extra}
            deltas.append(ToolCallDelta(slot.index, slot.id, slot.name, str(arguments)))
        return deltas

    def _slot_for(self, piece: dict[str, Any]) -> _Slot:
        raw_index = piece.get("index")
        index = raw_index if isinstance(raw_index, int) else None
        cid = str(piece.get("id") or "")
        slot: _Slot | None = self._by_id.get(cid) if cid else None
        if slot is None and index is not None and index in self._by_index:
            candidate = self._by_index[index]
            if not cid or not candidate.id or candidate.id == cid:
                slot = candidate
        if slot is None and index is None and not cid and self._slots:
            slot = self._slots[-1]
        if slot is None:
            slot = _Slot(index=len(self._slots))
            self._slots.append(slot)
            if index is not None:
                self._by_index[index] = slot
        if cid and not slot.id:
            slot.id = cid
            self._by_id[cid] = slot
        return slot

    def calls(self) -> list[ToolCall]:
        """The calls with a name, each with an id (generated where the server gave none)."""
        result = []
        for slot in self._slots:
            if not slot.name:
                continue
            cid = slot.id or f"call_{slot.index}_{secrets.token_hex(4)}"
            result.append(ToolCall(cid, slot.name, slot.arguments, extra_content=slot.extra))
        return result

    def __bool__(self) -> bool:
        return bool(self._slots)
