"""A guideline's "should" is advice, not a plan; a claim that reports it ("recommends")
keeps it; and a claim's negation the page states in another clause joins two of its
statements, the right way round."""

from __future__ import annotations

from services.citations.advice import advice, advises
from services.citations.negation_stated import negation_stated
from services.citations.support import explain

HIKE = "Hikers aged 12 and under should walk the shorter loop with an adult."
SOCIOS = "Cada socio nuevo debería leer las normas de seguridad antes de la primera salida."
MEMBRES = ("Chaque nouveau membre devrait lire les consignes de sécurité avant la "
           "première sortie.")


def test_advice_stated_as_done_is_only_worth_a_check() -> None:
    assert explain("Hikers aged 12 and under walk the shorter loop with an adult.",
                   HIKE)[0] == "weak"
    assert explain("Chaque nouveau membre lit les consignes de sécurité avant la première "
                   "sortie.", MEMBRES)[0] == "weak"
    assert explain("Cada socio nuevo lee las normas de seguridad antes de la primera salida.",
                   SOCIOS)[0] == "weak"


def test_a_should_with_a_time_is_an_expectation_and_stays_sure() -> None:
    assert not advice("dovrebbe", "Il nuovo ponte dovrebbe essere aperto al traffico a marzo")
    assert not advice("should", "The depot should be finished in 2027")
    assert advice("should", "New members should read the safety notes")
    bridge = "Il nuovo ponte dovrebbe essere aperto al traffico a marzo."
    assert explain("Il nuovo ponte è stato aperto al traffico.", bridge)[0] == "unsupported"
    plan = "The library plans to open a second reading room."
    assert explain("The library has opened a second reading room.", plan)[0] == "unsupported"


def test_advice_reported_with_a_word_of_advising_is_kept() -> None:
    for text in ("The club recommends that", "Der Verband empfiehlt", "El club recomienda",
                 "Le guide conseille", "指南建议", "推奨されている", "권장한다"):
        assert advises(text), text
    assert not advises("The club requires")
    assert explain("The club recommends that hikers aged 12 and under walk the shorter loop "
                   "with an adult.", HIKE)[0] == "supported"
    assert explain("El club recomienda que cada socio nuevo lea las normas de seguridad "
                   "antes de la primera salida.", SOCIOS)[0] == "supported"


def test_a_negation_the_page_states_in_another_clause_is_no_flip() -> None:
    assert negation_stated(["remove", "unused"],
                           ["unused variables are not removed yet by it"])
    assert not negation_stated(["remove"], ["unused variables are not removed"])
    assert not negation_stated(["check", "external"], ["internal links are not checked"])
    scanner = ("The updated scanner finds unused imports, and unused variables are not "
               "removed yet by it. Version 2 ships in May.")
    assert explain("The updated scanner finds unused imports but does not yet remove unused "
                   "variables.", scanner)[0] == "supported"
    assert explain("The updated scanner finds unused imports and removes unused variables.",
                   scanner)[0] == "unsupported"
    pdf = ("La nueva versión exporta informes en PDF. Las hojas de cálculo todavía no se "
           "importan.")
    assert explain("La nueva versión exporta informes en PDF pero todavía no importa hojas "
                   "de cálculo.", pdf)[0] == "supported"
    tracks = "新版应用支持离线地图。轨迹记录暂时不能导出。"
    assert explain("新版应用支持离线地图并且暂时不能导出轨迹记录。", tracks)[0] == "supported"
    assert explain("新版应用支持离线地图，也能导出轨迹记录。", tracks)[0] == "unsupported"


def test_a_negation_stated_in_the_next_sentence_is_no_flip() -> None:
    page = ("The new importer reads calendar files from Outlook. Recurring events are not "
            "imported yet. It ships with version 5.")
    assert explain("The new importer reads calendar files from Outlook but does not import "
                   "recurring events yet.", page)[0] == "supported"
    assert explain("The new importer reads calendar files from Outlook and imports recurring "
                   "events.", page)[0] == "unsupported"
