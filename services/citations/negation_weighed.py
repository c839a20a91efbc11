"""Second thoughts on a negation that flips: whether the claim's clause really says the
opposite of the page's negated clause, or only shares a word with it.

``polarity`` pairs a clause of the claim with a negated clause of the page by the
words they share. Four things it cannot see clause by clause undo that pairing:

- the claim is the page's own words: a run of the page, from a clause's start to
  its end, is what the page says, never its opposite;
- the claim's clause says what another, plain clause of the page says, with every
  word it shares with the negated clause and more ("睡前使用手机超过30分钟的学生" beside
  "…是不使用手机学生的1.9倍"; "False alarms can be silenced …" beside "carbon
  monoxide alarms cannot be silenced …"): it is that clause's statement;
- the claim's clause only names what the negated verb is about, with no word of
  its own and not the verb ("In the intensive care unit, …" for "The changes do not
  apply to the intensive care unit"): a topic, which the claim's other clauses
  speak of;
- a ban (``ban_words``) is turned round only by a word of permission; a ban both
  state is none; and a claim that keeps the page's "but" before the clause ("…,
  but they skip Corniglia" for "…, but do not stop at Corniglia") keeps the
  contrast the negation makes. These two make the flip worth a check, not sure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.ban_words import only_banned, same_ban, turned_to_permission
from services.citations.cjk_cues import cjk_cues
from services.citations.clauses import clauses, matching_clause
from services.citations.contrast import rejected
from services.citations.cues import ADVERSATIVE_WORDS, OBLIGATION_WORDS
from services.citations.excepted_case import included, only_excepted, put_back
from services.citations.finding import Finding
from services.citations.negation_agrees import agrees, conditioned, ends_otherwise, replaced
from services.citations.negator_words import plain_word_at
from services.citations.passages import soft_credit, terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)|\n")
_CLAUSE_EDGE = re.compile(r"[.!?;:,。！？；：，、\n]|^[-*]|^\d+\.")
_FINAL = ".。!！?？ \n"
VERBATIM_AT_LEAST = 20
"""Characters a claim needs to be read as the page's own words (shorter runs recur)."""

ADVERSATIVE: dict[str, tuple[str, ...]] = {
    "en": ("but", "yet"), "de": ("aber", "doch", "jedoch"), "fr": ("mais",),
    "es": ("pero", "mas"), "it": ("ma", "però"), "pt": ("mas", "porém"), "nl": ("maar",),
    "zh": ("但是", "但", "却", "不过", "可是"), "ja": ("しかし", "ただし", "けれど", "けど"),
    "ko": ("하지만", "그러나"),
}
"""Conjunctions that set a clause against the one before ("…, but do not stop at …")."""
_ADVERSATIVE_WORDS = frozenset(w for ws in ADVERSATIVE.values() for w in ws
                               if not CJK_SCRIPT.match(w))
_ADVERSATIVE_CJK = tuple(w for ws in ADVERSATIVE.values() for w in ws if CJK_SCRIPT.match(w))


def weighed(found: list[Finding], claim: str, passage: str, around: str) -> Finding | None:
    """The surest of ``found`` (``polarity``'s findings for ``claim`` against ``passage``,
    ``around``: the passage with its neighbours) once each negation is weighed again."""
    kept = [w for f in found if (w := _weigh(f, claim, passage, around)) is not None]
    kept.sort(key=lambda f: not f.certain)
    return kept[0] if kept else None


def _weigh(found: Finding, claim: str, passage: str, around: str) -> Finding | None:
    if found.reason != "negation":
        return found
    from services.citations import polarity  # polarity imports this module

    if verbatim(claim, around or passage) or verbatim(claim, passage):
        return None
    mine, theirs = found.claimed, found.stated
    if mine.strip() == claim.strip():  # the whole claim: its clause that speaks of theirs
        mine = matching_clause(polarity.asserted(claim), set(terms(theirs)))
    if not polarity.cues(theirs, passage).negated:
        # The claim's clause negated: by a ban the page states in another form?
        ended = polarity.cues(theirs, passage).ended  # "the ban was lifted"
        if only_banned(mine, negation_words(mine, claim)) and same_ban(mine, theirs) and not ended:
            return None
        return found
    if stated_plainly(mine, theirs, [passage, around]) or topic_only(
            mine, theirs, claim, [passage, around]) or turns_down_negated(claim, theirs):
        return None
    sentence, negations = sentence_of(passage, theirs), negation_words(theirs, passage)
    excepting = only_excepted(negations)
    if excepting and not (names_case(mine, theirs) and put_back(mine, sentence)):
        return None  # "except the prawns" against "the prawns go into the dish raw"
    if agrees(mine, theirs, negations, polarity.negated_words(theirs), excepting):
        return None  # "for the first time" for "never before", "gluten-free" for "no gluten"
    if only_banned(theirs, negations) and not turned_to_permission(mine, sentence, theirs) or (
            kept_contrast(claim, mine, sentence, theirs) or ends_otherwise(mine, theirs)
            or replaced(mine, theirs, sentence) or conditioned(
                mine, theirs, negations, polarity.negated_words(theirs)) or (
                obliges_otherwise(mine, sentence, claim))):
        # "须由成人陪同" for "不得在无成人陪同的情况下": an obligation says what a
        # negation says the other way round; worth a check, never sure.
        return replace(found, certain=False)
    return found


def negation_words(text: str, context: str = "") -> list[str]:
    """The negation words of ``text`` (CJK: its negation cues)."""
    from services.citations import polarity  # polarity imports this module

    found = list(polarity.negations(_WORD.findall(text.lower())))
    if CJK_SCRIPT.search(text):  # not the "无" of "无人机"
        found += [c for c in cjk_cues("negation", text, context) if any(
            not plain_word_at(text, m.start(), c) for m in re.finditer(re.escape(c), text))]
    return found


def verbatim(claim: str, page: str) -> bool:
    """Whether ``claim`` (its final stop aside) stands in ``page`` word for word, from
    the start of a clause of it to an end."""
    text = " ".join(claim.split()).rstrip(_FINAL)
    if len(text) < VERBATIM_AT_LEAST:
        return False
    flat = " ".join(page.split())
    at = flat.find(text)
    while at != -1:
        before = flat[:at].rstrip()
        after = flat[at + len(text) : at + len(text) + 1]
        if (not before or _CLAUSE_EDGE.search(before[-1:]) or before.endswith(("- ", "* "))) and (
                not after or after in _FINAL or _CLAUSE_EDGE.match(after)):
            return True
        at = flat.find(text, at + 1)
    return False


def _holds_term(term: str, found: set[str], text: str) -> bool:
    return term in found or soft_credit(term, found, text.lower()) >= 1.0


def stated_plainly(mine: str, negated: str, pages: list[str]) -> bool:
    """Whether a plain clause of ``pages`` holds every word ``mine`` shares with the
    ``negated`` clause, the words the negation bears on among them, and more of
    ``mine`` than ``negated`` does: ``mine`` says what that clause says."""
    from services.citations import polarity  # polarity imports this module

    own = set(terms(mine))
    theirs = set(terms(negated))
    shared = {t for t in own if _holds_term(t, theirs, negated)}
    turned = [w for w in polarity.negated_words(negated) if holds_word(mine, w)]
    for page in pages:
        for part, found in clauses(page):
            if part.strip() == negated.strip() or polarity.cues(part, page).negated:
                continue
            if all(_holds_term(t, found, part) for t in shared) and all(
                    holds_word(part, w) for w in turned) and sum(
                    _holds_term(t, found, part) for t in own) > len(shared):
                return True
    return False


def topic_only(mine: str, negated: str, claim: str, pages: list[str]) -> bool:
    """Whether ``mine``, a clause of ``claim``, shares with the ``negated`` clause only
    words after its negation (what it is about: "In the intensive care unit", "Auf
    der Kinderstation"), none before it (its subject, "The changes"), and says of
    them only what a plain clause of ``pages`` says ("…, where overnight stays remain
    at the discretion of the nurse"), or nothing, beside other clauses of its own:
    the negation's topic, not its statement."""
    from services.citations import polarity  # polarity imports this module

    lowered = negated.lower()
    at = min((m.start() for w in negation_words(negated) for m in re.finditer(
        rf"(?<![^\W\d_]){re.escape(w)}(?![^\W\d_])" if not CJK_SCRIPT.match(w)
        else re.escape(w), lowered)), default=-1)
    if at == -1:
        return False
    before, after = set(terms(lowered[:at])) - ADVERSATIVE_WORDS, set(terms(lowered[at:]))
    own = terms(mine)
    shared = [t for t in own if _holds_term(t, after, lowered[at:])]
    rest = [t for t in own if t not in shared]
    if not before or not shared or any(_holds_term(t, before, lowered[:at]) for t in own) or (
            included(mine)):
        # Nothing before the negation ("…, allerdings nicht in der Hauptverkehrszeit"):
        # its statement is the clause before, which the claim's words state; "auch",
        # "also": the claim puts the topic under that statement.
        return False
    if not rest:  # the topic alone, not the verb: the claim's other clauses say what of it
        turned = polarity.negated_words(negated)
        return bool(turned) and not holds_word(mine, turned[0]) and (
            mine.strip() != claim.strip() and len(clauses(claim)) >= 2)
    return any(all(_holds_term(t, found, part) for t in rest)
               for page in pages for part, found in clauses(page)
               if part.strip() != negated.strip() and not polarity.cues(part, page).negated)


def names_case(mine: str, negated: str) -> bool:
    """Whether ``mine`` names the case the exception of ``negated`` takes out (the first
    word after its word of exception: "tomatoes" of "except the tomatoes")."""
    from services.citations import polarity  # polarity imports this module

    case = polarity.negated_words(negated)[:1]
    return bool(case) and holds_word(mine, case[0])


def _adversative_before(text: str, part: str) -> bool:
    """Whether ``part`` of ``text`` opens with, or follows, a conjunction of
    ``ADVERSATIVE`` ("…, but do not stop", "但不停靠")."""
    at = text.find(part.strip())
    if at == -1:
        return False
    head = part.strip()
    before = text[max(0, at - 12) : at]
    words = _WORD.findall(before.lower()) + _WORD.findall(head.lower())[:1]
    last = _WORD.findall(before.lower())[-1:]
    if last and last[0] in _ADVERSATIVE_WORDS:
        return True
    if words and _WORD.findall(head.lower())[:1] and _WORD.findall(
            head.lower())[0] in _ADVERSATIVE_WORDS:
        return True
    return head.startswith(_ADVERSATIVE_CJK) or before.rstrip("，, ").endswith(_ADVERSATIVE_CJK)


def kept_contrast(claim: str, mine: str, page_sentence: str, negated: str) -> bool:
    """Whether the claim's clause and the page's negated clause both follow a "but"
    (``ADVERSATIVE``): the claim keeps the contrast the page's negation draws."""
    return _adversative_before(claim, mine) and _adversative_before(page_sentence, negated)


def obliges_otherwise(mine: str, negated: str, claim: str) -> bool:
    """Whether ``mine`` has a word of obligation (``cues.OBLIGATIONS``) that the page's
    ``negated`` sentence holds in no form ("须由成人陪同" for "不得在无成人陪同": not "reste
    obligatoire" for "ne sont plus obligatoires", the very word the negation bears on,
    nor "doivent aussi réserver" for "doivent réserver, sauf les scolaires")."""
    lowered = mine.lower()
    own = [w for w in _WORD.findall(lowered) if w in OBLIGATION_WORDS] + [
        w for w in cjk_cues("obligation", mine, claim) if w in mine]
    return bool(own) and not any(holds_word(negated, w) for w in own)


def turns_down_negated(claim: str, negated: str) -> bool:
    """Whether the side ``claim``'s contrast turns down holds a word the ``negated``
    clause's negation bears on: "paracetamol rather than aspirin" carries "Do not
    give aspirin" in another form."""
    from services.citations import polarity  # polarity imports this module

    contrast = rejected(claim)
    if contrast is None or not contrast.text.strip():
        return False
    if CJK_SCRIPT.search(negated):  # the characters after the negation: a pair of them
        after = [negated[m.end() : m.end() + polarity.CJK_NEGATED]
                 for cue in negation_words(negated) if CJK_SCRIPT.match(cue)
                 for m in re.finditer(re.escape(cue), negated)]
        return any(pair in span for span in after for pair in _pairs(contrast.text))
    turned = polarity.negated_words(negated)
    return any(holds_word(contrast.text, w) for w in turned[:2] if w.strip())


_CJK_FUNCTION = frozenset("的了在于是和与及或也都而之其以为从到被把将对向由再能可会要不")


def _pairs(text: str) -> list[str]:
    """The pairs of CJK characters of ``text`` that are not both function characters."""
    return [text[k : k + 2] for k in range(len(text) - 1)
            if CJK_SCRIPT.match(text[k]) and CJK_SCRIPT.match(text[k + 1])
            and not (text[k] in _CJK_FUNCTION and text[k + 1] in _CJK_FUNCTION)]


def sentence_of(text: str, part: str) -> str:
    """The sentence of ``text`` that holds ``part`` (a clause of it)."""
    at = text.find(part.strip()[:40])
    if at == -1:
        return part
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    end = _SENTENCE_END.search(text, at + len(part.strip()))
    return text[starts[-1] if starts else 0 : end.end() if end else len(text)]
