"""A name the claim gives in full where its passage writes it short: "Julia Brandstetter"
for the passage's "Brandstetter", "the Valdora Glacier's tongue" for "the glacier's
tongue", the page naming it in full elsewhere.

The word the passage leaves out is no name from elsewhere: the passage speaks of the same
one by another word of the name. Only where the page writes the claim's whole name as the
claim does, and the passage writes no other name word right before the one it shares
("Tom Brandstetter" is someone else). Structure, not words: any language with capitals.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS

_RUN = re.compile(r"(?:[A-ZÀ-ÞĀ-Ž][\w’'-]*\s+){1,3}[A-ZÀ-ÞĀ-Ž][\w’'-]*")
_POSSESSIVE = re.compile(r"['’]s$")


def name_key(name: str) -> str:
    """``name`` lower-cased without a possessive's ending ("Glenmoor's": "glenmoor"): the
    form in which it is looked up in a page's lowered text or title."""
    key = name.lower()
    for ending in ("'s", "\u2019s"):
        key = key.removesuffix(ending)
    return key


def _plain(word: str) -> str:
    return _POSSESSIVE.sub("", word).lower()


def longer_form(claim: str, name: str, window: str, page: str) -> bool:
    """Whether ``name`` (a name of ``claim``) is part of a run of name words of the claim
    (two to four words side by side) another word of which ``window`` holds, and ``page``
    writes the whole run."""
    lowered = page.lower()
    for run in _RUN.finditer(claim):
        words = run.group().split()
        at = next((k for k, w in enumerate(words) if w == name or name in w), None)
        if at is None:
            continue
        for first in range(0, at + 1):
            for last in range(max(at, first + 1), len(words)):
                part = words[first : last + 1]
                whole = " ".join(_plain(w) for w in part)
                if whole in lowered and any(_written_short(_plain(w), whole, window) and (
                        _last_named(_plain(w), whole, page, window)) for w in part
                        if w is not words[at]):
                    return True
    return False


def _last_named(word: str, whole: str, page: str, window: str) -> bool:
    """Whether the last run of name words holding ``word`` that ``page`` writes before
    ``window`` is ``whole``: the one the short form stands for, not another of
    the same surname ("Tom Brandstetter")."""
    lowered = page.lower()
    end = lowered.find(window.lower())
    end = len(lowered) if end == -1 else end
    last = ""
    for run in _RUN.finditer(page[:end]):
        plain = " ".join(_plain(w) for w in run.group().split())
        if word in plain.split():
            last = plain
    return whole in last


def _written_short(word: str, whole: str, window: str) -> bool:
    """Whether ``window`` writes ``word`` with no other name word right before it."""
    for found in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", window, re.IGNORECASE):
        head = window[: found.start()]
        before = re.findall(r"[\w’'-]+", head)[-1:]
        if not before or not before[0][:1].isupper() or _plain(before[0]) in whole.split() or (
                before[0].lower() in STOP_WORDS) or head.rstrip().endswith((".", "\n", "#")):
            return True  # an article ("The glacier"), or no name word, before it
    return False
