"""Shared fixtures and helpers for the tablebox tests.

Every test saves into its own temporary folder. The app tests drive the app the way a person
would, by pressing keys; the helpers below take one turn or fill in the New game screen.
"""

from __future__ import annotations

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


def text_of(widget: Any) -> str:
    """The plain text a Static shows now."""
    return str(widget.render())


async def start_from_new_game(
    pilot: Any, names: list[str], seed: str, computer: int | None = None
) -> None:
    """From the menu: New game, type the names (optionally make one seat a computer), type the
    seed and press Enter to start."""
    from textual.widgets import Input

    from tablebox.screens.new_game import NewGameScreen

    await pilot.press("n")
    assert isinstance(pilot.app.screen, NewGameScreen)
    for seat, name in enumerate(names):
        await pilot.press(*name)
        if seat == computer:
            await pilot.press("tab", "enter", "shift+tab")  # the Human/Computer toggle
        await pilot.press("enter")  # on to the next name, then the seed
    focused = pilot.app.focused
    assert isinstance(focused, Input) and focused.id == "seed"
    await pilot.press(*seed, "enter")
    await pilot.pause()


async def play_turn(pilot: Any) -> str:
    """Take the current table turn by keys: highlight a legal card and press Enter, or take the
    first listed choice (e.g. the seer's) with its letter. Returns the action taken."""
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
