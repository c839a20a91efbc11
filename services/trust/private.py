"""What of the conversation is private, in a form a URL can be checked against.

Two kinds of evidence that a URL carries the conversation:

- atoms: distinctive strings that identify the user or their business, an
  e-mail address, a phone number, a number of five or more digits (an order,
  an account), an identifier mixing letters and digits. They are compared
  with everything but letters and digits removed, so ``jane@example.org`` is
  still found in ``/jane/example.org`` or ``jane-example-org``.
- runs: six or more words in a row (ten characters for scripts written without
  spaces), so a whole sentence of the user's message is found wherever it is
  put, whatever separates its words.

A topic word on its own is never evidence: ``kubernetes`` in a question and in
``kubernetes.io`` is how the web is used, not a leak.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

RUN_WORDS = 6
"""Words in a row that count as carrying a sentence of the conversation."""
RUN_CHARS = 10
"""Characters in a row of a script written without spaces (Chinese, Japanese)."""
MIN_DIGITS = 5
MIN_MIXED = 6

# What a URL or query carried, in words (the model reads them; the trace keeps
# them; the window words them again in the user's language, ``ui.heldback``).
EMAIL = "an e-mail address"
PHONE = "a phone number"
NUMBER = "a number"
IDENTIFIER = "an identifier"
PRIVATE_TEXT = "private text"
RUN_OF_WORDS = "{} words of the conversation"

_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+")
_PHONE = re.compile(r"\+?\d[\d ().-]{6,18}\d")
_TOKEN = re.compile(r"[\w][\w\-.]*[\w]|\w")
_DATE = re.compile(
    r"^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4}|\d{4}[-./]\d{1,2})$")
_VERSION = re.compile(r"^v?\d{1,4}(?:\.\d{1,4}){1,3}$")
# Scripts without spaces between words: each character is a token of its own.
_UNSPACED = (
    "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
    "\u0e00-\u0e7f\u0e80-\u0eff\u1000-\u109f\u1780-\u17ff"
)
_WORDS = re.compile(rf"[{_UNSPACED}]|[^\W{_UNSPACED}]+")
_UNSPACED_CHAR = re.compile(rf"[{_UNSPACED}]")


def squeeze(text: str) -> str:
    """Lower-case letters and digits only: the form atoms are compared in."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def words(text: str) -> list[str]:
    """Word tokens (a character each in scripts written without spaces)."""
    return _WORDS.findall(text.casefold().replace("_", " "))


def _is_atom(token: str) -> bool:
    if _DATE.match(token) or _VERSION.match(token):
        return False
    core = squeeze(token)
    digits = sum(ch.isdigit() for ch in core)
    if digits >= MIN_DIGITS:
        return True
    return len(core) >= MIN_MIXED and digits >= 2 and any(ch.isalpha() for ch in core)


def atoms_of(text: str) -> Iterator[tuple[str, str]]:
    """``(kind, squeezed)`` of each distinctive string in ``text``."""
    for match in _EMAIL.finditer(text):
        yield EMAIL, squeeze(match.group(0))
    for match in _PHONE.finditer(text):
        digits = squeeze(match.group(0))
        if len(digits) >= 9 and not _DATE.match(match.group(0).strip()):
            yield PHONE, digits
    for match in _TOKEN.finditer(_EMAIL.sub(" ", text)):
        token = match.group(0)
        if _is_atom(token):
            kind = NUMBER if squeeze(token).isdigit() else IDENTIFIER
            yield kind, squeeze(token)


def grams(tokens: list[str]) -> Iterator[tuple[str, ...]]:
    """Runs long enough to count: ``RUN_WORDS`` words, or ``RUN_CHARS``
    characters of a script written without spaces."""
    for size in (RUN_WORDS, RUN_CHARS):
        for start in range(len(tokens) - size + 1):
            run = tuple(tokens[start:start + size])
            unspaced = sum(1 for t in run if _UNSPACED_CHAR.fullmatch(t))
            if (size == RUN_CHARS) == (unspaced == size):
                yield run


@dataclass
class PrivateText:
    """The private side of one conversation, indexed for look-ups.

    Attributes:
        atoms: squeezed atom -> what it is ("an e-mail address").
        runs: the word runs of the texts.
    """

    atoms: dict[str, str] = field(default_factory=dict)
    runs: set[tuple[str, ...]] = field(default_factory=set)

    @classmethod
    def of(cls, texts: Iterable[str]) -> PrivateText:
        private = cls()
        for text in texts:
            private.add(text)
        return private

    def add(self, text: str) -> None:
        if not text:
            return
        for kind, atom in atoms_of(text):
            self.atoms.setdefault(atom, kind)
        self.runs.update(grams(words(text)))

    def __bool__(self) -> bool:
        return bool(self.atoms or self.runs)


@dataclass(frozen=True)
class Carried:
    """Private text found in a URL or a query."""

    what: str
    """What it is, in words: "an e-mail address", "6 words of the conversation"."""
    sample: str
    """The matched text, squeezed (for the trace; the user's own text)."""
    run: bool = False
    """A run of words (``sample`` holds them, space-separated), not an atom."""


def carried(private: PrivateText, candidates: Iterable[str],
            explained: Explainer | None = None) -> list[Carried]:
    """The private atoms and runs found in ``candidates`` (decoded pieces of a
    URL, or a query), minus those ``explained`` finds in where the URL came from."""
    found: list[Carried] = []
    seen: set[str] = set()
    texts = [c for c in candidates if c]
    if not texts or not private:
        return found
    squeezed = [squeeze(t) for t in texts]
    for atom, kind in private.atoms.items():
        if atom in seen or not any(atom in s for s in squeezed):
            continue
        if explained is not None and explained.has_atom(atom):
            continue
        seen.add(atom)
        found.append(Carried(kind, atom))
    for text in texts:
        for run in grams(words(text)):
            if run not in private.runs:
                continue
            key = " ".join(run)
            if key in seen or (explained is not None and explained.has_run(run)):
                continue
            seen.add(key)
            found.append(Carried(RUN_OF_WORDS.format(len(run)), key, run=True))
    return found


class Explainer:
    """Where URLs may come from (search results, pages read, the user's links):
    private text that also appears there is explained by that origin."""

    def __init__(self, texts: Iterable[str]) -> None:
        joined = "\n".join(t for t in texts if t)
        self._squeezed = squeeze(joined)
        self._spaced = " " + " ".join(words(joined)) + " "

    def has_atom(self, atom: str) -> bool:
        return atom in self._squeezed

    def has_run(self, run: tuple[str, ...]) -> bool:
        return (" " + " ".join(run) + " ") in self._spaced
