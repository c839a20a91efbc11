"""Blocking calls in daemon threads, awaited from anyio without holding the process.

``anyio.to_thread.run_sync`` runs a call in a worker thread the interpreter
joins at exit, so a call blocked on a pipe (a read of stdin the client keeps
open) or a slow download keeps a stopped server alive until it returns. A call
made with ``run_daemon`` is abandoned by a cancelled caller and never delays
the exit: the MCP server's stdin, stdout and tool calls run this way.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
import anyio.from_thread
import anyio.lowlevel

T = TypeVar("T")


async def run_daemon(call: Callable[[], T], name: str) -> T:
    """``call()`` in a new daemon thread named ``name``; its result or its exception.

    A cancelled caller stops waiting at once; the thread finishes on its own.
    """
    token = anyio.lowlevel.current_token()
    done = anyio.Event()
    outcome: list[tuple[bool, Any]] = []

    def work() -> None:
        try:
            outcome.append((True, call()))
        except BaseException as exc:  # handed to the caller, raised there
            outcome.append((False, exc))
        try:
            anyio.from_thread.run_sync(done.set, token=token)
        except Exception:  # the event loop has ended: nobody waits any more
            pass

    threading.Thread(target=work, name=name, daemon=True).start()
    await done.wait()
    succeeded, value = outcome[0]
    if succeeded:
        return value  # type: ignore[no-any-return]
    raise value
