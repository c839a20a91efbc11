"""The should-search rule engine: cues and exclusions, English and Chinese."""

from __future__ import annotations

import pytest

from services.agent.rules import should_search


@pytest.mark.parametrize(("question", "rule"), [
    ("What is the latest version of Python?", "time"),
    ("Who won the Nobel Prize in Physics in 2024?", "time"),
    ("LangGraph vs CrewAI for multi-agent apps", "comparison"),
    ("Compare PostgreSQL and MySQL for analytics", "comparison"),
    ("Is numpy 2.1 compatible with pandas?", "version"),
    ("how do I configure FastAPI middleware", "camel_case"),
    ("Explain RAG to me", "all_caps"),
    ("does the ESP32 have bluetooth", "all_caps"),
    ("Who founded the company that makes the Kindle?", "factual"),
    ("How many people live in Lagos", "factual"),
    ("what is a transformer model", "concept"),
    ("最新的 iPhone 有什么功能", "time"),
    ("Python 和 Go 有什么区别", "comparison"),
    ("诺贝尔物理学奖得主是谁", "factual"),
    ("什么是向量数据库", "concept"),
    ("Hi, what is the latest Python?", "time"),  # a greeting before a real question
    ("Hello! Who won the 2024 election?", "time"),
    ("你好，最新的 iPhone 是什么？", "time"),
])
def test_questions_that_need_search(question: str, rule: str) -> None:
    decision = should_search(question)
    assert decision.needed, question
    assert decision.rule == rule


@pytest.mark.parametrize(("question", "rule"), [
    ("Hello!", "greeting"),
    ("thanks so much", "greeting"),
    ("你好", "greeting"),
    ("What is 17 * 23?", "arithmetic"),
    ("(3+4)/2", "arithmetic"),
    ("计算 128/4 等于多少", "arithmetic"),
    ("Write a poem about the latest autumn rain", "creative"),
    ("write me a short story about a robot in 2050", "creative"),
    ("写一首关于月亮的诗", "creative"),
    ("Write a Python function that reverses a string", "code"),
    ("fix this code: ```print('x')```", "code"),
    ("写一个快速排序的函数", "code"),
    ("Hello, how are you today?", "greeting"),
    ("Hey there, what can you do?", "greeting"),
    ("Who are you?", "greeting"),
    ("你是谁？", "greeting"),
    ("what is 15% of 80", "arithmetic"),
    ("What is 12 times 7?", "arithmetic"),
    ("What is sqrt(16)?", "arithmetic"),
    ("what is the square root of 144", "arithmetic"),
    ("I feel tired, any tips to relax?", "no_cue"),
    ("", "empty"),
])
def test_questions_that_do_not(question: str, rule: str) -> None:
    decision = should_search(question)
    assert not decision.needed, question
    assert decision.rule == rule
