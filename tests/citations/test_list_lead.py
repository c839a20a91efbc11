"""A list's item says its statement with the sentence that opens the list: a claim
that quotes both and appends a clause of its own that the page never states is
unsupported; one that quotes them or joins two items is not."""

from __future__ import annotations

import pytest

from services.citations.list_lead import list_lead
from services.citations.passages import SourceIndex, terms
from services.citations.subject_match import best_window
from services.citations.support import explain

PAGES = {
    "en": ("# Winter care\n\nThe study followed 40 allotments over three winters.\n\n"
           "The authors recommend that gardeners:\n\n- mulch bare beds with straw by "
           "November,\n- cover young brassicas with fleece during hard frost,\n- water "
           "overwintering pots only when the compost is dry.\n\nThe project was paid for "
           "by a local trust.",
           "The authors recommend that gardeners cover young brassicas with fleece during "
           "hard frost and sprinkle crushed eggshells around seedlings against slugs.",
           "The authors recommend that gardeners cover young brassicas with fleece during "
           "hard frost.",
           "The authors recommend that gardeners mulch bare beds with straw by November and "
           "water overwintering pots only when the compost is dry."),
    "de": ("# Winterpflege\n\nDie Studie begleitete 40 Kleingärten über drei Winter.\n\n"
           "Die Autoren empfehlen Gärtnern:\n\n- kahle Beete bis November mit Stroh zu "
           "mulchen,\n- junge Kohlpflanzen bei starkem Frost mit Vlies abzudecken,\n- "
           "Kübelpflanzen nur bei trockener Erde zu gießen.\n\nDas Projekt wurde von einer "
           "örtlichen Stiftung bezahlt.",
           "Die Autoren empfehlen Gärtnern, junge Kohlpflanzen bei starkem Frost mit Vlies "
           "abzudecken und gegen Schnecken zerstoßene Eierschalen um Setzlinge zu streuen.",
           "Die Autoren empfehlen Gärtnern, junge Kohlpflanzen bei starkem Frost mit Vlies "
           "abzudecken.",
           "Die Autoren empfehlen Gärtnern, kahle Beete bis November mit Stroh zu mulchen "
           "und Kübelpflanzen nur bei trockener Erde zu gießen."),
    "fr": ("# Hivernage\n\nL'étude a suivi 40 jardins familiaux pendant trois hivers.\n\n"
           "Les auteurs recommandent aux jardiniers :\n\n- de pailler les planches nues "
           "avant novembre,\n- de couvrir les jeunes choux d'un voile par forte gelée,\n- "
           "d'arroser les pots seulement quand le terreau est sec.\n\nLe projet a été "
           "financé par une fondation locale.",
           "Les auteurs recommandent aux jardiniers de couvrir les jeunes choux d'un voile "
           "par forte gelée et de répandre des coquilles d'œufs broyées autour des semis "
           "contre les limaces.",
           "Les auteurs recommandent aux jardiniers de couvrir les jeunes choux d'un voile "
           "par forte gelée.",
           "Les auteurs recommandent aux jardiniers de pailler les planches nues avant "
           "novembre et d'arroser les pots seulement quand le terreau est sec."),
}


@pytest.mark.parametrize("lang", sorted(PAGES))
def test_a_clause_appended_to_a_list_item_and_its_lead_is_unsupported(lang: str) -> None:
    page, added, quoted, joined = PAGES[lang]
    assert explain(added, page)[0] == "unsupported"
    assert explain(quoted, page)[0] == "supported"
    assert explain(joined, page)[0] != "unsupported"


def test_the_lead_is_the_sentence_that_opens_the_list_with_a_colon() -> None:
    page, _, quoted, _ = PAGES["en"]
    index = SourceIndex(page)
    match = best_window(index, terms(quoted), 0.33, (3, 0.6))
    assert match is not None
    assert list_lead(index, match) == "The authors recommend that gardeners:"
    prose = SourceIndex("# Care\n\nThe authors recommend fleece. Gardeners should cover "
                        "young brassicas during hard frost.")
    match = best_window(prose, terms(quoted), 0.33, (3, 0.6))
    assert match is not None
    assert list_lead(prose, match) == ""
