"""The action notation (ORI-11): parsing, the legal actions, refusals with reasons, prompts.

Actions are plain strings:

- ``place <card> left``, ``place <card> right``, ``place <card> on <N>`` (placement);
- ``reveal``, ``hide`` (a face-down card being resolved);
- ``target <N>`` (the target of an Archer, Soldier, Spy, Assassination, or the character a
  Shapeshifter copies);
- ``move <N> to <M>`` (Royal Decree: the top card at N ends alone at position M).

Positions are 1-based, counted from the left end of the row as displayed.
"""

from __future__ import annotations

from games.oriflamme import placement, resolution
from games.oriflamme.cards import (
    ARCHER,
    ASSASSINATION,
    FAMILY_OF,
    KIND_OF,
    KINDS,
    SHAPESHIFTER,
    SOLDIER,
    SPY,
)
from games.oriflamme.state import (
    MOVE,
    OVER,
    PLACE,
    PLACEMENT,
    REVEAL_OR_HIDE,
    TARGET,
    OriflammeState,
)
from tablebox.engine import IllegalAction, Outcome

REVEAL, HIDE = "reveal", "hide"

Parsed = tuple[str, ...] | tuple[str, str, str | int] | tuple[str, int] | tuple[str, int, int]
"""``("place", card, "left"|"right"|N)``, ``("reveal",)``, ``("hide",)``, ``("target", N)``,
``("move", N, M)``."""

NOTATION = (
    "write place <card> left|right|on <position>, reveal, hide, target <position> or"
    " move <position> to <position>"
)


def normalise(text: str) -> str:
    return " ".join(text.lower().split())


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else None


def parse(text: str) -> Parsed:
    """The action's parts, or IllegalAction saying how to write it."""
    words = text.split()
    if not words:
        raise IllegalAction(f"no action given: {NOTATION}")
    verb = words[0]
    if verb in (REVEAL, HIDE) and len(words) == 1:
        return (verb,)
    if verb == "place":
        if len(words) == 3 and words[2] in (placement.LEFT, placement.RIGHT):
            return ("place", words[1], words[2])
        if len(words) == 4 and words[2] == "on" and (spot := _number(words[3])) is not None:
            return ("place", words[1], spot)
        raise IllegalAction("write place <card> left, place <card> right or place <card> on <N>")
    if verb == "target":
        if len(words) == 2 and (spot := _number(words[1])) is not None:
            return ("target", spot)
        raise IllegalAction("write target <N>, N a position counted from the left")
    if verb == "move":
        if len(words) == 4 and words[2] == "to":
            source, destination = _number(words[1]), _number(words[3])
            if source is not None and destination is not None:
                return ("move", source, destination)
        raise IllegalAction("write move <N> to <M>: the card at position N ends at position M")
    raise IllegalAction(f"{text!r} is not an action: {NOTATION}")


def canonical(parsed: Parsed) -> str:
    """The one way of writing a parsed action (what ``legal_actions`` lists)."""
    verb = parsed[0]
    if verb == "place":
        spot = parsed[2]
        return f"place {parsed[1]} {spot if isinstance(spot, str) else f'on {spot}'}"
    if verb == "target":
        return f"target {parsed[1]}"
    if verb == "move":
        return f"move {parsed[1]} to {parsed[2]}"
    return verb


# -- what is decided now -------------------------------------------------------------------------


def decision_of(state: OriflammeState) -> str | None:
    if state.phase == PLACEMENT:
        return PLACE
    if state.phase == OVER:
        return None
    return state.decision


def refusal(state: OriflammeState, seat: int, parsed: Parsed) -> str | None:
    """Why ``seat`` may not take the parsed action now, in plain words; None if it may."""
    decider = state.deciding_seat()
    if decider is None:
        return "the game is over"
    decision = decision_of(state)
    if seat != decider:
        return f"it is {state.players[decider]}'s turn to {_task(decision)}"
    verb = parsed[0]
    if decision == PLACE:
        if verb != "place":
            return f"now you place a card: {_place_hint()}"
        return _place_refusal(state, seat, str(parsed[1]), parsed[2])
    if decision == REVEAL_OR_HIDE:
        if verb not in (REVEAL, HIDE):
            return f"first reveal or hide your face-down card at position {_position(state)}"
        return None
    if decision == TARGET:
        if verb != "target":
            return f"choose a target first: {prompt(state, None)}"
        assert isinstance(parsed[1], int)
        if parsed[1] - 1 not in resolution.targets(state):
            return f"position {parsed[1]} is not a target here: {_target_list(state)}"
        return None
    if verb != "move":
        return f"make the Royal Decree's move first: {_move_hint(state)}"
    source, destination = parsed[1], parsed[2]
    assert isinstance(source, int) and isinstance(destination, int)
    return _move_refusal(state, source, destination)


def _task(decision: str | None) -> str:
    return {
        PLACE: "place a card",
        REVEAL_OR_HIDE: "reveal or hide a card",
        TARGET: "choose a target",
        MOVE: "move a card with a Royal Decree",
    }.get(decision or "", "decide")


def _place_hint() -> str:
    return "place <card> left, place <card> right or place <card> on <N>"


def _place_refusal(state: OriflammeState, seat: int, card: str, spot: str | int) -> str | None:
    if card not in FAMILY_OF:
        return f"{card} is not a card of this game (cards are written like red-spy)"
    if card not in state.hands[seat]:
        return f"{card} is not in your hand"
    allowed = placement.placeable_families(state, seat)
    if FAMILY_OF[card] not in allowed:
        return (
            f"you have placed your {FAMILY_OF[card]} card this round; now place a {allowed[0]}"
            " card (ORI-9.5)"
        )
    if isinstance(spot, int):
        return placement.stack_refusal(state, card, spot)
    return None


def _position(state: OriflammeState) -> int:
    return state.acting_index() + 1


def _target_list(state: OriflammeState) -> str:
    spots = [f"target {index + 1}" for index in resolution.targets(state)]
    return _either(spots)


def _either(options: list[str]) -> str:
    if len(options) <= 2:
        return " or ".join(options)
    return f"{', '.join(options[:-1])} or {options[-1]}"


def _move_hint(state: OriflammeState) -> str:
    return f"move <N> to <M>, N any position but the Decree's ({_position(state)})"


def _move_refusal(state: OriflammeState, source: int, destination: int) -> str | None:
    count = len(state.row)
    if not 1 <= source <= count:
        return f"there is no position {source}: {placement.row_size(state)}"
    if source == _position(state):
        return "the Royal Decree moves another card, not itself (ORI-6.8)"
    last = count if len(state.row[source - 1]) == 1 else count + 1
    if not 1 <= destination <= last:
        return (
            f"the card from position {source} can end at positions 1 to {last}, not"
            f" {destination} (it never goes onto another card, ORI-6.8)"
        )
    return None


# -- the legal actions ---------------------------------------------------------------------------


def legal(state: OriflammeState, seat: int) -> list[str]:
    """Exactly the actions ``seat`` may take now, in notation."""
    if seat != state.deciding_seat():
        return []
    decision = decision_of(state)
    if decision == PLACE:
        return [
            f"place {card} {spot}"
            for card, spots in place_targets(state, seat).items()
            for spot in spots
        ]
    if decision == REVEAL_OR_HIDE:
        return [REVEAL, HIDE]
    if decision == TARGET:
        return [f"target {index + 1}" for index in resolution.targets(state)]
    return [
        f"move {source} to {destination}"
        for source, destinations in move_targets(state).items()
        for destination in destinations
    ]


def place_targets(state: OriflammeState, seat: int | None) -> dict[str, list[str]]:
    """During the seat's placement: each card it may place -> where (``left``, ``on 3``)."""
    if state.phase != PLACEMENT or seat != state.deciding_seat():
        return {}
    allowed = placement.placeable_families(state, seat)
    spots = {family: placement.spots_for(state, family) for family in allowed}
    return {card: spots[FAMILY_OF[card]] for card in state.hands[seat] if FAMILY_OF[card] in spots}


def target_positions(state: OriflammeState) -> list[int]:
    """During a target decision: the 1-based positions ``target N`` accepts."""
    if decision_of(state) != TARGET:
        return []
    return [index + 1 for index in resolution.targets(state)]


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


# -- prompts -------------------------------------------------------------------------------------

_ASKS = {
    ARCHER: "eliminate the first or the last card",
    SOLDIER: "eliminate an adjacent card",
    SPY: "steal 1 influence from the owner of an adjacent card",
    SHAPESHIFTER: "choose an adjacent revealed character to copy",
    ASSASSINATION: "eliminate any card",
}


def prompt(state: OriflammeState, outcome: Outcome | None) -> str:
    """What is being decided now, in words that name no face-down card."""
    decision = decision_of(state)
    seat = state.deciding_seat()
    if decision is None or seat is None:
        return _result(state, outcome)
    name = state.players[seat]
    if decision == PLACE:
        return _place_prompt(state, seat)
    position = _position(state)
    if decision == REVEAL_OR_HIDE:
        return f"Resolve {name}'s face-down card at position {position}: reveal or hide"
    card = state.acting
    assert card is not None
    actor = resolution.describe(state, card)
    if decision == MOVE:
        return (
            f"{actor} at position {position}: move another card anywhere in the row, never"
            " onto a card (move <from> to <to>)"
        )
    ability = state.ability or ""
    copying = KIND_OF[card] != ability
    who = f"{actor} (copying a {KINDS[ability].name})" if copying else actor
    return f"{who} at position {position}: {_ASKS.get(ability, 'choose')} ({_target_list(state)})"


def _place_prompt(state: OriflammeState, seat: int) -> str:
    name = state.players[seat]
    allowed = placement.placeable_families(state, seat)
    what = "a card" if len(state.families[seat]) == 1 else f"a {' or '.join(allowed)} card"
    if not state.row:
        return f"{name}: place {what} face down to start the row"
    mine = any(FAMILY_OF[stack[-1]] in allowed for stack in state.row)
    onto = " or on one of your own cards" if state.round > 1 and mine else ""
    return f"{name}: place {what} face down at the left or right end of the row{onto}"


def _result(state: OriflammeState, outcome: Outcome | None) -> str:
    if outcome is None:
        return "The game is over."
    names = [state.players[seat] for seat in outcome.winners]
    best = state.influence[outcome.winners[0]]
    if len(names) == 1:
        return f"The game is over: {names[0]} wins with {best} influence."
    return f"The game is over: {' and '.join(names)} share the victory with {best} influence."
