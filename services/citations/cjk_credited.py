"""A Chinese statement put in the mouth of a person the page quotes on something else.

"沙尾村民宿老板黄晓梅提醒游客与鸟群保持至少50米距离" where the passage says "保护区管理处
主任陈立群提醒游客：“请与鸟群保持至少50米距离…”" and the page quotes 黄晓梅 in another
paragraph ("…的黄晓梅说：“每天下午四点渔船回港…”"); "党支部书记王建军说：“骨架扎不正…”"
where the passage says "老艺人孙德福做了五十多年风筝，他说：“骨架扎不正…”".

``speakers.speaker_swap`` reads a swap where the two speakers' roles tie them (a shared
role, or one the page sets beside the passage's speaker); a speaker whose role the claim
words its own way ("民宿老板" for "在村里经营民宿十年的") escapes it, and so does a
passage that names its speaker by a pronoun. What tells here is structure: the page writes
the claim's person right before a verb of saying or advice in a sentence away from the
passage (someone the page quotes, so a person, not a common noun), the passage's sentence
credits the claim's statement to someone else (a name before the verb, "他"/"她" after
a clause that names them, or, for a quotation standing alone, the one the sentence before
credits with a verb of saying: "馆长郑雅琴介绍，……。“很多家庭……”"), and the claim's words
after its verb stand in that sentence.
Verbs of advice ("提醒", "建议", "警告") credit what follows as a verb of saying does. The
names are read as Chinese names (a surname first, no grammatical character), so the check
is for Chinese.
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import GRAMMATICAL, surname
from services.citations.cjk_pairs import cjk_pairs
from services.citations.cues import CJK_REPORTING
from services.citations.passages import Match, SourceIndex

ADVISING = ("提醒", "建议", "警告", "劝告")
"""Chinese verbs of advice and warning that credit what follows to the one before them."""
VERBS = (*CJK_REPORTING["zh"], *ADVISING)
PRONOUNS = ("他", "她")
"""Pronouns that open a clause of saying ("他说") for the person the sentence named."""
_HAN = re.compile("[\u4e00-\u9fff]+")
_CLAUSE = re.compile(r"[，,。；;：:！？!?\n“”「」]")
_CLAUSE_RUN = re.compile(r"[^，,。；;：:！？!?\n“”「」]+")
"""A clause: the text between two of ``_CLAUSE``'s marks, with its place in the text."""
_OPENING_QUOTES = ("“", "「", "\"")
"""Marks that open a quotation."""
_NAME_SIZES = (3, 2)
"""Characters of a Chinese person's name, longest first."""
SPEAKER_REACH = (2, 24)
"""Characters a speaker's clause runs, at least and at most, before its verb."""
HELD_AT = 0.6
"""Share at least of the character pairs the claim writes after its verb that the
passage's sentence holds: the same statement."""


def _verb_at(clause: str) -> tuple[int, str] | None:
    """``(position, verb)`` of the first verb of saying or advice of ``clause``."""
    found = [(at, verb) for verb in VERBS if (at := clause.find(verb)) != -1]
    return min(found) if found else None


def _speaker(text: str) -> tuple[str, str] | None:
    """``(speaker, what was said)``: the words of the first clause of ``text`` that end
    right before a verb of saying or advice, and the text after that verb."""
    for run in _CLAUSE_RUN.finditer(text):
        clause = run.group()
        verb = _verb_at(clause)
        if verb is not None and SPEAKER_REACH[0] <= verb[0] <= SPEAKER_REACH[1]:
            return clause[: verb[0]].strip(), text[run.start() + verb[0] + len(verb[1]):]
    return None


def _pronoun_speaker(sentence: str) -> tuple[str, str] | None:
    """``(who, what was said)`` for a sentence that names someone and quotes them with
    "他说" in a later clause: the words before the pronoun, and the text after its verb."""
    for pronoun in PRONOUNS:
        for verb in VERBS:
            at = sentence.find(pronoun + verb)
            if at >= 4 and _CLAUSE.match(sentence[at - 1]):
                return sentence[:at].strip("，, "), sentence[at + len(pronoun + verb):]
    return None


def _quoted_on(sentence: str, before: str) -> tuple[str, str] | None:
    """``(speaker, what was said)`` for a quotation standing alone ("“很多家庭……”") after
    a sentence that credits its words to someone ("馆长郑雅琴介绍，……"): the quotation goes
    on with what that person says."""
    if not sentence.lstrip().startswith(_OPENING_QUOTES) or _verb_at(sentence) is not None:
        return None
    theirs = _speaker(before)
    return (theirs[0], sentence) if theirs is not None else None


def _name(text: str) -> bool:
    """Whether ``text`` may be a Chinese person's name: Han characters only, a surname
    first, no grammatical character."""
    return bool(_HAN.fullmatch(text)) and surname(text[0]) and not GRAMMATICAL.search(text)


def _quoted_elsewhere(name: str, page: str, passage: str) -> bool:
    """Whether the page writes ``name`` right before a verb of saying or advice outside
    the passage: a person the page quotes on something else."""
    rest = page.replace(passage, "\n")
    return any(name + verb in rest for verb in VERBS)


def _held(said: str, sentence: str) -> bool:
    """Whether ``sentence`` (and what follows it in the passage) holds ``HELD_AT`` of the
    character pairs of ``said``."""
    wanted = set(cjk_pairs(said))
    return bool(wanted) and len(wanted & set(cjk_pairs(sentence))) >= HELD_AT * len(wanted)


def credited_to_other(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(claimed speaker, the passage's)`` when the Chinese ``claim`` credits its
    statement to a person the page quotes elsewhere, while the passage of ``match``
    credits it to another."""
    if not _HAN.search(claim):
        return None
    mine = _speaker(claim)
    if mine is None:
        return None
    speaker, said = mine
    passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
    before = index.sentence(match.first - 1) if match.first > 0 else ""
    window = index.text[match.start : match.end]
    for size in _NAME_SIZES:
        name = speaker[-size:]
        if len(name) < size or not _name(name):
            continue
        if name in window or name in before:
            return None  # the passage or the sentence before names them: theirs to say
        if not _quoted_elsewhere(name, index.text, window):
            continue
        for k, sentence in enumerate(passage):
            theirs = _speaker(sentence) or _pronoun_speaker(sentence) or (
                _quoted_on(sentence, passage[k - 1] if k else before))
            if theirs is None or not theirs[0] or theirs[0][-size:] in claim:
                continue
            if _held(said, "".join((theirs[1], *passage[k + 1 :]))):  # a quote goes on
                return speaker, theirs[0]
        return None
    return None
