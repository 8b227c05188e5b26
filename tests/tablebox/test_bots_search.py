"""Issue 19.1 and 19.2: the strong computer player (single-observer ISMCTS) and its levels.

The search runs with an iteration cap, not a time budget, so every test here is deterministic;
strength is measured by the benchmark, these only check that the search searches."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest

from games.dwarf_king import cards as dwarf_cards
from games.dwarf_king.history import Play, TrickRecord
from games.thrones.positions import Position, army_of
from tablebox import bots, config, registry
from tablebox.bots.ismcts import Node, Search
from tablebox.bots.levels import EasyBot, NormalBot, StrongBot, think_seconds
from tablebox.engine import Outcome
from tests.games.claim import builders as claim
from tests.games.dwarf_king import builders as dwarf_king
from tests.games.oriflamme import builders as oriflamme
from tests.games.thrones import helpers as thrones
from tests.games.truel import builders as truel

CLAIM = registry.get("claim")
TRUEL = registry.get("truel")
ORIFLAMME = registry.get("oriflamme")
DWARF_KING = registry.get("dwarf-king")
THRONES = registry.get("thrones")


def _choices(rules: Any, state: Any, seat: int, seeds: range, iterations: int) -> list[str]:
    """The search's choice for each seed, as the app asks it: on a determinized copy."""
    legal = rules.legal_actions(state, seat)
    chosen = []
    for seed in seeds:
        guess = rules.determinize(state, seat, random.Random(seed ^ 0xD1CE))
        search = Search(seconds=None, iterations=iterations)
        chosen.append(str(search.choose(rules, guess, seat, legal, random.Random(seed))))
    return chosen


# -- forced wins ---------------------------------------------------------------------------------


def _claim_endgame() -> Any:
    """Phase 2, two tricks left, Ann (seat 0) to lead. Ann has won the giants, Bob the dragons;
    the seers and the troll decide the game (CLM-7.2, CLM-7.5). Leading seer 9 takes Bob's
    seer 5 (he must follow, CLM-3.2), then seer 1 beats his troll 3 (he cannot follow): Ann
    wins the seers and the troll. Leading seer 1 loses the trick to seer 5, and Bob's troll
    lead then beats seer 9: Bob wins."""
    return claim.claiming_state(
        ["seer-9", "seer-1"],
        ["seer-5", "troll-3"],
        score_piles=(["giant-9", "giant-7"], ["dragon-9", "dragon-8"]),
    )


def test_claim_the_search_finds_the_forced_win() -> None:
    """Issue 19 tests: a forced win in a hand-built Claim position, whatever the seed."""
    state = _claim_endgame()
    assert CLAIM.legal_actions(state, 0) == ["seer-9", "seer-1"]
    assert _choices(CLAIM, state, 0, range(5), iterations=60) == ["seer-9"] * 5


def _truel_one_gem_short() -> Any:
    """Green (seat 1) holds a ruby and an emerald; the first triple reads *green, +1*: laying
    the sapphire unit there gives green a sapphire, which wins at once (TRL-3.3, TRL-7.1).
    Every other card, on any slot, does not (and leaves the others a turn to block it)."""
    return truel.arrange(
        hands=[["green-star-3"], ["cards-heart-1", "spaces-star-1", "sapphire-heart"], []],
        slots=[["green-sun-1", "plus1-star-1", None], [None] * 3, [None] * 3],
        gems=[[1, 0, 0], [1, 1, 0], [0, 0, 1]],
        turn=truel.GREEN,
    )


def test_truel_the_search_finds_the_winning_card() -> None:
    """Issue 19 tests: a forced win in a hand-built Truel position, whatever the seed."""
    state = _truel_one_gem_short()
    legal = TRUEL.legal_actions(state, truel.GREEN)
    assert "sapphire-heart@1" in legal and len(legal) > 3
    chosen = _choices(TRUEL, state, truel.GREEN, range(4), iterations=200)
    assert chosen == ["sapphire-heart@1"] * 4


def _oriflamme_last_soldier() -> Any:
    """Round 6, the last resolution (ORI-8.1: the game ends after it), three players, the row
    all face up: blue Spy, red Soldier, blue Lord, blue Heir. The pass has reached Ann's
    Soldier (seat 0, red), a revealed character acting again (ORI-4.3): it eliminates an
    adjacent card and Ann gains 1 (ORI-6.2, ORI-5.1). Ann has 6, Bob 4. Taking the Lord
    (position 3) leaves Bob's Heir its +2 (ORI-6.4): Ann 7, Bob 6, Ann wins on influence
    (ORI-8.2). Taking the Spy (position 1, already resolved) lets the Lord score +1 and +1 for
    the adjacent Heir of its family (ORI-6.6), then the Heir +2: Bob 8, Ann 7, Bob wins."""
    return oriflamme.table(
        ["blue-spy^", "red-soldier^", "blue-lord^", "blue-heir^"],
        round_number=6,
        passed=1,
        influence=[6, 4, 0],
    )


def test_oriflamme_the_search_finds_the_winning_target() -> None:
    """Issue 19 tests: a forced win in a hand-built Oriflamme position (ORI-6.2, ORI-6.6,
    ORI-6.4, ORI-8.2), whatever the seed; the other target plainly loses."""
    state = _oriflamme_last_soldier()
    assert ORIFLAMME.legal_actions(state, 0) == ["target 1", "target 3"]
    for target, winner in (("target 3", 0), ("target 1", 1)):
        over = oriflamme.act(state, target)
        outcome = ORIFLAMME.outcome(over)
        assert outcome is not None and outcome.winners == [winner], target
    assert _choices(ORIFLAMME, state, 0, range(4), iterations=40) == ["target 3"] * 4


DWARF_KING_LAST_CARDS = [
    ["knights-1", "goblins-A"],
    ["goblins-2", "dwarves-3"],
    ["goblins-3", "dwarves-4"],
]
"""Each seat's hand before trick 12 of 13 in :func:`_dwarf_king_last_two_tricks`."""


def _dwarf_king_last_two_tricks() -> Any:
    """Three players, the only deal (``deals=1``), quest Most Victories (tile 7A: a point a
    trick, DWK-4), special card the Jester (knights-1: +3 to whoever plays it in the last
    trick, DWK-5.4). Eleven tricks are laid down as played, every knight but the Jester among
    them; Ann (seat 0) has won 3, Bob 6, Cid 2. Ann leads trick 12 holding the Jester and the
    goblins' Ace; no one else holds a knight. Leading the Ace wins trick 12, then the Jester
    wins the last trick and scores 3: Ann 8, Bob 6 (DWK-7). Leading the Jester first wins
    trick 12 for nothing (it is not the last), then the Ace: Ann 5, Bob 6, Bob wins."""
    state = dwarf_king.game(3, dwarf_cards.JESTER, dict(enumerate(DWARF_KING_LAST_CARDS)), deals=1)
    kept = {card for hand in DWARF_KING_LAST_CARDS for card in hand}
    played = [card for hand in state.hands for card in hand if card not in kept]
    # By suit, highest first: each trick's leader (its winner) leads the highest of its suit.
    played.sort(
        key=lambda card: (dwarf_cards.suit_of(card) or "", -dwarf_cards.INFO[card].strength)
    )
    winners = [1] * 6 + [0] * 3 + [2] * 2
    state.tricks = [
        TrickRecord(
            number + 1,
            winner,
            tuple(
                Play((winner + i) % 3, card)
                for i, card in enumerate(played[3 * number : 3 * number + 3])
            ),
            winner,
        )
        for number, winner in enumerate(winners)
    ]
    state.hands = [list(hand) for hand in DWARF_KING_LAST_CARDS]
    state.plays, state.leader, state.actor = [], 0, 0
    state.known = [[[] for _ in range(3)] for _ in range(3)]
    return state


def test_dwarf_king_the_search_keeps_the_jester_for_the_last_trick() -> None:
    """Issue 19 tests: a forced win in a hand-built Dwarf King position (DWK-5.4, DWK-4 Most
    Victories, DWK-7), whatever the seed; leading the Jester now plainly loses."""
    state = _dwarf_king_last_two_tricks()
    assert sorted(DWARF_KING.legal_actions(state, 0)) == ["goblins-A", "knights-1"]
    for lead, winner in (("goblins-A", 0), ("knights-1", 1)):
        over = DWARF_KING.clone(state)
        DWARF_KING.advance(over, 0, lead)
        while seats := DWARF_KING.current_seats(over):
            DWARF_KING.advance(over, seats[0], DWARF_KING.legal_actions(over, seats[0])[0])
        outcome = DWARF_KING.outcome(over)
        assert outcome is not None and outcome.winners == [winner], lead
    assert _choices(DWARF_KING, state, 0, range(4), iterations=40) == ["goblins-A"] * 4


THRONES_STARK_CASTLES = [
    "winterfell",
    "white_harbor",
    "moat_cailin",
    "flints_finger",
    "seagard",
    "riverrun",
    "the_eyrie",
]
THRONES_LANNISTER_CASTLES = [
    "lannisport",
    "pyke",
    "oldtown",
    "highgarden",
    "the_reach",
    "kings_landing",
    "sunspear",
]


def _thrones_march_into_the_eighth_castle() -> Any:
    """Three players (eight castle areas win at once, GOT-9.1), round 10, the marches: Stark
    holds seven castle areas, Lannister seven with a higher supply. Stark's only March order
    is on a footman in Stoney Sept, beside an empty Harrenhal. Marching into Harrenhal makes
    eight: Stark wins at once. Staying ends the marches and, after round 10, the game: seven
    castles each, Lannister ahead on supply (GOT-9.2)."""
    position = Position(
        round=10,
        units={
            "stoney_sept": army_of("stark", "footman"),
            "lannisport": army_of("lannister", "footman"),
        },
        tokens={
            **{area: "stark" for area in THRONES_STARK_CASTLES},
            **{area: "lannister" for area in THRONES_LANNISTER_CASTLES[1:]},
        },
        orders={"stoney_sept": "march"},
        supply={"stark": 1, "lannister": 3, "baratheon": 1},
        phase="march",
    )
    return thrones.built(position, players=3)


def test_thrones_the_search_marches_into_the_winning_castle() -> None:
    """Issue 19 tests: a forced win in a hand-built Game of Thrones position (GOT-9.1,
    GOT-9.2), whatever the seed; staying put plainly loses."""
    state = _thrones_march_into_the_eighth_castle()
    stark = state.seat_of["stark"]
    win, stay = "march stoney_sept -> harrenhal:footman", "march stoney_sept stay"
    legal = THRONES.legal_actions(state, stark)
    assert win in legal and stay in legal and len(legal) > 3
    lost = THRONES.clone(state)
    THRONES.advance(lost, stark, stay)
    outcome = THRONES.outcome(lost)
    assert outcome is not None and outcome.winners == [state.seat_of["lannister"]]
    won = THRONES.clone(state)
    THRONES.advance(won, stark, win)
    THRONES.advance(won, stark, "control no")  # GOT-5.4: no power token left in Stoney Sept
    outcome = THRONES.outcome(won)
    assert outcome is not None and outcome.winners == [stark] and won.winner == "stark"
    assert _choices(THRONES, state, stark, range(4), iterations=60) == [win] * 4


# -- availability counts -------------------------------------------------------------------------


@dataclass
class Duel:
    """A toy of hidden information: seat 1 holds a hidden coin, "a" or "b". Seat 0 may
    ``pass`` (a draw) or ``go``; after ``go`` seat 1 answers ``x`` (seat 0 wins) or, only
    when holding "a", ``y`` (seat 1 wins)."""

    coin: str
    players: list[str] = field(default_factory=lambda: ["Ann", "Bob"])
    moves: list[str] = field(default_factory=list)


class DuelRules:
    id: ClassVar[str] = "duel"

    def __init__(self) -> None:
        self.coins: list[str] = []
        """The coin of each determinization, in order."""

    def determinize(self, state: Duel, seat: int, rng: random.Random) -> Duel:
        coin = rng.choice("ab") if seat == 0 else state.coin
        self.coins.append(coin)
        return Duel(coin, list(state.players), list(state.moves))

    def current_seats(self, state: Duel) -> list[int]:
        if state.moves in ([], ["go"]):
            return [len(state.moves)]
        return []

    def legal_actions(self, state: Duel, seat: int) -> list[str]:
        if state.moves == []:
            return ["pass", "go"]
        if state.moves == ["go"]:
            return ["x", "y"] if state.coin == "a" else ["x"]
        return []

    def advance(self, state: Duel, seat: int, action: str, trusted: bool = False) -> None:
        state.moves.append(action)

    def outcome(self, state: Duel) -> Outcome | None:
        if self.current_seats(state):
            return None
        last = state.moves[-1]
        ranking = {"pass": [[0, 1]], "x": [[0], [1]], "y": [[1], [0]]}[last]
        scores: dict[int, float] = {0: 0.0, 1: 0.0}
        return Outcome(ranking=ranking, scores=scores, explanation=[])


def test_availability_counts_a_move_only_in_the_worlds_where_it_is_legal() -> None:
    """Issue 19.1, availability: Bob's ``y`` is legal only where he holds "a". Its count of
    "available" is the passes through its parent in such worlds (not the parent's visits),
    ``x`` is available at every pass, and Bob, playing for himself, picks ``y`` nearly
    whenever he can."""
    rules = DuelRules()
    search = Search(seconds=None, iterations=400)
    search.choose(rules, Duel("a"), 0, ["pass", "go"], random.Random(3))  # type: ignore[arg-type]
    root = search.last_root
    assert root is not None and root.visits == 400 == len(rules.coins)
    go = root.children[0]["go"]
    x, y = go.children[1]["x"], go.children[1]["y"]
    passes = go.visits - 1  # the iteration that added "go" stopped there
    assert x.visits + y.visits == passes
    # Every pass through "go" after x existed saw x legal; y only in the worlds with "a".
    assert passes - 2 <= x.available <= passes
    assert 0.35 * passes < y.available < 0.65 * passes
    assert y.visits <= y.available and y.visits > 0.8 * y.available
    # So seat 0 sees "go" lose about half the time, and no better than passing.
    assert go.total / go.visits < 0.75


def test_node_statistics_start_available_once() -> None:
    """Issue 19.1: a node made for a move counts the one pass that made it as available."""
    node = Node(seat=1)
    assert (node.seat, node.visits, node.available, node.total) == (1, 0, 1, 0.0)
    assert node.moves(1) is node.moves(1) and node.children == {1: {}}


# -- the budget ----------------------------------------------------------------------------------


def test_the_iteration_cap_is_respected() -> None:
    """Issue 19.1, the budget: no more iterations than the cap."""
    state = claim.recruiting_state(
        ["seer-9", "seer-1", "troll-2"], ["seer-5", "troll-3", "dragon-4"], "giant-9"
    )
    search = Search(seconds=None, iterations=37)
    search.choose(CLAIM, state, 0, CLAIM.legal_actions(state, 0), random.Random(1))
    assert search.last_iterations == 37
    root = search.last_root
    assert root is not None and root.visits == 37


def test_a_small_time_budget_returns_soon() -> None:
    """Issue 19.1, the budget: with a time budget and no cap, the search stops on time
    (generous bound: the machine is shared)."""
    state = CLAIM.new_game(["Ann", "Bob"], seed=4)
    search = Search(seconds=0.05)
    start = time.perf_counter()
    search.choose(CLAIM, state, 0, CLAIM.legal_actions(state, 0), random.Random(1))
    assert time.perf_counter() - start < 2.0
    assert 1 <= search.last_iterations < 1_000_000


def test_one_legal_move_is_played_without_thinking() -> None:
    """Issue 19.1: a forced move costs no search."""
    state = _claim_endgame()
    search = Search(seconds=None, iterations=50)
    assert search.choose(CLAIM, state, 0, ["seer-9"], random.Random(1)) == "seer-9"
    assert search.last_iterations == 0


# -- honesty -------------------------------------------------------------------------------------


def test_claim_the_choice_does_not_depend_on_the_hidden_cards() -> None:
    """Issue 19.2: phase 1, Ann to lead. Two deals she cannot tell apart (Bob's hand and the
    draw pile swap cards she has not seen): for each seed the strong player makes the same
    choice on both, so its choices have the same distribution. Bob's seer 9 would beat her
    seer 8 in one deal and not the other, so a cheating search would choose differently."""
    mine = ["seer-8", "troll-4", "dragon-2"]
    one = claim.recruiting_state(mine, ["seer-9", "troll-1", "giant-1"], "dragon-9", ["gnome-1"])
    two = CLAIM.clone(one)
    last = len(two.draw_pile) - 1
    two.hands[1][0], two.draw_pile[last] = two.draw_pile[last], two.hands[1][0]
    assert CLAIM.view(one, 0) == CLAIM.view(two, 0)
    assert one.hands[1] != two.hands[1]
    seeds = range(6)
    first = _choices(CLAIM, one, 0, seeds, iterations=40)
    assert first == _choices(CLAIM, two, 0, seeds, iterations=40)


def test_truel_the_choice_does_not_depend_on_the_hidden_cards() -> None:
    """Issue 19.2: Green to play; red's and blue's hands swapped (green sees neither): the same
    choice for every seed."""
    hands = [["red-sun-2", "plus2-star-1"], ["cards-heart-1", "spaces-star-1"], ["blue-sun-3"]]
    one = truel.arrange(hands=[list(h) for h in hands], slots=[[None] * 3] * 3)
    swapped = [["red-sun-2", "blue-sun-3"], hands[1], ["plus2-star-1"]]
    two = truel.arrange(hands=swapped, slots=[[None] * 3] * 3)
    assert TRUEL.view(one, truel.GREEN) == TRUEL.view(two, truel.GREEN)
    seeds = range(4)
    first = _choices(TRUEL, one, truel.GREEN, seeds, iterations=30)
    assert first == _choices(TRUEL, two, truel.GREEN, seeds, iterations=30)


# -- the levels ----------------------------------------------------------------------------------


def test_the_levels_are_registered_and_built_without_arguments() -> None:
    """Issue 19.1: ``easy``, ``normal`` and ``strong`` in the registry; ``random`` stays first
    and the default."""
    assert bots.bot_names()[:1] == ["random"] == [bots.DEFAULT_BOT]
    assert {"easy", "normal", "strong"} <= set(bots.bot_names())
    assert isinstance(bots.bot("easy"), EasyBot)
    assert isinstance(bots.bot("normal"), NormalBot)
    assert isinstance(bots.bot("strong"), StrongBot)


def test_think_seconds_from_the_environment_then_the_config(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Issue 19.1: ``TABLEBOX_THINK`` first, then ``think_seconds`` in config.json, then 1 s;
    a bad value is ignored, never fatal."""
    monkeypatch.setenv(config.CONFIG_DIR_VARIABLE, str(tmp_path))
    monkeypatch.delenv("TABLEBOX_THINK", raising=False)
    assert think_seconds() == 1.0 == StrongBot().seconds
    (tmp_path / config.CONFIG_FILE).write_text('{"theme": "nord", "think_seconds": 2.5}')
    assert think_seconds() == 2.5
    monkeypatch.setenv("TABLEBOX_THINK", "0.25")
    assert think_seconds() == 0.25 == StrongBot().seconds
    monkeypatch.setenv("TABLEBOX_THINK", "soon")
    assert think_seconds() == 2.5
    (tmp_path / config.CONFIG_FILE).write_text('{"theme": "nord", "think_seconds": -1}')
    assert think_seconds() == 1.0 and config.load().theme == "nord"
    assert StrongBot(seconds=0.1, iterations=5).iterations == 5


def test_normal_and_easy_play_legal_moves_from_the_knowledge() -> None:
    """Issue 19.1: the easy and normal levels answer with a legal move of Claim."""
    state = CLAIM.new_game(["Ann", "Bob"], seed=2)
    legal = CLAIM.legal_actions(state, 0)
    for level in (EasyBot(), NormalBot()):
        guess = CLAIM.determinize(state, 0, random.Random(1))
        assert level.choose(CLAIM, guess, 0, legal, random.Random(1)) in legal


# -- strength smoke test -------------------------------------------------------------------------


def test_strong_beats_random_at_two_player_claim() -> None:
    """Issue 19 tests: seeded smoke test, strong (a small iteration cap) against random in 20
    two-player Claim games, seats alternating: it wins at least 16 (random: 10)."""
    wins = 0.0
    for game in range(20):
        state = CLAIM.new_game(["Ann", "Bob"], seed=game)
        strong = game % 2
        rng = random.Random(game)
        players = [bots.bot("random"), bots.bot("random")]
        players[strong] = StrongBot(seconds=None, iterations=12)
        while seats := CLAIM.current_seats(state):
            seat = seats[0]
            legal = CLAIM.legal_actions(state, seat)
            guess = CLAIM.determinize(state, seat, random.Random(rng.random()))
            action = players[seat].choose(CLAIM, guess, seat, legal, random.Random(rng.random()))
            CLAIM.advance(state, seat, action)
        outcome = CLAIM.outcome(state)
        assert outcome is not None
        if strong in outcome.winners:
            wins += 1 / len(outcome.winners)
    assert wins >= 16, wins
