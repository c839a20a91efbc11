"""Probes of an hour told with words of its quarters ("half past nine", "a quarter to
ten", "nueve y media", "le nove e mezza": ``clock_words``) where the page writes it in
figures: a correct claim must stay supported; its twin with another hour must stay
caught. Written for this check (en, es, it); none is a claim of the support set. The
German "um halb zehn" is read too, but a claim that appends it after a comma is still
unsupported for another reading (``appended_tail``); French "9 h 30" is read by the
number reader as two numbers.

Run: ``python -m bench.support_probes_clock``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = "The charity fun run starts at 9.30am on Sunday 4 May from the town hall."
_EN2 = "Registration for the fun run closes at 9.45am on the day."
_ES = "La carrera solidaria empieza a las 9:30 del domingo 4 de mayo en el ayuntamiento."
_IT = "La corsa benefica parte alle 9:30 di domenica 4 maggio dal municipio."

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The charity fun run begins at half past nine on Sunday 4 May from the town hall.",
     "ok"),
    (_EN, "The charity fun run begins at half past ten on Sunday 4 May from the town hall.",
     "caught"),
    (_EN2, "Registration for the fun run closes at a quarter to ten on the day.", "ok"),
    (_EN2, "Registration for the fun run closes at a quarter to eleven on the day.", "caught"),
    (_ES, "La carrera solidaria empieza a las nueve y media del domingo 4 de mayo en el "
          "ayuntamiento.", "ok"),
    (_ES, "La carrera solidaria empieza a las diez y media del domingo 4 de mayo en el "
          "ayuntamiento.", "caught"),
    (_IT, "La corsa benefica parte alle nove e mezza di domenica 4 maggio dal municipio.",
     "ok"),
]


if __name__ == "__main__":
    run(PROBES)
