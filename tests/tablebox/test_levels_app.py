"""Issue 19.1 and 19.3 in the app: the level on the New game switch and beside a computer's
name, "… is thinking" while a search runs, and a take-back or leaving that stops a thinking
strong computer at once."""

from __future__ import annotations

import threading
import time

import pytest
from textual.widgets import Button

from tablebox.app import TableboxApp
from tablebox.bots import levels
from tablebox.controller import Match, Seat
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.new_game import NewGameScreen
from tablebox.tables.claim.table import ClaimTableScreen

from .conftest import SIZE, computers_done, opened, settled
from .test_new_game_typing import burst, open_match
from .test_takeback import ann_leads, claim_against_bot, play_until

ANN = 0
CUT = 3.0
"""Seconds within which a take-back must stop a search of 30 s (generous: a slow machine)."""


def notes(app: TableboxApp) -> list[str]:
    return [str(note.message) for note in app._notifications]


async def test_the_switch_cycles_through_the_levels() -> None:
    """Issue 19.1: one key cycles Human, Computer (normal), Computer (strong), Computer (easy),
    Human; Ctrl+T in a name and Enter or Space on the switch alike; the label says the level
    in words (readable without colour), and the game starts with those levels."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        switch = screen.query_one("#kind-1", Button)
        seen = []
        await burst(pilot, *"Ann", "tab", *"Ben")
        for _ in range(4):
            await burst(pilot, "ctrl+t")
            seen.append(str(switch.label))
        assert seen == ["Computer (normal)", "Computer (strong)", "Computer (easy)", "Human"]
        screen.set_focus(switch)
        await burst(pilot, "enter", "space")
        assert str(switch.label) == "Computer (strong)"
        assert app.focused is switch
        await burst(pilot, "ctrl+s")
        await computers_done(pilot)
        match = open_match(app)
        assert match is not None
        assert match.seats == [Seat("Ann"), Seat("Ben", "computer", "strong")]


def test_a_computers_name_says_its_level_where_the_players_are_listed() -> None:
    """Issues 19.1 and 26.4: the sentences (log, status) name every player plainly, "Ben";
    a list of the players names a computer with its level once, "Ben (strong)" (a human, or
    the random player of old saves, the name)."""
    seats = [Seat("Ann"), Seat("Ben", "computer", "strong"), Seat("Cid", "computer")]
    seats.append(Seat("Dan", "computer", "easy"))
    match = Match.start("dwarf-king", seats, seed=2, autosave=False)
    said = [match.catalog.player(seat) for seat in range(4)]
    assert said == ["Ann", "Ben", "Cid", "Dan"]
    listed = [seat.label(match.catalog) for seat in match.seats]
    assert listed == ["Ann", "Ben (strong)", "Cid", "Dan (easy)"]
    assert match.names == ["Ann", "Ben", "Cid", "Dan"]


@pytest.fixture
def slow_strong(monkeypatch: pytest.MonkeyPatch) -> None:
    """A strong computer with a 30-second budget: it thinks until something stops it."""
    monkeypatch.setenv(levels.THINK_VARIABLE, "30")


async def test_a_take_back_stops_a_thinking_strong_computer_at_once(slow_strong: None) -> None:
    """Issue 19.3: Ann plays; the strong computer thinks (30 s budget) and the table says so;
    Ann takes back: the search stops at once (its worker finishes within seconds), its move is
    never made, and the notice goes."""
    match = play_until(claim_against_bot(), ann_leads(1))  # Ben plays random until then
    match.seats[1] = Seat("Ben", "computer", "strong")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, ClaimTableScreen) and not table.computer_busy
        count = len(match.actions)
        await pilot.press("enter")  # Ann plays her highlighted card
        await settled(
            pilot,
            lambda: table.computer_busy and "Ben is thinking…" in notes(app),
            what="Ben thinking, and the table saying so",
        )
        assert table.computer_busy and len(match.actions) == count + 1
        assert "Ben is thinking…" in notes(app)
        workers = list(app.workers)
        assert workers and not any(worker.is_finished for worker in workers)

        started = time.perf_counter()
        await pilot.press("u")
        await settled(
            pilot,
            lambda: all(worker.is_finished for worker in workers),
            timeout=CUT,
            what="the search to stop",
        )
        assert time.perf_counter() - started < CUT
        await settled(
            pilot,
            lambda: (
                len(match.actions) == count  # Ann's card back, Ben's answer never made
                and not table.computer_busy
                and "Ben is thinking…" not in notes(app)
            ),
            what="the take-back done, the notice gone",
        )


async def test_leaving_the_table_never_waits_for_the_search(slow_strong: None) -> None:
    """Issue 19.3: Escape to the menu while the strong computer thinks: its worker stops at
    once (quitting, which cancels every worker, is the same path)."""
    seats = [Seat("Ben", "computer", "strong"), Seat("Ann")]
    match = Match.start("claim", seats, seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(
            pilot,
            lambda: (
                isinstance(app.screen, MatchScreen)
                and app.screen.computer_busy
                and len(app.workers) > 0
            ),
            what="Ben thinking",
        )
        workers = list(app.workers)
        started = time.perf_counter()
        await pilot.press("escape")
        await settled(
            pilot,
            lambda: all(worker.is_finished for worker in workers),
            timeout=CUT,
            what="the search to stop",
        )
        assert time.perf_counter() - started < CUT
        assert match.actions == []


def test_think_stops_when_its_cancel_flag_is_set() -> None:
    """Issue 19.3: ``Match.think`` with a cancel flag: a strong computer with a 30 s budget
    answers within moments once the flag is set from another thread."""
    match = Match.start(
        "claim", [Seat("Ann", "computer", "strong"), Seat("Ben")], seed=3, autosave=False
    )
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    started = time.perf_counter()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(levels.THINK_VARIABLE, "30")
        answer = match.think(0, cancel)
    assert time.perf_counter() - started < CUT
    assert answer in {str(action) for action in match.legal_actions(0)}


@pytest.mark.parametrize("game_id", ["claim", "oriflamme", "dwarf-king", "truel", "thrones"])
async def test_a_computer_s_level_shows_once_where_the_players_are_listed(game_id: str) -> None:
    """Issues 19.1 and 26.4: the table's list of the players names a computer with its level
    ("Ben (easy)"; a gear, "Ben ⚙", in Truel's panel and Thrones' header, which have no
    room for it), and the log names it plainly ("Ben plays …", never "Ben (easy) plays")."""
    from tablebox import registry
    from tablebox.widgets.computer_mark import COMPUTER_MARK

    count = registry.get(game_id).min_players
    names = ["Ann", "Ben", "Cid", "Dan"][:count]
    seats = [Seat("Ann")] + [Seat(name, "computer", "easy") for name in names[1:]]
    match = Match.start(game_id, seats, seed=2, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await computers_done(pilot)
        table = next(s for s in app.screen_stack if isinstance(s, MatchScreen))
        assert table.view is not None
        shown = [p if isinstance(p, str) else p.name for p in table.view.players]
        assert shown == names  # the view (trick, captions, sentences) names them plainly
        assert [table.list_name(seat) for seat in range(count)] == shown[:1] + [
            f"{name} (easy)" for name in names[1:]
        ]
        assert not any("(easy)" in line for line in match.catalog.lines(match.visible_events(0)))
        if game_id != "thrones":  # Thrones lists no players: its header names who is to act
            mark = COMPUTER_MARK if game_id == "truel" else "(easy)"
            await settled(
                pilot,
                lambda: all(f"{name} {mark}" in screen_text(app) for name in names[1:]),
                what=f"each computer listed with {mark!r}",
            )


def screen_text(app: TableboxApp) -> str:
    """The screen as drawn, one line per row."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())
