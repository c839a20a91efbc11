"""A name of the claim that the page writes nowhere, told by how it is written, for
``entity_catches``.

"Auf einigen iPads wird die Merkliste … verzögert geladen" where the page says "Auf
einigen Tablets von Samsung …"; "The guidance was published by the British Red Cross"
where the page names another publisher. The name checks of ``verdict`` read a name
missing from the whole page as worth a look only (a unit, an abbreviation the page
spells out, a word capitalised as every German noun is). Two ways of writing tell a
name in any cased language, with no word list:

- a word with a capital inside it after a small letter, whose tail after that capital
  holds three letters or more ("iPad", "eBay", "YouTube", "McLaren"; not a unit: "kWh",
  "MHz", "mAh", nor "PhD"), and not made of the starts of a name the page writes
  ("CalMac" for "Caledonian MacBrayne": ``short_forms``);
- where the page does not capitalise its nouns, a run of two capitalised words or more
  inside the sentence (not its first word), of which every word of four letters or more
  is written nowhere on the page, in no form, and whose initials the page does not write
  as an acronym ("British Red Cross"; not "the Red Cross" where the page says "red
  cross", not "World Health Organization" where it says "WHO").

Neither counts among the claim's first ``OPENING`` words, where it names its subject,
often the page's own, which a passage need not write.

A word is written on the page in some form when the page holds its first letters (all
but its last two, four at least) in any case: "iPad" of "iPads", "Cross" of "crosses".
"""

from __future__ import annotations

import re

from services.citations.calendar_names import calendar_word
from services.citations.noun_case import page_capitalises_nouns
from services.citations.short_forms import short_form

_WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ɏ]+(?:[-'’.][A-Za-zÀ-ÖØ-öø-ɏ]+)*")
"""A word of a Latin script (a CJK claim may write "iPhone" between Han characters)."""
_INNER = re.compile(r"[a-zà-ÿ]([A-ZÀ-Þ])[a-zà-ÿ]{2,}")
"""A small letter, a capital, then three letters or more in small letters at least."""
_OPENERS = ".!?:;\"“„«(•-*#\n"
"""Marks after which a capital opens a sentence, an item or a quotation."""
OPENING = 2
"""Words that open the claim, where it names its subject, often the page's own, which a
passage need not write ("PhotoBox 2.1 lets …" over a changelog's "Version 2.1 - New: …")."""
LONG = 4
"""Letters at least of a word of a name run that must be missing from the page."""


def absent_name(claim: str, page: str) -> str | None:
    """The claim's name that ``page`` writes nowhere, or None."""
    lowered = page.lower()
    words: list[str] = _WORD.findall(claim)
    for at, word in enumerate(words):
        if at >= OPENING and _INNER.search(word) and not _written(word, lowered) and (
                not short_form(word, page)):
            return word
    opening = " ".join(words[:OPENING])
    for run in _runs(claim):
        if run[0] in opening.split():
            continue
        long = [w for w in run if len(w) >= LONG]
        if len(long) >= 2 and not any(_written(w, lowered) for w in long) and not any(
                calendar_word(w) for w in run) and not _acronym_written(run, page) and (
                not page_capitalises_nouns(page)):
            return " ".join(run)
    return None


def _written(word: str, lowered: str) -> bool:
    """Whether the page (lower-cased) holds ``word`` in some form."""
    stem = word.lower()[: max(LONG, len(word) - 2)]
    return re.search(rf"(?<![a-zß-öø-ɏ]){re.escape(stem)}", lowered) is not None


def _runs(claim: str) -> list[list[str]]:
    """Runs of two capitalised words or more, nothing but spaces between them, none the
    first word of a sentence, an item or a quotation."""
    runs: list[list[str]] = []
    run: list[str] = []
    last_end = 0
    for found in _WORD.finditer(claim):
        word, before = found.group(), claim[: found.start()].rstrip()
        joined = run and not claim[last_end : found.start()].strip()
        last_end = found.end()
        if word[:1].isupper() and not word.isupper() and before and (
                before[-1] not in _OPENERS) and (joined or not run):
            run.append(word)
            continue
        if len(run) >= 2:
            runs.append(run)
        run = [word] if word[:1].isupper() and not word.isupper() and before and (
            before[-1] not in _OPENERS) else []
    if len(run) >= 2:
        runs.append(run)
    return runs


def _acronym_written(run: list[str], page: str) -> bool:
    """Whether ``page`` writes the run's initials as a word ("WHO")."""
    initials = "".join(w[0] for w in run).upper()
    return re.search(rf"\b{re.escape(initials)}\b", page) is not None
