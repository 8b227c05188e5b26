"""Iterations per second of the strong computer player (issue 19), per game, mid-game.

For each game, a few positions are reached by random play from fixed seeds (stopping about a
third of the way into a typical game, at a decision with a choice); the strong player thinks on
each for ``--seconds`` (its own time budget, as in the app, on a determinized copy) and the
report gives the iterations per second over all of them, and whether the game's knowledge
module (``normal`` playouts, ``evaluate``) was there or the search fell back to random
playouts to the end.

    .venv/bin/python benchmarks/ismcts_speed.py [--seconds 1.0] [--positions 3] [GAME ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import statistics
import time
from typing import Any

from tablebox import registry
from tablebox.bots.ismcts import Search
from tablebox.bots.knowledge import knowledge
from tablebox.engine import Rules

SETUPS: dict[str, int] = {"claim": 2, "oriflamme": 2, "dwarf-king": 3, "truel": 3, "thrones": 5}
"""The games measured and their seat counts."""


def knowledge_present(rules: Rules) -> bool:
    package = type(rules).__module__.split(".")[1]
    return importlib.util.find_spec(f"tablebox.bots.{package}") is not None


def game_length(rules: Rules, players: int, seed: int) -> int:
    """The number of actions of a random game (to find mid-game)."""
    state = rules.new_game([f"Seat {n}" for n in range(players)], seed=seed)
    rng = random.Random(seed)
    count = 0
    while seats := rules.current_seats(state):
        rules.advance(state, seats[0], rng.choice(rules.legal_actions(state, seats[0])), True)
        count += 1
    return count


def mid_game(rules: Rules, players: int, seed: int) -> tuple[Any, int]:
    """A position a third of the way into a random game, at a seat with several moves worth
    searching (the game's knowledge may set some aside: a move then forced takes no search)."""
    worth = getattr(knowledge(rules), "candidates", None) if knowledge_present(rules) else None
    stop = game_length(rules, players, seed) // 3
    state = rules.new_game([f"Seat {n}" for n in range(players)], seed=seed)
    rng = random.Random(seed)
    count = 0
    while seats := rules.current_seats(state):
        legal = rules.legal_actions(state, seats[0])
        options = legal if worth is None else worth(state, seats[0], list(legal))
        if count >= stop and len(options) > 1:
            return state, seats[0]
        rules.advance(state, seats[0], rng.choice(legal), True)
        count += 1
    raise RuntimeError("the game ended before a choice")


def measure(game: str, seconds: float, positions: int) -> list[float]:
    rules = registry.get(game)
    rates = []
    for seed in range(positions):
        state, seat = mid_game(rules, SETUPS[game], seed)
        guess = rules.determinize(state, seat, random.Random(seed))
        search = Search(seconds=seconds)
        legal = rules.legal_actions(state, seat)
        start = time.perf_counter()
        search.choose(rules, guess, seat, legal, random.Random(seed))
        rates.append(search.last_iterations / (time.perf_counter() - start))
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(SETUPS)} (default: all)")
    parser.add_argument("--seconds", type=float, default=1.0, help="budget per position")
    parser.add_argument("--positions", type=int, default=3, help="positions per game")
    arguments = parser.parse_args()
    unknown = [game for game in arguments.games if game not in SETUPS]
    if unknown:
        parser.error(f"unknown games: {', '.join(unknown)}")
    print(f"strong player, {arguments.seconds:g} s per position, iterations per second")
    for game in arguments.games or SETUPS:
        rules = registry.get(game)
        rates = measure(game, arguments.seconds, arguments.positions)
        source = "normal+evaluate" if knowledge_present(rules) else "random playouts (no module)"
        print(
            f"  {game:<11} {SETUPS[game]} players  median {statistics.median(rates):>7,.0f}"
            f"  min {min(rates):>7,.0f}  max {max(rates):>7,.0f}  ({source})"
        )


if __name__ == "__main__":
    main()
