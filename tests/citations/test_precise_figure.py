"""A figure of three significant digits or more that the page writes nowhere was made
up or miscopied; the same digits with other separators or zeros are the page's."""

from __future__ import annotations

import pytest

from services.citations.precise_figure import missing_figure
from services.citations.support import explain

CASES = {
    "en": ("# Air purifier\n\nThe AP-7 uses a three-layer filter: a pre-filter, an H13 HEPA "
           "layer and activated carbon. It is rated for rooms up to 48 square metres.",
           "The AP-7's H13 HEPA layer captures 99.95% of particles of 0.3 microns.",
           "The AP-7 has a three-layer filter with an H13 HEPA layer and activated carbon."),
    "de": ("# Luftreiniger\n\nDer AP-7 nutzt einen dreistufigen Filter aus Vorfilter, "
           "H13-HEPA-Schicht und Aktivkohle. Er eignet sich für Räume bis 48 Quadratmeter.",
           "Die H13-HEPA-Schicht des AP-7 hält 99,95 % der Partikel mit 0,3 Mikrometern zurück.",
           "Der AP-7 nutzt einen dreistufigen Filter aus Vorfilter, H13-HEPA-Schicht und "
           "Aktivkohle."),
    "zh": ("# 空气净化器\n\nAP-7采用三层复合滤网：初效滤网、H13级HEPA滤纸和活性炭层，适用面积"
           "最大48平方米。",
           "AP-7的H13级HEPA滤纸可过滤99.95%的0.3微米颗粒物。",
           "AP-7采用三层复合滤网，其中包括H13级HEPA滤纸和活性炭层。"),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_precise_figure_the_page_never_writes_is_unsupported(lang: str) -> None:
    page, wrong, right = CASES[lang]
    assert missing_figure(wrong, page) is not None
    assert explain(wrong, page)[0] == "unsupported"
    assert missing_figure(right, page) is None


def test_the_pages_digits_in_another_form_are_stated() -> None:
    assert missing_figure("a deficit of £12.2 million", "a deficit of £12,200,000") is None
    assert missing_figure("1,420 children", "Es nahmen 1 420 Kinder teil.") is None
    assert missing_figure("rund 780.000 Euro", "780 000 €") is None
    assert missing_figure("a dose of 0.0125 mg", "0,0125 mg") is None
    # Dates, times and years are no figures of their own.
    assert missing_figure("Am 14.03.2025 um 22:30 Uhr, 1998 gegründet", "März") is None
    assert missing_figure("1,240 children", "1,420 children") == "1,240"
