"""CLM-11 to CLM-13: Claim for three players, or four in two teams, with a 72-card mixed deck:
two prizes per trick, the prize ranking, the modified abilities, scoring, refused actions and
what each seat sees (CLM-8).

Seats: Ann 0, Ben 1, Cid 2, Dan 3. At four, Ann & Cid play against Ben & Dan.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.claim.options import ClaimOptions
from games.claim.state import CLAIMING, OVER, RECRUITING, ClaimState
from tablebox.catalog import english
from tablebox.engine import Event, IllegalAction, Message, snapshot_of
from tests.games.claim.builders import card_label, choices, log
from tests.games.claim.table_builders import (
    ANN,
    BEN,
    CID,
    DAN,
    GG_NO_SEER,
    GG_NO_UNDEAD,
    KG_NO_TROLL,
    NAMES,
    act,
    actor,
    cards_of,
    expected_deck,
    finished,
    mixed,
    new_table,
    of,
    outcome_of,
    play_until,
    rules,
    table_state,
    vote,
)
from tests.refusals import refused, said


def say(message: Message | Event) -> str:
    """A message in English with the four test players' names."""
    return english(message, NAMES)


KG = KG_NO_TROLL
"""Goblins, knights, undead, dwarves, doppelgangers, dragons, seers."""
GG = GG_NO_SEER
"""Gnomes, giants, undead, dwarves, doppelgangers, dragons, trolls."""
GGS = GG_NO_UNDEAD
"""Gnomes, giants, dwarves, doppelgangers, dragons, trolls, seers."""


def gained(after: ClaimState, before: ClaimState, seat: int, zone: str = "followers") -> list[str]:
    """The cards ``zone`` of ``seat`` gained (in order) from ``before`` to ``after``."""
    old = getattr(before, zone)[seat]
    new = getattr(after, zone)[seat]
    assert new[: len(old)] == old
    return new[len(old) :]


def recruiting(
    options: ClaimOptions,
    hands: list[list[str]],
    prizes: list[str],
    pile: list[str] | None = None,
    leader: int = 0,
) -> ClaimState:
    return table_state(options, hands, prizes=prizes, pile=pile or [], leader=leader)


def claiming(options: ClaimOptions, hands: list[list[str]], **zones: object) -> ClaimState:
    return table_state(options, hands, phase=CLAIMING, **zones)  # type: ignore[arg-type]


# -- CLM-11.1 the 72-card deck -------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("options", [KG, GG], ids=["knights-goblins", "gnomes-giants"])
def test_clm_11_1_the_deck_is_a_pair_and_five_singles(players: int, options: ClaimOptions) -> None:
    """CLM-11.1: one pair and five of the six singles: 22 + 5 x 10 = 72 cards in 7 factions,
    nothing of the other pair or the single left out."""
    state = rules.new_game(NAMES[:players], options, seed=3)
    cards = Counter(state.all_cards())
    assert cards == expected_deck(options.factions)
    assert sum(cards.values()) == 72
    factions = {card.rsplit("-", 1)[0] for card in cards}
    assert len(factions) == 7
    left_out = "troll" if options is KG else "seer"
    other_pair = {"gnome", "giant"} if options is KG else {"goblin", "knight"}
    assert left_out not in factions and not other_pair & factions


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("options", [{"box": "claim"}, {"box": "claim2"}, {}])
def test_clm_11_1_a_single_box_is_refused_for_three_or_four(
    players: int, options: dict[str, str]
) -> None:
    """CLM-11.1: three or four players need both boxes; a single box (or the default) is
    refused with the reason."""
    with pytest.raises(ValueError) as raised:
        rules.new_game(NAMES[:players], options)
    message = said(raised.value)
    assert f"{players} players need both boxes" in message
    assert "five single factions" in message and "CLM-" not in message


# -- CLM-11.2 dealing ----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(3, 12), (4, 9)])
def test_clm_11_2_deal_in_seat_order_from_a_fixed_deck(players: int, size: int) -> None:
    """CLM-11.2 with CLM-1.4: 12 cards to each of three, 9 to each of four, dealt top first in
    seat order; the other 36 are the draw pile, its top two already the first prizes
    (CLM-11.4); each phase has as many tricks as a hand has cards."""
    deck = cards_of(KG)
    random.Random(players).shuffle(deck)
    state = rules.new_game(NAMES[:players], KG, deck=list(deck))
    assert state.hands == [deck[seat * size : (seat + 1) * size] for seat in range(players)]
    assert len(deck) - players * size == 36
    assert state.prizes == deck[players * size : players * size + 2]
    assert state.draw_pile == deck[players * size + 2 :]
    assert state.tricks_per_phase == size
    public = rules.view(state, None)
    assert public.hand_sizes == [size] * players
    assert public.draw_pile == 34
    assert public.follower_counts == [0] * players
    assert public.tricks_per_phase == size


@pytest.mark.parametrize("players", [3, 4])
def test_clm_11_2_a_52_card_deck_order_is_refused(players: int) -> None:
    """CLM-11.2 with CLM-1.4: the deck given must be the 72 cards of the game."""
    small = cards_of(mixed("knights-goblins", "undead", "dwarf", "seer"))
    with refused(ValueError, "72 cards, got 52"):
        rules.new_game(NAMES[:players], KG, deck=small)


# -- CLM-11.3 sides ------------------------------------------------------------------------------


def test_clm_11_3_four_players_are_two_teams_of_partners_sitting_opposite() -> None:
    """CLM-11.3: seats 0 and 2 (Ann & Cid) against 1 and 3 (Ben & Dan); every view shows the
    teams; play in seat order alternates between the teams."""
    state = rules.new_game(NAMES, GG, seed=1)
    for viewer in (None, ANN, BEN, CID, DAN):
        view = rules.view(state, viewer)
        assert view.side_of == [0, 1, 0, 1]
        assert [say(name) for name in view.side_names] == ["Ann & Cid", "Ben & Dan"]
    assert rules.events(state)[0] == Event("claim.teams", {"a": 0, "b": 2, "c": 1, "d": 3})
    assert "Teams: Ann & Cid against Ben & Dan." in log(state, None)
    order = []
    for _ in range(4):
        order.append(actor(state))
        state = act(state, rules.legal_actions(state, actor(state))[0])
    assert order == [ANN, BEN, CID, DAN]
    assert [state.team_of(seat) for seat in order] == [0, 1, 0, 1]


def test_clm_11_3_three_players_play_each_for_themselves() -> None:
    """CLM-11.3: with three players every seat is its own side."""
    state = rules.new_game(NAMES[:3], GG, seed=1)
    view = rules.view(state, None)
    assert view.side_of == [0, 1, 2]
    assert [say(name) for name in view.side_names] == ["Ann", "Ben", "Cid"]
    assert "claim.teams" not in [event.key for event in rules.events(state)]


# -- CLM-11.4 two prizes, seat order -------------------------------------------------------------


def test_clm_11_4_two_prizes_per_trick_seat_0_leads_first() -> None:
    """CLM-11.4: the top two cards of the pile are the prizes of trick 1, shown to everyone;
    seat 0 (the youngest) leads; after the trick (two prizes and one draw at three players)
    the next two cards are trick 2's prizes."""
    hands = [
        ["goblin-2", *[f"undead-{v}" for v in range(10)], "dwarf-8"],
        ["goblin-7", "goblin-0", "goblin-0", "goblin-0", *[f"dwarf-{v}" for v in range(8)]],
        ["goblin-4", "goblin-0", "goblin-0", "goblin-1", *[f"seer-{v}" for v in range(8)]],
    ]
    pile = ["knight-9", "dragon-5", "doppelganger-1", "knight-3", "dragon-7"]
    state = new_table(KG, hands, pile)
    assert state.prizes == ["knight-9", "dragon-5"]
    for viewer in (None, ANN, BEN, CID):
        assert [c.id for c in rules.view(state, viewer).prizes] == ["knight-9", "dragon-5"]
    assert rules.current_seats(state) == [ANN]
    state = act(state, "goblin-2", "goblin-7", "goblin-4")
    assert state.chooser == BEN
    state = act(state, "take dragon-5")
    assert state.followers == [["doppelganger-1"], ["dragon-5"], ["knight-9"]]
    assert state.trick == 2
    assert state.prizes == ["knight-3", "dragon-7"]
    assert rules.view(state, None).draw_pile == 36 - 5


@pytest.mark.parametrize(("players", "leader"), [(3, 2), (4, 3), (4, 1)])
def test_clm_11_4_play_goes_in_seat_order_from_the_leader(players: int, leader: int) -> None:
    """CLM-11.4: every player plays one card in seat order (clockwise), starting with the
    leader and wrapping round."""
    hands = [[f"undead-{seat}", f"dwarf-{seat}"] for seat in range(players)]
    state = recruiting(KG, hands, ["seer-8", "seer-9"], leader=leader)
    order: list[int] = []
    while len(order) < players:
        seat = actor(state)
        order.append(seat)
        assert all(
            rules.legal_actions(state, other) == [] for other in range(players) if other != seat
        )
        state = act(state, f"undead-{seat}")
    assert order == [(leader + i) % players for i in range(players)]


def test_clm_11_4_everyone_must_follow_the_led_faction() -> None:
    """CLM-11.4 with CLM-3.2: Ann leads dragon 5; Ben has no dragon and plays seer 2; Cid holds
    a dragon and a seer and must follow the led dragons, not Ben's seers."""
    state = recruiting(
        KG, [["dragon-5", "goblin-1"], ["seer-2", "goblin-2"], ["dragon-1", "seer-3"]],
        ["knight-9", "knight-8"],
    )  # fmt: skip
    state = act(state, "dragon-5")
    assert Counter(rules.legal_actions(state, BEN)) == {"seer-2": 1, "goblin-2": 1}
    state = act(state, "seer-2")
    assert rules.legal_actions(state, CID) == ["dragon-1"]
    with refused(IllegalAction, "must follow dragons"):
        rules.apply(state, CID, "seer-3")


# -- CLM-11.5 the ranking ------------------------------------------------------------------------


def test_clm_11_5_worked_example_dragons_led() -> None:
    """CLM-11.5 worked example (seeds/claim.md after CLM-12.6), with Cid's dragon 3 read as
    dragon 2: the deck has a single dragon 3, so the example as printed cannot be dealt.
    Dragons are led; Ann dragon 3, Ben troll 8 (no dragon), Cid dragon 2, Dan doppelganger 5
    (holding a dragon). Ranking: Dan (5 counts as a dragon), Ann, Cid, Ben (off faction). Dan
    chooses a prize, Ann takes the other, Cid then Ben draw. Cid played the last dragon and
    leads the next trick."""
    state = recruiting(
        GG,
        [
            ["dragon-3", "gnome-1"],
            ["troll-8", "gnome-3"],
            ["dragon-2", "gnome-5"],
            ["doppelganger-5", "dragon-9"],
        ],
        ["giant-9", "undead-9"],
        pile=["troll-0", "troll-1", "giant-7", "giant-5"],
    )
    state = act(state, "dragon-3", "troll-8", "dragon-2")
    assert Counter(rules.legal_actions(state, DAN)) == {"doppelganger-5": 1, "dragon-9": 1}
    before = act(state, "doppelganger-5")
    assert before.last_trick.ranking == (DAN, ANN, CID, BEN)
    assert before.last_trick.winner == DAN
    ranking = Event("claim.ranking.4", {"p0": DAN, "p1": ANN, "p2": CID, "p3": BEN})
    assert ranking in before.last_trick.notes
    assert say(ranking) == "Ranking: 1. Dan, 2. Ann, 3. Cid, 4. Ben."
    assert before.chooser == DAN
    after = act(before, "take undead-9")
    assert gained(after, before, DAN) == ["undead-9"]
    assert gained(after, before, ANN) == ["giant-9"]
    assert gained(after, before, CID) == ["troll-0"]
    assert gained(after, before, BEN) == ["troll-1"]
    assert after.prizes == ["giant-7", "giant-5"]
    assert rules.current_seats(after) == [CID]
    assert after.lead_reason.key == "claim.leads-dragon"
    assert after.lead_reason.params["seat"] == CID


def test_clm_11_5_equal_values_rank_in_play_order() -> None:
    """CLM-11.5 (fact sheet, section 7: equal values, 3-4 players): Cid leads gnome 3; Dan and
    Ben (Ann has no gnome) also play gnome 3s. In play order Cid, Dan, Ann, Ben: the gnome 3s
    rank Cid, Dan, Ben (not by seat number), Ann's troll 8 last."""
    state = recruiting(
        GG,
        [["troll-8", "giant-1"], ["gnome-3", "giant-3"], ["gnome-3", "giant-5"],
         ["gnome-3", "giant-7"]],
        ["undead-1", "undead-2"],
        leader=CID,
    )  # fmt: skip
    state = act(state, "gnome-3", "gnome-3", "troll-8", "gnome-3")
    assert state.last_trick.ranking == (CID, DAN, BEN, ANN)
    assert state.chooser == CID


def test_clm_11_5_a_doppelganger_equal_to_the_led_card_ranks_by_play_order() -> None:
    """CLM-11.5 with CLM-12.2: dragon 5 led by Ben, doppelganger 5 by Cid: Ben played earlier
    and ranks first; Ann's dragon 1, played last, ranks below both."""
    state = recruiting(
        GG,
        [["dragon-1", "gnome-1"], ["dragon-5", "gnome-3"], ["doppelganger-5", "dragon-0"]],
        ["undead-1", "undead-2"],
        leader=BEN,
    )
    state = act(state, "dragon-5", "doppelganger-5", "dragon-1")
    assert state.last_trick.ranking == (BEN, CID, ANN)


def test_clm_11_5_off_faction_cards_rank_by_value_whatever_their_faction() -> None:
    """CLM-11.5: undead 1 led by Ann; nobody else has undead. Ben dragon 9, Cid seer 4, Dan
    goblin 9 rank after Ann's undead 1 by value whatever the faction, the equal 9s in play
    order: Ann, Ben, Dan, Cid. Ann chooses, Ben takes the other prize, Dan draws the top card
    and then Cid the next. (Ben played a dragon and leads next; the undead scores for Ann.)"""
    before = recruiting(
        KG,
        [["undead-1", "goblin-1"], ["dragon-9", "goblin-2"], ["seer-4", "goblin-3"],
         ["goblin-9", "goblin-4"]],
        ["knight-9", "knight-8"],
        pile=["dwarf-1", "dwarf-2"],
    )  # fmt: skip
    state = act(before, "undead-1", "dragon-9", "seer-4", "goblin-9")
    assert state.last_trick.ranking == (ANN, BEN, DAN, CID)
    assert state.score_piles[ANN] == ["undead-1"]
    after = act(state, "take knight-8")
    assert gained(after, before, ANN) == ["knight-8"]
    assert gained(after, before, BEN) == ["knight-9"]
    assert gained(after, before, DAN) == ["dwarf-1"]
    assert gained(after, before, CID) == ["dwarf-2"]
    assert rules.current_seats(after) == [BEN]


# -- CLM-11.6 handing out the prizes ------------------------------------------------------------


def test_clm_11_6_first_place_chooses_second_takes_the_other_the_rest_draw() -> None:
    """CLM-11.6: goblins 2, 7, 4, 0 from Ann, Ben, Cid, Dan: Ben is first and alone chooses
    with `take <card-id>`; Cid takes the other prize; Ann (third) then Dan (fourth) draw from
    the pile, each seeing only their own card. Everyone gains exactly one follower; Ben leads
    next."""
    before = recruiting(
        KG,
        [["goblin-2", "undead-1"], ["goblin-7", "undead-2"], ["goblin-4", "undead-3"],
         ["goblin-0", "undead-4"]],
        ["seer-9", "dwarf-5"],
        pile=["knight-6", "dragon-6", "seer-0", "seer-1"],
    )  # fmt: skip
    state = act(before, "goblin-2", "goblin-7", "goblin-4", "goblin-0")
    assert state.last_trick.ranking == (BEN, CID, ANN, DAN)
    assert rules.current_seats(state) == [BEN]
    assert rules.legal_actions(state, BEN) == ["take seer-9", "take dwarf-5"]
    for seat in (ANN, CID, DAN):
        assert rules.legal_actions(state, seat) == []
        assert rules.view(state, seat).decision is None
    for viewer in (None, ANN, BEN, CID, DAN):
        assert rules.view(state, viewer).chooser == BEN
        assert not rules.view(state, viewer).chooser_peeks
    decision = rules.view(state, BEN).decision
    assert decision is not None and decision.kind == "take"
    assert [(o.action, o.parts) for o in decision.options] == [
        ("take seer-9", {"prize": "seer-9"}),
        ("take dwarf-5", {"prize": "dwarf-5"}),
    ]
    assert rules.parse_action(state, BEN, "  TAKE   Dwarf-5 ") == "take dwarf-5"
    after = act(state, "take dwarf-5")
    assert gained(after, before, BEN) == ["dwarf-5"]
    assert gained(after, before, CID) == ["seer-9"]
    assert gained(after, before, ANN) == ["knight-6"]
    assert gained(after, before, DAN) == ["dragon-6"]
    assert after.prizes == ["seer-0", "seer-1"]
    assert rules.current_seats(after) == [BEN]
    assert f"You draw {card_label('knight-6')}." in log(after, ANN)
    for seat in (None, BEN, CID, DAN):
        assert card_label("knight-6") not in " ".join(log(after, seat))


def test_clm_11_6_identical_prizes_need_no_choice() -> None:
    """CLM-11.6: both prizes are gnome 1: nothing is asked; first and second place each take a
    gnome 1, third draws, and the next trick starts at once."""
    before = recruiting(
        GG,
        [["dragon-2", "undead-1"], ["dragon-7", "undead-2"], ["dragon-4", "undead-3"]],
        ["gnome-1", "gnome-1"],
        pile=["troll-6", "troll-7", "troll-8"],
    )
    state = act(before, "dragon-2", "dragon-7")
    after = act(state, "dragon-4")
    assert after.chooser is None
    assert gained(after, before, BEN) == ["gnome-1"]
    assert gained(after, before, CID) == ["gnome-1"]
    assert gained(after, before, ANN) == ["troll-6"]
    assert after.prizes == ["troll-7", "troll-8"]
    assert rules.current_seats(after) == [CID]  # Cid played the last dragon (CLM-6.3)


def test_clm_11_6_three_players_the_third_draws() -> None:
    """CLM-11.6: at three, first chooses, second takes the other prize, third draws one card:
    three cards leave the pile and prizes per trick."""
    before = recruiting(
        KG,
        [["goblin-8", "undead-1"], ["goblin-2", "undead-2"], ["goblin-5", "undead-3"]],
        ["seer-9", "dwarf-5"],
        pile=["knight-6", "dragon-6", "seer-0"],
    )
    state = act(before, "goblin-8", "goblin-2", "goblin-5", "take seer-9")
    assert gained(state, before, ANN) == ["seer-9"]
    assert gained(state, before, CID) == ["dwarf-5"]
    assert gained(state, before, BEN) == ["knight-6"]
    assert state.prizes == ["dragon-6", "seer-0"]
    assert len(state.draw_pile) == len(before.draw_pile) - 3


# -- CLM-11.7 and CLM-12.1 knights ---------------------------------------------------------------


def test_clm_11_7_knights_rank_first_on_a_goblin_lead_highest_first() -> None:
    """CLM-11.7 (proposed) and CLM-12.1: Ann leads goblin 9; Ben (no goblin) knight 3, Cid
    doppelganger 8, Dan (no goblin) knight 7. The highest knight wins: Dan, then Ben, then the
    goblins and doppelgangers by value: Ann, Cid."""
    state = recruiting(
        KG,
        [["goblin-9", "undead-1"], ["knight-3", "undead-2"], ["doppelganger-8", "goblin-0"],
         ["knight-7", "undead-4"]],
        ["seer-9", "dwarf-5"],
    )  # fmt: skip
    state = act(state, "goblin-9", "knight-3", "doppelganger-8", "knight-7")
    assert state.last_trick.ranking == (DAN, BEN, ANN, CID)
    assert state.chooser == DAN


def test_clm_11_7_knights_then_goblins_then_other_cards() -> None:
    """CLM-11.7 (proposed): goblin 2 led by Ann; Ben (no goblin) knight 4; Cid (no goblin)
    undead 9: Ben, Ann, Cid."""
    state = recruiting(
        KG,
        [["goblin-2", "undead-1"], ["knight-4", "undead-2"], ["undead-9", "seer-3"]],
        ["seer-9", "dwarf-5"],
    )
    state = act(state, "goblin-2", "knight-4", "undead-9")
    assert state.last_trick.ranking == (BEN, ANN, CID)
    assert state.score_piles[BEN] == ["undead-9"]  # CLM-11.8: to the trick's winner


def test_clm_12_1_a_knight_may_not_answer_a_goblin_while_holding_one() -> None:
    """CLM-12.1 with CLM-3.2 (fact sheet, section 7, row 1): Cid holds goblin 0 and may not
    play a knight on Ann's goblin lead."""
    state = recruiting(
        KG,
        [["goblin-2", "undead-1"], ["knight-4", "undead-2"], ["knight-9", "goblin-0"]],
        ["seer-9", "dwarf-5"],
    )
    state = act(state, "goblin-2", "knight-4")
    assert rules.legal_actions(state, CID) == ["goblin-0"]
    with refused(IllegalAction, "must follow goblins"):
        rules.apply(state, CID, "knight-9")


def test_clm_12_1_on_any_other_lead_knights_have_no_ability() -> None:
    """CLM-12.1: dwarf 1 led; Ben (no dwarf) knight 9 ranks after Cid's dwarf 0 of the led
    faction; Ann wins."""
    state = claiming(
        KG, [["dwarf-1", "goblin-1"], ["knight-9", "goblin-2"], ["dwarf-0", "goblin-3"]]
    )
    state = act(state, "dwarf-1", "knight-9", "dwarf-0")
    assert state.last_trick.ranking == (ANN, CID, BEN)


# -- CLM-11.8 phase 1 cards, leads and end -------------------------------------------------------


def test_clm_11_8_played_undead_go_to_the_trick_winner() -> None:
    """CLM-11.8 with CLM-6.8: Ann undead 2, Ben undead 5, Cid (no undead) seer 9: Ben wins and
    scores both undead; the seer leaves the game."""
    before = recruiting(
        KG,
        [["undead-2", "goblin-1"], ["undead-5", "goblin-2"], ["seer-9", "goblin-3"]],
        ["knight-9", "dwarf-5"],
    )
    state = act(before, "undead-2", "undead-5", "seer-9")
    assert state.last_trick.winner == BEN
    assert Counter(state.score_piles[BEN]) == {"undead-2": 1, "undead-5": 1}
    assert state.score_piles[ANN] == state.score_piles[CID] == []
    assert Counter(state.discarded) - Counter(before.discarded) == {"seer-9": 1}


def test_clm_11_8_an_undead_prize_is_an_ordinary_follower() -> None:
    """CLM-11.8 with CLM-6.8: the undead 9 prize goes to the chooser's followers pile."""
    before = recruiting(
        KG,
        [["goblin-2", "dwarf-1"], ["goblin-5", "dwarf-2"], ["goblin-4", "dwarf-3"]],
        ["undead-9", "undead-0"],
    )
    state = act(before, "goblin-2", "goblin-5", "goblin-4", "take undead-9")
    assert gained(state, before, BEN) == ["undead-9"]
    assert gained(state, before, CID) == ["undead-0"]
    assert state.score_piles == [[], [], []]


def test_clm_11_8_the_last_dragon_in_play_order_leads_next() -> None:
    """CLM-11.8 and CLM-12.6 with CLM-6.3 (fact sheet, section 7: several dragons in a trick;
    dragon played by a loser):
    Cid leads dragon 8, Dan dragon 1, Ann dragon 4, Ben (no dragon) seer 9. Cid wins and
    chooses, but Ann put the last dragon into the trick (in play order; Dan has the higher
    seat) and leads next."""
    state = recruiting(
        KG,
        [["dragon-4", "goblin-1"], ["seer-9", "goblin-2"], ["dragon-8", "goblin-3"],
         ["dragon-1", "goblin-4"]],
        ["knight-9", "dwarf-5"],
        leader=CID,
    )  # fmt: skip
    state = act(state, "dragon-8", "dragon-1", "dragon-4", "seer-9")
    assert state.last_trick.winner == CID
    assert state.last_trick.next_leader == ANN
    assert state.chooser == CID
    state = act(state, "take knight-9")
    assert rules.current_seats(state) == [ANN]
    assert state.lead_reason == Message("claim.leads-dragon", {"seat": ANN, "trick": 8})
    assert say(state.lead_reason) == "Ann leads: played the last dragon in trick 8"


def test_clm_11_8_a_doppelganger_on_a_dragon_lead_takes_no_lead() -> None:
    """CLM-11.8 with CLM-12.2 and CLM-6.11: Ann leads dragon 5, Ben answers doppelganger 7
    (holding dragon 2) and wins, Cid plays dragon 6. Cid played the last real dragon and
    leads next, not Ben."""
    state = recruiting(
        GG,
        [["dragon-5", "gnome-1"], ["doppelganger-7", "dragon-2"], ["dragon-6", "gnome-3"]],
        ["giant-9", "undead-9"],
    )
    state = act(state, "dragon-5", "doppelganger-7", "dragon-6")
    assert state.last_trick.ranking == (BEN, CID, ANN)
    assert state.last_trick.next_leader == CID
    state = act(state, "take giant-9")
    assert rules.current_seats(state) == [CID]


@pytest.mark.parametrize(("players", "size", "left"), [(3, 12, 1), (4, 9, 2)])
def test_clm_11_8_hands_and_pile_run_out_together(players: int, size: int, left: int) -> None:
    """CLM-11.8 and CLM-11.9 (fact sheet, section 7: seer on the last trick): on the last
    phase-1 trick the pile still holds 1 (three players) or 2 (four) cards after the prizes,
    so every draw and a seer's peek are possible; then hands and pile are empty together and
    everyone holds 12 or 9 followers for phase 2."""
    state = rules.new_game(NAMES[:players], KG, seed=11)
    last = play_until(state, RECRUITING, size)
    assert last.trick == size and len(last.prizes) == 2
    assert len(last.draw_pile) == left
    assert [len(hand) for hand in last.hands] == [1] * players
    phase2 = play_until(last, CLAIMING)
    assert phase2.trick == 1 and phase2.draw_pile == [] and phase2.prizes == []
    assert [len(hand) for hand in phase2.hands] == [size] * players
    assert phase2.followers == [[]] * players


# -- CLM-11.9 phase 2 ----------------------------------------------------------------------------


def test_clm_11_9_the_phase_2_winner_takes_every_played_card() -> None:
    """CLM-11.9: Ann undead 3, Ben undead 8, Cid doppelganger 1, Dan undead 6: Ben wins and
    scores all four cards; nobody else scores."""
    state = claiming(
        GG,
        [["undead-3", "gnome-1"], ["undead-8", "gnome-3"], ["doppelganger-1", "undead-0"],
         ["undead-6", "gnome-7"]],
    )  # fmt: skip
    state = act(state, "undead-3", "undead-8", "doppelganger-1", "undead-6")
    assert state.last_trick.ranking == (BEN, DAN, ANN, CID)
    assert Counter(state.score_piles[BEN]) == {
        "undead-3": 1, "undead-8": 1, "doppelganger-1": 1, "undead-6": 1,
    }  # fmt: skip
    assert state.score_piles[ANN] == state.score_piles[CID] == state.score_piles[DAN] == []
    assert rules.current_seats(state) == [BEN]
    assert state.chooser is None


def test_clm_11_9_phase_2_begins_with_the_followers_and_the_last_leader() -> None:
    """CLM-11.9 with CLM-5.2 (proposed; fact sheet, section 7: first leader of phase 2): the
    last phase-1 trick of three players; Ben wins it and chooses; phase 2 starts with
    everyone's 12 followers in hand and Ben leading."""
    followers = [
        [f"undead-{v}" for v in range(9)] + ["dwarf-0", "dwarf-1"],
        ["goblin-0", "goblin-0", *[f"seer-{v}" for v in range(9)]],
        [f"doppelganger-{v}" for v in range(9)] + ["dwarf-2", "dwarf-3"],
    ]
    before = table_state(
        KG,
        [["goblin-1"], ["goblin-5"], ["goblin-3"]],
        prizes=["knight-9", "knight-8"],
        pile=["knight-7"],
        followers=followers,
    )
    assert before.trick == 12 and len(before.draw_pile) == 1
    state = act(before, "goblin-1", "goblin-5", "goblin-3", "take knight-8")
    assert state.phase == CLAIMING and state.trick == 1
    assert Counter(state.hands[BEN]) == Counter([*followers[BEN], "knight-8"])
    assert Counter(state.hands[CID]) == Counter([*followers[CID], "knight-9"])
    assert Counter(state.hands[ANN]) == Counter([*followers[ANN], "knight-7"])
    assert state.draw_pile == [] and state.followers == [[], [], []]
    assert rules.current_seats(state) == [BEN]


# -- CLM-12.2 doppelgangers ----------------------------------------------------------------------


def test_clm_12_2_a_led_doppelganger_leads_doppelgangers_for_everyone() -> None:
    """CLM-12.2 with CLM-6.10 (fact sheet, section 7: a doppelganger led): Ben and Cid must
    follow with a doppelganger if they hold one; Cid, holding none, plays anything."""
    state = recruiting(
        KG,
        [["doppelganger-4", "goblin-1"], ["doppelganger-2", "goblin-9"], ["seer-9", "goblin-3"]],
        ["knight-9", "dwarf-5"],
    )
    state = act(state, "doppelganger-4")
    assert rules.legal_actions(state, BEN) == ["doppelganger-2"]
    state = act(state, "doppelganger-2")
    assert Counter(rules.legal_actions(state, CID)) == {"seer-9": 1, "goblin-3": 1}
    state = act(state, "seer-9")
    assert state.last_trick.ranking == (ANN, BEN, CID)


def test_clm_12_2_a_doppelganger_on_an_undead_lead_leaves_the_game() -> None:
    """CLM-12.2 with CLM-6.11 (proposed): Ben's doppelganger 7 wins Ann's undead 3 lead: Ben
    scores the undead, the doppelganger is discarded with Cid's card."""
    before = recruiting(
        KG,
        [["undead-3", "goblin-1"], ["doppelganger-7", "undead-1"], ["seer-9", "goblin-3"]],
        ["knight-9", "dwarf-5"],
    )
    state = act(before, "undead-3", "doppelganger-7", "seer-9")
    assert state.last_trick.winner == BEN
    assert state.score_piles[BEN] == ["undead-3"]
    assert Counter(state.discarded) - Counter(before.discarded) == {
        "doppelganger-7": 1,
        "seer-9": 1,
    }


def test_clm_12_2_a_doppelganger_winning_a_seer_lead_gives_no_peek() -> None:
    """CLM-12.2 with CLM-6.11 (proposed): Cid's doppelganger 8 wins Ann's seer 5 lead: Cid
    chooses a prize but may not take the deck's card and sees no peek."""
    state = recruiting(
        KG,
        [["seer-5", "goblin-1"], ["seer-2", "goblin-2"], ["doppelganger-8", "seer-1"]],
        ["knight-9", "dwarf-5"],
    )
    state = act(state, "seer-5", "seer-2", "doppelganger-8")
    assert state.last_trick.winner == CID
    assert state.chooser == CID and not state.peek
    assert rules.legal_actions(state, CID) == ["take knight-9", "take dwarf-5"]
    assert rules.view(state, CID).seer_peek is None


# -- CLM-12.3 seers ------------------------------------------------------------------------------

SEER_HANDS = [
    ["seer-7", "goblin-1"],
    ["seer-2", "goblin-2"],
    ["seer-5", "goblin-3"],
    ["goblin-9", "goblin-4"],
]
"""Ann seer 7, Ben seer 2, Cid seer 5, Dan (no seer) goblin 9: Ann, Cid, Ben, Dan."""
SEER_PRIZES = ["knight-9", "dwarf-4"]
SEER_PILE = ["undead-6", "dragon-8", "knight-2", "knight-3"]
SEER_PLAYS = ("seer-7", "seer-2", "seer-5", "goblin-9")


def seer_won(players: int = 4) -> tuple[ClaimState, ClaimState]:
    """The state before the trick, and after it with Ann choosing after her seer's win."""
    before = recruiting(KG, SEER_HANDS[:players], SEER_PRIZES, pile=SEER_PILE)
    return before, act(before, *SEER_PLAYS[:players])


def test_clm_12_3_the_seer_winner_alone_peeks_and_chooses() -> None:
    """CLM-12.3: Ann won with a seer: she alone acts, choosing either prize or the deck's top
    card (`take-deck`); only her view shows that card (undead 6)."""
    _, state = seer_won()
    assert state.last_trick.ranking == (ANN, CID, BEN, DAN)
    assert rules.current_seats(state) == [ANN]
    assert rules.legal_actions(state, ANN) == ["take knight-9", "take dwarf-4", "take-deck"]
    assert rules.view(state, ANN).seer_peek.id == "undead-6"
    for seat in (None, BEN, CID, DAN):
        view = rules.view(state, seat)
        assert view.seer_peek is None
        assert view.chooser == ANN and view.chooser_peeks
        dump = view.model_dump_json()
        assert "undead-6" not in dump and card_label("undead-6") not in dump


def test_clm_12_3_taking_a_prize_serves_the_others_as_usual() -> None:
    """CLM-12.3 (fact sheet, section 7: seer peek declined): Ann takes knight 9, as if she had
    not used the seer: Cid (second) gets dwarf 4, Ben (third) draws the peeked undead 6, Dan
    (fourth) the next card."""
    before, state = seer_won()
    after = act(state, "take knight-9")
    assert gained(after, before, ANN) == ["knight-9"]
    assert gained(after, before, CID) == ["dwarf-4"]
    assert gained(after, before, BEN) == ["undead-6"]
    assert gained(after, before, DAN) == ["dragon-8"]
    assert after.prizes == ["knight-2", "knight-3"]


def test_clm_12_3_after_the_deck_card_second_place_chooses_a_prize() -> None:
    """CLM-12.3 (proposed): Ann keeps the deck's undead 6; Cid, second, then chooses between the
    two prizes (no deck card, no peek), Ben (third) gets the other and Dan (fourth) draws."""
    before, state = seer_won()
    state = act(state, "take-deck")
    assert gained(state, before, ANN) == ["undead-6"]
    assert rules.current_seats(state) == [CID]
    assert state.chooser == CID and not state.peek
    assert rules.legal_actions(state, CID) == ["take knight-9", "take dwarf-4"]
    assert rules.legal_actions(state, ANN) == []
    assert all(rules.view(state, seat).seer_peek is None for seat in (None, ANN, BEN, CID, DAN))
    assert Event("claim.you-keep", {"card": "undead-6"}, ANN) in rules.events(state)
    assert f"You keep {card_label('undead-6')}." in log(state, ANN)
    after = act(state, "take dwarf-4")
    assert gained(after, before, ANN) == ["undead-6"]
    assert gained(after, before, CID) == ["dwarf-4"]
    assert gained(after, before, BEN) == ["knight-9"]
    assert gained(after, before, DAN) == ["dragon-8"]
    assert after.prizes == ["knight-2", "knight-3"]
    assert rules.current_seats(after) == [ANN]


def test_clm_12_3_three_players_after_the_deck_card_nobody_draws() -> None:
    """CLM-12.3 (proposed): three players; Ann keeps the deck card, Cid chooses knight 9, Ben
    takes dwarf 4: two prizes and one deck card, as every trick at three."""
    before, state = seer_won(players=3)
    assert state.last_trick.ranking == (ANN, CID, BEN)
    after = act(state, "take-deck", "take knight-9")
    assert gained(after, before, ANN) == ["undead-6"]
    assert gained(after, before, CID) == ["knight-9"]
    assert gained(after, before, BEN) == ["dwarf-4"]
    assert after.prizes == ["dragon-8", "knight-2"]


def test_clm_12_3_identical_prizes_after_the_deck_card() -> None:
    """CLM-12.3 with CLM-11.6: prizes gnome 1 and gnome 1; Ann wins with a seer and may take a
    gnome 1 or the deck card; after the deck card, Ben and Cid each take a gnome 1 unasked."""
    before = recruiting(
        GGS,
        [["seer-7", "gnome-3"], ["seer-2", "gnome-5"], ["seer-5", "gnome-7"]],
        ["gnome-1", "gnome-1"],
        pile=["troll-6", "troll-7", "troll-8"],
    )
    state = act(before, "seer-7", "seer-2", "seer-5")
    assert rules.legal_actions(state, ANN) == ["take gnome-1", "take-deck"]
    after = act(state, "take-deck")
    assert after.chooser is None
    assert gained(after, before, ANN) == ["troll-6"]
    assert gained(after, before, CID) == ["gnome-1"]
    assert gained(after, before, BEN) == ["gnome-1"]
    assert after.prizes == ["troll-7", "troll-8"]


def test_clm_12_3_a_seer_that_does_not_win_gives_nothing() -> None:
    """CLM-12.3: a seer ranked second (Ben's seer 9 off faction on a goblin lead) gives no
    peek; Ann, first, chooses between the prizes only."""
    state = recruiting(
        KG,
        [["goblin-5", "undead-1"], ["seer-9", "undead-2"], ["goblin-2", "undead-3"]],
        ["knight-9", "dwarf-4"],
    )
    state = act(state, "goblin-5", "seer-9", "goblin-2")
    assert state.last_trick.ranking == (ANN, CID, BEN)
    assert rules.legal_actions(state, ANN) == ["take knight-9", "take dwarf-4"]
    assert rules.view(state, BEN).seer_peek is None


def test_clm_12_3_a_seer_on_the_last_phase_1_trick() -> None:
    """CLM-12.3 (fact sheet, section 7: seer on the last trick): three players, one card left
    in the pile; Ann wins with a seer, keeps that card, Cid chooses a prize, Ben gets the
    other, and phase 2 begins with 12 cards in every hand."""
    before = table_state(
        KG, [["seer-7"], ["seer-2"], ["seer-5"]], prizes=["knight-9", "dwarf-4"], pile=["undead-6"]
    )
    state = act(before, "seer-7", "seer-2", "seer-5")
    assert rules.view(state, ANN).seer_peek.id == "undead-6"
    state = act(state, "take-deck", "take dwarf-4")
    assert state.phase == CLAIMING
    assert "undead-6" in state.hands[ANN] and "dwarf-4" in state.hands[CID]
    assert "knight-9" in state.hands[BEN]
    assert [len(hand) for hand in state.hands] == [12, 12, 12]
    assert rules.current_seats(state) == [ANN]


# -- CLM-12.4 dwarves ----------------------------------------------------------------------------


def test_clm_12_4_the_lowest_card_takes_the_dwarves() -> None:
    """CLM-12.4: Ann dwarf 5, Ben dwarf 8, Cid (no dwarf) undead 2: Ben wins and scores the
    undead; Cid played the lowest card and takes both dwarves."""
    state = claiming(GG, [["dwarf-5", "gnome-1"], ["dwarf-8", "gnome-3"], ["undead-2", "gnome-5"]])
    state = act(state, "dwarf-5", "dwarf-8", "undead-2")
    assert state.last_trick.winner == BEN
    assert state.score_piles[BEN] == ["undead-2"]
    assert Counter(state.score_piles[CID]) == {"dwarf-5": 1, "dwarf-8": 1}
    assert state.score_piles[ANN] == []
    assert any(
        note.key.startswith("claim.dwarves.") and note.params["rule"] == "CLM-12.4"
        for note in state.last_trick.notes
    )


def test_clm_12_4_equal_lowest_cards_the_later_player_takes_the_dwarves() -> None:
    """CLM-12.4: Ben leads dwarf 7, Cid (no dwarf) undead 3, Ann dwarf 3. Cid and Ann share
    the lowest value; Ann played later (play order Ben, Cid, Ann) and takes both dwarves."""
    state = claiming(
        GG,
        [["dwarf-3", "gnome-1"], ["dwarf-7", "gnome-3"], ["undead-3", "gnome-5"]],
        leader=BEN,
    )
    state = act(state, "dwarf-7", "undead-3", "dwarf-3")
    assert state.last_trick.winner == BEN
    assert Counter(state.score_piles[ANN]) == {"dwarf-7": 1, "dwarf-3": 1}
    assert state.score_piles[BEN] == ["undead-3"]
    assert state.score_piles[CID] == []


def test_clm_12_4_the_winner_can_be_the_lowest() -> None:
    """CLM-12.4: Ann leads undead 0; Ben and Cid (no undead) play dwarves 4 and 6 off faction.
    Ann wins with the lowest card and takes everything."""
    state = claiming(GG, [["undead-0", "gnome-1"], ["dwarf-4", "gnome-3"], ["dwarf-6", "gnome-5"]])
    state = act(state, "undead-0", "dwarf-4", "dwarf-6")
    assert state.last_trick.winner == ANN
    assert Counter(state.score_piles[ANN]) == {"undead-0": 1, "dwarf-4": 1, "dwarf-6": 1}


def test_clm_12_4_four_players_a_doppelganger_can_be_the_lowest() -> None:
    """CLM-12.4: the lowest card of any faction takes the dwarves. Ann leads dwarf 5, Ben dwarf
    1, Cid dwarf 9, Dan doppelganger 0 (it counts as a dwarf 0 but is no dwarf, CLM-12.2). Cid
    wins and scores the doppelganger; Dan played the lowest card and takes all three dwarves."""
    state = claiming(
        GG,
        [["dwarf-5", "gnome-1"], ["dwarf-1", "gnome-3"], ["dwarf-9", "gnome-5"],
         ["doppelganger-0", "dwarf-2"]],
    )  # fmt: skip
    state = act(state, "dwarf-5", "dwarf-1", "dwarf-9", "doppelganger-0")
    assert state.last_trick.winner == CID
    assert state.score_piles[CID] == ["doppelganger-0"]
    assert Counter(state.score_piles[DAN]) == {"dwarf-5": 1, "dwarf-1": 1, "dwarf-9": 1}


def test_clm_12_4_dwarves_in_phase_1_are_ordinary() -> None:
    """CLM-12.4 is phase 2 only: phase-1 dwarves leave the game."""
    before = recruiting(
        GG,
        [["dwarf-5", "gnome-1"], ["dwarf-8", "gnome-3"], ["undead-2", "gnome-5"]],
        ["troll-9", "troll-8"],
    )
    state = act(before, "dwarf-5", "dwarf-8", "undead-2")
    assert Counter(state.discarded) - Counter(before.discarded) == {"dwarf-5": 1, "dwarf-8": 1}
    assert state.score_piles == [[], ["undead-2"], []]


# -- CLM-12.5 giants -----------------------------------------------------------------------------


def test_clm_12_5_each_giant_crushes_a_gnome_of_every_opponent() -> None:
    """CLM-12.5: Ann giant 5 wins over Ben giant 3 and Cid giant 1. Each giant crushes one gnome
    of its value in front of every opponent: Ben loses gnomes 5 and 3 (his own giant's value
    too), Cid gnomes 5 and 1 and 3; Ann's own gnome 5 and 3 stay."""
    before = claiming(
        GG,
        [["giant-5", "undead-1"], ["giant-3", "undead-2"], ["giant-1", "undead-3"]],
        gnome_rows=[["gnome-5", "gnome-3"], ["gnome-5", "gnome-3"],
                    ["gnome-5", "gnome-1", "gnome-3", "gnome-7"]],
    )  # fmt: skip
    state = act(before, "giant-5", "giant-3", "giant-1")
    assert state.last_trick.winner == ANN
    assert Counter(state.gnome_rows[ANN]) == {"gnome-5": 1, "gnome-3": 1}
    assert state.gnome_rows[BEN] == []
    assert state.gnome_rows[CID] == ["gnome-7"]
    assert Counter(state.discarded) - Counter(before.discarded) == {
        "gnome-5": 2, "gnome-3": 2, "gnome-1": 1,
    }  # fmt: skip
    assert Counter(state.score_piles[ANN]) == {"giant-5": 1, "giant-3": 1, "giant-1": 1}
    assert any(
        note.key == "claim.crushes" and note.params["rule"] == "CLM-12.5"
        for note in state.last_trick.notes
    )


def test_clm_12_5_never_a_partners_gnomes() -> None:
    """CLM-12.5: four players; Ann wins with giant 7; Ben giant 1, Cid giant 3, Dan (no giant)
    undead 0. Ben and Dan (the opponents) lose their gnomes 7, 1 and 3; Cid, Ann's partner,
    keeps all of hers."""
    before = claiming(
        GG,
        [["giant-7", "undead-1"], ["giant-1", "undead-2"], ["giant-3", "undead-3"],
         ["undead-0", "undead-4"]],
        gnome_rows=[[], ["gnome-7", "gnome-3"], ["gnome-7", "gnome-1", "gnome-3"],
                    ["gnome-7", "gnome-1"]],
    )  # fmt: skip
    state = act(before, "giant-7", "giant-1", "giant-3", "undead-0")
    assert state.last_trick.winner == ANN
    assert state.gnome_rows[BEN] == [] and state.gnome_rows[DAN] == []
    assert Counter(state.gnome_rows[CID]) == {"gnome-7": 1, "gnome-1": 1, "gnome-3": 1}


def test_clm_12_5_several_matching_giants_cost_several_gnomes() -> None:
    """CLM-12.5 (fact sheet, section 7: two giants of the same value): Ann giant 5 and Ben giant
    5 (Ann wins, played earlier), Cid giant 1: Ben loses both his gnomes 5, Cid her one gnome 5
    and her gnome 1."""
    state = claiming(
        GG,
        [["giant-5", "undead-1"], ["giant-5", "undead-2"], ["giant-1", "undead-3"]],
        gnome_rows=[[], ["gnome-5", "gnome-5"], ["gnome-5", "gnome-1", "gnome-9"]],
    )
    state = act(state, "giant-5", "giant-5", "giant-1")
    assert state.last_trick.winner == ANN
    assert state.gnome_rows[BEN] == []
    assert state.gnome_rows[CID] == ["gnome-9"]


def test_clm_12_5_a_losers_giant_crushes_for_the_winner() -> None:
    """CLM-12.5 with CLM-6.2 (fact sheet, section 7: giant played by the loser): Ann leads
    dragon 4; Ben and Cid (no dragon) play giants 3 and 9. Ann wins and crushes one gnome 3 and
    one gnome 9 of each of them; where a giant finds no matching gnome it does nothing (fact
    sheet, section 7: giant with no matching gnome)."""
    state = claiming(
        GG,
        [["dragon-4", "undead-1"], ["giant-3", "undead-2"], ["giant-9", "undead-3"]],
        gnome_rows=[["gnome-3"], ["gnome-3", "gnome-7"], ["gnome-9", "gnome-5"]],
    )
    state = act(state, "dragon-4", "giant-3", "giant-9")
    assert state.last_trick.winner == ANN
    assert state.gnome_rows == [["gnome-3"], ["gnome-7"], ["gnome-5"]]


# -- CLM-12.6 unchanged abilities ----------------------------------------------------------------


def test_clm_12_6_gnomes_lie_in_front_of_the_player_who_won_them() -> None:
    """CLM-12.6 with CLM-6.1: in team play Ben wins a gnome trick: all three gnomes lie in front
    of Ben, not his partner Dan; everyone sees them."""
    state = claiming(
        GG,
        [["gnome-3", "undead-1"], ["gnome-7", "undead-2"], ["gnome-1", "undead-3"],
         ["troll-2", "undead-4"]],
    )  # fmt: skip
    state = act(state, "gnome-3", "gnome-7", "gnome-1", "troll-2")
    assert state.last_trick.winner == BEN
    assert Counter(state.gnome_rows[BEN]) == {"gnome-3": 1, "gnome-7": 1, "gnome-1": 1}
    assert state.gnome_rows[DAN] == []
    for viewer in (None, ANN, CID, DAN):
        rows = rules.view(state, viewer).gnome_rows
        assert sorted(c.id for c in rows[BEN]) == ["gnome-1", "gnome-3", "gnome-7"]


def test_clm_12_6_trolls_one_per_trick_the_rest_aside() -> None:
    """CLM-12.6 with CLM-6.4 (fact sheet, section 7: trick without trolls; set-aside trolls):
    three players. Trolls 4, 8, 2: Ben scores troll 8, trolls 4 and 2 wait aside. The next
    trick has no troll: its winner Cid takes troll 4. In the last trick Ann plays troll 0 off
    faction: Cid wins it and takes every troll left, 2 and 0."""
    state = claiming(
        GG,
        [["troll-4", "undead-1", "troll-0"], ["troll-8", "undead-0", "gnome-1"],
         ["troll-2", "undead-5", "gnome-3"]],
    )  # fmt: skip
    assert state.trick == 10
    state = act(state, "troll-4", "troll-8", "troll-2")
    assert state.score_piles[BEN] == ["troll-8"]
    assert Counter(state.trolls_aside) == {"troll-4": 1, "troll-2": 1}
    state = act(state, "undead-0", "undead-5", "undead-1")  # Ben leads
    assert state.last_trick.winner == CID
    assert Counter(state.score_piles[CID]) == {"undead-0": 1, "undead-5": 1, "undead-1": 1,
                                               "troll-4": 1}  # fmt: skip
    assert state.trolls_aside == ["troll-2"]
    state = act(state, "gnome-3", "troll-0", "gnome-1")  # Cid leads; Ann has no gnome
    assert state.phase == OVER
    assert state.last_trick.winner == CID
    assert state.trolls_aside == []
    assert of("troll", state.score_piles[CID]) == {"troll-4": 1, "troll-2": 1, "troll-0": 1}
    assert of("troll", state.score_piles[BEN]) == {"troll-8": 1}


def test_clm_12_6_gnomes_in_phase_1_are_ordinary() -> None:
    """CLM-12.6 with CLM-6.1 (fact sheet, section 7: gnomes won in phase 1): gnomes played in
    phase 1 leave the game and gnome prizes are ordinary followers; nothing lies in front of
    anyone."""
    before = recruiting(
        GG,
        [["gnome-3", "undead-1"], ["gnome-7", "undead-2"], ["gnome-1", "undead-3"]],
        ["gnome-9", "gnome-5"],
    )
    state = act(before, "gnome-3", "gnome-7", "gnome-1", "take gnome-9")
    assert state.gnome_rows == [[], [], []]
    assert gained(state, before, BEN) == ["gnome-9"]
    assert gained(state, before, ANN) == ["gnome-5"]
    assert Counter(state.discarded) - Counter(before.discarded) == {
        "gnome-3": 1, "gnome-7": 1, "gnome-1": 1,
    }  # fmt: skip


def test_clm_12_6_goblins_have_no_ability_with_three_players() -> None:
    """CLM-12.6 with CLM-6.6: a goblin trick in phase 2 is won by the highest goblin, who takes
    all the cards."""
    state = claiming(
        KG, [["goblin-0", "undead-1"], ["goblin-6", "undead-2"], ["goblin-3", "undead-3"]]
    )
    state = act(state, "goblin-0", "goblin-6", "goblin-3")
    assert Counter(state.score_piles[BEN]) == {"goblin-0": 1, "goblin-6": 1, "goblin-3": 1}


def test_clm_12_the_view_reads_the_modified_abilities() -> None:
    """CLM-12: the table's ability texts are the three-or-four-player versions (dwarves to the
    lowest card, giants against every opponent), the two-player ones at two."""
    many = rules.view(rules.new_game(NAMES[:3], GG, seed=2), None).abilities
    assert many["dwarf"] == Message("claim.ability-3-4.dwarf")
    assert "lowest card" in say(many["dwarf"])
    assert "every opponent" in say(many["giant"])
    two_players = rules.new_game(NAMES[:2], mixed("gnomes-giants", "dwarf", "troll", "undead"))
    two = rules.view(two_players, None).abilities
    assert two["dwarf"] == Message("claim.ability.dwarf")
    assert "loser" in say(two["dwarf"])


# -- CLM-13 scoring ------------------------------------------------------------------------------


def test_clm_13_1_more_cards_than_each_opponent_wins_the_vote() -> None:
    """CLM-13.1: dragons 1, 2, 3 beat 9, 8 and 7 alone."""
    state = finished(GG, [["dragon-1", "dragon-2", "dragon-3"], ["dragon-9", "dragon-8"],
                          ["dragon-7"]])  # fmt: skip
    assert vote(state, "dragon").winner == ANN
    assert vote(state, "dragon").values == [[3, 2, 1], [9, 8], [7]]


def test_clm_13_1_a_tie_at_the_top_is_decided_among_the_tied_only() -> None:
    """CLM-13.1 (proposed): gnomes 5+3 (Ann) and 5+1 (Ben) tie at two cards; Cid's single gnome
    9 plays no part; the second highest card gives Ann the vote."""
    state = finished(GG, [["gnome-5", "gnome-3"], ["gnome-5", "gnome-1"], ["gnome-9"]])
    found = vote(state, "gnome")
    assert found.winner == ANN
    assert found.reason.key == "claim.vote-tiebreak-among.solo.2"
    assert "second highest card 3 against 1" in say(found.reason)
    assert "only the tied are compared" in say(found.reason)


def test_clm_13_1_identical_values_at_the_top_nobody_wins() -> None:
    """CLM-13.1 (proposed; fact sheet, section 7: identical counts and values): giants 7+1 for
    Ann and Ben, giant 9 for Cid: nobody wins the giants, Cid's higher card notwithstanding;
    nobody holds a troll: nobody wins the trolls (section 7: nobody has a faction)."""
    state = finished(GG, [["giant-7", "giant-1"], ["giant-7", "giant-1"], ["giant-9"]])
    assert vote(state, "giant").winner is None
    assert vote(state, "giant").reason.key.startswith("claim.vote-identical.")
    assert "identical values, so nobody wins" in say(vote(state, "giant").reason)
    assert vote(state, "troll").winner is None
    assert "nobody has any" in say(vote(state, "troll").reason)


THREE_PILES = [
    # Ann: gnomes, giants, undead (3 votes)
    ["gnome-1", "gnome-1", "giant-1", "giant-1", "undead-0", "undead-1"],
    # Ben: dwarves, doppelgangers (2 votes)
    ["dwarf-0", "dwarf-1", "dwarf-2", "doppelganger-9", "doppelganger-8", "gnome-9"],
    # Cid: dragons, trolls (2 votes)
    ["dragon-9", "dragon-8", "dragon-7", "troll-9", "troll-8", "troll-7", "giant-9"],
]


def test_clm_13_2_three_players_most_votes_wins() -> None:
    """CLM-13.2: Ann wins 3 votes, Ben 2, Cid 2: Ann wins, though she holds the fewest cards;
    between Ben and Cid the cards in won factions decide (Ben 5, Cid 6), so Cid is second."""
    state = finished(GG, THREE_PILES)
    winners = {f: vote(state, f).winner for f in GG.factions}
    assert winners == {
        "gnome": ANN, "giant": ANN, "undead": ANN, "dwarf": BEN, "doppelganger": BEN,
        "dragon": CID, "troll": CID,
    }  # fmt: skip
    outcome = outcome_of(state)
    assert outcome.ranking == [[ANN], [CID], [BEN]]
    assert outcome.scores == {ANN: 3.0, BEN: 2.0, CID: 2.0}
    assert outcome.explanation[-1].params["rule"] == "CLM-13.2"
    assert say(outcome.explanation[-1]) == "Ann wins with the most votes."
    assert len(outcome.explanation) == 7 + 3 + 1  # the factions, a tally per seat, the verdict


def test_clm_13_2_equal_votes_more_cards_in_won_factions_wins() -> None:
    """CLM-13.2 (sourced): two votes each (nobody has doppelgangers); Ann's won factions hold 5
    cards, Ben's 4, Cid's 2, so Ann wins, then Ben, then Cid, whatever the values."""
    state = finished(
        GG,
        [
            ["gnome-1", "gnome-1", "gnome-1", "giant-1", "giant-1"],
            ["undead-0", "undead-1", "dwarf-0", "dwarf-1"],
            ["dragon-9", "troll-9"],
        ],
    )
    assert vote(state, "doppelganger").winner is None
    outcome = outcome_of(state)
    assert outcome.scores == {ANN: 2.0, BEN: 2.0, CID: 2.0}
    assert outcome.ranking == [[ANN], [BEN], [CID]]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.2"
    assert "5 to 4 to 2" in say(outcome.explanation[-1])


def test_clm_13_2_then_the_higher_total_value_wins() -> None:
    """CLM-13.2 (sourced): two votes and two cards each; totals 9+8=17 (Cid), 5+5=10 (Ben),
    1+3=4 (Ann)."""
    state = finished(
        GG,
        [["gnome-1", "giant-3"], ["undead-5", "dwarf-5"], ["dragon-9", "troll-8"]],
    )
    outcome = outcome_of(state)
    assert outcome.scores == {ANN: 2.0, BEN: 2.0, CID: 2.0}
    assert outcome.ranking == [[CID], [BEN], [ANN]]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.2"
    assert "17 to 10 to 4" in say(outcome.explanation[-1])


def test_clm_13_4_three_players_still_equal_share_the_win() -> None:
    """CLM-13.4 (proposed): Ann and Ben equal on votes, cards and value share the win; Cid, with
    one vote, is last."""
    state = finished(GG, [["dragon-5", "undead-4"], ["troll-5", "dwarf-4"], ["gnome-9"]])
    outcome = outcome_of(state)
    assert outcome.ranking == [[ANN, BEN], [CID]]
    assert outcome.winners == [ANN, BEN]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.4, proposed"
    assert say(outcome.explanation[-1]).endswith("share the win.")


def test_clm_13_3_partners_pool_their_score_piles() -> None:
    """CLM-13.3: Ann (dragons 1, 2) and Cid (dragons 3, 4) together hold four dragons against
    Ben's three: their team wins the dragons though each holds fewer than Ben. Ann & Cid win 5
    votes to 2: both partners win, ranked together, with the team's score."""
    state = finished(
        GG,
        [
            ["dragon-1", "dragon-2", "gnome-1", "undead-0"],
            ["dragon-9", "dragon-8", "dragon-7", "troll-9"],
            ["dragon-3", "dragon-4", "giant-1", "dwarf-0"],
            ["doppelganger-0", "troll-8"],
        ],
    )
    dragons = vote(state, "dragon")
    assert dragons.values == [[4, 3, 2, 1], [9, 8, 7]]
    assert dragons.winner == 0
    winners = {f: vote(state, f).winner for f in GG.factions}
    assert winners == {
        "gnome": 0, "giant": 0, "undead": 0, "dwarf": 0, "doppelganger": 1, "dragon": 0,
        "troll": 1,
    }  # fmt: skip
    outcome = outcome_of(state)
    assert outcome.ranking == [[ANN, CID], [BEN, DAN]]
    assert outcome.winners == [ANN, CID]
    assert outcome.scores == {ANN: 5.0, CID: 5.0, BEN: 2.0, DAN: 2.0}
    assert outcome.explanation[-1].params["rule"] == "CLM-13.3"
    assert say(outcome.explanation[-1]) == "Ann & Cid win with the most votes."
    assert [say(name) for name in rules.view(state, None).side_names] == ["Ann & Cid", "Ben & Dan"]


def test_clm_13_3_gnomes_in_front_of_partners_are_pooled_at_the_end() -> None:
    """CLM-13.3 with CLM-7.1: the last trick of four players; Ann's gnome 1 and Cid's gnome 3
    join their score piles and count together, two gnomes against Ben's gnome 9."""
    state = claiming(
        GG,
        [["undead-1"], ["undead-2"], ["undead-3"], ["undead-4"]],
        gnome_rows=[["gnome-1"], ["gnome-9"], ["gnome-3"], []],
    )
    state = act(state, "undead-1", "undead-2", "undead-3", "undead-4")
    assert state.phase == OVER
    assert state.gnome_rows == [[], [], [], []]
    gnomes = vote(state, "gnome")
    assert gnomes.values == [[3, 1], [9]]
    assert gnomes.winner == 0


def test_clm_13_4_teams_equal_on_votes_cards_decide() -> None:
    """CLM-13.4 (proposed): nobody has doppelgangers; three votes each; Ben & Dan hold 5 cards
    in their won factions, Ann & Cid 3: Ben & Dan win."""
    state = finished(
        GG,
        [
            ["gnome-9", "giant-9"],
            ["dwarf-0", "dwarf-1", "dragon-0"],
            ["undead-9"],
            ["dragon-1", "troll-0"],
        ],
    )
    outcome = outcome_of(state)
    assert outcome.scores == {ANN: 3.0, CID: 3.0, BEN: 3.0, DAN: 3.0}
    assert outcome.ranking == [[BEN, DAN], [ANN, CID]]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.4, proposed"
    assert "Ben & Dan win" in say(outcome.explanation[-1])


def test_clm_13_4_teams_then_total_value() -> None:
    """CLM-13.4 (proposed): three votes and three cards each; 9+9+9 against 0+1+2."""
    state = finished(
        GG,
        [["gnome-9", "giant-9"], ["dwarf-0", "dragon-1"], ["undead-9"], ["troll-2"]],
    )
    outcome = outcome_of(state)
    assert outcome.ranking == [[ANN, CID], [BEN, DAN]]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.4, proposed"
    assert "27 to 3" in say(outcome.explanation[-1])


def test_clm_13_4_teams_still_equal_share_the_win() -> None:
    """CLM-13.4 (proposed): teams equal on votes, cards and value: all four share the win."""
    state = finished(GG, [["dragon-5"], ["troll-5"], ["undead-4"], ["dwarf-4"]])
    outcome = outcome_of(state)
    assert outcome.ranking == [[ANN, BEN, CID, DAN]]
    assert outcome.explanation[-1].params["rule"] == "CLM-13.4, proposed"
    assert say(outcome.explanation[-1]).endswith("share the win.")


def test_clm_13_every_vote_is_explained_per_team() -> None:
    """CLM-13.3: the end-of-game explanation has one line per faction naming the winning team
    and its rule, then the verdict."""
    state = finished(GG, [["dragon-1", "dragon-2"], ["dragon-9"], ["gnome-1"], []])
    lines = [say(message) for message in outcome_of(state).explanation]
    assert len(lines) == 8 + 2  # five factions... and a tally per team, then the verdict
    assert lines[0].startswith("Gnomes:") and "Ann & Cid have the most cards" in lines[0]
    dragon_line = next(line for line in lines if line.startswith("Dragons:"))
    assert "Ann & Cid" in dragon_line and "2" in dragon_line


# -- illegal actions -----------------------------------------------------------------------------


def three_choosing() -> ClaimState:
    """Three players; Ben won with goblin 7 and chooses between seer 9 and dwarf 5."""
    state = recruiting(
        KG,
        [["goblin-2", "undead-1"], ["goblin-7", "undead-2"], ["goblin-4", "undead-3"]],
        ["seer-9", "dwarf-5"],
    )
    return act(state, "goblin-2", "goblin-7", "goblin-4")


def three_opening() -> ClaimState:
    return rules.new_game(NAMES[:3], KG, seed=5)


def four_seer_deck_taken() -> ClaimState:
    """Four players; Ann took the deck card after her seer's win; Cid chooses a prize."""
    return act(seer_won()[1], "take-deck")


NO_PRIZE, CHOOSE = "claim.no-prize-to-choose", "claim.choose-prize-first"
NOT_YOURS = "common.not-your-turn"

CASES = [
    # (rule, how to get there, seat, action, the refusal's code)
    ("CLM-11.6 take with no prize to choose", three_opening, ANN, "take seer-9", NO_PRIZE),
    ("CLM-11.6 take a card not among the prizes", three_choosing, BEN, "take seer-8", CHOOSE),
    ("CLM-11.6 take a card in hand", three_choosing, BEN, "take undead-2", CHOOSE),
    ("CLM-12.3 take-deck without a seer", three_choosing, BEN, "take-deck", CHOOSE),
    ("CLM-12.3 take-deck with no choice", three_opening, ANN, "take-deck", NO_PRIZE),
    ("CLM-11.6 a card during a prize choice", three_choosing, BEN, "undead-2", CHOOSE),
    ("CLM-9 take-prize at three players", three_choosing, BEN, "take-prize", CHOOSE),
    ("CLM-9 take-prize, no choice", three_opening, ANN, "take-prize", NO_PRIZE),
    ("CLM-11.6 another seat while choosing", three_choosing, ANN, "take seer-9", NOT_YOURS),
    ("CLM-11.6 another seat plays a card", three_choosing, CID, "undead-3", NOT_YOURS),
    ("CLM-12.3 take-deck twice", four_seer_deck_taken, CID, "take-deck", CHOOSE),
    ("CLM-12.3 the seer acts again", four_seer_deck_taken, ANN, "take knight-9", NOT_YOURS),
    ("CLM-11.6 bare take", three_choosing, BEN, "take", CHOOSE),
]


@pytest.mark.parametrize(
    ("rule", "setup", "seat", "action", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_clm_11_illegal_actions_are_refused_and_change_nothing(
    rule: str, setup: object, seat: int, action: str, words: str
) -> None:
    """CLM-11.6, CLM-12.3, CLM-9: out-of-place prize choices and plays in the three- and
    four-player game raise IllegalAction with a plain reason, through apply, advance and
    parse_action, and leave the state exactly as it was."""
    state = setup()  # type: ignore[operator]
    before = snapshot_of(state)
    assert action not in rules.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as raised:
        rules.apply(state, seat, action)
    assert raised.value.code == words, rule
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction) as raised:
        rules.advance(state, seat, action)
    assert raised.value.code == words, rule
    assert snapshot_of(state) == before
    with pytest.raises(IllegalAction):
        rules.parse_action(state, seat, action.upper())
    assert snapshot_of(state) == before


def test_clm_11_6_the_refusal_names_the_prizes_to_choose() -> None:
    """CLM-11.6: refusing a card during the choice tells the chooser what to type."""
    with pytest.raises(IllegalAction) as raised:
        rules.apply(three_choosing(), BEN, "undead-2")
    assert raised.value.code == "claim.choose-prize-first"
    assert english(raised.value.message) == "choose a prize first"
    assert choices(three_choosing(), BEN) == ["take seer-9", "take dwarf-5"]
    hand = {card.id: card for card in rules.view(three_choosing(), BEN).hand}
    assert hand["undead-2"].why_not == Message("claim.choose-prize-first")


# -- CLM-8 what each seat sees -------------------------------------------------------------------


def unique_cards(options: ClaimOptions) -> frozenset[str]:
    return frozenset(c for c, n in Counter(cards_of(options)).items() if n == 1)


@pytest.mark.parametrize(("players", "seed"), [(3, 0), (3, 2), (4, 2)])
def test_clm_8_no_seat_sees_another_seats_hand_or_drawn_cards(players: int, seed: int) -> None:
    """CLM-8 and CLM-13.5: at every step of a whole game of three or four players, no seat's
    view names a card in another seat's hand or followers pile that it has not seen played,
    revealed as a prize or peeked with its own seer; partners included; the public view names
    no secret card at all; each seat sees its own hand and followers exactly."""
    unique = unique_cards(KG)
    rnd = random.Random(seed)
    state = rules.new_game(NAMES[:players], KG, seed=seed)
    public: set[str] = set()
    peeked: list[set[str]] = [set() for _ in range(players)]
    peeks = taken_from_deck = 0
    while True:
        public.update(state.prizes)
        public.update(play.card for play in state.plays)
        if state.last_trick is not None:
            public.update(play.card for play in state.last_trick.plays)
            public.update(state.last_trick.prizes)
        if state.chooser is not None and state.peek:
            peeked[state.chooser].add(state.draw_pile[0])
            peeks += 1
        secret = [
            {c for c in [*state.hands[s], *state.followers[s]] if c in unique} - public
            for s in range(players)
        ]
        for seat in range(players):
            view = rules.view(state, seat)
            assert Counter(c.id for c in view.hand) == Counter(state.hands[seat])
            assert Counter(c.id for c in view.followers) == Counter(state.followers[seat])
            assert view.hand_sizes == [len(h) for h in state.hands]
            dump = view.model_dump_json()
            for other in range(players):
                if other == seat:
                    continue
                hidden = secret[other] - peeked[seat]
                assert [c for c in hidden if c in dump or card_label(c) in dump] == [], (
                    seat,
                    other,
                )
        dump = rules.view(state, None).model_dump_json()
        everyone = set().union(*secret)
        assert [c for c in everyone if c in dump or card_label(c) in dump] == []
        if state.phase == OVER:
            break
        seat = actor(state)
        action = rnd.choice(rules.legal_actions(state, seat))
        taken_from_deck += action == "take-deck"
        state = rules.apply(state, seat, action)
    assert peeks and taken_from_deck  # these seeds include seer wins and a kept deck card
    assert outcome_of(state).ranking


def test_clm_8_a_drawn_card_is_logged_for_its_drawer_only() -> None:
    """CLM-8: Ann (third) and Dan (fourth) draw; each private line reaches only its drawer."""
    before = recruiting(
        KG,
        [["goblin-2", "undead-1"], ["goblin-7", "undead-2"], ["goblin-4", "undead-3"],
         ["goblin-0", "undead-4"]],
        ["seer-9", "dwarf-5"],
        pile=["knight-6", "dragon-6"],
    )  # fmt: skip
    state = act(before, "goblin-2", "goblin-7", "goblin-4", "goblin-0", "take seer-9")
    for seat, card in ((ANN, "knight-6"), (DAN, "dragon-6")):
        line = f"You draw {card_label(card)}."
        for viewer in (None, ANN, BEN, CID, DAN):
            assert (line in log(state, viewer)) == (viewer == seat)
        others = [v for v in (None, ANN, BEN, CID, DAN) if v != seat]
        assert all(card not in rules.view(state, v).model_dump_json() for v in others)
