"""Why a move is good, in a few words, from what the game's knowledge can tell (issue 30.1's
hint): small functions that each look at one kind of move on the seat's own guess of the
hidden cards (never the true state) and return a catalog message, or None.

- every game: the only move worth making;
- trick games (a ``<game>.wins-trick`` event, a card to play): wins the trick, with the lowest
  card that wins; the lowest card when the trick is lost anyway; the lowest card that follows
  when others are still to play; the highest card;
- what the move brings about at once: a triple completed or gems taken (Truel), a card
  eliminated or influence gained (Oriflamme);
- Oriflamme: reveals or keeps the card hidden;
- Thrones: the order placed, a bid of nothing.

The hint adds what the search's numbers say where no reason is found (see
:func:`tablebox.hint.make_hint`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tablebox.engine import Action, Event, Message, Rules

FACES = {"J": 11, "Q": 12, "K": 13, "A": 14}
"""A face card's value where a card id names a rank (The Dwarf King's ``dwarves-Q``)."""

Reason = Callable[[Rules, Any, int, Action, Sequence[Action]], Message | None]


def reason_for(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    """The first reason found for ``action`` (None: none)."""
    for reason in (_only, _trick, _events, _oriflamme, _thrones):
        found = reason(rules, guess, seat, action, legal)
        if found is not None:
            return found
    return None


def card_value(card: str) -> int | None:
    """A card's value from its id: the number after its family (``troll-7``), a face's rank
    (``dwarves-Q``), or None (no number)."""
    parts = card.split("-")
    if len(parts) < 2:
        return None
    rank = parts[1]
    if rank.isdigit():
        return int(rank)
    return FACES.get(rank)


def _only(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    return Message("hint.reason-only") if len(legal) == 1 else None


def _after(rules: Rules, guess: Any, seat: int, action: Action) -> list[Event]:
    """The events ``action`` makes on a copy of the guess, as ``seat`` reads them."""
    after = rules.clone(guess)
    before = len(rules.events(after))
    rules.advance(after, seat, action, trusted=True)
    return [event for event in rules.events(after)[before:] if event.visible_to(seat)]


def _trick_winner(events: Sequence[Event]) -> int | None:
    for event in events:
        if event.key.endswith(".wins-trick"):
            winner = event.params.get("seat")
            return winner if isinstance(winner, int) else None
    return None


def _cards(rules: Rules, guess: Any, seat: int) -> dict[str, str]:
    """The decision's allowed card options: action -> card id (empty: not a card to play)."""
    decision = getattr(rules.view(guess, seat), "decision", None)
    if decision is None or decision.kind != "play":
        return {}
    return {
        option.action: str(option.parts["card"])
        for option in decision.allowed
        if "card" in option.parts and set(option.parts) == {"card"}
    }


def _trick(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    cards = _cards(rules, guess, seat)
    card = cards.get(str(action))
    value = card_value(card) if card is not None else None
    if card is None or value is None:
        return None
    valued = {act: v for act, c in cards.items() if (v := card_value(c)) is not None}
    if len(set(valued.values())) < 2:
        return None
    winner = _trick_winner(_after(rules, guess, seat, action))
    lowest, highest = value == min(valued.values()), value == max(valued.values())
    if winner == seat:
        winning = [
            v
            for act, v in valued.items()
            if _trick_winner(_after(rules, guess, seat, _action(legal, act))) == seat
        ]
        if len(winning) > 1 and value == min(winning):
            return Message("hint.reason-wins-lowest")
        return Message("hint.reason-wins")
    if winner is not None:
        return Message("hint.reason-lost-anyway") if lowest else None
    if lowest:
        return Message("hint.reason-lowest")
    return Message("hint.reason-highest") if highest else None


def _events(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    """What the move brings about at once, as its log says: a triple completed (Truel), gems
    taken (Truel), a card eliminated or influence gained (Oriflamme)."""
    for event in _after(rules, guess, seat, action):
        key, params = event.key, event.params
        if key == "truel.completes" and params.get("seat") == seat:
            return Message("hint.reason-completes")
        if key == "truel.steals" and params.get("seat") == seat:
            return Message("hint.reason-steals")
        if key.startswith("oriflamme.eliminates"):
            return Message("hint.reason-eliminates")
        amount = params.get("amount")
        if key == "oriflamme.gains" and params.get("seat") == seat and isinstance(amount, int):
            return Message("hint.reason-gains", {"amount": amount})
    return None


def _action(legal: Sequence[Action], notation: str) -> Action:
    return next(action for action in legal if str(action) == notation)


def _oriflamme(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    if rules.id != "oriflamme":
        return None
    said = str(action)
    if said == "reveal":
        return Message("hint.reason-reveal")
    return Message("hint.reason-keep-hidden") if said == "hide" else None


def _thrones(
    rules: Rules, guess: Any, seat: int, action: Action, legal: Sequence[Action]
) -> Message | None:
    if rules.id != "thrones":
        return None
    said = str(action).split()
    if said[:1] == ["bid"] and said[1:] == ["0"]:
        return Message("hint.reason-bid-nothing")
    return None
