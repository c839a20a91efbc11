"""A precise figure of the claim that the page states nowhere.

"可过滤99.97%的0.3微米颗粒物", "£12.2 million", "1,420 children", "rund 780.000 Euro",
"2 631 mètres": a figure of three significant digits or more is copied from a page,
not worded anew, so one whose digits the page writes nowhere (with any separators:
"14.000", "14 000", "14,000"; followed by any zeros: "12.2 million" for "12,200,000")
was made up or miscopied. Years are left out (a claim may count from one: "founded 300
years ago"). Structure, not words: digits read alike in every language. The page is
searched for the digits, not read (reading a page's every number costs more than the
whole check).
"""

from __future__ import annotations

import re

from services.citations.numbers import numbers

__all__ = ["missing_figure"]

SIGNIFICANT = 3
"""Significant digits from which a figure is precise."""
_YEAR = re.compile(r"(?:1[5-9]|20)\d\d")
_SEPARATOR = r"[.,\s'’\u202f\u00a0]?"
_FIGURE = re.compile(r"\d{1,3}(?:[.,\s'’\u202f\u00a0]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?")
"""A figure as written: a date ("14.03.2009", "2025-11-07"), a time ("22:30") or a score
("31:27") is none."""
_DATE_OR_TIME = re.compile(
    r"(?<!\d)(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}:\d{2})(?!\d)")


def _significant(text: str) -> str:
    """The digits of ``text`` without the zeros that lead or close them ("099.970" -> "9997")."""
    return re.sub(r"\D", "", text).strip("0")


def missing_figure(claim: str, page: str) -> str | None:
    """The first figure of ``claim`` with at least ``SIGNIFICANT`` significant digits,
    no year, whose digits ``page`` writes nowhere as a number; else None."""
    for number in numbers(_DATE_OR_TIME.sub(" ", claim)):
        text = number.text
        digits = _significant(text)
        if len(digits) < SIGNIFICANT or _YEAR.fullmatch(text) or not _FIGURE.fullmatch(text):
            continue
        spelled = _SEPARATOR.join(digits)
        if not re.search(rf"(?<![\d.,])(?:0{_SEPARATOR})*{spelled}(?:{_SEPARATOR}0)*(?!\d)", page):
            return text
    return None
