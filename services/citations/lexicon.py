"""The shipped lexical database: which senses a word has, what is broader than a
sense, which words are opposites, and which English words are mostly nouns.

``resources/lexicon/lexicon.sqlite.gz`` (built by ``bench/build_lexicon.py`` from
WordNet 3.1 for English and OpenThesaurus for German; the notices are beside it) is
keyed by the checker's own terms (``passages.terms``: "puffins" and "puffin" are one
term), so a lookup needs no lemmatizer of its own (German inflections are tried by
their endings). The compressed file is read into an in-memory SQLite database on the
first lookup, once per process (about 7 MB, some 40 ms), and looked up by its
indexes; each answer is cached. A missing or unreadable file makes every lookup
empty (the checks built on it then say nothing).
"""

from __future__ import annotations

import gzip
import sqlite3
import threading
from functools import lru_cache
from pathlib import Path

PATH = (Path(__file__).resolve().parent.parent.parent / "resources" / "lexicon"
        / "lexicon.sqlite.gz")
LANGUAGES = ("en", "de")
"""The languages the table holds; a term is looked up in each (a claim and its
page share one language, so two words of one text meet in one language's senses)."""

UNORDERED = 99
"""The ``kind`` of an OpenThesaurus sense: no lexicographer file, and a word's senses in
no order of frequency."""
_lock = threading.Lock()
_state: dict[str, sqlite3.Connection | None] = {}
_GERMAN_ENDINGS = ("n", "en", "e", "er", "s", "nen")
"""Plural and case endings of German nouns, tried when a word is not in the table
as written ("Möwen": "Möwe") ..."""
_GERMAN_VERB_ENDINGS = ("est", "tet", "ten", "end", "et", "st", "te", "t", "e")
"""... and the endings of a German verb's present, past and participle ("bildet",
"installierte"), whose infinitive the table holds (the participle's "ge" is already
gone from its term: ``passages``)."""


def _db() -> sqlite3.Connection | None:
    """The table, read into memory on the first call (once per process)."""
    if "db" not in _state:
        with _lock:
            if "db" not in _state:
                _state["db"] = _load()
    return _state["db"]


def _load() -> sqlite3.Connection | None:
    try:
        data = gzip.decompress(PATH.read_bytes())
    except (OSError, EOFError):
        return None
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.deserialize(data)
    return db


def _row(sql: str, key: str) -> tuple[str] | None:
    db = _db()
    if db is None:
        return None
    with _lock:
        row = db.execute(sql, (key,)).fetchone()
    return (str(row[0]),) if row is not None else None


def _german_lemmas(term: str) -> list[str]:
    """What a German word the table lacks may be an inflected form of: a noun or
    adjective less its ending ("Möwen": "möwe", "neue": "neu"), a verb's infinitive
    ("installiert": "installieren", "bildet": "bilden", "wandert": "wandern",
    "geklopft": "klopfen")."""
    found = [term[: -len(e)] for e in _GERMAN_ENDINGS
             if term.endswith(e) and len(term) - len(e) >= 3]
    # A participle's "ge" ("geklopft": "klopfen"), where the term still has it.
    for word in (term, term[2:]) if term.startswith("ge") and len(term) > 6 else (term,):
        for ending in _GERMAN_VERB_ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                stem = word[: -len(ending)]
                found += [stem + "en", stem + "n"] if stem.endswith(("er", "el")) else [
                    stem + "en"]
    return found


def _ids(text: str) -> frozenset[int]:
    return frozenset(int(i, 36) for i in text.lstrip("-").split())


def senses(term: str) -> frozenset[int]:
    """The senses of ``term`` (a ``passages.terms`` term) in any language of the table."""
    return frozenset(ordered_senses(term))


@lru_cache(maxsize=20_000)
def ordered_senses(term: str) -> tuple[int, ...]:
    """The senses of ``term``, the commonest first in each language (WordNet's order)."""
    if len(term) < 3 or not term.replace("_", "").isalpha():
        return ()  # a word, or two joined by "_" ("grey_seal")
    found: dict[int, None] = {}
    for lang in LANGUAGES:
        rows = [_row(f"SELECT ids FROM {lang} WHERE term = ?", term)]
        if lang == "de":
            # An inflected form ("weitere") may be in the table on its own as well.
            rows.append(next((r for lemma in _german_lemmas(term)
                              if (r := _row("SELECT ids FROM de WHERE term = ?", lemma))), None))
        for row in rows:
            if row is not None:
                found.update(dict.fromkeys(int(i, 36) for i in row[0].lstrip("-").split()))
    return tuple(found)


@lru_cache(maxsize=20_000)
def _english_row(term: str) -> str | None:
    row = _row("SELECT ids FROM en WHERE term = ?", term) if term.isalpha() else None
    return row[0] if row is not None else None


def noun(term: str) -> bool:
    """Whether ``term`` is an English noun whose noun readings are at least as common
    as its verb, adjective or adverb ones ("puffin", "wheat"; not "study", "cost")."""
    row = _english_row(term)
    return row is not None and not row.startswith("-")


def english(term: str) -> bool:
    """Whether ``term`` is an English noun or adjective of the table."""
    return _english_row(term) is not None


@lru_cache(maxsize=50_000)
def _up(sense: int) -> tuple[frozenset[int], int, int]:
    db = _db()
    if db is None:
        return frozenset(), 0, 0
    with _lock:
        row = db.execute("SELECT up, size, kind FROM senses WHERE id = ?", (sense,)).fetchone()
    return (_ids(row[0]), int(row[1]), int(row[2])) if row is not None else (
        frozenset(), 0, 0)


def broader(sense: int) -> frozenset[int]:
    """The senses right above ``sense`` (its hypernyms)."""
    return _up(sense)[0]


def size(sense: int) -> int:
    """How many senses lie under ``sense``: 0 for a leaf, tens of thousands for "entity"."""
    return _up(sense)[1]


def kind(sense: int) -> int:
    """WordNet's lexicographer file of ``sense`` (5 animal, 13 food, 18 person, 20 plant,
    28 time ...), ``UNORDERED`` for an OpenThesaurus sense, 0 when unknown."""
    return _up(sense)[2]


@lru_cache(maxsize=20_000)
def above(term: str, depth: int) -> dict[int, int]:
    """Every sense of ``term`` and those up to ``depth`` steps above them, each with
    the fewest steps it takes (0 for the term's own senses)."""
    reached = dict.fromkeys(senses(term), 0)
    edge = set(reached)
    for step in range(1, depth + 1):
        edge = {up for sense in edge for up in broader(sense)} - reached.keys()
        reached.update(dict.fromkeys(edge, step))
    return reached


@lru_cache(maxsize=20_000)
def opposites(term: str) -> frozenset[str]:
    """The terms of the words the table gives as opposites of ``term``."""
    if len(term) < 3:
        return frozenset()
    found: set[str] = set()
    for lang in LANGUAGES:
        row = _row("SELECT terms FROM opposites WHERE key = ?", f"{lang}:{term}")
        if row is not None:
            found.update(row[0].split())
    return frozenset(found)
