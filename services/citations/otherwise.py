"""A consequence stated with "otherwise" says what a negated purpose says: "heat them without
boiling, otherwise they burst" is "heat them without boiling so that they do not burst";
"da sie sonst platzen" is "damit sie nicht platzen"; "否则会开裂" is "以免开裂".

Only where the word the negation bears on ("burst", "platzen") follows the "otherwise":
"otherwise the skin burns" is no answer to "gloves do not protect the skin". The words
of "otherwise" are a closed class per language.
"""

from __future__ import annotations

import re

from services.citations.word_forms import holds_word

OTHERWISE: dict[str, tuple[str, ...]] = {
    "en": ("otherwise", "or else"),
    "de": ("sonst", "andernfalls", "ansonsten"),
    "fr": ("sinon", "autrement", "faute de quoi"),
    "es": ("de lo contrario", "si no", "de otro modo"),
    "it": ("altrimenti", "sennò", "in caso contrario"),
    "pt": ("senão", "caso contrário", "do contrário"),
    "nl": ("anders", "zo niet"),
    "zh": ("否则", "不然", "要不"),
    "ja": ("さもないと", "でないと", "さもなければ"),
    "ko": ("그렇지 않으면", "안 그러면"),
}
_SPACED = re.compile(r"\b(?:" + "|".join(
    re.escape(w) for lang, words in OTHERWISE.items() if lang not in ("zh", "ja", "ko")
    for w in words) + r")\b")
_SPACELESS = tuple(w for lang in ("zh", "ja", "ko") for w in OTHERWISE[lang])


def otherwise_turns(turned: list[str], plain: str) -> bool:
    """Whether ``plain`` states, after a word of "otherwise", the first of ``turned`` (the
    words a negation elsewhere bears on): the same purpose, said the other way round."""
    if not turned:
        return False
    lowered = plain.lower()
    found = _SPACED.search(lowered)
    at = found.end() if found else min(
        (lowered.find(w) + len(w) for w in _SPACELESS if w in lowered), default=-1)
    return at >= 0 and holds_word(lowered[at:], turned[0])


def purpose_said_otherwise(turned: list[str], plain: str, claim: str, page_sentence: str,
                           claim_negated: bool) -> bool:
    """Whether the plain side (``plain``) says with "otherwise" what the negated side's
    purpose says (``otherwise_turns``). After a negation of its own sentence the
    "otherwise" speaks of doing what that negation rules out ("nicht kochen lassen, da sie
    sonst platzen": if boiled, they burst): then only a negated side that keeps that
    negation ("ohne zu kochen, damit sie nicht platzen") says the same; one that does
    what it rules out ("mit Umluft, damit die Oberfläche nicht reißt" for "Umluft ist
    nicht zu empfehlen, da sie sonst reißt") is the opposite."""
    from services.citations.polarity import cues, negated_words  # polarity imports this module

    if not otherwise_turns(turned, plain):
        return False
    sentence, other = (page_sentence, claim) if claim_negated else (claim, page_sentence)
    if not cues(sentence).negated:
        return True
    own = cues(other)
    return (own.negated or own.without) and any(
        holds_word(other, w) for w in negated_words(sentence)[:1])
