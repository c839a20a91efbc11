"""Markers of a contrast, closed classes per language: "X instead of Y", "YではなくX", and
the correctives that make a negation one ("not Y but X", "nicht Y, sondern X"); read by
``contrast`` and ``detail``.
"""

from __future__ import annotations

CONTRASTS_AFTER: dict[str, tuple[str, ...]] = {
    "en": ("instead of", "rather than", "in place of"),
    "de": ("anstelle von", "anstelle", "anstatt", "statt"),
    "fr": ("au lieu de", "au lieu d", "au lieu du", "au lieu des", "plutôt que", "plutôt qu",
           "à la place de", "à la place du", "à la place des"),
    "es": ("en lugar de", "en lugar del", "en vez de", "en vez del"),
    "it": ("invece di", "invece del", "invece della", "invece che", "anziché", "al posto di",
           "al posto del", "al posto della"),
    "pt": ("em vez de", "em vez do", "em vez da", "em vez dos", "em vez das", "em lugar de",
           "em lugar do", "em lugar da", "ao invés de"),
    "nl": ("in plaats van",),
    "zh": ("而不是", "而非"),
}
"""Markers of a contrast whose turned-down side follows them ("X instead of Y")."""
CONTRASTS_BEFORE: dict[str, tuple[str, ...]] = {
    "ja": ("ではなく", "じゃなく", "の代わりに", "代わりに"),
    "ko": ("대신", "아니라"),
}
"""Markers of a contrast whose turned-down side comes before them ("YではなくX")."""
CORRECTIVES: dict[str, tuple[str, ...]] = {
    "en": ("but",), "de": ("sondern",), "fr": ("mais",), "es": ("sino",), "it": ("ma",),
    "pt": ("mas",), "nl": ("maar",),
}
"""Words that, after a negation in the same sentence, make it a contrast ("not Y but X")."""
CORRECTIVE_ONLY = frozenset({"sondern", "sino"})
"""Correctives that only ever correct ("nicht X, sondern Y"); "but", "mais", "ma", "mas" and
"maar" also join a statement of their own ("not yet changed, but a group will report")."""
CONTRAST_AFTER = tuple(m for ms in CONTRASTS_AFTER.values() for m in ms)
CONTRAST_BEFORE = tuple(m for ms in CONTRASTS_BEFORE.values() for m in ms)
CORRECTIVE = frozenset(w for ws in CORRECTIVES.values() for w in ws) | {"而是"}
