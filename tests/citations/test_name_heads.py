"""A person the claim names first ("Karen Liu will chair …") is read with both names: the
first name is no word of what the claim says of them, so a role the page gives someone
else is still found."""

from __future__ import annotations

from services.citations.role_names import name_heads
from services.citations.support import explain

BOARD = ("The two hospitals said on Tuesday that they would merge, after months of talks about "
         "rising costs and falling payments from insurers in the region. "
         "The combined organization will be called Hartfield Valley Health. St. Aldric's CEO "
         "Karen Liu will become president and chief operating officer. St. Aldric's board "
         "chair, Robert Hanley, will chair the new 14-member board, on which each hospital will "
         "hold seven seats.")


def test_the_first_name_before_a_name_is_part_of_it() -> None:
    assert name_heads("Karen Liu will chair the board.", ["Liu"]) == ["Karen"]
    assert name_heads("The board will meet Liu.", ["Liu"]) == []


def test_a_role_the_page_gives_someone_else_is_unsupported() -> None:
    claim = ("Karen Liu will chair the new 14-member board, on which each hospital will hold "
             "seven seats.")
    assert explain(claim, BOARD)[0] == "unsupported"
    right = ("Robert Hanley will chair the new 14-member board, on which each hospital will hold "
             "seven seats.")
    assert explain(right, BOARD)[0] == "supported"
