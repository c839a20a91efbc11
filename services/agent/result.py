"""What one run of the agent returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from services.agent.ending import Ending
from services.agent.trace import AgentTrace
from services.citations.parser import parse
from services.citations.registry import CitationRegistry, Source
from services.citations.segments import Parsed
from services.citations.support import Claim, check
from services.errors import FootnoteError

Message = dict[str, Any]


@dataclass
class AgentResult:
    """An answer with its citations, sources and trace.

    Attributes:
        answer: the answer text with raw ``[cite:ID]`` markers (partial when
            ``stopped`` or ``incomplete``).
        trace: what happened.
        registry: the conversation's citation registry (ids -> sources).
        messages: the conversation as last sent to the model, plus the answer.
        stopped: the user stopped the run; ``answer`` is what had arrived.
        incomplete: the stream was cut (or hit the length limit) mid-answer.
        error: the failure that ended the run, if any.
        source_ids: ids of the sources the model was shown in this run.
        ending: how the answer ended, with what to do about it.
    """

    answer: str
    trace: AgentTrace
    registry: CitationRegistry
    messages: list[Message] = field(default_factory=list)
    stopped: bool = False
    incomplete: bool = False
    error: FootnoteError | None = None
    source_ids: list[str] = field(default_factory=list)
    ending: Ending = field(default_factory=lambda: Ending("complete"))
    _parsed: Parsed | None = field(default=None, repr=False)
    _claims: list[Claim] | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        """A complete answer arrived."""
        return bool(self.answer) and self.error is None and not self.stopped and (
            not self.incomplete
        )

    @property
    def parsed(self) -> Parsed:
        """The answer split into segments with numbered sources (helper D's parser)."""
        if self._parsed is None:
            self._parsed = parse(self.answer, self.registry)
        return self._parsed

    @property
    def claims(self) -> list[Claim]:
        """Each cited sentence with its best passage and support judgment."""
        if self._claims is None:
            self._claims = check(self.parsed, self.registry)
        return self._claims

    @property
    def citations(self) -> list[dict[str, Any]]:
        """``[{n, id, url, title}]`` in the order the answer first cites them."""
        return [
            {"n": c.number, "id": c.source.id, "url": c.source.url, "title": c.source.title}
            for c in self.parsed.sources
        ]

    @property
    def sources(self) -> list[Source]:
        """Sources the model was shown in this run, then any older ones it cited."""
        seen = list(dict.fromkeys(self.source_ids))
        for cited in self.parsed.sources:
            for cid in cited.ids:
                if cid not in seen:
                    seen.append(cid)
        return [s for cid in seen if (s := self.registry.get(cid)) is not None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "answer": self.answer,
            "citations": self.citations,
            "unknown_ids": list(self.parsed.unknown_ids),
            "claims": [claim_json(c) for c in self.claims],
            "sources": [s.to_dict() for s in self.sources],
            "stopped": self.stopped,
            "incomplete": self.incomplete,
            "error": self.error.to_dict() if self.error else None,
            "ending": self.ending.to_dict(),
            "reasoning": self.trace.reasoning,
            "trace": self.trace.to_dict(),
        }


def claim_json(claim: Claim) -> dict[str, Any]:
    """A claim as ``ask --json`` prints it: the sentence, its citation numbers, the
    judgment, the passage verbatim and its link, then each cited source's own."""
    return {
        "text": claim.text,
        "cites": list(claim.cites),
        "support": claim.support,
        "passage": claim.passage,
        "link": claim.link,
        "evidence": [
            {"n": e.n, "id": e.id, "support": e.support, "passage": e.passage, "link": e.link,
             "reason": e.reason}
            for e in claim.evidence
        ],
    }
