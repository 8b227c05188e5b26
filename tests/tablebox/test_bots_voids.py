"""Issue 28 (deals that can be true): the strong player's guesses of the hidden hands keep what
a failure to follow suit told (``tablebox/bots/voids.py``; CLM-3.2, DWK-3.2), and read only
what its seat may see."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from games.claim import rules as claim_rules
from games.claim.factions import faction_of
from games.claim.options import ClaimOptions
from games.claim.tricks import DOPPELGANGER
from games.dwarf_king import rules as dwarf_rules
from games.dwarf_king.options import DwarfKingOptions
from tablebox.bots.knowledge import knowledge
from tablebox.bots.voids import respect_voids, voids_of
from tests.games.claim.table_builders import mixed


def suit(card: str) -> str:
    return card.split("-")[0]


def test_a_card_of_another_suit_shows_a_void_but_a_wild_card_does_not() -> None:
    """CLM-3.2, CLM-6.10: seat 1 answered a dragon with a troll (it has no dragon); seat 2
    answered with a doppelganger (it may have dragons); a led doppelganger leads its suit."""
    tricks = [
        [(0, "dragon-3"), (1, "troll-2"), (2, "doppelganger-1")],
        [(1, "doppelganger-4"), (2, "seer-1"), (0, "doppelganger-2")],
    ]
    assert voids_of(tricks, suit, ("doppelganger",), 3) == [
        frozenset(),
        frozenset({"dragon"}),
        frozenset({"doppelganger"}),
    ]


def test_a_mended_deal_keeps_every_card_and_moves_only_dealt_ones() -> None:
    """A hand that may not hold dragons gives them to the pile for cards it may hold; the
    position not dealt (a card the seat knows is there) stays."""
    hand = ["dragon-1", "dragon-2", "troll-3"]
    pile = ["seer-1", "seer-2", "dragon-3", "giant-4"]
    before = Counter(hand + pile)
    for seed in range(50):
        zones = [hand[:], pile[:]]
        respect_voids(
            zones, [[0, 1, 2], [0, 1, 2, 3]], [{"dragon"}, set()], suit, random.Random(seed)
        )
        assert not any(suit(card) == "dragon" for card in zones[0])
        assert Counter(zones[0] + zones[1]) == before


def test_a_card_with_no_partner_stays() -> None:
    """Only dragons elsewhere: the guess cannot be mended and is left as it was."""
    zones = [["dragon-1"], ["dragon-2"]]
    respect_voids(zones, [[0], [0]], [{"dragon"}, set()], suit, random.Random(1))
    assert zones == [["dragon-1"], ["dragon-2"]]


def _play_until_void(rules: Any, options: Any, players: int, seed: int) -> tuple[Any, int, str]:
    """A random game played until a seat answers a lead off suit, within a phase or deal
    that goes on: the state just after, that seat, and the suit it lacks."""
    rng = random.Random(seed)
    state = rules.new_game([f"P{n}" for n in range(players)], options, seed=seed)
    suit_of = _suit_of(rules)
    while rules.current_seats(state):
        seat = rules.current_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        suited = [play.card for play in getattr(state, "plays", ()) if suit_of(play.card)]
        led = suit_of(suited[0]) if suited else None
        off = [card for card in legal if led is not None and _off_suit(rules, led, card)]
        move = off[0] if off else legal[rng.randrange(len(legal))]
        stage = (state.phase, getattr(state, "deal", 0))
        rules.advance(state, seat, move)
        if off and (state.phase, getattr(state, "deal", 0)) == stage:
            return state, seat, led
    raise AssertionError("no seat ever answered off suit")


def _suit_of(rules: Any) -> Any:
    if rules is claim_rules:
        return faction_of
    from games.dwarf_king.cards import suit_of

    return suit_of


def _off_suit(rules: Any, led: str, card: str) -> bool:
    """A card of another suit that may not always be played (Claim's doppelganger, The Dwarf
    King's magic cards)."""
    if card.startswith("sorcerer "):
        return False  # a Sorcerer's take, not a card into the trick
    suit = _suit_of(rules)(card)
    wild = {DOPPELGANGER} if rules is claim_rules else {None}
    return suit != led and suit not in wild


GAMES = [
    pytest.param(claim_rules, ClaimOptions(), 2, id="claim-2"),
    pytest.param(
        claim_rules,
        mixed("knights-goblins", "dragon", "seer", "troll", "undead", "dwarf"),
        3,
        id="claim-3",
    ),
    pytest.param(dwarf_rules, DwarfKingOptions(), 3, id="dwarf-king-3"),
]


@pytest.mark.parametrize(("rules", "options", "players"), GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_strong_players_deals_give_no_card_of_a_suit_a_seat_did_not_follow(
    rules: Any, options: Any, players: int, seed: int
) -> None:
    """CLM-3.2, DWK-3.2: once a seat has answered a lead off suit, no guess of its hand
    holds that suit (while another hidden place can take those cards); every card is kept,
    and the guessing seat's own hand is its own."""
    state, void_seat, lacking = _play_until_void(rules, options, players, seed)
    seat = next(other for other in range(players) if other != void_seat)
    deal = knowledge(rules).determinizer(rules, state, seat)
    suit_of = _suit_of(rules)
    everything = Counter(card for hand in state.hands for card in hand)
    for number in range(100):
        guess = deal(random.Random(number))
        assert guess.hands[seat] == state.hands[seat]
        if state.hands[void_seat] == guess.hands[void_seat]:
            continue  # nothing of it was dealt again (every card of it known)
        assert not any(suit_of(card) == lacking for card in guess.hands[void_seat])
        if rules is dwarf_rules:  # the hands are every hidden place: each card kept there
            assert Counter(card for hand in guess.hands for card in hand) == everything


@pytest.mark.parametrize(("rules", "options", "players"), GAMES)
def test_the_deals_read_no_hidden_card(rules: Any, options: Any, players: int) -> None:
    """Issue 19.2 honesty, extended to the mended deals: the same position seen by the
    guessing seat, with the others' hidden cards arranged another way that agrees with the
    public plays, gives the same guesses for the same seed."""
    state, void_seat, _ = _play_until_void(rules, options, players, 4)
    seat = next(other for other in range(players) if other != void_seat)
    # Another true position agreeing with everything public, the failure to follow included.
    other_arrangement = knowledge(rules).determinizer(rules, state, seat)(random.Random(99))
    assert rules.view(other_arrangement, seat) == rules.view(state, seat)
    one = knowledge(rules).determinizer(rules, state, seat)
    two = knowledge(rules).determinizer(rules, other_arrangement, seat)
    for number in range(20):
        assert one(random.Random(number)).hands == two(random.Random(number)).hands
