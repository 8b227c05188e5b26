"""What every command shares: the parser itself (speaking the run's language), the argument
types, the options several commands take, and turning ``--option`` and ``--computer`` texts
into a game's setup."""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from tablebox import registry
from tablebox.catalog import languages
from tablebox.cli import describe, speech
from tablebox.cli.describe import PROG
from tablebox.cli.speech import say
from tablebox.option_words import ShellWords, words

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.engine import Rules

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

if TYPE_CHECKING:
    Subcommands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]
    """What a command module registers its parser with (``commands.add_parser``)."""


# -- the parser, in the run's language ---------------------------------------------------------


class Formatter(argparse.HelpFormatter):
    """argparse's help layout with the word before the usage line from the catalog."""

    def add_usage(
        self,
        usage: str | None,
        actions: Any,
        groups: Any,
        prefix: str | None = None,
    ) -> None:
        super().add_usage(
            usage, actions, groups, say("cli.usage") + " " if prefix is None else prefix
        )


class Parser(argparse.ArgumentParser):
    """An argument parser whose own words (the usage line, the group titles, ``--help`` and the
    error line) come from the catalog; subcommands' parsers are of this class too."""

    def __init__(self, prog: str | None = None, *, add_help: bool = True, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(prog, add_help=False, **kwargs)
        self._positionals.title = say("cli.positionals")
        self._optionals.title = say("cli.optionals")
        if add_help:
            self.add_argument("-h", "--help", action="help", help=say("cli.help"))

    def error(self, message: str) -> Any:
        self.print_usage(sys.stderr)
        # The message may hold several lines (one per refused option): not a catalog field.
        self.exit(2, f"{self.prog}: {say('cli.error')}: {argparse_message(message)}\n")


# argparse writes its own complaints in English (it would take them from gettext, which tablebox
# does not use); the common ones are said again from the catalog. One argparse does not word
# this way (another Python's) is left as it is, in English.
_ARGUMENT = re.compile(r"argument (?P<name>[^:]+): (?P<message>.+)", re.DOTALL)
_ARGPARSE = (
    (re.compile(r"the following arguments are required: (?P<names>.+)"), "cli.argparse-required"),
    (re.compile(r"unrecognized arguments: (?P<words>.+)"), "cli.argparse-unrecognized"),
    (
        re.compile(r"invalid choice: (?P<value>.+) \(choose from (?P<choices>.+)\)"),
        "cli.argparse-choice",
    ),
    (re.compile(r"invalid (?P<kind>\w+) value: (?P<value>.+)"), "cli.argparse-invalid"),
    (re.compile(r"expected one argument"), "cli.argparse-one-value"),
    (
        re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.+)"),
        "cli.argparse-ambiguous",
    ),
)


def argparse_message(message: str) -> str:
    """One of argparse's complaints in the run's language (our own are already in it)."""
    argument = _ARGUMENT.fullmatch(message)
    if argument is not None:
        inner = argparse_message(argument["message"])
        return say("cli.argparse-argument", name=argument["name"], message=inner)
    for pattern, key in _ARGPARSE:
        found = pattern.fullmatch(message)
        if found is not None:
            return say(key, **found.groupdict())
    return message


def add_language_argument(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--lang``: before the command (``tablebox --lang cs list``) or after it; the command's
    own (``default=SUPPRESS``) never hides the one given before it."""
    parser.add_argument(
        "--lang",
        type=language_code,
        choices=languages(),
        default=None if top else argparse.SUPPRESS,
        help=say("cli.help-lang", languages=" | ".join(languages())),
    )


def language_given(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of a command line, read before the parser is built (its help is written
    in that language); None when none is given. The parser checks the value later."""
    early = _Quiet(add_help=False)
    early.add_argument("--lang")
    try:
        known, _ = early.parse_known_args(list(argv))
    except ValueError:  # `--lang` without a value: the real parser says so, once
        return None
    given: str | None = known.lang
    return None if given is None else language_code(given)


def language_code(text: str) -> str:
    """A language code as given: ``CS`` and ``cs`` are one (issue 26.3)."""
    return text.strip().lower()


class _Quiet(argparse.ArgumentParser):
    """A parser that raises its complaint (ValueError) instead of printing it and exiting."""

    def error(self, message: str) -> Any:
        raise ValueError(message)


# -- options several commands take -------------------------------------------------------------


def add_think_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--think",
        type=seconds,
        metavar=say("cli.metavar-seconds"),
        help=say("cli.help-think", variable=THINK_VARIABLE),
    )


def use_think(args: argparse.Namespace) -> None:
    """``--think``: the budget of every strong player this run builds. Through the process
    environment, the setting tools outside the app already use, so the app and the worker
    threads that build the bots need not be told."""
    given: float | None = getattr(args, "think", None)
    if given is not None:
        os.environ[THINK_VARIABLE] = repr(given)
        return
    check_think_settings()


def check_think_settings() -> None:
    """Issue 26.3: ``$TABLEBOX_THINK`` and ``think_seconds`` in config.json are bounded as
    ``--think`` is (more than 0, at most :data:`MAX_THINK`). One that is not is ignored, and
    this says so in one line on standard error; an ignored variable is taken out of this
    process's environment, so that the setting (or the default) applies."""
    text = os.environ.get(THINK_VARIABLE, "").strip()
    if text:
        try:
            seconds(text)
        except argparse.ArgumentTypeError:
            said = say("cli.think-variable-ignored", variable=THINK_VARIABLE, text=text[:40])
            print(said + " " + say("cli.think-bounds", most=f"{MAX_THINK:g}"), file=sys.stderr)
            del os.environ[THINK_VARIABLE]
        else:
            return  # the variable decides: the setting is not read
    from tablebox import config

    found = config.think_problem()
    if found is not None:
        said = say("cli.think-setting-ignored", file=str(config.config_path()), text=found[:40])
        print(said + " " + say("cli.think-bounds", most=f"{MAX_THINK:g}"), file=sys.stderr)


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar=say("cli.metavar-option"),
        help=say("cli.help-option"),
    )


def add_game_help(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-h", "--help", action=_GameHelp, help=say("cli.help-game"))


def add_game_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game",
        metavar=say("cli.metavar-game"),
        type=game_id,
        help=say("cli.help-games", games=", ".join(registry.game_ids())),
    )


def game_only(action: argparse.Action, game: str) -> None:
    """Mark an option as one game's own: ``OTHER --help`` leaves it out."""
    setattr(action, GAME_ONLY, game)


GAME_ONLY = "tablebox_game_only"
"""The attribute :func:`game_only` sets on an option that belongs to one game."""


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
        game = getattr(namespace, "game", None)
        if game is not None:
            _only_the_games_files(parser, game)
        parser.print_help()
        print()
        if game is None:
            print(say("cli.game-help-after", command=parser.prog))
        else:
            for line in describe.game_help(game, parser.prog.split()[-1]):
                print(line)
        parser.exit()


GAME_FILES = ("--board", "--deck")
"""Arguments that load a game's data from a file (Truel's board and deck)."""


def _only_the_games_files(parser: argparse.ArgumentParser, game: str) -> None:
    """Hide from ``game``'s help the file arguments of other games (``new claim --help`` does
    not offer Truel's ``--board``)."""
    facts = describe.game_facts(game)
    taken = {info.argument.split()[0] for info in describe.game_options(facts) if info.argument}
    for action in parser._actions:
        if any(flag in GAME_FILES and flag not in taken for flag in action.option_strings):
            action.help = argparse.SUPPRESS


# -- argument types ----------------------------------------------------------------------------


def game_id(text: str) -> str:
    if text not in registry.game_ids():
        raise argparse.ArgumentTypeError(unknown_game(text))
    return text


def unknown_game(text: str) -> str:
    return say("cli.unknown-game", game=repr(text), known=", ".join(sorted(registry.GAMES)))


def positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.not-whole", text=repr(text))) from None
    if number < 1:
        raise argparse.ArgumentTypeError(say("cli.at-least-1", number=number))
    return number


def port(text: str) -> int:
    number = positive(text)
    if number > 65535:
        raise argparse.ArgumentTypeError(say("cli.port-too-big", number=number))
    return number


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.not-seconds", text=repr(text))) from None
    if not 0 < value <= MAX_THINK:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(say("cli.seconds-range", text=text, most=f"{MAX_THINK:g}"))
    return value


def seats(text: str) -> list[str]:
    from tablebox.tournament import UnknownSeat, parse_seats

    try:
        return parse_seats(text)
    except UnknownSeat as unknown:
        raise argparse.ArgumentTypeError(str(unknown)) from None


def names(texts: list[str]) -> list[str]:
    return [name.strip() for text in texts for name in text.split(",")]


# -- a game's setup from the command line ------------------------------------------------------


def computer_seats(entries: list[str], players: list[str]) -> dict[str, str]:
    """``--computer`` entries (``Ben``, ``Ben:strong``, comma-separated) -> name: bot. A name
    without a level gets :data:`DEFAULT_LEVEL`; raises ValueError naming an unknown level, a
    name that is not a player, or a player named twice. A name holding a colon itself
    (``R2:D2``) is a name."""
    chosen: dict[str, str] = {}
    given: dict[str, str] = {}
    for entry in names(entries):
        name, colon, level = entry.rpartition(":")
        if not colon or entry in players:
            name, level = entry, DEFAULT_LEVEL
        if name in given:  # issue 26.3: the last one no longer wins unsaid
            said = say("cli.computer-twice", name=name, first=given[name], second=entry)
            raise ValueError(said)
        given[name] = entry
        if name not in players:
            raise ValueError(
                say("cli.computer-not-player", entry=entry, players=", ".join(players))
            )
        if level not in BOT_NAMES:
            raise ValueError(
                say(
                    "cli.computer-unknown",
                    entry=entry,
                    level=repr(level),
                    known=", ".join(BOT_NAMES),
                )
            )
        chosen[name] = level
    return chosen


def parse_options(
    rules: Rules, texts: list[str], players: int | None = None, seed: int = 0
) -> BaseModel:
    """The game's ``Options`` from ``KEY=VALUE`` texts; ValueError says what is wrong.

    A game's ``Options`` may also take setup words that are not fields (``SHORTHANDS``, e.g.
    Claim's ``factions=random``) and settle what was left open for ``players`` and ``seed``
    (``settle(values, players, seed)``, e.g. Claim's deck for three players)."""
    from pydantic import ValidationError

    game = getattr(rules, "id", "")
    fields = rules.Options.model_fields
    shorthands: Mapping[str, str] = getattr(rules.Options, "SHORTHANDS", {})
    facts = describe.GameFacts(
        game, rules.title, rules.min_players, rules.max_players, rules.Options
    )
    settable = {option.name: option for option in describe.game_options(facts)}
    values: dict[str, object] = {}
    for text in texts:
        key, equals, value = (part.strip() for part in text.partition("="))
        if not equals or not key:
            raise ValueError(say("cli.option-form", text=repr(text)))
        if key in shorthands:
            values[key] = value
            continue
        if key not in settable:
            known = ", ".join([*(o.name for o in settable.values()), *shorthands])
            raise ValueError(
                say(
                    "cli.option-unknown",
                    key=key,
                    title=rules.title,
                    known=known or say("cli.none-known"),
                )
            )
        if settable[key].argument:
            where = f"{PROG} new {game} {settable[key].argument}"
            raise ValueError(say("cli.option-file", key=key, where=where))
        said = words(game, key)
        values[key] = _option_value(fields[key].annotation, value, said, key)
        seat = values[key]
        if said.seat and isinstance(seat, int) and players is not None and seat >= players:
            raise ValueError(say("cli.option-seat-range", key=key, players=players, seat=seat + 1))
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
            raise ValueError(f"--option: {refusal_text(refused)}") from None
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
            raise ValueError(say("cli.option-seat-from-1", key=key, seat=seat))
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

    from tablebox.engine import IllegalAction

    if isinstance(refused, IllegalAction):  # a setup the rules refuse: their message, in words
        return _shorten(speech.catalog().text(refused.message))
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
        say("cli.option-item", number=part + 1) if isinstance(part, int) else f" ({part})"
        for part in loc[1:]
    )
    return f"--option {loc[0]}{where}: {message}"


def _shorten(text: str, limit: int = MAX_PROBLEM_CHARS) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


# -- small shared helpers ----------------------------------------------------------------------


def is_terminal() -> bool:
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def random_seed() -> int:
    return random.SystemRandom().randrange(1_000_000_000)


def number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def problem(message: str) -> None:
    """A command's failure on standard error, after the program's name."""
    print(f"{PROG}: {message}", file=sys.stderr)
