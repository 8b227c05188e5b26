"""The versioned save file: pydantic JSON, written atomically, read back by replaying it.

A save is event-sourced: the setup (game, seats, options, seed, deck) and every action in
notation, plus a snapshot of the final state. Loading replays the actions through the rules and
refuses a file whose replay disagrees with its snapshot, so an edited or damaged file is caught
instead of silently played. A refused file is never written to.

A save holds no prose: the snapshot leaves out the event log (``NOT_SAVED`` fields), and the
status for the Continue list is stored as a message (catalog key and parameters) that the list
renders in the player's language with the save's own player names.

Autosave runs after every action, so its cost must not grow with the game. :class:`SaveWriter`
keeps the actions already written as pre-serialised JSON text and appends only the new ones;
each save writes one valid JSON document (a header dumped by pydantic, the cached actions, the
snapshot) and keeps the previous save as ``<file>.prev`` by a hard link rather than a copy.

The package, one module a job: :mod:`~tablebox.saves.model` (the file's shape),
:mod:`~tablebox.saves.writing`, :mod:`~tablebox.saves.reading`, :mod:`~tablebox.saves.listing`
(the Continue list), :mod:`~tablebox.saves.consistency` (the header against the replay),
:mod:`~tablebox.saves.checksum` (the header's check, which the lists trust) and
:mod:`~tablebox.saves.locks` (one window per save).
"""

from tablebox.saves.consistency import ReplayCheck
from tablebox.saves.listing import SaveSummary, list_saves
from tablebox.saves.locks import LOCK_DIR_VARIABLE, SaveLock, lock_path, locks_dir
from tablebox.saves.model import (
    MAX_ACTION_CHARS,
    MAX_ACTIONS,
    MAX_DECK_CARDS,
    MAX_ID_CHARS,
    MAX_NAME_CHARS,
    MAX_PROBLEM_CHARS,
    MAX_SEATS,
    MAX_TAKEBACKS,
    MAX_VALUE_CHARS,
    OLDER_LAYOUTS,
    PREVIOUS_SUFFIX,
    SAVE_FORMAT,
    SAVE_VERSION,
    ActionRecord,
    MessageRecord,
    RedealRecord,
    SaveError,
    SaveFile,
    SaveInUse,
    SeatRecord,
    TakebackRecord,
    name_problem,
    redealt,
    shorten,
)
from tablebox.saves.reading import (
    MAX_SAVE_BYTES,
    check_layout,
    damage,
    read_limited,
    read_save,
    validation_problem,
)
from tablebox.saves.writing import (
    SAVE_DIR_VARIABLE,
    STALE_TEMP_SECONDS,
    SaveWriter,
    new_save_path,
    now,
    previous_path,
    remove_stale_temp_files,
    saves_dir,
    write_save,
)

__all__ = [
    "LOCK_DIR_VARIABLE",
    "MAX_ACTIONS",
    "MAX_ACTION_CHARS",
    "MAX_DECK_CARDS",
    "MAX_ID_CHARS",
    "MAX_NAME_CHARS",
    "MAX_PROBLEM_CHARS",
    "MAX_SAVE_BYTES",
    "MAX_SEATS",
    "MAX_TAKEBACKS",
    "MAX_VALUE_CHARS",
    "OLDER_LAYOUTS",
    "PREVIOUS_SUFFIX",
    "SAVE_DIR_VARIABLE",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "STALE_TEMP_SECONDS",
    "ActionRecord",
    "MessageRecord",
    "RedealRecord",
    "ReplayCheck",
    "SaveError",
    "SaveFile",
    "SaveInUse",
    "SaveLock",
    "SaveSummary",
    "SaveWriter",
    "SeatRecord",
    "TakebackRecord",
    "check_layout",
    "damage",
    "list_saves",
    "lock_path",
    "locks_dir",
    "name_problem",
    "new_save_path",
    "now",
    "previous_path",
    "read_limited",
    "read_save",
    "redealt",
    "remove_stale_temp_files",
    "saves_dir",
    "shorten",
    "validation_problem",
    "write_save",
]
