"""A claim that says what the page's negation says, in words of its own.

The negation check finds the page's negated clause ("contains no gluten", "has never
been shown before", "open every day except Sunday") against a claim with no negation
word, and sees a flip. But many plain words carry the negation themselves, the same in
every language, and a few closed classes of them tell:

- "for the first time", "erstmals", "首次" say "never before" (``FIRST``);
- "gluten-free", "alkoholfrei", "zuckerlos" say "no gluten", "kein Alkohol": the negated
  word with a suffix of lack joined or hyphenated (``FREE_SUFFIXES``; not after a space:
  "cancelled free of charge");
- "unless", "es sei denn", "除非" make the exception "except" makes, and say "if … not"
  (``unless.UNLESS``);
- "or not", "oder nicht", "ou non": a negation that negates nothing ("whether or not
  they have an appointment"); "not uncommon" says "common" and "unknown" says "nobody
  knows" (a negative prefix, ``cues.NEGATIVE_AFFIXES``); "No. 7" is a number's sign;
- a negation inside the group a comparison sets the statement against ("than those
  who did not", "比未服药的患者") belongs to that group, not to the statement;
- "nothing but", "nicht zuletzt" stress, they do not negate (``EMPHATIC``); "not all"
  negates a word of all (``UNIVERSAL``), which a claim about some does not state.

A word of an end ("drops support", "stays closed") that the negated clause does not
hold says it too, but less surely, and so does a claim that states what the page puts
in place of the negated thing ("uses no cream, relying on a milk-based sauce instead":
"skips cream in favour of a milk-based sauce"): ``ends_otherwise`` and ``replaced``
make the flip worth a check, as does a negated condition the claim keeps as a condition in
other words (``conditioned``).
"""

from __future__ import annotations

import re

from services.citations.clauses import clauses
from services.citations.cues import (
    CONDITIONAL_WORDS,
    ENDS,
    NEGATIVE_PREFIXES,
    STOP_WORDS,
    WITHOUT_WORDS,
)
from services.citations.or_more import OR_WORDS  # "or not" ("whether or not") negates nothing
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT, word_pattern
from services.citations.scripts import LETTERS as _WORD
from services.citations.unless import makes_exception
from services.citations.word_forms import holds_word

NEVER: dict[str, tuple[str, ...]] = {
    "en": ("never",), "de": ("nie", "niemals"), "fr": ("jamais",), "es": ("nunca", "jamás"),
    "it": ("mai",), "pt": ("nunca", "jamais"), "nl": ("nooit",),
    "zh": ("从未", "从来没", "从没", "未曾"), "ja": ("一度も",), "ko": ("한 번도",),
}
"""Words of "never" (``cues.NEGATION`` holds them, or the characters they start with)."""
FIRST: dict[str, tuple[str, ...]] = {
    "en": ("first time", "first-ever", "first ever"), "de": ("erstmals", "erstmalig",
                                                             "zum ersten mal"),
    "fr": ("première fois",), "es": ("primera vez",), "it": ("prima volta",),
    "pt": ("primeira vez",), "nl": ("eerste keer", "voor het eerst"),
    "zh": ("首次", "第一次", "首度", "头一次"), "ja": ("初めて",), "ko": ("처음",),
}
"""Words of a first time: "shown for the first time" says "never shown before"."""
FREE_SUFFIXES = ("free", "frei", "freie", "freien", "freier", "freies", "los", "lose", "losen",
                 "loos", "loze", "vrij", "less")
"""Endings that join a noun to say it is absent ("gluten-free", "alkoholfrei", "zuckerlos")."""
THAN: dict[str, tuple[str, ...]] = {
    "en": ("than",), "de": ("als",), "nl": ("dan",), "zh": ("比",), "ja": ("より",),
    "ko": ("보다",),
}
"""Words of a comparison's standard: a negation after one is of the compared group."""
REPLACEMENT: dict[str, tuple[str, ...]] = {
    "en": ("instead", "replace", "replaces", "replaced", "replacing"),
    "de": ("stattdessen", "statt dessen", "ersetzen", "ersetzt", "ersetzte", "ersetzten"),
    "fr": ("à la place", "remplace", "remplacent", "remplacé", "remplacée", "remplacés"),
    "es": ("en su lugar", "en cambio", "sustituye", "sustituyen", "reemplaza", "reemplazan"),
    "it": ("invece", "al suo posto", "sostituisce", "sostituiscono", "sostituito"),
    "pt": ("em vez disso", "em seu lugar", "substitui", "substituem", "substituído"),
    "nl": ("in plaats daarvan", "vervangt", "vervangen"),
    "zh": ("而是", "改用", "改为", "取而代之", "替代", "代替", "取代"),
    "ja": ("代わりに", "代替"), "ko": ("대신",),
}
"""Words that name what stands in place of a negated thing ("no cream, … milk instead",
"no trains run; buses replace them")."""
REPLACED_TERMS = 2
"""Words of the page's replacement a claim's clause states at least to keep it."""
UNIVERSAL: dict[str, tuple[str, ...]] = {
    "en": ("all", "every", "everyone", "everything", "always"),
    "de": ("alle", "aller", "allen", "alles", "jeder", "jede", "jedes", "immer"),
    "fr": ("tous", "toutes", "tout", "toujours"), "es": ("todos", "todas", "todo", "siempre"),
    "it": ("tutti", "tutte", "tutto", "sempre"), "pt": ("todos", "todas", "todo", "sempre"),
    "nl": ("alle", "allemaal", "iedereen", "altijd"), "zh": ("所有", "全部", "都", "总是"),
}
"""Words of all: "not all patients benefited" negates the "all", which a claim about some
("about a third saw no change") does not state."""
EMPHATIC = re.compile(
    r"(?<![^\W\d_])(?:nothing\s+(?:but|other\s+than|else\s+than)|not\s+least"
    r"|nichts\s+(?:anderes|weiter)\s+als|nicht\s+zuletzt|nicht\s+minder"
    r"|rien\s+d.autre\s+que|nada\s+más\s+que|nient.altro\s+che|nada\s+mais\s+que"
    r"|niets\s+anders\s+dan|niet\s+in\s+de\s+laatste\s+plaats)(?![^\W\d_])|无非|不外乎")
"""Negations that stress rather than negate: "nothing but a barn" is a barn, "not least
thanks to" is "also thanks to"."""
FAILURE: dict[str, tuple[str, ...]] = {
    "en": ("fail", "crash", "freez"), "de": ("fehlschl", "scheiter", "abstürz", "stürzt"),
    "fr": ("échou",), "es": ("falla", "fallan", "falló", "fallar"),
    "it": ("fallisc", "fallir"), "pt": ("falh",), "nl": ("misluk", "crash", "vastloop"),
    "zh": ("失败", "崩溃", "闪退", "出错", "卡死"), "ja": ("失敗", "クラッシュ"), "ko": ("실패",),
}
"""Beginnings of the verbs of failing: "no longer fail" says "now work" (a changelog's
fix), which a claim says without the verb; "still fail" keeps it. (Not "fall", "hang",
"break": words of other things too.)"""
LESS: dict[str, tuple[str, ...]] = {
    "en": ("less", "fewer", "under", "below"), "de": ("weniger", "unter", "knapp"),
    "fr": ("moins",), "es": ("menos",), "it": ("meno",), "pt": ("menos",), "nl": ("minder",),
    "zh": ("不到", "少于", "未满", "不足"), "ja": ("未満",), "ko": ("미만",),
}
"""Words of less than a figure: "keine zwei Wochen später" says "weniger als zwei Wochen"."""
EQUATIVE = re.compile(
    r"(?<![^\W\d_])(?:not\s+(?:as|so)\s+\w+\s+as|nicht\s+so\s+\w+\s+wie"
    r"|pas\s+aussi\s+\w+\s+que|no\s+(?:tan|tanto)\s+\w+\s+como|non\s+(?:così|tanto)"
    r"\s+\w+\s+(?:come|quanto)|não\s+tão\s+\w+\s+(?:quanto|como)|niet\s+zo\s+\w+\s+als)"
    r"(?![^\W\d_])|不如")
"""A negated equal ("not as good as"): a claim's comparison ("weaker than") may say it."""
NEAR = 3
"""Words before a negation it may bear on (German "eignet sich aber nicht")."""
COMPARED_REACH = 12
"""Characters at most between the word of a comparison and the negation of its group."""



def _flat(table: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    return tuple(w for words in table.values() for w in words)


_NEVER, _FIRST, _THAN = _flat(NEVER), _flat(FIRST), _flat(THAN)
_ENDS, _REPLACEMENT, _UNIVERSAL = _flat(ENDS), _flat(REPLACEMENT), _flat(UNIVERSAL)
_FAILURE, _LESS = _flat(FAILURE), _flat(LESS)
_THAN_ALL = ("than", "als", "que", "di", "dan", "比", "より", "보다")
_CONDITIONALS = tuple(CONDITIONAL_WORDS)


def _has(text: str, phrases: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of ``phrases`` (whole words where written with spaces)."""
    lowered = text.lower()
    return any(re.search(word_pattern(p), lowered) for p in phrases)


def emphatic(clause: str, page: str, spots: list[int] | None = None) -> bool:
    """Whether every negation of ``clause`` (at ``spots``; all negation words when not
    given) stands in an ``EMPHATIC`` phrase of ``page``, which may run past the clause
    ("The hotel is nothing" of "… nothing but a converted barn")."""
    lowered, text = clause.lower(), page.lower()
    start = text.find(lowered.strip())
    if start == -1:
        return False
    start += len(lowered) - len(lowered.lstrip())
    found = [(m.start(), m.end()) for m in EMPHATIC.finditer(text)]
    if spots is None:
        spots = [m.start() for m in re.finditer(
            r"(?<![^\W\d_])(?:nothing|not|nicht|nichts|rien|nada|niente|nient|niets|niet)"
            r"(?![^\W\d_])|无非|不外乎", lowered)]
    return bool(spots and found) and all(
        any(a <= start + at < b for a, b in found) for at in spots)


def number_sign(clause: str, page: str) -> bool:
    """Whether ``clause`` of ``page`` ends in the "No" of a number ("The shop is at No" of
    "at No. 7 Market Street"), cut off by the stop after it: a sign, not a negation."""
    return clause.rstrip().lower().endswith("no") and re.search(
        re.escape(clause.rstrip()) + r"\.\s*\d", page) is not None


_NUMBER_WORDS = ("two", "three", "four", "five", "ten", "zwei", "drei", "vier", "fünf", "zehn",
                 "deux", "trois", "dos", "tres", "due", "tre", "duas", "twee", "drie")


def _spotted(lowered: str, negations: list[str]) -> list[tuple[int, str]]:
    return [(at, n) for n in negations for at in _at(lowered, n)]


def compared_otherwise(mine: str, negated: str) -> bool:
    """Whether ``negated`` denies an equal ("not as good as", "nicht so gut wie", "不如")
    and ``mine`` compares instead ("weaker than"): worth a check, not a sure flip."""
    found = EQUATIVE.search(negated.lower())
    if found is None or not _has(mine, _THAN_ALL):
        return False
    # The equal's own word in the claim's comparison ("faster than" for "not as fast
    # as") turns it round; another word ("slower", "weaker") may say it.
    words = _WORD.findall(found.group(0))
    adjective = words[-2] if len(words) >= 4 else ""
    return not (adjective and holds_word(mine, adjective))


def _is_failure(word: str) -> bool:
    return any(word.startswith(f) for f in _FAILURE if not CJK_SCRIPT.match(f)) or any(
        f in word for f in _FAILURE if CJK_SCRIPT.match(f))


def _stems(rest: str) -> list[str]:
    """``rest`` of a word past its negative prefix, and without a participle's "ge-"
    ("geeignet" of "ungeeignet": "eignet")."""
    return [rest, rest[2:]] if rest.startswith("ge") and len(rest) >= 6 else [rest]


def prefix_negated(theirs: str, claim: str) -> str | None:
    """The word of the page's clause ``theirs`` that says with a negative prefix what the
    claim says with a negation and the word it joins ("ungeeignet" for "eignet sich …
    nicht", "unavailable" for "not available"), or None: the page negates too."""
    words: set[str] = set(_WORD.findall(claim.lower()))
    for word in _WORD.findall(theirs.lower()):
        found = str(word)
        for prefix in NEGATIVE_PREFIXES:
            if found.startswith(prefix) and len(found) - len(prefix) >= 4 and (
                    found not in words) and any(
                    holds_word(claim, rest) for rest in _stems(found[len(prefix):])):
                return found
    return None


def _at(lowered: str, word: str) -> list[int]:
    return [m.start() for m in re.finditer(word_pattern(word), lowered)]


def agrees(mine: str, negated: str, negations: list[str], turned: list[str],
           excepting: bool, whole: str = "", page: str = "") -> bool:
    """Whether the claim's clause ``mine`` (of the claim ``whole``) says what the
    ``negated`` clause of ``page`` says (``negations``: its negation words; ``turned``:
    the words they bear on; ``excepting``: its negations are all words of exception)."""
    lowered = negated.lower()
    if negations and all(_has(n, _NEVER) or any(n in v for v in _NEVER)
                         for n in negations) and _has(mine, _FIRST):
        return True  # "never shown before": "shown for the first time"
    if excepting and makes_exception(mine):
        return True  # "open daily unless it is Sunday" for "every day except Sunday"
    if any(re.search(rf"(?<![^\W\d_]){re.escape(w)}-?(?:{'|'.join(FREE_SUFFIXES)})"
                     rf"(?![^\W\d_])", mine.lower()) for w in turned if not CJK_SCRIPT.match(w)):
        return True  # "no gluten": "gluten-free"
    if turned and not CJK_SCRIPT.match(turned[0]) and any(
            turned[0].startswith(p) and len(turned[0]) - len(p) >= 4
            and holds_word(mine, turned[0][len(p):]) and not holds_word(mine, turned[0])
            for p in NEGATIVE_PREFIXES):
        return True  # "not uncommon": "common"
    spots = [at for n in negations for at in _at(lowered, n)]
    beside = turned[:2] + [w for at in spots for w in _WORD.findall(lowered[:at])[-NEAR:]]
    if turned and not CJK_SCRIPT.match(turned[0]) and any(
            w.startswith(p) and len(w) - len(p) >= 4 and any(
                holds_word(rest, t) for rest in _stems(w[len(p):]) for t in beside if len(t) >= 4)
            for w in _WORD.findall((whole or mine).lower()) for p in NEGATIVE_PREFIXES):
        return True  # "nobody knows who built it": "unknown"; "eignet sich nicht": "ungeeignet"
    if turned and not CJK_SCRIPT.match(turned[0]) and _is_failure(turned[0]) and not any(
            _is_failure(w) for w in _WORD.findall(mine.lower())):
        return True  # "no longer fail with spaces": "now work with spaces"
    if spots and emphatic(negated, page or negated, spots):
        return True  # "nothing but a converted barn", "nicht zuletzt dank der Förderung"
    if spots and all(_WORD.findall(lowered[at:])[1:2] and _WORD.findall(lowered[at:])[1]
                     in _UNIVERSAL for at in spots) and not _has(whole or mine, _UNIVERSAL):
        return True  # "not all patients benefited": "about a third saw no change"
    if spots and all(re.match(r"\s*(?:\d|" + "|".join(_NUMBER_WORDS) + r")(?![^\W\d_])",
                              lowered[at + len(w) :]) for at, w in _spotted(lowered, negations)
                     ) and _has(whole or mine, _LESS):
        return True  # "keine zwei Wochen später": "weniger als zwei Wochen später"
    if spots and set(negations) == {"no"} and number_sign(negated, page):
        return True  # "No. 7 Market Street": a number's sign, not a negation
    if spots and makes_exception(mine) and _has(lowered[: min(spots)], _CONDITIONALS):
        return True  # "unless small traders got a discount": "if they were not offered one"
    if spots and all(_WORD.findall(lowered[:at])[-1:] and _WORD.findall(lowered[:at])[-1]
                     in OR_WORDS for at in spots):
        return True  # "whether or not they have an appointment"
    return bool(spots) and not _has(mine, _THAN) and all(
        _has(lowered[max(0, at - COMPARED_REACH) : at], _THAN) for at in spots)


def ends_otherwise(mine: str, negated: str) -> bool:
    """Whether ``mine`` holds a word of an end (``cues.ENDS``, in any form: "drops" for
    "dropped") that the ``negated`` clause does not: it says the negation in a word."""
    words = _WORD.findall(mine.lower())
    own = [e for e in _ENDS if not CJK_SCRIPT.match(e) and any(_form_of(w, e) for w in words)]
    own += [e for e in _ENDS if CJK_SCRIPT.match(e) and e in mine]
    return any(not holds_word(negated, e) for e in own)


_ENDINGS = frozenset({"", "s", "es", "d", "ed", "ing", "ped", "ping", "ted", "ting"})
"""English endings two forms of a verb of an end differ in ("drops", "dropped")."""


def _form_of(word: str, end: str) -> bool:
    """Whether ``word`` is ``end`` in another form: a stem of four letters or more and
    nothing but an ending of ``_ENDINGS`` after it ("drops" for "dropped", not "remote"
    for "removed"), five letters at least (German "Ende" is no "ended")."""
    stem = 0
    while stem < min(len(word), len(end)) and word[stem] == end[stem]:
        stem += 1
    return stem >= 4 and len(word) >= 5 and word[stem:] in _ENDINGS and end[stem:] in _ENDINGS


def ended_around(negated: str, sentence: str) -> bool:
    """Whether the ``negated`` clause says of something that ended or was fixed that it
    did not happen: its ``sentence`` has a word of an end before it ("Behoben:
    Einstellungen wurden nicht gespeichert", "Fixed a bug where …"). (Not a negated
    word of an end: "Do not remove the pad", "should not stop taking it" are advice a
    claim turns round without the word.)"""
    at = sentence.lower().find(negated.strip().lower()[:30])
    before = _WORD.findall(sentence.lower()[: max(at, 0)])
    return any(_form_of(w, e) for w in before for e in _ENDS if not CJK_SCRIPT.match(e)) or any(
        e in sentence[: max(at, 0)] for e in _ENDS if CJK_SCRIPT.match(e))


_CJK_WITHOUT = ("如果没有", "要是没有", "没有了")


def without_before(mine: str, negated: str, sentence: str) -> bool:
    """Whether the ``negated`` clause is the second half of "without X, … not" in its
    ``sentence`` ("Without the donations, the restoration would not have been
    possible") and ``mine`` states X plainly, with no "without" of its own ("The
    donations made the restoration possible"): two negations, one statement."""
    lowered = sentence.lower()
    at = lowered.find(negated.strip().lower()[:30])
    if at <= 0 or not WITHOUT_WORDS.isdisjoint(_WORD.findall(mine.lower())):
        return False
    before = lowered[:at]
    words = _WORD.findall(before)
    spaced = [words[k + 1 :] for k, w in enumerate(words) if w in WITHOUT_WORDS]
    case = next((w for rest in spaced for w in rest if w not in STOP_WORDS), "")
    if not case:
        cjk = next((before[before.find(w) + len(w) :] for w in _CJK_WITHOUT if w in before), "")
        case = next((p for p in (cjk[k : k + 2] for k in range(len(cjk) - 1))
                     if CJK_SCRIPT.match(p) and p[1:] and CJK_SCRIPT.match(p[1])
                     and p not in ("这些", "那些", "这个", "那个")), "")
    return bool(case) and holds_word(mine, case)


def replaced(mine: str, negated: str, sentence: str) -> bool:
    """Whether ``mine`` states what the page's ``sentence`` puts in place of the thing
    its ``negated`` clause negates: a clause of it with a word of ``REPLACEMENT``,
    ``REPLACED_TERMS`` of whose words (not the negated clause's) the claim holds."""
    own, theirs = set(terms(mine)), set(terms(negated))
    for part, found in clauses(sentence):
        if part.strip() != negated.strip() and _has(part, _REPLACEMENT) and len(
                (found - theirs) & own) >= REPLACED_TERMS:
            return True
    return False



def conditioned(mine: str, negated: str, negations: list[str], turned: list[str]) -> bool:
    """Whether the ``negated`` clause's negation stands in a condition ("If the alarm does
    not stop after five minutes, …") that ``mine`` keeps as a condition of its own ("if
    the alarm keeps sounding …") without the negated word: the same condition, put
    the other way round in other words."""
    lowered = negated.lower()
    spots = [at for n in negations for at in _at(lowered, n)]
    return bool(spots and turned) and _has(lowered[: min(spots)], _CONDITIONALS) and _has(
        mine, _CONDITIONALS) and not holds_word(mine, turned[0])
