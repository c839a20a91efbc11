"""A cause the claim words with the page's words in another form (another ending, a part
of a compound, a compound the page writes in parts) is the page's cause; a cause whose
compound only begins with a page word, or whose words the page lacks, stays invented."""

from __future__ import annotations

import pytest

from services.citations.cause_forms import held_in_form, same_form
from services.citations.support import explain

DE_SHELTER = (
    "# Tierheim am Limit\n\nDas Tierheim Talstadt nimmt seit Januar keine Katzen mehr auf. "
    "Tierheimleiterin Sabine Kröger erklärte, viele Halterinnen und Halter gäben ihre Tiere "
    "aus finanziellen Gründen ab, z. B. wegen gestiegener Tierarztkosten. Derzeit leben 140 "
    "Tiere im Heim.")
DE_RELEASE = (
    "# Version 5.2\n\nDie Gesichtserkennung läuft jetzt lokal. Die Vorschaubilder werden in "
    "einem neuen Format gespeichert, das ca. 25 Prozent weniger Speicherplatz belegt. Der "
    "Import ist schneller.")
NL_SHELTER = (
    "# Asiel vol\n\nHet dierenasiel neemt sinds januari geen katten meer op. Beheerder Sanne "
    "Kroon zei dat veel eigenaren hun dieren afstaan om financiële redenen, bijvoorbeeld door "
    "gestegen dierenartskosten. Er wonen nu 140 dieren.")
DE_LEGEND = (
    "# Maultaschen\n\nMaultaschen gehören zur schwäbischen Küche wie Spätzle. Der Legende nach "
    "sollen Mönche des Klosters Maulbronn im 17. Jh. das Fleisch im Nudelteig versteckt haben, "
    "um es in der Fastenzeit vor dem Herrgott zu verbergen – daher auch der Spitzname "
    "„Herrgottsbscheißerle“. Traditionell kommen sie am Gründonnerstag auf den Tisch.")
EN_FERRY = (
    "# Ferry history\n\nThe ferry between Holt and Brinn ran from 1952. It was withdrawn in "
    "2019, after the operator reported falling passenger numbers. A bus now links the towns.")


@pytest.mark.parametrize(("claim", "page"), [
    ("Laut Leiterin Sabine Kröger geben viele Halter ihre Tiere aus Geldnot ab, etwa weil die "
     "Kosten beim Tierarzt gestiegen sind.", DE_SHELTER),
    ("Dank eines neuen Speicherformats belegen die Vorschaubilder etwa ein Viertel weniger "
     "Speicherplatz.", DE_RELEASE),
    ("Volgens beheerder Sanne Kroon staan veel eigenaren hun dieren af omdat de kosten voor de "
     "dierenarts gestegen zijn.", NL_SHELTER),
])
def test_a_cause_in_the_pages_words_of_another_form_is_supported(claim: str,
                                                                  page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Der Legende nach versteckten Mönche des Klosters Maulbronn das Fleisch im Teig, weil ihr "
     "Abt den Fleischgenuss in der Fastenzeit ausdrücklich verboten hatte.", DE_LEGEND),
    ("The ferry was withdrawn in 2019 because the operator's subsidies had been cancelled by "
     "the council.", EN_FERRY),
])
def test_a_cause_of_the_claims_own_stays_unsupported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "unsupported"


def test_forms_are_read_against_the_longer_word() -> None:
    assert same_form("gestiegen", "gestiegener")
    assert not same_form("fleischgenuss", "fleisch")
    assert held_in_form("tierarzt", ["gestiegener", "tierarztkosten"])
    assert held_in_form("speicherformat", ["neuen", "format", "gespeichert"])
    assert not held_in_form("fleischgenuss", ["fleisch", "nudelteig", "fastenzeit"])
