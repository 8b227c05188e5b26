"""Issue 18.4, 18.6 and 18.7 at the table: the orders barred on an area greyed with their
reason and the orders left above the list; the battle's strength line by line; each Westeros
card with its effect, in the realm panel and in the log when it is resolved."""

from __future__ import annotations

import re
from pathlib import Path

from games.thrones import rules
from games.thrones.data.cards import WESTEROS_DECKS
from games.thrones.positions import Fight, Position, army_of
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.catalog.en.thrones import MESSAGES
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.tables.thrones.battle import battle_text
from tablebox.tables.thrones.realm import westeros_text
from tablebox.tables.thrones.table import ThronesTableScreen
from tablebox.tables.thrones.westeros_words import EFFECT_KEYS, RESOLVED, effect
from tests.games.thrones.helpers import battle_at
from tests.tablebox.conftest import SIZE, opened, settled, text_of

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]
PLANNING = Position(
    round=2,
    units={
        "winterfell": army_of("stark", "footman"),
        "white_harbor": army_of("stark", "footman"),
        "the_shivering_sea": army_of("stark", "ship"),
    },
    pending={"stark": {"white_harbor": "raid"}},
    westeros=["supply", "clash_of_kings", "storm_of_swords"],
)
"""Stark (seat 0 of five) plans under Storm of Swords, a Raid already placed."""


def say(message: Message) -> str:
    return Catalog("en", NAMES).text(message)


def stark_first() -> Match:
    seats = [Seat(name) if i == 0 else Seat(name, "computer") for i, name in enumerate(NAMES)]
    options = {
        "start": PLANNING,
        "houses": ["stark", "greyjoy", "lannister", "baratheon", "tyrell"],
    }
    return Match.start("thrones", seats, options, seed=4)


async def test_issue_18_4_barred_orders_greyed_with_the_reason_and_the_orders_left(
    tmp_path: Path,
) -> None:
    """Issue 18.4: on Winterfell the list offers the Defence orders greyed, with Storm of
    Swords named; picking one is refused and changes nothing; above the list the orders left
    by kind (one Raid placed) and the stars left."""
    match = stark_first()
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, ThronesTableScreen)
        table.map.select("winterfell")
        await settled(
            pilot,
            lambda: (
                any(row.label.startswith("Defence +1") for row in table.listed)
                and any(row.label.startswith("Consolidate Power") for row in table.listed)
            ),
            what="Winterfell's orders listed, all of them",
        )
        rows = {row.label: row for row in table.listed}
        defence = next(row for label, row in rows.items() if label.startswith("Defence +1"))
        assert defence.option.refusal is not None
        listed = [str(option.prompt) for option in table.choice_list._options]
        shown = [line for line in listed if "Defence +1 (" in line]
        assert shown, listed
        assert "Storm of Swords forbids Defence +1 orders this round." in shown[0]
        prompt = text_of(table.prompt)
        # March -1, +0 and +1 (star); one Raid placed: the other and the starred one left.
        assert "Orders left: March ×3, Defence ×3, Support ×3, Raid ×2" in prompt
        assert re.search(r"stars (\d) of \1\.", prompt), prompt
        index = table.listed.index(defence)
        assert index > 0, "the greyed rows follow the allowed ones"
        before = len(match.actions)
        table.choice_list.focus()
        await settled(pilot, lambda: app.focused is table.choice_list, what="the list focused")
        await pilot.press("home")
        # The list as it stands once focused (its rows settle as the table draws).
        index = next(i for i, row in enumerate(table.listed) if row.label.startswith("Defence +1"))
        await pilot.press(*["down"] * index, "enter")  # through the list
        await settled(
            pilot,
            lambda: any("Storm of Swords" in str(n.message) for n in app._notifications),
            what="the refusal",
        )
        assert len(match.actions) == before
        table.map.select("the_shivering_sea")
        at_sea = "order the_shivering_sea consolidate"
        await settled(
            pilot,
            lambda: any(row.action == at_sea for row in table.listed),
            what="the sea's orders listed",
        )
        barred = [row.label for row in table.listed if row.action == at_sea]
        assert barred == ["Consolidate Power"], "a barred Consolidate Power promises no power"


def test_issue_18_6_the_battle_panel_adds_up_the_strength_line_by_line() -> None:
    """Issue 18.6, GOT-6.6: after the reveal the panel shows, per side, units, the order,
    support, the House card and the Blade, then the total; on a small terminal the sum on one
    line, naming what adds something."""
    fight = Fight(
        source="harrenhal",
        area="riverrun",
        units=["knight"],
        supports={"baratheon": "stark"},
        accepts={"baratheon": True},
        cards={"stark": "robb-stark", "lannister": "tywin-lannister"},
    )
    position = battle_at(fight)
    state = rules.new_game(NAMES, {"start": position}, seed=4)
    battle = rules.view(state, state.seat_of["lannister"]).battle
    assert battle is not None
    text = battle_text(battle, say).plain
    stark = text[: text.index("Lannister")]
    for line in ("units", "March or Defence order", "support", "House card"):
        assert re.search(rf"{line}\s+\+\d", stark), line
    assert re.search(r"Valyrian Steel Blade\s+\+0", stark)
    assert re.search(r"units\s+\+3\n", stark) and re.search(r"support\s+\+2\n", stark)
    assert "strength 8" in stark
    small = battle_text(battle, say, compact=True).plain
    assert "strength 8 = units 3 + March or Defence order 1 + support 2 + House card 2" in small
    assert "strength 4 = units 1 + House card 3" in small


def test_issue_18_7_every_westeros_card_has_its_effect_in_words() -> None:
    """Issue 18.7: every card of the three Westeros decks has one sentence saying what it
    does, and the realm panel shows it under the card."""
    cards = {card for deck in WESTEROS_DECKS.values() for card, _, _ in deck}
    assert set(EFFECT_KEYS) == cards
    for card in cards:
        said = effect(card)
        assert said is not None and said.key in MESSAGES
        assert say(said).endswith(".")
    state = rules.new_game(NAMES, {"start": PLANNING}, seed=4)
    text = westeros_text(rules.view(state, 0), say).plain
    assert "Storm of Swords\n    No Defence orders may be placed this round." in text
    assert "Clash of Kings\n    Houses bid power in secret" in text


async def test_issue_18_7_a_resolved_westeros_card_is_followed_by_its_effect_in_the_log(
    tmp_path: Path,
) -> None:
    """Issue 18.7: in the log, the line of each Westeros card resolved ends with what the
    card does."""
    seats = [Seat(name) if i == 0 else Seat(name, "computer") for i, name in enumerate(NAMES[:3])]
    match = Match.start("thrones", seats, seed=3)
    match.play_computers()
    while not any(e.key == RESOLVED for e in match.state.events):
        legal = match.legal_actions(0)
        match.act(0, "done" if legal[0].startswith("clear") else legal[0])
        match.play_computers()
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, ThronesTableScreen)
        events = match.visible_events(0)
        lines = table.log_lines(0)
        resolved = [i for i, e in enumerate(events) if e.key == RESOLVED]
        assert resolved
        for index in resolved:
            card = str(events[index].params["card"])
            said = effect(card)
            assert said is not None and lines[index].endswith(say(said)), lines[index]
