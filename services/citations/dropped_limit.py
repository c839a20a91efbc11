"""A limit dropped: the page says a thing holds "usually", "in most cases", for "many" or
"some" of a group, and the claim states the same clause flatly, of all.

"Die Krankenkassen erstatten Reiseimpfungen" where the page says "Viele Krankenkassen
erstatten Reiseimpfungen"; "the wound heals without complications" for "heals in most
cases without complications"; "Zink verkürzt bei Erwachsenen die Dauer" for "Zink kann bei
manchen Erwachsenen die Dauer verkürzen". The words that limit how often or of how many a
statement holds are closed classes of each language: the scales of ``widened_frequency``
and ``widened_quantifier`` below their top ("always", "all"). ``widened_frequency`` reads
only a dropped "sometimes"; here any word below the top counts, but only where the claim
keeps the limited clause nearly whole (``KEPT_SHARE`` of its content words and figures,
``KEPT_WORDS`` at least): the claim states the page's very clause, less its limit.

Not read as a limit: a quantifier before a figure ("some 1,900 men": about), whose
word the claim does not state ("for several hours": a detail left out, not widened) or
counts itself ("one reason" for "many reasons"); and
nothing when the claim has any word of either scale, a word of "mainly"
(``MAINLY``: "überwiegend wegen Umknickverletzungen" for "die meisten wegen …"), or a
hedge, possibility or plan of its own (a condition, "wenn", is no limit of the claim's).
Chinese, Japanese and Korean write a part with other words (``cjk_some``).
"""

from __future__ import annotations

import re

from services.citations.content_words import content_words
from services.citations.cues import CONDITIONAL_WORDS, NUMBER_WORDS, STOP_WORDS
from services.citations.finding import Finding
from services.citations.one_fillers import ONE
from services.citations.passages import Match, SourceIndex
from services.citations.polarity import cues
from services.citations.scripts import CJK_SCRIPT
from services.citations.widened_frequency import FREQUENCY, NOT_FREQUENCY_AFTER
from services.citations.widened_quantifier import NOT_QUANTIFYING, SCALE
from services.citations.word_forms import holds_word

MAINLY: dict[str, tuple[str, ...]] = {
    "en": ("mainly", "mostly", "largely", "primarily", "predominantly", "chiefly"),
    "de": ("überwiegend", "hauptsächlich", "vor allem", "größtenteils", "weitgehend",
           "vorwiegend"),
    "fr": ("principalement", "surtout", "essentiellement", "majoritairement"),
    "es": ("principalmente", "sobre todo", "mayormente", "mayoritariamente"),
    "it": ("principalmente", "soprattutto", "perlopiù", "prevalentemente"),
    "pt": ("principalmente", "sobretudo", "maioritariamente"),
    "nl": ("vooral", "hoofdzakelijk", "voornamelijk", "grotendeels"),
}
"""Words that say a statement holds for the most part: a claim with one keeps a limit."""
KEPT_SHARE = 0.75
"""Share at least of the limited clause's content words and figures the claim states."""
KEPT_WORDS = 3
"""Content words or figures at least of that clause the claim states (not "some remain for
Sunday": "tickets remain for Sunday" says there are some)."""

_FREQUENCY = frozenset(w for scale in FREQUENCY.values() for words in scale for w in words)
_LIMITS = sorted({w for table in (FREQUENCY, SCALE) for scale in table.values()
                  for words in scale[:-1] for w in words}, key=len, reverse=True)
_ANY = sorted({*(w for table in (FREQUENCY, SCALE) for scale in table.values()
                 for words in scale for w in words),
               *(w for words in MAINLY.values() for w in words)}, key=len, reverse=True)
_LIMIT = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, _LIMITS)) + r")(?!\w)")
_KEEPS = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, _ANY)) + r")(?!\w)")
_CUT = re.compile(r"[;:]|,(?!\d)|\s[–—]\s")
"""Where a clause of the page's sentence ends (not at "8. August": a sentence is one)."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*|\d+")
_FIGURE = re.compile(r"\d+")
_NUMBER_WORDS = frozenset(w for table in (NUMBER_WORDS, ONE) for words in table.values()
                          for w in words)
"""Figures in words and words of one (``one_fillers.ONE``): a claim that speaks of one of a
group says nothing of all of it."""


def _limits(sentence: str) -> list[tuple[str, str]]:
    """``(limit word, its clause)`` for each limit of ``sentence`` read as one."""
    out = []
    for part in _CUT.split(sentence):
        lowered = part.lower()
        for found in _LIMIT.finditer(lowered):
            said = found.group(1)
            after = [w for w in _WORD.findall(lowered[found.end() : found.end() + 60])
                     if w not in STOP_WORDS]
            before = _WORD.findall(lowered[max(0, found.start() - 12) : found.start()])[-1:]
            if said in _FREQUENCY:
                if after[:1] and after[0] in NOT_FREQUENCY_AFTER:
                    continue  # "immer mehr": more and more
            elif (before and before[0] in NOT_QUANTIFYING) or not after or (
                    after[0].isdigit() or after[0] in _NUMBER_WORDS):
                continue  # "the most popular", "some 1,900 men"
            out.append((said, part))
    return out


def dropped_limit(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The limit of how often or of how many (see the module) a sentence of the passage
    sets on a clause ``claim`` states without it, or None."""
    lowered = claim.lower()
    if CJK_SCRIPT.search(claim) or _KEEPS.search(lowered):
        return None
    own = cues(claim)
    if (own.hedged and own.hedged not in CONDITIONAL_WORDS) or own.able or own.intent:
        return None
    figures = set(_FIGURE.findall(claim))
    for k in range(match.first, match.last + 1):
        for said, part in _limits(index.sentence(k)):
            if said not in _FREQUENCY:
                rest = part.lower().split(said, 1)[1]
                bearer = [w for w in _WORD.findall(rest) if w not in STOP_WORDS][:1]
                if not bearer or not holds_word(claim, bearer[0]) or _counted(
                        lowered, bearer[0]):
                    continue  # "for several hours": what is limited is not the claim's
            wanted = [*content_words(part.lower().replace(said, " ")), *_FIGURE.findall(part)]
            held = [w for w in wanted if (w in figures if w.isdigit() else holds_word(claim, w))]
            if len(held) >= KEPT_WORDS and len(held) >= KEPT_SHARE * len(wanted):
                return Finding("hedged", claim.strip(), said, rule="dropped_limit")
    return None


def _counted(claim: str, word: str) -> bool:
    """Whether ``claim`` (lower-cased) counts ``word`` itself with a figure, a number word
    or a word of one right before it ("one reason" for the page's "many reasons")."""
    words = _WORD.findall(claim)
    return any(holds_word(w, word) and k > 0 and (
        words[k - 1].isdigit() or words[k - 1] in _NUMBER_WORDS)
        for k, w in enumerate(words))
