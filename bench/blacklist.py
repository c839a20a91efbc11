"""Blacklist speed: the host-indexed matcher against a linear scan of the same rules.

Run: ``python -m bench.blacklist [RULES] [URLS]``. Prints microseconds per URL
for both and their ratio (the anchor is the linear scan; higher is better).
"""

from __future__ import annotations

import random
import sys
import time

from services.blacklist import Blacklist, split_url


def make_rules(count: int, rng: random.Random) -> str:
    lines = []
    for i in range(count):
        kind = i % 10
        if kind < 6:
            lines.append(f"*://*.farm{i}.example/*")
        elif kind < 9:
            lines.append(f"https://www.site{i}.example/path{i}/*")
        else:
            lines.append(f"/tracker{i}\\.example/i")
    lines.append("@*://ok.farm0.example/*")
    rng.shuffle(lines)
    return "\n".join(lines)


def make_urls(count: int, rules: int, rng: random.Random) -> list[str]:
    urls = []
    for _ in range(count):
        n = rng.randrange(rules * 2)
        urls.append(
            rng.choice(
                [
                    f"https://a.b.farm{n}.example/page?q={n}",
                    f"https://www.site{n}.example/path{n}/x",
                    f"http://tracker{n}.example/",
                    f"https://news{n}.example.org/story",
                ]
            )
        )
    return urls


def main() -> None:
    rule_count = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    url_count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(1)
    text = make_rules(rule_count, rng)
    started = time.perf_counter()
    blacklist = Blacklist.parse(text)
    parse_s = time.perf_counter() - started
    urls = make_urls(url_count, rule_count, rng)

    started = time.perf_counter()
    indexed = [blacklist.blocks(url) for url in urls]
    indexed_s = time.perf_counter() - started

    started = time.perf_counter()
    linear = []
    for url in urls:
        parts = split_url(url)
        assert parts is not None
        hits = [rule for rule in blacklist.rules if rule.matches(parts)]
        linear.append(any(not r.exception for r in hits) and not any(r.exception for r in hits))
    linear_s = time.perf_counter() - started

    assert indexed == linear, "indexed and linear matching disagree"
    print(f"rules: {rule_count}, urls: {url_count}, parse: {parse_s * 1000:.1f} ms")
    print(f"indexed: {indexed_s / url_count * 1e6:.1f} us/url")
    print(f"linear:  {linear_s / url_count * 1e6:.1f} us/url")
    print(f"speed-up vs linear scan: {linear_s / indexed_s:.1f}x")


if __name__ == "__main__":
    main()
