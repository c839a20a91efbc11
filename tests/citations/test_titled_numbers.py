"""A number of the page's subject, named in its title ("Orion 3"), is excused where a
passage does not repeat it, but it hides none of the claim's other numbers."""

from __future__ import annotations

from tests.citations.judge import evidence

BIKE = ("# Vélo Orion 3 : fiche technique\n\nL'Orion 3 est un vélo de ville électrique. "
        "Son cadre est en aluminium. Il se plie en deux.\n\n- Moteur : 250 W\n"
        "- Batterie : 500 Wh\n- Vitesse : 25 km/h\n- Autonomie maximale : 80 km\n"
        "- Poids : 23 kg\n")
BICI = ("# Bici Vento 5: scheda tecnica\n\nLa Vento 5 è una bici elettrica da città. "
        "Il telaio è in alluminio. Si ripiega in due.\n\n- Motore: 250 W\n"
        "- Batteria: 500 Wh\n- Velocità: 25 km/h\n- Autonomia massima: 90 km\n- Peso: 21 kg\n")
CAMERA = ("# Kestrel 7 camera: specifications\n\nThe Kestrel 7 is a compact camera for "
          "travel. It has a fold-out screen. Its body is sealed against rain.\n\n"
          "- Sensor: 24 megapixels\n- Lens: 24-105 mm\n- Screen: 3 inches\n"
          "- Longest battery life: 300 shots\n- Weight: 410 g\n")


def test_another_number_beside_the_titles_is_still_weighed() -> None:
    french = evidence("L'autonomie maximale de l'Orion 3 atteint 120 km.", BIKE)
    assert (french.support, french.reason) == ("unsupported", "numbers_differ")
    assert (french.claimed, french.stated) == ("120", "80")
    italian = evidence("L'autonomia massima della Vento 5 arriva a 130 km.", BICI)
    assert (italian.support, italian.reason) == ("unsupported", "numbers_differ")
    english = evidence("The longest battery life of the Kestrel 7 reaches 450 shots.", CAMERA)
    assert (english.support, english.reason) == ("unsupported", "numbers_differ")


def test_the_titles_number_with_the_pages_own_agrees() -> None:
    assert evidence("L'autonomie maximale de l'Orion 3 atteint 80 km.",
                    BIKE).support != "unsupported"
    assert evidence("L'autonomia massima della Vento 5 arriva a 90 km.",
                    BICI).support != "unsupported"
    assert evidence("The longest battery life of the Kestrel 7 reaches 300 shots.",
                    CAMERA).support != "unsupported"
