"""A figure a CJK claim appends in a clause of its own is no invention when a sentence
of the page that states the figure holds most of that clause (a summary joins two
sentences in its own words); a clause that shares only the figure is not stated there."""

from __future__ import annotations

from services.citations.appended_figure import _stated_cjk

LATER = "直到南宋建炎年间，知县周敏继续主持修建，石桥最终于建炎四年（1130年）完工，前后历时约28年。"


def test_a_sentence_holding_most_of_the_clause_states_it() -> None:
    assert _stated_cjk("直到年才完工，前后历时约28年", LATER)


def test_a_clause_that_shares_only_the_figure_is_not_stated() -> None:
    assert not _stated_cjk("并于年起对游客收取门票", LATER)
    assert not _stated_cjk("", LATER)
