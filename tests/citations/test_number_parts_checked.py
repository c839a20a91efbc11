"""A figure is checked as the one number it is: "£15,000" is never backed by a "£15", nor
"1万欧元" by the 1 of "9月1日", while the same figure in another spelling still backs it."""

from __future__ import annotations

from tests.citations.judge import evidence

JUDO = ("# Northern Open judo report\n\nThe Northern Open drew 240 entries this year, up from "
        "190. Entry costs £15 per competitor. The association says it will review the "
        "venue before next year's event.")
TURNIER = ("# Nordpokal im Judo\n\nDer Nordpokal zählte in diesem Jahr 240 Meldungen, nach 190 "
           "im Vorjahr. Die Startgebühr beträgt 15 Euro je Kämpfer. Der Verband will die Halle "
           "vor dem nächsten Turnier prüfen.")
TOURNOI = ("# Open du Nord de judo\n\nL'Open du Nord a réuni 240 inscrits cette année, contre "
           "190 l'an dernier. L'inscription coûte 15 euros par judoka. La fédération veut "
           "revoir la salle avant la prochaine édition.")
DANCE = ("# 海澄现代舞团新任驻团编舞\n\n沈若岚将于2025年9月1日起出任舞团驻团编舞，任期三年。\n\n"
         "2022年，她的双人舞《潮间带》获得了荷兰一项青年编舞奖。她的作品以大量地面动作著称。")


def test_a_group_of_thousands_is_not_the_number_before_it() -> None:
    assert evidence("Entry to the Northern Open costs £15,000 per competitor.",
                    JUDO).support != "supported"
    assert evidence("Die Startgebühr des Nordpokals beträgt 15.000 Euro je Kämpfer.",
                    TURNIER).support != "supported"
    assert evidence("L'inscription à l'Open du Nord coûte 15 000 euros par judoka.",
                    TOURNOI).support != "supported"


def test_a_figure_in_another_spelling_still_backs_it() -> None:
    page = JUDO.replace("240 entries", "1,240 entries")
    assert evidence("The Northern Open drew 1240 entries this year.", page).support == "supported"
    page = TURNIER.replace("240 Meldungen", "1.240 Meldungen")
    assert evidence("Der Nordpokal zählte in diesem Jahr 1 240 Meldungen.",
                    page).support == "supported"


def test_a_myriad_is_not_the_digit_before_it() -> None:
    assert evidence("沈若岚的双人舞《潮间带》于2022年获得荷兰一项青年编舞奖，奖金为1万欧元。",
                    DANCE).support != "supported"
    page = DANCE.replace("青年编舞奖。", "青年编舞奖，奖金10,000欧元。")
    assert evidence("沈若岚的双人舞《潮间带》于2022年获得荷兰一项青年编舞奖，奖金为1万欧元。",
                    page).support == "supported"
