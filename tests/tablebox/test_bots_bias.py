"""Issue 19.1, knowledge guiding the search: the strong player tries the ``normal`` player's
move first at each node and leans on it while the results are few (progressive bias), and
plays its playouts as far as the game's knowledge asks."""

from __future__ import annotations

import random

from tablebox import registry
from tablebox.bots.claim import KNOWLEDGE
from tablebox.bots.ismcts import Search, outcome_values, playout
from tests.games.claim import builders as claim

CLAIM = registry.get("claim")


def _recruiting() -> object:
    """CLM-4: phase 1, Ann (seat 0) leads for a giant 9 with a hand of six cards."""
    return claim.recruiting_state(
        ["seer-9", "seer-1", "troll-2", "dragon-0", "gnome-3", "giant-5"],
        ["seer-5", "troll-3", "dragon-4", "gnome-1", "gnome-7", "giant-1"],
        "giant-9",
    )


def test_clm_4_the_normal_players_card_is_tried_first() -> None:
    """CLM-4: after one iteration the only move in the tree is the one ``normal`` plays."""
    state = _recruiting()
    legal = CLAIM.legal_actions(state, 0)
    expected = KNOWLEDGE.normal(CLAIM, state, 0, legal, random.Random(0))
    search = Search(seconds=None, iterations=1)
    search.choose(CLAIM, state, 0, legal, random.Random(7))
    root = search.last_root
    assert root is not None and list(root.children[0]) == [expected]
    assert root.favoured[0] == expected


def test_clm_4_without_bias_the_first_move_is_any() -> None:
    """CLM-4: with no bias, the first move tried is drawn among the legal ones (over a few
    seeds it is not always the ``normal`` player's)."""
    state = _recruiting()
    legal = CLAIM.legal_actions(state, 0)
    expected = KNOWLEDGE.normal(CLAIM, state, 0, legal, random.Random(0))
    firsts = set()
    for seed in range(12):
        search = Search(seconds=None, iterations=1, bias=0.0)
        search.choose(CLAIM, state, 0, legal, random.Random(seed))
        root = search.last_root
        assert root is not None and not root.favoured
        firsts.update(root.children[0])
    assert len(firsts) > 1 and firsts <= set(legal) and expected in legal


def test_clm_5_the_playouts_reach_the_end_from_phase_2() -> None:
    """CLM-5, CLM-7: Claim's normal playouts are long enough to play a whole phase 2 (13
    tricks of two cards), so from there they end in the outcome, not an estimate."""
    assert KNOWLEDGE.playout_moves >= 2 * 13
    state = claim.claiming_state(["seer-9", "seer-1"], ["seer-5", "troll-3"])
    values = playout(
        CLAIM, state, random.Random(1), KNOWLEDGE.normal, outcome_values, KNOWLEDGE.playout_moves, 2
    )
    assert CLAIM.outcome(state) is not None and sorted(values) == [0.0, 1.0]


def test_issue_28_claims_strong_player_plays_its_playouts_at_random_to_the_end() -> None:
    """Issue 28 (measured lever): Claim's strong player keeps the normal player for its tree
    and plays random playouts to the end, scored by the outcome; The Dwarf King keeps the
    normal player's playouts and its evaluation."""
    from tablebox.bots.dwarf_king import KNOWLEDGE as DWARF_KING
    from tablebox.bots.ismcts import RANDOM_PLAYOUT_MOVES, uniform

    guide = Search(seconds=None)._knowledge(CLAIM)
    assert guide.favour == KNOWLEDGE.normal and guide.guided
    assert guide.rollout is uniform and guide.evaluate is outcome_values
    assert guide.moves == RANDOM_PLAYOUT_MOVES
    from games.dwarf_king import rules as dwarf_king

    kept = Search(seconds=None)._knowledge(dwarf_king)
    assert kept.rollout == DWARF_KING.normal and kept.evaluate == DWARF_KING.evaluate
