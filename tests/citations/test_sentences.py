"""Sentence splitting: ordinal dates and abbreviations do not end a sentence."""

from __future__ import annotations

import pytest

from services.citations.sentences import sentence_spans
from services.citations.support import explain


def split(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("Am 14. März 2024 fuhr der Zug wieder. Im 19. Jahrhundert war das anders.",
         ["Am 14. März 2024 fuhr der Zug wieder.", "Im 19. Jahrhundert war das anders."]),
        ("Der SV wurde am 3. Oktober 1899 gegründet. Erster Vorsitzender war Karl.",
         ["Der SV wurde am 3. Oktober 1899 gegründet.", "Erster Vorsitzender war Karl."]),
        ("Neu sind u. a. drei Brücken, z. B. in Bleibach. Es kostete 62 Mio. Euro.",
         ["Neu sind u. a. drei Brücken, z. B. in Bleibach.", "Es kostete 62 Mio. Euro."]),
        ("Der Landrat, Dr. Petra Albrecht, sprach. Ca. 1 Std. ruhen lassen.",
         ["Der Landrat, Dr. Petra Albrecht, sprach.", "Ca. 1 Std. ruhen lassen."]),
        ("See e.g. the U.S. report. J. R. R. Tolkien wrote it. It rose in 2023. Then it fell.",
         ["See e.g. the U.S. report.", "J. R. R. Tolkien wrote it.", "It rose in 2023.",
          "Then it fell."]),
        ("Zum 200. Jubiläum kam die Firma Gebr. Sattler. Der Preis lag bei 200. Danach fiel er.",
         ["Zum 200. Jubiläum kam die Firma Gebr. Sattler.", "Der Preis lag bei 200.",
          "Danach fiel er."]),
        ("Mme. Dupont est arrivée. Sr. Gómez también.",
         ["Mme. Dupont est arrivée.", "Sr. Gómez también."]),
        ("北京是首都。上海是港口！\nA heading\nNext line.",
         ["北京是首都。", "上海是港口！", "A heading", "Next line."]),
    ],
)
def test_sentences_end_where_a_reader_ends_them(text: str, sentences: list[str]) -> None:
    assert split(text) == sentences


def test_long_unpunctuated_text_is_cut_into_bounded_pieces() -> None:
    pieces = split("word " * 500)
    assert len(pieces) > 1 and all(len(p) <= 400 for p in pieces)


def test_a_full_stop_inside_a_table_row_ends_nothing() -> None:
    page = ("| Merkmal | Wert |\n|---|---|\n| Spitzenleistung | 680 W |\n"
            "| Max. Drehmoment | 85 Nm |\n| Poids env. | 2,7 kg |\nEnde. Neu.")
    rows = [page[s:e] for s, e in sentence_spans(page)]
    assert "| Max. Drehmoment | 85 Nm |" in rows
    assert "| Poids env. | 2,7 kg |" in rows
    assert rows[-2:] == ["Ende.", "Neu."]


def test_a_claim_over_two_table_rows_is_held_by_both() -> None:
    sheet = ("# Datenblatt TX-90\n\nDer Motor ist für Pedelecs gedacht.\n\n| Merkmal | Wert |\n"
             "|---|---|\n| Nennleistung | 250 W |\n| Spitzenleistung | 700 W |\n"
             "| Max. Drehmoment | 90 Nm |\n| Gewicht | 2,7 kg |")
    assert explain("Der TX-90 bietet eine Spitzenleistung von 700 Watt und ein maximales "
                   "Drehmoment von 90 Nm.", sheet)[0] == "supported"
