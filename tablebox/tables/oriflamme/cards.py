"""The ten cards every Oriflamme family has, with their Czech names and effects, and the table's
keys (key ``c`` at the table)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

if TYPE_CHECKING:
    from games.oriflamme.view import KindInfo
    from tablebox.engine import Message


KEYS: tuple[tuple[str, str], ...] = (
    ("←→", "highlight a card of your hand, a place in the row or a target"),
    (
        "Enter/Space",
        "choose it: a card, then where it goes; a target; a Royal Decree's card,"
        " then where it ends (the row shows the result before you confirm)",
    ),
    ("[ ]", "place the highlighted card at the left or right end of the row"),
    ("r  h", "reveal or hide your face-down card being resolved"),
    ("Esc", "back from the second half of a choice (else the menu)"),
    ("PgUp/PgDn", "scroll the log"),
    ("?  c  q", "the rules, this page, the menu (the game is saved)"),
)
"""The table's keys, also in its footer (which shows only the ones that work now)."""


def cards_page(kinds: Sequence[KindInfo], say: Callable[[Message], str]) -> Group:
    """Two tables whose second column wraps under itself: the cards, then the keys."""
    cards = Table.grid(padding=(0, 1))
    cards.add_column(style="bold", no_wrap=True)
    cards.add_column()
    for kind in kinds:
        sort = "character" if kind.character else "intrigue"
        cards.add_row(
            say(kind.name),
            Text.assemble(f"{kind.czech_name} · {sort}\n", (say(kind.effect), "italic")),
        )
    keys = Table.grid(padding=(0, 1))
    keys.add_column(style="bold", no_wrap=True)
    keys.add_column()
    for key, words in KEYS:
        keys.add_row(key, words)
    keys.add_row(
        "",
        Text(
            "In the row each card's frame shows its position and its family's mark (R red,"
            " B blue, G green, Y yellow, K black) and, at the bottom, whether it lies face up"
            " or face down; a card back is hatched ░. ● influence lying on a card, ▤ cards in"
            " a stack, whose frame is double (╔═╗). Your own face-down cards show their names"
            " to you only, in italics.",
            style="italic",
        ),
    )
    heading = Text("Keys at the table", style="bold underline")
    return Group(cards, Text(), heading, keys)


class CardsScreen(Screen[None]):
    """Opened over the table; it shows only the card list and the keys, never a hand."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,c,q,enter", "close", "Back", key_display="Esc"),
    ]

    def __init__(self, kinds: Sequence[KindInfo], say: Callable[[Message], str]) -> None:
        super().__init__()
        self.kinds = list(kinds)
        self.say = say

    def compose(self) -> ComposeResult:
        yield Static(
            "The ten cards of every family (characters stay in the row and act every round,"
            " intrigues are used once), and the keys",
            classes="screen-title",
        )
        with VerticalScroll(id="ori-cards"):
            yield Static(cards_page(self.kinds, self.say), id="ori-cards-body")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#ori-cards", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss()
