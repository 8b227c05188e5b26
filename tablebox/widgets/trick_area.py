"""The trick on the table, for any trick-taking game: one row per seat in play order, with the
card it played, "to play…" for the seat whose turn it is, or a dash.

Game-neutral: it draws a :class:`games.common.tricks.TrickModel` (seats and card ids) and asks
the table how to show a card, so colours and card names stay the game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

if TYPE_CHECKING:
    from games.common.tricks import TrickModel

CardText = Callable[[str], Text]
"""A card id -> the card as the table draws it (its name, coloured)."""


def trick_rows(
    trick: TrickModel,
    names: Sequence[str],
    card_text: CardText,
    waiting: str = "to play…",
    indent: int = 2,
) -> list[Text]:
    """``  Ann  Giant 3`` / ``  Bob  to play…`` / ``  Cid  —``: every seat of the trick in play
    order, the names padded to one width."""
    width = max((len(names[seat]) for seat in trick.order), default=0)
    played = {play.seat: play.card for play in trick.plays}
    rows: list[Text] = []
    for seat in trick.order:
        row = Text(f"{' ' * indent}{names[seat]:<{width}}  ")
        if seat in played:
            row.append_text(card_text(played[seat]))
        elif seat == trick.to_play:
            row.append(waiting, style="italic")
        else:
            row.append("—", style="dim")
        rows.append(row)
    return rows


class TrickArea(Static):
    """A panel showing a trick: lines above it (stakes, who leads), then :func:`trick_rows`."""

    def show_trick(
        self,
        trick: TrickModel,
        names: Sequence[str],
        card_text: CardText,
        above: Sequence[Text] = (),
    ) -> None:
        self.update(Text("\n").join([*above, *trick_rows(trick, names, card_text)]))
