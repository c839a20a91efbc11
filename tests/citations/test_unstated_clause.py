"""A clause added to the one sentence a claim quotes, which nothing on the page states:
caught in any language written with spaces; a clause the page states elsewhere (a
summary), a frame of a "that"-clause and a credit to a speaker are not."""

from __future__ import annotations

from services.citations.passages import SourceIndex, terms
from services.citations.support import explain
from services.citations.unstated_clause import unstated_clause

MUSEUM = ("# Stadtmuseum\n\nDas Stadtmuseum öffnet im Mai wieder. Die Sanierung kostete "
          "vier Millionen Euro. Der Eintritt bleibt für Kinder frei. Führungen gibt es "
          "jeden Sonntag um 11 Uhr.")
FERRY = ("# Ferry timetable\n\nThe island ferry leaves the harbour every two hours from 7am. "
         "The crossing takes 40 minutes. Bicycles travel free of charge on all sailings. "
         "Tickets can be bought on board.")
MARCHE = ("# Marché couvert\n\nLe marché couvert rouvrira en octobre après deux ans de "
          "travaux. Les commerçants ont obtenu une baisse de leurs loyers. La mairie a "
          "financé la nouvelle toiture.")
PUENTE = ("# Puente peatonal\n\nEl nuevo puente peatonal une los dos barrios del río. "
          "Mide 120 metros y se inauguró en junio. El ayuntamiento prevé plantar árboles "
          "en ambas orillas.")


def test_an_added_last_clause_is_unsupported_in_several_languages() -> None:
    assert _clause("Der Eintritt bleibt für Kinder frei, gesponsert von einer Stiftung.",
                   MUSEUM) == "gesponsert stiftung"
    assert explain("Der Eintritt bleibt für Kinder frei, gesponsert von einer Stiftung.",
                   MUSEUM)[0] == "unsupported"
    assert explain("Bicycles travel free of charge on all sailings, and pets need a "
                   "muzzle certificate.", FERRY)[0] == "unsupported"
    assert explain("Les commerçants ont obtenu une baisse de leurs loyers, négociée "
                   "par leur syndicat.", MARCHE)[0] == "unsupported"
    assert explain("El nuevo puente peatonal une los dos barrios del río, diseñado "
                   "por un estudio danés.", PUENTE)[0] == "unsupported"


def test_a_clause_another_sentence_of_the_page_states_is_kept() -> None:
    # Joined from elsewhere on the page (a summary), not made up.
    assert explain("Der Eintritt bleibt für Kinder frei, und Führungen gibt es jeden Sonntag.",
                   MUSEUM)[0] != "unsupported"
    assert explain("Bicycles travel free of charge on all sailings, and tickets can be "
                   "bought on board.", FERRY)[0] != "unsupported"


def _clause(claim: str, page: str) -> str | None:
    index = SourceIndex(page)
    match = index.best(terms(claim))
    assert match is not None
    return unstated_clause(claim, index, match)


def test_a_credit_to_a_speaker_is_no_added_statement() -> None:
    assert _clause("La mairie a financé la nouvelle toiture, a déclaré le porte-parole.",
                   MARCHE) is None
    assert _clause("Der Eintritt bleibt für Kinder frei, sagte die Museumsleiterin.",
                   MUSEUM) is None


def test_a_clause_the_sentence_or_its_figures_state_is_no_addition() -> None:
    # Reworded, with a word of the sentence kept ("Euro"), or a figure of the passage.
    assert _clause("Das Museum öffnet im Mai wieder, nach einer Sanierung für vier "
                   "Millionen Euro.", MUSEUM) is None
    assert _clause("The island ferry leaves the harbour every two hours, with the first "
                   "departure at 7am.", FERRY) is None


def test_words_the_claim_repeats_do_not_hide_an_added_clause() -> None:
    # "on all sailings" again in the added clause: the sentence's words, used twice.
    assert _clause("Bicycles travel free of charge on all sailings, and dogs travel "
                   "muzzled on all sailings.", FERRY) == "dogs muzzled"
    assert explain("Der Eintritt bleibt für Kinder frei, und Senioren zahlen für den "
                   "Eintritt einen Euro.", MUSEUM)[0] == "unsupported"


APP = ("# Release notes\n\nVirtual backgrounds now use a new segmentation model, which "
       "reduces CPU usage by about 30% on supported devices. Meetings can now be recorded "
       "in the cloud. The app no longer supports Windows 8.")
KUCHEN = ("# Apfelkuchen\n\nDie Äpfel werden vor dem Backen in dünne Scheiben geschnitten. "
          "Der Teig ruht eine Stunde im Kühlschrank. Der Kuchen backt 45 Minuten bei 180 "
          "Grad.")


def test_a_made_up_reason_after_a_word_of_cause_is_an_added_clause() -> None:
    # "because", "weil", "parce que" open a clause as "and" does.
    assert explain("Der Teig ruht eine Stunde im Kühlschrank, weil kalte Butter die "
                   "Kruste mürber macht.", KUCHEN)[0] == "unsupported"
    assert explain("Bicycles travel free of charge on all sailings because the operator "
                   "receives a cycling grant.", FERRY)[0] == "unsupported"


def test_one_word_repeated_from_the_sentence_does_not_hide_a_longer_added_clause() -> None:
    assert explain("Virtual backgrounds now use a new segmentation model that cuts CPU "
                   "usage by about 30% and reduces battery drain on older laptops.",
                   APP)[0] == "unsupported"


def test_reworded_clauses_and_reasons_the_page_gives_are_kept() -> None:
    assert explain("Virtual backgrounds now use a new segmentation model, cutting CPU "
                   "usage by about 30% on supported devices.", APP)[0] == "supported"
    assert explain("Der Teig ruht eine Stunde, und zwar im Kühlschrank.",
                   KUCHEN)[0] != "unsupported"
    assert explain("Der Kuchen backt 45 Minuten bei 180 Grad, nachdem der Teig eine "
                   "Stunde im Kühlschrank geruht hat.", KUCHEN)[0] != "unsupported"



ORCHARD = ("# Orchard survey\n\nA grant of £80,000 comes from the county heritage fund. "
           "The survey counted 412 old apple trees in the valley. "
           "Most of them were planted before 1950. "
           "Volunteers photographed every orchard in spring. "
           "Each tree now carries a metal label. "
           "The council would consider a second grant if the survey finds rare varieties.")
STREUOBST = ("# Streuobstwiesen\n\nEin Zuschuss von 80.000 Euro kommt vom Heimatfonds des "
             "Kreises. Die Zählung ergab 412 alte Apfelbäume im Tal. "
             "Die meisten davon wurden vor 1950 gepflanzt. "
             "Ehrenamtliche fotografierten im Frühjahr jede Wiese. "
             "Jeder Baum trägt nun ein Metallschild.")


def test_an_added_clause_made_of_the_pages_scattered_words_is_unsupported() -> None:
    # Most words of the added clause stand on the page, in no one sentence and not beside
    # the quoted one; two stand nowhere: a reason made up from the page's words.
    claim = ("A grant of £80,000 comes from the county heritage fund, which extended its "
             "support once volunteers photographed each tree.")
    assert _clause(claim, ORCHARD) == "extended support volunteers photographed tree"
    claim = ("Ein Zuschuss von 80.000 Euro kommt vom Heimatfonds des Kreises, der seine "
             "Förderung für die fotografierten Bäume der Ehrenamtlichen ausweitete.")
    assert _clause(claim, STREUOBST) is not None


def test_a_clause_after_a_word_of_sequence_is_read_on_its_own() -> None:
    # One clause with no comma: the words after "after" are what the claim adds.
    claim = ("The council would consider a second grant after neighbours complained about "
             "muddy paths.")
    assert _clause(claim, ORCHARD) == "neighbours complained muddy paths"
    # The page states it, in a sentence of its own: a summary.
    assert _clause("The survey counted 412 old apple trees in the valley, after volunteers "
                   "photographed every orchard in spring.", ORCHARD) is None
