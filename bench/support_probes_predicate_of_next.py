"""Probes of one word a claim puts before the passage's next phrase
(``services.citations.predicate_of_next``), written fresh: spec lines and table cells
that list a phrase after a comma, claims that join it with "and" and a verb (they must
pass), and twins that add an item or change a figure (they must be caught).

Run: ``python -m bench.support_probes_predicate_of_next``. Prints each claim with its verdict (``XX`` where it is not as expected:
"u" wants unsupported, "s" anything else) and the counts.

Known limit: an English noun added bare before the passage's function word ("and
lasers up to 120 m") reads as a predicate too; a noun with an article or a German
noun (capitalised) stays an item.
"""
# ruff: noqa: E501
from __future__ import annotations

from bench.support_probes_fa import run

PAGES = {
    'lamp': '# TrailBeam H2 headlamp\n\n| Feature | Value |\n|---|---|\n| Beam | 4 white LEDs, up to 120 m |\n| Battery | 2,000 mAh, about 9 hours on low |\n| Weight | 85 g |',
    'heater': '# Wärmepumpe Calora 8\n\n| Merkmal | Wert |\n|---|---|\n| Leistung | 8 kW, bis zu 55 °C Vorlauf |\n| Schall | 42 dB, in 3 m Abstand |\n| Gewicht | 96 kg |',
    'velo': "# Vélo Ardent 3\n\n| Élément | Valeur |\n|---|---|\n| Batterie | 500 Wh, jusqu'à 90 km |\n| Moteur | 250 W, dans le moyeu arrière |",
}
CASES = [
    ('lamp', 'The headlamp has four white LEDs and reaches up to 120 metres.', 's'),
    ('lamp', 'The headlamp has four white LEDs and reaches up to 200 metres.', 'u'),
    ('lamp', 'The headlamp has six white LEDs and reaches up to 120 metres.', 'u'),
    ('lamp', 'Its 2,000 mAh battery lasts about 9 hours on low.', 's'),
    ('lamp', 'Its 2,000 mAh battery lasts about 19 hours on low.', 'u'),
    ('heater', 'Die Calora 8 leistet 8 kW und liefert bis zu 55 °C Vorlauf.', 's'),
    ('heater', 'Die Calora 8 leistet 8 kW und liefert bis zu 65 °C Vorlauf.', 'u'),
    ('heater', 'Sie erreicht 42 dB und bleibt in 3 m Abstand leise.', 's'),
    ('heater', 'Sie erreicht 52 dB in 3 m Abstand.', 'u'),
    ('lamp', 'The headlamp has four white LEDs and a red light up to 120 metres.', 'u'),
    ('heater', 'Die Calora 8 leistet 8 kW und Warmwasser bis zu 55 °C Vorlauf.', 'u'),
    ('velo', "La batterie de 500 Wh offre jusqu'à 90 km.", 's'),
    ('velo', "La batterie de 500 Wh offre jusqu'à 120 km.", 'u'),
]


def main() -> None:
    run([(PAGES[page], claim, "ok" if want == "s" else "caught") for page, claim, want in CASES])


if __name__ == "__main__":
    main()
