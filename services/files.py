"""Profile files read and written without surprises.

Footnote's own files (settings, keys, the subscription index and lists) live
in folders a user may have rearranged: a file may be a symbolic link into a
dotfiles repository, or something that is not a file at all. Here:

- nothing ever blocks: a named pipe is recognised before it is opened, and
  opened only with ``O_NONBLOCK`` (a pipe nobody writes to would otherwise
  hang the command, and a blocked ``open`` ignores SIGTERM's handler);
- a write goes through a symbolic link: the link stays a link and its target
  is replaced atomically (a temporary file in the target's folder, then
  ``os.replace`` onto the resolved target), with mode 0600;
- a link to a file that does not exist is refused, never silently turned
  into a new file somewhere the user may not expect (an unmounted drive);
- a failed write (a full disk, a read-only folder) leaves the old file as it
  was and says so in one sentence.

``FileProblem`` is an ``OSError``: callers that already handle "the file could
not be written" keep working, and its message names the path and what to do.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

PRIVATE_FILE = 0o600
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_READ_ONLY_ERRNOS = {errno.EACCES, errno.EPERM, errno.EROFS}


class FileProblem(OSError):
    """A profile file or folder that cannot be used as it is.

    The message is one sentence for the user: the path, what is wrong, what to do.
    """

    def __init__(self, message: str, *, code: int | None = None) -> None:
        super().__init__(message)
        self.errno = code

    def __str__(self) -> str:
        return str(self.args[0])


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words ("a directory", "a named pipe (FIFO)")."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def not_a_file(path: Path, mode: int) -> FileProblem:
    return FileProblem(
        f"{path} is {kind_of(mode)}, not a regular file, so Footnote cannot use it. "
        "Move it away (or delete it), then try again."
    )


def dangling(path: Path) -> FileProblem:
    try:
        target = os.readlink(path)
    except OSError:
        target = "?"
    return FileProblem(
        f"{path} is a symbolic link to {target}, which does not exist (or the link loops); "
        "Footnote will not create a new file there on its own. Restore the file it points "
        "to (is its drive mounted?), or remove the link to start afresh, then try again."
    )


def resolve(path: Path) -> Path:
    """The file a read or write of ``path`` reaches: ``path``, or its link's target.

    Raises ``FileProblem`` when that exists but is no regular file, or when
    ``path`` is a link to nothing. A missing ``path`` is returned as it is.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return path
    except OSError:
        return path  # a folder we cannot search: the opener reports it
    if stat.S_ISLNK(info.st_mode):
        try:
            target = Path(os.path.realpath(path, strict=True))
            info = os.stat(target)
        except OSError:
            raise dangling(path) from None
        path = target
    if not stat.S_ISREG(info.st_mode):
        raise not_a_file(path, info.st_mode)
    return path


def read_text(path: Path) -> str | None:
    """The file's text (UTF-8), or None when it does not exist.

    Raises ``FileProblem`` for a pipe, a folder or a dangling link, other
    ``OSError`` when it cannot be read, ``UnicodeDecodeError`` for bad bytes.
    """
    target = resolve(path)
    try:
        fd = os.open(target, os.O_RDONLY | _NONBLOCK | _CLOEXEC)
    except FileNotFoundError:
        return None
    with os.fdopen(fd, "rb") as handle:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped for a pipe after the check above
            raise not_a_file(path, mode)
        data = handle.read()
    return data.decode("utf-8")


def write_atomic(path: Path, text: str | bytes, *, mode: int = PRIVATE_FILE) -> Path:
    """Replace ``path``'s content in one step; returns the file written.

    A symbolic link is written through: its target gets the new content and the
    link stays. On any failure the old content is untouched, the temporary file
    is removed and ``FileProblem`` says why.
    """
    target = resolve(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}-", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise _not_saved(path, target, exc) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if os.name == "posix" and mode != PRIVATE_FILE:
            os.chmod(tmp, mode)  # mkstemp made it 0600 already
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError) and not isinstance(exc, FileProblem):
            raise _not_saved(path, target, exc) from exc
        raise
    return target


def _not_saved(path: Path, target: Path, exc: OSError) -> FileProblem:
    if exc.errno == errno.ENOSPC or exc.errno == getattr(errno, "EDQUOT", -1):
        why, what = "the disk is full", "Free some disk space, then try again."
    elif exc.errno in _READ_ONLY_ERRNOS:
        why = f"the folder {target.parent} is read-only"
        what = "Make the folder writable, then try again."
    else:
        why, what = exc.strerror or str(exc), "Check the folder, then try again."
    return FileProblem(
        f"{path} could not be saved ({why}); the previous version was left as it was. {what}",
        code=exc.errno,
    )
