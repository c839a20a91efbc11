"""A case the claim includes that the page leaves out with a negation: "The guideline
covers everyone who lifts … loads, including care staff who handle patients" where the
page says "It does not apply to patient handling"; "…, wobei das Gerät auch an
Warmwasser angeschlossen werden kann" where it says "ein Anschluss an Warmwasser ist
nicht vorgesehen".

The claim carries no negation, and the page's negation bears on a word the claim
puts another way ("handling", "vorgesehen"), so the negation check, which asks for the
negated word itself, sees no flip. What tells is the claim's word of inclusion
(``INCLUDING``, a closed class: "including", "also", "auch", "einschließlich", "y
compris", "incluso", "anche", "também", "ook"): the words after it name a case (before a
word that puts both sides in, "as well as", "ebenso wie", "ainsi que", ``BOTH_SIDES``, the
words before it too), and a negated clause of the passage or of a sentence beside it holds
at least half of them, more than any clause of those sentences that is not negated (the
page may include the case in one sentence and leave out another: "not on the beach in
summer; in winter dogs are also allowed"). A clause that excepts or excludes the case ("Ausgenommen
sind Sprachkurse", "are excluded from the offer") leaves it out too, whatever the
claim's polarity; a claim that names an exception itself is left alone, and a negation
the page cancels ("not exempt", "not without a permit") states a duty the claim's
"must" may state too. The page's clauses are read whole: a negated one with the list it
negates past its comma (``negated_list``), one without a bracketed aside or an
abbreviation's stop that cuts it off its subject ("Die Hauptstraße (Landesstraße Nr. 412)
ist ausgenommen"); and a clause that restricts to some ("nur … erlaubt") includes no other
case, whatever words of the claim's it holds. Chinese, Japanese and Korean inclusions are
read by ``cjk_exceptions`` (a case the page excepts) and Chinese ones by ``cjk_included`` (a
case it negates, or spares the claim's ban).
"""

from __future__ import annotations

import re

from services.citations.abbreviations import ABBREVIATIONS, NUMBER_LABELS
from services.citations.cjk_included import cjk_included_negated
from services.citations.clauses import CLAUSE
from services.citations.cues import EXCEPTIONS, RESTRICTIVE_WORDS, STOP_WORDS
from services.citations.exceptions import excepted_words, states_exception
from services.citations.exclusion import EXCLUSION_WORDS
from services.citations.finding import Finding
from services.citations.negated_list import listed_clauses
from services.citations.negation_agrees import emphatic
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

INCLUDING: dict[str, tuple[str, ...]] = {
    "en": ("including", "also", "even", "as well as"),
    "de": ("einschließlich", "inklusive", "auch", "sogar", "ebenfalls"),
    "fr": ("y compris", "aussi", "également", "même"),
    "es": ("incluido", "incluida", "incluidos", "incluidas", "incluso", "también"),
    "it": ("compreso", "compresa", "compresi", "comprese", "incluso", "inclusi", "anche"),
    "pt": ("incluindo", "inclusive", "também"),
    "nl": ("inclusief", "ook", "zelfs"),
}
"""Words that put a case under what the sentence says ("including care staff")."""
BOTH_SIDES: dict[str, tuple[str, ...]] = {
    "en": ("as well as",), "de": ("ebenso wie", "genauso wie", "sowie"),
    "fr": ("ainsi que", "de même que"), "es": ("así como", "al igual que"),
    "it": ("così come", "nonché"), "pt": ("assim como", "bem como"),
    "nl": ("evenals", "net als", "alsmede"),
}
"""Words that put the case before them under the statement as well as the one after
("open to landlords and holiday-let owners as well as owner-occupiers"): the words before
them name a case too."""
CASE_WORDS = 5
"""Content words at most after a word of inclusion that name its case."""
REACH = 1
"""Sentences before or after the window where the page's negation may stand."""

_PATTERN = re.compile(r"(?<![\w'’])(" + "|".join(sorted(
    (re.escape(w) for words in INCLUDING.values() for w in words), key=len, reverse=True))
    + r")(?![\w'’])")
_BOTH = re.compile(r"(?<![\w'’])(" + "|".join(sorted(
    (re.escape(w) for words in BOTH_SIDES.values() for w in words), key=len, reverse=True))
    + r")(?![\w'’])")
_ELIDED = re.compile(r"(?<![^\W\d_])qu['’]")
"""French "que" elided before a vowel ("ainsi qu'aux"), read written out."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_SHORT_FORMS = (ABBREVIATIONS | NUMBER_LABELS) - {"no"}  # "said no. Then": a word
_EXCEPTION_MARKERS = re.compile(r"(?<![\w'’])(?:" + "|".join(sorted(
    (re.escape(m) for markers in EXCEPTIONS.values() for m in markers), key=len,
    reverse=True)) + r")(?![\w'’])")


def _cases(claim: str) -> list[list[str]]:
    """The content words after each word of inclusion of ``claim``, to its clause's end;
    before a word that puts both sides in (``BOTH_SIDES``: "open to landlords as well as
    owner-occupiers"), the words before it in its clause too."""
    lowered = claim.lower()
    out = []
    for found in _PATTERN.finditer(lowered):
        rest = CLAUSE.split(lowered[found.end() :], maxsplit=1)[0]
        words = [w for w in _WORD.findall(rest) if w not in STOP_WORDS and len(w) >= 3]
        if words:
            out.append(words[:CASE_WORDS])
    written_out = _ELIDED.sub("que ", lowered)
    for found in _BOTH.finditer(written_out):
        before = CLAUSE.split(written_out[: found.start()])[-1]
        words = [w for w in _WORD.findall(before) if w not in STOP_WORDS and len(w) >= 3]
        if words:
            out.append(words[-CASE_WORDS:])
    return out


def included_negated(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The negated clause of the passage (or a sentence beside it) that leaves out the
    case ``claim`` includes (see the module), or None."""
    first = max(0, match.first - REACH)
    last = min(len(index.spans) - 1, match.last + REACH)
    sentences = [index.sentence(k) for k in range(first, last + 1)]
    if CJK_SCRIPT.search(claim):
        found = cjk_included_negated(claim, sentences)
        return Finding("negation", claim.strip(), found[1].strip(),
                       rule="included_negated") if found else None
    cases = _cases(claim)
    if not cases or _excepts(claim):
        return None
    own = cues(claim)
    negated_claim = own.negated
    parts = [(part, cues(part, sentence)) for sentence in sentences
             if not states_exception(claim, sentence) or _includes_excepted(cases, sentence)
             for part in listed_clauses(_joined(sentence), sentence)
             if not emphatic(part, sentence)]  # "nicht zuletzt dank": also thanks to
    # A negated claim may include a case in what the page negates ("dürfen auch dort
    # nicht"): only the page's exception leaves the case out then.
    # "not exempt", "not without a permit": a duty, which the claim's "must" may state.
    leaving = [p for p, c in parts if _excepts(p) or (
        c.negated and not (c.without or c.free or negated_claim or own.obliged))]
    if not leaving:
        return None
    for case in cases:
        def held(part: str, words: list[str] = case) -> int:
            return sum(1 for w in words if holds_word(part, w))
        most, part = max(((held(p), p) for p in leaving), key=lambda n: n[0])
        # A clause that restricts to some ("nur Knotenschlingen bzw. Bandschlingen erlaubt")
        # includes no other case, whatever words of the claim's it holds.
        plain = [held(p) for p, _c in parts if p not in leaving and RESTRICTIVE_WORDS.isdisjoint(
            _WORD.findall(p.lower()))]
        if 2 * most >= len(case) and most > max(plain, default=0):
            return Finding("negation", claim.strip(), part.strip(), rule="included_negated")
    return None


def _includes_excepted(cases: list[list[str]], sentence: str) -> bool:
    """Whether a case the claim includes ("including those that contain fish") is the one
    ``sentence`` excepts ("except those containing fish"): then the claim does not state
    the exception, whatever its polarity."""
    side = [w for w in excepted_words(sentence) if len(w) >= 3]
    return bool(side) and any(
        2 * sum(1 for w in side if any(holds_word(c, w) or holds_word(w, c) for c in case))
        >= len(side) for case in cases)


def _excepts(text: str) -> bool:
    """Whether ``text`` has a marker of exception or a word of exclusion ("except",
    "ausgenommen", "sauf", "excluded")."""
    lowered = text.lower()
    return _EXCEPTION_MARKERS.search(lowered) is not None or not EXCLUSION_WORDS.isdisjoint(
        _WORD.findall(lowered))


_ASIDE = re.compile(r"\s*[(（][^()（）]*[)）]")
_ABBREVIATED = re.compile(r"(?<![^\W_])([^\W\d_]{2,})\.(?=\s)")


def _joined(sentence: str) -> str:
    """``sentence`` without what cuts a clause off from its subject: a bracketed aside that
    excepts nothing ("Die Hauptstraße (Landesstraße Nr. 412) ist ausgenommen") and the full
    stop of an abbreviation ("ältere Stationen der Revisionen A bzw. B werden nicht
    unterstützt")."""
    bare = _ASIDE.sub(lambda m: m.group() if _EXCEPTION_MARKERS.search(m.group().lower())
                      else "", sentence)
    return _ABBREVIATED.sub(lambda m: m.group(1) if m.group(1).lower() in _SHORT_FORMS
                            else m.group(), bare)
