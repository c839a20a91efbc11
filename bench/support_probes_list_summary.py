"""Probes of a claim that sums up two items of a page's list (``item_elsewhere``): the
second item, stated two lines on as one phrase, must keep the claim supported (it was
labelled an invented list item, ``list_item``, before); a twin that adds an item the page
never states, or another figure, must stay caught. Written for this check (en, de, fr);
none is a claim of the support set. (A German or French twin that adds parking at that
price was missed before this check and still is: no list-item reading there.)

Run: ``python -m bench.support_probes_list_summary``.
"""

from __future__ import annotations

from bench.support_probes_fa import run

_EN = ("# Harbour Mill\n\nThe mill ground flour for the town until 1962. Two millers worked "
       "it by hand, and in good years it sent 300 sacks a week to the bakers of the town.\n\n"
       "## The mill today\n\n- Opened in 1994 in the former grain store.\n"
       "- Exhibits include a working water wheel, once listed as the largest in the county.\n"
       "- Open daily except 24 and 25 December; admission is £4.50 for adults and free for "
       "children under 5.\n\nThere is no lift.")
_DE = ("# Hafenmühle\n\nDie Mühle mahlte bis 1962 Mehl für die Stadt. Zwei Müller arbeiteten "
       "dort von Hand, und in guten Jahren gingen 300 Säcke pro Woche an die Bäcker der "
       "Stadt.\n\n## Die Mühle heute\n\n- Eröffnet 1994 im früheren Kornspeicher.\n"
       "- Zu sehen ist ein funktionierendes Wasserrad, einst das größte im Kreis.\n"
       "- Täglich geöffnet außer am 24. und 25. Dezember; der Eintritt kostet 4,50 Euro für "
       "Erwachsene und ist für Kinder unter 5 frei.\n\nEs gibt keinen Aufzug.")
_FR = ("# Le moulin du port\n\nLe moulin a moulu la farine de la ville jusqu'en 1962. Deux "
       "meuniers y travaillaient à la main, et les bonnes années il livrait 300 sacs par "
       "semaine aux boulangers de la ville.\n\n## Le moulin aujourd'hui\n\n"
       "- Ouvert en 1994 dans l'ancien grenier.\n"
       "- On y voit une roue à aubes en état de marche, autrefois la plus grande du "
       "département.\n- Ouvert tous les jours sauf les 24 et 25 décembre ; l'entrée coûte "
       "4,50 euros pour les adultes et elle est gratuite pour les moins de 5 ans.\n\n"
       "Il n'y a pas d'ascenseur.")

PROBES: list[tuple[str, str, str]] = [
    (_EN, "The mill opened in 1994 in what used to be the grain store, and adult admission "
          "is £4.50.", "ok"),
    (_EN, "The mill opened in 1994 in what used to be the grain store, and adult admission "
          "is £6.50.", "caught"),
    (_EN, "The mill opened in 1994 in what used to be the grain store, and parking is £4.50.",
     "caught"),
    (_DE, "Die Mühle wurde 1994 im früheren Kornspeicher eröffnet, und der Eintritt für "
          "Erwachsene kostet 4,50 Euro.", "ok"),
    (_DE, "Die Mühle wurde 1994 im früheren Kornspeicher eröffnet, und der Eintritt für "
          "Erwachsene kostet 6,50 Euro.", "caught"),
    (_FR, "Le moulin a ouvert en 1994 dans l'ancien grenier, et l'entrée coûte 4,50 euros "
          "pour les adultes.", "ok"),
    (_FR, "Le moulin a ouvert en 1994 dans l'ancien grenier, et l'entrée coûte 6,50 euros "
          "pour les adultes.", "caught"),
]


if __name__ == "__main__":
    run(PROBES)
