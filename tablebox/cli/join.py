"""``tablebox join ADDRESS CODE``: the game's own table on this terminal, for the seat the code
opens at the host (``--ca FILE`` trusts a host's own TLS certificate)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tablebox.cli import parsing
from tablebox.cli.speech import language, say

if TYPE_CHECKING:
    from textual.screen import Screen


def register(commands: parsing.Subcommands) -> None:
    join = commands.add_parser("join", help=say("net.cli-help-join"))
    join.add_argument(
        "address", metavar=say("cli.metavar-address"), help=say("net.cli-help-address")
    )
    join.add_argument(
        "code", metavar=say("cli.metavar-code"), nargs="+", help=say("net.cli-help-code")
    )
    join.add_argument("--ca", metavar=say("cli.metavar-file"), help=say("net.cli-help-ca"))
    parsing.add_language_argument(join)
    join.set_defaults(command=join_game)


def join_game(args: argparse.Namespace) -> int:
    from tablebox.net.client import trusting
    from tablebox.screens.join import JoinScreen

    try:
        context = trusting(args.ca)
    except OSError as error:
        parsing.problem(f"--ca {args.ca}: {error.strerror or error}")
        return 1
    code = " ".join(args.code)  # the words may come apart, as typed
    return run_on(JoinScreen(args.address, code, join_now=True, ssl_context=context), language())


def run_on(screen: Screen[Any], language: str) -> int:
    """The app on this terminal, with ``screen`` over its menu."""
    from pathlib import Path

    from tablebox import app as app_module
    from tablebox.app import TableboxApp

    class App(TableboxApp):
        CSS_PATH = str(Path(app_module.__file__).with_name(str(TableboxApp.CSS_PATH)))

        def on_mount(self) -> None:  # after the app's own (Textual calls each class's)
            self.push_screen(screen)

    App(language=language).run()
    return 0
