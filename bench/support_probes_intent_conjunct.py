"""Probes of a plan word that opens a conjunct of its own
(``services.citations.intent_conjunct``), written fresh: a sentence states a fact and,
after "and"/"und"/"et"/"并", a plan; a claim that states the fact alone must pass, a
claim that states the plan as done must be caught.

Run: ``python -m bench.support_probes_intent_conjunct``. Prints each claim judged
otherwise than expected ("u": unsupported, "s": supported) and the counts; then the
known misses (plans stated as done that the check passed before this mechanism too).
"""
# ruff: noqa: E501
from __future__ import annotations

from services.citations.support import explain

WIND = 'Die zwölf Anlagen erzeugen zusammen 48 Megawatt und sollen rund 40.000 Haushalte versorgen.'
POOL = 'Das neue Hallenbad hat ein 25-Meter-Becken mit sechs Bahnen und soll im Sommer eine Sauna bekommen.'
FERRY = 'The two new ferries carry 180 passengers each and are expected to cut crossing times by a third.'
PLANT = 'The plant employs 300 people and intends to hire 50 more engineers next year.'
PARC = 'Le parc compte douze éoliennes de 4 mégawatts et doit alimenter 40 000 foyers.'
MUSEUM = '新馆共有三层，展厅面积约5000平方米，并计划明年增设儿童展区。'
CASES = [
    (WIND, 'Der Windpark mit zwölf Anlagen hat eine Leistung von 48 Megawatt.', 's'),
    (POOL, 'Das neue Hallenbad hat ein 25-Meter-Becken mit sechs Bahnen.', 's'),
    (POOL, 'Das neue Hallenbad hat eine Sauna.', 'u'),
    (FERRY, 'Each of the two new ferries carries 180 passengers.', 's'),
    (FERRY, 'The two new ferries have cut crossing times by a third.', 'u'),
    (PLANT, 'The plant has a workforce of 300.', 's'),
    (PLANT, 'The plant has hired 50 more engineers.', 'u'),
    (PARC, 'Le parc compte douze éoliennes de 4 mégawatts.', 's'),
    (MUSEUM, '新馆共三层，展厅面积约5000平方米。', 's'),
    (MUSEUM, '新馆已增设儿童展区。', 'u'),
]
KNOWN_MISSES = [
    (WIND, 'Der Windpark versorgt rund 40.000 Haushalte.'),
    (PARC, 'Le parc alimente 40 000 foyers.'),
]


def main() -> None:
    bad = 0
    for page, claim, want in CASES:
        got, finding = explain(claim, page)
        if (want == 'u') != (got == 'unsupported') or (want == 's' and got != 'supported'):
            bad += 1
            why = f"{finding.reason}/{finding.rule}" if finding else ""
            print(f"  {want} -> {got:<11} {claim}  {why}")
    print(f"{len(CASES) - bad}/{len(CASES)} as expected")
    for page, claim in KNOWN_MISSES:
        print(f"  known miss: {explain(claim, page)[0]:<11} {claim}")


if __name__ == "__main__":
    main()
