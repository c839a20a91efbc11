"""The plural forms of the words of a plan (``cues.INTENT`` lists them as a page's
sentence about one body writes them): "the researchers intend", "los autores pretenden",
"os autores pretendem", "prévoient" are plans as "intends" is."""

from __future__ import annotations

PLURAL_PLANS: dict[str, tuple[str, ...]] = {
    "fr": ("prévoient", "visent"),
    "es": ("prevén", "planean", "pretenden"),
    "it": ("prevedono", "intendono", "progettano"),
    "pt": ("preveem", "planejam", "pretendem"),
    "nl": ("beogen",),
}
"""Third-person plurals of the plan verbs of ``cues.INTENT``, per language (English
"intend" and "plan" are in that table already)."""
PLURAL_PLAN_WORDS = frozenset(w for words in PLURAL_PLANS.values() for w in words)
