"""Probes of a restriction to "only after X" restated as a duty to do X first ("nur nach
Rücksprache … erhöht werden" and "muss vorher abgesprochen werden": ``duty_first``): it
must stay supported; its twin that widens the restriction must stay caught. Written for
this check (de); none is a claim of the support set. The same claims in English and French
("The lead wall may be used only after an induction"; "ne peut être utilisé qu'après") are
still unsupported for other readings: "may" read as a hedge, "ne … que" as a negation.

Run: ``python -m bench.support_probes_duty_first``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_DE = ("Kinder sollten täglich mindestens eine Stunde draußen spielen. Bei Asthma darf die "
       "Belastung jedoch nur nach Rücksprache mit der Kinderärztin gesteigert werden.")
PROBES: list[tuple[str, str, str]] = [
    (_DE, "Bei Asthma muss eine Steigerung der Belastung vorher mit der Kinderärztin "
          "abgesprochen werden.", "ok"),
    (_DE, "Bei Asthma darf die Belastung jederzeit gesteigert werden.", "caught"),
    (_DE, "Wer Asthma hat, muss zuerst mit der Kinderärztin sprechen, bevor die Belastung "
          "gesteigert wird.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
