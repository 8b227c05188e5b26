"""``tablebox serve``: the games in web browsers (textual-serve, the ``web`` extra)."""

from __future__ import annotations

import argparse
import os

from tablebox.cli import parsing
from tablebox.cli.speech import catalog, language, say
from tablebox.language import LANGUAGE_VARIABLE

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
"""As :mod:`tablebox.serve` has them (a test checks): that module loads asyncio, which every
``--help`` would wait for."""


def register(commands: parsing.Subcommands) -> None:
    serve = commands.add_parser(
        "serve", help=say("cli.help-serve"), description=say("cli.about-serve")
    )
    serve.add_argument("--host", default=DEFAULT_HOST, help=say("cli.help-host", host=DEFAULT_HOST))
    serve.add_argument(
        "--port",
        type=parsing.port,
        default=DEFAULT_PORT,
        help=say("cli.help-port", port=DEFAULT_PORT),
    )
    serve.add_argument("--public-url", metavar="URL", help=say("cli.help-public-url"))
    serve.set_defaults(command=serve_games)


def serve_games(args: argparse.Namespace) -> int:
    from tablebox.serve import serve

    if getattr(args, "lang", None):
        # Each browser tab's app is a new process: it finds the chosen language here.
        os.environ[LANGUAGE_VARIABLE] = language()
    return serve(args.host, args.port, args.public_url, catalog())
