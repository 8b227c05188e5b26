"""A pawn's move (TRL-5): space by space, repeated while it ends on a coloured space, pausing
at a crossroads for its owner's choice, then what the grey space it stops on does (TRL-6)."""

from __future__ import annotations

from games.truel.data import COLOURS
from games.truel.gems import gain, steal
from games.truel.piles import draw, lose_cards
from games.truel.state import WAY, Movement, TruelState
from tablebox.engine import Event


def start_move(state: TruelState, seat: int, value: int) -> bool:
    """Move ``seat``'s pawn ``value`` spaces (back if negative). True once it has stopped and
    its space has acted, False if it waits for a choice: the way at a crossroads, or the cards
    a −1 card space takes."""
    length = abs(value)
    step = 1 if value > 0 else -1
    state.moving = Movement(seat, step, length, length, (state.pawns[seat],))
    return walk(state)


def ways(state: TruelState) -> tuple[str, ...]:
    """The spaces the moving pawn may step to next (two at a crossroads)."""
    moving = state.moving
    assert moving is not None
    here = moving.path[-1]
    following = state.board.next_spaces(here, moving.step)
    if moving.step < 0 and len(following) > 1 and len(moving.path) > 1:
        # TRL-2.3: the way may change while passing a crossroads only moving forward; moving
        # back, the choice is the mover's only if the move starts there.
        return (state.board.way_back_through(here, moving.path[-2]),)
    return following


def choose_way(state: TruelState, space: str) -> bool:
    """The owner sends the paused pawn on to ``space`` (TRL-5.3); as :func:`start_move`."""
    moving = state.moving
    assert moving is not None
    state.events.append(Event("truel.way", {"seat": moving.seat, "space": space}))
    _step_to(state, space)
    return walk(state)


def walk(state: TruelState) -> bool:
    while True:
        moving = state.moving
        assert moving is not None
        if moving.left == 0:
            end = moving.path[-1]
            _log_way(state)
            if state.board.is_grey(end):
                state.moving = None
                return land(state, moving.seat, end)
            state.events.append(Event("truel.repeats", {"seat": moving.seat, "space": end}))
            state.moving = moving._replace(left=moving.length, path=(end,))
            continue
        following = ways(state)
        if len(following) > 1:
            state.stage = WAY
            return False
        _step_to(state, following[0])


def _log_way(state: TruelState) -> None:
    """The spaces the pawn went over since the last such event (a leg, or the part of it up to
    a Start); the pawn goes on from where it stands."""
    moving = state.moving
    assert moving is not None
    if len(moving.path) > 1:
        state.events.append(
            Event(
                "truel.moves", {"seat": moving.seat, "path": list(moving.path), "step": moving.step}
            )
        )
        state.moving = moving._replace(path=moving.path[-1:])


def _step_to(state: TruelState, space: str) -> None:
    moving = state.moving
    assert moving is not None
    state.moving = moving._replace(left=moving.left - 1, path=(*moving.path, space))
    state.pawns[moving.seat] = space
    spec = state.board.spaces[space]
    stops = moving.left == 1  # the leg ends here, and a Start is grey: the pawn stops on it
    if spec.kind == "start" and spec.colour is not None and (moving.step > 0 or stops):
        # TRL-5.4: stepping on a Start (either way), or passing it in the arrow's direction.
        # The way so far is logged first, so the log reads in order (and a win here still
        # shows the way).
        _log_way(state)
        state.events.append(Event("truel.passes-start", {"seat": moving.seat, "space": space}))
        gain(state, moving.seat, COLOURS.index(spec.colour), 1)


def land(state: TruelState, seat: int, space: str) -> bool:
    """The pawn stops on grey ``space``: it robs any pawn there, then the space acts. False if
    the space waits for the pawn's owner to choose the cards it loses."""
    for other, where in enumerate(state.pawns):
        if other != seat and where == space:
            steal(state, seat, other)  # TRL-5.6
    spec = state.board.spaces[space]
    if spec.kind == "cards":  # TRL-6.1
        if spec.amount > 0:
            draw(state, seat, spec.amount)
        else:
            return lose_cards(state, seat, -spec.amount)
    elif spec.kind == "clock":  # TRL-6.2
        state.pending[seat] += spec.amount
        key = "truel.clock-extra" if spec.amount > 0 else "truel.clock-lose"
        state.events.append(Event(key, {"seat": seat, "n": abs(spec.amount)}))
    return True
