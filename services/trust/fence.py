"""Untrusted text inside a boundary the page cannot forge.

Every run gets a fresh random nonce; page text, snippets and titles reach the
model between ``<untrusted-NONCE>`` and ``</untrusted-NONCE>``, and the system
prompt says that nothing between them is an instruction. A page cannot close
the boundary early: it does not know the nonce, and anything in its text that
looks like a boundary (ours with any nonce, ``</tool_result>``, role tags) or
like the start of one of Footnote's source blocks (a line starting
``[cite:``) is stripped or defused before the text is framed.
"""

from __future__ import annotations

import re
import secrets
import string
import unicodedata
from dataclasses import dataclass, field

TAG = "untrusted"

# Anything shaped like a boundary or a role/turn tag, in ASCII or after NFKC
# folding (fullwidth "＜", small form "﹤" fold to "<"). Matched case-blind,
# with spaces, slashes and a nonce or attributes inside.
_LOOKALIKE = re.compile(
    r"<\s*/?\s*(?:untrusted|tool_?results?|tool_?call|function_?results?|system|assistant|"
    r"user|im_start|im_end|endoftext|web[-_ ]?(?:content|results?|data))\b[^<>\n]{0,80}>",
    re.IGNORECASE,
)
_TOKENS = re.compile(r"<\|[^|<>\n]{1,40}\|>")  # chat-template tokens: <|im_start|>
_FORGED_BLOCK = re.compile(r"\[\s*cite\s*:", re.IGNORECASE)
_FOLDABLE = re.compile("[\uff1c\ufe64\u2039\u3008\u27e8\uff1e\ufe65\u203a\u3009\u27e9\uff3b\uff1a]")


NONCE_LETTERS = 10


def new_nonce() -> str:
    """Ten random letters (47 bits) no page can guess; letters cost the model
    fewer tokens than hex digits."""
    return "".join(secrets.choice(string.ascii_lowercase) for _ in range(NONCE_LETTERS))


def defuse(text: str) -> str:
    """``text`` with boundary lookalikes removed and forged citation markers defused.

    ``[cite:`` becomes ``(cite:``: a page's fake source block stays readable as
    text but can never be taken for one of Footnote's blocks (whose ids the
    registry knows; a forged id never resolves either way).
    """
    if not text:
        return text
    if _FOLDABLE.search(text):
        # Fold only the characters that could spell a tag; the rest of the page
        # keeps its exact characters (NFKC would change CJK punctuation and digits).
        text = _FOLDABLE.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)
    text = _LOOKALIKE.sub("", text)
    text = _TOKENS.sub("", text)
    return _FORGED_BLOCK.sub("(cite:", text)


def one_line(text: str) -> str:
    """A title or other header field: defused, on one line."""
    return " ".join(defuse(text).split())


@dataclass(frozen=True)
class Fence:
    """The boundary of one run."""

    nonce: str = field(default_factory=new_nonce)

    @property
    def open(self) -> str:
        return f"<{TAG}-{self.nonce}>"

    @property
    def close(self) -> str:
        return f"</{TAG}-{self.nonce}>"

    def wrap(self, text: str) -> str:
        """``text`` (defused) between the boundary lines."""
        body = defuse(text).strip("\n")
        return f"{self.open}\n{body}\n{self.close}"

    def inline(self, text: str) -> str:
        """A one-line field (a title) between the boundary tags on its line."""
        return f"{self.open}{one_line(text)}{self.close}"


BOUNDARY = re.compile(rf"</?{TAG}-[a-z]{{{NONCE_LETTERS}}}>")
"""Any of Footnote's boundary tags (to balance them when a block is shortened)."""


def balance(text: str) -> str:
    """``text`` with a closing tag added for every boundary left open (a tool
    result cut to save space must not leave the rest of the prompt inside it)."""
    open_tags: list[str] = []
    for match in BOUNDARY.finditer(text):
        tag = match.group(0)
        if tag.startswith("</"):
            if open_tags and open_tags[-1] == tag.replace("</", "<", 1):
                open_tags.pop()
        else:
            open_tags.append(tag)
    closing = "".join("\n" + tag.replace("<", "</", 1) for tag in reversed(open_tags))
    return text + closing
