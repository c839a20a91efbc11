"""Who said it: a claim that puts a passage's words in the mouth of someone the page
names in another place.

"According to chief executive Martin Lydgate, the strike cost £2.3 million" where the
passage says "The strike cost £2.3 million, according to finance director Priya Raman"
(and the page quotes Lydgate on something else); "第一作者刘文涛表示，团队计划……" where
the passage has "第一作者、副研究员陈晓雯说，团队计划……". The claim names who said it,
the passage names someone else saying the same thing: a swap, not a join of two
sentences, since the passage leaves no room for a second speaker.
"""

from __future__ import annotations

import re

from services.citations.case_blind import CaseBlind
from services.citations.continued_quote import continued_speaker
from services.citations.cues import CJK_REPORTING_WORDS, REPORTING_WORDS
from services.citations.fear_verbs import CJK_FEARING
from services.citations.noun_case import capitalises_nouns
from services.citations.passages import Match, SourceIndex
from services.citations.scripts import CJK, CJK_SCRIPT

ACCORDING: tuple[str, ...] = (
    "according to", "laut", "zufolge", "selon", "d'après", "según", "secondo", "segundo",
    "volgens",
)
"""Words before (or, "zufolge", after) the person a statement is credited to."""
SAYING: frozenset[str] = frozenset(REPORTING_WORDS) | {
    "cautioned", "warned", "noted", "argued", "wrote", "warnte", "schrieb", "betont",
    "ergänzte", "fügte", "a déclaré", "déclare", "a mis", "a averti", "a souligné",
    "a expliqué", "a ajouté", "a affirmé", "a estimé", "dijo", "afirmó", "advirtió",
    "señaló", "explicó", "añadió", "ha detto", "ha avvertito", "ha spiegato", "disse",
    "afirmou", "explicou", "zei", "waarschuwde",
}
"""Verbs of saying right after (or before) the one who said it."""
_NAME = r"(?:[A-ZÀ-ÞĀ-Ž][\w'’-]+\s+){0,2}[A-ZÀ-ÞĀ-Ž][\w'’-]+"
_CJK_CLAUSE = re.compile(r"[，,。；;：:！？!?\n]")
_CJK_NAME = (3, 2)
"""Characters of a Chinese, Japanese or Korean name, longest first."""


def speaker_swap(claim: str, index: SourceIndex, match: Match) -> tuple[str, str] | None:
    """``(claimed, stated)`` when ``claim`` credits what it says to someone the page
    names, while a sentence of the passage of ``match`` credits it to another: by
    name, or by a pronoun ("she said") for the one the sentence before names."""
    passage = [index.sentence(k) for k in range(match.first, match.last + 1)]
    before = index.sentence(match.first - 1) if match.first > 0 else ""
    if CJK.search(claim):
        return _cjk_swap(claim, passage, index.lowered)
    for name in speakers(claim):
        surname = name.split()[-1]
        if surname.lower() not in index.lowered:
            continue  # nowhere on the page: the name checks say so
        if " " not in name and _ARTICLED.search(claim[: max(0, claim.find(name))]):
            continue  # "laut den Tipps", "volgens het recept": a noun, capitalised as
            # German nouns are, for a part of the page, no one the page names
        if any(surname in sentence for sentence in passage):
            return None  # the passage names them too, in any of its sentences
        for k, sentence in enumerate(passage):
            theirs = speakers(sentence)
            if not theirs and k == 0 and _PRONOUN_SAID.search(sentence) and (
                    surname not in before):
                theirs = speakers(before)  # "Okabe cautioned … '…,' she said."
            if not theirs and k == 0 and surname not in before and (
                    quoted := continued_speaker(sentence, before, SAYING)):
                theirs = [quoted]  # '"…," said Dr. Okafor. "…"': the same speaker
            theirs = [n for n in theirs if n.split()[-1] not in claim]
            if theirs and k == 0 and surname in before and len(theirs[0].split()) == 1 and (
                    capitalises_nouns(index.text)):
                return None  # "Das Landratsamt prüft …. … laut Behörde …": a noun for the
                # one the sentence before names, where every noun has a capital
            if theirs:
                return name, theirs[0]
    return None


ARTICLES = ("der", "die", "das", "den", "dem", "des", "het", "the")
"""Definite articles (de, nl, en; not Dutch "de", also Romance "of") before a noun: a
one-word "speaker" after one is a thing ("dem Rezept", "den Tipps"), not a person's name."""
_ARTICLED = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(ARTICLES)})\s+$", re.IGNORECASE)
PRONOUNS = ("she", "he", "they", "sie", "er", "elle", "il", "ils", "elles", "ella", "él",
            "ellos", "lei", "lui", "loro", "ela", "ele", "zij", "hij", "ze")
"""Pronouns that stand for the one who said it."""
_SAYING = "|".join(re.escape(w) for w in sorted(SAYING, key=len, reverse=True))
_SAID_NAME = re.compile(rf"[»«\"“”„’]\s*,?\s*([\w'’]+(?: [\w'’]+)??)\s+({_NAME})")
"""A verb of saying, then the one who said it, right after a quotation."""
_PRONOUN_SAID = CaseBlind(
    rf"\b(?:(?:{'|'.join(PRONOUNS)})\s+(?:{_SAYING})|(?:{_SAYING})\s+(?:{'|'.join(PRONOUNS)}))\b"
    r"|\w-(?:t-)?(?:elles?|ils?)\b")


def writes_name(text: str, name: str) -> bool:
    """Whether ``text`` writes ``name`` (one word or several) as words of their own, or
    with a possessive's ending ("Menon's"; "Ng" is no word of "Wang", "Quill" is one of
    "Mara Quill"); in a CJK script, which writes no spaces, anywhere in it."""
    if CJK_SCRIPT.search(name):
        return name in text
    return re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w-])", text) is not None


def speakers(text: str) -> list[str]:
    """The names ``text`` credits a statement to: after "according to" and its like,
    with up to four words of role between ("according to finance director Priya
    Raman"), or right before a verb of saying ("Rui Mendes cautioned")."""
    found = []
    lowered = text.lower()
    for cue in ACCORDING:
        for at in _all(lowered, cue):
            run = re.match(rf"\s+(?:[\w'’-]+\s+){{0,4}}?({_NAME})", text[at + len(cue):])
            if run is not None and cue != "zufolge":
                found.append(run.group(1))
            before = re.search(rf"({_NAME})\s*$", text[:at])
            if cue == "zufolge" and before is not None:
                found.append(before.group(1))
    for run in re.finditer(rf"({_NAME}),?(?=\s+([\w'’]+(?: [\w'’]+)?))", text):
        verb = run.group(2).lower()
        if verb in SAYING or verb.split()[0] in SAYING:
            found.append(run.group(1))
    for run in _SAID_NAME.finditer(text):  # after a quote: "», a déclaré Martin"
        if run.group(1).lower() in SAYING:
            found.append(run.group(2))
    # A sentence's first capitalised word may be no name ("According"), or a pronoun
    # ("She added"), which stands for the one the sentence before names.
    return [n for n in found if len(n.split()) >= 2 or n.lower() not in (*ACCORDING, *PRONOUNS)]


def _all(text: str, part: str) -> list[int]:
    out, at = [], text.find(part)
    while at != -1:
        if (at == 0 or not text[at - 1].isalnum()) and not text[at + len(part):][:1].isalnum():
            out.append(at)
        at = text.find(part, at + 1)
    return out


def _cjk_swap(claim: str, passage: list[str], page: str) -> tuple[str, str] | None:
    """As ``speaker_swap`` for Chinese, Japanese and Korean: the name right before a
    verb of saying (the clause's last characters before it, a role and a name:
    "第一作者刘文涛表示")."""
    mine = _cjk_speaker(claim)
    if mine is None:
        return None
    for size in _CJK_NAME:
        name = mine[-size:]
        if len(name) < size or name not in page or any(name in s for s in passage):
            continue
        for sentence in passage:
            theirs = _cjk_speaker(sentence)
            if theirs is not None and theirs[-size:] not in claim and (
                    _shares_role(mine[:-size], theirs) or _holds_role(
                        mine[:-size], theirs[-size:], page) or _both_titled(
                        mine, theirs, size, page)):
                return mine, theirs
        return None
    return None


def _cjk_speaker(text: str) -> str | None:
    """The words of a clause that end right before its verb of saying, when the
    clause opens the sentence or a part of it ("论文第一作者刘文涛表示，")."""
    for clause in _CJK_CLAUSE.split(text):
        for verb in (*CJK_REPORTING_WORDS, *CJK_FEARING):
            at = clause.find(verb)
            if 2 <= at <= 24:
                return clause[:at].strip()
    return None


ROLE_REACH = 12
"""Characters either side of a name within which the page may set that person's role
("由研究员韩志远担任项目负责人")."""
_CJK_SENTENCE_END = re.compile(r"[。！？!?\n]")
"""Where a Chinese sentence ends: the role must stand in the name's own sentence."""


def _holds_role(role: str, name: str, page: str) -> bool:
    """Whether the page sets the claim's whole ``role`` beside the page's speaker
    ``name`` somewhere (within ``ROLE_REACH`` characters, in one sentence): the claim
    gave that person's role to another."""
    role = role.strip("、 ")
    if len(role) < 2:
        return False
    at = page.find(name)
    while at != -1:
        end = at + len(name)
        around = (_CJK_SENTENCE_END.split(page[max(0, at - ROLE_REACH) : at])[-1] + name
                  + _CJK_SENTENCE_END.split(page[end : end + ROLE_REACH])[0])
        if role in around:
            return True
        at = page.find(name, end)
    return False


def _both_titled(mine: str, theirs: str, size: int, page: str) -> bool:
    """Whether the claim's speaker is a role and a name the page writes as one ("市交通局副
    局长王海峰", said of another statement), and the passage's a role and another name
    (``size`` characters): two people the page names, each with a role of their own; a
    statement moved from one to the other is a swap, though the roles share nothing."""
    return len(mine.strip("、 ")) >= size + 2 and mine.strip("、 ") in page and (
        len(theirs.strip("、 ")) >= size + 2)


def _shares_role(role: str, theirs: str) -> bool:
    """Whether the page's speaker carries the role the claim gives its own (two
    characters of it in a row), or the claim gives none."""
    role = role.strip("、 ")
    if len(role) < 2:
        return True
    return any(role[k : k + 2] in theirs for k in range(len(role) - 1))
