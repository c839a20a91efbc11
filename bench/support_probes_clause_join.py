"""Probes of a join that opens a clause, not a list's next item
(``services.citations.clause_join``, read by ``list_items.replaced_item``), written fresh:
the page joins a clause with "and is reached", "und wird erreicht", "et est desservi";
a claim that says it with another verb must not read as an item swapped, while an item
put in the place of the page's ("und den Linken" for "und der CDU", "and onions" for "and
carrots") still is.

Run: ``python -m bench.support_probes_clause_join``. Prints each case judged otherwise
than expected and the counts. The cases call ``replaced_item`` itself: the whole check
passes most of these claims on other grounds, and the swap must be read the same way
wherever the page names the claim's word elsewhere.
"""
# ruff: noqa: E501
from __future__ import annotations

from services.citations.list_items import replaced_item

CASES = [
    ('Buses do not serve Hallfell, which lies in a hollow about 300 metres above the lake and is reached from the car park by a steep path.',
     'Getting around is easy.',
     'Hallfell lies in a hollow some 300 metres above the lake, and getting there from the car park means a steep path.', None),
    ('Der Bus hält nicht in Oberried, das auf einem Sattel über dem Tal liegt und wird von der Haltestelle über Stufen erreicht.',
     'Wandern lohnt sich.',
     'Oberried liegt auf einem Sattel über dem Tal und wandern von der Haltestelle über Stufen lohnt.', None),
    ('Le village domine la vallée et est desservi depuis la gare par un funiculaire.',
     'On peut rejoindre le col à pied.',
     'Le village domine la vallée et rejoindre depuis la gare se fait en funiculaire.', None),
    ('Die Partei will mit der SPD und der CDU sondieren.', 'Die Linken lehnen ab.',
     'Die Partei will mit der SPD und Linken sondieren.', ('Linken', 'CDU')),
    ('The stew is simmered with beef and carrots for two hours.', 'Onions come later.',
     'The stew is simmered with beef and onions for two hours.', ('onions', 'carrots')),
]


def main() -> None:
    bad = 0
    for passage, elsewhere, claim, want in CASES:
        got = replaced_item(claim, passage, passage, f"{elsewhere} {passage}".lower())
        if got != want:
            bad += 1
            print(f"  {want} -> {got}  {claim}")
    print(f"{len(CASES) - bad}/{len(CASES)} as expected")


if __name__ == "__main__":
    main()
