"""Crash recovery: answers left 'streaming' by a process that is gone become 'incomplete'.

Another live Footnote process (the GUI while ``python -m app ask`` runs) may be
streaming into the same database, so a 'streaming' row is only recovered when
its writer process is gone, or when its heartbeat (see ``streaming.py``) is
older than ``STALE_AFTER_S``.
"""

from __future__ import annotations

import os
import sqlite3
import sys
import time
from collections.abc import Callable, Container

STALE_AFTER_S = 30.0


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (never sends it a signal)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _windows_pid_alive(pid: int) -> bool:
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
    synchronize, wait_timeout = 0x00100000, 0x102
    handle = kernel32.OpenProcess(synchronize, False, pid)
    if not handle:
        return False
    try:
        return bool(kernel32.WaitForSingleObject(handle, 0) == wait_timeout)
    finally:
        kernel32.CloseHandle(handle)


def orphaned_streams(
    conn: sqlite3.Connection,
    live_here: Container[int],
    *,
    alive: Callable[[int], bool] = pid_alive,
    now: float | None = None,
) -> list[int]:
    """Ids of 'streaming' messages nobody is writing any more."""
    now = time.time() if now is None else now
    me = os.getpid()
    orphans = []
    for mid, pid, updated in conn.execute(
        "SELECT id, writer_pid, updated_at FROM messages WHERE status = 'streaming'"
    ):
        if mid in live_here:
            continue
        other_live = pid is not None and pid != me and alive(pid)
        if other_live and now - updated < STALE_AFTER_S:
            continue
        orphans.append(mid)
    return orphans
