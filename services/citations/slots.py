"""A name beside the title or role the page gives someone else.

"住持周文远" where the page has "住持释慧明 … 画师周文远", "山口美咲社長" where it
has "中村浩二社長", "Bürgermeisterin Sabine Krull" where it has "Hafendirektorin
Sabine Krull" and "Bürgermeister Jens Albers": the claim's words all stand on
the page, in the wrong pairs. Two checks, both on what stands right beside a name:

- ``cjk_slot`` (Chinese, Japanese, Korean, read character by character): the
  claim and a sentence of the passage share the two characters before a slot
  and the two after it, and fill it differently; the claim's filler stands
  elsewhere on the page, or the slot is beside a title or role (``cjk_roles.ROLES``);
- ``role_word`` (spaced languages): the word right before a name in the claim
  is not the word the page writes before that name, but one it writes before
  another name.
"""

from __future__ import annotations

import re

from services.citations.chinese_senses import both_verbs, reworded
from services.citations.cjk_particles import CJK_FUNCTION as _FUNCTION
from services.citations.cjk_roles import CJK_ROLES
from services.citations.cues import DEMONSTRATIVE_WORDS, STOP_WORDS
from services.citations.relations import pointer
from services.citations.role_prefixes import ends_in_rank, role_beside
from services.citations.scripts import CJK as _CJK
from services.citations.substrings import starts as _all

_NUMERALS = frozenset("〇一二三四五六七八九十百千万亿億两零成半数几")
_SPACE = re.compile(r"\s+")
ANCHOR = 2
"""Characters either side of a slot that must agree."""
SLOT = (2, 3, 4)
"""Lengths of a filler: a CJK name, era or title is two to four characters."""


def _compact(text: str) -> str:
    return _SPACE.sub("", text.lower())


def _filler(text: str) -> bool:
    """Whether ``text`` can fill a name's slot: CJK, not only numerals, particles
    or hiragana (a Japanese verb's ending)."""
    return (all(_CJK.match(c) for c in text) and not set(text) <= _NUMERALS
            and not set(text) <= _FUNCTION and not all("\u3040" <= c <= "\u309f" for c in text)
            and text[0] not in _KOREAN_PARTICLES)


_KOREAN_PARTICLES = frozenset("을를는에의으로와과만")
"""Korean particles no name starts with ("를잇는" is "를" after a word, then a verb)."""


def _role_beside(text: str, start: int, end: int) -> bool:
    return role_beside(text, start, end)  # a title, perhaps with a prefix ("副教授")


def cjk_slot(claim: str, sentence: str, page: str) -> tuple[str, str, bool] | None:
    """``(claimed, stated, certain)`` for a slot ``claim`` fills differently from
    ``sentence`` between the same neighbours; certain when the claim's filler
    stands elsewhere on ``page`` or the slot is beside a title or role, or in
    another clause of the sentence (``clause_role``)."""
    mine = _compact(claim)
    if not _CJK.search(mine):
        return None
    role = clause_role(claim, sentence)
    if role is not None:
        return role[0], role[1], True
    spaced = _word_starts(claim)
    theirs = _compact(sentence)
    found: list[tuple[str, str, int, bool]] = []
    for i in range(len(mine)):
        left = mine[max(0, i - ANCHOR) : i]
        if i and (len(left) < ANCHOR or not _filler(left)):
            continue
        starts = [0] if not i else _all(theirs, left)
        for n in SLOT:
            claimed = mine[i : i + n]
            right = mine[i + n : i + n + ANCHOR]
            if len(claimed) < n or len(right) < ANCHOR or not _filler(claimed) or (
                    ends_in_rank(claimed, mine[i + n :])):
                continue
            # Beside a title ("中村浩二専務" for "山口美咲専務") the title alone anchors.
            titled = any(right.startswith(r) or mine[i + n :].startswith(r) for r in CJK_ROLES)
            spans = [(start + len(left), m, True) for start in starts
                     for m in (n - 1, n, n + 1)]
            if titled:
                spans += [(end - m, m, False) for end in _all(theirs, right)
                          for m in (n - 1, n, n + 1) if end - m >= 0]
            for at, m, both in spans:
                stated = theirs[at : at + m]
                if (m < 2 or stated == claimed or theirs[at + m : at + m + ANCHOR] != right
                        or not _filler(stated) or stated in mine or claimed in stated
                        or stated in claimed or stated[0] == claimed[0]
                        or stated[-1] == claimed[-1] or _shifted(claimed, stated)
                        or _both_point(claimed, stated) or _moved(claimed, stated, mine, i)):
                    continue
                found.append((claimed, stated, i, both))
    if not found:
        agent = cjk_agent(mine, theirs, _compact(page))
        return (*agent, True) if agent is not None else None
    # Anchored on both sides first; then one starting after a particle or a stop
    # ("は中村浩二専務", "于北魏时期"), narrowest first: a slot anchored by its
    # title alone may take in a word before the name, or only part of it.
    claimed, stated, i, _both = min(found, key=lambda f: (
        not f[3], not (f[2] in spaced or _starts_word(mine, f[2])), len(f[0]), len(f[1])))
    if reworded(mine, claimed, theirs, stated):
        return None  # the same said in other words ("进行" for "开展")
    certain = (claimed in _compact(page) or _role_beside(mine, i, i + len(claimed)) or (
        _after_particles(claimed, stated, _compact(page)))) and not both_verbs(claimed, stated)
    if not certain and (agent := cjk_agent(mine, theirs, _compact(page))) is not None and (
            agent[0] != claimed):
        # A doer the page never names, put for the page's: the whole names weigh
        # more than a slot inside them ("研究院" for "院集团"). A slot that is the
        # whole doer ("张衡" for "李春") stays as unsure as it was.
        return (*agent, True)
    return claimed, stated, certain


def _after_particles(claimed: str, stated: str, page: str) -> bool:
    """Whether both fillers open with a particle ("从昆山" for "由湖州": from Kunshan, from
    Huzhou) and the page writes the claim's filler without it: a name of the page."""
    return claimed[0] in _FUNCTION and stated[0] in _FUNCTION and len(claimed) > 2 and (
        claimed[1:] in page)


def _shifted(claimed: str, stated: str) -> bool:
    """Whether the two fillers share two characters running ("的老人", "老人可"): the same
    word, the slot only shifted by a particle one text has and the other lacks."""
    return any(claimed[k : k + 2] in stated for k in range(len(claimed) - 1))


def _moved(claimed: str, stated: str, mine: str, at: int) -> bool:
    """Whether the page's filler is a word the claim writes elsewhere (moved: "其藏书在鼎盛
    时期约有60万卷" for "鼎盛时期藏书约60万卷") and what the claim's filler holds, save one
    character of wording ("有"): the same words in another order, no other name."""
    elsewhere = mine[:at] + "|" + mine[at + len(claimed) :]
    for k in range(len(stated) - 1):
        for end in range(len(stated), k + 1, -1):
            word = stated[k:end]
            rest = stated[:k] + stated[end:]
            if word in elsewhere and rest and rest in claimed and (
                    len(claimed) - len(rest) <= 1):
                return True
    return False


_CJK_POINTERS = tuple(w for w in DEMONSTRATIVE_WORDS if _CJK.match(w))


def _both_point(claimed: str, stated: str) -> bool:
    """Whether each filler holds a demonstrative ("按这个" against "这份": by this recipe,
    this recipe) and one is only that: both say which thing, neither names one."""
    return (pointer(claimed) or pointer(stated)) and all(
        any(d in filler for d in _CJK_POINTERS) for filler in (claimed, stated))


AGENT_MARKERS = ("由", "被")
"""Chinese particles before the doer of a passive or of a task ("由X培育", "被X收购")."""
AGENT_LONGEST = 12
"""Characters at most of a doer's name (an institute's or a company's name is long)."""


def cjk_agent(mine: str, theirs: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)`` where the claim and a sentence of the page (both compact)
    name the doer after the same particle (``AGENT_MARKERS``) and before the same
    two characters ("由中国水稻研究所培育" against "由江苏沿海农业科学研究所培育"), and the
    claim's doer stands nowhere on the page and shares few of its characters with
    the page's (a short form, "浙大一院", keeps most of them)."""
    for marker in AGENT_MARKERS:
        for i in _all(mine, marker):
            if mine.startswith("由于", i):
                continue  # "because", no doer
            starts = _all(theirs, marker)
            for n in range(2, AGENT_LONGEST + 1):
                claimed = mine[i + 1 : i + 1 + n]
                right = mine[i + 1 + n : i + 3 + n]
                if len(right) < ANCHOR or not _filler(claimed) or not _filler(right) or (
                        ends_in_rank(claimed, mine[i + 1 + n :])):
                    continue
                for j in starts:
                    end = theirs.rfind(right, j + 3, j + 1 + AGENT_LONGEST + ANCHOR)
                    stated = theirs[j + 1 : end] if end != -1 else ""
                    if len(stated) < 2 or not _filler(stated) or claimed in page:
                        continue
                    if 2 * sum(c in stated for c in claimed) < len(claimed):
                        return claimed, stated
    return None


def _word_starts(text: str) -> set[int]:
    """Positions in the compacted ``text`` where a spaced word begins (Korean)."""
    starts, at = set(), 0
    for word in text.lower().split():
        starts.add(at)
        at += len(word)
    return starts


def _starts_word(text: str, at: int) -> bool:
    return at == 0 or text[at - 1] in _FUNCTION or not _CJK.match(text[at - 1])


_NAME_RUN = re.compile(r"(?<![\w-])([^\W\d_][\w'’-]*)[ ,]+((?:[A-ZÀ-ÞĀ-ſ][\w'’-]+ ?){1,3})")


_WORD_BEFORE = re.compile(r"([^\W\d_][\w'’-]*)[ ,]+(?:[A-Z][a-z]{0,3}\. +)?$")
"""The word before a name, read past an abbreviated title ("Geschäftsführerin Dr. Sabine
Ortlieb": the role, not "Dr")."""


def _preceding(text: str, name: str) -> list[str]:
    """The words ``text`` writes right before ``name`` (lower-cased)."""
    out = []
    at = text.find(name)
    while at != -1:
        end = at + len(name)
        if end >= len(text) or not text[end].isalnum():
            before = _WORD_BEFORE.search(text, max(0, at - 40), at)
            if before is not None:
                out.append(before.group(1).lower())
        at = text.find(name, end)
    return out


def _names_after(text: str, lowered: str, role: str) -> list[str]:
    """The names ``text`` writes right after a word like ``role`` (lower-cased)."""
    out = []
    stem = role[:4]
    at = lowered.find(stem)
    while at != -1:
        run = _NAME_RUN.match(text, at)
        if run is not None and _alike(role, run.group(1).lower()) and (
                at == 0 or not text[at - 1].isalnum()):
            out.append(run.group(2).strip())
        at = lowered.find(stem, at + 1)
    return out


_PLAIN = str.maketrans("äöüáàâéèêíìîóòôúùû", "aouaaaeeeiiiooouuu")


def _alike(a: str, b: str) -> bool:
    """Same word in another form ("Hafendirektor", "Hafendirektorin"; "chef", "cheffe";
    "Chefarzt", "Chefärztin")."""
    a, b = a.translate(_PLAIN), b.translate(_PLAIN)
    if a == b:
        return True  # a short word too ("ceo")
    shared = 0
    while shared < min(len(a), len(b)) and a[shared] == b[shared]:
        shared += 1
    return shared >= 5 or (shared >= 4 and shared == min(len(a), len(b)))


def role_word(claim: str, page: str) -> tuple[str, str] | None:
    """``(claimed, stated)`` when the claim writes a name after a role word the page
    writes before another name, while the page writes another before this one
    ("Bürgermeisterin Sabine Krull" against "Hafendirektorin Sabine Krull")."""
    for match in _NAME_RUN.finditer(claim):
        for role, name, role_end in _readings(match):
            found = _role_swap(claim, page, role, name, role_end)
            if found is not None:
                return found
    return None


def _readings(match: re.Match[str]) -> list[tuple[str, str, int]]:
    """``(role, name, where the role ends)`` of a name run: the word before it and the
    run; and a run of three words read as a role and a name too (where every noun is
    capitalised: "Laut Sprecherin Sabine Ortlieb", "Sprecherin" and "Sabine Ortlieb")."""
    run = match.group(2).strip()
    out = [(match.group(1), run, match.end(1))]
    words = run.split()
    if len(words) == 3:
        out.append((words[0], " ".join(words[1:]), match.start(2) + len(words[0])))
    return out


def _role_swap(claim: str, page: str, role: str, name: str,
               role_end: int) -> tuple[str, str] | None:
    """``role_word`` for one reading of a name run."""
    words = name.split()
    key = " ".join(words[-2:]) if len(words) > 1 else words[0]
    lowered = role.lower()
    if lowered in STOP_WORDS or len(role) < 4 or not key[:1].isupper() or (
            lowered.endswith(("'s", "’s"))):
        return None  # a possessive ("Riverside's Dr. Adeyemi") says whose, not which role
    # A word of the claim's own name before its last two ("Levelling Up Fund") is the
    # name the page writes too, no role.
    own = {w.lower() for w in words}
    theirs = [w for w in _preceding(page, key) if w not in STOP_WORDS and w not in own]
    if not theirs or any(_alike(lowered, w) for w in theirs) or any(
            _spelled_out(w, claim[: role_end], page) for w in theirs):
        return None
    elsewhere = [n for role_form in (lowered, *_short_roles(claim[: role_end], page))
                 for n in _names_after(page, page.lower(), role_form) if key not in n]
    if elsewhere:
        return f"{role} {key}", f"{theirs[0]} {key}"
    return None


_ROLE_WORDS = re.compile(r"[^\W\d_]+")


def _spelled_out(word: str, before: str, page: str) -> bool:
    """Whether the page's role ``word`` (lower-cased) is an acronym ("CEO") that starts
    with the initials of the last two or three words of the claim's ``before`` ("chief
    executive"): the same role, written short."""
    if not 2 <= len(word) <= 5 or word.upper() not in page:
        return False
    words = _ROLE_WORDS.findall(before)
    return any(len(words) >= n and word.startswith("".join(w[0] for w in words[-n:]).lower())
               for n in (2, 3))


_ACRONYMS = re.compile(r"(?<![^\W\d_])[A-Z]{2,5}(?![^\W\d_])")


def _short_roles(before: str, page: str) -> list[str]:
    """The acronyms of ``page`` (lower-cased) that spell out the claim's role, the last
    words of ``before`` ("CEO" for "chief executive")."""
    return [a.lower() for a in set(_ACRONYMS.findall(page))
            if _spelled_out(a.lower(), before, page)]


FILLER = range(2, 9)
"""Characters of a name with its title or role ("博士生赵明", "质量主管陈思雨")."""
STATED = 12
"""Characters at most of the name and title in the page's slot (a Korean one, spaces
taken out, runs long: "소아과전문의한지수교수")."""
_CLAUSE_MARK = re.compile(r"[，,；;：:。！？!?]")


def clause_role(claim: str, sentence: str) -> tuple[str, str] | None:
    """``(claimed, stated)`` when a clause of the claim fills the slot between two
    neighbours ("由…领导") with a name and title the sentence writes in another of
    its clauses between other words, while the sentence fills that slot with someone
    else: "该研究由博士生赵明领导" where "该研究由植物学家林雪梅领导，标本采集由博士生赵明完成"."""
    theirs = [c for c in _CLAUSE_MARK.split(_compact(sentence)) if c]
    if len(theirs) < 2:
        return None
    for part in _CLAUSE_MARK.split(_compact(claim)):
        for size in reversed(FILLER):
            for at in range(ANCHOR, len(part) - size + 1):
                claimed = part[at : at + size]
                left, right = part[at - ANCHOR : at], part[at + size : at + size + ANCHOR]
                # At the clause's end the slot has its left neighbours only
                # ("总设计师为张晓燕。").
                ends = at + size == len(part)
                if not (_filler(claimed) and _filler(left) and (ends or (
                        len(right) == ANCHOR and _filler(right)))):
                    continue
                holding = {k for k, c in enumerate(theirs) if claimed in c}
                if not holding or any(_framed(theirs[k], claimed, left, right)
                                      for k in holding):
                    continue  # between the same words there too: a list or a contrast
                for k, clause in enumerate(theirs):
                    if k in holding:
                        continue
                    for start in _all(clause, left):
                        for end in _all(clause, right) if not ends else [len(clause)]:
                            stated = clause[start + ANCHOR : end]
                            if 2 <= len(stated) <= STATED and _filler(stated) and (
                                    stated[0] != claimed[0] and stated[-1] != claimed[-1]
                                    and stated not in claimed and claimed not in stated):
                                return claimed, stated
    return None


def _framed(clause: str, filler: str, left: str, right: str) -> bool:
    """Whether ``clause`` writes ``filler`` with ``left`` before it or ``right`` after it."""
    at = clause.find(filler)
    while at != -1:
        if clause[max(0, at - ANCHOR) : at] == left or (
                clause[at + len(filler) : at + len(filler) + ANCHOR] == right):
            return True
        at = clause.find(filler, at + 1)
    return False
