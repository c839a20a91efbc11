"""A short negated clause of the passage that the claim states whole, without a negation.

"Eine Flutlichtanlage gibt es bislang nicht" against "Das Stadion verfügt über eine
moderne Flutlichtanlage": the page's clause denies that the thing exists; the claim
says it has it. The negation check compares the claim's clause with the page's
clause that holds most of it, and only when that one holds a good part of it; a
clause that only names the thing it denies holds too little of a longer claim. Here
every word of the short negated clause, words of being and of time aside ("gibt
es", "there is", "bislang", "yet"), must stand in the claim, which must neither
negate, lack, end nor waive anything itself.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.finding import Finding
from services.citations.negation_agrees import number_sign
from services.citations.negation_contrast import turns_down_negated
from services.citations.negation_weighed import negation_words
from services.citations.packed_claim import packed
from services.citations.polarity import cues, negated_words
from services.citations.word_forms import holds_word
from services.citations.word_start import only_its_start

BEING: frozenset[str] = frozenset({
    "there", "exist", "exists", "existed", "available", "yet", "still", "currently", "far",
    "gibt", "gab", "existiert", "vorhanden", "bislang", "bisher", "noch", "derzeit",
    "aktuell", "momentan",
    "existe", "encore", "actuellement", "hay", "había", "todavía", "aún", "actualmente",
    "esiste", "ancora", "attualmente", "há", "havia", "ainda", "atualmente",
    "bestaat", "nog", "momenteel",
})
"""Words of being and of time that a denial of a thing's existence is made of ("gibt es
bislang nicht", "there is still no", "no hay todavía"), in the spaced languages."""
NEEDS: frozenset[str] = frozenset({
    "necessary", "needed", "required", "nötig", "notwendig", "erforderlich", "nécessaire",
    "requis", "requise", "necesario", "necesaria", "necessario", "necessaria", "necessário",
    "necessária", "nodig", "vereist",
})
"""Words of necessity: denied ("kneten ist nicht nötig"), they deny what a claim's word of
obligation ("muss", "must", "必须") states."""
MAX_TERMS = 3
"""Content words at most of a short negated clause."""
MIN_LETTERS = 4
"""Letters at least of the clause's longest word (a thing named, not "it", "one")."""


def denied_clause(claim: str, passage: str) -> Finding | None:
    """A clause of ``passage`` that negates, of ``MAX_TERMS`` content words at most
    (words of being and time aside), each of which ``claim`` states in some form (a
    word of necessity by a word of obligation: "muss" for "nötig"), while the claim
    negates nothing (nor says "lacks", "ended", "free")."""
    own = cues(claim)
    if own.negated or own.ended or own.free or own.without:
        return None
    for part, found in clauses(passage):
        theirs = cues(part, passage)
        if not theirs.negated or theirs.free or theirs.without or theirs.hedged or (
                turns_down_negated(claim, part, negation_words(part, passage),
                                   negated_words(part))  # "paracetamol rather than aspirin"
                or number_sign(part, passage)):  # "at No. 7"
            continue
        wanted = [t for t in found if t not in BEING and not t[:1].isdigit()]
        if 1 <= len(wanted) <= MAX_TERMS and all(
                _held(claim, t) or (own.obliged and t in NEEDS) for t in wanted) and not (
                len(wanted) == 1 and only_its_start(claim, wanted[0])) and (
                max(len(t) for t in wanted) >= MIN_LETTERS):
            return Finding("negation", claim.strip(), part.strip(), rule="denied_clause",
                           certain=not packed(claim))  # a summary's word: ``packed_claim``
    return None


def _held(claim: str, word: str) -> bool:
    """Whether ``claim`` holds ``word`` in some form, a participle's "ge-" aside
    ("geknetet" for "kneten", "gemaakt" for "maken")."""
    return holds_word(claim, word) or any(
        w.startswith("ge") and holds_word(w[2:], word) for w in claim.lower().split())
