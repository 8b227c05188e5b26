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

from rich.cells import cell_len
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
from tablebox.widgets.short_names import share_out, shortened

if TYPE_CHECKING:
    from games.common.tricks import TrickModel

CardText = Callable[[str], Text]
"""A card id -> the card as the table draws it (its name, coloured)."""
FaceOf = Callable[[str], CardFace]
"""A card id -> the card as the table draws it (a :class:`CardFace`, for a framed card)."""

BLOCK_GAP = {SMALL: 3, LARGE: 4}
"""Blank cells between two seats' cards (or the prizes) in the trick."""
NARROW_GAP = 2
"""Cells between two seats' cards when the names need the room."""
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
        seats = trick_blocks(trick, names, face_of, size)
        self.update(framed_trick(seats, self.content_size.width or 38, size, above, before))


def trick_blocks(
    trick: TrickModel,
    names: Sequence[str],
    face_of: FaceOf,
    size: CardSize = SMALL,
) -> list[Block]:
    """Every seat of the trick in play order, its name over the framed card it played, an empty
    outline ("…") for the seat whose turn it is, or a dash for the seats still to come. The
    names are whole: :func:`framed_trick` cuts them to the room it has."""
    played = {play.seat: play.card for play in trick.plays}
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
        blocks.append(Block(Text(name, style=style), rows))
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
    seats: Sequence[Block],
    room: int,
    size: CardSize = SMALL,
    above: Sequence[Text] = (),
    before: Sequence[Block] = (),
) -> Text:
    """``above`` (who leads, what must be followed), then ``before`` (e.g. the prizes) and the
    seats' blocks (:func:`trick_blocks`) side by side in ``room`` cells. Where the names do not
    fit, the blocks move closer, then the names are cut, each still telling its player from the
    others (:mod:`tablebox.widgets.short_names`); wrapped only when cards alone do not fit."""
    blocks = [*before, *seats]
    for gap in (BLOCK_GAP.get(size, 3), NARROW_GAP):
        if _row_width(blocks, gap) <= room:
            return Text("\n").join([*above, *lay_out(blocks, room, gap)])
    cut = [*before, *cut_to(seats, room, before)]
    return Text("\n").join([*above, *lay_out(cut, room, NARROW_GAP)])


def cut_to(seats: Sequence[Block], room: int, before: Sequence[Block] = ()) -> list[Block]:
    """The seats' blocks with their names cut so that, after ``before``, all fit in ``room``
    cells :data:`NARROW_GAP` apart (a winner's mark kept in front of the name)."""
    marks = [WINNER_MARK if block.caption.plain.startswith(WINNER_MARK) else "" for block in seats]
    names = [block.caption.plain[len(mark) :] for block, mark in zip(seats, marks, strict=True)]
    gaps = NARROW_GAP * (len(before) + len(seats) - 1)
    left = room - sum(block.width for block in before) - gaps
    wanted = [block.caption.cell_len for block in seats]
    cards = [max((row.cell_len for row in block.rows), default=0) for block in seats]
    widths = share_out(wanted, cards, left)
    marked = [width - cell_len(mark) for width, mark in zip(widths, marks, strict=True)]
    shown = shortened(names, marked)
    return [
        Block(Text(mark + name, style=block.caption.style), block.rows)
        for block, mark, name in zip(seats, marks, shown, strict=True)
    ]


def _row_width(blocks: Sequence[Block], gap: int) -> int:
    return sum(block.width for block in blocks) + gap * max(len(blocks) - 1, 0)
