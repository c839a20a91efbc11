"""Long article pages with facts spread through them, for reading over MCP."""

from __future__ import annotations

import random

WORDS = ("tea harvest river valley monsoon estate leaf picker factory auction garden slope "
         "rain season plant bush bud flush withering rolling drying sorting grade broker "
         "market village road bridge hill terrace soil shade tree water morning evening")

_WORDS = WORDS.split(" ")

FACTS = [
    f"Fact {n}: the ledger of estate number {n} records code KX-{4000 + 37 * n}."
    for n in range(1, 9)
]


def long_article(title: str, chars: int = 49_000, facts: list[str] = FACTS,
                 seed: int = 25) -> str:
    """An article of about ``chars`` characters of text, ``facts`` spread evenly
    through it (one at the start of each eighth), filler sentences in between."""
    rng = random.Random(seed)
    paragraphs: list[str] = []
    length = 0
    placed = 0
    while length < chars:
        if placed < len(facts) and length >= placed * chars / len(facts):
            text = facts[placed]
            placed += 1
        else:
            sentences = [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(8, 16)))
                         .capitalize() + "." for _ in range(rng.randint(3, 6))]
            text = " ".join(sentences)
        paragraphs.append(text)
        length += len(text) + 2
    body = "\n".join(f"<p>{p}</p>" for p in paragraphs)
    return (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}"
            f"</title></head><body><nav><a href=\"/\">Home</a></nav><article><h1>{title}</h1>"
            f"{body}</article><footer>Example footer</footer></body></html>")


def fact_codes(facts: list[str] = FACTS) -> list[str]:
    return [fact.rsplit(" ", 1)[1].rstrip(".") for fact in facts]
