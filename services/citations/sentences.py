"""Where sentences end, in the languages Footnote reads.

A line break always ends a sentence, with or without a full stop before it:
headings, list items (numbered ones too: "… flavour.\\n2. Mix …"), table rows and
paragraphs stand alone. Within a line a full stop, "!", "?" or an ellipsis ends a
sentence, a closing quote or bracket after it included ("„Halt.“", "« Stop. »"),
unless it ends something else:

- an ordinal written with a dot, which only German does among the languages read:
  before a month ("14. März", "Stand: 3. Oktober 1921"), after an article or a
  possessive ("im 19. Jahrhundert", "der 3. Liga"), or opening a line or a
  bracket; elsewhere a number's dot before a capital ends the sentence ("… instead
  of 15. Existing events …", "… Nr. 17. Messungen …");
- an abbreviation: one letter or an initial ("J. R. R.", "z. B."; after a number a
  unit: "900 t."), a dotted form ("u.a.", "i.e.", "Art.-Nr."; not a web address, nor
  "a.m." after a number), a known title, unit or month before a capitalised
  word ("Dr. Albrecht", "62 Mio. Euro"; ``abbreviations.ABBREVIATIONS``), or a
  label before the number it labels ("Nr. 5", "Tel. 0800 …", "ca. 30";
  ``abbreviations.NUMBER_LABELS``): a sentence may start with a number ("…
  wieder. 1974 wurde …"), so a digit after any other word's full stop starts one;
- any word followed by a lower-case one ("bzw. die", "waited... then", "(kein
  Aluminium!) legen"): sentences do not start in lower case; an ellipsis in brackets
  leaves words out ("[…]"). "etc." and "usw." close a list, and a capital after them
  starts a sentence.

Chinese and Japanese end at their own full stops without a space (a Japanese quote
taken in by "と" ends nothing: 「行きます。」と言った), and a full stop
inside a table row never ends anything ("| Max. Drehmoment | 85 Nm |"). Decimals and
versions ("2.7 kg", "v2.1") hold no space after their dots and are never cut.
"""

from __future__ import annotations

import re

from services.citations.abbreviations import (
    ABBREVIATIONS,
    ENUMERATION_ENDS,
    NUMBER_LABELS,
    ORDINAL_LEADS,
    ORDINAL_MONTHS,
)

__all__ = ["ABBREVIATIONS", "continues", "sentence_spans", "short_form"]

# A full stop, then what may follow it: "[.!?…]" with closing quotes and brackets and
# spaces, "[。！？；]" with closing quotes and any spaces, or "\n\s*", written as one set
# of stops first (the look-behind picks the stop's own tail) so that the scan skips from
# stop to stop: eight times faster, the same matches. A French closing guillemet stands
# after a space ("Stop. »").
_BOUNDARY = re.compile(r"[.!?…。！？；\n](?:(?<=[.!?…])[\"'”’“»«›‹)\]]*"
                       r"(?:[ \u00a0\u202f][»›](?=\s))?\s+"
                       r"|(?<=[。！？；])[\"”’）」』]*\s*|(?<=\n)\s*)")
_MAX_SENTENCE = 400  # longer stretches without punctuation (tables, lists) are cut
_OPENERS = "([\"'„“«»‚‘"
_DOTTED_PARTS = re.compile(r"[.\-–/]")
_NEXT_WORD = re.compile(r"[^\W\d_]+")
_LIST_MARKS = frozenset("-*+>#|")
_ORDINAL = re.compile(r"\d{1,2}\.,?")
_QUOTATIVE = ("と", "って")  # Japanese particles that take a quote into the sentence
DOTTED_PART = 3
"""Letters at most of each part of a dotted abbreviation ("u.a.", "i.e.", "z.B."): a web
address ("kestrelmail.org.") ends its sentence like any word."""


def continues(text: str, end: int, after: int) -> bool:
    """Whether the full stop at ``end - 1`` is inside a sentence, not at its end
    (``after``: where the text goes on, past the spaces and closing quotes)."""
    following = text[after : after + 1]
    if not following or "\n" in text[end:after]:
        return False  # a line break ends a sentence: a list item, a paragraph, a heading
    space, word, before = _word_before(text, end)
    if text[end - 1] == "…" or before.endswith(".."):
        # An ellipsis: the sentence trails off, unless a lower-case word goes on or it
        # stands in brackets for words left out ("[…]").
        return following.islower() or following.isdigit() or word.rstrip(".") in ("[", "(")
    if not before:
        return False
    return following.islower() or _short_form(text, space, word, before, after)  # "bzw. die"


def short_form(text: str, end: int, after: int) -> bool:
    """Whether the full stop at ``end - 1`` closes an abbreviation or an ordinal ("ca. 40",
    "z. B.", "Dr. Albrecht", "14. März", "zum 200. Jubiläum"), by the splitter's tables and
    whatever the case of the word after it: the one test for any pattern that cuts a
    clause at a full stop (``clause_stops``), lower-cased text included."""
    following = text[after : after + 1]
    if not following or "\n" in text[end:after] or text[end - 1] != ".":
        return False
    space, word, before = _word_before(text, end)
    if not before or before.endswith(".."):
        return False
    return _short_form(text, space, word, before, after)


def _word_before(text: str, end: int) -> tuple[int, str, str]:
    """The space before the word ending at the full stop at ``end - 1``, the word, and
    the word without opening quotes or an elision ("l'Avv.": after it)."""
    space = max(text.rfind(" ", max(0, end - 40), end), text.rfind("\n", max(0, end - 40), end))
    word = text[space + 1 : end - 1]
    before = word.lstrip(_OPENERS)
    if "'" in before or "’" in before:
        before = before.rsplit("'", 1)[-1].rsplit("’", 1)[-1]
    return space, word, before


def _short_form(text: str, space: int, word: str, before: str, after: int) -> bool:
    following = text[after : after + 1]
    if before.isdigit() and len(before) <= 3 and _opens(text, space, word):
        return True  # a list item's number: "\n2. Mix …", "\n3. 20 Minuten backen"
    if following.isdigit():
        return _labels_number(before)  # "ca. 30", "Nr. 5", not "… wieder. 1974 wurde"
    if before.isdigit():
        return len(before) <= 3 and (following.isalpha() or following in "-–—") and _ordinal(
            text, space, word, after)
    parts = [p for p in _DOTTED_PARTS.split(before) if p] if "." in before else []
    dotted = bool(parts) and all(p.isalpha() for p in parts) and all(
        len(p) <= DOTTED_PART + (".-" in before) for p in parts)  # "Dipl.-Ing."
    if (len(before) == 1 and before.isalpha()) or dotted:
        # "J. R. R. Tolkien", "z. B.", "u.a.", "i.e.", "U.S." (not "kestrelmail.org"); after
        # a number, a unit or the time of day ("900 t. Im …", "until 5 a.m. Lamps …")
        return not text[: space + 1].rstrip()[-1:].isdigit()
    return before.lower() in ABBREVIATIONS and before.lower() not in ENUMERATION_ENDS


def _labels_number(before: str) -> bool:
    """Whether ``before`` (a word ending at a full stop) is an abbreviation that labels
    the number after it: "S. 5", "Nr. 5", "Art.-Nr. 41", "Ticket-Nr. 4471", "(Mo.–Fr. 8"."""
    lowered = before.lower()
    if lowered in NUMBER_LABELS or (len(before) == 1 and before.isalpha()):
        return True
    parts = [p for p in _DOTTED_PARTS.split(lowered) if p]
    if not parts or not all(p.isalpha() for p in parts):
        return False  # a number ("in 2023. 2024 …"), a price, a share
    if "." in before:
        return True  # a dotted abbreviation: "Art.-Nr", "Mo.–Fr", "z.B"
    last = parts[-1]
    # a compound ending in one: "Hausnr. 4", "Hauptstr. 5"
    return last in NUMBER_LABELS or (len(last) > 3 and last.endswith(("nr", "str")))


def _ordinal(text: str, space: int, word: str, after: int) -> bool:
    """Whether the number ``word`` (ending at a full stop, a capital after it at
    ``after``) is an ordinal: before a month or after an article or possessive."""
    following = _NEXT_WORD.match(text, after)
    if following is not None and following.group().lower() in ORDINAL_MONTHS:
        return True  # "14. März", "Stand: 3. Oktober 1921"
    previous = text[text.rfind("\n", 0, max(space, 0)) + 1 : max(space, 0)].split()[-3:]
    if previous and previous[-1].lower() in ORDINAL_LEADS:
        return True
    # One of a series of ordinals: "im 15. und 16. Jahrhundert", "der 1., 2. und 3. Platz".
    return any(_ORDINAL.fullmatch(p) for p in previous[-2:])


def _opens(text: str, space: int, word: str) -> bool:
    """Whether ``word`` (the word before a full stop, after the space at ``space``)
    opens its line or a bracket, list marks aside ("\n2. …", "- 3. …", "(3. Auflage)")."""
    if word[:1] in _OPENERS or space < 0 or text[space] == "\n":
        return True
    line = text.rfind("\n", 0, space) + 1
    return all(set(mark) <= _LIST_MARKS for mark in text[line:space].split())


def _in_table_row(text: str, at: int) -> bool:
    """Whether ``at`` is inside a Markdown table row: a row stands alone, its cells are
    labels and values ("| Max. Drehmoment | 85 Nm |"), not sentences to cut."""
    line = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    row = text[line : end if end != -1 else len(text)].strip()
    return row.startswith("|") and row.endswith("|")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence of ``text``, surrounding spaces excluded."""
    spans: list[tuple[int, int]] = []
    start = 0
    tables = "|" in text  # no table row without one: the row test scans whole lines
    for match in _BOUNDARY.finditer(text):
        mark = text[match.start()]
        if mark in ".…" and (continues(text, match.start() + 1, match.end())
                             or (tables and _in_table_row(text, match.start()))):
            continue
        if mark in "!?" and text[match.end() : match.end() + 1].islower() and (
                "\n" not in match.group()):
            continue  # "(kein Aluminium!) legen": sentences do not start in lower case
        if mark in "。！？" and text.startswith(_QUOTATIVE, match.end()) and (
                match.end() - match.start() > 1 and text[match.end() - 1] in "」』”"):
            continue  # 「行きます。」と言った: the quote is inside the sentence
        _push(text, start, match.end(), spans)
        start = match.end()
    _push(text, start, len(text), spans)
    return spans


def _push(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    while end - start > _MAX_SENTENCE:
        cut = text.rfind(" ", start + _MAX_SENTENCE // 2, start + _MAX_SENTENCE)
        cut = cut if cut > start else start + _MAX_SENTENCE
        spans.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        spans.append((start, end))
