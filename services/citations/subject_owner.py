"""The thing a claim is about, given to a person the passage does not give it to.

"Die Deckenfresken …, stammen von Johann Michael Fischbach" where the passage says
"die Pläne stammen vom Baumeister Johann Michael Fischbach, die Deckenfresken malte
Cosmas Dietl": the claim's subject, "Deckenfresken", is what its one person made;
the passage binds that word to another person and never to this one. The claim's
words around the name ("stammen von") are the passage's, so the binding check,
which reads the words beside each name, finds them rightly placed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.binding import same_form, ties
from services.citations.cues import STOP_WORDS
from services.citations.scripts import CJK_SCRIPT
from services.citations.signals import names

_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def subject_owner(claim: str, sentences: Sequence[str],
                  capitalises_nouns: bool) -> tuple[str, str] | None:
    """``(the claim's person, the passage's)`` when ``claim`` names one person (two
    name words or more) and the head of its subject (``_subject``) is bound in a
    sentence of ``sentences`` to another person, and in none to this one."""
    if CJK_SCRIPT.search(claim):
        return None
    named = names(claim, capitalises_nouns)
    words = _WORD.findall(claim)
    people = _runs(words, set(named))
    if len(people) != 1 or len(people[0]) < 2:
        return None
    person = {w.lower() for w in people[0]}
    subject = _subject(claim, set(named), capitalises_nouns)
    if subject is None:
        return None
    rival: frozenset[str] | None = None
    for sentence in sentences:
        for word, members in ties(sentence, capitalises_nouns):
            if not same_form(word, subject):
                continue
            if members & person:
                return None
            if len(members) >= 2 and rival is None:
                rival = members
    if rival is None or not any(person <= {w.lower() for w in _WORD.findall(s)}
                                for s in sentences):
        return None
    return " ".join(people[0]), " ".join(w for w in _WORD.findall(" ".join(sentences))
                                         if w.lower() in rival and w[:1].isupper())


SUBJECT_WORDS = 2
"""Content words at most of the subject's first run ("stained glass")."""


def _subject(claim: str, named: set[str], capitalises_nouns: bool) -> str | None:
    """The head of the claim's subject, lower-cased: the last word of its first run of
    content words, which opens the sentence after one article at most ("glass" of
    "The stained glass of the chapel"); where nouns are capitalised, its last
    capitalised word ("Deckenfresken")."""
    run: list[str] = []
    leading = 0
    for match in re.finditer(r"[^\W\d_][\w'’-]*|[^\w\s]", claim):
        word = match.group()
        if word.lower() in STOP_WORDS or word in named or not word[0].isalpha():
            if run:
                break
            leading += 1
            if leading > 1:
                return None
            continue
        run.append(word)
    run = run[:SUBJECT_WORDS]
    if capitalises_nouns:
        run = [w for w in run if w[0].isupper()]
    return run[-1].lower() if run and len(run[-1]) >= 4 else None


def _runs(words: list[str], named: set[str]) -> list[list[str]]:
    """The runs of name words side by side in ``words``."""
    out: list[list[str]] = []
    previous = False
    for word in words:
        if word in named:
            if previous:
                out[-1].append(word)
            else:
                out.append([word])
        previous = word in named
    return out
