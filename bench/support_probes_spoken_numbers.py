"""Probes of Chinese numbers in spoken forms (``services.citations.cjk_spoken_numbers``),
written fresh: a page says "一米五", "三块五", "两万五", "一千二", "三、四月" and a claim
says the same in digits (it must pass), or another number (it must be caught); the
English and German sentences beside them show digits and decimals read as before.

Run: ``python -m bench.support_probes_spoken_numbers``. Prints each claim with its verdict (``XX`` where it is not as expected: "u" wants
unsupported, "s" anything else) and the counts.
"""
# ruff: noqa: E501
from __future__ import annotations

from bench.support_probes_fa import run

PAGES = {
    'wall': '围屋的外墙底部厚度达一米五，三、四层才开小窗，全楼只设一个正门。',
    'market': '早市上一斤青菜卖三块五，比去年贵了一点；整个夏天大约接待游客两万五千人次。',
    'tickets': '音乐节三天通票售价一千二，单日票四百八十元，预计吸引两万五观众。',
    'height': '这种向日葵成株高度一般在一米八左右，七、八月开花。',
    'en': 'The outer wall is 1.5 metres thick at its base, and windows begin on the third and fourth floors.',
    'de': 'Die Außenmauer ist am Sockel 1,5 Meter dick; Fenster gibt es erst im dritten und vierten Stock.',
}
CASES = [
    ('wall', '围屋外墙底部厚1.5米。', 's'),
    ('wall', '围屋外墙底部厚2.5米。', 'u'),
    ('wall', '围屋外墙底部厚1.2米。', 'u'),
    ('wall', '围屋从第三、四层起才开小窗。', 's'),
    ('wall', '围屋从五、六层起才开小窗。', 'u'),
    ('market', '早市的青菜每斤3.5元。', 's'),
    ('market', '早市的青菜每斤4.5元。', 'u'),
    ('tickets', '音乐节三天通票卖1200元。', 's'),
    ('tickets', '音乐节三天通票卖1500元。', 'u'),
    ('tickets', '音乐节预计吸引约2.5万名观众。', 's'),
    ('tickets', '音乐节预计吸引约3.5万名观众。', 'u'),
    ('height', '这种向日葵长成后一般高约1.8米，7、8月开花。', 's'),
    ('height', '这种向日葵长成后一般高约2.8米，7、8月开花。', 'u'),
    ('height', '这种向日葵长成后一般高约1.8米，9、10月开花。', 'u'),
    ('en', 'At its base the outer wall is one and a half metres thick.', 's'),
    ('en', 'At its base the outer wall is 2.5 metres thick.', 'u'),
    ('de', 'Am Sockel ist die Außenmauer anderthalb Meter dick.', 's'),
    ('de', 'Am Sockel ist die Außenmauer 2,5 Meter dick.', 'u'),
]


def main() -> None:
    run([(PAGES[page], claim, "ok" if want == "s" else "caught") for page, claim, want in CASES])


if __name__ == "__main__":
    main()
