"""The ``ask`` command's work: stream the answer, save it, print sources or JSON."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import threading
from typing import Any, TextIO

from app import paths
from app.commands.common import history_kept, load_settings
from app.commands.progress import ProgressPrinter
from app.secrets import Secrets
from app.wiring.agent import build_agent
from services.agent import AgentResult
from services.agent.recorder import AnswerRecorder
from services.cancel import CancelToken
from services.citations.parser import StreamingCitationParser
from services.citations.registry import CitationRegistry, Source
from services.citations.segments import Segment
from services.citations.wording import MARKS, claim_reason
from services.errors import AgentError, FootnoteError, ReadOnly
from services.events import AnswerDelta, Event
from services.files import FileProblem
from services.page import byline
from services.storage import History

log = logging.getLogger(__name__)


class _Printer:
    """Streams the answer with [n] citations on ``out`` and progress on ``err``."""

    def __init__(self, registry: CitationRegistry, out: TextIO, err: TextIO, quiet: bool):
        self.parser = StreamingCitationParser(registry)
        self.out, self.quiet = out, quiet
        self.progress = ProgressPrinter(err)

    def __call__(self, event: Event) -> None:
        if self.quiet:
            return
        if isinstance(event, AnswerDelta):
            self._write(self.parser.feed(event.text))
        self.progress(event)

    def finish(self) -> None:
        if not self.quiet:
            self._write(self.parser.finish())
            self.out.write("\n")
            self.out.flush()

    def _write(self, segments: list[Segment]) -> None:
        for segment in segments:
            if segment.kind == "citation":
                self.out.write("".join(f"[{n}]" for n in segment.numbers))
            else:
                self.out.write(segment.text)
        self.out.flush()


class _Conversation:
    """The history this answer is saved in; saving never fails the answer."""

    def __init__(self, args: argparse.Namespace, model: str) -> None:
        self.history: History | None = None
        self.conversation_id: int | None = None
        self.message_id: int | None = None
        self.warning = ""
        if not history_kept():  # a read-only profile: ``load_settings`` said so
            if args.conversation is not None:
                raise ReadOnly(
                    f"Conversation {args.conversation} cannot be continued: the chat history "
                    "cannot be opened in a profile Footnote cannot write.",
                    hint="Make the profile folder writable, or ask without --conversation.")
            return
        path = paths.history_db()  # FileProblem (a pipe, a link to nothing): the error
        try:
            self.history = History(path)
        except FootnoteError as exc:
            self.warning = f"the answer will not be saved: {exc}"
            return
        if args.conversation is None:
            self.conversation_id = self.history.create_conversation(model=model).id
        else:
            self.history.conversation(args.conversation)  # raises not_found
            self.conversation_id = args.conversation

    def past(self) -> tuple[list[dict[str, Any]], CitationRegistry]:
        if self.history is None or self.conversation_id is None:
            return [], CitationRegistry()
        messages = self.history.chat_messages(self.conversation_id, include_tools=False)
        past = [m for m in messages if m.get("role") in ("user", "assistant")]
        return past, self.history.registry(self.conversation_id)

    def begin(self, question: str, model: str) -> AnswerRecorder:
        """Save the question and start the answer; its recorder stores the run."""
        if self.history is not None and self.conversation_id is not None:
            self.history.add_user_message(self.conversation_id, question)
            self.message_id = self.history.begin_answer(self.conversation_id, model=model)
        return AnswerRecorder(self.history, self.conversation_id, self.message_id)

    def close(self) -> None:
        if self.history is not None:
            self.history.close()


def run(args: argparse.Namespace) -> int:
    question = args.question.strip()
    if not question:
        print("error: the question is empty; give it as text in quotes.", file=sys.stderr)
        return 2
    settings = load_settings()
    try:
        agent = build_agent(settings, Secrets(settings), model=args.model,
                            provider=args.provider, web_mode=args.web,
                            tools=False if args.no_tools else None,
                            # A terminal makes any address clickable: a link that
                            # would leak the conversation is removed, not shown.
                            link_form="remove")
        conversation = _Conversation(args, agent.client.model)
    except (FootnoteError, FileProblem) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if conversation.warning:
        print(f"warning: {conversation.warning}", file=sys.stderr)
    try:
        return _answer(args, question, agent, conversation)
    finally:
        conversation.close()


def _answer(args: argparse.Namespace, question: str, agent: Any,
            conversation: _Conversation) -> int:
    try:
        past, registry = conversation.past()
        recorder = conversation.begin(question, agent.client.model)
    except FootnoteError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    printer = _Printer(registry, sys.stdout, sys.stderr, quiet=args.json)

    def on_event(event: Event) -> None:
        recorder(event)
        printer(event)

    cancel = CancelToken()
    box: list[AgentResult] = []
    failures: list[BaseException] = []

    done = threading.Event()

    def answer() -> None:
        try:
            box.append(agent.run(question, history=past, registry=registry, cancel=cancel,
                                 on_event=on_event))
        except BaseException as exc:  # reported below, with the details in the log
            log.exception("The answer failed unexpectedly")
            failures.append(exc)
        finally:
            done.set()

    # Waiting on an Event, not Thread.join: a join interrupted by Ctrl+C can leave
    # the thread looking finished while it still runs (CPython 3.11), and the
    # partial answer was then lost.
    threading.Thread(target=answer, name="ask", daemon=True).start()
    try:
        while not done.wait(0.2):
            pass
    except KeyboardInterrupt:
        cancel.cancel()  # the agent keeps the partial answer, marked stopped
        done.wait()
    if not box:
        reason = f" ({type(failures[0]).__name__}: {failures[0]})" if failures else ""
        if recorder.stored is None:  # keep what streamed before the failure
            recorder.abort(AgentError(f"The answer stopped unexpectedly{reason}."),
                           stopped=cancel.cancelled)
        print(f"error: the answer stopped unexpectedly{reason}.", file=sys.stderr)
        return 1
    result = box[0]
    printer.finish()
    if recorder.lost:
        print(f"warning: {recorder.lost}", file=sys.stderr)
    if args.json:
        data = result.to_dict()
        data["conversation_id"] = conversation.conversation_id
        data["message_id"] = conversation.message_id
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif result.citations:
        print("\nSources:")
        for cited in result.parsed.sources:
            source = cited.source
            print(f"[{cited.number}] {source.title or source.url}\n    {source.url}")
            if about := _about(source):
                print(f"    {about}")
        _print_check(result)
    unknown = result.parsed.unknown_ids
    if unknown and not args.json:
        which = "which matches" if len(unknown) == 1 else "which match"
        print(f"warning: the answer cites {', '.join(unknown)}, {which} no source the model "
              "was given: treat those sentences as unsupported.", file=sys.stderr)
    return _exit(result)


def _about(source: Source) -> str:
    """``site · by author · published date`` (the fetch date, so labelled, when the page
    states no publication date)."""
    return " · ".join(byline(source, fetched_at=source.fetched_at).parts())


def _print_check(result: AgentResult) -> None:
    """Cited sentences the cited source does not back, then those to check (the
    support check), each with its reason in plain words."""
    for support, heading in (
            ("unsupported", "Not supported by the cited source (✗):"),
            ("weak", "Check these against the cited source (?):")):
        flagged = [claim for claim in result.claims if claim.support == support]
        if not flagged:
            continue
        print(f"\n{heading}")
        for claim in flagged:
            cites = "".join(f"[{n}{MARKS[support]}]" for n in claim.cites)
            why = claim_reason(claim.to_dict())
            print(f"{cites} {claim.text}" + (f" ({why})" if why else ""))


def _exit(result: AgentResult) -> int:
    ending = result.ending
    if result.ok:
        if ending.reason == "round_limit":
            print(f"note: {ending.text()}", file=sys.stderr)
        return 0
    if result.stopped:
        # Stopping is the user's own choice (Ctrl+C, SIGTERM): not a failure.
        print("Stopped: the partial answer above was kept.", file=sys.stderr)
        return 0
    if result.incomplete and ending.reason != "stopped":
        print(f"error: the answer is incomplete: {ending.text()}", file=sys.stderr)
    elif result.error is not None:
        print(f"error: {result.error}", file=sys.stderr)
    else:
        print(f"error: {ending.text()}", file=sys.stderr)
    return 1
