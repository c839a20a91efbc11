"""A person the page never names, set by the claim right after a role that the page sets
right before another person's name, for ``entity_catches``.

"Oberbürgermeister Klaus Reinhardt betonte, …" where the page writes "Oberbürgermeisterin
Dr. Anke Sommer (parteilos) betonte, …"; "Laut Sprecherin Sabine Ortlieb hat die
Elterninitiative …" where the page writes "Sprecherin Lena Brandl fordert …". The name
checks of ``verdict`` read a name missing from the whole page as worth a look only (a
model may add a name it knows); but where the page fills the claim's role slot with a
person of its own, the claim's person holds a role the page gives someone else.

The sign holds in any language written with capitals and needs no word list but the
closed class of titles (``person_titles``):

- the claim writes a run of two or three capitalised words (a name) of which the page
  writes no word in any form (no word of the page starts with it, in any case), or
  which the page writes whole only right after another role, a capitalised word inside
  its sentence ("Geschäftsführerin Dr. Sabine Ortlieb" for "Sprecherin Sabine
  Ortlieb");
- right before the run (a title such as "Dr." aside) the claim writes a word of four
  letters or more, capitalised where the page capitalises its nouns and not joined to
  what stands before it ("67-jährige Helmut Brandl": an attribute, no role);
- somewhere on the page that word, in the same form or with at most ``ENDING`` letters
  more or fewer ("Oberbürgermeister", "Oberbürgermeisterin"), stands right before
  (titles aside) a run of two or three capitalised words, none of which the claim
  writes.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.noun_case import capitalises_nouns
from services.citations.person_titles import is_title
from services.citations.word_forms import with_ending

_TOKEN = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*\.?|[^\w\s]|\d+")
"""A word of letters (a stop kept, as titles write it: "Dr."), a mark or a figure: a
mark between two words ("(parteilos)", "director, Fiona") parts them."""
ENDING = 2
"""Letters at most that two forms of a role differ by at their end ("-in", "-s")."""
ROLE = 4
"""Letters at least of a role's word."""
_RUN = (2, 3)
"""Fewest and most capitalised words of a person's name."""


def role_slot_name(claim: str, page: str) -> tuple[str, str] | None:
    """``(the claim's role and person, the page's role and person)``, or None."""
    mine = _TOKEN.findall(claim)
    lowered_page = page.lower()
    claimed_words = {t.rstrip(".").lower() for t in mine}
    for start, end in _name_runs(mine):
        at = start - 1
        while at >= 0 and is_title(mine[at]):
            at -= 1
        if at < 0 or not _role_word(mine[at]) or (at > 0 and mine[at - 1] in "-–"):
            continue  # "67-jährige Helmut Brandl": an attribute, no role
        role = mine[at].lower()
        if role[: len(role) - ENDING] not in lowered_page or (
                capitalises_nouns(page) and not _capitalised(mine[at])):
            continue
        theirs = _page_tokens(page)
        if not all(_unwritten(w, lowered_page) for w in mine[start:end]) and not (
                _other_role(mine[start:end], role, theirs)):
            continue
        holder = _holder(theirs, role, claimed_words)
        if holder is not None:
            return " ".join(mine[at:end]), holder
    return None


@lru_cache(maxsize=8)
def _page_tokens(page: str) -> list[str]:
    return _TOKEN.findall(page)


def _capitalised(token: str) -> bool:
    word = token.rstrip(".")
    return word[:1].isalpha() and word[:1].isupper() and not word.isupper() and (
        not is_title(word) and len(word) > 1)


def _name_runs(tokens: list[str]) -> list[tuple[int, int]]:
    """``(start, end)`` of each run of ``_RUN`` capitalised words (no title among them),
    none but the last ending in a stop."""
    runs, i = [], 0
    while i < len(tokens):
        k = i
        while k < len(tokens) and _capitalised(tokens[k]) and (
                k == i or not tokens[k - 1].endswith(".")):
            k += 1
        if k == i:
            i += 1
            continue
        # The run's last words: a role, itself capitalised, may stand first ("Sprecherin").
        for first in range(i, k):
            if _RUN[0] <= k - first <= _RUN[1]:
                runs.append((first, k))
        i = k
    return runs


def _other_role(name: list[str], role: str, theirs: list[str]) -> bool:
    """Whether the page writes ``name`` whole, each time right after (titles aside) a
    capitalised word of ``ROLE`` letters or more inside a sentence, never a form of
    ``role``: the page gives the person another role ("Geschäftsführerin Dr. Sabine
    Ortlieb" for "Sprecherin Sabine Ortlieb")."""
    n, found = len(name), False
    for at in range(len(theirs) - n + 1):
        if theirs[at : at + n] != name:
            continue
        before = at - 1
        while before >= 0 and is_title(theirs[before]):
            before -= 1
        word = theirs[before] if before >= 0 else ""
        opens = before < 1 or not theirs[before - 1][:1].isalpha()
        if opens or not (_capitalised(word) and _role_word(word)) or _same_role(
                word.lower(), role):
            return False
        found = True
    return found


def _unwritten(token: str, lowered_page: str) -> bool:
    """Whether no word of the page starts with ``token`` in any case."""
    word = token.rstrip(".").lower()
    return re.search(rf"(?<![^\W\d_]){re.escape(word)}", lowered_page) is None


def _role_word(token: str) -> bool:
    return not token.endswith(".") and len(token) >= ROLE and token.isalpha()


def _same_role(word: str, role: str) -> bool:
    return with_ending(word, role, ENDING)


def _holder(theirs: list[str], role: str, claimed: set[str]) -> str | None:
    """The role and the name the page (its words ``theirs``) sets right after ``role``
    (in some form), of which the claim writes no word, or None."""
    for at, token in enumerate(theirs):
        if not _same_role(token.lower(), role):
            continue
        start = at + 1
        while start < len(theirs) and is_title(theirs[start]):
            start += 1
        end = start
        while end < len(theirs) and end - start < _RUN[1] + 1 and _capitalised(theirs[end]) and (
                end == start or not theirs[end - 1].endswith(".")):
            end += 1
        if not _RUN[0] <= end - start <= _RUN[1]:
            continue
        if any(t.rstrip(".").lower() in claimed for t in theirs[start:end]):
            continue
        return " ".join(theirs[at:end])
    return None
