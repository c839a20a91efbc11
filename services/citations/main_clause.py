"""A clause up to its word of cause or purpose: what it says, without why.

"vinegar is not recommended because it can damage the lid seal" says "not recommended";
its "can" belongs to the reason. "they are banned from the path so that roosting birds are
not disturbed" says "banned"; its "not" belongs to the purpose. A check that reads a
clause's modality or negation reads its main part, or a word of the reason stands in for
the statement's. The cut is made at the first word of ``causes.CAUSES`` or
``causes.PURPOSES`` (every language those tables cover; Chinese, Japanese and Korean by
substring).
"""

from __future__ import annotations

import re

from services.citations.causes import CAUSES, PURPOSES
from services.citations.scripts import CJK

_SPACED = tuple(m for table in (CAUSES, PURPOSES) for ms in table.values() for m in ms
                if not CJK.match(m[0]))
_UNSPACED = tuple(m for table in (CAUSES, PURPOSES) for ms in table.values() for m in ms
                  if CJK.match(m[0]))
_MARKER = re.compile(r"(?<![^\W\d_])(?:" + "|".join(
    re.escape(m) for m in sorted(_SPACED, key=len, reverse=True)) + r")(?![^\W\d_])",
    re.IGNORECASE)


def main_part(clause: str) -> str:
    """``clause`` up to its first word of cause or purpose that does not open it (all of
    it when it has none). A clause that opens with one is a reason itself, read up to the
    next such word: "because it can damage the seal, so that …" gives "because it can
    damage the seal, "."""
    cuts = [m.start() for m in _MARKER.finditer(clause)] + [
        at for m in _UNSPACED if (at := clause.find(m)) != -1]
    cuts = [c for c in cuts if clause[:c].strip(" ,;:-–—*") != ""]
    return clause[: min(cuts)] if cuts else clause
