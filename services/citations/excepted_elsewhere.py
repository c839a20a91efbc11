"""An excepted case given what another sentence of the passage denies.

"馆内禁止吸烟，除了一楼大厅以外。馆内不许带狗。" for "一楼大厅可以带狗"; "Smoking is banned
everywhere except on the terrace. Dogs are not allowed." for "Dogs are allowed on the
terrace": the exception takes the case out of one statement (smoking), not out of the ban
the next sentence states, which makes none. The claim names the case and states what that
other sentence denies, unnegated: it carries the exception over to a rule without one.
(The claim putting the case back under the exception's own statement is
``excepted_case.put_back``.)

The sign, in any language the cue tables cover: a sentence of the passage other than the
exception's has a clause negated by no word of exception whose negated word the claim's
clause holds, with another of its words (spaced languages: ``polarity.negated_words``; CJK,
where the negation runs into the words after it: a character pair of what follows it).
"""

from __future__ import annotations

import re

from services.citations.cjk_cues import cjk_cues
from services.citations.clauses import clauses
from services.citations.cues import STOP_WORDS
from services.citations.excepted_case import EXCEPTING
from services.citations.scripts import CJK_SCRIPT, LETTERS
from services.citations.sentences import sentence_spans
from services.citations.word_forms import holds_word

_EXCEPTING = frozenset(w for ws in EXCEPTING.values() for w in ws)
OTHER_LETTERS = 4
"""Letters at least of a word the claim shares with the denying clause besides the denied
one: the clause speaks of what the claim speaks of."""
_HAN_PAIR = re.compile(r"(?=([\u3400-\u9fff]{2}))")


def denied_beside(mine: str, passage: str, sentence: str) -> bool:
    """Whether the claim's clause ``mine`` states what a clause of another sentence of
    ``passage`` than the exception's (``sentence``) negates (see the module)."""
    from services.citations import polarity  # polarity imports this module's caller

    if polarity.cues(mine).negated:
        return False
    for start, end in sentence_spans(passage):
        other = passage[start:end]
        if other.strip() in sentence or sentence.strip() in other:
            continue
        for part, _terms in clauses(other):
            if not polarity.cues(part, other).negated or any(w in part.lower() for w in (
                    _EXCEPTING if CJK_SCRIPT.search(part) else set(LETTERS.findall(
                        part.lower())) & _EXCEPTING)):
                continue
            if CJK_SCRIPT.search(part):
                cue = next((c for c in cjk_cues("negation", part, other) if c in part), "")
                run = part[part.find(cue) + len(cue) :] if cue else ""
                if any(p in mine for p in _HAN_PAIR.findall(run)):
                    return True
            elif any(holds_word(mine, w) for w in polarity.negated_words(part)[:1]) and any(
                    holds_word(mine, w) for w in LETTERS.findall(part.lower())
                    if len(w) >= OTHER_LETTERS and w not in STOP_WORDS
                    and not polarity.cues(w).negated and w not in polarity.negated_words(part)):
                return True  # of the same thing: "dogs … allowed", not "smoking … allowed"
    return False
