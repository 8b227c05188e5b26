"""The tools of the contract for Oriflamme (issue 8): clone, advance (trusted or not),
determinize, reveals, events, status and the snapshot without the log. Rule ids: ORI-1.3 and
ORI-3.4 (who may look at which card), ORI-10 (what each seat sees), ORI-9.6 (the draw)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.oriflamme.cards import FAMILY_OF
from games.oriflamme.state import OVER, OriflammeState
from tablebox.engine import Event, snapshot_of
from tests.games.oriflamme.builders import NAMES, act, actor, new_scripted_game, rules, table


def states_of_a_game(count: int, seed: int) -> list[OriflammeState]:
    rng = random.Random(seed)
    state = rules.new_game(NAMES[:count], seed=seed)
    states = [state]
    while state.phase != OVER:
        seat = actor(state)
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return states


def hidden_from(state: OriflammeState, seat: int) -> dict[str, Counter[str]]:
    """Per family, the cards ``seat`` cannot see (in hands, piles, set-aside, face down)."""
    own = set(state.families[seat])
    hidden: dict[str, Counter[str]] = {}
    zones = [z for s, z in enumerate(state.hands) if s != seat]
    zones += [z for s, z in enumerate(state.set_aside) if s != seat]
    zones += list(state.draw_piles)
    for zone in zones:
        for card in zone:
            hidden.setdefault(FAMILY_OF[card], Counter())[card] += 1
    for stack in state.row:
        for card in stack:
            if not state.face_up[card] and FAMILY_OF[card] not in own:
                hidden.setdefault(FAMILY_OF[card], Counter())[card] += 1
    return hidden


# -- clone and advance ------------------------------------------------------------------------


def test_clone_is_independent() -> None:
    state = rules.new_game(NAMES[:3], seed=4)
    copy = rules.clone(state)
    before = snapshot_of(state)
    seat = actor(copy)
    rules.advance(copy, seat, rules.legal_actions(copy, seat)[0])
    assert snapshot_of(state) == before and len(state.events) < len(copy.events)
    assert snapshot_of(copy) != before


@pytest.mark.parametrize("count", [2, 5])
def test_trusted_advance_plays_the_same_game(count: int) -> None:
    """``advance(..., trusted=True)`` skips the check only: the same actions give the same
    states and events as the checked ``apply``."""
    rng = random.Random(count)
    checked = rules.new_game(NAMES[:count], seed=count)
    trusted = rules.clone(checked)
    while checked.phase != OVER:
        seat = actor(checked)
        action = rng.choice(rules.legal_actions(checked, seat))
        checked = rules.apply(checked, seat, action)
        rules.advance(trusted, seat, action, trusted=True)
        assert snapshot_of(trusted) == snapshot_of(checked)
    assert trusted.events == checked.events


def test_events_are_the_state_log_and_not_in_the_snapshot() -> None:
    state = rules.new_game(NAMES[:3], seed=1)
    assert rules.events(state) is state.events and state.events
    assert all(isinstance(event, Event) for event in state.events)
    assert "events" not in snapshot_of(state) and "log" not in snapshot_of(state)
    assert rules.snapshot_version == 2
    private = [e for e in state.events if e.audience is not None]
    assert [e.audience for e in private] == [0, 1, 2]  # each seat's own cards (ORI-1.3)


# -- determinize ------------------------------------------------------------------------------


@pytest.mark.parametrize(("count", "seed"), [(2, 1), (3, 2), (4, 5), (5, 3)])
def test_determinize_keeps_the_seats_view_and_redeals_hidden_cards_within_families(
    count: int, seed: int
) -> None:
    """ORI-10: the seat's own view is identical; every hidden card stays within its family and
    its kind of place (hidden); counts, tokens, face-up and removed cards are kept; the
    original is untouched; the copy plays on to the end."""
    rng = random.Random(seed)
    changed = 0
    for step, state in enumerate(states_of_a_game(count, seed)):
        if step % 5:
            continue
        before = snapshot_of(state)
        for seat in range(count):
            det = rules.determinize(state, seat, rng)
            assert snapshot_of(state) == before
            assert rules.view(det, seat) == rules.view(state, seat)
            assert rules.view(det, None) == rules.view(state, None)
            assert rules.legal_actions(det, seat) == rules.legal_actions(state, seat)
            assert sorted(det.all_cards()) == sorted(state.all_cards())
            assert hidden_from(det, seat) == hidden_from(state, seat)
            assert det.removed == state.removed and det.influence == state.influence
            assert all(e.visible_to(seat) for e in det.events)
            assert set(det.face_up) == {card for stack in det.row for card in stack}
            changed += snapshot_of(det) != before
            if state.phase == OVER:
                assert snapshot_of(det) == before
    assert changed, "some hidden card should have been re-dealt"


def test_determinize_result_plays_on_independently() -> None:
    state = states_of_a_game(3, 7)[20]
    det = rules.determinize(state, 0, random.Random(1))
    before = snapshot_of(state)
    rng = random.Random(2)
    while det.phase != OVER:
        seat = actor(det)
        rules.advance(det, seat, rng.choice(rules.legal_actions(det, seat)))
    assert snapshot_of(state) == before
    assert sorted(det.all_cards()) == sorted(state.all_cards())


def test_determinize_moves_a_face_down_card_of_another_family_with_its_tokens_left() -> None:
    """ORI-3.4: Bob's face-down card being resolved may be any of Bob's hidden cards, for Ann;
    the tokens on its position stay; the acting card follows the swap."""
    state = table(["blue-spy+2", "red-lord", "green-heir"])
    assert state.acting == "blue-spy"
    seen = set()
    for seed in range(30):
        det = rules.determinize(state, 0, random.Random(seed))
        top = det.row[0][-1]
        assert FAMILY_OF[top] == "blue" and det.tokens[top] == 2 and not det.face_up[top]
        assert det.acting == top and det.row[1] == ["red-lord"]
        seen.add(top)
    assert len(seen) > 1


def test_determinize_keeps_the_own_draw_pile_as_a_set_but_not_its_order() -> None:
    """ORI-9.2: at two players a seat knows which of its cards wait in its pile, not their
    order; the pile still alternates the families (ORI-9.6)."""
    state = new_scripted_game(2)
    orders = set()
    for seed in range(20):
        det = rules.determinize(state, 0, random.Random(seed))
        pile = det.draw_piles[0]
        assert sorted(pile) == sorted(state.draw_piles[0])
        assert [FAMILY_OF[c] for c in pile] == [FAMILY_OF[c] for c in state.draw_piles[0]]
        orders.add(tuple(pile))
    assert len(orders) > 1


# -- reveals ----------------------------------------------------------------------------------


def test_reveals_a_face_down_card_turned_up() -> None:
    """ORI-4.2: revealing always uncovers; hiding or placing face down does not."""
    state = table(["red-heir", "blue-spy", "green-lord"])
    assert rules.reveals(state, 0, "reveal")
    assert not rules.reveals(state, 0, "hide")
    opening = new_scripted_game(3)
    assert not rules.reveals(opening, 0, "place red-archer left")


def test_reveals_an_eliminated_face_down_card_but_not_a_face_up_one() -> None:
    """ORI-5.1: an eliminated face-down card is turned face up; a Royal Decree's move turns
    nothing."""
    state = table(["blue-spy", "red-soldier^", "green-lord^"], passed=1)
    assert rules.reveals(state, 0, "target 1")
    assert not rules.reveals(state, 0, "target 3")
    decree = act(
        table(["blue-lord", "red-royal-decree", "green-heir", "blue-spy"], passed=1), "reveal"
    )
    assert not rules.reveals(decree, 0, "move 1 to 3")


def test_reveals_the_two_player_draw_and_the_end_of_the_game() -> None:
    """ORI-9.6: the round's last action at two players draws cards; ORI-10: the game's last
    action shows every card."""
    two = new_scripted_game(2)
    answers = []
    while two.round == 1:  # place, then hide every card: only the round's end reveals
        seat = actor(two)
        action = "hide" if "hide" in rules.legal_actions(two, seat) else None
        action = action or rules.legal_actions(two, seat)[0]
        answers.append(rules.reveals(two, seat, action))
        two = rules.apply(two, seat, action)
    assert answers[-1] and not any(answers[:-1])
    assert len(two.hands[0]) == 4  # 4 - 2 placed + 2 drawn
    last = table(["red-heir"], round_number=6)
    assert rules.reveals(last, 0, "hide")
    mid = table(["red-heir", "blue-lord"], round_number=3)
    assert not rules.reveals(mid, 0, "hide")
