"""The ``tablebox`` command: the app, or one of the headless commands.

    tablebox                                   the main menu
    tablebox new GAME --players A,B [--computer B] [--seed N] [--option KEY=VALUE ...]
                     [--no-handoff]            players who trust each other: no hand-off cover
    tablebox load FILE                         continue a saved game
    tablebox rules GAME                        print the rule reference
    tablebox replay FILE                       print a save's public log, result and moves
    tablebox simulate GAME --games N [--seed S] [--players N] [--option KEY=VALUE ...]
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
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from tablebox import __version__, registry, resources

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.controller import Match
    from tablebox.engine import Rules
    from tablebox.simulate import Simulation

# The controller, the saves and the simulator load pydantic and the rule modules; the commands
# that need them import them, so the bare `tablebox` reaches its menu as fast as Textual allows.

PROG = "tablebox"


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
        help="the players the computer plays (comma-separated, or repeat the option)",
    )
    new.add_argument("--seed", type=int, help="fixes the shuffle (default: a random seed)")
    new.add_argument(
        "--no-handoff",
        dest="handoff",
        action="store_false",
        help="players who trust each other: never cover the table between turns",
    )
    _add_option_argument(new)
    _add_truel_data_arguments(new)
    new.set_defaults(command=_new, parser=new)

    load = commands.add_parser("load", help="continue a saved game")
    load.add_argument("file", metavar="FILE", type=Path)
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
        "simulate", help="play random games headless: speed and outcome statistics", add_help=False
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

    from tablebox.serve import DEFAULT_HOST, DEFAULT_PORT

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
    from tablebox.simulate import player_range

    parser: argparse.ArgumentParser = args.parser
    if args.game not in registry.playable_ids():
        parser.error(f"{args.game}: {registry.NoTable(args.game)} (try `tablebox simulate`)")
    rules = registry.get(args.game)
    names = _names([args.players])
    if any(not name for name in names):
        parser.error(f"--players {args.players!r}: every player needs a name")
    if not rules.min_players <= len(names) <= rules.max_players:
        parser.error(f"{rules.title} is played by {player_range(rules)} players, not {len(names)}")
    computers = _names(args.computer)
    strangers = [name for name in computers if name not in names]
    if strangers:
        parser.error(
            f"--computer {', '.join(strangers)}: not among the players ({', '.join(names)})"
        )
    seats = [Seat(name, "computer" if name in computers else "human") for name in names]
    seed = args.seed if args.seed is not None else _random_seed()
    try:
        options = parse_options(rules, args.option, len(names), seed)
        options = _with_truel_data(args, options)
        match = Match.start(args.game, seats, options, seed=seed, handoff=args.handoff)
    except ValueError as refused:
        parser.error(refusal_text(refused))
    return _run_app(match)


def _load(args: argparse.Namespace) -> int:
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

    catalog = match.catalog
    names = match.names
    computer = catalog.text("common.computer")
    seats = ", ".join(
        f"{seat.name}{'' if seat.is_human else f' ({computer})'}" for seat in match.seats
    )
    lines = [f"{match.rules.title}: {seats}; seed {match.seed}", ""]
    outcome = match.outcome()
    if outcome is not None:
        width = max(len(name) for name in names)
        for number, record in enumerate(match.actions, start=1):
            lines.append(f"{number:>3}. {names[record.seat]:<{width}}  {record.action}")
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
    from tablebox.simulate import player_range

    for number, game_id in enumerate(registry.game_ids()):
        rules = registry.get(game_id)
        if number:
            print()
        print(f"{game_id}  {rules.title}: {player_range(rules)} players")
        options = game_options(rules)
        shorthands: Mapping[str, str] = getattr(rules.Options, "SHORTHANDS", {})
        width = max((len(name) for name in [*(o.name for o in options), *shorthands]), default=0)
        for option in options:
            print(f"  {option.name:<{width}}  {option.values} (default {option.default})")
        for name, about in shorthands.items():
            print(f"  {name:<{width}}  {about.partition(':')[0]} (instead of the above)")
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


class OptionInfo(NamedTuple):
    name: str
    values: str
    """What it may be set to, e.g. ``claim | claim2 | mixed``."""
    default: str
    about: str
    """The field's description (or the docstring under it), on one line; may be empty."""


def game_options(rules: Rules) -> list[OptionInfo]:
    """The options of a game, in the order of its ``Options`` model's fields."""
    model = rules.Options
    docs = _attribute_docs(model)
    return [
        OptionInfo(
            name,
            _allowed(field.annotation),
            _value_text(field.get_default(call_default_factory=True)),
            _one_line(field.description or docs.get(name, "")),
        )
        for name, field in model.model_fields.items()
    ]


EXAMPLE_NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


def game_help(game_id: str, command: str = "new") -> list[str]:
    """The lines that ``tablebox COMMAND GAME --help`` adds (``new`` or ``simulate``): the
    game's options explained, and an example command line with one option set."""
    import textwrap

    from tablebox.simulate import player_range

    rules = registry.get(game_id)
    options = game_options(rules)
    lines = [f"{game_id}: {rules.title}, {player_range(rules)} players."]
    about = _one_line(rules.Options.__doc__ or "")
    if about:
        lines += textwrap.wrap(about, 96)
    if not options:
        lines += ["It has no options."]
    else:
        lines += ["", "Its options (--option NAME=VALUE, repeat it; a list is comma-separated):"]
        for option in options:
            lines += ["", f"  {option.name}={option.values}", f"      default: {option.default}"]
            lines += textwrap.wrap(
                option.about, 96, initial_indent="      ", subsequent_indent="      "
            )
        for name, about in getattr(rules.Options, "SHORTHANDS", {}).items():
            value, _, rest = about.partition(":")
            lines += ["", f"  {name}={value}"]
            lines += textwrap.wrap(
                rest.strip(), 96, initial_indent="      ", subsequent_indent="      "
            )
    if command == "new":
        names = ",".join(EXAMPLE_NAMES[: rules.min_players])
        example = f"{PROG} new {game_id} --players {names}"
    else:
        example = f"{PROG} {command} {game_id} --games 1000"
    lines += ["", "Example:", f"  {example}{_example_option(rules)}"]
    return lines


def _example_option(rules: Rules) -> str:
    """`` --option NAME=VALUE`` with the first value (not the default) that the game accepts
    for its fewest players, or "" when there is none."""
    from tablebox.simulate import default_players

    players = default_players(rules)
    for option in game_options(rules):
        for value in _choices(rules.Options.model_fields[option.name].annotation):
            if value == option.default:
                continue
            try:
                rules.new_game(players, rules.Options(**{option.name: value}), 0)
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


def _allowed(annotation: object) -> str:
    from typing import get_args, get_origin

    origin, args = get_origin(annotation), get_args(annotation)
    if _is_union(annotation):
        kinds = [_allowed(arg) for arg in args if arg is not type(None)]
        return " | ".join([*kinds, "none"] if type(None) in args else kinds)
    if origin in (list, tuple, set, frozenset):
        items = [arg for arg in args if arg is not Ellipsis]
        return f"a comma-separated list from: {_allowed(items[0]) if items else 'text'}"
    if _choices(annotation):
        return " | ".join(_choices(annotation))
    names = {bool: "true | false", int: "a whole number", float: "a number", str: "text"}
    if isinstance(annotation, type):
        return names.get(annotation, annotation.__name__)
    return str(annotation)


def _is_union(annotation: object) -> bool:
    from types import UnionType
    from typing import Union, get_origin

    return get_origin(annotation) in (Union, UnionType)


def _value_text(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(_value_text(item) for item in value) or "none"
    return str(value)


def _one_line(text: str) -> str:
    return " ".join(text.replace("``", "").split())


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

    fields = rules.Options.model_fields
    shorthands: Mapping[str, str] = getattr(rules.Options, "SHORTHANDS", {})
    values: dict[str, object] = {}
    for text in texts:
        key, equals, value = (part.strip() for part in text.partition("="))
        if not equals or not key:
            raise ValueError(f"--option {text!r}: write it as KEY=VALUE")
        if key in shorthands:
            values[key] = value
            continue
        if key not in fields:
            known = ", ".join([*fields, *shorthands]) or "none"
            raise ValueError(f"--option {key}: {rules.title} has no such option (known: {known})")
        values[key] = _option_value(fields[key].annotation, value)
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


def _option_value(annotation: object, text: str) -> object:
    """Lists are comma-separated; ``none`` means "not set"; the model converts the rest."""
    from typing import get_args, get_origin

    if text.lower() == "none":
        return None
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
