"""dom.outermost: the outermost elements that pass a test, their subtrees left untested."""

from __future__ import annotations

from services.extract import dom


def test_only_the_outermost_matches_are_found_and_their_insides_are_not_tested() -> None:
    doc = dom.parse("<html><body><div id='a'><div id='b'><p id='c'>x</p></div></div>"
                    "<p id='d'>y</p><section id='e'><div id='f'>z</div></section></body></html>")
    tested: list[str] = []

    def is_block(elem: object) -> bool:
        tested.append(elem.get("id") or elem.tag)  # type: ignore[attr-defined]
        return elem.tag in ("div", "p")  # type: ignore[attr-defined]

    found = dom.outermost(doc.find("body"), is_block)
    assert [e.get("id") for e in found] == ["a", "d", "f"]
    assert tested == ["a", "d", "e", "f"]
