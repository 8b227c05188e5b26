"""The pace setting (issue 26.4): slow, normal or fast, chosen in Settings, remembered in
config.json, and applied to how long a computer's move stays on screen."""

from __future__ import annotations

import json

from textual.widgets import OptionList

from tablebox import config
from tablebox.app import TableboxApp
from tablebox.config import PACE_FACTOR, Config
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
