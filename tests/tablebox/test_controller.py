"""The controller: what comes next (hand-offs, human and computer turns, the end), computers
thinking on a determinized copy, refused actions, autosave and the bot registry.

The turn-flow mechanics are checked on a toy game defined here (so they hold whatever a real
game does), and the hot-seat cases on Claim.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel

from tablebox import bots, registry
from tablebox.bots import BOTS, RandomBot
from tablebox.catalog import english
from tablebox.controller import Match, Seat, Step
from tablebox.engine import NOT_SAVED, Event, IllegalAction, Message, Outcome, snapshot_of
from tablebox.saves import read_save

ALICE, BOB = 0, 1

# -- a toy game: simultaneous secret plays, three rounds ------------------------------------------


class ToyOptions(BaseModel):
    rounds: int = 3


@dataclass
class ToyState:
    hands: list[list[str]]
    played: list[list[str]]
    round: int = 1
    events: list[Event] = field(default_factory=list, metadata=NOT_SAVED)


class ToyRules:
    """Every seat holds three secret cards and, each round, plays one; all seats play at once
    (every seat that has not played this round must act). Highest total wins."""

    id: ClassVar[str] = "toy"
    title: ClassVar[str] = "Toy"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[BaseModel]] = ToyOptions
    snapshot_version: ClassVar[int] = 1

    def new_game(
        self, players: list[str], options: Any = None, seed: int = 0, deck: Any = None
    ) -> ToyState:
        cards = deck or [f"c{n}" for n in range(1, 13)]
        if deck is None:
            random.Random(seed).shuffle(cards)
        hands = [sorted(cards[3 * s : 3 * s + 3]) for s in range(len(players))]
        state = ToyState(hands, [[] for _ in players])
        state.events += [Event("toy.deals", {"cards": h}, s) for s, h in enumerate(hands)]
        return state

    def current_seats(self, state: ToyState) -> list[int]:
        if state.round > 3:
            return []
        return [s for s, played in enumerate(state.played) if len(played) < state.round]

    def legal_actions(self, state: ToyState, seat: int) -> list[str]:
        return list(state.hands[seat]) if seat in self.current_seats(state) else []

    def apply(self, state: ToyState, seat: int, action: str) -> ToyState:
        new = self.clone(state)
        self.advance(new, seat, action)
        return new

    def advance(self, state: ToyState, seat: int, action: str, trusted: bool = False) -> None:
        if not trusted and action not in self.legal_actions(state, seat):
            raise IllegalAction("common.not-a-choice", action=action)
        state.hands[seat].remove(action)
        state.played[seat].append(action)
        state.events.append(Event("toy.plays", {"seat": seat}))
        if not self.current_seats(state):
            state.round += 1

    def clone(self, state: ToyState) -> ToyState:
        return copy.deepcopy(state)

    def determinize(self, state: ToyState, seat: int, rng: random.Random) -> ToyState:
        new = self.clone(state)
        hidden = [card for s, hand in enumerate(new.hands) if s != seat for card in hand]
        rng.shuffle(hidden)
        for s, hand in enumerate(new.hands):
            if s != seat:
                hand[:] = sorted(hidden[: len(hand)])
                del hidden[: len(hand)]
        return new

    def reveals(self, state: ToyState, seat: int, action: str) -> bool:
        return False

    def parse_action(self, state: ToyState, seat: int, text: str) -> str:
        action = text.strip().lower()
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("common.not-a-choice", action=action)
        return action

    def view(self, state: ToyState, seat: int | None) -> Any:
        return {"viewer": seat, "hand": None if seat is None else list(state.hands[seat])}

    def events(self, state: ToyState) -> list[Event]:
        return state.events

    def outcome(self, state: ToyState) -> Outcome | None:
        if self.current_seats(state):
            return None
        totals = {s: float(sum(int(c[1:]) for c in p)) for s, p in enumerate(state.played)}
        best = max(totals.values())
        return Outcome(
            ranking=[[s for s, t in totals.items() if t == best]], scores=totals, explanation=[]
        )

    def status(self, state: ToyState) -> Message:
        return Message("common.seat", {"number": min(state.round, 3)})

    def has_secrets(self, state: ToyState, seat: int) -> bool:
        return bool(state.hands[seat])


rules = ToyRules()
"""The module's rules object, as a rules package offers it (the registry imports this module)."""


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "default-saves"))
    games = {**registry.GAMES, "toy": registry.GameEntry(__name__, "")}
    monkeypatch.setattr(registry, "GAMES", games)


def toy(tmp_path: Path, *kinds: str, seed: int = 1) -> Match:
    seats = [Seat(f"P{n}", kind) for n, kind in enumerate(kinds)]  # type: ignore[arg-type]
    return Match.start("toy", seats, seed=seed, save_path=tmp_path / "toy.json")


# -- next_step -------------------------------------------------------------------------------------


def test_next_step_hands_off_between_humans_with_secrets(tmp_path: Path) -> None:
    match = toy(tmp_path, "human", "human")
    assert match.keyboard_holder is None
    assert match.next_step() == Step("handoff", ALICE)
    assert match.keyboard_holder is None  # not passed until the player confirms
    match.confirm_handoff(ALICE)
    assert match.next_step() == Step("human", ALICE)
    assert match.act(ALICE, match.legal_actions(ALICE)[0]) == Step("handoff", BOB)
    assert match.keyboard_holder == ALICE


def test_next_step_human_follows_the_only_human(tmp_path: Path) -> None:
    match = toy(tmp_path, "computer", "human")
    # Both seats act at once: the human goes first, the computer waits.
    assert match.acting_seats() == [0, 1]
    assert match.next_step() == Step("human", BOB)
    assert match.keyboard_holder == BOB
    assert match.act(BOB, match.legal_actions(BOB)[0]) == Step("computer", ALICE)


def test_next_step_human_without_secrets_needs_no_hand_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = toy(tmp_path, "human", "human")
    monkeypatch.setattr(ToyRules, "has_secrets", lambda self, state, seat: False)
    assert match.next_step() == Step("human", ALICE)
    assert match.keyboard_holder == ALICE


def test_next_step_computer_and_over(tmp_path: Path) -> None:
    match = toy(tmp_path, "computer", "computer")
    assert match.next_step() == Step("computer", ALICE)
    step = match.next_step()
    while step.kind == "computer":
        assert step.seat is not None
        step = match.act(step.seat, match.think(step.seat))
    assert step == Step("over", None)
    assert match.next_step() == Step("over", None)
    assert match.is_over and len(match.actions) == 6


def test_act_refuses_without_changing_anything(tmp_path: Path) -> None:
    match = toy(tmp_path, "human", "human")
    before = (match.state, list(match.actions), (tmp_path / "toy.json").read_bytes())
    with pytest.raises(IllegalAction) as refused:
        match.act(ALICE, "c99")
    assert refused.value.code == "common.not-a-choice"
    assert (match.state, list(match.actions), (tmp_path / "toy.json").read_bytes()) == before


# -- think -----------------------------------------------------------------------------------------


def test_think_never_touches_the_match_and_sees_only_a_determinized_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = toy(tmp_path, "computer", "human")
    match.act(BOB, match.legal_actions(BOB)[0])
    calls: list[tuple[Any, int]] = []
    seen: list[Any] = []
    determinize = ToyRules.determinize

    def recording(self: ToyRules, state: ToyState, seat: int, rng: random.Random) -> ToyState:
        calls.append((state, seat))
        result = determinize(self, state, seat, rng)
        seen.append(result)
        return result

    class Watcher(RandomBot):
        def choose(self, rules: Any, state: Any, seat: int, legal: Any, rng: Any) -> Any:
            assert state is seen[-1] and state is not match.state
            return super().choose(rules, state, seat, legal, rng)

    monkeypatch.setattr(ToyRules, "determinize", recording)
    monkeypatch.setitem(BOTS, "random", Watcher)
    state, snapshot, actions = match.state, snapshot_of(match.state), list(match.actions)
    events, holder = list(match.visible_events(ALICE)), match.keyboard_holder
    save = (tmp_path / "toy.json").read_bytes()

    choice = match.think(ALICE)

    assert calls == [(state, ALICE)]
    assert choice in match.legal_actions(ALICE)
    assert match.state is state and snapshot_of(match.state) == snapshot
    assert match.actions == actions and match.keyboard_holder == holder
    assert match.visible_events(ALICE) == events
    assert (tmp_path / "toy.json").read_bytes() == save
    assert match.think(ALICE) == choice  # seeded: asked again, the same answer


def test_think_replays_the_same_game_from_the_same_seed(tmp_path: Path) -> None:
    def play(folder: Path) -> list[str]:
        folder.mkdir()
        match = toy(folder, "computer", "computer", "computer", seed=7)
        match.play_computers()
        return [record.action for record in match.actions]

    assert play(tmp_path / "a") == play(tmp_path / "b")


def test_play_computers_stops_at_a_human_and_honours_its_limit(tmp_path: Path) -> None:
    match = toy(tmp_path, "computer", "computer", "human")
    assert match.play_computers() == 0  # the human acts first when all act at once
    match.act(2, match.legal_actions(2)[0])
    assert match.play_computers(limit=1) == 1
    assert match.play_computers() == 1
    assert match.next_step() == Step("human", 2)


# -- the bot registry ------------------------------------------------------------------------------


def test_the_bot_registry_offers_the_random_bot() -> None:
    assert next(iter(BOTS)) == "random"  # issue 19 adds the levels after it
    assert bots.DEFAULT_BOT in BOTS
    player = bots.bot("random")
    assert isinstance(player, RandomBot)
    legal = ["a", "b", "c"]
    picks = {player.choose(rules, None, 0, legal, random.Random(n)) for n in range(30)}
    assert picks == set(legal)
    with pytest.raises(ValueError, match="no legal action"):
        player.choose(rules, None, 0, [], random.Random(0))
    with pytest.raises(bots.UnknownBot, match="known: random"):
        bots.bot("grandmaster")


def test_a_seat_plays_the_bot_it_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class Lowest:
        def choose(self, rules: Any, state: Any, seat: int, legal: Any, rng: Any) -> Any:
            return min(legal, key=lambda card: int(card[1:]))

    monkeypatch.setitem(BOTS, "lowest", Lowest)
    seats = [Seat("Low", "computer", "lowest"), Seat("Any", "computer")]
    match = Match.start("toy", seats, seed=3, save_path=tmp_path / "toy.json")
    hand = list(match.state.hands[0])
    assert match.think(0) == min(hand, key=lambda card: int(card[1:]))
    assert [seat.bot for seat in read_save(tmp_path / "toy.json").seats] == ["lowest", "random"]
    assert Match.load(tmp_path / "toy.json").seats == seats


def test_an_unknown_bot_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="grandmaster"):
        Match.start("toy", [Seat("A", "computer", "grandmaster"), Seat("B")], autosave=False)


# -- Claim: hot-seat hand-offs -------------------------------------------------------------------


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


def act_as_holder(match: Match, action: object | None = None) -> Step:
    """What the table does: hand the keyboard over if due, then act for the acting human."""
    step = match.next_step()
    if step.kind == "handoff":
        assert step.seat is not None
        match.confirm_handoff(step.seat)
        step = match.next_step()
    seat = step.seat
    assert step.kind == "human" and seat is not None and seat == match.keyboard_holder
    return match.act(seat, action if action is not None else match.legal_actions(seat)[0])


# -- hand-offs ----------------------------------------------------------------------------------


def test_two_humans_hand_off_at_the_start(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    holder = match.keyboard_holder
    assert holder is None  # nobody's cards are shown yet
    assert match.handoff_to() == ALICE
    assert match.next_step() == Step("handoff", ALICE)
    match.confirm_handoff(ALICE)
    assert match.keyboard_holder == ALICE
    assert match.handoff_to() is None
    assert match.next_step() == Step("human", ALICE)


def test_two_humans_hand_off_whenever_the_other_human_must_act(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    match.confirm_handoff(ALICE)
    seen = 0
    while not match.is_over:
        holder = match.keyboard_holder
        actor = match.human_to_act()
        assert actor is not None
        if actor != holder:
            assert match.next_step() == Step("handoff", actor)
            match.confirm_handoff(actor)
            seen += 1
        assert match.next_step() == Step("human", actor)
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
        step = match.next_step()
        assert step.kind in ("human", "over")
        if step.kind == "human":
            assert step.seat == ALICE == match.keyboard_holder
            match.act(ALICE, match.legal_actions(ALICE)[-1])
    assert match.next_step() == Step("over", None)


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
        assert match.next_step() == Step("over", None)


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
        assert english(refused.value.message)

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
        assert save.status_text() == match.status()
        assert not isinstance(save.status, str)  # a message, not words
        assert save.status.key == match.status_message().key
    assert match.save_problem is None


def test_act_accepts_notation(tmp_path: Path) -> None:
    match = two_humans(tmp_path)
    card = match.legal_actions(ALICE)[0]
    match.act(ALICE, f"  {card.upper()} ")
    assert match.actions[-1].action == card


def test_play_computers_stops_at_a_human_turn(tmp_path: Path) -> None:
    seats = [Seat("Bot", "computer"), Seat("Alice")]
    match = Match.start("claim", seats, seed=1, save_path=tmp_path / "g.json")
    assert match.next_step() == Step("computer", 0)  # the computer leads the first trick
    taken = match.play_computers()
    assert taken >= 1
    assert match.acting_seats() == [1]
    assert match.next_step() == Step("human", 1)
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
    problem = match.save_problem
    assert problem is not None
    assert str(path) in problem

    match.act(ALICE, match.legal_actions(ALICE)[0])  # play goes on
    assert len(match.actions) == 1
    problem = match.save_problem
    assert problem is not None
    assert not path.exists()

    match.save_path = tmp_path / "elsewhere.json"  # once saving works again, the problem clears
    match.act(BOB, match.legal_actions(BOB)[0])
    assert match.save_problem is None
    assert len(read_save(tmp_path / "elsewhere.json").actions) == 2


def test_a_computer_seat_keeps_its_player_and_each_decision_its_own_stop_flag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19: one strong player per computer seat for the whole match (a search may go on
    from its tree over a run of decisions), and a cancelled decision never stops the next."""
    import threading

    monkeypatch.setenv("TABLEBOX_THINK", "0.02")
    seats = [Seat("Ann", "computer", "strong"), Seat("Ben", "computer", "strong")]
    match = Match.start("claim", seats, seed=5, autosave=False)
    seat = match.acting_seats()[0]
    cancelled = threading.Event()
    cancelled.set()
    match.think(seat, cancelled)
    player = match._players[(seat, "strong")]
    assert player.should_stop()  # that decision's flag
    match.act(seat, match.think(seat))
    assert match._players[(seat, "strong")] is player
    assert not player.should_stop()  # no flag for this one: never stopped by the old one
    other = match.acting_seats()[0]
    match.think(other)
    assert match._players[(other, "strong")] is not player
