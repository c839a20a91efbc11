"""A claim's figure that another sentence of the page states with the claim's own words
beside it is the page's, though the passage's sentence holds another number (a date's
day, a share); a figure the page never states so, or one the passage gives another value
in the same phrase (a swap), is not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

DE = ("# Altes Straßenbahndepot wird zu Wohnungen umgebaut\n\n"
      "Kellersdorf, 3. Februar 2025 – Das denkmalgeschützte Depot an der Weidenstraße soll "
      "bis Ende 2027 zu einem Wohnquartier mit 86 Wohnungen umgebaut werden. Der Stadtrat "
      "stimmte dem Bebauungsplan am 30. Januar mit 31 zu 9 Stimmen zu.\n\n"
      "## Historische Halle bleibt erhalten\n\n"
      "Die 1911 errichtete Wagenhalle wird nicht abgerissen. In die ca. 120 Meter lange Halle "
      "werden Wohnblöcke eingestellt, zwischen denen Innenhöfe entstehen. Die alten Gleise "
      "sollen teilweise sichtbar bleiben.\n\n## Mieten\n\n"
      "Rund 40 Prozent der Wohnungen werden öffentlich gefördert, die Kaltmiete soll dort "
      "bei 7,20 € pro Quadratmeter liegen. Für die übrigen Wohnungen rechnet die "
      "Gesellschaft mit ca. 11,50 €.")
EN = ("# Strudel contest crowns a new winner\n\n"
      "At the 9th strudel contest in Kirchhaslach, pastry chef Theresa Gruber from Oberried "
      "took first prize on Sunday, 6 October 2024. Sixteen bakers took part.\n\n"
      "## Scoring\n\nThe five-member jury judged dough, filling, baking and look with up to "
      "25 points each. Gruber scored 91 out of 100 points.")
ZH = ("# 苹果卷大赛产生新冠军\n\n"
      "2024年10月6日，在基希哈斯拉赫举行的第九届苹果卷大赛上，"
      "来自奥伯里德的糕点师特蕾莎·格鲁伯获得第一名。共有十六名选手参赛。\n\n## 评分\n\n"
      "五人评委会从面皮、馅料、烘烤和外观四个方面打分，每项最高25分。"
      "格鲁伯获得了91分，满分为100分。")
FR = ("# Un nouveau vainqueur au concours de strudel\n\n"
      "Au 9e concours de strudel de Kirchhaslach, la pâtissière Theresa Gruber, d'Oberried, a "
      "remporté le premier prix le dimanche 6 octobre 2024. Seize pâtissiers y ont pris "
      "part.\n\n## Notation\n\nLe jury de cinq membres a noté la pâte, la garniture, la "
      "cuisson et l'aspect, chacun sur 25 points. Gruber a obtenu 91 points sur 100.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Im umgebauten Kellersdorfer Straßenbahndepot sollen rund zwei Fünftel der 86 Wohnungen "
     "öffentlich gefördert werden, mit einer Kaltmiete von 7,20 € je Quadratmeter.", DE),
    ("Pastry chef Theresa Gruber from Oberried won the 9th strudel contest in Kirchhaslach "
     "with 91 out of 100 possible points.", EN),
    ("来自奥伯里德的糕点师特蕾莎·格鲁伯在第九届苹果卷大赛中获得了91分，赢得第一名。", ZH),
    ("La pâtissière Theresa Gruber, d'Oberried, a remporté le 9e concours de strudel de "
     "Kirchhaslach avec 91 points sur 100.", FR),
])
def test_a_figure_the_page_states_in_the_claims_phrase_elsewhere_is_not_a_rival(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Im umgebauten Kellersdorfer Straßenbahndepot sollen rund zwei Fünftel der 68 Wohnungen "
     "öffentlich gefördert werden, mit einer Kaltmiete von 7,20 € je Quadratmeter.", DE),
    ("Pastry chef Theresa Gruber from Oberried won the 9th strudel contest in Kirchhaslach "
     "with 94 out of 100 possible points.", EN),
    ("来自奥伯里德的糕点师特蕾莎·格鲁伯在第九届苹果卷大赛中获得了94分，赢得第一名。", ZH),
    ("La pâtissière Theresa Gruber, d'Oberried, a remporté le 9e concours de strudel de "
     "Kirchhaslach avec 94 points sur 100.", FR),
])
def test_a_figure_the_page_never_states_in_that_phrase_stays_unsupported(
        claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_a_figure_the_passage_gives_another_value_in_the_same_phrase_is_a_swap() -> None:
    page = ("Block A of the estate has 86 flats and opened in 2021. Block B, opened on "
            "3 May 2024, has 60 flats, a third of them for social rent.")
    claim = "Block B, opened in May 2024, has 86 flats, a third of them for social rent."
    assert explain(claim, page)[0] == "unsupported"
