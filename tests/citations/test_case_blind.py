"""A case-blind pattern scanned through its case-sensitive twin finds what ``re`` finds
case-blind, in every script, and falls back where lower case does not line up."""

from __future__ import annotations

import re

import pytest

from services.citations.case_blind import EXTRA_CASES, CaseBlind

WORDS = r"(?<![^\W\d_])(?:no later than|spätestens|au plus tard|uiterlijk|最晚|늦어도)(?![^\W\d_])"
TEXTS = [
    "The permit must be renewed NO LATER THAN March.",
    "Die Anmeldung muss Spätestens am Freitag erfolgen.",
    "Le dossier doit être déposé au plus tard le 3 mai, AU PLUS TARD à midi.",
    "De aanvraag moet Uiterlijk vrijdag binnen zijn.",
    "申请最晚在周五提交。",
    "신청은 늦어도 금요일까지 해야 합니다.",
    "ſpätestens am Montag",  # a long s: case-blind "s" matches it
    "İstanbul: no later than noon",  # lower-casing "İ" adds a character
    "ΣΠΑΤΕΣΤΕΝΣ no later than",  # a capital sigma: lower case depends on its place
    "nothing of the kind",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_twin_finds_what_the_case_blind_pattern_finds(text: str) -> None:
    blind, plain = CaseBlind(WORDS), re.compile(WORDS, re.IGNORECASE)
    expected = plain.search(text)
    found = blind.search(text)
    assert (found and (found.span(), found.group())) == (
        expected and (expected.span(), expected.group()))
    assert [(m.span(), m.group()) for m in blind.finditer(text)] == [
        (m.span(), m.group()) for m in plain.finditer(text)]
    assert [m.span() for m in blind.lowered_finditer(text)] == [
        m.span() for m in plain.finditer(text)]
    assert blind.split(text) == plain.split(text)
    assert blind.sub("#", text) == plain.sub("#", text)
    assert blind.findall(text) == plain.findall(text)


def test_groups_are_read_as_written() -> None:
    found = CaseBlind(r"(?<!\w)(hours?|stunden)(?!\w)").search("Es dauert 2 Stunden.")
    assert found is not None and found.group(1) == "Stunden"


def test_a_pattern_with_capitals_or_flags_of_its_own_is_scanned_case_blind_alone() -> None:
    for source in (r"Mr\. [a-z]+", r"(?-i:abc)", r"\x41bc", "σ"):
        blind = CaseBlind(source)
        assert blind._lower is None
    assert CaseBlind(r"Mr\. [a-z]+").search("MR. SMITH") is not None


def test_the_extra_cases_are_those_of_python() -> None:
    casefix = pytest.importorskip("re._casefix")
    extra = {chr(c) for k, v in casefix._EXTRA_CASES.items() for c in (k, *v)} - {"i", "s"}
    assert extra <= set(EXTRA_CASES)
