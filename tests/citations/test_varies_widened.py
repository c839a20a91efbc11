"""What the page says varies, told of all ("can all be kept" for "depending on the brand")."""

from __future__ import annotations

from tests.citations.judge import evidence

INSULIN = ("Store unopened insulin in the fridge. Insulin pens that are in use may be kept at "
           "room temperature for up to 28 days, depending on the brand; check the leaflet. "
           "Do not freeze insulin.")
INSULIN_DE = ("Ungeöffnetes Insulin im Kühlschrank lagern. Angebrochene Insulinpens können je "
              "nach Hersteller bis zu 28 Tage bei Raumtemperatur aufbewahrt werden. Insulin "
              "nicht einfrieren.")
INSULIN_ZH = ("未开封的胰岛素应冷藏保存。正在使用的胰岛素笔可在室温下保存，保存时间视品牌而定，"
              "最长28天。胰岛素不可冷冻。")


def test_a_rule_that_varies_told_of_all_is_widened() -> None:
    for claim, page in (
            ("Insulin pens that are in use can all be kept at room temperature for 28 days.",
             INSULIN),
            ("Alle angebrochenen Insulinpens können 28 Tage bei Raumtemperatur aufbewahrt "
             "werden.", INSULIN_DE),
            ("所有正在使用的胰岛素笔都可在室温下保存28天。", INSULIN_ZH)):
        wrong = evidence(claim, page)
        assert wrong.support == "unsupported", claim


def test_the_variation_kept_is_no_widening() -> None:
    right = evidence("Insulin pens in use can be kept at room temperature for up to 28 days, "
                     "depending on the brand.", INSULIN)
    assert right.support != "unsupported"
    right = evidence("Angebrochene Insulinpens halten sich je nach Hersteller bis zu 28 Tage "
                     "bei Raumtemperatur.", INSULIN_DE)
    assert right.support != "unsupported"


MOSEL = ("Die Mosel fließt durch drei Länder. Mit der Gästekarte „MoselCard“ können "
         "Übernachtungsgäste in einigen Gemeinden Bus und Bahn kostenlos nutzen. Die Karte "
         "gilt drei Tage.")


def test_what_holds_in_some_places_told_of_the_whole_is_widened() -> None:
    wrong = evidence("Mit der Gästekarte „MoselCard“ können Übernachtungsgäste entlang der "
                     "gesamten Mosel kostenlos Bus und Bahn fahren.", MOSEL)
    assert (wrong.support, wrong.reason) == ("unsupported", "hedged")
    right = evidence("Mit der MoselCard fahren Übernachtungsgäste in einigen Gemeinden "
                     "kostenlos Bus und Bahn.", MOSEL)
    assert right.support != "unsupported"
