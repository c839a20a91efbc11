"""The agent: the tool loop with its guard rails, and the entry point ``Agent.run``.

The loop appends the assistant's tool-call message, then each tool result with
its ``tool_call_id``, until the model answers; at most ``max_turns`` tool
rounds, after which the model is asked for its best answer with the tools
still defined but ``tool_choice: "none"`` (gateways refuse tool history
without tool definitions); calls it makes anyway are ignored and it is asked
once more, without tools offered (``_final_answer``). URLs the user pasted are
read before the model's first turn (``_read_pasted``). Guard rails (trigger -> action, limit):

- correction: the model answers without a successful search and without citing
  a source found earlier in the conversation, and the rules say the question
  needed one -> its answer is held back and it is asked to search. At most once
  per run.
- degradation: two tool calls in a row failed (arguments the model must fix do
  not count) -> it is told to answer from what it has and say what could not
  be read. At most once.
- resources: every turn the conversation is counted; over the threshold the
  oldest tool outputs are shortened (``context.py``). A context-length error
  shortens them, oldest first, to what the server accepts and retries once.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Sequence

from services.agent import prompts
from services.agent.config import AgentConfig
from services.agent.direct import pasted_urls, run_direct
from services.agent.ending import decide, tool_failures
from services.agent.guarded import GuardedToolbox, Held
from services.agent.policy import conversation_policy
from services.agent.result import AgentResult
from services.agent.rules import should_search
from services.agent.session import ChatModel, Message, Session
from services.agent.toolbox import Toolbox
from services.agent.tools import WEB_FETCH, tool_specs
from services.agent.trace import AgentTrace, TurnTrace
from services.cancel import NEVER, CancelToken
from services.citations import grammar
from services.citations.registry import CitationRegistry
from services.citations.support import counts as support_counts
from services.errors import (
    Cancelled,
    ContextTooLong,
    FootnoteError,
    LLMBadRequest,
    ToolsUnsupported,
)
from services.events import (
    AnswerDone,
    AnswerEnd,
    AnswerFailed,
    AnswerStopped,
    Correction,
    Degradation,
    NoTools,
    OnEvent,
    RoundLimit,
)
from services.fetch import MAX_URLS
from services.llm.client import REASONING_KEY
from services.llm.events import Reply, ToolCall
from services.llm.think import strip_think


class Agent:
    """Answers questions with a chat model and the web tools.

    Args:
        client: the chat model (``services.llm.ChatClient``).
        toolbox: the web tools; None means no web access at all.
        config: behaviour (turn limit, web mode, model facts, locale).
    """

    def __init__(self, client: ChatModel, toolbox: Toolbox | None,
                 config: AgentConfig | None = None) -> None:
        self.client = client
        self.toolbox = toolbox
        self.config = config or AgentConfig()

    def close(self) -> None:
        """Close the model client and the toolbox's connections."""
        for part in (self.client, self.toolbox):
            close = getattr(part, "close", None)
            if callable(close):
                close()

    def mode(self) -> str:
        """``tools`` (the model decides), ``direct`` (Footnote searches) or ``off``."""
        if self.config.web_mode == "off" or self.toolbox is None:
            return "off"
        if self.config.web_mode == "always" or not self.config.tools:
            return "direct"
        return "tools"

    def run(
        self,
        question: str,
        *,
        history: Sequence[Message] = (),
        registry: CitationRegistry | None = None,
        cancel: CancelToken = NEVER,
        on_event: OnEvent | None = None,
    ) -> AgentResult:
        """Answer ``question`` after ``history`` (earlier user/assistant messages).

        Never raises for model or tool failures: they end up in
        ``AgentResult.error`` with whatever answer text had arrived.
        """
        started = time.monotonic()
        registry = registry if registry is not None else CitationRegistry()
        registry.new_fence()  # this run's boundary around untrusted text
        known = {s.id for s in registry.sources()}
        mode = self.mode()
        trace = AgentTrace(question=question, model=self.client.model,
                           provider=self.config.provider, mode=mode)
        # Answers stored before <think> blocks were split off may still hold them.
        past = [{**m, "content": strip_think(m["content"])}
                if m.get("role") == "assistant" and isinstance(m.get("content"), str)
                else dict(m) for m in history]
        policy = conversation_policy(self.config, registry, past, question)
        guarded = GuardedToolbox(self.toolbox, policy) if self.toolbox is not None else None
        session = Session(self.client, guarded, self.config, trace, registry, cancel,
                          on_event, policy)
        error: FootnoteError | None = None
        try:
            if mode == "tools":
                try:
                    _tool_loop(session, question, past)
                except ToolsUnsupported:
                    if session.spoken or any(t.tool_calls for t in trace.turns
                                             if t.purpose != "prefetch"):
                        raise
                    trace.mode = "direct"
                    session.emit(NoTools(self.client.model))
                    run_direct(session, question, past, web=True)
            else:
                run_direct(session, question, past, web=mode == "direct")
        except Cancelled:
            pass
        except FootnoteError as exc:
            error = exc
            trace.error = exc.to_dict()
        session.release()
        trace.held_back = [h.to_dict() for h in guarded.held] if guarded else []
        trace.held_back += [Held("link", link.url, link.because).to_dict()
                            for link in session.gate.held]
        stopped = cancel.cancelled or session.incomplete_reason == "cancelled"
        incomplete = session.incomplete_reason in ("cut", "length", "content_filter") and (
            not stopped)
        trace.stopped, trace.incomplete = stopped, incomplete
        trace.total_time_s = round(time.monotonic() - started, 3)
        last = session.last_reply
        ending = decide(
            answer=session.answer_text, stopped=stopped,
            incomplete_reason=session.incomplete_reason, error=error,
            limit_reached=trace.limit_reached, max_turns=self.config.max_turns,
            output_limit=last.output_limit if last else None,
            output_tokens=last.usage.completion_tokens if last else 0,
            **tool_failures(trace),
        )
        trace.ending = ending.to_dict()
        result = AgentResult(
            answer=session.answer_text,
            trace=trace,
            registry=registry,
            messages=session.messages,
            stopped=stopped,
            incomplete=incomplete,
            error=error,
            source_ids=[s.id for s in registry.sources() if s.id not in known],
            ending=ending,
        )
        trace.claims = support_counts(result.claims)
        session.emit(end_event(result))
        return result


def end_event(result: AgentResult) -> AnswerEnd:
    """The event that closes a run: done, stopped or failed, with its ending."""
    ending = result.ending
    if result.stopped:
        return AnswerStopped(ending.reason, result)
    if result.ok:
        return AnswerDone(ending.reason, result)
    code = result.error.code if result.error is not None else ending.code
    return AnswerFailed(ending.reason, result, code=code, message=ending.text())


def _cites_known_source(text: str, registry: CitationRegistry) -> bool:
    """The answer cites a source found earlier in the conversation (a follow-up)."""
    return any(cid in registry for cid in grammar.cited_ids(text))


def _user(text: str) -> Message:
    return {"role": "user", "content": text}


def _read_pasted(session: Session, question: str, messages: list[Message]) -> None:
    """Read the URLs the user pasted before the model's first turn.

    They are always read, whatever the model would decide: the pages go into
    the conversation as a ``web_fetch`` call of the assistant's with its
    result, exactly as if the model had asked, so it cites them by their ids.
    """
    urls = pasted_urls(question)[:MAX_URLS]
    if not urls or session.toolbox is None:
        return
    turn = TurnTrace(index=len(session.trace.turns) + 1, purpose="prefetch")
    session.trace.turns.append(turn)
    # Nine letters and digits: the strictest servers (Mistral) accept only that.
    call = ToolCall(f"p{secrets.token_hex(4)}", WEB_FETCH, json.dumps({"urls": urls}))
    text, _ = session.run_tool(call.id, call.name, call.arguments, turn)
    messages.append({"role": "assistant", "content": None, "tool_calls": [call.to_message()]})
    messages.append({"role": "tool", "tool_call_id": call.id, "content": text})


def _tool_loop(session: Session, question: str, history: list[Message]) -> None:
    config = session.config
    trace = session.trace
    session.messages = messages = [
        {"role": "system", "content": prompts.render("system", today=config.today,
                                                     locale=config.locale)},
        *history,
        _user(question),
    ]
    _read_pasted(session, question, messages)
    decision = should_search(question)
    specs = tool_specs()
    correction_used = degradation_used = False
    rounds = 0
    injected: list[str] = []
    while True:
        armed = decision.needed and not correction_used and not session.web_ok
        reply, held, turn = session.turn(messages, tools=specs, purpose="tools",
                                         injected=injected, hold=armed)
        injected = []
        if reply.incomplete and reply.incomplete_reason in ("cut", "cancelled", "content_filter"):
            session.say("".join(held), new_turn=True)  # keep what arrived
            session.release()
            session.finish(reply)
            return
        if reply.tool_calls:
            session.say("".join(held), new_turn=True)
            session.release()
            rounds += 1
            messages.append(_tool_turn(reply))
            for call in reply.tool_calls:
                session.cancel.raise_if_cancelled()
                text, _ = session.run_tool(call.id, call.name, call.arguments, turn)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": text})
            if not degradation_used and session.consecutive_failures >= 2:
                degradation_used = trace.degradation_triggered = True
                messages.append(_user(prompts.DEGRADATION))
                injected.append("degradation")
                session.emit(Degradation(session.consecutive_failures))
            if rounds >= config.max_turns:
                trace.limit_reached = True
                messages.append(_user(prompts.limit(config.max_turns)))
                session.emit(RoundLimit(config.max_turns))
                _final_answer(session, messages, specs, [*injected, "limit"])
                return
            continue
        if armed and not _cites_known_source(reply.text, session.registry):
            correction_used = trace.correction_triggered = True
            trace.correction_rule = decision.rule
            messages.append({"role": "assistant", "content": reply.text})
            messages.append(_user(prompts.correction(decision.rule)))
            injected.append("correction")
            session.emit(Correction(decision.rule))
            continue
        session.say("".join(held), new_turn=True)
        session.release()
        session.finish(reply)
        return


def _tool_turn(reply: Reply) -> Message:
    """The assistant's tool-call message; its reasoning rides along for the
    providers that need it back within the run (the client decides)."""
    message: Message = {"role": "assistant", "content": reply.text or None,
                        "tool_calls": [c.to_message() for c in reply.tool_calls]}
    if reply.reasoning:
        message[REASONING_KEY] = reply.reasoning
    return message


def _final_answer(session: Session, messages: list[Message], specs: list[dict[str, object]],
                  injected: list[str]) -> None:
    """The answer after the round limit, from what was found.

    The tools stay defined with ``tool_choice: "none"``: Anthropic-style and
    Bedrock gateways refuse a history with tool calls but no tool definitions
    (and honour ``tool_choice``). A model that calls tools anyway has those
    calls ignored (they are not added to the conversation) and is asked once
    more without tools offered, its tool history kept: Ollama ignores
    ``tool_choice`` (ollama/ollama#8421) but cannot call tools it was not
    given. An endpoint that refuses that request (400) is asked as before.
    """
    reply, _, turn = session.turn(messages, tools=specs, tool_choice="none",
                                  purpose="final", injected=injected)
    if not reply.tool_calls or reply.incomplete:
        session.finish(reply)
        return
    turn.ignored_tool_calls = len(reply.tool_calls)
    if reply.text:
        messages.append({"role": "assistant", "content": reply.text})
    messages.append(_user(prompts.LIMIT_AGAIN))
    try:
        reply, _, turn = session.turn(messages, tools=None, purpose="final",
                                      injected=["limit_again", "tools_withheld"])
    except LLMBadRequest as exc:
        if isinstance(exc, ContextTooLong):
            raise
        reply, _, turn = session.turn(messages, tools=specs, tool_choice="none",
                                      purpose="final",
                                      injected=["limit_again", "tools_refused_withheld"])
    if reply.tool_calls and not reply.incomplete:
        turn.ignored_tool_calls = len(reply.tool_calls)
        reply = Reply(text="")
    session.finish(reply)
