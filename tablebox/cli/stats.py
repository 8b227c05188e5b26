"""``tablebox stats``: wins per player per game, from the finished games in the save folder."""

from __future__ import annotations

import argparse

from tablebox.cli import parsing
from tablebox.cli.speech import catalog, say


def register(commands: parsing.Subcommands) -> None:
    stats = commands.add_parser("stats", help=say("cli.help-stats"))
    stats.set_defaults(command=print_stats)


def print_stats(args: argparse.Namespace) -> int:
    from tablebox.stats import collect

    for line in collect().table_lines(words=catalog()):
        print(line)
    return 0
