"""Headless games between computer players: the benchmark of their strength.

``tablebox simulate GAME --seats strong,random,random --games N`` plays N games with one bot per
seat. The line-up turns one seat between games (game ``i`` seats bot ``(s + i) % n`` of the
line-up at seat ``s``), so no bot keeps the advantage or handicap of a seat. Each bot is handed
what a computer seat of the app is handed (:meth:`tablebox.controller.Match.think`): a
determinized copy of the state, the legal actions and a seeded chance, so a run with the same
seed and budget repeats, but for the moves a time-budgeted search makes.

Per bot (several seats of one bot are counted together): its wins, a first place shared by k
seats counting 1/k to each (so the wins of a run add up to its games), the mean rank (1 = first;
seats sharing a place share its number), the win rate per seat and game with its 95% Wilson
interval, and the median and 95th percentile of the time per decision (decisions with one legal
action only are made without asking the bot and not timed).

Headless like :mod:`tablebox.simulate`: no Textual, no Rich; the message catalog only to word
the report (:meth:`Tournament.report` takes the catalog of the language to print in).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from tablebox import bots, registry
from tablebox.engine import Outcome
from tablebox.simulate import (
    MAX_ACTIONS,
    SimulationError,
    box_title,
    describe_options,
    labelled,
    language_of,
    sayer,
)

if TYPE_CHECKING:
    from tablebox.catalog import Catalog

Z_95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""
DEAL_SALT = 0x70_0E_4E
"""Mixed into the run's seed for each game's deal, and again for each decision's chance."""


class UnknownSeat(ValueError):
    """A ``--seats`` entry that names no bot."""


def parse_seats(text: str) -> list[str]:
    """``"strong,random,random"`` -> the bot of each seat; raises :class:`UnknownSeat` naming
    the entries that are not bots (and the bots there are)."""
    names = [part.strip() for part in text.split(",")]
    unknown = [name for name in names if name not in bots.BOTS]
    if unknown:
        words = ", ".join(repr(name) for name in unknown)
        raise UnknownSeat(f"{words}: not a computer player (known: {', '.join(bots.bot_names())})")
    return names


def wilson(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a rate (``successes`` may be fractional: split wins)."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    factor = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / factor
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / factor
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile (nearest rank) of ``values``; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))
    return ordered[index]


@dataclass
class BotTally:
    """What one bot did over a run (all its seats together)."""

    name: str
    seats: int
    """How many seats of the line-up it holds."""
    wins: float = 0.0
    ranks: list[int] = field(default_factory=list)
    """Its rank in each game, per seat it held (1 = first)."""
    decisions: list[float] = field(default_factory=list)
    """Seconds per decision it was asked for."""

    @property
    def seat_games(self) -> int:
        return len(self.ranks)

    @property
    def mean_rank(self) -> float:
        return statistics.fmean(self.ranks) if self.ranks else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games if self.seat_games else 0.0


@dataclass
class Tournament:
    """The tally of a run; :meth:`report` prints it."""

    game_id: str
    title: str
    lineup: list[str]
    seed: int
    setup: str = ""
    """The options that differ from the game's defaults, as ``key=value`` ("": none do)."""
    think: float | None = None
    """The strong player's budget per move, as the run used it."""
    games: int = 0
    seconds: float = 0.0
    tallies: dict[str, BotTally] = field(default_factory=dict)
    seatings: list[list[str]] = field(default_factory=list)
    """Per game: the bot at each seat."""

    def report(self, words: Catalog | None = None) -> list[str]:
        """The report in the language of ``words`` (English by default): each column as wide
        as its header or its numbers, whichever is wider."""
        say, numbers = sayer(words), language_of(words)
        count = len(self.lineup)
        head = {
            "title": box_title(self.game_id, self.title, words),
            "games": self.games,
            "lineup": ",".join(self.lineup),
            "seed": self.seed,
        }
        if self.think is None:
            lines = [say("report.tournament-head", **head)]
        else:
            lines = [
                say("report.tournament-head-think", **head, think=numbers.number(self.think, 2))
            ]
        rows = [
            ("report.options", self.setup or say("report.default-options")),
            ("report.seat-order", say("report.seat-order-turned", count=count)),
            ("report.seconds", numbers.number(self.seconds, 1)),
        ]
        lines += [*labelled(say, rows), ""]
        table = [[say(key) for key, _, _ in COLUMNS]]
        for tally in self.tallies.values():
            low, high = wilson(tally.wins, tally.seat_games)
            median = statistics.median(tally.decisions) if tally.decisions else 0.0
            p95 = percentile(tally.decisions, 0.95)
            table.append(
                [
                    tally.name,
                    numbers.number(tally.seats),
                    numbers.number(tally.wins, 0 if float(tally.wins).is_integer() else 2),
                    numbers.percent(tally.win_rate, 1),
                    f"{numbers.percent(low, 1)} – {numbers.percent(high, 1)}",
                    numbers.number(tally.mean_rank, 2),
                    numbers.number(len(tally.decisions)),
                    _duration(numbers, median),
                    _duration(numbers, p95),
                ]
            )
        widths = [
            max(least, *(len(row[column]) for row in table))
            for column, (_, least, _) in enumerate(COLUMNS)
        ]
        for row in table:
            cells = [
                cell.ljust(width) if left else cell.rjust(width)
                for cell, width, (_, _, left) in zip(row, widths, COLUMNS, strict=True)
            ]
            # Two spaces before the interval, as before the whole line; one elsewhere.
            line = "  " + " ".join(cells[:4]) + "  " + " ".join(cells[4:])
            lines.append(line.rstrip())
        notes = [
            say("report.note-counted-once"),
            say("report.note-shared", fair=numbers.percent(1 / count, 1)),
            say("report.note-decisions"),
        ]
        lines += ["", *("  " + line for note in notes for line in note.splitlines())]
        return lines


COLUMNS: tuple[tuple[str, int, bool], ...] = (
    ("report.head-bot", 8, True),
    ("report.head-seats", 5, False),
    ("report.head-wins", 8, False),
    ("report.head-win-rate", 9, False),
    ("report.head-interval", 15, True),
    ("report.head-mean-rank", 9, False),
    ("report.head-decisions", 9, False),
    ("report.head-median", 9, False),
    ("report.head-p95", 9, False),
)
"""The table's columns: header key, least width (English's layout), aligned left or not."""


def _duration(numbers: Catalog, seconds: float) -> str:
    """A decision's time: in milliseconds below a second, else in seconds."""
    if seconds < 1:
        return f"{numbers.number(seconds * 1000, 2)} ms"
    return f"{numbers.number(seconds, 3)} s"


def tournament(
    game_id: str,
    lineup: Sequence[str],
    games: int,
    seed: int = 0,
    options: BaseModel | None = None,
    progress: Callable[[int], None] | None = None,
    think: float | None = None,
) -> Tournament:
    """Play ``games`` games between the bots of ``lineup`` (one per seat, turned each game).

    Raises :class:`~tablebox.registry.UnknownGame`, :class:`UnknownSeat`, ValueError for a
    player count the game does not seat, and :class:`SimulationError` for a game the rules
    cannot finish."""
    rules = registry.get(game_id)
    lineup = parse_seats(",".join(lineup))
    count = len(lineup)
    if not rules.min_players <= count <= rules.max_players:
        raise ValueError(
            f"{rules.title} is played by {rules.min_players} to {rules.max_players} players,"
            f" not {count}"
        )
    options = rules.Options() if options is None else options
    players = [f"Seat {number}" for number in range(1, count + 1)]
    result = Tournament(
        rules.id, rules.title, list(lineup), seed, describe_options(options), think=think
    )
    for name in lineup:
        if name not in result.tallies:
            result.tallies[name] = BotTally(name, lineup.count(name))
    players_of = {name: bots.bot(name) for name in result.tallies}
    base = random.Random(seed ^ DEAL_SALT).getrandbits(48)
    started = time.perf_counter()
    for index in range(games):
        seating = [lineup[(seat + index) % count] for seat in range(count)]
        result.seatings.append(seating)
        deal = base + index
        state = rules.new_game(players, options, deal)
        outcome = _play(rules, state, deal, [players_of[name] for name in seating], seating, result)
        _score(outcome, seating, result)
        if progress is not None:
            progress(index + 1)
    result.seconds = time.perf_counter() - started
    result.games = games
    return result


def _play(
    rules: Any,
    state: Any,
    deal: int,
    seated: list[bots.Bot],
    seating: list[str],
    result: Tournament,
) -> Outcome:
    """Play one game to its end in place; each decision as a computer seat of the app makes
    it (a determinized copy, the legal actions, a seeded chance)."""
    tallies = result.tallies
    for number in range(MAX_ACTIONS):
        acting = rules.current_seats(state)
        if not acting:
            break
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise SimulationError(f"deal {deal}: seat {seat} must act but has no legal action")
        if len(legal) == 1:
            action = legal[0]
        else:
            chance = (deal * 1_000_003 + number) ^ DEAL_SALT
            guess = rules.determinize(state, seat, random.Random(chance ^ 0xD1CE))
            started = time.perf_counter()
            action = seated[seat].choose(rules, guess, seat, legal, random.Random(chance))
            tallies[seating[seat]].decisions.append(time.perf_counter() - started)
        rules.advance(state, seat, action)
    else:
        raise SimulationError(f"the game with deal {deal} did not end within {MAX_ACTIONS}")
    outcome: Outcome | None = rules.outcome(state)
    if outcome is None:
        raise SimulationError(f"the game with deal {deal} ended without an outcome")
    return outcome


def _score(outcome: Outcome, seating: list[str], result: Tournament) -> None:
    """Wins (a shared first place split) and ranks (1 + the seats placed ahead)."""
    tallies = result.tallies
    winners = list(outcome.winners)
    for seat in winners:
        tallies[seating[seat]].wins += 1 / len(winners)
    ahead = 0
    for group in outcome.ranking:
        for seat in group:
            tallies[seating[seat]].ranks.append(ahead + 1)
        ahead += len(group)
