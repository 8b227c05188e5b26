"""Issue 27 (decisions), by keys at the table from built positions: the House card choice
shows every card's strength and text and both sides' strength so far; the Valyrian Steel Blade
question both totals; the bid screen names its track, shows it and the rivals' power, and a
bid of 11 is typed by its digits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from games.thrones.board import HOUSE_CARDS
from games.thrones.positions import Fight, Position, army_of
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.screens.handoff import HandoffScreen
from tablebox.tables.thrones.bid_panel import typed
from tablebox.tables.thrones.table import ThronesTableScreen
from tests.games.thrones.helpers import BATTLE
from tests.tablebox.conftest import SIZE, computers_done, text_of, until
from tests.tablebox.test_thrones_decisions import RETREAT

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]


def start(tmp_path: Path, position: Position, human: int = 0) -> tuple[Match, TableboxApp]:
    seats = [Seat(n) if i == human else Seat(n, "computer") for i, n in enumerate(NAMES)]
    match = Match.start("thrones", seats, {"start": position}, save_path=tmp_path / "g.json")
    return match, TableboxApp(match, save_dir=tmp_path)


def table_of(app: TableboxApp) -> ThronesTableScreen:
    screen = app.screen
    assert isinstance(screen, ThronesTableScreen), type(screen)
    return screen


CHOICE = BATTLE.model_copy(
    update={
        "battle": Fight(
            source="harrenhal", area="riverrun", units=["knight"], supports={"baratheon": "no"}
        ),
        "discards": {"stark": ["catelyn-stark"]},
    }
)
"""Stark (Ann, seat 0) chooses a House card against Lannister in Riverrun: knight (2) and
March +1 against one footman; Catelyn Stark already played."""


async def test_thrones_27_1_the_choice_shows_every_card_and_both_sides(tmp_path: Path) -> None:
    """Issue 27.1: before choosing, the list shows each card in hand with its strength,
    swords, forts and text; the used card is named; the battle panel shows both sides'
    strength so far (Stark 3, Lannister 1)."""
    match, app = start(tmp_path, CHOICE)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = table_of(app)
        await until(pilot, lambda: table.view is not None and table.view.step == "cards")
        say = match.catalog.text
        listed = "\n".join(str(row.prompt) for row in table.choice_list._options)
        for card in match.state.hands["stark"]:
            _, name, strength, swords, towers = HOUSE_CARDS[card]
            assert f"{name}  strength {strength} · swords {swords} · forts {towers}" in listed
            words = say(Message(f"thrones.card-text.{card}"))
            assert words.split()[0] in listed if words else True
        assert "When you attack, each of your" in listed.replace("\n", " ")
        assert "Used already: Catelyn Stark" in text_of(table.prompt)
        shown = text_of(table.battle)
        assert "so far 3 (units 2 + order 1)" in shown
        assert "so far 1 (units 1)" in shown


BLADE = BATTLE.model_copy(
    update={
        "battle": Fight(
            source="harrenhal",
            area="riverrun",
            units=["knight"],
            supports={"baratheon": "no"},
            cards={"stark": "house-mormont-lord", "lannister": "tywin-lannister"},
        ),
        "tracks": {"fiefdoms": ["lannister", "stark", "baratheon", "greyjoy", "tyrell"]},
    }
)
"""Lannister (Cid, seat 2) holds the Blade: Stark 2+1+1 = 4 against Lannister 1+3 = 4."""


async def test_thrones_27_1_the_blade_question_shows_both_totals(tmp_path: Path) -> None:
    """Issue 27.1 and 27.11: at the Blade question both totals without it (a 4-4 tie that
    Lannister wins on the Fiefdoms track, said so) and with it (5 against 4)."""
    _, app = start(tmp_path, BLADE, human=2)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = table_of(app)
        await until(pilot, lambda: table.view is not None and table.view.step == "blade")
        shown = " ".join(text_of(table.prompt).split())
        assert "Without the Blade: Stark 4, Lannister 4." in shown, shown
        assert "Lannister wins, higher on the Fiefdoms track" in shown
        assert "With the Blade: Stark 4, Lannister 5. Lannister wins." in shown


BID = Position(
    round=3,
    phase="bidding",
    track="fiefdoms",
    units={"winterfell": army_of("stark", "footman")},
    power={"stark": 12, "lannister": 7},
)


async def test_thrones_27_3_the_bid_screen_and_a_bid_of_11(tmp_path: Path) -> None:
    """Issue 27.3: the bid screen names the Fiefdoms track, shows it as it stands and the
    rivals' power; typing 1, 1 and Enter bids 11."""
    match, app = start(tmp_path, BID)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = table_of(app)
        await until(pilot, lambda: table.view is not None and table.view.step == "bid")
        shown = " ".join(text_of(table.prompt).split())
        assert "You bid for the Fiefdoms track." in shown
        order = match.state.tracks["fiefdoms"]
        track = shown[shown.index("The track now:") : shown.index("You have")]
        places = [track.index(match.catalog.text(Message(f"thrones.term.{h}"))) for h in order]
        assert places == sorted(places), track
        assert "Lannister 7" in shown
        await pilot.press("1", "1")
        await until(pilot, lambda: table.choice_list.highlighted == 11)
        await pilot.press("enter")
        await until(pilot, lambda: bool(revealed(match)))
    bids = revealed(match)[0]["bids"]
    assert Message("thrones.bid-of", {"house": "stark", "amount": 11}) in bids, bids


def revealed(match: Match) -> list[dict[str, object]]:
    return [e.params for e in match.state.events if e.key == "thrones.bids-revealed"]


def test_thrones_27_3_typed_digits() -> None:
    """Two digits make one bid while it can be bid; a digit that cannot follow starts anew."""
    assert typed("", 1, 12) == "1"
    assert typed("1", 1, 12) == "11"
    assert typed("1", 5, 12) == "5"
    assert typed("11", 2, 12) == "2"


async def to_area(pilot: Any, table: ThronesTableScreen, area: str) -> None:
    """Tab through the decision's areas on the map to ``area``."""
    for _ in range(len(table.map.focus_areas) + 1):
        if table.map.selected == area:
            return
        await pilot.press("tab")
        await until(pilot, lambda: True)
    assert table.map.selected == area


PLAN_2 = Position(
    round=2,
    units={
        "winterfell": army_of("stark", "footman"),
        "the_shivering_sea": army_of("stark", "ship"),
        "lannisport": army_of("lannister", "footman"),
    },
)
PLAN_5 = Position(
    round=5,
    units={
        "karhold": army_of("stark", "footman"),
        "white_harbor": army_of("stark", "knight"),
        "lannisport": army_of("lannister", "footman"),
    },
    pending={"stark": {"white_harbor": "defense"}},
)
"""Two plannings of Stark (Ann): round 2, Winterfell and a sea; round 5, Karhold, one
Defence already placed in White Harbor (so the list is not the same)."""


async def test_thrones_27_4_the_same_key_gives_the_same_order(tmp_path: Path) -> None:
    """Issue 27.4: ``d`` is a Defence in Winterfell in round 2 and in Karhold in round 5;
    ``s`` a Support at sea; ``c`` at sea is refused (Consolidate Power at sea) and its row
    has no key; ``0`` is Done."""
    placed = await plan(
        tmp_path / "2",
        PLAN_2,
        [("winterfell", "d"), ("the_shivering_sea", "c"), ("the_shivering_sea", "s")],
    )
    placed |= await plan(tmp_path / "5", PLAN_5, [("karhold", "d")])
    assert placed["winterfell"] == "defense"
    assert placed["karhold"] == "defense"
    assert placed["the_shivering_sea"] == "support"


async def plan(
    tmp_path: Path, position: Position, presses: list[tuple[str, str]]
) -> dict[str, str]:
    """Ann (Stark) presses each key with the map's cursor on its area, then ``0`` (Done);
    returns her orders as placed."""
    match, app = start(tmp_path, position)

    def pending() -> dict[str, str]:
        return match.state.pending["stark"]

    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = table_of(app)
        await until(pilot, lambda: table.view is not None and table.view.step == "planning")
        for area, key in presses:
            await to_area(pilot, table, area)
            if key == "c":
                index = next(
                    i
                    for i, row in enumerate(table.listed)
                    if row.option.parts.get("arg2") == "consolidate"
                )
                assert table.listed[index].option.refusal is not None
                label = str(table.choice_list.get_option_at_index(index).prompt)
                assert label.startswith("   "), label
                await pilot.press(key)
                await until(pilot, lambda: bool(app._notifications))
                assert area not in pending()
                continue
            await pilot.press(key)
            await until(pilot, lambda: area in pending())  # noqa: B023
        placed = dict(pending())
        await pilot.press("0")
        await until(pilot, lambda: done(match, position.round), 1000)
    return placed


def done(match: Match, round_: int) -> bool:
    """Stark's orders are placed: it is done, or that round's planning is over (the
    computers plan after Ann and may play the round on)."""
    state = match.state
    return "stark" in state.committed or state.step != "planning" or state.round > round_


async def test_thrones_27_5_a_decision_passing_between_two_people_names_its_player(
    tmp_path: Path,
) -> None:
    """Issue 27.5 and 27.11: three people; Ann (Stark) answers the Blade question, named on
    her screen; the retreat passes to Ben (Lannister): with the covers on, a hand-off cover
    names him and his house and offers to show orders, not cards; with the covers off, a
    notice says he is to play. Either way his screen names him and his house."""
    for covers in (True, False):
        seats = [Seat(name) for name in NAMES[:3]]
        match = Match.start(
            "thrones",
            seats,
            {"start": RETREAT},
            save_path=tmp_path / f"{covers}.json",
            handoff=covers,
        )
        app = TableboxApp(match, save_dir=tmp_path)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            screens = (ThronesTableScreen, HandoffScreen)
            await until(pilot, lambda: isinstance(app.screen, screens))  # noqa: B023
            if isinstance(app.screen, HandoffScreen):  # Ann takes the keyboard
                await pilot.press("enter")
                await until(pilot, lambda: isinstance(app.screen, ThronesTableScreen))  # noqa: B023
            table = table_of(app)
            await until(pilot, lambda: table.view is not None and table.view.step == "blade")  # noqa: B023
            assert "Ann (Stark) decides" in text_of(table.prompt)
            await pilot.press("1")
            if covers:
                await until(pilot, lambda: isinstance(app.screen, HandoffScreen))  # noqa: B023
                cover = app.screen
                assert isinstance(cover, HandoffScreen)
                assert cover.player == "Ben (Lannister)"
                words = [shown.binding.description for shown in cover.active_bindings.values()]
                assert any("show my orders" in said for said in words), words
                await pilot.press("enter")
            else:
                notices = lambda: [str(n.message) for n in app._notifications]  # noqa: B023, E731
                await until(pilot, lambda: "Ben (Lannister) to play" in notices())  # noqa: B023
            await until(pilot, lambda: table.view is not None and table.view.step == "retreat")  # noqa: B023
            assert "Ben (Lannister) decides" in text_of(table.prompt)


async def test_thrones_27_11_after_a_take_back_the_cursor_is_on_its_area(tmp_path: Path) -> None:
    """Issue 27.11: Ann orders Winterfell (the cursor goes on to the sea), then ``u``: the
    order is taken back and the cursor sits on Winterfell again."""
    match, app = start(tmp_path, PLAN_2)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = table_of(app)
        await until(pilot, lambda: table.view is not None and table.view.step == "planning")
        await to_area(pilot, table, "winterfell")
        await pilot.press("d")
        await until(pilot, lambda: "winterfell" in match.state.pending["stark"])
        assert table.map.selected != "winterfell"
        await pilot.press("u")
        await until(pilot, lambda: "winterfell" not in match.state.pending["stark"])
        await until(pilot, lambda: table.map.selected == "winterfell")
