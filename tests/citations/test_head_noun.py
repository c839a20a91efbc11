"""A claim that calls a named thing by the word the page's name for it holds ("the
distillery" for "Glenarrow Distillery") swaps no name; a name the page writes nowhere
beside the passage's still does."""

from __future__ import annotations

from services.citations.head_noun import head_noun_of
from services.citations.support import explain

EN = ("# A short history of Glenarrow Distillery\n\nGlenarrow Distillery stands near the village "
      "of Kilcorran. Today Glenarrow has six stills and an annual capacity of 2.4 million litres "
      "of alcohol. The Hallbrook brewery nearby has two.")
DE = ("# Die Brennerei Glenarrow\n\nDie Brennerei Glenarrow liegt bei Kilcorran. Heute hat "
      "Glenarrow sechs Brennblasen und eine Jahreskapazität von 2,4 Millionen Litern Alkohol.")


def test_the_thing_called_by_its_name_s_word_is_supported() -> None:
    claim = ("Today the distillery operates six stills with an annual capacity of 2.4 million "
             "litres.")
    assert explain(claim, EN)[0] == "supported"


def test_head_noun_in_either_order() -> None:
    assert head_noun_of("distillery", "glenarrow", EN.lower())
    assert head_noun_of("brennerei", "glenarrow", DE.lower())
    assert not head_noun_of("hallbrook", "glenarrow", EN.lower())
