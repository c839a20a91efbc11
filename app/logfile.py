"""The rotating log file, private and never blocking.

``logging.handlers.RotatingFileHandler`` opens its file with ``open()``: mode
0644 under the usual umask (so the file reopened after each rotation was
readable by everyone), and a named pipe in its place would block the first
log record forever. This handler opens with ``O_NONBLOCK``, mode 0600, and
refuses anything that is not a regular file. Characters the file cannot take
(a lone surrogate from undecodable input) are written as escapes, never
turned into a "--- Logging error ---" traceback.
"""

from __future__ import annotations

import logging.handlers
import os
import stat
from pathlib import Path
from typing import Any

from services.files import PRIVATE_FILE, not_a_file, resolve

_FLAGS = (os.O_WRONLY | os.O_APPEND | os.O_CREAT
          | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))


class PrivateRotatingFile(logging.handlers.RotatingFileHandler):
    """A ``RotatingFileHandler`` whose every (re)opened file is mode 0600."""

    def __init__(self, target: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(target, maxBytes=max_bytes, backupCount=backups,
                         encoding="utf-8", errors="backslashreplace", delay=True)

    def _open(self) -> Any:
        path = resolve(Path(self.baseFilename))
        fd = os.open(path, _FLAGS, PRIVATE_FILE)
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise not_a_file(path, info.st_mode)
            if os.name == "posix" and info.st_mode & 0o777 != PRIVATE_FILE:
                os.fchmod(fd, PRIVATE_FILE)
            return open(fd, self.mode, encoding=self.encoding, errors=self.errors)
        except BaseException:
            os.close(fd)
            raise
