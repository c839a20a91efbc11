"""Incremental gzip/deflate/br decoding with a cap on the decompressed size.

Each chunk is inflated in bounded steps (``max_length`` / brotli's
``output_buffer_limit``), so a gzip bomb is stopped as soon as the output
passes the cap instead of first filling memory.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable

import brotli

from services.errors import NetworkError, TooLarge, UnsupportedContent

_STEP = 256 * 1024

ACCEPT_ENCODING = "gzip, deflate, br"


class _Zlib:
    def __init__(self, wbits: int, *, deflate: bool = False) -> None:
        self._obj = zlib.decompressobj(wbits)
        self._deflate = deflate
        self._started = False

    def feed(self, data: bytes, emit: Callable[[bytes], None]) -> None:
        if self._deflate and not self._started and data:
            self._started = True
            # "deflate" is meant to be zlib-wrapped, but many servers send raw deflate.
            wrapped = len(data) < 2 or (
                (data[0] & 0x0F) == 8 and ((data[0] << 8) | data[1]) % 31 == 0
            )
            if not wrapped:
                self._obj = zlib.decompressobj(-zlib.MAX_WBITS)
        pending = data
        while pending:
            out = self._obj.decompress(pending, _STEP)
            if out:
                emit(out)
            pending = self._obj.unconsumed_tail
            if self._obj.eof:
                break

    def flush(self, emit: Callable[[bytes], None]) -> None:
        out = self._obj.flush()
        if out:
            emit(out)


class _Brotli:
    def __init__(self) -> None:
        self._obj = brotli.Decompressor()

    def feed(self, data: bytes, emit: Callable[[bytes], None]) -> None:
        out = self._obj.process(data, output_buffer_limit=_STEP)
        if out:
            emit(out)
        while not self._obj.can_accept_more_data():
            out = self._obj.process(b"", output_buffer_limit=_STEP)
            if not out:
                break
            emit(out)

    def flush(self, emit: Callable[[bytes], None]) -> None:
        return None


class BodyDecoder:
    """Decodes a ``Content-Encoding`` chain chunk by chunk.

    Raises ``TooLarge`` once the decoded size passes ``limit`` and
    ``UnsupportedContent`` for an encoding we did not ask for.
    """

    def __init__(self, content_encoding: str, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self._parts: list[bytes] = []
        self._stages: list[_Zlib | _Brotli] = []
        names = [n.strip().lower() for n in content_encoding.split(",") if n.strip()]
        for name in names:
            if name in ("identity", ""):
                continue
            if name in ("gzip", "x-gzip"):
                self._stages.append(_Zlib(16 + zlib.MAX_WBITS))
            elif name == "deflate":
                self._stages.append(_Zlib(zlib.MAX_WBITS, deflate=True))
            elif name == "br":
                self._stages.append(_Brotli())
            else:
                raise UnsupportedContent(
                    f"The server compressed the page as {name!r}, which cannot be decoded."
                )
        # Encodings are listed in the order applied; undo them in reverse.
        self._stages.reverse()

    def feed(self, data: bytes) -> None:
        self._run(0, data)

    def finish(self) -> bytes:
        self._flush(0)
        return b"".join(self._parts)

    def _run(self, index: int, data: bytes) -> None:
        if index == len(self._stages):
            self._emit(data)
            return
        try:
            self._stages[index].feed(data, lambda out: self._run(index + 1, out))
        except (zlib.error, brotli.error) as exc:
            raise NetworkError(f"The page's compressed data is corrupt ({exc}).") from exc

    def _flush(self, index: int) -> None:
        if index == len(self._stages):
            return
        try:
            self._stages[index].flush(lambda out: self._run(index + 1, out))
        except (zlib.error, brotli.error) as exc:
            raise NetworkError(f"The page's compressed data is corrupt ({exc}).") from exc
        self._flush(index + 1)

    def _emit(self, data: bytes) -> None:
        self.size += len(data)
        if self.size > self.limit:
            raise TooLarge(
                f"The page is larger than {self.limit // (1024 * 1024) or 1} MiB once "
                "decompressed, so it was not read.",
                hint="Raise fetch.max_decompressed_bytes if you trust this site.",
            )
        self._parts.append(data)
