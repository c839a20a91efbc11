"""A "check this" on a one-clause claim becomes unsupported in the three shapes wrong claims
take (the opposite of a statement whose words come from two sentences, another name from
the next sentence, a figure the page lacks in a claim copied from one sentence), and stays
"check this" otherwise (en, de, zh, fr, es, ja)."""

from __future__ import annotations

import pytest

from services.citations.finding import Finding
from services.citations.one_clause_fault import RULE, one_clause_fault
from services.citations.passages import SourceIndex

EN = ("The Aerotherm heat pump heats the house without an internet connection. "
      "The phone app needs a network link for remote control. "
      "Installation takes one day. The outdoor unit stands on a concrete base. "
      "Service visits are yearly. The warranty covers parts for five years. "
      "Ruth Hale designed the outdoor unit. Owners may book a visit online.")
DE = ("Die Wärmepumpe Aerotherm heizt das Haus ohne Internetverbindung. "
      "Die Handy-App braucht ein Netzwerk für die Fernsteuerung. "
      "Die Montage dauert einen Tag. Das Außengerät steht auf einem Betonsockel. "
      "Die Wartung erfolgt jährlich. Die Garantie deckt Teile fünf Jahre lang ab. "
      "Ruth Hale entwarf das Außengerät. Besitzer buchen Termine online.")
ZH = ("艾罗热泵无需联网即可为房屋供暖。手机应用需要网络才能远程控制。安装需要一天。"
      "室外机安装在水泥底座上。每年上门保养一次。保修五年。王丽设计了室外机。业主可以在网上预约。")
FR = ("La pompe Aerotherm chauffe la maison sans connexion internet. "
      "L'application mobile exige un réseau pour le pilotage à distance. "
      "L'installation dure une journée.")
ES = ("La bomba Aerotherm calienta la casa sin conexión a internet. "
      "La aplicación móvil exige una red para el control remoto. "
      "La instalación dura un día.")
JA = ("エアロサーム暖房機はネット接続なしで家を暖めます。"
      "スマホアプリは遠隔操作にネット接続が必要です。設置は一日です。")

OPPOSITE = Finding("negation", "needs", "without", certain=False, rule="polarity")

DRAWN_FROM_TWO = [
    (EN, "The Aerotherm heat pump needs a network link to heat the house."),
    (DE, "Die Wärmepumpe Aerotherm braucht zum Heizen des Hauses ein Netzwerk."),
    (ZH, "艾罗热泵需要网络才能为房屋供暖。"),
    (FR, "La pompe Aerotherm exige un réseau pour chauffer la maison."),
    (ES, "La bomba Aerotherm exige una red para calentar la casa."),
    (JA, "エアロサーム暖房機は家を暖めるのに遠隔操作のネット接続が必要です。"),
]


@pytest.mark.parametrize(("page", "claim"), DRAWN_FROM_TWO)
def test_the_opposite_of_a_one_clause_claim_drawn_from_two_sentences_is_unsupported(
        page: str, claim: str) -> None:
    support, finding = one_clause_fault(claim, SourceIndex(page), "weak", OPPOSITE)
    assert support == "unsupported"
    assert finding is not None and finding.rule == f"{RULE}:polarity"
    assert finding.reason == "negation"


ONE_SENTENCE = [
    (EN, "The Aerotherm heat pump heats the house with an internet connection."),
    (DE, "Die Wärmepumpe Aerotherm heizt das Haus mit Internetverbindung."),
    (ZH, "艾罗热泵联网即可为房屋供暖。"),
]


@pytest.mark.parametrize(("page", "claim"), ONE_SENTENCE)
def test_the_opposite_of_a_claim_one_sentence_holds_stays_check_this(
        page: str, claim: str) -> None:
    assert one_clause_fault(claim, SourceIndex(page), "weak", OPPOSITE) == ("weak", OPPOSITE)


CLAUSES = [
    (EN, "The Aerotherm heat pump heats the house, and the app needs a network link."),
    (DE, "Die Wärmepumpe Aerotherm heizt das Haus, und die App braucht ein Netzwerk."),
    (ZH, "艾罗热泵为房屋供暖，手机应用需要网络。"),
]


@pytest.mark.parametrize(("page", "claim"), CLAUSES)
def test_the_opposite_on_a_claim_of_two_clauses_stays_check_this(page: str, claim: str) -> None:
    assert one_clause_fault(claim, SourceIndex(page), "weak", OPPOSITE) == ("weak", OPPOSITE)


NAME = Finding("name_elsewhere", "Ruth Hale", "", certain=False, rule="swaps")


def test_another_name_from_a_near_sentence_is_unsupported_and_from_far_stays() -> None:
    near = "Ruth Hale fitted the outdoor unit on its concrete base."
    assert one_clause_fault(near, SourceIndex(EN), "weak", NAME)[0] == "unsupported"
    near_de = "Ruth Hale stellte das Außengerät auf den Betonsockel."
    assert one_clause_fault(near_de, SourceIndex(DE), "weak", NAME)[0] == "unsupported"
    far = "Ruth Hale designed the phone app for remote control."
    assert one_clause_fault(far, SourceIndex(EN), "weak", NAME) == ("weak", NAME)
    far_zh = "王丽设计了远程控制的手机应用。"
    name_zh = Finding("name_elsewhere", "王丽", "", certain=False, rule="swaps")
    assert one_clause_fault(far_zh, SourceIndex(ZH), "weak", name_zh) == ("weak", name_zh)


def test_a_missing_figure_in_the_first_clause_of_a_copied_sentence_is_unsupported() -> None:
    figure = Finding("number_missing", "3", "", certain=False, rule="numbers")
    later = Finding("number_missing", "2", "", certain=False, rule="numbers")
    claim = "The warranty covers parts for five years, and 2 of them are free."
    assert one_clause_fault(claim, SourceIndex(EN), "weak", later) == ("weak", later)
    claim = "The 3 warranty covers parts, for five years."
    assert one_clause_fault(claim, SourceIndex(EN), "weak", figure)[0] == "unsupported"
    claim_de = "Die 3 Garantie deckt Teile ab, fünf Jahre lang."
    assert one_clause_fault(claim_de, SourceIndex(DE), "weak", figure)[0] == "unsupported"
    one = "The warranty covers 3 parts for five years."
    assert one_clause_fault(one, SourceIndex(EN), "weak", figure) == ("weak", figure)


def test_other_verdicts_and_reasons_are_left_alone() -> None:
    page, claim = DRAWN_FROM_TWO[0]
    index = SourceIndex(page)
    hedged = Finding("hedged", "will", "may", certain=False, rule="modality")
    assert one_clause_fault(claim, index, "weak", hedged) == ("weak", hedged)
    assert one_clause_fault(claim, index, "supported", None) == ("supported", None)
    assert one_clause_fault(claim, index, "unsupported", OPPOSITE) == ("unsupported", OPPOSITE)
