""""Without" where the page says "only with": "auch ohne Netzkabel putzen" against "arbeitet
nur mit angeschlossenem Netzkabel"; "can be used without supervision" against "only with
adult supervision"; "sin reserva" against "solo con reserva previa".

"Only with X" denies the thing of every case without X, so a claim that has it happen
"without X" says the opposite, though every word of it stands on the page and no
negation word does. The sign, in any spaced language the cue tables cover: a word of
"without" (``cues.WITHOUT``) in the claim with a content word X at most ``REACH`` words
after it, and a sentence of the page where a word of restriction (``cues.ONLY``) is
followed at once by a word of "with" and X within ``REACH`` words of that. Words of "with"
are a closed class per language. A claim with a negation of its own ("not without") or
a word of restriction ("only with") says what the page says. Chinese reads "仅限", "只有",
"凭" on the page and "无需", "不用", "没有" in the claim (``CJK_ONLY``, ``CJK_WITHOUT``).
"""

from __future__ import annotations

import re

from services.citations.cjk_cues import cjk_cues
from services.citations.cues import NEGATION_WORDS, ONLY, STOP_WORDS, WITHOUT
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

WITH: dict[str, tuple[str, ...]] = {
    "en": ("with",), "de": ("mit",), "fr": ("avec",), "es": ("con",), "it": ("con", "col"),
    "pt": ("com",), "nl": ("met",),
}
"""Words of "with", per spaced language."""
REACH = 3
"""Words at most between "without" or "only with" and the thing it names."""
LEAST_LETTERS = 4
"""Letters at least of the thing named (not a stray short word)."""

CJK_ONLY = ("只有", "仅限", "只限", "仅凭", "必须凭", "须凭", "需凭", "凭")
"""Chinese words of "only with" or "only by showing" ("仅限持证人员", "凭票入场")."""
CJK_WITHOUT = ("无需", "无须", "不用", "不需要", "没有", "不带", "不凭")
"""Chinese words of "without" or "no need of" before the thing named."""
CJK_NAMED, CJK_REACH = 2, 8
"""Characters of the thing the claim goes without, and characters after the page's word of
restriction where it must stand."""

_SPACED = tuple(lang for lang in WITH)
_WITHOUT = frozenset(w for lang in _SPACED for w in WITHOUT[lang])
_ONLY = frozenset(w for lang in _SPACED for w in ONLY[lang] if " " not in w)
_WITH = frozenset(w for words in WITH.values() for w in words)


def only_with_turned(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's "only with X" where ``claim`` says "without X" (see the module), or None."""
    if CJK_SCRIPT.search(claim):
        return _cjk_only_with(claim, index)
    words = _WORD.findall(claim.lower())
    if not _WITHOUT.intersection(words) or NEGATION_WORDS.intersection(words) or (
            _ONLY.intersection(words)):
        return None
    named = [w for k, word in enumerate(words) if word in _WITHOUT
             for w in words[k + 1 : k + 1 + REACH]
             if len(w) >= LEAST_LETTERS and w not in STOP_WORDS]
    if not named:
        return None
    for sentence in index.sentences():
        found = _only_with(sentence, named)
        if found:
            return Finding("negation", claim.strip(), sentence.strip(), rule="only_with")
    return None


def _only_with(sentence: str, named: list[str]) -> bool:
    """Whether ``sentence`` says "only with" one of ``named``."""
    words = _WORD.findall(sentence.lower())
    for k, word in enumerate(words[:-1]):
        if word in _ONLY and words[k + 1] in _WITH:
            after = " ".join(words[k + 2 : k + 2 + REACH])
            if any(holds_word(after, w) for w in named):
                return True
    return False


def _cjk_only_with(claim: str, index: SourceIndex) -> Finding | None:
    """The Chinese form: "无需会员卡也可使用" against "仅限持会员卡的顾客使用"; the thing named
    is the ``CJK_NAMED`` characters after the claim's word of "without", found within
    ``CJK_REACH`` characters after the page's word of restriction."""
    rest = re.sub("|".join(CJK_WITHOUT), "", claim)
    if rest == claim or any(c in rest for c in cjk_cues("negation", claim)) or any(
            w in claim for w in CJK_ONLY):
        return None  # no "without", or a negation or restriction of its own
    named = {claim[m.end() : m.end() + CJK_NAMED] for w in CJK_WITHOUT
             for m in re.finditer(w, claim)}
    named = {n for n in named if len(n) == CJK_NAMED and all(CJK_SCRIPT.match(c) for c in n)}
    if not named:
        return None
    for sentence in index.sentences():
        for w in CJK_ONLY:
            for m in re.finditer(w, sentence):
                if any(n in sentence[m.end() : m.end() + CJK_REACH] for n in named):
                    return Finding("negation", claim.strip(), sentence.strip(),
                                   rule="only_with")
    return None
