"""``tablebox host GAME --players ...`` (a new game) or ``tablebox host FILE`` (a save): the
game served to players on other terminals (:mod:`tablebox.net`), with every seat's code
printed, until Ctrl+C. ``--here`` plays the first human seat at this terminal too;
``--here-seats NAME,NAME`` plays the seats named here, hot-seat among themselves.

``--here-seats`` is an option of its own rather than an optional value of ``--here``: an
optional value would swallow the game's name after it (``--here claim``), and a flag that
stays a flag keeps every command line written so far meaning what it did."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tablebox.cli import join, launch, parsing, play
from tablebox.cli.speech import catalog, language, say
from tablebox.net import DEFAULT_PORT

if TYPE_CHECKING:
    from tablebox.controller import Match
    from tablebox.net.hosting import HostSettings


def register(commands: parsing.Subcommands) -> None:
    host = commands.add_parser("host", help=say("net.cli-help-host"), add_help=False)
    parsing.add_game_help(host)
    host.add_argument(
        "game", metavar=say("cli.metavar-game-or-file"), help=say("net.cli-help-game-or-save")
    )
    play.add_setup_arguments(host, players_required=False)
    host.add_argument(
        "--bind",
        default="127.0.0.1",
        metavar=say("cli.metavar-address"),
        help=say("net.cli-help-bind"),
    )
    host.add_argument(
        "--port", type=parsing.port, default=DEFAULT_PORT, help=say("net.cli-help-port")
    )
    host.add_argument("--cert", metavar=say("cli.metavar-file"), help=say("net.cli-help-cert"))
    host.add_argument("--key", metavar=say("cli.metavar-file"), help=say("net.cli-help-key"))
    host.add_argument("--here", action="store_true", help=say("net.cli-help-here"))
    host.add_argument(
        "--here-seats",
        type=_names,
        metavar=say("cli.metavar-name-list"),
        help=say("net.cli-help-here-seats"),
    )
    host.add_argument(
        "--computer-pause",
        type=_pause,
        default=0.4,
        metavar=say("cli.metavar-seconds"),
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


def _names(text: str) -> list[str]:
    """Players' names, comma-separated."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError(say("net.cli-bad-here-seats", value=text))
    return names


def here_seats(match: Match, names: list[str] | None, first: bool) -> list[int]:
    """The seats played at this terminal: those named (by name, any case), or the first human
    one with ``first`` (``--here``). ValueError names a name that is no human seat."""
    humans = [seat for seat, who in enumerate(match.seats) if who.is_human]
    if names is None:
        return humans[:1] if first else []
    seats: list[int] = []
    for name in names:
        seat = next((s for s in humans if match.names[s].casefold() == name.casefold()), None)
        if seat is None:
            raise ValueError(name)
        if seat not in seats:
            seats.append(seat)
    return seats


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
        try:
            seats = here_seats(match, args.here_seats, args.here)
        except ValueError as error:
            humans = [who.name for who in match.seats if who.is_human]
            parsing.problem(say("net.cli-not-a-seat", name=str(error), names=", ".join(humans)))
            return 1
        return _here(match, settings, seats) if seats else _serve(match, settings)
    finally:
        match.close()


def _match(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Match | None:
    """The save named, or the new game the setup arguments describe."""
    save = Path(args.game)
    if save.suffix == ".json" or save.is_file():
        parsing.use_think(args)
        return launch.open_save(save)
    try:
        args.game = parsing.game_id(args.game)
    except argparse.ArgumentTypeError as unknown:
        parser.error(_with_suggestion(str(unknown), args.game))
    if args.players is None:
        parser.error(say("net.cli-players-needed"))
    return play.new_match(args)


def _with_suggestion(refusal: str, typed: str) -> str:
    """The refusal of an unknown game, with the game meant if one is close (``dwarf_king``)."""
    import difflib

    from tablebox import registry

    spelled = typed.strip().lower().replace("_", "-").replace(" ", "-")
    known = sorted(registry.game_ids())
    close = [spelled] if spelled in known else difflib.get_close_matches(spelled, known, n=1)
    return f"{refusal}; {say('net.cli-did-you-mean', game=close[0])}" if close else refusal


def _serve(match: Match, settings: HostSettings) -> int:
    import asyncio

    from tablebox.net.hosting import announcement, serve_until_stopped
    from tablebox.net.server import HostedGame, RefusalNotice

    game = HostedGame.of(match, settings.computer_pause)
    words = catalog(match.names)

    def announce(port: int) -> None:
        print("\n".join(announcement(match, game, settings, port, words)), flush=True)

    notice = RefusalNotice(lambda message: parsing.problem(words.text(message)))
    try:
        asyncio.run(serve_until_stopped(game, settings, announce, notice=notice))
    except OSError as error:
        return _cannot(settings, error)
    if match.save_path is not None:
        print(say("net.cli-stopped", path=str(match.save_path)), flush=True)
    return 0


def _here(match: Match, settings: HostSettings, seats: list[int]) -> int:
    """Host in a thread and play ``seats`` in the app, on this terminal (hot-seat among
    themselves when there are several)."""
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
        codes = [code for code in (game.codes[seat] for seat in seats) if code is not None]
        from tablebox.screens.host import LocalJoinScreen

        screen = LocalJoinScreen(
            settings.local_address(port),
            codes,
            handoff=match.handoff,
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
