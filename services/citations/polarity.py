"""Negation, hedging, plans and conditions: whether a sentence and its passage say the
same thing the same way round.

- a negation that flips: the passage says "do not", the sentence does not, or
  the other way round, compared clause by clause; unless the two say it in
  other words (a word of an end, of lack, of a ban, "only", "without", a
  negative affix, an obligation against a negated opposite, the negated word's
  opposite: "difficult" for "not easy", another negated clause of the page as
  near as the plain one) or the sentence states only the side its own contrast
  turns down; advice ("recommends soaking") against a lifted duty ("do not need
  to soak") is a flip as sure as a duty;
- a possibility stated as a fact: the passage "would consider", "may",
  "könnte", "可能"; the sentence "will" (not "can", "is permitted", nor a
  condition it keeps in other words); and, less sure, a plan stated as done. The
  hedge of the page's nearest clause is read even where the two share too few words
  to be paired for a negation (``LOOSE_PAIR``: "needs antibiotics" for "because
  antibiotics may be needed").

The cues of each clause (negation, hedge, plan, and the words that say them otherwise)
are read by ``clause_cues``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from services.citations.advice import advice, advises, gives_advice, keeps_hedge
from services.citations.apprehension import apprehended
from services.citations.ceasing import ceased
from services.citations.cjk_cues import cjk_cues
from services.citations.cjk_negated import hedged_beside, object_missing, past_adverb, verb_stem
from services.citations.cjk_particles import CJK_FUNCTION as _CJK_FUNCTION
from services.citations.clause_cues import ANYMORE, CUE_WORD
from services.citations.clause_cues import cues as cues
from services.citations.clause_cues import negations as negations
from services.citations.clauses import CLAUSE as _CLAUSE
from services.citations.clauses import clauses, held, matching_clause
from services.citations.compared_negation import without_compared_negation
from services.citations.contrast import Contrast, flipped, rejected
from services.citations.correlative import correlative_words
from services.citations.cues import (
    ADVERSATIVE_WORDS,
    CJK_NEGATION_AFTER,
    CONDITIONAL_WORDS,
    COORDINATOR_WORDS,
    KOREAN_NEGATION,
    NEGATION_WORDS,
    STOP_WORDS,
)
from services.citations.denied_ability import denied_ability
from services.citations.echoed_cue import echoed_cue
from services.citations.either_or import chosen_otherwise
from services.citations.elliptical_negation import negated_by_ellipsis
from services.citations.exceptions import both_except, states_exception
from services.citations.exclusion import denies
from services.citations.final_negation import both_negate, final_negation_holds
from services.citations.finding import Finding
from services.citations.governing_clause import governing_clause
from services.citations.hedge_scope import binds
from services.citations.intent_conjunct import plan_in_own_conjunct
from services.citations.joint_negation import negates_both, says_both
from services.citations.lacking import unshared
from services.citations.light_verbs import light_verb_object
from services.citations.modality import reported_future, reported_on
from services.citations.negated_opposite import opposite_stated
from services.citations.negating_before import negates_next
from services.citations.negation import object_stated, past_coverb
from services.citations.negation_moved import negated_on_object
from services.citations.negation_stated import negation_stated
from services.citations.negation_weighed import weighed
from services.citations.negative_affixes import affixed
from services.citations.negator_words import plain_word_at
from services.citations.not_the_only import not_only_read
from services.citations.numbers import numbers
from services.citations.otherwise import purpose_said_otherwise
from services.citations.packed_claim import packed
from services.citations.particle_verbs import paired_by_particle_verb, particle_verb_held
from services.citations.passages import terms
from services.citations.possible_that import governing_possibility
from services.citations.prohibited_before import object_before
from services.citations.prospective import prospective
from services.citations.scripts import CJK_SCRIPT
from services.citations.sentence_of import sentence_of
from services.citations.separable import separable_held
from services.citations.term_overlap import overlap
from services.citations.until import only_then
from services.citations.without import condition_stated, same_without, without_objects
from services.citations.word_forms import holds_word

_KANJI = re.compile(r"[\u3400-\u9fff]")
NEGATED_SPAN = 2  # words after a negation that it bears on
LOOSE_PAIR = 2
"""Terms at least a claim's clause shares with the page's nearest clause for that clause's
hedge to bear on it where they share too few to be paired ("needs antibiotics" for "because
antibiotics may be needed")."""


@lru_cache(maxsize=512)
def _rejected(text: str) -> Contrast | None:
    """``contrast.rejected``, remembered: a claim and its passage's sentences are asked
    about by several checks."""
    return rejected(text)


def is_contrast(text: str) -> bool:
    """Whether ``text`` chooses one thing over another (``contrast.is_contrast``)."""
    return _rejected(text) is not None





def negated_words(text: str) -> list[str]:
    """The two words after the first negation of ``text`` (what it bears on), stop
    words skipped; for CJK the two characters after the negation."""
    lowered = text.lower()
    negation_words = negations(CUE_WORD.findall(lowered))
    for match in CUE_WORD.finditer(lowered):
        word = match.group()
        if word in negation_words or negates_next(word, lowered[match.end() :].split(
                maxsplit=1)[0] if lowered[match.end() :].strip() else ""):
            rest: list[str] = []
            for w in CUE_WORD.findall(lowered[match.end() : match.end() + 80]):
                if w in COORDINATOR_WORDS:
                    break  # "ne changera pas et reste": the negation stops at "et"
                if w not in STOP_WORDS and w not in NEGATION_WORDS and not (
                        not rest and w in ANYMORE):
                    rest.append(w)
            if not rest:
                # At the clause's end it bears on the verb before it ("steigen nicht").
                before = [w for w in CUE_WORD.findall(lowered[max(0, match.start() - 60)
                                                              : match.start()])
                          if w not in STOP_WORDS and w not in NEGATION_WORDS
                          and w not in ADVERSATIVE_WORDS]
                return before[-1:]
            return rest[:NEGATED_SPAN]
        if CJK_SCRIPT.search(word):
            for cue in cjk_cues("negation", text):
                at = word.find(cue)
                if at == -1 or plain_word_at(word, at, cue):
                    continue
                # Japanese negates the verb before it (できない: でき), Korean the
                # words before it ("날릴 수 없다"), Chinese the word after it (不宜: 宜).
                if cue in KOREAN_NEGATION:
                    if at:
                        return [word[:at]]
                    # The verb right before ("운행하지 않는다": 운행하지), past a
                    # bound noun ("날릴 수 없다": 날릴); not the subject before it.
                    before = [w for w in CUE_WORD.findall(
                        lowered[max(0, match.start() - 40) : match.start()])
                              if w not in _KOREAN_BOUND]
                    return before[-1:]
                if cue in CJK_NEGATION_AFTER:
                    stem = word[:at]
                    # "着用しない": the verb is "着用", "し" only its ending (but
                    # "できない" keeps "でき": no kanji before its ending).
                    stem = verb_stem(stem)  # "対応してい": 対応
                    return [light_verb_object(stem) or stem[-2:]]  # "値上げは行わない": 値上
                after = past_adverb(word[at + len(cue) :])
                if cue == "不" and after[:1] == "了" and at:  # "到不了牛奶海": 牛奶, 到
                    return [after[1:3], word[at - 1]]
                return [after[:2]] + ([verb] if (verb := past_coverb(after)) else [])
    return []


def each_negated(text: str) -> list[str]:
    """The words each negation of ``text`` bears on (``negated_words`` of each)."""
    lowered = text.lower()
    found = negations(CUE_WORD.findall(lowered))
    out = [w for m in CUE_WORD.finditer(lowered) if m.group() in found
           for w in negated_words(lowered[m.start():])] + correlative_words(lowered)
    if CJK_SCRIPT.search(text):
        # CJK: the characters beside each negation, as spans.
        for cue in cjk_cues("negation", text):
            at = lowered.find(cue)
            while at != -1:
                end = at + len(cue)
                if plain_word_at(lowered, at, cue):
                    at = lowered.find(cue, end)
                    continue
                starts = [m.end() for m in _CLAUSE.finditer(lowered, 0, at)]
                # Its clause before it (the topic: "行人和非机动车不能上桥") and the
                # characters after it.
                out.append(lowered[starts[-1] if starts else 0 : at])
                out.append(lowered[end : end + CJK_NEGATED])
                at = lowered.find(cue, end)
    return [w for w in out if w]



def _negated_alike(own: list[str], word: str) -> bool:
    """Whether ``word``, which a negation of the page bears on, is what a negation of the
    claim bears on (``own``): in another form, or in CJK a character of it
    (function characters aside) beside the claim's negation ("而不是汽车" for "不生产汽车")."""
    if not CJK_SCRIPT.match(word):
        return holds_word(" ".join(own), word)
    return any(c in span for span in own for c in word if c not in _CJK_FUNCTION)


CJK_NEGATED = 6
"""CJK characters beside a negation that it may bear on ("不允许车辆通行")."""


_KOREAN_BOUND = frozenset({"수", "것", "줄", "적", "리"})
"""Korean bound nouns between a verb and its negation ("날릴 수 없다")."""


def polarity(claim: str, passage: str, around: str = "") -> Finding | None:
    """A negation that flips, or a possibility or plan stated as fact, between the
    clauses of ``claim`` and the clauses of ``passage`` they match best (``around``: the
    passage with its neighbouring sentences, where a negation may be stated)."""
    claim, passage, around = (without_compared_negation(t)
                              for t in not_only_read(claim, passage, around))
    (claim, passage), around = unshared(claim, passage), unshared(claim, around)[1]
    theirs = clauses(passage)
    if not theirs:
        return None
    found: list[Finding] = []
    whole = cues(claim)
    claim_terms = set(terms(claim))
    claim_contrast = is_contrast(claim)
    said = asserted(claim)
    sentence = sentence_of(passage, passage)
    if claim_contrast and flipped(claim, sentence):
        # The two sides of the contrast the other way round.
        return Finding("swapped", claim.strip(), sentence.strip())
    for part, mine_terms in clauses(claim):
        bears_on = negated_words(part)  # of clauses as near, the one it bears on
        best, shared, theirs_terms = max(((p, len(mine_terms & t), t) for p, t in theirs),
                                         key=lambda x: _rank(x[0], x[2], mine_terms, bears_on))
        need = max(1, min(3, sum(not t[:1].isdigit() for t in mine_terms) // 2))
        loose = False  # paired by two words only: read for a hedge alone
        if max(shared, held(mine_terms, theirs_terms, best)) < need:
            if (paired := paired_by_particle_verb(part, mine_terms, theirs, need)) is not None:
                best, shared, theirs_terms = paired  # "kochen" for "aufkochen"
            elif overlap(mine_terms, theirs_terms) >= LOOSE_PAIR:
                loose = True
            else:
                continue
        mine, other = cues(part, claim), cues(best, passage)
        if not other.intent and (governing := governing_clause(passage, best))[0] and (
                cues(governing[0], passage).intent == governing[1]) and not (
                governing_clause(claim, part)[0]):  # the claim's own "hat vor, …
            other = replace(other, intent=governing[1])  # "plant, … anzubieten"
        if not loose and mine.negated != other.negated and not ((
                mine.free != other.free) and not same_without(
                part, best, sentence_of(passage, best))) and not (
                claim_contrast or is_contrast(sentence_of(passage, best))) and not (
                both_except(part, best) or (only_then(part, best) if mine.negated
                                            else only_then(best, part))) and not (
                    mine.negated and negation_stated(
                    negated_words(part), [p for p, _t in clauses(around) or theirs
                                          if cues(p, around or passage).negated])) and not (
                mine.negated and negated_by_ellipsis(part, claim, best, sentence_of(
                    passage, best))) and not (  # "für Schlafdauer …, für das Frühstück nicht"
                mine.negated and chosen_otherwise(negated_words(part), claim, best)) and not (
                other.negated and ceased(part, best, negated_words(best))):  # "will stop being"
            # A negation the page states in another clause joins two statements.
            # A contrast ("rather than", "y no", "statt") says the same as a
            # negation that turns down one side; ``flipped`` checks the sides.
            # Sure only when the word the negation bears on stands in the other
            # clause too ("not apply" against "applies"); "entran gratis" for
            # "no pagan" says the same thing with other words.
            negated, plain = (part, best) if mine.negated else (best, part)
            if mine.negated:
                # The word the claim negates may stand in another clause of the
                # page's sentence, when nothing in that sentence is negated.
                sentence = sentence_of(passage, best)
                plain = sentence if not cues(sentence).negated else best
            # A word of an end ("dropped" for "no longer supported") says it
            # without a negation word: worth a check, never sure. A word with
            # a negative affix ("undamaged" for "not damaged") says the same.
            turned_words = negated_words(negated)
            if (whole.negated and not mine.negated) or (
                    CJK_SCRIPT.search(negated) and not whole.able):
                # The claim's own negation may bear on this clause too ("不要在泳池里
                # 吃东西、喝饮料"); and the verb past a coverb is turned round only by
                # "may" ("可以在泳池边吃东西"), not by a condition ("饭后等半小时再游泳").
                turned_words = turned_words[:1]
            if not any(affixed(plain, w) for w in turned_words[:1]) and not (
                    purpose_said_otherwise(turned_words, plain, claim, sentence_of(
                        passage, best), mine.negated)):  # "sonst platzen": "nicht platzen"
                found.append(Finding("negation", part.strip(), best.strip(),
                                     certain=(any(holds_word(plain, w) or particle_verb_held(
                                         plain, w) for w in turned_words)
                                              or object_stated(negated, plain)
                                              or object_before(negated, plain)
                                              or denied_ability(turned_words, best, mine))
                                     and not opposite_stated(turned_words, plain)
                                     and not (mine.negated and _negated_as_near(
                                         theirs, (best, theirs_terms), mine_terms, bears_on,
                                         passage))
                                     and not (mine.ended != other.ended
                                              or _listed_after_end(claim, part))
                                     and (mine.obliged == other.obliged or (
                                         other.obliged and gives_advice(part)))))
        hedge = (other.hedged if binds(other.hedged, best, claim, True) else "") or next(
            (cues(p, passage).hedged for p, t in theirs
             if overlap(mine_terms, t) >= 2 and cues(p, passage).hedged
             and binds(cues(p, passage).hedged, p, claim, p == best)),  # ``hedge_scope``
            "") or _governing_hedge(passage, best)
        if hedge and (reported_future(sentence_of(passage, best), hedge) or reported_on(
                around or passage, sentence_of(passage, best), hedge)):
            hedge = ""  # "said admission would remain free": it will
        # A possibility or a thought weighed ("would consider", "erwägt", "考虑")
        # stated as done, or as a plan ("plans", "wollen", "计划") where the page
        # plans nothing.
        planned = whole.intent and (other.intent or (cues(sentence_of(passage, best)).intent
                                    and not hedged_beside(hedge, best)))
        if hedge and not (((whole.hedged or planned) and not echoed_cue(part, best, hedge))
                          or whole.able or holds_word(claim, hedge)
                          or apprehended(claim, part)) and (
                not _condition_kept(hedge, theirs, claim_terms, claim)) and not (
                    keeps_hedge(claim, sentence_of(passage, best))):
            # Advice reported as advice ("建议…优先种植" for "建议…可以优先考虑种植")
            # keeps it a possibility; advice for the page's "would consider" asks a check.
            found.append(Finding("hedged", part.strip(), hedge, certain=not gives_advice(claim)))
        if other.intent and not loose and not (whole.hedged or whole.intent) and len(
                {t for t in mine_terms & theirs_terms if not t[:1].isdigit()}) >= 2 and not (
                    advice(other.intent, best) and advises(claim)) and not (
                    plan_in_own_conjunct(best, other.intent, part)):  # "… und sollen …"
            # A plan ("plans to open") stated with no word of the future or of an
            # aim ("has opened", "올렸다") is stated as done: sure. With one
            # ("will open next spring") it only asks for a check, as does advice
            # ("should") stated as done; advice reported ("recommends") is kept.
            # A year or a month in the claim ("opens in 2026", "7月1日起恢复开放")
            # reads as the plan's schedule.
            found.append(Finding("intent", part.strip(), other.intent,
                                 certain=not prospective(claim) and not any(
                                     n.kind in ("year", "month", "月", "월")
                                     for n in numbers(claim))
                                 and not advice(other.intent, best)))
    # A claim with a negation of its own ("even if they have no symptoms") still
    # flips a negation of the page that bears on another word ("Do not offer").
    # Only where every negation of the claim tells what it bears on.
    own = each_negated(claim) if whole.negated else None
    gone = without_objects(claim) if whole.free else None  # "without a booking": booking
    if own != [] and not (whole.free and not gone and not cues(passage).free):
        # A negated clause of the page whose negated word the claim states plainly
        # ("nicht in der Hauptverkehrszeit" against "auch in der Hauptverkehrszeit");
        # a claim that says "free" or "waived" where the page does not says what
        # "keine Gebühr" says (where the page says "kostenlos" too, its negation
        # bears on something else).
        for part, _terms in theirs:
            # The word right after the negation (the verb it turns: "do not
            # apply", "nicht in"): "non pagheranno l'ingresso" is not flipped by
            # a claim that has only "ingresso" ("l'ingresso sarà gratuito").
            # Not where the negation is cancelled ("not allowed without a
            # permit" says "needs a permit"), nor where the word stands only on
            # the side the claim turns down ("after reheating rather than
            # freezing it" for "do not freeze it").
            # Nor where the claim states the page's exception the right way
            # round ("except assistance dogs").
            theirs_cues = cues(part, passage)
            if not theirs_cues.negated or only_then(part, claim) or (negates_both(part) and (
                    not says_both(claim))) or (  # "do not give both": the pair, not giving
                    gone and not theirs_cues.without and any(
                        holds_word(part, w) for w in gone)):
                continue  # what the claim goes without is what this clause negates
            turned = negated_words(part)[:1]
            if own is not None and (not turned or any(
                    _negated_alike(own, w) for w in negated_words(part))):
                continue  # the claim negates the same thing, in another order
            mine_part = matching_clause(said, _terms, frozenset(terms(" ".join(turned))),
                                        lambda c: cues(c, claim).negated)
            if cues(mine_part, claim).negated and (any(
                    final_negation_holds(part, w) for w in negated_words(mine_part)[:1])
                    or any(both_negate(mine_part, part, w) for w in turned)
                    or negated_on_object(mine_part, part, turned, negated_words(
                        mine_part), each_negated(part))):
                # "verlängert ... nicht" for "nicht verlängert"; "belegt keinen
                # Zusammenhang" for "Zusammenhang nicht belegt": negated on the object.
                continue
            # In Chinese also the verb past a coverb phrase ("不得在非指定区域露营": 露营),
            # where the claim says "may" ("可以在任意地点露营").
            verbs = turned + negated_words(part)[1:] if (
                turned and CJK_SCRIPT.match(turned[0]) and whole.able) else turned
            stated = any(holds_word(mine_part, w) or separable_held(mine_part, w)
                         for w in verbs if not object_missing(part, w, mine_part)) or (
                object_stated(part, claim))
            if stated and not (
                    theirs_cues.without and not whole.without
                    and condition_stated(part, said)) and not (
                    claim_contrast and is_contrast(sentence_of(passage, part))) and not (
                    states_exception(claim, sentence_of(passage, part))
                    or both_except(claim, part) or ceased(mine_part, part, turned)):
                found.append(Finding("negation", claim.strip(), part.strip(),
                                     certain=not (whole.ended or denies(part)
                                                  or packed(claim))))
                break
    return weighed(found, claim, passage, around)  # each negation weighed again


def _rank(page_part: str, page_terms: set[str], mine: set[str],
          bears_on: list[str]) -> tuple[int, bool]:
    """How near a clause of the page (``page_part``, its terms ``page_terms``) is to a claim
    clause (its terms ``mine``): the terms they share, then whether it holds every word the
    claim clause's negation bears on (``bears_on``)."""
    return len(mine & page_terms), all(holds_word(page_part, w) for w in bears_on)


def _negated_as_near(theirs: list[tuple[str, set[str]]], best: tuple[str, set[str]],
                     mine: set[str], bears_on: list[str], passage: str) -> bool:
    """Whether a clause of the page other than ``best`` (with its terms), as near to the
    claim's negated clause (``_rank``), is negated too: the claim's negation may be that
    one's in other words ("although it can't carry vehicles or freight" for "but it cannot
    take cars or freight", beside "the crossing normally carries about 1,200 passengers")."""
    near = _rank(*best, mine, bears_on)
    return any(p != best[0] and _rank(p, t, mine, bears_on) == near and cues(p, passage).negated
               for p, t in theirs)


_LIST_HEAD = re.compile(r"[:：]")


def _listed_after_end(claim: str, part: str) -> bool:
    """Whether ``part`` stands in a list after a colon whose head holds a word of an
    end ("fixed two bugs: PNGs turning black", "修复了两个问题：……"): each item is
    what ended, the way the page's "no longer turn black" says."""
    head = _LIST_HEAD.split(claim, 1)
    return len(head) == 2 and part.strip() in head[1] and cues(head[0], claim).ended


def asserted(claim: str) -> str:
    """``claim`` without the side its contrast turns down ("rather than freezing it")."""
    contrast = _rejected(claim)
    if contrast is None or not contrast.text.strip():
        return claim
    at = claim.lower().find(contrast.text)
    if at == -1:
        return claim
    return claim[:at] + " " + claim[at + len(contrast.text) :]


def _condition_kept(hedge: str, theirs: list[tuple[str, set[str]]], claim: set[str],
                    words: str = "") -> bool:
    """Whether ``hedge`` opens a condition (``cues.CONDITIONALS``) whose words the claim states
    ("for children" for "if you are cooking for children"): at least half, one at least; of
    a page's conditions in a row ("if …, if … or if …"), any one the claim states."""
    if hedge not in CONDITIONAL_WORDS and hedge not in _CJK_CONDITIONALS:
        return False
    for part, _found in theirs:
        if cues(part).hedged == hedge:
            condition = part.replace(hedge, " ")  # the condition, not its "if"
            if CJK_SCRIPT.search(hedge):
                # Chinese and Japanese reword a condition around its characters
                # ("雨天の場合" for "雨が降ると"): the characters count, kana aside.
                found = set(_KANJI.findall(condition))
                shared = sum(1 for c in found if c in words)
                if shared >= 1 and 2 * shared >= len(found):
                    return True
                continue
            # The condition is what follows its word ("… during a flare if the person
            # is already taking it"), in any form ("taking" for "take").
            after = re.split(rf"(?<![^\W\d_]){re.escape(hedge)}(?![^\W\d_])", part.lower(),
                             maxsplit=1)
            kept = [w for w in _CONDITION_WORD.findall(after[-1]) if w not in STOP_WORDS]
            shared = sum(1 for w in kept if set(terms(w)) & claim or holds_word(words, w))
            if shared >= 1 and 2 * shared >= len(kept):
                return True
    return False


_CJK_CONDITIONALS = frozenset(w for w in CONDITIONAL_WORDS if CJK_SCRIPT.match(w))
_CONDITION_WORD = re.compile(r"[^\W_]+")  # a number is a word of it too ("if over 65")
GOVERNING_WORDS = 4
"""Words of a clause that governs the next one ("Die Stadt überlegt, auch … zu öffnen")."""


def _governing_hedge(passage: str, part: str) -> str:
    """The hedge of the short clause right before ``part`` in its sentence, which
    governs it ("Die Stadt überlegt, auch die Zweigstelle … zu öffnen")."""
    sentence = sentence_of(passage, part)
    at = sentence.find(part.strip()[:40])
    if at <= 0:
        return ""
    before = [p for p in _CLAUSE.split(sentence[:at]) if p.strip()]
    if not before:
        return ""  # "… hält es für möglich, | dass …": a frame of any length governs
    return governing_possibility(before[-1], part) or ("" if len(CUE_WORD.findall(
        before[-1])) > GOVERNING_WORDS else cues(before[-1]).hedged)
