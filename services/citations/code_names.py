"""A name from code that the page never writes, where the passage writes another.

Changelogs and references name functions, options and settings as code: "merge()",
"max_upload_size", "`--dry-run`", "readTimeout". Such a name is no word a paraphrase
rewords: "use join() instead" where the page says "use combine() instead" names another
function. The sign: an identifier of the claim (called with "()", joined with "_",
written in backticks or with a capital inside) that the page nowhere writes, while the
passage writes an identifier the claim does not.
"""

from __future__ import annotations

import re

_IDENTIFIER = re.compile(r"`[^`\n]+`|(?<![\w.])[A-Za-z_][\w.]*\(\)|(?<![\w.])[a-z]+_\w+"
                         r"|(?<![\w.])[a-z]+[A-Z]\w*")


def _identifiers(text: str) -> list[str]:
    return [found.strip("`") for found in _IDENTIFIER.findall(text)]


def other_identifier(claim: str, window: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: an identifier of ``claim`` that ``page`` never writes and
    one of ``window`` the claim does not write; or None."""
    mine = _identifiers(claim)
    if not mine:
        return None
    lowered = page.lower()
    theirs = [t for t in _identifiers(window) if t not in claim]
    for name in mine:
        if name.lower() not in lowered and theirs:
            return name, theirs[0]
    return None
