"""Probes of a unit letter read as a negation: the "t" of tonnes after a figure is no
"n't" (``clause_cues.CUE_WORD``). A correct claim must stay supported, its twin that negates
must stay caught. Written for this check (de, en, fr, es); none is a claim of the
support set.

Run: ``python -m bench.support_probes_unit_letters``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

PROBES: list[tuple[str, str, str]] = [
    ("Das Werk stellt jährlich rund 12.000 t Zement her; das reicht für 3.000 Häuser.",
     "Das Werk produziert pro Jahr etwa 12.000 Tonnen Zement, was für 3.000 Häuser reicht.",
     "ok"),
    ("Das Werk stellt jährlich rund 12.000 t Zement her; das reicht für 3.000 Häuser.",
     "Das Werk stellt jährlich keinen Zement her.", "caught"),
    ("The quarry ships about 8,000 t of granite a year, enough for 40 bridges.",
     "Around 8,000 tonnes of granite leave the quarry each year, enough for 40 bridges.",
     "ok"),
    ("The quarry ships about 8,000 t of granite a year, enough for 40 bridges.",
     "The quarry doesn't ship any granite.", "caught"),
    ("La carrière expédie environ 8 000 t de granit par an, de quoi bâtir 40 ponts.",
     "Chaque année, la carrière expédie près de 8 000 tonnes de granit, de quoi bâtir 40 ponts.",
     "ok"),
    ("La cantera envía unas 8.000 t de granito al año, suficiente para 40 puentes.",
     "La cantera envía cada año unas 8.000 toneladas de granito, suficiente para 40 puentes.",
     "ok"),
]


if __name__ == "__main__":
    run(PROBES)
