"""Issue 19.1: the easy and normal computer players of Oriflamme and its evaluation
(``tablebox/bots/oriflamme.py``), on hand-built positions whose right move is clear."""

from __future__ import annotations

import random

import pytest

from games.oriflamme import rules
from games.oriflamme.options import OriflammeOptions
from games.oriflamme.state import OVER, PLACEMENT, OriflammeState
from tablebox.bots.knowledge import knowledge
from tablebox.bots.oriflamme import KNOWLEDGE, ambush_odds
from tests.games.oriflamme.builders import act, table
from tests.tablebox.bot_games import play_levels


def _choice(state: OriflammeState, level: str = "normal", seed: int = 0) -> str:
    seat = rules.current_seats(state)[0]
    legal = rules.legal_actions(state, seat)
    chosen = getattr(KNOWLEDGE, level)(rules, state, seat, legal, random.Random(seed))
    assert chosen in legal
    return str(chosen)


def test_registered_for_the_game() -> None:
    """Issue 19.1: the knowledge module is found from the rules object."""
    assert knowledge(rules) is KNOWLEDGE


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_soldier_strikes_the_rival_not_its_own(level: str) -> None:
    """ORI-6.2: a Soldier between its own Lord and a rival's Lord eliminates the rival's."""
    state = table(["red-lord^", "red-soldier^", "blue-lord^"], passed=1)
    assert _choice(state, level) == "target 3"


def test_archer_takes_the_rival_end() -> None:
    """ORI-6.1: the Archer takes the rival's card at one end, not its own at the other."""
    state = table(["red-lord^", "red-archer^", "blue-spy^"], passed=1)
    assert _choice(state) == "target 3"


def test_spy_robs_a_rival_with_influence() -> None:
    """ORI-6.3: the Spy steals from the rival beside it, not from itself."""
    state = table(["red-lord^", "red-spy^", "blue-lord^"], passed=1, influence=[1, 3, 1])
    assert _choice(state) == "target 3"


def test_assassination_prefers_a_revealed_character_to_a_possible_ambush() -> None:
    """ORI-6.7, ORI-6.9: an Assassination takes a rival's revealed Lord rather than a rival's
    face-down card, which may be an Ambush paying its owner 4."""
    state = act(table(["red-assassination", "blue-spy", "green-lord^"]), "reveal")
    assert _choice(state) == "target 3"


def test_keeps_an_ambush_hidden() -> None:
    """ORI-6.9: an Ambush is worth more hidden (a trap worth 4) than revealed (1)."""
    assert _choice(table(["red-ambush", "blue-lord^"])) == "hide"


@pytest.mark.parametrize(("tokens", "expected"), [(1, "hide"), (3, "reveal")])
def test_conspiracy_waits_for_its_tokens(tokens: int, expected: str) -> None:
    """ORI-6.10: the Conspiracy pays twice its tokens, so it waits until they are worth it."""
    assert _choice(table([f"red-conspiracy+{tokens}", "blue-lord^"])) == expected


def test_everything_is_revealed_in_the_last_round() -> None:
    """ORI-8.2: tokens left on cards count for nothing, so in round 6 even an Ambush is
    revealed (it gains 1)."""
    assert _choice(table(["red-ambush+2", "blue-lord^"], round_number=6)) == "reveal"


@pytest.mark.parametrize(("first", "expected"), [("blue-heir^", "hide"), ("blue-lord^", "reveal")])
def test_heir_is_revealed_unless_a_rival_heir_blocks_it(first: str, expected: str) -> None:
    """ORI-6.4: an Heir gains 2 only with no other revealed Heir in the row."""
    assert _choice(table([first, "red-heir"], passed=1)) == expected


def test_places_a_soldier_beside_a_rival() -> None:
    """ORI-3.2, ORI-6.2: a Soldier goes to the end where a rival's card lies, and before a
    Royal Decree, which is worth little."""
    state = table(["blue-lord^", "red-lord^"])
    assert state.phase == PLACEMENT
    state.to_place = [0, 1, 2]
    state.hands[0] = ["red-soldier", "red-royal-decree"]
    assert _choice(state) == "place red-soldier left"


def test_ambush_odds_come_from_public_cards() -> None:
    """ORI-10: a rival's face-down card is its Ambush with odds 1 in its family's unseen cards,
    and 0 once that Ambush has been seen; a seat's own card is known."""
    state = table(["red-ambush", "blue-spy", "blue-lord^"])
    assert ambush_odds(state, 0, "blue-spy") == pytest.approx(1 / 9)
    assert ambush_odds(state, 0, "red-ambush") == 1.0
    gone = table(["red-ambush", "blue-spy"], removed=["blue-ambush"])
    assert ambush_odds(gone, 0, "blue-spy") == 0.0


def test_choice_does_not_depend_on_the_hidden_cards() -> None:
    """Issue 19.2: the same view with the hidden cards dealt differently gives the same move."""
    state = table(["red-soldier", "blue-spy+1", "green-ambush+2", "blue-lord^"])
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


def test_evaluate_prefers_the_richer_seat_and_ends_with_the_outcome() -> None:
    """Issue 19.1 evaluate, ORI-8.2: more influence is a better chance; a finished game's
    evaluation is its result (ORI-8.3: the tie goes to more cards in the row)."""
    state = table(["red-lord^", "blue-lord^"], influence=[9, 1, 1])
    chances = KNOWLEDGE.evaluate(rules, state)
    assert chances[0] > chances[1] and chances[0] > chances[2]
    assert sum(chances) == pytest.approx(1.0)
    state.phase, state.influence = OVER, [5, 5, 2]
    state.row = [["red-lord"], ["red-spy"], ["blue-lord"]]
    state.face_up = {card: True for stack in state.row for card in stack}
    assert KNOWLEDGE.evaluate(rules, state) == [1.0, 0.0, 0.0]


def _play(players: int, levels: list[str], seed: int) -> tuple[list[str], list[int]]:
    """One game with these levels by seat (see :func:`play_levels`)."""
    return play_levels(rules, OriflammeOptions(), levels[:players], seed)


def test_same_seed_same_game() -> None:
    """Issue 19.1: the players' choices depend only on what they are given (fixed rng)."""
    levels = ["normal", "easy", "normal"]
    assert _play(3, levels, 4) == _play(3, levels, 4)


def test_normal_beats_random() -> None:
    """Issue 19 goals (smoke test; the benchmark measures strength): in 30 two-player games,
    seats alternating, normal wins most."""
    wins = 0.0
    for game in range(30):
        levels = ["normal", "random"] if game % 2 == 0 else ["random", "normal"]
        _, winners = _play(2, levels, game)
        mine = levels.index("normal")
        wins += 1 / len(winners) if mine in winners else 0.0
    assert wins >= 24
