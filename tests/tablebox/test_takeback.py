"""Take-back: a human takes back their own last move, and the computers' moves after it.

The rule checked throughout (the take-back rule, README "How to play"): a human may take back
their last action as long as no action to be removed ``reveals`` something hidden (asked of
the rules on the state *before* that action: a Claim draw in phase 1, an Oriflamme card turned
face up) and no other human has acted since; never once the game is over. The state after a
take-back is exactly the state before the move (``snapshot_of``), the public log says so for
every seat, and the whole works from a save: the take-backs are saved, loaded and replayed.

The controller is tested on Claim, Oriflamme and the stand-in game Tally (``conftest.py``); the
table by keys, on Claim, Oriflamme and Tally.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.catalog import english
from tablebox.controller import Match, Seat
from tablebox.engine import IllegalAction, snapshot_of
from tablebox.saves import SAVE_VERSION, read_save
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.trick_table import TrickTableScreen

from .conftest import SIZE, computers_done, opened, settled

ANN = 0
OLD_CLAIM_SAVE = Path(__file__).parent / "data" / "claim2-v0.1.0.json"


# -- helpers --------------------------------------------------------------------------------------


def claim_against_bot(tmp_path: Path | None = None, seed: int = 3) -> Match:
    """Ann against one computer in Claim (saved in ``tmp_path`` when given)."""
    seats = [Seat("Ann"), Seat("Bot", "computer")]
    if tmp_path is None:
        return Match.start("claim", seats, seed=seed, autosave=False)
    return Match.start("claim", seats, seed=seed, save_path=tmp_path / "game.json")


def play_until(match: Match, done: Callable[[Any], bool]) -> Match:
    """Ann plays her first legal action (the computer answers) until ``done(her view)``."""
    match.play_computers()
    while not match.is_over and not done(match.view(ANN)):
        match.act(ANN, match.legal_actions(ANN)[0])
        match.play_computers()
    assert not match.is_over, "the position never came"
    return match


def ann_leads(phase: int) -> Callable[[Any], bool]:
    """Ann is to lead a trick (nobody has played to it yet) in ``phase``."""
    return lambda view: (
        view.phase == phase
        and view.decision is not None
        and view.decision.kind == "play"
        and not view.plays
    )


def ann_follows_in_phase_one(view: Any) -> bool:
    """Ann plays the second card of a phase 1 trick: her play ends it, and cards are drawn."""
    return (
        view.phase == 1
        and view.decision is not None
        and view.decision.kind == "play"
        and len(view.plays) == 1
    )


def public_lines(match: Match, seat: int | None = None) -> list[str]:
    return match.catalog.lines(match.visible_events(seat))


def notes(app: TableboxApp) -> list[str]:
    return [note.message for note in app._notifications]


def footer_keys(screen: Any) -> list[str]:
    """The descriptions the footer shows now (the bindings enabled and shown)."""
    return [b.binding.description for b in screen.active_bindings.values() if b.binding.show]


# -- the controller: what a take-back removes and restores ----------------------------------------


def test_take_back_restores_the_exact_state_before_the_move() -> None:
    """The rule: a take-back returns to the state before the human's move (snapshot_of),
    rebuilt by replaying the remaining actions; the move is Ann's to make again."""
    match = play_until(claim_against_bot(), ann_leads(1))
    before, actions = snapshot_of(match.state), list(match.actions)
    card = match.legal_actions(ANN)[0]
    match.act(ANN, card)  # Ann leads; the computer has not answered yet

    assert match.takeback_for(ANN) == 1
    assert match.takeback_refusal(ANN) is None
    step = match.take_back(ANN)
    assert snapshot_of(match.state) == before
    assert match.actions == actions
    assert step.kind == "human" and step.seat == ANN
    assert card in match.legal_actions(ANN)
    assert card in [c.id for c in match.view(ANN).hand or []]  # the card is back in her hand


def test_computer_moves_after_the_human_move_are_taken_back_with_it() -> None:
    """The rule: a take-back reaches back to and including the human's own last action, so
    every computer action made since goes too (phase 2 of Claim draws nothing)."""
    match = play_until(claim_against_bot(), ann_leads(2))
    before, count = snapshot_of(match.state), len(match.actions)
    match.act(ANN, match.legal_actions(ANN)[0])
    answered = match.play_computers()
    assert answered >= 1  # the computer followed (and may have led the next trick)
    assert match.takeback_for(ANN) == 1 + answered

    match.take_back(ANN)
    assert snapshot_of(match.state) == before and len(match.actions) == count
    record = match.takebacks[-1]
    assert (record.seat, record.count, record.at) == (ANN, 1 + answered, count)


def test_repeated_take_backs_walk_further_back(tally: str) -> None:
    """The rule applies again after a take-back: Ann's previous move, with the computer's
    answer to it, comes back next (Tally reveals nothing)."""
    seats = [Seat("Ann"), Seat("Bot", "computer")]
    match = Match.start(tally, seats, seed=1, autosave=False)
    states = []
    for action in ("1", "2"):
        states.append(snapshot_of(match.state))
        match.act(ANN, action)
        match.play_computers()
    assert len(match.actions) == 4
    match.take_back(ANN)
    assert snapshot_of(match.state) == states[1] and len(match.actions) == 2
    match.take_back(ANN)
    assert snapshot_of(match.state) == states[0] and match.actions == []
    assert match.takeback_refusal(ANN) == ("common.takeback-nothing", {})


# -- the controller: refusals -----------------------------------------------------------------


def test_refused_after_a_computer_move_revealed_a_card() -> None:
    """The rule: nothing removed may reveal. Ann leads in phase 1 and the computer follows: its
    play ends the trick and cards are drawn from the deck, so Ann may not take back."""
    match = play_until(claim_against_bot(), ann_leads(1))
    match.act(ANN, match.legal_actions(ANN)[0])
    state, seat = match.state, match.acting_seats()[0]
    answer = match.think(seat)
    assert match.rules.reveals(state, seat, answer)  # asked of the state before the answer
    match.act(seat, answer)

    assert match.takeback_for(ANN) == 0
    refusal = match.takeback_refusal(ANN)
    assert refusal is not None and english(refusal) == "a hidden card was revealed since"
    before = snapshot_of(match.state)
    with pytest.raises(IllegalAction) as refused:
        match.take_back(ANN)
    assert refused.value.code == "common.takeback-revealed"
    assert snapshot_of(match.state) == before and not match.takebacks


def test_refused_when_the_humans_own_move_revealed_a_card() -> None:
    """The rule: Ann's own play that ends a phase 1 trick draws cards, so it stays."""
    match = play_until(claim_against_bot(), ann_follows_in_phase_one)
    assert match.rules.reveals(match.state, ANN, match.legal_actions(ANN)[0])
    match.act(ANN, match.legal_actions(ANN)[0])
    assert match.takeback_for(ANN) == 0
    assert match.takeback_refusal(ANN) == ("common.takeback-revealing", {})


def test_refused_after_an_oriflamme_card_is_turned_face_up(tmp_path: Path) -> None:
    """The rule on Oriflamme: revealing a face-down card (ORI-5) cannot be taken back; placing
    one face down can."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("oriflamme", seats, seed=5, save_path=tmp_path / "game.json")
    match.play_computers()
    placed = False
    while not match.is_over:
        view = match.view(ANN)
        assert view.decision is not None
        if view.decision.kind == "place" and not placed:
            before = snapshot_of(match.state)
            match.act(ANN, match.legal_actions(ANN)[0])
            assert match.takeback_for(ANN) >= 1
            match.take_back(ANN)  # a face-down card placed: no secret uncovered
            assert snapshot_of(match.state) == before
            placed = True
        if view.decision.kind == "reveal":
            assert match.rules.reveals(match.state, ANN, "reveal")
            match.act(ANN, "reveal")
            assert match.takeback_for(ANN) == 0
            assert match.takeback_refusal(ANN) == ("common.takeback-revealing", {})
            return
        match.act(ANN, match.legal_actions(ANN)[0])
        match.play_computers()
    raise AssertionError("Ann never had a card to reveal")


def test_refused_once_another_human_has_played(tally: str) -> None:
    """The rule: no take-back past another human's action; that human may take theirs back."""
    match = Match.start(tally, [Seat("Ann"), Seat("Ben")], seed=1, autosave=False)
    match.act(0, "1")
    assert match.takeback_for(0) == 1
    match.act(1, "2")
    assert match.takeback_for(0) == 0
    refusal = match.takeback_refusal(0)
    assert refusal is not None and match.catalog.text(refusal) == "Ben has played since"
    assert match.takeback_for(1) == 1


def test_refused_with_nothing_to_take_back_for_a_computer_or_after_the_end(tally: str) -> None:
    """The rule: only a human's own action can be taken back, and not once the game is over."""
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    assert match.takeback_refusal(0) == ("common.takeback-nothing", {})
    match.act(0, "1")
    match.play_computers()
    assert match.takeback_for(1) == 0  # the computer's seat
    while not match.is_over:
        match.act(0, "2")
        match.play_computers()
    assert match.takeback_for(0) == 0
    assert match.takeback_refusal(0) == ("common.game-over", {})


def test_reveals_is_asked_of_the_state_before_each_removed_action(
    tally: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The rule: ``rules.reveals(state_before, seat, action)``, for every action removed; a
    computer answer that reveals stops the take-back."""
    from tests.tablebox.conftest import TallyRules

    asked: list[tuple[int, int, str]] = []

    def reveals(self: Any, state: Any, seat: int, action: str) -> bool:
        asked.append((state.total, seat, str(action)))
        return seat == 1 and state.total >= 3  # "Bot reveals" from a total of 3 on

    monkeypatch.setattr(TallyRules, "reveals", reveals)
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    match.act(0, "1")
    match.act(1, "1")
    assert asked == [(0, 0, "1"), (1, 1, "1")]
    assert match.takeback_for(0) == 2
    match.act(0, "1")
    match.act(1, "2")  # made on a total of 3: it reveals
    assert asked[-1] == (3, 1, "2")
    assert match.takeback_refusal(0) == ("common.takeback-revealed", {})


# -- the log ----------------------------------------------------------------------------------


def test_the_public_log_says_who_took_back_for_every_seat(tally: str) -> None:
    """The rule: a take-back is public; its line follows the events of the actions kept, and
    the moves made after it follow it."""
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    match.act(0, "1")
    match.play_computers()
    kept = {seat: list(match.visible_events(seat)) for seat in (0, 1, None)}
    match.act(0, "2")
    match.play_computers()
    match.take_back(0)
    match.act(0, "1")
    for seat in (0, 1, None):
        events = match.visible_events(seat)
        count = len(kept[seat])
        assert events[:count] == kept[seat]
        assert events[count].key == "common.takes-back-with"
        assert events[count].audience is None
        assert len(events) == count + 2  # and Ann's new move after it
    lines = public_lines(match)
    assert lines[-2] == "Ann takes back a move and 1 computer move after it."


def test_a_lone_move_taken_back_says_so_in_words(tally: str) -> None:
    match = Match.start(tally, [Seat("Ann"), Seat("Ben")], seed=1, autosave=False)
    match.act(0, "2")
    match.take_back(0)
    assert public_lines(match)[-1] == "Ann takes back a move."


def test_an_earlier_take_back_reached_past_stays_in_the_log_in_order(tally: str) -> None:
    """A second take-back that reaches further back than the first: both lines stay, in the
    order they happened, after the actions still kept."""
    match = Match.start(tally, [Seat("Ann"), Seat("Bot", "computer")], seed=1, autosave=False)
    setup = len(match.visible_events(None))
    for _ in range(2):
        match.act(0, "1")
        match.play_computers()
    match.take_back(0)  # the second pair
    match.take_back(0)  # the first pair
    keys = [event.key for event in match.visible_events(None)]
    assert keys[setup:] == ["common.takes-back-with", "common.takes-back-with"]
    assert [record.at for record in match.takebacks] == [2, 0]


# -- saves ------------------------------------------------------------------------------------


def test_a_take_back_is_saved_and_loads_replays_to_the_same_game(tmp_path: Path) -> None:
    """The rule from a save: the take-back is recorded (save version 3), and loading replays
    the game to the same state and the same log, take-back lines included."""
    match = play_until(claim_against_bot(tmp_path), ann_leads(2))
    match.act(ANN, match.legal_actions(ANN)[0])
    match.play_computers()
    match.take_back(ANN)
    match.act(ANN, match.legal_actions(ANN)[-1])
    match.play_computers()
    assert match.save_path is not None and match.save_problem is None

    data = json.loads(match.save_path.read_text())
    assert data["version"] == SAVE_VERSION == 4
    assert data["takebacks"] == [record.model_dump() for record in match.takebacks]
    assert read_save(match.save_path).takebacks == match.takebacks
    match.close()

    loaded = Match.load(match.save_path)
    assert snapshot_of(loaded.state) == snapshot_of(match.state)
    assert loaded.actions == match.actions and loaded.takebacks == match.takebacks
    for seat in (0, 1, None):
        assert loaded.visible_events(seat) == match.visible_events(seat)
    assert "Ann takes back a move" in " ".join(public_lines(loaded))
    loaded.close()


def test_a_take_back_works_after_quitting_and_continuing(tmp_path: Path) -> None:
    """The rule after Match.load: what may be taken back is worked out again on the replay."""
    match = play_until(claim_against_bot(tmp_path), ann_leads(2))
    before = snapshot_of(match.state)
    match.act(ANN, match.legal_actions(ANN)[0])
    answered = match.play_computers()
    size = match.takeback_for(ANN)
    assert size == 1 + answered
    assert match.save_path is not None
    match.close()

    loaded = Match.load(match.save_path)
    assert loaded.takeback_for(ANN) == size
    loaded.take_back(ANN)
    assert snapshot_of(loaded.state) == before
    loaded.close()
    again = Match.load(match.save_path)  # and the take-back itself was saved
    assert snapshot_of(again.state) == before and len(again.takebacks) == 1
    again.close()


def test_a_revealing_move_stays_refused_after_loading(tmp_path: Path) -> None:
    """The rule after Match.load: a draw in the actions since Ann's move is found again."""
    match = play_until(claim_against_bot(tmp_path), ann_follows_in_phase_one)
    match.act(ANN, match.legal_actions(ANN)[0])
    assert match.takeback_for(ANN) == 0 and match.save_path is not None
    match.close()
    loaded = Match.load(match.save_path)
    assert loaded.takeback_refusal(ANN) == ("common.takeback-revealing", {})
    loaded.close()


def test_a_take_back_by_a_computer_seat_in_a_file_is_refused(tmp_path: Path) -> None:
    """Only a human takes back: a file whose take-back names a computer's seat was edited."""
    from tablebox.saves import SaveError

    match = play_until(claim_against_bot(tmp_path), ann_leads(2))
    match.act(ANN, match.legal_actions(ANN)[0])
    match.take_back(ANN)
    assert match.save_path is not None
    match.close()
    data = json.loads(match.save_path.read_text())
    data["takebacks"][0]["seat"] = 1  # Bot, a computer
    match.save_path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="take-back names seat 1"):
        Match.load(match.save_path)


def test_an_old_save_loads_plays_on_and_takes_back(tmp_path: Path) -> None:
    """A version 1 save (tablebox 0.1.0, no take-backs) still loads and plays on; a move made
    after loading may be taken back, and the file then saves as version 3."""
    path = tmp_path / OLD_CLAIM_SAVE.name
    path.write_bytes(OLD_CLAIM_SAVE.read_bytes())
    match = Match.load(path)
    assert match.takebacks == []
    count = len(match.actions)
    seat = match.acting_seats()[0]
    before = snapshot_of(match.state)
    match.act(seat, match.legal_actions(seat)[0])
    if match.takeback_for(seat):  # a lead reveals nothing; a trick's end may draw
        match.take_back(seat)
        assert snapshot_of(match.state) == before and len(match.actions) == count
    saved = read_save(path)
    assert saved.version == SAVE_VERSION
    match.close()
    assert snapshot_of(Match.load(path, read_only=True).state) == snapshot_of(match.state)


# -- the table, by keys -----------------------------------------------------------------------


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Computers think only once the gate is open (opened at the end, so no thread waits)."""
    opened = threading.Event()
    think = Match.think

    def gated(self: Match, seat: int, cancel: threading.Event | None = None) -> str:
        assert opened.wait(10), "the test never opened the gate"
        return think(self, seat, cancel)

    monkeypatch.setattr(Match, "think", gated)
    try:
        yield opened
    finally:
        opened.set()


async def play_card(pilot: Any, table: TrickTableScreen) -> str:
    """Highlight Ann's first playable card and press Enter; returns the card played."""
    target = next(i for i, card in enumerate(table.cards) if card.playable)
    while table.cursor != target:
        await pilot.press("right")
    card = table.cards[target].action
    await pilot.press("enter")
    return card


async def test_u_takes_back_a_card_and_the_computers_answer(tmp_path: Path) -> None:
    """By keys, phase 2 of Claim: play a card, the computer answers, the footer offers Take
    back, and u puts the card back in Ann's hand with the log line on the table."""
    match = play_until(claim_against_bot(tmp_path), ann_leads(2))
    app = TableboxApp(match)
    async with app.run_test(size=(120, 30)) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        # The footer offers the key exactly when a take-back is possible.
        assert ("Take back" in footer_keys(table)) == (match.takeback_for(ANN) > 0)
        hand = [card.action for card in table.cards]
        count = len(match.actions)
        card = await play_card(pilot, table)
        await computers_done(pilot)
        assert card not in [c.action for c in table.cards] and len(match.actions) > count + 1
        assert "Take back" in footer_keys(table)

        await pilot.press("u")
        await settled(
            pilot,
            lambda: len(match.actions) == count and [c.action for c in table.cards] == hand,
            what="the card back in her hand",
        )
        assert table.view.viewer == ANN and app.screen is table  # no hand-off
        assert table.log_lines(ANN)[-1].startswith("Ann takes back a move")
        assert ("Take back" in footer_keys(table)) == (match.takeback_for(ANN) > 0)


async def test_ctrl_z_drops_the_computer_move_under_way(gate: threading.Event) -> None:
    """By keys, while the computer thinks: the take-back drops its pending move and takes back
    Ann's lead; the dropped move is never made."""
    match = play_until(claim_against_bot(), ann_leads(1))
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        hand = [card.action for card in table.cards]
        count = len(match.actions)
        await play_card(pilot, table)
        assert table.computer_busy and len(match.actions) == count + 1

        await pilot.press("ctrl+z")
        await settled(
            pilot,
            lambda: not table.computer_busy and len(match.actions) == count,
            what="the take-back",
        )
        assert [c.action for c in table.cards] == hand
        gate.set()
        await computers_done(pilot)
        assert len(match.actions) == count  # the computer's answer was dropped
        assert match.acting_seats() == [ANN] and table.view.viewer == ANN


async def test_u_says_why_not_when_there_is_nothing_or_a_card_was_revealed() -> None:
    """By keys: a refused take-back says why and changes nothing."""
    match = play_until(claim_against_bot(), ann_follows_in_phase_one)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TrickTableScreen)
        refusal = match.takeback_refusal(ANN)
        assert refusal is not None
        count = len(match.actions)
        await pilot.press("u")
        await settled(pilot, lambda: match.catalog.text(refusal) in notes(app), what="why not")
        assert len(match.actions) == count and not match.takebacks


async def test_the_player_who_just_moved_takes_back_on_the_hand_off_cover(tally: str) -> None:
    """Two humans: Ann's move brings the hand-off cover for Ben; Ann still has the keyboard,
    so u on the cover takes her move back and shows her own view again."""
    match = Match.start(tally, [Seat("Ann"), Seat("Ben")], seed=3, autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # the keyboard to Ann
        table: Any = app.screen
        await pilot.press("2")
        await settled(pilot, lambda: isinstance(app.screen, HandoffScreen), what="HandoffScreen")
        cover = app.screen
        assert isinstance(cover, HandoffScreen) and cover.seat == 1
        assert "Take back" in footer_keys(cover)
        await pilot.press("u")
        await settled(
            pilot, lambda: app.screen is table and match.actions == [], what="the table again"
        )
        assert table.view.viewer == 0 and table.view.total == 0
        await pilot.press("1")  # Ann plays again, and the cover comes for Ben
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        await pilot.press("enter")
        assert table.view.viewer == 1
        await pilot.press("u")  # Ben has nothing of his own to take back
        assert len(match.actions) == 1


async def test_oriflamme_offers_the_take_back_after_a_card_placed_face_down(
    gate: threading.Event,
) -> None:
    """By keys on Oriflamme: the table's own key checks leave the take-back key to the shared
    screen (hidden from the footer with nothing to take back), and u works there too, here
    while the next computer still thinks."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("oriflamme", seats, seed=5, autosave=False)
    match.play_computers()
    app = TableboxApp(match)
    async with app.run_test(size=(120, 30)) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table: Any = app.screen
        view = match.view(ANN)
        assert view.decision is not None and view.decision.kind == "place"
        hand = list(view.hand or [])
        count = len(match.actions)
        assert "Take back" not in footer_keys(table)
        await pilot.press("enter", "enter")  # the first card, at the first place
        assert len(match.actions) == count + 1 and table.computer_busy
        await pilot.press("u")
        await settled(
            pilot,
            lambda: len(match.actions) == count and not table.computer_busy,
            what="the take-back",
        )
        assert list(match.view(ANN).hand or []) == hand
        assert "Take back" not in footer_keys(table)
        gate.set()
        await computers_done(pilot)
        assert len(match.actions) == count
