"""The action notation (ORI-11): parsing, the legal actions, refusals, decisions and prompts.

Actions are plain strings:

- ``place <card> left``, ``place <card> right``, ``place <card> on <N>`` (placement);
- ``reveal``, ``hide`` (a face-down card being resolved);
- ``target <N>`` (the target of an Archer, Soldier, Spy, Assassination, or the character a
  Shapeshifter copies);
- ``move <N> to <M>`` (Royal Decree: the top card at N ends alone at position M).

Positions are 1-based, counted from the left end of the row as displayed, and written with the
ASCII digits 0-9 only (``target ²`` or ``on ①`` is refused, not misread).

Refusals are :class:`~tablebox.engine.IllegalAction` with an ``oriflamme.…`` code (or
``common.game-over``); prompts and option refusals are :class:`~tablebox.engine.Message`. The
English for all of them is in ``tablebox/catalog/en/oriflamme.py``.
"""

from __future__ import annotations

from typing import Any

from games.common.numbers import ascii_number
from games.oriflamme import placement, resolution
from games.oriflamme.cards import ALL_CARDS, FAMILY_OF, KIND_OF
from games.oriflamme.state import (
    MOVE,
    OVER,
    PLACE,
    PLACEMENT,
    REVEAL_OR_HIDE,
    TARGET,
    OriflammeState,
)
from tablebox.engine import Decision, IllegalAction, Message, Option, Outcome

REVEAL, HIDE = "reveal", "hide"

Parsed = tuple[Any, ...]
"""``("place", card, "left"|"right"|N)``, ``("reveal",)``, ``("hide",)``, ``("target", N)``,
``("move", N, M)``."""

DECISION_KINDS: dict[str, str] = {
    PLACE: "place",
    REVEAL_OR_HIDE: "reveal",
    TARGET: "target",
    MOVE: "move",
}
"""The state's decision -> the :class:`~tablebox.engine.Decision` kind a view offers."""

MAX_DIGITS = 9
"""A position longer than this is no position: refused as badly written, never converted (a
5,000-digit number would make ``int`` raise)."""
MAX_QUOTED = 40
"""A refusal quotes at most this many characters of what was written (then "…")."""


def normalise(text: str) -> str:
    return " ".join(text.lower().split())


def _number(word: str) -> int | None:
    return ascii_number(word, MAX_DIGITS)


def parse(text: str) -> Parsed:
    """The action's parts, or IllegalAction saying how to write it."""
    words = text.split()
    if not words:
        raise IllegalAction("oriflamme.no-action")
    verb = words[0]
    if verb in (REVEAL, HIDE) and len(words) == 1:
        return (verb,)
    if verb == "place":
        if len(words) == 3 and words[2] in (placement.LEFT, placement.RIGHT):
            return ("place", words[1], words[2])
        if len(words) == 4 and words[2] == "on" and (spot := _number(words[3])) is not None:
            return ("place", words[1], spot)
        raise IllegalAction("oriflamme.write-place")
    if verb == "target":
        if len(words) == 2 and (spot := _number(words[1])) is not None:
            return ("target", spot)
        raise IllegalAction("oriflamme.write-target")
    if verb == "move":
        if len(words) == 4 and words[2] == "to":
            source, destination = _number(words[1]), _number(words[3])
            if source is not None and destination is not None:
                return ("move", source, destination)
        raise IllegalAction("oriflamme.write-move")
    raise IllegalAction("oriflamme.not-an-action", text=quoted(text))


def quoted(text: str) -> str:
    """``text`` as a refusal may quote it: cut with "…" past :data:`MAX_QUOTED` characters."""
    return text if len(text) <= MAX_QUOTED else text[: MAX_QUOTED - 1] + "…"


def canonical(parsed: Parsed) -> str:
    """The one way of writing a parsed action (what ``legal_actions`` lists)."""
    verb = parsed[0]
    if verb == "place":
        return place_notation(str(parsed[1]), parsed[2])
    if verb == "target":
        return f"target {parsed[1]}"
    if verb == "move":
        return f"move {parsed[1]} to {parsed[2]}"
    return str(verb)


def place_notation(card: str, spot: str | int) -> str:
    return f"place {card} {spot}" if isinstance(spot, str) else f"place {card} on {spot}"


# -- what is decided now -------------------------------------------------------------------------


def decision_of(state: OriflammeState) -> str | None:
    if state.phase == PLACEMENT:
        return PLACE
    if state.phase == OVER:
        return None
    return state.decision


def refusal(state: OriflammeState, seat: int, parsed: Parsed) -> IllegalAction | None:
    """Why ``seat`` may not take the parsed action now; None if it may."""
    decider = state.deciding_seat()
    if decider is None:
        return IllegalAction("common.game-over")
    decision = decision_of(state)
    if seat != decider:
        return IllegalAction(
            f"oriflamme.not-your-turn.{DECISION_KINDS[decision or PLACE]}", seat=decider
        )
    verb = parsed[0]
    if decision == PLACE:
        if verb != "place":
            return IllegalAction("oriflamme.must-place")
        return _place_refusal(state, seat, str(parsed[1]), parsed[2])
    if decision == REVEAL_OR_HIDE:
        if verb not in (REVEAL, HIDE):
            return IllegalAction("oriflamme.must-reveal", position=_position(state))
        return None
    if decision == TARGET:
        if verb != "target":
            return IllegalAction("oriflamme.must-target", prompt=prompt(state, None))
        assert isinstance(parsed[1], int)
        if parsed[1] - 1 not in resolution.targets(state):
            return IllegalAction(
                "oriflamme.not-a-target",
                position=parsed[1],
                targets=_target_list(state),
            )
        return None
    if verb != "move":
        return IllegalAction("oriflamme.must-move", position=_position(state))
    source, destination = parsed[1], parsed[2]
    assert isinstance(source, int) and isinstance(destination, int)
    return _move_refusal(state, source, destination)


def _place_refusal(
    state: OriflammeState, seat: int, card: str, spot: str | int
) -> IllegalAction | None:
    if card not in FAMILY_OF:
        return IllegalAction("oriflamme.not-a-card", card=card)
    if card not in state.hands[seat]:
        return IllegalAction("oriflamme.not-in-hand", card=card)
    allowed = placement.placeable_families(state, seat)
    if FAMILY_OF[card] not in allowed:
        return IllegalAction("oriflamme.wrong-family", placed=FAMILY_OF[card], allowed=allowed[0])
    if isinstance(spot, int):
        return placement.stack_refusal(state, card, spot)
    return None


def _position(state: OriflammeState) -> int:
    return state.acting_index() + 1


def _target_list(state: OriflammeState) -> Message:
    """``target 1 or target 3``; ``target 1, target 2 or target 3`` (a chain of messages)."""
    return _either([index + 1 for index in resolution.targets(state)])


def _either(positions: list[int]) -> Message:
    if len(positions) == 1:
        return Message("oriflamme.targets-1", {"a": positions[0]})
    if len(positions) == 2:
        return Message("oriflamme.targets-2", {"a": positions[0], "b": positions[1]})
    rest: Any = _either(positions[1:])
    return Message("oriflamme.targets-more", {"a": positions[0], "rest": rest})


def _move_refusal(state: OriflammeState, source: int, destination: int) -> IllegalAction | None:
    count = len(state.row)
    if not 1 <= source <= count:
        return placement.no_position(state, source)
    if source == _position(state):
        return IllegalAction("oriflamme.decree-moves-itself")
    last = count if len(state.row[source - 1]) == 1 else count + 1
    if not 1 <= destination <= last:
        return IllegalAction(
            "oriflamme.bad-destination", source=source, last=last, destination=destination
        )
    return None


# -- the legal actions ---------------------------------------------------------------------------


def legal(state: OriflammeState, seat: int) -> list[str]:
    """Exactly the actions ``seat`` may take now, in notation."""
    phase = state.phase
    if phase == PLACEMENT:
        return _place_actions(state, seat) if seat == state.to_place[0] else []
    acting = state.acting
    if phase == OVER or acting is None or state.seat_of[FAMILY_OF[acting]] != seat:
        return []
    decision = state.decision
    if decision == REVEAL_OR_HIDE:
        return [REVEAL, HIDE]
    if decision == TARGET:
        return [_TARGET[index + 1] for index in resolution.targets(state)]
    return [
        _MOVE[source][destination]
        for source, destinations in move_targets(state).items()
        for destination in destinations
    ]


_TARGET = [f"target {n}" for n in range(32)]
_MOVE = [[f"move {source} to {to}" for to in range(33)] for source in range(32)]


_LEFT = {card: f"place {card} left" for card in ALL_CARDS}
_RIGHT = {card: f"place {card} right" for card in ALL_CARDS}
_LONGEST_ROW = 31
"""More positions than a row ever has (5 players place 30 cards)."""
_ON = {card: [f"place {card} on {n}" for n in range(_LONGEST_ROW)] for card in ALL_CARDS}
"""The placement notations, made once (the simulator asks for them at every placement)."""


def _place_actions(state: OriflammeState, seat: int) -> list[str]:
    """``legal`` during placement: per card of the hand it may place, left, right, then on
    every stack of its family (the order of :func:`place_targets`)."""
    allowed = placement.placeable_families(state, seat)
    hand = state.hands[seat]
    found: list[str] = []
    if len(allowed) == 1:  # every card of the hand may go to the same places
        family = allowed[0]
        cards = (
            hand if len(state.families[seat]) == 1 else [c for c in hand if FAMILY_OF[c] == family]
        )
        if state.round == 1:
            for card in cards:
                found += (_LEFT[card], _RIGHT[card])
            return found
        row = state.row
        on = [n for n in range(1, len(row) + 1) if FAMILY_OF[row[n - 1][-1]] == family]
        for card in cards:
            found += (_LEFT[card], _RIGHT[card])
            ons = _ON[card]
            found += [ons[n] for n in on]
        return found
    stacks: dict[str, list[int]] = {family: [] for family in allowed}
    if state.round > 1:
        for index, stack in enumerate(state.row, 1):
            at = stacks.get(FAMILY_OF[stack[-1]])
            if at is not None:
                at.append(index)
    for card in hand:
        at = stacks.get(FAMILY_OF[card])
        if at is not None:
            found += (_LEFT[card], _RIGHT[card])
            ons = _ON[card]
            found += [ons[n] for n in at]
    return found


def place_targets(state: OriflammeState, seat: int | None) -> dict[str, list[str | int]]:
    """During the seat's placement: each card it may place -> where (``left``, ``right``, or
    the 1-based position of a stack it may go on)."""
    if seat is None or state.phase != PLACEMENT or seat != state.deciding_seat():
        return {}
    allowed = placement.placeable_families(state, seat)
    spots = {family: placement.spots_for(state, family) for family in allowed}
    return {card: spots[FAMILY_OF[card]] for card in state.hands[seat] if FAMILY_OF[card] in spots}


def move_targets(state: OriflammeState) -> dict[int, list[int]]:
    """During a Royal Decree's move: each movable position -> where its top card may end
    (ORI-6.8). A lone card may end at 1..n (where it is: no move); the top of a stack leaves
    a position behind, so it may end at 1..n+1."""
    if decision_of(state) != MOVE:
        return {}
    count = len(state.row)
    decree = _position(state)
    return {
        source: list(range(1, (count if len(stack) == 1 else count + 1) + 1))
        for source, stack in enumerate(state.row, 1)
        if source != decree
    }


# -- decisions -----------------------------------------------------------------------------------


def decision(state: OriflammeState, seat: int | None, hand: list[str]) -> Decision | None:
    """The viewer's decision (None unless it decides now): one option per legal action, and for
    placement also the hand's cards it may not place now, refused with the reason (ORI-9.5).
    ``hand`` is the viewer's hand in the order the view shows it."""
    if seat is None or seat != state.deciding_seat():
        return None
    kind = decision_of(state)
    ask = prompt(state, None)
    options: list[Option] = []
    if kind == PLACE:
        targets = place_targets(state, seat)
        for card in hand:
            spots = targets.get(card)
            if spots is None:
                problem = _place_refusal(state, seat, card, placement.LEFT)
                why = problem.message if problem is not None else None
                for side in (placement.LEFT, placement.RIGHT):
                    options.append(
                        Option(
                            action=place_notation(card, side),
                            parts={"card": card, "place": side},
                            refusal=why,
                        )
                    )
                continue
            for spot in spots:
                options.append(
                    Option(action=place_notation(card, spot), parts={"card": card, "place": spot})
                )
    elif kind == REVEAL_OR_HIDE:
        options = [
            Option(action=REVEAL, parts={"reveal": REVEAL}),
            Option(action=HIDE, parts={"reveal": HIDE}),
        ]
    elif kind == TARGET:
        options = [
            Option(action=f"target {index + 1}", parts={"target": index + 1})
            for index in resolution.targets(state)
        ]
    else:
        options = [
            Option(action=f"move {source} to {to}", parts={"from": source, "to": to})
            for source, destinations in move_targets(state).items()
            for to in destinations
        ]
    return Decision(kind=DECISION_KINDS[kind or PLACE], prompt=ask, options=options)


# -- prompts -------------------------------------------------------------------------------------


def prompt(state: OriflammeState, outcome: Outcome | None) -> Message:
    """What is being decided now, in a message that names no face-down card."""
    decision = decision_of(state)
    seat = state.deciding_seat()
    if decision is None or seat is None:
        return _result(state, outcome)
    if decision == PLACE:
        return _place_prompt(state, seat)
    position = _position(state)
    if decision == REVEAL_OR_HIDE:
        return Message("oriflamme.prompt.reveal", {"seat": seat, "position": position})
    card = state.acting
    assert card is not None
    actor: Any = resolution.describe(state, card)
    if decision == MOVE:
        return Message("oriflamme.prompt.move", {"card": actor, "position": position})
    ability = state.ability or ""
    params: dict[str, Any] = {
        "card": actor,
        "position": position,
        "ask": Message(f"oriflamme.ask.{ability}"),
        "targets": _target_list(state),
    }
    if KIND_OF[card] == ability:
        return Message("oriflamme.prompt.target", params)
    params["ability"] = ability
    return Message("oriflamme.prompt.target-as", params)


def _place_prompt(state: OriflammeState, seat: int) -> Message:
    allowed = placement.placeable_families(state, seat)
    what: Any
    if len(state.families[seat]) == 1:
        what = Message("oriflamme.a-card")
    elif len(allowed) == 1:
        what = Message("oriflamme.a-family-card", {"family": allowed[0]})
    else:
        what = Message("oriflamme.a-family-or-card", {"a": allowed[0], "b": allowed[1]})
    if not state.row:
        return Message("oriflamme.prompt.start-row", {"seat": seat, "what": what})
    mine = state.round > 1 and any(FAMILY_OF[stack[-1]] in allowed for stack in state.row)
    key = "oriflamme.prompt.place-or-stack" if mine else "oriflamme.prompt.place"
    return Message(key, {"seat": seat, "what": what})


def _result(state: OriflammeState, outcome: Outcome | None) -> Message:
    if outcome is None:
        return Message("oriflamme.over")
    best = state.influence[outcome.winners[0]]
    if len(outcome.winners) == 1:
        return Message("oriflamme.over-won", {"seat": outcome.winners[0], "influence": best})
    return Message("oriflamme.over-shared", {"seats": outcome.winners, "influence": best})
