"""The New game screen's Claim options panel, driven by keys: the box, the pair, the single
factions, the deck line, refusals and the Random factions button."""

from __future__ import annotations

import random
from typing import Any

from textual.widgets import Checkbox, Input, RadioButton

from games.claim.options import ClaimOptions
from tablebox.app import TableboxApp
from tablebox.catalog import english
from tablebox.screens.new_game import NewGameScreen
from tablebox.screens.trick_table import TrickTableScreen
from tablebox.tables.claim.setup import ClaimOptionsPanel

from .conftest import SIZE, settled, singles_keys, start_from_new_game, text_of


def table_of(app: TableboxApp) -> TrickTableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TrickTableScreen))


async def fill_in(pilot: Any, names: list[str]) -> NewGameScreen:
    """New game, the names typed with Enter after each: the cursor ends on the seed or the
    first blank name."""
    await pilot.press("n")
    for name in names:
        await pilot.press(*name, "enter")
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


async def test_two_names_enter_enter_starts_claim_2() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_new_game(pilot, ["Ann", "Ben"], "3")
        match = table_of(app).match
        assert match.names == ["Ann", "Ben"] and match.seed == 3
        assert match.options == ClaimOptions()  # Claim 2, the default


async def test_a_two_player_mixed_deck_is_chosen_by_keys() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await fill_in(pilot, ["Ann", "Ben"])
        deck = screen.query_one("#claim-deck")
        assert "Gnomes, Giants, Dragons, Trolls, Seers: 52 cards" in text_of(deck)
        assert screen.query_one("#claim-undead", Checkbox).disabled  # only for a mixed deck

        await pilot.press("enter", "down", "right")  # past the blank name and the seed: Mixed
        await settled(
            pilot,
            lambda: "Choose 3 single factions for 2 players: 0 chosen" in text_of(deck),
            what="the mixed deck to choose",
        )
        await pilot.press("down", "right")  # Gnomes & Giants
        await pilot.press(*singles_keys(["undead", "dragon"]))
        assert "2 chosen" in text_of(deck)
        await pilot.press("space")  # the seer, the last of the six, where the cursor stopped
        assert text_of(deck) == "Gnomes & Giants (22) + Undead, Dragons, Seers (3 × 10): 52 cards"

        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: any(isinstance(s, TrickTableScreen) for s in app.screen_stack),
            what="the table",
        )
        match = table_of(app).match
        assert match.options == ClaimOptions(
            box="mixed", pair="gnomes-giants", singles=("undead", "dragon", "seer")
        )
        assert table_of(app).view.factions == ["gnome", "giant", "undead", "dragon", "seer"]


async def test_an_illegal_selection_is_refused_with_its_reason() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await fill_in(pilot, ["Ann", "Ben", "Cid"])
        boxes = list(screen.query_one("#claim-box").query(RadioButton))
        # Three players: only the mixed deck, and the hint says why.
        assert [b.value for b in boxes] == [False, False, True]
        assert [b.disabled for b in boxes] == [True, True, False]
        assert "3 players need both boxes" in text_of(screen.query_one("#claim-hint"))

        await pilot.press("enter", "down", "down", *singles_keys(["undead", "dwarf", "troll"]))
        await pilot.press("ctrl+s")
        problem = "Choose 5 single factions for 3 players: 3 chosen."
        assert text_of(screen.query_one("#setup-problem")) == problem
        assert app.focused is screen.query_one("#claim-doppelganger")  # the first one to tick
        assert app.screen is screen

        # Back to two players: the boxes open again, and three singles are one too many.
        screen.query_one("#name-2", Input).value = ""
        await pilot.press("space", "ctrl+s")
        assert not any(b.disabled for b in boxes)
        assert "Choose 3 single factions for 2 players: 4 chosen." in text_of(
            screen.query_one("#setup-problem")
        )
        assert app.focused is screen.query_one("#claim-undead")  # the first one to untick


async def test_random_factions_gives_a_legal_start() -> None:
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await fill_in(pilot, ["Ann", "Ben", "Cid", "Dan"])
        panel = screen.query_one(ClaimOptionsPanel)
        panel.rng = random.Random(4)
        assert app.focused is screen.query_one("#seed")
        await pilot.press("ctrl+s")
        assert "Choose 5 single factions for 4 players: 0 chosen" in text_of(
            screen.query_one("#setup-problem")
        )
        while app.focused is not screen.query_one("#claim-random"):
            await pilot.press("down")
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: ClaimOptions(**panel.options(4)).refusal_for(4) is None,
            what="a random deck chosen",
        )
        chosen = ClaimOptions(**panel.options(4))
        assert chosen.refusal_for(4) is None and len(chosen.singles) == 5
        assert text_of(screen.query_one("#claim-deck")) == english(chosen.describe())

        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: any(isinstance(s, TrickTableScreen) for s in app.screen_stack),
            what="the table",
        )
        match = table_of(app).match
        assert match.options == chosen and len(match.names) == 4
