"""The map's legend (issue 27.6), one key away (``l``): every symbol the map draws — the
house letters and units, routed units and power tokens, neutral forces, the orders, the
castles and icons, the last moves' marks — with what it means. The symbols are the catalog's
(the letters differ by language), so the legend says what this map draws.
"""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from tablebox.engine import Message
from tablebox.screens.worded import key_words
from tablebox.tables.thrones import map_paint, recent
from tablebox.tables.thrones.map_view import ROUTE_MARK
from tablebox.tables.thrones.words import Say, ui

HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell")
ORDERS = (
    (("march-1", "march", "march*"), "thrones.ui.legend.march"),
    (("defense", "defense*"), "thrones.ui.legend.defense"),
    (("support", "support*"), "thrones.ui.legend.support"),
    (("raid",), "thrones.ui.legend.raid"),
    (("raid*",), "thrones.ui.legend.raid-star"),
    (("consolidate",), "thrones.ui.legend.consolidate"),
    (("consolidate*",), "thrones.ui.legend.consolidate-star"),
)
ICONS = (
    ("stronghold", "thrones.ui.legend.stronghold"),
    ("castle", "thrones.ui.legend.castle"),
    ("barrel", "thrones.ui.legend.barrel"),
    ("crown", "thrones.ui.legend.crown"),
    ("bridge", "thrones.ui.legend.bridge"),
)
MARKS = (
    (recent.ARRIVED, "thrones.ui.legend.arrived"),
    (recent.LEFT, "thrones.ui.legend.left"),
    (recent.BATTLE, "thrones.ui.legend.battle"),
    (recent.RAIDED, "thrones.ui.legend.raided"),
    (recent.MUSTERED, "thrones.ui.legend.mustered"),
    (ROUTE_MARK, "thrones.ui.legend.route"),
)
WIDTH = 11
"""Columns of the symbol column."""


def _row(symbol: Text | str, meaning: str) -> Text:
    shown = symbol if isinstance(symbol, Text) else Text(symbol, "bold")
    shown.pad_right(max(1, WIDTH - shown.cell_len))
    return Text.assemble(shown, meaning)


def legend_text(say: Say) -> Text:
    """The legend, section by section, each symbol as the map draws it."""
    letter = {house: say(Message(key)) for house, key in map_paint.HOUSE_KEYS.items()}
    unit = {name: say(Message(key)) for name, key in map_paint.UNIT_KEYS.items()}
    order = {token: say(Message(key)) for token, key in map_paint.ORDER_KEYS.items()}
    lines = [Text(say(ui("thrones.ui.legend.areas")), "bold underline")]
    ink, paper = map_paint.BADGE["lannister"]
    example = Text.assemble(
        (letter["lannister"], Style(color=ink, bgcolor=paper, bold=True)),
        unit["footman"] + unit["knight"],
        (map_paint.TOKEN, Style(color=paper, bold=True)),
    )
    lines.append(_row(example, say(ui("thrones.ui.legend.example"))))
    houses = ", ".join(f"{letter[h]} {say(Message(f'thrones.term.{h}'))}" for h in HOUSES)
    lines.append(_row("S L B G T", houses))
    units = ui("thrones.ui.legend.units", f=unit["footman"], k=unit["knight"], s=unit["ship"])
    lines.append(_row(f"{unit['footman']} {unit['knight']} {unit['ship']}", say(units)))
    lines.append(_row(Text("/" + unit["footman"], "strike"), say(ui("thrones.ui.legend.routed"))))
    lines.append(_row(map_paint.TOKEN, say(ui("thrones.ui.legend.token"))))
    neutral = say(Message(map_paint.NEUTRAL_KEY, {"strength": 3}))
    lines.append(_row(neutral, say(ui("thrones.ui.legend.neutral", n=3))))
    lines += [Text(""), Text(say(ui("thrones.ui.legend.orders")), "bold underline")]
    for tokens, key in ORDERS:
        lines.append(_row(" ".join(order[token] for token in tokens), say(ui(key))))
    lines.append(_row(Text(order["raid"], "bold underline"), say(ui("thrones.ui.legend.open"))))
    lines.append(_row(Text(order["raid"], "italic"), say(ui("thrones.ui.legend.own"))))
    lines += [Text(""), Text(say(ui("thrones.ui.legend.icons")), "bold underline")]
    for icon, key in ICONS:
        lines.append(_row(map_paint.ICONS[icon], say(ui(key))))
    lines += [Text(""), Text(say(ui("thrones.ui.legend.marks")), "bold underline")]
    for glyph, key in MARKS:
        lines.append(_row(glyph, say(ui(key))))
    return Text("\n").join(lines)


class LegendScreen(ModalScreen[None]):
    """The legend over the table; ``l``, Enter or Escape closes it, ↑↓ scroll."""

    DEFAULT_CSS = """
    LegendScreen { align: center middle; }
    LegendScreen > #legend-frame { width: 90%; max-width: 84; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1; }
    LegendScreen #legend-body { height: auto; max-height: 1fr; }
    LegendScreen #legend-hint { height: 1; color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("l,enter,escape", "close", key_words("thrones.ui.legend.close"), key_display="l"),
    ]

    def __init__(self, say: Say) -> None:
        super().__init__()
        self.say = say

    def compose(self) -> ComposeResult:
        with Vertical(id="legend-frame"):
            yield Static(self.say(ui("thrones.ui.legend.hint")), id="legend-hint")
            with VerticalScroll(id="legend-body"):
                yield Static(legend_text(self.say), id="legend-text")

    def action_close(self) -> None:
        self.dismiss(None)
