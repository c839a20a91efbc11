"""Probes of a claim's word in another inflection than its page's
(``services.citations.inflections``, read by the list, spliced-item and appended-phrase
checks), written fresh: "must be booked" for "booking is required" (it must pass) beside
items and phrases the page never states (they must be caught), in en/de/fr.

Run: ``python -m bench.support_probes_inflections``. Prints each claim with its verdict (``XX`` where it is not as expected: "u" wants
unsupported, "s" anything else) and the counts.

Known limits: the German participle with "ge-" ("gebucht" for "Buchung") and a
derivation ("safely" for "safe") are other words to this check; the detail check keeps
its own test of a shared prefix (read with inflections it moved other verdicts).
"""
# ruff: noqa: E501
from __future__ import annotations

from bench.support_probes_fa import run

PAGES = {
    'walks': 'Rangers lead night walks from the visitor centre near Brecon between May and August; booking is required and places cost £8 per adult.',
    'cellar': 'Die Kellerführungen finden von April bis Oktober im Rathaus statt; eine Buchung ist erforderlich und die Teilnahme kostet 9 Euro.',
    'visits': "Les visites nocturnes partent de l'office de tourisme de juin à septembre ; la réservation est obligatoire et la place coûte 12 euros.",
    'ferry': 'The ferry sails from the north pier between June and September; tickets are sold on board and a crossing costs £6.',
}
CASES = [
    ('walks', 'Ranger-led night walks run from May to August at the visitor centre near Brecon, cost £8 per adult and must be booked in advance.', 's'),
    ('walks', 'Ranger-led night walks run from May to August at the visitor centre near Brecon, cost £8 per adult and include hot drinks and blankets.', 'u'),
    ('cellar', 'Die Kellerführungen im Rathaus gibt es von April bis Oktober, sie kosten 9 Euro und enthalten eine Weinprobe im Gewölbe.', 'u'),
    ('visits', "Les visites nocturnes partent de l'office de tourisme de juin à septembre, coûtent 12 euros et doivent être réservées.", 's'),
    ('visits', "Les visites nocturnes partent de l'office de tourisme de juin à septembre, coûtent 12 euros et comprennent une dégustation de vins locaux.", 'u'),
    ('ferry', 'The ferry leaves the north pier from June to September, a crossing costs £6 and tickets are selling on board.', 's'),
    ('ferry', 'The ferry leaves the north pier from June to September, a crossing costs £6 and bicycles travel free of charge.', 'u'),
]


def main() -> None:
    run([(PAGES[page], claim, "ok" if want == "s" else "caught") for page, claim, want in CASES])


if __name__ == "__main__":
    main()
