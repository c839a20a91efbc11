"""German nouns the name checks must not read as swapped names, beside the wrong twins
that stay flagged: a compound whose head the passage's sentence states and whose first
part the page names ("Genossenschaftsanteile" for "Anteile"), and a noun that heads a
genitive where the page's sentence has a synonym ("vor Ende der Leihfrist" for "vor
Ablauf der Leihfrist")."""

from __future__ import annotations

from services.citations.aligned_name_swap import aligned_name_swap
from services.citations.common_nouns import article_noun, genitive_head
from services.citations.signals import names
from services.citations.specified_head import specified_head
from services.citations.support import explain

SHARES = ("Die Genossenschaft Dorfladen Erlenbach wurde 2023 gegründet. Innerhalb von zehn "
          "Wochen zeichneten 412 Mitglieder Anteile zu je 250 Euro.")


def test_a_compound_of_the_stated_head_and_a_part_the_page_names() -> None:
    page = SHARES.lower()
    assert specified_head("Genossenschaftsanteile", "Anteile", page)
    assert specified_head("Dorfladenanteile", "Anteile", page)
    assert specified_head("waterschapsbelasting", "belasting",
                          "het waterschap rijnland heft een belasting.")
    assert explain("Innerhalb von zehn Wochen zeichneten 412 Mitglieder Genossenschaftsanteile "
                   "zu je 250 Euro.", SHARES)[0] != "unsupported"


def test_a_compound_with_a_part_of_its_own_or_another_head_stays_flagged() -> None:
    page = SHARES.lower()
    assert not specified_head("Aktienanteile", "Anteile", page)
    assert not specified_head("Genossenschaftsbriefe", "Anteile", page)
    assert not specified_head("Anteile", "Genossenschaftsanteile", page)


LOAN = ("Die App der Stadtbibliothek wurde im März erneuert. Sie erinnert jetzt drei Tage vor "
        "Ablauf der Leihfrist an die Rückgabe. Geleitet wird das Projekt von Jana Vogt.")


def test_a_noun_heading_a_genitive_is_no_name() -> None:
    assert genitive_head("Ende", "drei Tage vor Ende der Leihfrist")
    assert genitive_head("Ablauf", LOAN)
    assert not genitive_head("Vogt", LOAN)
    claim = "Die App erinnert jetzt drei Tage vor Ende der Leihfrist an die Rückgabe."
    assert aligned_name_swap(claim, [LOAN.split(". ")[1]], LOAN) is None


def test_a_swapped_name_stays_a_swap() -> None:
    page = ("Die App der Stadtbibliothek wurde im März erneuert. Geleitet wird das Projekt von "
            "Jana Vogt aus Kassel. Tom Berg aus Fulda testete die App.")
    assert explain("Geleitet wird das Projekt von Tom Berg aus Kassel.", page)[0] == "unsupported"


def test_what_a_number_counts_names_no_one() -> None:
    text = "Das Stadion wurde nach rund 26 Monaten Bauzeit eröffnet, sagte Anna Berg."
    assert names(text, True) == ["Anna", "Berg"]


def test_a_noun_after_an_article_and_its_adjective_is_a_noun() -> None:
    assert article_noun("Mann", "In der zweiten Halbzeit war er der entscheidende Mann.")
    assert article_noun("Mann", "Das sagte der Mann gestern.")
    assert not article_noun("Anna", "Es sprach die kleine Anna Berg.")
