"""A negation the page states in a clause that leaves its verb out: "Für Schlafdauer wurde
statistisch kontrolliert, für das Frühstück nicht"; "Sleep was controlled for, but not
breakfast"; "Le sommeil a été pris en compte, pas le petit-déjeuner".

The second clause negates the first clause's statement of another case. A claim that
says of that case that it was not done ("…, für das nicht statistisch kontrolliert
wurde", the case named earlier in the claim) restates it, though the clause of the page
its words match best is the positive one. The sign, by structure in any language the
clause reader cuts: right after the page's positive clause comes a short clause
(``SHORT`` words at most) holding a negator (``cues.NEGATION``) and none of the words the
two sides share (its verb is left out); the claim names that clause's case; and the
claim's negated clause names that case, or no case of the positive clause (a claim that
negates the positive case itself, "für die Schlafdauer nicht kontrolliert", stays
flagged).

The other way round (``denied_by_ellipsis``), a claim that states the left-out statement of
that case plainly ("Gegen Borreliose gibt es … eine Impfung" for "…, gegen Borreliose dagegen
nicht") says the opposite for sure, though it words the predicate its own way; Chinese, which
leaves out the object or the verb phrase after the negation ("针对莱姆病则没有"), is read by
its characters; Japanese and Korean, whose verb comes before its negation ("効かない"), are
not read this way.
"""

from __future__ import annotations

from services.citations.cjk_cues import cjk_cues, cjk_language
from services.citations.clauses import CLAUSE
from services.citations.cues import ADVERSATIVE_WORDS, NEGATION_WORDS, STOP_WORDS
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT
from services.citations.scripts import LETTERS as _WORD
from services.citations.word_forms import holds_word

SHORT = 5
"""Words at most of the clause that leaves its verb out."""
_BUT = frozenset({"but", "aber", "mais", "pero", "ma", "mas", "maar"})
_CASE_MARKS = ADVERSATIVE_WORDS | frozenset({
    "for", "against", "with", "für", "gegen", "mit", "pour", "contre", "avec", "para",
    "contra", "con", "per", "contro", "com", "voor", "tegen", "met"})
"""Words an elliptical clause repeats from the clause before without repeating its verb:
the adverbs of a contrast ("dagegen", "jedoch") and the prepositions that mark the case
("gegen FSME …, gegen Borreliose nicht")."""
FINITE: dict[str, tuple[str, ...]] = {
    "en": ("is", "are", "was", "were", "be", "been", "has", "have", "had", "does", "did",
           "will", "can", "must"),
    "de": ("ist", "sind", "war", "waren", "wird", "werden", "wurde", "wurden", "hat", "haben",
           "kann", "können", "muss", "müssen", "darf", "dürfen"),
    "fr": ("est", "sont", "était", "sera", "seront", "ont", "peut", "peuvent", "doit"),
    "es": ("está", "están", "son", "será", "han", "puede", "pueden", "debe"),
    "it": ("è", "sono", "sarà", "hanno", "può", "possono", "deve"),
    "pt": ("é", "são", "está", "estão", "será", "têm", "pode", "podem", "deve"),
    "nl": ("zijn", "wordt", "worden", "werd", "heeft", "hebben", "kan", "kunnen", "moet"),
}
"""Auxiliaries and copulas, a closed class of each language: a clause with one states a verb
of its own, no ellipsis (Spanish "es" and Italian "ha" left out: words of other languages)."""
_FINITE = frozenset(w for words in FINITE.values() for w in words)


def negated_by_ellipsis(part: str, claim: str, best: str, sentence: str) -> bool:
    """Whether ``sentence`` (the page's) follows its positive clause ``best`` with a short
    negated clause of another case, which ``claim`` names, and the claim's negated clause
    ``part`` restates ``best`` without ``best``'s own case."""
    at = sentence.find(best.strip())
    if at == -1:
        return False
    rest = sentence[at + len(best.strip()) :].lstrip(" ,;:–—")
    following = CLAUSE.split(rest, maxsplit=1)[0] if rest else ""
    words = [w.lower() for w in _WORD.findall(following)]
    if not words or len(words) > SHORT or NEGATION_WORDS.isdisjoint(words):
        return False
    shared = set(terms(part)) & set(terms(best))
    if not shared or any(t in shared for t in terms(following)):
        return False  # the clause states its own verb: no ellipsis
    case = [w for w in words if w not in STOP_WORDS and w not in NEGATION_WORDS
            and w not in _BUT and len(w) >= 3]
    if not case or not all(holds_word(claim, w) for w in case):
        return False
    if all(holds_word(part, w) for w in case):
        return True  # "für das Frühstück nicht kontrolliert", "anders als für die Schlafdauer"
    own = [t for t in terms(best) if t not in shared and len(t) >= 3]
    return bool(own) and not any(holds_word(part, t) for t in own)  # the case named before


def denied_by_ellipsis(mine: str, negated: str, sentence: str) -> bool:
    """Whether the page's ``negated`` clause leaves out the verb of the clause before it in
    ``sentence`` and denies that clause's statement of another case ("Gegen FSME gibt es eine
    Impfung, gegen Borreliose dagegen nicht"; "dafür ist eine Internetverbindung nötig, für
    den Heizbetrieb jedoch nicht"; "Sleep was controlled for, but not breakfast"), and the
    claim's plain clause ``mine`` states that statement of the case ("Gegen Borreliose gibt
    es … eine Impfung"): the opposite, sure, though the claim words the left-out predicate
    its own way ("erforderlich" for "nötig") or keeps a word of the first case beside it."""
    at = sentence.find(negated.strip()[:40])
    if at <= 0:
        return False
    before = [p for p in CLAUSE.split(sentence[:at]) if set(terms(p)) - _CASE_MARKS - _BUT]
    if before and CJK_SCRIPT.search(negated):
        # Japanese and Korean put the verb before its negation ("効かない"): the
        # characters before it are no elliptical clause's case, as Chinese's are.
        return cjk_language(negated, sentence) == "zh" and _cjk_denied(mine, negated, before[-1])
    words = [w.lower() for w in _WORD.findall(negated)]
    if not before or not words or len(words) > SHORT or NEGATION_WORDS.isdisjoint(words) or (
            not _FINITE.isdisjoint(words)):
        return False  # "B werden nicht unterstützt" (cut at "bzw."): a verb of its own
    prior, own = set(terms(before[-1])), set(terms(negated))
    if prior & own - _CASE_MARKS:
        return False  # the clause states its own verb: no ellipsis
    case = [w for w in words if w not in STOP_WORDS and w not in NEGATION_WORDS
            and w not in _BUT and w not in _CASE_MARKS and len(w) >= 3]
    predicate = [t for t in prior - own if len(t) >= 3 and not t[:1].isdigit()]
    return bool(case) and all(holds_word(mine, w) for w in case) and any(
        holds_word(mine, t) for t in predicate)


CJK_MARKS = ("针对", "对于", "对", "而", "但", "则", "却", "就", "也", "都", "至于")
"""Characters that mark a Chinese elliptical clause's case and its contrast ("针对莱姆病则
没有"): no part of the case."""
CJK_CASE = 2
"""Characters at least of the case a Chinese elliptical clause names."""


def _cjk_denied(mine: str, negated: str, prior: str) -> bool:
    """``denied_by_ellipsis`` for Chinese, which leaves out the object or the whole verb
    phrase after its negation ("针对森林脑炎有疫苗，针对莱姆病则没有"; "App控制需要联网，供暖则不
    需要"): the clause ends with its negation, or with a verb the clause before states; the
    claim's clause names the case (the characters before the negation, its marks aside) and
    a word of the clause before that the negated clause leaves out ("也有疫苗")."""
    text = negated.strip().rstrip("。.，,；;！!")
    cue = next((c for c in cjk_cues("negation", text) if c in text), "")
    if not cue:
        return False
    head, tail = text.split(cue, 1)
    if tail and tail not in prior:
        return False  # the clause states its own verb or object
    case = head
    for mark in CJK_MARKS:
        case = case.replace(mark, "")
    own = set(terms(text))
    predicate = [t for t in terms(prior) if t not in own and not set(t) & set(case)]
    return len(case) >= CJK_CASE and case in mine and any(t in mine for t in predicate)
