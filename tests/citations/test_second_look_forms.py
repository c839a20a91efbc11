"""The second look of ``SourceIndex.best``: where the best window by whole words (a title,
a heading) holds little of a claim, the sentences holding its words only in other forms
("Feinstaub" for "Feinstaubwerte", "keine signifikante" for "keinen signifikanten") are
weighed too, not only those holding one of them as it is."""

from __future__ import annotations

from services.citations.passages import SourceIndex, terms

ROOFS = ("# Gründächer kühlen Innenstädte – aber nur im Sommer\n\n*Umwelt, 4. Mai 2025*\n\n"
         "Begrünte Dächer können die Lufttemperatur in dicht bebauten Vierteln spürbar senken. "
         "Das zeigt eine Studie der Hochschule Rheinfeld, die im März erschienen ist. "
         "Über zwei Jahre wurde an zehn Gebäuden in drei Städten gemessen.\n\n"
         "Im Hochsommer sank die Temperatur über den Gründächern im Mittel um 3 Grad. "
         "Für Feinstaub (PM2,5) fanden die Forschenden keine signifikante Veränderung. "
         "Im Winter war kein Effekt nachweisbar. "
         "„Gründächer sind kein Ersatz für Bäume“, sagt die Studienleiterin.\n")


def test_the_second_look_finds_a_sentence_holding_words_in_other_forms_only() -> None:
    index = SourceIndex(ROOFS)
    match = index.best(terms("Auf die Feinstaubwerte hatten die Gründächer keinen "
                             "signifikanten Einfluss."))
    assert match is not None
    assert index.sentence(match.focus).startswith("Für Feinstaub (PM2,5)")
