"""CLM-8 (what each player sees) and CLM-9 (notation)."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from games.claim.state import OVER
from tablebox.engine import IllegalAction
from tests.games.claim.builders import (
    FULL_DECK,
    PLAYERS,
    actor,
    card_label,
    log,
    play_trick,
    recruiting_state,
    rules,
    say,
    view_cards,
)

UNIQUE = frozenset(card for card, copies in Counter(FULL_DECK).items() if copies == 1)
"""Cards with only one copy: if their id or label shows up in a view, that view reveals them."""


def random_game(seed: int):
    """Every state of a game played with random legal actions, first to last."""
    rnd = random.Random(seed)
    state = rules.new_game(list(PLAYERS), seed=seed)
    states = [state]
    while state.phase != OVER:
        seat = actor(state)
        state = rules.apply(state, seat, rnd.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return states


def leaked(dump: str, cards: set[str]) -> list[str]:
    return [c for c in sorted(cards) if c in dump or card_label(c) in dump]


@pytest.mark.parametrize("seed", range(8))
def test_clm_8_no_view_shows_the_other_players_secret_cards(seed: int) -> None:
    """CLM-8: at every step of a whole game, a seat's view never names a card of the opponent's
    hand or followers pile that the seat has not legitimately seen (played, revealed as a prize,
    or peeked with a seer); the public view names no secret card of either seat."""
    public: set[str] = set()
    peeked: list[set[str]] = [set(), set()]
    for state in random_game(seed):
        public.update(state.prizes)
        public.update(play.card for play in state.plays)
        if state.last_trick is not None:
            public.update(play.card for play in state.last_trick.plays)
            public.update(state.last_trick.prizes)
        if state.chooser is not None:
            peeked[state.chooser].add(state.draw_pile[0])
        secret = [
            {c for c in [*state.hands[s], *state.followers[s]] if c in UNIQUE} - public
            for s in (0, 1)
        ]
        for seat in (0, 1):
            view = rules.view(state, seat)
            other = 1 - seat
            assert view.hand_sizes[other] == len(state.hands[other])
            assert view.follower_counts[other] == len(state.followers[other])
            assert Counter(view_cards(view.hand)) == Counter(state.hands[seat])
            assert Counter(view_cards(view.followers)) == Counter(state.followers[seat])
            assert leaked(view.model_dump_json(), secret[other] - peeked[seat]) == []
        assert leaked(rules.view(state, None).model_dump_json(), secret[0] | secret[1]) == []


def test_clm_8_the_public_view_has_no_hand() -> None:
    """CLM-8: view(state, None) shows no hand, no followers, no peek and no private log line."""
    for state in random_game(3)[:40]:
        view = rules.view(state, None)
        assert view.hand is None and view.followers is None and view.seer_peek is None
        assert view.decision is None
        assert "log" not in type(view).model_fields  # the controller gives the log


@pytest.mark.parametrize("seed", range(3))
def test_clm_8_private_log_lines_reach_only_their_player(seed: int) -> None:
    """CLM-8: a drawn card (or a peek, or a kept deck card) is logged for its player alone."""
    states = random_game(seed)
    final = states[-1]
    private = [event for event in rules.events(final) if event.audience is not None]
    assert any(event.key == "claim.you-draw" for event in private)
    assert {event.key for event in private} <= {"claim.you-draw", "claim.peek", "claim.you-keep"}
    for seat in (0, 1):
        expected = [say(e) for e in rules.events(final) if e.audience in (None, seat)]
        assert log(final, seat) == expected
    first = next(state for state in states if state.trick == 2)  # trick 1 done
    events = [event for event in rules.events(first) if event.audience is not None]
    assert events  # the loser's draw, or the seer's peek and kept card
    for event in events:
        seat = event.audience
        line = say(event)
        assert line in log(first, seat)
        assert line not in log(first, 1 - seat)
        assert line not in log(first, None)
        if event.key == "claim.you-draw":
            assert event.params == {"card": first.followers[seat][0]}
            assert line == f"You draw {card_label(first.followers[seat][0])}."


def test_clm_8_score_piles_gnome_rows_and_trolls_aside_are_public() -> None:
    """CLM-8: everything face up on the table is the same in every view."""
    for state in random_game(4):
        views = [rules.view(state, viewer) for viewer in (0, 1, None)]
        for view in views[1:]:
            assert view.score_piles == views[0].score_piles
            assert view.gnome_rows == views[0].gnome_rows
            assert view.trolls_aside == views[0].trolls_aside
            assert view.prizes == views[0].prizes
            assert view.plays == views[0].plays
            assert view.last_trick == views[0].last_trick


def test_clm_8_a_hand_off_is_needed_while_the_game_has_secrets() -> None:
    """CLM-8: during the game each seat's view holds secrets (the app covers the table with a
    hand-off screen between the two people); once it is over nothing is secret."""
    states = random_game(6)
    for state in states[:-1]:
        assert rules.has_secrets(state, 0) and rules.has_secrets(state, 1)
    assert not rules.has_secrets(states[-1], 0)
    assert not rules.has_secrets(states[-1], 1)


def test_clm_8_only_the_acting_seat_is_offered_choices() -> None:
    """CLM-8: the view lists actions only for the seat to act, marking its playable cards."""
    state = rules.new_game(list(PLAYERS), seed=9)
    mine, theirs = rules.view(state, 0), rules.view(state, 1)
    assert mine.decision is not None and mine.decision.kind == "play"
    assert Counter(o.action for o in mine.decision.allowed) == Counter(
        rules.legal_actions(state, 0)
    )
    assert all(card.playable for card in mine.hand)
    assert theirs.decision is None and not any(card.playable for card in theirs.hand)
    assert theirs.to_act == [0]


CARD = re.compile(r"^(gnome|giant|dragon|troll|seer)-[0-9]$")


def test_clm_9_every_offered_action_is_in_notation() -> None:
    """CLM-9: plays are card ids <faction>-<value>; seer choices are take-prize / take-deck; the
    ids are the cards' own ids in every view."""
    for state in random_game(7):
        for seat in rules.current_seats(state):
            for action in rules.legal_actions(state, seat):
                assert CARD.match(action) or action in ("take-prize", "take-deck")
                assert str(action) == action
                assert rules.parse_action(state, seat, action) == action
    assert all(CARD.match(card) for card in FULL_DECK)


def test_clm_9_typed_actions_ignore_case_and_spaces() -> None:
    """CLM-9: " GIANT-3 " parses as giant-3; words that are no action are refused."""
    state = rules.new_game(list(PLAYERS), seed=1)
    card = state.hands[0][0]
    assert rules.parse_action(state, 0, f"  {card.upper()}\n") == card
    for text in ("giant 3", "banana", "", "take-prize"):
        with pytest.raises(IllegalAction):
            rules.parse_action(state, 0, text)


def test_clm_6_5_everyone_sees_who_is_making_the_seer_choice() -> None:
    """CLM-6.5 and CLM-8: that a seer choice is pending is public; the peeked card is not."""
    state = recruiting_state(["seer-7", "gnome-1"], ["seer-2", "gnome-3"], "troll-9")
    state = play_trick(state, "seer-7", "seer-2")
    for seat in (None, 0, 1):
        assert rules.view(state, seat).chooser == 0
    assert rules.view(state, 0).seer_peek is not None
    assert rules.view(state, 1).seer_peek is None
    state = rules.apply(state, 0, "take-prize")
    assert rules.view(state, None).chooser is None


def test_clm_11_6_the_view_says_what_each_seat_got_from_the_last_trick() -> None:
    """CLM-11.6, CLM-8: after each phase-1 trick everyone sees who took which prize, who kept
    the deck's card and who drew (never which card was drawn): ``last_trick.taken``."""
    import random

    from games.claim.options import random_mix

    rng = random.Random(4)
    state = rules.new_game(["Ann", "Ben", "Cid"], random_mix(3, rng), seed=9)
    checked = 0
    before: list[int] = []
    prizes: list[str] = []
    while state.phase == 1:
        (seat,) = rules.current_seats(state)
        if not state.plays and state.chooser is None:  # a new trick: its prizes are up
            before = [len(pile) for pile in state.followers]
            prizes = list(state.prizes)
        state = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        if state.chooser is None and state.plays == [] and state.phase == 1 and prizes:
            taken = rules.view(state, None).last_trick.taken  # type: ignore[union-attr]
            if len(taken) == 3:
                gained = [len(p) - b for p, b in zip(state.followers, before, strict=True)]
                assert gained == [1, 1, 1]
                assert sorted(v for v in taken.values() if v not in ("draw", "deck")) == sorted(
                    p for p in prizes if p in taken.values()
                )
                assert list(taken.values()).count("draw") >= 1
                for got_seat, got in taken.items():
                    if got not in ("draw", "deck"):
                        assert state.followers[got_seat][-1] == got
                checked += 1
    assert checked >= 5
