"""Issue 27.1 and 27.3: what the House card choice and the bid screen look like (SVG snapshots
at 80×24 and 120×40). Regenerate after an intended change with ``--snapshot-update`` and look
at the SVGs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from games.thrones.positions import Fight, Position, army_of
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tests.games.thrones.helpers import BATTLE

SMALL, LARGE = (80, 24), (120, 40)
NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
SnapCompare = Callable[..., bool]


def seats(count: int, human: int = 0) -> list[Seat]:
    return [Seat(n) if i == human else Seat(n, "computer") for i, n in enumerate(NAMES[:count])]


def card_choice(tmp_path: Path) -> Match:
    """Stark (Ann) attacks Riverrun from Harrenhal and chooses her House card; she has played
    Catelyn Stark already."""
    fight = Fight(
        source="harrenhal", area="riverrun", units=["knight"], supports={"baratheon": "no"}
    )
    start = BATTLE.model_copy(update={"battle": fight, "discards": {"stark": ["catelyn-stark"]}})
    return Match.start("thrones", seats(5), {"start": start}, seed=4)


def bid(tmp_path: Path) -> Match:
    """Ann (Stark) bids for the Fiefdoms track with 11 power."""
    position = Position(
        round=3,
        phase="bidding",
        track="fiefdoms",
        units={"winterfell": army_of("stark", "footman")},
        power={"stark": 11},
    )
    return Match.start("thrones", seats(5), {"start": position}, seed=4)


def test_thrones_27_1_house_card_choice_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 27.1: each card with its strength, swords, forts and text; both sides so far."""
    assert snap_compare(TableboxApp(card_choice(tmp_path)), terminal_size=SMALL)


def test_thrones_27_1_house_card_choice_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(card_choice(tmp_path)), terminal_size=LARGE)


def test_thrones_27_3_bid_80x24(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Issue 27.3: the track bid for, the track now, the rivals' power, a bid typed."""
    assert snap_compare(TableboxApp(bid(tmp_path)), terminal_size=SMALL)


def test_thrones_27_3_bid_120x40(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(TableboxApp(bid(tmp_path)), terminal_size=LARGE)
