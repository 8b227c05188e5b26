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

from .conftest import SIZE, palette_enter, play_turn, settled, start_from_new_game, until

CS, EN = Catalog("cs"), Catalog("en")


async def palette_language(pilot: Any, command: str, language: str) -> None:
    """Ctrl+P, the palette's Language entry (``command``, in the words now shown), then the
    language by its own name: as a player does it."""
    app = pilot.app
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette))
    palette = app.screen
    await palette_enter(pilot, command)
    await until(pilot, lambda: isinstance(app.screen, CommandPalette) and app.screen is not palette)
    await palette_enter(pilot, f"({language})")
    await until(
        pilot, lambda: app.language == language and not isinstance(app.screen, CommandPalette)
    )
    await pilot.pause()


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
        await pilot.pause()
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
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        await pilot.press("t")  # Se[t]tings
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("down", "enter")  # Language
        await until(pilot, lambda: isinstance(app.screen, CommandPalette))
        await palette_enter(pilot, "cs")  # typed without diacritics: the language's code
        await until(pilot, lambda: app.language == "cs")
        await until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        title = settings.query_one(".screen-title")
        assert str(title.render()) == CS.text("ui.settings-title")
        assert CS.text("ui.key-menu") in footer_words(app)
        # Back in the menu: its words and its letters are Czech now.
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        subtitle = app.screen.query_one("#menu-subtitle")
        assert str(subtitle.render()) == CS.text("common.ui.menu-subtitle")
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

    async def reference(pilot: Any) -> str:
        await settled(pilot, lambda: pilot.app.screen.query(MarkdownViewer), what="the rules")
        return str(pilot.app.screen.query(MarkdownViewer).first().document.source)

    app = TableboxApp(language="cs")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(entry_label("rules", CS)[0])
        assert isinstance(app.screen, RulesScreen)
        assert await reference(pilot) == resources.rule_reference("claim", "cs")
        await palette_language(pilot, CS.text("ui.palette-language"), "en")
        # The rules over the menu show themselves again, in English.
        assert isinstance(app.screen, RulesScreen)
        english = resources.rule_reference("claim", "en")
        await settled(
            pilot,
            lambda: any(
                str(viewer.document.source) == english
                for viewer in pilot.app.screen.query(MarkdownViewer)
            ),
            what="the rules in English",
        )
        assert await reference(pilot) == english
    # The Czech reference is a file of its own (not the English one fallen back to).
    assert resources.rule_reference_path("claim", "cs").parent.name == "cs"
