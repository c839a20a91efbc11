"""The checks' own clause splitters end no clause at an abbreviation's or ordinal's stop."""

from __future__ import annotations

import importlib

import pytest

from services.citations.clause_stops import ClauseStops
from services.citations.sentences import short_form

SPLITTERS = [
    ("clauses", "CLAUSE"), ("active_agent", "_CLAUSE"), ("agent_clause", "_CLAUSE"),
    ("agent_role", "_BREAK"), ("bound_exceeded", "_CLAUSE"), ("causes", "_CLAUSE_END"),
    ("cjk_cause", "_CLAUSE_END"), ("contrast", "_CLAUSE_END"), ("crossed_roles", "_CUT"),
    ("dropped_condition", "_CLAUSE_END"), ("excepted_case", "_CLAUSE_END"),
    ("exception_stated", "_SIDE_END"), ("exceptions", "_CLAUSE_END"),
    ("unlike", "_CLAUSE_END"), ("split_items", "_CLAUSE"), ("conditional_plan", "_CLAUSE_END"),
    ("item_elsewhere", "_CLAUSE_END"), ("optional", "_CLAUSE_END"), ("asked_question", "_CLAUSE"),
    ("added_remark", "_CLAUSE"), ("listed_count", "_CLAUSE_END"), ("list_items", "_PASSAGE_CLAUSE"),
]
SENTENCE_SPLITTERS = [("exception_stated", "SENTENCE"), ("cause_juxtaposed", "_SENTENCE"),
                      ("appended_tail", "_SENTENCE_END"), ("restricted_names", "_SENTENCE")]
WHOLE = [
    "weil der Export ca. 40 Prozent des Umsatzes ausmacht",
    "wie z. B. Hafer oder Gerste",
    "das Team von Dr. Albers wertete die Daten aus",
    "die Feier fand am 14. März statt",
    "zum 200. Jubiläum kamen viele Gäste",
    "die Halle kostete 18 Mio. Euro mehr",
    "die Bahn fährt u. a. nach Talheim",
]


def _splitter(module: str, name: str) -> ClauseStops:
    found = getattr(importlib.import_module(f"services.citations.{module}"), name)
    assert isinstance(found, ClauseStops)
    return found


@pytest.mark.parametrize(("module", "name"), SPLITTERS + SENTENCE_SPLITTERS)
def test_an_abbreviation_or_an_ordinal_cuts_no_clause(module: str, name: str) -> None:
    cut = _splitter(module, name)
    digits = cut.pattern.search("1") is not None  # agent_role cuts at a figure anyway
    for text in (t for t in WHOLE if not (digits and any(c.isdigit() for c in t))):
        assert cut.split(text) == [text], text
        assert cut.search(text.lower()) is None, text  # lower-cased text too


@pytest.mark.parametrize(("module", "name"), SPLITTERS + SENTENCE_SPLITTERS)
def test_a_sentence_end_still_cuts(module: str, name: str) -> None:
    cut = _splitter(module, name)
    assert len(cut.split("Die Halle ist zu. Danach kam der Umbau")) == 2
    assert len(cut.split("Wir kamen nach Berlin. Danach kam der Umbau")) == 2
    if cut.pattern.search("2023. ") is not None:  # split_items keeps a figure's stop
        assert cut.search("im Jahr 2023. Danach kam der Umbau") is not None


def test_search_and_finditer_keep_their_bounds() -> None:
    cut = ClauseStops(r"[,;]|[.!?](?:\s|$)")
    text = "Er kam ca. 1900 an, blieb z. B. hier; dann ging er."
    assert [m.group() for m in cut.finditer(text)] == [",", ";", "."]
    assert cut.search(text, text.index("blieb")).group() == ";"
    assert cut.search(text, 0, text.index(",")) is None
    assert cut.split(text, maxsplit=1) == ["Er kam ca. 1900 an", " blieb z. B. hier; dann ging er."]


def test_a_pattern_with_a_group_is_refused() -> None:
    with pytest.raises(ValueError, match="group"):
        ClauseStops(r"([.!?])\s")


def test_short_form_reads_the_splitters_tables_in_any_case() -> None:
    for text, at in [("ca. 40", 3), ("am 14. märz", 6), ("Dr. Albers", 3), ("dr. albers", 3),
                     ("zum 200. jubiläum", 8), ("u. a. die", 5)]:
        assert short_form(text, at, at + 1), text
    for text, at in [("im Jahr 2023. Danach", 13), ("endet. Danach", 6), ("etc. Danach", 4),
                     ("ends.", 5)]:
        assert not short_form(text, at, at + 1), text


def test_the_clauses_the_polarity_checks_weigh_still_cut_at_a_number_abbreviation() -> None:
    # Kept on purpose (see clauses._EVERY_STOP): only letter abbreviations hold together.
    from services.citations.clauses import clauses
    assert [c for c, _t in clauses("nicht länger als ca. 2 Std. am Stück")] == [
        "nicht länger als ca", "2 Std", "am Stück"]
    assert [c for c, _t in clauses("Die Stadt prüft u. a. einen Weg")] == [
        "Die Stadt prüft u. a. einen Weg"]
