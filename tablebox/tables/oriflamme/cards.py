"""The ten cards every Oriflamme family has, with their Czech names and effects, and the table's
keys (key ``c`` at the table)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from tablebox.screens.worded import WordedScreen, key_words
from tablebox.tables.oriflamme.words import Say, ui

if TYPE_CHECKING:
    from games.oriflamme.view import KindInfo


KEYS: tuple[tuple[str, str], ...] = (
    ("←→", "oriflamme.ui.keys.arrows"),
    ("Enter/Space", "oriflamme.ui.keys.enter"),
    ("[ ]", "oriflamme.ui.keys.ends"),
    ("r  h", "oriflamme.ui.keys.reveal"),
    ("Esc", "oriflamme.ui.keys.escape"),
    ("PgUp/PgDn", "oriflamme.ui.keys.log"),
    ("?  c  q", "oriflamme.ui.keys.pages"),
)
"""The table's keys and the catalog keys of what they do, also in its footer (which shows only
the ones that work now)."""


def cards_page(kinds: Sequence[KindInfo], say: Say) -> Group:
    """Two tables whose second column wraps under itself: the cards, then the keys."""
    cards = Table.grid(padding=(0, 1))
    cards.add_column(style="bold", no_wrap=True)
    cards.add_column()
    for kind in kinds:
        sort = ui(
            say, "oriflamme.ui.sort.character" if kind.character else "oriflamme.ui.sort.intrigue"
        )
        cards.add_row(
            say(kind.name),
            Text.assemble(f"{kind.czech_name} · {sort}\n", (say(kind.effect), "italic")),
        )
    keys = Table.grid(padding=(0, 1))
    keys.add_column(style="bold", no_wrap=True)
    keys.add_column()
    for key, words in KEYS:
        keys.add_row(key, ui(say, words))
    keys.add_row("", Text(ui(say, "oriflamme.ui.keys.legend"), style="italic"))
    heading = Text(ui(say, "oriflamme.ui.keys.heading"), style="bold underline")
    return Group(cards, Text(), heading, keys)


class CardsScreen(WordedScreen[None]):
    """Opened over the table; it shows only the card list and the keys, never a hand."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,c,q,enter", "close", key_words("ui.key-back"), key_display="Esc"),
    ]

    def __init__(self, kinds: Sequence[KindInfo], say: Say) -> None:
        super().__init__()
        self.kinds = list(kinds)
        self.say = say

    def compose(self) -> ComposeResult:
        yield Static(ui(self.say, "oriflamme.ui.cards.title"), classes="screen-title")
        with VerticalScroll(id="ori-cards"):
            yield Static(cards_page(self.kinds, self.say), id="ori-cards-body")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#ori-cards", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()
