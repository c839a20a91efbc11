"""The token budget on long, short and empty results, in English and Chinese."""

from __future__ import annotations

import random

import pytest

from services import tokens
from services.budget import (
    ELLIPSIS,
    UNKNOWN_WINDOW_BUDGET,
    budget_limit,
    fit,
    resolve_budget,
    shares,
    split,
)
from services.errors import SettingsError

EN_SENTENCE = "The committee published its annual report on renewable energy adoption. "
EN_LONG = "".join(
    EN_SENTENCE + ("\n\n" if i % 5 == 4 else "") for i in range(200)
)
ZH_LONG = "".join(
    "北京是中华人民共和国的首都，也是全国的政治和文化中心。" + ("\n\n" if i % 6 == 5 else "")
    for i in range(200)
)
EN_SHORT = "Python 3.13 was released in October 2024."
ZH_SHORT = "上海位于长江入海口。"


def total(fitted: list) -> int:  # type: ignore[type-arg]
    return sum(item.tokens for item in fitted)


@pytest.mark.parametrize("limit", [50, 100, 333, 1000, 2000])
def test_total_stays_within_limit(limit: int) -> None:
    fitted = fit([EN_LONG, ZH_LONG, "", EN_SHORT, ZH_SHORT, EN_LONG[:3000]], limit)
    assert total(fitted) <= limit
    for item in fitted:
        assert item.tokens == tokens.count(item.text)


def test_short_and_empty_results_give_their_share_to_long_ones() -> None:
    limit = 1000
    fitted = fit([EN_LONG, "", EN_SHORT, ZH_SHORT, ZH_LONG], limit)
    assert fitted[1].text == "" and not fitted[1].truncated
    assert fitted[2].text == EN_SHORT and not fitted[2].truncated
    assert fitted[3].text == ZH_SHORT and not fitted[3].truncated
    # An even split would give each long text 200 tokens; water-filling gives
    # each about half of what the short ones leave.
    left = limit - tokens.count(EN_SHORT) - tokens.count(ZH_SHORT)
    for item in (fitted[0], fitted[4]):
        assert item.truncated
        assert item.text.endswith(ELLIPSIS)
        assert left // 2 * 0.75 <= item.tokens <= left // 2 + 1


def test_nothing_cut_when_everything_fits() -> None:
    texts = [EN_SHORT, ZH_SHORT, "", "a"]
    fitted = fit(texts, 1000)
    assert [f.text for f in fitted] == texts
    assert not any(f.truncated for f in fitted)


def test_english_cut_lands_at_a_sentence_or_paragraph_end() -> None:
    (item,) = fit([EN_LONG], 240)
    assert item.truncated
    body = item.text.removesuffix(ELLIPSIS)
    assert EN_LONG.startswith(body)
    assert body.endswith("adoption")  # "adoption." with its period folded into "..."
    assert item.tokens <= 240
    assert item.tokens >= 240 * 0.75


def test_chinese_cut_lands_after_a_full_stop() -> None:
    (item,) = fit([ZH_LONG], 300)
    assert item.truncated
    body = item.text.removesuffix(ELLIPSIS)
    assert body.endswith("。")
    assert ZH_LONG.startswith(body)
    assert "\ufffd" not in item.text
    assert 300 * 0.75 <= item.tokens <= 300


def test_paragraph_boundary_preferred_when_near() -> None:
    text = ("word " * 90).strip() + ".\n\n" + "Next paragraph goes on and on. " * 20
    (item,) = fit([text], 100)
    assert item.text == ("word " * 90).strip() + ELLIPSIS


def test_no_boundary_near_cuts_at_a_token_boundary() -> None:
    text = "x" * 5 + " abcdefgh" * 500  # no sentence end anywhere
    (item,) = fit([text], 80)
    assert item.truncated and item.text.endswith(ELLIPSIS)
    assert text.startswith(item.text.removesuffix(ELLIPSIS))
    assert 76 <= item.tokens <= 80


def test_chinese_without_punctuation_never_splits_a_character() -> None:
    text = "汉字测试" * 400
    for limit in range(5, 60, 7):
        (item,) = fit([text], limit)
        assert "\ufffd" not in item.text
        assert text.startswith(item.text.removesuffix(ELLIPSIS))
        assert item.tokens <= limit


def test_tiny_limits() -> None:
    fitted = fit([EN_LONG, ZH_LONG, EN_SHORT], 2)
    assert total(fitted) <= 2
    assert all(f.truncated for f in fitted)
    assert fit([EN_LONG], 0) == fit([EN_LONG], 0)
    (zero,) = fit([EN_LONG], 0)
    assert (zero.text, zero.tokens, zero.truncated) == ("", 0, True)
    (one,) = fit([EN_LONG], 1)
    assert (one.text, one.truncated) == (ELLIPSIS, True)
    assert fit([], 100) == []


def test_mode_none_keeps_everything() -> None:
    fitted = fit([EN_LONG, ""], None)
    assert fitted[0].text == EN_LONG and not fitted[0].truncated
    assert fitted[0].tokens == tokens.count(EN_LONG)
    assert fitted[1].tokens == 0


def test_random_mixes_respect_the_limit() -> None:
    rng = random.Random(7)
    pool = [EN_LONG, ZH_LONG, EN_SHORT, ZH_SHORT, "", EN_LONG[:800], ZH_LONG[:500], "\n\n\n"]
    for _ in range(25):
        texts = [rng.choice(pool) for _ in range(rng.randint(1, 7))]
        limit = rng.randint(1, 1500)
        fitted = fit(texts, limit)
        assert total(fitted) <= limit
        for text, item in zip(texts, fitted, strict=True):
            if not item.truncated:
                assert item.text == text
            else:
                assert item.text in ("", ELLIPSIS) or item.text.endswith(ELLIPSIS)


def test_shares_water_filling() -> None:
    assert shares([10, 1000, 0, 1000], 1000) == [10, 495, 0, 495]
    assert shares([100, 200], 1000) == [100, 200]
    assert shares([500, 500, 500], 1000) == [334, 333, 333]
    assert shares([5, 5], 0) == [0, 0]
    assert shares([], 10) == []


def test_resolve_budget() -> None:
    assert resolve_budget(3000, 128_000, "fetch") == 3000
    assert resolve_budget("4000", None, "search") == 4000
    assert resolve_budget("auto", None, "fetch") == UNKNOWN_WINDOW_BUDGET == 2000
    assert resolve_budget("auto", None, "search") == 2000
    assert resolve_budget("auto", 128_000, "fetch") == 25_600
    assert resolve_budget("auto", 128_000, "search") == 6_400
    assert resolve_budget("auto", 1_000_000, "fetch") == 32_000
    assert resolve_budget("AUTO", 4_096, "fetch") == 1_000
    assert resolve_budget("auto", 4_096, "search") == 500
    assert resolve_budget("auto", 128_000, "fetch") > resolve_budget("auto", 128_000, "search")
    for bad in ("lots", 0, -5, "0", True):
        with pytest.raises(SettingsError, match="neither 'auto' nor"):
            resolve_budget(bad, 8000, "fetch")  # type: ignore[arg-type]


def test_budget_limit_from_settings() -> None:
    settings = {"budget.mode": "cutoff", "budget.tokens": 5000, "budget.search_tokens": "auto"}
    assert budget_limit(settings, 64_000, "fetch") == 5000
    assert budget_limit(settings, 64_000, "search") == 3200
    assert budget_limit({**settings, "budget.mode": "none"}, 64_000, "fetch") is None


@pytest.mark.parametrize("text", [EN_LONG, ZH_LONG, EN_LONG + ZH_LONG,
                                  "word " * 3000, "北京" * 2000])
@pytest.mark.parametrize("size", [50, 400, 3000])
def test_split_gives_the_whole_text_back_in_parts_within_the_size(text: str, size: int) -> None:
    parts = split(text, size)
    assert "".join(parts) == text
    assert all(part and tokens.count(part) <= size for part in parts)
    assert len(parts) == 1 or tokens.count(text) > size


def test_split_parts_end_at_sentences_where_there_are_some() -> None:
    parts = split(EN_LONG, 300)
    assert len(parts) > 3
    for part in parts[:-1]:
        assert part.rstrip().endswith("."), part[-40:]
    for part in split(ZH_LONG, 300)[:-1]:
        assert part.endswith(("。", "\n")), part[-10:]


def test_split_of_short_and_empty_texts() -> None:
    assert split("", 100) == [""]
    assert split(EN_SHORT, 100) == [EN_SHORT]
    with pytest.raises(ValueError):
        split(EN_SHORT, 0)
