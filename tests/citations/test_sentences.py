"""Sentence splitting: ordinal dates and abbreviations do not end a sentence."""

from __future__ import annotations

import pytest

from services.citations.sentences import sentence_spans


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
