"""Oriflamme for two to five players: the rules object the app drives (see
``seeds/oriflamme.md``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import Any, ClassVar

from games.oriflamme import actions, faceup, placement, resolution, rounds
from games.oriflamme import view as views
from games.oriflamme.cards import FAMILY_OF, ROUNDS
from games.oriflamme.options import OriflammeOptions
from games.oriflamme.redeal import deal_hidden, redeal_hidden
from games.oriflamme.scoring import outcome_of
from games.oriflamme.setup import new_state
from games.oriflamme.state import OVER, PLACEMENT, OriflammeState
from tablebox.engine import Event, IllegalAction, Message, Outcome, Secret


class OriflammeRules:
    id: ClassVar[str] = "oriflamme"
    title: ClassVar[str] = "Oriflamme"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[OriflammeOptions]] = OriflammeOptions
    snapshot_version: ClassVar[int] = 2
    """2: the state holds events (not saved) instead of English log lines."""

    def new_game(
        self,
        players: list[str],
        options: OriflammeOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> OriflammeState:
        """Deal (``deck`` fixes each family's order, see :func:`setup.new_state`) and start the
        first placement."""
        return new_state(players, options, seed, deck)

    # -- whose decision, what is legal --------------------------------------------------------

    def current_seats(self, state: OriflammeState) -> list[int]:
        phase = state.phase
        if phase == PLACEMENT:
            return [state.to_place[0]]
        acting = state.acting
        if phase == OVER or acting is None:
            return []
        return [state.seat_of[FAMILY_OF[acting]]]

    def legal_actions(self, state: OriflammeState, seat: int) -> list[str]:
        return actions.legal(state, seat)

    def refusal(self, state: OriflammeState, seat: int, action: object) -> IllegalAction | None:
        """Why ``seat`` may not take ``action`` now (code and parameters); None if it may."""
        try:
            parsed = actions.parse(actions.normalise(str(action)))
        except IllegalAction as error:
            return error
        return actions.refusal(state, seat, parsed)

    def parse_action(self, state: OriflammeState, seat: int, text: str) -> str:
        parsed = actions.parse(actions.normalise(text))
        problem = actions.refusal(state, seat, parsed)
        if problem is not None:
            raise problem
        return actions.canonical(parsed)

    # -- doing it ---------------------------------------------------------------------------

    def apply(self, state: OriflammeState, seat: int, action: str) -> OriflammeState:
        new = state.copy()
        self.advance(new, seat, action)
        return new

    def advance(self, state: OriflammeState, seat: int, action: str, trusted: bool = False) -> None:
        """``apply`` in place; refuses an illegal action before changing anything. ``trusted``
        (an action just taken from ``legal_actions``, in its notation) skips that check."""
        if trusted:
            step = _STEPS.get(action)
            if step is None:
                step = _STEPS[action] = _step(actions.parse(action))
        else:
            parsed = actions.parse(actions.normalise(str(action)))
            problem = actions.refusal(state, seat, parsed)
            if problem is not None:
                raise problem
            step = _step(parsed)
        do, first, second = step
        do(state, seat, first, second)
        rounds.settle(state)

    # -- the tools ----------------------------------------------------------------------------

    def clone(self, state: OriflammeState) -> OriflammeState:
        return state.copy()

    def determinize(self, state: OriflammeState, seat: int, rng: random.Random) -> OriflammeState:
        """A copy in which every card hidden from ``seat`` is re-dealt at random among the places
        hidden from it. Each family's ten cards are known, so a hidden card of family F changes
        places only with other hidden cards of F: another seat's hand, set-aside cards and draw
        pile, the face-down cards of other families in the row (covered ones too), and the
        order of the seat's own draw pile (two players). Public facts stay: every count, every
        position's family, height and tokens, every face-up and removed card. The other seats'
        private events are left out of the copy's log."""
        new = state.copy()
        new.events = [event for event in state.events if event.visible_to(seat)]
        if state.phase == OVER:
            return new  # nothing is hidden any more
        deal_hidden(new, (seat,), rng)
        return new

    def redeal(
        self, state: OriflammeState, keep: Collection[int], rng: random.Random
    ) -> OriflammeState:
        """Play on from here (issue 30.3): a copy with everything hidden from all the seats of
        ``keep`` dealt again, each kept seat's own things as they were; the others' private events
        sealed (``tablebox.engine.sealed``)."""
        return redeal_hidden(state, keep, rng)

    def reveals(self, state: OriflammeState, seat: int, action: str) -> bool:
        """Whether ``action`` uncovers a card to someone who could not see it before. ``reveal``
        always does. Otherwise the action is tried on a copy: it reveals if, afterwards, some
        seat sees a card it did not see before: a face-down card eliminated (turned face up,
        ORI-5.1, an Ambush springing included), the cards drawn at two players when a round
        ends (ORI-9.6), or every card once the game is over. Placing a card face down, hiding,
        a Royal Decree's move and uncovering a covered card (whose face stays as it lay) reveal
        nothing of themselves."""
        parsed = actions.parse(actions.normalise(str(action)))
        if parsed[0] == actions.REVEAL:
            return True
        after = state.copy()
        self.advance(after, seat, action)
        seats = range(len(state.players))
        return any(not _seen(after, s) <= _seen(state, s) for s in seats)

    def events(self, state: OriflammeState) -> Sequence[Event]:
        return state.events

    # -- reading it -------------------------------------------------------------------------

    def view(self, state: OriflammeState, seat: int | None) -> views.OriflammeView:
        return views.build(state, seat, self.outcome(state))

    def outcome(self, state: OriflammeState) -> Outcome | None:
        return outcome_of(state) if state.phase == OVER else None

    def status(self, state: OriflammeState) -> Message:
        if state.phase == OVER:
            outcome = self.outcome(state)
            assert outcome is not None
            return Message("common.game-over-won", {"seats": outcome.winners})
        return Message(
            "oriflamme.status", {"round": state.round, "rounds": ROUNDS, "phase": state.phase}
        )

    def has_secrets(self, state: OriflammeState, seat: int) -> bool:
        return state.phase != OVER

    def face_up(self, state: OriflammeState) -> list[Secret]:
        """Every seat's hidden things, for a finished game's replay (see ``faceup``)."""
        return faceup.face_up(state)


Step = tuple[Callable[[OriflammeState, int, Any, Any], None], Any, Any]


def _place(state: OriflammeState, seat: int, card: str, spot: str | int) -> None:
    placement.place(state, seat, card, spot)


def _reveal(state: OriflammeState, seat: int, first: None, second: None) -> None:
    resolution.reveal(state)


def _hide(state: OriflammeState, seat: int, first: None, second: None) -> None:
    resolution.hide(state)


def _target(state: OriflammeState, seat: int, position: int, second: None) -> None:
    resolution.choose_target(state, position - 1)


def _move(state: OriflammeState, seat: int, source: int, destination: int) -> None:
    resolution.choose_move(state, source - 1, destination - 1)


def _step(parsed: actions.Parsed) -> Step:
    """What carrying out a parsed action calls, and with which arguments."""
    verb = parsed[0]
    if verb == "place":
        return _place, parsed[1], parsed[2]
    if verb == actions.REVEAL:
        return _reveal, None, None
    if verb == actions.HIDE:
        return _hide, None, None
    if verb == "target":
        return _target, parsed[1], None
    return _move, parsed[1], parsed[2]


_STEPS: dict[str, Step] = {}
"""Notation -> its step, for trusted actions (there are only a few thousand notations)."""


def _seen(state: OriflammeState, seat: int) -> set[str]:
    """The cards whose faces ``seat`` sees: its own, the face-up and the removed ones (every
    card once the game is over)."""
    if state.phase == OVER:
        return set(state.all_cards())
    own = set(state.families[seat])
    seen = {card for card, up in state.face_up.items() if up or FAMILY_OF[card] in own}
    seen.update(state.hands[seat], state.set_aside[seat])
    for cards in state.removed:
        seen.update(cards)
    return seen
