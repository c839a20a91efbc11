"""Second thoughts on a negation that flips: whether the claim's clause really says the
opposite of the page's negated clause, or only shares a word with it.

``polarity`` pairs a clause of the claim with a negated clause of the page by the
words they share. What it cannot see clause by clause undoes that pairing:

- the claim is the page's own words: a run of the page, from a clause's start to
  its end, is what the page says, never its opposite;
- the claim's clause says what another, plain clause of the page says, with every
  word it shares with the negated clause and more ("睡前使用手机超过30分钟的学生" beside
  "…是不使用手机学生的1.9倍"; "False alarms can be silenced …" beside "carbon
  monoxide alarms cannot be silenced …"): it is that clause's statement;
- the claim's clause only names what the negated verb is about, with no word of
  its own and not the verb ("In the intensive care unit, …" for "The changes do not
  apply to the intensive care unit"): a topic, of which the claim says what a
  plain clause says, or nothing;
- a claim's contrast turns down what the negation bears on (``negation_contrast``);
- an excepted case the claim speaks of in other terms (``excepted_case``), a word that
  says what the negation says (``negation_agrees``), a ban both state (``ban_words``).

And some only make the flip worth a check, not sure: a ban turned round without a
word of permission, a kept "but" (``negation_contrast``), negated words in a clause of
the claim that speaks of another clause of the page (``split_across``), a word of an
end, a replacement, a condition kept in other words (``negation_agrees``), or a word of
obligation the page's sentence lacks ("须由成人陪同" for "不得在无成人陪同"): an
obligation says what a negation says the other way round.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.asked_question import asked
from services.citations.ban_words import (
    only_banned,
    same_ban,
    states_ban,
    turned_to_permission,
)
from services.citations.case_blind import CaseBlind
from services.citations.cjk_cues import cjk_cues
from services.citations.clauses import clauses, matching_clause
from services.citations.cues import ADVERSATIVE_WORDS, OBLIGATION_WORDS
from services.citations.elliptical_negation import denied_by_ellipsis
from services.citations.excepted_case import included, only_excepted, put_back
from services.citations.excepted_elsewhere import denied_beside
from services.citations.exempt_permission import permitted_as_exemption
from services.citations.finding import Finding
from services.citations.mirrored_negation import sure_if_mirrored
from services.citations.negation_agrees import (
    agrees,
    compared_otherwise,
    conditioned,
    ended_around,
    ends_otherwise,
    prefix_negated,
    replaced,
    without_before,
)
from services.citations.negation_contrast import kept_contrast, turns_down_negated
from services.citations.negator_words import plain_word_at
from services.citations.passages import soft_credit, terms
from services.citations.permission_rules import restricted_permission
from services.citations.refusal import refuses
from services.citations.schedule_missed import missed_schedule
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.sentence_of import sentence_of
from services.citations.still_against_no_longer import sure_if_still
from services.citations.unless import makes_exception
from services.citations.word_forms import holds_word

_CLAUSE_EDGE = re.compile(r"[.!?;:,。！？；：，、\n]|^[-*]|^\d+\.")
_FINAL = ".。!！?？ \n"
VERBATIM_AT_LEAST = 20
"""Characters a claim needs to be read as the page's own words (shorter runs recur)."""


def weighed(found: list[Finding], claim: str, passage: str, around: str) -> Finding | None:
    """The surest of ``found`` (``polarity``'s findings for ``claim`` against ``passage``,
    ``around``: the passage with its neighbours) once each negation is weighed again."""
    kept = [sure_if_still(sure_if_mirrored(w, claim), claim) for f in found
            if (w := _weigh(f, claim, passage, around)) is not None]
    kept.sort(key=lambda f: not f.certain)
    return kept[0] if kept else None


def _weigh(found: Finding, claim: str, passage: str, around: str) -> Finding | None:
    if found.reason == "hedged" and (forbidden_by_may(found.stated, passage, claim) or (
            restricted_permission(found.stated, passage, claim)) or (
            permitted_as_exemption(found.stated, passage, claim))):
        return None  # "must be accompanied" for "may not enter without an adult" or "may
        # only climb with an adult": a rule
    if found.reason == "hedged" and found.certain and asked(found.stated, passage):
        return replace(found, certain=False)  # "tested whether it could …": the question's
    if found.reason != "negation":
        return found
    from services.citations import polarity  # polarity imports this module

    if verbatim(claim, around or passage) or verbatim(claim, passage):
        return None
    mine, theirs = found.claimed, found.stated
    if mine.strip() == claim.strip():  # the whole claim: its clause that speaks of theirs
        mine = matching_clause(polarity.asserted(claim), set(terms(theirs)))
    if missed_schedule(theirs, mine):
        return None  # "verschiebt sich" for "nicht wie geplant": a delay, said so
    if not polarity.cues(theirs, passage).negated:
        return _claim_negated(found, mine, theirs, claim, passage)
    sentence, negations = sentence_of(passage, theirs), negation_words(theirs, passage)
    turned = polarity.negated_words(theirs)
    if _no_flip(mine, theirs, claim, [passage, around], sentence, negations, turned):
        return None
    if denied_by_ellipsis(mine, theirs, sentence) and not _said_otherwise(mine, theirs, claim):
        return replace(found, certain=True)  # "gegen Borreliose dagegen nicht": sure
    if _unsure(mine, theirs, claim, passage, sentence, negations, turned):
        return replace(found, certain=False)  # says it in other words, or may: a check
    return found


def _claim_negated(found: Finding, mine: str, theirs: str, claim: str,
                   passage: str) -> Finding | None:
    """``found`` weighed where the claim's clause ``mine`` is the negated side."""
    from services.citations import polarity  # polarity imports this module

    own = negation_words(mine, claim)
    ended = polarity.cues(theirs, passage).ended  # "the ban was lifted"
    if only_banned(mine, own) and same_ban(mine, theirs) and not ended:
        return None  # "are already banned" for "already bans"
    if only_excepted(own) and makes_exception(sentence_of(passage, theirs)):
        return None  # "every day except in bad weather" for "daily unless the weather is bad"
    if prefix_negated(theirs, claim):
        return None  # "Gouda dagegen nicht [eignet sich]" for "Gouda ist ungeeignet"
    if refuses(theirs, mine):  # "did not approve the plan" for "rejected the plan"
        return replace(found, certain=False)
    return found


def _no_flip(mine: str, theirs: str, claim: str, pages: list[str], sentence: str,
             negations: list[str], turned: list[str]) -> bool:
    """Whether the claim's clause ``mine`` says what the page's negated clause ``theirs``
    says, or speaks of something else (``pages``: the passage and its neighbours)."""
    if stated_plainly(mine, theirs, pages) or topic_only(mine, theirs, claim, pages) or (
            turns_down_negated(claim, theirs, negations, turned)):
        return True
    excepting = only_excepted(negations)
    if excepting and not (names_case(mine, theirs) and (
            put_back(mine, sentence) or denied_beside(mine, pages[0], sentence))):
        return True  # "except the prawns" against "the prawns go into the dish raw"
    own = negation_words(mine, claim)
    return agrees(mine, theirs, negations, turned, excepting, claim, pages[0]) or (
        states_ban(mine, theirs) and (not own or only_banned(mine, own))  # not "Weder …
    ) or without_before(mine, theirs, sentence)  # … noch Katzen sind verboten"


def _said_otherwise(mine: str, theirs: str, claim: str) -> bool:
    """Whether the claim's clause ``mine`` says a negation in other words of its own: a word
    of an end, a ban or a restriction ("Massivwände sind tabu", "nur"), "without", "free";
    not a word the page's negated clause ``theirs`` writes too ("gegen Borreliose": "gegen"
    is a word of opposing, here the case's preposition)."""
    from services.citations import polarity  # polarity imports this module

    page = {w.lower() for w in _WORD.findall(theirs)}
    own = polarity.cues(" ".join(w for w in _WORD.findall(mine) if w.lower() not in page), claim)
    return own.negated or own.ended or own.without or own.free


def _unsure(mine: str, theirs: str, claim: str, passage: str, sentence: str,
            negations: list[str], turned: list[str]) -> bool:
    """Whether the claim's clause ``mine`` may say the negation of ``theirs`` in other
    words: the flip is worth a check, not sure."""
    if only_banned(theirs, negations) and not turned_to_permission(mine, sentence, theirs):
        return True
    return any((
        kept_contrast(claim, mine, sentence, theirs, turned), ends_otherwise(mine, theirs),
        split_across(claim, theirs, turned, passage), ended_around(theirs, sentence),
        compared_otherwise(mine, theirs), replaced(mine, theirs, sentence),
        conditioned(mine, theirs, negations, turned), obliges_otherwise(mine, sentence, claim)))


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


def split_across(claim: str, negated: str, turned: list[str], passage: str) -> bool:
    """Whether the clauses of ``claim`` that hold the words the ``negated`` clause's
    negation bears on (``turned``) hold no other word of it, another clause of the claim
    holds those, and each shares more with a plain clause of ``passage`` than with the
    negated one ("Saturday is sold out, but tickets remain for Sunday" for "No tickets are
    left for Saturday; some remain for Sunday"): the negated words may stand where the
    claim speaks of that other clause, so the flip is worth a check, not sure (on text
    nobody had read, dropping it outright passed a wrong claim)."""
    from services.citations import polarity  # polarity imports this module

    parts = clauses(polarity.asserted(claim))
    theirs = set(terms(negated))
    holders = [(p, f) for p, f in parts if any(holds_word(p, w) for w in turned)]
    if len(parts) < 2 or not holders:
        return False
    others = [t for p, f in parts if (p, f) not in holders for t in f
              if _holds_term(t, theirs, negated)]
    plain = [found for part, found in clauses(passage)
             if part.strip() != negated.strip() and not polarity.cues(part, passage).negated]
    for _part, found in holders:
        shared = {t for t in found if _holds_term(t, theirs, negated)}
        if any(not any(holds_word(t, w) or holds_word(w, t) for w in turned) for t in shared):
            return False  # the claim's clause holds the negated clause's own words too
        if not others or not any(len(found & p) > len(shared) for p in plain):
            return False
    return True


def names_case(mine: str, negated: str) -> bool:
    """Whether ``mine`` names the case the exception of ``negated`` takes out (the first
    word after its word of exception: "tomatoes" of "except the tomatoes")."""
    from services.citations import polarity  # polarity imports this module

    case = polarity.negated_words(negated)[:1]
    return bool(case) and holds_word(mine, case[0])


_MAY_NOT = CaseBlind(r"(?<![^\W\d_])may\s+(?:not|never)(?![^\W\d_])")


def forbidden_by_may(hedge: str, passage: str, claim: str) -> bool:
    """Whether the page's "may" is the "may not" of a rule ("Children under 12 may not
    enter without an adult") that the claim states as a duty ("must be accompanied"):
    a prohibition, not a possibility; English alone writes both with one word."""
    return hedge == "may" and _MAY_NOT.search(passage) is not None and any(
        w in OBLIGATION_WORDS for w in _WORD.findall(claim.lower()))


def obliges_otherwise(mine: str, sentence: str, claim: str) -> bool:
    """Whether ``mine`` has a word of obligation (``cues.OBLIGATIONS``) that the page's
    ``sentence`` holds in no form (not "reste obligatoire" for "ne sont plus
    obligatoires", the very word the negation bears on, nor "doivent aussi réserver"
    for "doivent réserver, sauf les scolaires")."""
    own = [w for w in _WORD.findall(mine.lower()) if w in OBLIGATION_WORDS] + [
        w for w in cjk_cues("obligation", mine, claim) if w in mine]
    return bool(own) and not any(holds_word(sentence, w) for w in own)
