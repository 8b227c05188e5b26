"""CLM-4 (phase 1, recruiting) and CLM-5 (phase 2, claiming)."""

from __future__ import annotations

from collections import Counter

from games.claim.state import CLAIMING, OVER, RECRUITING
from tablebox.engine import Event
from tests.games.claim.builders import (
    actor,
    card_label,
    claiming_state,
    log,
    new_scripted_game,
    play_first_legal,
    play_trick,
    recruiting_state,
    rules,
    view_cards,
)

ANN = [
    "gnome-1", "gnome-3", "gnome-5", "gnome-7", "gnome-9", "giant-1", "giant-3",
    "giant-5", "giant-7", "giant-9", "troll-0", "troll-1", "troll-2",
]  # fmt: skip
BOB = [
    "gnome-1", "gnome-3", "gnome-5", "gnome-7", "giant-1", "giant-3", "giant-5",
    "giant-7", "troll-3", "troll-4", "troll-5", "troll-6", "troll-7",
]  # fmt: skip
PILE = ["dragon-9", "seer-5", "dragon-0", "seer-6"]
"""Prize of trick 1, the loser's draw, prize of trick 2, the loser's draw."""

FOLLOWERS = (
    ["gnome-1", "gnome-3", "gnome-5", "gnome-7", "gnome-9", "giant-1", "giant-3", "troll-0",
     "troll-1", "troll-2", "seer-2", "seer-3"],
    ["gnome-1", "gnome-3", "gnome-5", "gnome-7", "giant-1", "giant-3", "giant-7", "troll-3",
     "troll-4", "troll-5", "seer-4", "seer-5"],
)  # fmt: skip
"""Twelve followers each, for states at phase 1's last trick."""


def first_trick() -> tuple:
    """Ann leads gnome-3, Bob beats it with gnome-7: Bob wins trick 1."""
    before = new_scripted_game(ANN, BOB, PILE)
    return before, play_trick(before, "gnome-3", "gnome-7")


def test_clm_4_1_each_trick_reveals_the_top_card_as_prize() -> None:
    """CLM-4.1: trick 1's prize is the top of the draw pile; trick 2's the next card left after
    the loser's draw."""
    before, after = first_trick()
    assert before.prizes == [PILE[0]]
    assert view_cards(rules.view(before, None).prizes) == [PILE[0]]
    assert after.trick == 2
    assert after.prizes == [PILE[2]]
    assert view_cards(rules.view(after, 0).prizes) == [PILE[2]]
    assert rules.view(after, None).draw_pile == 26 - 3  # two prizes and one draw gone


def test_clm_4_2_winner_takes_the_prize_face_down() -> None:
    """CLM-4.2: the winner's followers pile gets the prize; the opponent sees only a count."""
    _, after = first_trick()
    assert after.followers[1] == [PILE[0]]
    assert view_cards(rules.view(after, 1).followers) == [PILE[0]]
    assert rules.view(after, 0).followers is not None
    assert PILE[0] not in view_cards(rules.view(after, 0).followers)
    assert rules.view(after, 0).follower_counts == [1, 1]


def test_clm_4_2_the_finished_trick_shows_the_prize_it_was_played_for() -> None:
    """CLM-4.2 with CLM-8: the prize is public, so the record of the last trick keeps it for
    both players to see."""
    _, after = first_trick()
    assert after.last_trick.prizes == (PILE[0],)
    for viewer in (0, 1, None):
        assert view_cards(rules.view(after, viewer).last_trick.prizes) == [PILE[0]]


def test_clm_4_3_loser_draws_the_top_card_only_they_see_it() -> None:
    """CLM-4.3: the loser takes the next deck card; only the loser's log and view name it."""
    _, after = first_trick()
    drawn = PILE[1]
    assert after.followers[0] == [drawn]
    assert view_cards(rules.view(after, 0).followers) == [drawn]
    event = Event("claim.you-draw", {"card": drawn}, 0)
    assert event in rules.events(after)
    assert [e for e in rules.events(after) if e.key == "claim.you-draw"] == [event]
    assert event.visible_to(0) and not event.visible_to(1) and not event.visible_to(None)
    line = f"You draw {card_label(drawn)}."
    assert line in log(after, 0)
    assert line not in log(after, 1)
    assert line not in log(after, None)
    assert card_label(drawn) not in rules.view(after, 1).model_dump_json()
    assert card_label(drawn) not in rules.view(after, None).model_dump_json()


def test_clm_4_4_played_cards_leave_the_game() -> None:
    """CLM-4.4: both played cards are out of the game, in nobody's hand, pile or row."""
    before, after = first_trick()
    assert Counter(after.discarded) - Counter(before.discarded) == Counter(["gnome-3", "gnome-7"])
    assert Counter(after.hands[0]) == Counter(ANN) - Counter(["gnome-3"])
    assert Counter(after.hands[1]) == Counter(BOB) - Counter(["gnome-7"])
    assert after.score_piles == [[], []]


def test_clm_4_5_hands_and_deck_run_out_together_then_phase_2() -> None:
    """CLM-4.5: each phase-1 trick starts with 2n-1 cards left in the pile for n cards in hand;
    after trick 13 the hands and the pile are empty together and phase 2 begins."""
    state = new_scripted_game(ANN, BOB, PILE)
    while state.phase == RECRUITING:
        if not state.plays and state.chooser is None:
            size = len(state.hands[0])
            assert len(state.hands[1]) == size
            assert len(state.draw_pile) == 2 * size - 1
            assert state.trick == 14 - size
        seat = actor(state)
        state = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    assert state.phase == CLAIMING and state.trick == 1
    assert state.draw_pile == [] and state.prizes == []
    assert [len(hand) for hand in state.hands] == [13, 13]


def test_clm_5_1_followers_become_the_hands() -> None:
    """CLM-5.1: at the start of phase 2 each player's hand is exactly their 13 followers."""
    state = recruiting_state(
        ["seer-1"], ["seer-0"], "troll-9", pile=["dragon-9"], followers=FOLLOWERS
    )
    state = play_trick(state, "seer-1", "seer-0")  # Ann wins with a seer...
    state = rules.apply(state, 0, "take-prize")  # ...and keeps the prize
    assert state.phase == CLAIMING
    assert Counter(state.hands[0]) == Counter([*FOLLOWERS[0], "troll-9"])
    assert Counter(state.hands[1]) == Counter([*FOLLOWERS[1], "dragon-9"])
    assert state.followers == [[], []]
    assert rules.view(state, 0).follower_counts == [0, 0]


def test_clm_5_2_last_phase_1_winner_leads_phase_2() -> None:
    """CLM-5.2 (proposed): the winner of phase 1's last trick leads the first phase-2 trick."""
    state = recruiting_state(["gnome-1"], ["gnome-5"], "troll-9", followers=FOLLOWERS)
    state = play_trick(state, "gnome-1", "gnome-5")
    assert state.phase == CLAIMING
    assert rules.current_seats(state) == [1]
    assert state.leader == 1


def test_clm_5_2_last_phase_1_dragon_player_leads_phase_2() -> None:
    """CLM-5.2 (proposed) with CLM-6.3: Ann wins phase 1's last trick, but Bob played the last
    dragon into it, so Bob leads phase 2."""
    state = recruiting_state(["giant-5"], ["dragon-4"], "troll-9", followers=FOLLOWERS)
    state = play_trick(state, "giant-5", "dragon-4")
    assert state.last_trick.winner == 0
    assert state.phase == CLAIMING
    assert rules.current_seats(state) == [1]


def test_clm_5_3_winner_scores_both_cards_face_up() -> None:
    """CLM-5.3: in phase 2 both played cards go face up onto the winner's score pile, which both
    players (and the public view) can see."""
    state = claiming_state(["seer-7", "dragon-1"], ["seer-2", "dragon-0"])
    state = play_trick(state, "seer-7", "seer-2")
    assert Counter(state.score_piles[0]) == Counter(["seer-7", "seer-2"])
    assert state.score_piles[1] == []
    assert state.chooser is None  # seers have no ability in phase 2 (CLM-6.5)
    for viewer in (0, 1, None):
        pile = rules.view(state, viewer).score_piles[0]
        assert sorted(view_cards(pile["seer"])) == ["seer-2", "seer-7"]


def test_clm_5_4_after_13_tricks_of_phase_2_the_game_is_scored() -> None:
    """CLM-5.4: phase 2's 13th trick ends the game; nobody acts any more and there's an
    outcome."""
    state = claiming_state(["dragon-5"], ["dragon-3"], score_piles=(["seer-1"], ["troll-1"]))
    assert state.trick == 13
    assert rules.outcome(state) is None
    state = play_trick(state, "dragon-5", "dragon-3")
    assert state.phase == OVER
    assert rules.current_seats(state) == []
    assert rules.legal_actions(state, 0) == rules.legal_actions(state, 1) == []
    outcome = rules.outcome(state)
    assert outcome is not None
    assert sorted(seat for group in outcome.ranking for seat in group) == [0, 1]


def test_clm_4_and_5_a_scripted_game_runs_both_phases() -> None:
    """CLM-4.5 and CLM-5.4: a whole game from a fixed deck passes 13 + 13 tricks."""
    state = play_first_legal(new_scripted_game(ANN, BOB, PILE), until_phase=CLAIMING)
    assert state.trick == 1 and state.phase == CLAIMING
    state = play_first_legal(state, until_phase=OVER)
    assert state.last_trick.phase == CLAIMING and state.last_trick.number == 13
    assert rules.outcome(state) is not None
