"""DWK-5, DWK-6.4: the suited special cards' points and hand exchanges, and the Sorcerer."""

from __future__ import annotations

import pytest

from games.dwarf_king import cards as c
from games.dwarf_king import rules
from games.dwarf_king.scoring import score_deal, special_points
from games.dwarf_king.state import DRUID, GIVE, PASS, PLAY, STEAL, DwarfKingState
from tablebox.engine import IllegalAction
from tests.games.dwarf_king.builders import game, history, holder, play


def test_dwk_5_2_flag_bearer_gives_its_trick_winner_3() -> None:
    deal = history(3, (1, "dwarves-11-flag-bearer dwarves-K goblins-2"))
    assert special_points(deal, c.DWARF_FLAG_BEARER) == [0, 3, 0]


def test_dwk_5_8_shaman_takes_3_from_its_trick_winner() -> None:
    deal = history(3, (2, "goblins-11-shaman goblins-2 goblins-K"))
    assert special_points(deal, c.SHAMAN) == [0, 0, -3]


def test_dwk_5_3_tinkerer_gives_the_next_trick_winner_3_but_not_in_the_last() -> None:
    deal = history(
        3, (0, "dwarves-11-tinkerer dwarves-2 goblins-2"), (2, "knights-2 knights-3 knights-4")
    )
    assert special_points(deal, c.TINKERER) == [0, 0, 3]
    last = history(
        3, (0, "knights-2 knights-3 knights-4"), (0, "dwarves-11-tinkerer dwarves-2 goblins-2")
    )
    assert special_points(last, c.TINKERER) == [0, 0, 0]


def test_dwk_5_4_jester_scores_3_for_its_player_only_in_the_last_trick() -> None:
    early = history(3, (0, "knights-K knights-1 knights-4"), (0, "goblins-2 goblins-3 goblins-4"))
    assert special_points(early, c.JESTER) == [0, 0, 0]
    last = history(3, (0, "goblins-2 goblins-3 goblins-4"), (0, "knights-K knights-1 knights-4"))
    assert special_points(last, c.JESTER) == [0, 3, 0]


def test_dwk_5_7_scout_scores_a_point_per_face_card_in_its_trick() -> None:
    deal = history(4, (0, "goblins-K goblins-1 knights-J dwarves-7"))
    assert special_points(deal, c.SCOUT) == [0, 2, 0, 0]


def test_dwk_5_6_enchanter_doubles_its_winner_gains_and_losses() -> None:
    deal = history(
        3, (0, "knights-11-enchanter knights-Q goblins-K"), (1, "knights-K dwarves-2 goblins-Q")
    )
    quest, _, doubled, _ = score_deal(deal, "capture-the-kings", c.ENCHANTER)
    assert quest == [0, 0, 0] and doubled == [True, False, False]
    deal = history(
        3, (0, "knights-11-enchanter knights-Q goblins-2"), (1, "knights-K dwarves-2 goblins-Q")
    )
    assert score_deal(deal, "capture-the-kings", c.ENCHANTER)[3] == [-6, 0, 0]


def test_dwk_7_3_rulebook_example_kings_and_queens_with_the_flag_bearer() -> None:
    """The rulebook's scoring example: 2 Kings and 1 Queen under Capture the Kings (+3) and
    the green Flag Bearer (+3): 6 points."""
    deal = history(
        3,
        (0, "knights-K dwarves-2 goblins-3"),
        (0, "goblins-K dwarves-3 goblins-4"),
        (0, "knights-Q dwarves-4 goblins-5"),
        (0, "dwarves-11-flag-bearer dwarves-5 goblins-6"),
        (0, "knights-2 knights-3 knights-4"),
    )
    assert score_deal(deal, "capture-the-kings", c.DWARF_FLAG_BEARER)[3][0] == 6


# -- in play ------------------------------------------------------------------------------------


def test_dwk_5_1_druid_swaps_whole_hands_after_its_trick() -> None:
    """Seat 0 leads the Druid, loses the trick, and swaps hands with seat 2."""
    state = game(3, c.DRUID, {0: ["goblins-5", "dwarves-1"], 1: ["dwarves-9"], 2: ["dwarves-10"]})
    state = play(state, "dwarves-1", "dwarves-9", "dwarves-10")
    assert state.phase == DRUID and state.actor == 0
    assert rules.legal_actions(state, 0) == ["swap 1", "swap 2"]
    mine, theirs = sorted(state.hands[0]), sorted(state.hands[2])
    state = play(state, "swap 2")
    assert sorted(state.hands[0]) == theirs and sorted(state.hands[2]) == mine
    assert state.phase == PLAY and state.leader == 2  # the trick's winner leads


def _avoiding(state: DwarfKingState, card: str) -> DwarfKingState:
    """Plays deal 1 out, every seat keeping ``card`` as long as it may."""
    while state.deal == 1:
        seat = rules.current_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        state = rules.apply(state, seat, ([a for a in legal if a != card] or legal)[0])
        assert state.phase != DRUID or state.deal > 1 or len(state.tricks) < 13
    return state


def test_dwk_5_1_druid_in_the_last_trick_does_nothing() -> None:
    """Seat 1 holds the Druid and every other Dwarves card, so it never wins a trick (its
    Dwarves are always off suit) and plays the Druid last: no swap is asked."""
    dwarves = [f"dwarves-{rank}" for rank in c.RANKS if rank != "2"]
    state = _avoiding(game(3, c.DRUID, {1: [c.DRUID, *dwarves]}), c.DRUID)
    keys = [event.key for event in state.events]
    assert "dwarf-king.swaps" not in keys
    assert any(
        e.key == "dwarf-king.effect-none" and e.params["card"] == c.DRUID for e in state.events
    )


def test_dwk_5_1_druid_played_earlier_asks_exactly_one_swap() -> None:
    state = _avoiding(game(3, c.DRUID, {0: ["goblins-5"]}), c.DRUID)
    assert [e.key for e in state.events].count("dwarf-king.swaps") == 1


def test_dwk_6_4_sorcerer_kept_to_the_last_trick_is_played_and_cannot_win() -> None:
    """Seat 1 holds the Sorcerer and every other Dwarves card: it keeps the Sorcerer to the
    last trick, where it may take a card of trick 12 or play the Sorcerer, which loses."""
    dwarves = [f"dwarves-{rank}" for rank in c.RANKS if rank != "2"]
    state = game(3, c.SORCERER, {1: [c.SORCERER, *dwarves[:-1]]})
    while len(state.tricks) < 12 or rules.current_seats(state) != [1]:
        seat = rules.current_seats(state)[0]
        legal = [a for a in rules.legal_actions(state, seat) if not a.startswith("sorcerer")]
        state = rules.apply(state, seat, legal[0])
    assert state.hands[1] == [c.SORCERER]
    legal = rules.legal_actions(state, 1)
    assert c.SORCERER in legal
    assert sorted(legal[1:]) == sorted(f"sorcerer {card}" for card in state.tricks[-1].cards)
    state = play(state, c.SORCERER)
    while state.deal == 1:
        state = play(state, rules.legal_actions(state, rules.current_seats(state)[0])[0])
    won = [e for e in state.events if e.key == "dwarf-king.wins-trick" and e.params["trick"] == 13]
    assert len(won) == 1 and won[0].params["seat"] != 1


def test_dwk_5_5_blue_flag_bearer_passes_every_hand() -> None:
    fixed = {0: ["goblins-5", "knights-11-flag-bearer"], 1: ["knights-9"], 2: ["knights-10"]}
    state = game(3, c.KNIGHT_FLAG_BEARER, fixed)
    state = play(state, "knights-11-flag-bearer", "knights-9", "knights-10")
    assert state.phase == PASS and state.actor == 0
    before = [sorted(hand) for hand in state.hands]
    state = play(state, "pass left")
    assert [sorted(hand) for hand in state.hands] == [before[2], before[0], before[1]]
    assert state.leader == 0  # its 11 won the trick


def test_dwk_5_5_blue_flag_bearer_in_the_last_trick_does_nothing() -> None:
    """Seat 1 holds the blue Flag Bearer and twelve other Knights, so it can keep the Flag
    Bearer to the last trick: no pass is asked."""
    knights = [f"knights-{rank}" for rank in c.RANKS if rank != "2"]
    state = game(3, c.KNIGHT_FLAG_BEARER, {1: [c.KNIGHT_FLAG_BEARER, *knights]})
    asked = False
    while state.deal == 1:
        seat = rules.current_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        choice = ([a for a in legal if a != c.KNIGHT_FLAG_BEARER] or legal)[0]
        state = rules.apply(state, seat, choice)
        asked = asked or state.phase == PASS
    assert not asked
    assert any(
        e.key == "dwarf-king.effect-none" and e.params["card"] == c.KNIGHT_FLAG_BEARER
        for e in state.events
    )


def test_dwk_5_9_red_flag_bearer_steals_two_and_gives_back_any_two() -> None:
    fixed = {0: ["goblins-11-flag-bearer"], 1: ["goblins-5"], 2: ["knights-5"]}
    state = game(3, c.GOBLIN_FLAG_BEARER, fixed)
    assert state.phase == STEAL and state.actor == 0
    victim_before = set(state.hands[1])
    state = play(state, "steal 1")
    assert state.phase == GIVE and len(state.hands[0]) == 15 and len(state.hands[1]) == 11
    stolen = victim_before - set(state.hands[1])
    assert len(stolen) == 2 and stolen <= set(state.hands[0])
    action = rules.parse_action(state, 0, "give goblins-11-flag-bearer dwarves-3")
    state = play(state, action)  # the card itself may go
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert "goblins-11-flag-bearer" in state.hands[1]
    assert state.phase == PLAY and state.leader == holder(state, c.LEAD_FIVE)


def test_dwk_6_4_sorcerer_takes_a_card_of_the_last_trick() -> None:
    fixed = {0: ["goblins-5", "goblins-9"], 1: ["goblins-K", "sorcerer"], 2: ["goblins-2"]}
    state = game(3, c.SORCERER, fixed)
    with pytest.raises(IllegalAction):
        rules.apply(state, 1, "sorcerer goblins-9")  # not seat 1's turn, and trick 1
    state = play(state, "goblins-9", "goblins-K", "goblins-2")
    assert state.leader == 1
    state = play(state, "sorcerer goblins-9")
    assert "goblins-9" in state.hands[1] and "sorcerer" not in state.hands[1]
    assert state.tricks[0].cards == ("sorcerer", "goblins-K", "goblins-2")
    assert state.tricks[0].winner == 1 and state.tricks[0].taken == "goblins-9"
    assert state.actor == 1  # still seat 1's turn: now it plays a card


def test_dwk_6_4_sorcerer_not_in_trick_1() -> None:
    fixed = {0: ["goblins-5", "sorcerer"]}
    state = game(3, c.SORCERER, fixed)
    assert not any(a.startswith("sorcerer") for a in rules.legal_actions(state, 0))
    assert "sorcerer" not in rules.legal_actions(state, 0)
