"""The ``tablebox`` command: the app, or one of the headless commands.

    tablebox                                   the main menu
    tablebox new GAME --players A,B [--computer B[:LEVEL]] [--seed N] [--option KEY=VALUE ...]
                     [--no-handoff]            players who trust each other: no hand-off cover
                     [--no-hints]              no hint key (t) in this game
                     [--think SECONDS]         the strong computer's time per move
    tablebox load FILE [--think SECONDS]       continue a saved game
    tablebox learn GAME [--again]              a guided first game (where it was left)
    tablebox rules GAME                        print the rule reference
    tablebox replay FILE                       print a save's public log, result and moves
    tablebox simulate GAME --games N [--seed S] [--players N] [--option KEY=VALUE ...]
                     [--seats BOT,BOT,...] [--think SECONDS]   computer players against each other
    tablebox list                              the games, their player counts and options
    tablebox stats                             wins per player per game, from the saves
    tablebox completion bash|zsh|tcsh          print a shell completion script
    tablebox serve [--host H] [--port N]       play in a web browser (the ``web`` extra)
    tablebox host GAME --players A,B,... | FILE [--bind ADDRESS] [--port N] [--cert F --key F]
                     [--here]                  serve a game to players on other terminals
    tablebox join ADDRESS CODE [--ca FILE]     play a seat of a hosted game

Every command takes ``--lang cs|en`` (before or after the command); without it the language is
``$TABLEBOX_LANG``, the one chosen in the app, or the system's (:mod:`tablebox.language`).

Options are the game's setup choices, e.g. ``--option box=mixed --option pair=gnomes-giants
--option singles=undead,dragon,seer`` for Claim; a list is written comma-separated. Claim's
``--option factions=random`` draws a mixed deck from the seed, and so does a Claim game for three
or four players that chooses no deck (CLM-1.6).

One module per command (``play`` holds the menu, ``new`` and ``load``); what they share is in
:mod:`~tablebox.cli.parsing` (the parser, argument types, ``--option``), the description of a
game's options in :mod:`~tablebox.cli.describe`, the words in :mod:`~tablebox.cli.speech` (the
catalog's ``cli.`` keys), and opening the app in :mod:`~tablebox.cli.launch`.

Adding a command: write ``tablebox/cli/NAME.py`` with ``register(commands)``, which adds its
parser (``commands.add_parser("NAME", help=say("cli.help-NAME"))``, its arguments and
``parser.set_defaults(command=function)``), and add ``"NAME"`` to :data:`COMMANDS`: that one
line is the whole registration. ``function(args)`` returns the exit status; every command gets
``--lang`` without asking.

Textual is imported only by the commands that open the app, and Rich only to draw on a terminal,
so ``rules``, ``replay`` and ``simulate`` start fast and pipe cleanly.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from tablebox import __version__, language
from tablebox.cli import parsing, play, speech
from tablebox.cli.completion import COMPLETION_SHELLS
from tablebox.cli.describe import PROG, GameFacts, game_facts, game_help, game_options
from tablebox.cli.describe import value_text as _value_text
from tablebox.cli.parsing import (
    BOT_NAMES,
    COMPUTER_LEVELS,
    DEFAULT_LEVEL,
    THINK_VARIABLE,
    computer_seats,
    parse_options,
    refusal_text,
)
from tablebox.cli.replay import replay_lines
from tablebox.cli.serve import DEFAULT_HOST, DEFAULT_PORT
from tablebox.cli.speech import say
from tablebox.option_words import words

COMMANDS = (
    "play",
    "learn",
    "rules",
    "replay",
    "review",
    "simulate",
    "listing",
    "stats",
    "completion",
    "serve",
    "host",
    "join",
)
"""The command modules, in the order ``--help`` lists their commands."""

__all__ = [
    "BOT_NAMES",
    "COMMANDS",
    "COMPLETION_SHELLS",
    "COMPUTER_LEVELS",
    "DEFAULT_HOST",
    "DEFAULT_LEVEL",
    "DEFAULT_PORT",
    "PROG",
    "THINK_VARIABLE",
    "GameFacts",
    "_value_text",
    "build_parser",
    "computer_seats",
    "game_facts",
    "game_help",
    "game_options",
    "main",
    "parse_options",
    "refusal_text",
    "replay_lines",
    "words",
]


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit status (2 for a usage error, as argparse does)."""
    argv = sys.argv[1:] if argv is None else argv
    # The language first: the parser's help is written in it.
    speech.use(language.resolve(parsing.language_given(argv)))
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        status: int = args.command(args)
        return status
    except SystemExit as leaving:  # argparse's usage errors, --help and --version
        return _exit_status(leaving.code)
    except KeyboardInterrupt:
        print(say("cli.interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:  # `tablebox replay x.json | head`: the reader left, fine
        _silence_stdout()
        return 1


def build_parser() -> argparse.ArgumentParser:
    """The whole command line, in the language :func:`speech.use` chose."""
    parser = parsing.Parser(prog=PROG, description=say("cli.about"))
    parser.add_argument(
        "--version", action="version", version=f"{PROG} {__version__}", help=say("cli.help-version")
    )
    parsing.add_language_argument(parser, top=True)
    parser.set_defaults(command=play.menu, root=parser)
    commands = parser.add_subparsers(title=say("cli.commands"), metavar=say("cli.metavar-command"))
    for name in COMMANDS:
        importlib.import_module(f"tablebox.cli.{name}").register(commands)
    for command in dict.fromkeys(commands.choices.values()):
        if "--lang" not in command._option_string_actions:  # every command speaks
            parsing.add_language_argument(command)
    return parser


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _silence_stdout() -> None:
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
