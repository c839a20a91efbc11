"""A person given the deed the page gives another ("led by Dr. Tomás Herrera" where the
page has "led by ecologist Dr. Hannah Lindqvist" and Herrera only as co-author): the
word of the deed right before the name, which no sentence naming the person holds,
stands right before another person's name elsewhere on the page."""

from __future__ import annotations

import pytest

from services.citations.agent_role import agent_swap
from services.citations.sentences import sentence_spans
from tests.citations.judge import evidence

BRIDGE = ("# North Bridge\n\nThe bridge opened in 1931. It was designed by engineer Walter Hale "
          "of Leeds. Construction took three years.\n\nThe 2019 renovation was overseen by "
          "architect Priya Nair, who had the railings replaced and new lighting installed.")
PONT = ("# Le pont du Nord\n\nLe pont a été inauguré en 1931. Il a été conçu par l'ingénieur "
        "Louis Garnier. Les travaux ont duré trois ans.\n\nLa rénovation de 2019 a été dirigée "
        "par l'architecte Claire Fontaine, qui a fait remplacer les garde-corps.")
BEES = ("Bumblebees living in large cities travel farther to find flowers than their rural "
        "counterparts. The research, led by ecologist Dr. Hannah Lindqvist at the University "
        "of Leeds, tracked 212 worker bees using small radar tags. Urban workers flew a median "
        "of 740 metres per trip, compared with 410 metres for rural bees.\n\nCo-author Dr. "
        "Tomás Herrera of the University of Manchester said the next phase will examine the "
        "lifespans of worker bees.")


def _sentences(text: str) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text)]


@pytest.mark.parametrize(("claim", "page"), [
    ("The bridge was designed by architect Priya Nair.", BRIDGE),
    ("La rénovation de 2019 a été dirigée par l'ingénieur Louis Garnier.", PONT),
    ("The study was led by Dr. Tomás Herrera of the University of Manchester.", BEES),
])
def test_anothers_deed_is_unsupported(claim: str, page: str) -> None:
    wrong = evidence(claim, page)
    assert (wrong.support, wrong.reason) == ("unsupported", "name_elsewhere")


@pytest.mark.parametrize(("claim", "page"), [
    ("La rénovation de 2019 a été dirigée par l'architecte Claire Fontaine.", PONT),
    ("Priya Nair oversaw the 2019 renovation and had the railings replaced.", BRIDGE),
    ("The research was led by Dr. Hannah Lindqvist of the University of Leeds.", BEES),
])
def test_the_persons_own_deed_is_no_finding(claim: str, page: str) -> None:
    assert agent_swap(claim, _sentences(page), False) is None


def test_a_verb_of_saying_is_no_deed() -> None:
    page = ("Mayor Ana Ruiz said the bridge opens in May. Engineer Tom Berg told reporters it "
            "cost 4m.")
    assert agent_swap("Engineer Tom Berg said the bridge cost 4m.", _sentences(page),
                      False) is None


def test_another_statement_after_and_gives_the_name_no_deed() -> None:
    sentences = ["The blade shearing final was won by Fraser Main of Lanark.",
                 "The wool-handling title went to Moana Tait.",
                 "The open final went to Kelderby Shears."]
    claim = "Fraser Main took the blade shearing final and Moana Tait claimed the wool title."
    assert agent_swap(claim, sentences, False) is None


def test_a_possessive_before_a_name_is_no_deed() -> None:
    claim = "Sixty-four crews took part in this year's Linmere Regatta."
    sentences = ["Saturday's 41st Linmere Regatta drew 64 crews.", "Last year's Hannah Kerr won."]
    assert agent_swap(claim, sentences, False) is None
