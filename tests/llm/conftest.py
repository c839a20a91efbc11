from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from services.llm.client import ChatClient
from services.llm.endpoint import Endpoint
from services.llm.presets import model_info
from tests.servers.openai_server import OpenAIServer


@pytest.fixture
def llm_server() -> Iterator[OpenAIServer]:
    srv = OpenAIServer()
    yield srv
    srv.stop()


@pytest.fixture
def make_client(llm_server: OpenAIServer) -> Iterator[Callable[..., ChatClient]]:
    """Clients for the local server; no backoff waits unless a test asks for them."""
    made: list[ChatClient] = []

    def make(*, stream_usage: bool = True, model: str = "test-model", **kw: Any) -> ChatClient:
        endpoint = Endpoint(
            provider="custom", label="Test endpoint", base_url=llm_server.base_url,
            api_key="sk-test", model=model, info=model_info(model), stream_usage=stream_usage,
        )
        kw.setdefault("backoff_s", 0.0)
        kw.setdefault("timeout_s", 10.0)
        client = ChatClient(endpoint, **kw)
        made.append(client)
        return client

    yield make
    for client in made:
        client.close()
