"""Issue 19.1: The Dwarf King's easy and normal computer players and its evaluation
(``tablebox/bots/dwarf_king.py``): hand-built positions where the deal's quest and special card
make the right card clear, and a seeded smoke match against random players."""

from __future__ import annotations

import random
from collections.abc import Sequence

from games.dwarf_king.game import DwarfKingRules
from games.dwarf_king.history import Play, TrickRecord
from games.dwarf_king.state import OVER, PLAY, DwarfKingState
from tablebox.bots.dwarf_king import _dealt_out, playout_chance
from tablebox.bots.knowledge import knowledge
from tablebox.bots.random_bot import RandomBot

RULES = DwarfKingRules()
KNOWLEDGE = knowledge(RULES)


def position(
    quest: str,
    hand: Sequence[str],
    plays: Sequence[tuple[int, str]] = (),
    special: str = "dwarves-11-tinkerer",
    won: Sequence[int] = (),
    seat: int = 2,
) -> DwarfKingState:
    """Three players; ``seat`` to play ``hand`` into the trick ``plays`` under ``quest``, after
    tricks won by the seats ``won`` (their cards are low Goblins, out of the way)."""
    state = RULES.new_game(["a", "b", "c"], {"first_dealer": 0}, seed=1)
    state.phase, state.quest, state.special = PLAY, quest, special
    fillers = iter(f"goblins-{rank}" for rank in ("6", "7", "8", "9", "10", "J", "Q"))
    state.tricks = [
        TrickRecord(
            number + 1,
            winner,
            tuple(Play(s, next(fillers) if s == winner else "goblins-2") for s in range(3)),
            winner,
        )
        for number, winner in enumerate(won)
    ]
    state.hands = [[], [], []]
    state.hands[seat] = list(hand)
    state.plays = [Play(s, card) for s, card in plays]
    state.actor = seat
    state.leader = plays[0][0] if plays else seat
    return state


def normal(state: DwarfKingState, seat: int = 2, seed: int = 0) -> str:
    legal = RULES.legal_actions(state, seat)
    return str(KNOWLEDGE.normal(RULES, state, seat, legal, random.Random(seed)))


def test_takes_a_trick_that_scores_with_its_cheapest_winner() -> None:
    """DWK-3.4, DWK-4.2 (Most Victories): last to play, the Jack wins as surely as the Ace."""
    state = position(
        "most-victories",
        ["dwarves-J", "dwarves-A", "dwarves-3"],
        [(0, "dwarves-9"), (1, "dwarves-10")],
    )
    assert normal(state) == "dwarves-J"


def test_ducks_a_trick_that_costs_and_sheds_its_highest_loser() -> None:
    """DWK-4.2 (Fewest Victories): the highest card that still loses goes, the Ace stays
    out of this trick."""
    state = position(
        "fewest-victories",
        ["dwarves-J", "dwarves-3", "dwarves-A"],
        [(0, "dwarves-Q"), (1, "dwarves-4")],
    )
    assert normal(state) == "dwarves-J"


def test_the_quest_decides_whether_a_king_is_worth_taking() -> None:
    """DWK-4.2, tile 13: the same trick holding a King is taken under Capture the Kings (+3)
    and left under Capture the Queens (−3)."""
    hand, plays = ["goblins-A", "goblins-3"], [(0, "goblins-K"), (1, "goblins-4")]
    assert normal(position("capture-the-kings", hand, plays)) == "goblins-A"
    assert normal(position("capture-the-queens", hand, plays)) == "goblins-3"


def test_exactly_two_tricks_takes_the_second_and_refuses_the_third() -> None:
    """DWK-4.2 (Two by Two, +5 for exactly 2 tricks)."""
    hand, plays = ["knights-A", "knights-2"], [(0, "knights-9"), (1, "knights-5")]
    assert normal(position("two-by-two", hand, plays, won=[2])) == "knights-A"
    assert normal(position("two-by-two", hand, plays, won=[2, 2])) == "knights-2"


def test_the_shaman_trick_is_left_to_others() -> None:
    """DWK-5.8: −3 to the Shaman's trick winner outweighs Most Victories' +1."""
    state = position(
        "most-victories",
        ["goblins-A", "goblins-2"],
        [(0, "goblins-11-shaman"), (1, "goblins-4")],
        special="goblins-11-shaman",
    )
    assert normal(state) == "goblins-2"


def test_the_flag_bearer_trick_is_taken_even_when_tricks_cost() -> None:
    """DWK-5.2: +3 to the Flag Bearer's trick winner outweighs Fewest Victories' −1."""
    state = position(
        "fewest-victories",
        ["dwarves-A", "dwarves-2"],
        [(0, "dwarves-11-flag-bearer"), (1, "dwarves-4")],
        special="dwarves-11-flag-bearer",
    )
    assert normal(state) == "dwarves-A"


def test_the_jester_is_kept_for_the_last_trick() -> None:
    """DWK-5.4: the Jester scores +3 only in the last trick, so a void player discards
    another card before it."""
    state = position(
        "most-victories",
        ["knights-1", "goblins-4"],
        [(0, "dwarves-9"), (1, "dwarves-4")],
        special="knights-1",
    )
    assert normal(state) == "goblins-4"


def test_the_quest_side_suits_the_hand() -> None:
    """DWK-2.4: the holder of the 5 of Knights picks Most Victories with a hand of high cards
    and Fewest Victories with a hand of low ones (tile 7)."""
    strong = ["knights-5", *(f"{s}-{r}" for s in ("dwarves", "goblins") for r in "AKQJ")]
    weak = ["knights-5", *(f"{s}-{r}" for s in ("dwarves", "goblins") for r in "3467")]
    picks = []
    for hand in (strong, weak):
        state = RULES.new_game(["a", "b", "c"], seed=1)
        state.tile = 7
        state.hands[state.actor] = hand
        legal = RULES.legal_actions(state, state.actor)
        picks.append(KNOWLEDGE.normal(RULES, state, state.actor, legal, random.Random(0)))
    assert picks == ["quest most-victories", "quest fewest-victories"]


def test_easy_takes_an_obvious_trick_when_last() -> None:
    """Issue 19.1 (easy): a beginner wins a trick that surely scores, with its cheapest
    winner (DWK-3.4, Most Victories)."""
    state = position(
        "most-victories",
        ["dwarves-J", "dwarves-A", "dwarves-3"],
        [(0, "dwarves-9"), (1, "dwarves-10")],
    )
    legal = RULES.legal_actions(state, 2)
    assert KNOWLEDGE.easy(RULES, state, 2, legal, random.Random(0)) == "dwarves-J"


def test_evaluate_favours_the_leader_and_reads_a_finished_game() -> None:
    """DWK-7.4: a big lead scores higher; a finished game gives the winner 1, a shared win
    splits it."""
    state = RULES.new_game(["a", "b", "c"], seed=2)
    state.totals = [20, 0, -5]
    chances = KNOWLEDGE.evaluate(RULES, state)
    assert chances[0] > chances[1] > chances[2]
    assert abs(sum(chances) - 1) < 1e-9
    state.phase = OVER
    assert KNOWLEDGE.evaluate(RULES, state) == [1.0, 0.0, 0.0]
    state.totals = [20, 20, -5]
    assert KNOWLEDGE.evaluate(RULES, state) == [0.5, 0.5, 0.0]


def test_choices_are_legal_unchanging_and_repeatable() -> None:
    """Issue 19.1: the same state and seed give the same choice, always a legal one, and the
    state is left as it was (one 5-player deal played through)."""
    state = RULES.new_game([f"p{i}" for i in range(5)], {"deals": 1}, seed=5)
    rng = random.Random(5)
    while state.phase != OVER:
        seat = RULES.current_seats(state)[0]
        legal = RULES.legal_actions(state, seat)
        guess = RULES.determinize(state, seat, rng)
        before = guess.copy()
        first = KNOWLEDGE.normal(RULES, guess, seat, legal, random.Random(1))
        assert first == KNOWLEDGE.normal(RULES, guess, seat, legal, random.Random(1))
        assert first in legal
        assert KNOWLEDGE.easy(RULES, guess, seat, legal, random.Random(1)) in legal
        assert guess.hands == before.hands and guess.plays == before.plays
        RULES.advance(state, seat, first)


def test_normal_beats_random_players() -> None:
    """Issue 19 (normal alone against random others): seeded, 30 three-player games of three
    deals; the fair share would be 10 wins, the bot takes at least half again as many."""
    wins = 0.0
    for game in range(30):
        bot = game % 3
        state = RULES.new_game(["a", "b", "c"], {"deals": 3}, seed=game)
        rng = random.Random(game)
        while state.phase != OVER:
            seat = RULES.current_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            guess = RULES.determinize(state, seat, rng)
            if seat == bot:
                action = KNOWLEDGE.normal(RULES, guess, seat, legal, rng)
            else:
                action = RandomBot().choose(RULES, guess, seat, legal, rng)
            RULES.advance(state, seat, action)
        top = max(state.totals)
        leaders = [s for s in range(3) if state.totals[s] == top]
        wins += 1 / len(leaders) if bot in leaders else 0.0
    assert wins >= 15


def test_a_playout_scores_the_deal_as_the_rules_do() -> None:
    """Issue 28: the strong player's playout finishes the deal on its own (plain tricks played
    on the hands, the last card scored without dealing again); with the same chance it reaches
    the very totals the rules reach playing every move, magic cards and all, 3 and 4 players."""
    checked = 0
    for game in range(12):
        players = ["a", "b", "c", "d"][: 3 + game % 2]
        state = RULES.new_game(players, {"deals": 2}, seed=game)
        rng = random.Random(game)
        while state.phase != OVER:
            seat = RULES.current_seats(state)[0]
            legal = RULES.legal_actions(state, seat)
            if rng.random() < 0.3:
                before = state.copy()
                fast = _dealt_out(RULES, state)
                assert state.hands == before.hands and state.plays == before.plays
                slow = state.copy()
                chance = playout_chance(state)
                while slow.deal == state.deal and slow.phase != OVER:
                    moves = RULES.legal_actions(slow, slow.actor)
                    move = moves[int(chance.random() * len(moves))] if len(moves) > 1 else moves[0]
                    RULES.advance(slow, slow.actor, move)
                assert fast == slow.totals
                checked += 1
            RULES.advance(state, seat, legal[rng.randrange(len(legal))])
    assert checked > 100
