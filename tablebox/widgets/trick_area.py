"""The trick on the table, for any trick-taking game: each seat in play order with the card it
played, "to play…" for the seat whose turn it is, or a dash. As text rows (:func:`trick_rows`)
or as framed cards under the seats' names (:func:`trick_blocks`, laid out with
:func:`tablebox.widgets.card_frames.lay_out` beside e.g. the prizes, :func:`cards_block`).

Game-neutral: it draws a :class:`games.common.tricks.TrickModel` (seats and card ids) and asks
the table how to show a card, so colours, symbols and card names stay the game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from tablebox.catalog import english
from tablebox.widgets.card_frames import (
    LARGE,
    SMALL,
    Block,
    CardSize,
    blank_rows,
    empty_frame_rows,
    lay_out,
    side_by_side,
)
from tablebox.widgets.cards import CardFace, face_rows
from tablebox.widgets.language import words_of

if TYPE_CHECKING:
    from games.common.tricks import TrickModel

CardText = Callable[[str], Text]
"""A card id -> the card as the table draws it (its name, coloured)."""
FaceOf = Callable[[str], CardFace]
"""A card id -> the card as the table draws it (a :class:`CardFace`, for a framed card)."""

CAPTION_WIDTH = {SMALL: 7, LARGE: 12}
"""The longest name over a card in the trick (longer ones are cut with "…")."""
BLOCK_GAP = {SMALL: 3, LARGE: 4}
"""Blank cells between two seats' cards (or the prizes) in the trick."""
TO_PLAY = english("common.ui.to-play")
"""Beside the seat whose turn it is (a table may pass its own words)."""


def trick_rows(
    trick: TrickModel,
    names: Sequence[str],
    card_text: CardText,
    waiting: str = TO_PLAY,
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
    """A panel showing a trick: lines above it (stakes, who leads), then :func:`trick_rows`
    (:meth:`show_trick`) or framed cards (:meth:`show_framed`)."""

    def show_trick(
        self,
        trick: TrickModel,
        names: Sequence[str],
        card_text: CardText,
        above: Sequence[Text] = (),
    ) -> None:
        waiting = words_of(self).text("common.ui.to-play")
        rows = trick_rows(trick, names, card_text, waiting)
        self.update(Text("\n").join([*above, *rows]))

    def show_framed(
        self,
        trick: TrickModel,
        names: Sequence[str],
        face_of: FaceOf,
        above: Sequence[Text] = (),
        before: Sequence[Block] = (),
        size: CardSize = SMALL,
    ) -> None:
        """The trick as framed cards under the seats' names, ``before`` (e.g. the prizes) at
        its left."""
        blocks = [*before, *trick_blocks(trick, names, face_of, size)]
        self.update(framed_trick(blocks, self.content_size.width or 38, size, above))


def caption(name: str, width: int, style: str = "bold") -> Text:
    return Text(name if len(name) <= width else name[: width - 1] + "…", style=style)


def trick_blocks(
    trick: TrickModel,
    names: Sequence[str],
    face_of: FaceOf,
    size: CardSize = SMALL,
) -> list[Block]:
    """Every seat of the trick in play order, its name over the framed card it played, an empty
    outline ("…") for the seat whose turn it is, or a dash for the seats still to come."""
    played = {play.seat: play.card for play in trick.plays}
    width = CAPTION_WIDTH.get(size, size.width + 2)
    blocks: list[Block] = []
    for seat in trick.order:
        if seat in played:
            rows = face_rows(face_of(played[seat]), size)
        elif seat == trick.to_play:
            rows = empty_frame_rows(size)
        else:
            rows = blank_rows(size, "—", "dim")
        style = "bold reverse" if seat == trick.to_play else "bold"
        name = names[seat]
        if seat == trick.winner:  # a finished trick held on the table: who took it
            name, style = f"{WINNER_MARK}{name}", "bold reverse"
        blocks.append(Block(caption(name, width, style), rows))
    return blocks


WINNER_MARK = "★"
"""Before the name of the seat that took a finished trick still shown on the table."""


def held_trick(current: TrickModel, previous: TrickModel | None) -> TrickModel | None:
    """The trick just finished, while the next one has no card yet (issue 26.4: a trick a
    computer completes stays on the table until the next card is played); None otherwise."""
    if current.plays or previous is None or previous.winner is None:
        return None
    return previous


def cards_block(title: str, faces: Sequence[CardFace], size: CardSize = SMALL) -> Block:
    """``title`` over some framed cards side by side, e.g. the prizes a trick is played for."""
    cards = [face_rows(face, size) for face in faces]
    return Block(Text(title, style="bold"), side_by_side(cards, [1] * len(cards)))


def framed_trick(
    blocks: Sequence[Block], room: int, size: CardSize = SMALL, above: Sequence[Text] = ()
) -> Text:
    """``above`` (who leads, what must be followed), then ``blocks`` (e.g. a prize block and
    :func:`trick_blocks`) side by side in ``room`` cells, wrapped when they do not fit."""
    gap = BLOCK_GAP.get(size, 3)
    return Text("\n").join([*above, *lay_out(blocks, room, gap)])
