"""English for a save that cannot be opened: the file and its problem (:mod:`tablebox.saves`,
:meth:`tablebox.controller.Match.load`). A problem quoted from elsewhere (the system's reason
a file cannot be read, what the options model or the rules say) is given as it came."""

from __future__ import annotations

EDITED = " (the file was edited)"

MESSAGES: dict[str, str] = {
    "saves.cannot-open": "Cannot open {file}: {problem}",
    "saves.as-said": "{text}",
    # Reading the file.
    "saves.empty": "the file is empty",
    "saves.no-such-file": "there is no such file",
    "saves.unreadable": "it cannot be read ({error})",
    "saves.not-a-file": "it cannot be read (it is {kind:term}, not a save file)",
    "saves.term.folder": "a folder",
    "saves.term.pipe": "a named pipe",
    "saves.term.device": "a device",
    "saves.term.socket": "a socket",
    "saves.term.special": "a special file",
    "saves.too-large-mib": (
        "it is too large to be a tablebox save (over {size} MiB; the limit is {limit} MiB)"
    ),
    "saves.too-large-bytes": (
        "it is too large to be a tablebox save ({size} bytes; the limit is {limit})"
    ),
    "saves.not-text": "it is not a text file, so not a tablebox save",
    "saves.extra-data": (
        "there is extra data after the end of the save (line {line}, column {column})"
    ),
    "saves.truncated": "the file is truncated (it ends mid-way)",
    "saves.not-json": "it is not valid JSON (line {line}, column {column})",
    "saves.json-too-deep": "it is not a tablebox save (its JSON is nested too deeply)",
    "saves.number-too-long": "it is not a tablebox save (it holds a number too long)",
    "saves.not-a-save": "it is not a tablebox save file",
    "saves.no-version": "its save version is missing or not a number",
    "saves.newer-version": (
        "it was written by a newer tablebox (save version {version}; this one reads versions"
        " up to {known}). Update tablebox to open it."
    ),
    "saves.unknown-version": "its save version {version} is not one tablebox ever wrote",
    "saves.later-fields": (
        "it says save version {version} but holds fields of a later version (it was edited)"
    ),
    "saves.damaged": "it is damaged ({detail})",
    "saves.too-deep": "it is damaged (it is nested too deeply)",
    "saves.newer-layout": (
        "its {game} state was written by a newer tablebox (layout {layout}; this one knows up"
        " to {known}). Update tablebox to open it."
    ),
    "saves.wrong-layout": (
        "its state layout {layout} is not one a save version {version} file of {game} holds"
        " (the file was edited)"
    ),
    "saves.in-use": "it is open in another tablebox window; close it there first",
    # Replaying it.
    "saves.cannot-replay": "it cannot be replayed ({error})",
    "saves.unknown-game": "it is a save of an unknown game {game}",
    "saves.unknown-bot": "it names a computer player this tablebox lacks ({bot})",
    "saves.bad-setup": "its setup is invalid ({detail})",
    "saves.bad-setup-refused": "its setup is invalid ({reason:message})",
    "saves.empty-seat": "action {number} names seat {seat}, which is empty",
    "saves.illegal-action": (
        "action {number} ({name}: {action}) is illegal on replay: {reason:message}"
    ),
    "saves.action-fails": "action {number} ({action}) cannot be replayed ({error})",
    "saves.redeal-past-end": (
        "it deals its hidden cards again after move {at},"
        " but has only {moves} {moves:plural:move|moves}"
    ),
    "saves.snapshot-differs": (
        "its recorded state disagrees with the replay of its actions"
        " (the file was edited or damaged)"
    ),
    # The players' names.
    "saves.name-control": 'the name "{name}" holds control characters',
    "saves.name-too-long": "a name is at most {most} characters long ({name})",
    # Writing it.
    "saves.closed-here": "{file} was closed here; this move was not saved",
    "saves.not-written": "could not save to {file}: {reason}",
    # The header against the replay.
    "saves.takeback-not-human": "a take-back names seat {seat}, not a human's" + EDITED,
    "saves.takeback-unmade": ("take-back {number} takes back moves that were not made" + EDITED),
    "saves.takeback-too-many": ("its last take-back left more moves than the file holds" + EDITED),
    "saves.takeback-stranger": (
        "a take-back after move {replayed} names seat {seat}, which was not the one to move"
        " there" + EDITED
    ),
    "saves.won-unfinished": "it says the game was won, but its moves leave it unfinished" + EDITED,
    "saves.other-winners": "its winners are not those of its moves" + EDITED,
    "saves.status-sentence": (
        "its status is a sentence, which only save version 1 files hold" + EDITED
    ),
    "saves.other-status": "its status is not that of its moves" + EDITED,
    "saves.says-unfinished": (
        "its status says the game is unfinished, but its moves end it" + EDITED
    ),
    "saves.says-finished": ("its status says the game is finished, but its moves do not" + EDITED),
    # The content's fields (issue 26.3) and the header's check (issue 26.2).
    "saves.field-missing": "it is damaged (its field {field} is missing)",
    "saves.field-unknown": "it is damaged (it holds a field tablebox does not know: {field})",
    "saves.field-invalid": "it is damaged (its field {field}: {detail})",
    "saves.check-differs": "its header does not match its moves" + EDITED,
    "saves.bad-status": "its status cannot be shown" + EDITED,
}
