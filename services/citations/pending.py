"""A step a plan still waits for: an approval, a grant or a decision not yet given.

"Eine Folgestudie soll ab dem 1. September 2026 … begleiten; die Finanzierung … ist
beantragt, aber noch nicht bewilligt"; "计划在2026年前再对另外两座桥进行类似改造，但具体方案
尚待市人大审议"; "la financiación todavía no está aprobada". The plan hangs on what has yet
to happen as it hangs on a condition ("if", "sofern", "would depend on":
``conditional_plan.OPEN_WORDS``): a claim that tells it as a fact ("beginnt im Herbst",
"将在2026年前……改造", "abrirá") drops that. The words are a closed class per
language ("not yet", "noch nicht", "尚待"), whole words or phrases in the spaced languages.
"""

from __future__ import annotations

from services.citations.whole_words import WordClass

PENDING: dict[str, tuple[str, ...]] = {
    "en": ("not yet", "yet to", "pending", "awaiting"),
    "de": ("noch nicht", "steht noch aus", "stehen noch aus", "ausstehend", "noch offen"),
    "fr": ("pas encore", "en attente", "en suspens", "reste à définir", "reste à confirmer",
           "reste à déterminer"),
    "es": ("todavía no", "aún no", "pendiente", "a la espera"),
    "it": ("non ancora", "ancora da definire", "ancora da approvare", "ancora da decidere",
           "in attesa"),
    "pt": ("ainda não", "pendente", "aguarda"),
    "nl": ("nog niet", "in afwachting", "nog open"),
    "zh": ("尚待", "有待", "待定", "尚未", "还未", "仍需", "未定"),
    "ja": ("未定", "未決定", "未承認", "検討中", "審議中"),
    "ko": ("미확정", "아직 결정되지", "아직 확정되지", "아직 승인되지", "검토 중", "심의 중"),
}
"""Words of a step still to come ("not yet", "noch nicht", "pendiente", "尚待"). A word
that also means something else is given in the phrase that makes it pending: German "noch
aus" and "steht aus" alone are also "still from" and "stands out of" ("stammt noch aus dem
Jahr 1900"), French "reste à" is also "stays in" ("reste à Paris"), Italian "ancora da"
"still from" ("arriva ancora da Roma"); Japanese "まだ" and Korean "아직" alone are "still"
(and "まだ" stands inside "そのままだ"), Korean "미정" is also a given name ("김미정")."""

_PENDING = WordClass.of(PENDING)


def pending_words(text: str) -> set[str]:
    """The words of ``PENDING`` that ``text`` writes (lower-cased)."""
    return _PENDING.found(text)
