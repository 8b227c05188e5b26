"""Issue 30.3, "Play on from here": a new game from any position of the replay viewer.

Headless: a position of each of the five games starts a game that can be played (a move made in
it), saved in a new file that loads and replays, the old save's bytes unchanged; the new deal
keeps the public history (the public log and view at the position) and what each kept human
seat saw, the others' private events sealed, and changes the hidden cards for some seed; a game
not over keeps nobody's cards; a take-back never reaches into the history; a file whose deal
was edited is refused. At the table (Textual's pilot): the viewer's p key, the seat form by
keys, the new game's table; the form at 80×24 (SVG snapshot); ``--play-on-at N``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.engine import Message, snapshot_of
from tablebox.replay import Replay
from tablebox.replay.playon import play_on
from tablebox.saves import SaveError
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.play_on import PlayOnScreen
from tablebox.screens.replay import ReplayTable, replay_screen
from tests.tablebox.conftest import SIZE, settled
from tests.tablebox.test_replay import saved_game

GAMES = [
    ("claim", 2, 7),
    ("dwarf-king", 3, 3),
    ("oriflamme", 3, 5),
    ("thrones", 3, 2),
    ("truel", 3, 5),
]


def seats_with_human(replay: Replay, humans: list[int]) -> list[Seat]:
    """The replayed game's players, ``humans`` at the keyboard, the others random computers."""
    return [
        Seat(name) if number in humans else Seat(name, "computer", "random")
        for number, name in enumerate(replay.match.names)
    ]


def form_ready(app: Any) -> bool:
    """The seat form is up, its cursor on the first seat's switch."""
    screen = app.screen
    return isinstance(screen, PlayOnScreen) and screen.focused is screen.query_one("#kind-0")


def private_readers(rules: Any, state: Any) -> set[int]:
    """The seats that may read some private event of ``state``'s log."""
    players = len(rules.view(state, None).players)
    return {
        seat
        for seat in range(players)
        for event in rules.events(state)
        if event.audience is not None and event.visible_to(seat)
    }


def public(rules: Any, state: Any) -> tuple[Any, list[Any]]:
    """What the public table shows of ``state``: its view and its log."""
    events = [event for event in rules.events(state) if event.visible_to(None)]
    return rules.view(state, None).model_dump(), events


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_a_position_of_each_game_starts_a_game_that_plays_loads_and_replays(
    tmp_path: Path, game: str, players: int, seed: int
) -> None:
    """30.3: from the middle of each game, a new game with the seat to act at the keyboard: a
    move is made in it; its new file loads (the ordinary load path, checks and all) and
    replays to the same state; the old save's bytes are as they were."""
    path = saved_game(tmp_path, game, players, seed)
    before = path.read_bytes()
    replay = Replay.open(path)
    replay.go(replay.last // 2)
    at = replay.position
    human = replay.to_act()[0]
    match = play_on(replay, seats_with_human(replay, [human]), seed=1, save_dir=tmp_path)
    assert match.save_path is not None and match.save_path != path
    assert [r.action for r in match.actions] == [r.action for r in replay.index.records[:at]]
    match.play_computers()
    step = match.next_step()
    assert step.kind in ("human", "handoff") and step.seat == human
    match.act(human, str(match.legal_actions(human)[0]))
    match.play_computers()
    assert len(match.actions) > at
    match.close()

    loaded = Match.load(match.save_path)
    loaded.close()
    assert loaded.actions == match.actions
    assert snapshot_of(loaded.state) == snapshot_of(match.state)
    again = Replay.open(match.save_path)
    again.go(again.last)
    assert snapshot_of(again.state()) == snapshot_of(match.state)
    again.go(0)
    again.go(at + 1)  # through the new deal, from a checkpoint
    assert path.read_bytes() == before
    assert '"redeals"' in match.save_path.read_text() and '"redeals"' not in before.decode()


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_the_new_deal_keeps_the_public_history_and_what_the_humans_saw(
    tmp_path: Path, game: str, players: int, seed: int
) -> None:
    """30.3: in a finished game, the cards the human seats could not see are dealt again:
    the public view and log at the position are the old game's, and so is each human's own
    view (one human, then every seat human, hot-seat); the hidden cards differ for some
    seed."""
    replay = Replay.open(saved_game(tmp_path, game, players, seed))
    assert replay.finished
    replay.go(replay.last // 2)
    at, rules = replay.position, replay.match.rules
    old = rules.clone(replay.state())
    differs = False
    for humans in ([replay.to_act()[0]], list(range(players))):
        for deal in range(6):
            match = play_on(replay, seats_with_human(replay, humans), seed=deal, autosave=False)
            new = match.state
            assert match.redeals[-1].at == at and match.redeals[-1].seats == humans
            assert public(rules, new) == public(rules, old)
            for seat in humans:
                assert rules.view(new, seat).model_dump() == rules.view(old, seat).model_dump()
            assert private_readers(rules, new) <= set(humans)  # the others' events sealed
            differs = differs or snapshot_of(new) != snapshot_of(old)
    assert differs, "no seed dealt the hidden cards differently"
    kept = play_on(replay, seats_with_human(replay, [0]), keep_hidden=True, autosave=False)
    assert kept.redeals == [] and snapshot_of(kept.state) == snapshot_of(old)


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_an_unfinished_game_keeps_nobodys_hidden_cards(
    tmp_path: Path, game: str, players: int, seed: int
) -> None:
    """30.3: a game not over is still secret: every card hidden from the table is dealt again
    (no seat keeps its hand, or a copy would show it), the public table as it was; keeping
    them is refused."""
    replay = Replay.open(saved_game(tmp_path, game, players, seed, limit=40))
    assert not replay.finished
    replay.go(30)
    match = play_on(replay, seats_with_human(replay, [0, 1]), seed=4, autosave=False)
    assert match.redeals[-1].seats == []
    rules = replay.match.rules
    assert public(rules, match.state) == public(rules, replay.state())
    assert private_readers(rules, match.state) == set()  # nobody's old cards in the log
    match.play_computers()  # the new deal plays on
    with pytest.raises(ValueError, match="dealt again"):
        play_on(replay, seats_with_human(replay, [0]), keep_hidden=True, autosave=False)


def test_a_takeback_never_reaches_into_the_history(tmp_path: Path) -> None:
    """30.3: the moves before the new deal were made in the old one: a take-back stops there
    (the human's own last move of the old game is not taken back)."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    at = next(n for n in range(10, replay.last) if replay.index.records[n - 1].seat == 0)
    replay.go(at)
    match = play_on(replay, seats_with_human(replay, [0]), seed=2, autosave=False)
    assert match.actions[-1].seat == 0
    assert match.takeback_refusal(0) == Message("common.takeback-nothing")


def _edited(path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = json.loads(path.read_text())
    change(data)
    edited = path.with_name("edited.json")
    edited.write_text(json.dumps(data))
    return edited


def test_a_file_whose_new_deal_was_edited_is_refused(tmp_path: Path) -> None:
    """30.3 with issue 17.6: the deal is part of the game: another seed, a deal past the last
    move or a kept seat that is empty is refused, naming the problem; never a traceback."""
    replay = Replay.open(saved_game(tmp_path, "truel", 3, 5))
    replay.go(30)
    match = play_on(replay, seats_with_human(replay, [0]), seed=3, save_dir=tmp_path)
    match.play_computers()
    match.close()
    path = match.save_path
    assert path is not None
    Match.load(path, read_only=True)

    def other_seed(data: dict[str, Any]) -> None:
        data["redeals"][0]["seed"] = 4

    with pytest.raises(SaveError):
        Match.load(_edited(path, other_seed), read_only=True)

    def past_the_end(data: dict[str, Any]) -> None:
        data["redeals"][0]["at"] = len(data["actions"]) + 1

    with pytest.raises(SaveError, match="deals its hidden cards again after move"):
        Match.load(_edited(path, past_the_end), read_only=True)

    def empty_seat(data: dict[str, Any]) -> None:
        data["redeals"][0]["seats"] = [5]

    with pytest.raises(SaveError, match="keeps seat 5"):
        Match.load(_edited(path, empty_seat), read_only=True)


async def test_p_in_the_viewer_starts_a_new_game_by_keys(tmp_path: Path) -> None:
    """30.3 at the table: p opens the seat form (Escape goes back to the viewer where it was);
    Enter switches Ann's seat round to Human, Ctrl+S starts: the new game's table is up, its
    file new, the old one unchanged. At the end of a finished game p says why not."""
    path = saved_game(tmp_path, "claim", 2, 7)
    before = path.read_bytes()
    replay = Replay.open(path)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer = app.screen
        await pilot.press("end", "p")
        await settled(pilot, lambda: len(app._notifications) > 0, what="the refusal")
        assert not isinstance(app.screen, PlayOnScreen)
        await pilot.press("home", *["right"] * 6, "p")
        await settled(pilot, lambda: form_ready(app), what="the form")
        await pilot.press("escape")
        await settled(pilot, lambda: app.screen is viewer, what="the viewer again")
        assert replay.position == 6
        await pilot.press("p")
        await settled(pilot, lambda: form_ready(app), what="the form")
        form = app.screen
        assert isinstance(form, PlayOnScreen)
        await pilot.press("enter", "enter", "enter")  # normal, strong, easy, then Human
        await settled(
            pilot,
            lambda: [seat.is_human for seat in form.seats()] == [True, False],
            what="Ann switched to Human",
        )
        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MatchScreen) and not isinstance(app.screen, ReplayTable),
            what="the new game's table",
        )
        match = app.screen.match
        assert match.save_path != path and match.seats[0].is_human
        assert len(match.actions) >= 6
    assert path.read_bytes() == before
    assert match.save_path is not None
    loaded = Match.load(match.save_path, read_only=True)
    assert loaded.actions[:6] == replay.index.records[:6]


def test_the_seat_form_at_80x24(snap_compare: Callable[..., bool], tmp_path: Path) -> None:
    """30.3: the form over a finished Claim game's move 6, Ann switched to Human: the title
    names the move, each player's switch, what is dealt again, the keep box and Start."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    replay.go(6)

    async def run_before(pilot: Any) -> None:
        app = pilot.app
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        await pilot.press("p")
        await settled(pilot, lambda: form_ready(app), what="the form")
        await pilot.press("enter", "enter", "enter")
        await settled(
            pilot, lambda: "Human" in str(app.screen.query_one("#kind-0").label), what="Human"
        )

    app = TableboxApp(save_dir=tmp_path)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_the_command_line_opens_the_form_at_a_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """30.3 from the command line: ``tablebox replay FILE --play-on-at N`` opens the viewer at
    move N with the seat form over it (the app is run under the pilot here)."""
    from textual.app import App

    from tablebox.cli import main

    path = saved_game(tmp_path, "truel", 3, 5)
    seen: list[int] = []

    def run_under_pilot(app: App[Any], *args: Any, **kwargs: Any) -> None:
        async def look() -> None:
            async with app.run_test(size=SIZE) as pilot:
                await settled(pilot, lambda: form_ready(app), what="the form")
                form = app.screen
                assert isinstance(form, PlayOnScreen)
                seen.append(form.position)

        asyncio.run(look())

    monkeypatch.setattr(App, "run", run_under_pilot)
    assert main(["replay", str(path), "--play-on-at", "40"]) == 0
    assert seen == [40]


def test_the_history_of_a_played_on_game_stays_as_secret_as_its_origin(tmp_path: Path) -> None:
    """30.3: a copy of a game not over, played to its end by computers, is watched face up or
    through a seat's eyes from its new deal only: before it, the positions are the other
    game's, whose hands are still secret, so only the public table shows; and its review
    searches none of those moves."""
    from tablebox.replay import MOVER
    from tablebox.review import decisions_of

    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7, limit=30))
    replay.go(20)
    seats = seats_with_human(replay, [])
    match = play_on(replay, seats, seed=5, save_dir=tmp_path)
    match.play_computers()
    assert match.is_over
    match.close()
    assert match.save_path is not None
    copy = Replay.open(match.save_path)
    rules = copy.match.rules
    for eye in (MOVER, 0, 1):
        copy.set_eye(eye)
        copy.go(10)
        assert copy.secrets() == []
        assert copy.view().model_dump() == rules.view(copy.state(), None).model_dump()
        copy.go(25)
        assert copy.view().model_dump() != rules.view(copy.state(), None).model_dump()
    assert min(decision.move for decision in decisions_of(copy.match)) > 20
