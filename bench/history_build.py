"""Realistic chat histories built with the storage API (for ``bench.history``).

A conversation is 5 questions and 5 answers of about 600 words; every answer
made a web search (5 results) and a 5-page fetch (2,000-character excerpts),
cites 5 sources, and has a trace. Text is drawn from a Zipf-distributed
vocabulary of made-up words with sentences and punctuation, so it compresses
about as well as English prose (zlib about 2.5-3x), not like repeated words.
Each conversation is written in one transaction (``History.batch``).
"""

from __future__ import annotations

import itertools
import random
import time
from dataclasses import dataclass

from services.citations.registry import Source
from services.fetch.render import render_text
from services.results import FetchItem, SearchItem, ToolResult
from services.storage import History

SYLLABLES = [a + b for a in "bcdfghjklmnprstvwz" for b in ("a", "e", "i", "o", "u", "ai", "ou")]


@dataclass
class Built:
    conversations: int
    seconds: float
    text_read: int
    """Characters the model read (search result texts and fetched pages)."""
    stored_text: int
    """Characters of questions and answers."""


class Corpus:
    def __init__(self, seed: int = 7, vocabulary: int = 6000) -> None:
        self.rng = random.Random(seed)
        words = set()
        while len(words) < vocabulary:
            words.add("".join(self.rng.choice(SYLLABLES) for _ in range(self.rng.randint(1, 4))))
        self.words = sorted(words, key=lambda w: (len(w), w))
        weights = [1 / (rank + 1) ** 1.07 for rank in range(len(self.words))]
        self.cumulative = list(itertools.accumulate(weights))

    def words_(self, n: int) -> list[str]:
        return self.rng.choices(self.words, cum_weights=self.cumulative, k=n)

    def prose(self, n: int) -> str:
        out, words = [], self.words_(n)
        while words:
            size = self.rng.randint(8, 22)
            sentence, words = words[:size], words[size:]
            sentence[0] = sentence[0].capitalize()
            out.append(" ".join(sentence) + self.rng.choice(".....?!"))
        return " ".join(out)

    def chars(self, n: int) -> str:
        text = self.prose(n // 5 + 10)
        return text[:n]


def build(path: object, conversations: int, corpus: Corpus, *, start: float | None = None) -> Built:
    """Add ``conversations`` to the history at ``path``; spread over the last ~3 years."""
    now = time.time() if start is None else start
    text_read = stored = 0
    began = time.perf_counter()
    with History(str(path)) as h:
        for n in range(conversations):
            with h.batch():
                t, s = _conversation(h, corpus, n)
            text_read += t
            stored += s
        # Spread the activity times, newest last, as years of use would.
        with h.batch():
            h._conn.execute(
                "UPDATE conversations SET created_at = ? - (? - id) * 9000.0, "
                "updated_at = ? - (? - id) * 9000.0",
                (now, conversations, now, conversations),
            )
    return Built(conversations, time.perf_counter() - began, text_read, stored)


def _conversation(h: History, corpus: Corpus, n: int) -> tuple[int, int]:
    rng = corpus.rng
    conv = h.create_conversation(model="gpt-4o")
    text_read = stored = 0
    registry: list[Source] = []
    for turn in range(5):
        question = corpus.prose(rng.randint(15, 40))
        h.add_user_message(conv.id, question)
        mid = h.begin_answer(conv.id, model="gpt-4o")
        query = " ".join(corpus.words_(4))
        results = [
            SearchItem(
                title=corpus.prose(8)[:70], url=f"https://site{rng.randint(1, 400)}.example/"
                f"{n}/{turn}/{i}", snippet=corpus.chars(280), provider="brave", query=query,
                id=f"s{turn}-{i}",
            )
            for i in range(5)
        ]
        search_text = "\n\n".join(
            f"[cite:{r.id}] {r.title}\nURL: {r.url}\n{r.snippet}" for r in results
        )
        pages = [
            FetchItem(
                url=r.url, title=r.title, content=corpus.chars(2000), ok=True,
                provider="builtin", fetched_at="2026-01-01T00:00:00Z", id=f"f{turn}-{i}",
                chars=2000,
            )
            for i, r in enumerate(results)
        ]
        fetch_text = render_text(pages)
        text_read += len(search_text) + len(fetch_text)
        h.record_tool_call(
            mid, call_id=f"c{turn}a", tool="web_search", arguments={"query": query},
            result=ToolResult(search_text, list(results), {"provider": "brave"}), ok=True,
            round=0, provider="brave", elapsed_s=0.8,
        )
        h.record_tool_call(
            mid, call_id=f"c{turn}b", tool="web_fetch",
            arguments={"urls": [p.url for p in pages]},
            result=ToolResult(fetch_text, list(pages), {"provider": "builtin"}), ok=True,
            round=1, provider="builtin", elapsed_s=2.1,
        )
        sources = [
            Source(id=p.id, url=p.url, title=p.title, snippet=r.snippet, excerpt=p.content,
                   provider="builtin", fetched_at=p.fetched_at)
            for p, r in zip(pages, results, strict=True)
        ]
        registry += sources
        answer = corpus.prose(600)
        cut = [answer.find(". ", k * len(answer) // 6) for k in range(1, 6)]
        for k, position in sorted(zip(range(5), cut, strict=True), key=lambda x: -x[1]):
            if position > 0:
                answer = answer[: position + 1] + f" [cite:{sources[k].id}]" + answer[position + 1:]
        h.finish_answer(mid, "complete", content=answer)
        stored += len(question) + len(answer)
        h.save_registry(conv.id, registry)
        h.set_answer_sources(mid, list(enumerate(sources, 1)))
        h.set_trace(mid, {
            "question": question, "model": "gpt-4o", "status": "complete",
            "turns": [
                {"index": 0, "tool_calls": [{"call_id": f"c{turn}a", "tool": "web_search",
                                             "args": {"query": query}, "ok": True,
                                             "provider": "brave", "time_s": 0.8}]},
                {"index": 1, "tool_calls": [{"call_id": f"c{turn}b", "tool": "web_fetch",
                                             "args": {"urls": [p.url for p in pages]},
                                             "ok": True, "provider": "builtin",
                                             "time_s": 2.1}]},
            ],
            "usage": {"prompt_tokens": 9000, "completion_tokens": 900},
        })
    if rng.random() < 0.5:
        h.rename(conv.id, corpus.prose(6)[:60])
    return text_read, stored
