"""Words of exclusion, of denial and of an end in the present: a negation in their meaning.

"Chemical burns fall outside the leaflet's scope" says what "it does not apply to
chemical burns" says; "ausgenommen", "hors de", "excluded" likewise. Read with the
words of an end (``cues.ENDS``): a claim with one of them against a page's negation,
or the other way round, is worth a check, never sure to be the opposite.
"""

from __future__ import annotations

import re

from services.citations.scripts import LETTERS as _WORD

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

END_PRESENT: dict[str, tuple[str, ...]] = {
    "en": ("close", "closes", "cease", "ceases"), "de": ("schließt",), "fr": ("ferme",),
    "es": ("cierra",), "it": ("chiude",), "pt": ("fecha",), "nl": ("sluit",),
}
"""The words of an end (``cues.ENDS``, written as done: "closed", "ceased") in the
present, where the thing itself closes ("the bridge closes to cyclists during the
market" says "cyclists cannot use it then"); not the verbs that end something else
("removes unused variables" does something, it stops nothing), nor "end", a noun too
("before the end of March")."""
END_PRESENT_WORDS = frozenset(w for words in END_PRESENT.values() for w in words)

DENIALS: dict[str, tuple[str, ...]] = {
    "en": ("deny", "denies", "denied", "overlook", "overlooks", "overlooked", "ignore",
           "ignores", "ignored", "dispute", "disputes", "disputed"),
    "de": ("verkennen", "verkennt", "verkenne", "verkannt", "verkannte", "leugnen", "leugnet",
           "leugne", "bestreiten", "bestreitet", "bestreite", "bestritten", "übersehen",
           "übersieht", "ignorieren", "ignoriert"),
    "fr": ("nier", "nie", "nient", "nié", "ignorer", "ignore", "ignorent", "ignoré",
           "méconnaître", "méconnaît", "contester", "conteste", "contesté"),
    "es": ("negar", "niega", "niegan", "negó", "ignorar", "ignora", "ignoran", "desconocer",
           "desconoce"),
    "it": ("negare", "nega", "negano", "negato", "ignorare", "ignora", "ignorano", "ignorato"),
    "pt": ("negar", "nega", "negam", "negou", "ignorar", "ignora", "ignoram", "ignorou"),
    "nl": ("ontkennen", "ontkent", "ontkend", "negeren", "negeert", "genegeerd", "miskennen",
           "miskent"),
}
"""Verbs of denying or overlooking, per spaced language: negated they affirm ("das Gericht
verkenne nicht die Bedeutung" says "the court recognised it"; "does not deny" says
"admits"), so they too are a negation in meaning: worth a check against a claim without
one, never sure; a claim with the same verb ("can ignore" for "do not ignore") is weighed
as any negation."""
DENIAL_WORDS = frozenset(w for words in DENIALS.values() for w in words)


def denies(text: str) -> bool:
    """Whether ``text`` holds a verb of denying or overlooking (``DENIALS``)."""
    return not DENIAL_WORDS.isdisjoint(_WORD.findall(text.lower()))


def bounds_a_figure(text: str, ends: list[str]) -> bool:
    """Whether the words of an end of ``text`` (``ends``, one at least) are all words of
    exclusion written right before a figure ("tickets valid beyond 7 September"): a bound
    in time or amount, which excludes nothing the text says."""
    lowered = text.lower()
    return bool(ends) and all(w in EXCLUSION_WORDS and all(
        lowered[m.end():].lstrip()[:1].isdigit()
        for m in re.finditer(rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])", lowered))
        for w in ends)
