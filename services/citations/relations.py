"""Which name, year or thing a sentence ties to which statement: swaps between slots.

A sentence can reuse every word of its passage and still be wrong: the page's
designer is named as its keeper, the 1948 of a replica is given to the 1848
original, two names trade places ("ImageMagick instead of libvips" for "libvips
instead of ImageMagick"). Two checks catch these, with no word list:

- the *predicate sentence*: of the passage's sentences, the one that holds most
  of what the claim says about its name or number (its other words). A name or
  number the claim ties to that statement must stand in that sentence, not in a
  neighbour that says something else;
- an *alignment* of the claim with that sentence, word by word (character by
  character in Chinese, Japanese and Korean): where both say the same around a
  slot but fill it differently, and the claim's filler is a name, or a thing the
  page names elsewhere, or two fillers cross, the claim has swapped them.
"""

from __future__ import annotations

import re
from collections.abc import Container
from difflib import SequenceMatcher

from services.citations.agent_frame import same_deed
from services.citations.binding import bound_names, same_form
from services.citations.chinese_senses import (
    both_verbs,
    common_words,
    names_one,
    other_name,
    reworded,
)
from services.citations.cjk_function_words import free_for_price, same_function_class
from services.citations.cjk_opposites import opposite, other_weekday
from services.citations.cjk_page_pieces import pieced_from_page
from services.citations.cjk_particles import CHINESE_FUNCTION
from services.citations.cue_readings import DETERMINER_WORDS
from services.citations.cues import STOP_WORDS
from services.citations.direction import same_direction
from services.citations.numerals import MEASURES
from services.citations.one_fillers import both_one
from services.citations.passages import Match, SourceIndex
from services.citations.person_titles import PERSON_TITLES
from services.citations.pronoun_subject import refers_back
from services.citations.scripts import CJK as _CJK
from services.citations.scripts import CJK_CHARS
from services.citations.short_forms import spelled_out
from services.citations.signals import names, same_name
from services.citations.title_of_named import title_of_named
from services.citations.titles import title_terms
from services.citations.unit_names import UNIT_SYMBOLS

_TOKEN = re.compile(f"[{CJK_CHARS}]|[^\\W_{CJK_CHARS}]+")
_JOINERS = frozenset("和与及或、とや및과와")
"""Words and characters that only join list items: a swap across them is a reordered list."""
_CJK_FUNCTION = frozenset(CHINESE_FUNCTION)
"""Chinese function characters: a one-character difference made of these is wording."""
_INSIDE = frozenset("里裡裏中内內")
"""Chinese words for "in" after a noun ("面粉里", "面粉中"): one for another is wording."""

Token = tuple[str, bool]  # (lower-cased token, written as a name)


def tokens(text: str, name_keys: Container[str], by_case: bool = True) -> list[Token]:
    """Words of ``text`` (single characters for CJK), lower-cased, each marked when
    it is written as a name: capitalised and not its sentence's first word (only
    when ``by_case``: not where every noun is capitalised), or a word
    ``name_keys`` (the page's names) holds."""
    out: list[Token] = []
    for match in _TOKEN.finditer(text):
        word = match.group()
        lowered = word.lower()
        if _CJK.match(word):
            out.append((lowered, False))
            continue
        first = not out or text[max(0, match.start() - 2) : match.start()].strip()[-1:] in ".!?:"
        out.append((lowered, (by_case and word[0].isupper() and not first)
                    or lowered in name_keys or _inner_capital(word)))
    return out


def _inner_capital(word: str) -> bool:
    """Whether ``word`` starts small and holds a capital ("iOS", "eBay"): a name in any
    language, where no noun is written so."""
    # An all-lower-case rest ("islower") holds no capital: most words, no loop.
    return word[0].islower() and not word[1:].islower() and any(c.isupper() for c in word[1:])


def predicate_sentence(index: SourceIndex, match: Match, wanted: list[str]) -> int | None:
    """The sentence of ``match``'s window holding clearly most of ``wanted`` (the
    claim's words other than its names and numbers, other endings counted), or
    None when two sentences hold as much."""
    if match.first == match.last or not wanted:
        return match.focus
    scores = []
    for k in range(match.first, match.last + 1):
        scores.append((len(_said(index, k, set(wanted))), k))
    scores.sort(reverse=True)
    if scores[0][0] - scores[1][0] < 1.0:
        return None
    return scores[0][1]


def widened(index: SourceIndex, match: Match) -> Match:
    """``match`` with one more sentence on each side: a claim may tie its name or
    number to a statement the best window leaves out."""
    return Match(match.start, match.end, match.score, match.coverage,
                 max(0, match.first - 1), min(len(index.spans) - 1, match.last + 1),
                 match.focus)


def _said(index: SourceIndex, k: int, wanted: set[str]) -> set[str]:
    """The terms of ``wanted`` sentence ``k`` holds, in any ending ("construyó",
    "construida": five letters shared, or a part of a longer word)."""
    counts = index.counts(k)
    out = set()
    text = ""
    for term in wanted:
        if term in counts:
            out.add(term)
            continue
        if len(term) < 5 or _CJK.match(term):
            continue
        text = text or index.sentence(k).lower()
        if term in text or any(o[:5] == term[:5] for o in counts):
            out.add(term)
    return out


def role_swap(index: SourceIndex, match: Match, claimed: list[str], said: list[str],
              capitalises_nouns: bool, claim: str = "") -> tuple[str, str] | None:
    """``(name, rivals)`` when the claim gives a name a role another sentence gives
    someone else: the sentence saying what the claim says of its names (the
    window and one sentence either side) holds other names and not the claim's,
    and the sentence that holds the claim's name says nothing of the claim that
    the first does not ("Robert Halden was the first keeper" where "Its first
    keeper was Thomas Bryce" and Halden designed it). A claim that joins two
    statements (one sentence per name) is not a swap."""
    wider = widened(index, match)
    predicate = predicate_sentence(index, wider, said)
    if predicate is None:
        return None
    wanted = set(said)
    stated = index.sentence(predicate)
    theirs = _said(index, predicate, wanted)
    for name in claimed:
        key = name.lower()
        if key.rstrip(".") in PERSON_TITLES:
            continue  # "Dr" of "Led by Dr Helen Marsh": a title says not whose role it is
        if key in stated.lower() or spelled_out(name, stated) or (predicate > 0 and refers_back(
                stated, index.sentence(predicate - 1), name)):
            continue  # named there (spelled out: "WHO"), or by a pronoun just after it ("er")
        # A rival stands beside what the claim says ("Its first keeper was Thomas
        # Bryce"), not at the sentence's far end ("It has … longer than the N6").
        near = bound_names(stated, said, capitalises_nouns)
        rivals = [n for n in names(stated, capitalises_nouns)
                  if n.lower() not in " ".join(claimed).lower() and n.lower() in near
                  and not re.search(rf"(?<!\w){re.escape(n)}(?!\w)", claim)
                  and not same_name(n, name, stated, claim, claimed)
                  and not title_of_named(n, stated, claim)]  # "Sportwissenschaftlerin Dr. Albers"
        holding = [k for k in range(wider.first, wider.last + 1)
                   if key in index.sentence(k).lower()]
        if any(same_deed(claim, name, index.sentence(k)) for k in holding):
            continue  # "led by Dr Helen Marsh" in both: the page's own deed for the name
        # The name's title ("product manager Hannah Obi") says who, not what.
        if rivals and holding and all(_said(index, k, wanted - title_terms(
                claim, name, index.sentence(k), tight=True)) <= theirs for k in holding):
            return name, " ".join(rivals[:3])
    return None


HELD = 2
"""Aligned words at least on each side of a one-word swap that make it the sentence's
own statement with one word changed."""


def held_swap(claim: str, sentence: str, claimed: str, name_keys: Container[str]) -> bool:
    """Whether the one word ``claimed`` of ``claim`` stands where ``sentence`` writes one
    other word, ``HELD`` aligned words or more on each side with content ("autofill on
    Android did not work" for "autofill on macOS did not work"): the sentence's very
    statement with its name changed, not a summary that joins another sentence's name."""
    mine, theirs = tokens(claim, name_keys), tokens(sentence, name_keys)
    words_a, words_b = [w for w, _ in mine], [w for w, _ in theirs]
    blocks = SequenceMatcher(None, words_a, words_b, autojunk=False).get_opcodes()
    for k in range(1, len(blocks) - 1):
        op, i1, i2, j1, j2 = blocks[k]
        if op != "replace" or i2 - i1 != 1 or j2 - j1 != 1 or words_a[i1] != claimed:
            continue
        sides = (blocks[k - 1], blocks[k + 1])
        return all(b[0] == "equal" and b[2] - b[1] >= HELD and _content(mine[b[1] : b[2]])
                   for b in sides)
    return False


def _content(run: list[Token]) -> bool:
    return any(word not in STOP_WORDS and word not in _JOINERS for word, _name in run)


def _named(run: list[Token]) -> bool:
    return any(name for _word, name in run)


def _cjk(run: list[Token]) -> bool:
    return bool(run) and all(_CJK.match(word) for word, _name in run)


def _same(a: list[Token], b: list[Token]) -> bool:
    """Whether two fillers are one word or run in some form, or the same words once the
    determiners opening them are set aside ("den Wechselrichter", "Wechselrichter")."""
    if same_form(" ".join(w for w, _ in a), " ".join(w for w, _ in b)):
        return True
    bare_a, bare_b = _bare(a), _bare(b)
    return (len(bare_a), len(bare_b)) != (len(a), len(b)) and len(bare_a) == len(
        bare_b) and all(same_form(x, y) for x, y in zip(bare_a, bare_b, strict=True))


def _bare(run: list[Token]) -> list[str]:
    """The words of ``run`` without the determiners that open it."""
    words = [w for w, _ in run]
    while len(words) > 1 and words[0] in DETERMINER_WORDS:
        words = words[1:]
    return words


def _text(run: list[Token]) -> str:
    joiner = "" if _cjk(run) else " "
    return joiner.join(word for word, _name in run)


_KANA = re.compile(r"[\u3040-\u309f]+")
_HANGUL = re.compile(r"[\uac00-\ud7af]+")


_DEMONSTRATIVES = ("这", "這", "那", "该", "該", "此", "本", "各", "每", "その", "この", "あの",
                   "当", "同", "이", "그", "저", "해당")
"""Words that point at a thing the text is about ("这条线路", "该隧道", "この路線", "이
노선"), in Chinese with a measure word after them ("这条", "这座")."""


PRONOUNS = frozenset({"他", "她", "它", "他们", "她们", "它们", "他們", "她們", "其", "彼",
                      "彼女", "彼ら", "同氏", "그", "그녀", "그들"})
"""Words for a person or thing named before ("他", "彼", "그녀"): never a name."""


def pointer(run: str) -> bool:
    """Whether ``run`` (a CJK filler of a slot) is only a demonstrative, with its
    measure word ("这条", "该", "此", "その"): it says which thing, and is never a name."""
    head = next((d for d in _DEMONSTRATIVES if run.startswith(d)), None)
    return head is not None and len(run) - len(head) <= 1 and (
        run == head or run[-1] in MEASURES)


def _capitalised_within(word: str, text: str) -> bool:
    """Whether ``text`` writes ``word`` (lower-cased) capitalised, not first in it, and
    whole: no abbreviation ("Mio."), though the full stop that ends ``text`` may follow
    it ("an der Bahnhofstraße.")."""
    found = re.search(rf"(?<=\s){re.escape(word[:1].upper() + word[1:])}(?!\w|\.(?!\s*$))",
                      text)
    return found is not None and len(word) >= 4


def _in_sentence(word: str, focus: str) -> bool:
    """Whether ``focus`` holds ``word``: inside a longer word too, save a single letter
    (the "C" of "Lumo C" is no letter of the sentence's "Lumo R" model)."""
    if len(word) > 1:
        return word in focus
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", focus) is not None


def swaps(claim: list[Token], sentence: list[Token], page: str,
          focus: str, claim_text: str = "") -> tuple[str, str, str] | None:
    """``(reason, claimed, stated)`` for a slot the claim fills differently from
    ``sentence`` (both as ``tokens``), or None.

    ``page`` is the whole source lower-cased, ``focus`` the sentence
    lower-cased and ``claim_text`` the claim as written. Reasons: ``swapped``
    (two fillers cross), ``name_elsewhere`` (a name or thing the page states,
    but not here) and ``name_missing`` (a name in place of another that the
    page never states).
    """
    words_a = [w for w, _ in claim]
    words_b = [w for w, _ in sentence]
    blocks = SequenceMatcher(None, words_a, words_b, autojunk=False).get_opcodes()
    replaced: list[tuple[int, list[Token], list[Token]]] = []
    for k, (op, i1, i2, j1, j2) in enumerate(blocks):
        if op != "replace":
            continue
        before = blocks[k - 1] if k else None
        after = blocks[k + 1] if k + 1 < len(blocks) else None
        anchored = [b is not None and b[0] == "equal" and _content(claim[b[1] : b[2]])
                    for b in (before, after)]
        if not any(anchored):
            continue
        replaced.append((k, claim[i1:i2], sentence[j1:j2]))
    for a, (ka, mine_a, theirs_a) in enumerate(replaced):
        for kb, mine_b, theirs_b in replaced[a + 1 :]:
            between = [t for b in blocks[ka + 1 : kb] if b[0] == "equal"
                       for t in claim[b[1] : b[2]]]
            if (_same(mine_a, theirs_b) and _same(mine_b, theirs_a) and _content(between)
                    and _content(mine_a) and _content(mine_b)) and not same_direction(
                        _text(mine_a), _text(mine_b)) and not (  # "fell … dropped": one way
                            both_one(_text(mine_a), _text(mine_b))):  # "one … a single"
                return ("swapped", f"{_text(mine_a)} … {_text(mine_b)}",
                        f"{_text(theirs_a)} … {_text(theirs_b)}")
    for k, mine, theirs in replaced:
        op, i1, i2, j1, j2 = blocks[k]
        # A slot that ends both the claim and the sentence is held on that side by
        # their ends ("… an der Bahnhofstraße." for "… an der Friedrich-Ebert-Straße.");
        # held on one side only, it tells a swap only when sure of it.
        closing = i2 == len(claim) and j2 == len(sentence)
        both = (k > 0 and blocks[k - 1][0] == "equal") and (
            (k + 1 < len(blocks) and blocks[k + 1][0] == "equal") or closing)
        claimed = _text(mine)
        if _cjk(mine):
            if not _cjk(theirs) or not both:
                continue
            if len(mine) == 1 and (claimed in _CJK_FUNCTION or _text(theirs) in _CJK_FUNCTION
                                   or {claimed, _text(theirs)} <= _INSIDE):
                continue
            if opposite(claimed, _text(theirs)) and i2 < len(words_a) and j2 < len(words_b) and (
                    wide := claimed + words_a[i2]) not in focus:
                # "东汉" for "西汉", "大火" for "小火": the other thing; "下木居村" for "上木居村"
                # where the page names both: the other one
                return ("name_missing" if wide not in page else "name_elsewhere", wide,
                        _text(theirs) + words_b[j2])
            if i1 > 0 and i2 < len(words_a) and other_weekday(
                    words_a[i1 - 1], claimed, _text(theirs), words_a[i2]):  # "火曜" for "月曜"
                return "numbers_differ", words_a[i1 - 1] + claimed + words_a[i2], (
                    words_b[j1 - 1] + _text(theirs) + words_b[j2] if j2 < len(words_b)
                    else _text(theirs))
            if claimed in focus or _KANA.fullmatch(claimed) or pointer(claimed) or (
                    _HANGUL.fullmatch(claimed) and re.search(
                        f"[\uac00-\ud7af]{re.escape(claimed)}(?![\uac00-\ud7af])", claim_text)):
                # Hiragana alone, or the last syllables of a Korean word, are
                # particles and endings ("무인으로"), never a name.
                continue
            if both_verbs(claimed, _text(theirs)):
                continue  # one verb for another ("控制" for "保持"): no name, other checks weigh it
            if len(mine) == 1 == len(theirs) and i1 > 0 and i2 < len(claim) and j1 > 0 and (
                    j2 < len(sentence)):
                # One character of a name changed into another name of the page ("天子山"
                # for its "天门山"): the claim's character with both its neighbours
                # stands elsewhere on it, and the page's here (two characters are too
                # common a word to tell).
                wide = words_a[i1 - 1] + claimed + words_a[i2]
                stated = words_b[j1 - 1] + _text(theirs) + words_b[j2]
                if wide in page and wide not in focus and stated in focus and not (
                        set(wide) & _CJK_FUNCTION):
                    return "name_elsewhere", wide, stated
            if len(mine) >= 2 and claimed in page:
                # A name for the page's "he" or "it" may say whom it means: a check.
                # As a common word ("进入" for "通行"), another wording: a check.
                unsure = _text(theirs) in PRONOUNS or common_words(claim_text.lower(), claimed)
                if unsure and closing:
                    continue
                return ("name_elsewhere?" if unsure else "name_elsewhere", claimed, _text(theirs))
            if claimed not in page and len(theirs) <= 2 * len(mine) + 2:
                if reworded(claim_text, claimed, focus, _text(theirs)) or (
                        same_function_class(claimed, _text(theirs))) or (
                        i1 > 0 and j1 > 0 and same_function_class(
                            words_a[i1 - 1] + claimed, words_b[j1 - 1] + _text(theirs))):
                    continue  # the same said in other words ("再次" for "重新")
                if other_name(claimed, _text(theirs)) or free_for_price(claimed, _text(theirs)):
                    return "name_missing", claimed, _text(theirs)  # "唐" for "隋"
                if len(claimed) >= 2 and common_words(claim_text.lower(), claimed) and not (
                        names_one(_text(theirs))):
                    # Words for words, no name: other checks weigh what they say. One
                    # character of a shared word ("芹" of "芹菜" for "韭" of "韭菜") is
                    # another thing of one kind: a check.
                    continue
                if pieced_from_page(claimed, focus, page) and not common_words(
                        focus, _text(theirs)) and not common_words(claim_text.lower(), claimed):
                    return "name_elsewhere", claimed, _text(theirs)  # "扬州个园" for "三湾"
                # Unsure: a synonym the dictionary does not know ("不允许" for
                # "禁止") looks the same as a name the page never states ("北魏"
                # for "前秦").
                if closing:
                    continue
                return "name_missing?", claimed, _text(theirs)
            continue
        if both and len(mine) == 1 and len(theirs) <= 3 and _named(theirs) and not _named(
                mine) and _capitalised_within(mine[0][0], claim_text):
            # "in Lübbenau" for "in Lehde", "des Fürstbischofs" for "des Bergmeisters Hans
            # Kreuzer": another place or person
            mine = [(mine[0][0], True)]
        if not (_named(mine) and _named(theirs)) or len(theirs) > len(mine) + 3:
            continue  # a long stretch in its place is another wording, not a swap
        theirs_words = {w for w, _name in theirs}
        # "Barents and Beaufort Seas" for "Barents Sea and Beaufort Sea": one word in
        # the plural, or in the genitive ("des Baumeisters"), no other name; nor is an
        # acronym for the words it stands for ("WHO"), a unit's name for its symbol.
        names = [w for w, name in mine if name and not _in_sentence(w, focus) and not (
            w[-1:] == "s" and (w[:-1] in theirs_words or w[:-2] in theirs_words)) and not (
            _acronym_of(w, claim_text, _text(theirs)) or UNIT_SYMBOLS.get(w) == _text(theirs))]
        if not names:
            continue
        if all(w in words_a for w, name in theirs if name):
            continue  # the page's name stands elsewhere in the claim: reordered
            # ("Kiprop won the race of the Carden Marathon" for "was won by Kiprop")
        reason = "name_elsewhere" if all(w in page for w in names) else "name_missing"
        return reason, " ".join(w for w, n in mine if n), " ".join(w for w, n in theirs if n)
    return None


def _acronym_of(word: str, claim: str, stated: str) -> bool:
    """Whether ``word`` (lower-cased) is written in ``claim`` as an acronym that the
    words ``stated`` spell out ("WHO" for "world health organization")."""
    upper = word.upper()
    return re.search(rf"(?<![^\W\d_]){re.escape(upper)}(?![^\W\d_])", claim) is not None and (
        spelled_out(upper, stated))
