"""Probes of the size of a change a claim gives with its end, where the page gives the
start and the end ("dropped by 0.4 percentage points to 4.8%" for "from 5.2% to 4.8%";
"€4 less than the €12 ticket" for "€12, or €8 for students"; "4,000 of the 12,000
objects" for "12,000 objects, a third of them": ``derived_numbers``): a
correct claim must stay supported; its twin with another size must stay caught. Written
for this check (en, de, fr, zh); none is a claim of the support set.

Run: ``python -m bench.support_probes_changes``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = "Ridership on the night buses grew from 1,800 to 2,100 passengers a day."
_DE = "Die Arbeitslosenquote im Landkreis sank im letzten Jahr von 5,2 % auf 4,8 %."
_FR = "La fréquentation des bus de nuit est passée de 1 800 à 2 100 voyageurs par jour."
_FARE = "Tickets for the concert cost €12, or €8 for students."
_MUSEUM = "The town museum holds about 12,000 objects, a third of them on display."
_ZH = "该馆藏品约12000件，其中三分之一对外展出。"
_CLUB = "The rowing club has 2,000 members, 40% of them under 18."

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Ridership on the night buses grew by 300 to 2,100 passengers a day.", "ok"),
    (_EN, "Ridership on the night buses grew by 400 to 2,100 passengers a day.", "caught"),
    (_DE, "Die Arbeitslosenquote im Landkreis sank im letzten Jahr um 0,4 Prozentpunkte auf "
          "4,8 %.", "ok"),
    (_DE, "Die Arbeitslosenquote im Landkreis sank im letzten Jahr um 0,7 Prozentpunkte auf "
          "4,8 %.", "caught"),
    (_FR, "La fréquentation des bus de nuit a augmenté de 300 pour atteindre 2 100 voyageurs "
          "par jour.", "ok"),
    (_FR, "La fréquentation des bus de nuit a augmenté de 500 pour atteindre 2 100 voyageurs "
          "par jour.", "caught"),
    (_FARE, "Students pay €4 less than the €12 concert ticket.", "ok"),
    (_FARE, "Students pay €5 less than the €12 concert ticket.", "caught"),
    # a count that is a share the page gives of a total it states
    (_MUSEUM, "Around 4,000 of the town museum's 12,000 objects are on display.", "ok"),
    (_ZH, "该馆约4000件藏品对外展出。", "ok"),
    (_ZH, "该馆约6000件藏品对外展出。", "caught"),
    (_CLUB, "About 800 of the rowing club's members are under 18.", "ok"),
    (_CLUB, "About 900 of the rowing club's members are under 18.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
