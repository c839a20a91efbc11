"""What the page forbids, told by the claim as what it advises.

"If a child may have swallowed a chemical, the service advises making them vomit before
rinsing the mouth with water" against "If a child may have swallowed a chemical, do not make
them vomit. Rinse the mouth with water …"; "The network advises parents to make their child
vomit" against "Do not make your child vomit"; "建议立即让孩子催吐" against "不要让孩子催吐".
The clause-by-clause negation check pairs the claim's clause with the page's clause that
shares most of its words ("rinse the mouth with water"), or reads a window that never
reaches the prohibition (the page's opening, which names the publisher the claim credits),
and sees no flip. Advice to do a thing and a ban on the very thing cannot both hold.

The sign, in any language the cue tables cover: the claim reports advice (``advice.
advises``, "should": ``advice.SHOULD_WORDS``) and negates, avoids, ends, excepts or
contrasts nothing; a negated clause anywhere on the page (not one that bounds a time, says
"without" or denies a comparison) has ``LEAST`` content words or more, and the claim states
every one of them, the word its negation bears on among them (as a word, in another form
or as the end of a compound: "snakebite" for "bite"). In Chinese, simplified or traditional:
the characters a prohibition (``PROHIBITIONS``) forbids, up to a clause mark, stand in the
claim (their start and their end). A Japanese or Korean claim is not read.
"""

from __future__ import annotations

import re

from services.citations.advice import SHOULD_WORDS, advises
from services.citations.clauses import clauses
from services.citations.cues import AVOID_WORDS, EXCEPTIONS, NEGATION_WORDS
from services.citations.denied_comparison import denied_comparison
from services.citations.finding import Finding
from services.citations.passages import Match, SourceIndex, terms
from services.citations.polarity import cues, is_contrast, negated_words, negations
from services.citations.scripts import CJK_SCRIPT, HANGUL, KANA, LETTERS
from services.citations.until import only_then
from services.citations.word_forms import holds_part, holds_word

LEAST = 2
"""Content words at least of the page's negated clause (one word says too little of what
is forbidden)."""
COMPOUND_TAIL = 4
"""Letters at least of a page word that a claim's compound may end with ("snakebite")."""
COMPOUND_HEAD = 3
"""Letters at least before it ("snake"): "forest", "arrest" and "during" are no compounds of
"rest" and "ring"."""
ENDING = 3
"""Letters at most of the ending that takes the place of a word's last vowel ("making" for
"make"): "results" and "research" are no forms of "rest"."""
_VOWELS = frozenset("aeiouyàáâäãèéêëìíîïòóôöõùúûü")
PROHIBITIONS = ("不要", "切勿", "不宜", "不可", "不得", "请勿", "請勿", "禁止", "别", "別")
"""Chinese words of prohibition, in simplified and traditional characters: the characters
right after them are what is forbidden."""
CJK_RUN = 3
"""Characters at least of what a Chinese prohibition forbids (up to a clause mark or a word
that joins a list: "在伤处涂抹牙膏" of "不要在伤处涂抹牙膏或酱油")."""
CJK_HEAD = 4
CJK_TAIL = 2
"""Characters of its start and of its end the claim must restate: "让孩子呕吐" whole, not
"让孩子" alone ("不要让孩子独自游泳" against "建议让孩子多喝水")."""
_CJK_NEGATION = re.compile(r"[不没沒無无未别別勿禁非]")
"""Any character of a Chinese negation, even in a word that negates nothing ("未来"): a
claim that holds one is left to the negation check."""
_CJK_STOP = re.compile(r"[，。；：！？、,.;:!?\s]|或|和|及")
CJK_ADVICE = ("建议", "建議", "应该", "應該", "应当", "應當", "应", "應", "最好", "宜")
"""Chinese words of advice or of what one should do, simplified and traditional."""
_CJK_NOT_ADVICE = re.compile(r"反[应應]|供[应應]|相[应應]|[适適][应應]|[对對][应應]|[响響][应應]|"
                             r"效[应應]|感[应應]|[应應]用|答[应應]|便宜")
"""Words that hold "应" or "宜" and advise nothing ("引起反应", "价格便宜")."""
_BIE_BEFORE = frozenset("特分区區级級类類性识識告差个個辨鉴鑑鑒派送离離道判甄惜话話临臨久")
_BIE_AFTER = frozenset("人的处處墅名称稱针針致具扭")
"""Characters that make "别" part of a word, before it ("特别", "分别", "级别") or after it
("别人", "别的"), where it forbids nothing."""

_EXCEPTION_WORDS = frozenset(w for words in EXCEPTIONS.values() for w in words)
_BANNING_WORDS = NEGATION_WORDS - _EXCEPTION_WORDS
"""The negation words a clause must read as a negation to be a ban: a sentence without one
is passed over before its cues are read (most of a long page)."""


def advised_prohibited(claim: str, index: SourceIndex, match: Match) -> Finding | None:
    """The page's negated clause whose every content word ``claim`` advises doing (see
    the module), or None; ``match`` is not read: the ban may stand anywhere on the page."""
    if CJK_SCRIPT.search(claim):
        # Japanese and Korean write other words of advice and prohibition: not read here.
        return None if KANA.search(claim) or HANGUL.search(claim) else _cjk(claim, index)
    words = set(LETTERS.findall(claim.lower()))
    if not (advises(claim) or words & SHOULD_WORDS) or words & (AVOID_WORDS | _EXCEPTION_WORDS):
        return None
    own = cues(claim)
    if own.negated or own.free or own.without or own.ended or is_contrast(claim):
        return None
    for sentence in index.sentences():
        if _BANNING_WORDS.isdisjoint(LETTERS.findall(sentence.lower())) or not cues(
                sentence).negated:
            continue
        for part, _terms in clauses(sentence):
            theirs = cues(part, sentence)
            if not theirs.negated or theirs.without or not (
                    negations(LETTERS.findall(part.lower())) - _EXCEPTION_WORDS) or only_then(
                    part, claim) or denied_comparison(part):
                continue
            turned = negated_words(part)[:1]
            content = [w for w in dict.fromkeys(terms(part)) if not w[:1].isdigit()]
            if turned and len(content) >= LEAST and all(_states(claim, w) for w in content) and (
                    _states(claim, turned[0])):
                return Finding("negation", claim.strip(), part.strip(),
                               rule="advised_prohibited")
    return None


def _states(claim: str, word: str) -> bool:
    """Whether ``claim`` writes ``word`` (a term of the page), in some form (its last letter
    dropped before an ending too: "making" for "make") or as the end of a compound of its
    own."""
    if holds_word(claim, word) or holds_part(claim, word):
        return True
    return len(word) >= COMPOUND_TAIL and any(
        _compound_of(w, word) or _vowel_dropped(w, word) for w in LETTERS.findall(claim.lower()))


def _compound_of(own: str, word: str) -> bool:
    """Whether ``own`` ends with ``word`` after a head of its own ("snakebite", "bite")."""
    return own.endswith(word) and len(own) - len(word) >= COMPOUND_HEAD


def _vowel_dropped(own: str, word: str) -> bool:
    """Whether ``own`` is ``word`` with its last letter, a vowel, given for an ending of at
    most ``ENDING`` letters that starts with a vowel ("making", "make")."""
    ending = own[len(word) - 1 :]
    return word[-1] in _VOWELS and own.startswith(word[:-1]) and 1 < len(ending) <= ENDING and (
        ending[0] in _VOWELS)


def _cjk(claim: str, index: SourceIndex) -> Finding | None:
    """The Chinese reading: a prohibition whose forbidden characters the advising claim
    restates."""
    advice = _CJK_NOT_ADVICE.sub("", claim)
    if not any(w in advice for w in CJK_ADVICE) or _CJK_NEGATION.search(claim):
        return None  # "不应低于18度" keeps the page's "不得低于18度"
    for sentence in index.sentences():
        for word in PROHIBITIONS:
            at = sentence.find(word)
            while at != -1:
                forbidden = _CJK_STOP.split(sentence[at + len(word) :], 1)[0]
                if _forbids(sentence, at, word) and len(forbidden) >= CJK_RUN and (
                        forbidden[:CJK_HEAD] in claim and forbidden[-CJK_TAIL:] in claim):
                    return Finding("negation", claim.strip(), sentence.strip(),
                                   rule="advised_prohibited")
                at = sentence.find(word, at + 1)
    return None


def _forbids(sentence: str, at: int, word: str) -> bool:
    """Whether the prohibition ``word`` found at ``at`` of ``sentence`` forbids: not "别"
    inside a word ("特别", "别人"), nor "不要" or "不可" asked ("要不要", "可不可以")."""
    before = sentence[at - 1] if at else ""
    if word in ("别", "別"):
        after = sentence[at + 1 : at + 2]
        return before not in _BIE_BEFORE and after not in _BIE_AFTER
    return not (word.startswith("不") and before == word[1:2])
