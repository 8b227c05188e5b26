"""A terminal smaller than 80×24 is covered by a notice saying so, over every screen, and the
screen underneath comes back as it was once the window is large enough; and a refused action's
"Not allowed" notice goes away as soon as the player moves on; in every language (issue 20)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.geometry import Size

from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.controller import Match, Seat
from tablebox.screens import too_small
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.match_screen import REFUSAL_KEY, MatchScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.too_small import TooSmallScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, computers_done, opened, settled, text_of
from .test_app_game import must_follow_position

SMALL = (60, 20)


def notice_text(app: TableboxApp) -> str:
    screen = app.screen
    assert isinstance(screen, TooSmallScreen)
    return text_of(screen.query_one("#too-small-notice"))


def notice_for(language: str, width: int, height: int) -> str:
    """What the notice says, in ``language``, to a terminal of that size."""
    return too_small.notice_text(Size(width, height), Catalog(language)).plain


def five_for_oriflamme(tmp_path: Path) -> Match:
    seats = [Seat("Ann"), *(Seat(name, "computer") for name in ["Ben", "Cid", "Dan", "Eve"])]
    return Match.start("oriflamme", seats, seed=5, save_path=tmp_path / "game.json")


@pytest.mark.parametrize("language", languages())
async def test_a_small_terminal_covers_the_table_until_it_is_large_enough(
    tmp_path: Path, language: str
) -> None:
    match = five_for_oriflamme(tmp_path)
    app = TableboxApp(match, language=language)
    async with app.run_test(size=SMALL) as pilot:
        await computers_done(pilot)
        # The notice, not the table: nothing of the game shows.
        assert isinstance(app.screen, TooSmallScreen)
        words = notice_text(app)
        assert words == notice_for(language, 60, 20)
        assert "80×24" in words and "60×20" in words
        if language == "en":
            assert "Make the window at least 80×24 — it is 60×20 now" in words
            assert "q leaves" in words
        table = app.screen_stack[-2]
        assert isinstance(table, MatchScreen)
        assert not table.is_active
        assert not any(name in words for name in match.names)

        # Keys do nothing to the game under the notice.
        actions, view = list(match.actions), table.view
        await pilot.press("enter", "right", "space", "u")
        assert match.actions == actions and table.view is view

        # Still too small: the notice follows the size.
        await pilot.resize_terminal(79, 30)
        await settled(pilot, lambda: isinstance(app.screen, TooSmallScreen), what="the notice")
        assert notice_text(app) == notice_for(language, 79, 30)

        await pilot.resize_terminal(*SIZE)
        await settled(pilot, lambda: app.screen is table, what="the table back")  # as it was
        assert match.actions == actions and table.view is view
        assert not app.screen.query(TooSmallScreen)
        assert len(app.screen_stack) == 2  # the menu and the table: no notice left behind

        # Smaller again: covered again; larger: back again.
        await pilot.resize_terminal(80, 23)
        await settled(pilot, lambda: isinstance(app.screen, TooSmallScreen), what="the notice")
        await pilot.resize_terminal(100, 30)
        await settled(pilot, lambda: app.screen is table, what="the table back")


@pytest.mark.parametrize("language", languages())
async def test_the_notice_covers_a_hand_off_and_gives_it_back(language: str) -> None:
    """Privacy: over the hand-off cover the notice says only the size, and once the window is
    large enough the cover is back, not the next player's hand."""
    match = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=7, autosave=False)
    match.act(0, match.legal_actions(0)[0])  # Alice leads; Bob must take the keyboard
    app = TableboxApp(match, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        cover = app.screen
        assert isinstance(cover, HandoffScreen)
        await pilot.resize_terminal(*SMALL)
        await settled(pilot, lambda: isinstance(app.screen, TooSmallScreen), what="the notice")
        words = notice_text(app)
        assert words == notice_for(language, *SMALL)
        assert "Alice" not in words and "Bob" not in words
        await pilot.press("enter")  # not "I'm ready": the cover is under the notice
        await pilot.resize_terminal(*SIZE)
        await settled(pilot, lambda: app.screen is cover, what="the cover back")
        table = app.screen_stack[-2]
        assert isinstance(table, TrickTableScreen) and table.view.viewer is None


async def test_the_menu_is_covered_too_and_q_leaves() -> None:
    app = TableboxApp()
    async with app.run_test(size=SMALL) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TooSmallScreen), what="the notice")
        await pilot.press("n")  # the menu's New game key does not reach the menu
        await settled(
            pilot,
            lambda: isinstance(app.screen, TooSmallScreen),
            what="TooSmallScreen on top",
        )
        assert isinstance(app.screen_stack[0], MenuScreen) and len(app.screen_stack) == 2
        await pilot.press("q")
        await settled(pilot, lambda: app.return_code == 0, what="the app to quit")
    assert app.return_code == 0


def refusals(app: TableboxApp) -> list[str]:
    """The "Not allowed" notices the app holds, and the toasts on screen that say so."""
    title = Catalog(app.language).text(REFUSAL_KEY)
    held = [note.message for note in app._notifications if note.title == title]
    shown = [str(toast.render()) for toast in app.screen.query("Toast")]
    return held + [text for text in shown if title in text]


@pytest.mark.parametrize("language", languages())
async def test_a_refusal_notice_goes_once_the_player_moves_on(language: str) -> None:
    match = must_follow_position(
        Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=7, autosave=False)
    )
    app = TableboxApp(match, language=language)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # past the hand-off
        await settled(
            pilot, lambda: isinstance(app.screen, TrickTableScreen), what="TrickTableScreen"
        )
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        dimmed = next(i for i, card in enumerate(table.cards) if not card.playable)
        playable = next(i for i, card in enumerate(table.cards) if card.playable)

        async def refuse() -> None:
            while table.cursor != dimmed:
                await pilot.press("right")
            await pilot.press("enter")
            await settled(pilot, lambda: refusals(app), what="the refusal notice")
            assert "✗" in text_of(table.hand)

        # A cursor move takes the stale notice (and the hand's refusal line) away.
        await refuse()
        await pilot.press("right")
        await settled(pilot, lambda: refusals(app) == [], what="the notice gone")
        assert table.cards[dimmed].label + ":" not in text_of(table.hand)

        # So does a legal play.
        await refuse()
        actions = len(match.actions)
        while table.cursor != playable:
            await pilot.press("left")
        assert refusals(app) == []  # the first move already took it away
        await refuse()
        table.cursor = playable  # straight there, with no key in between
        table.action_play()
        await settled(
            pilot,
            lambda: len(match.actions) == actions + 1 and refusals(app) == [],
            what="the card played, the notice gone",
        )
