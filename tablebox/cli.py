"""The ``tablebox`` command: the app, or one of the headless commands.

    tablebox                                   the main menu
    tablebox new GAME --players A,B [--computer B] [--seed N] [--option KEY=VALUE ...]
    tablebox load FILE                         continue a saved game
    tablebox rules GAME                        print the rule reference
    tablebox replay FILE                       print a save's public log, result and moves
    tablebox simulate GAME --games N [--seed S] [--players N] [--option KEY=VALUE ...]

Options are the game's setup choices, e.g. ``--option box=mixed --option pair=gnomes-giants
--option singles=undead,dragon,seer`` for Claim; a list is written comma-separated.

Textual is imported only by the commands that open the app, and Rich only to draw on a terminal,
so ``rules``, ``replay`` and ``simulate`` start fast and pipe cleanly.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING

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

    new = commands.add_parser("new", help="start a new game and play it")
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
    _add_option_argument(new)
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
        "simulate", help="play random games headless: speed and outcome statistics"
    )
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
    return parser


def _add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setup choice of the game (repeat it; lists are comma-separated)",
    )


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
        options = parse_options(rules, args.option)
        match = Match.start(args.game, seats, options, seed=seed)
    except ValueError as refused:
        parser.error(str(refused))
    return _run_app(match)


def _load(args: argparse.Namespace) -> int:
    match = _open_save(args.file)
    return 1 if match is None else _run_app(match)


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
    match = _open_save(args.file)
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
        options = parse_options(rules, args.option)
        rules.new_game(players, options, seed)  # refuses a setup these players cannot play
    except ValueError as refused:
        parser.error(str(refused))
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


# -- helpers ----------------------------------------------------------------------------------


def parse_options(rules: Rules, texts: list[str]) -> BaseModel:
    """The game's ``Options`` from ``KEY=VALUE`` texts; ValueError says what is wrong."""
    from pydantic import ValidationError

    fields = rules.Options.model_fields
    values: dict[str, object] = {}
    for text in texts:
        key, equals, value = (part.strip() for part in text.partition("="))
        if not equals or not key:
            raise ValueError(f"--option {text!r}: write it as KEY=VALUE")
        if key not in fields:
            known = ", ".join(fields) or "none"
            raise ValueError(f"--option {key}: {rules.title} has no such option (known: {known})")
        values[key] = _option_value(fields[key].annotation, value)
    try:
        return rules.Options(**values)
    except ValidationError as invalid:
        problems = "; ".join(_validation_problem(error) for error in invalid.errors())
        raise ValueError(f"--option: {problems}") from None


def _option_value(annotation: object, text: str) -> object:
    """Lists are comma-separated; ``none`` means "not set"; the model converts the rest."""
    from typing import get_args, get_origin

    if text.lower() == "none":
        return None
    kinds = [annotation, *get_args(annotation)]
    if any(get_origin(kind) in (list, tuple, set) for kind in kinds):
        return [item.strip() for item in text.split(",") if item.strip()]
    return text


def _validation_problem(error: object) -> str:
    details = dict(error)  # type: ignore[call-overload]
    where = ".".join(str(part) for part in details.get("loc", ()))
    message = str(details.get("msg", "invalid")).removeprefix("Value error, ")
    return f"{where}: {message}" if where else message


def _open_save(path: Path) -> Match | None:
    """The saved match, or None after telling stderr why the file was refused."""
    from tablebox.controller import Match
    from tablebox.saves import SaveError

    try:
        return Match.load(path)
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
