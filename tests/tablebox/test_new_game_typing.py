"""Issue 17.1: the New game form typed at terminal speed. A terminal hands the app everything
typed ahead at once; the form must take every key in order even while it changes the game (its
seat rows and options panel) or moves the cursor. ``pilot.press`` waits for the app to be idle
after each key, so it never sees that race: :func:`burst` hands the app all keys at once, as the
terminal does."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from textual import events
from textual.keys import _character_to_key, _get_unicode_name_from_key
from textual.widgets import Button, Input

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.controller import Match
from tablebox.screens.menu import MenuScreen
from tablebox.screens.new_game import NewGameScreen

from .conftest import SIZE, computers_done, settled

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]


def key_event(key: str) -> events.Key:
    """The event a terminal's driver makes of ``key`` (as ``pilot.press`` does)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(key))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


async def burst(pilot: Any, *keys: str) -> None:
    """Hand the app every key at once, with no pause between them, then let it settle."""
    app = pilot.app
    for key in keys:
        event = key_event(key)
        event.set_sender(app)
        app.post_message(event)
    handled: list[bool] = []
    app.call_later(handled.append, True)  # queued behind the keys: runs once they are handled
    await settled(pilot, lambda: handled, what="the keys typed ahead to be handled")
    await pilot.pause()  # and the messages the last keys posted to the screen's widgets


def open_match(app: TableboxApp) -> Match | None:
    """The match on a table screen (under a hand-off cover, maybe), if one was started."""
    matches = (getattr(screen, "match", None) for screen in app.screen_stack)
    return next((match for match in matches if isinstance(match, Match)), None)


def choose_game(game_id: str) -> list[str]:
    """From Player 1's name: ↑ to the Game dropdown, Enter opens it, ↓ to the game, Enter."""
    index = registry.playable_ids().index(game_id)
    return ["up", "enter", *["down"] * index, "enter"]


def names_keys(count: int, step: str) -> list[str]:
    """The first ``count`` names, ``step`` (Tab, ↓ or Enter) after each."""
    keys: list[str] = []
    for name in NAMES[:count]:
        keys += [*name, step]
    return keys


async def new_game(pilot: Any) -> NewGameScreen:
    await pilot.press("n")
    await settled(pilot, lambda: isinstance(pilot.app.screen, NewGameScreen), what="NewGameScreen")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


def typed_names(screen: NewGameScreen) -> list[str]:
    return [name.value for name in screen.query("#seats Input").results(Input)]


@pytest.mark.parametrize("game_id", registry.playable_ids())
@pytest.mark.parametrize("step", ["tab", "down", "enter"])
async def test_a_game_chosen_and_the_form_typed_at_terminal_speed(game_id: str, step: str) -> None:
    """Issue 17.1: choose the game, type every name (Tab, ↓ or Enter after each), a seed, and
    start, all handed over at once: the game, every letter and the seed arrive."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game(pilot)
        count = registry.get(game_id).min_players
        await burst(pilot, *choose_game(game_id), *names_keys(count, step))
        assert screen.game_id == game_id
        assert typed_names(screen)[: count + 1] == [*NAMES[:count], ""]
        await burst(pilot, "ctrl+s")
        await computers_done(pilot)
        match = open_match(app)
        assert match is not None
        assert match.game_id == game_id and match.names == NAMES[:count]


@pytest.mark.parametrize("game_id", registry.playable_ids())
async def test_the_whole_form_at_once_with_a_seed(game_id: str) -> None:
    """Issue 17.1: from the form's first key to the start in one burst: the game, the names
    with Enter after each (Enter on the blank optional name skips to the seed), the seed, and
    Enter to start."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await new_game(pilot)
        rules = registry.get(game_id)
        count = rules.min_players
        keys = [*choose_game(game_id), *names_keys(count, "enter")]
        if count < rules.max_players:
            keys.append("enter")  # a blank optional name: on to the seed
        await burst(pilot, *keys, *"4321", "enter")
        await computers_done(pilot)
        match = open_match(app)
        assert match is not None
        assert (match.game_id, match.names, match.seed) == (game_id, NAMES[:count], 4321)


async def test_focus_lands_on_player_1_after_the_choice() -> None:
    """Issue 17.1: after a game is chosen the cursor is on Player 1's name at once (it stayed on
    the dropdown while the rows were mounted again), and ↑ from there is the dropdown."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game(pilot)
        await burst(pilot, *choose_game("oriflamme"), *"Ann")
        assert app.focused is screen.query_one("#name-0", Input)
        assert typed_names(screen)[0] == "Ann"
        await burst(pilot, "down", "up", "up")
        assert app.focused is screen.query_one("#game")


async def test_tab_goes_down_the_names_then_the_switches() -> None:
    """Issue 17.1: Tab from Player 1's name goes to Player 2's ("Ann⇥Ben" gives both names);
    after the last name Tab reaches the Human/Computer switches, then the seed; Shift+Tab goes
    back the same way. ↓ from a switch goes to the switch below, past the last to the seed."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game(pilot)  # Claim: four seats
        await burst(pilot, *"Ann", "tab", *"Ben")
        assert typed_names(screen)[:2] == ["Ann", "Ben"]
        order = [f"#name-{seat}" for seat in range(1, 4)]
        order += [f"#kind-{seat}" for seat in range(4)]
        order += ["#seed"]
        for expected in order[1:]:
            await burst(pilot, "tab")
            assert app.focused is screen.query_one(expected)
        await burst(pilot, "shift+tab")
        assert app.focused is screen.query_one("#kind-3")
        await burst(pilot, "up", "up", "down")
        assert app.focused is screen.query_one("#kind-2")
        await burst(pilot, "down", "down")
        assert app.focused is screen.query_one("#seed")


async def test_ctrl_t_switches_a_seat_from_its_name() -> None:
    """Issue 17.1: the Human/Computer switch has its own key in a name, so typing never has to
    leave the names: Ctrl+T switches that seat and the cursor stays."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game(pilot)
        await burst(pilot, *"Ann", "tab", *"Bot", "ctrl+t", "tab", *"Cid")
        assert typed_names(screen)[:3] == ["Ann", "Bot", "Cid"]
        kinds = [str(screen.query_one(f"#kind-{seat}", Button).label) for seat in range(3)]
        assert kinds == ["Human", "Computer (normal)", "Human"]


async def test_keys_typed_before_the_form_is_built_wait_for_it() -> None:
    """Issue 17.1: keys that reach the New game screen before it has any field (a terminal
    sends them with the key that opened it) are handed on in order once it is built."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = NewGameScreen()
        app.push_screen(screen)
        await burst(pilot, *choose_game("truel"), *names_keys(3, "tab"))
        assert screen.game_id == "truel"
        assert typed_names(screen)[:3] == NAMES[:3]


async def test_a_name_with_a_control_character_is_refused() -> None:
    """Issue 17.6 at setup: a name holding a control character (pasted Escape sequence) is
    refused with the reason, and the cursor goes back to it."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await new_game(pilot)
        screen.query_one("#name-0", Input).value = "Ann"
        screen.query_one("#name-1", Input).value = "B\x1b]0;owned\x07en"
        await burst(pilot, "ctrl+s")
        problem = str(screen.query_one("#setup-problem").render())
        assert "Player 2's name holds a control character" in problem
        assert app.focused is screen.query_one("#name-1", Input)
        assert open_match(app) is None


@pytest.mark.parametrize("game_id", registry.playable_ids())
async def test_from_the_menu_everything_typed_at_once(game_id: str) -> None:
    """Issue 17.1: ``n`` on the menu and the whole form in one burst, as a terminal hands over
    keys typed ahead: the menu's letter opens the form before the next key is read, so no key
    reaches the menu (↑ Enter there would pick Quit) and nothing typed is lost."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        count = registry.get(game_id).min_players
        await burst(pilot, "n", *choose_game(game_id), *names_keys(count, "tab"), "ctrl+s")
        await computers_done(pilot)
        match = open_match(app)
        assert match is not None
        assert (match.game_id, match.names) == (game_id, NAMES[:count])
