"""The Dwarf King's setup panel (DWK-1.5): deals, quests, first dealer, open tricks."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Checkbox, RadioButton, Select

from tablebox.screens.options_panel import SetupProblem
from tablebox.tables.dwarf_king.setup import DwarfKingOptionsPanel

from .conftest import SIZE, settled


class PanelApp(App[None]):
    def compose(self) -> ComposeResult:
        yield DwarfKingOptionsPanel()


async def test_dwk_setup_panel_gives_the_chosen_options() -> None:
    app = PanelApp()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(DwarfKingOptionsPanel)
        panel.players_changed(4)
        assert panel.options(4) == {}  # the defaults: 7 deals, all quests, a random dealer
        app.query_one("#dwarf-king-deals", Select).value = "2"
        app.query_one("#dwarf-king-dealer", Select).value = "3"
        app.query_one("#dwarf-king-open", Checkbox).value = True
        app.query_one("#dwarf-king-quests").query(RadioButton)[1].value = True
        chosen = {"deals": 2, "quests": "beginner", "first_dealer": 3, "open_tricks": True}
        await settled(pilot, lambda: panel.options(4) == chosen, what="the choices read")
        try:
            panel.options(3)
        except SetupProblem as problem:
            assert problem.widget_id == "dwarf-king-dealer"
        else:
            raise AssertionError("player 4 cannot deal first among 3")
        panel.players_changed(3)  # the seat that left goes back to Random
        await settled(
            pilot, lambda: "first_dealer" not in panel.options(3), what="the dealer back to Random"
        )
