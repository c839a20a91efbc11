"""CJK words that hold a negation character and negate nothing.

Chinese and Japanese negation cues are found as substrings ("不", "无", "未",
"没", "别", "ない"), but many everyday words are built from the same characters
without any negation in their meaning: "不时" (now and then), "不断" (on and
on), "未来" (the future), "无线" (wireless), "特别" (especially), "少ない"
(few). Read as cues they make "期间要用铲子不时翻炒" (stir now and then) the
same way round as "期间不要用铲子翻炒" (do not stir), and "产量不断增加" the
opposite of "产量持续增长". The words below are a closed class, listed whole.
"""

from __future__ import annotations

from services.citations.cues import ENDS
from services.citations.whole_words import inside_word

PLAIN_WORDS: dict[str, tuple[str, ...]] = {
    "zh": (
        # 不: adverbs and conjunctions of time, degree and addition
        "不时", "不断", "不停", "不久", "不少", "不仅", "不但", "不光", "不过", "不管",
        "不论", "不同", "不错", "不如", "不禁", "不免", "不止", "不得不", "不可或缺",
        "不一样",
        # 未, 无, 没: nouns and adverbs ("无不", "莫不": all without exception)
        "未来", "无论", "无线", "无人机", "无人驾驶", "无人值守", "无数", "无疑", "无比", "没收",
        "无不", "莫不",
        # 别: "other", "difference", "especially", "respectively"
        "特别", "分别", "区别", "差别", "类别", "级别", "个别", "性别", "识别", "告别",
        "辨别", "别人", "别的", "别处", "别墅", "别名", "别称",
        # 除了 ("except") inside a verb of removal in the perfective ("清除了桥面水泥")
        "清除了", "删除了", "去除了", "拆除了", "解除了", "排除了", "消除了", "免除了",
        "废除了", "移除了", "扣除了", "剔除了", "铲除了", "根除了", "切除了", "摘除了",
        # 以免, 以防 ("lest") straddling a word that ends in 以 and the verb after it:
        # "可以免票" is "can go free" (可以 | 免票), "可以防晒" "can block the sun"
        *(word + after for word in ("可以", "所以", "难以", "足以", "得以", "予以", "加以",
                                    "用以", "借以", "据以") for after in ("免", "防")),
    ),
    "ja": ("少ない", "少なく", "危ない", "危なく", "違いない", "間もない", "間もなく",
           "未来", "特別", "個別", "区別", "別の", "無線"),
}
"""Words, by language, in which a negation character or ending negates nothing."""
_PLAIN = tuple(w for words in PLAIN_WORDS.values() for w in words)
_CJK_ENDS = tuple(w for lang in ("zh", "ja") for w in ENDS[lang])


def plain_word_at(text: str, at: int, cue: str) -> bool:
    """Whether the negation ``cue`` found at position ``at`` of ``text`` is part of
    one of ``PLAIN_WORDS`` (a word that negates nothing); not where a word of an end
    follows the cue ("暂不停运": 不 turns down 停运, it is not the 不停 of "on and on")."""
    if text.startswith(_CJK_ENDS, at + len(cue)) and not inside_word(
            text, at, cue, [w for w in _PLAIN if not w.startswith(cue)]):
        return False
    return inside_word(text, at, cue, _PLAIN)
