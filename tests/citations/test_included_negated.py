"""A claim that includes a case ("including water damage", "auch für Ferienwohnungen")
the page leaves out with a negation in other words ("is not part of the warranty",
"von der Förderung nicht erfasst", "Ausgenommen sind Sprachkurse") says the opposite
of the page; one whose case the
page includes too, in a clause of its own, does not."""

from __future__ import annotations

import pytest

from services.citations.support import explain
from tests.citations.judge import evidence


@pytest.mark.parametrize(("claim", "page"), [
    ("The five-year warranty protects the motor and the battery, including water damage.",
     "The warranty covers the motor and the battery for five years. Water damage is not "
     "part of the warranty. It can be extended to seven years."),
    ("Die Stadt zahlt den Zuschuss für Neubauten und Sanierungen, auch für Ferienwohnungen.",
     "Der Zuschuss wird für Neubauten und Sanierungen gezahlt. Ferienwohnungen sind von der "
     "Förderung nicht erfasst. Anträge gehen an die Stadt."),
    ("El bono de 20 euros sirve para autobús y metro, incluidos los trenes de cercanías.",
     "El bono permite viajar en autobús y metro. Los trenes de cercanías no forman parte "
     "del bono. Cuesta 20 euros."),
    ("Het abonnement van 40 euro geldt in alle stadsbussen, ook in de nachtbussen.",
     "Het abonnement geldt in alle bussen van de stad. Nachtbussen vallen niet onder het "
     "abonnement. Het kost 40 euro."),
    ("O passe de 30 euros vale para todos os autocarros da cidade, incluindo os barcos.",
     "O passe vale para todos os autocarros da cidade. Os barcos não estão incluídos no "
     "passe. Custa 30 euros."),
    ("The discount applies to all spring courses, including language courses.",
     "The discount applies to all spring courses. Language courses are excluded from the "
     "offer. Registration closes on 1 March."),
    ("Der Rabatt gilt für alle Kurse im Frühjahr, auch für Sprachkurse.",
     "Der Rabatt gilt für alle Kurse im Frühjahr. Ausgenommen sind Sprachkurse. "
     "Anmeldeschluss ist der 1. März."),
])
def test_a_case_the_page_leaves_out_included(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert support == "unsupported"
    assert finding is not None and finding.rule == "included_negated"


@pytest.mark.parametrize(("claim", "page"), [
    ("In winter, dogs are also allowed on the beach.",
     "Dogs are not allowed on the beach in summer. In winter, dogs are also allowed on the "
     "beach. Lifeguards are on duty from June."),
    ("Der Rabatt gilt für alle Kurse im Frühjahr, ausgenommen Sprachkurse.",
     "Der Rabatt gilt für alle Kurse im Frühjahr. Ausgenommen sind Sprachkurse. "
     "Anmeldeschluss ist der 1. März."),
    ("Even owners renting out a single room in their own home must register.",
     "Owners who rent out a flat must register with the city. Owners of a single room in "
     "their own home are not exempt from the registration. Fines are likely."),
    ("The app runs on Android and iOS, and also on tablets.",
     "The app runs on Android and iOS. It also runs on tablets. It does not run on smart "
     "watches."),
])
def test_a_case_the_page_includes_too_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


PONDS = ("Under the hosepipe ban, customers must not use a hosepipe to:\n"
         "- water gardens or allotments\n- fill ornamental ponds, except those containing "
         "fish\n- clean cars or boats")
TEICHE = ("Während des Verbots darf kein Schlauch benutzt werden, um:\n- Gärten zu gießen\n"
          "- Zierteiche zu füllen, außer Teiche mit Fischen\n- Autos zu waschen")


def test_the_excepted_case_included_under_a_negated_rule_is_a_flip() -> None:
    wrong = evidence("Under the ban, customers can no longer use a hosepipe to fill ornamental "
                     "ponds, including those that contain fish.", PONDS)
    assert (wrong.support, wrong.reason) == ("unsupported", "negation")
    wrong = evidence("Während des Verbots dürfen Zierteiche nicht mit dem Schlauch gefüllt "
                     "werden, auch Teiche mit Fischen nicht.", TEICHE)
    assert wrong.support == "unsupported"


def test_the_excepted_case_stated_as_excepted_is_kept() -> None:
    page = ("The ban starts on Monday. Customers must not use a hosepipe to fill ornamental "
            "ponds, except those containing fish. Fines are up to 1,000 pounds.")
    for claim in ("Customers may still fill ponds containing fish with a hosepipe.",
                  "Customers must not use a hosepipe to fill ornamental ponds unless they "
                  "contain fish."):
        assert evidence(claim, page).support != "unsupported", claim


TEMPO = ("Ab Mai gilt in Wohngebieten Tempo 30. Betroffen sind alle Gemeindestraßen. Die "
         "Hauptstraße (Landesstraße Nr. 412) ist ausgenommen, da dort das Land zuständig ist.")
HOPPER = ("The stove burns hardwood pellets. Do not put heating pellets, charcoal or wood "
          "chunks in the hopper, as they jam the auger.")


@pytest.mark.parametrize(("claim", "page"), [
    # the negation bears on the whole list past its comma
    ("The stove's hopper can also be filled with charcoal or wood chunks.", HOPPER),
    # a bracketed aside and an abbreviation's stop cut the subject off its clause
    ("Auch die Hauptstraße (Landesstraße Nr. 412) wird in die neuen Tempo-30-Zonen "
     "einbezogen.", TEMPO),
    ("Das Update unterstützt den Sensor auf allen Geräten, also auch auf älteren Geräten der "
     "Serien A und B.", "Das Update unterstützt den neuen Sensor. Ältere Geräte der Serien A "
     "bzw. B werden nicht unterstützt."),
    # a clause that restricts to others ("nur … erlaubt") includes no other case
    ("Neben Knotenschlingen sind im Klettergarten auch Klemmkeile aus Metall als Sicherung "
     "erlaubt.", "Im Klettergarten gelten strenge Regeln. Als Sicherung sind nur "
     "Knotenschlingen bzw. Bandschlingen erlaubt; Klemmkeile aus Metall sind untersagt."),
])
def test_a_case_left_out_past_a_cut_of_its_clause(claim: str, page: str) -> None:
    support, finding = explain(claim, page)
    assert (support, finding and finding.rule) == ("unsupported", "included_negated")


@pytest.mark.parametrize(("claim", "page"), [
    ("Die Hauptstraße (Landesstraße Nr. 412) ist von Tempo 30 ausgenommen.", TEMPO),
    ("Charcoal and wood chunks must not be put in the hopper, as they jam the auger.", HOPPER),
])
def test_the_case_left_out_restated_is_not_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "unsupported"
