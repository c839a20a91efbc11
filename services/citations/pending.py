"""A step a plan still waits for: an approval, a grant or a decision not yet given.

"Eine Folgestudie soll ab dem 1. September 2026 … begleiten; die Finanzierung … ist
beantragt, aber noch nicht bewilligt"; "计划在2026年前再对另外两座桥进行类似改造，但具体方案
尚待市人大审议"; "plans to replace it in 2027, although the date would depend on delivery".
The plan hangs on what has yet to happen as it hangs on a condition ("if", "sofern":
``conditional_plan.OPEN_WORDS``): a claim that tells it as a fact ("beginnt im Herbst",
"将在2026年前……改造", "will replace") drops that. The words are a closed class per
language ("not yet", "noch nicht", "尚待"), whole words or phrases in the spaced languages.
"""

from __future__ import annotations

from services.citations.whole_words import WordClass

PENDING: dict[str, tuple[str, ...]] = {
    "en": ("not yet", "yet to", "pending", "awaiting", "depend"),
    "de": ("noch nicht", "noch aus", "ausstehend", "noch offen", "steht aus"),
    "fr": ("pas encore", "en attente", "reste à"),
    "es": ("todavía no", "aún no", "pendiente", "a la espera"),
    "it": ("non ancora", "ancora da", "in attesa"),
    "pt": ("ainda não", "pendente", "aguarda"),
    "nl": ("nog niet", "in afwachting", "nog open"),
    "zh": ("尚待", "有待", "待定", "尚未", "还未", "仍需", "未定"),
    "ja": ("未定", "まだ"),
    "ko": ("아직", "미정"),
}
"""Words of a step still to come ("not yet", "noch nicht", "pendiente", "尚待"); English
"depend" is the form "would depend on" takes, which ``OPEN_WORDS`` ("depends") leaves out."""

_PENDING = WordClass.of(PENDING)


def pending_words(text: str) -> set[str]:
    """The words of ``PENDING`` that ``text`` writes (lower-cased)."""
    return _PENDING.found(text)
