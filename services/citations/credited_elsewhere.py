"""A statement the page credits to one person, which the claim credits to another person
the page names.

"Councillor Maria Lindqvist, who chairs the residents' forum, argued that the cost
estimate did not include maintenance" where the page says "… including finance director
Peter Hale, argued that the cost estimate did not include maintenance" and quotes
Lindqvist on something else; "CLAB director Fiona Marsh said the authority would consider
…" where the page has "He added that the authority would consider …" right after a quote
of its chief executive. ``speakers.speaker_swap`` reads the claim's window; this reads
structure over the whole page: which sentence states what the claim says was said (its
words after the verb of saying, or beside "according to"), and whom that sentence credits
(a name before a verb of saying, the person and not the place in "NAME of PLACE said",
after a quotation's verb with up to three words of role between, or, for a pronoun before
or after its verb ("He added …", '"…," he said') or a quotation alone, the one the
sentence before names, or else the one person it names in full: "The current owner, Fiona
Lennox, took over in 2011." before '"We still drill …," she says.'). Where no one sentence
states it, a quotation's two sentences may together: the first, with a quotation alone
after it, is the one credited. Reported speech rewords what was said: a participle
("gekocht" for "kochen") and a compound that names in full what the sentence calls by its
head ("Kleingartenvereine" for "Vereine") still hold the sentence's words.

Verbs of saying are a closed class per language (``speakers.SAYING``, the verbs of
advice and judgement below, and those of fear and attestation: ``fear_verbs``); a
person's name is capitalised words, so scripts without capitals are left to ``speakers``.
A claim that names the page's topic to stand alone ("die Sperrung der Schleuse Hartwig"
where the sentence under that heading says "die Sperrung") is read without the words of the
page's headings when the sentence that states it holds too few of them otherwise.
"""

from __future__ import annotations

import re

from services.citations.content_words import content_words
from services.citations.continued_quote import QUOTE_ONLY, continued_speaker
from services.citations.cue_readings import DETERMINER_WORDS
from services.citations.fear_verbs import SPACED_FEARING
from services.citations.ge_participles import ge_participle_page
from services.citations.headings import heading_words
from services.citations.passages import SourceIndex
from services.citations.person_titles import is_title
from services.citations.prefixed_forms import prefixed_among
from services.citations.scripts import LETTER_WORD
from services.citations.speakers import ACCORDING, PRONOUNS, SAYING, speakers
from services.citations.stop_words import STOP_WORDS
from services.citations.word_forms import holds_word

JUDGING: dict[str, tuple[str, ...]] = {
    "en": ("recommends", "recommended", "called", "suggested", "insisted", "believes",
           "criticised", "criticized", "praised", "described"),
    "de": ("empfiehlt", "empfahl", "meint", "meinte", "bezeichnete", "kritisierte",
           "lobte", "forderte", "rät", "riet"),
    "fr": ("recommande", "estime", "a estimé", "a qualifié", "a critiqué", "conseille"),
    "es": ("recomienda", "recomendó", "considera", "calificó", "criticó", "aconseja"),
    "it": ("raccomanda", "consiglia", "ritiene", "ha definito", "ha criticato"),
    "pt": ("recomenda", "aconselha", "considera", "classificou", "criticou"),
    "nl": ("adviseert", "raadt", "vindt", "noemde", "bekritiseerde"),
}
"""Verbs of advice and judgement that credit what follows to the one before them, as a verb
of saying does ("X recommends that …", "X called the decision …")."""
VERBS: frozenset[str] = SAYING | SPACED_FEARING | {w for words in JUDGING.values() for w in words}
_VERB = "|".join(re.escape(w) for w in sorted(VERBS, key=len, reverse=True))
_NAME = r"(?:[A-ZÀ-ÞĀ-Ž][\w'’-]+\.?\s+){0,3}[A-ZÀ-ÞĀ-Ž][\w'’-]+"
_APPOSITION = r"(?:,\s+[^,;:\"“”„»«]{3,80},)?"
_SPEAKER_FIRST = re.compile(rf"({_NAME}){_APPOSITION},?\s+(?:{_VERB})\b[,:]?\s*(.+)")
"""A name, an apposition between commas or none, a verb of saying, what was said."""
_AFFILIATED_FIRST = re.compile(
    rf"({_NAME})\s+[^\W\d_A-ZÀ-ÞĀ-Ž]{{1,4}}\s+{_NAME}{_APPOSITION},?\s+(?:{_VERB})\b")
"""A name, then where the person works after a short word ("Lionel Agbaje of Westmoor
University, who …, called"; "Sabine Lechner vom Naturpark Kalkrain rät"): the person, not
the place, is the one credited."""
_AFTER_QUOTE = re.compile(rf"[\"”“»«’]\s*,?\s*(?:{_VERB})\s+(?:[a-zà-ÿ][\w-]*\s+){{0,3}}"
                          rf"((?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?{_NAME})")
"""After a quotation: a verb of saying, up to three words of role, the one who said it."""
_PRONOUN = re.compile(rf"^\W*(?:{'|'.join(PRONOUNS)})\s+(?:{_VERB})\b", re.IGNORECASE)
_PRONOUN_AFTER_QUOTE = re.compile(
    rf"[\"”“»«’']\s*,?\s*(?:(?:{'|'.join(PRONOUNS)})\s+(?:{_VERB})|(?:{_VERB})\s+"
    rf"(?:{'|'.join(PRONOUNS)}))\b", re.IGNORECASE)
"""A quotation credited to a pronoun ('"…," he said', "„…“, sagte sie"): the one the
sentence before names."""
_QUOTED = re.compile("[\"“”„»«]")
"""A quotation mark: a sentence that quotes its speaker."""
_FULL_NAME = re.compile(r"(?<![\w'’-])[A-ZÀ-ÞĀ-Ž][\w'’-]+(?:\s+[A-ZÀ-ÞĀ-Ž][\w'’-]+)+")
"""A run of two capitalised words or more: a person's full name, where it stands alone."""
STATED_AT = 0.7
"""Share at least of the claim's statement words that the sentence credited to another
must hold."""
OWN_AT = 0.5
"""Share of them a sentence naming the claimed person may hold at most (else the page
credits them with it too)."""
MIN_WORDS = 3
"""Content words at least in the statement."""
PARTICIPLE = 6
"""Letters more than which a word opening with "ge" may be a participle ("gekocht")."""


def credited_elsewhere(claim: str, index: SourceIndex) -> tuple[str, str] | None:
    """``(claimed person, credited person)`` when the page's one sentence that states what
    ``claim`` says was said credits it to someone the claim does not name, and the page
    names the claimed person elsewhere without crediting them with it."""
    said = _claimed(claim)
    if said is None:
        return None
    name, statement = said
    surname = _surname(name) if len([w for w in name.split() if not is_title(w)]) >= 2 else None
    words = content_words(statement, distinct=True)
    if surname is None or len(words) < MIN_WORDS or surname.lower() not in index.lowered:
        return None
    participles = ge_participle_page(index.text)
    held, best = _stating(index, words, participles)
    if best >= 0 and held[best] < STATED_AT and (
            quoted := _quote_pair(index, words, participles)) >= 0:
        # A quotation's two sentences state it together: the first is the one credited.
        held, best = held[:], quoted
        held[best] = STATED_AT
    if best < 0 or held[best] < STATED_AT:
        # The claim may name the page's topic to stand alone ("die Sperrung der Schleuse
        # Hartwig" where the sentence says "die Sperrung" under that heading).
        topic = heading_words(index.text)  # read once: a scan of the whole page
        own = [w for w in words if not holds_word(topic, w)]
        if len(own) < MIN_WORDS or len(own) == len(words):
            return None
        words = own
        held, best = _stating(index, words, participles)
    if best < 0 or held[best] < STATED_AT or held.count(held[best]) > 1:
        return None
    sentence = index.sentence(best)
    if surname in sentence:
        return None
    if any(share >= OWN_AT and surname in index.sentence(k) for k, share in enumerate(held)):
        return None  # the page credits the claimed person with it too
    before = index.sentence(best - 1) if best > 0 else ""
    theirs = _credited(sentence, before)
    if theirs is None or _surname(theirs) in (None, surname) or (
            (_surname(theirs) or "") in claim):
        return None
    return name, theirs


def _stating(index: SourceIndex, words: list[str],
             participles: bool) -> tuple[list[float], int]:
    """The share of ``words`` each sentence of the page holds (``_share``), and the
    sentence holding most (-1 for a page without sentences)."""
    held = [_share(index.sentence(k), words, participles) for k in range(len(index.spans))]
    return held, max(range(len(held)), key=held.__getitem__, default=-1)


def _quote_pair(index: SourceIndex, words: list[str], participles: bool) -> int:
    """The one sentence that, with the quotation alone after it (which goes on with what
    it says: ``continued_quote``), holds ``STATED_AT`` of ``words`` where neither holds it
    alone ("'Thirty-seven birds … is a small sample,' he said. 'We need the same cameras
    in other towns …'"); -1 when none or more than one does."""
    found = [k for k in range(len(index.spans) - 1)
             if QUOTE_ONLY.match(index.sentence(k + 1)) and _QUOTED.search(index.sentence(k))
             and _share(f"{index.sentence(k)} {index.sentence(k + 1)}", words, participles)
             >= STATED_AT]
    return found[0] if len(found) == 1 else -1


def _claimed(claim: str) -> tuple[str, str] | None:
    """``(name, statement)`` of a claim that credits a statement to a named person."""
    lowered = claim.lower()
    for cue in ACCORDING:
        at = lowered.find(cue)
        if at < 0 or (at and lowered[at - 1].isalnum()):
            continue
        after = claim[at + len(cue):]
        run = re.match(rf"\s+(?:[\w'’-]+\s+){{0,4}}?({_NAME})\s*,?\s*(.*)", after)
        if at > 0 and run is not None:  # "…, according to NAME"
            return run.group(1), claim[:at]
        if run is not None:  # "According to NAME, …", "Laut NAME stammen …"
            return run.group(1), run.group(2)
    run = _SPEAKER_FIRST.search(claim)
    return (run.group(1), run.group(2)) if run is not None else None


def _surname(name: str) -> str | None:
    """The last word of ``name`` that is no title and starts with a capital, or None."""
    words = [w for w in re.findall(r"[\w'’-]+", name) if not is_title(w)]
    last = words[-1] if words else ""
    return last if last[:1].isupper() and len(last) > 2 else None


def _share(sentence: str, words: list[str], participles: bool = False) -> float:
    """Share of ``words`` that ``sentence`` holds in some form (``_held``; a participle's
    "ge" taken off where ``participles``: a German or Dutch page)."""
    lowered = sentence.lower()
    tokens = LETTER_WORD.findall(lowered)  # once a sentence, not once a word
    return sum(_held(lowered, w, tokens, participles) for w in words) / len(words)


def _held(text: str, word: str, tokens: list[str] | None = None,
          participles: bool = False) -> bool:
    """Whether ``text`` (lower-cased; its words ``tokens`` when read already) holds
    ``word`` in some form: another ending, on a page in a language that forms them so
    (``participles``: ``ge_participles``) a participle's "ge" taken off ("gekocht" for
    "kochen", "geduscht" for "duschen"; not "gestation" for "station"), or as the head
    of the claim's compound ("Kleingartenvereine" where the page says "Vereine";
    ``prefixed_forms``: never behind a negative prefix, "impossible" for "possible").
    Reported speech rewords a quotation's verbs into participles and names what it
    refers to in full; neither tells another statement."""
    if holds_word(text, word):
        return True
    if participles and word.startswith("ge") and len(word) > PARTICIPLE and holds_word(
            text, word[2:]):
        return True
    return prefixed_among(word, LETTER_WORD.findall(text) if tokens is None else tokens)


def _credited(sentence: str, before: str) -> str | None:
    """Whom ``sentence`` credits what it says to: a name it writes before a verb of saying
    or after a quotation's; for a pronoun ("He added …") or a quotation alone, the one
    ``before`` credits."""
    if _PRONOUN.search(sentence) or _PRONOUN_AFTER_QUOTE.search(sentence):
        return _named(before) or _introduced(before)
    named = _named(sentence)
    if named is not None:
        return named
    return continued_speaker(sentence, before, VERBS) or (
        _named(before) if re.match(r"^\W*[\"“„«»]", sentence) and not re.search(
            r"[\"”“»«]\s*,?\s*(?:" + _VERB + r")\b", sentence) and _quote_ends(before)
        else None)


def _named(sentence: str) -> str | None:
    """The person ``sentence`` credits by name, or None."""
    found = speakers(sentence)
    if found:
        return found[-1]
    run = _AFTER_QUOTE.search(sentence)
    if run is not None:
        return run.group(1)
    run = _AFFILIATED_FIRST.search(sentence) or _SPEAKER_FIRST.search(sentence)
    return run.group(1) if run is not None and _surname(run.group(1)) else None


def _introduced(sentence: str) -> str | None:
    """The one person ``sentence`` names in full (two capitalised words or more, not
    counting a first word the sentence's start capitalises: ``_opening``), for a pronoun
    of the sentence after to stand for ("The current owner, Fiona Lennox, took over in
    2011." before '"We still drill …," she says.'); None when it names no one or several.
    A run after an article or possessive ("the Kalkrain
    Parish Council", "die Gemeinde Kalkrain") names a body or a thing, not a person."""
    runs = [" ".join(words) for run in _FULL_NAME.finditer(sentence)
            if len(words := _untitled(_opening(run.group().split(), run.start(), sentence)))
            >= 2 and not _determined(sentence[: run.start()])]
    return runs[0] if len(runs) == 1 else None


def _opening(words: list[str], start: int, sentence: str) -> list[str]:
    """``words`` of a capitalised run, less what the sentence's start capitalises: a run
    that opens the sentence keeps its name only behind a function word or a title
    ("When Fiona Lennox …", "Dr Fiona Lennox …"); any other run there ("New York Times
    reported …") may be a place or a body whose first word is its own, and is no one's
    name rather than the rest of it ("York Times")."""
    if sentence[:start].strip(" \t\n\"“„«»'‘(["):
        return words
    if words and (words[0].lower() in STOP_WORDS or is_title(words[0])):
        return words[1:] if words[0].lower() in STOP_WORDS else words
    return []


def _determined(before: str) -> bool:
    """Whether ``before`` ends in an article or a possessive (``DETERMINER_WORDS``)."""
    last = LETTER_WORD.findall(before[-24:])
    return bool(last) and before.rstrip()[-1:].isalpha() and last[-1].lower() in (
        DETERMINER_WORDS)


def _untitled(words: list[str]) -> list[str]:
    """``words`` less the titles that open them ("Dr", "Prof.")."""
    while words and is_title(words[0]):
        words = words[1:]
    return words


def _quote_ends(sentence: str) -> bool:
    """Whether ``sentence`` holds a quotation credited with a verb of saying."""
    return _AFTER_QUOTE.search(sentence) is not None
