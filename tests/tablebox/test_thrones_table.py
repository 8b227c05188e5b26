"""Issue 18: A Game of Thrones at the table, played by keys: planning through the hand-offs, a
bid, a battle resumed from its save, and a whole game against two computers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games.thrones.positions import Position
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.results import ResultsScreen
from tablebox.tables.thrones.order_keys import key_of
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.games.thrones.helpers import BATTLE, NAMES
from tests.tablebox.conftest import SIZE, computers_done, opened, settled, text_of


def table_of(app: TableboxApp) -> ThronesTableScreen:
    screen = app.screen
    assert isinstance(screen, ThronesTableScreen), type(screen)
    return screen


def planning_step(app: TableboxApp) -> bool:
    """The next step of the planning loop is up: a cover, or a seat's decision, or the end of
    planning (a public table with nothing to decide has a cover about to come)."""
    screen = app.screen
    if isinstance(screen, HandoffScreen):
        return screen.is_mounted
    view = screen.view if isinstance(screen, ThronesTableScreen) else None
    return view is not None and (view.phase != "planning" or view.decision is not None)


def battle_step(app: TableboxApp) -> bool:
    """The next step of the battle loop is up: a cover, the battle over, or a seat's decision."""
    screen = app.screen
    if isinstance(screen, HandoffScreen):
        return screen.is_mounted
    view = screen.view if isinstance(screen, ThronesTableScreen) else None
    return view is not None and (
        view.battle is None or view.decision is not None or not screen.rows
    )


async def press_first_allowed(pilot: Any, table: ThronesTableScreen) -> None:
    """The first allowed row of the list, by its number key (or, past nine, by the list's
    own keys); in planning once every area has its order: Done, the list's last row."""
    view = table.view
    assert view is not None
    if view.step == "planning" and not table._unordered(view):
        if pilot.app.focused is not table.choice_list:
            await pilot.press("enter")  # from the map to the list
        await pilot.press("end", "enter")
        return
    if view.step == "bid" and table.rows:  # issue 27.3: a bid is typed, then Enter bids it
        await pilot.press("0", "enter")
        return
    index = next(i for i, row in enumerate(table.listed) if row.option.refusal is None)
    key = key_of(table.listed[index].option)  # issue 27.4: an order by its fixed key
    if key:
        await pilot.press(key)
    elif index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("enter", "home", *["down"] * index, "enter")


async def test_thrones_18_4_a_whole_planning_phase_for_three_humans(
    tmp_path: Path, leaks: list[int | None]
) -> None:
    """Issue 18.4: three people at one keyboard give their orders behind the hand-offs (each
    one covered, even before anybody's order is placed: no seat's view is drawn while a
    hand-off is due); each sees the areas still without an order counted, Done with areas
    left warns first (Done again confirms), and once all are done the orders are revealed
    together."""
    seats = [Seat(name) for name in NAMES[:3]]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        handoffs = 0
        warned = False
        for _ in range(60):
            await settled(pilot, lambda: planning_step(app), what="a cover or a decision")
            if isinstance(app.screen, HandoffScreen):
                handoffs += 1
                await pilot.press("enter")
                continue
            table = table_of(app)
            view = table.view
            assert view is not None
            if view.phase != "planning":
                break
            if view.decision is None:  # the public table, the cover about to come
                continue
            waiting = table._unordered(view)
            if view.viewer == 0 and waiting and not warned:
                assert f"{len(waiting)} area" in text_of(table.prompt)
                before = len(match.actions)
                await pilot.press("enter", "end", "enter")
                assert len(match.actions) == before, "the first Done only warns"
                await settled(
                    pilot,
                    lambda: any("Done again" in str(n.message) for n in app._notifications),
                    what="the warning",
                )
                warned = True
                await pilot.press("enter")  # Done again: Ann's orders stand as they are
                continue
            await press_first_allowed(pilot, table)
        assert warned and handoffs >= 2 and leaks == []
        assert match.state.phase != "planning"
        assert any(e.key == "thrones.orders-revealed" for e in match.state.events) or (
            match.state.orders
        )


async def test_thrones_18_7_a_bid_by_keys(tmp_path: Path) -> None:
    """Issue 18.7: a bid is about no area, so the list has the focus at once; the bid typed by
    its number and Enter (issue 27.3) bids, and the bid stays secret (the next seat is behind a
    hand-off)."""
    position = Position(round=3, phase="bidding", track="fiefdoms", bids={"stark": 2})
    seats = [Seat(name) for name in NAMES[:5]]
    match = Match.start("thrones", seats, {"start": position}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await settled(pilot, lambda: isinstance(app.screen, ThronesTableScreen), what="table")
        table = table_of(app)
        view = table.view
        assert view is not None and view.step == "bid" and view.viewer is not None
        assert app.focused is table.choice_list
        assert table.listed[1].label == "Bid 1"
        seat = view.viewer
        await pilot.press("1", "enter")  # a bid is typed as its number (issue 27.3)
        await settled(
            pilot, lambda: match.state.bids[match.state.houses[seat]] == 1, what="the bid"
        )


async def test_thrones_18_6_resume_mid_battle_and_fight_it(
    tmp_path: Path, leaks: list[int | None]
) -> None:
    """Issue 18.6 and 18.10: a battle saved after Baratheon's support opens mid-battle from the
    save, the side column shows both sides and the support; the cards are chosen by keys and,
    after the reveal, the strengths and the winner are shown."""
    path = tmp_path / "battle.json"
    seats = [Seat(name) for name in NAMES]
    match = Match.start("thrones", seats, {"start": BATTLE}, seed=4, save_path=path)
    match.act(match.state.seat_of["baratheon"], "support lannister")
    match.close()
    loaded = Match.load(path)
    app = TableboxApp(loaded, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        seen_reveal = False
        for _ in range(20):
            await settled(pilot, lambda: battle_step(app), what="a cover or a battle decision")
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            table = table_of(app)
            view = table.view
            assert view is not None
            if view.battle is None:
                break
            shown = text_of(table.battle)
            assert "Battle for Riverrun" in shown and "Stark attacks from Harrenhal" in shown
            assert "Baratheon supports Lannister" in shown
            if view.battle.winner:
                assert "strength" in shown and "wins the battle" in shown
                seen_reveal = True
            if not table.rows:
                break
            await press_first_allowed(pilot, table)
        assert seen_reveal and leaks == []
        assert loaded.state.battle is None


@pytest.mark.slow  # a whole game at the table: about 40 s on two cores
async def test_thrones_18_10_a_whole_game_by_keys_against_two_computers(tmp_path: Path) -> None:
    """Issue 18.10: a complete game of three seats, Ann (a person) against two computers,
    played to its end by keys alone; it ends on the results with the reason and the ranking."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("thrones", seats, seed=3, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(1000):
            await computers_done(pilot)
            if isinstance(app.screen, ResultsScreen):
                break
            await press_first_allowed(pilot, table_of(app))
        state = match.state
        where = (state.round, state.step, [a.action for a in match.actions[-6:]])
        assert isinstance(app.screen, ResultsScreen), where
        assert match.is_over
        body = text_of(app.screen.query_one("#results-body"))
        assert "Final ranking" in body and "Ann" in body


async def test_thrones_18_10_houses_at_random_or_chosen_per_seat() -> None:
    """Issue 18.10: the New game panel leaves the houses to chance (no option) or takes one
    house per seat; a house chosen twice, one not in play, or some seats left at random are
    refused, the seat to fix named."""
    from textual.app import App, ComposeResult
    from textual.widgets import Select

    from tablebox.screens.options_panel import SetupProblem
    from tablebox.tables.thrones.setup import ThronesOptionsPanel

    class Host(App[None]):
        def compose(self) -> ComposeResult:
            yield ThronesOptionsPanel()

    app = Host()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(ThronesOptionsPanel)
        panel.players_changed(3)
        await settled(pilot, lambda: panel.options(3) == {}, what="three houses to choose")
        for seat, house in enumerate(["lannister", "stark", "baratheon"]):
            panel.query_one(f"#thrones-house-{seat}", Select).value = house
        assert panel.options(3) == {"houses": ["lannister", "stark", "baratheon"]}
        panel.query_one("#thrones-house-2", Select).value = "greyjoy"  # not in play at 3
        with pytest.raises(SetupProblem, match="not in play"):
            panel.options(3)
        panel.query_one("#thrones-house-2", Select).value = "stark"
        with pytest.raises(SetupProblem, match="chosen twice"):
            panel.options(3)
        panel.query_one("#thrones-house-2", Select).value = "random"
        with pytest.raises(SetupProblem, match="every seat"):
            panel.options(3)
