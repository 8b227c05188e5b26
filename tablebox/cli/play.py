"""Playing: the main menu (no command), ``tablebox new GAME ...`` and ``tablebox load FILE``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tablebox import registry
from tablebox.cli import describe, launch, parsing
from tablebox.cli.speech import catalog, language, say

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.controller import Match


def register(commands: parsing.Subcommands) -> None:
    new = commands.add_parser("new", help=say("cli.help-new"), add_help=False)
    parsing.add_game_help(new)
    parsing.add_game_argument(new)
    add_setup_arguments(new)
    new.set_defaults(command=new_game, parser=new)

    load = commands.add_parser("load", help=say("cli.help-load"))
    load.add_argument("file", metavar=say("cli.metavar-file"), type=Path)
    parsing.add_think_argument(load)
    load.set_defaults(command=load_game)


def add_setup_arguments(new: argparse.ArgumentParser, players_required: bool = True) -> None:
    """A new game's setup: players, computers, seed, options (``new``, and ``host``)."""
    new.add_argument(
        "--players",
        required=players_required,
        metavar=say("cli.metavar-names"),
        help=say("cli.help-players"),
    )
    new.add_argument(
        "--computer",
        action="append",
        default=[],
        metavar=say("cli.metavar-names"),
        help=say(
            "cli.help-computer",
            levels=", ".join(parsing.COMPUTER_LEVELS),
            default=parsing.DEFAULT_LEVEL,
        ),
    )
    new.add_argument(
        "--seed", type=int, metavar=say("cli.metavar-seed"), help=say("cli.help-seed-new")
    )
    new.add_argument(
        "--no-handoff", dest="handoff", action="store_false", help=say("cli.help-no-handoff")
    )
    new.add_argument(
        "--no-hints", dest="hints", action="store_false", help=say("cli.help-no-hints")
    )
    parsing.add_think_argument(new)
    parsing.add_option_argument(new)
    # Truel's board and deck are data: an owner of the printed game may load theirs.
    for flag, key in (("--board", "cli.help-board"), ("--deck", "cli.help-deck")):
        action = new.add_argument(flag, type=Path, metavar=say("cli.metavar-file"), help=say(key))
        parsing.game_only(action, "truel")


def menu(args: argparse.Namespace) -> int:
    parsing.check_think_settings()  # the New game form may seat a strong player
    return launch.run_app(None, language())


def new_game(args: argparse.Namespace) -> int:
    return launch.run_app(new_match(args), language())


def new_match(args: argparse.Namespace) -> Match:
    """The new game the setup arguments describe (a usage error names what is wrong)."""
    from tablebox.controller import Match, Seat

    parser: argparse.ArgumentParser = args.parser
    if args.game not in registry.playable_ids():
        parser.error(say("cli.no-table", game=args.game))
    rules = registry.get(args.game)
    names = parsing.names([args.players])
    if any(not name for name in names):
        parser.error(say("cli.player-unnamed", players=repr(args.players)))
    from tablebox.saves import name_problem  # issue 17.6: no control characters in a name

    problem = name_problem(names + parsing.names(args.computer), catalog())
    if problem is not None:
        parser.error(f"--players: {problem}")
    if not rules.min_players <= len(names) <= rules.max_players:
        parser.error(
            say(
                "cli.player-count",
                title=describe.game_title(rules),
                range=describe.count_range(rules),
                count=len(names),
            )
        )
    try:
        computers = parsing.computer_seats(args.computer, names)
    except ValueError as refused:
        parser.error(str(refused))
    seats = [
        Seat(name, "computer", computers[name]) if name in computers else Seat(name)
        for name in names
    ]
    parsing.use_think(args)
    seed = args.seed if args.seed is not None else parsing.random_seed()
    try:
        options = parsing.parse_options(rules, args.option, len(names), seed)
        options = _with_truel_data(args, options)
        return Match.start(
            args.game, seats, options, seed=seed, handoff=args.handoff, hints=args.hints
        )
    except ValueError as refused:
        parser.error(parsing.refusal_text(refused))


def _with_truel_data(args: argparse.Namespace, options: BaseModel) -> BaseModel:
    """A Truel game's options with its board and deck read from their files (tablebox's own
    unless ``--board``/``--deck`` name others); ValueError names a bad file and its problem."""
    if args.game != "truel":
        if args.board is not None or args.deck is not None:
            raise ValueError(say("cli.truel-only"))
        return options
    from games.truel.options import TruelOptions
    from tablebox.tables.truel.data_files import with_data

    base = options if isinstance(options, TruelOptions) else None
    return with_data(base, args.board, args.deck)


def load_game(args: argparse.Namespace) -> int:
    parsing.use_think(args)
    match = launch.open_save(args.file)
    if match is None:
        return 1
    try:
        return launch.run_app(match, language())
    finally:
        match.close()  # the save's lock: another window may open it now
