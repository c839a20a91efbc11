"""bench/numbered_items.py reads every row of a set, a row without a URL too."""

from __future__ import annotations

from bench.numbered_items import f1, written_back

PAGE = ("<html><head><title>Foro</title></head><body><main>"
        + "".join(f'<div class="post"><p>Respuesta número {n}: el motor arranca en frío '
                  f'y se apaga a los pocos minutos, hay que revisar la bomba.</p></div>'
                  for n in range(4))
        + "</main></body></html>")
TRUTH = " ".join(f"Respuesta número {n}: el motor arranca en frío y se apaga a los pocos "
                 "minutos, hay que revisar la bomba." for n in range(4))


def test_a_row_without_a_url_is_scored_as_one_with_an_empty_url() -> None:
    html = written_back(PAGE, numbered=True)
    assert f1(html, None, TRUTH) == f1(html, "", TRUTH) > 0.5
