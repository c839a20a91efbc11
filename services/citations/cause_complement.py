"""A cause whose verb takes a clause: "weil ihre Sprecherin befürchtet, dass Familien
seltener kommen könnten".

A cause ends at its clause's stop, but a verb of saying, fearing or knowing goes on past
the comma that languages put before its complement ("…, dass …", "…, que …", "…, che
…"): that clause is what the cause says. Cut at the comma, the cause is only "ihre
Sprecherin befürchtet", whose verb a summary rewords ("warnte"), and reads as a cause of
the claim's own. The words that open a complement clause are a closed class, given for
every language whose writing puts a comma before it (``possible_that.COMPLEMENTIZERS``).
"""

from __future__ import annotations

import re

from services.citations.clause_stops import ClauseStops
from services.citations.possible_that import COMPLEMENTIZERS

_WORDS = "|".join(re.escape(w) for w in sorted(
    {w for ws in COMPLEMENTIZERS.values() for w in ws}, key=len, reverse=True))
_OPENS = re.compile(rf"\s*,\s*(?:(?:{_WORDS})(?<=['’])|(?:{_WORDS})(?![^\W\d_]))")
"""A complementizer after a comma: a whole word, or one elided before the next ("qu'il")."""


def with_complement(lowered: str, stop: int, clause_end: re.Pattern[str] | ClauseStops) -> int:
    """Where a cause ending at ``stop`` of ``lowered`` ends with the complement clause
    that opens there ("…, dass …"), at the next stop of ``clause_end``; ``stop`` when
    none opens there."""
    opened = _OPENS.match(lowered, stop)
    if opened is None:
        return stop
    end = clause_end.search(lowered, opened.end())
    return end.start() if end else len(lowered)
