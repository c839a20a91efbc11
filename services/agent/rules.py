"""Did this question need a web search? A small rule engine, free and testable.

Used by the correction guard: when the model answers without searching and
these rules say the question depends on facts that change or that a model may
not know, Footnote asks it once to search. Exclusions (creative writing,
arithmetic, greetings, code) win over the search cues.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class SearchDecision:
    """``needed``: whether to search; ``rule``: the rule that decided."""

    needed: bool
    rule: str


_I = re.IGNORECASE

_PUNCT = r"[\s!.,~?，。！？、]*"
_GREETING = re.compile(
    rf"^\s*(?=\S)(?:(?:hi|hello|hey|yo|thanks|thank you|thx|"
    rf"good (?:morning|afternoon|evening|night)|bye|goodbye|你好|您好|嗨|谢谢|多谢|早上好|晚上好|"
    rf"晚安|再见|在吗)(?:{_PUNCT}(?:there|again|so much|a lot|everyone|all))?)?{_PUNCT}"
    # Small talk addressed to the assistant, alone or after a greeting.
    rf"(?:(?:how are you(?: doing)?(?: today| this (?:morning|afternoon|evening))?|"
    rf"how(?:'s| is) it going|what'?s up|who are you|what are you|what can you do|"
    rf"nice to meet you|你是谁|你好吗|你能做什么){_PUNCT})?$",
    _I,
)
_MATH_WORDS = re.compile(
    r"^(what is|what's|whats|calculate|compute|evaluate|solve|how much is|计算|算一下|求)\s*|"
    r"\s*(equals?|=|等于多少|是多少|等于几)?\s*[?？。.]*\s*$",
    _I,
)
# Spelled-out operators, rewritten as symbols before the arithmetic check.
_MATH_SPELLED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?:plus|added to)\b", _I), "+"),
    (re.compile(r"\bminus\b", _I), "-"),
    (re.compile(r"\b(?:times|multiplied by)\b", _I), "*"),
    (re.compile(r"\b(?:divided by|over)\b", _I), "/"),
    (re.compile(r"\bpercent\b", _I), "%"),
    (re.compile(r"%\s*of\b", _I), "%*"),
    (re.compile(r"\b(?:the )?square root of\b|\bsqrt\b", _I), "√"),
)
_MATH_BODY = re.compile(r"^[\d\s.,+\-*/^()%×÷x=√]+$")
_MATH_OP = re.compile(r"\d\s*%?\s*[-+*/^%×÷x]\s*\(?\d|√\s*\(?\d|\d\s*(squared|cubed)")
_CREATIVE = re.compile(
    r"\b(write|compose|make up|create|draft)\b.{0,40}\b(poem|story|haiku|song|lyrics|"
    r"limerick|joke|sonnet|fable|tale|rap|verse)s?\b|\bbrainstorm\b|\bname ideas\b|"
    r"\b(pun|riddle)s?\b|写.{0,12}(诗|故事|歌|笑话|小说|对联)|作诗|编(一|个)*故事|起(个|一个)?名",
    _I,
)
_CODE = re.compile(
    r"```|\b(write|implement|fix|debug|refactor|optimi[sz]e|rewrite)\b.{0,40}\b(function|code|"
    r"script|class|method|program|regex|query|unit tests?|snippet)\b|"
    r"写.{0,12}(代码|函数|程序|脚本|正则)|实现一个.*(函数|类|算法)|\bdef \w+\(|\bfunction \w+\(",
    _I,
)

_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("time", re.compile(
        r"\b(latest|newest|current(ly)?|today|tonight|yesterday|tomorrow|right now|now|"
        r"recent(ly)?|this (week|month|year)|last (week|month|year)|news|upcoming|as of|"
        r"nowadays|still|anymore|(19|20)\d\d)\b|最新|最近|今天|昨天|明天|现在|目前|今年|去年|"
        r"本周|上周|新闻|近期|当前|如今|刚刚",
        _I,
    )),
    ("comparison", re.compile(
        r"\b(vs\.?|versus|compare[sd]?|comparison|difference between|differences between|"
        r"better than|worse than|which is better|pros and cons|alternatives? to)\b|"
        r"对比|比较|区别|哪个好|哪个更|优缺点|相比|差异",
        _I,
    )),
    ("version", re.compile(
        r"\bv?\d+\.\d+(\.\d+)*\b|\b(version|release[sd]?|changelog|roadmap)\b|版本|发布",
        _I,
    )),
    ("camel_case", re.compile(r"\b([A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[a-z]+[A-Z][A-Za-z0-9]+)\b")),
    ("all_caps", re.compile(r"\b(?!(?:I|OK|AM|PM|A)\b)[A-Z][A-Z0-9&]{1,}\b")),
    ("factual", re.compile(
        r"\b(who (is|was|are|were|won|invented|founded|wrote|owns|leads|runs)|"
        r"when (did|was|is|will|does)|how (many|much|old|tall|big|long|far)|price|cost|"
        r"population|capital of|release date|where is|what happened|weather|score|stock)\b|"
        r"谁|什么时候|何时|多少|价格|哪一年|哪年|在哪|发生了什么|天气|股价",
        _I,
    )),
    ("concept", re.compile(
        r"\b(what is|what are|what's|explain|define|definition of|meaning of|tell me about|"
        r"how does .{1,40} work)\b|什么是|是什么|介绍一下|解释|含义",
        _I,
    )),
)


def _is_arithmetic(text: str) -> bool:
    body = _MATH_WORDS.sub("", text.strip()).strip()
    for pattern, symbol in _MATH_SPELLED:
        body = pattern.sub(symbol, body)
    return bool(body) and bool(_MATH_BODY.match(body)) and bool(_MATH_OP.search(body))


def should_search(question: str) -> SearchDecision:
    """Whether ``question`` needs the web, and which rule decided."""
    text = question.strip()
    if not text:
        return SearchDecision(False, "empty")
    if _GREETING.match(text):
        return SearchDecision(False, "greeting")
    if _is_arithmetic(text):
        return SearchDecision(False, "arithmetic")
    if _CREATIVE.search(text):
        return SearchDecision(False, "creative")
    if _CODE.search(text):
        return SearchDecision(False, "code")
    for name, pattern in _CUES:
        if pattern.search(text):
            return SearchDecision(True, name)
    return SearchDecision(False, "no_cue")
