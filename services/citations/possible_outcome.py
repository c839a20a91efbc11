"""What the page says can happen, told by the claim as what does happen.

"Nach starken Regenfällen kann die Klamm kurzfristig gesperrt werden" told as "Nach starken
Regenfällen wird die Klamm gesperrt"; "Bei Sturmflut kann der Fährverkehr ausfallen" as "Bei
Sturmflut fällt der Fährverkehr aus"; "after heavy rain the path can be closed" as "the path
is closed". The modal of possibility ("kann", "can", "peut", "puede", "può", "pode", "kan")
is read as an ability too, so the hedge check lets a claim drop it: "lassen sich importieren"
for "können importiert werden" keeps it in other words, and "the app exports PDFs" for "can
export PDFs" is fair. A possibility here: the page's modal stands under a circumstance
(``CIRCUMSTANCES``: "nach", "bei", "after", a condition's clause before it) and governs an
event (a passive or a reflexive, or a verb with no object), its subject no person ("bei Regen
kann man die Halle nutzen" is a permission). The claim turns it into a certainty when it
restates the modal's verb in its own main clause (not in a clause of cause or condition:
"since the path gets muddy when it rains, boots are a good idea" only gives a reason), with
words of the modal's clause besides, and with no word of possibility, ability, permission,
duty, plan, frequency or hedge of its own.

The modal's verb is the last word of its clause in German and Dutch (past the auxiliaries of
the passive and the reflexive), the first word after it elsewhere. The tables are closed
classes of en, de, fr, es, it, pt and nl; Chinese, Japanese and Korean write the possibility
with a word of its own ("可能", "かもしれない", "수도 있"), which the hedge check reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from services.citations.cues import (
    ABILITY_WORDS,
    BOUND_WORDS,
    HEDGE_WORDS,
    INTENT_WORDS,
    OBLIGATION_WORDS,
    STOP_WORDS,
)
from services.citations.passages import terms
from services.citations.scripts import LETTERS
from services.citations.sentences import sentence_spans
from services.citations.separable import PARTICLES_LONGEST_FIRST
from services.citations.word_forms import holds_word, shared_start

__all__ = ["possible_outcome"]

VERB_LAST: dict[str, tuple[str, ...]] = {
    "de": ("kann", "können"), "nl": ("kan", "kunnen"),
}
"""Modals of possibility whose verb ends the clause."""
VERB_NEXT: dict[str, tuple[str, ...]] = {
    "en": ("can",), "fr": ("peut", "peuvent"), "es": ("puede", "pueden"),
    "it": ("può", "possono"), "pt": ("pode", "podem"),
}
"""Modals of possibility whose verb follows them."""
AUXILIARIES: dict[str, tuple[str, ...]] = {
    "de": ("werden", "worden", "sein", "sich", "es", "kurzfristig", "auch"),
    "nl": ("worden", "zijn", "zich", "er", "ook"),
    "en": ("be", "get", "also", "sometimes", "still"),
    "fr": ("être", "se", "s", "y", "aussi", "également"),
    "es": ("ser", "se", "estar", "también"),
    "it": ("essere", "si", "venire", "anche"),
    "pt": ("ser", "se", "estar", "também"),
}
"""Words between a modal and its verb that are not the verb: the auxiliaries of the passive
and the reflexive, and a few adverbs."""
UNDERGONE: dict[str, tuple[str, ...]] = {
    "en": ("be", "been", "get"), "de": ("werden", "worden", "sich"),
    "nl": ("worden", "zich"), "fr": ("être", "se", "s"), "es": ("ser", "se"),
    "it": ("essere", "venire", "si"), "pt": ("ser", "se"),
}
"""Words of the passive and the reflexive after a modal: what can happen to something
("kann … gesperrt werden", "peut être fermé", "kann sich … verschieben"), no ability."""
ARTICLES: dict[str, tuple[str, ...]] = {
    "de": ("der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
           "einer"),
    "nl": ("de", "het", "een"),
}
"""Articles of the languages whose modal's verb ends the clause: two noun phrases between
the modal and its verb are a subject and an object ("kann die App Touren exportieren"), an
ability; one is the subject of an event ("kann der Fährverkehr ausfallen")."""
PREPOSITIONS: dict[str, tuple[str, ...]] = {
    "de": ("zur", "zum", "im", "am", "in", "an", "auf", "mit", "von", "vom", "für", "bei",
           "beim", "nach", "um", "aus", "über", "unter", "vor", "durch", "gegen", "ohne", "ins"),
    "nl": ("naar", "met", "van", "voor", "op", "in", "aan", "bij", "uit", "over", "door",
           "tot", "om"),
}
"""Prepositions of the languages whose modal's verb ends the clause: the noun after one is
no subject or object ("kann der Fährverkehr zur Insel ausfallen")."""
ADVERB_ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("ly",), "fr": ("ment",), "es": ("mente",), "it": ("mente",), "pt": ("mente",),
}
"""Endings of the adverbs that stand between a modal and the verb that follows it ("can
temporarily be closed", "peut notamment être fermé", "puede temporalmente cerrarse"), by
the modal's language (English "implement" and "comment" end like a French adverb)."""
VERBS_LIKE_ADVERBS: dict[str, tuple[str, ...]] = {
    "en": ("apply", "reply", "supply", "comply", "imply", "multiply", "rely", "fly",
           "rally", "tally"),
}
"""Verbs with an adverb's ending (``ADVERB_ENDINGS``): "can apply", "can reply"."""
KEEPING: dict[str, tuple[str, ...]] = {
    "en": ("let", "lets", "allow", "allows", "sometimes", "occasionally", "possibly",
           "potentially", "temporarily"),
    "de": ("lässt", "lassen", "ließ", "ließen", "manchmal", "gelegentlich", "zeitweise",
           "teilweise", "unter", "umständen", "eventuell", "ggf", "gegebenenfalls"),
    "fr": ("laisse", "permet", "permettent", "parfois", "éventuellement", "temporairement"),
    "es": ("deja", "permite", "permiten", "veces", "ocasionalmente", "temporalmente"),
    "it": ("lascia", "consente", "permette", "talvolta", "volte", "temporaneamente"),
    "pt": ("deixa", "permite", "permitem", "vezes", "ocasionalmente", "temporariamente"),
    "nl": ("laat", "laten", "soms", "eventueel", "tijdelijk"),
}
"""Words of a claim beyond the cue tables that keep the possibility: letting ("lassen sich
importieren"), now and then ("zeitweise gesperrt", "sometimes closed")."""
CIRCUMSTANCES: dict[str, tuple[str, ...]] = {
    "en": ("after", "during", "under", "before", "when", "whenever", "if", "once",
           "following"),
    "de": ("bei", "beim", "nach", "während", "vor", "unter", "wegen", "aufgrund", "ab", "seit",
           "je", "wenn", "falls", "sobald", "sollte", "sollten"),
    "fr": ("après", "pendant", "lors", "sous", "avant", "quand", "lorsque", "si"),
    "es": ("tras", "después", "durante", "bajo", "antes", "cuando", "si", "ante"),
    "it": ("dopo", "durante", "sotto", "prima", "quando", "se", "qualora"),
    "pt": ("após", "depois", "durante", "sob", "antes", "quando", "se", "caso"),
    "nl": ("na", "tijdens", "bij", "onder", "voor", "als", "wanneer", "zodra"),
}
"""Words that open what a sentence sets before its modal as the circumstance the possibility
holds in ("Nach starken Regenfällen kann …", "Sollten … gefunden werden, kann sich …", "after
heavy rain the path can …"): prepositions of time and cause, and words of a condition; not
of place ("im Menü kann … eingestellt werden" tells where one is able to). An ability
states no circumstance: "die App kann PDFs exportieren"."""
PEOPLE: dict[str, tuple[str, ...]] = {
    "en": ("you", "we", "they", "one", "users", "visitors", "guests", "customers", "staff"),
    "de": ("man", "sie", "wir", "ihr", "du", "nutzer", "besucher", "gäste", "kunden"),
    "fr": ("on", "vous", "nous", "ils", "elles", "utilisateurs", "visiteurs"),
    "es": ("usted", "ustedes", "nosotros", "usuarios", "visitantes"),
    "it": ("lei", "voi", "noi", "utenti", "visitatori"),
    "pt": ("você", "vocês", "nós", "usuários", "utilizadores", "visitantes"),
    "nl": ("je", "u", "men", "we", "wij", "jullie", "gebruikers", "bezoekers"),
}
"""Subjects of a modal that make it an ability or a permission of people ("bei Regen kann man
die Halle nutzen", "you can choose"), never a possibility of events."""
SUBORDINATORS: dict[str, tuple[str, ...]] = {
    "en": ("since", "because", "as", "if", "when", "whenever", "while", "although", "though",
           "unless", "which", "who"),
    "de": ("weil", "da", "wenn", "falls", "sofern", "ob", "dass", "obwohl", "während",
           "sobald", "wo"),
    "fr": ("parce", "puisque", "comme", "si", "quand", "lorsque", "que", "qui", "car"),
    "es": ("porque", "como", "si", "cuando", "que", "aunque", "ya"),
    "it": ("perché", "poiché", "se", "quando", "che", "sebbene"),
    "pt": ("porque", "como", "se", "quando", "que", "embora", "já"),
    "nl": ("omdat", "als", "wanneer", "dat", "hoewel", "doordat", "zodat"),
}
"""Words that open a clause of cause, condition or relation: a verb there is no statement
the claim makes of its own."""
RELATIVES: dict[str, tuple[str, ...]] = {
    "en": ("that",), "de": ("der", "die", "das", "dem", "den", "denen", "deren", "dessen"),
    "nl": ("die", "dat"),
}
"""Words that open a relative clause after a comma, and a main clause as an article or a
pointer at the claim's start ("Die Klamm …")."""


def _flat(table: dict[str, tuple[str, ...]]) -> frozenset[str]:
    return frozenset(w for words in table.values() for w in words)


_VERB_LAST, _VERB_NEXT = _flat(VERB_LAST), _flat(VERB_NEXT)
_LANGUAGE = {w: lang for lang, words in VERB_NEXT.items() for w in words}
"""The language of each modal whose verb follows it."""
_AUXILIARIES, _SUBORDINATORS = _flat(AUXILIARIES), _flat(SUBORDINATORS)
_RELATIVES = _flat(RELATIVES)
_CIRCUMSTANCES, _PEOPLE = _flat(CIRCUMSTANCES), _flat(PEOPLE)
_UNDERGONE, _ARTICLES = _flat(UNDERGONE), _flat(ARTICLES)
_PREPOSITIONS = _flat(PREPOSITIONS)
_KEEPS = (ABILITY_WORDS | HEDGE_WORDS | INTENT_WORDS | OBLIGATION_WORDS | BOUND_WORDS
          | _flat(KEEPING))
_CLAUSE = re.compile(r"[,;:()|]|\s[–—-]\s")
VERB_LETTERS = 5
"""Letters at least of the modal's verb ("sperren"), and of the stem it shares with the
claim's word: "stored" and "storage" share four."""
HELD = 2
"""Content words at least, besides the verb, of the modal's clause that the claim's clause
holds: the same statement, not the verb alone."""


def possible_outcome(claim: str, window: str) -> tuple[str, str] | None:
    """``(the claim's clause, the page's modal)`` when ``claim`` states as happening what a
    sentence of ``window`` says can happen (its modal of possibility dropped), else None."""
    if any(w in _KEEPS for w in LETTERS.findall(claim.lower())):
        return None
    parts = [c for c in _CLAUSE.split(claim) if c.strip()]
    mains = [c for k, c in enumerate(parts) if not _subordinate(c, k > 0)]
    if not mains:
        return None
    for start, end in sentence_spans(window):
        sentence = window[start:end]
        for modal in LETTERS.finditer(sentence):
            said = _possibility(sentence, modal)
            if said is None:
                continue
            verb, around = said
            for mine in mains:
                if _states(mine, verb, modal.group(0).lower()) and len(
                        around & set(terms(mine))) >= HELD:
                    return mine.strip(), modal.group(0)
    return None


def _possibility(sentence: str, modal: re.Match[str]) -> tuple[str, set[str]] | None:
    """``(the verb, the other words of its clause)`` when ``modal`` is a modal of
    possibility that governs an event under a circumstance of ``sentence``; else None."""
    word = modal.group(0).lower()
    if word not in _VERB_LAST and word not in _VERB_NEXT:
        return None
    clause = _clause_of(sentence, modal.start(), modal.end())
    if not _circumstance(sentence, clause) or _of_people(clause):
        return None
    verb = _verb(clause[2], word)
    if verb is None or not _event(clause[2], verb, word in _VERB_LAST) or any(
            w in BOUND_WORDS for w in LETTERS.findall(clause[2].lower())):
        return None  # "bis zu 10 Minuten dauern": the maximum is another check's
    return verb, set(terms(clause[1] + " " + clause[2])) - set(terms(verb))


def _subordinate(clause: str, later: bool) -> bool:
    """Whether ``clause`` opens with a word of cause, condition or relation; with a relative
    pronoun only when it is no first clause (``later``)."""
    first = LETTERS.findall(clause.lower())[:1]
    return bool(first) and (first[0] in _SUBORDINATORS or (later and first[0] in _RELATIVES))


def _circumstance(sentence: str, clause: tuple[int, str, str]) -> bool:
    """Whether the sentence or the modal's clause (its start and its words before and after
    the modal) opens with a word of ``CIRCUMSTANCES`` ("Après de fortes pluies, le sentier
    peut …"), or the modal opens a clause after another of the sentence (a condition:
    "Sollten … gefunden werden, kann sich …")."""
    start, before, _after = clause
    words = LETTERS.findall(before.lower())
    if not words:
        return start > 0
    first = LETTERS.findall(sentence.lower())[:1]
    return words[0] in _CIRCUMSTANCES or (bool(first) and first[0] in _CIRCUMSTANCES)


def _of_people(clause: tuple[int, str, str]) -> bool:
    """Whether the word right before or after the modal is a subject of ``PEOPLE``."""
    before, after = LETTERS.findall(clause[1].lower()), LETTERS.findall(clause[2].lower())
    return bool((before and before[-1] in _PEOPLE) or (after and after[0] in _PEOPLE))


def _clause_of(sentence: str, start: int, end: int) -> tuple[int, str, str]:
    """The start of the modal's clause, and its words before and after the modal."""
    before = max((m.end() for m in _CLAUSE.finditer(sentence, 0, start)), default=0)
    after = _CLAUSE.search(sentence, end)
    return before, sentence[before:start], sentence[end : after.start() if after else len(
        sentence)]


def _event(after: str, verb: str, last: bool) -> bool:
    """Whether the modal's words ``after`` it tell something that happens, not an ability:
    a passive or a reflexive (``UNDERGONE``), else, where the verb ends the clause, one noun
    phrase at most before it (``ARTICLES``; capitalised nouns in German), and where it
    follows the modal, nothing after it but a phrase of ``CIRCUMSTANCES`` ("can stop in
    winter", not "can export routes")."""
    words = LETTERS.findall(after)
    lowered = [w.lower() for w in words]
    if any(w in _UNDERGONE for w in lowered):
        return True
    if last:
        return max(_phrases(lowered[:-1], lambda w: w in _ARTICLES),
                   _phrases(words[:-1], lambda w: w[:1].isupper())) <= 1
    rest = lowered[lowered.index(verb) + 1 :] if verb in lowered else []
    return not rest or rest[0] in _CIRCUMSTANCES


def _phrases(words: list[str], opens: Callable[[str], bool]) -> int:
    """How many of ``words`` open a noun phrase (``opens``) that no preposition governs."""
    count, governed = 0, False
    for word in words:
        if word.lower() in _PREPOSITIONS:
            governed = True
        elif opens(word):
            count += not governed
            governed = False
    return count


def _verb(after: str, modal: str) -> str | None:
    """The verb ``modal`` governs in the words after it: the last one that is no auxiliary
    (German, Dutch), else the first that is neither an auxiliary, a stop word nor an adverb
    of the modal's language (``ADVERB_ENDINGS``)."""
    words = [w for w in LETTERS.findall(after.lower()) if w not in _AUXILIARIES]
    if modal not in _VERB_LAST:
        words = [w for w in words if w not in STOP_WORDS and not _adverb(w, modal)][:1]
    verb = words[-1] if words else None
    return verb if verb is not None and len(verb) >= VERB_LETTERS else None


def _adverb(word: str, modal: str) -> bool:
    """Whether ``word`` has an adverb's ending in the language of ``modal`` and is no verb
    of ``VERBS_LIKE_ADVERBS``."""
    lang = _LANGUAGE.get(modal, "")
    return word.endswith(ADVERB_ENDINGS.get(lang, ())) and word not in VERBS_LIKE_ADVERBS.get(
        lang, ())


def _states(clause: str, verb: str, modal: str) -> bool:
    """Whether ``clause`` holds ``verb`` as a verb in another form sharing ``VERB_LETTERS``
    letters at least, or split round a separable particle ("fällt … aus" for "ausfallen");
    not as a noun a German claim capitalises inside the clause ("das gemeinsame Bearbeiten"
    for "bearbeitet werden"), nor, after an English ``modal``, as a form in "-ing" ("with
    staff entering" for "staff can enter"), which states nothing happening (German "fing …
    an" for "anfangen" is a verb)."""
    english = _LANGUAGE.get(modal) == "en"  # "ging", "fing": German verbs
    words = [w.lower() for k, w in enumerate(LETTERS.findall(clause))
             if not (k and w[:1].isupper() and w[1:].islower())
             and not (english and w.endswith("ing") and not verb.endswith("ing"))]
    if any(shared_start(w, verb) >= min(VERB_LETTERS, len(w)) and holds_word(w, verb)
           for w in words):
        return True
    for particle in PARTICLES_LONGEST_FIRST:
        rest = verb[len(particle) :]
        if verb.startswith(particle) and len(rest) >= 4 and particle in words[1:]:
            stem = _consonants(rest)
            if any(_consonants(w) == stem for w in words if w != particle):
                return True
    return False


_ENDINGS = ("en", "et", "st", "t", "e", "n")
_VOWELS = re.compile(r"[aeiouyäöüë]")


def _consonants(word: str) -> str:
    """The consonants of ``word`` without its ending ("fallen", "fällt": "fll")."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    return _VOWELS.sub("", word)
