"""``tablebox host GAME --players ...`` (a new game) or ``tablebox host FILE`` (a save): the
game served to players on other terminals (:mod:`tablebox.net`), with every seat's code
printed, until Ctrl+C. ``--here`` plays the first human seat at this terminal too."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tablebox.cli import join, launch, parsing, play
from tablebox.cli.speech import catalog, language, say
from tablebox.net.protocol import DEFAULT_PORT

if TYPE_CHECKING:
    from tablebox.controller import Match
    from tablebox.net.hosting import HostSettings


def register(commands: parsing.Subcommands) -> None:
    host = commands.add_parser("host", help=say("net.cli-help-host"), add_help=False)
    parsing.add_game_help(host)
    host.add_argument("game", metavar="GAME|FILE", help=say("net.cli-help-game-or-save"))
    play.add_setup_arguments(host, players_required=False)
    host.add_argument(
        "--bind", default="127.0.0.1", metavar="ADDRESS", help=say("net.cli-help-bind")
    )
    host.add_argument(
        "--port", type=parsing.port, default=DEFAULT_PORT, help=say("net.cli-help-port")
    )
    host.add_argument("--cert", metavar="FILE", help=say("net.cli-help-cert"))
    host.add_argument("--key", metavar="FILE", help=say("net.cli-help-key"))
    host.add_argument("--here", action="store_true", help=say("net.cli-help-here"))
    host.add_argument(
        "--computer-pause",
        type=_pause,
        default=0.4,
        metavar="SECONDS",
        help=say("net.cli-help-pause"),
    )
    parsing.add_language_argument(host)
    host.set_defaults(command=host_game, parser=host)


def _pause(text: str) -> float:
    """Seconds between computer moves: 0 (none) to 10."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 10:
        raise argparse.ArgumentTypeError(say("net.cli-bad-pause", value=text))
    return value


def host_game(args: argparse.Namespace) -> int:
    from tablebox.net.hosting import HostSettings

    parser: argparse.ArgumentParser = args.parser
    if (args.cert is None) != (args.key is None):
        parser.error(say("net.cli-cert-and-key"))
    settings = HostSettings(args.bind, args.port, args.cert, args.key, args.computer_pause)
    match = _match(args, parser)
    if match is None:
        return 1
    try:
        if not any(seat.is_human for seat in match.seats):
            parsing.problem(say("net.cli-no-human"))
            return 1
        return _here(match, settings) if args.here else _serve(match, settings)
    finally:
        match.close()


def _match(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Match | None:
    """The save named, or the new game the setup arguments describe."""
    save = Path(args.game)
    if save.suffix == ".json" or save.is_file():
        parsing.use_think(args)
        return launch.open_save(save)
    args.game = parsing.game_id(args.game)
    if args.players is None:
        parser.error(say("net.cli-players-needed"))
    return play.new_match(args)


def _serve(match: Match, settings: HostSettings) -> int:
    from tablebox.net.hosting import announcement, serve_until_stopped
    from tablebox.net.server import HostedGame

    game = HostedGame.of(match, settings.computer_pause)
    words = catalog(match.names)

    def announce(port: int) -> None:
        print("\n".join(announcement(match, game, settings, port, words)), flush=True)

    try:
        asyncio.run(serve_until_stopped(game, settings, announce))
    except OSError as error:
        return _cannot(settings, error)
    if match.save_path is not None:
        print(say("net.cli-stopped", path=str(match.save_path)), flush=True)
    return 0


def _here(match: Match, settings: HostSettings) -> int:
    """Host in a thread and play the first human seat in the app, on this terminal."""
    from tablebox.net.hosting import HostThread, announcement
    from tablebox.net.server import HostedGame

    game = HostedGame.of(match, settings.computer_pause)
    host = HostThread(game, settings)
    try:
        port = host.start()
    except OSError as error:
        return _cannot(settings, error)
    try:
        print("\n".join(announcement(match, game, settings, port, catalog(match.names))))
        if sys.stdin.isatty():  # the codes stay readable until the host is ready to play
            with contextlib.suppress(EOFError):
                input(say("net.cli-press-enter"))
        seat = next(i for i, code in enumerate(game.codes) if code is not None)
        code = game.codes[seat]
        assert code is not None
        from tablebox.screens.join import JoinScreen

        screen = JoinScreen(
            settings.local_address(port),
            code,
            join_now=True,
            ssl_context=settings.local_ssl(),
            on_close=host.stop,
        )
        return join.run_on(screen, language())
    finally:
        host.stop()


def _cannot(settings: HostSettings, error: OSError) -> int:
    reason = error.strerror or str(error)
    parsing.problem(say("net.cli-cannot", bind=settings.bind, port=settings.port, problem=reason))
    return 1
