"""The GUI reads while a worker writes; two windows or processes share one file."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from services.storage import History, StorageError


def _run_all(targets: list[Callable[[], None]]) -> list[BaseException]:
    errors: list[BaseException] = []

    def wrap(fn: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                fn()
            except BaseException as exc:  # collected and asserted on below
                errors.append(exc)

        return run

    threads = [threading.Thread(target=wrap(t)) for t in targets]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    return errors


def test_reading_while_a_worker_streams(db_path: Path) -> None:
    with History(db_path, flush_interval=0.005) as h:
        conv = h.create_conversation("shared")
        done = threading.Event()
        chunks = [f"[{i}]" for i in range(2000)]

        def worker() -> None:
            try:
                h.add_user_message(conv.id, "question")
                mid = h.begin_answer(conv.id)
                for chunk in chunks:
                    h.append_answer(mid, chunk)
                h.record_tool_call(
                    mid, call_id="c", tool="web_search", arguments={}, result="r", ok=True
                )
                h.finish_answer(mid, "complete")
            finally:
                done.set()

        def reader() -> None:
            while not done.is_set():
                h.conversations()
                for message in h.messages(conv.id):
                    # Saved text is always an in-order prefix of what was streamed.
                    assert "".join(chunks).startswith(message.content) or message.role == "user"
                h.search("question")

        errors = _run_all([worker, reader, reader, reader])
        assert errors == []
        answer = h.messages(conv.id)[1]
        assert answer.content == "".join(chunks) and answer.status == "complete"


def test_two_connections_write_at_once(db_path: Path) -> None:
    History(db_path).close()  # create and migrate once
    per_writer = 150

    def writer(name: str) -> Callable[[], None]:
        def run() -> None:
            with History(db_path, flush_interval=0.001) as h:
                conv = h.create_conversation(name)
                for i in range(per_writer):
                    mid = h.begin_answer(conv.id)
                    h.append_answer(mid, f"{name}-{i}")
                    h.finish_answer(mid, "complete")

        return run

    errors = _run_all([writer("a"), writer("b"), writer("c")])
    assert errors == []
    with History(db_path) as h:
        convs = h.conversations()
        assert sorted(c.title for c in convs) == ["a", "b", "c"]
        for conv in convs:
            contents = [m.content for m in h.messages(conv.id)]
            assert contents == [f"{conv.title}-{i}" for i in range(per_writer)]


def test_many_threads_one_history(db_path: Path) -> None:
    with History(db_path) as h:
        conv = h.create_conversation("x")

        def add(n: int) -> Callable[[], None]:
            def run() -> None:
                for i in range(50):
                    h.add_user_message(conv.id, f"t{n}-{i}")

            return run

        assert _run_all([add(n) for n in range(6)]) == []
        texts = [m.content for m in h.messages(conv.id)]
        assert len(texts) == 300 and len(set(texts)) == 300
        for n in range(6):  # each thread's messages keep their order
            mine = [t for t in texts if t.startswith(f"t{n}-")]
            assert mine == [f"t{n}-{i}" for i in range(50)]


def test_two_answers_stream_at_once(db_path: Path) -> None:
    with History(db_path, flush_interval=0.001) as h:
        a, b = h.create_conversation("a"), h.create_conversation("b")
        ids = {name: h.begin_answer(conv.id) for name, conv in (("a", a), ("b", b))}

        def stream(name: str) -> Callable[[], None]:
            def run() -> None:
                for i in range(500):
                    h.append_answer(ids[name], f"{name}{i};")
                h.finish_answer(ids[name], "complete")

            return run

        assert _run_all([stream("a"), stream("b")]) == []
        for name in ("a", "b"):
            assert h.message(ids[name]).content == "".join(f"{name}{i};" for i in range(500))


def test_closing_while_a_worker_streams(db_path: Path) -> None:
    h = History(db_path, flush_interval=0.001)
    conv = h.create_conversation()
    mid = h.begin_answer(conv.id)
    sent: list[str] = []
    started = threading.Event()
    refused: list[str] = []

    def worker() -> None:
        i = 0
        while True:
            chunk = f"<{i}>"
            try:
                h.append_answer(mid, chunk)
            except StorageError as exc:  # the window closed under it
                refused.append(exc.code)
                return
            sent.append(chunk)
            started.set()
            i += 1

    thread = threading.Thread(target=worker)
    thread.start()
    started.wait(timeout=30)
    h.close()
    thread.join(timeout=30)
    assert not thread.is_alive() and refused == ["not_streaming"]
    with History(db_path) as again:
        answer = again.message(mid)
        assert answer.status == "incomplete"
        # Nothing accepted before the close is lost (the last chunk may have been
        # accepted just before the worker could note it as sent).
        assert answer.content in ("".join(sent), "".join(sent) + f"<{len(sent)}>")
