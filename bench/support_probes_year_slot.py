"""Probes of a year the claim puts in the slot where the page's sentence writes another
year, the claim's year standing there in another clause (``year_slot``): must be caught;
its twin with the page's year, a claim of the other clause, and a claim that restates the
year's own clause in other words must stay supported. Written for this check (en, de, zh);
none is a claim of the support set.

Run: ``python -m bench.support_probes_year_slot``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("The wooden pier was rebuilt in steel by the harbour board in 1958, after a winter "
       "storm in 1953 had torn away its outer section.")
_DE = ("Die hölzerne Brücke wurde von der Stadt im Sommer 1964 durch einen Neubau aus Beton "
       "ersetzt, nachdem ein Hochwasser im Frühjahr 1959 die Pfeiler beschädigt hatte.")
_ZH = "这座木桥于1964年改建为混凝土桥，此前1959年的洪水冲毁了桥墩。"
_EN2 = ("The council proposed closing the lido in 1989, but a campaign led by local "
        "swimmers won it a heritage listing in 1992, which saved the pool.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The wooden pier was rebuilt in steel by the harbour board in 1953.", "caught"),
    (_EN, "The wooden pier was rebuilt in steel by the harbour board in 1958.", "ok"),
    (_EN, "A winter storm in 1953 tore away the pier's outer section.", "ok"),
    (_DE, "Die hölzerne Brücke wurde von der Stadt im Sommer 1959 durch einen Neubau aus "
          "Beton ersetzt.", "caught"),
    (_DE, "Die hölzerne Brücke wurde von der Stadt im Sommer 1964 durch einen Neubau aus "
          "Beton ersetzt.", "ok"),
    (_ZH, "这座木桥于1959年改建为混凝土桥。", "caught"),
    (_ZH, "这座木桥于1964年改建为混凝土桥。", "ok"),
    (_EN2, "A campaign led by local swimmers secured a heritage listing for the lido in "
           "1992, which saved the pool.", "ok"),
]


if __name__ == "__main__":
    run(PROBES)
