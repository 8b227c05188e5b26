"""CLM-7: each faction's vote and every tie-break of the game's ranking, with the explanation
naming the rule that decided."""

from __future__ import annotations

from collections import Counter

from games.claim.state import OVER
from tablebox.engine import Message
from tests.games.claim.builders import (
    claiming_state,
    finished_state,
    play_trick,
    rules,
    say,
    vote_of,
)


def verdict(state) -> str:
    """The last explanation line in English: who won the game and by which rule."""
    outcome = rules.outcome(state)
    assert outcome is not None
    return say(outcome.explanation[-1])


def reason(vote) -> str:
    return say(vote.reason)


def verdict_rule(state) -> str:
    """The rule that decided the ranking: the verdict names it for the tests (the words do
    not)."""
    outcome = rules.outcome(state)
    assert outcome is not None
    return str(outcome.explanation[-1].params["rule"])


def test_clm_7_1_gnomes_in_front_join_the_score_pile_at_the_end() -> None:
    """CLM-7.1: after the last trick the gnome rows are added to the score piles and count for
    the gnome vote: Bob's two gnome 1s beat Ann's single gnome 9."""
    state = claiming_state(["seer-1"], ["seer-0"], gnome_rows=(["gnome-9"], ["gnome-1", "gnome-1"]))
    state = play_trick(state, "seer-1", "seer-0")
    assert state.phase == OVER
    assert state.gnome_rows == [[], []]
    assert Counter(state.score_piles[0]) == Counter(["gnome-9", "seer-1", "seer-0"])
    assert Counter(state.score_piles[1]) == Counter(["gnome-1", "gnome-1"])
    vote = vote_of(state, "gnome")
    assert vote.values == [[9], [1, 1]]
    assert vote.winner == 1


def test_clm_7_2_more_cards_of_a_faction_wins_its_vote() -> None:
    """CLM-7.2: three low seers beat two high ones."""
    state = finished_state((["seer-1", "seer-2", "seer-3"], ["seer-9", "seer-8"]))
    vote = vote_of(state, "seer")
    assert vote.winner == 0
    assert vote.reason == Message(
        "claim.vote-most.solo.2", {"w": 0, "s0": 0, "n0": 3, "s1": 1, "n1": 2}
    )
    assert "Ann 3 to Bob 2" in reason(vote)


def test_clm_7_3_equal_count_highest_card_decides() -> None:
    """CLM-7.3: two dragons each; Bob's 9 beats Ann's 7 at the first position."""
    state = finished_state((["dragon-7", "dragon-2"], ["dragon-9", "dragon-0"]))
    vote = vote_of(state, "dragon")
    assert vote.winner == 1
    assert vote.reason.key == "claim.vote-tiebreak.solo.2"
    assert vote.reason.params["position"] == "highest-1"
    assert "vote-tiebreak" in vote.reason.key and "highest card 7 against 9" in reason(vote)


def test_clm_7_3_equal_highest_card_second_highest_decides() -> None:
    """CLM-7.3: giants 7+3 against 7+1: equal highest, Ann's second highest wins."""
    state = finished_state((["giant-7", "giant-3"], ["giant-7", "giant-1"]))
    vote = vote_of(state, "giant")
    assert vote.winner == 0
    assert "vote-tiebreak" in vote.reason.key and "second highest card 3 against 1" in reason(vote)


def test_clm_7_3_and_so_on_third_highest_decides() -> None:
    """CLM-7.3 "and so on": gnomes 7,5,1 against 7,5,3: the third card decides for Bob."""
    state = finished_state((["gnome-7", "gnome-5", "gnome-1"], ["gnome-7", "gnome-5", "gnome-3"]))
    vote = vote_of(state, "gnome")
    assert vote.winner == 1
    assert "vote-tiebreak" in vote.reason.key and "third highest card 1 against 3" in reason(vote)


def test_clm_7_4_nobody_wins_a_faction_nobody_has() -> None:
    """CLM-7.4 (proposed): no trolls on either score pile: the troll vote goes to nobody."""
    state = finished_state((["seer-1"], ["dragon-1"]))
    vote = vote_of(state, "troll")
    assert vote.winner is None
    assert vote.reason == Message("claim.vote-nobody")
    assert vote.reason.key.endswith("vote-nobody") and "nobody has any" in reason(vote)


def test_clm_7_4_nobody_wins_identical_counts_and_values() -> None:
    """CLM-7.4 (proposed): giants 5+3 against giants 5+3: nobody wins the giant vote."""
    state = finished_state((["giant-5", "giant-3"], ["giant-5", "giant-3"]))
    vote = vote_of(state, "giant")
    assert vote.winner is None
    assert vote.reason.key == "claim.vote-identical.solo.2"
    assert "vote-identical" in vote.reason.key and "identical values" in reason(vote)


def test_clm_7_5_most_votes_wins() -> None:
    """CLM-7.5: Ann wins gnomes, giants and dragons, Bob trolls and seers: 3 to 2 for Ann,
    even though Bob holds more cards and more value."""
    state = finished_state(
        (
            ["gnome-1", "giant-1", "dragon-0"],
            ["troll-9", "troll-8", "troll-7", "seer-9", "seer-8", "seer-7"],
        )
    )
    outcome = rules.outcome(state)
    assert outcome.ranking == [[0], [1]]
    assert outcome.scores == {0: 3.0, 1: 2.0}
    assert outcome.winners == [0]
    assert outcome.explanation[-1] == Message(
        "claim.verdict-most.solo", {"w": 0, "rule": "CLM-7.5"}
    )
    assert verdict_rule(state) == "CLM-7.5"
    assert verdict(state) == "Ann wins with the most votes."
    # one line per faction, one tally per player (best first), then the verdict
    assert len(outcome.explanation) == 8
    assert [m.key for m in outcome.explanation[5:7]] == ["claim.tally.solo.3", "claim.tally.solo.2"]
    assert say(outcome.explanation[5]) == "Ann won 3 (Gnomes, Giants, Dragons)"


def test_clm_7_6_equal_votes_more_cards_in_won_factions_wins() -> None:
    """CLM-7.6: 2 votes each (gnomes to nobody); Ann's won factions hold 5 cards, Bob's 2, so Ann
    wins although Bob's cards are worth more (value is only CLM-7.7)."""
    state = finished_state(
        (
            ["giant-1", "giant-1", "giant-3", "dragon-0", "dragon-1"],
            ["giant-9", "dragon-9", "troll-9", "seer-9"],
        )
    )
    assert vote_of(state, "gnome").winner is None
    assert [vote_of(state, f).winner for f in ("giant", "dragon", "troll", "seer")] == [0, 0, 1, 1]
    outcome = rules.outcome(state)
    assert outcome.scores == {0: 2.0, 1: 2.0}
    assert outcome.ranking == [[0], [1]]
    assert verdict_rule(state) == "CLM-7.6" and "5 to 2" in verdict(state)


def test_clm_7_7_equal_votes_and_cards_higher_total_value_wins() -> None:
    """CLM-7.7 (proposed): 2 votes and 2 cards in won factions each; Ann's are worth 9+2=11,
    Bob's 3+4=7, so Ann wins."""
    state = finished_state((["giant-9", "dragon-2"], ["troll-3", "seer-4"]))
    outcome = rules.outcome(state)
    assert outcome.scores == {0: 2.0, 1: 2.0}
    assert outcome.ranking == [[0], [1]]
    assert verdict_rule(state) == "CLM-7.7, proposed" and "11 to 7" in verdict(state)


def test_clm_7_7_all_equal_is_a_shared_win() -> None:
    """CLM-7.7 (proposed): one vote each, one card each, both worth 5: a draw, both ranked
    first together."""
    state = finished_state((["dragon-5"], ["troll-5"]))
    outcome = rules.outcome(state)
    assert outcome.ranking == [[0, 1]]
    assert outcome.winners == [0, 1]
    assert verdict_rule(state) == "CLM-7.7, proposed" and "share the win" in verdict(state)


def test_clm_7_the_explanation_names_each_faction_and_its_rule() -> None:
    """CLM-7.2 to 7.4: every faction line of the explanation says who won it and why."""
    state = finished_state(
        (["gnome-1", "gnome-1", "giant-7", "dragon-7"], ["gnome-9", "giant-7", "dragon-9"])
    )
    messages = rules.outcome(state).explanation
    assert (
        messages[0].key.startswith("claim.named-vote-") and messages[0].params["faction"] == "gnome"
    )
    lines = [say(message) for message in messages]
    assert lines[0].startswith("Gnomes:") and "Ann has the most cards" in lines[0]
    assert lines[1].startswith("Giants:") and "identical values" in lines[1]
    assert lines[2].startswith("Dragons:") and "highest card 7 against 9" in lines[2]
    assert "Bob wins" in lines[2]
    assert "nobody has any" in lines[3] and "nobody has any" in lines[4]
    assert verdict_rule(state) == "CLM-7.6"  # 1 vote each; 2 gnomes against 1 dragon
    assert not [line for line in lines if "CLM-" in line]  # the words cite no rule ids
    assert rules.outcome(state).ranking == [[0], [1]]


def test_clm_7_the_view_shows_the_votes_to_everyone_at_the_end() -> None:
    """CLM-7 with CLM-8: the votes and the outcome are public once the game is over."""
    state = finished_state((["seer-1", "seer-2"], ["seer-9"]))
    for viewer in (0, 1, None):
        view = rules.view(state, viewer)
        assert view.outcome == rules.outcome(state)
        assert [v.winner for v in view.votes] == [None, None, None, None, 0]
