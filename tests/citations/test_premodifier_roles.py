"""A role written right before a person's name ("consultant paediatrician Fiona Clarke")
that the page sets beside another person (``role_holder`` through ``premodifier_roles``)."""

from __future__ import annotations

import pytest

from services.citations.premodifier_roles import roles_before
from tests.citations.judge import evidence

EN = ("# Croup in young children\n\nThis leaflet explains croup. Reviewed by Dr Nadia Hussain, "
      "consultant paediatrician, and Owen Price, senior staff nurse | Last reviewed: 3 May "
      "2024\n\nCroup is a common infection of the airways.")
FR = ("# La bronchiolite\n\nCette fiche a été relue par Dr Claire Morel, pédiatre hospitalière, "
      "et Paul Girard, infirmier puériculteur. La bronchiolite est une infection fréquente des "
      "voies respiratoires.")
ES = ("# La gripe en niños\n\nEsta guía fue revisada por Dr Luis Pérez, neumólogo pediátrico, y "
      "Ana Ruiz, enfermera escolar. La gripe es una infección frecuente.")


@pytest.mark.parametrize(("wrong", "right", "page"), [
    ("The leaflet was reviewed by consultant paediatrician Owen Price.",
     "The leaflet was reviewed by consultant paediatrician Nadia Hussain.", EN),
    ("La fiche a été relue par la pédiatre hospitalière Paul Girard.",
     "La fiche a été relue par la pédiatre hospitalière Claire Morel.", FR),
    ("La guía fue revisada por el neumólogo pediátrico Ana Ruiz.",
     "La guía fue revisada por el neumólogo pediátrico Luis Pérez.", ES),
])
def test_a_role_before_the_name_given_to_the_other_person_is_caught(wrong: str, right: str,
                                                                    page: str) -> None:
    assert (evidence(wrong, page).support, evidence(wrong, page).reason) == (
        "unsupported", "name_elsewhere")
    assert evidence(right, page).support == "supported"


def test_the_persons_own_role_is_spared() -> None:
    assert evidence("The leaflet was reviewed by senior staff nurse Owen Price.",
                    EN).support == "supported"


def test_the_role_is_read_without_crediting_words_and_at_a_sentence_start() -> None:
    assert roles_before("Fees rose, according to pro-vice-chancellor Dr Alan Pritchard.") == [
        ("Alan Pritchard", "pro-vice-chancellor")]
    assert roles_before("It closed.\n\nPro-vice-chancellor for education Dr Alan Pritchard "
                        "said so.") == [("Alan Pritchard", "Pro-vice-chancellor for education")]
    assert roles_before("Applications fell by 41% in five years.") == []
