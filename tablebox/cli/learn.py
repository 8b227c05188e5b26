"""``tablebox learn GAME``: the game's lesson (issue 31), where it was left or (``--again``)
from its start."""

from __future__ import annotations

import argparse

from tablebox.cli import launch, parsing
from tablebox.cli.speech import catalog, language, say


def register(commands: parsing.Subcommands) -> None:
    learn = commands.add_parser("learn", help=say("cli.help-learn"))
    parsing.add_game_argument(learn)
    learn.add_argument("--again", action="store_true", help=say("cli.help-learn-again"))
    learn.set_defaults(command=learn_game)


def learn_game(args: argparse.Namespace) -> int:
    from tablebox.lessons import lesson_games
    from tablebox.lessons.runner import open_lesson
    from tablebox.saves import SaveError

    if args.game not in lesson_games():
        parsing.problem(say("cli.no-lesson", game=args.game))
        return 2
    try:
        match = open_lesson(args.game, fresh=args.again)
    except SaveError as error:
        parsing.problem(error.text(catalog()))
        return 1
    except OSError as error:
        parsing.problem(str(error))
        return 1
    return launch.run_app(match, language())
