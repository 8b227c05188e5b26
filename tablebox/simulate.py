"""Headless games between random players: a speed benchmark and a smoke test for the rules.

Every action is one uniformly random choice among the legal actions, as the ``random`` bot
(:class:`~tablebox.bots.RandomBot`) would make it. Game ``i`` of a run with seed ``S`` is fixed
by ``S`` and ``i`` alone (its deal and its choices), so a run repeats exactly.

This module never imports Textual or Rich (the CLI adds a Rich progress bar on a terminal), nor
the message catalog but to word a report (:meth:`Simulation.report` takes the catalog of the
language to print in), and keeps the work per action down to what the rules themselves need:
no view, no text; the states are the simulator's own, so each action taken from ``legal_actions`` is
played in place with ``rules.advance(state, seat, action, trusted=True)`` (no second legality
check), or with the copying ``rules.apply`` where a rules object has no ``advance``.
"""

from __future__ import annotations

import functools
import inspect
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from tablebox import registry
from tablebox.engine import Message, Outcome, Rules

if TYPE_CHECKING:
    from tablebox.catalog import Catalog

CHOICE_SALT = 0x5EED_C401CE
"""Mixed into a game's deal seed to seed its choices, so deal and choices draw different
streams."""
MAX_ACTIONS = 100_000
"""A game longer than this is taken for a rules bug (a loop), not a long game."""


class SimulationError(RuntimeError):
    """A game the rules could not finish: no legal action, no outcome, or no end."""


@dataclass
class Simulation:
    """The tally of a run; :meth:`report` prints it."""

    game_id: str
    title: str
    players: list[str]
    seed: int
    setup: str = ""
    """The options that differ from the game's defaults, as ``key=value`` ("": none do)."""
    games: int = 0
    seconds: float = 0.0
    actions: int = 0
    shortest: int = 0
    longest: int = 0
    wins: list[int] = field(default_factory=list)
    """Per seat: games it won alone."""
    shared: list[int] = field(default_factory=list)
    """Per seat: games whose first place it shared with some, not all, of the other seats."""
    draws: int = 0
    """Games in which every seat shared first place."""

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def average_length(self) -> float:
        return self.actions / self.games if self.games else 0.0

    def win_rate(self, seat: int) -> float:
        """Share of games the seat finished first in, a shared first place counting in full."""
        return (self.wins[seat] + self.shared[seat]) / self.games if self.games else 0.0

    def outcome_lines(self, words: Catalog | None = None) -> list[str]:
        """The statistics that depend on the seed alone (no timings): equal runs, equal lines;
        in the language of ``words`` (English by default)."""
        say, numbers = sayer(words), language_of(words)
        games = self.games or 1
        width = max(len(name) for name in self.players)
        several = len(self.players) > 2
        wins, draws = say("report.wins"), say("report.draws")
        label = max(len(wins), len(draws)) + 1
        lines = [say("report.outcomes", games=self.games)]
        for seat, name in enumerate(self.players):
            won = self.wins[seat] + self.shared[seat]
            alone, shared = self.wins[seat], self.shared[seat]
            detail = say("report.alone-shared", alone=alone, shared=shared) if several else ""
            rate = numbers.percent(self.win_rate(seat), 2)
            lines.append(f"  {name:<{width}}  {wins:<{label}} {won:>6}  ({rate}{detail})")
        lines.append(
            f"  {'':<{width}}  {draws:<{label}} {self.draws:>6}"
            f"  ({numbers.percent(self.draws / games, 2)})"
        )
        average = numbers.number(self.average_length, 1)
        lines.append(
            "  "
            + say(
                "report.average-length",
                average=average,
                shortest=self.shortest,
                longest=self.longest,
            )
        )
        lines.append("  " + say("report.shared-by-some" if several else "report.shared-by-all"))
        return lines

    def report(self, words: Catalog | None = None) -> list[str]:
        """The whole report, timings included, in the language of ``words`` (English by
        default); the labels are padded to the longest, so the values stay in one column."""
        say, numbers = sayer(words), language_of(words)
        title = box_title(self.game_id, self.title, words)
        head = say(
            "report.simulation-head",
            title=title,
            games=self.games,
            count=len(self.players),
            seed=self.seed,
        )
        rows = [
            ("report.options", self.setup or say("report.default-options")),
            ("report.games", numbers.number(self.games)),
            ("report.seconds", numbers.number(self.seconds, 3)),
            ("report.games-per-second", numbers.number(self.games_per_second)),
            ("report.actions-per-second", numbers.number(self.actions_per_second)),
            ("report.actions-per-game", numbers.number(self.average_length, 1)),
        ]
        return [head, *labelled(say, rows), "", *self.outcome_lines(words)]


LABEL_WIDTH = 14
"""The least width of a report's labels (``options``, ``games``), so English reads as it did."""


def labelled(say: Callable[..., str], rows: list[tuple[str, str]]) -> list[str]:
    """``  label   value`` lines, each label (a catalog key) said and padded to the longest."""
    labels = [say(key) for key, _ in rows]
    width = max(LABEL_WIDTH, *(len(label) + 1 for label in labels))
    return [f"  {label:<{width}} {value}" for label, (_, value) in zip(labels, rows, strict=True)]


def language_of(words: Catalog | None) -> Catalog:
    """``words``, or English when None: what a report is written in, numbers included."""
    if words is None:
        from tablebox.catalog import Catalog

        return Catalog()
    return words


def sayer(words: Catalog | None) -> Callable[..., str]:
    """``say(key, **params)`` in the language of ``words`` (English when None)."""
    catalog = language_of(words)

    def say(key: str, /, **params: Any) -> str:
        return catalog.text(Message(key, params))

    return say


def box_title(game_id: str, title: str, words: Catalog | None) -> str:
    """The game's title as its box in ``words``' language prints it (else the rules')."""
    said = None if words is None else words.template(f"ui.title.{game_id}")
    return said or title


def describe_options(options: BaseModel) -> str:
    """``key=value`` for every option not at its default; lists comma-separated."""
    chosen = options.model_dump(mode="json", exclude_defaults=True)
    parts = [
        f"{key}={','.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in chosen.items()
    ]
    return ", ".join(parts)


def default_players(
    rules: Rules, count: int | None = None, words: Catalog | None = None
) -> list[str]:
    """``"Seat 1"`` .. ``"Seat N"`` (in the language of ``words``); N defaults to the fewest
    players the game allows."""
    count = rules.min_players if count is None else count
    if not rules.min_players <= count <= rules.max_players:
        raise ValueError(f"{rules.title} is played by {player_range(rules)} players, not {count}")
    say = sayer(words)
    return [say("report.seat", number=number) for number in range(1, count + 1)]


def player_range(rules: Rules) -> str:
    if rules.min_players == rules.max_players:
        return str(rules.min_players)
    return f"{rules.min_players} to {rules.max_players}"


def simulate(
    game_id: str,
    games: int,
    seed: int = 0,
    players: list[str] | None = None,
    progress: Callable[[int], None] | None = None,
    options: BaseModel | None = None,
) -> Simulation:
    """Play ``games`` random games; ``progress(done)`` is told now and then how many are done.

    Raises :class:`~tablebox.registry.UnknownGame`, ValueError for a bad player count, and
    :class:`SimulationError` for a game the rules cannot finish.
    """
    rules = registry.get(game_id)
    players = default_players(rules) if players is None else players
    options = rules.Options() if options is None else options
    seats = len(players)
    result = Simulation(
        rules.id,
        rules.title,
        players,
        seed,
        setup=describe_options(options),
        wins=[0] * seats,
        shared=[0] * seats,
    )
    base = random.Random(seed).getrandbits(64)
    chooser = random.Random()
    play = _player(rules)
    outcome_of = rules.outcome
    wins, shared = result.wins, result.shared
    lengths: list[int] = []
    chunk = games if progress is None else max(1, min(1000, games // 100))

    started = time.perf_counter()
    for first in range(0, games, chunk):
        for index in range(first, min(first + chunk, games)):
            deal = base + index
            chooser.seed(deal ^ CHOICE_SALT)
            state, length = play(players, options, deal, chooser.random)
            outcome: Outcome | None = outcome_of(state)
            if outcome is None:
                raise SimulationError(f"game {index} (deal seed {deal}) ended without an outcome")
            lengths.append(length)
            winners = outcome.ranking[0] if outcome.ranking else []
            if len(winners) == 1:
                wins[winners[0]] += 1
            elif not winners or len(winners) == seats:
                result.draws += 1
            else:
                for winner in winners:
                    shared[winner] += 1
        if progress is not None:
            progress(min(first + chunk, games))
    result.seconds = time.perf_counter() - started

    result.games = games
    result.actions = sum(lengths)
    result.shortest = min(lengths, default=0)
    result.longest = max(lengths, default=0)
    return result


_Player = Callable[[list[str], Any, int, Callable[[], float]], tuple[Any, int]]


def _player(rules: Rules) -> _Player:
    """Plays one game. With ``rules.advance`` the state, which the simulator owns, is changed
    in place; otherwise each action goes through the copying ``rules.apply``."""
    new_game, current_seats = rules.new_game, rules.current_seats
    legal_actions, apply = rules.legal_actions, rules.apply
    advance = _trusted_advance(rules)

    def play(
        players: list[str], options: Any, deal: int, rand: Callable[[], float]
    ) -> tuple[Any, int]:
        state = new_game(players, options, deal)
        length = 0
        seats = current_seats(state)
        while seats:
            seat = seats[0]
            legal = legal_actions(state, seat)
            if not legal:
                raise SimulationError(_stuck(deal, seat, length))
            action = legal[int(rand() * len(legal))]
            if advance is not None:
                advance(state, seat, action)
            else:
                state = apply(state, seat, action)
            length += 1
            if length > MAX_ACTIONS:
                raise SimulationError(_endless(deal))
            seats = current_seats(state)
        return state, length

    return play


def _trusted_advance(rules: Rules) -> Callable[[Any, int, Any], None] | None:
    """``advance(state, seat, action)`` without the legality check, if the rules can."""
    advance = getattr(rules, "advance", None)
    if advance is None:
        return None
    try:
        trusting = "trusted" in inspect.signature(advance).parameters
    except (TypeError, ValueError):  # no signature to read: assume the contract's
        trusting = True
    if not trusting:  # an older rules object: its advance checks every action
        return advance  # type: ignore[no-any-return]
    return functools.partial(advance, trusted=True)  # partial: no Python frame per action


def _endless(deal: int) -> str:
    return f"the game with deal seed {deal} did not end within {MAX_ACTIONS} actions"


def _stuck(deal: int, seat: int, length: int) -> str:
    return (
        f"in the game with deal seed {deal}, seat {seat} must act after {length} actions but"
        " has no legal action"
    )
