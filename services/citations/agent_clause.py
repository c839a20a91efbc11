"""A deed given to a name the page gives another deed, in another clause: "The camera
module was designed by Qualtek" where the page has "designed by Lena Sørensen's team,
while the chip comes from Qualtek"; "Gebaut wurde der Park von Vestas" where it has
"Gebaut wurde der Park von der Firma Nordwind, die Rotorblätter lieferte Vestas".

``agent_role`` weighs people of two name words or more, sentence by sentence; a firm
is often one word, and the page's sentence holds both deeds. The sign: the claim
writes a deed, the word of the agent ("by", "von", "par", "por", "da", "door") and
the name; no clause of the page that names it holds the deed; a clause that holds the
deed gives it, with the same word of the agent, to another name. In German and Dutch the
passive's participle closes the clause after the agent ("wurde von Bergwerksdirektor Dr.
Anton Kessler geplant", "wordt door Brouwer Bouw ontworpen"); an auxiliary of the passive
in the clause lets an article stand before the agent ("von der Universität …") and reads
"vom" as "by the" rather than "from the".
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
PASSIVE_WORDS = frozenset({
    "is", "was", "are", "were", "been",  # en
    "wird", "wurde", "werden", "wurden", "worden",  # de
    "été", "sera", "seront",  # fr
    "sido", "fue", "fueron", "será",  # es; pt "sido", "será" too
    "foi", "foram",  # pt
    "stato", "stata", "stati", "state", "viene", "venne",  # it
    "wordt", "werd",  # nl; "werden", "worden" too
})
"""Auxiliaries of the passive. A clause that holds one reads its word of the agent as one
where the word also means "through" or "from" ("vom Herd genommen" is from the stove;
"wird vom Verkehrsverbund entwickelt" is by it), before an article or at the clause's
closing participle."""
FROM_TOO = frozenset({"vom"})
"""Words of the agent that mean "from the" as often: only a passive clause reads them as
the agent, and in a claim only before a name of two capitalised words or more ("vom
Verkehrsverbund NVH", not "vom Herd"). Kept out of ``AGENT_WORDS``, which other checks
read without the passive."""
_AGENT_WORDS = AGENT_WORDS | FROM_TOO
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
    for deed, first, last in agents:
        naming, name = [], first
        for name in dict.fromkeys((first, last)):
            naming = [c for c in clauses if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", c)]
            if naming:
                break
        if not naming or any(holds_word(c, deed) for c in naming):
            continue
        for clause in clauses:
            if not holds_word(clause, deed):
                continue
            other = _agent_name(clause)
            if other and not any(w in claim for w in other.split() if not is_title(w)):
                return Finding("name_elsewhere", name, other, rule="agent_clause")
    return None


def _agents(text: str) -> list[tuple[str, str, str]]:
    """``(deed, name, last)`` for each word of the agent in ``text`` with a capitalised word
    right after it (a title or an article aside: "von Dr. Malte Jansen" names Jansen),
    the last capitalised word after it ("vom Verkehrsverbund NVH": NVH, for a page
    that never writes the noun alone) and
    a content word ``DEED_REACH`` words before it, in one clause; or the clause's first
    word, past articles and capitalised words only ("Geleitet wurde die Studie der
    Deutschen Sporthochschule Köln von …"); or, with neither, the participle that
    closes the clause after the name (the German and Dutch passive: "wird vom
    Verkehrsverbund NVH entwickelt", "wordt door Qualtek gebouwd")."""
    words = list(_WORD.finditer(text))
    out = []
    for k, match in enumerate(words[:-1]):
        if match.group().lower() not in _AGENT_WORDS:
            continue
        passive = _passive(text, match)
        at = next((n for n in range(k + 1, min(len(words), k + 3))
                   if not is_title(words[n].group())
                   and (not passive or words[n].group().lower() not in STOP_WORDS)), k + 1)
        name = words[at].group()
        if not name[0].isupper() or re.search(r"\d", text[match.end() : words[at].start()]) or (
                match.group().lower() in FROM_TOO
                and (not passive or len(_run(words[at:])) < 2)) or (
                _CLAUSE.search(text, match.end(), words[k + 1].start())):
            continue
        deed = _deed_before(text, words[:k], match) or (
            _deed_after(text, words[at:]) if passive else "")
        if deed:
            out.append((deed, name, _run(words[at:])[-1]))
    return out


def _passive(text: str, agent: re.Match[str]) -> bool:
    """Whether the clause of the word of the agent holds an auxiliary of the passive."""
    starts = [m.end() for m in _CLAUSE.finditer(text, 0, agent.start())]
    end = _CLAUSE.search(text, agent.end())
    return _passive_clause(text[starts[-1] if starts else 0 : end.start() if end else len(text)])


def _passive_clause(clause: str) -> bool:
    """Whether ``clause`` holds an auxiliary of the passive."""
    return any(w.lower() in PASSIVE_WORDS for w in _WORD.findall(clause))


def _deed_before(text: str, before_words: list[re.Match[str]], agent: re.Match[str]) -> str:
    """The nearest content word before the word of the agent, in its clause, or ""."""
    for reach, before in enumerate(reversed(before_words), start=1):
        if _CLAUSE.search(text, before.end(), agent.start()):
            break
        word = before.group()
        first = not text[: before.start()].strip()
        if word.lower() not in STOP_WORDS:
            if word[0].isupper() and not first:
                continue  # a German noun ("Gebaut wurde der Park von")
            # The nearest content word is the deed; a short one is none.
            if len(word) >= DEED_LETTERS and (reach <= DEED_REACH or first):
                return word.lower()
            break
    return ""


def _deed_after(text: str, after: list[re.Match[str]]) -> str:
    """The word that closes the clause of the name (``after[0]``) when it is a lowercase
    content word ``DEED_REACH`` words at most past the name's capitalised run, or ""."""
    run = len(_run(after))
    last = run - 1
    for n in range(run, min(len(after), run + DEED_REACH + 1)):
        if _CLAUSE.search(text, after[n - 1].end(), after[n].start()):
            break
        last = n
    else:
        if len(after) > run + DEED_REACH:
            return ""  # the clause runs on: no participle closes it near the name
    word = after[last].group()
    closes = last + 1 == len(after) or _CLAUSE.search(text, after[last].end(),
                                                      after[last + 1].start())
    if last < run or not closes or word[0].isupper() or word.lower() in STOP_WORDS:
        return ""
    return word.lower() if len(word) >= DEED_LETTERS else ""


def _run(words: list[re.Match[str]]) -> list[str]:
    """The capitalised words that open ``words`` (a name: "Verkehrsverbund NVH")."""
    run: list[str] = []
    for word in words:
        if not word.group()[0].isupper():
            break
        run.append(word.group())
    return run


def _agent_name(clause: str) -> str:
    """The first capitalised word after a word of the agent in ``clause`` (articles, a
    German noun and titles before the name aside: "von der Firma Nordwind", "von Prof.
    Dr. Sabine Roth"), with the capitalised words after it, or ""."""
    words = _WORD.findall(clause)
    for k, word in enumerate(words):
        if word.lower() in _AGENT_WORDS and (word.lower() not in FROM_TOO
                                            or _passive_clause(clause)):
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
