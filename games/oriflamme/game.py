"""Oriflamme for two to five players: the rules object the app drives (see
``seeds/oriflamme.md``)."""

from __future__ import annotations

from typing import Any, ClassVar

from games.oriflamme import actions, placement, resolution, rounds
from games.oriflamme import view as views
from games.oriflamme.cards import ROUNDS
from games.oriflamme.options import OriflammeOptions
from games.oriflamme.scoring import outcome_of
from games.oriflamme.setup import new_state
from games.oriflamme.state import OVER, OriflammeState
from tablebox.engine import IllegalAction, Outcome


class OriflammeRules:
    id: ClassVar[str] = "oriflamme"
    title: ClassVar[str] = "Oriflamme"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[OriflammeOptions]] = OriflammeOptions

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
        seat = state.deciding_seat()
        return [] if seat is None else [seat]

    def legal_actions(self, state: OriflammeState, seat: int) -> list[str]:
        return actions.legal(state, seat)

    def refusal(self, state: OriflammeState, seat: int, action: object) -> str | None:
        """Why ``seat`` may not take ``action`` now, in plain words; None if it may."""
        try:
            parsed = actions.parse(actions.normalise(str(action)))
        except IllegalAction as error:
            return error.reason
        return actions.refusal(state, seat, parsed)

    def parse_action(self, state: OriflammeState, seat: int, text: str) -> str:
        parsed = actions.parse(actions.normalise(text))
        problem = actions.refusal(state, seat, parsed)
        if problem:
            raise IllegalAction(problem)
        return actions.canonical(parsed)

    # -- doing it ---------------------------------------------------------------------------

    def apply(self, state: OriflammeState, seat: int, action: str) -> OriflammeState:
        new = state.copy()
        self.advance(new, seat, action)
        return new

    def advance(self, state: OriflammeState, seat: int, action: str) -> None:
        """``apply`` in place; refuses an illegal action before changing anything."""
        parsed = actions.parse(actions.normalise(str(action)))
        problem = actions.refusal(state, seat, parsed)
        if problem:
            raise IllegalAction(problem)
        verb = parsed[0]
        if verb == "place":
            card, spot = parsed[1], parsed[2]
            assert isinstance(card, str)
            placement.place(state, seat, card, spot)
        elif verb == actions.REVEAL:
            resolution.reveal(state)
        elif verb == actions.HIDE:
            resolution.hide(state)
        elif verb == "target":
            assert isinstance(parsed[1], int)
            resolution.choose_target(state, parsed[1] - 1)
        else:
            source, destination = parsed[1], parsed[2]
            assert isinstance(source, int) and isinstance(destination, int)
            resolution.choose_move(state, source - 1, destination - 1)
        rounds.settle(state)

    # -- reading it -------------------------------------------------------------------------

    def view(self, state: OriflammeState, seat: int | None) -> views.OriflammeView:
        legal = self.legal_actions(state, seat) if seat is not None else []
        return views.build(state, seat, legal, self.outcome(state))

    def outcome(self, state: OriflammeState) -> Outcome | None:
        return outcome_of(state) if state.phase == OVER else None

    def status(self, state: OriflammeState) -> str:
        if state.phase == OVER:
            outcome = self.outcome(state)
            assert outcome is not None
            names = " and ".join(state.players[s] for s in outcome.winners)
            return f"game over, {names} won"
        return f"round {state.round} of {ROUNDS}, {state.phase}"

    def has_secrets(self, state: OriflammeState, seat: int) -> bool:
        return state.phase != OVER
