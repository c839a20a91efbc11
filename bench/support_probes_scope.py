"""Probes of the scope of a page's hedge or choice (``hedge_scope``): a correct claim
that restates a clause the hedge does not bind must stay supported; its wrong twin,
which states the hedged clause as a fact, must stay caught. Written for this check, in
English, German, French and Spanish; none is a claim of the support set.

Run: ``python -m bench.support_probes_scope``; prints each probe's label and rule, and
the count of probes that fail.
"""

from __future__ import annotations

from bench.support_probes_fa import run

PROBES: list[tuple[str, str, str]] = [
    # a hedge in the standard of a comparison
    ("The old ferries, which needed deeper water than the quay could provide, moved to "
     "Brixham in 1962.", "The old ferries needed deeper water and moved to Brixham in 1962.",
     "ok"),
    ("The old ferries could move to Brixham, where the water is deeper than at the quay.",
     "The old ferries moved to Brixham, where the water is deeper than at the quay.",
     "caught"),
    ("Les vieux bacs, qui demandaient plus de profondeur que le quai ne pourrait offrir, "
     "sont partis à Brest en 1962.",
     "Les vieux bacs demandaient plus de profondeur et sont partis à Brest en 1962.", "ok"),
    # a hedge in a clause beside the one the claim restates
    ("A spokesman said the review may change the rules next year, which currently allow "
     "40 boats per day on the lake.", "The rules currently allow 40 boats per day on the lake.",
     "ok"),
    ("A spokesman said the review may change the rules next year, which currently allow "
     "40 boats per day on the lake.", "The review will change the rules next year.", "caught"),
    ("Ein Sprecher sagte, die Prüfung könnte die Regeln im nächsten Jahr ändern, die derzeit "
     "40 Boote pro Tag auf dem See erlauben.",
     "Die Regeln erlauben derzeit 40 Boote pro Tag auf dem See.", "ok"),
    ("Ein Sprecher sagte, die Prüfung könnte die Regeln im nächsten Jahr ändern, die derzeit "
     "40 Boote pro Tag auf dem See erlauben.",
     "Die Prüfung ändert die Regeln im nächsten Jahr.", "caught"),
    ("Un portavoz dijo que la revisión podría cambiar las normas el próximo año, que hoy "
     "permiten 40 barcos al día en el lago.",
     "Las normas permiten hoy 40 barcos al día en el lago.", "ok"),
    ("Un portavoz dijo que la revisión podría cambiar las normas el próximo año, que hoy "
     "permiten 40 barcos al día en el lago.",
     "La revisión cambiará las normas el próximo año.", "caught"),
    ("Ibuprofen gel may help, but ibuprofen tablets should not be taken for the first "
     "48 hours.", "Ibuprofen gel will heal the sprain within 48 hours.", "caught"),
    # a word of choice and the words it bears on
    ("- Power: USB-C charger and wrist strap (case not included); optional travel pouch",
     "The watch comes with a USB-C charger and a wrist strap, but the case is not included.",
     "ok"),
    ("- Power: USB-C charger and wrist strap (case not included); optional travel pouch",
     "The watch comes with a USB-C charger, a wrist strap and a travel pouch.", "caught"),
    ("- Lieferumfang: USB-C-Ladegerät und Armband (Hülle nicht enthalten); optional "
     "Reisetasche", "Im Lieferumfang sind ein USB-C-Ladegerät und ein Armband, die Hülle "
     "ist nicht enthalten.", "ok"),
    ("- Lieferumfang: USB-C-Ladegerät und Armband (Hülle nicht enthalten); optional "
     "Reisetasche", "Im Lieferumfang sind ein USB-C-Ladegerät, ein Armband und eine "
     "Reisetasche.", "caught"),
    ("- Incluye: cargador USB-C y correa (funda no incluida); bolsa de viaje opcional",
     "Incluye un cargador USB-C y una correa, pero no la funda.", "ok"),
    ("- Incluye: cargador USB-C y correa (funda no incluida); bolsa de viaje opcional",
     "Incluye un cargador USB-C, una correa y una bolsa de viaje.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
