"""How a game's options read on the command line (``tablebox list``, ``tablebox new GAME --help``
and ``--option``): in the words the New game form uses, not the options model's types.

The command line describes every option from the game's ``Options`` model (its fields, types,
defaults and docstrings). Where the model's words are a programmer's, :data:`SHELL_WORDS` says
how a player reads and writes the option instead: ``random`` where the model says None and the
rules draw it from the seed, seats counted from 1 (the model counts from 0), an option given as a
file (``--board FILE``), or one a player does not set at all (a scripted deck for tests). Rule
ids and "PROPOSED" are taken out of the docstrings (:func:`plain`), which keep them for
programmers. An option whose type is a model of its own (a board, a scripted deal) is never
offered to ``--option``: no one writes one on a command line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ShellWords:
    none: str = "none"
    """The word for the option left unset (the model's None)."""
    seat: bool = False
    """A seat: written from 1 on the command line (the model counts from 0)."""
    argument: str = ""
    """Given with this argument of ``tablebox new`` instead (``--board FILE``), not ``--option``."""
    default: str = ""
    """The default in words, where the model's would read as code."""
    hidden: bool = False
    """Not for players (tests, tutorials): neither listed nor accepted."""
    values: str = ""
    """What may be written, in words, where the type would read as code."""
    about: str = ""
    """What it does, where the model's docstring speaks to programmers."""


RANDOM = "random"

SHELL_WORDS: dict[str, dict[str, ShellWords]] = {
    "oriflamme": {
        "first_player": ShellWords(
            none=RANDOM,
            seat=True,
            about="The player holding the first-player tile in round 1, by seat (1 is the"
            " first player named); random: drawn from the game's seed (the rulebook gives the"
            " tile to the oldest player).",
        ),
        "direction": ShellWords(
            none=RANDOM,
            about="Which way every resolution runs, all game long; random: drawn from the"
            " game's seed.",
        ),
    },
    "dwarf-king": {
        "first_dealer": ShellWords(
            seat=True,
            about="The player who deals first, by seat (1 is the first player named), or random.",
        ),
        "deck": ShellWords(hidden=True),
    },
    "truel": {
        "match": ShellWords(
            about="yes: play games until one player has won three, the champion of the evening.",
        ),
        "board": ShellWords(
            argument="--board FILE",
            default="tablebox's own",
            about="The track, from a JSON file (the format of assets/truel/board.json).",
        ),
        "deck": ShellWords(
            argument="--deck FILE",
            default="tablebox's own",
            about="The cards, from a JSON file (the format of assets/truel/deck.json).",
        ),
    },
    "thrones": {
        "houses": ShellWords(
            none=RANDOM,
            values="a comma-separated list of houses, one per player in seat order",
            about="The house of each player, in seat order: each of the houses in play at that"
            " player count once; random: drawn from the game's seed.",
        ),
        "start": ShellWords(hidden=True),
    },
}
"""Game id -> option name -> how a player reads and writes it (options not named here read as
their model says)."""

GAME_ABOUT: dict[str, str] = {
    "oriflamme": "Who starts and which way the row resolves; both are drawn from the game's seed"
    " unless set.",
    "truel": "Whether players start with a gem, and whether to play a match; --board and --deck"
    " load a board or a deck of your own.",
}
"""Game id -> what its options are about, where the model's docstring speaks to programmers."""

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
