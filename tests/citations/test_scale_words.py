"""A scale word ("Millionen", "millions") spells a number, which the number check weighs:
it is no name the passage must hold."""

from __future__ import annotations

from services.citations.support import explain

BRIDGE = ("Die neue Brücke über die Lahn ist seit März geöffnet. Der Bau kostete insgesamt "
          "12 Mio. Euro, wovon das Land einen großen Teil übernahm.")


def test_a_scale_word_is_no_name() -> None:
    assert explain("Der Bau der Brücke hat 12 Millionen Euro gekostet.", BRIDGE)[0] == (
        "supported")


def test_another_sum_is_still_unsupported() -> None:
    assert explain("Der Bau der Brücke hat 15 Millionen Euro gekostet.", BRIDGE)[0] == (
        "unsupported")
