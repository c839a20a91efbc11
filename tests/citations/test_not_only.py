""""Not only" adds, it does not negate: "as well as the end of an episode" for "at the
end of the current chapter, not only the current episode" is no flip, in any language."""

from __future__ import annotations

import pytest

from services.citations.polarity import cues
from services.citations.support import explain


@pytest.mark.parametrize("text", [
    "The timer stops at the end of the chapter, not only the episode.",
    "Der Timer stoppt nicht nur am Ende der Folge.",
    "睡眠定时器不仅可以在单集结束时停止。",
])
def test_not_only_is_no_negation(text: str) -> None:
    assert not cues(text).negated


def test_a_negation_stays_one() -> None:
    assert cues("The timer does not stop at the end of the chapter.").negated
    assert cues("定时器不能在章节结束时停止。").negated


def test_as_well_as_for_not_only_is_not_unsupported() -> None:
    page = ("## Version 6.4.0 (November 18, 2025)\n\n- The sleep timer can now stop at the end "
            "of the current chapter, not only the current episode.\n- Faster downloads.")
    claim = ("Version 6.4.0 lets the sleep timer stop at the end of the current chapter as well "
             "as at the end of an episode.")
    assert explain(claim, page)[0] != "unsupported"
