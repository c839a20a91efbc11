"""Probes of a price told in a currency's hundredth ("29 Cent" for "0,29 €",
``minor_units``): it must stay supported; its twin with another price must stay caught.
Written for this check (de, en, es, fr); none is a claim of the support set.

Run: ``python -m bench.support_probes_minor_units``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_DE = ("## Version 4.1.0\n\n- Die Gebühr pro Ladevorgang steigt von 0,19 € auf 0,25 €.\n"
       "- Die App zeigt nun freie Ladesäulen in Echtzeit an.")
_EN = ("## What changes in April\n\nThe booking fee for each journey rises from £0.40 to "
       "£0.45, the operator said. Season tickets are not affected.")
_ES = ("## Novedades\n\nLa tarifa por trayecto sube de 0,40 € a 0,50 € a partir de abril. "
       "Los abonos mensuales no cambian.")
_FR = ("## Ce qui change\n\nLe prix du ticket de recharge passe de 0,20 € à 0,30 € en avril. "
       "Les abonnements ne changent pas.")

PROBES: list[tuple[str, str, str]] = [
    (_DE, "Mit Version 4.1.0 steigt die Gebühr pro Ladevorgang von 19 auf 25 Cent.", "ok"),
    (_DE, "Mit Version 4.1.0 steigt die Gebühr pro Ladevorgang von 19 auf 29 Cent.", "caught"),
    (_EN, "From April the booking fee per journey goes up from 40p to 45p.", "ok"),
    (_EN, "From April the booking fee per journey goes up from 40p to 55p.", "caught"),
    (_ES, "Desde abril la tarifa por trayecto pasa de 40 a 50 céntimos.", "ok"),
    (_ES, "Desde abril la tarifa por trayecto pasa de 40 a 60 céntimos.", "caught"),
    (_FR, "En avril, le ticket de recharge passe de 20 à 30 centimes.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
