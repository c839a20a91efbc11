"""A claim that allows, enables or requires what its page's clause forbids or says is not
needed: "the person can safely go back into the building" for "Do not let the person go back
into the building until an engineer has checked"; "业主……都可以申请安装充电桩" for "……不得安装
充电桩"; "should stay home until the crusts have fallen off" for "do not need to stay home
until the crusts have fallen off"; "lassen sich gut einfrieren" for "zum Einfrieren eignet sich
das Gericht nicht".

Each clause is read on the square of modality, from closed classes of every language the
check reads: may (``POSSIBLE``: "can", "allowed", "suitable", "darf", "lässt sich", "可以"),
must (``NECESSARY``: "must", "should", "need", "muss", "应"), and their negations: may not
(a prohibition word, "banned", "verboten", "不得", or a negation with a word of may or with
"must"/"should": "cannot", "darf nicht", "must not"), need not (a negation with any other word
of must: "do not need to", "muss nicht", "不必"). Opposites: may against may not, must
against may not, must against need not (may and need not agree: a choice). A plain negation
("keine Kühlakkus verwenden") stands against may only where its clause's verb stands in the
claim's clause too. The two clauses must say the same thing otherwise: most of the page
clause's words (``ALIGNED``) in the claim's clause. The page's "until", "unless" or "except"
keeps the claim right when the claim states what follows it ("once an engineer has
checked, the person can go back").

The clause-by-clause negation check (``polarity``) already finds many of these, but weighs
them as a check only where the claim and page differ in a word of obligation, or the claim
is stated nearly as well elsewhere; here the modality itself is what flips.
"""

from __future__ import annotations

import re
from itertools import pairwise

from services.citations.cjk_exceptions import EXCEPTING
from services.citations.clauses import clauses
from services.citations.cues import (
    ABILITY_WORDS,
    ADVERSATIVE_WORDS,
    AVOID_WORDS,
    EXCEPTIONS,
    LACKS,
    NEGATION_WORDS,
    NEGATIVE_PREFIXES,
    OBLIGATION_WORDS,
    ONLY,
    STOP_WORDS,
    WITHOUT,
)
from services.citations.finding import Finding
from services.citations.main_clause import main_part
from services.citations.passages import terms
from services.citations.scripts import CJK_SCRIPT as _CJK
from services.citations.scripts import LETTERS as _WORD
from services.citations.table_words import table_words
from services.citations.word_forms import holds_word

POSSIBLE = (ABILITY_WORDS - {"可能", "許可"}) | frozenset({
    "may", "could", "let", "suitable", "suited", "geeignet", "eignet", "eignen", "adapté",
    "adaptée",
    "adecuado", "adecuada", "apto", "adatto", "adatta", "adequado", "geschikt", "适合",
    "가능",
})
"""Words of may: ability, permission, suitability ("eignet sich", "lässt sich einfrieren")."""
SHOULD = frozenset({
    "must", "mustn", "should", "shouldn", "soll", "sollte", "sollten", "sollen", "darf",
    "dürfen", "devrait", "doit", "debería", "debe", "dovrebbe", "deve", "deveria", "moet",
    "应", "应该", "应当",
})
"""Words of must that, negated, forbid ("must not", "sollte nicht", "不应", "不要"): the
others, negated, only lift a duty ("need not", "muss nicht", "不必")."""
NECESSARY = OBLIGATION_WORDS | frozenset({
    "should", "sollte", "sollten", "soll", "sollen", "brauchen", "braucht", "devrait",
    "debería", "dovrebbe", "deveria", "应", "应该", "需要", "必要", "不必", "无需", "无须",
    "necessary", "nötig", "notwendig", "erforderlich", "nécessaire", "besoin", "necesario",
    "necesita", "necesitan", "necessario", "bisogno", "necessário", "precisa", "precisam",
    "nodig", "hoeft", "hoeven",
})
"""Words of must: obligation and advice."""
FORBID = frozenset({
    "prohibited", "forbidden", "banned", "barred", "verboten", "untersagt", "interdit",
    "interdite", "prohibido", "prohibida", "vietato", "vietata", "proibido", "proibida",
    "verboden", "禁止", "严禁", "不得", "不准", "不许", "勿", "不要", "不能", "不可", "금지",
})
"""Words of a prohibition: may not, with no other word."""
OPENS = frozenset({
    "until", "till", "unless", "except", "bis", "außer", "ausgenommen", "sofern",
    "jusqu", "sauf", "hasta", "salvo", "excepto", "finché", "tranne", "até", "exceto",
    "totdat", "behalve", "直到", "之前", "除非", "除", "以前", "まで", "까지",
})
"""Words after which a prohibition lifts or a case is left out: what follows them, stated by
the claim, keeps the claim right. Not "once": what follows it is when the prohibition holds
("Once thawed, milk … must not be refrozen"), no end of it."""
ADDITIVES = frozenset({
    "also", "too", "likewise", "auch", "ebenfalls", "gleichfalls", "aussi", "également",
    "también", "igualmente", "anche", "pure", "também", "ook", "eveneens",
    "同样", "也可", "亦", "同じく", "も同様", "마찬가지",
})
"""Words that add a case to a statement ("also", "auch", "同样"): a claim with one that allows
what the page's clause negates includes the case the page leaves out, whatever its verb."""
ALIGNED = 0.5
"""Share at least of the page clause's words (its modal and negation words aside) the claim
holds, two at least (one where the page clause has only two)."""
ABOUT = 0.4
"""Share at least of the claim clause's words the page clause holds: it is about the same."""
ALIGNED_CJK, ABOUT_CJK = 0.35, 0.3
"""The two shares for Chinese, Japanese and Korean, read in character pairs: a word said
otherwise ("家电" for "商品") costs every pair it stands in."""
PREDICATE = 2
"""Words after the claim's modal (and its clause's last) of which one must stand in the page
clause: the modal bears on what the page's negation bears on ("can be fined" is not "are
banned")."""

MIN_STEM = 4
"""Letters at least of the stem after a negative prefix ("uncommon": "common")."""
AFTER = 1
"""Words after a plain negation, one of which the claim must state (the verb or the object
it turns down: "does not apply", "keine Kühlakkus verwenden")."""

_ONLY = frozenset(w for ws in ONLY.values() for w in ws if w not in ("until", "till"))
_WITHOUT = frozenset(w for ws in WITHOUT.values() for w in ws if not _CJK.match(w))
_MODAL = POSSIBLE | NECESSARY | FORBID | NEGATION_WORDS | {"lässt", "lassen"}  # "lässt sich"
_EXCEPTING = frozenset(w for ws in EXCEPTIONS.values() for w in ws) | frozenset(EXCEPTING)
_NEGATORS = NEGATION_WORDS - _EXCEPTING - AVOID_WORDS - frozenset({  # avoiding, lacking
    "lest", "以免", "免得", "以防", "防止", *LACKS["en"], *LACKS["de"]})


_PHRASES = {  # words of two: "have to", "lässt sich"
    "must": re.compile(r"\b(?:have|has|had|need|needs) to\b"),
    "may": re.compile(r"\b(?:lässt|lassen) sich\b"),
}
_MONTH = re.compile(r"(?<=[^\W\d_] )May\b|(?<=\d )May\b")
"""The month May inside a sentence ("in May", "3 May"): no word of may."""
_NOT_NEGATING = ("不少", "不断", "不过", "不仅", "不同", "不但", "不论", "不管", "不久", "不足",
                 "不良", "不粘", "不错", "无论", "未来", "并不少", "未满", "未成年")
"""Chinese words that begin with a character of negation but negate nothing ("不少": many)."""


def _has(text: str, words: frozenset[str]) -> list[str]:
    lowered = text.lower()
    for word in _NOT_NEGATING:
        lowered = lowered.replace(word, " ")
    return table_words(lowered, words)


_BOUND = re.compile(
    r"\b(?:no|not|nicht|pas|no|non|não|niet)\s+(?:more|less|longer|later|earlier|fewer|"
    r"mehr|weniger|länger|später|früher|plus|moins|más|menos|più|meno|mais|meer|minder)\b"
    r"|不得?(?:超过|多于|少于|低于|高于|早于|晚于|大于|小于|短于|长于)")
"""A negation that bounds a figure ("no more than 2 hours", "nicht mehr als", "不超过"): no
negation of what is done."""
NEAR = 4
"""Words at most between a negation and the modal it turns ("may not", "eignet sich das Gericht
nicht"); one farther off turns another verb ("who do not respond to oral iron may receive")."""


def _beside_modal(text: str) -> bool:
    """Whether a negation of ``text`` stands within ``NEAR`` words of a word of may or must
    (CJK, written without spaces: always); "have" only as "have to" ("has no engine of her
    own" has no word of must)."""
    if _CJK.search(text):
        return True
    words = _WORD.findall(text)
    modal = [k for k, w in enumerate(words) if w in POSSIBLE or w in NECESSARY or w in SHOULD
             or w in ("need", "needs", "lässt", "lassen") or (
                 w in ("have", "has", "had") and words[k + 1 : k + 2] == ["to"])]
    return any(abs(k - m) <= NEAR for k, w in enumerate(words) if w in _NEGATORS
               for m in modal)


def reading(clause: str) -> str:
    """The clause on the square: "may", "must", "may not", "need not", "not" (a plain
    negation) or "" (none of these). A prohibition negated is lifted: may."""
    forbids = _has(clause, FORBID)
    bare = clause.lower()
    for word in forbids:  # "不得" holds "不": the prohibition is no negation of itself
        bare = bare.replace(word, " ")
    bare = _BOUND.sub(" ", bare)  # "no more than 2 hours", "不超过": a bound, no negation
    negated = bool(_has(bare, _NEGATORS))
    able = _has(_MONTH.sub(" ", clause), POSSIBLE) or _PHRASES["may"].search(clause.lower())
    if forbids:
        return "may" if negated else "may not"  # "不在禁止范围之内", "not banned": lifted
    musts = _has(clause, NECESSARY) + [m.group(0) for m in _PHRASES["must"].finditer(
        clause.lower())]
    turned = negated and _beside_modal(bare)
    if turned and _has(clause, SHOULD) and not any(" to" in w for w in musts):
        return "may not"
    if turned and musts:
        return "need not"
    if turned and able:
        return "may not"
    if negated:
        return "not"
    if musts:
        return "must"
    return "may" if able else ""


_OPPOSED = {("may", "may not"), ("must", "need not"), ("may", "not"), ("may not", "may")}
"""Opposite corners (must and may not are left out: "must be pushed over the bridge" says
what "may not ride over the bridge" says, a double negation). A claim's may not is read only
where a word of prohibition says it ("同样禁止", "is banned"): a negation of the claim's own is
weighed by ``polarity``."""


def _content(text: str) -> set[str]:
    return {t for t in terms(text) if not t[:1].isdigit() and t not in STOP_WORDS
            and t not in _MODAL}


def _lifted(claim: str, sentence: str) -> bool:
    """Whether the page's sentence lifts or leaves out a case ("until …", "except …") that
    the claim states: half at least of the words after the marker."""
    lowered = sentence.lower()
    for word in OPENS:
        at = lowered.find(word) if _CJK.match(word) else next(
            (m.end() for m in re.finditer(rf"(?<![^\W\d_]){word}(?![^\W\d_])", lowered)), -1)
        if at == -1:
            continue
        after = _content(lowered[at:])
        if after and 2 * sum(1 for t in after if t in set(terms(claim)) or holds_word(
                claim, t)) >= len(after):
            return True
    return False


def modal_flip(claim: str, sentences: list[str], near: list[str] | None = None) -> Finding | None:
    """A clause of ``claim`` with may or must that a clause of ``sentences`` (the window's)
    states the opposite of on the square, saying the same otherwise, and no clause of
    ``near`` (the window with a sentence either side) holds the claim's clause better."""
    modal = [(part, mine) for part, _terms in clauses(claim)
             if (mine := reading(main_part(part))) in ("may", "must") or (
                 mine == "may not" and _has(part, FORBID))]
    if not modal:
        return None
    everything = _content(claim)
    rivals = [c for s in (near or sentences) for c, _t in clauses(s)]
    for part, mine in modal:
        own = _content(part)
        if not own:
            continue
        for sentence in sentences:
            for theirs, _t in clauses(sentence):
                other = reading(main_part(theirs))  # "not recommended because it can …"
                if (mine, other) not in _OPPOSED:
                    continue
                wanted = _content(_scope(theirs))
                shared = {t for t in wanted if t in everything or holds_word(claim, t)}
                about = _about(own, theirs)
                cjk = _CJK.search(theirs) is not None  # bigrams: a changed character costs two
                if len(shared) < min(2, len(wanted) - 1) or len(shared) < (
                        ALIGNED_CJK if cjk else ALIGNED) * len(wanted) or about < (
                        ABOUT_CJK if cjk else ABOUT) * len(own) or not _predicate(part, theirs):
                    continue
                if other == "not" and (not (_verb_shared(theirs, main_part(part)) or _has(
                        part, ADDITIVES)) or _has(part, ADVERSATIVE_WORDS)):
                    continue  # "同样可以享受" for "暂不纳入": the case the page leaves out
                if _double(theirs, part):
                    continue  # "not uncommon" for "common"
                if (other in ("may not", "not") and (_lifted(claim, sentence) or _has(
                        part, _ONLY) or _has(theirs, _WITHOUT))) or (mine == "may not" and (
                        _has(theirs, _ONLY) or _has(part, _WITHOUT))):
                    continue  # "only with a muzzle" for "not without a muzzle": one rule
                if any(_about(own, c) > about for c in rivals if reading(c) == mine):
                    continue  # the page says it the claim's way round elsewhere
                return Finding("negation", part.strip(), theirs.strip(), rule="modal_square")
    return None


def _about(own: set[str], clause: str) -> int:
    theirs = set(terms(clause))
    return sum(1 for t in own if t in theirs or holds_word(clause, t))


def _predicate(part: str, theirs: str) -> bool:
    """Whether a word the claim's modal bears on (the next ``PREDICATE`` words after it, or
    its clause's last) stands in the page's clause."""
    lowered = part.lower()
    spots = [m.end() for m in _WORD.finditer(lowered) if m.group(0) in _MODAL] + [
        m.end() for m in _PHRASES["may"].finditer(lowered)] + [
        m.end() for m in _PHRASES["must"].finditer(lowered)] + [
        lowered.find(w) + len(w) for w in _MODAL if _CJK.match(w) and w in lowered]
    if not spots:
        return False
    words = [w for w in _WORD.findall(lowered[min(spots):]) if w not in STOP_WORDS
             and w not in _MODAL]
    if words and _CJK.match(words[0]):
        return any(p in theirs for p in _pairs(words[0][:4]))
    last = [w for w in _WORD.findall(lowered) if w not in STOP_WORDS][-1:]
    return any(holds_word(theirs, w) for w in words[:PREDICATE] + last)


def _scope(clause: str) -> str:
    """``clause`` up to the word that lifts it ("… go back into the building | until …")."""
    lowered = clause.lower()
    cut = min((m.start() for word in OPENS for m in ([re.search(re.escape(word), lowered)]
              if _CJK.match(word) else [re.search(
                  rf"(?<![^\W\d_]){word}(?![^\W\d_])", lowered)]) if m), default=len(clause))
    return clause[:cut]


def _verb_shared(negated: str, part: str) -> bool:
    """Whether the word the page's plain negation bears on (the next content word after
    it) stands in the claim's clause."""
    words = [w for w in _WORD.findall(negated.lower()) if w not in STOP_WORDS or w in _NEGATORS]
    spots = [k for k, w in enumerate(words) if w in _NEGATORS]
    if not spots:  # a CJK negation: the characters after it
        hit = next((negated.find(w) for w in _NEGATORS if _CJK.match(w) and w in negated), -1)
        return hit != -1 and any(c in part for c in _pairs(negated[hit + 1 : hit + 4]))
    return any(holds_word(part, w) for at in spots for w in words[at + 1 : at + 1 + AFTER]
               if w not in _NEGATORS)  # "kein Eiswasser und keine Kühlakkus": each


def _double(negated: str, part: str) -> bool:
    """Whether a negation of ``negated`` turns a word with a negative prefix whose stem the
    claim's clause states ("not uncommon" for "common"): a double negation."""
    words = _WORD.findall(negated.lower())
    return any(w in _NEGATORS and any(
        nxt.startswith(p) and len(nxt) - len(p) >= MIN_STEM and holds_word(part, nxt[len(p):])
        for p in NEGATIVE_PREFIXES) for w, nxt in pairwise(words))


def _pairs(text: str) -> list[str]:
    return [text[k : k + 2] for k in range(len(text) - 1) if _CJK.match(text[k])]


def same_corner(claimed: str, stated: str) -> bool:
    """Whether a flip the clause check found between ``claimed`` and ``stated`` stands on one
    negated corner of the square ("ist für Besucher nicht nötig" and "müssen … nicht im
    Voraus buchen": need not, both): the two negations say one thing."""
    mine = reading(claimed)
    return mine in ("may not", "need not") and mine == reading(stated)
