"""Safe file names for exports: a conversation title may hold anything."""

from __future__ import annotations

import re
import unicodedata

# Forbidden on Windows or macOS, or path separators anywhere; control characters.
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
# Windows refuses these names whatever the extension.
_RESERVED = {
    "CON", "PRN", "AUX", "NUL",
    *(f"COM{n}" for n in range(1, 10)), *(f"LPT{n}" for n in range(1, 10)),
}
MAX_CHARS = 80


def safe_file_name(title: str, fallback: str = "conversation") -> str:
    """``title`` as a file name stem that every desktop OS accepts."""
    text = unicodedata.normalize("NFC", title)
    text = re.sub(r"\s+", " ", text)  # tabs and line breaks are spaces first
    text = _UNSAFE.sub("-", text)
    text = re.sub(r"-{2,}", "-", text).strip(" .-")[:MAX_CHARS].rstrip(" .-")
    if not text or text.upper().split(".")[0] in _RESERVED:
        return fallback
    return text
