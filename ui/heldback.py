"""What the window says when Footnote held back a request of the model's.

A page can talk the model into loading an address that carries the user's
words (``services.trust.egress``); Footnote does not send it, and the answer
goes on. The window then says what was held back, where it would have gone and
what it carried, and offers to allow exactly those addresses once: the answer
is written again with them let through.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from services.trust import private
from services.weburl import host_of
from ui.notice import ALLOW_ONCE, Action, Notice

_SHOWN_CHARS = 120
# How the trace words what a request carried (``services.trust.private``), part
# by part, in the user's language; a part not listed here is shown as recorded.
_KINDS = {
    private.EMAIL: lambda: QCoreApplication.translate("HeldBack", "an e-mail address"),
    private.PHONE: lambda: QCoreApplication.translate("HeldBack", "a phone number"),
    private.NUMBER: lambda: QCoreApplication.translate("HeldBack", "a number"),
    private.IDENTIFIER: lambda: QCoreApplication.translate("HeldBack", "an identifier"),
    private.PRIVATE_TEXT: lambda: QCoreApplication.translate("HeldBack", "private text"),
}
_RUN = re.compile(re.escape(private.RUN_OF_WORDS).replace(r"\{\}", r"(\d+)"))
_PARTS = re.compile(r", | and ")


def carried_words(because: str) -> str:
    """``because`` ("an e-mail address and 6 words of the conversation") in the
    user's language."""
    parts = []
    for part in _PARTS.split(because or private.PRIVATE_TEXT):
        run = _RUN.fullmatch(part)
        if run:
            parts.append(QCoreApplication.translate(
                "HeldBack", "%1 words of the conversation").replace("%1", run.group(1)))
        else:
            parts.append(_KINDS[part]() if part in _KINDS else part)
    if len(parts) == 1:
        return parts[0]
    return QCoreApplication.translate("HeldBack", "%1 and %2").replace(
        "%1", QCoreApplication.translate("HeldBack", ", ").join(parts[:-1])).replace(
        "%2", parts[-1])


def held_fetches(trace: dict[str, Any] | None) -> list[dict[str, str]]:
    """The requests the run held back (not links or recorded queries)."""
    held = (trace or {}).get("held_back") or []
    return [h for h in held if isinstance(h, dict) and h.get("kind") == "fetch"
            and isinstance(h.get("target"), str)]


def notice(held: list[dict[str, str]], conversation: int | None) -> Notice:
    """The banner's notice for ``held`` (at least one entry): what, where, and
    the offer to let exactly those addresses through once."""
    urls = "\n".join(h["target"] for h in held)

    def text() -> str:
        first = held[0]
        address = first["target"]
        if len(address) > _SHOWN_CHARS:
            address = address[:_SHOWN_CHARS] + "…"
        site = host_of(first["target"]) or "?"
        worded = QCoreApplication.translate(
            "HeldBack", "Footnote did not send a request the model made after reading a page: "
            "it would have sent %1 from this conversation to %2 (%3).").replace(
            "%1", carried_words(first.get("because") or "")).replace("%2", site).replace(
            "%3", address)
        if len(held) > 1:
            worded += " " + QCoreApplication.translate(
                "HeldBack", "%1 more requests were held back too.").replace(
                "%1", str(len(held) - 1))
        return worded

    return Notice(text, "warning", (Action(ALLOW_ONCE, value=urls),), conversation)
