"""A choice stated as a rule: "In den Teig kommen 50 g Sonnenblumenkerne" where the page
says "Wer mag, kann 50 g Sonnenblumenkerne unterheben"; "Add the walnuts" for "Add the
walnuts if you like".

The words of a choice are a closed class of each language; the sentence of the passage
that holds one must be the one the claim restates (two content words shared at least),
and the claim must keep no choice of its own (neither such a word nor "can", "kann").
"""

from __future__ import annotations

from services.citations.clause_stops import ClauseStops
from services.citations.cues import ABILITY_WORDS
from services.citations.finding import Finding
from services.citations.hedge_scope import choice_binds
from services.citations.optional_duty import denies_duty
from services.citations.passages import terms
from services.citations.scripts import LETTERS as _WORD
from services.citations.sentences import sentence_spans
from services.citations.whole_words import any_word

CHOICE = (
    "if you like", "if desired", "if you wish", "if you want", "optional", "optionally",
    "wer mag", "wer möchte", "nach belieben", "wahlweise", "optional",
    "si vous le souhaitez", "si on le souhaite", "si vous voulez", "facultatif", "facultative",
    "au choix", "si lo desea", "si se desea", "opcional", "opcionalmente", "al gusto",
    "a piacere", "facoltativo", "facoltativa", "se si vuole", "se desejar", "se quiser",
    "naar wens", "desgewenst", "optioneel", "naar keuze",
    # their other endings ("son opcionales", "sont facultatives")
    "opcionales", "facultatifs", "facultatives", "optionnel", "optionnelle", "optionnels",
    "optionnelles", "facoltativi", "facoltative", "opzionale", "opzionali", "opcionais",
    "optionele", "optionale", "optionaler", "optionales",
)
"""Words that leave a step or an item to the reader's choice."""
_CHOICE = any_word(CHOICE)
SHARED = 2
"""Content words at least the claim shares with the sentence that holds the choice."""


def choice_made_rule(claim: str, passage: str) -> Finding | None:
    """``hedged`` when a sentence of ``passage`` that ``claim`` restates leaves it to
    choice and ``claim`` keeps no choice."""
    if not _CHOICE.search(passage) or _CHOICE.search(claim) or any(
            w in ABILITY_WORDS for w in _WORD.findall(claim.lower())) or denies_duty(claim):
        return None  # no choice on the page (most pages), or the claim keeps one ("not
        # compulsory")
    mine = set(terms(claim))
    for start, end in sentence_spans(passage):
        sentence = passage[start:end]
        choice = _CHOICE.search(sentence)
        if choice and len(mine & set(terms(sentence))) >= SHARED and not _aim_kept(
                mine, sentence[choice.end() :], choice.group()) and choice_binds(
                choice.group(), sentence, claim):
            return Finding("hedged", claim.strip(), choice.group(), rule="optional")
    return None


_CLAUSE_END = ClauseStops(r"[,;:.!?\n]")


def _aim_kept(mine: set[str], after: str, choice: str) -> bool:
    """Whether the words the choice takes as its object ("if you want a clean system")
    all stand in the claim (its terms ``mine``: "… for a clean system"): the claim keeps
    the condition as an aim, a rule only for that aim. Not for a single word of choice
    ("optional travel pouch"): the noun after it is what is left to choice."""
    if " " not in choice.strip():
        return False
    aim = set(terms(_CLAUSE_END.split(after, 1)[0]))
    return bool(aim) and aim <= mine
