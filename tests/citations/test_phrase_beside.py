"""A name a claim writes with the noun it hangs on, word for word as the sentence beside
the passage writes it ("Studie der Universität Freiburg"), keeps its role there: a
summary of two sentences, no swap. A name given another's deed, or a speaker with their
title or apposition put in another's place, stays caught."""

from __future__ import annotations

from services.citations.passages import SourceIndex
from services.citations.phrase_beside import named_as_beside
from services.citations.support import explain

WALD = ("Wer zweimal pro Woche im Wald spazieren geht, kann seinen Blutdruck senken. Zu diesem "
        "Ergebnis kommt eine Studie der Universität Freiburg, die im April erschienen ist. "
        "Unter Leitung der Sportmedizinerin Dr. Katrin Albers untersuchte das Team 186 "
        "Erwachsene im Alter von 45 bis 70 Jahren.")
LEEDS = ("Walking in woodland twice a week lowers blood pressure. That is the finding of a "
         "study by the University of Leeds, published in April. Led by sports physician "
         "Dr. Katrin Albers, the team examined 186 adults aged 45 to 70.")
TREN = ("Renfe pondrá en marcha en marzo un tren directo entre Soria y Logroño. La alcaldesa de "
        "Soria, Marta Gil, pidió que se añada un tercer servicio los viernes. El consejero de "
        "Movilidad, Jorge Sanz, explicó que el billete costará 14 euros.")


def test_the_name_with_its_noun_as_the_sentence_beside_writes_it() -> None:
    index = SourceIndex(LEEDS)
    assert named_as_beside("The study by the University of Leeds examined 186 adults.",
                           "University of Leeds", index, 2)
    assert not named_as_beside("The team led by the University of Leeds examined 186 adults.",
                               "University of Leeds", index, 2)
    assert not named_as_beside("Sports physician Katrin Albers led it.", "Katrin Albers",
                               index, 1)


def test_a_summary_of_two_sentences_naming_the_study_is_no_swap() -> None:
    assert explain("An der Studie der Universität Freiburg nahmen 186 Erwachsene zwischen 45 "
                   "und 70 Jahren teil.", WALD)[0] != "unsupported"
    assert explain("The study by the University of Leeds examined 186 adults aged 45 to 70.",
                   LEEDS)[0] == "supported"


def test_a_name_in_another_s_role_stays_caught() -> None:
    assert explain("Unter Leitung der Universität Freiburg untersuchte das Team 186 Erwachsene "
                   "im Alter von 45 bis 70 Jahren.", WALD)[0] == "unsupported"
    assert explain("The study by the University of York examined 186 adults aged 45 to 70.",
                   LEEDS)[0] == "unsupported"
    assert explain("La alcaldesa de Soria, Marta Gil, explicó que el billete costará 14 euros.",
                   TREN)[0] == "unsupported"
