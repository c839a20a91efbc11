"""ExtractionPool: page extraction in a few separate worker processes.

Parsing a hostile page is the riskiest thing Footnote does: libxml2 can crash
on odd input or when trees cross threads, a link farm can need seconds of CPU,
a huge page can need gigabytes. Run in worker processes, none of that reaches
the app: a crash fails one page (``extraction_crashed``), a deadline or Stop
kills the worker that is still busy (so no CPU keeps burning), and a memory
cap turns a runaway page into ``too_large``. The GIL is not shared either,
so N workers extract N pages at once while the window stays responsive.

The pool is `pebble <https://pypi.org/project/Pebble/>`_'s ``ProcessPool``,
which gives per-task timeouts that terminate the worker and replaces workers
that die. Workers start with the ``forkserver`` method where the platform has
it (a small server process, started once, with the extraction modules
preloaded, forks each worker: never a fork of the GUI process) and ``spawn``
elsewhere (Windows). The pool starts on the first page, never at app start,
and stops once it has been idle for ``idle_exit_s``.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from services.cancel import NEVER, CancelToken
from services.errors import Cancelled, ExtractionCrashed, FetchTimeout, TooLarge
from services.fetch import jobs
from services.fetch.limits import EXTRACT_MEMORY_MB, EXTRACT_WORKERS

log = logging.getLogger(__name__)

DEFAULT_IDLE_EXIT_S = 60.0
# How often a waiting job checks that its worker is still alive.
ORPHAN_CHECK_S = 0.5


def _context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(jobs.PRELOAD))
        return context
    return multiprocessing.get_context("spawn")


class ExtractionPool:
    """Runs extraction jobs in worker processes, each with a deadline. Thread-safe.

    Args:
        max_workers: processes, i.e. pages extracted at once.
        memory_mb: address space each worker may take beyond its start size (Linux).
        idle_exit_s: stop every worker after this long without work.
    """

    def __init__(
        self, max_workers: int = EXTRACT_WORKERS, *, memory_mb: int = EXTRACT_MEMORY_MB,
        idle_exit_s: float = DEFAULT_IDLE_EXIT_S,
    ) -> None:
        self.max_workers = max(1, int(max_workers))
        self.memory_mb = int(memory_mb)
        self.idle_exit_s = float(idle_exit_s)
        self._lock = threading.Lock()
        self._pool: Any = None  # pebble.ProcessPool, made on the first job
        self._inflight = 0
        self._idle_timer: threading.Timer | None = None
        self._futures: set[Any] = set()  # jobs in flight, so shutdown can end their waits
        self._closed = False

    # Public API.
    def configure(self, *, max_workers: int | None = None, memory_mb: int | None = None) -> None:
        """Apply new sizes; running workers are replaced once the pool is idle."""
        with self._lock:
            changed = False
            if max_workers is not None and max(1, int(max_workers)) != self.max_workers:
                self.max_workers = max(1, int(max_workers))
                changed = True
            if memory_mb is not None and int(memory_mb) != self.memory_mb:
                self.memory_mb = int(memory_mb)
                changed = True
            stale = self._pool if changed and self._inflight == 0 else None
            if stale is not None:
                self._pool = None
        if stale is not None:
            _stop(stale)

    def run(
        self, fn: Callable[..., Any], args: Sequence[Any] = (), *, timeout_s: float,
        cancel: CancelToken = NEVER,
    ) -> Any:
        """Run ``fn(*args)`` in a worker and return its result.

        ``fn`` must be a module-level function and ``args`` picklable. The
        deadline counts from the moment a worker takes the job; waiting for a
        free worker returns at once when ``cancel`` fires.

        Raises:
            Cancelled: ``cancel`` fired (a running job's worker is killed) or
                the pool was shut down.
            FetchTimeout: the job ran past ``timeout_s`` (its worker was killed).
            ExtractionCrashed: the worker died while running the job.
            TooLarge: the job needed more memory than the cap.
            Exception: whatever ``fn`` raised.
        """
        # pebble declares the whole pool broken when a worker dies before its job
        # was acknowledged; every job in flight then fails with BrokenProcessPool.
        # Such a job runs once more on a fresh pool; the page that really crashes
        # fails again and is reported as crashed.
        for attempt in (1, 2):
            cancel.raise_if_cancelled()
            future, pool = self._submit(fn, tuple(args), timeout_s)
            try:
                return self._wait(future, timeout_s, cancel)
            except BrokenProcessPool as exc:
                self._discard(pool)
                if attempt == 2:
                    raise ExtractionCrashed(
                        "The process reading the page stopped unexpectedly.",
                        hint="The page may be malformed; the other pages were not affected.",
                    ) from exc
            finally:
                self._done(future)
        raise AssertionError("unreachable")

    def _wait(self, future: Any, timeout_s: float, cancel: CancelToken) -> Any:
        finished = threading.Event()
        future.add_done_callback(lambda _f: finished.set())
        unregister = cancel.on_cancel(finished.set)
        strikes = 0
        try:
            while not finished.wait(ORPHAN_CHECK_S) and not cancel.cancelled:
                # pebble misses a worker that dies before the parent has read its
                # job's acknowledgement; the job would then wait for its deadline.
                strikes = strikes + 1 if self._orphaned(future) else 0
                if strikes >= 2:
                    future.cancel()
                    raise ExtractionCrashed(
                        "The process reading the page stopped unexpectedly.",
                        hint="The page may be malformed; the other pages were not affected.",
                    )
        finally:
            unregister()
        if cancel.cancelled and not future.done():
            future.cancel()  # pebble terminates the worker if the job is running
            raise Cancelled()
        return self._outcome(future, timeout_s)

    def _orphaned(self, future: Any) -> bool:
        """The job was taken by a worker that no longer runs."""
        with self._lock:
            pool = self._pool
        if pool is None:
            return False
        manager = pool._pool_manager
        for task in list(manager.task_manager.tasks.values()):
            if task.future is future:
                if not task.worker_id:
                    return False
                worker = manager.worker_manager.workers.get(task.worker_id)
                return worker is None or not worker.is_alive()
        return False

    def _discard(self, pool: Any) -> None:
        with self._lock:
            if self._pool is not pool:
                return
            self._pool = None
        log.warning("The extraction pool broke after a worker died; starting a fresh one")
        threading.Thread(target=_stop, args=(pool,), name="footnote-extraction-stop",
                         daemon=True).start()

    def shutdown(self) -> None:
        """Stop every worker now (running jobs end ``cancelled``); later jobs are refused."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
            timer, self._idle_timer = self._idle_timer, None
            futures = list(self._futures)
        if timer is not None:
            timer.cancel()
        for future in futures:
            future.cancel()
        if pool is not None:
            _stop(pool)

    @property
    def running(self) -> bool:
        """True while worker processes exist (between the first job and idle exit)."""
        with self._lock:
            return self._pool is not None

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for tests and benchmarks)."""
        with self._lock:
            pool = self._pool
        if pool is None:
            return []
        workers = pool._pool_manager.worker_manager.workers  # pebble keeps them by pid
        return [pid for pid, process in list(workers.items()) if process.is_alive()]

    def busy_pids(self) -> list[int]:
        """Process ids of the workers running a job right now (for tests and benchmarks)."""
        with self._lock:
            pool = self._pool
        if pool is None:
            return []
        tasks = list(pool._pool_manager.task_manager.tasks.values())
        return [task.worker_id for task in tasks if task.worker_id]

    # Internals.
    def _submit(
        self, fn: Callable[..., Any], args: tuple[Any, ...], timeout_s: float
    ) -> tuple[Any, Any]:
        with self._lock:
            if self._closed:
                raise Cancelled("Reading was stopped because Footnote is closing.")
            if self._idle_timer is not None:
                self._idle_timer.cancel()
                self._idle_timer = None
            self._inflight += 1
            try:
                pool = self._ensure_locked()
                try:
                    future = pool.schedule(fn, args=args, timeout=timeout_s)
                except RuntimeError:
                    # The pool broke (e.g. every worker died while idle): start afresh once.
                    log.warning("The extraction pool stopped unexpectedly; restarting it")
                    self._pool = None
                    pool = self._ensure_locked()
                    future = pool.schedule(fn, args=args, timeout=timeout_s)
                self._futures.add(future)
                return future, pool
            except BaseException:
                self._inflight -= 1
                raise

    def _ensure_locked(self) -> Any:
        if self._pool is None:
            from pebble import ProcessPool

            self._pool = ProcessPool(
                max_workers=self.max_workers, initializer=jobs.init_worker,
                initargs=(self.memory_mb,), context=_context(),
            )
        return self._pool

    def _done(self, future: Any) -> None:
        with self._lock:
            self._futures.discard(future)
            self._inflight -= 1
            if self._inflight or self._closed or self._pool is None:
                return
            timer = threading.Timer(self.idle_exit_s, self._exit_if_idle)
            timer.daemon = True
            timer.name = "footnote-extraction-idle"
            self._idle_timer = timer
        timer.start()

    def _exit_if_idle(self) -> None:
        with self._lock:
            if self._inflight or self._idle_timer is None:
                return
            self._idle_timer = None
            pool, self._pool = self._pool, None
        if pool is not None:
            _stop(pool)

    def _outcome(self, future: Any, timeout_s: float) -> Any:
        from pebble import ProcessExpired

        try:
            return future.result()
        except TimeoutError as exc:
            raise FetchTimeout(
                f"Reading the page took longer than {timeout_s:g} s, so it was stopped.",
                hint="The page is unusually large or complex.",
            ) from exc
        except CancelledError as exc:
            raise Cancelled() from exc
        except ProcessExpired as exc:
            raise ExtractionCrashed(
                f"The process reading the page stopped unexpectedly ({_exit_reason(exc)}).",
                hint="The page may be malformed; the other pages were not affected.",
            ) from exc
        except MemoryError as exc:
            raise TooLarge(
                f"Reading the page needed more than {self.memory_mb} MB of memory, "
                "so it was stopped.",
                hint="Try another source, or raise fetch.extract_memory_mb.",
            ) from exc


def _exit_reason(exc: Any) -> str:
    code = getattr(exc, "exitcode", None)
    if isinstance(code, int) and code < 0:
        import signal

        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"


def _stop(pool: Any) -> None:
    """Terminate a pebble pool's workers and wait for its threads."""
    try:
        pool.stop()
        pool.join(timeout=10)
    except Exception:  # stopping must never fail the caller
        log.exception("stopping the extraction pool failed")
