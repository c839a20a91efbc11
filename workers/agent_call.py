"""The one place that knows how ``Agent.run`` is called for a chat job."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from services.cancel import CancelToken
from services.storage.context import chat_messages
from workers.chat_job import ChatJob


def call_agent(
    agent: Any, job: ChatJob, cancel: CancelToken, on_event: Callable[[Any], None]
) -> Any:
    """Run ``agent`` (a ``services.agent.Agent``) for ``job``; returns its ``AgentResult``.

    Earlier turns go to the model as plain user/assistant text: the citation ids
    they contain stay valid through the conversation's registry.
    """
    history = chat_messages(job.history_messages or [], include_tools=False)
    return agent.run(
        job.question, history=history, registry=job.registry, cancel=cancel, on_event=on_event
    )
