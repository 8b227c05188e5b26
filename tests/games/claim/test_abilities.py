"""CLM-6: the five factions' abilities, with every example of the Czech rulebook."""

from __future__ import annotations

from collections import Counter

import pytest

from games.claim.state import CLAIMING, OVER, RECRUITING
from tablebox.engine import Event, IllegalAction, Message
from tests.games.claim.builders import (
    PLAYERS,
    card_label,
    claiming_state,
    keys,
    log,
    play_trick,
    recruiting_state,
    rules,
    say,
    trick_state,
    view_cards,
)

# -- CLM-6.1 gnomes ------------------------------------------------------------------------------


def test_clm_6_1_gnomes_won_in_phase_2_lie_face_up_in_front_of_the_winner() -> None:
    """CLM-6.1: both gnomes go to the winner's gnome row, not to a score pile; all can see it."""
    state = claiming_state(["gnome-3", "seer-1"], ["gnome-7", "seer-2"])
    state = play_trick(state, "gnome-3", "gnome-7")
    assert state.last_trick.winner == 1
    assert Counter(state.gnome_rows[1]) == Counter(["gnome-3", "gnome-7"])
    assert state.gnome_rows[0] == [] and state.score_piles == [[], []]
    for viewer in (0, 1, None):
        rows = rules.view(state, viewer).gnome_rows
        assert sorted(view_cards(rows[1])) == ["gnome-3", "gnome-7"]


def test_clm_6_1_gnomes_in_phase_1_are_ordinary() -> None:
    """CLM-6.1: in phase 1 played gnomes leave the game like any card and a gnome prize is an
    ordinary follower."""
    state = recruiting_state(["gnome-3", "seer-1"], ["gnome-7", "seer-2"], "gnome-9")
    before = Counter(state.discarded)
    state = play_trick(state, "gnome-3", "gnome-7")
    assert Counter(state.discarded) - before == Counter(["gnome-3", "gnome-7"])
    assert state.gnome_rows == [[], []]
    assert "gnome-9" in state.followers[1]


# -- CLM-6.2 giants ------------------------------------------------------------------------------


def test_clm_6_2_rulebook_example_1_giant_3_against_giant_5() -> None:
    """CLM-6.2 example 1: A giant 3, B giant 5; B wins and may crush a gnome 3 and a gnome 5 of
    A's. A has gnome 3, gnome 3, gnome 7 in front, so A loses exactly one gnome 3."""
    state = claiming_state(
        ["giant-3", "seer-1"],
        ["giant-5", "seer-2"],
        gnome_rows=(["gnome-3", "gnome-3", "gnome-7"], []),
    )
    discarded = Counter(state.discarded)
    state = play_trick(state, "giant-3", "giant-5")
    assert state.last_trick.winner == 1
    assert Counter(state.gnome_rows[0]) == Counter(["gnome-3", "gnome-7"])
    assert Counter(state.discarded) - discarded == Counter(["gnome-3"])
    assert Counter(state.score_piles[1]) == Counter(["giant-3", "giant-5"])
    crushes = [note for note in state.last_trick.notes if note.key == "claim.crushes"]
    assert [note.params for note in crushes] == [
        {"seat": 1, "giant": "giant-3", "victim": 0, "gnome": "gnome-3", "rule": "CLM-6.2"}
    ]


def test_clm_6_2_rulebook_example_2_giant_1_against_a_troll() -> None:
    """CLM-6.2 example 2: A leads giant 1, B cannot follow and plays troll 4; A wins and
    crushes B's gnome 1."""
    state = claiming_state(
        ["giant-1", "seer-1"], ["troll-4", "seer-2"], gnome_rows=([], ["gnome-1"])
    )
    state = play_trick(state, "giant-1", "troll-4")
    assert state.last_trick.winner == 0
    assert state.gnome_rows[1] == []
    assert "gnome-1" in state.discarded
    assert Counter(state.score_piles[0]) == Counter(["giant-1", "troll-4"])


def test_clm_6_2_rulebook_example_3_the_losers_giant_crushes_the_loser() -> None:
    """CLM-6.2 example 3: A leads dragon 4, B cannot follow and plays giant 3; A wins and
    crushes B's gnome 3 with B's own giant."""
    state = claiming_state(
        ["dragon-4", "seer-1"], ["giant-3", "seer-2"], gnome_rows=([], ["gnome-3", "gnome-5"])
    )
    state = play_trick(state, "dragon-4", "giant-3")
    assert state.last_trick.winner == 0
    assert state.gnome_rows[1] == ["gnome-5"]
    assert Counter(state.score_piles[0]) == Counter(["dragon-4", "giant-3"])


def test_clm_6_2_two_giants_of_one_value_crush_two_gnomes() -> None:
    """CLM-6.2: both giant 5s in one trick crush two of the opponent's three gnome 5s."""
    state = claiming_state(
        ["giant-5", "seer-1"], ["giant-5", "seer-2"], gnome_rows=([], ["gnome-5"] * 3)
    )
    state = play_trick(state, "giant-5", "giant-5")
    assert state.last_trick.winner == 0  # equal values: the leader (CLM-3.3)
    assert state.gnome_rows[1] == ["gnome-5"]


def test_clm_6_2_a_giant_without_a_matching_gnome_just_scores() -> None:
    """CLM-6.2: no gnome of the giants' values in front of the opponent: nothing is crushed."""
    state = claiming_state(
        ["giant-7", "seer-1"], ["giant-1", "seer-2"], gnome_rows=([], ["gnome-3", "gnome-5"])
    )
    state = play_trick(state, "giant-7", "giant-1")
    assert Counter(state.gnome_rows[1]) == Counter(["gnome-3", "gnome-5"])
    assert Counter(state.score_piles[0]) == Counter(["giant-7", "giant-1"])
    assert "claim.crushes" not in keys(state.last_trick.notes)


def test_clm_6_2_the_winners_own_gnomes_are_never_crushed() -> None:
    """CLM-6.2: giants 3 and 1 in the trick; only the opponent's gnome 1 goes, the winner's gnome
    3 and gnome 1 stay."""
    state = claiming_state(
        ["giant-3", "seer-1"],
        ["giant-1", "seer-2"],
        gnome_rows=(["gnome-3", "gnome-1"], ["gnome-1"]),
    )
    state = play_trick(state, "giant-3", "giant-1")
    assert Counter(state.gnome_rows[0]) == Counter(["gnome-3", "gnome-1"])
    assert state.gnome_rows[1] == []


def test_clm_6_2_a_gnome_in_the_same_trick_goes_to_the_winner() -> None:
    """CLM-6.2 with CLM-6.1: gnome 3 led, giant 3 answered; the gnome joins the winner's row and
    the giant crushes the opponent's gnome 3, never the winner's new one."""
    state = claiming_state(
        ["gnome-3", "seer-1"], ["giant-3", "seer-2"], gnome_rows=([], ["gnome-3"])
    )
    state = play_trick(state, "gnome-3", "giant-3")
    assert state.gnome_rows == [["gnome-3"], []]
    assert state.score_piles[0] == ["giant-3"]


# -- CLM-6.3 dragons ------------------------------------------------------------------------------


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_3_rulebook_example_1_dragon_7_against_dragon_3(phase: int) -> None:
    """CLM-6.3 example 1: A plays dragon 7, B dragon 3; A wins the trick, B leads the next."""
    hands = (["dragon-7", "seer-1"], ["dragon-3", "seer-2"])
    state = trick_state(phase, *hands, prize="troll-9")
    state = play_trick(state, "dragon-7", "dragon-3")
    assert state.last_trick.winner == 0
    assert state.last_trick.next_leader == 1
    assert rules.current_seats(state) == [1]
    assert state.lead_reason.key == "claim.leads-dragon"
    assert state.lead_reason.params == {"seat": 1, "trick": state.trick - 1}
    if phase == RECRUITING:
        assert "troll-9" in state.followers[0]  # the winner still collects the prize
    else:
        assert Counter(state.score_piles[0]) == Counter(["dragon-7", "dragon-3"])


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_3_rulebook_example_2_giant_5_against_dragon_4(phase: int) -> None:
    """CLM-6.3 example 2: A plays giant 5, B answers dragon 4 (off faction); A wins the trick,
    B leads the next."""
    hands = (["giant-5", "seer-1"], ["dragon-4", "seer-2"])
    state = trick_state(phase, *hands, prize="troll-9")
    state = play_trick(state, "giant-5", "dragon-4")
    assert state.last_trick.winner == 0
    assert rules.current_seats(state) == [1]
    if phase == RECRUITING:
        assert "troll-9" in state.followers[0]
    else:
        assert Counter(state.score_piles[0]) == Counter(["giant-5", "dragon-4"])


def test_clm_6_3_seer_win_and_dragon_lead_both_apply() -> None:
    """CLM-6.3 with CLM-6.5: A wins with a seer and chooses; B played a dragon, so B leads."""
    state = recruiting_state(["seer-5", "gnome-1"], ["dragon-2", "gnome-3"], "troll-9")
    state = play_trick(state, "seer-5", "dragon-2")
    assert rules.current_seats(state) == [0]  # the seer's choice first
    state = rules.apply(state, 0, "take-prize")
    assert "troll-9" in state.followers[0]
    assert rules.current_seats(state) == [1]


# -- CLM-6.4 trolls -------------------------------------------------------------------------------


def test_clm_6_4_trolls_are_set_aside_across_several_tricks() -> None:
    """CLM-6.4: one troll per trick to the winner, the highest of played and set aside; a trick
    without trolls takes the highest set-aside troll; a played troll lower than one aside stays
    aside; the very last trick takes every troll left aside."""
    state = claiming_state(
        ["troll-8", "troll-5", "dragon-1", "seer-9", "seer-8"],
        ["troll-3", "troll-2", "dragon-0", "troll-1", "troll-6"],
    )
    assert state.trick == 9

    state = play_trick(state, "troll-8", "troll-3")
    assert state.score_piles[0] == ["troll-8"]
    assert state.trolls_aside == ["troll-3"]
    for viewer in (0, 1, None):  # set-aside trolls are public
        assert view_cards(rules.view(state, viewer).trolls_aside) == ["troll-3"]

    state = play_trick(state, "troll-5", "troll-2")
    assert Counter(state.score_piles[0]) == Counter(["troll-8", "troll-5"])
    assert Counter(state.trolls_aside) == Counter(["troll-3", "troll-2"])

    state = play_trick(state, "dragon-1", "dragon-0")  # no troll played
    assert state.last_trick.winner == 0
    assert "troll-3" in state.score_piles[0]
    assert state.trolls_aside == ["troll-2"]
    assert rules.current_seats(state) == [1]  # Bob played the last dragon

    state = play_trick(state, "troll-1", "seer-9")  # Ann has no troll left
    assert state.last_trick.winner == 1
    assert Counter(state.score_piles[1]) == Counter(["troll-2", "seer-9"])
    assert state.trolls_aside == ["troll-1"]

    state = play_trick(state, "troll-6", "seer-8")  # trick 13, the last of the game
    assert state.phase == OVER
    assert state.trolls_aside == []
    trolls = [[c for c in pile if c.startswith("troll-")] for pile in state.score_piles]
    assert Counter(trolls[0]) == Counter(["troll-8", "troll-5", "troll-3"])
    assert Counter(trolls[1]) == Counter(["troll-2", "troll-6", "troll-1"])


def test_clm_6_4_a_higher_troll_aside_beats_the_played_one() -> None:
    """CLM-6.4: troll 8 waits aside, troll 3 is played: the winner scores troll 8 and troll 3
    is set aside in its place."""
    state = claiming_state(["troll-3", "seer-1"], ["seer-2", "gnome-1"], trolls_aside=["troll-8"])
    state = play_trick(state, "troll-3", "seer-2")
    assert state.last_trick.winner == 0
    assert Counter(state.score_piles[0]) == Counter(["troll-8", "seer-2"])
    assert state.trolls_aside == ["troll-3"]
    assert ("claim.scores-trolls.1", {"seat": 0, "c0": "troll-8"}) in [
        (note.key, note.params) for note in state.last_trick.notes
    ]
    assert ("claim.trolls-aside.1", {"c0": "troll-3"}) in [
        (note.key, note.params) for note in state.last_trick.notes
    ]


def test_clm_6_4_the_last_trick_takes_every_troll_aside() -> None:
    """CLM-6.4: three trolls aside and two played in the last trick: its winner scores all
    five."""
    aside = ["troll-0", "troll-2", "troll-4"]
    state = claiming_state(["troll-7"], ["troll-9"], trolls_aside=aside)
    state = play_trick(state, "troll-7", "troll-9")
    assert state.phase == OVER
    assert Counter(state.score_piles[1]) == Counter([*aside, "troll-7", "troll-9"])
    assert state.score_piles[0] == [] and state.trolls_aside == []


def test_clm_6_4_trolls_in_phase_1_are_ordinary() -> None:
    """CLM-6.4 applies to phase 2 only: phase-1 trolls are discarded, nothing is set aside."""
    state = recruiting_state(["troll-8", "seer-1"], ["troll-3", "seer-2"], "gnome-9")
    state = play_trick(state, "troll-8", "troll-3")
    assert state.trolls_aside == []
    assert {"troll-8", "troll-3"} <= set(state.discarded)


# -- CLM-6.5 seers --------------------------------------------------------------------------------

SEER_HANDS = (["seer-7", "gnome-1"], ["seer-2", "gnome-3"])
PRIZE, TOP = "troll-9", "dragon-8"


def seer_won() -> object:
    """Ann leads seer 7, Bob must follow with seer 2: Ann wins with a seer (phase 1)."""
    state = recruiting_state(*SEER_HANDS, PRIZE, pile=[TOP, "giant-9"])
    return play_trick(state, "seer-7", "seer-2")


def test_clm_6_5_winning_with_a_seer_offers_the_choice_and_a_private_peek() -> None:
    """CLM-6.5: the seer's winner alone acts, choosing take-prize or take-deck; only they see
    the top card of the deck."""
    state = seer_won()
    assert rules.current_seats(state) == [0]
    assert rules.legal_actions(state, 0) == ["take-prize", "take-deck"]
    assert rules.legal_actions(state, 1) == []
    decision = rules.view(state, 0).decision
    assert decision is not None and decision.kind == "take"
    assert [(o.action, o.parts) for o in decision.options] == [
        ("take-prize", {"prize": PRIZE}),
        ("take-deck", {"deck": 1}),
    ]
    assert rules.view(state, 1).decision is None
    assert rules.view(state, 0).seer_peek.id == TOP
    assert rules.view(state, 1).seer_peek is None
    assert rules.view(state, None).seer_peek is None
    for viewer in (1, None):
        assert card_label(TOP) not in rules.view(state, viewer).model_dump_json()
        assert TOP not in rules.view(state, viewer).model_dump_json()
    assert Event("claim.peek", {"card": TOP}, 0) in rules.events(state)
    assert any(card_label(TOP) in line for line in log(state, 0))
    assert not any(card_label(TOP) in line for line in log(state, 1))


def test_clm_6_5_take_deck_keeps_the_top_card_and_the_loser_gets_the_prize() -> None:
    """CLM-6.5 take-deck: winner keeps the peeked card, the loser gets the prize."""
    state = rules.apply(seer_won(), 0, "take-deck")
    assert state.followers[0][-1] == TOP
    assert state.followers[1][-1] == PRIZE
    assert state.prizes == ["giant-9"]  # the next trick's prize is the following card
    assert rules.current_seats(state) == [0]
    assert Event("claim.you-keep", {"card": TOP}, 0) in rules.events(state)
    assert f"You keep {card_label(TOP)}." in log(state, 0)
    assert card_label(TOP) not in rules.view(state, 1).model_dump_json()


def test_clm_6_5_take_prize_keeps_the_prize_and_the_loser_draws() -> None:
    """CLM-6.5 take-prize (also what declining means): winner keeps the prize, the loser draws
    the peeked card, and the seer's player still knows which card that was."""
    state = rules.apply(seer_won(), 0, "take-prize")
    assert state.followers[0][-1] == PRIZE
    assert state.followers[1][-1] == TOP
    assert state.prizes == ["giant-9"]
    assert Event("claim.you-draw", {"card": TOP}, 1) in rules.events(state)
    assert f"You draw {card_label(TOP)}." in log(state, 1)
    assert any(card_label(TOP) in line for line in log(state, 0))  # from the peek
    assert card_label(TOP) not in rules.view(state, None).model_dump_json()


def test_clm_6_5_the_choice_is_typed_as_notation() -> None:
    """CLM-6.5 with CLM-9: the choice parses from text, any case."""
    state = seer_won()
    assert rules.parse_action(state, 0, " Take-Deck ") == "take-deck"
    with pytest.raises(IllegalAction):
        rules.parse_action(state, 0, "seer-7")


def test_clm_6_5_the_follower_can_win_with_a_seer_too() -> None:
    """CLM-6.5: Bob follows seer 2 with seer 7 and wins: Bob chooses."""
    state = recruiting_state(["seer-2", "gnome-1"], ["seer-7", "gnome-3"], PRIZE, pile=[TOP])
    state = play_trick(state, "seer-2", "seer-7")
    assert rules.current_seats(state) == [1]
    assert rules.view(state, 1).seer_peek.id == TOP
    assert rules.view(state, 0).seer_peek is None


def test_clm_6_5_a_losing_seer_gives_no_choice() -> None:
    """CLM-6.5: a seer played off faction by the loser does nothing; the next trick starts."""
    state = recruiting_state(["gnome-1", "gnome-3"], ["seer-9", "troll-0"], PRIZE, pile=[TOP])
    state = play_trick(state, "gnome-1", "seer-9")
    assert state.chooser is None and not state.plays
    assert state.followers[0][-1] == PRIZE and state.followers[1][-1] == TOP
    assert rules.legal_actions(state, 0) == ["gnome-3"]


def test_clm_6_5_seers_have_no_ability_in_phase_2() -> None:
    """CLM-6.5 is phase 1 only: winning a phase-2 trick with a seer asks nothing."""
    state = claiming_state(["seer-7", "gnome-1"], ["seer-2", "gnome-3"])
    state = play_trick(state, "seer-7", "seer-2")
    assert state.chooser is None
    assert "take-deck" not in rules.legal_actions(state, 0)
    assert rules.legal_actions(state, 0) == ["gnome-1"]


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_3_the_lead_reason_names_a_winning_dragon_too(phase: int) -> None:
    """CLM-3.4 with CLM-6.3: when the winner also played the last dragon, the table's lead
    reason says both, and the sentence always starts with who leads."""
    state = trick_state(phase, ["dragon-3", "seer-1"], ["dragon-7", "seer-2"], prize="troll-9")
    state = play_trick(state, "dragon-3", "dragon-7")
    assert state.last_trick.winner == state.last_trick.next_leader == 1
    assert state.lead_reason == Message(
        "claim.leads-won-dragon", {"seat": 1, "trick": state.trick - 1}
    )
    assert say(state.lead_reason) == (
        f"{PLAYERS[1]} leads: won trick {state.trick - 1} and played its last dragon"
    )
