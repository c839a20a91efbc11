"""Commas of every script count as prose, and each comma once.

readability scores a paragraph by its commas. A Chinese paragraph's commas
are full-width (``，``): counted as ASCII only, it scores as a line of a
page's footer does, and the page's body wins over its article. A layout cell
around the paragraphs must not count their commas a second time either, or its
row (footer and all) wins over the cell.
"""

from __future__ import annotations

from services.extract import extract_page
from services.extract.commas import comma_count

URL = "https://news.example.cn/2022/02/13/a.html"
CLAUSES = ("近年来我省积极把握制造业发展趋势",
           "加速向智能制造转型升级",
           "工信部发布年度绿色制造名单",
           "十五家企业入选国家级绿色工厂",
           "一个园区入选国家级绿色园区")
FOOTER = ("本网站所有内容版权所有未经许可不得转载或建立镜像",
          "互联网新闻信息服务许可证编号五三一二零一七零零零一",
          "举报电话零八七一六四一六六九三五举报邮箱见首页说明",
          "网站备案编号与经营许可证编号见本页底部说明文字")


def _paragraph(seed: int) -> str:
    return "，".join(CLAUSES[seed:] + CLAUSES[:seed]) + "。"


def test_comma_count_knows_the_commas_of_other_scripts() -> None:
    assert comma_count("甲，乙，丙") == 2
    assert comma_count("أ، ب، ج") == 2
    assert comma_count("a, b, c") == 2
    assert comma_count("甲、乙。") == 0


def test_an_article_of_full_width_commas_beats_the_footer_lines_of_the_body() -> None:
    article = "".join(f"<p>{_paragraph(n)}</p>" for n in range(5))
    footer = "".join(f"<p>{line}</p>" for line in FOOTER * 2)
    html = (f"<html><head><title>绿色制造名单</title></head><body><div><div>"
            f"<h1>绿色制造名单</h1><div>{article}</div></div></div>{footer}</body></html>")
    text = extract_page(html, URL).markdown
    assert text.count("工信部发布年度绿色制造名单") == 5
    assert "版权所有" not in text


def test_a_layout_cell_does_not_hand_its_paragraphs_commas_to_its_row() -> None:
    article = "".join(f"<p>{_paragraph(n)}</p>" for n in range(5))
    links = "".join(f"<a href='/l{n}'>{line}</a>，" for n, line in enumerate(FOOTER))
    html = (f"<html><head><title>绿色制造名单</title></head><body><table>"
            f"<tr><td>{article}</td><td>{links}</td></tr></table>"
            f"<p>{FOOTER[0]}</p></body></html>")
    text = extract_page(html, URL).markdown
    assert text.count("工信部发布年度绿色制造名单") == 5
    assert "举报电话" not in text


def test_the_ideographic_comma_counts_in_japanese_prose_not_in_a_chinese_list() -> None:
    assert comma_count("今日は朝から雨が降って、午後には風も強くなり、とても寒かった。") == 2
    assert comma_count("駅前の店は､十時に開きます。") == 1  # (half-width form)
    assert comma_count("东京、大阪、京都") == 0  # (no hiragana: a list)
    assert comma_count("Երեկ՝ երեկոյան") == 1  # (Armenian)
    assert comma_count("ሰላም፣ ደህና") == 1  # (Ethiopic)


JA_CLAUSES = ("近年は市内の駐輪場が朝早くから満車になり",
              "通勤する人の多くが困っていると市は説明し",
              "来年の春までに新しい駐輪場を二か所つくると発表した",
              "利用料金は一日百円で",
              "定期利用の申し込みは三月から受け付ける")
JA_FOOTER = ("このサイトの内容の著作権は当社に帰属し無断転載を禁じます",
             "お問い合わせは平日の午前九時から午後五時まで",
             "個人情報の取り扱いについては別のページで説明",
             "サイトの利用条件と注意事項はこちらをご覧ください")


def test_a_japanese_article_of_ideographic_commas_beats_the_footer_lines_of_the_body() -> None:
    def paragraph(seed: int) -> str:
        return "、".join(JA_CLAUSES[seed:] + JA_CLAUSES[:seed]) + "。"

    article = "".join(f"<p>{paragraph(n)}</p>" for n in range(5))
    footer = "".join(f"<p>{line}</p>" for line in JA_FOOTER * 2)
    html = (f"<html lang='ja'><head><title>駐輪場を新設</title></head><body><div><div>"
            f"<h1>駐輪場を新設</h1><div>{article}</div></div></div>{footer}</body></html>")
    text = extract_page(html, "https://news.example.jp/2024/03/01/a.html").markdown
    assert text.count("利用料金は一日百円で") == 5
    assert "著作権" not in text
