"""Issue 21: the replay viewer, headless and at the table.

The headless part: any position is the state a replay from the start reaches, a chapter step
lands where the trick, round or deal changes, the eyes an unfinished game allows, the chart's
numbers. At the table (Textual's pilot): a finished Claim game to its end and back (the table at
each end is the table drawn at that point of the game), a finished Thrones game through one
seat's eyes (its own orders shown, no other house's), an unfinished Oriflamme game (no
face-down card anywhere, at every step), and a save that cannot be replayed refused with the file
named, from the menu and from the command line.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.controller import Match, Seat
from tablebox.engine import Message, snapshot_of
from tablebox.replay import MOVER, PUBLIC, Replay
from tablebox.replay.chart import chart_of, sparkline
from tablebox.replay.index import chapter_of, chapter_unit
from tablebox.saves import SaveError
from tablebox.screens.replay import ReplayTable, replay_screen
from tablebox.tables.thrones.map_paint import ORDER_KEYS
from tests.contract.hidden import ADAPTERS
from tests.tablebox.conftest import SIZE, settled, text_of
from tests.tablebox.test_thrones_last_moves import field_text

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve"]


def saved_game(
    folder: Path, game: str, players: int, seed: int, limit: int | None = None, **options: Any
) -> Path:
    """A game of random computer players, saved in ``folder``: to its end, or ``limit`` moves."""
    path = folder / f"{game}-{players}-{seed}.json"
    seats = [Seat(name, "computer", "random") for name in NAMES[:players]]
    with Match.start(game, seats, options or None, seed=seed, autosave=False) as match:
        match.play_computers(limit)
        match.save_path = path  # saved once, at the end: an autosave a move is slow
        match.save()
    return path


def replayed_state(match: Match, moves: int) -> Any:
    """The state after the first ``moves`` actions, replayed from the setup (no index)."""
    rules = match.rules
    state = rules.new_game(match.names, match.options, match.seed, match.deck)
    for record in match.actions[:moves]:
        rules.advance(state, record.seat, rules.parse_action(state, record.seat, record.action))
    return state


def screen_text(app: TableboxApp) -> str:
    """Everything on the screen now, as plain text."""
    svg = app.export_screenshot()
    return svg.replace("&#160;", " ").replace("&amp;", "&")


# -- headless ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players", "seed"), [("claim", 2, 7), ("thrones", 3, 2)])
def test_every_position_is_the_state_a_replay_from_the_start_reaches(
    tmp_path: Path, game: str, players: int, seed: int
) -> None:
    """Positions reached from checkpoints, forward and back, are the replayed states."""
    replay = Replay.open(saved_game(tmp_path, game, players, seed))
    match = Match.load(tmp_path / f"{game}-{players}-{seed}.json", read_only=True)
    last = replay.last
    for position in [last, 0, 17, 16, 15, last - 1, 3, last // 2, last // 2 + 1, 1]:
        replay.go(position)
        assert snapshot_of(replay.state()) == snapshot_of(replayed_state(match, position))
        assert replay.match.actions == match.actions[:position]
    assert replay.index.events == list(match.rules.events(match.state))


def test_a_chapter_step_lands_where_the_trick_changes(tmp_path: Path) -> None:
    """Claim: Shift+→ goes to the first position of the next trick (CLM-6: thirteen tricks a
    phase), Shift+← back to the start of this one, then of the one before."""
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    assert replay.unit == "trick"
    chapters = replay.index.chapters
    replay.go(5)
    replay.next_chapter()
    first = replay.position
    assert chapters[first] != chapters[first - 1] and chapters[first] != chapters[5]
    assert all(chapters[n] == chapters[5] for n in range(5, first))
    replay.step(1)
    replay.previous_chapter()
    assert replay.position == first
    replay.previous_chapter()
    assert replay.position < first and chapters[replay.position] == chapters[5]


def test_the_chapter_is_read_from_the_public_status() -> None:
    """Issue 21.1: a chapter is a trick, round or deal. A phase within a round is no chapter
    (Thrones, Oriflamme step by round); a phase of tricks is (Claim's phase 2, trick 1)."""
    planning = Message("thrones.status", {"round": 3, "phase": "phase-planning"})
    action = Message("thrones.status", {"round": 3, "phase": "phase-action"})
    assert chapter_of(planning) == ("3",) == chapter_of(action)
    assert chapter_unit(planning) == "round"
    oriflamme = Message("oriflamme.status", {"round": 2, "rounds": 6, "phase": "placement"})
    assert chapter_unit(oriflamme) == "round"
    claim = Message("claim.status", {"phase": 2, "trick": 1, "tricks": 13})
    assert chapter_of(claim) == ("2", "1") and chapter_unit(claim) == "trick"
    turn = chapter_of(Message("truel.status", {"seat": 1}))
    assert turn != chapter_of(Message("truel.status", {"seat": 2}))
    assert chapter_unit(Message("truel.status", {"seat": 1})) == "turn"


@pytest.mark.parametrize(("game", "players", "seed"), [("thrones", 3, 2), ("oriflamme", 3, 4)])
def test_thrones_and_oriflamme_step_round_by_round(
    tmp_path: Path, game: str, players: int, seed: int
) -> None:
    """Issue 21.1: Shift+→ lands on the first position of the next round (GOT-2, ORI-3: a
    round has several phases), each chapter start a new round, in order."""
    replay = Replay.open(saved_game(tmp_path, game, players, seed))
    assert replay.unit == "round"
    statuses = replay.index.statuses
    starts = []
    while replay.next_chapter():
        starts.append(replay.position)
    rounds = [statuses[n].params.get("round") for n in starts if "round" in statuses[n].params]
    assert rounds == list(range(2, len(rounds) + 2)), rounds
    phases = {statuses[n].params.get("phase") for n in range(replay.last)}
    assert len(phases) > 1  # there were phases to skip over


def test_an_unfinished_game_is_seen_only_from_the_public_table(tmp_path: Path) -> None:
    replay = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4, limit=12))
    assert not replay.finished and replay.eyes == [PUBLIC]
    with pytest.raises(ValueError, match="not an eye"):
        replay.set_eye(0)
    with pytest.raises(ValueError, match="not an eye"):
        replay.set_eye(MOVER)
    assert replay.next_eye() == PUBLIC


def test_a_finished_game_offers_every_seat_and_face_up(tmp_path: Path) -> None:
    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    assert replay.eyes == [PUBLIC, MOVER, 0, 1]
    replay.set_eye(MOVER)
    replay.go(1)
    mover = replay.to_act()[0]
    assert replay.view() == replay.match.rules.view(replay.state(), mover)


def test_the_chart_reads_castles_from_the_public_table(tmp_path: Path) -> None:
    """Thrones: the castles and strongholds held at each chapter (GOT-9), ending on the count
    the outcome ranks by."""
    replay = Replay.open(saved_game(tmp_path, "thrones", 3, 2))
    chart = chart_of(replay)
    assert chart is not None and chart.measure == "replay.measure-castles"
    assert chart.positions[0] == 0 and chart.positions[-1] == replay.last
    outcome = replay.match.rules.outcome(replay.index.final)
    assert outcome is not None
    for seat, series in enumerate(chart.series):
        assert len(series) == len(chart.positions)
        assert series[-1] == outcome.scores[seat]  # the castles the outcome counted
    assert any(len(set(series)) > 1 for series in chart.series)  # castles changed hands
    assert sparkline([0, 1, 2], 0, 2, 10) == "▁▅█"
    assert len(sparkline(list(range(100)), 0, 99, 10)) == 10


def test_a_save_that_cannot_be_replayed_is_refused_naming_the_file(tmp_path: Path) -> None:
    path = saved_game(tmp_path, "claim", 2, 7)
    data = json.loads(path.read_text())
    data["actions"][3]["action"] = "dragon-99"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        Replay.open(path)
    assert str(path) in str(refused.value) and "action 4" in str(refused.value)


# -- at the table --------------------------------------------------------------------------------


def panels(table: Any) -> dict[str, str]:
    """What a trick table's panels say, by panel (a hidden panel says nothing)."""
    shown = {
        name: text_of(getattr(table, name)) if getattr(table, name).display else ""
        for name in ("status", "trick_panel", "last_panel", "players_panel")
    }
    return shown | {"hand": str(table.hand.render())}


async def test_claim_to_the_end_and_back_is_the_table_of_the_game(tmp_path: Path) -> None:
    """Issue 21: the viewer at the last move and back at the start draws what Claim's own table
    draws of the public view at those points of the game."""
    path = saved_game(tmp_path, "claim", 2, 7)
    replay = Replay.open(path)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer = app.screen
        assert isinstance(viewer, ReplayTable)
        seen: dict[int, dict[str, str]] = {}
        for _ in range(replay.last):
            await pilot.press("right")
        assert replay.at_end
        await pilot.pause()  # drawn by the key's handler: only the refresh is let run
        seen[replay.last] = panels(viewer)
        end_log = list(viewer.game_log._shown)
        await pilot.press("shift+left", "home")
        assert replay.position == 0
        await pilot.pause()  # drawn by the key's handler: only the refresh is let run
        seen[0] = panels(viewer)
        await pilot.press("q")
        await settled(pilot, lambda: not isinstance(app.screen, ReplayTable), what="the menu")

        for moves in (0, replay.last):
            match = Match.load(path, read_only=True)
            match.state = replayed_state(match, moves)
            match.actions = match.actions[:moves]
            match.takebacks = []
            from tablebox.screens import table_screen_for

            table: Any = table_screen_for(match)
            table.advance = lambda: None  # no turn flow: only this position drawn
            # Where the public view hides the hands, the viewer says how to see them.
            table.hidden_hands_key = ReplayTable.hidden_hands_key
            app.push_screen(table)
            await settled(pilot, lambda t=table: app.screen is t and t.is_mounted, what="table")
            table.show(match.view(None))
            await pilot.pause()  # show() draws at once: only the refresh is let run
            # The viewer has one line fewer (its position bar): the log is compared by its end.
            assert panels(table) == seen[moves]
            if moves:
                full = table.log_lines(None)
                assert end_log == full[-len(end_log) :] and len(end_log) >= 40
            app.pop_screen()
            await settled(pilot, lambda t=table: app.screen is not t, what="the table gone")


async def test_thrones_through_one_seats_eyes_shows_its_orders_only(tmp_path: Path) -> None:
    """Issue 21.2: a finished game watched as Ben (seat 1) during planning: his own face-down
    orders are on the map, no other house's ever is (issue 18.4's check, at every position
    with orders waiting)."""
    replay = Replay.open(saved_game(tmp_path, "thrones", 3, 2))
    replay.set_eye(1)
    app = TableboxApp(save_dir=tmp_path)
    match = replay.match
    shorts = {match.catalog.text(Message(key)) for key in ORDER_KEYS.values()}
    own_seen = others_checked = 0
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer: Any = app.screen
        house = replay.state().houses[1]
        for position in range(replay.last + 1):
            state = replay.index.state_at(position)
            if not any(state.pending.values()):
                continue
            replay.go(position)
            viewer.draw_position()
            await pilot.pause()  # drawn at once: only the refresh is let run
            assert viewer.view.viewer == 1
            for owner, placed in replay.state().pending.items():
                for area in placed:
                    # The order is drawn right after the units' letters ("SfkR"): looked for
                    # anywhere in the field, which only makes the check for others stricter.
                    text = field_text(viewer, area)
                    found = [short for short in shorts if short in text]
                    if owner == house:
                        own_seen += bool(found)
                    else:
                        assert not found, (position, owner, area, text)
                        others_checked += 1
            if others_checked > 60 and own_seen > 3:
                break
    assert own_seen > 0 and others_checked > 0


async def test_an_unfinished_oriflamme_shows_no_face_down_card_at_any_step(
    tmp_path: Path,
) -> None:
    """Issue 21.2: an unfinished game, stepped through move by move: the table only ever gets
    the public view, and no card hidden from the public (a hand, a face-down card in the row) is
    named anywhere on screen unless a card of that name is face up too. Eyes stay public, and no
    face-up panel ever shows (v and h pressed)."""
    replay = Replay.open(saved_game(tmp_path, "oriflamme", 3, 4, limit=30))
    assert not replay.finished
    hidden = ADAPTERS["oriflamme"]
    app = TableboxApp(save_dir=tmp_path)
    catalog = replay.match.catalog
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer: Any = app.screen
        await pilot.press("v", "h")
        steps = 0
        while True:
            state = replay.state()
            assert viewer.view == replay.match.rules.view(state, None)
            # Nor is anything face up: no panel of hidden things, none to show.
            assert not viewer.query_one("#replay-secrets").display
            assert replay.secrets() == []
            secret = hidden.hidden(state, None)
            shown = Counter(hidden.all_cards(state)) - secret
            names = {catalog.card("oriflamme", c) for c in secret} - {
                catalog.card("oriflamme", c) for c in shown
            }
            text = screen_text(app)
            assert not [name for name in names if name in text], replay.position
            if replay.at_end:
                break
            await pilot.press("right")
            steps += 1
        assert steps == replay.last > 0
        # Back again, a round at a time.
        while replay.position:
            await pilot.press("pageup")
            assert viewer.view.viewer is None


async def test_the_menu_refuses_a_save_that_cannot_be_replayed(tmp_path: Path) -> None:
    from tablebox.screens.saved_games import ContinueScreen

    path = saved_game(tmp_path, "claim", 2, 7)
    data = json.loads(path.read_text())
    data["actions"][3]["action"] = "dragon-99"
    path.write_text(json.dumps(data))
    good = saved_game(tmp_path, "claim", 2, 8, limit=5)
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ContinueScreen(tmp_path))
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
        await pilot.press("r")  # the game in progress (the damaged one is not listed as such)
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        assert app.screen.replay.match.save_path == good
        assert app.screen.replay.eyes == [PUBLIC]
        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
    from tablebox.screens.replay import replay_or_report

    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        assert not replay_or_report(app.screen, path)

        def refused() -> bool:
            notes = [note.message for note in app._notifications]
            return any(str(path) in note and "action 4" in note for note in notes)

        await settled(pilot, refused, what="the refusal naming the file")


def test_the_command_line_refuses_to_watch_a_damaged_save(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tablebox.cli import main

    path = saved_game(tmp_path, "claim", 2, 7)
    path.write_text(path.read_text().replace('"seat":1', '"seat":7', 1))
    assert main(["replay", str(path), "--watch"]) == 1
    error = capsys.readouterr().err
    assert str(path) in error and "seat 7" in error


async def test_playing_on_reaches_the_end_and_shows_the_chart(tmp_path: Path) -> None:
    """Space plays on (+ up to 4 moves a second, - down to 1); at the end of a finished game
    the chart of every player's cards won opens, and c closes it."""
    from tablebox.screens.replay_chart import ChartScreen

    replay = Replay.open(saved_game(tmp_path, "claim", 2, 7))
    app = TableboxApp(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        viewer: Any = app.screen
        await pilot.press("minus", "minus", "minus")
        assert viewer.speed == 1
        await pilot.press("plus", "plus", "plus", "plus", "plus")
        assert viewer.speed == 4
        replay.go(replay.last - 3)
        viewer.draw_position()
        await pilot.press("space")
        assert "▶ 4/s" in text_of(viewer.query_one("#replay-bar"))
        # Played on by the viewer's timer, then the chart screen is pushed and drawn: all
        # waited for, not timed (on a busy machine the screenshot was taken before the drawing).
        await settled(pilot, lambda: isinstance(app.screen, ChartScreen), what="the chart")
        assert replay.at_end
        await settled(pilot, lambda: "Factions won" in screen_text(app), what="the chart drawn")
        chart = screen_text(app)
        assert "Factions won" in chart and "Ann" in chart and "Ben" in chart
        await pilot.press("c")
        await settled(pilot, lambda: app.screen is viewer, what="the viewer back")
        assert viewer._player is None


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("game_id", registry.playable_ids())
async def test_every_replay_key_is_whole_at_80x24(
    game_id: str, language: str, tmp_path: Path
) -> None:
    """Issue 21.1: the footer names the replay's keys, every one whole at 80×24, in every
    language; at the end of a finished game the chart key takes Play's place."""
    rules = registry.get(game_id)
    replay = Replay.open(saved_game(tmp_path, game_id, rules.min_players, 3, limit=80))
    app = TableboxApp(save_dir=tmp_path, language=language)
    words = Catalog(language)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(replay_screen(replay, language))
        await settled(pilot, lambda: isinstance(app.screen, ReplayTable), what="the viewer")
        for end in ("home", "end"):
            await pilot.press(end)
            chart_key = replay.finished and end == "end"

            def footer() -> list[str]:
                return [key.description for key in app.screen.query(FooterKey) if key.display]

            # The footer is recomposed after the key when the chart key comes or goes.
            await settled(
                pilot,
                lambda c=chart_key: (words.text("replay.key-chart") in footer()) == c,
                what=f"the footer at the {end}",
            )
            keys = [key for key in app.screen.query(FooterKey) if key.display]
            said = [key.description for key in keys]
            assert words.text("replay.key-move") in said and words.text("replay.key-back") in said
            assert (words.text("replay.key-chart") in said) == (replay.finished and end == "end")
            for key in keys:
                region = key.region
                assert region.width > 0 and region.right <= SIZE[0], f"{key.description!r} is cut"
