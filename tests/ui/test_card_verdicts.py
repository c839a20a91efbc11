"""The card words the support check honestly: "Check this" with the reason when the
check is unsure, what differs when the page says something else, and what the "?" means."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.support import check
from ui.chat.answer import pill_html
from ui.chat.card import SourceCard
from ui.design import tokens

PAGE = ("The Orbis 3 probe will launch in 2025 from Kourou. The board would consider a second "
        "probe later. The company plans to open a plant in Toulouse in 2027. Do not handle "
        "the samples without gloves.")
SOURCE = Source("s-1", "https://e.org/orbis", "Orbis", excerpt=PAGE)
_HOSTS: list[QWidget] = []  # the card's parent lives as long as the test module


def shown(qtbot: Any, claim: str) -> SourceCard:
    reg = CitationRegistry([SOURCE])
    evidence = check(parse(f"{claim} [cite:s-1]", reg), reg)[0].evidence[0]
    host = QWidget()
    host.resize(900, 700)
    qtbot.addWidget(host)
    _HOSTS.append(host)
    card = SourceCard(host)
    card.show_source(1, SOURCE, host.mapToGlobal(QPoint(100, 100)), evidence)
    return card


def test_a_different_year_names_both(qtbot: Any) -> None:
    card = shown(qtbot, "The Orbis 3 probe will launch in 2026 from Kourou.")
    assert card.verdict.text() == ("The source says something else. "
                                   "The page gives 2025, not 2026:")
    assert not card.note.isHidden() and "“✗”" in card.note.text()
    assert "2025" in card.passage.text()


def test_opposite_and_overreach_are_said_in_plain_words(qtbot: Any) -> None:
    card = shown(qtbot, "Handle the samples without gloves.")
    assert card.verdict.text().endswith("The page says the opposite:")
    card = shown(qtbot, "The board will build a second probe later.")
    assert "The page only says it might (“would”)" in card.verdict.text()


def test_a_plan_stated_as_done_asks_for_a_check(qtbot: Any) -> None:
    card = shown(qtbot, "The company opened a plant in Toulouse in 2027.")
    assert card.verdict.text() == (
        "Check this. The page gives this as a plan (“plans”), not as done:")
    assert not card.note.isHidden() and "could not confirm" in card.note.text()
    assert "“?”" in card.note.text() and "“✗”" not in card.note.text()


def test_a_supported_sentence_has_no_note(qtbot: Any) -> None:
    card = shown(qtbot, "The Orbis 3 probe launches from Kourou in 2025.")
    assert card.verdict.text() == "The source says this here:"
    assert card.note.isHidden()


def test_the_pill_tells_check_this_from_not_supported() -> None:
    colours = tokens("light")
    weak = pill_html("s-1", 3, colours, fragment="0", support="weak")
    unsupported = pill_html("s-1", 3, colours, fragment="0", support="unsupported")
    supported = pill_html("s-1", 3, colours, fragment="0")
    assert "&nbsp;3?&nbsp;" in weak and colours.warning_bg in weak and 'class="cite weak"' in weak
    assert "&nbsp;3✗&nbsp;" in unsupported and colours.error_bg in unsupported
    assert colours.error in unsupported and colours.warning_bg not in unsupported
    assert 'class="cite unsupported"' in unsupported
    assert "&nbsp;3&nbsp;" in supported and 'class="cite"' in supported


def test_swapped_names_are_said_the_other_way_round(qtbot: Any) -> None:
    reg = CitationRegistry([Source("s-2", "https://e.org/tools", "Tools", excerpt=(
        "Thumbnails are now generated with libvips instead of ImageMagick, which is "
        "faster."))])
    evidence = check(parse("Thumbnails are now generated with ImageMagick instead of "
                           "libvips [cite:s-2].", reg), reg)[0].evidence[0]
    assert (evidence.support, evidence.reason) == ("unsupported", "swapped")
    host = QWidget()
    qtbot.addWidget(host)
    _HOSTS.append(host)
    card = SourceCard(host)
    card.show_source(1, reg.get("s-2"), host.mapToGlobal(QPoint(10, 10)), evidence)
    assert card.verdict.text().startswith(
        "The source says something else. The page has these the other way round (")


def test_advice_made_a_rule_names_the_page_word(qtbot: Any) -> None:
    reg = CitationRegistry([Source("s-2", "https://e.org/uv", "UV", excerpt=(
        "The guideline recommends that schools move outdoor sport indoors on days with a "
        "UV index of 8 or more."))])
    evidence = check(parse("Schools must move outdoor sport indoors on days with a UV index "
                           "of 8 or more. [cite:s-2]", reg), reg)[0].evidence[0]
    host = QWidget()
    qtbot.addWidget(host)
    _HOSTS.append(host)
    card = SourceCard(host)
    assert card.reason_text(evidence) == (
        "The page only advises it (“recommends”); the sentence makes it a rule:")
    assert evidence.support == "unsupported"
