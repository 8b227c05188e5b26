"""The resolution phase (ORI-4 to ORI-7): the pass along the row, the cards' abilities,
eliminating and discarding.

The pass is tracked by ``state.passed``, the number of positions behind it counted from the end
it starts at, so it follows the cards when the row changes under it (ORI-7): a position removed
behind the pass, or a card moved behind it, shifts the count; a card moved ahead of it is met
again. The position being resolved is always the next one, and its top card is
``state.acting``.

Every change of influence or tokens is announced to :data:`observer` (a :class:`Change`,
not a log :class:`~tablebox.engine.Event`) (when one is installed)
just before it happens, so tests can check each one against the rules without trusting the
code that makes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from games.oriflamme.cards import (
    AMBUSH,
    ARCHER,
    ASSASSINATION,
    CHARACTER,
    CONSPIRACY,
    FAMILY_OF,
    HEIR,
    KIND_OF,
    KINDS,
    LORD,
    ROYAL_DECREE,
    SHAPESHIFTER,
    SOLDIER,
    SPY,
    families_for,
    family_cards,
)
from games.oriflamme.state import (
    MOVE,
    RESOLUTION,
    REVEAL_OR_HIDE,
    TARGET,
    OriflammeState,
    new_tuple,
    record,
)
from tablebox.engine import Event, Message


class Change(NamedTuple):
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


observer: Callable[[OriflammeState, Change], None] | None = None
"""A test hook: called with every :class:`Change`; None (the default) costs nothing."""


# -- describing cards in the log ---------------------------------------------------------------


def describe(state: OriflammeState, card: str) -> Message:
    """``"Ann's red Soldier"``, or ``"Ann's face-down red card"`` while its face is hidden (the
    message then holds no card id, so a public event never names a face-down card)."""
    if state.face_up.get(card, True):
        return _UP[len(state.players)][card]
    return _DOWN[len(state.players)][card]


def _named(state: OriflammeState, card: str) -> Message:
    """``"Ann's red Soldier"`` whatever its side (for cards turned face up as they leave)."""
    return _UP[len(state.players)][card]


def _card_messages(face_up: bool) -> dict[int, dict[str, Message]]:
    """Per player count, per card in play: the message describing it. Made once: messages are
    immutable, so every event may share them."""
    tables: dict[int, dict[str, Message]] = {}
    for count in range(2, 6):
        table = tables[count] = {}
        for seat, families in enumerate(families_for(count)):
            for family in families:
                for card in family_cards(family):
                    params: dict[str, Any] = {"seat": seat, "family": family}
                    if face_up:
                        params["kind"] = KIND_OF[card]
                    key = "oriflamme.card-up" if face_up else "oriflamme.card-down"
                    table[card] = Message(key, params)
    return tables


_UP = _card_messages(face_up=True)
_DOWN = _card_messages(face_up=False)


# -- the pass ------------------------------------------------------------------------------------


def begin(state: OriflammeState) -> None:
    """ORI-4.1: the placement is over; the pass starts at the end the direction tile names."""
    state.phase = RESOLUTION
    state.passed = 0
    state.acting, state.decision, state.ability, state.acting_left = None, None, None, False
    record(state, "oriflamme.resolution", round=state.round, direction=state.direction)
    run(state)


def run(state: OriflammeState) -> None:
    """Resolve positions until a seat must decide or the pass has left the row (then
    ``state.acting`` is None and the round is over)."""
    row = state.row
    left_to_right = state.left_to_right
    face_up = state.face_up
    while state.decision is None:
        count = len(row)
        passed = state.passed
        if passed >= count:
            state.acting = None
            return
        index = passed if left_to_right else count - 1 - passed
        card = row[index][-1]
        state.acting, state.acting_left, state.ability = card, False, None
        if observer is not None:
            observer(state, Change("resolve", card, state.owner(card)))
        if not face_up[card]:  # ORI-4.2: its owner reveals or hides it
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
        _discard(state, state.acting_index(), "after-use")
    if not state.acting_left:
        state.passed += 1
    state.acting, state.decision, state.ability, state.acting_left = None, None, None, False


# -- decisions -----------------------------------------------------------------------------------


def hide(state: OriflammeState) -> None:
    """ORI-4.2 (a): the card stays face down and gets 1 influence from the supply."""
    card = state.acting
    assert card is not None
    if observer is not None:
        observer(state, Change("hide", card, state.owner(card), 1))
    tokens = state.tokens[card] = state.tokens[card] + 1
    params = {"card": describe(state, card), "position": state.acting_index() + 1, "tokens": tokens}
    state.events.append(new_tuple(Event, ("oriflamme.hides", params, None)))
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
    params = {"card": _named(state, card), "position": state.acting_index() + 1}
    state.events.append(new_tuple(Event, ("oriflamme.reveals", params, None)))
    tokens = state.tokens[card]
    if kind == AMBUSH:  # ORI-6.9: the tokens go back, the owner gains 1
        if tokens:
            if observer is not None:
                observer(state, Change("tokens-lost", card, seat, tokens))
            state.tokens[card] = 0
            record(state, "oriflamme.ambush-tokens-return", amount=tokens)
        _gain(state, card, seat, 1, AMBUSH, Message("oriflamme.why.ambush-revealed"))
    else:
        gained = 2 * tokens if kind == CONSPIRACY else tokens
        if tokens or kind == CONSPIRACY:
            if observer is not None:
                observer(state, Change("collect", card, seat, gained))
            state.tokens[card] = 0
            state.influence[seat] += gained
            if kind == CONSPIRACY:
                record(state, "oriflamme.conspiracy", seat=seat, tokens=tokens, amount=gained)
            else:
                record(state, "oriflamme.takes-tokens", seat=seat, amount=tokens)
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
        record(
            state,
            "oriflamme.copies",
            card=describe(state, card),
            kind=copied,
            position=index + 1,
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
    if observer is not None:
        observer(state, Change("move", card, state.owner(card), source=decree))
    tokens = state.tokens[card]
    if len(state.row[source]) == 1 and source == destination:
        record(
            state,
            "oriflamme.decree-leaves",
            card=describe(state, decree),
            moved=describe(state, card),
            position=destination + 1,
        )
    else:
        params: dict[str, Any] = {
            "card": describe(state, decree),
            "moved": describe(state, card),
            "source": source + 1,
            "destination": destination + 1,
        }
        if tokens:
            params["tokens"] = tokens
        record(
            state, "oriflamme.decree-moves-tokens" if tokens else "oriflamme.decree-moves", **params
        )
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
    if observer is not None:
        observer(state, Change("act", card, state.owner(card), ability=ability))
    index = state.acting_index()
    if ability in (ARCHER, ASSASSINATION):  # they can always target at least themselves
        state.decision, state.ability = TARGET, ability
    elif ability in (SOLDIER, SPY):
        if neighbours(state, index):
            state.decision, state.ability = TARGET, ability
        else:
            record(
                state,
                "oriflamme.no-adjacent",
                card=describe(state, card),
                rule=KINDS[ability].rule,
            )
    elif ability == SHAPESHIFTER:
        if copyable(state, index):
            state.decision, state.ability = TARGET, ability
        else:
            record(state, "oriflamme.nothing-to-copy", card=describe(state, card))
    elif ability == ROYAL_DECREE:
        if len(state.row) > 1:
            state.decision, state.ability = MOVE, ability
        else:
            record(state, "oriflamme.decree-alone", card=describe(state, card))
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
        _gain(state, card, seat, 2, HEIR, Message("oriflamme.why.heir"))
    else:
        record(
            state,
            "oriflamme.heir-blocked",
            card=describe(state, card),
            rival=describe(state, rival),
        )


def _lord(state: OriflammeState, card: str, index: int) -> None:
    """ORI-6.6: +1, and +1 per adjacent card of the Lord's own family, face up or down."""
    family = FAMILY_OF[card]
    own = sum(1 for near in neighbours(state, index) if FAMILY_OF[state.row[near][-1]] == family)
    why = (
        Message("oriflamme.why.lord-adjacent", {"own": own, "family": family})
        if own
        else Message("oriflamme.why.lord")
    )
    _gain(state, card, state.owner(card), 1 + own, LORD, why)


def _gain(
    state: OriflammeState, card: str, seat: int, amount: int, ability: str, why: Message
) -> None:
    """``seat`` gains ``amount`` through ``card`` using ``ability``; ``why`` ends the log line."""
    if observer is not None:
        observer(state, Change("gain", card, seat, amount, ability=ability))
    state.influence[seat] += amount
    kind = KIND_OF[card]
    params = {"seat": seat, "amount": amount, "family": FAMILY_OF[card], "kind": kind, "why": why}
    if kind == ability:
        state.events.append(new_tuple(Event, ("oriflamme.gains", params, None)))
    else:
        params["ability"] = ability
        state.events.append(new_tuple(Event, ("oriflamme.gains-as", params, None)))


def _steal(state: OriflammeState, spy: str, index: int) -> None:
    """ORI-6.3: take 1 from the pool of the player owning the chosen adjacent card."""
    thief = state.owner(spy)
    victim = state.owner(state.row[index][-1])
    if victim == thief:
        amount, key = 0, "oriflamme.steals-from-self"
    elif state.influence[victim] == 0:
        amount, key = 0, "oriflamme.steals-nothing"
    else:
        amount, key = 1, "oriflamme.steals"
    if observer is not None:
        observer(state, Change("steal", state.row[index][-1], thief, amount, source=spy))
    state.influence[victim] -= amount
    state.influence[thief] += amount
    if victim == thief:
        record(state, key, card=describe(state, spy))
    else:
        record(state, key, card=describe(state, spy), seat=victim)


def eliminate(state: OriflammeState, attacker: str, index: int) -> None:
    """ORI-5.1: the top card at ``index`` leaves the row face up to its owner, and the
    attacker's owner gains 1, whatever the card's family. A face-down card's tokens return to
    the supply (ORI-5.2). An opponent's face-down Ambush discards the attacker and pays its
    owner 4 (ORI-6.9)."""
    target = state.row[index][-1]
    striker, owner = state.owner(attacker), state.owner(target)
    hidden = not state.face_up[target]
    tokens = state.tokens[target]
    if observer is not None:
        observer(state, Change("eliminate", target, striker, 1, source=attacker))
    state.influence[striker] += 1
    params: dict[str, Any] = {
        "card": describe(state, attacker),
        "target": _named(state, target),
        "position": index + 1,
        "seat": striker,
    }
    if not hidden:
        key = "oriflamme.eliminates"
    elif tokens:
        key = "oriflamme.eliminates-hidden-tokens"
        params["tokens"] = tokens
    else:
        key = "oriflamme.eliminates-hidden"
    record(state, key, **params)
    if hidden and tokens:
        if observer is not None:
            observer(state, Change("tokens-lost", target, owner, tokens))
        state.tokens[target] = 0
    _take_top(state, index, to_pile=True)
    if KIND_OF[target] != AMBUSH or not hidden:
        return
    if owner == striker:  # ORI-6.9 (proposed): your own Ambush springs no trap
        record(state, "oriflamme.own-ambush", seat=owner)
        return
    _gain(state, target, owner, 4, AMBUSH, Message("oriflamme.why.trap"))
    if attacker in state.face_up:  # an Assassination is discarded by the Ambush instead
        _discard(state, state.acting_index(), "by-ambush")


def _discard(state: OriflammeState, index: int, why: str) -> None:
    """ORI-5.4: the top card at ``index`` leaves the row face up to its owner; no one gains.
    ``why``: ``after-use`` (ORI-4.4) or ``by-ambush`` (ORI-6.9)."""
    card = state.row[index][-1]
    if observer is not None:
        observer(state, Change("discard", card, state.owner(card)))
    record(state, f"oriflamme.discarded-{why}", card=_named(state, card))
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
        record(
            state,
            "oriflamme.uncovered-face-up" if state.face_up[below] else "oriflamme.uncovered",
            card=describe(state, below),
            position=index + 1,
        )
    else:
        if state.pass_step_of(index) < state.passed:
            state.passed -= 1
        del row[index]
    return card
