"""Titles written before a person's name, set aside from the name ("Dr", "Prof.", "Frau")."""

from __future__ import annotations

from services.citations.case_blind import CaseBlind

PERSON_TITLES = frozenset({"dr", "prof", "mr", "mrs", "ms", "mx", "sir", "dame", "herr", "frau",
                           "mme", "mlle", "sr", "sra", "dott", "ing", "mag", "dipl"})
"""Titles written before a person's name (en, de, fr, es, it), lower-cased, no stop."""


def is_title(word: str) -> bool:
    """Whether ``word`` (any case, a stop after it or not) is a title of ``PERSON_TITLES``."""
    return word.rstrip(".").lower() in PERSON_TITLES


_TITLE_STOP = CaseBlind(r"(?<![^\W\d_])(" + "|".join(sorted(PERSON_TITLES, key=len, reverse=True))
                         + r")\.(?=\s)")


def without_title_stops(text: str) -> str:
    """``text`` with the stop after each title dropped ("Prof. Dr. Sabine Roth" as "Prof Dr
    Sabine Roth"), so that no clause or sentence is cut inside a person's name."""
    return _TITLE_STOP.sub(r"\1", text)
