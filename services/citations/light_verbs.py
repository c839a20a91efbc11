"""The noun a Japanese light verb carries, which is what its negation denies.

"運賃の値上げは行わない": "行わない" (do not do) negates "値上げ" (the fare rise),
the noun before "は" or "を"; "値上げしない" says the same. The negation check
looks for the word a negation bears on in the claim ("田中局長は運賃を値上げすると
述べた": "値上げ"), so it must be the noun, not the verb "行う", "する" or "実施する",
which says nothing of its own. The light verbs and particles are closed classes.
"""

from __future__ import annotations

import re

LIGHT_VERBS = ("行わ", "行", "実施し", "実施", "致さ", "致し", "し", "せ", "さ")
"""Stems of Japanese verbs that only carry a noun ("行う", "実施する", "する")."""
_OBJECT = re.compile(r"([\u3400-\u9fff\u30a0-\u30ff]{2,})(?:[\u3041-\u3093]{0,2}?)[はをもが]$")
"""A run of kanji or katakana right before a topic or object particle (its okurigana
of at most two kana allowed: "値上げは")."""


def light_verb_object(stem: str) -> str:
    """The last two kanji or katakana of the noun a light verb at the end of ``stem``
    carries ("運賃の値上げは行": "値上"), or "" when it ends in no light verb."""
    for verb in LIGHT_VERBS:
        if stem.endswith(verb):
            found = _OBJECT.search(stem[: len(stem) - len(verb)])
            if found is not None:
                return found.group(1)[-2:]
    return ""
