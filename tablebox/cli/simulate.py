"""``tablebox simulate GAME --games N``: random games headless (speed and outcomes), or with
``--seats`` computer players against each other (:mod:`tablebox.tournament`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from tablebox import registry
from tablebox.cli import describe, parsing
from tablebox.cli.speech import catalog, say

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.engine import Rules
    from tablebox.simulate import Simulation


def register(commands: parsing.Subcommands) -> None:
    simulate = commands.add_parser("simulate", help=say("cli.help-simulate"), add_help=False)
    parsing.add_game_help(simulate)
    parsing.add_game_argument(simulate)
    simulate.add_argument(
        "--games", required=True, type=parsing.positive, metavar="N", help=say("cli.help-games-n")
    )
    simulate.add_argument(
        "--seed", type=int, metavar=say("cli.metavar-seed"), help=say("cli.help-seed-simulate")
    )
    simulate.add_argument(
        "--players", type=parsing.positive, metavar="N", help=say("cli.help-players-n")
    )
    simulate.add_argument(
        "--seats",
        type=parsing.seats,
        metavar=say("cli.metavar-bots"),
        help=say("cli.help-seats", known=", ".join(parsing.BOT_NAMES)),
    )
    parsing.add_think_argument(simulate)
    parsing.add_option_argument(simulate)
    simulate.set_defaults(command=run_simulation, parser=simulate)


def run_simulation(args: argparse.Namespace) -> int:
    from tablebox.simulate import SimulationError, default_players, simulate

    parser: argparse.ArgumentParser = args.parser
    rules = registry.get(args.game)
    if args.seats is not None:
        return _tournament(args)
    if args.think is not None:
        parser.error(say("cli.think-without-seats"))
    count = rules.min_players if args.players is None else args.players
    if not rules.min_players <= count <= rules.max_players:
        parser.error(f"--players: {_played_by(rules, count)}")
    players = default_players(rules, count, catalog())
    seed = args.seed if args.seed is not None else parsing.random_seed()
    try:
        options = parsing.parse_options(rules, args.option, len(players), seed)
        rules.new_game(players, options, seed)  # refuses a setup these players cannot play
    except ValueError as refused:
        parser.error(parsing.refusal_text(refused))
    try:
        if parsing.is_terminal():
            result = _simulate_with_progress(args.game, args.games, seed, players, options)
        else:
            result = simulate(args.game, args.games, seed, players, options=options)
    except SimulationError as error:
        parsing.problem(say("cli.simulation-stopped", error=str(error)))
        return 1
    for line in result.report(catalog()):
        print(line)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from tablebox.simulate import SimulationError, default_players
    from tablebox.tournament import tournament

    parser: argparse.ArgumentParser = args.parser
    rules = registry.get(args.game)
    seats: list[str] = args.seats
    if args.players is not None and args.players != len(seats):
        parser.error(say("cli.seats-count", players=args.players, seats=len(seats)))
    if not rules.min_players <= len(seats) <= rules.max_players:
        parser.error(f"--seats: {_played_by(rules, len(seats))}")
    parsing.use_think(args)
    seed = args.seed if args.seed is not None else parsing.random_seed()
    players = default_players(rules, len(seats), catalog())
    try:
        options = parsing.parse_options(rules, args.option, len(seats), seed)
        rules.new_game(players, options, seed)  # refuses a setup these players cannot play
    except ValueError as refused:
        parser.error(parsing.refusal_text(refused))
    from tablebox.bots.levels import think_seconds

    think = think_seconds() if "strong" in seats else None
    progress = _stderr_progress(args.games) if parsing.is_terminal() else None
    try:
        result = tournament(args.game, seats, args.games, seed, options, progress, think)
    except SimulationError as error:
        parsing.problem(say("cli.simulation-stopped", error=str(error)))
        return 1
    finally:
        if progress is not None:
            print(file=sys.stderr)
    for line in result.report(catalog()):
        print(line)
    return 0


def _played_by(rules: Rules, count: int) -> str:
    """Why ``count`` players cannot play, in words."""
    return say(
        "cli.player-count",
        title=describe.game_title(rules),
        range=describe.count_range(rules),
        count=count,
    )


def _stderr_progress(games: int) -> Callable[[int], None]:
    """A one-line count of the games played, on standard error (a run may take hours)."""

    def show(done: int) -> None:
        print(
            "\r" + say("cli.games-done", done=done, games=games),
            end="",
            file=sys.stderr,
            flush=True,
        )

    return show


def _simulate_with_progress(
    game: str, games: int, seed: int, players: list[str], options: BaseModel
) -> Simulation:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from tablebox.simulate import simulate

    columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True, refresh_per_second=4) as progress:
        task = progress.add_task(say("cli.simulating", game=game), total=games)
        return simulate(
            game,
            games,
            seed,
            players,
            lambda done: progress.update(task, completed=done),
            options=options,
        )
