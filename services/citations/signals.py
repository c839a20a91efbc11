"""What a cited sentence says that its passage does not: the signals beyond word overlap.

Word overlap alone passes a sentence that reuses the page's words while
changing what they say. These checks look for the changes that matter:

- a number or year the passage does not state, above all when the passage
  states another one in its place ("the page gives 2025, not 2026");
- a negation that flips: the passage says "do not", the sentence does not, or
  the other way round, compared clause by clause;
- a possibility stated as a fact: the passage "would consider", "may",
  "könnte", "可能"; the sentence "will"; and, less sure, a plan stated as done;
- a name the passage does not hold: named elsewhere on the page (a swapped
  role) or nowhere on it.

Names are found by capitalisation, which holds in every cased script; where a
page capitalises many words (German nouns), only runs of two or more
capitalised words count as names. Negation and hedging words come from the
small tables in ``cues`` (six languages, equally).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from services.citations.contrast import Contrast, flipped, rejected
from services.citations.cues import (
    ABILITY_WORDS,
    APPROXIMATOR_WORDS,
    BOUND_WORDS,
    CJK_CUES,
    CJK_FUTURE,
    CJK_NEGATION_AFTER,
    CONDITIONAL_WORDS,
    COORDINATOR_WORDS,
    END_WORDS,
    FREE_WORDS,
    FRENCH_SECOND,
    FUTURE_WORDS,
    HEDGE_WORDS,
    INTENT_WORDS,
    KOREAN_NEGATION,
    MARKERS,
    NEGATION_WORDS,
    NEGATIVE_PREFIXES,
    NEGATIVE_SUFFIXES,
    OBLIGATION_WORDS,
    READ_AS,
    STOP_WORDS,
    WITHOUT_WORDS,
)
from services.citations.numbers import Number, agrees_share, numbers, shares
from services.citations.passages import terms
from services.citations.sentences import ABBREVIATIONS

_WORD = re.compile(r"[^\W\d_]+(?![^\W\d_])(?!\d)")
"""A word; letters glued to the digits after them are a code ("N800", "A320"), no word:
their "n" is not French "n'"."""
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_HIRAGANA = re.compile(r"[\u3040-\u309f]")
_KANJI = re.compile(r"[\u3400-\u9fff]")
_CLAUSE = re.compile(r"[,;:—–()，；：、（）。！？\n]|[.!?]\s|\s-\s")
_SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|\n[#>*\-|\s]*)(?=[^\W\d_])", re.MULTILINE)
_WORD_START = re.compile(r"(?<![^\W\d_])[^\W\d_]")
_CAPITAL_START = re.compile(r"(?<![^\W\d_])[A-ZÀ-ÞĀ-ſА-ЯΑ-Ω]")
_WORDS = re.compile(r"(?<![\w'’-])[^\W\d_]\w*(?:[-'’]\w+)*")
NEGATED_SPAN = 2  # words after a negation that it bears on
_CJK_BOUND = ("少于", "低于", "超过", "多于", "到", "足")
MANY_CAPITALS = 0.2  # share of capitalised words above which a page capitalises nouns


@dataclass(frozen=True)
class Finding:
    """One thing the sentence says that the passage does not.

    Attributes:
        reason: a stable code (``numbers_differ``, ``number_missing``,
            ``negation``, ``hedged``, ``intent``, ``name_elsewhere``, ``name_missing``).
        claimed: what the sentence says ("2026", "Tom Aldous").
        stated: what the passage says instead ("2025", "would"), when it says something.
        certain: whether this alone makes the sentence unsupported; otherwise
            it only asks the reader to check.
        rule: which check found it (``numbers``, ``polarity``, ``names``, ...),
            for ``explain`` and the bench; never shown to a reader.
    """

    reason: str
    claimed: str = ""
    stated: str = ""
    certain: bool = True
    rule: str = ""


@lru_cache(maxsize=512)
def _rejected(text: str) -> Contrast | None:
    """``contrast.rejected``, remembered: a claim and its passage's sentences are asked
    about by several checks."""
    return rejected(text)


def is_contrast(text: str) -> bool:
    """Whether ``text`` chooses one thing over another (``contrast.is_contrast``)."""
    return _rejected(text) is not None


_NEGATING_BEFORE_TO = frozenset({"yet", "fail", "fails", "failed"})
"""English words that negate the verb after "to" ("has yet to", "failed to")."""


@dataclass(frozen=True)
class Cues:
    negated: bool
    hedged: str  # the hedging word, "" when none
    intent: str  # the word of a plan, "" when none
    free: bool = False  # "without paying": agrees with a negation ("entran gratis")
    without: bool = False  # "without": after a negation, cancels it ("not ... without")
    ended: bool = False  # "dropped", "eingestellt": a negation in meaning
    able: bool = False  # "can", "möglich", "できる": a possibility kept
    obliged: bool = False  # "must", "muss", "必须": a double negation in meaning


_FRENCH_PAIRED = frozenset({"personne", "rien", "aucun", "aucune", "jamais"})
"""French negative words that negate only beside "ne" ("personne n'est venu"); alone,
"personne" is a person ("10 euros par personne")."""
_FRENCH_FIRST = frozenset({"ne", "n", "sans"})


def _read_as_cue(word: str, words: list[str], context: str = "") -> bool:
    """Whether ``word``, a cue in some language, is one among ``words`` (a clause of
    the sentence ``context``): not a cue word that is another language's function
    word where that language's own words stand ("no dia": Portuguese "on the day";
    "si trova": Italian "is found"), nor a French "ne" without its second part ("ne
    ha parlato": Italian "of it"), nor a French "personne" without "ne"."""
    if word in ("ne", "n"):
        return not FRENCH_SECOND.isdisjoint(words)
    if word in _FRENCH_PAIRED:
        return not _FRENCH_FIRST.isdisjoint(words)  # "par personne" is "per person"
    other = READ_AS.get(word)
    if other is None:
        return True
    marks = MARKERS[other[0]]
    return marks.isdisjoint(words) and marks.isdisjoint(_WORD.findall(context.lower()))


def negations(words: list[str]) -> frozenset[str]:
    """The negation words of ``words`` read as negations (see ``_read_as_cue``)."""
    return frozenset(w for w in words if w in NEGATION_WORDS and _read_as_cue(w, words))


def cues(text: str, context: str = "") -> Cues:
    """Negation, hedging and intent in ``text`` (any of the ten tabled languages);
    ``context``: the sentence or passage ``text`` is a clause of, which tells its
    language (see ``_read_as_cue``)."""
    words = _WORD.findall(text.lower())
    negated = False
    hedged = intent = ""
    spaceless = bool(_CJK.search(text))

    def has(table: frozenset[str], cue: str) -> bool:
        return not table.isdisjoint(words) or (spaceless and any(
            c in text for c in CJK_CUES[cue]))

    free, without = has(FREE_WORDS, "free"), has(WITHOUT_WORDS, "without")
    ended, able = has(END_WORDS, "end"), has(ABILITY_WORDS, "ability")
    obliged = has(OBLIGATION_WORDS, "obligation")
    for k, word in enumerate(words):
        if word in NEGATION_WORDS and not (k + 1 < len(words) and words[k + 1] in BOUND_WORDS
                                           ) and _read_as_cue(word, words, context):
            negated = True
        elif word in _NEGATING_BEFORE_TO and k + 1 < len(words) and words[k + 1] == "to":
            negated = True  # "has yet to set a date", "failed to reduce": not
        elif word in HEDGE_WORDS and not hedged and _read_as_cue(word, words, context):
            hedged = word
        elif word in INTENT_WORDS and not intent:
            intent = word
    if _CJK.search(text):
        for cue in CJK_CUES["negation"]:
            at = text.find(cue)
            while at != -1 and not negated:
                rest = text[at + len(cue) : at + len(cue) + 2]
                negated = not rest.startswith(_CJK_BOUND)
                at = text.find(cue, at + 1)
        hedged = hedged or next((c for c in CJK_CUES["hedge"] if c in text), "")
        intent = intent or next((c for c in CJK_CUES["intent"] if c in text), "")
    return Cues(negated, hedged, intent, free, without, ended, able, obliged)


_FUTURE_ENDINGS = ("rá", "rán", "rà", "ranno", "rão", "ront", "eront", "iront")


def prospective(text: str) -> bool:
    """Whether ``text`` speaks of the future or of an aim: a word of ``cues.FUTURES``
    or a Romance future ending ("construira", "abrirá", "serviront")."""
    lowered = text.lower()
    for word in _WORD.findall(lowered):
        if word in FUTURE_WORDS or (len(word) >= 6 and word.endswith(_FUTURE_ENDINGS)) or (
                len(word) >= 7 and word.endswith(("era", "ira"))):
            return True
    return bool(_CJK.search(text)) and any(cue in lowered for cue in CJK_FUTURE)


def negated_words(text: str) -> list[str]:
    """The two words after the first negation of ``text`` (what it bears on), stop
    words skipped; for CJK the two characters after the negation."""
    lowered = text.lower()
    negation_words = negations(_WORD.findall(lowered))
    for match in _WORD.finditer(lowered):
        word = match.group()
        if word in negation_words or (word in _NEGATING_BEFORE_TO and lowered.startswith(
                " to ", match.end())):
            rest = []
            for w in _WORD.findall(lowered[match.end() : match.end() + 80]):
                if w in COORDINATOR_WORDS:
                    break  # "ne changera pas et reste": the negation stops at "et"
                if w not in STOP_WORDS and w not in NEGATION_WORDS:
                    rest.append(w)
            if not rest:
                # At the clause's end it bears on the verb before it ("steigen nicht").
                before = [w for w in _WORD.findall(lowered[max(0, match.start() - 60)
                                                           : match.start()])
                          if w not in STOP_WORDS and w not in NEGATION_WORDS]
                return before[-1:]
            return rest[:NEGATED_SPAN]
        if _CJK.match(word):
            for cue in CJK_CUES["negation"]:
                at = word.find(cue)
                if at == -1:
                    continue
                # Japanese negates the verb before it (できない: でき), Korean the
                # words before it ("날릴 수 없다"), Chinese the word after it (不宜: 宜).
                if cue in KOREAN_NEGATION:
                    if at:
                        return [word[:at]]
                    # The verb right before ("운행하지 않는다": 운행하지), past a
                    # bound noun ("날릴 수 없다": 날릴); not the subject before it.
                    before = [w for w in _WORD.findall(
                        lowered[max(0, match.start() - 40) : match.start()])
                              if w not in _KOREAN_BOUND]
                    return before[-1:]
                if cue in CJK_NEGATION_AFTER:
                    stem = word[:at]
                    # "着用しない": the verb is "着用", "し" only its ending (but
                    # "できない" keeps "でき": no kanji before its ending).
                    if len(stem) >= 2 and _HIRAGANA.match(stem[-1]) and _KANJI.match(stem[-2]):
                        stem = stem[:-1]
                    return [stem[-2:]]
                return [word[at + len(cue) : at + len(cue) + 2]]
    return []


_KOREAN_BOUND = frozenset({"수", "것", "줄", "적", "리"})
"""Korean bound nouns between a verb and its negation ("날릴 수 없다")."""


def holds_word(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` in some form (another ending: "apply", "applies")."""
    if not word:
        return False
    if _CJK.match(word):
        return word in text
    for other in _WORD.findall(text.lower()):
        shared = 0
        while shared < min(len(word), len(other)) and word[shared] == other[shared]:
            shared += 1
        if shared == len(word) == len(other) or (
                shared >= 4 and shared >= 0.6 * min(len(word), len(other))):
            return True
    return False


def clauses(text: str) -> list[tuple[str, set[str]]]:
    """``text`` cut at commas, semicolons, colons and dashes, each with its terms."""
    out = []
    for part in _CLAUSE.split(text):
        found = set(terms(part))
        if found:
            out.append((part, found))
    return out


def polarity(claim: str, passage: str) -> Finding | None:
    """A negation that flips, or a possibility or plan stated as fact, between the
    clauses of ``claim`` and the clauses of ``passage`` they match best."""
    theirs = clauses(passage)
    if not theirs:
        return None
    found: list[Finding] = []
    whole = cues(claim)
    claim_terms = set(terms(claim))
    claim_contrast = is_contrast(claim)
    said = asserted(claim)
    sentence = _sentence_of(passage, passage)
    if claim_contrast and flipped(claim, sentence):
        # The two sides of the contrast the other way round.
        return Finding("swapped", claim.strip(), sentence.strip())
    for part, mine_terms in clauses(claim):
        best, shared, theirs_terms = max(((p, len(mine_terms & t), t) for p, t in theirs),
                                         key=lambda x: x[1])
        if shared < max(1, min(3, len(mine_terms) // 2)):
            continue
        mine, other = cues(part, claim), cues(best, passage)
        if mine.negated != other.negated and not (mine.free or other.free) and not (
                claim_contrast or is_contrast(_sentence_of(passage, best))):
            # A contrast ("rather than", "y no", "statt") says the same as a
            # negation that turns down one side; ``flipped`` checks the sides.
            # Sure only when the word the negation bears on stands in the other
            # clause too ("not apply" against "applies"); "entran gratis" for
            # "no pagan" says the same thing with other words.
            negated, plain = (part, best) if mine.negated else (best, part)
            if mine.negated:
                # The word the claim negates may stand in another clause of the
                # page's sentence, when nothing in that sentence is negated.
                sentence = _sentence_of(passage, best)
                plain = sentence if not cues(sentence).negated else best
            # A word of an end ("dropped" for "no longer supported") says it
            # without a negation word: worth a check, never sure. A word with
            # a negative affix ("undamaged" for "not damaged") says the same.
            turned_words = negated_words(negated)
            if not any(affixed(plain, w) for w in turned_words[:1]):
                found.append(Finding("negation", part.strip(), best.strip(),
                                     certain=any(holds_word(plain, w) for w in turned_words)
                                     and not (mine.ended or other.ended)
                                     and mine.obliged == other.obliged))
        hedge = other.hedged or next(
            (cues(p, passage).hedged for p, t in theirs
             if len(mine_terms & t) >= 2 and cues(p, passage).hedged),
            "") or _governing_hedge(passage, best)
        if hedge and not (whole.hedged or whole.intent or whole.able
                          or holds_word(claim, hedge)) and not _condition_kept(
                              hedge, theirs, claim_terms, claim):
            found.append(Finding("hedged", part.strip(), hedge))
        if other.intent and not (whole.hedged or whole.intent) and len(
                {t for t in mine_terms & theirs_terms if not t[:1].isdigit()}) >= 2:
            # A plan ("plans to open") stated with no word of the future or of an
            # aim ("has opened", "올렸다") is stated as done: sure. With one
            # ("will open next spring") it only asks for a check.
            # A year in the claim ("opens in 2026") reads as the plan's schedule.
            found.append(Finding("intent", part.strip(), other.intent,
                                 certain=not prospective(claim) and not any(
                                     n.kind == "year" for n in numbers(claim))))
    if not (whole.negated or (whole.free and not cues(passage).free)):
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
            turned = negated_words(part)[:1]
            theirs_cues = cues(part, passage)
            if theirs_cues.negated and turned and holds_word(
                    _matching_clause(said, _terms), turned[0]) and not (
                    theirs_cues.without and _condition_stated(part, said)) and not (
                    claim_contrast and is_contrast(_sentence_of(passage, part))):
                found.append(Finding("negation", claim.strip(), part.strip(),
                                     certain=not whole.ended))
                break
    found.sort(key=lambda f: not f.certain)
    return found[0] if found else None


def affixed(text: str, word: str) -> bool:
    """Whether ``text`` has ``word`` with a negative affix of ``cues.NEGATIVE_AFFIXES``
    ("undamaged", "unverändert", "kostenlos", "onveilig"): a negation in one word."""
    if len(word) < 4 or _CJK.match(word):
        return False
    stem = word[:-2] if len(word) > 6 else word  # "damaged" in "undamaged", "kosten" in "kostenlos"
    for other in _WORD.findall(text.lower()):
        if len(other) <= len(stem):
            continue
        at = other.find(stem)
        if at > 0 and other[:at] in NEGATIVE_PREFIXES:
            return True
        if at == 0 and any(other.endswith(s) and len(other) - len(s) <= len(word) + 1
                           for s in NEGATIVE_SUFFIXES):
            return True
    return False


def asserted(claim: str) -> str:
    """``claim`` without the side its contrast turns down ("rather than freezing it"):
    what it states holds."""
    contrast = _rejected(claim)
    if contrast is None or not contrast.text.strip():
        return claim
    at = claim.lower().find(contrast.text)
    if at == -1:
        return claim
    return claim[:at] + " " + claim[at + len(contrast.text) :]


def _matching_clause(claim: str, wanted: set[str]) -> str:
    """The clauses of ``claim`` that share most terms with ``wanted`` (a clause of the
    page), joined: a negated word must stand where the claim says what the page's
    clause says ("后货架需要单独购买" is not "配备" of the brakes before it)."""
    parts = clauses(claim)
    if len(parts) < 2:
        return claim
    most = max(len(found & wanted) for _part, found in parts)
    return " ".join(part for part, found in parts if len(found & wanted) == most)


def _condition_stated(part: str, claim: str) -> bool:
    """Whether ``claim`` states what ``part`` (a negated clause with "without") makes
    the condition: the first word after the "without" ("not allowed without a
    lead": "lead"), so that it reads the double negation as a requirement."""
    lowered = part.lower()
    for match in _WORD.finditer(lowered):
        if match.group() in WITHOUT_WORDS:
            after = [w for w in _WORD.findall(lowered[match.end() :]) if w not in STOP_WORDS]
            return bool(after) and holds_word(claim, after[0])
    for cue in CJK_CUES["without"]:
        at = lowered.find(cue)
        if at != -1:
            return holds_word(claim, lowered[at + len(cue) : at + len(cue) + 2])
    return False


def _condition_kept(hedge: str, theirs: list[tuple[str, set[str]]], claim: set[str],
                    words: str = "") -> bool:
    """Whether ``hedge`` opens a condition (``cues.CONDITIONALS``) whose words the
    claim states ("for children" for "if you are cooking for children"): at least
    half of them, one at least."""
    if hedge not in CONDITIONAL_WORDS and hedge not in _CJK_CONDITIONALS:
        return False
    for part, _found in theirs:
        if cues(part).hedged == hedge:
            condition = part.replace(hedge, " ")  # the condition, not its "if"
            if _CJK.search(hedge):
                # Chinese and Japanese reword a condition around its characters
                # ("雨天の場合" for "雨が降ると"): the characters count, kana aside.
                found = set(_KANJI.findall(condition))
                shared = sum(1 for c in found if c in words)
                return shared >= 1 and 2 * shared >= len(found)
            found = set(terms(condition))
            shared = len(found & claim)
            return shared >= 1 and 2 * shared >= len(found)
    return False


_CJK_CONDITIONALS = frozenset(w for w in CONDITIONAL_WORDS if _CJK.match(w))
GOVERNING_WORDS = 4
"""Words of a clause that governs the next one ("Die Stadt überlegt, auch … zu öffnen")."""


def _governing_hedge(passage: str, part: str) -> str:
    """The hedge of the short clause right before ``part`` in its sentence, which
    governs it ("Die Stadt überlegt, auch die Zweigstelle … zu öffnen")."""
    sentence = _sentence_of(passage, part)
    at = sentence.find(part.strip()[:40])
    if at <= 0:
        return ""
    before = [p for p in _CLAUSE.split(sentence[:at]) if p.strip()]
    if not before or len(_WORD.findall(before[-1])) > GOVERNING_WORDS:
        return ""
    return cues(before[-1]).hedged


_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)|\n")


def _sentence_of(text: str, part: str) -> str:
    """The sentence of ``text`` that holds ``part`` (a clause of it)."""
    at = text.find(part.strip()[:40])
    if at == -1:
        return part
    starts = [m.end() for m in _SENTENCE_END.finditer(text, 0, at)]
    end = _SENTENCE_END.search(text, at + len(part.strip()))
    return text[starts[-1] if starts else 0 : end.end() if end else len(text)]


def number_finding(claim: list[Number], focus: str, window: str,
                   context: str, claim_text: str = "") -> Finding | None:
    """A number of the claim the passage does not state; certain when the passage
    states another in its place.

    A number agrees when the passage (or the sentences just before it, where
    the year or version a paragraph is about often stands) states the same
    value; but when the passage's main sentence (``focus``) states a number
    of the same kind ("8 euros" for "12 euros"), the value must stand in the
    passage itself: a "12" elsewhere ("12 años") does not make it agree.
    """
    if not claim:
        return None
    near, stated, main = numbers(context), numbers(window), numbers(focus)
    # In "drei statt zwei Spielstätten" one unit serves two numbers: the kind
    # read from the next word says nothing.
    contrast = bool(claim_text) and is_contrast(claim_text)
    for number in claim:
        if contrast and any(number.agrees(other) for other in stated):
            continue
        same_kind = [n for n in main if number.kind and n.kind == number.kind]
        pool = stated if any(not n.agrees(number) for n in same_kind) else near
        if any(number.agrees(other) and (not same_kind or other.kind == number.kind
                                          or not other.kind) for other in pool):
            continue
        if agrees_share(number, shares(window)) or _in_cjk_numerals(number, context + window):
            continue
        if any(rounded(number, other, claim_text) for other in stated):
            continue
        if any(in_decade(number, other, claim_text) for other in stated + near):
            continue  # "in the 1960s" for "in 1964"
        rivals = [n for n in main if not any(n.agrees(c) for c in claim)
                  and (n.kind == "year") == (number.kind == "year")]
        same = [n for n in rivals if n.kind == number.kind]
        if same or rivals:
            rival = _closest(same or rivals, claim_text, focus)
            # "75 %" for "trois quarts", "33%" for "a third": a share the page
            # writes in words may be a fraction, which no number word states.
            fraction = number.kind == "%" and not rival.text[:1].isdigit()
            return Finding("numbers_differ", number.text, rival.text, certain=not fraction)
        return Finding("number_missing", number.text, certain=False)
    return None


_DECADE = re.compile(r"\d0(?:s|’s|'s|er\b|er-)")


def in_decade(number: Number, other: Number, claim: str) -> bool:
    """Whether ``claim`` writes the year ``number`` as a decade ("the 1960s", "in den
    1960er-Jahren") that holds the year ``other``."""
    if number.kind != "year" or other.kind != "year":
        return False
    at = claim.find(number.text)
    return at != -1 and bool(_DECADE.match(claim, at + len(number.text) - 2)) and any(
        0 <= v - c <= 9 for v in other.values for c in number.values)


ROUNDING = 0.05
"""How far at most a rounder number of a claim may lie from the page's ("nearly 1,500"
for 1,487; "about 30%" for 29.6%)."""


def _figures(value: float) -> int:
    """Significant figures of ``value`` as written plainly (1500: 2; 29.6: 3)."""
    text = f"{abs(value):.6f}".rstrip("0").rstrip(".")
    if "." in text:
        return len(text.replace(".", "").lstrip("0"))
    return len(text.strip("0"))


def rounded(claimed: Number, stated: Number, claim: str) -> bool:
    """Whether ``claimed``, which ``claim`` says is approximate ("nearly 1,500", "约150
    万"), is ``stated`` rounded: fewer significant figures and within ``ROUNDING`` of
    it ("2 million" for "1.96 million"; a year is never rounded)."""
    if claimed.kind == "year" or stated.kind == "year" or not approximate(claim, claimed):
        return False
    return any(s > 0 and abs(c - s) <= ROUNDING * s and _figures(c) < _figures(s)
               for c in claimed.values for s in stated.values)


APPROXIMATE_CHARS = 12
"""Characters either side of a number where a word may say it is approximate."""


def approximate(claim: str, number: Number) -> bool:
    """Whether a word of ``cues.APPROXIMATORS`` stands right before ``number`` in
    ``claim`` (two words at most; in CJK text, either side)."""
    at = claim.find(number.text)
    if at == -1:
        return False
    before = claim[max(0, at - APPROXIMATE_CHARS) : at]
    if any(w in APPROXIMATOR_WORDS for w in _WORD.findall(before.lower())[-2:]):
        return True
    after = claim[at + len(number.text) : at + len(number.text) + APPROXIMATE_CHARS]
    return bool(_CJK.search(before + after)) and any(
        w in before[-3:] or w in after[:4] for w in APPROXIMATOR_WORDS if _CJK.match(w))


_CJK_DIGITS = "〇一二三四五六七八九"


def _in_cjk_numerals(number: Number, text: str) -> bool:
    """Whether ``text`` writes ``number`` (two to 99, before a Chinese or Japanese
    unit: "3年") in Chinese numerals before the same unit ("三年", "两个")."""
    unit = number.kind[:1]
    value = next(iter(number.values)) if len(number.values) == 1 else 0.0
    if not unit or not _KANJI.match(unit) or value != int(value) or not 2 <= value < 100:
        return False
    n = int(value)
    tens, ones = divmod(n, 10)
    if n < 10:
        forms = [_CJK_DIGITS[n], *("两" if n == 2 else "")]
    else:
        forms = [("" if tens == 1 else _CJK_DIGITS[tens]) + "十" + (_CJK_DIGITS[ones] if ones
                                                                   else "")]
    return any(form + unit in text for form in forms)


def _closest(rivals: list[Number], claim: str, focus: str) -> Number:
    """The rival that stands where the claim's number does: the one whose clause
    shares most words with the claim ("it was 312 metres when it opened in 1889"
    for "It was 324 metres tall when it opened in 1889")."""
    if len(rivals) == 1 or not claim:
        return rivals[0]
    mine = set(terms(claim))
    parts = clauses(focus)

    def shared(rival: Number) -> int:
        return max((len(mine & found) for part, found in parts if rival.text in part),
                   default=0)

    return max(rivals, key=shared)


def capital_share(text: str) -> float:
    """Share of the words of ``text`` (its first 6,000 characters) written with a
    capital, each sentence's first word left out."""
    sample = text[:6000]
    first = len(_SENTENCE_START.findall(sample))
    words = len(_WORD_START.findall(sample)) - first
    if words < 6:
        return 0.0
    return max(0, len(_CAPITAL_START.findall(sample)) - first) / words


def names(text: str, capitalises_nouns: bool) -> list[str]:
    """The name-like words of ``text``: capitalised, not first in their sentence or
    line; on a page that capitalises its nouns, only runs of two or more of them."""
    found = []
    for match in _WORDS.finditer(text):
        word = match.group()
        if not word[0].isupper() or _CJK.match(word):
            continue
        before = text[max(0, match.start() - 40) : match.start()].rstrip(" \"'“„«(*")
        if not before or before[-1] in "!?:\n#|>-" or before.endswith("。") or (
                before[-1] == "." and _ends_sentence(before)):
            continue  # a sentence's first word is capitalised whatever it is
        found.append((match.start(), match.end(), word))
    if not capitalises_nouns:
        return [word for _s, _e, word in found]
    out: list[str] = []
    for k, (start, end, word) in enumerate(found):
        joined_before = k > 0 and not text[found[k - 1][1] : start].strip()
        joined_after = k + 1 < len(found) and not text[end : found[k + 1][0]].strip()
        if joined_before or joined_after:
            out.append(word)
    return out


def _ends_sentence(before: str) -> bool:
    """Whether the full stop ending ``before`` ends a sentence (not "Dr." or "J.")."""
    word = before[:-1].rsplit(None, 1)[-1] if before[:-1].strip() else ""
    return not (len(word) == 1 or word.lower() in ABBREVIATIONS)


def name_finding(claimed: list[str], focus: str, near: str, source: str,
                 capitalises_nouns: bool, claim: str = "") -> Finding | None:
    """A name of the claim the passage does not hold: another name stands in its
    place in the passage's main sentence (``focus``), or the name is stated
    only elsewhere on the page, or nowhere on it (``source``, lower-cased).
    ``claim`` is the sentence the names come from (see ``same_name``)."""
    focus_text, near_text = focus.lower(), near.lower()
    wanted = {_key(name) for name in claimed}
    for name in claimed:
        key = _key(name)
        if _holds_name(focus_text, key):
            continue
        # Another name where the claim's stands: a swap. Where every noun is
        # capitalised, only a name the page states elsewhere counts as swapped.
        rivals = [n for n in names(focus, capitalises_nouns)
                  if _key(n) not in wanted and _key(n) not in " ".join(wanted)
                  and not same_name(n, name, focus, claim, claimed)
                  and not variant(n, name, focus, claim)]
        if rivals and (_holds_name(source, key) or not capitalises_nouns):
            # Named in a neighbouring sentence: a summary may join the two; the
            # role check (``relations.role_swap``) tells a swap from a join.
            return Finding("name_elsewhere" if _holds_name(source, key) else "name_missing",
                           name, " ".join(rivals[:3]), certain=not _holds_name(near_text, key))
        if _holds_name(near_text, key):
            continue
        # Named elsewhere on the page (a summary may join two places) or
        # nowhere (a unit, an abbreviation the page spells out): worth a look.
        return Finding("name_elsewhere" if _holds_name(source, key) else "name_missing", name,
                       certain=False)
    return None


def variant(rival: str, name: str, sentence: str, claim: str) -> bool:
    """Whether ``rival`` (of the page's ``sentence``) and ``name`` (of ``claim``) are
    words of two forms of one name: the runs of capitalised words holding them share
    two other words ("UNESCO World Heritage Site" for "UNESCO World Heritage List")."""
    rival, name = rival.lower(), name.lower()
    mine = next((r.group().lower().split() for r in _NAME_RUN.finditer(claim)
                 if name in r.group().lower().split()), [])
    theirs = next((r.group().lower().split() for r in _NAME_RUN.finditer(sentence)
                   if rival in r.group().lower().split()), [])
    shared = (set(mine) & set(theirs)) - {name, rival}
    return len(shared) >= 2


_NAME_RUN = re.compile(r"(?:\b[A-ZÀ-Þ][\w'’-]*\s+){1,6}[A-ZÀ-Þ][\w'’-]*\b")


def _holds_name(text: str, key: str) -> bool:
    """Whether ``text`` (lower-cased) states the name ``key``: as it is, or each part of
    a hyphenated name ("madrid-lisboa": the Madrid-Lisbon train joins two the page
    names)."""
    if key in text:
        return True
    parts = [p for p in key.split("-") if p]
    return len(parts) > 1 and all(p in text for p in parts)


def same_name(rival: str, name: str, sentence: str, claim: str, claimed: list[str]) -> bool:
    """Whether ``rival`` (a name of the page's ``sentence``) is part of a name the
    claim gives in a shorter form, so no rival to the claim's ``name``: the first
    name of a surname the claim states ("Rui" of "Rui Tavares" for "Tavares",
    unless the claim sets ``name`` there itself: "Tom Kessel" for "Maria
    Kessel"), or a word of a name the claim writes as its initials ("Unión
    Europea" for "UE", "National Health Service" for "NHS")."""
    for other in claimed:
        if len(other) >= 2 and other.isupper():
            for run in _CAPITAL_RUN.finditer(sentence):
                words = run.group().split()
                if rival in words and "".join(w[0] for w in words) == other:
                    return True
        if other == name:
            continue
        beside = re.search(rf"(?<!\w){re.escape(rival)}\s+{re.escape(other)}(?!\w)", sentence)
        if beside and not re.search(rf"(?<!\w){re.escape(name)}\s+{re.escape(other)}(?!\w)",
                                    claim):
            return True
    return False


_CAPITAL_RUN = re.compile(r"(?:\b[A-ZÀ-Þ][^\W\d_]+\s+){1,5}[A-ZÀ-Þ][^\W\d_]+\b")


def _key(name: str) -> str:
    key = name.lower()
    for ending in ("'s", "’s"):
        key = key.removesuffix(ending)
    return key
