"""Shared fixtures and helpers for the tablebox tests.

Every test saves into its own temporary folder. The app tests drive the app the way a person
would, by pressing keys; the helpers below take one turn or fill in the New game screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from tablebox.saves import SAVE_DIR_VARIABLE

SIZE = (80, 24)
"""The smallest terminal tablebox supports; every app test runs at this size."""


@pytest.fixture(autouse=True)
def save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves and the Continue list use a fresh folder, never the player's real saves."""
    folder = tmp_path / "saves"
    monkeypatch.setenv(SAVE_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture
def only_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Claim as the one registered game, for tests of what the app does with a single game (the
    Rules key opens its rules at once; the New game screen names it without a game select), so
    they stay true while other games are added to the registry."""
    from tablebox import registry

    monkeypatch.setattr(registry, "GAMES", {"claim": registry.GAMES["claim"]})


def text_of(widget: Any) -> str:
    """The plain text a Static shows now."""
    return str(widget.render())


async def start_from_new_game(
    pilot: Any,
    names: list[str],
    seed: str,
    computer: int | None = None,
    options: Sequence[str] = (),
) -> None:
    """From the menu: New game, type the names (optionally make one seat a computer) with Enter
    after each, Enter on the first blank optional name to skip to the seed, type the seed, then
    press Enter to start; or first press the ``options`` keys (from the seed, e.g. ``"down"``
    into the game's options panel) and start with Ctrl+S."""
    from textual.widgets import Input

    from tablebox.screens.new_game import NewGameScreen

    await pilot.press("n")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    for seat, name in enumerate(names):
        await pilot.press(*name)
        if seat == computer:
            await pilot.press("tab", "enter", "shift+tab")  # the Human/Computer toggle
        await pilot.press("enter")  # on to the next name, then the seed
    if len(names) < screen.rules.max_players:
        blank = pilot.app.focused
        assert isinstance(blank, Input) and blank.id == f"name-{len(names)}"
        await pilot.press("enter")  # a blank optional name: on to the seed
    focused = pilot.app.focused
    assert isinstance(focused, Input) and focused.id == "seed"
    await pilot.press(*seed)
    if options:
        await pilot.press(*options, "ctrl+s")
    else:
        await pilot.press("enter")
    await pilot.pause()


def singles_keys(chosen: Sequence[str]) -> list[str]:
    """From the Pair row of Claim's panel: Down through the six single factions, ticking the
    ``chosen`` ones with Space."""
    from games.claim.factions import SINGLES

    keys: list[str] = []
    for single in SINGLES:
        keys.append("down")
        if single in chosen:
            keys.append("space")
    return keys


async def play_turn(pilot: Any) -> str:
    """Take the current table turn by keys: highlight a legal card and press Enter, or take the
    first listed choice (a prize, or the seer's) with its key. Returns the action taken."""
    table = pilot.app.screen
    seat = table.view.viewer
    assert seat is not None, "the table must show the acting seat's own view"
    legal = table.match.legal_actions(seat)
    if table.choices:
        choice = table.choices[0]
        assert choice.action in legal
        await pilot.press(choice.key)
        return choice.action
    target = next(i for i, card in enumerate(table.cards) if card.action in legal)
    step = "right" if target > table.cursor else "left"
    while table.cursor != target:
        await pilot.press(step)
    action = table.cards[target].action
    await pilot.press("enter")
    return action


@pytest.fixture
def leaks(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """Every time the table asked for a seat's view while a hand-off was due (must stay empty:
    the table may render a seat's view only when no hand-off is due)."""
    from tablebox.controller import Match

    found: list[int | None] = []
    table_view = Match.table_view

    def watched(self: Match) -> Any:
        if self.handoff_to() is not None:
            found.append(self.keyboard_holder)
        return table_view(self)

    monkeypatch.setattr(Match, "table_view", watched)
    return found
