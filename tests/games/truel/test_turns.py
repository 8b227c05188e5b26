"""A turn (TRL-4), what a triple does (TRL-3.3), rainbow cards (TRL-3.4) and winning
(TRL-7)."""

from __future__ import annotations

import pytest

from games.truel import rules
from games.truel.state import JOKER, OVER, PLAY
from tablebox.catalog import english
from tablebox.engine import Event, IllegalAction
from tests.games.truel.builders import BLUE, GREEN, RED, act, arrange, keys, params

EMPTY: list[str | None] = [None, None, None]


def _triple(player: str | None, value: str | None, green_hand: list[str], **more: object) -> object:
    return arrange(
        hands=[["green-star-3"], green_hand, ["blue-star-3"]],
        slots=[[player, value, None], EMPTY[:], EMPTY[:]],
        **more,  # type: ignore[arg-type]
    )


def test_trl_1_4_setup_deals_three_cards_each_and_one_card_into_each_triple() -> None:
    """TRL-1.4, TRL-1.5: pawns on their Starts, one gem of one's colour, three cards each,
    a card in each triple on the slot of its type; green begins."""
    state = rules.new_game(["Ann", "Ben", "Cid"], seed=5)
    assert state.pawns == ["R0", "G0", "B0"]
    assert state.gems == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    assert [len(hand) for hand in state.hands] == [3, 3, 3]
    for triple in state.slots:
        assert sum(card is not None for card in triple) == 1
    assert rules.current_seats(state) == [GREEN]
    assert len(state.all_cards()) == 90 == len(set(state.all_cards()))


def test_trl_7_3_the_variant_starts_without_gems() -> None:
    """TRL-7.3: ``start_gems=zero``: nobody starts with a gem."""
    state = rules.new_game(["Ann", "Ben", "Cid"], {"start_gems": "zero"}, seed=5)
    assert state.gems == [[0, 0, 0]] * 3


def test_trl_4_2_a_card_goes_only_on_a_free_slot_of_its_type() -> None:
    """TRL-4.2: a player card fits the player slots that are free, nowhere else; the view
    shows the taken one refused, with the same reason ``parse_action`` gives."""
    state = _triple("red-sun-1", None, ["blue-sun-2"])
    assert rules.legal_actions(state, GREEN) == ["blue-sun-2@2", "blue-sun-2@3"]
    with pytest.raises(IllegalAction) as refused:
        rules.parse_action(state, GREEN, "blue-sun-2@1")
    assert refused.value.code == "truel.slot-taken"
    decision = rules.view(state, GREEN).decision
    assert decision is not None
    taken = [o for o in decision.options if o.action == "blue-sun-2@1"]
    assert taken and taken[0].refusal == refused.value.message


def test_trl_4_6_laying_a_card_draws_one_and_passes_the_turn() -> None:
    """TRL-4.6, TRL-4.1: green lays a card, draws one, and blue is next."""
    state = act(_triple(None, None, ["blue-sun-2"], top=["cards-sun-2"]), "blue-sun-2@1")
    assert state.hands[GREEN] == ["cards-sun-2"]
    assert state.turn == BLUE


def test_trl_3_3_a_triple_does_who_how_much_what_then_refills() -> None:
    """TRL-3.3, TRL-4.5: red, +2, cards: red draws two; the cards are discarded and the deck's
    next card goes into the emptied triple; green then draws."""
    state = _triple(
        "red-sun-1",
        "plus2-star-1",
        ["cards-heart-1"],
        top=["ruby-sun", "ruby-star", "plus1-heart-1", "blue-heart-1"],
    )
    state = act(state, "cards-heart-1@1")
    assert params(state, "truel.effect") == [
        {"seat": RED, "value": 2, "amount": "plus2", "unit": "cards"}
    ]
    assert sorted(state.hands[RED]) == ["green-star-3", "ruby-star", "ruby-sun"]
    assert state.slots[0] == [None, "plus1-heart-1", None]
    assert state.hands[GREEN] == ["blue-heart-1"]
    assert sorted(state.discard) == ["cards-heart-1", "plus2-star-1", "red-sun-1"]


def test_trl_3_3_gems_stop_at_three_of_a_colour() -> None:
    """TRL-3.3: green with two rubies gains +3 rubies: only one fits."""
    state = _triple(
        "green-sun-1", "plus3-star-1", ["ruby-heart"], gems=[[1, 0, 0], [2, 1, 0], [0, 0, 1]]
    )
    state = act(state, "ruby-heart@1")
    assert state.gems[GREEN] == [3, 1, 0]
    assert params(state, "truel.gains-gems-capped") == [{"seat": GREEN, "gem": "ruby", "n": 1}]


def test_trl_3_3_losing_more_gems_than_one_has_loses_them_all() -> None:
    """TRL-3.3: blue with one sapphire loses three: it loses the one."""
    state = act(_triple("blue-sun-1", "minus3-star-1", ["sapphire-heart"]), "sapphire-heart@1")
    assert state.gems[BLUE] == [0, 0, 0]
    assert params(state, "truel.loses-all-gems") == [{"seat": BLUE, "gem": "sapphire", "n": 1}]


def test_trl_3_3_losing_more_cards_than_one_has_discards_the_hand() -> None:
    """TRL-3.3: blue holding one card discards three: it discards the one."""
    state = act(_triple("blue-sun-1", "minus3-star-1", ["cards-heart-1"]), "cards-heart-1@1")
    assert state.hands[BLUE] == []
    assert params(state, "truel.discards") == [{"seat": BLUE, "cards": ["blue-star-3"]}]


def test_trl_3_4_three_equal_symbols_give_the_completer_a_rainbow_card() -> None:
    """TRL-3.4, TRL-4.5: three suns: green takes a sun rainbow card (any player)."""
    state = act(_triple("red-sun-1", "plus1-sun-1", ["cards-sun-1"]), "cards-sun-1@1")
    assert params(state, "truel.bonus") == [{"seat": GREEN, "card": "rainbow-sun-1"}]
    assert "rainbow-sun-1" in state.hands[GREEN]
    assert "rainbow-sun-1" not in state.supply


def test_trl_3_4_the_completer_chooses_what_a_rainbow_card_stands_for() -> None:
    """TRL-3.4, TRL-4.4: a value joker laid earlier by red: green, who completes the triple,
    says it is +2; red gains two rubies; the joker goes back beside the board."""
    state = _triple("red-sun-1", "rainbow-star-1", ["ruby-heart"])
    state = act(state, "ruby-heart@1")
    assert state.stage == JOKER and rules.current_seats(state) == [GREEN]
    assert sorted(rules.legal_actions(state, GREEN)) == sorted(
        f"as:{m}" for m in ("plus1", "plus2", "plus3", "minus1", "minus2", "minus3")
    )
    state = act(state, "as:plus2")
    assert state.gems[RED] == [3, 0, 0]
    assert "rainbow-star-1" in state.supply and "rainbow-star-1" not in state.discard


def test_trl_3_4_a_rainbow_card_is_laid_on_the_slot_of_the_type_it_stands_for() -> None:
    """TRL-3.4: a sun rainbow card (any player) completes a triple; green makes it blue."""
    state = _triple(None, "plus1-star-1", ["rainbow-sun-1"])
    state.slots[0][2] = "cards-heart-2"
    assert rules.legal_actions(state, GREEN) == [
        "rainbow-sun-1@1",
        "rainbow-sun-1@2",
        "rainbow-sun-1@3",
    ]
    state = act(state, "rainbow-sun-1@1", "as:blue")
    assert len(state.hands[BLUE]) == 2


def test_trl_4_2_a_player_who_cannot_lay_a_card_shows_the_hand_and_draws_three() -> None:
    """TRL-4.2: every player slot is taken and green holds only player cards: green shows and
    discards them and draws three; the turn passes."""
    state = arrange(
        hands=[[], ["red-sun-2", "blue-sun-2"], []],
        slots=[["red-sun-1", None, None], ["green-sun-1", None, None], ["blue-sun-1", None, None]],
    )
    assert rules.legal_actions(state, GREEN) == ["show-hand"]
    state = act(state, "show-hand")
    assert params(state, "truel.shows-hand") == [
        {"seat": GREEN, "cards": ["blue-sun-2", "red-sun-2"]}
    ]
    assert len(state.hands[GREEN]) == 3
    assert {"red-sun-2", "blue-sun-2"} <= set(state.discard)
    assert state.turn == BLUE


def test_trl_4_2_an_empty_hand_shows_nothing_and_draws_three() -> None:
    """TRL-4.2: no cards at all: green may only draw three."""
    state = arrange(hands=[[], [], []])
    assert rules.legal_actions(state, GREEN) == ["show-hand"]
    state = act(state, "show-hand")
    assert params(state, "truel.shows-hand") == []  # issue 26: no empty list in the log
    assert params(state, "truel.empty-hand") == [{"seat": GREEN}]
    assert len(state.hands[GREEN]) == 3
    # Issue 26.4: nothing is shown, so the log does not say "shows  and discards them".
    assert params(state, "truel.shows-hand") == []
    assert params(state, "truel.empty-hand") == [{"seat": GREEN}]
    said = english(Event("truel.empty-hand", {"seat": GREEN}), ["Ann", "Bo", "Cy"])
    assert said == "Bo has no card in hand."


def test_trl_4_7_an_empty_deck_is_made_again_from_the_discard_pile() -> None:
    """TRL-4.7: the deck is empty when green must draw: the discard pile is shuffled into a
    new deck."""
    state = arrange(hands=[[], ["red-sun-1"], []], deck_rest=False)
    assert state.draw_pile == []
    before = len(state.discard)
    state = act(state, "red-sun-1@1")
    assert params(state, "truel.reshuffle") == [{"n": before}]
    assert len(state.draw_pile) == before - 1 and state.discard == []


def test_trl_7_1_a_gem_of_every_colour_wins_at_once() -> None:
    """TRL-7.1: red holds a ruby and an emerald; green gives red a sapphire: red wins, and
    nothing more happens (no refill, no draw)."""
    state = _triple(
        "red-sun-1", "plus1-star-1", ["sapphire-heart"], gems=[[1, 1, 0], [0, 1, 0], [0, 0, 1]]
    )
    state = act(state, "sapphire-heart@1")
    assert state.stage == OVER
    assert keys(state)[-1] == "truel.wins"
    assert "truel.refill" not in keys(state)
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.ranking == [[RED], [GREEN, BLUE]]
    assert rules.current_seats(state) == []


def test_trl_7_1_stealing_the_last_colour_wins() -> None:
    """TRL-7.1, TRL-5.6: red stops on blue's pawn and takes the sapphire it lacked."""
    state = arrange(
        hands=[[], ["spaces-heart-1"], []],
        slots=[["red-sun-1", "plus1-star-1", None], EMPTY[:], EMPTY[:]],
        pawns=["R0", "G0", "R3"],
        gems=[[1, 1, 0], [0, 1, 0], [0, 0, 1]],
    )
    state = act(state, "spaces-heart-1@1")
    assert state.stage == OVER and rules.outcome(state).winners == [RED]  # type: ignore[union-attr]


def test_trl_7_2_a_match_deals_again_until_three_wins() -> None:
    """TRL-7.2: in a match a won game counts and the next is dealt (green begins); the third
    win makes the champion, ranked by games won."""
    state = _triple(
        "red-sun-1",
        "plus1-star-1",
        ["sapphire-heart"],
        gems=[[1, 1, 0], [0, 1, 0], [0, 0, 1]],
        options={"match": True},
    )
    state.wins = [2, 1, 0]
    won = act(state, "sapphire-heart@1")
    assert won.stage == OVER and won.wins == [3, 1, 0]
    assert params(won, "truel.champion") == [{"seat": RED, "wins": 3}]
    assert rules.outcome(won).ranking == [[RED], [GREEN], [BLUE]]  # type: ignore[union-attr]
    state.wins = [1, 1, 0]
    again = act(state, "sapphire-heart@1")
    assert again.stage == PLAY and again.game == 2 and again.wins == [2, 1, 0]
    assert again.turn == GREEN and again.pawns == ["R0", "G0", "B0"]
    assert again.gems == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    assert len(again.all_cards()) == 90 and rules.outcome(again) is None
