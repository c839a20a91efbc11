"""Links and images in an answer that would carry the conversation out.

A page can ask the model to put a "details" link into its answer whose
address holds the user's message; one click would send it. Every link and
image address in an answer is checked by the conversation's ``EgressPolicy``;
one it holds back is disarmed:

- ``show`` (the window): the address stays visible, as code (never a link),
  after a warning that says what it would have sent;
- ``remove`` (``ask``'s output, exports): the address is gone, the warning stays.

Images are never loaded by the chat view whatever their address (``ui``); a
held-back image address is disarmed like a link.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from services.trust.egress import EgressPolicy, Verdict
from services.weburl import host_of

Form = Literal["show", "remove"]

# A link or image destination "](url)" or "](url "title")", an autolink
# "<url>", or a bare URL. URLs hold no spaces, backticks or angle brackets.
_LINK = re.compile(
    r"(?P<dest>\]\(\s*(?P<u1>(?:https?|mailto):[^\s)<>`]*(?:\([^\s()<>`]*\)[^\s)<>`]*)*)"
    r"(?:\s+\"[^\"\n]*\")?\s*\))"
    r"|(?P<auto><(?P<u2>(?:https?|mailto):[^\s<>`]+)>)"
    r"|(?P<u3>(?:https?|mailto):[^\s<>`\"'\]\[)(]+(?:\([^\s<>`()]*\)[^\s<>`\"'\]\[)(]*)*)",
    re.IGNORECASE,
)
_TRAILING = ".,;:!?*_~"
WARNING = "⚠"
_SHOWN = re.compile(rf" {WARNING} \*link held back: it would send ([^*\n]+?) from "
                    r"this conversation to ([^*\n]+?)\* `([^`\n]+)`")


@dataclass(frozen=True)
class HeldLink:
    """A link disarmed in an answer: its address and why."""

    url: str
    because: str


def _site(url: str) -> str:
    host = host_of(url)
    if not host:
        return "another site"
    labels = host.split(".")
    # Subdomains may be the very text that leaks: name the site by its last labels.
    return ".".join(labels[-2:]) if len(labels) > 2 else host


def notice(url: str, verdict: Verdict, form: Form) -> str:
    """The text that replaces a held-back address."""
    because = verdict.because()
    if form == "show":
        return (f" {WARNING} *link held back: it would send {because} from this conversation "
                f"to {_site(url)}* `{url}`")
    return f" {WARNING} *link removed: it would have sent {because} from this conversation*"


def disarm(text: str, policy: EgressPolicy, form: Form = "show",
           cache: dict[str, Verdict] | None = None) -> tuple[str, list[HeldLink]]:
    """``text`` with every link or image address ``policy`` holds back disarmed."""
    held: list[HeldLink] = []
    verdicts = cache if cache is not None else {}

    def replace(match: re.Match[str]) -> str:
        whole = match.group(0)
        url = match.group("u1") or match.group("u2") or match.group("u3") or ""
        tail = ""
        if match.group("u3"):
            stripped = url.rstrip(_TRAILING)
            tail, url = url[len(stripped):], stripped
        verdict = verdicts.get(url)
        if verdict is None:
            verdict = verdicts[url] = policy.check(url)
        if verdict.allowed:
            return whole
        held.append(HeldLink(url, verdict.because()))
        replacement = notice(url, verdict, form)
        if match.group("dest"):
            return "]" + replacement
        return replacement.lstrip() + tail

    return _LINK.sub(replace, text), held


def for_export(text: str) -> str:
    """An answer as stored (addresses shown) with the held-back addresses removed."""
    return _SHOWN.sub(
        lambda m: f" {WARNING} *link removed: it would have sent {m.group(1)} from this "
                  "conversation*", text)
