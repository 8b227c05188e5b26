"""Issue 26.4 "names cut" and the level switch, issue 27.8's header: the New game switch reads
each level in full at 80×24, a computer's level is shown once where the players are listed
(never glued to its name in the log), and Thrones' header fits five players at 80×24."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.widgets import Button

from tablebox.app import TableboxApp
from tablebox.screens.new_game import NewGameScreen

from .conftest import SIZE, settled
from .test_new_game_typing import burst

SnapCompare = Callable[..., bool]


def screen_text(app: TableboxApp) -> str:
    """The screen as drawn, one line per row."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


@pytest.mark.parametrize(
    ("language", "levels"),
    [
        ("en", ["Computer (normal)", "Computer (strong)", "Computer (easy)"]),
        ("cs", ["Počítač (střední)", "Počítač (silný)", "Počítač (lehký)"]),
    ],
)
async def test_the_level_switch_reads_each_level_in_full_at_80x24(
    language: str, levels: list[str]
) -> None:
    """Issue 26.4: `n`, Ann, Enter, Bot, then Ctrl+T three times: the switch beside Bot shows
    each level in full on the screen (it was cut to "Computer" until the window was resized)."""
    app = TableboxApp(language=language)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="New game")
        await burst(pilot, *"Ann", "enter", *"Bot")
        switch = app.screen.query_one("#kind-1", Button)
        for level in levels:
            await burst(pilot, "ctrl+t")

            def shown(level: str = level) -> bool:
                row = next(line for line in screen_text(app).splitlines() if "Bot" in line)
                return level in row and switch.region.right <= SIZE[0]

            await settled(pilot, shown, what=f"{level!r} in full beside Bot")


def test_new_game_with_a_strong_computer(snap_compare: SnapCompare) -> None:
    """The switch at "Computer (strong)", in full, beside the second name."""
    keys = ["n", *"Ann", "enter", *"Bot", "ctrl+t", "ctrl+t"]
    assert snap_compare(TableboxApp(), press=keys, terminal_size=SIZE)
