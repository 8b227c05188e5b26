"""``tablebox list``: the games, their player counts and options."""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from tablebox import registry
from tablebox.cli import describe, parsing
from tablebox.cli.describe import PROG
from tablebox.cli.speech import say
from tablebox.option_words import plain


def register(commands: parsing.Subcommands) -> None:
    games = commands.add_parser("list", help=say("cli.help-list"))
    games.set_defaults(command=print_list)


def print_list(args: argparse.Namespace) -> int:
    # Only what it prints is loaded: each game's options model, not its rules (game_facts).
    for number, game_id in enumerate(registry.game_ids()):
        game = describe.game_facts(game_id)
        if number:
            print()
        print(f"{game_id}  {describe.game_title(game)}: {describe.player_range(game)}")
        options = describe.game_options(game)
        shorthands: Mapping[str, str] = getattr(game.Options, "SHORTHANDS", {})
        names = [*(o.name for o in options), *shorthands]
        width = max((len(name) for name in names), default=0)
        for option in options:
            default = say("cli.default-short", value=option.default)
            if option.argument:
                given = say("cli.given-with", argument=option.argument)
                print(f"  {option.name:<{width}}  {given} ({default})")
            else:
                print(f"  {option.name:<{width}}  {option.values} ({default})")
        for name, about in shorthands.items():
            instead = say("cli.instead")
            print(f"  {name:<{width}}  {plain(about.partition(':')[0])} ({instead})")
        if not options:
            print(f"  ({say('cli.no-options')})")
    print()
    print(say("cli.list-footer", command=f"{PROG} new {say('cli.metavar-game')} --help"))
    return 0
