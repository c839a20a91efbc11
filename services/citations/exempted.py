"""A case the page declares exempt, read as an exception: "All vehicles must stop at the
checkpoint; emergency crews are exempt" takes emergency crews out of the rule as "…,
except emergency crews" does, so "Emergency crews must stop too" states the opposite.

``exceptions`` reads a marker that stands before its case ("except", "außer", "sauf");
a word of exemption stands after it, in a clause of its own ("emergency
crews are exempt", "Rettungskräfte sind davon ausgenommen", "les secours en sont
exemptés"). The reading: such a clause, its case a few content words (its first words
up to a function word), is moved behind the rest of the sentence as "except <case>",
and ``exceptions.excepted`` weighs the claim against that. The words of exemption are
a closed class per language.
"""

from __future__ import annotations

import re

from services.citations.cues import STOP_WORDS
from services.citations.exceptions import excepted

EXEMPT: dict[str, tuple[str, ...]] = {
    "en": ("exempt", "exempted"),
    "de": ("ausgenommen", "befreit"),
    "fr": ("exempté", "exemptée", "exemptés", "exemptées", "exempt", "exempts", "exemptes",
           "dispensé", "dispensée", "dispensés", "dispensées"),
    "es": ("exento", "exenta", "exentos", "exentas"),
    "it": ("esente", "esenti", "esonerato", "esonerata", "esonerati", "esonerate"),
    "pt": ("isento", "isenta", "isentos", "isentas"),
    "nl": ("vrijgesteld",),
}
"""Words that declare the case before them exempt ("visitors are exempt from this rule")."""
CASE_WORDS = 3
"""Content words at most of the exempt case ("emergency crews")."""
_EXEMPT = frozenset(w for words in EXEMPT.values() for w in words)
_CLAUSE = re.compile(r"[;,:]")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _case(words: list[str]) -> list[str]:
    """The case a clause of exemption names: its first words after any function words,
    up to the next function word ("emergency crews" of "emergency crews are";
    "rettungskräfte" of "rettungskräfte sind davon")."""
    out: list[str] = []
    for word in words:
        if word in STOP_WORDS:
            if out:
                break
            continue
        out.append(word)
    return out


def as_exception(sentence: str) -> str | None:
    """``sentence`` with its clause of exemption written as "…, except <case>", or None."""
    parts = _CLAUSE.split(sentence.rstrip().rstrip(".!"))
    if len(parts) < 2:
        return None
    for k, part in enumerate(parts):
        words = _WORD.findall(part.lower())
        at = next((n for n, w in enumerate(words) if w in _EXEMPT), None)
        if at is None:
            continue
        case = _case(words[:at])
        if not case or len(case) > CASE_WORDS:
            return None
        rest = ", ".join(p.strip() for n, p in enumerate(parts) if n != k)
        return f"{rest}, except {' '.join(case)}."
    return None


def exempted_case(claim: str, sentences: list[str]) -> str | None:
    """The case a sentence of ``sentences`` declares exempt when ``claim`` puts it
    back under the rule (see the module's doc), else None; a claim that says "exempt"
    itself states the exemption."""
    if not _EXEMPT.isdisjoint(_WORD.findall(claim.lower())):
        return None
    for sentence in sentences:
        rewritten = as_exception(sentence)
        if rewritten is not None and (side := excepted(claim, rewritten)):
            return side
    return None
