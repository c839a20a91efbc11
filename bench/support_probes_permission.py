"""Probes of a permission the page restricts with "only" ("may be used only after an
induction", ``permission_rules``) that a claim states as a duty: it must stay supported;
its twin that states a real possibility as a duty, or changes the rule's figure, must
stay caught. Written for this check (en, de); none is a claim of the support set.

Run: ``python -m bench.support_probes_permission``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("Members can book the climbing wall online. The lead wall may be used only after an "
       "induction with a staff instructor. Children under 14 may only climb with an adult. "
       "The bouldering room may reopen in May, the manager said.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "Members must first do an induction with a staff instructor before using the lead "
          "wall.", "ok"),
    (_EN, "Children under 14 must climb with an adult.", "ok"),
    (_EN, "Children under 16 must climb with an adult.", "caught"),
    (_EN, "The bouldering room must reopen in May, the manager said.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
