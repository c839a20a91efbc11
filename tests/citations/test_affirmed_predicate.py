"""A flip stated with the page's own predicate is sure (en, de, fr, es, zh); a paraphrase
that keeps a turning word, says the negation with another predicate, or leaves out what
the negation governs stays a check, as does a predicate the page states plainly nearby."""

from __future__ import annotations

import pytest

from services.citations.affirmed_predicate import affirmed_scope, sure_if_affirmed
from services.citations.finding import Finding
from tests.citations.judge import evidence


@pytest.mark.parametrize(("claim", "stated"), [
    ("Families using the Friday programme will have transport provided by the district.",
     "Transport to the Friday programme will not be provided."),
    ("The guidance says that anything stuck to the skin should be removed.",
     "but do not remove anything that is stuck to the skin."),
    ("Westshore said that some closures had exceeded the limit set under its licence.",
     "Westshore said that none of the closures had exceeded the limit"),
    ("Die Stadt hat den Anwohnern eine Entschädigung für den Lärm gezahlt.",
     "Eine Entschädigung für den Lärm hat die Stadt den Anwohnern nicht gezahlt."),
    ("Les chiens de garde sont admis dans le parc municipal.",
     "les chiens de garde ne sont pas admis dans le parc municipal"),
    ("Los perros grandes pueden entrar en el parque municipal.",
     "los perros grandes no pueden entrar en el parque municipal"),
    ("中型犬可以进入滨江公园。", "中型犬不得进入滨江公园"),
])
def test_the_negated_predicate_stated_plainly_is_sure(claim: str, stated: str) -> None:
    found = Finding("negation", claim, stated, certain=False)
    assert sure_if_affirmed(found, claim, []).certain


@pytest.mark.parametrize(("claim", "stated"), [
    # the negation kept, in a word of its own
    ("Transport to the Friday programme is not provided by the district.",
     "Transport to the Friday programme will not be provided."),
    ("Families get no transport to the Friday programme.",
     "Transport to the Friday programme will not be provided."),
    ("Die Stadt zahlt den Anwohnern keine Entschädigung für den Lärm.",
     "Eine Entschädigung für den Lärm hat die Stadt den Anwohnern nicht gezahlt."),
    ("中型犬禁止进入滨江公园。", "中型犬不得进入滨江公园"),
    # another predicate: what the negation governs is gone
    ("The museum opens from Tuesday to Sunday.", "The museum does not open on Mondays."),
    ("Families must arrange their own transport to the Friday programme.",
     "Transport to the Friday programme will not be provided."),
    # a restriction says it of the rest
    ("Only small dogs are admitted to the municipal park.",
     "large dogs are not admitted to the municipal park"),
    ("Kletterer dürfen nur freistehende Gipfel besteigen.",
     "Kletterer dürfen nicht an Massivwänden klettern"),
    # a figure in the scope: a bound restated the other way round
    ("The app is suitable for children aged 13 and over.",
     "The app is not suitable for children under 13."),
    # a contrast turns the negated side down
    ("Grease the pan with butter rather than oil.", "Do not grease the pan with oil."),
])
def test_paraphrases_and_other_shapes_stay_a_check(claim: str, stated: str) -> None:
    found = Finding("negation", claim, stated, certain=False)
    assert not sure_if_affirmed(found, claim, []).certain


def test_a_predicate_the_page_states_plainly_nearby_stays_a_check() -> None:
    claim = "Families will have transport provided by the district."
    stated = "Transport to the Friday programme will not be provided."
    nearby = [stated, "For the Monday programme, transport will be provided by the district."]
    found = Finding("negation", claim, stated, certain=False)
    assert not sure_if_affirmed(found, claim, nearby).certain


@pytest.mark.parametrize(("claim", "stated", "page"), [
    # "outside" is the page's word, not a word of the claim's own
    ("Crows at the picnic sites outside the city were also seen using tools.",
     "No crow was seen using a tool there", "The team filmed bins outside the city."),
])
def test_a_word_of_an_end_the_page_writes_is_the_pages(claim: str, stated: str,
                                                       page: str) -> None:
    assert affirmed_scope(claim, stated, claim, page) is not None
    assert affirmed_scope(claim, stated, claim, "") is None


def test_a_sure_finding_and_other_reasons_are_left_as_they_are() -> None:
    hedged = Finding("hedged", "The firm will buy back shares.", "may", certain=False)
    assert sure_if_affirmed(hedged, hedged.claimed, []) is hedged


FRIDAY = ("Linden Road Elementary will run a Friday programme from September for families who "
          "need childcare. The programme is free for families who qualify for free school "
          "meals; others will pay $18 per day. Transport to the Friday programme will not be "
          "provided. Families can register online until 20 August.")
CROWS = ("Das Team filmte 40 Mülleimer in der Innenstadt von Kelby. Zum Vergleich filmte es "
         "zwölf Mülleimer an Rastplätzen außerhalb der Stadt. Dort wurde keine Krähe beim "
         "Gebrauch von Werkzeugen beobachtet, obwohl Krähen die Mülleimer regelmäßig "
         "besuchten.")
CARE = ("林荫小学将从九月起开设周五托管项目，面向需要照看孩子的家庭。"
        "符合免费午餐条件的家庭免费参加，其他家庭每天支付18元。"
        "周五托管项目不提供接送服务。家长可在8月20日前网上报名。")


@pytest.mark.parametrize(("claim", "page"), [
    ("Families using the Friday programme at Linden Road will have transport provided by the "
     "district.", FRIDAY),
    ("Auch an den Rastplätzen außerhalb der Stadt wurden Krähen beim Gebrauch von Werkzeugen "
     "beobachtet.", CROWS),
    ("林荫小学的周五托管项目将由区教育局提供接送服务。", CARE),
])
def test_the_negated_predicate_stated_plainly_is_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support == "unsupported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Families must arrange their own transport to the Friday programme.", FRIDAY),
    ("The district does not provide transport to the Friday programme.", FRIDAY),
    ("An den Rastplätzen außerhalb der Stadt nutzte keine Krähe Werkzeuge.", CROWS),
    ("Außerhalb der Stadt besuchten Krähen die Mülleimer regelmäßig, ohne Werkzeuge zu "
     "gebrauchen.", CROWS),
    ("周五托管项目需家长自行接送孩子。", CARE),
    ("周五托管项目没有接送服务。", CARE),
])
def test_paraphrases_of_the_negation_are_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("claim", "stated"), [
    # another subject
    ("Dogs need the vaccine every year.", "Cats do not need the vaccine every year."),
    # the verb before a German negation, which the claim does not state
    ("Das Gericht erkannte die wirtschaftliche Bedeutung des Außenbereichs an.",
     "Das Gericht verkenne nicht die wirtschaftliche Bedeutung des Außenbereichs."),
    # the negation in one word
    ("Flights are unaffected by the eruption.", "Flights are not affected by the eruption."),
])
def test_another_subject_verb_or_an_affixed_negation_stays_a_check(claim: str,
                                                                   stated: str) -> None:
    found = Finding("negation", claim, stated, certain=False)
    assert not sure_if_affirmed(found, claim, []).certain


@pytest.mark.parametrize(("claim", "page"), [
    ("The new train is slower than the old one.", "Trains. The new train is not as fast as "
     "the old one."),
    ("Der neue Zug ist langsamer als der alte.", "Züge. Der neue Zug ist nicht so schnell wie "
     "der alte."),
])
def test_a_comparison_for_a_denied_equal_is_not_unsupported(claim: str, page: str) -> None:
    assert evidence(claim, page).support != "unsupported"


@pytest.mark.parametrize(("claim", "stated"), [
    ("The signs confuse visitors on the trail.",
     "The missing signs confuse visitors on the trail."),
    ("Die Schilder verwirren die Besucher am Weg.",
     "Die fehlenden Schilder verwirren die Besucher am Weg."),
    ("Les panneaux déroutent les visiteurs du sentier.",
     "Les panneaux manquants déroutent les visiteurs du sentier."),
    ("De bordjes verwarren de bezoekers op het pad.",
     "De ontbrekende bordjes verwarren de bezoekers op het pad."),
    ("Die Stoffe gelangen in das Grundwasser.",
     "Die verbotenen Stoffe gelangen in das Grundwasser."),
])
def test_a_word_of_lack_or_ban_before_a_noun_governs_no_predicate(claim: str,
                                                                  stated: str) -> None:
    # "missing", "fehlenden", "manquants", "verbotenen": a thing, not a negated predicate,
    # in every language of the table alike
    assert affirmed_scope(claim, stated, claim, stated) is None


@pytest.mark.parametrize(("claim", "stated"), [
    # Japanese and Korean put the negation after what it governs: what follows it ("ので
    # 注意してください", "습니다") is no scope a claim could state
    ("冬季は通行止めなので注意してください。", "この道は冬季には通行できないので注意してください"),
    ("이 길은 겨울에 통행할 수 있습니다.", "이 길은 겨울에 통행할 수 없습니다"),
])
def test_no_scope_is_read_after_a_negation_that_ends_its_clause(claim: str,
                                                                 stated: str) -> None:
    assert affirmed_scope(claim, stated, claim, stated) is None
