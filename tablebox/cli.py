"""The ``tablebox`` command: the app, or one of the headless commands.

    tablebox                                   the main menu
    tablebox new GAME --players A,B [--computer B[:LEVEL]] [--seed N] [--option KEY=VALUE ...]
                     [--no-handoff]            players who trust each other: no hand-off cover
                     [--think SECONDS]         the strong computer's time per move
    tablebox load FILE [--think SECONDS]       continue a saved game
    tablebox rules GAME                        print the rule reference
    tablebox replay FILE                       print a save's public log, result and moves
    tablebox simulate GAME --games N [--seed S] [--players N] [--option KEY=VALUE ...]
                     [--seats BOT,BOT,...] [--think SECONDS]   computer players against each other
    tablebox list                              the games, their player counts and options
    tablebox stats                             wins per player per game, from the saves
    tablebox completion bash|zsh|tcsh          print a shell completion script
    tablebox serve [--host H] [--port N]       play in a web browser (the ``web`` extra)

Options are the game's setup choices, e.g. ``--option box=mixed --option pair=gnomes-giants
--option singles=undead,dragon,seer`` for Claim; a list is written comma-separated. Claim's
``--option factions=random`` draws a mixed deck from the seed, and so does a Claim game for three
or four players that chooses no deck (CLM-1.6).

Textual is imported only by the commands that open the app, and Rich only to draw on a terminal,
so ``rules``, ``replay`` and ``simulate`` start fast and pipe cleanly.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from tablebox import __version__, registry, resources
from tablebox.option_words import GAME_ABOUT, ShellWords, plain, words

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.controller import Match
    from tablebox.engine import Rules
    from tablebox.simulate import Simulation

# The controller, the saves and the simulator load pydantic and the rule modules; the commands
# that need them import them, so the bare `tablebox` reaches its menu as fast as Textual allows.

PROG = "tablebox"
BOT_NAMES = ("random", "easy", "normal", "strong")
"""The computer players of :data:`tablebox.bots.BOTS` (a test checks), named here so that
``--help`` need not load them."""
COMPUTER_LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
"""A computer seat's level when ``--computer`` names none (the New game screen's first too)."""
THINK_VARIABLE = "TABLEBOX_THINK"
"""As :data:`tablebox.bots.levels.THINK_VARIABLE` (a test checks)."""
MAX_THINK = 600.0
"""The longest time per move, as the config file allows."""
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
"""``tablebox serve``'s defaults, as :mod:`tablebox.serve` has them (a test checks): that
module loads asyncio, which every ``--help`` would wait for."""


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit status (2 for a usage error, as argparse does)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        status: int = args.command(args)
        return status
    except SystemExit as leaving:  # argparse's usage errors, --help and --version
        return _exit_status(leaving.code)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `tablebox replay x.json | head`: the reader left, fine
        _silence_stdout()
        return 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Hot-seat tabletop games in the terminal. Without a command: the main menu.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.set_defaults(command=_menu)
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")

    new = commands.add_parser("new", help="start a new game and play it", add_help=False)
    _add_game_help(new)
    new.add_argument("game", metavar="GAME", type=_game_id, help=_known_games())
    new.add_argument(
        "--players", required=True, metavar="NAMES", help="comma-separated names, in seat order"
    )
    new.add_argument(
        "--computer",
        action="append",
        default=[],
        metavar="NAMES",
        help="the players the computer plays, each NAME or NAME:LEVEL with LEVEL one of"
        f" {', '.join(COMPUTER_LEVELS)} (default {DEFAULT_LEVEL}; comma-separated, or repeat"
        " the option)",
    )
    new.add_argument("--seed", type=int, help="fixes the shuffle (default: a random seed)")
    new.add_argument(
        "--no-handoff",
        dest="handoff",
        action="store_false",
        help="players who trust each other: never cover the table between turns",
    )
    _add_think_argument(new)
    _add_option_argument(new)
    _add_truel_data_arguments(new)
    new.set_defaults(command=_new, parser=new)

    load = commands.add_parser("load", help="continue a saved game")
    load.add_argument("file", metavar="FILE", type=Path)
    _add_think_argument(load)
    load.set_defaults(command=_load)

    rules = commands.add_parser("rules", help="print a game's rule reference")
    rules.add_argument("game", metavar="GAME", type=_game_id, help=_known_games())
    rules.set_defaults(command=_rules)

    replay = commands.add_parser(
        "replay", help="print a saved game's public log and result (and its moves once over)"
    )
    replay.add_argument("file", metavar="FILE", type=Path)
    replay.set_defaults(command=_replay)

    simulate = commands.add_parser(
        "simulate",
        help="play random games headless: speed and outcome statistics; with --seats, computer"
        " players against each other",
        add_help=False,
    )
    _add_game_help(simulate)
    simulate.add_argument("game", metavar="GAME", type=_game_id, help=_known_games())
    simulate.add_argument(
        "--games", required=True, type=_positive, metavar="N", help="how many games"
    )
    simulate.add_argument("--seed", type=int, help="repeat a run (default: a random seed)")
    simulate.add_argument(
        "--players", type=_positive, metavar="N", help="how many seats (default: the fewest)"
    )
    simulate.add_argument(
        "--seats",
        type=_seats,
        metavar="BOTS",
        help="a computer player per seat, comma-separated (e.g. strong,random,random; known:"
        f" {', '.join(bots_known())}): wins, mean rank and time per decision of each, the seat"
        " order turned between games",
    )
    _add_think_argument(simulate)
    _add_option_argument(simulate)
    simulate.set_defaults(command=_simulate, parser=simulate)

    games = commands.add_parser("list", help="the games, their player counts and options")
    games.set_defaults(command=_list)

    stats = commands.add_parser(
        "stats", help="wins per player per game, from the finished games in the save folder"
    )
    stats.set_defaults(command=_stats)

    completion = commands.add_parser(
        "completion", help="print the shell completion script (see the README to install it)"
    )
    completion.add_argument(
        "shell", metavar="SHELL", choices=COMPLETION_SHELLS, help="bash, zsh or tcsh"
    )
    completion.set_defaults(command=_completion)

    serve = commands.add_parser(
        "serve",
        help="play in a web browser: serve the games over HTTP (needs the web extra)",
        description="Serve the games to web browsers (textual-serve: pip install"
        " 'tablebox[web]'). Every tab that opens the printed address gets its own main menu;"
        " the games run, and are saved, on this computer. Ctrl+C stops.",
    )
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"the address to listen on (default {DEFAULT_HOST}: this computer only; another,"
        " e.g. 0.0.0.0, exposes the games to the network)",
    )
    serve.add_argument(
        "--port", type=_port, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})"
    )
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help="the address browsers open, if not http://HOST:PORT (e.g. behind a proxy)",
    )
    serve.set_defaults(command=_serve)
    return parser


def _add_think_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--think",
        type=_seconds,
        metavar="SECONDS",
        help=f"the strong computer player's time per move (default: ${THINK_VARIABLE}, else"
        " think_seconds in config.json, else 1)",
    )


def _use_think(args: argparse.Namespace) -> None:
    """``--think``: the budget of every strong player this run builds. Through the process
    environment, the setting tools outside the app already use, so the app and the worker
    threads that build the bots need not be told."""
    seconds: float | None = getattr(args, "think", None)
    if seconds is not None:
        os.environ[THINK_VARIABLE] = repr(seconds)


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < seconds <= MAX_THINK:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"{text}: give more than 0 and at most {MAX_THINK:g}")
    return seconds


def _seats(text: str) -> list[str]:
    from tablebox.tournament import UnknownSeat, parse_seats

    try:
        return parse_seats(text)
    except UnknownSeat as unknown:
        raise argparse.ArgumentTypeError(str(unknown)) from None


def bots_known() -> list[str]:
    return list(BOT_NAMES)


def computer_seats(entries: list[str], names: list[str]) -> dict[str, str]:
    """``--computer`` entries (``Ben``, ``Ben:strong``, comma-separated) -> name: bot. A name
    without a level gets :data:`DEFAULT_LEVEL`; raises ValueError naming an unknown level or a
    name that is not a player. A name holding a colon itself (``R2:D2``) is a name."""
    chosen: dict[str, str] = {}
    for entry in _names(entries):
        name, colon, level = entry.rpartition(":")
        if not colon or entry in names:
            name, level = entry, DEFAULT_LEVEL
        if name not in names:
            players = ", ".join(names)
            raise ValueError(f"--computer {entry}: not among the players ({players})")
        if level not in BOT_NAMES:
            raise ValueError(
                f"--computer {entry}: {level!r} is not a computer player"
                f" (known: {', '.join(BOT_NAMES)})"
            )
        chosen[name] = level
    return chosen


def _add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setup choice of the game (repeat it; lists are comma-separated); GAME --help"
        " lists them",
    )


def _add_truel_data_arguments(parser: argparse.ArgumentParser) -> None:
    """Truel's board and deck are data: an owner of the printed game may load theirs."""
    parser.add_argument(
        "--board", type=Path, metavar="FILE", help="truel: the board as JSON (default: tablebox's)"
    )
    parser.add_argument(
        "--deck", type=Path, metavar="FILE", help="truel: the deck as JSON (default: tablebox's)"
    )


def _with_truel_data(args: argparse.Namespace, options: BaseModel) -> BaseModel:
    """A Truel game's options with its board and deck read from their files (tablebox's own
    unless ``--board``/``--deck`` name others); ValueError names a bad file and its problem."""
    if args.game != "truel":
        if args.board is not None or args.deck is not None:
            raise ValueError("--board and --deck are for truel only")
        return options
    from games.truel.options import TruelOptions
    from tablebox.truel_data import with_data

    base = options if isinstance(options, TruelOptions) else None
    return with_data(base, args.board, args.deck)


def _add_game_help(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-h",
        "--help",
        action=_GameHelp,
        help="show this help; after GAME, also the options of that game",
    )


class _GameHelp(argparse._HelpAction):
    """``--help`` of a command taking a GAME: after the game (``new claim --help``), the game's
    options too, described from its ``Options`` model, with an example."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        parser.print_help()
        game = getattr(namespace, "game", None)
        print()
        if game is None:
            print(f"`{parser.prog} GAME --help` also explains that game's options.")
        else:
            for line in game_help(game, parser.prog.split()[-1]):
                print(line)
        parser.exit()


# -- argument types ---------------------------------------------------------------------------


def _game_id(text: str) -> str:
    if text not in registry.game_ids():
        raise argparse.ArgumentTypeError(str(registry.UnknownGame(text)))
    return text


def _positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {number}")
    return number


def _port(text: str) -> int:
    number = _positive(text)
    if number > 65535:
        raise argparse.ArgumentTypeError(f"a port is at most 65535, not {number}")
    return number


def _names(texts: list[str]) -> list[str]:
    return [name.strip() for text in texts for name in text.split(",")]


def _known_games() -> str:
    return "one of: " + ", ".join(registry.game_ids())


# -- commands ---------------------------------------------------------------------------------


def _menu(args: argparse.Namespace) -> int:
    return _run_app(None)


def _new(args: argparse.Namespace) -> int:
    from tablebox.controller import Match, Seat

    parser: argparse.ArgumentParser = args.parser
    if args.game not in registry.playable_ids():
        parser.error(f"{args.game}: {registry.NoTable(args.game)} (try `tablebox simulate`)")
    rules = registry.get(args.game)
    names = _names([args.players])
    if any(not name for name in names):
        parser.error(f"--players {args.players!r}: every player needs a name")
    from tablebox.saves import name_problem  # issue 17.6: no control characters in a name

    problem = name_problem(names + _names(args.computer))
    if problem is not None:
        parser.error(f"--players: {problem}")
    if not rules.min_players <= len(names) <= rules.max_players:
        parser.error(f"{rules.title} is played by {_player_range(rules)} players, not {len(names)}")
    try:
        computers = computer_seats(args.computer, names)
    except ValueError as refused:
        parser.error(str(refused))
    seats = [
        Seat(name, "computer", computers[name]) if name in computers else Seat(name)
        for name in names
    ]
    _use_think(args)
    seed = args.seed if args.seed is not None else _random_seed()
    try:
        options = parse_options(rules, args.option, len(names), seed)
        options = _with_truel_data(args, options)
        match = Match.start(args.game, seats, options, seed=seed, handoff=args.handoff)
    except ValueError as refused:
        parser.error(refusal_text(refused))
    return _run_app(match)


def _load(args: argparse.Namespace) -> int:
    _use_think(args)
    match = _open_save(args.file)
    if match is None:
        return 1
    try:
        return _run_app(match)
    finally:
        match.close()  # the save's lock: another window may open it now


def _rules(args: argparse.Namespace) -> int:
    try:
        text = resources.rule_reference(args.game)
    except FileNotFoundError:
        path = resources.rule_reference_path(args.game)
        print(f"{PROG}: the rule reference of {args.game} is missing ({path})", file=sys.stderr)
        return 1
    if _is_terminal():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0


def _replay(args: argparse.Namespace) -> int:
    match = _open_save(args.file, read_only=True)  # only reads: no lock, never written
    if match is None:
        return 1
    for line in replay_lines(match):
        print(line)
    return 0


def replay_lines(match: Match) -> list[str]:
    """A save as text: setup, the public game log, status and result; and once the game is
    over, every action in notation.

    Only what the public may see is printed: the log's private events (a card drawn) are left
    out, and so are the moves of an unfinished game, whose notation names cards still hidden
    (a card placed face down), so a shell cannot read what the table would cover.
    """
    from tablebox.engine import Message
    from tablebox.safe_text import printable

    catalog = match.catalog
    names = catalog.names  # printable: a name from a file never reaches the terminal raw
    computer = catalog.text("common.computer")
    seats = ", ".join(
        f"{name}{'' if seat.is_human else f' ({computer})'}"
        for name, seat in zip(names, match.seats, strict=True)
    )
    lines = [f"{match.rules.title}: {seats}; seed {match.seed}", ""]
    outcome = match.outcome()
    if outcome is not None:
        width = max(len(name) for name in names)
        for number, record in enumerate(match.actions, start=1):
            lines.append(f"{number:>3}. {names[record.seat]:<{width}}  {printable(record.action)}")
        if not match.actions:
            lines.append("  (no moves)")
        lines.append("")
    log = catalog.lines(match.visible_events(None))
    lines.append("Log:")
    lines += [f"  {line}" for line in log] or ["  (nothing yet)"]
    lines += ["", f"Status: {match.status()}"]
    if outcome is None:
        waiting = Message("common.not-over", {"seats": match.acting_seats()})
        lines.append(f"Result: {catalog.text(waiting)}.")
        if match.actions:
            lines.append(f"  ({catalog.text('common.moves-hidden')})")
        return lines
    lines.append("Result:")
    groups = [", ".join(names[seat] for seat in group) for group in outcome.ranking]
    who_width = max((len(who) for who in groups), default=0)
    place = 1
    for group, who in zip(outcome.ranking, groups, strict=True):
        score = _number(outcome.scores.get(group[0], 0.0))
        tie = " (tied)" if len(group) > 1 else ""
        lines.append(f"  {place}. {who:<{who_width}}  score {score}{tie}")
        place += len(group)
    lines += [f"  {line}" for line in catalog.lines(outcome.explanation)]
    return lines


def _simulate(args: argparse.Namespace) -> int:
    from tablebox.simulate import SimulationError, default_players, simulate

    parser: argparse.ArgumentParser = args.parser
    rules = registry.get(args.game)
    if args.seats is not None:
        return _tournament(args)
    if args.think is not None:
        parser.error("--think: only with --seats (random players do not think)")
    try:
        players = default_players(rules, args.players)
    except ValueError as refused:
        parser.error(f"--players: {refused}")
    seed = args.seed if args.seed is not None else _random_seed()
    try:
        options = parse_options(rules, args.option, len(players), seed)
        rules.new_game(players, options, seed)  # refuses a setup these players cannot play
    except ValueError as refused:
        parser.error(refusal_text(refused))
    try:
        if _is_terminal():
            result = _simulate_with_progress(args.game, args.games, seed, players, options)
        else:
            result = simulate(args.game, args.games, seed, players, options=options)
    except SimulationError as error:
        print(f"{PROG}: simulation stopped: {error}", file=sys.stderr)
        return 1
    for line in result.report():
        print(line)
    return 0


def _tournament(args: argparse.Namespace) -> int:
    """``simulate --seats``: computer players against each other (:mod:`tablebox.tournament`)."""
    from tablebox.simulate import SimulationError
    from tablebox.tournament import tournament

    parser: argparse.ArgumentParser = args.parser
    rules = registry.get(args.game)
    seats: list[str] = args.seats
    if args.players is not None and args.players != len(seats):
        parser.error(f"--players {args.players}: --seats names {len(seats)} seats")
    if not rules.min_players <= len(seats) <= rules.max_players:
        parser.error(
            f"--seats: {rules.title} is played by {_player_range(rules)} players, not {len(seats)}"
        )
    _use_think(args)
    seed = args.seed if args.seed is not None else _random_seed()
    players = [f"Seat {number}" for number in range(1, len(seats) + 1)]
    try:
        options = parse_options(rules, args.option, len(seats), seed)
        rules.new_game(players, options, seed)  # refuses a setup these players cannot play
    except ValueError as refused:
        parser.error(refusal_text(refused))
    from tablebox.bots.levels import think_seconds

    think = think_seconds() if "strong" in seats else None
    progress = _stderr_progress(args.games) if _is_terminal() else None
    try:
        result = tournament(args.game, seats, args.games, seed, options, progress, think)
    except SimulationError as error:
        print(f"{PROG}: simulation stopped: {error}", file=sys.stderr)
        return 1
    finally:
        if progress is not None:
            print(file=sys.stderr)
    for line in result.report():
        print(line)
    return 0


def _stderr_progress(games: int) -> Callable[[int], None]:
    """A one-line count of the games played, on standard error (a run may take hours)."""

    def show(done: int) -> None:
        print(f"\r{done}/{games} games", end="", file=sys.stderr, flush=True)

    return show


def _simulate_with_progress(
    game: str, games: int, seed: int, players: list[str], options: BaseModel
) -> Simulation:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from tablebox.simulate import simulate

    columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True, refresh_per_second=4) as progress:
        task = progress.add_task(f"Simulating {game}", total=games)
        return simulate(
            game,
            games,
            seed,
            players,
            lambda done: progress.update(task, completed=done),
            options=options,
        )


def _serve(args: argparse.Namespace) -> int:
    from tablebox.serve import serve

    return serve(args.host, args.port, args.public_url)


# -- list, stats, completion ------------------------------------------------------------------


def _list(args: argparse.Namespace) -> int:
    # Only what it prints is loaded: each game's options model, not its rules (game_facts).
    for number, game_id in enumerate(registry.game_ids()):
        game = game_facts(game_id)
        if number:
            print()
        print(f"{game_id}  {game.title}: {_player_range(game)} players")
        options = game_options(game)
        shorthands: Mapping[str, str] = getattr(game.Options, "SHORTHANDS", {})
        names = [*(o.name for o in options), *shorthands]
        width = max((len(name) for name in names), default=0)
        for option in options:
            default = f"default {option.default}"
            if option.argument:
                print(f"  {option.name:<{width}}  with {option.argument} ({default})")
            else:
                print(f"  {option.name:<{width}}  {option.values} ({default})")
        for name, about in shorthands.items():
            print(f"  {name:<{width}}  {plain(about.partition(':')[0])} (instead of the above)")
        if not options:
            print("  (no options)")
    print()
    print(f"Set an option with --option NAME=VALUE; `{PROG} new GAME --help` explains them.")
    return 0


def _stats(args: argparse.Namespace) -> int:
    from tablebox.stats import collect

    for line in collect().table_lines():
        print(line)
    return 0


COMPLETION_SHELLS = ("bash", "zsh", "tcsh")


def _completion(args: argparse.Namespace) -> int:
    print(completion_script(args.shell))
    return 0


def completion_script(shell: str) -> str:
    """The ``shtab`` completion script of this command line for ``shell``: the commands and
    their options, the game ids, and save files (any file, and the saves in the save folder)."""
    import shlex

    import shtab

    from tablebox.saves import SAVE_DIR_VARIABLE, saves_dir

    parser = build_parser()
    games = " ".join(registry.game_ids())
    kinds = {
        "game": {"bash": "_tablebox_game_ids", "zsh": f"({games})", "tcsh": f"({games})"},
        "file": {"bash": "_tablebox_save_files", "zsh": "_tablebox_save_files", "tcsh": "f"},
    }
    for action in _all_actions(parser):
        if not action.option_strings and action.dest in kinds:
            action.complete = kinds[action.dest]  # type: ignore[attr-defined]
    # The default save folder is written in; $TABLEBOX_SAVE_DIR, when set, wins at completion.
    default = shlex.quote(str(saves_dir()))
    folder = f'folder="${{{SAVE_DIR_VARIABLE}:-}}"; [ -n "$folder" ] || folder={default}'
    preambles = {
        "bash": "\n".join(
            [
                "_tablebox_game_ids() {",
                f'  compgen -W "{games}" -- "$1"',
                "}",
                "_tablebox_save_files() {",
                '  compgen -f -- "$1"',
                '  case "$1" in */*) return ;; esac',
                f"  local {folder}",
                "  compgen -f -X '!*.json' -- \"$folder/$1\"",
                "}",
            ]
        ),
        "zsh": "\n".join(
            [
                "_tablebox_save_files() {",
                f"  local {folder}",
                "  local -a saves",
                '  saves=("$folder"/*.json(N))',
                '  (( ${#saves} )) && compadd -f -- "${saves[@]}"',
                "  _files",
                "}",
            ]
        ),
    }
    script: str = shtab.complete(parser, shell, preamble=preambles.get(shell, ""))
    return script


def _all_actions(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """Every action of ``parser`` and of its subcommands."""
    actions: list[argparse.Action] = []
    for action in parser._actions:
        actions.append(action)
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                actions += _all_actions(sub)
    return actions


# -- a game's options, described from its Options model --------------------------------------


class GameFacts(NamedTuple):
    """What the command line says of a game: its title, player counts and options model."""

    id: str
    title: str
    min_players: int
    max_players: int
    Options: type[BaseModel]


def game_facts(game_id: str) -> GameFacts:
    """A game's facts, from the registry and the game's options module (``games.X.options``),
    without loading its rules when the registry knows its title and player counts."""
    entry = registry.entry(game_id)
    model = _options_model(entry.rules) if entry.title else None
    if model is not None:
        return GameFacts(game_id, entry.title, *entry.players, model)
    rules = registry.get(game_id)
    return GameFacts(game_id, rules.title, rules.min_players, rules.max_players, rules.Options)


def _options_model(package: str) -> type[BaseModel] | None:
    """The one ``...Options`` model defined in ``<package>.options``, if there is one."""
    import importlib

    from pydantic import BaseModel

    try:
        module = importlib.import_module(f"{package}.options")
    except ModuleNotFoundError:
        return None
    models = [
        value
        for name, value in vars(module).items()
        if name.endswith("Options")
        and isinstance(value, type)
        and issubclass(value, BaseModel)
        and value.__module__ == module.__name__
    ]
    return models[0] if len(models) == 1 else None


def _player_range(game: GameFacts | Rules) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players} to {game.max_players}"


class OptionInfo(NamedTuple):
    name: str
    values: str
    """What it may be set to, in words, e.g. ``claim | claim2 | mixed``."""
    default: str
    about: str
    """What it does, on one line in plain words; may be empty."""
    argument: str = ""
    """Given with this argument (``--board FILE``) rather than ``--option``."""


def game_options(game: GameFacts) -> list[OptionInfo]:
    """The options a player may set, in the order of the game's ``Options`` model's fields
    (those for tests or tutorials, and those no one writes on a command line, left out)."""
    model = game.Options
    docs = _attribute_docs(model)
    options: list[OptionInfo] = []
    for name, field in model.model_fields.items():
        said = words(game.id, name)
        if said.hidden or (_is_model(field.annotation) and not said.argument):
            continue
        default = field.get_default(call_default_factory=True)
        options.append(
            OptionInfo(
                name,
                said.values or _allowed(field.annotation, said, game.max_players, field.metadata),
                said.default or _value_text(default, said),
                plain(said.about or field.description or docs.get(name, "")),
                said.argument,
            )
        )
    return options


EXAMPLE_NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


def game_help(game_id: str, command: str = "new") -> list[str]:
    """The lines that ``tablebox COMMAND GAME --help`` adds (``new`` or ``simulate``): the
    game's options explained, and an example command line with one option set (for ``new`` of
    a game without a table yet: that it can only be simulated, and how)."""
    import textwrap

    game = game_facts(game_id)
    options = game_options(game)
    lines = [f"{game_id}: {game.title}, {_player_range(game)} players."]
    about = plain(GAME_ABOUT.get(game_id) or game.Options.__doc__ or "")
    if about:
        lines += textwrap.wrap(about, 96)
    if not options:
        lines += ["It has no options."]
    else:
        lines += ["", "Its options (--option NAME=VALUE, repeat it; a list is comma-separated):"]
        for option in options:
            head = option.argument or f"{option.name}={option.values}"
            lines += ["", f"  {head}", f"      default: {option.default}"]
            lines += textwrap.wrap(
                option.about, 96, initial_indent="      ", subsequent_indent="      "
            )
        for name, about in getattr(game.Options, "SHORTHANDS", {}).items():
            value, _, rest = about.partition(":")
            lines += ["", f"  {name}={value}"]
            lines += textwrap.wrap(
                plain(rest), 96, initial_indent="      ", subsequent_indent="      "
            )
    if command == "new" and game_id not in registry.playable_ids():
        lines += [
            "",
            f"{game.title} has no table yet: it can be simulated, not played. Example:",
            f"  {PROG} simulate {game_id} --games 100",
        ]
        return lines
    rules = registry.get(game_id)
    if command == "new":
        names = ",".join(EXAMPLE_NAMES[: game.min_players])
        example = f"{PROG} new {game_id} --players {names}"
    else:
        example = f"{PROG} {command} {game_id} --games 1000"
    lines += ["", "Example:", f"  {example}{_example_option(game, rules)}"]
    return lines


def _example_option(game: GameFacts, rules: Rules) -> str:
    """`` --option NAME=VALUE`` with the first value (not the default) that the game accepts
    for its fewest players, or "" when there is none."""
    from tablebox.simulate import default_players

    players = default_players(rules)
    for option in game_options(game):
        if option.argument:
            continue
        for value in _choices(game.Options.model_fields[option.name].annotation):
            if value == option.default:
                continue
            try:
                rules.new_game(players, game.Options(**{option.name: value}), 0)
            except (ValueError, TypeError):
                continue
            return f" --option {option.name}={value}"
    return ""


def _choices(annotation: object) -> list[str]:
    """The literal values an annotation allows (inside Optional too), as text."""
    from typing import Literal, get_args, get_origin

    if get_origin(annotation) is Literal:
        return [_value_text(value) for value in get_args(annotation)]
    if _is_union(annotation):
        return [value for arg in get_args(annotation) for value in _choices(arg)]
    return []


def _allowed(
    annotation: object,
    said: ShellWords | None = None,
    players: int = 0,
    metadata: Sequence[object] = (),
) -> str:
    """What an option of type ``annotation`` may be set to, in words: its values, "a whole
    number" (or "1 to 7" within its bounds, a seat "1 to <players>"), "yes | no", and the word
    for leaving it unset (``said.none``)."""
    from typing import get_args, get_origin

    said = said or ShellWords()
    origin, args = get_origin(annotation), get_args(annotation)
    if _is_union(annotation):
        kinds = [_allowed(arg, said, players, metadata) for arg in args if arg is not type(None)]
        return " | ".join([*kinds, said.none] if type(None) in args else kinds)
    if origin in (list, tuple, set, frozenset):
        items = [arg for arg in args if arg is not Ellipsis]
        return f"a comma-separated list from: {_allowed(items[0]) if items else 'text'}"
    if _choices(annotation):
        return " | ".join(_choices(annotation))
    if annotation is int:
        low = 1 if said.seat else _bound(metadata, "ge")
        high = players if said.seat else _bound(metadata, "le")
        return f"{low} to {high}" if low is not None and high else "a whole number"
    names = {bool: "yes | no", float: "a number", str: "text"}
    if isinstance(annotation, type):
        return names.get(annotation, "a value")
    return "a value"


def _bound(metadata: Sequence[object], name: str) -> int | None:
    """A field's bound (``ge``, ``le``) from its constraints, if set."""
    for item in metadata:
        value = getattr(item, name, None)
        if isinstance(value, int):
            return value
    return None


def _is_model(annotation: object) -> bool:
    """Whether ``annotation`` is (or holds) a model of its own, which no one writes on a
    command line (a board, a scripted deal)."""
    from typing import get_args

    from pydantic import BaseModel

    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return True
    return any(_is_model(arg) for arg in get_args(annotation))


def _is_union(annotation: object) -> bool:
    from types import UnionType
    from typing import Union, get_origin

    return get_origin(annotation) in (Union, UnionType)


def _value_text(value: object, said: ShellWords | None = None) -> str:
    """A value as it is written on the command line (a seat from 1, yes or no, the word for an
    unset option)."""
    said = said or ShellWords()
    if value is None:
        return said.none
    if isinstance(value, bool):
        return "yes" if value else "no"
    if said.seat and isinstance(value, int):
        return str(value + 1)
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(_value_text(item) for item in value) or "none"
    return str(value)


def _attribute_docs(model: type) -> dict[str, str]:
    """The docstrings written under a model's fields (``name: T = x`` then ``\"\"\"...\"\"\"``),
    which pydantic keeps only when asked to; from the source, when it is installed."""
    import ast
    import inspect
    import itertools
    import textwrap

    from pydantic import BaseModel

    docs: dict[str, str] = {}
    for cls in reversed(model.__mro__):
        if not issubclass(cls, BaseModel) or cls is BaseModel:
            continue
        try:
            tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
        except (OSError, TypeError, SyntaxError):
            continue
        classes = [node for node in tree.body if isinstance(node, ast.ClassDef)]
        for node, after in itertools.pairwise(classes[0].body if classes else []):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                docs[node.target.id] = after.value.value
    return docs


# -- helpers ----------------------------------------------------------------------------------


def parse_options(
    rules: Rules, texts: list[str], players: int | None = None, seed: int = 0
) -> BaseModel:
    """The game's ``Options`` from ``KEY=VALUE`` texts; ValueError says what is wrong.

    A game's ``Options`` may also take setup words that are not fields (``SHORTHANDS``, e.g.
    Claim's ``factions=random``) and settle what was left open for ``players`` and ``seed``
    (``settle(values, players, seed)``, e.g. Claim's deck for three players)."""
    from pydantic import ValidationError

    game_id = getattr(rules, "id", "")
    fields = rules.Options.model_fields
    shorthands: Mapping[str, str] = getattr(rules.Options, "SHORTHANDS", {})
    game = GameFacts(game_id, rules.title, rules.min_players, rules.max_players, rules.Options)
    settable = {option.name: option for option in game_options(game)}
    values: dict[str, object] = {}
    for text in texts:
        key, equals, value = (part.strip() for part in text.partition("="))
        if not equals or not key:
            raise ValueError(f"--option {text!r}: write it as KEY=VALUE")
        if key in shorthands:
            values[key] = value
            continue
        if key not in settable:
            known = ", ".join([*(o.name for o in settable.values()), *shorthands]) or "none"
            raise ValueError(f"--option {key}: {rules.title} has no such option (known: {known})")
        if settable[key].argument:
            where = f"{PROG} new {game_id} {settable[key].argument}"
            raise ValueError(f"--option {key}: a file, given with `{where}`")
        said = words(game_id, key)
        values[key] = _option_value(fields[key].annotation, value, said, key)
        seat = values[key]
        if said.seat and isinstance(seat, int) and players is not None and seat >= players:
            raise ValueError(
                f"--option {key}: a seat from 1 to {players} ({players} players), not {seat + 1}"
            )
    settle = getattr(rules.Options, "settle", None)
    try:
        if settle is not None and players is not None:
            settled: BaseModel = settle(values, players, seed)
            return settled
        return rules.Options(**values)
    except ValidationError as invalid:
        raise ValueError(refusal_text(invalid)) from None
    except ValueError as refused:
        if any(key in shorthands for key in values):
            raise ValueError(f"--option: {refused}") from None
        raise


def _option_value(
    annotation: object, text: str, said: ShellWords | None = None, key: str = ""
) -> object:
    """Lists are comma-separated; ``none`` (or the option's own word for it, e.g. ``random``)
    means "not set"; a seat is counted from 1; the model converts the rest."""
    from typing import get_args, get_origin

    said = said or ShellWords()
    if text.lower() in ("none", said.none):
        return None
    if said.seat and text.strip().lstrip("-").isdecimal() and text.strip().isascii():
        seat = int(text)
        if seat < 1:
            raise ValueError(f"--option {key}: seats are counted from 1, not {seat}")
        return seat - 1
    kinds = [annotation, *get_args(annotation)]
    if any(get_origin(kind) in (list, tuple, set) for kind in kinds):
        return [item.strip() for item in text.split(",") if item.strip()]
    return text


MAX_PROBLEM_CHARS = 160
"""One line of a usage error: a longer problem is cut with "…"."""


def refusal_text(refused: ValueError) -> str:
    """A refused setup in words: one short line per problem, each naming the option (for a
    pydantic error: no input echoed, no web link)."""
    from pydantic import ValidationError

    if isinstance(refused, ValidationError):
        errors = refused.errors(include_url=False, include_input=False)
        return "\n".join(_shorten(_validation_problem(error)) for error in errors)
    return "\n".join(_shorten(line) for line in str(refused).splitlines() if line.strip())


def _validation_problem(error: Mapping[str, Any]) -> str:
    loc = list(error.get("loc", ()))
    message = str(error.get("msg", "invalid")).removeprefix("Value error, ")
    if not loc:
        return f"--option: {message}"
    where = "".join(
        f" (item {part + 1})" if isinstance(part, int) else f" ({part})" for part in loc[1:]
    )
    return f"--option {loc[0]}{where}: {message}"


def _shorten(text: str, limit: int = MAX_PROBLEM_CHARS) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _open_save(path: Path, read_only: bool = False) -> Match | None:
    """The saved match, or None after telling stderr why the file was refused (damaged,
    edited, or open in another tablebox window)."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        return Match.load(path, read_only=read_only)
    except SaveError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return None


def _run_app(match: Match | None) -> int:
    from tablebox.app import TableboxApp

    TableboxApp(match).run()
    return 0


def _is_terminal() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def _random_seed() -> int:
    return random.SystemRandom().randrange(1_000_000_000)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
