"""Formulas as TeX: MathML, MathJax and KaTeX markup become ``$…$`` / ``$$…$$``.

Runs on the parsed page before scripts, ``<math>`` and hidden elements are
stripped. The TeX comes from the page itself, in this order:

1. a ``<math>`` element's ``<annotation encoding="application/x-tex">``
   (KaTeX, MediaWiki, MathJax with semantics), else its ``alttext``;
2. MathJax 2's ``<script type="math/tex">`` (``; mode=display`` for display);
3. ``data-tex`` / ``data-latex`` attributes on any element;
4. for bare MathML (MathJax 3's assistive copy), a TeX rendering of the tree.

Each formula becomes one ``<span>`` (inline) or ``<div>`` (display) carrying
the TeX in ``TEX_ATTR``; ``markdown.py`` writes it out unescaped. A rendered
copy of the same formula next to it (the visual MathJax/KaTeX output, an
image fallback) is left to the usual rules: it is ``aria-hidden`` or holds no
text.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from services.extract.xpaths import carrying

TEX_ATTR = "data-footnote-tex"
DISPLAY_ATTR = "data-footnote-display"

_TEX_ENCODINGS = frozenset({"application/x-tex", "tex", "latex", "application/x-latex"})
_TEX_DATA_ATTRS = ("data-tex", "data-latex")
# (TEX_ATTR too: a page may carry it itself.)
_HAS_TEX_DATA = f"boolean({carrying(*_TEX_DATA_ATTRS, TEX_ATTR)})"
_DISPLAYSTYLE = re.compile(r"^\{\\displaystyle\s*(.*)\}$", re.S)
_SPACES = re.compile(r"\s+")
_MAX_TEX_CHARS = 4000


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1].lower() if isinstance(tag, str) else ""


def _clean_tex(tex: str) -> str:
    tex = _SPACES.sub(" ", tex).strip()
    match = _DISPLAYSTYLE.match(tex)
    if match:
        tex = match.group(1).strip()
    return tex[:_MAX_TEX_CHARS]


def _group(text: str) -> str:
    return text if len(text) == 1 else "{" + text + "}"


def mathml_to_tex(elem: HtmlElement) -> str:
    """A TeX rendering of a MathML tree (tokens in order, scripts, fractions, roots)."""
    name = _local(elem.tag)
    kids = [c for c in elem if isinstance(c.tag, str) and _local(c.tag) != "annotation"
            and _local(c.tag) != "annotation-xml"]
    if name in ("mi", "mn", "mo", "ms"):
        return _SPACES.sub(" ", elem.text_content()).strip()
    if name == "mtext":
        text = _SPACES.sub(" ", elem.text_content()).strip()
        return f"\\text{{{text}}}" if text else ""
    if name == "mspace":
        return " "
    parts = [mathml_to_tex(c) for c in kids]
    if name == "msup" and len(parts) == 2:
        return f"{_group(parts[0])}^{_group(parts[1])}"
    if name == "msub" and len(parts) == 2:
        return f"{_group(parts[0])}_{_group(parts[1])}"
    if name == "msubsup" and len(parts) == 3:
        return f"{_group(parts[0])}_{_group(parts[1])}^{_group(parts[2])}"
    if name == "mfrac" and len(parts) == 2:
        return f"\\frac{{{parts[0]}}}{{{parts[1]}}}"
    if name == "msqrt":
        return "\\sqrt{" + " ".join(parts) + "}"
    if name == "mroot" and len(parts) == 2:
        return f"\\sqrt[{parts[1]}]{{{parts[0]}}}"
    if name in ("mover", "munder") and len(parts) == 2:
        return f"{_group(parts[0])}{'^' if name == 'mover' else '_'}{_group(parts[1])}"
    if name == "munderover" and len(parts) == 3:
        return f"{_group(parts[0])}_{_group(parts[1])}^{_group(parts[2])}"
    if name == "mtable":
        rows = [" & ".join(mathml_to_tex(cell) for cell in row if isinstance(cell.tag, str))
                for row in kids]
        return "\\begin{matrix}" + " \\\\ ".join(rows) + "\\end{matrix}"
    return " ".join(p for p in parts if p)


def _annotation_tex(math: HtmlElement) -> str:
    for node in math.iter():
        if _local(node.tag) == "annotation" and (
            (node.get("encoding") or "").strip().lower() in _TEX_ENCODINGS
        ):
            return str(node.text_content())
    return str(math.get("alttext") or "")


def _formula(anchor: HtmlElement, tex: str, display: bool) -> HtmlElement:
    node = anchor.makeelement("div" if display else "span")
    node.set(TEX_ATTR, tex)
    if display:
        node.set(DISPLAY_ATTR, "")
    node.text = f"$${tex}$$" if display else f"${tex}$"
    return node


def _replace(old: HtmlElement, new: HtmlElement) -> None:
    new.tail = old.tail
    parent = old.getparent()
    if parent is not None:
        parent.replace(old, new)


def _rendering_of(math: HtmlElement) -> HtmlElement:
    """The outermost custom element (``<x-y>``) wrapping ``math``, else ``math`` itself.

    MathJax 3 wraps each formula in custom elements (its visual rendering and
    an assistive copy); the formula replaces the whole wrapper.
    """
    top = math
    parent = math.getparent()
    while parent is not None and isinstance(parent.tag, str) and "-" in parent.tag:
        top = parent
        parent = parent.getparent()
    return top


def _is_display(math: HtmlElement) -> bool:
    if (math.get("display") or "").lower() == "block":
        return True
    return any((e.get("display") or "").lower() in ("block", "true")
               for e in math.iterancestors() if isinstance(e.tag, str) and "-" in e.tag)


def hoist_formulas(hidden: HtmlElement) -> bool:
    """Put the formulas inside a hidden element in its place; False when it holds none.

    MediaWiki hides its MathML (``display: none``) next to an image of the
    formula; the TeX is what a text reader wants.
    """
    formulas = hidden.xpath(f".//*[@{TEX_ATTR}]")
    if not formulas:
        return False
    for formula in formulas:
        formula.tail = None
        hidden.addprevious(formula)
    parent = hidden.getparent()
    if parent is not None:
        hidden.drop_tree()
    return True


def convert_math(doc: HtmlElement) -> bool:
    """Replace every formula in ``doc`` by its TeX (in place).

    Returns whether ``doc`` may now hold a formula's TeX (``TEX_ATTR``): False
    only when none was written and the page carried no TeX attribute of its own.
    """
    written = False
    for script in list(doc.iter("script")):
        kind = (script.get("type") or "").lower()
        if not kind.startswith("math/tex"):
            continue
        tex = _clean_tex(script.text or "")
        if tex:
            rendered = script.getprevious()
            # MathJax 2 keeps its rendered copy right before the script; its
            # assistive MathML would otherwise come out a second time.
            if (rendered is not None and _local(rendered.tag) != "math"
                    and any(_local(e.tag) == "math" for e in rendered.iter())):
                rendered.drop_tree()
            _replace(script, _formula(script, tex, "mode=display" in kind))
            written = True
    # (One walk to learn that the page has none, as most pages do, rather than one per name.)
    marked = bool(doc.xpath(_HAS_TEX_DATA))
    for attr in _TEX_DATA_ATTRS if marked else ():
        for elem in doc.xpath(f"//*[@{attr}]"):
            tex = _clean_tex(elem.get(attr) or "")
            if tex and elem.tag != "math":
                _replace(elem, _formula(elem, tex, elem.tag == "div"))
                written = True
    for math in list(doc.iter("math", "{http://www.w3.org/1998/Math/MathML}math")):
        if math.getparent() is None:
            continue
        tex = _clean_tex(_annotation_tex(math)) or _clean_tex(mathml_to_tex(math))
        if tex:
            _replace(_rendering_of(math), _formula(math, tex, _is_display(math)))
            written = True
    return written or marked
