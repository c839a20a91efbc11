"""A plan whose approval, grant or decision is still to come, told as a fact, is sure
(``pending`` read by ``conditional_plan.open_plan``); the plan told as a plan is spared."""

from __future__ import annotations

import pytest

from services.citations.conditional_plan import open_plan, open_words
from services.citations.pending import pending_words
from tests.citations.judge import evidence

DE = ("# Sturzstudie\n\nDie erste Studie lief zwei Jahre. Eine Folgestudie mit Sensoren soll ab "
      "dem 1. März 2026 rund 500 Teilnehmende ein Jahr lang begleiten; die Finanzierung durch "
      "die Stiftung ist beantragt, aber noch nicht bewilligt.")
ZH = ("# 融雪桥面\n\n去年冬天，明河桥首次启用桥面融雪系统。"
      "市交通局计划在2027年前再对另外三座桥进行类似改造，但具体方案尚待市人大审议。")
EN = ("# Ferry pier\n\nThe pier was rebuilt in 2009. The harbour trust plans to replace its "
      "landing stage in the 2028 winter break, although the exact date would depend on "
      "delivery times from the yard.")
ES = ("# Biblioteca\n\nLa biblioteca reabrió en enero. El ayuntamiento prevé abrir una sala "
      "infantil en 2027; la financiación todavía no está aprobada.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("Eine von der Stiftung finanzierte Folgestudie mit Sensoren wird ab dem 1. März 2026 "
     "rund 500 Teilnehmende ein Jahr lang begleiten.",
     "Eine Folgestudie mit Sensoren soll ab dem 1. März 2026 rund 500 Teilnehmende ein Jahr "
     "lang begleiten.", DE),
    ("市交通局将在2027年前对另外三座桥进行类似改造。",
     "市交通局计划在2027年前再对另外三座桥进行类似改造。", ZH),
    ("The harbour trust will replace the pier's landing stage in the 2028 winter break.",
     "The harbour trust plans to replace the pier's landing stage in the 2028 winter break.",
     EN),
    ("El ayuntamiento abrirá una sala infantil en 2027.",
     "El ayuntamiento prevé abrir una sala infantil en 2027.", ES),
])
def test_a_pending_plan_told_as_fact_is_caught(wrong: str, right: str, page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


def test_pending_words_in_each_script() -> None:
    assert pending_words("die Finanzierung ist beantragt, aber noch nicht bewilligt") == {
        "noch nicht"}
    assert pending_words("但具体方案尚待市人大审议") == {"尚待"}
    assert pending_words("the date would depend on delivery") == set()
    assert open_words("the date would depend on delivery") == {"depend"}
    assert pending_words("le financement n'est pas encore voté") == {"pas encore"}
    assert pending_words("het budget is nog niet goedgekeurd") == {"nog niet"}
    assert pending_words("The dependent child was noted.") == set()


@pytest.mark.parametrize("text", [
    "Das Rathaus stammt noch aus dem Jahr 1900.",
    "Der Turm steht aus Gründen des Denkmalschutzes leer.",
    "Le maire reste à Paris jusqu'à lundi.",
    "Il treno arriva ancora da Roma ogni mattina.",
    "駅の様子は昔のままだ。",
    "김미정 교수가 발표했다.",
    "도서관은 아직도 운영 중이다.",
])
def test_words_that_only_look_pending_are_not_read(text: str) -> None:
    assert pending_words(text) == set()


def test_the_phrases_that_make_them_pending_are_read() -> None:
    assert pending_words("Die Zusage der Stiftung steht noch aus.") == {"steht noch aus"}
    assert pending_words("La date reste à confirmer.") == {"reste à confirmer"}
    assert pending_words("Il budget è ancora da approvare.") == {"ancora da approvare"}
    assert pending_words("開始時期は未定です。") == {"未定"}


def test_a_claim_that_keeps_the_pending_step_keeps_the_plan_open() -> None:
    assert not open_plan("Die Studie soll 2026 beginnen, die Finanzierung ist noch nicht "
                         "bewilligt.", DE)
    assert open_plan("Die Studie beginnt 2026.", DE)
