"""What the keys choose at the Oriflamme table: a small state machine over one seat's view.

No Textual here, so each step is easy to follow. The steps follow the view's decision:

- ``card`` then ``spot``: a card from the hand, then where it goes (``left``, ``on N``,
  ``right``), from ``place_targets``;
- ``reveal``: the face-down card being resolved; ``r`` and ``h`` decide, ←→ look along the row;
- ``target``: one of ``target_positions``;
- ``source`` then ``destination``: a Royal Decree's card, then where it ends, from
  ``move_targets``, previewed as the row will be after the move;
- ``look``: not the viewer's decision; ←→ look along the row.

Only what those fields list is offered. A card the viewer may not place now (the other family's
at two players) can still be picked: the rules then refuse it and say why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from tablebox.tables.oriflamme.intrigue_row import RowCell
from tablebox.tables.oriflamme.text import family_name

if TYPE_CHECKING:
    from games.oriflamme.view import CardInfo, OriflammeView, PositionView

Mode = Literal["look", "card", "spot", "reveal", "target", "source", "destination"]

MODE_OF: dict[str | None, Mode] = {
    "place": "card",
    "reveal-or-hide": "reveal",
    "target": "target",
    "move": "source",
    None: "look",
}


@dataclass(frozen=True, slots=True)
class Focus:
    """What the cursor is on, for the line that explains it."""

    kind: Literal["card", "position", "spot", "move", "none"]
    card: CardInfo | None = None
    position: PositionView | None = None
    spot: str = ""
    """``left``, ``right`` or ``on N`` for a spot; ``move N to M`` for a move."""


def cell_of(position: PositionView, number: int | None = None) -> RowCell:
    card = position.card
    return RowCell(
        number=position.position if number is None else number,
        family=position.family,
        family_name=family_name(position.family),
        kind=card.kind if card is not None else None,
        face_up=position.face_up,
        tokens=position.tokens,
        height=position.height,
        note="now" if position.resolving else "done" if position.passed else "",
        resolving=position.resolving,
        passed=position.passed,
    )


class Chooser:
    """The cursor and the half-made choice of the seat at the keyboard."""

    def __init__(self) -> None:
        self.view: OriflammeView | None = None
        self.mode: Mode = "look"
        self.hand_index = 0
        self.row_index = 0
        """0-based position under the cursor in ``look`` and ``reveal``."""
        self.index = 0
        """The cursor in the current list: spots, targets, sources or destinations."""
        self.card: str | None = None
        """The card being placed (``spot``)."""
        self.source: int | None = None
        """The position a Royal Decree moves (``destination``)."""

    # -- following the game -----------------------------------------------------------------

    def update(self, view: OriflammeView) -> None:
        """A new view: start the decision afresh; the same view again keeps the cursor."""
        if view == self.view:
            return
        same_viewer = self.view is not None and self.view.viewer == view.viewer
        self.view = view
        decides = view.viewer is not None and view.viewer in view.to_act
        self.mode = MODE_OF.get(view.decision if decides else None, "look")
        self.card = self.source = None
        hand = view.hand or []
        self.hand_index = min(self.hand_index, max(0, len(hand) - 1)) if same_viewer else 0
        if self.mode == "card" and hand and hand[self.hand_index].id not in view.place_targets:
            self.hand_index = next(
                (i for i, card in enumerate(hand) if card.id in view.place_targets), 0
            )
        resolving = view.resolving_position
        if resolving is not None:
            self.row_index = resolving - 1
        self.row_index = min(self.row_index, max(0, len(view.row) - 1))
        self.index = 0
        if self.mode == "target":
            # Start on the target nearest the card that acts.
            spots = view.target_positions
            here = resolving or 1
            self.index = min(range(len(spots)), key=lambda i: abs(spots[i] - here), default=0)

    # -- the lists the cursor runs along -------------------------------------------------------

    def spots(self) -> list[str]:
        """Where the chosen card may go, left to right: ``left``, ``on N`` ..., ``right``."""
        assert self.view is not None
        spots = self.view.place_targets.get(self.card or "", [])

        def order(spot: str) -> int:
            if spot == "left":
                return -1
            if spot == "right":
                return 1_000
            return int(spot.split()[-1])

        ordered = sorted(spots, key=order)
        # The first card of the game starts the row whichever end is named: offer one place.
        return ordered if self.view.row else ordered[:1]

    def sources(self) -> list[int]:
        assert self.view is not None
        return sorted(self.view.move_targets)

    def destinations(self) -> list[int]:
        assert self.view is not None and self.source is not None
        return self.view.move_targets.get(self.source, [])

    def _length(self) -> int:
        view = self.view
        if view is None:
            return 0
        return {
            "card": len(view.hand or []),
            "spot": len(self.spots()) if self.mode == "spot" else 0,
            "target": len(view.target_positions),
            "source": len(view.move_targets),
            "destination": len(self.destinations()) if self.mode == "destination" else 0,
        }.get(self.mode, len(view.row))

    # -- keys ----------------------------------------------------------------------------------

    def step(self, by: int) -> None:
        """←→: the hand wraps around; along the row the cursor stops at the ends."""
        count = self._length()
        if not count:
            return
        if self.mode == "card":
            self.hand_index = (self.hand_index + by) % count
        elif self.mode in ("look", "reveal"):
            self.row_index = max(0, min(count - 1, self.row_index + by))
        else:
            self.index = max(0, min(count - 1, self.index + by))

    def confirm(self) -> str | None:
        """Enter: the action to send, or None after moving on to the next step."""
        view = self.view
        if view is None:
            return None
        if self.mode == "card":
            hand = view.hand or []
            if not hand:
                return None
            card = hand[self.hand_index].id
            if card not in view.place_targets:
                return f"place {card} left"  # not placeable now: the rules say why
            self.card, self.mode = card, "spot"
            spots = self.spots()
            self.index = spots.index("right") if "right" in spots else len(spots) - 1
            return None
        if self.mode == "spot":
            return f"place {self.card} {self.spots()[self.index]}"
        if self.mode == "target" and view.target_positions:
            return f"target {view.target_positions[self.index]}"
        if self.mode == "source" and view.move_targets:
            self.source = self.sources()[self.index]
            self.mode = "destination"
            # The preview starts with the card where it is.
            destinations = self.destinations()
            here = min(self.source, destinations[-1])
            self.index = destinations.index(here) if here in destinations else 0
            return None
        if self.mode == "destination":
            return f"move {self.source} to {self.destinations()[self.index]}"
        return None

    def end(self, side: str) -> str | None:
        """``[`` or ``]``: place the highlighted (or chosen) card at that end of the row."""
        view = self.view
        if view is None or self.mode not in ("card", "spot"):
            return None
        if self.mode == "spot":
            card = self.card
        else:
            hand = view.hand or []
            card = hand[self.hand_index].id if hand else None
        return None if card is None else f"place {card} {side}"

    def back(self) -> bool:
        """Escape during a two-step choice: back to its first step. False if nothing to undo."""
        if self.mode == "spot":
            self.mode, self.card, self.index = "card", None, 0
            return True
        if self.mode == "destination":
            assert self.source is not None
            self.mode = "source"
            self.index = self.sources().index(self.source)
            self.source = None
            return True
        return False

    # -- what to draw ----------------------------------------------------------------------------

    def cells(self) -> tuple[list[RowCell], int | None]:
        """The row as it should be drawn now, and the index of the focused card."""
        view = self.view
        if view is None:
            return [], None
        cells = [cell_of(position) for position in view.row]
        mode = self.mode
        if mode == "spot":
            return self._placing(cells)
        if mode == "destination":
            return self._moving(cells)
        focus: int | None
        if mode == "target":
            for spot in view.target_positions:
                cells[spot - 1] = _with(cells[spot - 1], note="target")
            focus = view.target_positions[self.index] - 1 if view.target_positions else None
        elif mode == "source":
            focus = self.sources()[self.index] - 1 if view.move_targets else None
        elif mode == "card":
            focus = next((i for i, p in enumerate(view.row) if p.resolving), None)
            return cells, focus  # the cursor is in the hand
        else:
            focus = self.row_index if cells else None
        if focus is not None:
            cells[focus] = _with(cells[focus], cursor=True)
        return cells, focus

    def _placing(self, cells: list[RowCell]) -> tuple[list[RowCell], int | None]:
        view = self.view
        assert view is not None and self.card is not None
        spot = self.spots()[self.index]
        if spot.startswith("on "):
            focus = int(spot.split()[-1]) - 1
            cells[focus] = _with(cells[focus], note="on top", cursor=True)
            return cells, focus
        card = next(card for card in view.hand or [] if card.id == self.card)
        ghost = RowCell(
            number=None,
            family=card.family,
            family_name=family_name(card.family),
            kind=card.kind,
            face_up=False,
            note="here",
            cursor=True,
            ghost=True,
        )
        if spot == "left":
            return [ghost, *cells], 0
        return [*cells, ghost], len(cells)

    def _moving(self, cells: list[RowCell]) -> tuple[list[RowCell], int | None]:
        """The row as it will be after ``move source to destination``, renumbered."""
        view = self.view
        assert view is not None and self.source is not None
        destination = self.destinations()[self.index]
        moving = view.row[self.source - 1]
        card = moving.card
        top = RowCell(
            number=None,
            family=moving.family,
            family_name=family_name(moving.family),
            kind=card.kind if card is not None else None,
            face_up=moving.face_up,
            tokens=moving.tokens,
            note="moved",
            cursor=True,
            ghost=True,
        )
        if moving.height == 1:
            del cells[self.source - 1]
        else:
            below = moving.covered[-1]
            cells[self.source - 1] = _with(
                cells[self.source - 1],
                kind=below.card.kind if below.card is not None else None,
                face_up=below.face_up,
                tokens=below.tokens,
                height=moving.height - 1,
            )
        cells.insert(destination - 1, top)
        return [_with(cell, number=n) for n, cell in enumerate(cells, start=1)], destination - 1

    def focus(self) -> Focus:
        view = self.view
        if view is None:
            return Focus("none")
        mode = self.mode
        if mode == "card":
            hand = view.hand or []
            return Focus("card", card=hand[self.hand_index]) if hand else Focus("none")
        if mode == "spot":
            card = next(card for card in view.hand or [] if card.id == self.card)
            return Focus("spot", card=card, spot=self.spots()[self.index])
        if mode == "destination":
            moving = view.row[(self.source or 1) - 1]
            spot = f"move {self.source} to {self.destinations()[self.index]}"
            return Focus("move", position=moving, spot=spot)
        _, index = self.cells()
        if index is None or index >= len(view.row):
            return Focus("none")
        return Focus("position", position=view.row[index])


def _with(cell: RowCell, **changes: object) -> RowCell:
    return replace(cell, **changes)  # type: ignore[arg-type]
