"""A figure the page states nowhere, in a unit the passage never names, is sure; a time
the passage tells in another unit stays a check. Also: "not X until T" against a claim
putting X at another time, a date's year against the section heading above the passage,
and a figure after an ASCII comma in CJK text."""

from __future__ import annotations

import pytest

from services.citations.numbers import numbers
from services.citations.support import explain
from services.citations.unstated_figure import invented_figure
from tests.citations.judge import evidence

KETTLE = ("# Brisa K2 kettle\n\nThe Brisa K2 is a 1.7-litre cordless kettle with a "
          "stainless-steel body. It has a removable limescale filter in the spout and a 360° "
          "base. The kettle switches off automatically when the water boils.")
AQUA = ("# Wasserfilter Aqua 3\n\nDer Aqua 3 ist ein Tischfilter mit 2,4 Litern "
        "Fassungsvermögen. Die Kartusche im Deckel enthält Aktivkohle und Ionenaustauscher. "
        "Das Gehäuse ist spülmaschinenfest.")
ROBOT = ("# 扫地机器人S5\n\nS5扫地机器人配备5200毫安电池，支持USB-C充电。"
         "机身高度为9.5厘米，可以进入沙发底部清扫。尘盒容量为0.4升。")
BRISA = ("# Purificador Brisa\n\nEl purificador Brisa cubre una habitación de 35 m². "
         "Su filtro HEPA está bajo la tapa. Funciona en silencio por la noche.")
NOVA = ("# Purificateur Nova\n\nLe purificateur Nova couvre une pièce de 40 m². "
        "Son filtre HEPA se trouve sous le couvercle. Il fonctionne en silence la nuit.")
KETORU = ("# ケトルK2\n\nケトルK2の容量は1.7リットルです。"
          "注ぎ口に取り外し可能なフィルターがあります。湯が沸くと自動で電源が切れます。")
ROPE = ("The rope works opened in 1851. In 1888 the owner's grandson, Samuel Hebden, installed "
        "a steam engine to power the yarn machines, but the rope walk itself was not "
        "mechanised until 1912.")
LOG = ("# Changelog\n\n## Version 3.2.1 – 14. März 2025\n\n- Die Suche stürzte bei leeren "
       "Suchbegriffen ab.\n- Exporte nach CSV enthielten doppelte Zeilen.\n\n## Version 3.2.0 – "
       "2. Februar 2025\n\n- Neu: Dunkles Design.\n")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("The Brisa K2 boils 1.7 litres of water in about four minutes.",
     "The Brisa K2 is a 1.7-litre cordless kettle with a removable limescale filter.", KETTLE),
    ("Der Aqua 3 filtert 2,4 Liter Wasser in etwa sechs Minuten.",
     "Der Aqua 3 ist ein Tischfilter mit 2,4 Litern Fassungsvermögen.", AQUA),
    ("S5扫地机器人的5200毫安电池充满电约需3小时。",
     "S5扫地机器人的5200毫安电池支持USB-C充电。", ROBOT),
    ("El filtro HEPA del purificador Brisa debe cambiarse cada 600 horas.",
     "El filtro HEPA del purificador Brisa está bajo la tapa.", BRISA),
    ("Le filtre HEPA du purificateur Nova doit être changé toutes les 800 heures.",
     "Le filtre HEPA du purificateur Nova se trouve sous le couvercle.", NOVA),
    ("ケトルK2は1.7リットルの湯を約4分で沸かします。", "ケトルK2の容量は1.7リットルです。", KETORU),
])
def test_an_invented_measure_is_caught_and_its_twin_spared(wrong: str, right: str,
                                                           page: str) -> None:
    assert evidence(wrong, page).support == "unsupported"
    assert evidence(right, page).support == "supported"


def test_a_time_or_share_told_another_way_is_no_invented_figure() -> None:
    half = AQUA + " Die Kartusche im Deckel wird halbjährlich gewechselt."
    assert not invented_figure("sechs", "Die Kartusche im Deckel wird alle sechs Monate "
                               "gewechselt.", "Die Kartusche im Deckel wird halbjährlich "
                               "gewechselt.", half)
    assert evidence("Die Kartusche im Deckel wird alle sechs Monate gewechselt.",
                    half).support != "unsupported"
    assert not invented_figure("70", "其中大约70%是专送骑手。", "其中约七成为专送骑手。",
                               "目前全市约有外卖骑手4.6万人，其中约七成为专送骑手。")
    assert not invented_figure("four", "It boils in four minutes.", "It boils in minutes.",
                               "It boils in minutes.")  # the unit is the passage's
    assert not invented_figure("1.7", "It holds 1.7 litres.", "A kettle.", KETTLE)  # stated


def test_not_until_against_another_time_is_a_flip() -> None:
    assert evidence("The rope walk was mechanised in 1888, when Samuel Hebden installed a "
                    "steam engine.", ROPE).support == "unsupported"
    assert evidence("The rope walk itself was mechanised in 1912.", ROPE).support == "supported"
    assert evidence("The rope walk was not mechanised until 1912.", ROPE).support == "supported"


def test_a_dates_year_weighed_against_the_heading_above() -> None:
    assert evidence("Version 3.2.1 vom 14. März 2024 behob einen Absturz der Suche bei leeren "
                    "Suchbegriffen.", LOG).support == "unsupported"
    assert evidence("Version 3.2.1 vom 14. März 2025 behob einen Absturz der Suche bei leeren "
                    "Suchbegriffen.", LOG).support == "supported"


def test_a_figure_after_an_ascii_comma_in_cjk_text_is_read() -> None:
    assert [(n.text, n.kind) for n in numbers("韩立军介绍,2024年春节期间")] == [("2024", "year")]
    assert [n.text for n in numbers("1,250 visitors")] == ["1,250"]
    assert [n.text for n in numbers("3,2024")] != ["2024"]


def test_a_figure_inside_a_name_or_beside_a_sure_finding_is_no_invented_measure() -> None:
    phone = ("Das Telefon kam 2025 auf den Markt. Der Hersteller plant, im Herbst 2026 einen "
             "Ersatzakku als Zubehör anzubieten.")
    assert not invented_figure("4", "Für das X 4 Pro soll ein Ersatzakku erscheinen.",
                               phone, phone)
    support, finding = explain("El centro de salud del barrio norte ya abrió y atenderá a "
                               "5.000 vecinos en 2026.", "El ayuntamiento prevé abrir un centro"
                               " de salud en el barrio norte en 2026. El edificio tiene 40 "
                               "salas.")
    assert support == "unsupported" and finding is not None and finding.reason == "intent"


GUIDANCE = ("# Food allergies in schools\n\nThe county council has published new guidance on "
            "managing food allergies in its schools. It was prepared with the paediatric "
            "allergist Dr Sarah Lindqvist and the parents' group Allergy Aware. Every school "
            "must keep two adrenaline pens in its office. The council first listed the school "
            "kitchens in 1981 and inspected them again four years later.")


def test_a_year_or_ordinal_the_page_never_writes_is_an_invented_date() -> None:
    dated = ("The guidance was prepared with the paediatric allergist Dr Sarah Lindqvist after "
             "a pupil suffered a severe reaction in 2024.")
    assert evidence(dated, GUIDANCE).support == "unsupported"
    assert evidence("The guidance was prepared with the paediatric allergist Dr Sarah "
                    "Lindqvist for the 30th anniversary of Allergy Aware.",
                    GUIDANCE).support == "unsupported"
    assert evidence("The guidance was prepared with the paediatric allergist Dr Sarah "
                    "Lindqvist.", GUIDANCE).support == "supported"
    # A year the page tells relative to another, or a decade: no invented date.
    assert not invented_figure("1985", "The council inspected the kitchens again in 1985.",
                               GUIDANCE, GUIDANCE)
    assert not invented_figure("1980", "The kitchens were first listed in the 1980s.",
                               GUIDANCE, GUIDANCE)
    assert invented_figure("2024", dated, GUIDANCE, GUIDANCE)
    told = GUIDANCE.replace("It was prepared", "Last year it was prepared")
    assert not invented_figure("2024", dated, told, told)  # "last year": a year of writing
