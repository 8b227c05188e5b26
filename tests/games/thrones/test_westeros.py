"""GOT-7 and GOT-8: the Westeros phase and its cards."""

from __future__ import annotations

import pytest

from games.thrones import rules
from games.thrones.state import BID, DISBAND, MUSTER, RECLAIM, TIE, ThronesState
from tablebox.engine import IllegalAction
from tests.games.thrones.helpers import act, game, keys, last, start_marches


def westeros(players: int = 5, **top: str) -> ThronesState:
    """A game at the end of round one whose Westeros decks start with the given cards
    (``I=``, ``II=``, ``III=``; others: Last Days of Summer or a quiet card)."""
    state = game(players)
    quiet = {"I": "last_days_of_summer", "II": "last_days_of_summer", "III": "sea_of_storms"}
    for deck, card in {**quiet, **top}.items():
        state.decks[deck].remove(card)
        state.decks[deck].insert(0, card)
    start_marches(state, {})
    return state


def test_got_7_1_from_round_two_three_cards_are_turned_up() -> None:
    """GOT-7.1: after round one the Westeros phase turns up one card per deck, resolves them
    and puts them under their decks; wildling icons raise the threat (GOT-8.3)."""
    state = westeros()
    assert state.round == 2
    assert state.revealed_cards == ["last_days_of_summer", "last_days_of_summer", "sea_of_storms"]
    assert state.wildlings == 4
    assert state.decks["I"][-1] == "last_days_of_summer"
    assert state.phase == "planning"


def test_got_7_2_supply_follows_barrels_and_armies_are_cut() -> None:
    """GOT-7.2: the supply level becomes the barrels held; a house over its limits removes
    units until it fits."""
    state = game(5)
    state.units["winterfell"] = ["footman", "knight", "footman", "footman"]
    for deck, card in (("I", "supply"), ("II", "last_days_of_summer"), ("III", "sea_of_storms")):
        state.decks[deck].remove(card)
        state.decks[deck].insert(0, card)
    start_marches(state, {})
    assert state.supply["tyrell"] == 3 and state.supply["stark"] == 1
    assert state.step == DISBAND and state.acting == "stark"
    assert all(
        a.startswith("disband winterfell")
        for a in rules.legal_actions(state, state.seat_of["stark"])
    )
    act(state, "stark", "disband winterfell footman")
    assert state.step != DISBAND
    assert len(state.units["winterfell"]) == 3


def test_got_7_3_mustering_in_castles_within_points() -> None:
    """GOT-7.3: a stronghold gives two points: a knight, or two footmen, or a ship into an
    adjacent sea; ``muster done`` passes to the next house in Iron Throne order."""
    state = westeros(I="mustering")
    assert state.step == MUSTER and state.acting == "baratheon"
    legal = rules.legal_actions(state, state.seat_of["baratheon"])
    assert "muster dragonstone knight" in legal
    assert "muster dragonstone ship shipbreaker_bay" in legal
    act(state, "baratheon", "muster dragonstone knight")
    assert state.acting == "lannister"
    act(state, "lannister", "muster lannisport ship the_golden_sound")
    act(state, "lannister", "muster lannisport footman")
    assert state.units["the_golden_sound"] == ["ship", "ship"]
    assert state.acting == "stark"
    act(state, "stark", "muster done")
    assert state.acting == "tyrell"


def test_got_7_4_clash_of_kings_hidden_bids_on_three_tracks() -> None:
    """GOT-7.4: three rounds of secret simultaneous bids, each revealed in one event; the
    highest bid heads the track; equal bids are ordered by the Iron Throne holder (for the
    Iron Throne track, the holder before the bid); bids are spent."""
    state = westeros(II="clash_of_kings")
    assert state.step == BID and rules.current_seats(state) == [0, 1, 2, 3, 4]
    for house, amount in [
        ("stark", 3),
        ("greyjoy", 0),
        ("lannister", 3),
        ("baratheon", 1),
        ("tyrell", 0),
    ]:
        act(state, house, f"bid {amount}")
        if house == "stark":
            assert rules.view(state, state.seat_of["greyjoy"]).own_bid is None
            assert rules.view(state, state.seat_of["stark"]).own_bid == 3
    assert state.step == TIE and state.acting == "baratheon"
    assert rules.legal_actions(state, state.seat_of["baratheon"]) == ["tie lannister", "tie stark"]
    act(state, "baratheon", "tie stark")
    assert state.step == TIE  # Tyrell and Greyjoy bid 0 too
    act(state, "baratheon", "tie greyjoy")
    assert state.tracks["iron_throne"] == ["stark", "lannister", "baratheon", "greyjoy", "tyrell"]
    assert state.power["stark"] == 2 and state.bid_track == "fiefdoms"
    with pytest.raises(IllegalAction) as refused:
        act(state, "stark", "bid 3")
    assert refused.value.code == "thrones.bid-too-high"
    for house in state.houses:
        act(state, house, "bid 1" if house == "tyrell" else "bid 0")
    assert state.acting == "stark"  # the new holder orders the ties from now on
    while state.step == TIE:
        act(state, "stark", rules.legal_actions(state, state.seat_of["stark"])[0])
    assert state.tracks["fiefdoms"][0] == "tyrell"
    for house in state.houses:
        act(state, house, "bid 0")
    while state.step == TIE:
        act(state, "stark", rules.legal_actions(state, state.seat_of["stark"])[-1])
    assert keys(state.events).count("bids-revealed") == 3
    assert state.bid_track == ""


def test_got_7_5_game_of_thrones_gives_power_per_crown() -> None:
    """GOT-7.5: one power per crown held: Stark holds Winterfell (1 crown)."""
    state = westeros(II="game_of_thrones")
    assert state.power["stark"] == 6 and state.power["lannister"] == 6
    assert state.power["baratheon"] == 7  # Dragonstone and Kingswood


def test_got_8_5_night_watch_holds_and_the_best_bidder_reclaims() -> None:
    """GOT-8.5: bids reaching the threat hold the Wall; the highest bidder takes back a
    discarded House card; the threat drops to 0."""
    state = westeros(III="wildlings_attack")
    state.discards["stark"] = ["eddard-stark"]
    state.hands["stark"].remove("eddard-stark")
    for house in state.houses:
        act(state, house, "bid 4" if house == "stark" else "bid 0")
    assert last(state, "wildlings").params["result"] == "held"
    assert state.step == RECLAIM and state.acting == "stark"
    act(state, "stark", "reclaim eddard-stark")
    assert "eddard-stark" in state.hands["stark"] and state.wildlings == 0


def test_got_8_5_wildlings_win_and_everyone_loses_units() -> None:
    """GOT-8.5: below the threat every house loses units worth two points, the lowest
    bidder four (equal lowest bids: the Iron Throne holder names the lowest bidder)."""
    state = westeros(I="last_days_of_summer", III="wildlings_attack")
    for house in state.houses:
        act(state, house, "bid 0")
    assert last(state, "wildlings").params["result"] == "overrun"
    assert state.step == "wildling-worst" and state.acting == "baratheon"
    act(state, "baratheon", "tie greyjoy")
    assert state.step == DISBAND and state.acting == "baratheon"
    assert state.disband_due == {
        "stark": 2,
        "greyjoy": 4,
        "lannister": 2,
        "baratheon": 2,
        "tyrell": 2,
    }
    act(state, "baratheon", "disband dragonstone knight")
    assert state.acting == "lannister"


def test_got_8_6_deck_three_restrictions_last_the_round() -> None:
    """GOT-8.6: Storm of Swords forbids Defence orders this round."""
    state = westeros(III="storm_of_swords")
    assert state.restriction == "storm_of_swords"
    legal = rules.legal_actions(state, 0)
    assert not [a for a in legal if a.split()[-1].startswith("defense")]


def test_got_8_7_winter_is_coming_reshuffles_and_draws_again() -> None:
    """GOT-8.7: the deck is reshuffled with the card and a new card is resolved."""
    state = westeros(I="winter_is_coming")
    assert keys(state.events).count("westeros-card") == 4
    cards = state.decks["I"] + ([state.revealed_cards[0]] if state.phase == "westeros" else [])
    assert len(cards) == 10 and "winter_is_coming" in cards


def test_got_8_8_last_days_of_summer_changes_nothing_but_the_threat() -> None:
    """GOT-8.8: nothing happens (the icon raises the threat, GOT-8.3)."""
    state = westeros()
    assert state.power == dict.fromkeys(state.houses, 5)
    assert state.wildlings == 4


def test_determinize_reshuffles_the_decks_and_hides_bids() -> None:
    """GOT-10.2: determinize re-deals the deck order and the other houses' secret bids."""
    import random

    state = westeros(II="clash_of_kings")
    act(state, "lannister", "bid 5")
    dealt = rules.determinize(state, state.seat_of["stark"], random.Random(3))
    assert sorted(dealt.decks["I"]) == sorted(state.decks["I"])
    assert dealt.decks != state.decks or dealt.bids != state.bids
    assert (
        rules.determinize(state, state.seat_of["lannister"], random.Random(3)).bids["lannister"]
        == 5
    )


def test_got_7_3_mustering_respects_the_pool_and_supply() -> None:
    """GOT-7.3: no knight when all four are on the board; no unit that would break the
    supply limits."""
    state = westeros(I="mustering")
    act(state, "baratheon", "muster done")
    for area in ("stoney_sept", "searoad_marches", "riverrun"):
        state.units[area], state.owner[area] = ["knight"], "lannister"
    legal = rules.legal_actions(state, state.seat_of["lannister"])
    assert "muster lannisport knight" not in legal and "muster lannisport upgrade" not in legal
    state.supply["lannister"] = 0  # armies of 2 and 2: Lannisport's 2 units are one of them
    state.units["the_golden_sound"] = ["ship", "ship"]
    legal = rules.legal_actions(state, state.seat_of["lannister"])
    assert "muster lannisport footman" not in legal
    assert legal[-1] == "muster done"


def test_got_8_5_wildling_bids_are_secret_until_all_have_bid() -> None:
    """GOT-8.5: one event reveals every bid; before it the others see only who has bid."""
    state = westeros(III="wildlings_attack")
    act(state, "stark", "bid 3")
    assert rules.view(state, state.seat_of["lannister"]).own_bid is None
    assert rules.view(state, None).committed == ["stark"]
    assert "bids-revealed" not in keys(state.events)
