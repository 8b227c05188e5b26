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
from tablebox.saves import list_saves, saves_dir

HEADERS: tuple[str, ...] = ("Game", "Player", "Won", "Played", "Share")
"""The columns of :meth:`Stats.rows` (the same in the shell and in the app)."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    name: str
    won: int
    played: int

    @property
    def share(self) -> str:
        """The games won, as a whole percentage of the games played."""
        return f"{round(100 * self.won / self.played)}%" if self.played else "-"


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

    def rows(self) -> list[tuple[str, ...]]:
        """One row per player per game, under :data:`HEADERS`; the game's title is written on
        its first row only."""
        rows: list[tuple[str, ...]] = []
        for game in self.games:
            for number, player in enumerate(game.players):
                title = game.title if number == 0 else ""
                rows.append((title, player.name, str(player.won), str(player.played), player.share))
        return rows

    def summary(self) -> str:
        """What was counted, from where, and what was not: one sentence."""
        if self.finished:
            parts = [f"{_count(self.finished, 'finished game')} counted, from {self.folder}"]
        else:
            parts = [f"No finished games yet in {self.folder}"]
        if self.unfinished:
            still = (
                "game still under way is" if self.unfinished == 1 else "games still under way are"
            )
            parts.append(f"{self.unfinished} {still} not counted")
        if self.skipped:
            one = len(self.skipped) == 1
            cannot = "save cannot be opened and was" if one else "saves cannot be opened and were"
            parts.append(f"{len(self.skipped)} {cannot} skipped (Continue says why)")
        return "; ".join(parts) + "."

    def table_lines(self, width: int = 79) -> list[str]:
        """The table as plain text, columns aligned (numbers to the right), then the summary
        (wrapped at ``width``)."""
        summary = textwrap.wrap(
            self.summary(), width, break_long_words=False, break_on_hyphens=False
        )
        rows = self.rows()
        if not rows:
            return summary
        widths = [max(len(row[i]) for row in [HEADERS, *rows]) for i in range(len(HEADERS))]
        numeric = {2, 3, 4}

        def line(row: tuple[str, ...]) -> str:
            cells = (
                cell.rjust(size) if i in numeric else cell.ljust(size)
                for i, (cell, size) in enumerate(zip(row, widths, strict=True))
            )
            return "  ".join(cells).rstrip()

        lines = [line(HEADERS), "  ".join("-" * size for size in widths)]
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


def _players(won: Counter[str], played: Counter[str]) -> tuple[PlayerRecord, ...]:
    records = [PlayerRecord(name, won[name], count) for name, count in played.items()]
    return tuple(sorted(records, key=lambda r: (-r.won, -r.played, r.name.casefold(), r.name)))


def _title(game_id: str) -> str:
    try:
        return registry.get(game_id).title
    except registry.UnknownGame:
        return game_id


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
