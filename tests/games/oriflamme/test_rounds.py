"""ORI-1 setup, ORI-2 rounds, ORI-3 placement, ORI-4 resolution, ORI-7 stacks and the order of
resolution, ORI-8 the end of the game."""

from __future__ import annotations

from collections import Counter

import pytest

from games.oriflamme.cards import ALL_CARDS, FAMILY_OF, family_cards
from games.oriflamme.options import LEFT_TO_RIGHT, RIGHT_TO_LEFT
from games.oriflamme.setup import deck_for
from games.oriflamme.state import OVER, PLACEMENT, RESOLUTION, REVEAL_OR_HIDE
from tablebox.catalog import english
from tablebox.engine import Message
from tests.games.oriflamme.builders import (
    act,
    actor,
    new_scripted_game,
    players,
    refused,
    row_cards,
    rules,
    scripted_deck,
    table,
)

# -- ORI-1 setup --------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [3, 4, 5])
def test_ori_1_each_seat_gets_its_colour_7_cards_3_set_aside_and_1_influence(count: int) -> None:
    """ORI-1.1 to ORI-1.4: seat 0 red, 1 blue, 2 green, 3 yellow, 4 black; each family's ten
    cards split into a hand of 7 and 3 set aside; everyone starts with 1 influence."""
    state = rules.new_game(players(count), seed=11)
    colours = ["red", "blue", "green", "yellow", "black"][:count]
    assert state.families == [(colour,) for colour in colours]
    for seat, colour in enumerate(colours):
        assert len(state.hands[seat]) == 7 and len(state.set_aside[seat]) == 3
        assert sorted(state.hands[seat] + state.set_aside[seat]) == sorted(family_cards(colour))
    assert state.influence == [1] * count
    assert state.row == [] and state.phase == PLACEMENT and state.round == 1


def test_ori_1_1_card_ids_are_family_then_card() -> None:
    """ORI-1.1, ORI-11: 50 cards, ``<family>-<card>``, one of each card per family."""
    assert len(ALL_CARDS) == 50 and len(set(ALL_CARDS)) == 50
    assert "red-spy" in ALL_CARDS and "blue-royal-decree" in ALL_CARDS
    assert Counter(FAMILY_OF[c] for c in ALL_CARDS) == dict.fromkeys(
        ["red", "blue", "green", "yellow", "black"], 10
    )


def test_ori_1_7_deck_fixes_each_familys_order_first_7_in_hand() -> None:
    """ORI-1.7: the deck lists every card in play; each family's cards are taken in the order
    they appear; the first 7 are the hand, the last 3 are set aside."""
    orders = {"red": ["conspiracy", "ambush", "spy"], "blue": ["heir"]}
    state = new_scripted_game(3, orders)
    assert state.hands[0][:3] == ["red-conspiracy", "red-ambush", "red-spy"]
    assert state.hands[1][0] == "blue-heir"
    assert state.hands[0][3:] == ["red-archer", "red-soldier", "red-heir", "red-shapeshifter"]
    assert state.set_aside[0] == ["red-lord", "red-assassination", "red-royal-decree"]
    # interleaving families in the deck changes nothing: only each family's order counts
    deck = scripted_deck(3, orders)
    mixed = [card for pair in zip(deck[:10], deck[10:20], strict=True) for card in pair]
    again = rules.new_game(players(3), state.options, deck=mixed + deck[20:])
    assert again.hands == state.hands and again.set_aside == state.set_aside


def test_ori_1_7_a_wrong_deck_is_refused_naming_the_cards() -> None:
    """ORI-1.7: a deck missing or adding cards is refused with the difference named."""
    deck = deck_for(3)
    with pytest.raises(ValueError, match="missing red-spy"):
        rules.new_game(players(3), deck=[c for c in deck if c != "red-spy"])
    with pytest.raises(ValueError, match="not in this game yellow-spy"):
        rules.new_game(players(3), deck=[*deck, "yellow-spy"])


def test_ori_1_5_first_player_must_be_a_seat() -> None:
    """ORI-1.5: a first player outside the seats is refused with a clear message."""
    with pytest.raises(ValueError, match="first_player must be a seat from 0 to 2"):
        rules.new_game(players(3), {"first_player": 3})
    with pytest.raises(ValueError):
        rules.new_game(players(3), {"colour": "red"})  # unknown option
    with pytest.raises(ValueError, match="2 to 5 players"):
        rules.new_game(["Solo"])


def test_ori_1_5_1_6_tiles_come_from_the_seed_unless_chosen() -> None:
    """ORI-1.5, ORI-1.6: without options the first player and direction are drawn from the
    seed (the same seed, the same game); given options are used as they are."""
    tiles = {
        (s.first_player, s.direction)
        for s in (rules.new_game(players(4), seed=seed) for seed in range(40))
    }
    assert {first for first, _ in tiles} == {0, 1, 2, 3}
    assert {way for _, way in tiles} == {LEFT_TO_RIGHT, RIGHT_TO_LEFT}
    assert rules.new_game(players(4), seed=7) == rules.new_game(players(4), seed=7)
    chosen = rules.new_game(players(4), {"first_player": 2, "direction": RIGHT_TO_LEFT}, seed=7)
    assert (chosen.first_player, chosen.direction) == (2, RIGHT_TO_LEFT)
    assert rules.current_seats(chosen) == [2]


# -- ORI-2 rounds, ORI-3 placement --------------------------------------------------------------


def test_ori_3_1_placement_runs_clockwise_from_the_first_player() -> None:
    """ORI-3.1: from the first player, in increasing seat order, each places one card."""
    state = new_scripted_game(4, first_player=2)
    order = []
    while state.phase == PLACEMENT:
        order.append(actor(state))
        state = act(state, rules.legal_actions(state, actor(state))[0])
    assert order == [2, 3, 0, 1]


def test_ori_3_2_cards_go_at_either_end_never_between() -> None:
    """ORI-3.2, ORI-12.1 (the rulebook's placement example): red starts the row, blue goes
    left or right of it, green at either end but not between the two."""
    state = new_scripted_game(3, {"red": ["spy"], "blue": ["lord"], "green": ["heir"]})
    assert rules.legal_actions(state, 0)[:2] == ["place red-spy left", "place red-spy right"]
    state = act(state, "place red-spy left")
    state = act(state, "place blue-lord left")
    assert row_cards(state) == ["blue-lord", "red-spy"]
    spots = {a.split()[-1] for a in rules.legal_actions(state, 2) if "green-heir" in a}
    assert spots == {"left", "right"}
    state = act(state, "place green-heir right")
    assert row_cards(state) == ["blue-lord", "red-spy", "green-heir"]


def test_ori_3_3_stacking_only_from_round_2_and_only_on_own_cards() -> None:
    """ORI-3.3: in round 1 no card goes on another; from round 2 a card may go on one of the
    player's own cards (face up or down), never on someone else's."""
    state = new_scripted_game(3)
    with refused("oriflamme.stack-in-round-1"):
        rules.apply(state, 0, "place red-archer on 1")
    state = table(["red-heir^", "blue-spy", "red-lord"], round_number=1)
    state = act(state, "hide", "hide")  # Bob's and Ann's face-down cards; round 2 begins
    assert state.round == 2 and state.phase == PLACEMENT and actor(state) == 1
    blue = rules.legal_actions(state, 1)
    assert "place blue-archer on 2" in blue and "place blue-archer on 1" not in blue
    with refused("oriflamme.stack-other-family", position=1, top="red", family="blue"):
        rules.apply(state, 1, "place blue-archer on 1")
    state = act(state, "place blue-archer on 2", "place green-archer right")
    assert {"place red-archer on 1", "place red-archer on 3"} <= set(rules.legal_actions(state, 0))
    state = act(state, "place red-archer on 1")
    assert state.row[0] == ["red-heir", "red-archer"] and state.face_up["red-heir"]
    assert state.row[1] == ["blue-spy", "blue-archer"]


def test_ori_2_2_first_player_tile_passes_left_each_round() -> None:
    """ORI-2.2: the tile goes to the next seat every round, and that seat places first."""
    state = new_scripted_game(3, first_player=1)
    firsts = []
    while state.phase != OVER:
        if state.phase == PLACEMENT and not state.placed_families:
            firsts.append((state.round, state.first_player, actor(state)))
        state = act(state, rules.legal_actions(state, actor(state))[-1])
    assert firsts == [(r, (r) % 3, r % 3) for r in range(1, 7)]


@pytest.mark.parametrize("count", [3, 5])
def test_ori_2_1_the_game_lasts_6_rounds_and_leaves_one_card_in_every_hand(count: int) -> None:
    """ORI-2.1, ORI-8.1: six placements per seat, then the game is over with one card left in
    each hand; nobody acts any more."""
    state = rules.new_game(players(count), seed=3)
    placements = Counter()
    while state.phase != OVER:
        seat = actor(state)
        action = rules.legal_actions(state, seat)[0]
        if action.startswith("place"):
            placements[seat] += 1
        state = act(state, action)
    assert state.round == 6 and placements == dict.fromkeys(range(count), 6)
    assert [len(hand) for hand in state.hands] == [1] * count
    assert rules.current_seats(state) == [] and rules.legal_actions(state, 0) == []
    assert rules.outcome(state) is not None


def test_ori_2_3_the_row_stays_as_it_is_between_rounds() -> None:
    """ORI-2.3: cards, sides and tokens stay put when a new round begins."""
    state = table(["red-heir+1", "blue-spy^", "green-lord"], influence=[1, 2, 3])
    state = act(state, "hide", "target 3", "hide")
    assert state.phase == PLACEMENT and state.round == 3
    assert row_cards(state) == ["red-heir", "blue-spy", "green-lord"]
    assert state.tokens == {"red-heir": 2, "blue-spy": 0, "green-lord": 1}
    assert state.face_up == {"red-heir": False, "blue-spy": True, "green-lord": False}


# -- ORI-4 resolution ---------------------------------------------------------------------------


@pytest.mark.parametrize(("direction", "first"), [(LEFT_TO_RIGHT, 0), (RIGHT_TO_LEFT, 2)])
def test_ori_4_1_the_pass_runs_in_the_tiles_direction(direction: str, first: int) -> None:
    """ORI-4.1: the first card resolved is at the end the direction tile names."""
    state = table(["red-heir", "blue-spy", "green-lord"], direction=direction)
    assert state.acting == ["red-heir", "blue-spy", "green-lord"][first]
    order = []
    while state.phase == RESOLUTION:
        order.append(state.acting)
        state = act(state, "hide")
    assert order == ["red-heir", "blue-spy", "green-lord"][:: 1 if first == 0 else -1]


def test_ori_4_2_hide_puts_1_influence_from_the_supply_on_the_card() -> None:
    """ORI-4.2 (a): hiding adds a token, nobody's pool changes."""
    state = act(table(["red-heir+2"]), "hide")
    assert state.tokens["red-heir"] == 3 and state.influence == [1, 1, 1]
    assert not state.face_up["red-heir"]


def test_ori_4_2_reveal_takes_the_tokens_and_acts_at_once() -> None:
    """ORI-4.2 (b): the owner turns the card face up, takes its tokens, and its ability is
    used at once (here an Heir: +2)."""
    state = act(table(["red-heir+2"]), "reveal")
    assert state.face_up["red-heir"] and state.tokens["red-heir"] == 0
    assert state.influence[0] == 1 + 2 + 2


def test_ori_4_3_face_up_characters_act_again_every_round() -> None:
    """ORI-4.3: a revealed Lord pays again each round without being asked."""
    state = table(["red-lord^"], round_number=2)
    assert state.influence[0] == 2 and state.round == 3
    for _ in range(3):  # every seat places a card at the right end; the Lord resolves first
        state = act(state, rules.legal_actions(state, actor(state))[1])
    assert state.influence[0] == 3


def test_ori_4_5_a_player_with_no_card_left_in_the_row_still_plays() -> None:
    """ORI-4.5: losing every card in the row knocks nobody out; everyone places each round."""
    state = table(["red-heir", "blue-soldier^"], passed=1)
    state = act(state, "target 1")
    assert state.cards_in_row(0) == 0 and state.phase == PLACEMENT
    assert state.round == 3 and any(rules.legal_actions(state, actor(state)))


# -- ORI-7 stacks and the order of resolution ---------------------------------------------------


def test_ori_7_1_a_covered_card_gets_no_token_and_cannot_be_targeted() -> None:
    """ORI-7.1: hiding the top card puts the token on it, not on the card below; targets are
    positions, so only top cards can be hit."""
    state = act(table([["red-heir+1", "red-lord"]]), "hide")
    assert state.tokens == {"red-heir": 1, "red-lord": 1}
    state = table(["blue-spy", ["red-heir", "red-lord"], "green-assassination"], passed=2)
    state = act(state, "reveal", "target 2")
    assert state.removed[0] == ["red-lord"] and state.row[1] == ["red-heir"]


def test_ori_7_2_the_uncovered_card_keeps_its_tokens_and_resolves_when_reached() -> None:
    """ORI-7.2, ORI-7.4 (proposed): the Soldier eliminates the top of a stack ahead of the
    pass; the card below, with its 2 old tokens, is resolved when the pass reaches it."""
    state = table(["blue-soldier^", ["red-heir+2", "red-lord"]])
    state = act(state, "target 2")
    assert state.acting == "red-heir" and state.decision == REVEAL_OR_HIDE
    state = act(state, "reveal")
    assert state.influence[0] == 1 + 2 + 2


def test_ori_7_4_a_card_uncovered_behind_the_pass_waits_for_next_round() -> None:
    """ORI-7.4 (proposed): uncovered after the pass went by, it gets no token this round."""
    state = table([["red-heir+2", "red-lord"], "blue-soldier^"], passed=1)
    state = act(state, "target 1")
    assert state.phase == PLACEMENT and state.tokens["red-heir"] == 2
    assert state.row[0] == ["red-heir"]


def test_ori_7_3_an_archer_eliminating_itself_off_a_stack_uncovers_a_card_that_acts_at_once() -> (
    None
):
    """ORI-7.3 (proposed): the card the acting Archer uncovered by leaving is resolved at once,
    before the pass moves on."""
    state = table([["red-spy^", "red-archer^"], "blue-lord"])
    state = act(state, "target 1")
    assert state.influence[0] == 2 and state.acting == "red-spy"
    state = act(state, "target 2")
    assert state.influence == [3, 0, 1]


def test_ori_7_3_an_intrigue_leaving_its_position_lets_the_next_card_resolve() -> None:
    """ORI-7.3: a lone intrigue discarded after use closes its position; the pass goes on with
    the card that followed it, not one further."""
    state = act(table(["red-conspiracy", "blue-heir", "green-lord"]), "reveal")
    assert state.acting == "blue-heir"


# -- ORI-8 the end ------------------------------------------------------------------------------


def _finished(row: list, influence: list[int]):
    state = table(row, influence=influence, round_number=6)
    while state.phase != OVER:
        state = act(state, "hide")
    return state


def test_ori_8_2_influence_decides_and_tokens_on_cards_count_for_nothing() -> None:
    """ORI-8.2: the pools decide; 9 tokens lying on a card are worth nothing."""
    state = _finished(["red-heir+9", "blue-lord"], [3, 4, 2])
    outcome = rules.outcome(state)
    assert outcome is not None
    assert outcome.ranking == [[1], [0], [2]]
    assert outcome.scores == {0: 3.0, 1: 4.0, 2: 2.0}
    assert outcome.explanation[-1] == Message(
        "oriflamme.wins-on-influence", {"seats": [1], "influence": 4}
    )
    assert english(outcome.explanation[-1], players(3)) == ("Bob wins with the most influence, 4.")


def test_ori_8_3_a_tie_goes_to_the_most_cards_in_the_row_covered_included() -> None:
    """ORI-8.3 (proposed count): Ann's stack of two beats Bob's single card; covered cards
    count."""
    state = _finished([["red-heir", "red-lord"], "blue-lord", "green-spy"], [5, 5, 1])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.ranking == [[0], [1], [2]]
    decided = outcome.explanation[-1]
    assert decided.key == "oriflamme.wins-on-cards" and decided.params["seats"] == [0]
    assert decided.params["tied"] == [0, 1]


def test_ori_8_4_still_tied_the_victory_is_shared() -> None:
    """ORI-8.4: equal influence and equal cards in the row: they share the victory."""
    state = _finished(["red-heir", "blue-lord"], [5, 5, 1])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.ranking == [[0, 1], [2]]
    assert outcome.winners == [0, 1]
    decided = outcome.explanation[-1]
    assert decided.key == "oriflamme.shared-victory" and decided.params["seats"] == [0, 1]
    assert rules.status(state) == Message("common.game-over-won", {"seats": [0, 1]})
    assert english(rules.status(state), players(3)) == "game over, Ann and Bob won"
    prompt = rules.view(state, None).prompt
    assert prompt == Message("oriflamme.over-shared", {"seats": [0, 1], "influence": 5})


def test_ori_8_outcome_is_none_until_the_game_is_over() -> None:
    state = rules.new_game(players(3), seed=1)
    assert rules.outcome(state) is None
    status = rules.status(state)
    assert status == Message("oriflamme.status", {"round": 1, "rounds": 6, "phase": "placement"})
    assert english(status) == "round 1 of 6, placement"
    assert rules.has_secrets(state, 0)
