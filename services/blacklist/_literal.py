"""A quick pre-check for regex rules: a literal every match must contain.

Testing ``literal in url`` costs a fraction of a regex search, so a long list
of regex rules (common in subscriptions) only runs the regexes that can match.
"""

from __future__ import annotations

import re
import re._parser as sre_parse  # the stdlib's own regex parser (stable since 3.11)

_MIN_LENGTH = 3


def required_literal(pattern: str, ignore_case: bool = False) -> tuple[str, bool] | None:
    """The longest run of ASCII literals in the top-level sequence of
    ``pattern`` and whether it compares case-insensitively; None if there is
    no run of at least three characters (then the regex always runs).

    Python's parser reads the RE2 pattern; where the two syntaxes differ it
    fails (``\\Q...\\E``, ``\\pL``) and the pre-check is simply skipped.
    """
    if len(pattern) > 2000 or "\\Q" in pattern:
        return None  # \Q...\E quotes literally in RE2 only; long ones are not worth it
    try:
        parsed = sre_parse.parse(pattern, re.IGNORECASE if ignore_case else 0)
    except Exception:  # any parser surprise only disables the pre-check
        return None
    ignore_case = bool(parsed.state.flags & re.IGNORECASE)
    best = ""
    run: list[str] = []
    for op, arg in parsed:
        if op is sre_parse.LITERAL and arg < 128:
            run.append(chr(arg))
            continue
        if len(run) > len(best):
            best = "".join(run)
        run = []
    if len(run) > len(best):
        best = "".join(run)
    if len(best) < _MIN_LENGTH:
        return None
    return (best.lower() if ignore_case else best), ignore_case
