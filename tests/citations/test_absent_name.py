"""A name of the claim the page writes nowhere, told by how it is written
(``absent_name``), and the page's own names, short forms, acronyms and units that pass."""

from services.citations.absent_name import absent_name
from services.citations.support import explain

EN = ("# Frostbite: first aid\n\n*Published by the Northern Mountain Rescue Association. "
      "Last reviewed: 9 January 2025.*\n\nFrostbite happens when skin freezes. The World "
      "Health Organization (WHO) lists it among cold injuries. The heater draws 2 kWh a day. "
      "It most often affects the fingers, toes, nose, ears, cheeks and chin; early "
      "frostbite causes cold, pale or red skin with tingling and usually leaves no damage.")
DE = ("## Bekannte Probleme\n\nAuf einigen Tablets von Samsung wird die Merkliste verzögert "
      "geladen. Ein Update ist für Ende April geplant. Der Wetterdienst warnt vor Glätte.")
FR = "L'application fonctionne sur les tablettes de Samsung et sur les téléphones Android."
ES = ("La guía fue publicada por la Asociación de Rescate de Montaña del Norte en enero. "
      "La congelación ocurre cuando la piel y el tejido que hay debajo se congelan; suele "
      "afectar a los dedos, la nariz y las orejas, y en los casos leves no deja secuelas.")
FERRY = "In summer, Caledonian MacBrayne also runs a car ferry from Mallaig to Armadale."


def test_a_name_the_page_never_writes_is_caught() -> None:
    for claim, page, name in (
            ("The guidance was published by the British Red Cross in January 2025.", EN,
             "British Red Cross"),
            ("Auf einigen iPads wird die Merkliste verzögert geladen.", DE, "iPads"),
            ("L'application fonctionne sur les iPhone et les tablettes de Samsung.", FR,
             "iPhone"),
            ("La guía fue publicada por Médicos Sin Fronteras en enero.", ES,
             "Médicos Sin Fronteras")):
        assert absent_name(claim, page) == name, claim
        assert explain(claim, page)[0] == "unsupported", claim


def test_the_pages_own_names_short_forms_acronyms_and_units_pass() -> None:
    for claim, page in (
            ("The guidance was published by the Northern Mountain Rescue Association.", EN),
            ("The guidance was published by the association and reviewed in January.", EN),
            ("The WHO lists frostbite among cold injuries.", EN),
            ("The World Health Organization lists frostbite among cold injuries.", EN),
            ("The heater draws 2 kWh a day.", EN),
            ("Auf einigen Samsung-Tablets wird die Merkliste verzögert geladen.", DE),
            ("Der Deutsche Wetterdienst warnt vor Glätte.", DE),
            ("In summer a CalMac car ferry runs from Mallaig to Armadale.", FERRY),
            ("Frostbite Happens when skin freezes.", EN)):
        assert absent_name(claim, page) is None, claim
