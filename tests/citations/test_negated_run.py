"""A passage that negates the auxiliary and the very words a claim states plainly
("cannot be shared" / "can be shared") is a flip, even when the clause the negation
check aligns the claim with is another one of the passage."""

from __future__ import annotations

import pytest

from services.citations.negated_run import negated_run
from services.citations.support import explain

NOTEBOOKS = {
    "en": ("# App 3.1\n\n- Private notebooks (beta) for Pro users. Private notebooks cannot "
           "be printed and are excluded from backups.",
           "The private notebooks introduced in version 3.1 can be printed but are excluded "
           "from backups.",
           "Private notebooks, new for Pro users, are excluded from backups."),
    "de": ("# App 3.1\n\n- Private Notizbücher (Beta) für Pro-Nutzer. Private Notizbücher "
           "können nicht gedruckt werden und sind von Sicherungen ausgenommen.",
           "Die in Version 3.1 eingeführten privaten Notizbücher können gedruckt werden, sind "
           "aber von Sicherungen ausgenommen.",
           "Private Notizbücher sind von Sicherungen ausgenommen."),
    "fr": ("# Appli 3.1\n\n- Carnets privés (bêta) pour les utilisateurs Pro. Les carnets "
           "privés ne peuvent pas être imprimés et sont exclus des sauvegardes.",
           "Les carnets privés introduits dans la version 3.1 peuvent être imprimés mais sont "
           "exclus des sauvegardes.",
           "Les carnets privés sont exclus des sauvegardes."),
    "nl": ("# App 3.1\n\n- Privénotitieboeken (bèta) voor Pro-gebruikers. Privénotitieboeken "
           "kunnen niet worden afgedrukt en zijn uitgesloten van back-ups.",
           "De in versie 3.1 geïntroduceerde privénotitieboeken kunnen worden afgedrukt maar "
           "zijn uitgesloten van back-ups.",
           "Privénotitieboeken zijn uitgesloten van back-ups."),
}
FERRY = ("# Ferry changes\n\nThe 6 am ferry will not be restored. The company says the 7 am "
         "and 8 am sailings will be partly covered by a water taxi, which must be reserved at "
         "least 12 hours ahead and does not sail in fog.")


@pytest.mark.parametrize("lang", sorted(NOTEBOOKS))
def test_the_denied_words_stated_plainly_are_unsupported(lang: str) -> None:
    page, wrong, right = NOTEBOOKS[lang]
    assert negated_run(wrong, page)
    assert explain(wrong, page)[0] == "unsupported"
    assert not negated_run(right, page)
    assert explain(right, page)[0] != "unsupported"


def test_the_denied_plan_stated_as_done_is_unsupported() -> None:
    claim = ("The early 6 am ferry will be restored with a water taxi that must be reserved "
             "at least 12 hours ahead.")
    assert negated_run(claim, FERRY)
    assert explain(claim, FERRY)[0] == "unsupported"


def test_a_claim_that_keeps_the_negation_or_names_another_subject_is_no_run() -> None:
    assert not negated_run("The 6 am ferry will not be restored.", FERRY)
    assert not negated_run("The ferry won't be restored.", FERRY)
    # The same words said of something the passage does not deny them of.
    assert not negated_run("Public notebooks can be printed.", NOTEBOOKS["en"][0]
                           .replace("Private notebooks cannot", "Old drafts cannot"))
