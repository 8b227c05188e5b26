"""A Game of Thrones (1st edition) for three to five players: the rules object the app drives
(see ``seeds/thrones.md``)."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from typing import Any, ClassVar

from games.thrones import (
    actions,
    aftermath,
    battle,
    faceup,
    flow,
    march,
    orders,
    positions,
    westeros,
)
from games.thrones import view as views
from games.thrones.options import ThronesOptions
from games.thrones.redeal import deal_hidden, redeal_hidden
from games.thrones.scoring import outcome_of
from games.thrones.setup import new_state
from games.thrones.state import OVER, WILDLING_BEST, WILDLING_WORST, ThronesState
from tablebox.engine import Event, IllegalAction, Message, Outcome, Secret

NEVER_REVEALS = frozenset({"order", "clear", "raid", "support", "control", "leg"})


class ThronesRules:
    id: ClassVar[str] = "thrones"
    title: ClassVar[str] = "A Game of Thrones"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[ThronesOptions]] = ThronesOptions
    snapshot_version: ClassVar[int] = 3

    def new_game(
        self,
        players: list[str],
        options: ThronesOptions | dict[str, Any] | None = None,
        seed: int = 0,
        deck: list[str] | None = None,
    ) -> ThronesState:
        """Set up (GOT-2); ``deck`` fixes the Westeros decks (``I:supply``... in draw order).
        With the ``start`` option, the game starts from that position (a save replays it)."""
        if not isinstance(options, ThronesOptions):
            options = ThronesOptions(**(options or {}))
        if options.start is not None:
            start, houses = options.start, options.houses
            return positions.begin(start, players, houses, seed, deck, new_state, self.advance)
        return new_state(players, options, seed, deck)

    def current_seats(self, state: ThronesState) -> list[int]:
        return actions.current_seats(state)

    def legal_actions(self, state: ThronesState, seat: int) -> list[str]:
        return actions.legal(state, seat)

    def parse_action(self, state: ThronesState, seat: int, text: str) -> str:
        parsed = actions.resolve_aliases(state, seat, actions.parse(text))
        problem = actions.refusal(state, seat, parsed)
        if problem is not None:
            raise problem
        return actions.canonical(parsed)

    def apply(self, state: ThronesState, seat: int, action: str) -> ThronesState:
        new = state.copy()
        self.advance(new, seat, action)
        return new

    def advance(self, state: ThronesState, seat: int, action: str, trusted: bool = False) -> None:
        parsed = actions.resolve_aliases(state, seat, actions.parse(str(action)))
        if not trusted:
            problem = actions.refusal(state, seat, parsed)
            if problem is not None:
                raise problem
        _do(state, state.houses[seat], parsed)
        flow.settle(state)

    def clone(self, state: ThronesState) -> ThronesState:
        return state.copy()

    def determinize(self, state: ThronesState, seat: int, rng: random.Random) -> ThronesState:
        """Re-deal what ``seat`` cannot know: the other houses' face-down orders (new legal
        tokens on the same areas), their secret bids, the other combatant's House card before
        the reveal, the order of the three Westeros decks and the later shuffles."""
        new = state.copy()
        new.events = [event for event in state.events if event.visible_to(seat)]
        if state.phase == OVER:
            return new
        deal_hidden(new, {state.houses[seat]}, rng)
        return new

    def redeal(
        self, state: ThronesState, keep: Collection[int], rng: random.Random
    ) -> ThronesState:
        """Play on from here (issue 30.3): a copy with everything hidden from all the seats of
        ``keep`` dealt again, each kept seat's own things as they were; the others' private events
        sealed (``tablebox.engine.sealed``)."""
        return redeal_hidden(state, keep, rng)

    def reveals(self, state: ThronesState, seat: int, action: str) -> bool:
        """Whether ``action`` turns something hidden face up: the last order set, bid or House
        card (all are revealed together), a Westeros card drawn, or the game's end."""
        verb = str(action).split(" ", 1)[0]
        if verb in NEVER_REVEALS:
            return False
        after = state.copy()
        self.advance(after, seat, action)
        return after.reveal_count > state.reveal_count

    def events(self, state: ThronesState) -> Sequence[Event]:
        return state.events

    def view(self, state: ThronesState, seat: int | None) -> views.ThronesView:
        return views.build(state, seat, self.outcome(state))

    def outcome(self, state: ThronesState) -> Outcome | None:
        return outcome_of(state) if state.phase == OVER else None

    def status(self, state: ThronesState) -> Message:
        if state.phase == OVER:
            outcome = outcome_of(state)
            return Message("common.game-over-won", {"seats": outcome.winners})
        return Message("thrones.status", {"round": state.round, "phase": f"phase-{state.phase}"})

    def has_secrets(self, state: ThronesState, seat: int) -> bool:
        house = state.houses[seat]
        fight = state.battle
        chosen = fight is not None and not fight.revealed and house in fight.cards
        # Issue 18.4: a seat about to give orders, a bid or a House card in secret is handed
        # the keyboard behind a cover, even before it has chosen anything.
        # A supporter is asked in turn behind a hand-off too (issue 18.6): it is another
        # person's decision, and the cover says whose.
        secret_step = state.step in ("planning", "bid", "cards", "support")
        # Issue 27.5: a public decision (a raid, a march, the Raven, a retreat, a muster, a
        # tie) passing to another person is covered too: the cover says whose it is (players
        # who trust each other turn the covers off).
        public_step = state.step != "over"
        return secret_step or public_step or bool(state.pending[house]) or chosen

    def face_up(self, state: ThronesState) -> list[Secret]:
        """Every seat's hidden things, for a finished game's replay (see ``faceup``)."""
        return faceup.face_up(state)


def _do(state: ThronesState, house: str, parsed: actions.Parsed) -> None:
    verb = parsed[0]
    if verb == "order":
        orders.place(state, house, parsed[1], parsed[2])
    elif verb == "clear":
        orders.clear(state, house, parsed[1])
    elif verb == "done":
        orders.commit(state, house)
    elif verb == "raven":
        swap = parsed[1] != "pass"
        orders.raven(state, house, parsed[1] if swap else None, parsed[2] if swap else None)
    elif verb == "raid":
        flow.raid(state, house, parsed[1], None if parsed[2] == "skip" else parsed[2])
    elif verb == "march":
        march.march(state, house, parsed[1], actions.moves_of(parsed))
    elif verb == "leg":
        march.add_leg(state, parsed[1], *actions.moves_of(parsed)[0])
    elif verb == "control":
        march.control(state, house, parsed[1] == "yes")
    elif verb == "support":
        battle.declare_support(state, house, "" if parsed[1] == "no" else parsed[1])
    elif verb == "accept":
        battle.accept(state, house, parsed[1] == "yes")
    elif verb == "card":
        battle.choose_card(state, house, parsed[1])
    elif verb == "blade":
        battle.use_blade(state, house, parsed[1] == "yes")
    elif verb == "casualty":
        aftermath.casualty(state, house, parsed[1])
    elif verb == "reclaim" and state.battle is None:
        westeros.reclaim(state, house, parsed[1])
    elif verb in ("reclaim", "discard", "upgrade", "remove"):
        aftermath.win_text(state, house, verb, parsed[1])
    elif verb == "retreat":
        aftermath.retreat(state, house, parsed[1])
    elif verb == "disband":
        westeros.disband(state, house, parsed[1], parsed[2])
    elif verb == "muster":
        if parsed[1] == "done":
            westeros.muster_done(state, house)
        else:
            sea = parsed[3] if len(parsed) > 3 else ""
            unit = "ship" if sea else parsed[2]
            westeros.muster(state, house, parsed[1], unit, sea)
    elif verb == "bid":
        westeros.bid(state, house, int(parsed[1]))
    elif verb == "tie" and state.step in (WILDLING_BEST, WILDLING_WORST):
        westeros.wildling_tie(state, house, parsed[1])
    elif verb == "tie":
        westeros.tie(state, house, parsed[1])
    else:  # pragma: no cover - parse admits no other verb
        raise IllegalAction("thrones.unknown-action", text=verb)
