"""Issue 18 (tests): no screen shown to one seat holds another seat's unrevealed order, bid or
House card choice — read from the rendered text of the table (map fields, side column, log)
at every view during planning, bidding and the choice of House cards with several people."""

from __future__ import annotations

from pathlib import Path

from games.thrones.positions import Position
from games.thrones.view import ThronesView
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.tables.thrones.map_paint import ORDER_KEYS
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.tablebox.conftest import SIZE, text_of
from tests.tablebox.test_thrones_decisions import SUPPORTED, drive, start
from tests.tablebox.test_thrones_last_moves import field_text


def side_text(table: ThronesTableScreen) -> str:
    """What the side column and the log say now."""
    parts = [text_of(table.status), text_of(table.prompt), text_of(table.battle)]
    parts += [row.label for row in table.listed] + table.log_lines(
        table.view.viewer if table.view else None
    )
    parts.append(text_of(table.recent))
    return "\n".join(parts)


async def test_thrones_18_4_no_seat_sees_another_seats_orders(tmp_path: Path) -> None:
    """Issue 18.4: three people give their orders; whenever one seat's view is on the table,
    no area where another house has placed an order face down shows an order in its field."""
    match = Match.start("thrones", [Seat(n) for n in ("Ann", "Ben", "Cid")], seed=5)
    app = TableboxApp(match, save_dir=tmp_path)
    shorts = {match.catalog.text(Message(key)) for key in ORDER_KEYS.values()}
    checked = 0
    async with app.run_test(size=SIZE) as pilot:

        def watch(view: ThronesView) -> bool:
            nonlocal checked
            table = app.screen
            assert isinstance(table, ThronesTableScreen)
            own = view.houses[view.viewer] if view.viewer is not None else ""
            for house, placed in match.state.pending.items():
                for area in placed if house != own else ():
                    words = set(field_text(table, area).split())
                    assert not words & shorts, (own, house, area, words)
                    checked += 1
            return view.phase != "planning"

        def pick(view: ThronesView) -> str | None:
            table = app.screen
            assert isinstance(table, ThronesTableScreen)
            return "done" if view.step == "planning" and not table._unordered(view) else None

        await drive(pilot, pick, watch, limit=80)
    assert checked > 0


async def test_thrones_18_7_no_seat_sees_another_seats_bid(tmp_path: Path) -> None:
    """Issue 18.7: Stark has bid 4 in secret; Lannister's screen does not say it."""
    position = Position(round=3, phase="bidding", track="fiefdoms", bids={"stark": 4})
    match, app = start(tmp_path, position)
    secret = match.catalog.text(Message("thrones.bid-of", {"house": "stark", "amount": 4}))
    async with app.run_test(size=SIZE) as pilot:
        table, _ = await drive(pilot, lambda view: None, lambda view: view.viewer is not None)
        assert table.view is not None and table.view.viewer != 0
        assert secret not in side_text(table)
        assert "4" not in field_text(table, "winterfell")


async def test_thrones_18_6_no_seat_sees_the_other_card(tmp_path: Path) -> None:
    """Issue 18.6: when the second combatant chooses its House card, the first one's choice
    is nowhere on its screen (only "has chosen a card")."""
    match, app = start(tmp_path, SUPPORTED, players=5)
    picks = {"march": "march harrenhal -> riverrun:knight", "support": "support lannister"}
    async with app.run_test(size=SIZE) as pilot:

        def second_chooser(view: ThronesView) -> bool:
            return view.step == "cards" and view.battle is not None and len(view.battle.chosen) == 1

        table, _ = await drive(pilot, lambda view: picks.get(view.step), second_chooser)
        fight = match.state.battle
        assert fight is not None and len(fight.cards) == 1
        ((house, card),) = fight.cards.items()
        assert table.view is not None and table.view.houses[table.view.viewer or 0] != house
        name = match.catalog.text(Message("thrones.ui.choice.card", {"card": card}))
        shown = text_of(table.battle) + "\n" + text_of(table.prompt) + "\n" + text_of(table.recent)
        shown += "\n".join(table.log_lines(table.view.viewer))
        assert name not in shown and "has chosen a card" in shown
