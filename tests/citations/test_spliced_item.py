"""An item spliced into the passage's list, the passage's next words right after it."""

from __future__ import annotations

from services.citations.spliced_item import spliced_item
from tests.citations.judge import evidence

ALARM = ("The alarm connects to the app over Wi-Fi and needs an internet connection for "
         "alerts. It sounds at 85 dB. Monthly self-tests check the sensors, the horn and the "
         "batteries, and the app reports the result. Replace the alarm after ten years.")
ALARM_DE = ("Der Melder verbindet sich per WLAN mit der App. Er ist 85 dB laut. Monatliche "
            "Selbsttests prüfen die Sensoren, die Sirene und die Batterien, und die App meldet "
            "das Ergebnis. Nach zehn Jahren ist der Melder zu ersetzen.")
STUDY = ("The team followed 8,412 adults for six years. The study was funded by the European "
         "Research Council. A follow-up is planned for 2026.")


def test_an_item_spliced_before_the_passage_goes_on_is_caught() -> None:
    for claim, page in (
            ("Monthly self-tests check the sensors, the horn, the batteries and the Wi-Fi "
             "connection, and the app reports the result.", ALARM),
            ("Monatliche Selbsttests prüfen die Sensoren, die Sirene, die Batterien und die "
             "WLAN-Verbindung, und die App meldet das Ergebnis.", ALARM_DE),
            ("The study was funded by the European Research Council and the UK's National "
             "Institute for Health Research.", STUDY)):
        wrong = evidence(claim, page)
        assert wrong.support == "unsupported", claim


def test_a_list_the_page_goes_on_with_or_a_rewording_is_no_splice() -> None:
    page = ("Monthly self-tests check the sensors, the horn and the batteries. They also check "
            "the Wi-Fi connection.")
    assert spliced_item("The self-tests check the sensors, the horn, the batteries and the "
                        "Wi-Fi connection.", page.split(". ")[0] + ".",
                        [page.split(". ")[1]]) is None
    assert spliced_item("Heat the oven with a cast-iron pot and lid inside for an hour.",
                        "Preheat the oven with a lidded cast-iron pot inside for an hour.",
                        []) is None
    assert spliced_item("It charges to 80% in 55 minutes and reaches a full charge in 1.5 hours.",
                        "AC charging: 0-80% in 55 minutes, full charge in about 1.5 hours.",
                        []) is None
    right = evidence("Monthly self-tests check the sensors, the horn and the batteries, and "
                     "the app reports the result.", ALARM)
    assert right.support == "supported"


SAUCE = ("Die Kapern hacken. Wer keine Sardellen mag, kann sie weglassen, sollte dann aber "
         "etwas mehr Salz verwenden. Die Soße nicht mehr kochen lassen.")


def test_an_item_joined_where_the_passage_goes_on_after_a_comma_is_new_to_the_page() -> None:
    wrong = evidence("Wer keine Sardellen mag, kann sie weglassen oder durch einen Teelöffel "
                     "Kapernsud ersetzen.", SAUCE)
    assert wrong.support == "unsupported"
    # The page's own words joined there: a summary, no splice.
    assert spliced_item("Wer keine Sardellen mag, kann sie weglassen oder mehr Kapern nehmen.",
                        SAUCE.split(". ")[1] + ".", [], SAUCE) is None
