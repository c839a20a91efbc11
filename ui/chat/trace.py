"""A readable text of an answer's trace: tool calls, providers, times, failures,
tokens, and whether a correction or degradation fired.

The trace is the JSON the agent stores with the answer; keys that are missing
are simply left out, unknown keys are listed at the end so nothing is hidden.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ui.service_text import tool_reason_text

translate = QCoreApplication.translate

_SHOWN = {
    "question", "model", "provider", "searched", "correction", "correction_triggered",
    "degradation", "degradation_triggered", "turns", "tool_calls", "elapsed_s", "total_s",
    "tokens_in", "tokens_out", "prompt_tokens", "completion_tokens", "finish_reason",
    "stopped", "error", "no_tools", "web_mode", "total_time_s", "mode", "correction_rule",
    "limit_reached", "incomplete", "reasoning", "reasoning_chars", "reasoning_time_s",
    "ending", "adaptations", "claims",
}



def _yes(value: Any) -> str:
    return translate("Trace", "yes") if value else translate("Trace", "no")


def _seconds(value: Any) -> str:
    try:
        return f"{float(value):.2f} s"
    except (TypeError, ValueError):
        return str(value)


def _result(call: Mapping[str, Any], tool: str) -> str:
    """What the call found: results of a search, pages a fetch read."""
    if "count" not in call or not call.get("ok"):
        return ""
    count = int(call.get("count") or 0)
    if tool == "web_search":
        return (translate("Trace", "1 result") if count == 1
                else translate("Trace", "{n} results").format(n=count))
    if tool == "web_fetch":
        return (translate("Trace", "1 page read") if count == 1
                else translate("Trace", "{n} pages read").format(n=count))
    return ""


def _call_line(call: Mapping[str, Any]) -> str:
    tool = str(call.get("tool") or call.get("name") or "?")
    args = call.get("arguments") or call.get("args") or ""
    if isinstance(args, Mapping):
        args = args.get("query") or args.get("urls") or args
    line = f"{tool}({args})"
    ok = call.get("ok")
    if ok is True:
        line += "  ok"
    elif ok is False:
        why = tool_reason_text(tool, str(call["reason"]), str(call.get("provider") or "")) \
            if call.get("reason") else str(call.get("error") or "?")
        line += "  " + translate("Trace", "failed") + f": {why}"
    if call.get("provider"):
        line += f"  [{call['provider']}]"
    elapsed = call.get("time_s", call.get("elapsed_s"))
    if elapsed is not None:
        line += f"  {_seconds(elapsed)}"
    found = _result(call, tool)
    if found:
        line += f"  {found}"
    size = call.get("result_chars", call.get("result_size"))
    if size is not None:
        line += "  " + translate("Trace", "{n} chars").format(n=size)
    failures = call.get("failures") or call.get("errors") or []
    for failure in failures if isinstance(failures, list) else []:
        if isinstance(failure, Mapping):
            where = failure.get("url") or failure.get("query") or failure.get("provider") or ""
            code = str(failure.get("reason") or failure.get("code") or "")
            line += f"\n      ✗ {where}: {tool_reason_text(tool, code) if code else ''}"
    return line


def format_trace(trace: Mapping[str, Any]) -> str:
    """Plain text, one fact per line."""
    lines: list[str] = []
    if trace.get("model"):
        model = str(trace["model"])
        if trace.get("provider"):
            model += f" ({trace['provider']})"
        lines.append(translate("Trace", "Model: {m}").format(m=model))
    if trace.get("mode"):
        lines.append(translate("Trace", "Mode: {m}").format(m=trace["mode"]))
    if "searched" in trace:
        lines.append(translate("Trace", "Searched: {v}").format(v=_yes(trace["searched"])))
    correction = trace.get("correction_triggered", trace.get("correction"))
    if correction is not None:
        line = translate("Trace", "Correction fired: {v}").format(v=_yes(correction))
        if correction and trace.get("correction_rule"):
            line += f" ({trace['correction_rule']})"
        lines.append(line)
    degradation = trace.get("degradation_triggered", trace.get("degradation"))
    if degradation is not None:
        lines.append(translate("Trace", "Degradation fired: {v}").format(v=_yes(degradation)))
    if trace.get("limit_reached"):
        lines.append(translate("Trace", "Tool round limit reached: answered from what was found"))
    if trace.get("stopped"):
        lines.append(translate("Trace", "Stopped by you"))
    if trace.get("incomplete"):
        lines.append(translate("Trace", "Incomplete: the model's stream was cut"))
    ending = trace.get("ending")
    if isinstance(ending, Mapping) and ending.get("reason"):
        lines.append(translate("Trace", "Ending: {r}").format(r=ending["reason"]))
    if trace.get("reasoning_chars"):
        lines.append(translate("Trace", "Thinking: {n} chars, {t}").format(
            n=trace["reasoning_chars"], t=_seconds(trace.get("reasoning_time_s", 0))))
    adaptations = trace.get("adaptations")
    if isinstance(adaptations, list) and adaptations:
        lines.append(translate("Trace", "Asked without (refused by the endpoint): {v}").format(
            v=", ".join(str(a) for a in adaptations)))
    elapsed = trace.get("total_time_s", trace.get("elapsed_s", trace.get("total_s")))
    if elapsed is not None:
        lines.append(translate("Trace", "Total time: {t}").format(t=_seconds(elapsed)))
    tokens_in = trace.get("tokens_in", trace.get("prompt_tokens"))
    tokens_out = trace.get("tokens_out", trace.get("completion_tokens"))
    if tokens_in is not None or tokens_out is not None:
        tokens = translate("Trace", "Tokens: {i} in, {o} out")
        lines.append(tokens.format(i=tokens_in or 0, o=tokens_out or 0))
    turns = trace.get("turns")
    calls: list[Any] = list(trace.get("tool_calls") or [])
    if isinstance(turns, list):
        lines.append(translate("Trace", "Rounds: {n}").format(n=len(turns)))
        for index, turn in enumerate(turns, 1):
            if not isinstance(turn, Mapping):
                continue
            finish = turn.get("finish_reason") or ""
            injected = turn.get("injected") or turn.get("injected_instructions") or []
            head = translate("Trace", "Round {n}").format(n=index)
            details = [str(v) for v in (turn.get("purpose"), finish) if v]
            if turn.get("time_s") is not None:
                details.append(_seconds(turn["time_s"]))
            if turn.get("tokens_in") or turn.get("tokens_out"):
                details.append(translate("Trace", "{i}/{o} tokens").format(
                    i=turn.get("tokens_in", 0), o=turn.get("tokens_out", 0)))
            if turn.get("reasoning_chars"):
                details.append(translate("Trace", "thought {n} chars in {t}").format(
                    n=turn["reasoning_chars"], t=_seconds(turn.get("reasoning_time_s", 0))))
            if turn.get("ignored_tool_calls"):
                details.append(translate("Trace", "{n} tool calls ignored").format(
                    n=turn["ignored_tool_calls"]))
            if details:
                head += ": " + ", ".join(details)
            lines.append(head)
            for note in injected if isinstance(injected, list) else [injected]:
                lines.append("    " + translate("Trace", "injected: {v}").format(v=note))
            for call in turn.get("tool_calls") or []:
                if isinstance(call, Mapping):
                    lines.append("    " + _call_line(call))
    elif isinstance(turns, int):
        lines.append(translate("Trace", "Rounds: {n}").format(n=turns))
    if calls:
        lines.append(translate("Trace", "Tool calls:"))
        lines += ["    " + _call_line(c) for c in calls if isinstance(c, Mapping)]
    claims = trace.get("claims")
    if isinstance(claims, Mapping) and claims:
        lines.append(translate("Trace", "Citation check: {s} supported, {w} weak, "
                                        "{u} not found in their source").format(
            s=claims.get("supported", 0), w=claims.get("weak", 0),
            u=claims.get("unsupported", 0)))
    error = trace.get("error")
    if isinstance(error, Mapping):
        error = error.get("message") or error.get("code")
    if error:
        lines.append(translate("Trace", "Error: {e}").format(e=error))
    extra = {k: v for k, v in trace.items() if k not in _SHOWN and not isinstance(v, list | dict)}
    lines += [f"{key}: {value}" for key, value in sorted(extra.items())]
    return "\n".join(lines)
