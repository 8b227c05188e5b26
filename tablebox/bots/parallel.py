"""Root-parallel search: a decision searched on both cores (issue 28, "Both cores").

While the strong player searches in its thread, a forked copy of the process searches the same
decision with another chance, from the same determinized state (so it knows no more than the
seat may), until the same deadline, and hands back its root's counts, which are added to the
thread's before the move is chosen (root parallelisation, Chaslot et al. 2008).

The copy lives for one decision only: it ends when its search does, and it is killed the moment
the decision is dropped (a take-back, leaving the table, the host stopping), so no process is
left behind. It is started with a bare ``os.fork`` and leaves with ``os._exit``: it never
returns into the app, flushes none of its buffers and never touches the terminal, and it takes
no signal the app set up. Linux only (where a fork is cheap and safe to use this way), and only
where there is a second core.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import pickle
import select
import signal
import sys
import time
from collections.abc import Callable, Hashable
from typing import Any

Counts = dict[Hashable, tuple[int, float]]
"""The root's moves for the searching seat: visits and the sum of that seat's values."""

HELPERS_VARIABLE = "TABLEBOX_HELPERS"
"""``0`` turns the second process off (e.g. on a machine shared with other work)."""
GRACE = 0.05
"""Seconds the thread waits, after its own search, for the copy's counts (it stops at the
same deadline, a moment later as it started a moment later)."""

HELPER_NICENESS = 5
"""How much lower the copy's priority is than the app's."""
MAX_DESCRIPTOR = 1 << 20
"""Above any file descriptor the app may hold (the copy closes all but its pipe)."""

_exit_hook = False
_live: dict[int, Helper] = {}
"""The helpers started and not yet reaped, by process id (empty once a decision is over)."""


def available() -> bool:
    """Whether a decision may take a second process: Linux, two cores or more, not turned
    off by :data:`HELPERS_VARIABLE`."""
    if os.environ.get(HELPERS_VARIABLE, "").strip() == "0":
        return False
    return sys.platform == "linux" and (os.cpu_count() or 1) >= 2


def live_helpers() -> frozenset[int]:
    """The process ids of the helpers still running (or not yet reaped)."""
    return frozenset(_live)


class Helper:
    """One forked search of the decision under way; :meth:`collect` or :meth:`stop` ends it."""

    def __init__(self, search: Callable[[], object]) -> None:
        reader, writer = os.pipe()
        pid = os.fork()
        if pid == 0:  # the copy: search, answer, leave
            os.close(reader)
            _run_child(search, writer)
        os.close(writer)
        self.pid = pid
        self._reader = reader
        self.finished: float | None = None
        """When the copy's function returned (``time.perf_counter``, one clock for both
        processes on Linux), once its answer has come."""
        _live[pid] = self

    def collect(self, wait: float = GRACE) -> Counts:
        """The copy's counts, if they come within ``wait`` seconds (else none: it is killed).
        The copy is over either way."""
        found = self.result(wait)
        return found if isinstance(found, dict) else {}

    def result(self, wait: float | None = GRACE) -> object:
        """What the copy's function returned, if it comes within ``wait`` seconds (None: as
        long as it takes), else None (it is killed). The copy is over either way."""
        found: object = None
        try:
            ready, _, _ = select.select([self._reader], [], [], wait)
            if ready:
                data = _read_all(self._reader)
                if data:
                    found, self.finished = pickle.loads(data)
        finally:
            self.stop()
        return found

    def stop(self) -> None:
        """End the copy now (its answer, if any, is dropped) and reap it."""
        if self.pid not in _live:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(self.pid, 0)
        os.close(self._reader)
        del _live[self.pid]


def start(search: Callable[[], object]) -> Helper | None:
    """A helper searching ``search`` in a forked copy, or None where none may run (see
    :func:`available`) or the fork fails (the thread then searches alone)."""
    if not available():
        return None
    global _exit_hook
    if not _exit_hook:  # quitting while a computer thinks: its copy goes too
        atexit.register(stop_all)
        _exit_hook = True
    try:
        return Helper(search)
    except OSError:
        return None


def merged(own: Counts, other: Counts) -> Counts:
    """Both searches' counts, move by move."""
    total = dict(own)
    for move, (visits, value) in other.items():
        mine = total.get(move, (0, 0.0))
        total[move] = (mine[0] + visits, mine[1] + value)
    return total


def _run_child(search: Callable[[], object], writer: int) -> None:
    """The copy's whole life: no signal of the app's (its handlers and wake-up descriptor
    belong to the app's event loop), the search, its counts down the pipe, then out, without
    running anything of the app's on the way (no flush, no exit handlers)."""
    code = 0
    try:
        # The app's files and connections (a host's sockets) are not this copy's to keep open.
        os.closerange(3, writer)
        os.closerange(writer + 1, MAX_DESCRIPTOR)
        with contextlib.suppress(ValueError):  # not this copy's main thread: nothing to clear
            signal.set_wakeup_fd(-1)
        # Below the app in the scheduler's eyes: on a busy machine the table's frames come
        # first and the copy's extra iterations after.
        with contextlib.suppress(OSError):
            os.nice(HELPER_NICENESS)
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGWINCH):
            with contextlib.suppress(ValueError):
                signal.signal(number, signal.SIG_DFL)
        answer = search()
        data = pickle.dumps((answer, time.perf_counter()), protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(data)
        while view:
            view = view[os.write(writer, view) :]
    except BaseException:
        code = 1
    finally:
        os._exit(code)


def _read_all(reader: int) -> bytes:
    chunks = []
    while chunk := os.read(reader, 1 << 16):
        chunks.append(chunk)
    return b"".join(chunks)


def stop_all() -> None:
    """Stop every helper still running (the app leaving, the host stopping)."""
    for helper in list(_live.values()):
        helper.stop()


def counts_of(children: dict[Any, Any]) -> Counts:
    """A root's children (``ismcts.Node``) as counts."""
    return {move: (child.visits, child.total) for move, child in children.items()}


def added(after: Counts, before: Counts) -> Counts:
    """What a search added to counts that were ``before`` when it began."""
    gained: Counts = {}
    for move, (visits, value) in after.items():
        old = before.get(move, (0, 0.0))
        if visits > old[0]:
            gained[move] = (visits - old[0], value - old[1])
    return gained
