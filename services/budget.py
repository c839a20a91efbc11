"""The token budget: fit tool results into a limit without starving any of them.

``fit`` shares the limit by water-filling: every text gets an even share, and
a text shorter than its share (or empty) gives what it does not use to the
others, so one long page no longer crowds out four short snippets and empty
results waste nothing. A text longer than its share is cut at the last
paragraph or sentence boundary (``.!?`` before a space, ``。！？``, a line
break) that falls within the last fifth of its share, else at a token
boundary; the cut text ends with ``...`` (counted) and is flagged truncated.
The sum of the returned ``tokens`` never exceeds the limit.

``split`` cuts one long text into consecutive parts of at most a given number
of tokens, at the same boundaries, for a reader that asks for the rest part by
part (the MCP server's ``web_fetch``); the parts joined are the text again.

``resolve_budget`` turns the ``budget.tokens`` / ``budget.search_tokens``
setting into a number: ``auto`` is 20% of the model's context window for
fetched pages and 5% for search snippets (clamped to 1,000-32,000 and
500-8,000 tokens), or 2,000 when the window is unknown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from services import tokens
from services.errors import SettingsError

BudgetKind = Literal["fetch", "search"]

ELLIPSIS = "..."
# A boundary is used when it falls in the last BOUNDARY_WINDOW of the kept text.
BOUNDARY_WINDOW = 0.2
UNKNOWN_WINDOW_BUDGET = 2000
AUTO_FRACTION: dict[str, float] = {"fetch": 0.20, "search": 0.05}
AUTO_BOUNDS: dict[str, tuple[int, int]] = {"fetch": (1000, 32000), "search": (500, 8000)}

_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_SENTENCE = re.compile(r"[.!?…][\"'”’)\]]*(?=\s)|[。！？；][”’」』）]*|\n")


@dataclass(frozen=True, slots=True)
class Fitted:
    """One text after fitting: its (possibly cut) text, its token count, and
    whether it was cut."""

    text: str
    tokens: int
    truncated: bool


def fit(texts: Sequence[str], limit: int | None) -> list[Fitted]:
    """Fit ``texts`` into ``limit`` tokens in total (``None``: mode none, no cut)."""
    encoded = [tokens.encode(text) if text else [] for text in texts]
    if limit is None:
        return [Fitted(text, len(ids), False) for text, ids in zip(texts, encoded, strict=True)]
    allotted = shares([len(ids) for ids in encoded], limit)
    return [
        _cut(text, ids, share)
        for text, ids, share in zip(texts, encoded, allotted, strict=True)
    ]


def shares(sizes: Sequence[int], limit: int) -> list[int]:
    """Water-filling: the tokens each item may use, summing to at most ``limit``.

    Items smaller than an even share keep their size; the rest split what is
    left evenly (earlier items get the odd tokens).
    """
    allotted = [0] * len(sizes)
    remaining = max(0, limit)
    order = sorted(range(len(sizes)), key=lambda i: sizes[i])
    left = len(sizes)
    for position, index in enumerate(order):
        if sizes[index] <= remaining // left:
            allotted[index] = sizes[index]
            remaining -= sizes[index]
            left -= 1
            continue
        base, extra = divmod(remaining, left)
        for rank, big in enumerate(sorted(order[position:])):
            allotted[big] = base + (1 if rank < extra else 0)
        break
    return allotted


def _cut(text: str, ids: list[int], share: int) -> Fitted:
    if len(ids) <= share:
        return Fitted(text, len(ids), False)
    ellipsis_tokens = tokens.count(ELLIPSIS)
    if share < ellipsis_tokens:
        return Fitted("", 0, True)
    keep = share - ellipsis_tokens
    while keep > 0:
        prefix = _decode_prefix(ids, keep)
        candidate = _at_boundary(prefix).rstrip()
        if not candidate:
            break
        # "end." + "..." would read "end....": one period is enough.
        result = (candidate[:-1] if candidate.endswith(".") else candidate) + ELLIPSIS
        used = tokens.count(result)
        if used <= share:
            return Fitted(result, used, True)
        keep -= 1
    return Fitted(ELLIPSIS, ellipsis_tokens, True)


def split(text: str, size: int) -> list[str]:
    """``text`` in consecutive parts of at most ``size`` tokens each.

    Each part but the last ends at the last paragraph or sentence boundary in
    its last fifth, else at a token boundary (a character is never cut, so a
    ``size`` smaller than one character's tokens gives one character per part);
    ``"".join(parts) == text``. An empty text is one empty part.
    """
    if size < 1:
        raise ValueError(f"a part holds at least one token, not {size}")
    parts: list[str] = []
    start = 0
    while start < len(text):
        window, ids = _window(text, start, size)
        if len(ids) <= size:  # the rest fits
            parts.append(window)
            break
        part = _part(window, ids, size)
        parts.append(part)
        start += len(part)
    return parts or [""]


def _window(text: str, start: int, size: int) -> tuple[str, list[int]]:
    """Text from ``start`` holding more than ``size`` tokens (or the whole rest),
    with its tokens: a window grown until it is long enough, never the whole
    rest of a long text at once."""
    span = size * 4 + 64
    while True:
        window = text[start:start + span]
        ids = tokens.encode(window)
        if len(ids) > size or start + span >= len(text):
            return window, ids
        span *= 2


def _part(window: str, ids: list[int], size: int) -> str:
    """The first part of ``window``: at most ``size`` tokens, ending at a boundary."""
    keep = size
    while keep > 0:
        prefix = _decode_prefix(ids, keep)
        if not window.startswith(prefix):  # cannot happen with tiktoken; never lose text
            break
        part = _at_boundary(prefix) or prefix
        used = tokens.count(part)
        if part and used <= size:
            return part
        keep -= max(1, used - size)
    # One token that is not a whole character (a CJK character split in two):
    # the smallest step forward that keeps every character.
    return window[:1]


def _decode_prefix(ids: list[int], keep: int) -> str:
    """The first ``keep`` tokens as text, without a half-decoded character."""
    raw = tokens.encoding().decode_bytes(ids[:keep])
    return raw.decode("utf-8", errors="ignore")


def _at_boundary(prefix: str) -> str:
    """``prefix`` shortened to its last paragraph or sentence end, when one lies
    in the last ``BOUNDARY_WINDOW`` of it; otherwise unchanged."""
    floor = int(len(prefix) * (1 - BOUNDARY_WINDOW))
    paragraph = [m.start() for m in _PARAGRAPH.finditer(prefix, floor)]
    if paragraph and paragraph[-1] > 0:
        return prefix[: paragraph[-1]]
    sentence = [m.end() for m in _SENTENCE.finditer(prefix, floor)]
    if sentence and sentence[-1] > 0:
        return prefix[: sentence[-1]]
    return prefix


def resolve_budget(
    setting_value: int | str | None, context_window: int | None, kind: BudgetKind
) -> int:
    """The token budget for ``kind`` from a setting value (``auto`` or a number).

    Raises:
        SettingsError: the value is neither ``auto`` nor a positive whole number.
    """
    if kind not in AUTO_FRACTION:
        raise ValueError(f"unknown budget kind {kind!r}")
    if isinstance(setting_value, bool):
        raise _bad_budget(setting_value)
    if isinstance(setting_value, int):
        if setting_value < 1:
            raise _bad_budget(setting_value)
        return setting_value
    text = str(setting_value if setting_value is not None else "auto").strip().lower()
    if text in ("", "auto"):
        if not context_window or context_window <= 0:
            return UNKNOWN_WINDOW_BUDGET
        low, high = AUTO_BOUNDS[kind]
        return int(min(high, max(low, context_window * AUTO_FRACTION[kind])))
    try:
        value = int(text.replace("_", "").replace(",", ""))
    except ValueError:
        raise _bad_budget(setting_value) from None
    if value < 1:
        raise _bad_budget(setting_value)
    return value


def budget_limit(
    settings: Mapping[str, Any], context_window: int | None, kind: BudgetKind
) -> int | None:
    """The limit to pass to ``fit`` for ``kind``: None when ``budget.mode`` is none."""
    if str(settings["budget.mode"]) == "none":
        return None
    key = "budget.tokens" if kind == "fetch" else "budget.search_tokens"
    return resolve_budget(settings[key], context_window, kind)


def _bad_budget(value: object) -> SettingsError:
    return SettingsError(
        f"The token budget {value!r} is neither 'auto' nor a positive number of tokens.",
        hint="Set it to auto or a whole number such as 4000 in Settings > Budget.",
    )
