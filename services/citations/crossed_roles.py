"""Two people's deeds crossed: "The hall, designed by Jonas Weber, …", "Die von Jonas
Weber entworfene Halle …", "Jonas Weber designed the hall" where the page says "designed
by architect Maria Lenz and built by Jonas Weber".

Both names and every deed stand in the passage's sentence, so neither overlap nor a
missing name catches it, and a clause-wide reading (``active_agent``) finds the deed in
the clause that names the claim's person. What tells is which name each deed stands
right beside. The reading, in any language written with capitals: a deed is *tied* to
a name when it stands right before a word of the agent that leads to the name
("designed by … Maria Lenz", "conçu par Claire Dubois", "led by the Norwegian pianist
Ingrid Falk": one capitalised word before a role in lower case is read past; a short deed
counts there), right after the name ("von Jonas Weber gebaut", "Jonas Weber designed"),
or, on a page that writes its nouns with capitals (German, whose verb-second order puts
the doer after the verb), right before a name that ends its clause and follows no name of
its own ("Regie führt Jonas Feld"; in "Robert Halden designed Carrick Point Lighthouse"
the name after the deed is what was done, and in English, French or Spanish it always is:
"in 2021 the trust appointed Jonas Weber"); doers joined by "and" share it.
A claim ties a deed to a person the page ties to another deed, while the page ties the
claim's deed to another person and never to this one: the roles are crossed. Where the page
ties the claim's person to no deed, the two people have traded places when the claim names
the page's doer too and the page writes the claim's person whole ("won by Colin Hartree,
… ahead of Daniel Petrescu" for "won by Daniel Petrescu … ahead of Colin Hartree").
"""

from __future__ import annotations

import re

from services.citations.agent_clause import AGENT_WORDS
from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.noun_case import capitalises_nouns
from services.citations.word_forms import holds_word

TITLE_REACH = 2
"""Words at most between a word of the agent and its name ("by architect Maria Lenz")."""
DEED_LETTERS = 5
"""Letters at least of a deed ("built", "gebaut", "conçu" is read through its page)."""
AGENT_DEED_LETTERS = 3
"""Letters at least of a deed right before a word of the agent: there the word of the agent
tells a deed, so a short one counts too ("led by", "won by", "run by", "mis par"). A figure
counts as well ("opened in 2019 by Maria Lenz" ties her to the year): it matches no deed
(``holds_word`` reads letters), so it only tells that the page ties that person to
something other than the claim's deed."""
PERSON_WORDS = 2
"""Capitalised words at least, past an article, of a doer named before its deed ("Jonas
Weber designed"; "Die Zutaten köcheln" names none: German writes every noun so), which
stands after no function word ("am Bach Lenze wählte er": a place, then the verb)."""
JOINING = frozenset({"and", "und", "sowie", "et", "y", "e", "en", "&"})
"""Words that join two doers of one deed ("designed by Maria Lenz and Jonas Weber")."""
_WORD = re.compile(r"\w[\w'’-]*")
_CUT = ClauseStops(r"[,;:()\[\]\"“”„]|[.!?](?:\s|$)|\n")


def _capital(word: str) -> bool:
    return word[:1].isupper() and word[1:2].islower()


def _deed(word: str, letters: int = DEED_LETTERS) -> bool:
    return (not _capital(word) and len(word) >= letters
            and word.lower() not in STOP_WORDS and word.lower() not in AGENT_WORDS)


def _run_end(words: list[str], k: int) -> int:
    """The index after the run of capitalised words from ``words[k]``."""
    while k < len(words) and _capital(words[k]):
        k += 1
    return k


def _title(word: str) -> bool:
    """Whether ``word`` may be a role in lower case between a capitalised word and a name
    ("the Norwegian pianist Ingrid Falk"): no function word, no word joining two doers."""
    return not _capital(word) and word.lower() not in STOP_WORDS and word.lower() not in (
        JOINING)


def _doer_before(words: list[str], deed: int) -> bool:
    """Whether a name of ``PERSON_WORDS`` or more stands right before ``words[deed]``:
    then the name after the deed is what was done ("Robert Halden designed Carrick Point
    Lighthouse"), not its doer."""
    start = deed
    while start > 0 and _capital(words[start - 1]):
        start -= 1
    return len([w for w in words[start:deed] if w.lower() not in STOP_WORDS]) >= PERSON_WORDS


def _name(run: list[str]) -> str:
    """A run of capitalised words without its function words ("Die", "Le")."""
    return " ".join(w for w in run if w.lower() not in STOP_WORDS)


def _one(name: str, other: str) -> bool:
    """Whether two names are one person: the words of one are all the other's ("Weber",
    "Jonas Weber"); "Anna Holt" and "Peter Holt" are two."""
    mine, theirs = set(name.lower().split()), set(other.lower().split())
    return bool(mine) and (mine <= theirs or theirs <= mine)


def ties(text: str, inverted: bool = True) -> list[tuple[str, str]]:
    """``(name, deed)`` pairs of ``text``: the name and the deed (lowered) that stands
    right beside it (see the module's doc); with ``inverted`` (a language whose doer may
    follow its verb) a name ending its clause is tied to the deed before it too."""
    out: list[tuple[str, str]] = []
    for piece in _CUT.split(text):
        words = _WORD.findall(piece)
        k = 0
        while k < len(words):
            word = words[k]
            if word.lower() in AGENT_WORDS and not _capital(word):
                start = next((n for n in range(k + 1, min(len(words), k + 2 + TITLE_REACH))
                              if _capital(words[n])), None)
                if start is not None:
                    end = _run_end(words, start)
                    if end - start == 1 and end + 1 < len(words) and _title(words[end]) and (
                            _capital(words[end + 1])):
                        start, end = end + 1, _run_end(words, end + 1)
                    names = [_name(words[start:end])]
                    while end + 1 < len(words) and words[end].lower() in JOINING and (
                            _capital(words[end + 1])):
                        start, end = end + 1, _run_end(words, end + 1)
                        names.append(_name(words[start:end]))
                    for name in names:
                        if k > 0 and _deed(words[k - 1], AGENT_DEED_LETTERS):
                            out.append((name, words[k - 1].lower()))
                        if end < len(words) and _deed(words[end]):
                            out.append((name, words[end].lower()))
                    k = end
                    continue
            if _capital(word):
                end = _run_end(words, k)
                person = [w for w in words[k:end] if w.lower() not in STOP_WORDS]
                after_stop = k > 0 and words[k - 1].lower() in STOP_WORDS
                if len(person) >= PERSON_WORDS and not after_stop and end < len(words) and (
                        _deed(words[end])):
                    out.append((_name(person), words[end].lower()))
                elif inverted and len(person) >= PERSON_WORDS and end == len(words) and (
                        k > 0 and _deed(words[k - 1])) and not _doer_before(words, k - 1):
                    out.append((_name(person), words[k - 1].lower()))
                k = end
                continue
            k += 1
    return out


def _same(deed: str, other: str) -> bool:
    return holds_word(other, deed)


def crossed_roles(claim: str, passage: str,
                  inverted: bool | None = None) -> tuple[str, str] | None:
    """``(the claim's person, the page's)`` when the claim ties a deed to a person the
    ``passage`` ties only to other deeds, and the passage ties that deed only to
    another person; or, where the passage ties the claim's person to nothing, when the
    other person is one the claim names too, in another place (``_traded``); else None.
    ``inverted``: whether the page writes its nouns with capitals (read from ``passage``
    when not given; a caller with the whole page reads it there)."""
    if inverted is None:
        inverted = capitalises_nouns(passage)
    page = ties(passage, inverted)
    if not page:
        return None
    for name, deed in ties(claim, inverted):
        own = [d for n, d in page if _one(n, name)]
        others = [n for n, d in page if not _one(n, name) and _same(deed, d)]
        if not others or any(_same(deed, d) for d in own):
            continue
        if own or _traded(claim, passage, name, others[0]):
            return name, others[0]
    return None


def _traded(claim: str, passage: str, name: str, other: str) -> bool:
    """Whether the claim names ``other`` too and the passage writes ``name`` whole: the two
    people trade places ("won by Colin Hartree, … ahead of Daniel Petrescu" where the page
    says "won by Daniel Petrescu … ahead of Colin Hartree"). One capitalised word
    ("sprach von einer wichtigen Entscheidung") or a run of capitalised nouns that the page
    never writes as one ("Jahren Sanierung") is no person. Two people in one clause of the
    claim share its deed ("chairman Mark Ellis and its CEO Laura Finch announced")."""
    return (len(name.split()) >= PERSON_WORDS and other in claim
            and re.search(rf"\b{re.escape(name)}\b", passage) is not None
            and not any(name in piece and other in piece for piece in _CUT.split(claim)))
