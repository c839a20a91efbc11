"""Running the real CLI against a profile in a hostile state.

``cli`` starts ``python -m app`` in its own process with ``FOOTNOTE_HOME`` set,
stdin closed and a timeout: a command that blocks (on a named pipe, say) fails
the test instead of hanging it. The timeout detects a hang; it is no speed
assertion.

``read_only`` makes a profile read-only the way a user meets it: without write
permission (an ordinary user), or as a read-only mount in a private mount
namespace (root, who ignores permissions).
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HANG_DETECTOR_S = 60
"""Long enough for a cold start on a loaded machine; a blocked open never returns."""


def cli(
    home: Path, *args: str | bytes, prefix: Sequence[str] = (), input: str | None = None,
    timeout: float = HANG_DETECTOR_S, env: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """``python -m app ARGS`` with ``FOOTNOTE_HOME=home``; ``prefix`` wraps the command."""
    full_env = {**os.environ, "FOOTNOTE_HOME": str(home),
                "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
                # Never touch the real keychain from a test.
                "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring", **(env or {})}
    return subprocess.run(
        [*prefix, sys.executable, "-m", "app", *args], cwd=ROOT, env=full_env,
        input=input, stdin=None if input is not None else subprocess.DEVNULL,
        capture_output=True, timeout=timeout, encoding="utf-8", errors="backslashreplace",
    )


def one_error(done: subprocess.CompletedProcess[str]) -> str:
    """The single ``error:`` line of a failed command (asserted: nothing else)."""
    assert done.returncode != 0, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


def warnings_of(done: subprocess.CompletedProcess[str]) -> list[str]:
    assert "Traceback" not in done.stderr and "Logging error" not in done.stderr, done.stderr
    return [line for line in done.stderr.splitlines() if line.startswith("warning: ")]


_RO_MOUNT = ('mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"')


@cache
def _can_mount_read_only() -> bool:
    if not shutil.which("unshare"):
        return False
    probe = Path(os.environ.get("TMPDIR", "/tmp"))
    try:
        done = subprocess.run(["unshare", "-m", "sh", "-c", _RO_MOUNT, str(probe), "true"],
                              capture_output=True, timeout=HANG_DETECTOR_S)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@contextmanager
def read_only(home: Path) -> Iterator[list[str]]:
    """Make ``home`` (and everything in it) read-only; yields the command prefix
    to run the CLI under. Skips the test where neither way is available."""
    if os.name != "posix":
        pytest.skip("read-only folders are tested on POSIX")
    home.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:
        if not _can_mount_read_only():
            pytest.skip("root ignores permissions and no read-only mount is available")
        yield ["unshare", "-m", "sh", "-c", _RO_MOUNT, str(home)]
        return
    folders = [home, *(p for p in home.rglob("*") if p.is_dir() and not p.is_symlink())]
    modes = {folder: stat.S_IMODE(folder.stat().st_mode) for folder in folders}
    for folder in folders:
        folder.chmod(0o555)
    try:
        yield []
    finally:
        for folder, mode in modes.items():
            folder.chmod(mode)
