"""A name set in a slot of the passage's sentence that the sentence fills with another name,
even when the page (or that very sentence) names the claim's one in another role: caught in
English, French, Spanish and German; the passage's own name, a title or a reworded noun is
not."""

from __future__ import annotations

from services.citations.aligned_name_swap import aligned_name_swap
from services.citations.support import explain

BRIDGE = ("# The bridge\n\nThe bridge was designed by engineer Thomas Pell and opened by mayor "
          "Clara Voss in 1911. It carries the main road over the river.")
MUSEE = ("# Le musée\n\nLe musée, fondé par la collectionneuse Louise Marchand, née à Nantes, "
         "se trouve près de Rennes. Il ouvre tous les jours sauf le lundi.")
ESTUDIO = ("# Estudio\n\nEl estudio, dirigido por la profesora Elena Ruiz de la Universidad de "
           "Sevilla, se realizó en Málaga durante dos veranos. Los investigadores midieron la "
           "temperatura del agua en las playas cada mañana y anotaron el número de bañistas.")
OPER = ("# Neue Intendanz\n\nDie Sängerin kam 2019 aus dem Opernhaus Zürich nach Kassel. "
        "Zuvor hatte sie lange in Graz gesungen, wo sie 2008 debütierte.")


def test_a_name_from_another_role_in_the_slot_is_unsupported() -> None:
    assert aligned_name_swap(
        "The bridge was designed by engineer Clara Voss and opened in 1911.",
        ["The bridge was designed by engineer Thomas Pell and opened by mayor Clara Voss in "
         "1911."], BRIDGE) == ("Clara Voss", "Thomas Pell")
    assert explain("The bridge was designed by engineer Clara Voss and opened in 1911.",
                   BRIDGE)[0] == "unsupported"
    assert explain("Le musée se trouve près de Nantes.", MUSEE)[0] == "unsupported"
    assert explain("El estudio se realizó en Sevilla durante dos veranos.", ESTUDIO)[0] == (
        "unsupported")
    assert explain("Die Sängerin kam 2019 aus dem Opernhaus Graz nach Kassel.", OPER)[0] == (
        "unsupported")


def test_the_passage_own_name_or_a_reworded_noun_is_no_swap() -> None:
    assert explain("The bridge was designed by engineer Thomas Pell and opened in 1911.",
                   BRIDGE)[0] == "supported"
    assert explain("Le musée se trouve près de Rennes.", MUSEE)[0] == "supported"
    assert explain("El estudio se realizó en Málaga durante dos veranos.", ESTUDIO)[0] == (
        "supported")
    assert explain("Die Sängerin kam 2019 aus dem Opernhaus Zürich nach Kassel.", OPER)[0] == (
        "supported")
    # A noun reworded where every noun is capitalised ("Fahrrad", "Rad"; "Jugendliche",
    # "Schüler"), a title added, an acronym: no name swapped.
    page = "Die andere Hälfte der Jugendlichen fuhr ein normales Rad. Das Team um Dr. Anna Roth."
    assert aligned_name_swap("Die andere Hälfte der Schüler fuhr ein normales Fahrrad.",
                             ["Die andere Hälfte der Jugendlichen fuhr ein normales Rad."],
                             page) is None
    assert aligned_name_swap("The trial was run by the WHO in Geneva.",
                             ["The trial was run by the World Health Organization in Geneva."],
                             "The trial was run by the World Health Organization in "
                             "Geneva.") is None
    assert aligned_name_swap("The study was led by Dr Anna Roth of Leeds.",
                             ["The study was led by Professor Anna Roth of Leeds."],
                             "The study was led by Professor Anna Roth of Leeds.") is None


COUNCIL = ('# Budget\n\n"Prices will rise next year," said Anna Berg, the council\'s finance '
           "chief, on Monday. The mayor, Tom Reed, disagreed with her forecast.")
RAT = ("# Haushalt\n\nDie Gebühren steigen im nächsten Jahr, sagte Anna Berg, die Kämmerin der "
       "Stadt, am Montag. Bürgermeister Tom Reed widersprach ihrer Prognose.")


def test_a_speaker_named_first_in_another_role_is_unsupported() -> None:
    assert explain("Tom Reed, the council's finance chief, said prices will rise next year.",
                   COUNCIL)[0] == "unsupported"
    assert explain("Anna Berg, the council's finance chief, said prices will rise next year.",
                   COUNCIL)[0] == "supported"
    assert aligned_name_swap("Tom Reed, die Kämmerin der Stadt, sagte, die Gebühren steigen.",
                             [RAT.split("\n\n")[1].split(". ")[0]], RAT) == (
        "Tom Reed", "Anna Berg")
    assert explain("Anna Berg, die Kämmerin der Stadt, sagte, die Gebühren steigen im "
                   "nächsten Jahr.", RAT)[0] != "unsupported"
