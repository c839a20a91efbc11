"""CJK words that hold a hedge's or a plan's character and neither hedge nor plan.

Chinese cues are found as substrings, so "拟" (plans to) is found in "模拟" (simulate,
"演练模拟清江上游普降暴雨": the drill simulates heavy rain) and "若" (if) in "若干"
(several): read as cues, a drill's scenario becomes a plan and "若干措施" a condition.
The words are a closed class, listed whole (as ``negator_words`` lists those of the
negation characters).
"""

from __future__ import annotations

from services.citations.whole_words import inside_word

PLAIN_WORDS: tuple[str, ...] = (
    "模拟", "虚拟", "拟人", "比拟", "拟声",  # 拟: imitate, not "plan to"
    "若干", "宛若", "仿若", "恍若",  # 若: "several", "as if"
)
"""Words in which a hedge or intent character (若, 拟) is no cue."""


def first_cue(text: str, found: tuple[str, ...]) -> str:
    """The first of the cue words ``found`` that stands in ``text`` outside every word of
    ``PLAIN_WORDS``, or ""."""
    for cue in found:
        at = text.find(cue)
        while at != -1:
            if not inside_word(text, at, cue, PLAIN_WORDS):
                return cue
            at = text.find(cue, at + 1)
    return ""
