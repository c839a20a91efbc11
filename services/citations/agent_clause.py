"""A deed given to a name the page gives another deed, in another clause: "The camera
module was designed by Qualtek" where the page has "designed by Lena Sørensen's team,
while the chip comes from Qualtek"; "Gebaut wurde der Park von Vestas" where it has
"Gebaut wurde der Park von der Firma Nordwind, die Rotorblätter lieferte Vestas".

``agent_role`` weighs people of two name words or more, sentence by sentence; a firm
is often one word, and the page's sentence holds both deeds. The sign: the claim
writes a deed, the word of the agent ("by", "von", "par", "por", "da", "door") and
the name; no clause of the page that names it holds the deed; a clause that holds the
deed gives it, with the same word of the agent, to another name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.citations.clause_stops import ClauseStops
from services.citations.cues import STOP_WORDS
from services.citations.finding import Finding
from services.citations.person_titles import is_title, without_title_stops
from services.citations.scripts import CJK_SCRIPT
from services.citations.word_forms import holds_word

AGENT_WORDS = frozenset({
    "by",  # en
    "von", "durch",  # de
    "par",  # fr
    "por", "pelo", "pela", "pelos", "pelas",  # es, pt
    "da", "dal", "dalla", "dallo", "dai", "dalle",  # it
    "door",  # nl
})
"""Words that give a passive verb its agent, in the languages written with capitals."""
DEED_REACH = 4
"""Words at most between the deed and the word of the agent ("designed in 2021 by")."""
DEED_LETTERS = 4
"""Letters at least of a deed word ("built", "gebaut"), so that a short one ("led")
matches no other word by its first letters."""
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_CLAUSE = ClauseStops(r"[,;:()\[\]—–]|[.!?](?:\s|$)")


def agent_clause_swap(claim: str, sentences: Sequence[str]) -> Finding | None:
    """``name_elsewhere`` when ``claim`` gives a deed to a name (the word of the agent
    right before it) that no clause of the page naming it holds, while a clause of the
    page holding the deed gives it to another name."""
    agents = [] if CJK_SCRIPT.search(claim) else _agents(without_title_stops(claim))
    if not agents:
        return None  # most claims name no agent: the page's clauses are never cut
    clauses = [c for s in sentences for c in _CLAUSE.split(without_title_stops(s)) if c.strip()]
    for deed, name in agents:
        naming = [c for c in clauses if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", c)]
        if not naming or any(holds_word(c, deed) for c in naming):
            continue
        for clause in clauses:
            if not holds_word(clause, deed):
                continue
            other = _agent_name(clause)
            if other and not any(w in claim for w in other.split() if not is_title(w)):
                return Finding("name_elsewhere", name, other, rule="agent_clause")
    return None


def _agents(text: str) -> list[tuple[str, str]]:
    """``(deed, name)`` for each word of the agent in ``text`` with a capitalised word
    right after it (a title aside: "von Dr. Malte Jansen" names Jansen) and a content
    word ``DEED_REACH`` words before it, in one clause; or the clause's first word, past
    articles and capitalised words only ("Geleitet wurde die Studie der Deutschen
    Sporthochschule Köln von …")."""
    words = list(_WORD.finditer(text))
    out = []
    for k, match in enumerate(words[:-1]):
        at = next((n for n in range(k + 1, min(len(words), k + 3))
                   if not is_title(words[n].group())), k + 1)
        name = words[at].group()
        if match.group().lower() not in AGENT_WORDS or not name[0].isupper() or (
                _CLAUSE.search(text, match.end(), words[k + 1].start())):
            continue
        for reach, before in enumerate(reversed(words[:k]), start=1):
            if _CLAUSE.search(text, before.end(), match.start()):
                break
            word = before.group()
            first = not text[: before.start()].strip()
            if word.lower() not in STOP_WORDS:
                if word[0].isupper() and not first:
                    continue  # a German noun ("Gebaut wurde der Park von")
                # The nearest content word is the deed; a short one is none.
                if len(word) >= DEED_LETTERS and (reach <= DEED_REACH or first):
                    out.append((word.lower(), name))
                break
    return out


def _agent_name(clause: str) -> str:
    """The first capitalised word after a word of the agent in ``clause`` (articles, a
    German noun and titles before the name aside: "von der Firma Nordwind", "von Prof.
    Dr. Sabine Roth"), with the capitalised words after it, or ""."""
    words = _WORD.findall(clause)
    for k, word in enumerate(words):
        if word.lower() in AGENT_WORDS:
            for n, after in enumerate(words[k + 1 : k + 4], start=k + 1):
                if after[0].isupper() and after.lower() not in STOP_WORDS and not is_title(
                        after):
                    run = [after]
                    for more in words[n + 1 :]:
                        if not more[0].isupper():
                            break
                        run.append(more)
                    return " ".join(run)
    return ""
