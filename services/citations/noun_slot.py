"""A thing in a noun's slot of the passage's sentence that the sentence fills with another
thing, the rest of the claim the sentence's own words, for ``entity_catches``.

"For a milder version, halve the smoked paprika." where the sentence says "…, halve the
chipotle paste." (and the list of ingredients names smoked paprika); "… in any rented room
with a gas boiler." where it says "… with a solid-fuel appliance."; "Die Alte Salzstraße
verband Lübeck mit Lubenwerder" where it says "verband Sülzfeld mit Lubenwerder". Every
other word of the claim stands in the sentence, so the coverage passes it, and the name
checks pass a common noun (or, where every noun is capitalised, a single capitalised
word). The sign holds in any language written with spaces and needs no word list beyond
the closed class of determiners:

- aligned word by word, the claim differs from the sentence in one slot only: every
  content word of the claim outside it stands in an aligned run of the sentence (the
  sentence may say more);
- the sentence's filler holds a content word too (a word left out is no other thing);
- the slot is held by aligned words on both sides, content on the left (the sentence's
  end may hold its right side), and holds at most ``_WIDE`` words on either side;
- it is a noun's slot on both sides: a determiner (``cue_readings.DETERMINERS``) stands
  right before it or opens both fillers, and what follows the claim's filler is no
  content word (the filler is the head of its phrase, not an adjective before one:
  "additional buses" for "extra buses"); where the language capitalises its nouns, each
  content word of both fillers is capitalised instead;
- the two fillers share no word in any form (``word_forms``), neither holds the other as
  a part of a compound, neither is a number word, and the sentence writes none of the
  claim's filler anywhere, the claim none of the sentence's;
- the sentence's filler is no name where the claim's is a common noun (a role for the
  person it names: "the landlord" for "Mr Brace");
- the page writes every content word of the claim's filler elsewhere, none in the
  passage or a sentence beside it: another thing the page names. A filler the page
  never writes looks the same as a synonym ("Teenager" for "Jugendliche", "LAN" for
  "Ethernet"), and one from the next sentence as a summary that joins the two.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

from services.citations.cue_readings import DETERMINER_WORDS
from services.citations.cues import NUMBER_VALUES
from services.citations.noun_case import capitalises_nouns
from services.citations.scripts import CJK
from services.citations.stop_words import STOP_WORDS
from services.citations.word_forms import holds_part, holds_word

_TOKEN = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")
_WIDE = 3
"""Most words of a filler: a longer stretch is another wording, not another thing."""
_PART = 4
"""Letters at least of a word another word begins or ends with as a compound's part
("Boot" of "Rettungsboot"); a shorter head names a wide kind whose members differ ("a
buff-tailed bumblebee" where the sentence says "a common carder bee")."""

Opcode = tuple[str, int, int, int, int]


def noun_slot(claim: str, sentences: list[str], page: str, near: str) -> tuple[str, str] | None:
    """``(claimed, stated)``: the claim's filler of a noun's slot and the other thing one
    of ``sentences`` (the passage) sets there, or None; ``near`` is the passage with a
    sentence either side."""
    if CJK.search(claim):
        return None
    nouns: bool | None = None  # read from the page once a slot is found (rarely)
    written = _TOKEN.findall(claim)
    mine = [w.lower() for w in written]
    for sentence in sentences:
        said = _TOKEN.findall(sentence)
        theirs = [w.lower() for w in said]
        blocks = SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
        slots = [k for k, (op, i1, i2, _j1, _j2) in enumerate(blocks)
                 if op != "equal" and i2 > i1 and _content(mine[i1:i2])]
        if len(slots) != 1 or blocks[slots[0]][0] != "replace":
            continue
        k = slots[0]
        _op, i1, i2, j1, j2 = blocks[k]
        if not _held(blocks, k, mine, theirs) or max(i2 - i1, j2 - j1) > _WIDE:
            continue
        nouns = capitalises_nouns(page) if nouns is None else nouns
        if not _noun_slot(written, said, (i1, i2, j1, j2), nouns):
            continue
        claimed, stated = mine[i1:i2], theirs[j1:j2]
        if not _content(stated) or _related(claimed, stated, sentence.lower(), claim.lower()):
            continue
        if not nouns and _named(said[j1:j2]) and not _named(written[i1:i2]):
            continue  # a role for the person the sentence names
        if not _elsewhere(claimed, page.lower(), near.lower()):
            continue
        return " ".join(written[i1:i2]), " ".join(said[j1:j2])
    return None


def _content(words: list[str]) -> bool:
    """Whether ``words`` (lower-cased) hold a word other than a stop word."""
    return any(w not in STOP_WORDS for w in words)


def _held(blocks: Sequence[Opcode], k: int, mine: list[str], theirs: list[str]) -> bool:
    """Whether aligned words hold the slot ``blocks[k]``: content on its left, and on its
    right aligned words or the end of both texts."""
    if k == 0 or blocks[k - 1][0] != "equal":
        return False
    _op, a1, a2, _b1, _b2 = blocks[k - 1]
    if not _content(mine[a1:a2]):
        return False
    _op, _i1, i2, _j1, j2 = blocks[k]
    if k + 1 < len(blocks) and blocks[k + 1][0] == "equal":
        return True
    return i2 == len(mine) and j2 == len(theirs)


def _noun_slot(written: list[str], said: list[str], span: tuple[int, int, int, int],
               nouns: bool) -> bool:
    """Whether the slot ``span`` (claim ``i1:i2``, sentence ``j1:j2``) is a noun's on both
    sides (see the module's docstring)."""
    i1, i2, j1, j2 = span
    claimed, stated = written[i1:i2], said[j1:j2]
    if nouns:
        return all(w[:1].isupper() for w in claimed + stated if w.lower() not in STOP_WORDS)
    before = written[i1 - 1].lower()
    opened = before in DETERMINER_WORDS or (
        claimed[0].lower() in DETERMINER_WORDS and stated[0].lower() in DETERMINER_WORDS)
    after = written[i2].lower() if i2 < len(written) else ""
    return opened and (not after or after in STOP_WORDS)


def _related(claimed: list[str], stated: list[str], sentence: str, claim: str) -> bool:
    """Whether the two fillers share a word in some form or as a compound's part, hold a
    number word, or either text writes a content word of the other's filler."""
    mine = [w for w in claimed if w not in STOP_WORDS]
    theirs = [w for w in stated if w not in STOP_WORDS]
    if any(w in NUMBER_VALUES or w[:1].isdigit() for w in mine + theirs):
        return True
    if any(holds_word(sentence, w) or holds_part(" ".join(theirs), w) for w in mine):
        return True
    if any(holds_word(claim, w) or holds_part(" ".join(mine), w) for w in theirs):
        return True
    return any(_joined(a, b) or _joined(b, a) for a in mine for b in theirs)


def _joined(word: str, other: str) -> bool:
    """Whether ``word`` begins or ends with ``other`` (``_PART`` letters or more): a compound
    holding it ("Rettungsboot", "Boot")."""
    return len(other) >= _PART and (word.startswith(other) or word.endswith(other))


def _elsewhere(claimed: list[str], page: str, near: str) -> bool:
    """Whether the page writes every content word of the claim's filler, none of them in
    or beside the passage (``near``): another thing the page names, not one a summary
    joins from the next sentence ("a cordless kettle with a removable limescale filter"
    where the sentence after says "It has a removable limescale filter")."""
    words = [w for w in claimed if w not in STOP_WORDS]
    return all(holds_word(page, w) for w in words) and not any(
        holds_word(near, w) for w in words)


def _named(words: list[str]) -> bool:
    """Whether ``words`` (as written) hold a capitalised content word: a name, where the
    language leaves its common nouns lower-case."""
    return any(w[:1].isupper() for w in words if w.lower() not in STOP_WORDS)
