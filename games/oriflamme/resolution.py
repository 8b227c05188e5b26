"""The resolution phase (ORI-4 to ORI-7): the pass along the row, the cards' abilities,
eliminating and discarding.

The pass is tracked by ``state.passed``, the number of positions behind it counted from the end
it starts at, so it follows the cards when the row changes under it (ORI-7): a position removed
behind the pass, or a card moved behind it, shifts the count; a card moved ahead of it is met
again. The position being resolved is always the next one, and its top card is
``state.acting``.

Every change of influence or tokens is announced to :data:`observer` (when one is installed)
just before it happens, so tests can check each one against the rules without trusting the
code that makes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from games.oriflamme.cards import (
    AMBUSH,
    ARCHER,
    ASSASSINATION,
    CHARACTER,
    CONSPIRACY,
    FAMILY_NAMES,
    FAMILY_OF,
    HEIR,
    KIND_OF,
    KINDS,
    LORD,
    ROYAL_DECREE,
    SHAPESHIFTER,
    SOLDIER,
    SPY,
)
from games.oriflamme.state import MOVE, RESOLUTION, REVEAL_OR_HIDE, TARGET, OriflammeState
from tablebox.engine import LogEntry


class Event(NamedTuple):
    """One change the rules make, announced before it happens.

    ``kind`` is one of: ``resolve`` (the pass reaches ``card``), ``act`` (``card`` uses
    ``ability``), ``hide`` (+1 token on ``card``), ``collect`` (``seat`` gains ``amount`` for
    the tokens on ``card``, which go to 0), ``tokens-lost`` (the tokens on ``card`` return to
    the supply), ``gain`` (``seat`` gains ``amount`` through ``card``'s ``ability``),
    ``eliminate`` (``card`` is eliminated by ``source``; ``seat`` gains 1), ``discard``
    (``card`` is discarded), ``steal`` (``seat`` takes ``amount`` from the owner of ``card``),
    ``move`` (``card`` is moved).
    """

    kind: str
    card: str | None = None
    seat: int | None = None
    amount: int = 0
    source: str | None = None
    ability: str | None = None


observer: Callable[[OriflammeState, Event], None] | None = None
"""A test hook: called with every :class:`Event`; None (the default) costs nothing."""


def _announce(state: OriflammeState, event: Event) -> None:
    if observer is not None:
        observer(state, event)


# -- describing cards in the log ---------------------------------------------------------------


def _colour(card: str) -> str:
    return FAMILY_NAMES[FAMILY_OF[card]].lower()


def describe(state: OriflammeState, card: str) -> str:
    """``"Ann's red Soldier"``, or ``"Ann's face-down red card"`` while its face is hidden."""
    owner = state.players[state.owner(card)]
    if state.face_up.get(card, True):
        return f"{owner}'s {_colour(card)} {KINDS[KIND_OF[card]].name}"
    return f"{owner}'s face-down {_colour(card)} card"


def _named(state: OriflammeState, card: str) -> str:
    """``"Ann's red Soldier"`` whatever its side (for cards turned face up as they leave)."""
    return f"{state.players[state.owner(card)]}'s {_colour(card)} {KINDS[KIND_OF[card]].name}"


def _influence(amount: int) -> str:
    return f"{amount} influence"


def _log(state: OriflammeState, text: str) -> None:
    state.log.append(LogEntry(text))


# -- the pass ------------------------------------------------------------------------------------


def begin(state: OriflammeState) -> None:
    """ORI-4.1: the placement is over; the pass starts at the end the direction tile names."""
    state.phase = RESOLUTION
    state.passed = 0
    state.acting, state.decision, state.ability, state.acting_left = None, None, None, False
    way = "left to right" if state.left_to_right else "right to left"
    _log(state, f"Round {state.round}: resolution, {way}.")
    run(state)


def run(state: OriflammeState) -> None:
    """Resolve positions until a seat must decide or the pass has left the row (then
    ``state.acting`` is None and the round is over)."""
    row = state.row
    while state.decision is None:
        count = len(row)
        if state.passed >= count:
            state.acting = None
            return
        index = state.passed if state.left_to_right else count - 1 - state.passed
        card = row[index][-1]
        state.acting, state.acting_left, state.ability = card, False, None
        _announce(state, Event("resolve", card, state.owner(card)))
        if not state.face_up[card]:  # ORI-4.2: its owner reveals or hides it
            state.decision = REVEAL_OR_HIDE
            return
        use_ability(state, card, KIND_OF[card])  # ORI-4.3: a face-up character acts again
        if state.decision is None:
            finish(state)


def finish(state: OriflammeState) -> None:
    """The acting card is done: an intrigue still in the row is discarded (ORI-4.4), and the
    pass steps on unless the card left its position (ORI-7.3)."""
    card = state.acting
    assert card is not None
    if not CHARACTER[card] and state.face_up.get(card, False):
        _discard(state, state.acting_index(), "after use (ORI-4.4)")
    if not state.acting_left:
        state.passed += 1
    state.acting, state.decision, state.ability, state.acting_left = None, None, None, False


# -- decisions -----------------------------------------------------------------------------------


def hide(state: OriflammeState) -> None:
    """ORI-4.2 (a): the card stays face down and gets 1 influence from the supply."""
    card = state.acting
    assert card is not None
    _announce(state, Event("hide", card, state.owner(card), 1))
    state.tokens[card] += 1
    position = state.acting_index() + 1
    _log(
        state,
        f"{describe(state, card)} at position {position} stays hidden and gets 1 influence"
        f" (now {state.tokens[card]}).",
    )
    state.decision = None
    finish(state)
    run(state)


def reveal(state: OriflammeState) -> None:
    """ORI-4.2 (b): turn the card face up, take its tokens (Conspiracy double, Ambush none),
    and use its ability at once."""
    card = state.acting
    assert card is not None
    seat = state.owner(card)
    kind = KIND_OF[card]
    state.face_up[card] = True
    position = state.acting_index() + 1
    _log(state, f"{describe(state, card)} at position {position} is revealed.")
    tokens = state.tokens[card]
    if kind == AMBUSH:  # ORI-6.9: the tokens go back, the owner gains 1
        if tokens:
            _announce(state, Event("tokens-lost", card, seat, tokens))
            state.tokens[card] = 0
            _log(state, f"Its {_influence(tokens)} returns to the supply (ORI-6.9).")
        _gain(state, card, seat, 1, AMBUSH, "revealed by its owner (ORI-6.9)")
    else:
        gained = 2 * tokens if kind == CONSPIRACY else tokens
        if tokens or kind == CONSPIRACY:
            _announce(state, Event("collect", card, seat, gained))
            state.tokens[card] = 0
            state.influence[seat] += gained
            name = state.players[seat]
            if kind == CONSPIRACY:
                _log(
                    state,
                    f"{name} gains twice the {_influence(tokens)} on the Conspiracy:"
                    f" {gained} (ORI-6.10).",
                )
            else:
                _log(state, f"{name} takes the {_influence(tokens)} on it (ORI-4.2).")
    state.decision = None
    use_ability(state, card, kind)
    if state.decision is None:
        finish(state)
        run(state)


def choose_target(state: OriflammeState, index: int) -> None:
    """The acting card's owner chose row index ``index`` for the ability waiting on it."""
    card, ability = state.acting, state.ability
    assert card is not None and ability is not None
    state.decision = None
    if ability == SHAPESHIFTER:  # ORI-6.5: copy the chosen neighbour's ability
        copied = KIND_OF[state.row[index][-1]]
        _log(
            state,
            f"{describe(state, card)} copies the {KINDS[copied].name} at position {index + 1}"
            " (ORI-6.5).",
        )
        use_ability(state, card, copied)
    elif ability == SPY:
        _steal(state, card, index)
    else:
        eliminate(state, card, index)
    if state.decision is None:
        finish(state)
        run(state)


def choose_move(state: OriflammeState, source: int, destination: int) -> None:
    """ORI-6.8: the Royal Decree moves the top card at row index ``source`` so that it lies
    alone at row index ``destination`` of the resulting row; then it is discarded."""
    decree = state.acting
    assert decree is not None
    state.decision = None
    card = state.row[source][-1]
    _announce(state, Event("move", card, state.owner(card), source=decree))
    tokens = state.tokens[card]
    carried = f", with the {_influence(tokens)} on it" if tokens else ""
    if len(state.row[source]) == 1 and source == destination:
        moved = f"leaves {describe(state, card)} where it is, at position {destination + 1}"
    else:
        moved = (
            f"moves {describe(state, card)} from position {source + 1} to position"
            f" {destination + 1}{carried}"
        )
    _log(state, f"{describe(state, decree)} {moved} (ORI-6.8).")
    _take_top(state, source)
    state.row.insert(destination, [card])
    # ORI-7.5: a card put behind the pass is skipped; one put ahead of it will be resolved.
    if state.pass_step_of(destination) <= state.passed:
        state.passed += 1
    finish(state)
    run(state)


# -- abilities -----------------------------------------------------------------------------------


def neighbours(state: OriflammeState, index: int) -> list[int]:
    """The row indices next to ``index`` (ORI-6: adjacent means the next position each side)."""
    last = len(state.row) - 1
    if index == 0:
        return [1] if last >= 1 else []
    if index == last:
        return [index - 1]
    return [index - 1, index + 1]


def copyable(state: OriflammeState, index: int) -> list[int]:
    """ORI-6.5: the neighbours a Shapeshifter may copy: revealed characters, not Shapeshifters."""
    row, face_up = state.row, state.face_up
    found = []
    for near in neighbours(state, index):
        top = row[near][-1]
        if face_up[top] and CHARACTER[top] and KIND_OF[top] != SHAPESHIFTER:
            found.append(near)
    return found


def targets(state: OriflammeState) -> list[int]:
    """The row indices the waiting ability may target (ORI-6)."""
    ability = state.ability
    index = state.acting_index()
    if ability == ARCHER:
        last = len(state.row) - 1
        return [0, last] if last else [0]
    if ability in (SOLDIER, SPY):
        return neighbours(state, index)
    if ability == SHAPESHIFTER:
        return copyable(state, index)
    if ability == ASSASSINATION:
        return list(range(len(state.row)))
    return []


def use_ability(state: OriflammeState, card: str, ability: str) -> None:
    """``card`` uses ``ability`` (its own, or the one a Shapeshifter copies), worked out from
    ``card``'s position and for its owner. Asks for a target when one is needed; an ability
    with no possible target has no effect."""
    _announce(state, Event("act", card, state.owner(card), ability=ability))
    index = state.acting_index()
    rule = KINDS[ability].rule
    if ability in (ARCHER, ASSASSINATION):  # they can always target at least themselves
        state.decision, state.ability = TARGET, ability
    elif ability in (SOLDIER, SPY):
        if neighbours(state, index):
            state.decision, state.ability = TARGET, ability
        else:
            _log(state, f"{describe(state, card)} has no adjacent card: no effect ({rule}).")
    elif ability == SHAPESHIFTER:
        if copyable(state, index):
            state.decision, state.ability = TARGET, ability
        else:
            _log(
                state,
                f"{describe(state, card)} has no adjacent revealed character to copy"
                " (a Shapeshifter copies no Shapeshifter): no effect (ORI-6.5).",
            )
    elif ability == ROYAL_DECREE:
        if len(state.row) > 1:
            state.decision, state.ability = MOVE, ability
        else:
            _log(state, f"{describe(state, card)} is alone in the row: no move (ORI-6.8).")
    elif ability == HEIR:
        _heir(state, card)
    elif ability == LORD:
        _lord(state, card, index)
    # Ambush and Conspiracy pay out when revealed (see reveal); nothing else happens.


def _heir(state: OriflammeState, card: str) -> None:
    """ORI-6.4: +2 unless another revealed, uncovered card of the same name is in the row. A
    Shapeshifter copying an Heir goes by its own name, Shapeshifter (ORI-6.5)."""
    name = KIND_OF[card]
    face_up = state.face_up
    rival = next(
        (
            top
            for stack in state.row
            if (top := stack[-1]) != card and face_up[top] and KIND_OF[top] == name
        ),
        None,
    )
    seat = state.owner(card)
    if rival is None:
        _gain(state, card, seat, 2, HEIR, f"({KINDS[HEIR].rule})")
    else:
        _log(
            state,
            f"{describe(state, card)} gains nothing: {describe(state, rival)} is also revealed"
            f" in the row ({KINDS[HEIR].rule}).",
        )


def _lord(state: OriflammeState, card: str, index: int) -> None:
    """ORI-6.6: +1, and +1 per adjacent card of the Lord's own family, face up or down."""
    family = FAMILY_OF[card]
    own = sum(1 for near in neighbours(state, index) if FAMILY_OF[state.row[near][-1]] == family)
    detail = f"1 + {own} for adjacent {family} card{'s' if own != 1 else ''}, " if own else ""
    _gain(state, card, state.owner(card), 1 + own, LORD, f"({detail}ORI-6.6)")


def _gain(state: OriflammeState, card: str, seat: int, amount: int, ability: str, why: str) -> None:
    """``seat`` gains ``amount`` through ``card`` using ``ability``; ``why`` ends the log line."""
    _announce(state, Event("gain", card, seat, amount, ability=ability))
    state.influence[seat] += amount
    kind = KIND_OF[card]
    using = f" (as {KINDS[ability].name})" if kind != ability else ""
    _log(
        state,
        f"{state.players[seat]} gains {_influence(amount)} with the {_colour(card)}"
        f" {KINDS[kind].name}{using} {why}.",
    )


def _steal(state: OriflammeState, spy: str, index: int) -> None:
    """ORI-6.3: take 1 from the pool of the player owning the chosen adjacent card."""
    thief = state.owner(spy)
    victim = state.owner(state.row[index][-1])
    names = state.players
    if victim == thief:
        amount, outcome = 0, "steals from themselves: nothing changes"
    elif state.influence[victim] == 0:
        amount, outcome = 0, f"finds {names[victim]} without influence: nothing is stolen"
    else:
        amount, outcome = 1, f"steals 1 influence from {names[victim]}"
    _announce(state, Event("steal", state.row[index][-1], thief, amount, source=spy))
    state.influence[victim] -= amount
    state.influence[thief] += amount
    _log(state, f"{describe(state, spy)} {outcome} (ORI-6.3).")


def eliminate(state: OriflammeState, attacker: str, index: int) -> None:
    """ORI-5.1: the top card at ``index`` leaves the row face up to its owner, and the
    attacker's owner gains 1, whatever the card's family. A face-down card's tokens return to
    the supply (ORI-5.2). An opponent's face-down Ambush discards the attacker and pays its
    owner 4 (ORI-6.9)."""
    target = state.row[index][-1]
    striker, owner = state.owner(attacker), state.owner(target)
    hidden = not state.face_up[target]
    tokens = state.tokens[target]
    names = state.players
    _announce(state, Event("eliminate", target, striker, 1, source=attacker))
    state.influence[striker] += 1
    lost = f"; its {_influence(tokens)} returns to the supply" if hidden and tokens else ""
    shown = " (it is turned face up)" if hidden else ""
    _log(
        state,
        f"{describe(state, attacker)} eliminates {_named(state, target)} at position"
        f" {index + 1}{shown}{lost}. {names[striker]} gains 1 influence (ORI-5.1).",
    )
    if hidden and tokens:
        _announce(state, Event("tokens-lost", target, owner, tokens))
        state.tokens[target] = 0
    _take_top(state, index, to_pile=True)
    if KIND_OF[target] != AMBUSH or not hidden:
        return
    if owner == striker:  # ORI-6.9 (proposed): your own Ambush springs no trap
        _log(state, f"{names[owner]}'s own Ambush springs no trap (ORI-6.9, proposed).")
        return
    _gain(state, target, owner, 4, AMBUSH, "that springs its trap (ORI-6.9)")
    if attacker in state.face_up:  # an Assassination is discarded by the Ambush instead
        _discard(state, state.acting_index(), "by the Ambush (ORI-6.9)")


def _discard(state: OriflammeState, index: int, why: str) -> None:
    """ORI-5.4: the top card at ``index`` leaves the row face up to its owner; no one gains."""
    card = state.row[index][-1]
    _announce(state, Event("discard", card, state.owner(card)))
    _log(state, f"{_named(state, card)} is discarded {why}.")
    _take_top(state, index, to_pile=True)


def _take_top(state: OriflammeState, index: int, *, to_pile: bool = False) -> str:
    """Lift the top card off the stack at ``index``; an emptied position closes up, keeping the
    pass on the same cards (ORI-7.2 to ORI-7.4). With ``to_pile`` the card goes face up to its
    owner's eliminated-and-discarded cards."""
    row = state.row
    stack = row[index]
    card = stack.pop()
    if card == state.acting:
        state.acting_left = True
    if to_pile:
        del state.face_up[card]
        del state.tokens[card]
        state.removed[state.owner(card)].append(card)
    if stack:
        below = stack[-1]
        side = "face up" if state.face_up[below] else "face down"
        _log(
            state,
            f"{describe(state, below)} below is uncovered at position {index + 1} ({side},"
            f" ORI-7.2).",
        )
    else:
        if state.pass_step_of(index) < state.passed:
            state.passed -= 1
        del row[index]
    return card
