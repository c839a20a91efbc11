"""Words of exclusion: a negation in their meaning.

"Chemical burns fall outside the leaflet's scope" says what "it does not apply to
chemical burns" says; "ausgenommen", "hors de", "excluded" likewise. Read with the
words of an end (``cues.ENDS``): a claim with one of them against a page's negation,
or the other way round, is worth a check, never sure to be the opposite.
"""

from __future__ import annotations

EXCLUSIONS: dict[str, tuple[str, ...]] = {
    "en": ("outside", "beyond", "exclude", "excludes", "excluded"),
    "de": ("außerhalb", "ausgenommen", "ausgeschlossen"),
    "fr": ("hors", "exclu", "exclue", "exclus", "exclues"),
    "es": ("fuera", "excluido", "excluida", "excluidos", "excluidas"),
    "it": ("fuori", "escluso", "esclusa", "esclusi", "escluse"),
    "pt": ("fora", "excluído", "excluída", "excluídos", "excluídas"),
    "nl": ("buiten", "uitgesloten"),
}
"""Prepositions and participles of exclusion, per spaced language (Chinese, Japanese and
Korean say it with a negation: "不适用于", "対象外" … "外")."""
EXCLUSION_WORDS = frozenset(w for words in EXCLUSIONS.values() for w in words)
