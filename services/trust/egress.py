"""Whether a URL the model produced may leave: requested by ``web_fetch``,
shown as a clickable link, or sent as a search query.

The model reads pages written by strangers and may follow what they say, so
once anything untrusted is in its context (a search result, a page: the run is
*tainted*), a URL it produces is checked for two things:

- where it came from: the user's messages, a search result or a page read in
  this conversation. A URL taken from there as it was needs no more checks.
- what it carries: private text of the conversation (``private``) in its host,
  path, query or fragment, in any of the encodings ``payload`` undoes, that its
  origin does not explain (a number that also appears in a page read is the
  page's, not the user's).

A URL that would carry private text out is held back with a reason naming what
it carries; everything else is allowed, so a URL from the model's own knowledge
still works. Before anything untrusted was read, the model acts only on the
user's words, and its URLs are allowed (the user's own request: "fetch issue
48213 of this project"). A URL holding one of the user's keys is held back
always. The user can allow a held-back URL once (``allow_once``).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from services import secrecy
from services.trust.payload import pieces
from services.trust.private import PRIVATE_TEXT, Carried, Explainer, PrivateText, carried
from services.urls import normalize_url

HELD_BACK = "held_back"
"""The reason code of a URL or link held back (``services.errors.HeldBack``)."""

_URL_IN_TEXT = re.compile(r"(?:https?|mailto):[^\s<>\"'`\])]+(?:\([^\s<>\"'`()]*\))?",
                          re.IGNORECASE)


@dataclass(frozen=True)
class Verdict:
    """The decision on one URL.

    Attributes:
        allowed: it may be requested or shown as a link.
        origin: where it came from: ``user``, ``source`` (a search result or page
            read), ``model`` (neither) or ``allowed_once``.
        carried: the private text it carries that nothing explains (empty when allowed).
    """

    allowed: bool
    origin: str
    carried: tuple[Carried, ...] = ()

    def because(self) -> str:
        """Why it was held back, in words: "an e-mail address and a number"."""
        kinds: list[str] = []
        for item in self.carried:
            if item.what not in kinds:
                kinds.append(item.what)
        if len(kinds) > 1:
            return ", ".join(kinds[:-1]) + " and " + kinds[-1]
        return kinds[0] if kinds else PRIVATE_TEXT


def urls_in(text: str) -> list[str]:
    """The http(s) and mailto URLs written in ``text``."""
    return [m.group(0).rstrip(".,;:!?") for m in _URL_IN_TEXT.finditer(text or "")]


@dataclass
class EgressPolicy:
    """The policy of one conversation.

    Args:
        private: the conversation's private text (the user's messages, earlier
            answers, the system prompt).
        user_texts: the user's messages: URLs written there came from the user.
        origins: a callable returning the texts of what was read in this
            conversation (search results and pages: their URLs, titles,
            snippets and text), read at each check since they grow during a run.
        allowed_once: URLs the user allowed after they were held back.
    """

    private: PrivateText = field(default_factory=PrivateText)
    user_texts: tuple[str, ...] = ()
    origins: Callable[[], Iterable[str]] = lambda: ()
    allowed_once: set[str] = field(default_factory=set)
    _cache: tuple[int, Explainer, set[str], bool] | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def __post_init__(self) -> None:
        self._user_urls = {normalize_url(u) for t in self.user_texts for u in urls_in(t)}
        self.allowed_once = {normalize_url(u) for u in self.allowed_once}

    def _origins(self) -> tuple[Explainer, set[str], bool]:
        """What the origins explain, the URLs they hold, and whether anything
        untrusted was read at all (rebuilt when the origins grow)."""
        read = [t for t in self.origins() if t]
        texts = [*read, *sorted(self._user_urls)]
        key = sum(len(t) for t in texts)
        with self._lock:
            if self._cache is None or self._cache[0] != key:
                known = {normalize_url(u) for t in texts for u in urls_in(t)}
                self._cache = (key, Explainer(texts), known, bool(read))
            return self._cache[1], self._cache[2], self._cache[3]

    def check(self, url: str) -> Verdict:
        """May ``url`` leave?"""
        key = normalize_url(url)
        if secrecy.holds_secret(url):
            return Verdict(False, "model", (Carried("one of your API keys", "[redacted]"),))
        if key in self.allowed_once:
            return Verdict(True, "allowed_once")
        if key in self._user_urls:
            return Verdict(True, "user")
        if not self.private:
            return Verdict(True, "model")
        explainer, known, tainted = self._origins()
        if not tainted:  # the model has read nothing untrusted: it follows the user
            return Verdict(True, "model")
        if key in known:
            return Verdict(True, "source")
        found = carried(self.private, pieces(url), explainer)
        if found:
            return Verdict(False, "model", tuple(found))
        return Verdict(True, "model")

    def check_query(self, query: str) -> tuple[Carried, ...]:
        """The private text a search query carries that nothing read explains:
        an atom (an e-mail address, a long number) from anywhere in the
        conversation, or a run of words from an earlier message. Words of the
        question being answered are what the user asked to search."""
        if not self.private:
            return ()
        explainer, _, _ = self._origins()
        asked = Explainer(self.user_texts[-1:])
        return tuple(
            c for c in carried(self.private, [query], explainer)
            if not c.run or not asked.has_run(tuple(c.sample.split(" ")))
        )

    def allow_once(self, url: str) -> None:
        self.allowed_once.add(normalize_url(url))


def private_of(system: str, history: Iterable[dict[str, object]], question: str) -> PrivateText:
    """The private text of a conversation: the system prompt, every earlier
    user message and answer, and the question."""
    texts = [system, question]
    for message in history:
        content = message.get("content")
        if message.get("role") in ("user", "assistant") and isinstance(content, str):
            texts.append(content)
    return PrivateText.of(texts)


def open_policy() -> EgressPolicy:
    """A policy with no private conversation: only the user's keys are held back
    (the MCP server, whose client keeps its conversation to itself)."""
    return EgressPolicy()
