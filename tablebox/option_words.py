"""How a game's options read on the command line (``tablebox list``, ``tablebox new GAME --help``
and ``--option``): in the words the New game form uses, not the options model's types.

The command line describes every option from the game's ``Options`` model (its fields, types
and defaults). What an option does, and what a game's options are about, come from the catalog
(``options.<game>.<option>`` and ``options.about.<game>``, :func:`about`, :func:`game_about`) in
the run's language; a field the catalog does not explain falls back to the model's docstring,
which keeps rule ids and "PROPOSED" for programmers (:func:`plain` takes them out). Where the
model's words are a programmer's, :data:`SHELL_WORDS` says how a player reads and writes the
option instead: ``random`` where the model says None and the rules draw it from the seed, seats
counted from 1 (the model counts from 0), an option given as a file (``--board FILE``), or one a
player does not set at all (a scripted deck for tests). An option whose type is a model of its
own (a board, a scripted deal) is never offered to ``--option``: no one writes one on a command
line. What is typed (``random``, ``none``) is the same in every language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablebox.catalog import Catalog


@dataclass(frozen=True, slots=True)
class ShellWords:
    none: str = "none"
    """The word for the option left unset (the model's None), as it is typed."""
    seat: bool = False
    """A seat: written from 1 on the command line (the model counts from 0)."""
    argument: str = ""
    """Given with this argument of ``tablebox new`` instead (``--board``), not ``--option``."""
    metavar: str = "cli.metavar-file"
    """The catalog key of what follows ``argument`` (``FILE``, Czech ``SOUBOR``)."""
    default: str = ""
    """The catalog key of the default in words, where the model's would read as code."""
    hidden: bool = False
    """Not for players (tests, tutorials): neither listed nor accepted."""
    values: str = ""
    """The catalog key of what may be written, in words, where the type would read as code."""


RANDOM = "random"

SHELL_WORDS: dict[str, dict[str, ShellWords]] = {
    "oriflamme": {
        "first_player": ShellWords(none=RANDOM, seat=True),
        "direction": ShellWords(none=RANDOM),
    },
    "dwarf-king": {
        "first_dealer": ShellWords(seat=True),
        "deck": ShellWords(hidden=True),
    },
    "truel": {
        "board": ShellWords(argument="--board", default="options.default-own"),
        "deck": ShellWords(argument="--deck", default="options.default-own"),
    },
    "thrones": {
        "houses": ShellWords(none=RANDOM, values="options.thrones.houses-values"),
        "start": ShellWords(hidden=True),
    },
}
"""Game id -> option name -> how a player reads and writes it (options not named here read as
their model says)."""


def about(game_id: str, option: str, words: Catalog, fallback: str = "") -> str:
    """What ``option`` (a field, or a shorthand such as Claim's ``factions``) does, in the
    language of ``words``; else ``fallback`` (the model's docstring) made :func:`plain`."""
    return _said(f"options.{game_id}.{option}", words) or plain(fallback)


def game_about(game_id: str, words: Catalog, fallback: str = "") -> str:
    """What the game's options are about, in the language of ``words``; else ``fallback``
    (the options model's docstring) made :func:`plain`."""
    return _said(f"options.about.{game_id}", words) or plain(fallback)


def _said(key: str, words: Catalog) -> str:
    return words.text(key) if words.template(key) is not None else ""


_RULE_ID = re.compile(r"\b(?:PROPOSED|[A-Z]{3}-\d+(?:\.\d+)*)\b")


def words(game_id: str, option: str) -> ShellWords:
    return SHELL_WORDS.get(game_id, {}).get(option, ShellWords())


def plain(text: str) -> str:
    """``text`` on one line without rule ids (``DWK-4.6``), "PROPOSED" or code marks."""
    text = _RULE_ID.sub("", text.replace("``", ""))
    text = re.sub(r"\(\s*(?:,\s*)*\)", "", text)  # brackets left empty
    text = re.sub(r"\(\s*,\s*", "(", text)
    text = re.sub(r"\s*,\s*\)", ")", text)
    text = re.sub(r"\s+([,.:;)])", r"\1", text)
    return " ".join(text.split())
