"""An independent check of the engine against the Czech summary and the fact sheets: the gaps
the first build left (wildling ties, marches to several destinations offered leg by leg) and
each discrepancy found, named after its rule. Each of these tests failed before its fix."""

from __future__ import annotations

import pytest

from games.thrones import army, rules
from games.thrones.state import DISBAND, MARCH, RECLAIM, ThronesState
from tablebox.engine import IllegalAction
from tests.games.thrones.battles import fight
from tests.games.thrones.helpers import act, empty, game, last, put, start_marches

WILDLING_BEST = "wildling-best"
WILDLING_WORST = "wildling-worst"


def _wildlings_bidding(threat: int | None = None) -> ThronesState:
    """Five houses bidding against a Wildlings Attack in round two (threat 4 from two Last Days
    of Summer, or ``threat``)."""
    state = game(5)
    top = {"I": "last_days_of_summer", "II": "last_days_of_summer", "III": "wildlings_attack"}
    for deck, card in top.items():
        state.decks[deck].remove(card)
        state.decks[deck].insert(0, card)
    start_marches(state, {})
    assert state.step == "bid" and state.bid_track == "wildlings"
    if threat is not None:
        state.wildlings = threat
    return state


# -- GOT-8.5: ties among the wildling bidders go to the Iron Throne holder's choice ----------


def test_got_8_5_equal_highest_wildling_bids_are_decided_by_the_iron_throne() -> None:
    """GOT-8.5: Lannister and Stark bid the most, equally; Baratheon (Iron Throne) names Stark
    the highest bidder, although Lannister stands higher on the Iron Throne track."""
    state = _wildlings_bidding()
    for house in ("lannister", "stark"):
        card = state.hands[house].pop()
        state.discards[house].append(card)
    for house in state.houses:
        act(state, house, "bid 3" if house in ("lannister", "stark") else "bid 0")
    assert last(state, "wildlings").params["result"] == "held"
    assert state.step == WILDLING_BEST and state.acting == "baratheon"
    assert rules.legal_actions(state, state.seat_of["baratheon"]) == [
        "tie lannister",
        "tie stark",
    ]
    act(state, "baratheon", "tie stark")
    assert state.step == RECLAIM and state.acting == "stark"
    assert last(state, "wildling-best-chosen").params == {"house": "baratheon", "chosen": "stark"}


def test_got_8_5_equal_lowest_wildling_bids_are_decided_by_the_iron_throne() -> None:
    """GOT-8.5: everyone bids nothing and the wildlings win; Baratheon (Iron Throne) names the
    lowest bidder, who loses units worth four mustering points, the others two."""
    state = _wildlings_bidding()
    for house in state.houses:
        act(state, house, "bid 0")
    assert state.step == WILDLING_WORST and state.acting == "baratheon"
    assert sorted(rules.legal_actions(state, state.seat_of["baratheon"])) == sorted(
        f"tie {house}" for house in state.houses
    )
    with pytest.raises(IllegalAction):
        rules.apply(state, state.seat_of["stark"], "tie stark")  # only the holder decides
    act(state, "baratheon", "tie stark")
    assert state.disband_due["stark"] == 4
    assert all(state.disband_due[h] == 2 for h in state.houses if h != "stark")
    assert state.step == DISBAND


def test_got_8_5_a_single_lowest_wildling_bidder_needs_no_decision() -> None:
    """GOT-8.5: with one lowest bid the Iron Throne holder has nothing to decide."""
    state = _wildlings_bidding(threat=12)
    for house in state.houses:
        act(state, house, "bid 0" if house == "tyrell" else "bid 1")
    assert state.step == DISBAND
    assert state.disband_due["tyrell"] == 4


def test_got_8_5_equal_highest_bidders_without_discards_need_no_decision() -> None:
    """GOT-8.5: when none of the equal highest bidders has a discarded card to take back, the
    choice would change nothing and is not asked."""
    state = _wildlings_bidding()
    for house in state.houses:
        act(state, house, "bid 2")
    assert last(state, "wildlings").params["result"] == "held"
    assert state.step != WILDLING_BEST


# -- GOT-5.1: a march to several destinations, offered leg by leg ---------------------------


def _split_position() -> ThronesState:
    """Stark marches from Winterfell (two footmen and a knight); nobody else marches."""
    state = empty(game(5))
    put(state, "winterfell", "stark", "footman", "footman", "knight")
    start_marches(state, {"winterfell": "march"})
    assert state.step == MARCH and state.acting == "stark"
    return state


def test_got_5_1_a_split_march_is_reached_from_the_offered_options() -> None:
    """GOT-5.1: the march of the rules' example (Karhold: footman and knight; Moat Cailin: a
    footman) is reached by choosing among the options only: first leg, then the last."""
    state = _split_position()
    seat = state.seat_of["stark"]
    first = "leg winterfell -> karhold:footman,knight"
    assert first in rules.legal_actions(state, seat)
    state = rules.apply(state, seat, first)
    assert state.step == "march-legs" and state.units["winterfell"] == [
        "footman",
        "footman",
        "knight",
    ]
    whole = "march winterfell -> karhold:footman,knight; moat_cailin:footman"
    offered = rules.legal_actions(state, seat)
    assert whole in offered
    assert "march winterfell -> karhold:footman,knight" in offered  # end with one leg
    assert not [a for a in offered if a.startswith("leg winterfell -> karhold")]
    state = rules.apply(state, seat, whole)
    assert state.units["karhold"] == ["footman", "knight"]
    assert state.units["moat_cailin"] == ["footman"]
    assert state.legs == [] and state.march_from == ""


def test_got_5_1_legs_are_not_offered_for_the_whole_army() -> None:
    """GOT-5.1: a leg is offered only while units would be left for another one; the option
    count grows by the legs, not by every combination of destinations."""
    state = _split_position()
    offered = rules.legal_actions(state, state.seat_of["stark"])
    legs = [a for a in offered if a.startswith("leg")]
    marches = [a for a in offered if a.startswith("march") and "stay" not in a]
    assert legs and all("footman,footman,knight" not in a for a in legs)
    assert all(";" not in a for a in offered)
    assert len(legs) < len(marches)


def test_got_5_1_a_leg_taking_every_unit_left_is_refused() -> None:
    """GOT-5.1: a leg must leave units for another one (a leg taking the rest is the march's
    end); the whole march offered instead is accepted."""
    state = _split_position()
    seat = state.seat_of["stark"]
    state = rules.apply(state, seat, "leg winterfell -> karhold:footman")
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, seat, "leg winterfell -> moat_cailin:footman,knight")
    assert refused.value.code == "thrones.leg-leaves-nothing"
    assert "march winterfell -> karhold:footman; moat_cailin:footman,knight" in (
        rules.legal_actions(state, seat)
    )


def test_got_10_1_the_one_action_split_march_still_works() -> None:
    """GOT-10.1: the whole march written in one action is accepted as before (saves and
    replays), also to end a march put together leg by leg; a march that drops a chosen leg is
    refused."""
    state = _split_position()
    seat = state.seat_of["stark"]
    typed = "march winterfell -> moat_cailin:footman; karhold:knight,footman"
    canonical = rules.parse_action(state, seat, typed)
    assert canonical == "march winterfell -> karhold:footman,knight; moat_cailin:footman"
    legged = rules.apply(state, seat, "leg winterfell -> moat_cailin:footman")
    with pytest.raises(IllegalAction) as refused:
        rules.apply(legged, seat, "march winterfell -> karhold:footman,knight")
    assert refused.value.code == "thrones.keep-legs"
    done = rules.apply(legged, seat, typed)
    assert done.units["karhold"] == ["footman", "knight"]


def test_got_5_1_a_leg_may_break_supply_that_a_later_leg_restores() -> None:
    """GOT-5.1, GOT-7.2: Stark (supply 1: armies of 3 and 2) splits three footmen from
    Winterfell to Moat Cailin and Karhold. The first leg alone would leave three armies, the
    whole march two: the leg is offered, ending the march there is not."""
    state = empty(game(5))
    assert state.supply["stark"] == 1
    put(state, "winterfell", "stark", "footman", "footman", "footman")
    put(state, "white_harbor", "stark", "footman", "footman")
    put(state, "moat_cailin", "stark", "footman")
    start_marches(state, {"winterfell": "march"})
    seat = state.seat_of["stark"]
    offered = rules.legal_actions(state, seat)
    assert "leg winterfell -> moat_cailin:footman" in offered
    assert "march winterfell -> moat_cailin:footman" not in offered
    state = rules.apply(state, seat, "leg winterfell -> moat_cailin:footman")
    offered = rules.legal_actions(state, seat)
    assert "march winterfell -> moat_cailin:footman" not in offered
    whole = "march winterfell -> karhold:footman; moat_cailin:footman"
    assert whole in offered
    state = rules.apply(state, seat, whole)
    assert army.within_supply(state, "stark")


# -- discrepancies found ----------------------------------------------------------------------


def test_got_1_4_renly_never_upgrades_beyond_the_four_knights() -> None:
    """GOT-1.4 (Renly Baratheon): with all four Baratheon knights on the board, two of them
    attacking, no footman can be upgraded: the attacking knights are off the board during the
    battle but not back in the pool."""
    state = fight(
        "baratheon",
        "stark",
        ("footman", "knight", "knight"),
        ("footman",),
        ("renly-baratheon", "eddard-stark"),
        units={"stoney_sept": ("baratheon", ("knight", "knight"))},
    )
    assert state.step != "win-ability"  # nothing to decide: no knight left to upgrade to
    while state.phase != "over" and state.battle is not None:
        seat = rules.current_seats(state)[0]
        act(state, state.houses[seat], rules.legal_actions(state, seat)[0])
    assert army.unit_count(state, "baratheon", "knight") == 4


def test_got_6_9_a_beaten_attacker_going_back_respects_the_supply_limits() -> None:
    """GOT-6.9, GOT-7.2: Stark (supply 2: armies of 3, 2, 2) splits Winterfell's three footmen:
    one joins Karhold's footman, one attacks Moat Cailin, one stays. Beaten, the attacker goes
    back to Winterfell, which would make a fourth army: the unit over the limit is destroyed,
    as in any retreat (the summary's warning)."""
    state = empty(game(5))
    state.supply["stark"] = 2
    state.blade_used = True
    put(state, "winterfell", "stark", "footman", "footman", "footman")
    put(state, "white_harbor", "stark", "footman", "footman")
    put(state, "castle_black", "stark", "footman", "footman")
    put(state, "karhold", "stark", "footman")
    put(state, "moat_cailin", "lannister", "footman")
    assert army.within_supply(state, "stark")
    start_marches(state, {"winterfell": "march"})
    act(state, "stark", "march winterfell -> karhold:footman; moat_cailin:footman")
    act(state, "stark", "card catelyn-stark")
    act(state, "lannister", "card tyrion-lannister")
    assert state.battle is None
    assert last(state, "battle-won").params["house"] == "lannister"
    assert state.units["winterfell"] == ["footman"]
    assert army.within_supply(state, "stark")
    assert last(state, "retreat").params == {
        "house": "stark",
        "area": "moat_cailin",
        "to": "winterfell",
        "destroyed": 1,
    }


def test_got_5_4_a_power_token_stays_when_its_own_units_come_back() -> None:
    """GOT-5.4: the token left in an emptied area "stays there until an enemy unit moves in"
    (the summary): a Lannister march removes Stark's token in Moat Cailin; Stark's own
    footman marching back to Castle Black leaves that token in place (it used to go back to
    the pool, costing Stark a power token)."""
    state = empty(game(5))
    put(state, "winterfell", "stark", "footman")
    put(state, "the_twins", "lannister", "footman")
    state.tokens.update({"castle_black": "stark", "moat_cailin": "stark"})
    start_marches(state, {"winterfell": "march", "the_twins": "march"})
    act(state, "lannister", "march the_twins -> moat_cailin:footman")
    act(state, "lannister", "control no")
    assert "moat_cailin" not in state.tokens
    assert last(state, "token-removed").params == {"house": "stark", "area": "moat_cailin"}
    act(state, "stark", "march winterfell -> castle_black:footman")
    act(state, "stark", "control no")
    assert state.tokens.get("castle_black") == "stark"
    assert state.controller("castle_black") == "stark"
    assert army.tokens_on_board(state, "stark") == 1
