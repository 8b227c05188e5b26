"""Wins per player per game, from the finished games in the save folder (headless).

Both front ends use it: ``tablebox stats`` prints :meth:`Stats.table_lines`, and the app's
Statistics screen shows :meth:`Stats.rows` under :data:`HEADERS`.

A save counts once its game is over. Each save is opened the way Continue opens it
(:meth:`tablebox.controller.Match.load`: read, replay every action, check the result against
the saved state), read-only, so a save open in a game meanwhile is counted too. A win is
counted only when the rules themselves say the game ended that way; an edited status line
proves nothing. Replaying costs about a millisecond per save. A file that cannot be opened is
skipped and counted, with its problem, and never written to.

A player is counted by the name in the save, exactly as typed ("Ann" and "ann" are two
players). Every seat in the outcome's first place has won: both partners of a winning team, and
each of the players tied for first.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from tablebox import registry
from tablebox.catalog import Catalog
from tablebox.engine import Message
from tablebox.saves import list_saves, saves_dir

HEADER_KEYS: tuple[str, ...] = (
    "stats.head-game",
    "stats.head-player",
    "stats.head-won",
    "stats.head-played",
    "stats.head-share",
)
"""The columns of :meth:`Stats.rows` (the same in the shell and in the app), as catalog keys."""
NUMERIC: frozenset[int] = frozenset({2, 3, 4})
"""The columns of numbers, aligned to the right."""
ENGLISH = Catalog()


def headers(words: Catalog = ENGLISH) -> tuple[str, ...]:
    """The columns' headers in ``words``' language."""
    return tuple(words.text(key) for key in HEADER_KEYS)


HEADERS: tuple[str, ...] = headers()
"""The columns' headers in English."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    name: str
    won: int
    played: int

    def share(self, words: Catalog = ENGLISH) -> str:
        """The games won, as a whole percentage of the games played."""
        if not self.played:
            return "-"
        return words.text(Message("stats.share", {"percent": round(100 * self.won / self.played)}))


@dataclass(frozen=True, slots=True)
class GameRecord:
    game: str
    title: str
    finished: int
    """Finished games of this game in the folder."""
    players: tuple[PlayerRecord, ...]
    """Most wins first, then the most games played, then by name."""


@dataclass(frozen=True, slots=True)
class SkippedSave:
    path: Path
    problem: str


@dataclass(frozen=True, slots=True)
class Stats:
    folder: Path
    games: tuple[GameRecord, ...]
    """Games with at least one finished save, in the registry's order (others after, by id)."""
    unfinished: int
    """Saves that open, of games still under way (not counted)."""
    skipped: tuple[SkippedSave, ...]
    """Saves that cannot be opened (damaged, edited, from a newer tablebox, not a save)."""

    @property
    def finished(self) -> int:
        return sum(game.finished for game in self.games)

    def rows(self, words: Catalog = ENGLISH) -> list[tuple[str, ...]]:
        """One row per player per game, under :func:`headers`, in ``words``' language; the
        game's title is written on its first row only."""
        rows: list[tuple[str, ...]] = []
        for game in self.games:
            title = words.template(f"ui.title.{game.game}") or game.title
            for number, player in enumerate(game.players):
                shown = title if number == 0 else ""
                won, played = str(player.won), str(player.played)
                rows.append((shown, player.name, won, played, player.share(words)))
        return rows

    def summary(self, words: Catalog = ENGLISH) -> str:
        """What was counted, from where, and what was not: one sentence."""
        folder = str(self.folder)
        if self.finished:
            parts = [Message("stats.counted", {"count": self.finished, "folder": folder})]
        else:
            parts = [Message("stats.none-yet", {"folder": folder})]
        if self.unfinished:
            parts.append(Message("stats.unfinished", {"count": self.unfinished}))
        if self.skipped:
            parts.append(Message("stats.skipped", {"count": len(self.skipped)}))
        return "; ".join(words.text(part) for part in parts) + "."

    def table_lines(self, width: int = 79, words: Catalog = ENGLISH) -> list[str]:
        """The table as plain text in ``words``' language, columns aligned (numbers to the
        right), then the summary (wrapped at ``width``)."""
        summary = textwrap.wrap(
            self.summary(words), width, break_long_words=False, break_on_hyphens=False
        )
        rows = self.rows(words)
        if not rows:
            return summary
        head = headers(words)
        widths = [max(len(row[i]) for row in [head, *rows]) for i in range(len(head))]

        def line(row: tuple[str, ...]) -> str:
            cells = (
                cell.rjust(size) if i in NUMERIC else cell.ljust(size)
                for i, (cell, size) in enumerate(zip(row, widths, strict=True))
            )
            return "  ".join(cells).rstrip()

        lines = [line(head), "  ".join("-" * size for size in widths)]
        for row in rows:
            if row[0] and len(lines) > 2:
                lines.append("")  # a blank line between games
            lines.append(line(row))
        return [*lines, "", *summary]


def collect(directory: Path | None = None) -> Stats:
    """The statistics of every save in ``directory`` (default: the save folder)."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    folder = directory or saves_dir()
    finished: Counter[str] = Counter()
    won: dict[str, Counter[str]] = {}
    played: dict[str, Counter[str]] = {}
    unfinished = 0
    skipped: list[SkippedSave] = []
    for summary in list_saves(folder):
        if summary.problem is not None:
            skipped.append(SkippedSave(summary.path, summary.problem))
            continue
        try:
            match = Match.load(summary.path, read_only=True)  # no lock taken, never written
            outcome = match.outcome()
        except SaveError as error:
            skipped.append(SkippedSave(summary.path, error.problem))
            continue
        except Exception as error:  # a game refusing its own save must not stop the count
            skipped.append(SkippedSave(summary.path, f"it cannot be replayed ({error})"))
            continue
        if outcome is None:
            unfinished += 1
            continue
        game = match.game_id
        finished[game] += 1
        played.setdefault(game, Counter()).update(match.names)
        won.setdefault(game, Counter()).update(match.names[seat] for seat in outcome.winners)
    order = {game_id: number for number, game_id in enumerate(registry.game_ids())}
    games = tuple(
        GameRecord(game, _title(game), finished[game], _players(won[game], played[game]))
        for game in sorted(finished, key=lambda game: (order.get(game, len(order)), game))
    )
    skipped.sort(key=lambda save: save.path.name)
    return Stats(folder, games, unfinished, tuple(skipped))


def replay_problem(path: Path) -> Message | None:
    """Why the save at ``path`` is refused when opened as Continue opens it (read-only, no
    lock), or None. The Continue list asks it only of a file without the header's check that
    says it is finished (:func:`tablebox.saves.list_saves`), so that an older save's edited
    winners are not believed there either."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        Match.load(path, read_only=True)
    except SaveError as error:
        return error.reason
    except Exception as error:  # the list must not break on a game refusing its own save
        return Message("saves.cannot-replay", {"error": type(error).__name__})
    return None


def _players(won: Counter[str], played: Counter[str]) -> tuple[PlayerRecord, ...]:
    records = [PlayerRecord(name, won[name], count) for name, count in played.items()]
    return tuple(sorted(records, key=lambda r: (-r.won, -r.played, r.name.casefold(), r.name)))


def _title(game_id: str) -> str:
    try:
        return registry.get(game_id).title
    except registry.UnknownGame:
        return game_id
