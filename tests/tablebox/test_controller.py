"""The controller: hot-seat hand-offs, refused actions, autosave and computer seats."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tablebox.controller import Match, Seat
from tablebox.engine import IllegalAction, snapshot_of
from tablebox.saves import read_save

ALICE, BOB = 0, 1


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "default-saves"))


def two_humans(tmp_path: Path, seed: int = 4, deck: list[str] | None = None) -> Match:
    seats = [Seat("Alice"), Seat("Bob")]
    return Match.start("claim", seats, seed=seed, deck=deck, save_path=tmp_path / "game.json")


def seer_deck() -> list[str]:
    """A Claim deck where Alice holds seer-1 and Bob seer-9 (and no other seer), so Bob wins
    the first trick with a seer and must then choose: he acts twice in a row."""
    match = Match.start("claim", [Seat("A"), Seat("B")], autosave=False)
    cards = sorted(match.state.all_cards())
    others = [card for card in cards if not card.startswith("seer-")]
    seers = sorted(
        card for card in cards if card.startswith("seer-") and card not in {"seer-1", "seer-9"}
    )
    alice = ["seer-1", *others[:12]]
    bob = ["seer-9", *others[12:24]]
    return alice + bob + others[24:] + seers


def act_as_holder(match: Match, action: object | None = None) -> None:
    """What the table does: hand the keyboard over if due, then act for the acting human."""
    seat = match.handoff_to()
    if seat is not None:
        match.confirm_handoff(seat)
    match.follow_turn()
    seat = match.human_to_act()
    assert seat is not None and seat == match.keyboard_holder
    match.act(seat, action if action is not None else match.legal_actions(seat)[0])


# -- hand-offs ----------------------------------------------------------------------------------


def test_two_humans_hand_off_at_the_start(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    assert match.keyboard_holder is None  # nobody's cards are shown yet
    assert match.handoff_to() == ALICE
    match.confirm_handoff(ALICE)
    assert match.keyboard_holder == ALICE
    assert match.handoff_to() is None


def test_two_humans_hand_off_whenever_the_other_human_must_act(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    match.confirm_handoff(ALICE)
    seen = 0
    while not match.is_over:
        holder = match.keyboard_holder
        actor = match.human_to_act()
        assert actor is not None
        if actor != holder:
            assert match.handoff_to() == actor
            match.confirm_handoff(actor)
            seen += 1
        assert match.handoff_to() is None
        match.act(actor, match.legal_actions(actor)[0])
    assert seen > 10
    assert match.handoff_to() is None


def test_no_hand_off_when_the_same_human_acts_twice_after_a_seer_win(tmp_path: Path) -> None:
    match = two_humans(tmp_path, deck=seer_deck())
    act_as_holder(match, "seer-1")  # Alice leads
    assert match.handoff_to() == BOB
    act_as_holder(match, "seer-9")  # Bob wins the trick with a seer ...
    assert match.acting_seats() == [BOB]  # ... and chooses next
    assert set(match.legal_actions(BOB)) == {"take-prize", "take-deck"}
    assert match.keyboard_holder == BOB
    assert match.handoff_to() is None
    act_as_holder(match, "take-deck")
    # Bob won the trick, so he leads the next one: still no hand-off.
    assert match.acting_seats() == [BOB]
    assert match.handoff_to() is None


def test_human_against_computer_never_hands_off(tmp_path: Path) -> None:
    match = Match.start(
        "claim", [Seat("Alice"), Seat("Bot", "computer")], seed=9, save_path=tmp_path / "g.json"
    )
    assert match.keyboard_holder == ALICE
    while not match.is_over:
        assert match.handoff_to() is None
        match.play_computers()
        assert match.handoff_to() is None
        seat = match.human_to_act()
        if seat is not None:
            assert seat == ALICE
            match.act(seat, match.legal_actions(seat)[-1])
    assert match.handoff_to() is None


def test_no_hand_off_once_the_game_is_over(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    rng = random.Random(2)
    while not match.is_over:
        seat = match.acting_seats()[0]
        match.act(seat, rng.choice(match.legal_actions(seat)))
    assert match.human_to_act() is None
    for holder in (None, ALICE, BOB):
        match.keyboard_holder = holder
        assert match.handoff_to() is None


# -- acting ---------------------------------------------------------------------------------------


def test_an_illegal_action_changes_nothing(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    match.act(ALICE, match.legal_actions(ALICE)[0])
    path = tmp_path / "game.json"
    state, snapshot = match.state, snapshot_of(match.state)
    actions = list(match.actions)
    file_bytes, mtime = path.read_bytes(), path.stat().st_mtime_ns

    alice_card = match.state.hands[ALICE][0]
    not_bobs = next(card for card in match.state.all_cards() if card not in match.state.hands[BOB])
    for seat, action in (
        (ALICE, alice_card),  # not Alice's turn
        (BOB, not_bobs),  # not in Bob's hand
        (BOB, "take-deck"),  # no seer choice to make
        (BOB, "no such card"),
    ):
        with pytest.raises(IllegalAction) as refused:
            match.act(seat, action)
        assert refused.value.reason

    assert match.state is state
    assert snapshot_of(match.state) == snapshot
    assert match.actions == actions
    assert path.read_bytes() == file_bytes
    assert path.stat().st_mtime_ns == mtime


def test_autosave_after_every_action(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    path = tmp_path / "game.json"
    assert read_save(path).actions == []
    for count in range(1, 8):
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
        save = read_save(path)
        assert len(save.actions) == count
        assert save.actions == match.actions
        assert save.status == match.status()
    assert match.save_problem is None


def test_act_accepts_notation(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    card = match.legal_actions(ALICE)[0]
    match.act(ALICE, f"  {card.upper()} ")
    assert match.actions[-1].action == card


def test_play_computers_stops_at_a_human_turn(tmp_path: Path) -> None:
    seats = [Seat("Bot", "computer"), Seat("Alice")]
    match = Match.start("claim", seats, seed=1, save_path=tmp_path / "g.json")
    assert match.computer_to_act() == 0  # the computer leads the first trick
    taken = match.play_computers()
    assert taken >= 1
    assert match.acting_seats() == [1]
    assert match.human_to_act() == 1
    assert match.play_computers() == 0
    assert len(read_save(tmp_path / "g.json").actions) == taken


def test_play_computers_plays_a_computer_only_game_to_the_end(tmp_path: Path) -> None:
    seats = [Seat("Bot 1", "computer"), Seat("Bot 2", "computer")]
    match = Match.start("claim", seats, seed=3, save_path=tmp_path / "g.json")
    assert match.play_computers(limit=5) == 5
    match.play_computers()
    assert match.is_over
    assert match.outcome() is not None
    assert Match.load(tmp_path / "g.json").outcome() == match.outcome()


def test_a_save_problem_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    path = blocker / "game.json"

    match = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=1, save_path=path)
    assert match.save_problem is not None
    assert str(path) in match.save_problem

    match.act(ALICE, match.legal_actions(ALICE)[0])  # play goes on
    assert len(match.actions) == 1
    assert match.save_problem is not None
    assert not path.exists()

    match.save_path = tmp_path / "elsewhere.json"  # once saving works again, the problem clears
    match.act(BOB, match.legal_actions(BOB)[0])
    assert match.save_problem is None
    assert len(read_save(tmp_path / "elsewhere.json").actions) == 2
