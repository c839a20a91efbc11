"""Advice or a proposal made into a rule or a fact.

"Schulen müssen den Sportunterricht … in die Halle verlegen" where the page has "Die
Arbeitsgemeinschaft empfiehlt Schulen, … den Sportunterricht … in die Halle zu
verlegen"; "高黎贡角蟾已被列入……“易危”等级" where it has "团队建议将其列入……“易危”等级".
A claim that only drops the advice is worth a check (``advice``: a guideline's readers
follow it); one that puts a word of duty ("must", "müssen", "必须") or of a thing done
("已被", "has been") in its place says what the page does not.
"""

from __future__ import annotations

import re

from services.citations.advice import ADVISING_CJK, SHOULD_WORDS, advises
from services.citations.passages import terms
from services.citations.scripts import CJK, LETTERS

MUST: tuple[str, ...] = (
    "must", "have to", "has to", "are required", "is required", "mandatory", "obliged",
    "müssen", "muss", "verpflichtet", "vorgeschrieben", "pflicht",
    "doivent", "doit", "obligatoire", "obligés", "tenus de",
    "deben", "debe", "obligatorio", "obligatoria", "tienen que", "tiene que",
    "devono", "obbligatorio", "obbligatoria", "sono tenuti",
    "devem", "obrigatório", "obrigatória", "têm de", "têm que",
    "moeten", "moet", "verplicht",
)
"""Words of duty in the languages written with spaces (whole words)."""
MUST_CJK: tuple[str, ...] = ("必须", "必須", "务必", "務必", "一律", "强制", "強制",
                             "なければならない", "義務", "해야 한다", "해야 합니다", "의무")
"""Words of duty in Chinese, Japanese and Korean (found as substrings)."""
DONE_CJK: tuple[str, ...] = ("已被", "已经", "已經", "已", "業已")
"""Words of a thing done in Chinese ("已被列入"), found as substrings."""
_NOT_DONE = ("而已", "不得已", "已知", "尚未", "未")
"""Words holding "已" that say no thing is done ("而已" is "only")."""
DONE: tuple[str, ...] = ("has been", "have been", "has already", "have already",
                         "wurde bereits", "wurden bereits", "ist bereits", "sind bereits",
                         "a déjà été", "ont déjà été", "ya ha sido", "ya han sido")
"""Words of a thing done in the languages written with spaces."""
PROPOSING: tuple[str, ...] = ("propos", "vorgeschlag", "schlägt", "schlug", "vorschlag")
"""Stems of the words of proposing, besides those of advising (``advice``)."""
SHARED = 0.5
"""Share of the claim's terms the page's sentence must hold to be the one it restates."""


def strengthened(claim: str, passage: list[str], around: list[str] | None = None,
                 page: str = "") -> tuple[str, str, str] | None:
    """``(reason, claimed, stated)`` when a sentence of ``passage`` that restates
    ``claim`` only advises or proposes what the claim makes a duty (``"advised"``)
    or a thing done (``"intent"``); ``None`` otherwise, and when the claim's clause
    with its duty restates a duty of ``around`` (the passage and a sentence either
    side). In a Chinese statute (``page`` cites itself: "本规定", "第五条") "应当" is
    "shall", a duty, as drafting usage has it, and no advice."""
    if advises(claim) or _proposes(claim) or _word(claim, SHOULD_WORDS):
        return None  # the claim reports the advice itself
    duty = _duty(claim)
    done = _done(claim)
    if duty is None and done is None:
        return None
    if duty is not None and _duty_restated(claim, duty, around or passage):
        return None  # a summary: its duty is the page's own, the rest joined to it
    wanted = set(terms(claim))
    statute = _STATUTE.search(page) is not None
    for sentence in passage:
        if _duty(sentence) is not None or _done(sentence) is not None:
            continue  # the page states a duty or a thing done too
        cue = _advice_cue(sentence)
        if statute and cue in STATUTORY_SHALL:
            continue
        if cue is None or not wanted:
            continue
        if len(wanted & set(terms(sentence))) / len(wanted) < SHARED:
            continue
        if duty is not None:
            return "advised", duty, cue
        return "intent", done or "", cue
    return None


_CLAUSE_STOP = re.compile(r"[,;，；、]")


def _duty_restated(claim: str, duty: str, passage: list[str]) -> bool:
    """Whether the clause of ``claim`` that holds its word of duty restates a sentence of
    ``passage`` that states a duty itself (``SHARED`` of its terms): "Employers must train
    ladder users, have ladders inspected …" where the page says "Employers must ensure
    that anyone using a ladder has received training. Ladders should be inspected …" joins
    the page's duty and its advice in one sentence, the duty word the page's own."""
    lowered = claim.lower()
    at = lowered.find(duty)
    if at == -1:
        return False
    cuts = [0, *(m.end() for m in _CLAUSE_STOP.finditer(claim)), len(claim)]
    start = max(c for c in cuts if c <= at)
    end = min((c for c in cuts if c > at), default=len(claim))
    wanted = set(terms(claim[start:end])) - set(terms(duty))
    return bool(wanted) and any(
        _duty(sentence) is not None and len(wanted & set(terms(sentence))) >= SHARED * len(
            wanted) for sentence in passage)


_PATTERNS: dict[frozenset[str], re.Pattern[str]] = {}


def _word(text: str, words: frozenset[str] | tuple[str, ...]) -> str | None:
    """The first of ``words`` that ``text`` holds: a whole word, or for a Chinese,
    Japanese or Korean one anywhere."""
    table = frozenset(words)
    pattern = _PATTERNS.get(table)
    if pattern is None:
        spaced = sorted((w for w in table if not CJK.match(w[0])), key=len, reverse=True)
        pattern = re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, spaced))})(?![\w-])")
        _PATTERNS[table] = pattern
    found = pattern.search(text.lower())
    if found is not None:
        return found.group()
    return next((w for w in table if CJK.match(w[0]) and w in text), None)


def _duty(text: str) -> str | None:
    return _word(text, MUST) or next((w for w in MUST_CJK if w in text), None)


def _done(text: str) -> str | None:
    cleared = text
    for word in _NOT_DONE:
        cleared = cleared.replace(word, "")
    return next((w for w in DONE_CJK if w in cleared), None) or _word(text, DONE)


def _proposes(text: str) -> bool:
    lowered = text.lower()
    return any(stem in lowered for stem in PROPOSING) or any(
        w in text for w in PROPOSING_CJK + SHOULD_CJK)


def _advice_cue(sentence: str) -> str | None:
    """The word by which ``sentence`` advises or proposes, if it does."""
    if CJK.search(sentence):
        return next((w for w in ADVISING_CJK + PROPOSING_CJK + SHOULD_CJK if w in sentence),
                    None)
    for word in LETTERS.findall(sentence.lower()):
        if advises(word) or word.startswith(PROPOSING):
            return str(word)
    return _word(sentence, SHOULD_WORDS)


STATUTORY_SHALL: tuple[str, ...] = ("应当", "應當")
"""Chinese "shall" of a statute (a duty: 义务性规范, beside "可以" and "不得")."""
_STATUTE = re.compile("(?:^|[。；，;,\n]|制定|根据|根據|依据|依據|依照|按照)"
                      "本(?:规定|規定|办法|辦法|条例|條例|细则|細則|规则|規則|法)"
                      "|第[一二三四五六七八九十百零〇]+条", re.MULTILINE)
"""A Chinese statute citing itself ("制定本规定。本规定适用于…") or its articles ("第五条")."""
PROPOSING_CJK: tuple[str, ...] = ("提议", "提議", "拟", "擬")
SHOULD_CJK: tuple[str, ...] = ("应该", "应当", "應該", "應當", "べき")
"""Words of "should" long enough to find as substrings ("应" alone is in "反应")."""
