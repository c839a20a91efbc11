"""A word that may give a cause ("as", "da", "como") gives one on the page only where it
opens a clause: "twice as high", "da drüben", "como un" give none, and an invented reason
beside them is caught; "…, as the wind is strong" does give one, and a claim giving that
cause in its words agrees."""

from __future__ import annotations

from services.citations.cause_reading import reads_as_cause
from services.citations.causes import invented_cause
from tests.citations.judge import evidence

HUETTE = ("Die Hütte ist von Juni bis September bewirtschaftet. Da oben gibt es Strom nur aus "
          "Solarzellen, und Duschen fehlen ganz.")
RIDGE = ("Carry warm layers, as wind on the ridge is strong even in summer. The path is "
         "waymarked in red.")


def test_a_word_of_cause_reads_as_one_only_where_it_opens_a_clause() -> None:
    assert not reads_as_cause("about twice as often on mown verges", "as")
    assert not reads_as_cause("scan-as-you-shop handsets", "as")
    assert reads_as_cause("carry warm layers, as wind is strong", "as")
    assert reads_as_cause("„denn fünf klassen sind wenig“", "denn")
    assert not reads_as_cause("recibió como un regalo", "como")
    assert reads_as_cause("- como llovía, cerraron", "como")
    assert reads_as_cause("daher der name", "daher")  # an adverb of cause: anywhere


def test_an_invented_reason_beside_a_loose_word_of_cause_is_caught() -> None:
    assert invented_cause(
        "Vigilance was roughly twice as high in the wolf area, mainly because deer there "
        "grazed in smaller groups.", "In the wolf area deer spent 31% of their time in the "
        "open. Vigilance was roughly twice as high.") == "deer there grazed in smaller groups"
    assert invented_cause(
        "Le musée a reçu la collection en 1998, parce que la famille du peintre ne pouvait "
        "pas payer l'impôt.", "Le musée a reçu comme cadeau la collection du peintre en "
        "1998. La famille vit à Lyon.") is not None
    assert invented_cause(
        "Der Pegel sank in den Klassen um 4 dB, weil die Decken dort neu gedämmt wurden.",
        "In den Klassen sank der Pegel um 4 dB. Die Platten hängen da an den Decken.") is not None


def test_a_reason_the_page_gives_at_a_clauses_start_agrees() -> None:
    right = evidence("Hikers should carry warm layers because the wind on the ridge is "
                     "strong even in summer.", RIDGE)
    assert right.support == "supported"
    assert invented_cause("Die Betroffenen bewegten sich weniger, weil der Arbeitsweg "
                          "entfällt.", "Zudem bewegten sich die Betroffenen weniger, da der "
                          "Arbeitsweg entfällt.") is None
    german = evidence("Die Hütte ist von Juni bis September bewirtschaftet; Strom gibt es "
                      "dort nur aus Solarzellen.", HUETTE)
    assert german.support != "unsupported"


def test_a_function_word_is_no_form_of_a_purposes_word() -> None:
    # "über", "over": a preposition shares the first letters of "überhitzt", "overheat"
    assert invented_cause("Der Booster ist auf zehn Minuten begrenzt, damit er nicht "
                          "überhitzt.", "Der Booster ist auf zehn Minuten begrenzt. Über die "
                          "Zone schaltet man zurück.") == "er nicht überhitzt"
    assert invented_cause("The boost mode stops after ten minutes so that the motor does not "
                          "overheat.", "The boost mode of the motor stops after ten minutes. "
                          "Over the hob a fan runs.") == "the motor does not overheat"
    assert invented_cause("The boost mode stops after ten minutes so that the motor does not "
                          "overheat.", "The boost mode stops after ten minutes to keep the "
                          "motor from overheating.") is None
