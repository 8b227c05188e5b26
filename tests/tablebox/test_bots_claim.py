"""Issue 19.1: the easy and normal computer players of Claim and its evaluation
(``tablebox/bots/claim.py``), on hand-built positions whose right move is clear."""

from __future__ import annotations

import random

import pytest

from games.claim import rules
from games.claim.factions import BOXES, deck_of
from games.claim.game import TAKE, TAKE_DECK, TAKE_PRIZE
from games.claim.options import ClaimOptions
from games.claim.state import CLAIMING, ClaimState
from tablebox.bots.claim import KNOWLEDGE, unseen
from tablebox.bots.knowledge import knowledge
from tests.games.claim.builders import (
    claiming_state,
    finished_state,
    recruiting_state,
)
from tests.tablebox.bot_games import play_levels


def _act(state: ClaimState, card: str) -> None:
    seat = rules.current_seats(state)[0]
    rules.advance(state, seat, card)


def _choice(state: ClaimState, level: str = "normal", seed: int = 0) -> str:
    seat = rules.current_seats(state)[0]
    legal = rules.legal_actions(state, seat)
    chosen = getattr(KNOWLEDGE, level)(rules, state, seat, legal, random.Random(seed))
    assert chosen in legal
    return str(chosen)


def test_registered_for_the_game() -> None:
    """Issue 19.1: the knowledge module is found from the rules object."""
    assert knowledge(rules) is KNOWLEDGE


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_wins_a_good_prize_with_its_cheapest_winning_card(level: str) -> None:
    """CLM-3.2, CLM-3.3, CLM-4.2: following a dragon lead for a high prize, the player wins
    with dragon 5, not its dragon 9 (a card in hand is worth only the tricks it wins)."""
    state = recruiting_state(
        ["dragon-4", "gnome-1", "giant-1"], ["dragon-5", "dragon-9", "troll-0"], "seer-8"
    )
    _act(state, "dragon-4")
    assert _choice(state, level) == "dragon-5"


@pytest.mark.parametrize(("prize", "expected"), [("troll-0", "troll-1"), ("seer-9", "troll-8")])
def test_the_prize_decides_whether_to_win(prize: str, expected: str) -> None:
    """CLM-4.2, CLM-4.3: for a poor prize the player loses cheaply (troll 1) and keeps its high
    card; for the best prize it wins (troll 8)."""
    state = recruiting_state(
        ["troll-4", "gnome-1", "giant-1"], ["troll-8", "troll-1", "seer-3"], prize
    )
    _act(state, "troll-4")
    assert _choice(state) == expected


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_takes_an_open_phase_2_trick(level: str) -> None:
    """CLM-5.3: last to play in phase 2, the player takes the trick with dragon 6 rather than
    give both dragons away."""
    state = claiming_state(["dragon-3", "seer-1"], ["dragon-6", "dragon-2"])
    _act(state, "dragon-3")
    assert _choice(state, level) == "dragon-6"


def _claim_box_phase_2(hand0: list[str], hand1: list[str]) -> ClaimState:
    """A phase-2 trick of the first box (dwarves, CLM-1.5), seat 0 to lead."""
    factions = BOXES["claim"]
    rest = deck_of(factions)
    for card in hand0 + hand1:
        rest.remove(card)
    state = claiming_state(["gnome-1"], ["gnome-3"])
    state.options, state.factions = ClaimOptions(box="claim"), factions
    state.hands, state.discarded = [list(hand0), list(hand1)], rest
    return state


def test_loses_a_dwarf_trick_to_collect_the_dwarves() -> None:
    """CLM-6.9: in phase 2 dwarves go to the trick's loser, so on a dwarf lead the player
    answers with its low dwarf and takes both, instead of winning and giving them away."""
    state = _claim_box_phase_2(["dwarf-3", "goblin-1"], ["dwarf-5", "dwarf-1"])
    _act(state, "dwarf-3")
    assert _choice(state) == "dwarf-1"


@pytest.mark.parametrize(
    ("prize", "top", "expected"),
    [("gnome-1", "dragon-9", TAKE_DECK), ("dragon-9", "gnome-1", TAKE_PRIZE)],
)
def test_seer_keeps_the_better_card(prize: str, top: str, expected: str) -> None:
    """CLM-6.5: after winning with a seer, the player keeps whichever of the prize and the
    deck's top card (which it has seen) is worth more."""
    state = recruiting_state(
        ["seer-5", "gnome-3"], ["seer-2", "gnome-5"], prize, pile=[top], leader=0
    )
    _act(state, "seer-5")
    _act(state, "seer-2")
    assert state.chooser == 0 and state.peek
    assert _choice(state) == expected


def test_three_players_choose_the_better_prize() -> None:
    """CLM-11.6: the best placed player takes the higher of the two prizes."""
    options = ClaimOptions(
        box="mixed", pair="gnomes-giants", singles=("undead", "dwarf", "dragon", "troll", "seer")
    )
    state = rules.new_game(["A", "B", "C"], options, seed=3)
    low = next(card for card in state.draw_pile if card.endswith("-1"))
    high = next(card for card in state.draw_pile if card.endswith("-9"))
    state.draw_pile.remove(low)
    state.draw_pile.remove(high)
    state.draw_pile += state.prizes
    state.prizes = [low, high]
    state.chooser, state.placement = 0, [0, 1, 2]
    assert _choice(state) == TAKE + high


def test_unseen_counts_only_public_and_own_cards() -> None:
    """CLM-8: the cards the seat has not seen are the deck minus its hand and followers and
    the face-up cards; the other hand and the draw pile stay unseen."""
    state = recruiting_state(["dragon-4", "gnome-1"], ["dragon-5", "troll-0"], "seer-8")
    left = unseen(state, 0)
    assert left["dragon-4"] == 0 and left["seer-8"] == 0
    assert left["dragon-5"] == 1 and left["troll-0"] == 1
    assert sum(left.values()) == len(state.hands[1]) + len(state.draw_pile) + len(
        state.followers[1]
    )


def test_choice_does_not_depend_on_the_hidden_cards() -> None:
    """Issue 19.2: the same view with the hidden cards dealt differently gives the same move
    for the same seed: the player reasons only from what its seat knows."""
    state = rules.new_game(["A", "B"], seed=11)
    for _ in range(9):
        seat = rules.current_seats(state)[0]
        rules.advance(state, seat, rules.legal_actions(state, seat)[0])
    seat = rules.current_seats(state)[0]
    legal = rules.legal_actions(state, seat)
    choices = {
        KNOWLEDGE.normal(
            rules,
            rules.determinize(state, seat, random.Random(deal)),
            seat,
            legal,
            random.Random(1),
        )
        for deal in range(12)
    }
    assert len(choices) == 1


def test_evaluate_prefers_the_side_ahead() -> None:
    """Issue 19.1 evaluate, CLM-7.2: in phase 2 the seat with the most cards of most factions
    on its score pile is the likelier winner; the chances sum to 1."""
    ahead = ["dragon-9", "dragon-8", "troll-9", "troll-8", "seer-9", "seer-8", "giant-9"]
    state = claiming_state(
        ["dragon-1", "seer-1"], ["dragon-2", "seer-2"], score_piles=(ahead, ["gnome-1"])
    )
    chances = KNOWLEDGE.evaluate(rules, state)
    assert chances[0] > 0.8 > chances[1]
    assert sum(chances) == pytest.approx(1.0)


def test_evaluate_of_a_finished_game_is_its_outcome() -> None:
    """CLM-7.5: a finished game's evaluation is the result: the winner 1, the loser 0."""
    state = finished_state((["dragon-9", "troll-9", "seer-9"], ["gnome-1"]))
    assert KNOWLEDGE.evaluate(rules, state) == [1.0, 0.0]


def test_partners_share_their_team_chance() -> None:
    """CLM-13.3: at four, both partners get their team's chance of winning."""
    state = rules.new_game(["A", "B", "C", "D"], ClaimOptions.settle({}, 4, 5), seed=5)
    rng = random.Random(2)
    while state.phase != CLAIMING or state.trick < 4:
        seat = rules.current_seats(state)[0]
        rules.advance(state, seat, rng.choice(rules.legal_actions(state, seat)))
    chances = KNOWLEDGE.evaluate(rules, state)
    assert chances[0] == chances[2] and chances[1] == chances[3]
    assert chances[0] + chances[1] == pytest.approx(1.0)


def _play(players: int, levels: list[str], seed: int) -> tuple[list[str], list[int]]:
    """One game with these levels by seat (see :func:`play_levels`)."""
    return play_levels(rules, ClaimOptions.settle({}, players, seed), levels[:players], seed)


def test_same_seed_same_game() -> None:
    """Issue 19.1: the players' choices depend only on what they are given (fixed rng)."""
    assert _play(3, ["normal", "easy", "normal"], 4) == _play(3, ["normal", "easy", "normal"], 4)


def test_normal_beats_random() -> None:
    """Issue 19 goals (smoke test; the benchmark measures strength): in 30 two-player games,
    seats alternating, normal wins most."""
    wins = 0.0
    for game in range(30):
        levels = ["normal", "random"] if game % 2 == 0 else ["random", "normal"]
        _, winners = _play(2, levels, game)
        mine = levels.index("normal")
        wins += 1 / len(winners) if mine in winners else 0.0
    assert wins >= 22
