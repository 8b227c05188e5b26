"""Issue 17.1: the New game form read without colour, and its labels apart from their fields,
for every game's options panel."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len
from textual.widgets import Checkbox, Label, RadioButton, Select

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.screens.new_game import NewGameScreen

from .conftest import SIZE, settled, text_of

GAMES = registry.playable_ids()


async def form_on(pilot: Any, game_id: str) -> NewGameScreen:
    app = pilot.app
    await pilot.press("n")
    await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="NewGameScreen")
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#game", Select).value = game_id
    await settled(pilot, lambda: screen.game_id == game_id, what=f"the form of {game_id}")
    return screen


@pytest.mark.parametrize("game_id", GAMES)
async def test_every_switch_reads_without_colour(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under NO_COLOR=1 a ticked box and a chosen radio button draw a different glyph from an
    unticked or unchosen one (they differed by colour only)."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        assert app.no_color
        screen = await form_on(pilot, game_id)
        panel = screen.panel
        assert panel is not None
        switches = [
            *panel.query("Checkbox, RadioButton"),
            screen.query_one("#no-handoff"),
            screen.query_one("#no-hints"),
        ]
        for switch in switches:
            assert isinstance(switch, Checkbox | RadioButton)
            switch.value = False
            off = text_of(switch)
            switch.value = True
            await settled(pilot, lambda s=switch, o=off: text_of(s) != o, what="the switch on")
            on = text_of(switch)
            assert on != off, switch
            assert on.replace("X", " ").replace("●", " ") == off, (on, off)


@pytest.mark.parametrize("game_id", GAMES)
async def test_no_label_runs_into_its_field(game_id: str) -> None:
    """The Dwarf King's "Deals 1st" ran into its value ("Deals 1stRandom"): every label of the
    form fits its column with at least one blank cell before the field."""
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await form_on(pilot, game_id)

        def shown_labels() -> list[Label]:
            labels = screen.query(".setup-label").results(Label)
            visible = [label for label in labels if label.display]
            return [label for label in visible if all(n.display for n in label.ancestors)]

        # The game's panel is laid out a moment after it is chosen: read it once it is.
        await settled(
            pilot,
            lambda: shown_labels() and all(label.content_region.width for label in shown_labels()),
            what="the panel laid out",
        )
        shown = shown_labels()
        assert any(text_of(label) for label in shown)
        for label in shown:
            text = text_of(label)
            field = label.parent.children[1] if label.parent is not None else None
            assert field is not None
            assert cell_len(text) <= label.content_region.width, text
            assert label.content_region.x + cell_len(text) < field.region.x, text
