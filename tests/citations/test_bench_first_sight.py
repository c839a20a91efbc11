"""bench/support_first_sight.py: cells kept on the training rounds count on the left-out one."""

from __future__ import annotations

from bench.support_first_sight import ROUNDS, kept, leave_one_round_out, tally
from bench.support_first_sight_forms import item_type, on_page
from bench.support_first_sight_shape import clause_whole, summary_shape
from services.citations.passages import SourceIndex

COMMITS = list(ROUNDS)


def _row(commit: str, label: str, verdict: str, reason: str) -> dict[str, object]:
    return {"round": commit, "label": label, "verdict": verdict, "finding_reason": reason}


def test_a_softening_counts_false_alarms_as_gained_and_catches_as_lost() -> None:
    rows = [_row(COMMITS[0], "supported", "unsupported", "few_words"),
            _row(COMMITS[0], "unsupported", "unsupported", "few_words"),
            _row(COMMITS[0], "supported", "weak", "few_words")]
    assert dict(tally(rows, "soft", lambda r: r["finding_reason"])) == {"few_words": [1, 1]}
    assert dict(tally(rows, "hard", lambda r: r["finding_reason"])) == {"few_words": [0, 1]}


def test_a_cell_is_kept_at_three_gained_per_one_lost_only() -> None:
    assert kept({"a": [3, 1], "b": [5, 2], "c": [2, 0]}) == {"a"}


def test_the_left_out_round_is_counted_with_cells_chosen_without_it() -> None:
    rows = []
    others = len(COMMITS) - 1
    for commit in COMMITS[:-1]:  # three false alarms on every round but the last
        rows += [_row(commit, "supported", "unsupported", "hedged")] * 3
    rows += [_row(COMMITS[-1], "unsupported", "unsupported", "hedged")] * others
    per, folds = leave_one_round_out(rows, "soft", lambda r: r["finding_reason"])
    assert per[COMMITS[-1]] == (0, others)  # kept on the other rounds, it loses the catches
    assert per[COMMITS[0]] == (0, 0)  # 3 (others - 1) false alarms to others catches: not kept
    assert folds == {"hedged": 1}


def test_item_types_in_several_scripts() -> None:
    assert item_type("1.400 Euro") == "figure"
    assert item_type("三十") == "cjk"
    assert item_type("Marlow") == "name"
    assert item_type("nächste woche") == "words"
    assert item_type(" ") == "empty"


def test_an_item_is_absent_when_the_page_gives_none_of_its_figures_or_names() -> None:
    page = "Le musée ouvre en 2024. 東京で開催された。"
    assert on_page("2025", page) == "absent"
    assert on_page("2024, Lyon", page) == "present"
    assert on_page("東京", page) == "present"
    assert on_page("plus tard", page) == "noitem"


def test_a_fold_chooses_the_cut_that_gains_most_at_three_to_one() -> None:
    from bench.support_first_sight import chosen_cuts, passes
    rows = [{**_row(COMMITS[0], "supported", "unsupported", "few_words"), "x": 3.0}] * 4
    rows += [{**_row(COMMITS[0], "unsupported", "unsupported", "few_words"), "x": 1.0}] * 2
    form = ("soft", lambda r: r["finding_reason"], lambda r: r["x"], 1, (1.0, 2.0))
    assert chosen_cuts(rows, form) == {"few_words": 2.0}  # at 1.0: 4 gained, 2 lost
    assert passes({c: (2, 0) for c in COMMITS[:3]})
    assert not passes({c: (3, 0) for c in COMMITS[:2]})  # gains in two rounds only
    assert not passes({c: (2, 1) for c in COMMITS[:3]})  # 6 gained, 3 lost


def test_shape_reads_sentences_and_the_item_place_in_several_languages() -> None:
    from bench.support_first_sight_shape import clause_at, cover, item_where
    from services.citations.passages import SourceIndex, terms
    page = ("Die Brücke wurde 1932 eröffnet. Anna Berg entwarf sie. Der Verkehr wuchs. "
            "Die Stadt zahlte 1990 Reparaturen. Die Maut endete 2001.")
    index = SourceIndex(page)
    assert cover(index, terms("Anna Berg entwarf die Brücke, die Maut endete 2001.")) == (3, 4)
    assert item_where(index, "2001", 0, 0) == "elsewhere"
    assert item_where(index, "1933", 0, 0) == "absent"
    assert item_where(index, "Anna Berg", 0, 0) == "held"
    assert clause_at("桥于1932年通车，由安娜设计。", "安娜设计") == "later"
    assert clause_at("The bridge opened in 1932.", "1932") == "one"


def test_a_clause_taken_whole_from_one_sentence_reads_near_one_in_several_scripts() -> None:
    en = SourceIndex("The mill opened in 1903. Its looms came from Lyon. Visitors may tour it.")
    assert (clause_whole(en, "The mill opened in 1903.") or 0) >= 0.8
    assert (clause_whole(en, "Visitors tour the Lyon looms.") or 0) < 0.8
    de = SourceIndex("Die Mühle öffnete 1903. Ihre Webstühle kamen aus Lyon. "
                     "Besucher können sie besichtigen.")
    assert (clause_whole(de, "Die Mühle öffnete 1903.") or 0) >= 0.8
    zh = SourceIndex("磨坊于1903年开业。织机来自里昂。游客可以参观。")
    assert (clause_whole(zh, "磨坊于1903年开业。") or 0) >= 0.8


def test_the_summary_shape_needs_near_sentences_no_whole_clause_and_few_figures() -> None:
    shaped = {"cover_n": 3, "cover_span": 2, "clause_whole": 0.5, "figures": 1}
    assert summary_shape(shaped) == "summary"
    assert summary_shape({**shaped, "cover_span": 7}) == "other"
    assert summary_shape({**shaped, "clause_whole": 0.9}) == "other"
    assert summary_shape({**shaped, "figures": 3}) == "other"
    assert summary_shape({**shaped, "cover_n": 1}) == "other"
    assert summary_shape({"cover_n": None}) == "?"


def test_the_item_place_and_the_page_statement_of_it_in_several_languages() -> None:
    from bench.support_first_sight_items import (
        item_pos,
        item_sentences,
        rest_absent,
        rest_single,
        stated_in_claim,
    )
    from services.citations.passages import terms
    claim = terms("Anna Berg entwarf 1932 die neue Brücke über den Fluss.")
    assert item_pos(claim, "Anna Berg") == "head"
    assert item_pos(claim, "Fluss") == "tail"
    assert item_pos(claim, "Zürich") == "none"
    assert item_pos(terms("The bridge opened."), "The bridge opened") == "whole"
    assert stated_in_claim(terms("Tickets rose from 12 to 15 euros."), "12") == "both"
    assert stated_in_claim(terms("Tickets cost 15 euros."), "12") == "no"
    assert stated_in_claim(terms("Tickets cost 15 euros."), "") == "none"
    page = SourceIndex("大桥于1932年通车。安娜设计了大桥。大桥在1990年维修。")
    assert item_sentences(page, "大桥") == 3
    assert item_sentences(page, "安娜") == 1
    assert item_sentences(page, "彼得") == 0
    edited = terms("彼得设计了大桥")  # (the bigram across the name's edge is the rest's)
    assert rest_single(page, edited, "彼得") > rest_single(page, terms("彼得造桥很快"), "彼得")
    bridge = SourceIndex("Anna Berg designed the bridge. It opened in 1932.")
    wanted = terms("Peter Holm designed the bridge.")
    assert rest_single(bridge, wanted, "Peter Holm") == 1.0  # one sentence, its name edited
    assert rest_absent(bridge, wanted, "Peter Holm") == 0.0
    assert rest_absent(bridge, wanted, "") == 0.5  # the name itself the page lacks


def test_a_form_holds_in_most_folds_only_when_most_moving_rounds_gain_three_to_one() -> None:
    from bench.support_first_sight import holds_in_most_folds
    assert holds_in_most_folds({"a": (3, 1), "b": (2, 0), "c": (0, 0), "d": (1, 1)})
    assert not holds_in_most_folds({"a": (3, 1), "b": (0, 1), "c": (2, 1)})
    assert not holds_in_most_folds({"a": (0, 0)})


def test_findings_are_read_back_only_onto_rows_of_the_same_verdict(tmp_path) -> None:
    import json

    from bench.support_first_sight_findings import with_findings
    from bench.support_first_sight_forms import _agree, _firm_other
    path = tmp_path / "f.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in (
        {"part": "p", "index": 0, "support": "weak",
         "findings": [["negation", False, "polarity", "x"], ["hedged", False, "h", "y"]]},
        {"part": "p", "index": 1, "support": "supported", "findings": []})), encoding="utf-8")
    rows = [{"part": "p", "index": 0, "verdict": "weak", "finding_reason": "negation",
             "claimed": "x"},
            {"part": "p", "index": 1, "verdict": "weak", "finding_reason": "", "claimed": ""}]
    with_findings(rows, [path])
    assert _agree(rows[0]) == "other" and _firm_other(rows[0]) == "soft"
    assert "findings" not in rows[1] and _agree(rows[1]) == "?"


def test_the_side_that_carries_the_negation_in_several_languages() -> None:
    from bench.support_first_sight_forms import flip

    def row(claim: str, stated: str) -> dict[str, object]:
        return {"finding_reason": "negation", "claim": claim, "stated": stated}
    assert flip(row("The museum is open on Mondays.", "The museum is not open on Mondays."
                    )) == "drops"
    assert flip(row("Im Winter fährt keine Fähre nach Juist.",
                    "Im Winter fährt eine Fähre nach Juist.")) == "adds"
    assert flip(row("博物馆周一不开放。", "博物馆周一不开放。")) == "even"
    assert flip({"finding_reason": "hedged", "claim": "", "stated": ""}) == "-"
