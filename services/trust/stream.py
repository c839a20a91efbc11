"""The gate streamed text passes before any front end shows it.

Redacting each chunk on its own lets a key split across two chunks through
(``sk-ab`` + ``cdef...``), and checking links chunk by chunk sees half an
address. The gate holds back the last word of what has arrived, which may be
unfinished (keys and addresses hold no spaces), and a credential keyword with
the words after it (``Authorization: Bearer <token>`` spans at most four), so
every piece it releases is whole: it is redacted, and its links are checked by the conversation's
``EgressPolicy`` and disarmed (``links``), before anyone sees it. ``flush``
releases the rest at the end.
"""

from __future__ import annotations

import re

from services.secrecy import redact
from services.trust.egress import EgressPolicy, Verdict
from services.trust.links import Form, HeldLink, disarm

HOLD_WORDS = 4
"""Words after a credential keyword that may still belong to its value."""

# Where a credential pattern of ``services.secrecy`` can start: a release
# never cuts between such a keyword and the words after it.
_KEYWORD = re.compile(
    r"(?i)(?:proxy-)?authorization|x-api-key|x-subscription-token|api-key|"
    r"[?&](?:key|api_key|apikey|token|access_token)="
)
_SPACE = re.compile(r"\s+")


def _cut(text: str) -> int:
    """Where the releasable part of ``text`` ends: before its last word, which
    may be unfinished, and before a credential keyword among the last few words
    (its value may not have arrived)."""
    ends = [m.end() for m in _SPACE.finditer(text)]
    if not ends:
        return 0
    cut = ends[-1]
    window = ends[-1 - HOLD_WORDS] if len(ends) > HOLD_WORDS else 0
    keyword = None
    for match in _KEYWORD.finditer(text, window, cut):
        keyword = match
    if keyword is not None:
        # Start the next release at the keyword's word.
        cut = max(text.rfind(" ", 0, keyword.start()), text.rfind("\n", 0, keyword.start())) + 1
    return cut


class StreamGate:
    """Redacts (and, with a policy, disarms links in) a stream of text chunks.

    Args:
        policy: the conversation's egress policy; None: redaction only (thoughts).
        form: how a held-back link is shown (``links.Form``).
    """

    def __init__(self, policy: EgressPolicy | None = None, form: Form = "show") -> None:
        self.policy = policy
        self.form: Form = form
        self.held: list[HeldLink] = []
        self._pending = ""
        self._verdicts: dict[str, Verdict] = {}

    def feed(self, chunk: str) -> str:
        """The text that may be shown now (possibly empty)."""
        self._pending += chunk
        cut = _cut(self._pending)
        if cut <= 0:
            return ""
        ready, self._pending = self._pending[:cut], self._pending[cut:]
        return self._clean(ready)

    def flush(self) -> str:
        """Everything still held back, cleaned."""
        ready, self._pending = self._pending, ""
        return self._clean(ready)

    def _clean(self, text: str) -> str:
        text = redact(text)
        if self.policy is not None:
            text, held = disarm(text, self.policy, self.form, self._verdicts)
            self.held += held
        return text
