"""Properties of whole random games (hypothesis) at 2, 3, 4 and 5 players.

Each example deals from a drawn seed (and drawn or random tiles) and plays a drawn stream of
choices. The profile is derandomized and keeps no database, so every run checks the same
games: 2,000 in all.

An observer on the resolution (``resolution.observer``) is told of every change just before
it happens; the test keeps its own books from those announcements, checks each amount against
the rules on the table as it stands, and after every action compares its books with the state.
So an influence or token change the rules did not announce, or one of a wrong size, fails.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.oriflamme import resolution
from games.oriflamme.cards import (
    AMBUSH,
    CHARACTER,
    CONSPIRACY,
    FAMILY_OF,
    HEIR,
    KIND_OF,
    LORD,
    SHAPESHIFTER,
)
from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT
from games.oriflamme.resolution import Change as Event
from games.oriflamme.setup import deck_for
from games.oriflamme.state import OVER, PLACEMENT, RESOLUTION, OriflammeState
from tablebox.engine import IllegalAction
from tests.games.oriflamme.builders import players, rules

reproducible = settings(
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

GAMES_PER_COUNT = {2: 400, 3: 500, 4: 500, 5: 600}


def probe_actions(count: int) -> list[str]:
    """A fixed universe of well-formed actions, most of them illegal at any moment."""
    actions = ["reveal", "hide"]
    for card in deck_for(count):
        actions += [f"place {card} left", f"place {card} right", f"place {card} on 2"]
    actions += [f"target {n}" for n in range(0, 14)]
    actions += [f"move {a} to {b}" for a in range(1, 8) for b in range(1, 9)]
    return actions


class Books:
    """The test's own account of every pool and every token, kept from the announcements."""

    def __init__(self, state: OriflammeState) -> None:
        self.influence = state.influence[:]
        self.tokens = dict(state.tokens)
        self.resolved: list[str] = []

    def sync_new_cards(self, state: OriflammeState) -> None:
        for card in state.tokens:
            self.tokens.setdefault(card, 0)

    def check(self, state: OriflammeState) -> None:
        assert self.influence == state.influence
        assert {c: t for c, t in self.tokens.items() if c in state.tokens} == state.tokens

    def __call__(self, state: OriflammeState, event: Event) -> None:  # the observer
        kind, card = event.kind, event.card
        assert card is not None
        row = state.row
        tops = [stack[-1] for stack in row]
        if kind in ("resolve", "act", "hide"):
            # ORI-4.1, ORI-7.1: only the top card at the pass position is ever resolved
            assert row[state.acting_index()][-1] == card == state.acting
            if kind == "resolve":
                self.resolved.append(card)
            elif kind == "hide":
                assert not state.face_up[card]
                self.tokens[card] = self.tokens.get(card, 0) + 1
            else:
                assert state.face_up[card]
                self._check_ability(state, card, event.ability)
        elif kind == "collect":  # ORI-4.2, ORI-6.10
            assert state.face_up[card] and self.tokens.get(card, 0) == state.tokens[card]
            factor = 2 if KIND_OF[card] == CONSPIRACY else 1
            assert event.amount == factor * state.tokens[card]
            assert KIND_OF[card] != AMBUSH
            self.influence[event.seat] += event.amount
            self.tokens[card] = 0
        elif kind == "tokens-lost":  # ORI-5.2, ORI-6.9
            assert event.amount == state.tokens[card] > 0
            self.tokens[card] = 0
        elif kind == "gain":
            self._check_gain(state, event, tops)
            self.influence[event.seat] += event.amount
        elif kind == "eliminate":  # ORI-5.1
            assert card in tops and event.source == state.acting
            assert event.seat == state.owner(state.acting) and event.amount == 1
            self._check_target(state, tops.index(card), state.ability)
            self.influence[event.seat] += 1
        elif kind == "discard":  # ORI-4.4, ORI-6.9: the acting card leaves, never another
            assert card == state.acting == tops[state.acting_index()]
        elif kind == "steal":  # ORI-6.3
            assert card in tops
            self._check_target(state, tops.index(card), "spy")
            victim, thief = state.owner(card), event.seat
            assert thief == state.owner(state.acting)
            expected = 0 if victim == thief or state.influence[victim] == 0 else 1
            assert event.amount == expected
            self.influence[victim] -= expected
            self.influence[thief] += expected
        elif kind == "move":  # ORI-6.8
            assert card in tops and card != state.acting
            assert KIND_OF[state.acting] == "royal-decree"
        else:
            raise AssertionError(f"unknown event {event}")

    @staticmethod
    def _neighbours(state: OriflammeState, index: int) -> list[int]:
        return [i for i in (index - 1, index + 1) if 0 <= i < len(state.row)]

    def _check_ability(self, state: OriflammeState, card: str, ability: str | None) -> None:
        """ORI-6.5: a card uses its own ability, or a Shapeshifter that of an adjacent
        revealed character other than a Shapeshifter."""
        if ability == KIND_OF[card]:
            return
        assert KIND_OF[card] == SHAPESHIFTER and ability != SHAPESHIFTER
        near = [state.row[i][-1] for i in self._neighbours(state, state.acting_index())]
        assert any(state.face_up[c] and CHARACTER[c] and KIND_OF[c] == ability for c in near)

    def _check_target(self, state: OriflammeState, index: int, ability: str | None) -> None:
        here, last = state.acting_index(), len(state.row) - 1
        if ability == "archer":
            assert index in (0, last)
        elif ability in ("soldier", "spy"):
            assert abs(index - here) == 1
        else:
            assert ability == "assassination"

    def _check_gain(self, state: OriflammeState, event: Event, tops: list[str]) -> None:
        card, ability, amount = event.card, event.ability, event.amount
        assert card is not None
        assert event.seat == state.owner(card)
        if ability == HEIR:  # ORI-6.4, ORI-6.5: no other revealed top card of its name
            assert amount == 2
            assert not any(
                t != card and state.face_up[t] and KIND_OF[t] == KIND_OF[card] for t in tops
            )
        elif ability == LORD:  # ORI-6.6
            near = self._neighbours(state, state.acting_index())
            own = sum(1 for i in near if FAMILY_OF[tops[i]] == FAMILY_OF[card])
            assert amount == 1 + own
        else:
            assert ability == AMBUSH and KIND_OF[card] == AMBUSH
            if amount == 4:  # ORI-6.9: sprung by an opponent's card, already eliminated
                assert card in state.removed[event.seat]
                assert state.owner(state.acting) != event.seat
            else:
                assert amount == 1 and card == state.acting


@contextmanager
def observing(books: Books) -> Iterator[None]:
    resolution.observer = books
    try:
        yield
    finally:
        resolution.observer = None


def play_and_check(
    count: int,
    seed: int,
    choices: list[int],
    probe: int,
    options: dict[str, object],
) -> None:
    state = rules.new_game(players(count), options, seed=seed)
    deck = Counter(deck_for(count))
    set_aside = [cards[:] for cards in state.set_aside]
    universe = probe_actions(count)
    books = Books(state)
    placements: Counter[tuple[int, int]] = Counter()
    rounds_seen = [state.round]
    step = 0
    with observing(books):
        while True:
            # ORI-1.1: every card lies in exactly one place; set-aside cards never move
            assert Counter(state.all_cards()) == deck
            assert state.set_aside == set_aside
            row_cards = {c for stack in state.row for c in stack}
            assert set(state.face_up) == row_cards == set(state.tokens)
            assert all(state.tokens[c] == 0 for c in row_cards if state.face_up[c])  # ORI-5.5
            assert min(state.influence) >= 0
            # no revealed intrigue lies in the row but the one being resolved (ORI-4.4)
            assert all(CHARACTER[c] or not state.face_up[c] or c == state.acting for c in row_cards)
            seats = rules.current_seats(state)
            if state.phase == OVER:
                assert seats == [] and all(not rules.legal_actions(state, s) for s in range(count))
                break
            assert len(seats) == 1
            (seat,) = seats
            assert state.phase in (PLACEMENT, RESOLUTION)
            legal = rules.legal_actions(state, seat)
            assert legal and len(set(legal)) == len(legal)
            for other in range(count):
                if other != seat:
                    assert rules.legal_actions(state, other) == []
            # an action not offered is refused and changes nothing; another seat is refused
            before = state.copy()
            offered = set(legal)
            refused = [a for a in universe if a not in offered]
            with pytest.raises(IllegalAction):
                rules.apply(state, seat, refused[probe % len(refused)])
            with pytest.raises(IllegalAction):
                rules.advance(state, (seat + 1) % count, legal[0])
            assert state == before
            # every offered action applies (one of them checked by copy each step)
            other_choice = legal[(probe + step) % len(legal)]
            resolution.observer = None
            assert rules.apply(state, seat, other_choice) is not state
            resolution.observer = books
            assert state == before

            action = legal[choices[step % len(choices)] % len(legal)]
            if action.startswith("place"):
                placements[(state.round, seat)] += 1
            rules.advance(state, seat, action)
            books.sync_new_cards(state)
            books.check(state)
            if state.round != rounds_seen[-1]:
                rounds_seen.append(state.round)
            step += 1

    # ORI-2.1: exactly six rounds, each seat placing once per round (twice at two players)
    assert rounds_seen == [1, 2, 3, 4, 5, 6]
    per_round = 2 if count == 2 else 1
    assert placements == {(r, s): per_round for r in range(1, 7) for s in range(count)}
    assert [len(hand) for hand in state.hands] == [per_round] * count  # ORI-8.1
    assert state.draw_piles == [[] for _ in range(count)]
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners  # ORI-8
    assert sorted(s for group in outcome.ranking for s in group) == list(range(count))
    assert outcome.scores == {s: float(state.influence[s]) for s in range(count)}
    best = max(state.influence)
    assert all(state.influence[s] == best for s in outcome.winners)


options_strategy = st.fixed_dictionaries(
    {},
    optional={
        "direction": st.sampled_from([LEFT_TO_RIGHT, RIGHT_TO_LEFT]),
        "first_player": st.integers(min_value=0, max_value=1),
    },
)


@pytest.mark.parametrize("count", sorted(GAMES_PER_COUNT))
def test_ori_random_games_keep_every_rule(count: int) -> None:
    """ORI-1.1 cards conserved; ORI-4/ORI-7 only top cards at the pass position resolve;
    ORI-5/ORI-6 every influence and token change is announced and of the documented size;
    ORI-11 legal actions apply, others are refused without change; ORI-2.1 six rounds;
    ORI-8 an outcome with winners."""

    @settings(reproducible, max_examples=GAMES_PER_COUNT[count])
    @given(
        seed=st.integers(min_value=0, max_value=2**32 - 1),
        choices=st.lists(st.integers(min_value=0, max_value=999), min_size=40, max_size=40),
        probe=st.integers(min_value=0, max_value=10_000),
        options=options_strategy,
    )
    def run(seed: int, choices: list[int], probe: int, options: dict[str, object]) -> None:
        play_and_check(count, seed, choices, probe, options)

    run()
