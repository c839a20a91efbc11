"""A schedule missed, said as a delay: "wird nicht wie geplant Ende 2027 freigegeben" for
"die Eröffnung verschiebt sich von Ende 2027 auf 2029"; "will not open as planned in May"
for "the opening has been postponed"; "未能如期开放" for "推迟开放".

The page's negation bears on its "as planned" (a closed class per language), not on the
event: the event comes later. A claim that tells it with a verb of delay (a closed class
too) says the same thing; a claim with no such verb ("opens at the end of 2027") is left
to the negation check.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.cues import NEGATION_WORDS
from services.citations.scripts import LETTERS
from services.citations.whole_words import SPACELESS_LANGUAGES, WordClass

AS_PLANNED: dict[str, tuple[str, ...]] = {
    "en": ("as planned", "as scheduled", "as originally planned", "on schedule", "on time"),
    "de": ("wie geplant", "wie vorgesehen", "wie ursprünglich geplant", "planmäßig",
           "fristgerecht", "termingerecht"),
    "fr": ("comme prévu", "dans les délais", "à temps"),
    "es": ("como estaba previsto", "como estaba planeado", "como previsto", "a tiempo"),
    "it": ("come previsto", "nei tempi previsti", "in tempo"),
    "pt": ("como previsto", "como planejado", "a tempo"),
    "nl": ("zoals gepland", "zoals voorzien", "op tijd"),
    "zh": ("如期", "按计划", "按期", "按时"),
    "ja": ("予定通り", "予定どおり"),
    "ko": ("예정대로", "계획대로"),
}
"""Words of "as planned", by language."""
DELAY: dict[str, tuple[str, ...]] = {
    "en": ("postpone", "postponed", "postpones", "delay", "delayed", "delays", "pushed back",
           "put back", "slips", "slipped"),
    "de": ("verschiebt", "verschoben", "verschieben", "verzögert", "verzögern",
           "verspätet", "später"),
    "fr": ("reporté", "reportée", "repoussé", "repoussée", "retardé", "retardée", "report"),
    "es": ("aplaza", "aplazado", "aplazada", "pospone", "pospuesto", "retrasa", "retrasado"),
    "it": ("rinviato", "rinviata", "rinvia", "posticipato", "posticipata", "ritardo"),
    "pt": ("adiado", "adiada", "adia", "atrasado", "atrasada"),
    "nl": ("uitgesteld", "verschoven", "vertraagd", "later"),
    "zh": ("推迟", "延期", "延迟", "延后", "推后"),
    "ja": ("延期", "遅れ"),
    "ko": ("연기", "지연"),
}
"""Words of delay, by language."""
_SPACED_PLANNED = tuple(p for lang, words in AS_PLANNED.items()
                        if lang not in SPACELESS_LANGUAGES for p in words)
_CJK_PLANNED = tuple(p for lang in SPACELESS_LANGUAGES for p in AS_PLANNED[lang])
_CJK_NEGATION = re.compile("[未不无没]能?(?:" + "|".join(_CJK_PLANNED) + ")")
_PLANNED = CaseBlind(r"(?<![^\W\d_])(?:" + "|".join(re.escape(p) for p in _SPACED_PLANNED)
                     + r")(?![^\W\d_])")
GAP = 2
"""Words at most between the negation and its "as planned" ("nicht wie geplant", "will
not open as planned")."""
_DELAY = WordClass.of(DELAY)


def missed_schedule(page_clause: str, claim_clause: str) -> bool:
    """Whether ``page_clause`` negates its "as planned" and ``claim_clause`` tells a
    delay."""
    return (_negated_plan(page_clause) or bool(_CJK_NEGATION.search(page_clause))) and (
        _delayed(claim_clause))


def _negated_plan(clause: str) -> bool:
    lowered = clause.lower()
    for found in _PLANNED.finditer(lowered):
        before = LETTERS.findall(lowered[: found.start()])[-(GAP + 1) :]
        if not NEGATION_WORDS.isdisjoint(before):
            return True
    return False


def _delayed(clause: str) -> bool:
    lowered = clause.lower()
    words = LETTERS.findall(lowered)
    return any(w in words if " " not in w else w in lowered for w in _DELAY.spaced) or any(
        w in clause for w in _DELAY.spaceless)


_PHRASE_WORDS = tuple(tuple(p.split()) for p in _SPACED_PLANNED if " " in p)


def as_planned_at(words: list[str], k: int) -> bool:
    """Whether ``words[k]`` (lower-cased words of a clause) ends a negated phrase of "as
    planned" ("nicht wie geplant", "not as originally planned"): a schedule missed, no
    plan of its own (unnegated, "opens as planned" keeps the plan's future)."""
    return any(len(p) <= k + 1 and tuple(words[k + 1 - len(p) : k + 1]) == p
               and not NEGATION_WORDS.isdisjoint(words[max(0, k + 1 - len(p) - GAP - 1)
                                                       : k + 1 - len(p)])
               for p in _PHRASE_WORDS)
