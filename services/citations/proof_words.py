"""A finding stated as proof where the page gives a hint: "Die Studie belegt, dass …"
where the passage says the study "liefert Hinweise" and people "schlafen offenbar
länger"; "the trial proves" for "the trial suggests".

Both are closed classes of each language: the words of proof a claim may use, and the
words of a hint a passage may use. The passage must hold a hint and no proof, and the
claim's word of proof must not be negated: "die Studie belegt keinen ursächlichen
Zusammenhang", "does not prove" claim less than a hint, not more.
"""

from __future__ import annotations

from services.citations.clauses import clauses
from services.citations.finding import Finding
from services.citations.polarity import cues
from services.citations.whole_words import any_word

PROOF = (
    "proves", "proved", "proven", "prove", "demonstrates", "demonstrated", "establishes",
    "belegt", "belegen", "beweist", "beweisen", "bewiesen", "nachgewiesen",
    "prouve", "prouvé", "démontre", "démontré",
    "demuestra", "demostrado", "demostró",
    "dimostra", "dimostrato",
    "comprova", "comprovou", "demonstra", "demonstrou",
    "bewijst", "bewezen", "aangetoond",
)
"""Words of proof a sentence may give a study or a finding."""
HINT = (
    "suggests", "suggest", "suggested", "indicates", "indicate", "hints", "hint",
    "points to", "apparently", "possibly", "likely",
    "hinweise", "hinweis", "deutet", "deuten", "legt nahe", "legen nahe", "offenbar",
    "vermutlich", "möglicherweise", "wahrscheinlich",
    "suggère", "suggèrent", "indique", "indiquent", "laisse penser", "probablement",
    "sugiere", "sugieren", "indica", "indican", "apunta", "probablemente",
    "suggerisce", "suggeriscono", "indicano", "probabilmente",
    "sugere", "sugerem", "indicam", "provavelmente",
    "suggereert", "wijst op", "duidt op", "aanwijzingen", "waarschijnlijk",
)
"""Words of a hint, short of proof, a passage may give a finding."""


_PROOF = any_word(PROOF)
_HINT = any_word(HINT)


def proof_for_hint(claim: str, passage: str) -> Finding | None:
    """``hedged`` when ``claim`` gives proof and ``passage`` only a hint."""
    proof = _PROOF.search(claim)
    if proof is None or _PROOF.search(passage) or _denied(claim, proof.group()):
        return None
    hint = _HINT.search(passage)
    return Finding("hedged", proof.group(), hint.group(), rule="proof_words") if hint else None


def _denied(claim: str, proof: str) -> bool:
    """Whether the clause of ``claim`` holding the word of proof ``proof`` is negated."""
    return any(cues(part, claim).negated for part, _terms in clauses(claim)
               if _PROOF.search(part) and proof in part)
