"""A local lab for agent tests: the scripted model server, a SearXNG server and
article pages on 127.0.0.1, wired to the real SearchService and FetchService."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

from services.agent import Agent, AgentConfig, AgentEvent, ServiceToolbox
from services.blacklist import UrlFilter
from services.fetch import FetchService
from services.fetch.pool import ExtractionPool
from services.llm.client import ChatClient
from services.llm.endpoint import Endpoint
from services.llm.presets import model_info
from services.search import SearchService
from tests.defaults import settings_with
from tests.servers import searxng
from tests.servers.base import LocalServer, Response
from tests.servers.openai_server import OpenAIServer
from tests.servers.pages import article_html
from tests.servers.search_api import FakeSearchApi, Hit

TODAY = dt.date(2026, 11, 30)


@dataclass
class Lab:
    llm: OpenAIServer
    web: LocalServer
    api: FakeSearchApi
    settings: dict[str, Any]
    pool: ExtractionPool
    events: list[AgentEvent] = field(default_factory=list)
    clients: list[Any] = field(default_factory=list)

    def app_settings(self, **extra: object) -> dict[str, object]:
        """Settings that point the app (CLI or GUI) at this lab's local servers."""
        return {
            "llm.provider": "custom",
            "llm.custom.base_url": self.llm.base_url,
            "llm.model": "test-model",
            "search.provider": "searxng",
            "search.searxng.api_host": self.web.url(""),
            "search.fallback": "none",
            "fetch.allow_private_network": True,
            "fetch.fallback": "none",
            "cache.enabled": False,
            **extra,
        }

    def page(self, name: str, title: str, sentence: str, status: int = 200) -> str:
        """Serve an article at /articles/<name>; returns its URL."""
        path = f"/articles/{name}"
        self.web.route(path, Response(article_html(title, sentence), status))
        return self.web.url(path)

    def hits(self, query: str, *hits: tuple[str, str, str]) -> None:
        self.api.hits[query] = [Hit(title=t, url=u, snippet=s) for t, u, s in hits]

    def toolbox(self) -> ServiceToolbox:
        url_filter = UrlFilter.from_settings(self.settings)
        http = httpx.Client(timeout=5.0)
        self.clients.append(http)
        search = SearchService(self.settings, key_lookup=lambda name: [], client=http,
                               url_filter=url_filter)
        fetch = FetchService(self.settings, pool=self.pool, url_filter=url_filter)
        return ServiceToolbox(search, fetch, self.settings, context_window=128_000)

    def client(self, **kw: Any) -> ChatClient:
        endpoint = Endpoint("custom", "Test endpoint", self.llm.base_url, "sk-test",
                            "test-model", model_info("test-model"), True)
        kw.setdefault("backoff_s", 0.0)
        client = ChatClient(endpoint, timeout_s=10.0, **kw)
        self.clients.append(client)
        return client

    def agent(self, toolbox: Any = "real", **config: Any) -> Agent:
        config.setdefault("today", TODAY)
        box = self.toolbox() if toolbox == "real" else toolbox
        return Agent(self.client(), box, AgentConfig(**config))

    def ask(self, question: str, agent: Agent | None = None, **kw: Any) -> Any:
        agent = agent or self.agent()
        return agent.run(question, on_event=self.events.append, **kw)

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]


def lab_settings(**overrides: Any) -> dict[str, Any]:
    values = settings_with({
        "search.provider": "searxng",
        "search.fallback": "none",
        "search.timeout_s": 5.0,
        "fetch.allow_private_network": True,
        "fetch.fallback": "none",
        "fetch.timeout_s": 5.0,
        "cache.enabled": False,
    })
    values.update(overrides)
    return values


@pytest.fixture
def lab(extraction_pool: ExtractionPool) -> Iterator[Lab]:
    web = LocalServer().start()
    api = FakeSearchApi()
    searxng.install(web, api)
    llm = OpenAIServer()
    settings = lab_settings(**{"search.searxng.api_host": web.url("")})
    lab = Lab(llm, web, api, settings, extraction_pool)
    yield lab
    for client in lab.clients:
        client.close()
    llm.stop()
    web.stop()
