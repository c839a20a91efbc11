"""Control characters out of text that strangers wrote.

A page title or search snippet holding ``ESC ] 0 ; … BEL`` or ``ESC [ 2 J``
would retitle or clear the user's terminal when printed, and shows as boxes in
the GUI. Page-derived text is cleaned once, where it enters Footnote (fetched
pages, search results), so every consumer (terminal, GUI, model, history) gets
the clean text.
"""

from __future__ import annotations

import re

# Whole escape sequences go first, so "\x1b[2J" leaves nothing rather than "[2J":
# OSC (ESC ] ... BEL or ST), CSI (ESC [ or the one-byte 0x9b, parameters, final
# byte), and two-character ESC sequences.
_SEQUENCES = re.compile(
    r"\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|\x1b[ -/]*[0-~]?"
)
# C0 controls except tab and newline, DEL, and the C1 range (0x9b is a
# one-byte CSI on some terminals).
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# For the terminal writer: the app's own carriage returns (progress lines) stay.
_TERMINAL_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def strip_controls(text: str) -> str:
    """``text`` without control characters other than ``\\n`` and ``\\t``."""
    return _CONTROLS.sub("", _SEQUENCES.sub("", text)) if text else text


def strip_terminal_controls(text: str) -> str:
    """Like ``strip_controls`` but keeps ``\\r`` (for output Footnote writes itself)."""
    return _TERMINAL_CONTROLS.sub("", _SEQUENCES.sub("", text)) if text else text
