"""Issue 18.5: while a march is put together the supply limit is shown, a destination reached
only by ship transport says so, and Consolidate Power says the power it will bring."""

from __future__ import annotations

from pathlib import Path

from games.thrones.positions import Position, army_of
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.controller import Match, Seat
from tablebox.engine import Option
from tablebox.tables.thrones.choices import label_of
from tests.tablebox.conftest import SIZE, settled, text_of
from tests.tablebox.test_thrones_last_moves import past_cover, table_of

BY_SEA = Position(
    units={
        "winterfell": army_of("stark", "footman", "knight"),
        "bay_of_ice": army_of("stark", "ship"),
        "lannisport": army_of("lannister", "footman", "footman"),
        "dragonstone": army_of("baratheon", "footman"),
    },
    orders={"winterfell": "march"},
    phase="march",
    supply={"stark": 1},
)


def said(action: str, **parts: str) -> str:
    return Catalog().text(label_of(Option(action=action, parts=parts)))


def test_thrones_18_5_a_destination_by_sea_says_so() -> None:
    """Issue 18.5 (GOT-5.2): Flint's Finger is reached from Winterfell only by ship; the
    Stony Shore, a neighbour, is not said to be by sea."""
    far = said("march", verb="march", arg1="winterfell", arg2="flints_finger:footman")
    near = said("march", verb="march", arg1="winterfell", arg2="the_stony_shore:footman")
    assert "Flint's Finger by sea" in far, far
    assert "by sea" not in near, near


def test_thrones_18_5_consolidate_says_its_income() -> None:
    """Issue 18.5 (GOT-5.6): Consolidate Power brings 1 power and 1 per crown: Winterfell
    (one crown) 2, Lannisport (none) 1; also when the Raven swaps an order for it."""
    assert "brings 2 power" in said("o", verb="order", arg1="winterfell", arg2="consolidate")
    assert "brings 1 power" in said("o", verb="order", arg1="lannisport", arg2="consolidate*")
    assert "brings 2 power" in said("r", verb="raven", arg1="winterfell", arg2="consolidate")
    assert "power" not in said("o", verb="order", arg1="winterfell", arg2="march")


async def test_thrones_18_5_supply_shown_while_marching(tmp_path: Path) -> None:
    """Issue 18.5 (GOT-7.1): Stark (supply 1: an army of 3 and one of 2 at most) puts a march
    together and sees its armies now against those limits; the option into Flint's Finger
    says "by sea"."""
    seats = [Seat(name) for name in ("Ann", "Ben", "Cid")]
    match = Match.start("thrones", seats, {"start": BY_SEA}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        prompt = text_of(table.prompt)
        assert "Supply 1: armies 2, limits 3 2." in prompt, prompt
        labels = [row.label for row in table.rows]
        assert any("Flint's Finger by sea" in label for label in labels), labels


def test_thrones_18_5_the_sea_route_of_a_transport() -> None:
    """Issue 18.5 (GOT-5.2): the seas a transport sails through hold the house's ships, one
    beside the source and one beside the destination; none without ships or when the two
    areas touch."""
    from tablebox.tables.thrones.choices import sea_route

    ships = frozenset({"bay_of_ice"})
    assert sea_route(ships, "winterfell", "flints_finger") == ["bay_of_ice"]
    assert sea_route(frozenset(), "winterfell", "flints_finger") == []
    assert sea_route(ships, "winterfell", "the_stony_shore") == []


async def test_thrones_18_5_ship_transport_drawn_on_the_map(tmp_path: Path) -> None:
    """Issue 18.5: with the march into Flint's Finger under the list's cursor, the Bay of Ice
    that carries it is marked on the map; another option clears the mark."""
    from tablebox.tables.thrones.map_view import ROUTE_MARK

    seats = [Seat(name) for name in ("Ann", "Ben", "Cid")]
    match = Match.start("thrones", seats, {"start": BY_SEA}, save_path=tmp_path / "g.json")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await past_cover(pilot)
        table = table_of(app)
        labels = [row.label for row in table.listed]
        by_sea = next(i for i, label in enumerate(labels) if "Flint's Finger by sea" in label)
        near = next(i for i, label in enumerate(labels) if "by sea" not in label)
        table.choice_list.highlighted = by_sea
        await settled(pilot, lambda: table.map.route == ["bay_of_ice"], what="the sea route")
        assert ROUTE_MARK in table.map.picture().plain
        table.choice_list.highlighted = near
        await settled(pilot, lambda: table.map.route == [], what="no route")
        assert ROUTE_MARK not in table.map.picture().plain
