"""Probes of a short word in two forms ("votes", "voted") that ties a claim's name to the
page's deed for it (``binding.same_form``): a claim that keeps each deed beside its own
name must stay supported; its twin that gives the vote to a name the page ties to
something else must stay caught. Written for this check (en, de); none is a claim of
the support set.

Run: ``python -m bench.support_probes_short_forms``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Harbury Parish Council has voted to ban all cars on North Quay from 1 June, "
       "ending free parking that residents said had become \"impossible to defend\". The "
       "motion, tabled by Councillor Ann Price, passed by 9 votes to 2 at a meeting on "
       "Monday evening.")
_DE = ("Der Rat der Stadt Seeburg hat für die Schließung aller Parkplätze am Nordkai ab "
       "1. Juni votiert. Der Antrag von Ratsfrau Anna Preis ging mit 9 Voten zu 2 durch.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Proposed by Councillor Ann Price, the car ban was approved by Harbury Parish "
          "Council by 9 votes to 2.", "ok"),
    (_EN, "Proposed by Councillor Ann Price, the car ban was approved by the North Quay "
          "Harbour Board by 9 votes to 2.", "caught"),
    (_EN, "Proposed by Councillor Tom Hale, the car ban was approved by Harbury Parish "
          "Council by 9 votes to 2.", "caught"),
    (_DE, "Auf Antrag von Ratsfrau Anna Preis hat der Rat der Stadt Seeburg die Schließung "
          "mit 9 Voten zu 2 beschlossen.", "ok"),
    (_DE, "Auf Antrag von Ratsherr Jonas Kai hat der Rat der Stadt Seeburg die Schließung "
          "mit 9 Voten zu 2 beschlossen.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
