"""What the keys choose at the Oriflamme table: a small state machine over one seat's view.

No Textual here, so each step is easy to follow. The steps follow the view's
:class:`~tablebox.engine.Decision`, whose options it selects by their ``parts`` (it never writes
or reads notation: the table submits the chosen option's ``action`` as it is):

- ``card`` then ``spot``: a card from the hand, then where it goes (``left``, a position N to go
  on, ``right``), from the ``place`` options;
- ``reveal``: the face-down card being resolved; ``r`` and ``h`` pick the ``reveal`` options,
  ←→ look along the row;
- ``target``: one of the ``target`` options;
- ``source`` then ``destination``: a Royal Decree's card, then where it ends, from the ``move``
  options, previewed as the row will be after the move;
- ``look``: not the viewer's decision; ←→ look along the row.

A card the viewer may not place now (the other family's at two players) can still be picked: its
options carry the rules' refusal, which the table shows.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Literal

from tablebox.engine import Option
from tablebox.tables.oriflamme.intrigue_row import RowCell
from tablebox.tables.oriflamme.text import Focus, family_name
from tablebox.tables.oriflamme.words import Say, english, ui

if TYPE_CHECKING:
    from games.oriflamme.view import OriflammeView, PositionView

Mode = Literal["look", "card", "spot", "reveal", "target", "source", "destination"]

MODE_OF: dict[str | None, Mode] = {
    "place": "card",
    "reveal": "reveal",
    "target": "target",
    "move": "source",
    None: "look",
}


def cell_of(position: PositionView, say: Say = english) -> RowCell:
    card = position.card
    if position.resolving:
        note = ui(say, "oriflamme.ui.note.now")
    elif position.passed:
        note = ui(say, "oriflamme.ui.note.done")
    else:
        note = ""
    return RowCell(
        number=position.position,
        family=position.family,
        family_name=family_name(position.family, say),
        kind=card.kind if card is not None else None,
        face_up=position.face_up,
        tokens=position.tokens,
        height=position.height,
        note=note,
        resolving=position.resolving,
        passed=position.passed,
    )


def _spot_order(option: Option) -> int:
    place = option.parts.get("place")
    if place == "left":
        return -1
    if place == "right":
        return 1_000
    return int(place or 0)


class Chooser:
    """The cursor and the half-made choice of the seat at the keyboard."""

    def __init__(self, say: Say = english) -> None:
        self.say = say
        """The table's words, for the notes under the cards."""
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
        self.reveal_choice: str | None = None
        """In ``reveal``, the choice a hint put under the cursor ("reveal" or "hide"): Enter
        makes it; None, Enter does nothing (``r`` and ``h`` always do)."""
        self.same_place: Option | None = None
        """A hint's placing at the end the one place offered stands for (the first card of
        the game starts the row whichever end is named): Enter chooses it as hinted."""

    # -- following the game -----------------------------------------------------------------

    def options(self) -> list[Option]:
        view = self.view
        if view is None or view.decision is None:
            return []
        return view.decision.options

    def placeable(self) -> set[str]:
        """The hand's cards the viewer may place now."""
        return {str(o.parts["card"]) for o in self.options() if o.allowed and "card" in o.parts}

    def update(self, view: OriflammeView) -> None:
        """A new view: start the decision afresh; the same view again keeps the cursor."""
        if view == self.view:
            return
        same_viewer = self.view is not None and self.view.viewer == view.viewer
        self.view = view
        self.same_place = self.reveal_choice = None
        kind = view.decision.kind if view.decision is not None else None
        self.mode = MODE_OF.get(kind, "look")
        self.card = self.source = None
        hand = view.hand or []
        self.hand_index = min(self.hand_index, max(0, len(hand) - 1)) if same_viewer else 0
        placeable = self.placeable()
        if self.mode == "card" and hand and hand[self.hand_index].id not in placeable:
            self.hand_index = next((i for i, card in enumerate(hand) if card.id in placeable), 0)
        resolving = view.resolving_position
        if resolving is not None:
            self.row_index = resolving - 1
        self.row_index = min(self.row_index, max(0, len(view.row) - 1))
        self.index = 0
        if self.mode == "target":
            # Start on the target nearest the card that acts.
            spots = self.targets()
            here = resolving or 1
            self.index = min(range(len(spots)), key=lambda i: abs(spots[i] - here), default=0)

    # -- the lists the cursor runs along -------------------------------------------------------

    def spot_options(self) -> list[Option]:
        """Where the chosen card may go, left to right: left, on N ..., right."""
        assert self.view is not None
        card = self.card
        ordered = sorted(
            (o for o in self.options() if o.allowed and o.parts.get("card") == card),
            key=_spot_order,
        )
        # The first card of the game starts the row whichever end is named: offer one place.
        return ordered if self.view.row else ordered[:1]

    def spots(self) -> list[str | int]:
        """``left``, the positions to go on, ``right``: the places of :meth:`spot_options`."""
        return [option.parts["place"] for option in self.spot_options()]

    def targets(self) -> list[int]:
        return [int(o.parts["target"]) for o in self.options() if "target" in o.parts]

    def sources(self) -> list[int]:
        return sorted({int(o.parts["from"]) for o in self.options() if "from" in o.parts})

    def destinations(self) -> list[int]:
        assert self.view is not None and self.source is not None
        return [int(o.parts["to"]) for o in self.options() if o.parts.get("from") == self.source]

    def _find(self, **parts: str | int | None) -> Option | None:
        return next(
            (o for o in self.options() if all(o.parts.get(k) == v for k, v in parts.items())),
            None,
        )

    def _length(self) -> int:
        view = self.view
        if view is None:
            return 0
        return {
            "card": len(view.hand or []),
            "spot": len(self.spots()) if self.mode == "spot" else 0,
            "target": len(self.targets()),
            "source": len(self.sources()),
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

    def confirm(self) -> Option | None:
        """Enter: the option to submit (a refused one carries the reason), or None after moving
        on to the next step."""
        view = self.view
        if view is None:
            return None
        if self.mode == "card":
            hand = view.hand or []
            if not hand:
                return None
            card = hand[self.hand_index].id
            if card not in self.placeable():
                return self._find(card=card)  # not placeable now: it says why
            self.card, self.mode = card, "spot"
            spots = self.spots()
            self.index = spots.index("right") if "right" in spots else len(spots) - 1
            return None
        if self.mode == "spot":
            chosen = self.spot_options()[self.index]
            same = self.same_place
            if same is not None and same.parts.get("card") == chosen.parts.get("card"):
                return same
            return chosen
        if self.mode == "target" and self.targets():
            return self._find(target=self.targets()[self.index])
        if self.mode == "source" and self.sources():
            self.source = self.sources()[self.index]
            self.mode = "destination"
            # The preview starts with the card where it is.
            destinations = self.destinations()
            here = min(self.source, destinations[-1])
            self.index = destinations.index(here) if here in destinations else 0
            return None
        if self.mode == "destination":
            return self._find(**{"from": self.source, "to": self.destinations()[self.index]})
        if self.mode == "reveal" and self.reveal_choice is not None:
            return self._find(reveal=self.reveal_choice)
        return None

    def select(self, action: str) -> bool:
        """Put the cursor on the option ``action`` (a hint's move), through the steps a
        player would take, so that Enter chooses it; False where it is no option here."""
        view = self.view
        option = next((o for o in self.options() if o.action == action), None)
        if view is None or option is None:
            return False
        parts = option.parts
        if "card" in parts and "place" in parts and self.mode in ("card", "spot"):
            ids = [card.id for card in view.hand or []]
            if parts["card"] not in ids:
                return False
            self.hand_index = ids.index(str(parts["card"]))
            self.card, self.mode = str(parts["card"]), "spot"
            spots = self.spots()
            if parts["place"] in spots:
                self.index = spots.index(parts["place"])
            else:
                self.index, self.same_place = 0, option
            return True
        if "reveal" in parts and self.mode == "reveal":
            self.reveal_choice = str(parts["reveal"])
            return True
        if "target" in parts and self.mode == "target":
            self.index = self.targets().index(int(parts["target"]))
            return True
        if "from" in parts and self.mode in ("source", "destination"):
            self.source, self.mode = int(parts["from"]), "destination"
            destinations = self.destinations()
            to = int(parts["to"])
            self.index = destinations.index(to) if to in destinations else 0
            return True
        return False

    def end(self, side: str) -> Option | None:
        """``[`` or ``]``: place the highlighted (or chosen) card at that end of the row."""
        view = self.view
        if view is None or self.mode not in ("card", "spot"):
            return None
        if self.mode == "spot":
            card = self.card
        else:
            hand = view.hand or []
            card = hand[self.hand_index].id if hand else None
        return None if card is None else self._find(card=card, place=side)

    def reveal(self, choice: str) -> Option | None:
        """``r`` or ``h`` in a ``reveal`` decision: the option that reveals or hides."""
        return self._find(reveal=choice) if self.mode == "reveal" else None

    def back(self) -> bool:
        """Escape during a two-step choice: back to its first step. False if nothing to undo."""
        if self.mode == "spot":
            self.mode, self.card, self.index = "card", None, 0
            self.same_place = None
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
        cells = [cell_of(position, self.say) for position in view.row]
        mode = self.mode
        if mode == "spot":
            return self._placing(cells)
        if mode == "destination":
            return self._moving(cells)
        focus: int | None
        if mode == "target":
            targets = self.targets()
            for spot in targets:
                cells[spot - 1] = _with(
                    cells[spot - 1], note=ui(self.say, "oriflamme.ui.note.target")
                )
            focus = targets[self.index] - 1 if targets else None
        elif mode == "source":
            sources = self.sources()
            focus = sources[self.index] - 1 if sources else None
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
        card = next(card for card in view.hand or [] if card.id == self.card)
        if isinstance(spot, int):
            # The new stack: the card goes face down on top, the stack one higher; the
            # influence stays with the card it lies on, now covered.
            focus = spot - 1
            below = cells[focus]
            cells[focus] = _with(
                below,
                family=card.family,
                family_name=family_name(card.family, self.say),
                kind=card.kind,
                face_up=False,
                tokens=0,
                height=below.height + 1,
                note=ui(self.say, "oriflamme.ui.note.on-top"),
                cursor=True,
                ghost=True,
                resolving=False,
                passed=False,
            )
            return cells, focus
        ghost = RowCell(
            number=None,
            family=card.family,
            family_name=family_name(card.family, self.say),
            kind=card.kind,
            face_up=False,
            note=ui(self.say, "oriflamme.ui.note.here"),
            cursor=True,
            ghost=True,
        )
        if spot == "left":
            return [ghost, *cells], 0
        return [*cells, ghost], len(cells)

    def _moving(self, cells: list[RowCell]) -> tuple[list[RowCell], int | None]:
        """The row as it will be after the card at ``source`` ends at the destination,
        renumbered."""
        view = self.view
        assert view is not None and self.source is not None
        destination = self.destinations()[self.index]
        moving = view.row[self.source - 1]
        card = moving.card
        top = RowCell(
            number=None,
            family=moving.family,
            family_name=family_name(moving.family, self.say),
            kind=card.kind if card is not None else None,
            face_up=moving.face_up,
            tokens=moving.tokens,
            note=ui(self.say, "oriflamme.ui.note.moved"),
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
            source = self.source or 1
            moving = view.row[source - 1]
            return Focus(
                "move", position=moving, spot=self.destinations()[self.index], source=source
            )
        _, index = self.cells()
        if index is None or index >= len(view.row):
            return Focus("none")
        return Focus("position", position=view.row[index])


def _with(cell: RowCell, **changes: object) -> RowCell:
    return replace(cell, **changes)  # type: ignore[arg-type]
