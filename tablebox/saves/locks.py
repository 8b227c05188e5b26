"""One window per save: an OS file lock held while a match owns the save."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import threading
from pathlib import Path

import platformdirs
from filelock import FileLock, Timeout

from tablebox.saves.model import SaveInUse

LOCK_DIR_VARIABLE = "TABLEBOX_LOCK_DIR"


def locks_dir() -> Path:
    """Where save locks live: ``$TABLEBOX_LOCK_DIR`` or ``locks`` in the user state folder.

    Not beside the save: a lock file would be one more file in the save folder for every open
    game, and an opened save's folder stays exactly as it was."""
    override = os.environ.get(LOCK_DIR_VARIABLE)
    if override:
        return Path(override)
    return platformdirs.user_state_path("tablebox", appauthor=False) / "locks"


def lock_path(path: Path) -> Path:
    """The lock file of the save at ``path``: one per real path (links and relative paths of
    one file share it), named after the save so a person can tell which."""
    real = os.path.realpath(path)
    digest = hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", path.name)[:60]
    return locks_dir() / f"{stem}-{digest}.lock"


class SaveLock:
    """Holds the lock of one save while a match owns it, so that a second tablebox window
    cannot open it (and the last writer can never silently win).

    The lock is an OS file lock (``filelock``: ``flock`` on Unix), which the system drops when
    the process ends however it ends, so a crashed window never blocks anyone. Within one
    process the lock is shared: the same save opened twice there (a test, or a table left
    without :meth:`release`) is not "another window"; the OS lock goes when the last holder
    releases it (or is garbage-collected).
    """

    _shared: dict[Path, tuple[FileLock, int]] = {}  # noqa: RUF012 (guarded by _guard)
    _guard = threading.RLock()  # re-entrant: __del__ may run (GC) while it is held

    def __init__(self, save: Path, lock: Path) -> None:
        self.save = save
        self.lock = lock
        self._held = True

    @classmethod
    def acquire(cls, save: Path) -> SaveLock | None:
        """The lock of ``save``; SaveInUse when another process holds it. None when no lock
        can be made at all (an unwritable lock folder): the save then opens as before."""
        try:
            path = lock_path(save)
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        with cls._guard:
            held = cls._shared.get(path)
            if held is not None:
                cls._shared[path] = (held[0], held[1] + 1)
                return cls(save, path)
            lock = FileLock(str(path), timeout=0, thread_local=False)
            try:
                lock.acquire(timeout=0)
            except Timeout:
                raise SaveInUse(save) from None
            except OSError:
                return None
            cls._shared[path] = (lock, 1)
            return cls(save, path)

    def release(self) -> None:
        """Give the lock back (once; later calls do nothing)."""
        with self._guard:
            if not self._held:
                return
            self._held = False
            held = self._shared.get(self.lock)
            if held is None:
                return
            lock, count = held
            if count > 1:
                self._shared[self.lock] = (lock, count - 1)
                return
            del self._shared[self.lock]
            # The file goes while the lock is still held, so the lock folder does not grow
            # with every save ever opened; a window that opens the save next makes a new one.
            with contextlib.suppress(OSError):
                os.unlink(self.lock)
            lock.release(force=True)

    @property
    def held(self) -> bool:
        return self._held

    def __del__(self) -> None:
        # At interpreter exit the release may fail; the OS drops the lock with the process.
        with contextlib.suppress(Exception):
            self.release()
