"""A claim that sums up several rows of a table, each figure with its unit, is held by
those rows together; a figure with another row's unit, or a figure no row gives, is
not."""

from __future__ import annotations

import pytest

from services.citations.support import explain

DE = ("# Akku-Rasentrimmer GT 36\n\nDer GT 36 ist ein Akku-Rasentrimmer für Rasenkanten.\n\n"
      "| Merkmal | Wert |\n|---|---|\n| Akkuspannung | 36 V |\n| Schnittbreite | 30 cm |\n"
      "| Fadendurchmesser | 1,6 mm |\n| Gewicht ohne Akkus | 2,9 kg |\n"
      "| Schalldruckpegel | 79 dB(A) |\n")
EN = ("# GT 36 cordless trimmer\n\nThe GT 36 is a cordless grass trimmer for lawn edges.\n\n"
      "| Feature | Value |\n|---|---|\n| Voltage | 36 V |\n| Cutting width | 30 cm |\n"
      "| Line diameter | 1.6 mm |\n| Weight without batteries | 2.9 kg |\n"
      "| Sound pressure | 79 dB(A) |\n")
ZH = ("# GT 36 锂电割草机\n\nGT 36是一款用于草坪边缘的锂电割草机。\n\n| 项目 | 参数 |\n|---|---|\n"
      "| 电压 | 36 V |\n| 割草宽度 | 30 cm |\n| 打草绳直径 | 1.6 mm |\n| 不含电池重量 | 2.9 kg |\n"
      "| 声压级 | 79 dB(A) |\n")


@pytest.mark.parametrize(("claim", "page"), [
    ("Ohne Akkus wiegt der Trimmer 2,9 kg, seine Schnittbreite beträgt 30 cm.", DE),
    ("Without batteries the trimmer weighs 2.9 kg, and it cuts a 30 cm width.", EN),
    ("不含电池时割草机重2.9 kg，割草宽度为30 cm。", ZH),
])
def test_a_summary_of_rows_is_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] == "supported"


@pytest.mark.parametrize(("claim", "page"), [
    ("Ohne Akkus wiegt der Trimmer 30 kg, seine Schnittbreite beträgt 2,9 cm.", DE),
    ("Ohne Akkus wiegt der Trimmer 3,9 kg, seine Schnittbreite beträgt 30 cm.", DE),
    ("Without batteries the trimmer weighs 2.9 kg, and it cuts a 35 cm width.", EN),
    ("不含电池时割草机重2.9 kg，割草宽度为35 cm。", ZH),
])
def test_rows_crossed_or_changed_are_not_supported(claim: str, page: str) -> None:
    assert explain(claim, page)[0] != "supported"
