"""A game's options described from its ``Options`` model: ``tablebox list``, ``tablebox new
GAME --help`` and the check of ``--option`` all read them here.

All in the run's language: the frame from the catalog's ``cli.`` keys, what an option does from
its ``options.`` keys (:mod:`tablebox.option_words`; the model's docstring where it has none).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tablebox import registry
from tablebox.catalog import DEFAULT_LANGUAGE
from tablebox.cli.speech import catalog, say
from tablebox.option_words import ShellWords, about, game_about, words

if TYPE_CHECKING:
    from pydantic import BaseModel

    from tablebox.engine import Rules

PROG = "tablebox"
WIDTH = 96
"""Where the help's paragraphs wrap."""


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


def game_title(game: GameFacts | Rules) -> str:
    """The game's name as its box in the run's language prints it."""
    return say(f"cli.title.{game.id}") if _has_title(game.id) else game.title


def _has_title(game_id: str) -> bool:
    from tablebox.catalog import has_template

    return has_template(f"cli.title.{game_id}")


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


def player_range(game: GameFacts | Rules) -> str:
    """ "2 to 4 players" (or "3 players") in words."""
    if game.min_players == game.max_players:
        return say("cli.players-exactly", count=game.min_players)
    return say("cli.players-range", low=game.min_players, high=game.max_players)


def count_range(game: GameFacts | Rules) -> str:
    """ "2 to 4" (or "3"): how many play, without the noun."""
    if game.min_players == game.max_players:
        return str(game.min_players)
    return say("cli.range", low=game.min_players, high=game.max_players)


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
                say(said.values)
                if said.values
                else _allowed(field.annotation, said, game.max_players, field.metadata, game.id),
                say(said.default) if said.default else value_text(default, said),
                about(game.id, name, catalog(), field.description or docs.get(name, "")),
                f"{said.argument} {say(said.metavar)}" if said.argument else "",
            )
        )
    return options


def example_names(count: int) -> str:
    """The first ``count`` of the help's example names, in its language (Ann, Ben; Adam, Bára)."""
    return ",".join(say("cli.example-names").split(",")[:count])


def game_help(game_id: str, command: str = "new") -> list[str]:
    """The lines that ``tablebox COMMAND GAME --help`` adds (``new`` or ``simulate``): the
    game's options explained, and an example command line with one option set (for ``new`` of
    a game without a table yet: that it can only be simulated, and how)."""
    import textwrap

    game = game_facts(game_id)
    options = game_options(game)
    title = game_title(game)
    lines = [f"{game_id}: {title}, {player_range(game)}."]
    said = game_about(game_id, catalog(), game.Options.__doc__ or "")
    if said:
        lines += textwrap.wrap(said, WIDTH)
    if not options:
        lines += [say("cli.no-options-sentence")]
    else:
        lines += ["", say("cli.options-head")]
        indent = " " * 6
        for option in options:
            head = option.argument or f"{option.name}={option.values}"
            lines += ["", f"  {head}", indent + say("cli.default", value=option.default)]
            lines += textwrap.wrap(
                option.about, WIDTH, initial_indent=indent, subsequent_indent=indent
            )
        for name, shorthand in getattr(game.Options, "SHORTHANDS", {}).items():
            value, _, rest = shorthand.partition(":")
            lines += ["", f"  {name}={value}"]
            lines += textwrap.wrap(
                about(game_id, name, catalog(), rest),
                WIDTH,
                initial_indent=indent,
                subsequent_indent=indent,
            )
    if command == "new" and game_id not in registry.playable_ids():
        lines += [
            "",
            say("cli.no-table-example", title=title),
            f"  {PROG} simulate {game_id} --games 100",
        ]
        return lines
    rules = registry.get(game_id)
    if command == "new":
        names = example_names(game.min_players)
        example = f"{PROG} new {game_id} --players {names}"
    else:
        example = f"{PROG} {command} {game_id} --games 1000"
    lines += ["", say("cli.example"), f"  {example}{_example_option(game, rules)}"]
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
        return [value_text(value) for value in get_args(annotation)]
    if _is_union(annotation):
        return [value for arg in get_args(annotation) for value in _choices(arg)]
    return []


def _allowed(
    annotation: object,
    said: ShellWords | None = None,
    players: int = 0,
    metadata: Sequence[object] = (),
    game_id: str = "",
) -> str:
    """What an option of type ``annotation`` may be set to, in words: its values, "a whole
    number" (or "1 to 7" within its bounds, a seat "1 to <players>"), "yes | no", and the word
    for leaving it unset (``said.none``); in a language other than English, each of the
    game's values that names a card or a faction gives that name too ("undead (Nemrtví)")."""
    from typing import get_args, get_origin

    said = said or ShellWords()
    origin, args = get_origin(annotation), get_args(annotation)
    if _is_union(annotation):
        kinds = [
            _allowed(arg, said, players, metadata, game_id) for arg in args if arg is not type(None)
        ]
        return " | ".join([*kinds, said.none] if type(None) in args else kinds)
    if origin in (list, tuple, set, frozenset):
        items = [arg for arg in args if arg is not Ellipsis]
        kind = _allowed(items[0], game_id=game_id) if items else say("cli.kind-text")
        return say("cli.kind-list", kind=kind)
    if _choices(annotation):
        return " | ".join(_with_meaning(game_id, value) for value in _choices(annotation))
    if annotation is int:
        low = 1 if said.seat else _bound(metadata, "ge")
        high = players if said.seat else _bound(metadata, "le")
        if low is not None and high:
            return say("cli.range", low=low, high=high)
        return say("cli.kind-whole")
    if annotation is bool:
        return "yes | no"  # what is typed, in every language
    named: dict[object, str] = {float: "cli.kind-number", str: "cli.kind-text"}
    return say(named.get(annotation, "cli.kind-value"))


def _with_meaning(game_id: str, value: str) -> str:
    """A typed value, with the name it stands for in the help's language where that is not
    English and the game's catalog names it (a faction, a card: "undead (Nemrtví)"; else a
    term of the game: "left-to-right (zleva doprava)")."""
    words = catalog()
    if not game_id or words.language == DEFAULT_LANGUAGE:
        return value
    name = words.card(game_id, value)
    if name == value:
        name = words.term(game_id, value)
    return value if name.casefold() == value.casefold() else f"{value} ({name})"


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


def value_text(value: object, said: ShellWords | None = None) -> str:
    """A value as it is written on the command line (a seat from 1, yes or no, the word for an
    unset option): what is typed, so the same in every language."""
    said = said or ShellWords()
    if value is None:
        return said.none
    if isinstance(value, bool):
        return "yes" if value else "no"
    if said.seat and isinstance(value, int):
        return str(value + 1)
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(value_text(item) for item in value) or "none"
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
