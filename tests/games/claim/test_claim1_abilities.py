"""CLM-1.5 and CLM-6.6 to CLM-6.11: the Claim 1 box for two players (goblins, knights, undead,
dwarves, doppelgangers), with the rulebook's examples and the proposed doppelganger rulings.

Seat 0 (Ann) is "A" of the examples, seat 1 (Ben) is "B".
"""

from __future__ import annotations

from collections import Counter

import pytest

from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState
from tablebox.catalog import english
from tablebox.engine import IllegalAction, Message
from tests.games.claim.table_builders import (
    CLAIM1,
    NAMES,
    act,
    expected_deck,
    finished,
    mixed,
    rules,
    scripted_deck,
    table_state,
    vote,
)
from tests.refusals import refused

PLAYERS = NAMES[:2]

CLAIM1_DECK = expected_deck(("goblin", "knight", "undead", "dwarf", "doppelganger"))
"""The first box's cards as the fact sheet (section 1) lists them."""

PRIZE = "undead-8"
"""The prize of the hand-built phase-1 tricks below, unless a test says otherwise."""


def recruiting(
    hand0: list[str], hand1: list[str], prize: str = PRIZE, pile: list[str] | None = None
) -> ClaimState:
    """A Claim 1 phase-1 trick, Ann to lead."""
    return table_state(CLAIM1, [hand0, hand1], prizes=[prize], pile=pile or [])


def claiming(hand0: list[str], hand1: list[str], **zones: object) -> ClaimState:
    """A Claim 1 phase-2 trick, Ann to lead."""
    return table_state(CLAIM1, [hand0, hand1], phase=CLAIMING, **zones)  # type: ignore[arg-type]


def trick(phase: int, hand0: list[str], hand1: list[str]) -> ClaimState:
    return recruiting(hand0, hand1) if phase == RECRUITING else claiming(hand0, hand1)


# -- CLM-1.5 the Claim 1 box ---------------------------------------------------------------------


def test_clm_1_5_the_claim_box_is_the_first_box_deck() -> None:
    """CLM-1.5: box=claim is 52 cards: 14 goblins with five zeros, 8 knights 2 to 9, undead,
    dwarves and doppelgangers 0 to 9; dealt 13 each with 26 in the draw pile (CLM-1.2)."""
    state = rules.new_game(list(PLAYERS), {"box": "claim"}, seed=4)
    cards = Counter(state.all_cards())
    assert cards == CLAIM1_DECK
    assert sum(cards.values()) == 52
    assert cards["goblin-0"] == 5
    assert "knight-0" not in cards and "knight-1" not in cards
    per_faction = Counter(card.rsplit("-", 1)[0] for card in cards.elements())
    assert per_faction == {"goblin": 14, "knight": 8, "undead": 10, "dwarf": 10, "doppelganger": 10}
    assert [len(hand) for hand in state.hands] == [13, 13]
    assert len(state.draw_pile) + len(state.prizes) == 26 and len(state.prizes) == 1
    assert state.tricks_per_phase == 13
    view = rules.view(state, 0)
    assert view.factions == ["goblin", "knight", "undead", "dwarf", "doppelganger"]
    assert [english(name, PLAYERS) for name in view.side_names] == PLAYERS


def test_clm_1_5_a_claim_deck_order_deals_top_first() -> None:
    """CLM-1.5 with CLM-1.4: a fixed order of the Claim 1 cards deals 13, 13, then the pile; a
    Claim 2 card in a Claim 1 deck is refused by name."""
    hand0 = ["goblin-0"] * 5 + ["goblin-1", "goblin-2", "knight-2", "knight-3"]
    hand0 += ["undead-0", "undead-1", "dwarf-0", "doppelganger-0"]
    hand1 = ["goblin-3", "goblin-4", "knight-4", "knight-5", "undead-2", "undead-3", "dwarf-1"]
    hand1 += ["dwarf-2", "dwarf-3", "doppelganger-1", "doppelganger-2", "doppelganger-3"]
    hand1 += ["goblin-9"]
    deck = scripted_deck(CLAIM1, [hand0, hand1], ["knight-9", "undead-9"])
    state = rules.new_game(list(PLAYERS), CLAIM1, deck=deck)
    assert state.hands == [hand0, hand1]
    assert state.prizes == ["knight-9"]
    assert state.draw_pile[0] == "undead-9" and len(state.draw_pile) == 25
    with refused(ValueError, "giant-3"):
        rules.new_game(list(PLAYERS), CLAIM1, deck=[*deck[:-1], "giant-3"])


def test_clm_9_claim_box_cards_are_played_by_id() -> None:
    """CLM-9: Claim 1 card ids such as goblin-0 and doppelganger-4 are the actions, typed in any
    case."""
    state = recruiting(["goblin-0", "doppelganger-4"], ["knight-7", "dwarf-2"])
    assert Counter(rules.legal_actions(state, 0)) == Counter(["goblin-0", "doppelganger-4"])
    assert rules.parse_action(state, 0, "  GOBLIN-0 ") == "goblin-0"
    assert rules.parse_action(state, 0, "Doppelganger-4") == "doppelganger-4"


# -- CLM-6.6 goblins -----------------------------------------------------------------------------


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_6_goblins_have_no_ability(phase: int) -> None:
    """CLM-6.6: goblin 3 led, goblin 7 answered: the higher goblin wins like any card; in phase
    1 both leave the game, in phase 2 both go to the winner's score pile."""
    state = trick(phase, ["goblin-3", "dwarf-1"], ["goblin-7", "dwarf-2"])
    after = act(state, "goblin-3", "goblin-7")
    assert after.last_trick.winner == 1
    assert rules.current_seats(after) == [1]
    if phase == RECRUITING:
        assert Counter(after.discarded) - Counter(state.discarded) == {"goblin-3": 1, "goblin-7": 1}
        assert after.score_piles == [[], []]
        assert after.followers[1][-1] == PRIZE
    else:
        assert Counter(after.score_piles[1]) == {"goblin-3": 1, "goblin-7": 1}
        assert after.score_piles[0] == []


def test_clm_6_6_two_goblin_zeros_the_leader_wins_the_tie() -> None:
    """CLM-6.6 with CLM-3.3: goblin 0 against goblin 0 (five zeros exist): the leader wins."""
    state = claiming(["goblin-0", "dwarf-1"], ["goblin-0", "dwarf-2"])
    after = act(state, "goblin-0", "goblin-0")
    assert after.last_trick.winner == 0
    assert after.score_piles[0] == ["goblin-0", "goblin-0"]


# -- CLM-6.7 knights -----------------------------------------------------------------------------


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_7_rulebook_example_knight_2_beats_goblin_9(phase: int) -> None:
    """CLM-6.7 example: A leads goblin 9. B has no goblin and plays knight 2. B wins the trick
    (and leads the next); the values do not matter."""
    state = trick(phase, ["goblin-9", "dwarf-1"], ["knight-2", "dwarf-2"])
    after = act(state, "goblin-9", "knight-2")
    assert after.last_trick.winner == 1
    assert after.last_trick.ranking == (1, 0)
    assert rules.current_seats(after) == [1]
    if phase == RECRUITING:
        assert after.followers[1][-1] == PRIZE
        assert after.followers[0][-1] == state.draw_pile[0]  # Ann, the loser, draws
    else:
        assert Counter(after.score_piles[1]) == {"goblin-9": 1, "knight-2": 1}
        assert after.score_piles[0] == []


def test_clm_6_7_a_knight_may_not_answer_a_goblin_while_holding_a_goblin() -> None:
    """CLM-6.7 and CLM-3.2 (fact sheet, section 7, row 1): following comes first; a player
    holding a goblin may not play a knight on a goblin lead, only the goblin (or a
    doppelganger), and the refusal changes nothing."""
    state = act(
        recruiting(["goblin-9", "dwarf-1", "dwarf-3"], ["knight-9", "goblin-0", "undead-4"]),
        "goblin-9",
    )
    assert rules.legal_actions(state, 1) == ["goblin-0"]
    before = state.copy()
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, 1, "knight-9")
    assert raised.value.code == "claim.must-follow"
    assert raised.value.params == {"faction": "goblin"}
    assert english(raised.value.message) == "must follow goblins"
    assert state == before
    hand = {card.id: card for card in rules.view(state, 1).hand}
    assert hand["knight-9"].why_not == Message("claim.must-follow", {"faction": "goblin"})
    after = rules.apply(state, 1, "goblin-0")
    assert after.last_trick.winner == 0


def test_clm_6_7_with_a_goblin_and_a_doppelganger_the_knight_is_still_refused() -> None:
    """CLM-6.7 with CLM-6.10: holding a goblin and a doppelganger, the follower may play either
    of those, never the knight."""
    state = act(
        recruiting(["goblin-5", "dwarf-1", "dwarf-2"], ["knight-9", "goblin-0", "doppelganger-1"]),
        "goblin-5",
    )
    assert Counter(rules.legal_actions(state, 1)) == {"goblin-0": 1, "doppelganger-1": 1}
    with refused(IllegalAction, "must follow goblins"):
        rules.apply(state, 1, "knight-9")


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_7_a_led_knight_is_an_ordinary_lead(phase: int) -> None:
    """CLM-6.7: a knight led is an ordinary lead: goblin 9 off faction loses to knight 3, and
    the follower holding a knight must follow knights (the higher knight wins)."""
    state = trick(phase, ["knight-3", "dwarf-1"], ["goblin-9", "dwarf-2"])
    after = act(state, "knight-3", "goblin-9")
    assert after.last_trick.winner == 0

    state = trick(phase, ["knight-3", "dwarf-1"], ["knight-8", "goblin-9"])
    state = act(state, "knight-3")
    assert rules.legal_actions(state, 1) == ["knight-8"]
    after = act(state, "knight-8")
    assert after.last_trick.winner == 1


@pytest.mark.parametrize("lead", ["undead-0", "dwarf-0", "doppelganger-0"])
def test_clm_6_7_a_knight_on_a_non_goblin_lead_loses(lead: str) -> None:
    """CLM-6.7: on any lead but a goblin a knight is an ordinary off-faction card: knight 9
    loses to a led 0 (CLM-3.3)."""
    state = claiming([lead, "goblin-1"], ["knight-9", "goblin-2"])
    after = act(state, lead, "knight-9")
    assert after.last_trick.winner == 0
    assert after.last_trick.ranking == (0, 1)


def test_clm_6_7_a_doppelganger_on_a_goblin_lead_follows_the_usual_rule() -> None:
    """CLM-6.7 with CLM-6.10: the knight's power is for knights only; a doppelganger 3 on a
    goblin 5 lead counts as a goblin 3 and loses."""
    state = claiming(["goblin-5", "dwarf-1"], ["doppelganger-3", "dwarf-2"])
    after = act(state, "goblin-5", "doppelganger-3")
    assert after.last_trick.winner == 0


# -- CLM-6.8 undead ------------------------------------------------------------------------------


def test_clm_6_8_both_played_undead_go_to_the_winners_score_pile() -> None:
    """CLM-6.8 (fact sheet, section 7: both players play undead in phase 1): undead 2 led,
    undead 7 answered; Ben wins, both undead go face up onto Ben's score pile, Ben takes the
    prize and Ann draws; nothing is discarded."""
    state = recruiting(["undead-2", "dwarf-1"], ["undead-7", "dwarf-2"])
    after = act(state, "undead-2", "undead-7")
    assert after.last_trick.winner == 1
    assert Counter(after.score_piles[1]) == {"undead-2": 1, "undead-7": 1}
    assert after.score_piles[0] == []
    assert after.discarded == state.discarded
    assert after.followers[1][-1] == PRIZE
    for viewer in (0, 1, None):  # the score pile is face up
        assert [c.id for c in rules.view(after, viewer).score_piles[1]["undead"]] == [
            "undead-2",
            "undead-7",
        ]
    undead = [note.params for note in after.last_trick.notes if note.key == "claim.undead-scores"]
    assert undead == [{"card": "undead-2", "seat": 1}, {"card": "undead-7", "seat": 1}]


def test_clm_6_8_the_losers_undead_goes_to_the_winner_too() -> None:
    """CLM-6.8: played by either player: Ann leads goblin 5, Ben has no goblin and plays undead
    9; Ann wins and scores the undead 9, the goblin 5 leaves the game."""
    state = recruiting(["goblin-5", "dwarf-1"], ["undead-9", "dwarf-2"])
    after = act(state, "goblin-5", "undead-9")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["undead-9"], []]
    assert Counter(after.discarded) - Counter(state.discarded) == {"goblin-5": 1}


def test_clm_6_8_an_undead_prize_is_an_ordinary_follower() -> None:
    """CLM-6.8 (fact sheet, section 7: undead as the revealed prize): the undead 8 prize goes
    face down to the winner's followers, not to a score pile."""
    state = recruiting(["goblin-5", "dwarf-1"], ["goblin-2", "dwarf-2"], prize="undead-8")
    after = act(state, "goblin-5", "goblin-2")
    assert after.followers[0][-1] == "undead-8"
    assert after.score_piles == [[], []]
    assert rules.view(after, 1).follower_counts == [len(after.followers[0])] * 2


def test_clm_6_8_undead_are_ordinary_in_phase_2() -> None:
    """CLM-6.8: in phase 2 undead are ordinary: the winner takes both cards, the loser's undead
    included, and nothing else happens."""
    state = claiming(["undead-3", "dwarf-1"], ["undead-6", "goblin-2"])
    after = act(state, "undead-3", "undead-6")
    assert after.last_trick.winner == 1
    assert Counter(after.score_piles[1]) == {"undead-3": 1, "undead-6": 1}
    assert after.score_piles[0] == [] and after.discarded == state.discarded


# -- CLM-6.9 dwarves -----------------------------------------------------------------------------


def test_clm_6_9_both_dwarves_go_to_the_loser() -> None:
    """CLM-6.9 (fact sheet, section 7: both play dwarves in phase 2): dwarf 7 led, dwarf 2
    answered; Ann wins, both dwarves go to Ben's score pile, Ann scores nothing; Ann leads on."""
    state = claiming(["dwarf-7", "goblin-1"], ["dwarf-2", "goblin-2"])
    after = act(state, "dwarf-7", "dwarf-2")
    assert after.last_trick.winner == 0
    assert Counter(after.score_piles[1]) == {"dwarf-7": 1, "dwarf-2": 1}
    assert after.score_piles[0] == []
    assert rules.current_seats(after) == [0]
    dwarves = [note for note in after.last_trick.notes if note.key.startswith("claim.dwarves")]
    assert [(n.key, n.params) for n in dwarves] == [
        ("claim.dwarves.2", {"seat": 1, "rule": "CLM-6.9", "c0": "dwarf-7", "c1": "dwarf-2"})
    ]


def test_clm_6_9_a_losing_dwarf_goes_to_its_own_player() -> None:
    """CLM-6.9: Ann leads goblin 3, Ben has no goblin and plays dwarf 9; Ann wins: the goblin
    scores for Ann, the dwarf for Ben, the loser."""
    state = claiming(["goblin-3", "undead-1"], ["dwarf-9", "undead-2"])
    after = act(state, "goblin-3", "dwarf-9")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["goblin-3"], ["dwarf-9"]]


def test_clm_6_9_the_winners_led_dwarf_goes_to_the_loser() -> None:
    """CLM-6.9: Ann leads dwarf 4, Ben has no dwarf and plays goblin 8 (off faction, loses):
    the dwarf goes to Ben, the loser, the goblin to Ann, the winner."""
    state = claiming(["dwarf-4", "undead-1"], ["goblin-8", "undead-2"])
    after = act(state, "dwarf-4", "goblin-8")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["goblin-8"], ["dwarf-4"]]


def test_clm_6_9_dwarves_in_phase_1_are_discarded() -> None:
    """CLM-6.9: in phase 1 dwarves are ordinary: both leave the game, nobody scores them."""
    state = recruiting(["dwarf-7", "goblin-1"], ["dwarf-2", "goblin-2"])
    after = act(state, "dwarf-7", "dwarf-2")
    assert Counter(after.discarded) - Counter(state.discarded) == {"dwarf-7": 1, "dwarf-2": 1}
    assert after.score_piles == [[], []]
    assert after.followers[0][-1] == PRIZE


# -- CLM-6.10 doppelgangers ----------------------------------------------------------------------


def test_clm_6_10_a_doppelganger_may_replace_the_led_faction_and_wins_by_value() -> None:
    """CLM-6.10: Ben holds goblin 2 but may answer goblin 4 with doppelganger 6 (not with the
    undead); it counts as a goblin 6 and wins the prize."""
    state = act(
        recruiting(["goblin-4", "dwarf-1", "dwarf-3"], ["goblin-2", "doppelganger-6", "undead-9"]),
        "goblin-4",
    )
    assert Counter(rules.legal_actions(state, 1)) == {"goblin-2": 1, "doppelganger-6": 1}
    with refused(IllegalAction, r"must follow goblins \(or play a doppelganger\)"):
        rules.apply(state, 1, "undead-9")
    after = rules.apply(state, 1, "doppelganger-6")
    assert after.last_trick.winner == 1
    assert after.followers[1][-1] == PRIZE
    assert rules.current_seats(after) == [1]


def test_clm_6_10_equal_values_go_to_the_leader() -> None:
    """CLM-6.10: goblin 5 led, doppelganger 5 answered: equal values go to the earlier card,
    the leader's."""
    state = claiming(["goblin-5", "dwarf-1"], ["doppelganger-5", "goblin-2"])
    after = act(state, "goblin-5", "doppelganger-5")
    assert after.last_trick.winner == 0


def test_clm_6_10_a_lower_doppelganger_loses() -> None:
    """CLM-6.10: a doppelganger lower than the led card loses like a lower card of the led
    faction: knight 7 led, doppelganger 3 answered, Ann wins."""
    state = claiming(["knight-7", "dwarf-1"], ["doppelganger-3", "knight-2"])
    after = act(state, "knight-7", "doppelganger-3")
    assert after.last_trick.winner == 0


def test_clm_6_10_a_led_doppelganger_must_be_followed_by_doppelgangers() -> None:
    """CLM-6.10 (fact sheet, section 7: leader leads a doppelganger): the led faction is
    doppelgangers; Ben holding doppelganger 1 must play it (goblin 9 is refused); without one
    Ben may play anything, and goblin 9 then loses off faction."""
    state = act(
        recruiting(["doppelganger-3", "dwarf-1"], ["doppelganger-1", "goblin-9"]),
        "doppelganger-3",
    )
    assert rules.legal_actions(state, 1) == ["doppelganger-1"]
    with refused(IllegalAction, "must follow doppelgangers"):
        rules.apply(state, 1, "goblin-9")

    state = recruiting(["doppelganger-3", "dwarf-1"], ["knight-9", "goblin-9"])
    state = act(state, "doppelganger-3")
    assert Counter(rules.legal_actions(state, 1)) == {"knight-9": 1, "goblin-9": 1}
    after = rules.apply(state, 1, "goblin-9")
    assert after.last_trick.winner == 0


def test_clm_6_10_a_doppelganger_always_scores_as_a_doppelganger() -> None:
    """CLM-6.10: Ben wins the last trick with doppelganger 8 on goblin 2: it counts for the
    doppelganger vote, not the goblin vote."""
    state = claiming(["goblin-2"], ["doppelganger-8"], score_piles=[["goblin-9"], []])
    after = act(state, "goblin-2", "doppelganger-8")
    assert after.phase == OVER
    assert Counter(after.score_piles[1]) == {"goblin-2": 1, "doppelganger-8": 1}
    assert [c.id for c in rules.view(after, None).score_piles[1]["doppelganger"]] == [
        "doppelganger-8"
    ]
    assert vote(after, "doppelganger").values == [[], [8]]
    assert vote(after, "doppelganger").winner == 1
    assert vote(after, "goblin").values == [[9], [2]]


# -- CLM-6.11 doppelgangers never copy an ability (proposed) -------------------------------------

SEER_DOPPEL = mixed("knights-goblins", "undead", "doppelganger", "seer")
DRAGON_DOPPEL = mixed("gnomes-giants", "doppelganger", "dragon", "troll")


def test_clm_6_11_a_doppelganger_winning_a_seer_lead_gives_no_peek() -> None:
    """CLM-6.11 (proposed), fact sheet section 7: Ann leads seer 3, Ben answers doppelganger 7
    and wins; no seer choice is offered: Ben takes the prize, Ann draws, the next trick
    starts."""
    state = table_state(
        SEER_DOPPEL,
        [["seer-3", "goblin-1"], ["doppelganger-7", "seer-1"]],
        prizes=["knight-9"],
        pile=["undead-5", "goblin-8"],
    )
    after = act(state, "seer-3", "doppelganger-7")
    assert after.last_trick.winner == 1
    assert after.chooser is None
    assert rules.view(after, 1).seer_peek is None
    assert after.followers[1][-1] == "knight-9"
    assert after.followers[0][-1] == "undead-5"
    assert after.prizes == ["goblin-8"]
    assert rules.legal_actions(after, 1) == ["seer-1"]


@pytest.mark.parametrize("phase", [RECRUITING, CLAIMING])
def test_clm_6_11_rulebook_example_doppelganger_6_on_dragon_4(phase: int) -> None:
    """CLM-6.11 example (proposed): A leads dragon 4 while B holds dragon 7; B may still play
    doppelganger 6, which counts as a dragon 6 and wins; it does not take the next lead (A
    played the only dragon and leads), and it scores as a doppelganger."""
    hands = [["dragon-4", "troll-1"], ["dragon-7", "doppelganger-6"]]
    if phase == RECRUITING:
        state = table_state(DRAGON_DOPPEL, hands, prizes=["giant-9"])
    else:
        state = table_state(DRAGON_DOPPEL, hands, phase=CLAIMING)
    state = act(state, "dragon-4")
    assert Counter(rules.legal_actions(state, 1)) == {"dragon-7": 1, "doppelganger-6": 1}
    after = act(state, "doppelganger-6")
    assert after.last_trick.winner == 1
    assert after.last_trick.next_leader == 0
    assert rules.current_seats(after) == [0]
    if phase == RECRUITING:
        assert after.followers[1][-1] == "giant-9"
    else:
        assert Counter(after.score_piles[1]) == {"dragon-4": 1, "doppelganger-6": 1}
        assert [c.id for c in rules.view(after, None).score_piles[1]["doppelganger"]] == [
            "doppelganger-6"
        ]


def test_clm_6_11_a_doppelganger_on_an_undead_lead_leaves_the_game() -> None:
    """CLM-6.11 (proposed): phase 1, undead 5 led. If Ben's doppelganger 8 wins, Ben scores the
    undead 5 but the doppelganger is discarded; if Ben's doppelganger 2 loses, Ann scores the
    undead 5 and the doppelganger is discarded too."""
    state = recruiting(["undead-5", "goblin-1"], ["doppelganger-8", "goblin-2"])
    after = act(state, "undead-5", "doppelganger-8")
    assert after.last_trick.winner == 1
    assert after.score_piles == [[], ["undead-5"]]
    assert Counter(after.discarded) - Counter(state.discarded) == {"doppelganger-8": 1}

    state = recruiting(["undead-5", "goblin-1"], ["doppelganger-2", "goblin-2"])
    after = act(state, "undead-5", "doppelganger-2")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["undead-5"], []]
    assert Counter(after.discarded) - Counter(state.discarded) == {"doppelganger-2": 1}


def test_clm_6_11_a_doppelganger_on_a_dwarf_lead_goes_to_the_winner() -> None:
    """CLM-6.11 (proposed): phase 2, dwarf 3 led. Doppelganger 6 wins: it goes to Ben, the
    winner, and the dwarf to Ann, the loser. Doppelganger 2 loses: the dwarf goes to Ben, the
    loser, and the doppelganger to Ann, the winner."""
    state = claiming(["dwarf-3", "goblin-1"], ["doppelganger-6", "goblin-2"])
    after = act(state, "dwarf-3", "doppelganger-6")
    assert after.last_trick.winner == 1
    assert after.score_piles == [["dwarf-3"], ["doppelganger-6"]]

    state = claiming(["dwarf-3", "goblin-1"], ["doppelganger-2", "goblin-2"])
    after = act(state, "dwarf-3", "doppelganger-2")
    assert after.last_trick.winner == 0
    assert after.score_piles == [["doppelganger-2"], ["dwarf-3"]]


# -- a whole Claim 1 game ------------------------------------------------------------------------


def test_clm_7_claim_box_nobody_wins_the_knights_and_cards_decide() -> None:
    """CLM-7.4 to 7.6 with the Claim 1 box (fact sheet, section 7: 2-2 split): all knights left
    the game in phase 1, so nobody wins the knights' vote; 2 votes each, and Ann's won factions
    hold more cards."""
    over = finished(
        CLAIM1,
        [
            ["goblin-0", "goblin-0", "undead-1", "undead-2", "dwarf-9"],
            ["goblin-9", "undead-9", "dwarf-0", "dwarf-1", "doppelganger-0"],
        ],
    )
    assert vote(over, "knight").winner is None
    assert vote(over, "knight").reason == Message("claim.vote-nobody")
    assert [vote(over, f).winner for f in ("goblin", "undead", "dwarf", "doppelganger")] == [
        0,
        0,
        1,
        1,
    ]
    outcome = rules.outcome(over)
    assert outcome is not None
    assert outcome.ranking == [[0], [1]]
    assert outcome.explanation[-1] == Message(
        "claim.verdict-cards.solo.2", {"w": 0, "x0": 4, "x1": 3, "rule": "CLM-7.6"}
    )
    assert "4 to 3" in english(outcome.explanation[-1], PLAYERS)
