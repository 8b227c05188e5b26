"""What the last move of a resolution did: the card it concerned, for the row's highlight, and a
one-line caption (issue 26.4: a computer's resolution is followed one card at a time).

Read from the public log and the view only, never from hidden information: the log's event for
the move (every resolution move starts with one: a reveal, a hide, a target hit, a move) names
the card and its position then, and the view says where that card lies now. A card that has left
the row (eliminated, or an intrigue discarded after use) is drawn struck at the place it left
for the moment the move stays on screen. No widgets here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from tablebox.engine import Event, Message
from tablebox.tables.oriflamme.intrigue_row import RowCell
from tablebox.tables.oriflamme.text import family_name
from tablebox.tables.oriflamme.words import Say, english, ui

if TYPE_CHECKING:
    from games.oriflamme.view import OriflammeView

What = Literal["revealed", "hidden", "eliminated", "discarded", "moved", "acted"]

STARTS = frozenset(
    {
        "oriflamme.resolution",
        "oriflamme.starts-row",
        "oriflamme.places-left",
        "oriflamme.places-right",
        "oriflamme.places-on",
    }
)
"""Events older than the last resolution move: a scan back from the end stops there."""
ELIMINATES = frozenset(
    {"oriflamme.eliminates", "oriflamme.eliminates-hidden", "oriflamme.eliminates-hidden-tokens"}
)
ACTS = frozenset(
    {
        "oriflamme.steals",
        "oriflamme.steals-nothing",
        "oriflamme.steals-from-self",
        "oriflamme.copies",
    }
)
MOVES = frozenset(
    {"oriflamme.decree-leaves", "oriflamme.decree-moves", "oriflamme.decree-moves-tokens"}
)
CAPTIONS = {
    "oriflamme.reveals": "oriflamme.ui.just.reveals",
    "oriflamme.hides": "oriflamme.ui.just.hides",
    "oriflamme.decree-leaves": "oriflamme.ui.just.leaves",
    **dict.fromkeys(ELIMINATES, "oriflamme.ui.just.eliminates"),
    "oriflamme.decree-moves": "oriflamme.ui.just.moves",
    "oriflamme.decree-moves-tokens": "oriflamme.ui.just.moves",
}
"""Moves whose log line is too long for one line under the row, or reads better told by who
moved: a shorter caption (with the acting card's ``seat``, ``family`` and ``kind`` besides the
event's parameters). A Spy's theft and a Shapeshifter's copy are captioned by their log line."""
NOTES: dict[What, str] = {
    "revealed": "oriflamme.ui.note.revealed",
    "hidden": "oriflamme.ui.note.hidden",
    "eliminated": "oriflamme.ui.note.eliminated",
    "discarded": "oriflamme.ui.note.discarded",
    "moved": "oriflamme.ui.note.moved",
    "acted": "oriflamme.ui.note.acted",
}
"""The word under the card the move concerned."""


@dataclass(frozen=True, slots=True)
class Card:
    """A card named by a log event: its family, and its kind when the event shows its face."""

    family: str
    kind: str | None


@dataclass(frozen=True, slots=True)
class Happened:
    """The last resolution move: what it did, to which card, and its caption."""

    what: What
    card: Card
    caption: Message | Event
    """Its words (the event itself, or a shorter ``oriflamme.ui.just.`` message)."""
    index: int | None
    """The card's 0-based place in the view's row, if it is still there."""
    left_at: int
    """Where a card that has left the row lay (0-based, in the row as it is now)."""

    @property
    def gone(self) -> bool:
        return self.index is None

    def mark(self, cells: list[RowCell], say: Say = english) -> tuple[list[RowCell], int | None]:
        """The row's cells with this move's card highlighted (a card gone from the row drawn
        struck where it lay), and its index: the row as it is drawn while the move stays on
        screen."""
        cells = [replace(cell, cursor=False) for cell in cells]
        note = ui(say, NOTES[self.what])
        if self.index is not None and self.index < len(cells):
            cells[self.index] = replace(cells[self.index], cursor=True, note=note)
            return cells, self.index
        card = self.card
        struck = RowCell(
            number=None,
            family=card.family,
            family_name=family_name(card.family, say),
            kind=card.kind,
            face_up=card.kind is not None,
            note=note,
            cursor=True,
            struck=True,
        )
        at = max(0, min(self.left_at, len(cells)))
        cells.insert(at, struck)
        return cells, at


def last_happened(events: Sequence[Event], view: OriflammeView) -> Happened | None:
    """The last resolution move in the public log ``events``, as it shows in ``view``; None
    when the last move was not one (a placement, or nothing yet)."""
    for at in range(len(events) - 1, -1, -1):
        event = events[at]
        if event.key in STARTS:
            return None
        found = _happened(event, view, events[at + 1 :])
        if found is not None:
            return found
    return None


def _happened(event: Event, view: OriflammeView, after: Sequence[Event]) -> Happened | None:
    """``event`` as a resolution move (``after``: the events that followed, the rest of that
    move), or None if it is not the first event of one."""
    key, params = event.key, event.params
    caption: Message | Event = event
    if key in CAPTIONS:
        caption = Message(CAPTIONS[key], {**params, **_owner(params["card"])})
    if key == "oriflamme.reveals":
        card = _card(params["card"])
        gained = _gained(card, after)
        if gained:
            caption = Message(
                "oriflamme.ui.just.reveals-gains",
                {**params, **_owner(params["card"]), "amount": gained},
            )
        index = _find(view, card, _position(params) - 1)
        # Not in the row any more: an intrigue discarded once used (an Ambush, a Conspiracy).
        what: What = "revealed" if index is not None else "discarded"
        return Happened(what, card, caption, index, _position(params) - 1)
    if key == "oriflamme.hides":
        card = _card(params["card"])
        index = _find(view, card, _position(params) - 1)
        return Happened("hidden", card, caption, index, _position(params) - 1)
    if key in ELIMINATES:
        card = _card(params["target"])
        if params["target"] == params["card"]:  # an Archer or a Soldier at an end
            caption = Message("oriflamme.ui.just.eliminates-itself", params)
        elif any(_springs(later) for later in after):
            caption = Message("oriflamme.ui.just.eliminates-trap", params)
        return Happened("eliminated", card, caption, None, _position(params) - 1)
    if key in ACTS:
        card = _card(params["card"])
        near = _position(params) - 1 if "position" in params else 0
        return Happened("acted", card, caption, _find(view, card, near), near)
    if key in MOVES:
        card = _card(params["moved"])
        where = _position(params, "destination") - 1
        return Happened("moved", card, caption, _find(view, card, where), where)
    return None


def _gained(card: Card, after: Sequence[Event]) -> int:
    """The influence a card just revealed brought its owner: the tokens it held (twice for a
    Conspiracy, the event right after the reveal) and what its ability gained (an Heir, a Lord,
    an Ambush); not what the cards the pass then reached gained."""
    gained = 0
    for at, event in enumerate(after):
        params = event.params
        tokens = at == 0 and event.key in ("oriflamme.takes-tokens", "oriflamme.conspiracy")
        ability = event.key in ("oriflamme.gains", "oriflamme.gains-as") and (
            params.get("family") == card.family and params.get("kind") == card.kind
        )
        if tokens or ability:
            gained += int(str(params.get("amount", 0)))
    return gained


def _springs(event: Event) -> bool:
    """Whether ``event`` is an Ambush's trap paying its owner (ORI-6.9)."""
    why = event.params.get("why")
    return event.key == "oriflamme.gains" and isinstance(why, Message) and why.key.endswith("trap")


def _owner(message: Any) -> dict[str, Any]:
    """The ``seat``, ``family`` and ``kind`` (when face up) of the card an event's nested
    ``oriflamme.card-up`` or ``card-down`` message describes."""
    params = message.params if isinstance(message, Message) else {}
    return {name: params[name] for name in ("seat", "family", "kind") if name in params}


def _card(message: Any) -> Card:
    """The card an event's nested ``oriflamme.card-up`` or ``card-down`` message describes."""
    params = message.params if isinstance(message, Message) else {}
    kind = params.get("kind")
    return Card(str(params.get("family", "")), None if kind is None else str(kind))


def _position(params: dict[str, Any], name: str = "position") -> int:
    """The 1-based position an event names (``name``; a Decree's move: its destination)."""
    return int(params.get(name, params.get("position", 1)))


def _find(view: OriflammeView, card: Card, near: int) -> int | None:
    """Where ``card`` lies in the row now (the nearest to ``near`` of the face-down cards of its
    family, when only its back is known), or None."""
    if card.kind is not None:
        wanted = f"{card.family}-{card.kind}"
        return next(
            (
                index
                for index, position in enumerate(view.row)
                if position.face_up and position.card is not None and position.card.id == wanted
            ),
            None,
        )
    backs = [
        index
        for index, position in enumerate(view.row)
        if position.family == card.family and not position.face_up
    ]
    return min(backs, key=lambda index: abs(index - near), default=None)
