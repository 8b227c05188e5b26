"""Issue 18.4 and 18.6 in the rules' view: the orders barred on an area shown with their reason
(never legal), the orders left in hand, and a battle's strength line by line."""

from __future__ import annotations

import pytest

from games.thrones import orders, rules
from games.thrones.battle import STRENGTH_PARTS
from games.thrones.positions import Fight, Position, army_of
from tablebox.engine import IllegalAction, Message
from tests.games.thrones.helpers import battle_at, built

PLANNING = Position(
    round=2,
    units={
        "winterfell": army_of("stark", "footman"),
        "the_shivering_sea": army_of("stark", "ship"),
        "white_harbor": army_of("stark", "footman"),
    },
    pending={"stark": {"white_harbor": "raid"}},
    westeros=["supply", "clash_of_kings", "storm_of_swords"],
)
"""Stark plans under Storm of Swords (no Defence), one Raid already placed face down."""


def refusals(area: str) -> dict[str, Message]:
    state = built(PLANNING)
    decision = rules.view(state, state.seat_of["stark"]).decision
    assert decision is not None
    return {
        str(option.parts["arg2"]): option.refusal
        for option in decision.options
        if option.refusal is not None and option.parts.get("arg1") == area
    }


def test_issue_18_4_orders_barred_by_the_westeros_card_are_shown_with_the_reason() -> None:
    """Issue 18.4: Storm of Swords forbids Defence: both Defence tokens are offered on
    Winterfell, refused with the card named."""
    barred = refusals("winterfell")
    for token in ("defense", "defense*"):
        assert barred[token] == Message(
            "thrones.order-forbidden", {"token": token, "card": "storm_of_swords"}
        )


def test_issue_18_4_consolidate_at_sea_and_used_tokens_are_barred_with_the_reason() -> None:
    """Issue 18.4: at sea Consolidate Power is barred; a token kind used up (the one March
    -1) is barred everywhere else with "no token left"."""
    at_sea = refusals("the_shivering_sea")
    assert at_sea["consolidate"] == Message(
        "thrones.consolidate-at-sea", {"area": "the_shivering_sea"}
    )
    state = built(PLANNING.model_copy(update={"pending": {"stark": {"white_harbor": "march-1"}}}))
    decision = rules.view(state, state.seat_of["stark"]).decision
    assert decision is not None
    used = [o for o in decision.options if o.action == "order winterfell march-1"]
    assert [o.refusal for o in used] == [Message("thrones.token-used", {"token": "march-1"})]


def test_issue_18_4_too_many_stars_is_barred_with_the_reason() -> None:
    """Issue 18.4: with every star of its King's Court place used, the starred orders are
    barred with the number of stars allowed."""
    state = built(PLANNING)
    allowed = orders.stars(state, "stark")
    assert 0 < allowed < 4
    starred = ["march*", "support*", "raid*"][:allowed]
    areas = ["white_harbor", "castle_black", "karhold", "the_stony_shore", "widows_watch"]
    units = dict(PLANNING.units)
    for area in areas[:allowed]:
        units.setdefault(area, army_of("stark", "footman"))
    pending = dict(zip(areas, starred, strict=False))
    state = built(PLANNING.model_copy(update={"units": units, "pending": {"stark": pending}}))
    decision = rules.view(state, state.seat_of["stark"]).decision
    assert decision is not None
    refused = {o.action: o.refusal for o in decision.options if o.parts.get("arg1") == "winterfell"}
    # Consolidate Power (star), not placed, on land, not forbidden: barred by the stars alone.
    assert refused["order winterfell consolidate*"] == Message(
        "thrones.too-many-stars", {"stars": allowed}
    )


def test_issue_18_4_barred_orders_are_never_legal_and_parse_refuses_them_alike() -> None:
    """Issue 18.4: every refused option is absent from the legal actions and refused by
    ``parse_action`` for the same reason; the allowed options are exactly the legal ones."""
    state = built(PLANNING)
    seat = state.seat_of["stark"]
    decision = rules.view(state, seat).decision
    assert decision is not None
    legal = set(rules.legal_actions(state, seat))
    assert {o.action for o in decision.allowed} == legal
    refused = [o for o in decision.options if o.refusal is not None]
    assert refused, "some orders are barred"
    for option in refused:
        assert option.action not in legal
        with pytest.raises(IllegalAction) as refused:
            rules.parse_action(state, seat, option.action)
        assert refused.value.message == option.refusal


def test_issue_18_4_the_orders_left_and_the_stars_left_are_in_the_view() -> None:
    """Issue 18.4: Stark's view lists its tokens not placed (one Raid of two used) and its
    stars left; another house's view shows its own, not Stark's."""
    state = built(PLANNING)
    own = rules.view(state, state.seat_of["stark"])
    assert own.orders_left["raid"] == 1
    assert own.orders_left["march"] == 1 and own.orders_left["defense"] == 2
    assert sum(own.orders_left.values()) == 14
    assert own.stars == own.stars_left == orders.stars(state, "stark")
    other = rules.view(state, state.seat_of["lannister"])
    assert other.orders_left["raid"] == 2
    assert rules.view(state, None).orders_left == {}


def test_issue_18_6_the_strength_line_by_line_adds_up_to_the_total() -> None:
    """Issue 18.6, GOT-6.6: after the reveal, each side's units, order, support, card and
    blade are kept and shown; they add up to its strength (Stark: knight 3 with Robb, March
    +1, Robb 2 = 6; Lannister: footman 1, Tywin 3 = 4). Before the reveal: none."""
    battle = battle_at(
        Fight(
            source="harrenhal",
            area="riverrun",
            units=["knight"],
            supports={"baratheon": "stark"},
            accepts={"baratheon": True},
        )
    )
    before = built(battle)
    seen = rules.view(before, before.seat_of["stark"]).battle
    assert seen is not None and seen.parts == {}
    fight = battle.battle
    assert fight is not None
    cards = {"stark": "robb-stark", "lannister": "tywin-lannister"}
    state = built(battle.model_copy(update={"battle": fight.model_copy(update={"cards": cards})}))
    view = rules.view(state, state.seat_of["lannister"]).battle
    assert view is not None
    assert view.parts["stark"] == {"units": 3, "order": 1, "support": 2, "card": 2, "blade": 0}
    assert view.parts["lannister"] == {"units": 1, "order": 0, "support": 0, "card": 3, "blade": 0}
    for house, parts in view.parts.items():
        assert list(parts) == list(STRENGTH_PARTS)
        assert sum(parts.values()) == view.strengths[house]
