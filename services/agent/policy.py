"""The egress policy of one run, built from the conversation (``services.trust``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from services.agent import prompts
from services.agent.config import AgentConfig
from services.agent.session import Message
from services.citations.registry import CitationRegistry
from services.trust.egress import EgressPolicy, private_of


def conversation_policy(config: AgentConfig, registry: CitationRegistry,
                        history: Sequence[Message], question: str) -> EgressPolicy:
    """Private: the system prompt, the earlier messages and the question.
    Origins: what the conversation's sources say (search results and pages,
    read as they arrive) and the links the user wrote."""
    system = prompts.render("system", today=config.today, locale=config.locale)
    earlier = [str(m["content"]) for m in history
               if m.get("role") == "user" and isinstance(m.get("content"), str)]
    user_texts = (*earlier, question)

    def origins() -> Iterator[str]:
        for source in registry.sources():
            yield from (source.url, source.title, source.snippet, source.excerpt)

    return EgressPolicy(private=private_of(system, history, question), user_texts=user_texts,
                        origins=lambda: list(origins()), allowed_once=set(config.allowed_once))
