"""A name from code the page never writes, where the passage writes another."""

from __future__ import annotations

from services.citations.code_names import other_identifier
from services.citations.support import explain

NOTES = ("# Release notes\n\nThe export command now writes Parquet as well as CSV. The "
         "deprecated merge() function has been removed; use combine() instead. The "
         "max_rows option now defaults to 10,000.")


def test_another_function_or_option_is_unsupported() -> None:
    assert explain("The deprecated merge() function has been removed; use join() instead.",
                   NOTES)[0] == "unsupported"
    assert other_identifier("The max_cols option now defaults to 10,000.",
                            "The max_rows option now defaults to 10,000.", NOTES) == (
        "max_cols", "max_rows")


def test_the_page_identifiers_are_kept() -> None:
    assert explain("merge() has been removed in favour of combine().", NOTES)[0] != (
        "unsupported")
