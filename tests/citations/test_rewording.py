"""Correct claims reworded the way models write them are not labelled unsupported,
while the same claims made wrong still are; ``explain`` names the deciding check."""

from __future__ import annotations

import pytest

from services.citations.support import explain

SOLAR = ("The Hollin Moor solar farm began supplying the grid on 12 September 2024. "
         "The site covers 140 hectares and holds about 1,500,000 panels. "
         "Construction took 18 months and cost £72 million.")
HEATING = ("Das kündigte Geschäftsführerin Petra Hollmann am 14. März 2025 vor dem Stadtrat an. "
           "Künftig sollen rund 9.000 Haushalte zusätzlich angeschlossen werden. "
           "Wer sich bis Ende 2026 anmeldet, zahlt keine Anschlussgebühr.")
TELESCOPE = ("Le chantier, qui a coûté 11,5 millions d'euros, a été financé aux trois quarts "
             "par la région.")
PARK = ("A Câmara Municipal de Lisboa inaugurou o Parque Ribeirinho de Marvila, junto ao rio "
        "Tejo. Segundo o vereador Rui Tavares, o espaço foi desenhado para absorver as cheias "
        "do rio, reduzindo o risco de inundação nas ruas vizinhas.")
PLANT = ("La planta desaladora de Águilas duplicará su capacidad, anunció el consejero de Agua, "
         "Andrés Molina. La ampliación costará 64 millones de euros, de los que la Unión "
         "Europea aportará la mitad.")
METRO = ("# El metro de Sevilla abrirá la línea 3 en 2030\n\nLa Junta de Andalucía prevé que "
         "la línea 3 del metro de Sevilla entre en servicio en 2030. Así lo confirmó la "
         "consejera de Fomento, Rocío Díaz, durante la firma del contrato de obras.")
SAKE = "見学施設も併設し、年間2万人の来場を見込む。"
LIBRARY = "부산시립도서관은 2025년 3월 4일부터 24시간 무인 열람실을 운영한다고 밝혔다."


@pytest.mark.parametrize(("claim", "page"), [
    ("The farm has around 1.5 million panels spread over 140 hectares.", SOLAR),
    ("On 12/09/2024 the solar farm began supplying the grid.", SOLAR),
    ("Hollmann stellte die Pläne am 14.03.2025 im Stadtrat vor.", HEATING),
    ("Bei einer Anmeldung bis Ende 2026 entfällt die Anschlussgebühr.", HEATING),
    ("Building the farm took a year and a half and cost £72m.", SOLAR),
    ("Etwa 9000 weitere Haushalte sollen ans Netz gehen.", HEATING),
    ("La région a pris en charge 75 % des 11,5 millions d'euros de travaux.", TELESCOPE),
    ("Segundo Tavares, o parque foi pensado para absorver as cheias do Tejo.", PARK),
    ("Según Molina, la ampliación costará 64 millones, y la UE pagará el 50 %.", PLANT),
    ("Según Díaz, la línea 3 del metro de Sevilla empezará a funcionar en 2030.", METRO),
    ("見学施設には年に2万人が訪れると見込まれている。", SAKE),
    ("부산시립도서관은 2025년 3월 4일부터 열람실을 24시간 무인으로 운영한다.", LIBRARY),
])
def test_reworded_correct_claims_are_not_unsupported(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support != "unsupported", finding


@pytest.mark.parametrize(("claim", "page", "rule"), [
    ("The farm has around 2.5 million panels spread over 140 hectares.", SOLAR, "numbers"),
    ("Hollmann stellte die Pläne am 15.03.2025 im Stadtrat vor.", HEATING, "numbers"),
    ("Hollmann stellte die Pläne am 14.03.2024 im Stadtrat vor.", HEATING, "numbers"),
    ("La région a pris en charge 75 % des 12,5 millions d'euros de travaux.", TELESCOPE,
     "numbers"),
    ("Wer sich bis Ende 2026 anmeldet, zahlt eine Anschlussgebühr.", HEATING, "polarity"),
])
def test_the_same_claims_made_wrong_are_still_unsupported(claim: str, page: str,
                                                          rule: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == rule


def test_a_first_name_beside_another_surname_is_still_a_rival() -> None:
    page = ("\"Islanders have waited far too long,\" said Maria Kessel, who chairs the "
            "authority's board. She added more.")
    support, finding = explain(
        "Islanders have waited too long, said Tom Kessel, who chairs the board.", page)
    assert support == "unsupported" and finding is not None
    assert (finding.rule, finding.claimed, finding.stated) == ("names", "Tom", "Maria")


def test_a_share_stated_as_a_fraction_agrees_a_different_one_does_not() -> None:
    page = "Eine Solaranlage auf dem Dach deckt etwa die Hälfte des Strombedarfs des Stadions."
    assert explain("Die Solaranlage auf dem Dach deckt 50 % des Strombedarfs des Stadions.",
                   page)[0] == "supported"
    assert explain("Die Solaranlage auf dem Dach deckt 70 % des Strombedarfs des Stadions.",
                   page)[0] != "supported"


def test_few_words_hold_on_to_a_figure_in_digits_not_to_one_in_words() -> None:
    page = ("Die neue Station hat 8 Betten und liegt im dritten Stock der Klinik. "
            "Künftig sollen rund 9.000 Haushalte zusätzlich angeschlossen werden.")
    support, finding = explain("Etwa 9000 weitere Haushalte sollen ans Netz gehen.", page)
    # "9000" is the page's "9.000": the figure counts among the words it holds.
    assert support == "weak" and finding is not None and finding.rule in ("anchored",
                                                                           "coverage")
    support, finding = explain("Acht Betten wurden mit Spenden eines örtlichen Fördervereins "
                               "und der Sparkasse finanziert.", page.replace("8", "acht"))
    assert support == "unsupported" and finding is not None and finding.rule == "coverage"


def test_a_claim_in_compound_parts_finds_the_sentence_holding_them() -> None:
    page = ("# Gesamtschule Hameln bekommt neues Lernhaus\n\n"
            "Das Gebäude wird in Holzbauweise errichtet und erhält eine "
            "Photovoltaikanlage auf dem Dach. Schulleiterin Anke Brandt sagte, die Schule "
            "platze seit Jahren aus allen Nähten.")
    support, finding = explain("Der Holzbau bekommt eine Solaranlage auf dem Dach.", page)
    assert support != "unsupported", finding
    support, finding = explain("Der Holzbau bekommt ein Gründach mit Bienenstöcken.", page)
    assert support == "unsupported", finding
