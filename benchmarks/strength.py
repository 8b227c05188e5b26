"""The computer players' strength against two baselines written outside them (issue 28).

Plays one pairing: a lineup of players, one per seat, over ``--games`` games, the seats turned
one place after every game, every game from its own deal (game ``i`` of a run is the same deal
in every run with the same ``--seed``, so two pairings can be compared deal by deal). Each
player that searches gets the same wall-clock budget per move (``--seconds``). Reports each
player's share of the wins (a win shared by k seats counts 1/k) with a Wilson 95% interval,
the fair share, the median iterations per move of each searching player, the decision times
(median and 95th percentile) and the load average while it ran.

Players: ``strong``, ``normal``, ``easy``, ``random`` (the app's, as a user chooses them) and
the baselines of :mod:`benchmarks.baselines`: ``plain`` (textbook ISMCTS, uniform random
playouts) and ``greedy`` (one-move greedy).

    .venv/bin/python benchmarks/strength.py claim strong,plain --games 200 --seconds 0.3
    .venv/bin/python benchmarks/strength.py dwarf-king strong,plain,plain --games 30 --jobs 2

``--jobs 2`` plays two games at a time in worker processes (one per core): each search still
gets its budget of wall-clock time, on a core of its own. ``strong`` searches on both cores
(its helper process, :mod:`tablebox.bots.parallel`) as in the app, so pair it with
``--jobs 1``; ``strong-1`` is the same player on one core (for ``--jobs 2``, or to measure
what the second core earns).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.baselines import Greedy, PlainISMCTS
from tablebox import bots, registry
from tablebox.bots.levels import StrongBot
from tablebox.tournament import percentile, wilson

MAX_ACTIONS = 20_000
DEAL_SALT = 0x5EED5


def make_player(name: str, seconds: float) -> Any:
    """A fresh player by name; those that search think ``seconds`` a move."""
    if name == "strong":
        return StrongBot(seconds=seconds)
    if name == "strong-1":  # one core: no helper process
        player = StrongBot(seconds=seconds)
        player.parallel = False
        return player
    if name == "strong-random":  # knowledge in the tree only, random playouts to the end
        player = StrongBot(seconds=seconds)
        player.random_playouts = True
        return player
    if name == "plain":
        return PlainISMCTS(seconds=seconds)
    if name == "greedy":
        return Greedy()
    return bots.bot(name)


@dataclass
class GameResult:
    seating: list[str]
    winners: list[int]
    decisions: dict[str, list[float]] = field(default_factory=dict)
    iterations: dict[str, list[int]] = field(default_factory=dict)


def play_game(game_id: str, lineup: list[str], index: int, seed: int, seconds: float) -> GameResult:
    """Game ``index`` of the run: the lineup turned ``index`` places, its own deal."""
    rules = registry.get(game_id)
    count = len(lineup)
    seating = [lineup[(seat + index) % count] for seat in range(count)]
    players = [make_player(name, seconds) for name in seating]
    deal = random.Random(seed ^ DEAL_SALT).getrandbits(48) + index
    state = rules.new_game([f"Seat {n}" for n in range(1, count + 1)], rules.Options(), deal)
    result = GameResult(seating, [])
    for number in range(MAX_ACTIONS):
        acting = rules.current_seats(state)
        if not acting:
            break
        seat = acting[0]
        # A decision's time is all the app's ``Match.think`` does for it: the legal moves,
        # the deal of the seat's guess and the player's choice.
        started = time.perf_counter()
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            chance = (deal * 1_000_003 + number) ^ DEAL_SALT
            guess = rules.determinize(state, seat, random.Random(chance ^ 0xD1CE))
            action = players[seat].choose(rules, guess, seat, legal, random.Random(chance))
            name = seating[seat]
            result.decisions.setdefault(name, []).append(time.perf_counter() - started)
            # Both processes' iterations, for a player with a helper process.
            ran = getattr(players[seat], "last_iterations", 0)
            ran += getattr(players[seat], "last_helped", 0)
            if ran:
                result.iterations.setdefault(name, []).append(ran)
        rules.advance(state, seat, action)
    outcome = rules.outcome(state)
    if outcome is None:
        raise RuntimeError(f"game {index} did not end")
    result.winners = list(outcome.winners)
    return result


def run(
    game_id: str, lineup: list[str], games: int, seed: int, seconds: float, jobs: int
) -> list[GameResult]:
    arguments = [(game_id, lineup, index, seed, seconds) for index in range(games)]
    if jobs <= 1:
        return [play_game(*each) for each in arguments]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_game, *each) for each in arguments]
        return [future.result() for future in futures]


def report(game_id: str, lineup: list[str], results: list[GameResult], seconds: float) -> str:
    names = list(dict.fromkeys(lineup))
    wins = dict.fromkeys(names, 0.0)
    seat_games = dict.fromkeys(names, 0)
    decisions: dict[str, list[float]] = {name: [] for name in names}
    iterations: dict[str, list[int]] = {name: [] for name in names}
    for result in results:
        for seat, name in enumerate(result.seating):
            seat_games[name] += 1
            if seat in result.winners:
                wins[name] += 1 / len(result.winners)
        for name, times in result.decisions.items():
            decisions[name] += times
        for name, ran in result.iterations.items():
            iterations[name] += ran
    load = " ".join(f"{figure:.2f}" for figure in os.getloadavg())
    lines = [
        f"{game_id}, {len(lineup)} seats: {','.join(lineup)}; {len(results)} games,"
        f" {seconds:g} s a move; load average now {load}",
        f"  {'player':<8} {'seats':>5} {'wins':>7} {'share':>7}  {'95% interval':<15}"
        f" {'fair':>6} {'×fair':>6} {'iter/move':>9} {'median':>8} {'p95':>8}",
    ]
    fair = 1 / len(lineup)
    for name in names:
        share = wins[name] / seat_games[name] if seat_games[name] else 0.0
        low, high = wilson(wins[name], seat_games[name])
        # Per seat: a name on several seats is scored on each of them (its fair share stays).
        ran = statistics.median(iterations[name]) if iterations[name] else 0
        times = decisions[name]
        median = statistics.median(times) if times else 0.0
        lines.append(
            f"  {name:<8} {seat_games[name]:>5} {wins[name]:>7.1f} {share:>7.1%}"
            f"  {low:.1%}–{high:.1%}".ljust(51)
            + f" {fair:>6.1%} {share / fair:>6.2f} {ran:>9.0f}"
            f" {median * 1000:>6.0f}ms {percentile(times, 0.95) * 1000:>6.0f}ms"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=registry.playable_ids())
    parser.add_argument("lineup", help="players by seat, comma-separated (strong,plain)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=0.3, help="budget a move (default 0.3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    args = parser.parse_args(argv)
    lineup = [name.strip() for name in args.lineup.split(",") if name.strip()]
    results = run(args.game, lineup, args.games, args.seed, args.seconds, args.jobs)
    print(report(args.game, lineup, results, args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
