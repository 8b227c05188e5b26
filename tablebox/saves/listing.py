"""The lists of saves: every save in a folder, summarised, newest first; a damaged file is one
entry with its problem, never the end of the list.

A summary says whether the game is finished and, if so, how it ended, from the save's header
alone (no replay: a list of many saves must stay quick). The header is written by the rules and
the controller after every move: ``winners`` (the outcome's first place, written once the game
is over) or, in a file from before that field, a finished ``status`` ("game over, Ann won").
Being a summary it can be edited by hand, but the list does not believe an edited one (issue
26.2): the header carries a check bound to the moves (:mod:`tablebox.saves.checksum`), so a
header that no longer matches is a damaged entry naming the problem, as opening the save says
(it replays the actions and refuses a header they do not bear out,
:mod:`tablebox.saves.consistency`); a file from before the check that says it is finished is
replayed once for the list (``replay``). Whatever the list reads of a header is checked first:
a status it cannot word makes the file a damaged entry too. The statistics
(:mod:`tablebox.stats`) skip every such file."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from pathlib import Path

from pydantic import BaseModel, Field, TypeAdapter

from tablebox.catalog import DEFAULT_LANGUAGE, Catalog, languages
from tablebox.engine import Message
from tablebox.safe_text import printable
from tablebox.saves.checksum import check_problem
from tablebox.saves.model import (
    MAX_PROBLEM_CHARS,
    REVIEW_SUFFIX,
    MessageRecord,
    SaveError,
    SaveFile,
    shorten,
)
from tablebox.saves.reading import read_save
from tablebox.saves.writing import remove_stale_temp_files, saves_dir

Replay = Callable[[Path], Message | None]
"""Opens a save as Continue does and says why it is refused (None: it opens)."""
_MESSAGE: TypeAdapter[Message] = TypeAdapter(Message)
"""A status's parameters must be a message's (:data:`tablebox.engine.Param`)."""

FINISHED_KEYS = frozenset({"common.game-over-won", "common.game-over"})
"""Status messages the rules give a finished game (for files without ``winners``)."""
FINISHED_SENTENCE = "game over"
"""How the English status of a finished game began in save version 1 (a sentence, no key)."""


class SaveSummary(BaseModel):
    """One row of a list of saves; ``problem`` is set for a file that cannot be opened.

    ``status``, ``result`` and ``problem`` are worded in the language the list was made in;
    the messages beside them let a screen word them in its own (:meth:`status_in`,
    :meth:`result_in`, :meth:`problem_in`), so a list follows a change of language."""

    path: Path
    game: str = ""
    players: list[str] = Field(default_factory=list)
    status: str = ""
    updated: datetime | None = None
    problem: str | None = None
    moves: int = 0
    """The moves made (the actions in the save, the computers' included)."""
    finished: bool = False
    """The header says the game is over (see the module's doc for how far that is trusted)."""
    result: str = ""
    """How a finished game ended, in words ("Ann won", "a draw between Ann and Ben")."""
    reason: Message | None = None
    """Why the file cannot be opened (``problem``), as a message."""
    status_message: Message | None = None
    """The status as a message (None for a save version 1 sentence, kept as it was written)."""
    result_message: Message | None = None
    """How a finished game ended, as a message (None: told by its status)."""

    def status_in(self, language: str) -> str:
        return self._said(self.status_message, language) or self.status

    def result_in(self, language: str) -> str:
        if self.result_message is None:
            return self.status_in(language) if self.result else ""
        return self._said(self.result_message, language) or self.result

    def problem_in(self, language: str) -> str | None:
        """Why the file cannot be opened, in ``language`` (None: it can)."""
        if self.problem is None or self.reason is None:
            return self.problem
        return self._said(self.reason, language) or self.problem

    def _said(self, message: Message | None, language: str) -> str:
        """``message`` in ``language`` with this save's players' names ("" if it cannot be)."""
        if message is None:
            return ""
        try:
            return shorten(Catalog(language, self.players).text(message), MAX_PROBLEM_CHARS)
        except Exception:  # a message the catalog cannot word: the list must not break
            return ""


def list_saves(
    directory: Path | None = None, language: str = DEFAULT_LANGUAGE, replay: Replay | None = None
) -> list[SaveSummary]:
    """Every save in the folder, newest first; damaged ones last, with their problem. Each
    status and result is put in words in ``language`` with that save's player names. One bad
    file is one damaged entry: it never hides the others. Temp files left by a dead writer are
    removed. ``replay`` (:func:`tablebox.stats.replay_problem`) checks a file without the
    header's check that says it is finished (see the module's doc)."""
    folder = directory or saves_dir()
    remove_stale_temp_files(folder)
    summaries = [_summarise(path, language, replay) for path in _save_files(folder)]
    good = sorted((s for s in summaries if s.problem is None), key=_newest_first)
    bad = sorted((s for s in summaries if s.problem is not None), key=lambda s: s.path.name)
    return good + bad


def distinguishing_parts(paths: Sequence[Path]) -> dict[Path, str]:
    """For saves that look alike in a list, the part of each file name that tells them apart:
    the name without the words (split at "-") that all of them begin with, keeping at least
    the last word: ``…163005-ann-bob`` and ``…163012-ann-bob`` for two saves named
    ``claim-2026-11-21-1630…-ann-bob.json``. A shortened name starts with "…"."""
    words = {path: path.stem.split("-") for path in paths}
    shortest = min((len(split) for split in words.values()), default=0)
    common = 0
    while common < shortest - 1 and len({tuple(w[: common + 1]) for w in words.values()}) == 1:
        common += 1
    return {
        path: ("…" if common else "") + "-".join(split[common:]) for path, split in words.items()
    }


def _newest_first(summary: SaveSummary) -> float:
    try:
        return -(summary.updated.timestamp() if summary.updated else 0.0)
    except (OverflowError, ValueError, OSError):
        return 0.0


def _save_files(directory: Path) -> Iterator[Path]:
    try:
        if directory.is_dir():
            yield from sorted(
                p
                for p in directory.glob("*.json")
                if not p.name.startswith(".") and not p.name.endswith(REVIEW_SUFFIX)
            )
    except OSError:  # an unreadable folder lists nothing
        return


def _summarise(path: Path, language: str, replay: Replay | None) -> SaveSummary:
    try:
        save = read_save(path)
        problem = check_problem(save) or _header_problem(save, language)
        if problem is None and replay is not None and save.check is None and is_finished(save):
            problem = replay(path)  # an older file's word that it is over is not taken
        if problem is None:
            return _summary(path, save, language)
    except SaveError as error:
        problem = error.reason
    except Exception as error:  # no file may break the list
        problem = Message("saves.unreadable", {"error": shorten(str(error))})
    return _damaged(path, problem, language)


def _damaged(path: Path, reason: Message, language: str) -> SaveSummary:
    try:
        problem = printable(shorten(Catalog(language).text(reason), MAX_PROBLEM_CHARS))
    except Exception:  # a reason the catalog cannot word (from a hostile replay)
        reason = Message("saves.bad-status")
        problem = Catalog(language).text(reason)
    return SaveSummary(path=path, problem=problem, reason=reason)


def _header_problem(save: SaveFile, language: str) -> Message | None:
    """What the list reads from the header and cannot use (issue 26.2): a status whose
    parameters are not a message's, or one the catalog cannot put in words. The seats, the
    winners, the times and the counts are checked by the model."""
    if isinstance(save.status, MessageRecord):
        try:
            message = _MESSAGE.validate_python(save.status.message())  # as the summary will
            names = [shorten(seat.name) for seat in save.seats]
            for spoken in {language, *languages()}:  # a list follows a change of language
                Catalog(spoken, names).text(message)
        except Exception:  # pydantic's ValidationError, or the catalog failing on the params
            return Message("saves.bad-status")
    return None


def _summary(path: Path, save: SaveFile, language: str) -> SaveSummary:
    players = [shorten(seat.name) for seat in save.seats]
    catalog = Catalog(language, players)
    status = shorten(save.status_text(catalog), MAX_PROBLEM_CHARS)
    finished = is_finished(save)
    said = save.status.message() if isinstance(save.status, MessageRecord) else None
    return SaveSummary(
        status_message=said,
        result_message=_result_message(save) if finished else None,
        path=path,
        game=shorten(save.game),
        players=players,
        status=status,
        updated=save.updated,
        moves=len(save.actions),
        finished=finished,
        result=_result(save, catalog, status) if finished else "",
    )


def is_finished(save: SaveFile) -> bool:
    """Whether the header says the game is over: its ``winners``, else its status."""
    if save.winners is not None:
        return True
    if isinstance(save.status, MessageRecord):
        return save.status.key in FINISHED_KEYS
    return save.status.strip().lower().startswith(FINISHED_SENTENCE)


def _result(save: SaveFile, catalog: Catalog, status: str) -> str:
    """How the game ended in words: from ``winners``, or the winners in an older file's
    finished status, or else that status as it is."""
    message = _result_message(save)
    if message is None:
        return status
    try:
        return shorten(catalog.text(message), MAX_PROBLEM_CHARS)
    except Exception:  # the catalog never should; the list must not break if it does
        return status


def _result_message(save: SaveFile) -> Message | None:
    """How the game ended, from ``winners`` or the winners in an older file's finished status;
    None where neither says (its status tells it)."""
    winners = save.winners if save.winners is not None else _status_winners(save)
    if winners is None:
        return None
    everyone = set(range(len(save.seats)))
    if not winners:
        return Message("common.result-nobody")
    if len(winners) > 1 and set(winners) == everyone:
        return Message("common.result-draw", {"seats": list(winners)})
    return Message("common.result-won", {"seats": list(winners)})


def _status_winners(save: SaveFile) -> list[int] | None:
    """The winners a finished status names (``common.game-over-won``), if they are seats."""
    status = save.status
    if not isinstance(status, MessageRecord) or status.key != "common.game-over-won":
        return None
    seats = status.params.get("seats")
    if not isinstance(seats, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(save.seats) for s in seats
    ):
        return None
    return seats
