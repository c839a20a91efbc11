"""decode_html: header, BOM, <meta>, detection, label mapping, lenient decoding."""

from __future__ import annotations

import pytest

from services.extract import decode_html
from services.extract.charset import choose_charset, normalize_charset

ZH = "这是一个关于字符集的测试页面，内容包括新闻、评论和天气预报。我们希望每个汉字都能正确显示。"
ZH_TW = "這是一個關於字元集的測試頁面，內容包括新聞、評論和天氣預報。香港的天氣很好。"
JA = "これは文字コードのテストページです。ニュースと天気予報が含まれています。日本語の文章。"
KO = "이것은 문자 집합 테스트 페이지입니다. 뉴스와 일기 예보가 포함되어 있습니다."
RU = "Это тестовая страница для проверки кодировок. Новости, комментарии и прогноз погоды."


def page(text: str, meta: str = "") -> str:
    return f"<html><head>{meta}<title>t</title></head><body><p>{text}</p></body></html>"


@pytest.mark.parametrize(
    ("text", "codec", "label"),
    [
        (ZH, "gbk", "gbk"),
        (ZH, "gb2312", "gb2312"),
        (ZH + "𠀀", "gb18030", "gb18030"),
        (ZH_TW, "big5", "big5"),
        (JA, "shift_jis", "shift_jis"),
        (KO, "euc-kr", "euc-kr"),
        (RU, "cp1251", "windows-1251"),
    ],
)
def test_legacy_charsets_from_header_and_from_meta(text: str, codec: str, label: str) -> None:
    body = page(text).encode(codec)
    assert text in decode_html(body, label)
    with_meta = page(text, f'<meta charset="{label}">').encode(codec)
    assert text in decode_html(with_meta, None)
    equiv = f'<meta http-equiv="Content-Type" content="text/html; charset={label}">'
    http_equiv = page(text, equiv)
    assert text in decode_html(http_equiv.encode(codec), None)


@pytest.mark.parametrize(("text", "codec"), [(ZH * 5, "gbk"), (ZH_TW * 5, "big5")])
def test_undeclared_cjk_is_detected(text: str, codec: str) -> None:
    assert text in decode_html(page(text).encode(codec), None)


def test_undeclared_cyrillic_is_detected() -> None:
    text = RU * 8
    assert text in decode_html(page(text).encode("cp1251"), None)


def test_meta_declared_after_the_first_kilobyte_is_found() -> None:
    script = "<script>" + "var x = 1;\n" * 400 + "</script>"
    html = f"<html><head>{script}<meta charset='gbk'></head><body><p>{ZH}</p></body></html>"
    body = html.encode("gbk")
    assert body.index(b"charset") > 1024
    assert ZH in decode_html(body, None)


def test_wrong_latin1_declaration_on_utf8_bytes_prefers_utf8() -> None:
    text = "Café naïve — “quoted” 中文"
    body = page(text, '<meta charset="iso-8859-1">').encode("utf-8")
    assert text in decode_html(body, None)
    assert text in decode_html(body, "ISO-8859-1")


def test_latin1_label_decodes_as_windows_1252() -> None:
    body = page("price \x80 5 and \x93quotes\x94").encode("latin-1")
    assert "price € 5 and “quotes”" in decode_html(body, "iso-8859-1")


def test_bom_wins() -> None:
    text = "BOM page — ünïcödé"
    assert decode_html(b"\xef\xbb\xbf" + page(text).encode("utf-8"), None).startswith("<html>")
    assert text in decode_html(b"\xef\xbb\xbf" + page(text).encode("utf-8"), "gbk")
    utf16 = b"\xff\xfe" + page(text).encode("utf-16-le")
    assert text in decode_html(utf16, None)


def test_utf16_from_the_header_without_bom_and_from_meta() -> None:
    text = "UTF-16 page — ünïcödé 中文"
    assert text in decode_html(page(text).encode("utf-16-le"), "utf-16le")
    # A <meta> that says UTF-16 was read as ASCII, so it means UTF-8 (WHATWG).
    assert text in decode_html(page(text, '<meta charset="utf-16">').encode("utf-8"), None)


def test_header_charset_beats_meta() -> None:
    body = page(ZH, '<meta charset="big5">').encode("gbk")
    assert ZH in decode_html(body, "gbk")


def test_one_invalid_byte_pair_costs_one_character_not_the_page() -> None:
    good = (ZH * 3).encode("gbk")
    body = page("").encode("ascii").replace(b"<p>", b"<p>" + good[:40] + b"\xff\xff" + good[40:])
    for declared in ("gb2312", None):
        text = decode_html(body, declared)
        assert ZH[:20] in text
        assert ZH[-20:] in text
        assert text.count("\ufffd") <= 2


def test_truncated_utf8_tail_still_counts_as_utf8() -> None:
    body = page("日本語のテキスト" * 20).encode("utf-8")[:-1] + "日".encode()[:2]
    assert choose_charset(body, None) == "utf-8"


def test_unknown_header_label_falls_back_to_sniffing() -> None:
    assert ZH in decode_html(page(ZH, '<meta charset="gbk">').encode("gbk"), "x-nonsense")


@pytest.mark.parametrize(
    ("label", "codec"),
    [
        ("GB2312", "gb18030"),
        ("gbk", "gb18030"),
        ("x-gbk", "gb18030"),
        ("big5", "big5hkscs"),
        ("Shift_JIS", "cp932"),
        ("euc-kr", "cp949"),
        ("iso-8859-1", "cp1252"),
        ("latin1", "cp1252"),
        ("us-ascii", "cp1252"),
        ("UTF8", "utf-8"),
        ("windows-1251", "cp1251"),
        ("", None),
        ("no-such-charset", None),
    ],
)
def test_label_mapping(label: str, codec: str | None) -> None:
    assert normalize_charset(label) == codec


def test_large_undeclared_page_decodes() -> None:
    body = page("<p>word " * 300_000 + "中文").encode("utf-8")
    assert len(body) > 2_000_000
    assert decode_html(body, None).endswith("</html>")


POLISH = ("Wiadomości z kraju i ze świata: rząd przyjął projekt ustawy o ochronie środowiska, "
          "a posłowie będą głosować nad nim w przyszłym tygodniu. Zażółć gęślą jaźń.")
RUSSIAN = "Правительство одобрило законопроект об охране среды; депутаты проголосуют через неделю."
GREEK = "Η κυβέρνηση ενέκρινε το νομοσχέδιο για την προστασία του περιβάλλοντος."


def _undeclared(lang: str, text: str) -> str:
    return (f"<html lang='{lang}'><head><title>t</title></head><body><nav><a href='/'>Start</a>"
            f"</nav><article><p>{text}</p><p>{text}</p></article></body></html>")


@pytest.mark.parametrize(("lang", "text", "codec"), [
    ("pl", POLISH, "iso8859_2"), ("pl", POLISH, "cp1250"), ("pl-PL", POLISH, "iso8859_2"),
    ("ru", RUSSIAN, "cp1251"), ("ru", RUSSIAN, "koi8_r"), ("uk", RUSSIAN, "cp1251"),
    ("el", GREEK, "iso8859_7"), ("el", GREEK, "cp1253"),
])
def test_undeclared_legacy_bytes_are_read_in_the_pages_language(lang: str, text: str,
                                                                 codec: str) -> None:
    # No HTTP charset and no <meta charset>: the page's lang names the candidates.
    page = _undeclared(lang, text)
    assert decode_html(page.encode(codec), None) == page


def test_a_declared_charset_beats_the_pages_language() -> None:
    page = ("<html lang='pl'><head><meta charset='windows-1252'></head><body><p>Caf\u00e9 "
            "cr\u00e8me br\u00fbl\u00e9e</p></body></html>")
    assert decode_html(page.encode("cp1252"), None) == page
