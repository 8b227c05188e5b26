"""Issue 26.4 "names cut" and the level switch, issue 27.8's header: the New game switch reads
each level in full at 80×24, a computer's level is shown once where the players are listed
(never glued to its name in the log), and Thrones' header fits five players at 80×24."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.widgets import Button

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.new_game import NewGameScreen
from tablebox.tables.thrones.header import header_text
from tablebox.tables.thrones.table import ThronesTableScreen
from tablebox.widgets.computer_mark import COMPUTER_MARK

from .conftest import SIZE, computers_done, opened, settled
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

    async def to_strong(pilot: Any) -> None:
        app = pilot.app
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="New game")
        await burst(pilot, *"Ann", "enter", *"Bot", "ctrl+t", "ctrl+t")

        def shown() -> bool:
            row = next(line for line in screen_text(app).splitlines() if "Bot" in line)
            return "Computer (strong)" in row

        await settled(pilot, shown, what="the switch at Computer (strong)")

    assert snap_compare(TableboxApp(), terminal_size=SIZE, run_before=to_strong)


LONG_NAMES = ["Annabelle", "Bartholomew", "Cassandra", "Demetrius", "Evangeline"]
"""Five long-ish names (the form takes up to 16 letters)."""


def thrones_for_five(tmp_path: Path) -> Match:
    """Five people at one keyboard who trust each other (no cover), all five to place orders."""
    seats = [Seat(name) for name in LONG_NAMES]
    return Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json", handoff=False)


async def test_the_thrones_header_fits_five_players_at_80x24(tmp_path: Path) -> None:
    """Issue 27.8: at 80×24 with five players to act, the header names each one, by house
    letter and name (cut to one length if need be), none cut off at the edge."""
    match = thrones_for_five(tmp_path)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        table = app.screen
        assert isinstance(table, ThronesTableScreen)

        def fits() -> bool:
            head = screen_text(app).splitlines()[0].rstrip()
            entries = head.split("·")[-1].split()[-10:]  # five house letters and names
            letters = [entry for entry in entries[::2]]
            names = entries[1::2]
            return (
                len(head) < SIZE[0]
                and len(names) == 5
                and all(
                    name.rstrip("…") and full.startswith(name.rstrip("…"))
                    for name, full in zip(names, LONG_NAMES, strict=True)
                )
                and all(len(letter) == 1 for letter in letters)
            )

        await settled(pilot, fits, what="the header naming all five within 80 columns")


def test_the_header_cuts_the_title_first_then_the_names_evenly() -> None:
    """Issue 27.8: room for it all, all of it; else without the game's title; else every name
    cut to one length with "…", the line never wider than it may be."""
    who = [(Text("S"), "Annabelle", ""), (Text("L"), "Bo", " ⚙")]
    assert header_text("Game", "round 1", "to act:", who, 80).plain == (
        "Game · round 1 · to act: S Annabelle L Bo ⚙"
    )
    assert header_text("Game", "round 1", "to act:", who, 40).plain == (
        "round 1 · to act: S Annabelle L Bo ⚙"
    )
    cut = header_text("Game", "round 1", "to act:", who, 32)
    assert cut.plain == "round 1 · to act: S Anna… L Bo ⚙" and cut.cell_len <= 32


def test_thrones_header_with_five_long_names(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 27.8: five players to act at 80×24, each named in the header."""
    assert snap_compare(TableboxApp(thrones_for_five(tmp_path)), terminal_size=SIZE)


@pytest.mark.parametrize("game_id", ["dwarf-king", "oriflamme"])
async def test_five_long_names_listed_in_full_at_80x24(game_id: str) -> None:
    """Issue 26.4: five long-ish names, four of them computers, at 80×24: the players' list
    has no room for "(strong)" beside "Bartholomew", so each computer is marked with a gear
    and every name is listed whole, one line each; the log names them plainly."""
    seats = [Seat(LONG_NAMES[0])] + [Seat(name, "computer", "easy") for name in LONG_NAMES[1:]]
    match = Match.start(game_id, seats, seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)

        def listed() -> bool:
            rows = screen_text(app).splitlines()
            return all(
                any(f"{name} {COMPUTER_MARK}" in row for row in rows) for name in LONG_NAMES[1:]
            ) and any(f"▶ {LONG_NAMES[0]}" in row for row in rows)

        await settled(pilot, listed, what="every name whole, each computer with its gear")
        assert "(easy)" not in screen_text(app)
