"""Verbs of fear and of attestation: like a verb of saying, each credits what follows to
the one named before it ("X befürchtet, dass …", "X bescheinigte der Anlage …", "X担心…").

A closed class per language, read by the checks that ask who said a statement
(``credited_elsewhere`` for names written with capitals, ``speakers`` for Chinese,
Japanese and Korean, whose speaker ends right before the verb).
"""

from __future__ import annotations

FEARING: dict[str, tuple[str, ...]] = {
    "en": ("fears", "feared", "worries", "attested", "certified"),
    "de": ("befürchtet", "befürchtete", "fürchtet", "bescheinigte", "bescheinigt",
           "attestierte"),
    "fr": ("craint", "redoute", "s'inquiète", "a certifié", "atteste"),
    "es": ("teme", "temió", "se preocupa", "certificó", "atestiguó"),
    "it": ("teme", "si preoccupa", "ha certificato", "attesta"),
    "pt": ("teme", "receia", "se preocupa", "atestou", "certificou"),
    "nl": ("vreest", "vreesde", "maakt zich zorgen", "verklaarde", "bevestigde"),
    "zh": ("担心", "担忧", "忧虑"),
    "ja": ("懸念", "心配"),
    "ko": ("우려", "걱정"),
}
"""Verbs of fear and attestation per language (Chinese, Japanese and Korean: the stem a
speaker's clause ends right before)."""

CJK_FEARING: tuple[str, ...] = tuple(w for lang in ("zh", "ja", "ko") for w in FEARING[lang])
SPACED_FEARING: frozenset[str] = frozenset(
    w for lang, words in FEARING.items() if lang not in ("zh", "ja", "ko") for w in words)
