"""The contract's tools for Claim: clone, advance(trusted), determinize, reveals, events,
status, and the decision every view offers (CLM-3, CLM-6.5, CLM-8, CLM-11.6)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.claim.state import CLAIMING, RECRUITING, ClaimState
from tablebox.engine import IllegalAction, Message, snapshot_of
from tests.games.claim.builders import PLAYERS, play, play_trick, recruiting_state, rules
from tests.games.claim.table_builders import NAMES, mixed

GG5 = mixed("gnomes-giants", "undead", "dwarf", "dragon", "troll", "seer")


def states_of(players: int, seed: int) -> list[ClaimState]:
    """Every state of one random game, from the deal to the end."""
    options = None if players == 2 else GG5
    state = rules.new_game(NAMES[:players], options, seed=seed)
    rnd = random.Random(seed)
    states = [state]
    while rules.current_seats(state):
        seat = rules.current_seats(state)[0]
        state = rules.apply(state, seat, rnd.choice(rules.legal_actions(state, seat)))
        states.append(state)
    return states


GAMES = [(2, 1), (2, 2), (3, 3), (4, 4)]


# -- clone and advance ---------------------------------------------------------------------------


def test_clm_clone_is_independent() -> None:
    """clone: advancing the copy leaves the original exactly as it was, and back."""
    state = rules.new_game(list(PLAYERS), seed=3)
    before = snapshot_of(state)
    events = list(rules.events(state))
    copy = rules.clone(state)
    rules.advance(copy, 0, rules.legal_actions(copy, 0)[0])
    assert snapshot_of(state) == before and list(rules.events(state)) == events
    assert snapshot_of(copy) != before
    rules.advance(state, 0, rules.legal_actions(state, 0)[-1])
    assert len(copy.hands[0]) == len(state.hands[0])


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_clm_trusted_advance_matches_apply(players: int, seed: int) -> None:
    """advance(..., trusted=True) on legal actions builds the same states as apply."""
    states = states_of(players, seed)
    state = rules.clone(states[0])
    rnd = random.Random(seed)
    for expected in states[1:]:
        seat = rules.current_seats(state)[0]
        rules.advance(state, seat, rnd.choice(rules.legal_actions(state, seat)), trusted=True)
        assert snapshot_of(state) == snapshot_of(expected)
        assert rules.events(state) == rules.events(expected)


def test_clm_3_2_untrusted_advance_refuses_and_changes_nothing() -> None:
    state = play_trick(
        recruiting_state(["dragon-5", "seer-1", "gnome-1"], ["dragon-2", "seer-2", "gnome-3"],
                         "gnome-9"),
        "dragon-5",
        "dragon-2",
    )  # fmt: skip
    state = rules.clone(state)
    seat = rules.current_seats(state)[0]
    before = snapshot_of(state)
    with pytest.raises(IllegalAction):
        rules.advance(state, 1 - seat, state.hands[1 - seat][0])
    assert snapshot_of(state) == before


# -- determinize ---------------------------------------------------------------------------------


def hidden_zones(state: ClaimState, seat: int) -> Counter[str]:
    zones = [state.draw_pile] + [h for s, h in enumerate(state.hands) if s != seat]
    zones += [f for s, f in enumerate(state.followers) if s != seat]
    return Counter(card for zone in zones for card in zone)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_clm_8_determinize_keeps_the_seats_view_and_every_count(players: int, seed: int) -> None:
    """CLM-8: a determinized state looks the same to the seat (its whole view, decision and
    visible log included) and keeps every zone's count; only cards hidden from the seat move,
    among the places hidden from it; the true state is untouched."""
    rng = random.Random(seed)
    moved = 0
    for state in states_of(players, seed)[::3]:
        for seat in range(players):
            before = snapshot_of(state)
            new = rules.determinize(state, seat, rng)
            assert snapshot_of(state) == before
            assert rules.view(new, seat) == rules.view(state, seat)
            assert rules.legal_actions(new, seat) == rules.legal_actions(state, seat)
            assert len(new.draw_pile) == len(state.draw_pile)
            assert [len(h) for h in new.hands] == [len(h) for h in state.hands]
            assert [len(f) for f in new.followers] == [len(f) for f in state.followers]
            assert Counter(new.all_cards()) == Counter(state.all_cards())
            assert hidden_zones(new, seat) == hidden_zones(state, seat)
            assert new.hands[seat] == state.hands[seat]
            assert new.followers[seat] == state.followers[seat]
            assert new.score_piles == state.score_piles and new.prizes == state.prizes
            assert all(event.visible_to(seat) for event in rules.events(new))
            moved += snapshot_of(new) != before
    assert moved  # hidden cards were dealt again somewhere


def test_clm_6_5_determinize_keeps_the_peeked_card_on_top_for_the_seer() -> None:
    """CLM-6.5: while choosing, the seer's winner knows the deck's top card: it stays; for
    the other seat it is hidden like the rest of the deck."""
    state = play_trick(
        recruiting_state(["seer-7", "gnome-1"], ["seer-2", "gnome-3"], "troll-9",
                         pile=["dragon-8", "giant-9", "troll-1"]),
        "seer-7",
        "seer-2",
    )  # fmt: skip
    assert state.chooser == 0 and state.draw_pile[0] == "dragon-8"
    for seed in range(20):
        assert rules.determinize(state, 0, random.Random(seed)).draw_pile[0] == "dragon-8"
    tops = {rules.determinize(state, 1, random.Random(seed)).draw_pile[0] for seed in range(40)}
    assert len(tops) > 1


def test_clm_6_5_determinize_remembers_where_the_peeked_card_went() -> None:
    """CLM-6.5: the seer's winner took the prize and saw the loser draw the peeked card; the
    loser's followers keep it in every determinization for the winner, and the prize the
    winner took in public stays with it for the loser."""
    state = play_trick(
        recruiting_state(["seer-7", "gnome-1", "gnome-5"], ["seer-2", "gnome-3", "gnome-7"],
                         "troll-9", pile=["dragon-8", "giant-9", "troll-1"]),
        "seer-7",
        "seer-2",
    )  # fmt: skip
    state = rules.apply(state, 0, "take-prize")
    assert "dragon-8" in state.followers[1] and "troll-9" in state.followers[0]
    for seed in range(20):
        assert "dragon-8" in rules.determinize(state, 0, random.Random(seed)).followers[1]
    # Bob saw Ann take the prize in public: it stays among her followers for him.
    for seed in range(20):
        assert "troll-9" in rules.determinize(state, 1, random.Random(seed)).followers[0]


def test_clm_5_2_in_phase_2_a_public_prize_stays_in_its_takers_hand() -> None:
    """CLM-5.2: followers become the hand; the prizes a seat was seen taking stay in that
    seat's hand when another seat determinizes (until they are played)."""
    states = states_of(2, 5)
    state = next(s for s in states if s.phase == CLAIMING)
    taken = Counter(
        e.params["card"]
        for e in rules.events(state)
        if e.key == "claim.takes-prize" and e.params["seat"] == 1
    )
    assert taken
    for seed in range(10):
        new = rules.determinize(state, 0, random.Random(seed))
        assert not taken - Counter(new.hands[1])


# -- reveals -------------------------------------------------------------------------------------


def test_clm_4_reveals_a_play_that_ends_a_phase_1_trick_but_not_a_lead() -> None:
    """CLM-4.1 to 4.3: ending a phase-1 trick draws from the deck (the next prize, the
    loser's card): it reveals; leading a card does not."""
    state = rules.new_game(list(PLAYERS), seed=2)
    lead = rules.legal_actions(state, 0)[0]
    assert not rules.reveals(state, 0, lead)
    after = rules.apply(state, 0, lead)
    assert rules.reveals(after, 1, rules.legal_actions(after, 1)[0])


def test_clm_6_5_reveals_the_seers_peek_and_the_deck_choice() -> None:
    """CLM-6.5: the trick won with a seer ends with a peek (reveals); take-deck and
    take-prize both take cards from the deck (reveal)."""
    state = play(
        recruiting_state(["seer-7", "gnome-1", "gnome-5"], ["seer-2", "gnome-3", "gnome-7"],
                         "troll-9", pile=["dragon-8", "giant-9", "troll-1"]),
        "seer-7",
    )  # fmt: skip
    assert rules.reveals(state, 1, "seer-2")
    chosen = rules.apply(state, 1, "seer-2")
    assert rules.reveals(chosen, 0, "take-deck")
    assert rules.reveals(chosen, 0, "take-prize")
    assert not rules.reveals(chosen, 0, "gnome-1")  # refused: reveals nothing


def test_clm_5_reveals_nothing_in_phase_2() -> None:
    """CLM-5.3: phase 2 draws nothing: no play reveals."""
    states = states_of(2, 3)
    for state in (s for s in states if s.phase == CLAIMING):
        seat = rules.current_seats(state)[0]
        assert not any(rules.reveals(state, seat, a) for a in rules.legal_actions(state, seat))


# -- decisions -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_clm_decision_options_are_the_legal_actions(players: int, seed: int) -> None:
    """CLM-3, CLM-6.5, CLM-11.6: the acting seat's decision offers every legal action as an
    allowed option (notation as in saves), every other card of the hand with its refusal;
    other seats have no decision."""
    for state in states_of(players, seed)[:-1]:
        actor = rules.current_seats(state)[0]
        for seat in range(players):
            view = rules.view(state, seat)
            if seat != actor:
                assert view.decision is None
                continue
            decision = view.decision
            assert decision is not None
            legal = rules.legal_actions(state, seat)
            assert Counter(o.action for o in decision.allowed) == Counter(legal)
            if state.chooser is None:
                assert decision.kind == "play"
                assert decision.prompt == Message("claim.prompt-play")
                assert sorted(o.parts["card"] for o in decision.options) == sorted(
                    state.hands[seat]
                )
                for option in decision.options:
                    assert option.action == option.parts["card"]
                    if not option.allowed:
                        assert option.refusal is not None
                        assert option.refusal.key.startswith("claim.must-follow")
                        with pytest.raises(IllegalAction) as raised:
                            rules.apply(state, seat, option.action)
                        assert raised.value.message == option.refusal
            else:
                assert decision.kind == "take"
                for option in decision.options:
                    assert set(option.parts) in ({"prize"}, {"deck"})
                    if "deck" in option.parts:
                        assert option.action == "take-deck"


# -- status and events ---------------------------------------------------------------------------


def test_clm_status_is_a_message() -> None:
    states = states_of(2, 1)
    assert rules.status(states[0]) == Message(
        "claim.status", {"phase": RECRUITING, "trick": 1, "tricks": 13}
    )
    outcome = rules.outcome(states[-1])
    assert outcome is not None
    assert rules.status(states[-1]) == Message(
        "common.game-over-won", {"seats": list(outcome.winners)}
    )


def test_clm_events_are_not_saved() -> None:
    """Rule 2 of the spec: the log is rebuilt by replaying, never written into a snapshot."""
    state = states_of(2, 1)[10]
    assert rules.events(state)
    assert "events" not in snapshot_of(state) and "log" not in snapshot_of(state)
    assert rules.snapshot_version == 3
