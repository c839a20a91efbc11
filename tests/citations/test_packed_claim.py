"""A summary that packs a paragraph's statements into one sentence of four clauses or more,
one of which holds a word a negated clause of the page negates, is worth a check, not
"unsupported": the word may come from the clause restating another sentence (the rule a
negated clause restates from its other side). A claim of one statement that turns the
page's negation round stays unsupported."""

from __future__ import annotations

import pytest

from services.citations.packed_claim import packed
from services.citations.support import explain

ZH = ("为保障安全，组委会要求所有选手必须穿着救生衣，未穿救生衣者不得上船。"
      "赛道两侧共安排了6艘救援艇和40名救生员。全天比赛未发生人员落水事故。")
DE = ("Zur Sicherheit verlangten die Veranstalter, dass alle Ruderer Schwimmwesten tragen, und "
      "Ruderer, die sie nicht tragen, wurden nicht ins Boot gelassen. Sechs Rettungsboote "
      "lagen bereit.")
EN = ("For safety, the organisers required every rower to wear a life jacket, and anyone not "
      "wearing one was not allowed into the boat. Six rescue boats were stationed along the "
      "course. 40 lifeguards watched from the banks.")


@pytest.mark.parametrize(("claim", "page"), [
    ("为确保安全，组委会强制所有选手穿救生衣，并在赛道两侧部署了6艘救援艇和40名救生员，"
     "全天无人落水。", ZH),
    ("Für die Sicherheit verlangten die Veranstalter, dass alle Ruderer Schwimmwesten tragen, "
     "sie hielten sechs Rettungsboote bereit, Helfer standen am Ufer, und das Rennen verlief "
     "ruhig.", DE),
    ("For safety, the organisers required every rower to wear a life jacket, stationed six "
     "rescue boats along the course, and had 40 lifeguards watch from the banks.", EN),
])
def test_a_packed_summary_asks_a_check(claim: str, page: str) -> None:
    assert packed(claim)
    support, finding = explain(claim, page)
    assert support != "unsupported", finding


@pytest.mark.parametrize(("claim", "page"), [
    ("未穿救生衣的选手也可以上船。", ZH),
    ("Wer keine Schwimmweste trug, durfte trotzdem ins Boot.", DE),
    ("The organisers did not require rowers to wear a life jacket.", EN),
])
def test_one_statement_turned_round_stays_unsupported(claim: str, page: str) -> None:
    assert not packed(claim)
    support, finding = explain(claim, page)
    assert support == "unsupported", finding


def test_a_short_claim_is_not_packed() -> None:
    assert not packed("Six rescue boats were stationed along the course.")
    assert not packed("赛道两侧共安排了6艘救援艇。")
