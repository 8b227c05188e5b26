"""Every setup the contract suite plays: each registered game at each player count, with the
option modes that change what is dealt (Claim's boxes and mixed decks)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from tablebox import registry
from tablebox.engine import Action, Rules

NAMES: tuple[str, ...] = ("Ann", "Ben", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


def _claim_options(players: int) -> list[tuple[str, dict[str, Any]]]:
    """CLM-1.5, CLM-10, CLM-11.1: either box or a mix at two players; three and four players
    need a mixed deck with five singles (see ``games/claim/options.py``)."""
    if players == 2:
        return [
            ("claim", {"box": "claim"}),
            ("claim2", {"box": "claim2"}),
            (
                "mixed",
                {"box": "mixed", "pair": "knights-goblins", "singles": ["dragon", "troll", "seer"]},
            ),
        ]
    singles = {
        3: ["undead", "dwarf", "doppelganger", "troll", "seer"],
        4: ["dwarf", "doppelganger", "dragon", "troll", "seer"],
    }[players]
    pair = "gnomes-giants" if players == 3 else "knights-goblins"
    return [("mixed", {"box": "mixed", "pair": pair, "singles": singles})]


def _dwarf_king_options(players: int) -> list[tuple[str, dict[str, Any]]]:
    """DWK-1.5: two deals keep the suite quick (and tie-break deals come often); at four
    players also one deal with every won card shown and the beginner quests."""
    modes: list[tuple[str, dict[str, Any]]] = [("short", {"deals": 2})]
    if players == 4:
        modes.append(("open", {"deals": 1, "open_tricks": True, "quests": "beginner"}))
    return modes


OPTION_MODES: dict[str, Callable[[int], list[tuple[str, dict[str, Any]]]]] = {
    "claim": _claim_options,
    "dwarf-king": _dwarf_king_options,
}
"""Per game: player count -> the option modes to play (label, options). A game missing here
is played with its default options only."""


@dataclass(frozen=True)
class Setup:
    game: str
    players: int
    mode: str
    """A label for the options, "" for the defaults."""
    options_json: str
    """The options as canonical JSON (a frozen dataclass must hold hashable fields)."""

    @property
    def id(self) -> str:
        return f"{self.game}-{self.players}p" + (f"-{self.mode}" if self.mode else "")

    @property
    def options(self) -> dict[str, Any] | None:
        loaded: dict[str, Any] | None = json.loads(self.options_json)
        return loaded

    @property
    def rules(self) -> Rules:
        return registry.get(self.game)

    @property
    def names(self) -> list[str]:
        return list(NAMES[: self.players])

    def new_game(self, seed: int) -> Any:
        return self.rules.new_game(self.names, self.options, seed=seed)

    def line(self, seed: int) -> str:
        """The setup as one line of text, for the golden files."""
        return f"game={self.game} players={self.players} options={self.options_json} seed={seed}"


def all_setups() -> list[Setup]:
    """Every setup of every game whose rules import (``test_every_registered_game_imports``
    fails for the others, rather than the whole suite failing to collect)."""
    setups = []
    for game in registry.game_ids():
        try:
            rules = registry.get(game)
        except Exception:
            continue
        for players in range(rules.min_players, rules.max_players + 1):
            modes = OPTION_MODES.get(game, lambda _: [("", None)])(players)
            for mode, options in modes:
                setups.append(Setup(game, players, mode, json.dumps(options, sort_keys=True)))
    return setups


SETUPS: list[Setup] = all_setups()
SETUP_IDS: list[str] = [setup.id for setup in SETUPS]

MAX_ACTIONS = 5000
"""A random game longer than this is taken not to end."""


@dataclass(frozen=True)
class Step:
    """One action of a playthrough: the state it was taken in and the state it led to."""

    before: Any
    seat: int
    action: Action
    after: Any


def choose(rules: Rules, state: Any, rng: random.Random) -> tuple[int, Action] | None:
    """A seeded random policy: a random acting seat, then a random legal action of it."""
    seats = rules.current_seats(state)
    if not seats:
        return None
    seat = rng.choice(sorted(seats))
    legal = rules.legal_actions(state, seat)
    assert legal, f"seat {seat} must act but has no legal action"
    return seat, rng.choice(legal)


def play(setup: Setup, seed: int) -> Iterator[Step]:
    """A random game from ``new_game(seed)``, one :class:`Step` per action, through ``apply``."""
    rules = setup.rules
    state = setup.new_game(seed)
    rng = random.Random(f"contract {setup.id} {seed}")
    for _ in range(MAX_ACTIONS):
        chosen = choose(rules, state, rng)
        if chosen is None:
            return
        seat, action = chosen
        after = rules.apply(state, seat, action)
        yield Step(state, seat, action, after)
        state = after
    raise AssertionError(f"{setup.id} seed {seed}: no end after {MAX_ACTIONS} random actions")


@cache
def playthrough(setup: Setup, seed: int) -> tuple[Step, ...]:
    """:func:`play` kept for the tests that only read the states (apply never mutates, which
    ``test_apply_never_mutates`` checks on its own fresh games)."""
    return tuple(play(setup, seed))


def states(setup: Setup, seed: int) -> list[Any]:
    """Every state of a cached playthrough, the final one included."""
    steps = playthrough(setup, seed)
    return [step.before for step in steps] + [steps[-1].after if steps else setup.new_game(seed)]
