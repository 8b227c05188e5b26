"""The menu, the New game form and the Rules screen."""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest
from textual.widgets import Input, MarkdownViewer

from tablebox import resources
from tablebox.app import TableboxApp
from tablebox.screens.menu import MenuScreen
from tablebox.screens.new_game import NewGameScreen
from tablebox.screens.rules import RulesScreen
from tablebox.screens.saved_games import ContinueScreen, LoadScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, settled, text_of


@pytest.mark.usefixtures("only_claim")
async def test_menu_letters_open_each_screen_and_escape_returns() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, MenuScreen)
        for key, screen in [
            ("n", NewGameScreen),
            ("c", ContinueScreen),
            ("l", LoadScreen),
            ("r", RulesScreen),
        ]:
            await pilot.press(key)
            await settled(pilot, lambda s=screen: isinstance(app.screen, s), what=screen.__name__)
            await pilot.press("escape")
            await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("down", "enter")  # arrows and Enter work too: Continue
        await settled(
            pilot,
            lambda: isinstance(app.screen, ContinueScreen),
            what="ContinueScreen on top",
        )
        await pilot.press("escape", "q")
    assert app.return_code == 0


async def test_new_game_refuses_bad_input_in_place() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="the form")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        problem = screen.query_one("#setup-problem")
        names = [screen.query_one(f"#name-{seat}", Input) for seat in (0, 1)]
        seed = screen.query_one("#seed", Input)

        await pilot.press("ctrl+s")
        assert "Player 1 needs a name" in text_of(problem)
        names[0].value, names[1].value = "Alice", "  alice "
        await pilot.press("ctrl+s")
        assert "both called alice" in text_of(problem)
        assert app.focused is names[1]
        names[1].value, seed.value = "Bob", "seven"
        await pilot.press("ctrl+s")
        assert "seed must be a whole number" in text_of(problem)
        assert app.focused is seed
        seed.value = "42"
        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: any(isinstance(s, TrickTableScreen) for s in app.screen_stack),
            what="the table",
        )
        table = next(s for s in app.screen_stack if isinstance(s, TrickTableScreen))
        assert table.match.names == ["Alice", "Bob"] and table.match.seed == 42


def test_every_game_has_a_table_package() -> None:
    from tablebox import registry

    for game_id in registry.playable_ids():
        package = registry.table_package(game_id)
        assert callable(package.table_screen) and callable(package.options_panel)


async def wait_for(pilot: Any, selector: Any) -> Any:
    """The rules are filled in just after the screen appears: the first match, once there."""
    await settled(pilot, lambda: pilot.app.screen.query(selector), what=f"{selector}")
    return pilot.app.screen.query(selector).first()


@pytest.mark.usefixtures("only_claim")
async def test_rules_screen_shows_the_rule_reference() -> None:
    if not resources.rule_reference_path("claim").exists():
        pytest.skip("seeds/claim.md is not written yet")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await settled(
            pilot,
            lambda: isinstance(app.screen, RulesScreen),
            what="RulesScreen on top",
        )
        viewer = await wait_for(pilot, MarkdownViewer)
        assert "CLM-6.2" in viewer.document.source
        await pilot.press("pagedown", "t", "escape")  # Escape closes the contents first
        await settled(
            pilot,
            lambda: isinstance(app.screen, RulesScreen),
            what="RulesScreen on top",
        )
        await pilot.press("escape")
        assert isinstance(app.screen, MenuScreen)


@pytest.mark.usefixtures("only_claim")
async def test_rules_screen_says_so_when_the_reference_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing(game_id: str, language: str = "en") -> str:
        raise FileNotFoundError(game_id)

    monkeypatch.setattr("tablebox.screens.rules.rule_reference", missing)
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        assert "not written yet" in text_of(await wait_for(pilot, "#rules-missing"))


class ThreeSeats:
    """A stand-in game with three seats and no options panel, to switch to."""

    id = "three-seats"
    title = "Three Seats"
    min_players = 2
    max_players = 3


@pytest.mark.usefixtures("only_claim")
async def test_with_several_games_new_game_and_rules_ask_which(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from textual.widgets import Select

    from tablebox import registry
    from tablebox.screens.rules import GamePickerScreen

    module = types.ModuleType("three_seats")
    module.rules = ThreeSeats()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "three_seats", module)
    # Its table package is the stand-in one of the tests (conftest.py): no options panel.
    monkeypatch.setitem(
        registry.GAMES, "three-seats", registry.GameEntry("three_seats", "tests.tablebox.conftest")
    )
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        await settled(
            pilot,
            lambda: isinstance(app.screen, GamePickerScreen),
            what="GamePickerScreen on top",
        )
        await pilot.press("enter")
        assert isinstance(app.screen, RulesScreen) and app.screen.game_id == "claim"
        await pilot.press("escape", "n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert seats_shown(screen) == 4 and options_shown(screen, "claim")

        # Switching games shows that game's seat rows and options panel (issue 17.1: rows and
        # panels are built once and shown or hidden, so no typed key lands on a removed one).
        screen.query_one("#game", Select).value = "three-seats"
        await settled(
            pilot,
            lambda: screen.game_id == "three-seats" and seats_shown(screen) == 3,
            what="three seats",
        )
        assert not options_shown(screen, "claim")
        screen.query_one("#game", Select).value = "claim"
        await settled(
            pilot,
            lambda: seats_shown(screen) == 4 and options_shown(screen, "claim"),
            what="Claim's seats and options",
        )


def seats_shown(screen: NewGameScreen) -> int:
    return sum(1 for row in screen.query(".seat-kind") if row.parent and row.parent.display)


def options_shown(screen: NewGameScreen, game_id: str) -> bool:
    return any(panel.display for panel in screen.query(f"#{game_id}-options"))


async def test_screens_post_messages_and_the_app_routes_them(
    tally: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Menu -> New game -> a table -> menu -> Continue -> the same table -> rules -> Load, with
    the stand-in game Tally as the only game: every move between screens is a message the app
    handles (``tablebox/screens/messages.py``), none a call into the app."""
    from tablebox import registry
    from tablebox.screens.match_screen import MatchScreen

    monkeypatch.setattr(registry, "GAMES", {tally: registry.GAMES[tally]})
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(
            pilot,
            lambda: isinstance(app.screen, NewGameScreen),
            what="NewGameScreen on top",
        )
        await pilot.press(*"Ann", "enter", *"Ben", "enter", "enter", "4", "enter")
        await settled(pilot, lambda: len(app.screen_stack) == 3, what="the table and its cover")
        table = app.screen_stack[1]
        assert isinstance(table, MatchScreen) and table.match.names == ["Ann", "Ben"]
        assert len(app.screen_stack) == 3  # menu, table, hand-off
        await pilot.press("enter", "1", "escape")  # Ann plays; on Ben's hand-off: Menu
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")

        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
        await pilot.press("enter")
        await settled(pilot, lambda: len(app.screen_stack) > 1, what="the game")
        again = app.screen_stack[1]
        assert isinstance(again, MatchScreen) and again is not table
        assert [a.action for a in again.match.actions] == ["1"]
        await pilot.press("enter", "question_mark")  # Ben takes the keyboard, then the rules
        await settled(pilot, lambda: isinstance(app.screen, RulesScreen), what="the rules")
        assert isinstance(app.screen, RulesScreen) and app.screen.game_id == tally
        await pilot.press("escape")
        await settled(pilot, lambda: app.screen is again, what="the table")
        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await pilot.press("l")
        await settled(pilot, lambda: isinstance(app.screen, LoadScreen), what="Load")
        await pilot.press("escape")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


def test_hand_off_and_results_put_rule_output_into_words_through_the_catalog() -> None:
    """The hand-off keeps only public events (a drawn card meant for one seat never reaches
    it); the results frame adds the outcome's explanation; both in words via the catalog."""
    from rich.text import Text

    from tablebox.catalog import Catalog
    from tablebox.engine import Event, Message
    from tablebox.screens.handoff import HandoffScreen
    from tablebox.screens.results import ResultsScreen

    catalog = Catalog(names=["Ann", "Ben"])
    events = [
        Event("common.not-your-turn", {"seat": 0}),
        Event("common.not-your-turn", {"seat": 1}, audience=1),
    ]
    cover = HandoffScreen(1, catalog, events)
    assert cover.player == "Ben"
    assert cover.public_log == ["it is Ann's turn"]
    won = Message("common.game-over-won", {"seats": [0, 1]})
    results = ResultsScreen("Game over", Text("count"), [won], catalog)
    assert results.body.plain == "count\n\ngame over, Ann and Ben won"
