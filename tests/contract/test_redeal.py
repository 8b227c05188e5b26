"""The optional contract method ``redeal(state, keep, rng)`` (issue 30.3, play on from here),
for every setup of :mod:`tests.contract.setups`: what the kept seats and the public table know
stays, the cards stay the same multiset, the other seats' private events are sealed, and the
state dealt from is untouched."""

from __future__ import annotations

import random

import pytest

from tablebox.engine import redeal_of, snapshot_of
from tests.contract.hidden import ADAPTERS
from tests.contract.setups import SETUP_IDS, SETUPS, Setup, states

EVERY = 4
"""Every how many steps of a seeded playthrough a state is dealt again (time)."""


@pytest.mark.parametrize("setup", SETUPS, ids=SETUP_IDS)
def test_redeal_keeps_what_the_kept_seats_and_the_table_know(setup: Setup) -> None:
    """ENG-redeal: for nobody kept (the public table's knowledge), one seat and every seat
    (hot-seat players), the public view, each kept seat's view and what it knows (the
    adapter's ``known``) are as before, with the same cards; only kept seats read private
    events."""
    rules, items = setup.rules, ADAPTERS[setup.game]
    seats = range(setup.players)
    for index, state in enumerate(states(setup, 1)[::EVERY]):
        before = snapshot_of(state)
        cards = items.all_cards(state)
        table = rules.view(state, None).model_dump(mode="json")
        for keep in ([], [index % setup.players], list(seats)):
            dealt = redeal_of(rules, state, keep, random.Random(index))
            where = f"step {index * EVERY}, keeping {keep}"
            assert dealt is not state
            assert rules.view(dealt, None).model_dump(mode="json") == table, where
            assert items.all_cards(dealt) == cards, where
            for seat in keep:
                shown = rules.view(state, seat).model_dump(mode="json")
                assert rules.view(dealt, seat).model_dump(mode="json") == shown, where
                assert items.known(dealt, seat) == items.known(state, seat), where
            if not keep:
                assert items.known(dealt, None) == items.known(state, None), where
            readers = {
                seat
                for seat in seats
                for event in rules.events(dealt)
                if event.audience is not None and event.visible_to(seat)
            }
            assert readers <= set(keep), where
        assert snapshot_of(state) == before, f"step {index * EVERY}: redeal changed the state"
