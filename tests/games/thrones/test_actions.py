"""GOT-4 and GOT-5: raids, marches, control, neutral forces and Consolidate Power."""

from __future__ import annotations

from typing import Any

import pytest

from games.thrones import rules
from games.thrones.movement import raid_targets
from games.thrones.positions import Army, Phase, Position, army_of
from games.thrones.state import CONTROL, MARCH, RAID, ThronesState
from tablebox.engine import IllegalAction
from tests.games.thrones.helpers import act, built, empty, game, last, put, start_marches


def position(
    phase: Phase,
    units: dict[str, Army | tuple[str, ...]],
    orders: dict[str, str],
    **more: Any,
) -> ThronesState:
    """The raids or marches of a five-player game with these units and face-up orders."""
    armies = {area: Army.model_validate(army) for area, army in units.items()}
    return built(Position(units=armies, orders=orders, phase=phase, **more))


def test_got_4_1_raids_go_in_iron_throne_order_one_at_a_time() -> None:
    """GOT-4.1: Baratheon (1st) raids before Lannister (2nd); each resolves one raid per turn."""
    state = position(
        "raid",
        {
            "kingswood": ("baratheon", "footman"),
            "storms_end": ("baratheon", "footman"),
            "stoney_sept": ("lannister", "footman"),
        },
        {"kingswood": "raid", "storms_end": "raid", "stoney_sept": "raid"},
    )
    assert state.phase == RAID and state.acting == "baratheon"
    act(state, "baratheon", "raid kingswood skip")
    assert state.acting == "lannister"
    act(state, "lannister", "raid stoney_sept skip")
    assert state.acting == "baratheon"


def test_got_4_2_raid_targets_and_pillage() -> None:
    """GOT-4.2, GOT-4.3: a raid removes an adjacent Support/Raid/Consolidate order (never a
    March or Defence), and pillages one power."""
    state = position(
        "raid",
        {
            "riverrun": ("lannister", "footman"),
            "seagard": ("stark", "footman"),
            "harrenhal": ("stark", "footman"),
            "stoney_sept": ("stark", "footman"),
        },
        {
            "riverrun": "raid",
            "seagard": "consolidate",
            "harrenhal": "defense",
            "stoney_sept": "march",
        },
    )
    legal = rules.legal_actions(state, state.seat_of["lannister"])
    assert legal == ["raid riverrun -> seagard", "raid riverrun skip"]
    act(state, "lannister", "raid riverrun -> seagard")
    assert "seagard" not in state.orders and state.power["lannister"] == 6


def test_got_4_2_a_raid_on_land_never_reaches_the_sea() -> None:
    """GOT-4.2: a land raid cannot take a sea order; a sea raid can take a land one."""
    state = position(
        "raid",
        {
            "lannisport": ("lannister", "footman"),
            "the_golden_sound": ("greyjoy", "ship"),
            "riverrun": ("stark", "footman"),
        },
        {"lannisport": "raid", "the_golden_sound": "raid", "riverrun": "support"},
    )
    assert rules.legal_actions(state, state.seat_of["lannister"]) == [
        "raid lannisport -> riverrun",
        "raid lannisport skip",
    ]
    assert raid_targets(state, "greyjoy", "the_golden_sound") == ["lannisport", "riverrun"]


def test_got_5_1_march_to_several_areas_and_stay() -> None:
    """GOT-5.1: one March order may split its units among several areas (written out, not
    listed); ``stay`` keeps them."""
    state = empty(game(5))
    put(state, "winterfell", "stark", "footman", "knight", "footman")
    start_marches(state, {"winterfell": "march", "white_harbor": "march"})
    put(state, "white_harbor", "stark", "footman")
    seat = state.seat_of["stark"]
    text = "march winterfell -> karhold:footman,knight; moat_cailin:footman"
    assert text not in rules.legal_actions(state, seat)
    assert rules.parse_action(state, seat, text) == text
    act(state, "stark", text)
    assert state.units["karhold"] == ["footman", "knight"] and state.units["moat_cailin"] == [
        "footman"
    ]
    assert state.step == CONTROL
    act(state, "stark", "control yes")
    assert state.tokens["winterfell"] == "stark" and state.power["stark"] == 4
    act(state, "stark", "march white_harbor stay")
    assert state.units["white_harbor"] == ["footman"]


def test_got_5_2_ship_transport_along_own_ships() -> None:
    """GOT-5.2: land units cross seas each holding one of the house's ships; never another
    house's ships."""
    state = position(
        "march",
        {
            "winterfell": ("stark", "footman"),
            "the_shivering_sea": ("stark", "ship"),
            "the_narrow_sea": ("stark", "ship"),
            "bay_of_ice": ("greyjoy", "ship"),
        },
        {"winterfell": "march"},
    )
    legal = rules.legal_actions(state, state.seat_of["stark"])
    assert "march winterfell -> crackclaw_point:footman" in legal
    assert "march winterfell -> the_fingers:footman" in legal
    assert "march winterfell -> flints_finger:footman" not in legal


def test_got_5_3_one_attack_per_march_and_supply() -> None:
    """GOT-5.3: a march may not attack two areas, nor break the supply limits."""
    state = empty(game(5))
    put(state, "winterfell", "stark", "footman", "footman", "knight")
    put(state, "karhold", "greyjoy", "footman")
    put(state, "moat_cailin", "lannister", "footman")
    put(state, "white_harbor", "stark", "footman")
    start_marches(state, {"winterfell": "march"})
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "march winterfell -> karhold:footman; moat_cailin:footman")
    assert refused.value.code == "thrones.one-attack-per-march"
    state.supply["stark"] = 0  # armies of 2 and 2 at most
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "march winterfell -> white_harbor:footman,footman")
    assert refused.value.code == "thrones.over-supply"


def test_got_5_5_neutral_force_needs_enough_strength() -> None:
    """GOT-5.5: King's Landing (5) falls to knights 2+2 with March +1 and a supporting
    footman; with less the march is refused."""
    state = position(
        "march",
        {"blackwater": ("lannister", "knight", "knight"), "the_reach": ("lannister", "footman")},
        {"blackwater": "march", "the_reach": "support"},
        neutral={"kings_landing": 5},
    )
    with pytest.raises(IllegalAction) as refused:
        act(state, "lannister", "march blackwater -> kings_landing:knight")
    assert refused.value.code == "thrones.neutral-too-strong"
    act(state, "lannister", "march blackwater -> kings_landing:knight,knight")
    assert "kings_landing" not in state.neutral and state.owner["kings_landing"] == "lannister"
    assert last(state, "neutral-taken").params["area"] == "kings_landing"


def test_got_5_3_an_enemy_token_alone_is_removed_without_battle() -> None:
    """GOT-5.3: marching into an area held only by another house's power token removes it."""
    state = position(
        "march",
        {"winterfell": ("stark", "footman", "footman")},
        {"winterfell": "march"},
        tokens={"karhold": "greyjoy"},
    )
    act(state, "stark", "march winterfell -> karhold:footman")
    assert "karhold" not in state.tokens and state.owner["karhold"] == "stark"
    assert state.battle is None


def test_got_5_6_consolidate_power_gives_one_plus_crowns() -> None:
    """GOT-5.6: Consolidate Power in King's Landing (2 crowns) gives 3 power; then the orders
    go, routed units stand up and the next round's Westeros phase begins."""
    state = empty(game(5))
    put(state, "kings_landing", "baratheon", "footman")
    put(state, "seagard", "stark", "footman")
    state.routed["seagard"] = ["footman"]
    start_marches(state, {"kings_landing": "consolidate"})
    assert state.power["baratheon"] == 8
    assert state.orders == {} and state.routed == {}
    assert state.round == 2


def test_got_1_5_power_never_beyond_twenty_tokens() -> None:
    """GOT-1.5: tokens on the board count against the twenty."""
    state = empty(game(5))
    put(state, "kings_landing", "baratheon", "footman")
    state.power["baratheon"] = 18
    state.tokens["kingswood"] = "baratheon"
    start_marches(state, {"kings_landing": "consolidate"})
    assert state.power["baratheon"] == 19


def test_got_6_10_routed_units_cannot_march() -> None:
    """GOT-6.10: only units that are not routed may march."""
    routed = army_of("stark", "footman", "knight", routed=["knight"])
    state = position("march", {"winterfell": routed}, {"winterfell": "march"})
    assert state.phase == MARCH
    legal = rules.legal_actions(state, state.seat_of["stark"])
    assert "march winterfell -> karhold:footman" in legal
    assert "march winterfell -> karhold:footman,knight" not in legal
