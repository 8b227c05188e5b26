"""GOT-3: secret orders, their reveal, stars, restrictions and the Messenger Raven."""

from __future__ import annotations

import random

import pytest

from games.thrones import rules
from games.thrones.state import RAVEN, ThronesState
from tablebox.engine import IllegalAction
from tests.games.thrones.helpers import act, game, keys, last


def test_got_3_4_orders_stay_hidden_until_the_last_house_is_done() -> None:
    """GOT-3.4: pending orders are in no other seat's view and in no public event; the last
    ``done`` reveals them all in one event."""
    state = game(3)
    act(state, "stark", "order winterfell march*")
    stark = state.seat_of["stark"]
    for seat in range(3):
        areas = {a.area: a.pending_order for a in rules.view(state, seat).areas}
        assert areas["winterfell"] == ("march*" if seat == stark else "")
    assert "march*" not in str([e.params for e in state.events])
    act(state, "stark", "done")
    act(state, "lannister", "order lannisport defense")
    act(state, "lannister", "done")
    assert state.orders == {}
    assert rules.current_seats(state) == [state.seat_of["baratheon"]]
    start = len(state.events)
    act(state, "baratheon", "done")
    assert keys(state.events, start).count("orders-revealed") == 1
    assert state.orders == {"winterfell": "march*", "lannisport": "defense"}


def test_got_3_4_a_house_may_change_its_orders_until_done() -> None:
    """GOT-3.4: ``clear`` takes an order back; after ``done`` the seat no longer acts."""
    state = game(3)
    act(state, "stark", "order winterfell support")
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "order winterfell raid")
    assert refused.value.code == "thrones.already-ordered"
    act(state, "stark", "clear winterfell")
    act(state, "stark", "order winterfell raid")
    act(state, "stark", "done")
    assert state.seat_of["stark"] not in rules.current_seats(state)
    assert rules.legal_actions(state, state.seat_of["stark"]) == []


def test_got_3_2_one_order_per_area_with_units_and_consolidate_only_on_land() -> None:
    """GOT-3.2: no order where the house has no units; Consolidate Power not at sea."""
    state = game(5)
    for action, code in [
        ("order riverrun march", "thrones.no-units-there"),
        ("order the_shivering_sea consolidate", "thrones.consolidate-at-sea"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            act(state, "stark", action)
        assert refused.value.code == code


def test_got_3_1_each_token_only_as_often_as_the_house_has_it() -> None:
    """GOT-3.1: two Defence +1 tokens, so a third area cannot have one."""
    state = game(5)
    state.units["karhold"] = ["footman"]
    state.owner["karhold"] = "stark"
    act(state, "stark", "order winterfell defense")
    act(state, "stark", "order white_harbor defense")
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "order karhold defense")
    assert refused.value.code == "thrones.token-used"


def test_got_3_3_star_orders_limited_by_kings_court() -> None:
    """GOT-3.3: Greyjoy, last on King's Court, may place no star order; Stark (2nd) three."""
    state = game(5)
    with pytest.raises(IllegalAction) as refused:
        act(state, "greyjoy", "order pyke march*")
    assert refused.value.code == "thrones.too-many-stars"
    for action in (
        "order winterfell march*",
        "order white_harbor defense*",
        "order the_shivering_sea support*",
    ):
        act(state, "stark", action)
    state.units["karhold"], state.owner["karhold"] = ["footman"], "stark"
    with pytest.raises(IllegalAction):
        act(state, "stark", "order karhold raid*")


def test_got_8_6_restrictions_forbid_a_kind_of_order() -> None:
    """GOT-8.6: Sea of Storms forbids Raid orders for the round."""
    state = game(5)
    state.restriction = "sea_of_storms"
    legal = rules.legal_actions(state, state.seat_of["stark"])
    assert not [a for a in legal if a.endswith(" raid") or a.endswith(" raid*")]
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "order winterfell raid")
    assert refused.value.code == "thrones.order-forbidden"


def _all_done(state: ThronesState, orders: dict[str, list[str]]) -> None:
    for house in state.houses:
        for action in orders.get(house, []):
            act(state, house, action)
        act(state, house, "done")


def test_got_3_5_messenger_raven_swaps_for_an_unused_star_order() -> None:
    """GOT-3.5: Lannister (top of King's Court) may swap one order for a star order it has
    not used; the swap is announced."""
    state = game(5)
    _all_done(state, {"lannister": ["order lannisport defense"]})
    assert state.step == RAVEN and rules.current_seats(state) == [state.seat_of["lannister"]]
    legal = rules.legal_actions(state, state.seat_of["lannister"])
    assert "raven lannisport march*" in legal and "raven pass" in legal
    act(state, "lannister", "raven lannisport march*")
    assert state.orders["lannisport"] == "march*"
    assert last(state, "raven-swap").params["old"] == "defense"


def test_planning_legal_actions_never_list_combinations() -> None:
    """GOT-10.1: planning options are single orders, clears and ``done``."""
    state = game(5)
    legal = rules.legal_actions(state, 0)
    assert all(a == "done" or a.split()[0] in ("order", "clear") for a in legal)
    assert len(legal) < 40


def test_determinize_redeals_other_houses_pending_orders() -> None:
    """GOT-10.2: determinize keeps the seat's own orders and where the others have orders,
    and re-deals which tokens those are."""
    state = game(5)
    act(state, "stark", "order winterfell support")
    act(state, "lannister", "order lannisport march")
    seen = set()
    for n in range(12):
        dealt = rules.determinize(state, state.seat_of["stark"], random.Random(n))
        assert dealt.pending["stark"] == {"winterfell": "support"}
        assert set(dealt.pending["lannister"]) == {"lannisport"}
        seen.add(dealt.pending["lannister"]["lannisport"])
    assert len(seen) > 1


def test_got_3_5_no_raven_swap_once_every_star_is_used() -> None:
    """GOT-3.5: a Raven holder that placed all the stars its position allows may only pass."""
    state = game(5)
    for area in ("the_golden_sound", "stoney_sept"):
        state.units[area] = ["ship" if area == "the_golden_sound" else "footman"]
    _all_done(
        state,
        {
            "lannister": [
                "order lannisport march*",
                "order stoney_sept defense*",
                "order the_golden_sound support*",
            ]
        },
    )
    assert rules.legal_actions(state, state.seat_of["lannister"]) == ["raven pass"]
    act(state, "lannister", "raven pass")
    assert state.phase == "raid" or state.phase == "march"


def test_has_secrets_while_orders_are_face_down() -> None:
    """GOT-10.2: a seat has secrets while it holds face-down orders, and (issue 18.4) from the
    start of planning, so the keyboard reaches it behind a cover before it places any."""
    state = game(3)
    seat = state.seat_of["stark"]
    assert rules.has_secrets(state, seat)
    act(state, "stark", "order winterfell march")
    assert rules.has_secrets(state, seat)
    assert rules.status(state).key == "thrones.status"
