"""``tablebox rules GAME``: a game's rule reference, in the run's language where it has one."""

from __future__ import annotations

import argparse
import sys

from tablebox import resources
from tablebox.cli import parsing
from tablebox.cli.speech import language, say


def register(commands: parsing.Subcommands) -> None:
    rules = commands.add_parser("rules", help=say("cli.help-rules"))
    parsing.add_game_argument(rules)
    rules.set_defaults(command=print_rules)


def print_rules(args: argparse.Namespace) -> int:
    try:
        text = resources.rule_reference(args.game, language())
    except FileNotFoundError:
        path = resources.rule_reference_path(args.game, language())
        parsing.problem(say("cli.rules-missing", game=args.game, path=str(path)))
        return 1
    if parsing.is_terminal():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0
