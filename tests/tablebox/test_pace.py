"""The pace setting (issue 26.4): slow, normal or fast, chosen in Settings, remembered in
config.json, and applied to how long a computer's move stays on screen."""

from __future__ import annotations

import json
from typing import Any

import pytest
from textual.widgets import OptionList

from tablebox import config
from tablebox.app import TableboxApp
from tablebox.config import PACE_FACTOR, Config
from tablebox.controller import Match, Seat
from tablebox.screens.menu import MenuScreen
from tablebox.screens.settings import SettingsScreen

from .conftest import SIZE, settled


def test_the_pace_defaults_to_normal_and_an_unknown_pace_is_normal() -> None:
    assert Config().pace == "normal"
    assert Config.model_validate({"pace": "warp", "theme": "nord"}).pace == "normal"
    assert Config.model_validate({"pace": "slow"}).pace == "slow"


def test_each_pace_is_slower_than_the_next() -> None:
    assert PACE_FACTOR["slow"] > PACE_FACTOR["normal"] > PACE_FACTOR["fast"] > 0


async def test_enter_on_the_pace_steps_it_on_and_it_is_saved_and_read_back() -> None:
    app = TableboxApp(language="en", computer_pause=0.4)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("t")  # Se[t]tings
        await settled(pilot, lambda: isinstance(app.screen, SettingsScreen), what="Settings")
        assert app.pace == "normal"
        await pilot.press("down", "down", "enter")  # Pace: normal -> fast
        await settled(pilot, lambda: app.pace == "fast", what="the fast pace")
        options = app.screen.query_one("#settings-options", OptionList)
        await settled(
            pilot,
            lambda: "Pace: fast" in str(options.get_option("pace").prompt),
            what="the pace shown",
        )
        assert app.paced_pause == 0.4 * PACE_FACTOR["fast"]
        await pilot.press("enter")  # fast -> slow
        await settled(pilot, lambda: app.pace == "slow", what="the slow pace")
        assert app.paced_pause == 0.4 * PACE_FACTOR["slow"]
    saved = json.loads(config.config_path().read_text(encoding="utf-8"))
    assert saved["pace"] == "slow"
    assert config.load().pace == "slow"
    # A new run reads it back.
    again = TableboxApp(language="en", computer_pause=0.4)
    assert again.pace == "slow"


async def test_an_oriflamme_resolution_by_computers_is_drawn_one_card_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 26.4: each computer move of a resolution is drawn, the card it is on highlighted
    (the row's resolving card), and stays longer than a placement (its pause weight)."""
    from tablebox.tables.oriflamme.table import RESOLUTION_WEIGHT, OriflammeTableScreen

    drawn: list[tuple[int, float]] = []
    show = OriflammeTableScreen.show

    def recording(self: OriflammeTableScreen, view: Any) -> None:
        show(self, view)
        if view.resolving_position is not None and view.round == 1:
            cells = [cell for cell in view.row if cell.resolving]
            assert len(cells) == 1, "one card highlighted at a time"
            drawn.append((view.resolving_position, self.pause_weight()))

    monkeypatch.setattr(OriflammeTableScreen, "show", recording)
    seats = [Seat(name, "computer") for name in ("Ann", "Bo", "Cy")]
    match = Match.start("oriflamme", seats, seed=4, autosave=False)
    app = TableboxApp(match, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: match.is_over or match.view(None).round > 1, what="round 2")
    positions = [position for position, _ in drawn]
    assert len(set(positions)) >= 3, positions
    # The pass goes card by card along the row: each drawn position follows the one before.
    firsts = list(dict.fromkeys(positions))
    assert firsts == sorted(firsts) or firsts == sorted(firsts, reverse=True), firsts
    assert all(weight == RESOLUTION_WEIGHT for _, weight in drawn)
