"""What the page says can happen under a circumstance ("Nach starken Regenfällen kann die
Klamm gesperrt werden") is no fact: a claim that states it as what happens is unsupported;
one that keeps the possibility, or drops an ability ("die App kann … exportieren"), is not."""

from __future__ import annotations

import pytest

from services.citations.possible_outcome import possible_outcome
from services.citations.support import explain

CASES = {
    "de": ("# Klammweg\n\nDie Klamm ist von Mai bis Oktober geöffnet. Nach starken Regenfällen "
           "kann die Klamm kurzfristig gesperrt werden. Der Eintritt kostet 6 Euro.",
           "Nach starken Regenfällen wird die Klamm gesperrt.",
           "Nach starken Regenfällen wird die Klamm unter Umständen gesperrt."),
    "de_separable": (
        "# Inselfähre\n\nDie Fähre fährt dreimal täglich. Bei Sturmflut kann der Fährverkehr "
        "zur Insel ausfallen. Tickets gibt es am Hafen.",
        "Bei Sturmflut fällt der Fährverkehr zur Insel aus.",
        "Bei Sturmflut kann der Fährverkehr zur Insel ausfallen."),
    "de_condition": (
        "# Burgruine\n\nVor Beginn der Arbeiten werden alle Mauerspalten kontrolliert. Sollten "
        "dabei besetzte Quartiere gefunden werden, kann sich der Baubeginn in einzelnen "
        "Abschnitten um einige Wochen verschieben.",
        "Weil Fledermäuse die Mauerspalten nutzen, verschiebt sich der Baubeginn in "
        "einzelnen Abschnitten um einige Wochen.",
        "Werden besetzte Quartiere gefunden, kann sich der Baubeginn in einzelnen "
        "Abschnitten um einige Wochen verschieben."),
    "en": ("# Gorge path\n\nThe gorge path is open from May to October. After heavy rain the "
           "gorge path can be closed at short notice. Entry costs £6.",
           "After heavy rain the gorge path is closed.",
           "After heavy rain the gorge path may be closed."),
    "fr": ("# Sentier des gorges\n\nLe sentier des gorges est ouvert de mai à octobre. Après "
           "de fortes pluies, le sentier des gorges peut être fermé à court terme. L'entrée "
           "coûte 6 euros.",
           "Après de fortes pluies, le sentier des gorges est fermé.",
           "Après de fortes pluies, le sentier des gorges est parfois fermé."),
    "it": ("# Sentiero della gola\n\nIl sentiero della gola è aperto da maggio a ottobre. Dopo "
           "forti piogge il sentiero della gola può essere chiuso con breve preavviso. "
           "L'ingresso costa 6 euro.",
           "Dopo forti piogge il sentiero della gola viene chiuso.",
           "Dopo forti piogge il sentiero della gola può venire chiuso."),
    "pt": ("# Trilho do desfiladeiro\n\nO trilho do desfiladeiro está aberto de maio a "
           "outubro. Após chuvas fortes, o trilho do desfiladeiro pode ser fechado sem aviso. "
           "A entrada custa 6 euros.",
           "Após chuvas fortes, o trilho do desfiladeiro é fechado.",
           "Após chuvas fortes, o trilho do desfiladeiro às vezes é fechado."),
    "nl": ("# Kloofpad\n\nHet kloofpad is open van mei tot oktober. Na hevige regen kan het "
           "kloofpad op korte termijn worden afgesloten. De toegang kost 6 euro.",
           "Na hevige regen wordt het kloofpad afgesloten.",
           "Na hevige regen wordt het kloofpad soms afgesloten."),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_possibility_told_as_what_happens_is_unsupported(case: str) -> None:
    page, wrong, right = CASES[case]
    assert possible_outcome(wrong, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert possible_outcome(right, page) is None
    assert explain(right, page)[0] != "unsupported"


ABILITIES = {
    "de": ("# Wander-App\n\nMit Version 3 kommt ein neuer Kartenstil. Im Offline-Modus kann die "
           "App Touren als GPX-Datei exportieren. Das Abo kostet 30 Euro.",
           "Im Offline-Modus exportiert die App Touren als GPX-Datei."),
    "de_people": ("# Park\n\nDer Park ist täglich geöffnet. Bei Regen kann man die Halle "
                  "nutzen. Der Eintritt ist frei.",
                  "Bei Regen nutzen Besucher die Halle."),
    "de_letting": ("# Klammweg\n\nNach starken Regenfällen kann die Klamm kurzfristig "
                   "gesperrt werden.",
                   "Nach starken Regenfällen lässt sich die Klamm kurzfristig sperren."),
    "en": ("# Hiking app\n\nVersion 3 brings a new map style. In offline mode the app can "
           "export routes as GPX files. The subscription costs £30.",
           "In offline mode the app exports routes as GPX files."),
    "en_reason": ("# Trail\n\nThe path is unpaved and can get muddy after rain, so walking "
                  "boots are recommended.",
                  "Since the path can get muddy after rain, walking boots are recommended."),
}


@pytest.mark.parametrize("case", sorted(ABILITIES))
def test_an_ability_dropped_or_a_reason_stays_supported(case: str) -> None:
    page, right = ABILITIES[case]
    assert possible_outcome(right, page) is None
    assert explain(right, page)[0] == "supported"


def test_chinese_writes_the_possibility_with_a_word_the_hedge_check_reads() -> None:
    """Chinese says "can happen" with "可能", a hedge of its own (no modal this module
    reads), and an ability with "可以", which a claim may keep."""
    page = ("# 峡谷步道\n\n峡谷步道每年5月至10月开放。暴雨过后，峡谷步道可能临时关闭。"
            "离线模式下，应用可以把路线导出为GPX文件。")
    assert possible_outcome("暴雨过后，峡谷步道将临时关闭。", page) is None
    assert explain("暴雨过后，峡谷步道将临时关闭。", page)[0] == "unsupported"
    assert explain("离线模式下，应用可以把路线导出为GPX文件。", page)[0] == "supported"


ADVERB_BETWEEN = {
    "es": ("# Sendero\n\nEl sendero está abierto de mayo a octubre. Tras lluvias fuertes, el "
           "sendero del desfiladero puede temporalmente ser cerrado. La entrada cuesta 6 euros.",
           "Tras lluvias fuertes, el sendero del desfiladero es cerrado."),
    "it": ("# Sentiero\n\nIl sentiero è aperto da maggio a ottobre. Dopo forti piogge il "
           "sentiero della gola può temporaneamente essere chiuso. L'ingresso costa 6 euro.",
           "Dopo forti piogge il sentiero della gola viene chiuso."),
    "fr": ("# Sentier\n\nLe sentier est ouvert de mai à octobre. Après de fortes pluies, le "
           "sentier des gorges peut ponctuellement être fermé. L'entrée coûte 6 euros.",
           "Après de fortes pluies, le sentier des gorges est fermé."),
    "en": ("# Path\n\nThe path is open from May to October. After heavy rain the gorge path "
           "can temporarily be closed. Entry costs 6 pounds.",
           "After heavy rain the gorge path is closed."),
}


@pytest.mark.parametrize("case", sorted(ADVERB_BETWEEN))
def test_an_adverb_between_the_modal_and_its_verb_is_no_verb(case: str) -> None:
    page, wrong = ADVERB_BETWEEN[case]
    assert possible_outcome(wrong, page) is not None


def test_a_verb_with_an_adverbs_ending_is_the_verb() -> None:
    from services.citations.possible_outcome import _verb
    assert _verb(" reply online", "can") == "reply"
    assert _verb(" supply water", "can") == "supply"
    assert _verb(" implement changes", "can") == "implement"  # French "-ment" is French's
    assert _verb(" temporarily be closed", "can") == "closed"


def test_a_german_verb_ending_in_ing_is_a_verb() -> None:
    """The "-ing" forms set aside are English ones: German "fing … an" states "anfangen"."""
    page = ("# Dorfplatz\n\nDer Umbau des Dorfplatzes ist beschlossen. Nach der Genehmigung "
            "durch den Kreis kann der Umbau sofort anfangen. Die Kosten trägt die Gemeinde.")
    claim = "Nach der Genehmigung durch den Kreis fing der Umbau sofort an."
    assert possible_outcome(claim, page) is not None
