"""Switching the language while the app runs (issue 20.4): a Claim game played by keys in
Czech, switched to English through the command palette mid-game, and played on; the menu's
settings; the choice remembered in config.json. Saves hold no words, so the game goes on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandPalette

from tablebox import config
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.screens.menu import ENTRY_KEYS, MenuScreen, entry_label
from tablebox.screens.settings import SettingsScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, palette_offers, play_turn, settled, start_from_new_game, until

CS, EN = Catalog("cs"), Catalog("en")


async def palette_language(pilot: Any, command: str, language: str) -> None:
    """Ctrl+P, the palette's Language entry (``command``, in the words now shown), then the
    language by its own name: as a player does it."""
    app = pilot.app
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette))
    palette = app.screen
    await pilot.press(*command)
    await settled(pilot, lambda: palette_offers(app, command), what=f"the command {command}")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette) and app.screen is not palette)
    await pilot.press(*f"({language})")
    await settled(pilot, lambda: palette_offers(app, f"({language})"), what=language)
    await pilot.press("enter")
    await until(
        pilot, lambda: app.language == language and not isinstance(app.screen, CommandPalette)
    )


def footer_words(app: TableboxApp) -> set[str]:
    """The descriptions the footer shows now (as Textual's footer reads them)."""
    return {
        shown.binding.description
        for shown in app.screen.active_bindings.values()
        if shown.binding.show
    }


@pytest.mark.usefixtures("only_claim")
async def test_a_claim_game_in_czech_switched_to_english_mid_game_plays_on() -> None:
    app = TableboxApp(language="cs", computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await start_from_new_game(pilot, ["Aleš", "Bára"], "7", computer=1)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        match = table.match
        assert match.catalog.language == "cs"
        assert CS.text("ui.key-menu") in footer_words(app)
        assert EN.text("ui.key-menu") not in footer_words(app)
        for _ in range(3):
            await play_turn(pilot)
        played = len(match.actions)
        assert played >= 3

        await palette_language(pilot, CS.text("ui.palette-language"), "en")

        # The same game, on a table drawn anew in English: nothing played was lost.
        table = app.screen
        assert isinstance(table, TrickTableScreen) and table.match is match
        assert len(match.actions) == played
        assert match.catalog.language == "en"
        assert EN.text("ui.key-menu") in footer_words(app)
        assert CS.text("ui.key-menu") not in footer_words(app)
        for _ in range(3):
            await play_turn(pilot)
        assert len(match.actions) > played
    assert config.load().language == "en"


async def test_the_menu_settings_switch_the_language_and_it_is_remembered() -> None:
    app = TableboxApp(language="en", computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("t")  # Se[t]tings
        await settled(pilot, lambda: isinstance(app.screen, SettingsScreen), what="Settings")
        await pilot.press("down", "enter")  # Language
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press(*"cs")  # typed without diacritics: the language's code
        await settled(pilot, lambda: palette_offers(app, "(cs)"), what="Czech")
        await pilot.press("enter")
        await until(pilot, lambda: app.language == "cs")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        title = settings.query_one(".screen-title")
        await settled(
            pilot,
            lambda: (
                str(title.render()) == CS.text("ui.settings-title")
                and CS.text("ui.key-menu") in footer_words(app)
            ),
            what="Settings in Czech",
        )
        # Back in the menu: its words and its letters are Czech now.
        await pilot.press("escape")
        await settled(
            pilot,
            lambda: (
                str(app.screen.query_one("#menu-subtitle").render())
                == CS.text("common.ui.menu-subtitle")
            ),
            what="the menu in Czech",
        )
        assert isinstance(app.screen, MenuScreen)
        letters = {shown.binding.action: key for key, shown in app.screen.active_bindings.items()}
        for entry in ENTRY_KEYS:
            assert letters[f"choose('{entry}')"] == entry_label(entry, CS)[0]
    assert config.load().language == "cs"

    # The next run starts in it (no --lang, no TABLEBOX_LANG, no locale: the tests clear them).
    app = TableboxApp()
    assert app.language == "cs"


def test_the_language_is_written_to_the_config_file(tmp_path: Path) -> None:
    app = TableboxApp(language="en")
    app._remember_language("cs")
    saved = json.loads(config.config_path().read_text(encoding="utf-8"))
    assert saved["language"] == "cs"


@pytest.mark.usefixtures("only_claim")
async def test_the_rules_screen_opens_the_reference_in_the_chosen_language() -> None:
    """Issue 20.3: the Czech reference (seeds/cs/claim.md) in Czech, the English one after a
    switch: the same rule ids in both."""
    from textual.widgets import MarkdownViewer

    from tablebox import resources
    from tablebox.screens.rules import RulesScreen

    def source(app: Any) -> str:
        """The rule reference the screen shows now (the viewer is filled in once it is up)."""
        found = app.screen.query(MarkdownViewer)
        return str(found.first().document.source) if found else ""

    app = TableboxApp(language="cs")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(entry_label("rules", CS)[0])
        await settled(
            pilot,
            lambda: isinstance(app.screen, RulesScreen),
            what="RulesScreen on top",
        )
        czech = resources.rule_reference("claim", "cs")
        await settled(pilot, lambda: source(app) == czech, what="the Czech rules")
        await palette_language(pilot, CS.text("ui.palette-language"), "en")
        # The rules over the menu show themselves again, in English.
        assert isinstance(app.screen, RulesScreen)
        english = resources.rule_reference("claim", "en")
        await settled(pilot, lambda: source(app) == english, what="the English rules")
    # The Czech reference is a file of its own (not the English one fallen back to).
    assert resources.rule_reference_path("claim", "cs").parent.name == "cs"
