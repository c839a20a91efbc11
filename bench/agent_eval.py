"""Agent eval: scripted scenarios run against local model, search and page servers.

Each scenario scripts the model's replies (a local OpenAI-compatible server),
serves search results (a local SearXNG) and pages on 127.0.0.1, runs the real
agent with the real search and fetch services, and checks the outcome: the
answer, its citations, which guard rails fired and which did not.

    python bench/agent_eval.py [-v]

Prints one line per scenario, then pass rate (also for the provider-quirk
scenarios alone: endpoints that play DeepSeek thinking mode, refused streaming,
<think> blocks, tool calls written as text, a length cut-off and a gateway
that needs tool definitions), mean turns (model requests) per
answer and the correction rate (how often the correction guard fired; it should fire
only in the scenarios built to need it).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from app.settings_schema import SETTINGS  # noqa: E402
from services.agent import Agent, AgentConfig, AgentResult, ServiceToolbox  # noqa: E402
from services.blacklist import UrlFilter  # noqa: E402
from services.fetch import FetchService  # noqa: E402
from services.fetch.pool import ExtractionPool  # noqa: E402
from services.llm.client import ChatClient  # noqa: E402
from services.llm.endpoint import resolve_endpoint  # noqa: E402
from services.search import SearchService  # noqa: E402
from tests.servers import searxng  # noqa: E402
from tests.servers.base import LocalServer, Response  # noqa: E402
from tests.servers.openai_server import (  # noqa: E402
    OpenAIServer,
    Reply,
    cite_id_for,
    error,
    fetch,
    search,
    text,
    tools,
)
from tests.servers.pages import article_html  # noqa: E402
from tests.servers.search_api import FakeSearchApi, Hit  # noqa: E402


class Env:
    """One scenario's world: fresh servers, settings and services."""

    def __init__(self, pool: ExtractionPool, **settings: Any) -> None:
        self.web = LocalServer().start()
        self.api = FakeSearchApi()
        searxng.install(self.web, self.api)
        self.llm = OpenAIServer()
        self.settings: dict[str, Any] = {s.name: s.default for s in SETTINGS}
        self.settings.update({
            "search.provider": "searxng", "search.searxng.api_host": self.web.url(""),
            "search.fallback": "none", "search.timeout_s": 5.0,
            "fetch.allow_private_network": True, "fetch.fallback": "none",
            "fetch.timeout_s": 5.0, "cache.enabled": False, **settings,
        })
        self.pool = pool
        self._close: list[Any] = []

    def page(self, name: str, title: str, sentence: str, status: int = 200) -> str:
        path = f"/articles/{name}"
        self.web.route(path, Response(article_html(title, sentence), status))
        return self.web.url(path)

    def hits(self, query: str, *hits: tuple[str, str, str]) -> None:
        self.api.hits[query] = [Hit(title=t, url=u, snippet=s) for t, u, s in hits]

    def run(self, question: str, provider: str = "custom", **config: Any) -> AgentResult:
        url_filter = UrlFilter.from_settings(self.settings)
        http = httpx.Client(timeout=5.0)
        endpoint = resolve_endpoint(
            {**self.settings, "llm.provider": provider, "llm.model": "eval-model",
             f"llm.{provider}.base_url": self.llm.base_url},
            lambda name: ["sk-eval"])
        client = ChatClient(endpoint, timeout_s=10.0, backoff_s=0.0)
        self._close += [http, client]
        toolbox = ServiceToolbox(
            SearchService(self.settings, key_lookup=lambda name: [], client=http,
                          url_filter=url_filter),
            FetchService(self.settings, pool=self.pool, url_filter=url_filter),
            self.settings, context_window=128_000)
        return Agent(client, toolbox, AgentConfig(**config)).run(question)

    def fetched(self, fragment: str) -> bool:
        return any(fragment in r.path for r in self.web.requests)

    def close(self) -> None:
        for item in self._close:
            item.close()
        self.llm.stop()
        self.web.stop()


Check = Callable[[Env], tuple[AgentResult, list[str]]]
"""Runs a scenario; returns the result and the list of failed expectations."""


def _expect(problems: list[str], condition: bool, message: str) -> None:
    if not condition:
        problems.append(message)


def _cites(result: AgentResult, *fragments: str) -> bool:
    urls = [c["url"] for c in result.citations]
    return all(any(f in u for u in urls) for f in fragments) and not result.parsed.unknown_ids


def factual(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("nobel", "Nobel Prize in Physics 2024",
                    "The 2024 Nobel Prize in Physics went to John Hopfield and Geoffrey Hinton.")
    env.hits("Nobel Prize Physics 2024 winners", ("Nobel Prize in Physics 2024", page,
                                                  "Hopfield and Hinton."))
    env.llm.script(search("Nobel Prize Physics 2024 winners"), lambda b: fetch(page),
                   lambda b: text(f"John Hopfield and Geoffrey Hinton "
                                  f"[cite:{cite_id_for(b, 'nobel')}]."))
    result = env.run("Who won the 2024 Nobel Prize in Physics?")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "nobel"), "cited answer")
    _expect(problems, not result.trace.correction_triggered, "no correction")
    return result, problems


def comparison(env: Env) -> tuple[AgentResult, list[str]]:
    a = env.page("langgraph", "LangGraph overview", "LangGraph models agents as graphs.")
    b = env.page("crewai", "CrewAI overview", "CrewAI organises agents into crews.")
    env.hits("LangGraph features", ("LangGraph overview", a, "Graphs of agents."))
    env.hits("CrewAI features", ("CrewAI overview", b, "Crews of agents."))
    env.llm.script(tools(("web_search", {"query": "LangGraph features"}),
                         ("web_search", {"query": "CrewAI features"})),
                   lambda b_: text(f"LangGraph uses graphs [cite:{cite_id_for(b_, 'langgraph')}]"
                                   f", CrewAI uses crews [cite:{cite_id_for(b_, 'crewai')}]."))
    result = env.run("LangGraph vs CrewAI: how do they differ?")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "langgraph", "crewai"), "both sides cited")
    _expect(problems, len(result.trace.tool_calls) == 2, "two searches in one turn")
    return result, problems


def current_events(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("release", "Python 3.14 released", "Python 3.14.0 was released in 2025.")
    env.hits("latest Python release", ("Python 3.14 released", page, "3.14.0 is out."))
    env.llm.script(text("The latest Python is 3.11."), search("latest Python release"),
                   lambda b: text(f"Python 3.14 [cite:{cite_id_for(b, 'release')}]."))
    result = env.run("What is the latest Python release?")
    problems: list[str] = []
    _expect(problems, result.trace.correction_triggered, "correction fired")
    _expect(problems, result.ok and _cites(result, "release"), "cited answer after correction")
    _expect(problems, "3.11" not in result.answer, "memory answer discarded")
    return result, problems


def current_events_chinese(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("zh", "Python 3.14 发布", "Python 3.14 已于 2025 年发布。")
    env.hits("Python 最新版本", ("Python 3.14 发布", page, "3.14 已发布"))
    env.llm.script(text("最新版本是 3.11。"), search("Python 最新版本"),
                   lambda b: text(f"Python 3.14 [cite:{cite_id_for(b, '/articles/zh')}]。"))
    result = env.run("Python 最新版本是什么？", locale="zh_CN")
    problems: list[str] = []
    _expect(problems, result.trace.correction_triggered, "correction fired (Chinese cue)")
    _expect(problems, result.ok and _cites(result, "/articles/zh"), "cited answer")
    return result, problems


def _no_search(question: str, answer: str) -> Check:
    def scenario(env: Env) -> tuple[AgentResult, list[str]]:
        env.llm.script(text(answer))
        result = env.run(question)
        problems: list[str] = []
        _expect(problems, result.ok and result.answer == answer, "direct answer")
        _expect(problems, not result.trace.correction_triggered, "no correction")
        _expect(problems, not result.trace.tool_calls, "no tools")
        return result, problems
    return scenario


def pasted_url(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("post", "A blog post", "The post argues for small modules.")
    # Footnote reads the pasted page before the model's first turn.
    env.llm.script(lambda b: text(f"It argues for small modules "
                                  f"[cite:{cite_id_for(b, 'post')}]."))
    result = env.run(f"Summarise {page}")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "post"), "cites the pasted page")
    _expect(problems, env.fetched("/articles/post"), "pasted page read")
    return result, problems


def fetches_failing(env: Env) -> tuple[AgentResult, list[str]]:
    good = env.web.url("/articles/never-read")
    bad1 = env.page("bad1", "x", "x", status=403)
    bad2 = env.page("bad2", "x", "x", status=500)
    env.hits("Rust 2024 edition", ("Rust 2024 edition", good, "The 2024 edition shipped with "
                                   "Rust 1.85."))
    env.llm.script(search("Rust 2024 edition"), fetch(bad1), fetch(bad2),
                   lambda b: text(f"Per the snippet, Rust 1.85 shipped the 2024 edition "
                                  f"[cite:{cite_id_for(b, 'never-read')}]; the pages could "
                                  "not be read."))
    result = env.run("Which Rust version shipped the 2024 edition?")
    problems: list[str] = []
    _expect(problems, result.trace.degradation_triggered, "degradation fired")
    _expect(problems, result.ok and _cites(result, "never-read"), "answers from snippets")
    return result, problems


def blacklisted(env: Env) -> tuple[AgentResult, list[str]]:
    env.settings["blacklist.rules"] = "*://127.0.0.1/articles/spam*"
    spam = env.page("spam-farm", "Spam", "Buy now.")
    real = env.page("real", "Real source", "The real fact is 42.")
    env.hits("the fact", ("Spam", spam, "Spam snippet"), ("Real source", real, "42."))
    env.llm.script(search("the fact"), fetch(spam, real),
                   lambda b: text(f"It is 42 [cite:{cite_id_for(b, '/articles/real')}]."))
    result = env.run("What is the fact about the latest numbers?")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "/articles/real"), "cites the real source")
    _expect(problems, not env.fetched("spam"), "blocked page never downloaded")
    _expect(problems, "spam" not in str(result.citations), "no citation of the blocked page")
    return result, problems


def malformed(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("ok", "Go 1.23", "Go 1.23 added range-over-func iterators.")
    env.hits("Go 1.23 features", ("Go 1.23", page, "Iterators."))
    env.llm.script(tools(("web_search", '{"query": "Go 1.23 feat'), ("web_lookup", {"q": "x"})),
                   search("Go 1.23 features"),
                   lambda b: text(f"Range-over-func iterators [cite:{cite_id_for(b, '/ok')}]."))
    result = env.run("What did Go 1.23 add?")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "/ok"), "recovers and cites")
    reasons = [c.reason for c in result.trace.tool_calls]
    _expect(problems, reasons[:2] == ["invalid_arguments"] * 2, "errors sent back")
    _expect(problems, not result.trace.degradation_triggered,
            "no degradation for arguments the model must fix")
    return result, problems


def loop_limit(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("k8s", "Kubernetes 1.31", "Kubernetes 1.31 was released in August 2024.")
    env.hits("Kubernetes 1.31", ("Kubernetes 1.31", page, "August 2024."))
    env.llm.script(*[search("Kubernetes 1.31")] * 3,
                   lambda b: text(f"August 2024 [cite:{cite_id_for(b, 'k8s')}]."))
    result = env.run("When was Kubernetes 1.31 released?", max_turns=3)
    problems: list[str] = []
    _expect(problems, result.trace.limit_reached, "limit reached")
    _expect(problems, result.ok and _cites(result, "k8s"), "best answer, not a bare limit")
    final = env.llm.received[-1]
    _expect(problems, final.get("tools") and final.get("tool_choice") == "none",
            "final request keeps the tools, allows none")
    return result, problems


def no_tools_model(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("node", "Node.js 22 LTS", "Node.js 22 became LTS in October 2024.")
    env.hits("Node.js 22 LTS date", ("Node.js 22 LTS", page, "October 2024."))
    env.llm.script(text("Node.js 22 LTS date"),
                   lambda b: text(f"October 2024 [cite:{cite_id_for(b, 'node')}]."))
    result = env.run("When did Node.js 22 become LTS?", tools=False)
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "node"), "cited answer without tools")
    _expect(problems, result.trace.mode == "direct", "no-tools path")
    return result, problems


def tools_refused(env: Env) -> tuple[AgentResult, list[str]]:
    page = env.page("deno", "Deno 2", "Deno 2 was released in October 2024.")
    env.hits("Deno 2 release", ("Deno 2", page, "October 2024."))
    env.llm.script(error(400, "this model does not support tools"), text("Deno 2 release"),
                   lambda b: text(f"October 2024 [cite:{cite_id_for(b, 'deno')}]."))
    result = env.run("When was Deno 2 released?")
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "deno"), "switches to searching for it")
    return result, problems


def stream_cut(env: Env) -> tuple[AgentResult, list[str]]:
    env.llm.script(Reply(text="Here is a poem about the sea, with many lines", cut_after=5))
    result = env.run("Write a poem about the sea")
    problems: list[str] = []
    _expect(problems, result.incomplete and bool(result.answer), "partial kept, incomplete")
    return result, problems


# Provider quirks -------------------------------------------------------------
def _rust(env: Env) -> tuple[str, Callable[[dict[str, Any]], Reply]]:
    page = env.page("rust", "Rust 1.83 released", "Rust 1.83 was released in November 2024.")
    env.hits("Rust latest release", ("Rust 1.83 released", page, "Rust 1.83 is out."))
    return page, lambda b: text(f"Rust 1.83 [cite:{cite_id_for(b, '/articles/rust')}].")


def _cited_rust(result: AgentResult) -> list[str]:
    problems: list[str] = []
    _expect(problems, result.ok and _cites(result, "/articles/rust"), "cited answer")
    _expect(problems, "<think" not in result.answer and "web_search" not in result.answer,
            "no reasoning or call text in the answer")
    return problems


def deepseek_thinking(env: Env) -> tuple[AgentResult, list[str]]:
    _page, answer = _rust(env)
    env.llm.quirks.add("deepseek_thinking")
    env.llm.script(Reply(tool_calls=[("web_search", {"query": "Rust latest release"})],
                         reasoning="A release question: search."),
                   lambda b: Reply(text=answer(b).text, reasoning="1.83 it is."))
    result = env.run("What is the latest Rust release?", provider="deepseek")
    problems = _cited_rust(result)
    _expect(problems, "search." not in result.answer, "reasoning kept apart")
    return result, problems


def streaming_refused(env: Env) -> tuple[AgentResult, list[str]]:
    _page, answer = _rust(env)
    env.llm.quirks.add("no_stream")
    env.llm.script(search("Rust latest release"), answer)
    result = env.run("What is the latest Rust release?")
    return result, _cited_rust(result)


def think_tags(env: Env) -> tuple[AgentResult, list[str]]:
    _page, answer = _rust(env)
    env.llm.script(Reply(text="<think>Plan: query the web.</think>", chunk=4,
                         tool_calls=[("web_search", {"query": "Rust latest release"})]),
                   lambda b: text("<think>Found 1.83.</think>" + answer(b).text, chunk=4))
    result = env.run("What is the latest Rust release?")
    problems = _cited_rust(result)
    sent = str(env.llm.received[-1]["messages"])
    _expect(problems, "Plan: query" not in sent, "think block not sent back")
    return result, problems


def _text_call(written: str) -> Check:
    def scenario(env: Env) -> tuple[AgentResult, list[str]]:
        _page, answer = _rust(env)
        env.llm.script(text(written, chunk=5), answer)
        result = env.run("What is the latest Rust release?")
        problems = _cited_rust(result)
        _expect(problems, [c.tool for c in result.trace.tool_calls] == ["web_search"],
                "the written call was run")
        return result, problems
    return scenario


CALL = '{"name": "web_search", "arguments": {"query": "Rust latest release"}}'


def length_cut(env: Env) -> tuple[AgentResult, list[str]]:
    env.llm.script(text("Once upon a time, in a very long", finish_reason="length"))
    result = env.run("Tell me a long story")
    problems: list[str] = []
    ending = getattr(result, "ending", None)
    _expect(problems, getattr(ending, "reason", "") == "length", "ending reason: length")
    _expect(problems, result.incomplete and bool(result.answer), "partial kept, incomplete")
    return result, problems


def limit_gateway(env: Env) -> tuple[AgentResult, list[str]]:
    _page, answer = _rust(env)
    env.llm.quirks.add("tools_for_tool_history")
    env.llm.script(*[search("Rust latest release")] * 3, answer)  # the 3rd call is ignored
    result = env.run("What is the latest Rust release?", max_turns=2)
    problems = _cited_rust(result)
    _expect(problems, result.trace.limit_reached, "limit reached")
    return result, problems


@dataclass
class Scenario:
    name: str
    kind: str
    check: Check
    settings: dict[str, Any] | None = None


SCENARIOS = [
    Scenario("factual", "factual", factual),
    Scenario("comparison", "comparison", comparison),
    Scenario("current events (correction)", "current events", current_events),
    Scenario("current events, Chinese", "current events", current_events_chinese),
    Scenario("creative", "creative", _no_search("Write a haiku about autumn",
                                                "Leaves drift, cold and slow.")),
    Scenario("arithmetic", "arithmetic", _no_search("What is 17 * 23?", "391")),
    Scenario("greeting", "greeting", _no_search("Hello!", "Hi! How can I help?")),
    Scenario("small talk", "greeting", _no_search("Hello, how are you today?",
                                                  "I am well, thanks! How can I help?")),
    Scenario("pasted URL", "pasted URL", pasted_url),
    Scenario("all fetches failing", "degradation", fetches_failing),
    Scenario("blacklisted source", "blacklist", blacklisted),
    Scenario("malformed arguments", "robustness", malformed),
    Scenario("loop limit", "limit", loop_limit),
    Scenario("model without tools", "no-tools", no_tools_model),
    Scenario("tools refused by server", "no-tools", tools_refused),
    Scenario("stream cut", "robustness", stream_cut),
    Scenario("DeepSeek thinking + tools", "quirk", deepseek_thinking),
    Scenario("streaming refused", "quirk", streaming_refused),
    Scenario("<think> blocks in content", "quirk", think_tags),
    Scenario("text call: bare JSON", "quirk", _text_call(CALL)),
    Scenario("text call: <tool_call> tags", "quirk",
             _text_call(f"<tool_call>\n{CALL}\n</tool_call>")),
    Scenario("text call: fenced JSON", "quirk", _text_call(f"Searching.\n```json\n{CALL}\n```")),
    Scenario("length cut-off", "quirk", length_cut),
    Scenario("round limit, gateway needs tools", "quirk", limit_gateway),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="print answers")
    args = parser.parse_args()
    pool = ExtractionPool(3)
    passed = corrections = requests = quirks_passed = 0
    started = time.monotonic()
    print(f"{'scenario':32} {'result':6} {'turns':>8} {'correction':>10}  notes")
    for scenario in SCENARIOS:
        env = Env(pool, **(scenario.settings or {}))
        try:
            result, problems = scenario.check(env)
            count = len(env.llm.received)
        except Exception as exc:
            result, problems, count = None, [f"crashed: {type(exc).__name__}: {exc}"], 0
        finally:
            env.close()
        ok = not problems
        passed += ok
        quirks_passed += ok and scenario.kind == "quirk"
        requests += count
        fired = bool(result and result.trace.correction_triggered)
        corrections += fired
        print(f"{scenario.name:32} {'pass' if ok else 'FAIL':6} {count:>8} "
              f"{'yes' if fired else 'no':>10}  {'; '.join(problems)}")
        if args.verbose and result is not None:
            print(f"    answer: {result.answer[:160]!r}")
    pool.shutdown()
    total = len(SCENARIOS)
    print()
    print(f"pass rate: {passed}/{total} ({passed / total:.0%})")
    quirks = sum(1 for s in SCENARIOS if s.kind == "quirk")
    print(f"provider quirks: {quirks_passed}/{quirks} ({quirks_passed / quirks:.0%})")
    print(f"mean turns (model requests) per answer: {requests / total:.2f}")
    print(f"correction rate: {corrections}/{total} ({corrections / total:.0%}); "
          "expected only in the 2 current-events scenarios")
    print(f"elapsed: {time.monotonic() - started:.1f} s")
    return 0 if passed == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
