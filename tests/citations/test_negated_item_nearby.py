"""An item added to the passage's list that a sentence beside it negates: caught in English,
German and French; the list as the page gives it, the item said negated, or a claim about
another thing is not."""

from __future__ import annotations

from services.citations.support import explain

SPEAKER = ("# Compatibility\n\nThe Nova speaker pairs with phones over Bluetooth 5.3. It works "
           "with Spotify Connect, Tidal and Deezer. Apple AirPlay is not supported. The "
           "battery lasts about 14 hours.")
KARTON = ("# Lieferumfang\n\nIm Karton liegen der Akkuschrauber, zwei Bits und eine "
          "Tragetasche. Ein Ladegerät ist nicht enthalten. Der Akku lädt in 90 Minuten.")
MENU = ("# La carte\n\nLe menu du midi comprend une entrée, un plat et un café. Le dessert "
        "n'est pas compris dans le menu. Le restaurant ferme le lundi.")


def test_an_item_the_next_sentence_negates_is_unsupported() -> None:
    assert explain("The Nova speaker works with Spotify Connect, Tidal, Deezer and Apple "
                   "AirPlay.", SPEAKER)[0] == "unsupported"
    assert explain("Im Karton liegen der Akkuschrauber, zwei Bits, eine Tragetasche und ein "
                   "Ladegerät.", KARTON)[0] == "unsupported"
    assert explain("Le menu du midi comprend une entrée, un plat, un dessert et un café.",
                   MENU)[0] == "unsupported"


def test_the_list_as_given_or_the_item_said_negated_is_supported() -> None:
    assert explain("The Nova speaker works with Spotify Connect, Tidal and Deezer.",
                   SPEAKER)[0] == "supported"
    assert explain("The Nova speaker works with Spotify Connect, Tidal and Deezer, but not "
                   "with Apple AirPlay.", SPEAKER)[0] != "unsupported"
    assert explain("Im Karton liegen der Akkuschrauber, zwei Bits und eine Tragetasche.",
                   KARTON)[0] == "supported"
    assert explain("Le menu du midi comprend une entrée, un plat et un café.",
                   MENU)[0] == "supported"
