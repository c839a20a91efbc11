"""A flip stated with the page's own predicate: the page negates it, the claim states
every word the negation governs, plainly.

"Transport to the Friday programme will not be provided" against "Families … will have
transport provided by the district"; "do not remove anything that is stuck to the skin"
against "anything stuck to the skin should be removed"; "No crow was seen using a tool
there" against "Crows … were also seen using tools"; "不得进入公园" against "可以进入公园".
``polarity`` pairs such clauses but may only ask for a check (a word of an end in the
claim, a clause in between, another sentence of the page near as good), because a correct
paraphrase of a negation and a claim that drops it look alike clause by clause. What
tells them apart is what the paraphrase cannot keep: a paraphrase says the negation with
a turning word of its own ("not", "no longer", "without", "free", "only", "except",
"rather than", a word of an end) or with another predicate ("must arrange their own
transport", "closed on Mondays", "opens Tuesday to Sunday" for "does not open on
Mondays": the negated "Mondays" is gone). A claim that has no turning word of its own,
holds every content word the page's negation governs (its scope: from the negation to
its clause's end) and most of the page's clause says the plain opposite: the flip is
sure.

The claim must share a word of what stands before the negation, where anything does (its
subject: "Dogs need the vaccine" is not "Cats do not need the vaccine" turned round), and
hold the word right before it when that is no function word: in German and Dutch main
clauses the verb the negation turns ("Das Gericht verkenne nicht die Bedeutung", which
"erkannte die Bedeutung an" does not state). Not where the scope holds a figure ("not
suitable for children under 3" is restated as "suitable from age 3"), nor where the
claim holds a scope word with a negative affix ("unaffected" for "not affected"), nor
where a sentence of the page near the window states the scope plainly (the page may say
it both ways, of two things). The negations are the
plain ones of ``cues.NEGATION`` (the words of a ban, an exception, of avoiding and of
lacking left out: their scope is no predicate), in every tabled language that puts the
negation before what it governs (Japanese and Korean put it after: "入らない", "없습니다"
hold no scope after it, so neither is read); a word of an
end in the claim that the page writes too ("outside the city"), or that is the negated
predicate itself ("removed" for "do not remove"), is the page's, not the claim's own.
"""

from __future__ import annotations

import re
from dataclasses import replace

from services.citations.ban_words import BANS
from services.citations.cjk_cues import cjk_cues
from services.citations.clause_cues import CUE_WORD, cues, negations
from services.citations.clauses import clauses, matching_clause
from services.citations.cues import (
    ABILITY_WORDS,
    AVOID,
    END_WORDS,
    EXCEPTIONS,
    FUTURES,
    HEDGE_WORDS,
    LACKS,
    NEGATION,
    NEGATION_WORDS,
    OBLIGATION_WORDS,
    ONLY,
    STOP_WORDS,
)
from services.citations.excepted_case import EXCEPTING
from services.citations.finding import Finding
from services.citations.lacking import ATTRIBUTIVE
from services.citations.mirrored_negation import CJK_FUNCTION
from services.citations.negation_agrees import compared_otherwise, conditioned, ends_otherwise
from services.citations.negative_affixes import affixed
from services.citations.negator_words import plain_word_at
from services.citations.passages import soft_credit, terms
from services.citations.scripts import CJK_SCRIPT, HANGUL, KANA
from services.citations.sentence_of import sentence_of
from services.citations.word_forms import holds_word

_PURPOSE = ("lest", "以免", "免得", "以防", "防止")
"""The words of purpose ``cues.NEGATION`` holds (only its English and Chinese rows have
any)."""
_LEXICAL = frozenset(w for table in (BANS, AVOID, LACKS, EXCEPTIONS, EXCEPTING, ATTRIBUTIVE)
                     for words in table.values() for w in words) | frozenset(_PURPOSE)
_BANS = tuple(w for words in BANS.values() for w in words)
PLAIN_NEGATIONS = frozenset(w for words in NEGATION.values() for w in words
                            if w not in _LEXICAL and not w.startswith(_BANS))
"""The negations whose scope is a predicate: ``cues.NEGATION`` less the words of a ban
(with their inflected forms: "verbotene"), an exception ("except", "除き"), of avoiding,
of lacking (the attributive ones too: "fehlende", "manquant") and of purpose ("lest",
"以免"), in every language of the table."""
COVERED = 2 / 3
"""Share of the page clause's content terms the claim's clause must hold: it speaks of
what that clause speaks of."""
LEAST_PAIRS = 2
"""CJK character pairs a negation's scope needs to be a predicate ("进入公园")."""
_RESTRICTING = frozenset(w for words in ONLY.values() for w in words)
"""Words that restrict ("only", "nur", "seulement"): a restriction says what a negation says
of the rest, so one the page's negated clause does not write itself is the claim's own,
though the page writes it elsewhere ("nur freistehende Gipfel" beside "nicht an
Massivwänden")."""
_FUNCTION = STOP_WORDS | ABILITY_WORDS | OBLIGATION_WORDS | HEDGE_WORDS | NEGATION_WORDS | (
    frozenset(w for words in FUTURES.values() for w in words))
"""Words right before a negation that leave its scope as it is ("will not", "dürfen nicht",
"must not"); any other word there is the verb it negates, in German and Dutch main clauses
("Das Gericht verkenne nicht die Bedeutung": "verkenne", which "erkannte an" does not
state)."""
_DIGIT = re.compile(r"\d")
_CJK_FUNCTION = tuple(sorted(CJK_FUNCTION, key=len, reverse=True))


def sure_if_affirmed(found: Finding, claim: str, nearby: list[str]) -> Finding:
    """``found`` made sure when it is a negation flip whose claim clause states plainly
    the predicate the page's clause negates (see the module) and no sentence of
    ``nearby`` (the page around the window) states that predicate plainly; otherwise
    ``found`` as it is."""
    if found.reason != "negation" or found.certain:
        return found
    from services.citations import polarity  # polarity imports modules that import this

    mine = found.claimed
    if mine.strip() == claim.strip():  # the whole claim: its clause that speaks of theirs
        mine = matching_clause(polarity.asserted(claim), set(terms(found.stated)))
    scope = affirmed_scope(mine, found.stated, claim, " ".join(nearby))
    if scope is None or any(_states(sentence, scope) for sentence in nearby):
        return found
    return replace(found, certain=True)


def affirmed_scope(mine: str, theirs: str, claim: str, page: str = "") -> list[str] | None:
    """The scope (content terms, CJK: character pairs) of a plain negation of the page's
    clause ``theirs`` that ``mine``, a clause of ``claim``, states in full with no turning
    word of its own (a word ``page``, the text around ``theirs``, writes too is the
    page's), or None."""
    if not cues(theirs).negated or _turns(claim, theirs) or _said_otherwise(mine, theirs):
        return None
    if cues(theirs).ended or _fixed_before(theirs, sentence_of(page, theirs)):
        return None  # "Behoben: Einstellungen wurden nicht gespeichert": what was fixed
    spaced = not CJK_SCRIPT.search(theirs)
    own = _content(mine, spaced)
    wanted = _content(theirs, spaced)
    if not wanted or sum(_held(t, own, mine) for t in wanted) < COVERED * len(wanted):
        return None
    for before, scope in _scopes(theirs, spaced):
        if all(_held(t, own, mine) for t in scope) and (
                not before or any(_held(t, own, mine) for t in before)):
            if spaced and (any(affixed(mine, t) for t in scope)  # "unaffected"
                           or _own_end_words(claim, f"{theirs} {page}", scope)
                           or _own_end_words(claim, theirs, scope, _RESTRICTING)):
                return None
            return scope
    return None


def _said_otherwise(mine: str, theirs: str) -> bool:
    """Whether ``mine`` says the negation of ``theirs`` in other words as
    ``negation_agrees`` reads them: a comparison for a denied equal ("slower than" for
    "not as fast as"), a condition put the other way round, a word of an end."""
    from services.citations import polarity  # polarity imports modules that import this
    from services.citations.negation_weighed import negation_words

    return compared_otherwise(mine, theirs) or ends_otherwise(mine, theirs) or conditioned(
        mine, theirs, negation_words(theirs), polarity.negated_words(theirs))


def _fixed_before(theirs: str, sentence: str) -> bool:
    """Whether ``sentence`` writes a word of an end before the negated clause ``theirs``
    ("Behoben: Einstellungen wurden nicht gespeichert", "Fixed a bug where …"): the
    negation is what ended; a plain claim says it no longer holds. The word as the tables
    write it ("Remove rings …, but do not remove …" is an order, not an end)."""
    at = sentence.lower().find(theirs.strip().lower()[:30])
    before = sentence[: max(at, 0)]
    if CJK_SCRIPT.search(before):
        return any(w in before for w in cjk_cues("end", before))
    return any(w in END_WORDS for w in CUE_WORD.findall(before.lower()))


def _turns(claim: str, theirs: str) -> bool:
    """Whether ``claim`` has a turning word of its own: a negation, "without", "free", a
    contrast, or (CJK) a word of an end the page's clause lacks."""
    from services.citations import polarity  # polarity imports modules that import this

    said = cues(claim)
    if said.negated or said.without or said.free or polarity.is_contrast(claim):
        return True
    return bool(CJK_SCRIPT.search(claim)) and any(
        w not in theirs for w in cjk_cues("end", claim) if w in claim)


def _own_end_words(claim: str, page: str, scope: list[str],
                   table: frozenset[str] = END_WORDS) -> bool:
    """Whether a word of an end, a restriction or an exclusion in ``claim`` (``END_WORDS``,
    or another ``table``) is its own: neither written by ``page`` nor a form of the
    negated ``scope`` ("removed" for "do not remove")."""
    for word in CUE_WORD.findall(claim.lower()):
        if word in table and not holds_word(page, word) and not any(
                holds_word(word, t) or holds_word(t, word) for t in scope):
            return True
    return False


def _scopes(theirs: str, spaced: bool) -> list[tuple[list[str], list[str]]]:
    """What each plain negation of ``theirs`` governs: its clause's content from the
    negation to its end (none that holds a figure, none empty), with the content before
    it (its subject: "Cats" of "Cats do not need the vaccine", which "Dogs need the
    vaccine" does not share)."""
    lowered = theirs.lower()
    out = []
    if spaced:
        words = list(CUE_WORD.finditer(lowered))
        found = negations([m.group() for m in words]) & PLAIN_NEGATIONS
        for k, match in enumerate(words):
            if match.group() in found:
                rest = lowered[match.end() :]
                if not _DIGIT.search(rest) and (scope := terms(rest)):
                    verb = words[k - 1].group() if k else ""
                    if verb and verb not in _FUNCTION:  # "verkenne nicht": the verb too
                        scope = [*terms(verb), *scope]
                    out.append((terms(lowered[: match.start()]), scope))
        return out
    if KANA.search(theirs) or HANGUL.search(theirs):
        return out  # "入らないでください", "없습니다": the negation ends what it governs
    for cue in cjk_cues("negation", theirs):
        if cue not in PLAIN_NEGATIONS:
            continue
        at = lowered.find(cue)
        while at != -1:
            rest = lowered[at + len(cue) :]
            if not plain_word_at(lowered, at, cue) and not _DIGIT.search(rest) and len(
                    scope := _pairs(rest)) >= LEAST_PAIRS:
                out.append((_pairs(lowered[:at]), scope))
            at = lowered.find(cue, at + len(cue))
    return out


def _content(text: str, spaced: bool) -> list[str]:
    return terms(text) if spaced else _pairs(text)


def _pairs(text: str) -> list[str]:
    """The CJK character pairs of ``text`` within the runs its function words leave."""
    runs = re.split("|".join(map(re.escape, _CJK_FUNCTION)) + r"|[\W\d_]+", text)
    return [run[k : k + 2] for run in runs for k in range(len(run) - 1)
            if CJK_SCRIPT.match(run[k]) and CJK_SCRIPT.match(run[k + 1])]


def _held(term: str, own: list[str], text: str) -> bool:
    if CJK_SCRIPT.match(term):
        return term in text
    found = set(own)
    return term in found or soft_credit(term, found, text.lower()) >= 1.0


def _states(sentence: str, scope: list[str]) -> bool:
    """Whether a clause of ``sentence`` with no negation holds all of ``scope``."""
    return any(not cues(part, sentence).negated and all(
        _held(t, _content(part, not CJK_SCRIPT.match(t)), part) for t in scope)
        for part, _terms in clauses(sentence))

