"""Hearsay and appearance: what a page reports as said, believed or apparent, not as fact
(and adverbs of possibility the cue tables lack, ``MORE_HEDGES``).

"is said to", "gilt als", "据说", "と言われる": the page does not vouch for what
follows ("据说是仿照苏州园林所建" — it is said to copy the gardens of Suzhou). A
cited sentence that states it plainly ("是仿照苏州园林建造的") drops the doubt the
way "will" drops "may". These phrases are a closed class (evidential markers),
given here for every tabled language; ``polarity.cues`` reads them as hedges.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.citations.cjk_cues import cjk_language
from services.citations.possible_that import possibility
from services.citations.scripts import CJK_SCRIPT

HEARSAY: dict[str, tuple[str, ...]] = {
    "en": ("reportedly", "allegedly", "supposedly", "purportedly", "rumoured", "rumored",
           *(f"{be} {verb} to" for be in ("is", "are", "was", "were", "be", "been")
             for verb in ("said", "thought", "believed")),
           "legend has it", "according to legend", "according to tradition", "appears to",
           "reputedly", "rumour has it", "rumor has it", "it is said", "it is believed",
           "appear to", "seems to", "seem to", "apparently", "is considered",
           "are considered", "regarded as"),
    "de": ("gilt als", "gelten als", "galt als", "galten als", "angeblich", "vermutlich",
           "mutmaßlich", "der legende nach", "der überlieferung nach", "offenbar",
           "wird vermutet", "werden vermutet", "nachgesagt", "es heißt", "heißt es",
           "man sagt", "sagt man", "überliefert"),
    "fr": ("selon la légende", "selon la tradition", "dit-on", "prétendument",
           "supposément", "semble", "semblent", "apparemment", "passe pour", "serait",
           "seraient", "aurait", "auraient", "on dit", "réputé", "réputée"),
    "es": ("supuestamente", "presuntamente", "según la leyenda", "según la tradición",
           "se cree", "se dice", "al parecer", "dicen que", "según se cuenta"),
    "it": ("presumibilmente", "secondo la leggenda", "secondo la tradizione", "si dice",
           "si ritiene", "pare che", "sembra", "sembrano", "apparentemente"),
    "pt": ("supostamente", "alegadamente", "segundo a lenda", "segundo a tradição",
           "diz-se", "acredita-se", "ao que parece", "dizem que", "reza a lenda"),
    "nl": ("naar verluidt", "vermoedelijk", "volgens de legende", "volgens de overlevering",
           "wordt gezegd", "geldt als", "gelden als", "blijkbaar", "kennelijk"),
    "zh": ("据说", "据传", "传说", "相传", "据称", "传闻", "被认为", "号称", "疑似", "据信",
           "似乎", "一般认为", "普遍认为", "听说", "传言"),
    "ja": ("と言われ", "といわれ", "と伝えられ", "と伝わ", "とみられ", "と見られ",
           "と考えられ", "ようだ", "伝説では", "そうだ", "そうです"),
    "ko": ("전해진다", "전해지", "라고 한다", "다고 한다", "추정", "것으로 보인", "듯하"),
}
"""Phrases, by language, that report what is said, believed or apparent."""
MORE_HEDGES: dict[str, tuple[str, ...]] = {
    "en": ("potentially", "presumably", "conceivably"),
    "de": ("womöglich", "potenziell", "unter umständen", "mitunter", "vielleicht", "dürfte",
           "dürften"),
    "fr": ("peut-être", "potentiellement", "sans doute"),
    "es": ("tal vez", "a lo mejor", "potencialmente"), "it": ("magari", "potenzialmente"),
    "pt": ("porventura", "potencialmente", "pondera", "ponderam", "ponderar"),
    "nl": ("wellicht", "mogelijkerwijs"),
    "zh": ("大概", "恐怕", "兴许"), "ja": ("恐らく", "おそらく", "たぶん", "多分"), "ko": ("아마",),
}
"""Adverbs of possibility the cue tables lack ("womöglich", "peut-être", "大概"): a claim
that has one keeps the page's "may", as one with "possibly" does."""
for _lang, _words in MORE_HEDGES.items():
    HEARSAY[_lang] = (*HEARSAY[_lang], *_words)

_SPACED = tuple(lang for lang in HEARSAY if lang not in ("zh", "ja", "ko"))


@lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    phrases = sorted({p for lang in _SPACED for p in HEARSAY[lang]}, key=len, reverse=True)
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(re.escape(p) for p in phrases)
                      + r")(?![^\W\d_])")


def hearsay(text: str, context: str = "") -> str:
    """The hearsay phrase of ``text`` ("gilt als", "据说"), "" when none; ``context``:
    the sentence ``text`` is a clause of, which tells a CJK clause's language."""
    lowered = text.lower()
    found = _pattern().search(lowered)
    if found is not None:
        return found.group()
    if frame := possibility(lowered):  # "hält es für möglich, dass"
        return frame
    if CJK_SCRIPT.search(text):
        language = cjk_language(text, context)
        return next((p for p in HEARSAY[language] if p in lowered), "")
    return ""
