"""The ``tablebox`` command, called as ``main([...])``. The app itself is replaced by a fake that
records what it was given: these tests never open a terminal UI."""

from __future__ import annotations

import random
import re
import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tablebox import cli, registry
from tablebox.cli import parsing
from tablebox.controller import Match, Seat
from tablebox.resources import rule_reference_path
from tablebox.saves import read_save

toy_module = "tests.tablebox.test_controller"
"""A toy game with private events (each seat's deal), defined with the controller's tests."""


class FakeApp:
    """Stands in for ``tablebox.app.TableboxApp``."""

    launched: ClassVar[list[FakeApp]] = []

    def __init__(
        self, match: Match | None = None, *, save_dir: Path | None = None, language: str = "en"
    ) -> None:
        self.match = match
        self.save_dir = save_dir
        self.language = language
        self.ran = False

    def run(self) -> None:
        self.ran = True
        FakeApp.launched.append(self)


@pytest.fixture(autouse=True)
def fake_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> type[FakeApp]:
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "saves"))
    module = types.ModuleType("tablebox.app")
    module.TableboxApp = FakeApp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tablebox.app", module)
    FakeApp.launched = []
    return FakeApp


def finished_save(path: Path, seed: int = 3) -> Match:
    match = Match.start(
        "claim", [Seat("Alice"), Seat("Bob", "computer")], seed=seed, save_path=path
    )
    rng = random.Random(seed)
    step = match.next_step()
    while step.kind != "over":
        seat = step.seat
        assert seat is not None
        if step.kind == "computer":
            step = match.act(seat, match.think(seat))
        else:
            step = match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("usage: tablebox")
    assert "Traceback" not in captured.err
    return captured.err


# -- usage errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["new", "chess", "--players", "Alice,Bob"],
        ["rules", "chess"],
        ["simulate", "chess", "--games", "3"],
    ],
)
def test_an_unknown_game_is_a_usage_error_listing_the_known_games(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    err = usage_error(argv, capsys)
    assert "unknown game 'chess'" in err
    for game in registry.game_ids():
        assert game in err


@pytest.mark.parametrize("games", ["0", "-3", "many", "2.5"])
def test_a_bad_games_count_is_a_usage_error(games: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = usage_error(["simulate", "claim", "--games", games], capsys)
    assert "--games" in err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["new"], "GAME"),
        (["new", "claim"], "--players"),
        (["new", "claim", "--players"], "--players"),
        (["new", "claim", "--players", "Alice,Bob", "--seed", "soon"], "--seed"),
        (["load"], "FILE"),
        (["replay"], "FILE"),
        (["rules"], "GAME"),
        (["simulate", "claim"], "--games"),
        (["simulate", "claim", "--games", "3", "--players", "5"], "2 to 4 players, not 5"),
        (
            ["simulate", "claim", "--games", "3", "--players", "3", "--option", "box=claim2"],
            "3 players need both boxes",
        ),
        (["simulate", "claim", "--games", "3", "--option", "box"], "write it as KEY=VALUE"),
        (["simulate", "claim", "--games", "3", "--option", "size=9"], "no such option"),
        (["simulate", "claim", "--games", "3", "--option", "box=plastic"], "box: Input should"),
        (["simulate", "claim", "--games", "3", "--option", "box=mixed"], "needs one pair"),
        (["dance"], "invalid choice"),
        (["--frobnicate"], "unrecognized arguments"),
    ],
)
def test_missing_and_bad_arguments_are_usage_errors(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert words in usage_error(argv, capsys)


@pytest.mark.parametrize(
    ("players", "computer", "words"),
    [
        ("Alice,Bob", "Carol", "--computer Carol: not among the players (Alice, Bob)"),
        ("Alice", None, "2 to 4 players, not 1"),
        ("Alice,Alice", None, "different name"),
        ("Alice,", None, "every player needs a name"),
    ],
)
def test_new_refuses_a_bad_table(
    players: str,
    computer: str | None,
    words: str,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    argv = ["new", "claim", "--players", players]
    if computer:
        argv += ["--computer", computer]
    assert words in usage_error(argv, capsys)
    assert FakeApp.launched == []
    assert not (tmp_path / "saves").exists()  # nothing was saved


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("tablebox ")


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("new", "load", "rules", "replay", "simulate"):
        assert command in out


# -- the app commands -----------------------------------------------------------------------------


def test_no_command_opens_the_main_menu() -> None:
    assert cli.main([]) == 0
    [app] = FakeApp.launched
    assert app.ran
    assert app.match is None


def test_new_starts_the_match_it_was_asked_for(tmp_path: Path) -> None:
    argv = ["new", "claim", "--players", "Alice, Bob", "--computer", "Bob", "--seed", "42"]
    assert cli.main(argv) == 0
    [app] = FakeApp.launched
    match = app.match
    assert isinstance(match, Match)
    assert match.game_id == "claim"
    assert match.seats == [Seat("Alice", "human"), Seat("Bob", "computer", "normal")]
    assert match.seed == 42
    assert match.actions == []
    assert match.save_path is not None
    assert match.save_path.parent == tmp_path / "saves"
    assert read_save(match.save_path).seed == 42
    same = Match.start("claim", match.seats, seed=42, autosave=False)
    assert match.view(0) == same.view(0)


def test_new_without_a_seed_picks_one_and_all_humans_by_default() -> None:
    assert cli.main(["new", "claim", "--players", "Alice,Bob"]) == 0
    assert cli.main(["new", "claim", "--players", "Alice,Bob"]) == 0
    first, second = (app.match for app in FakeApp.launched)
    assert first is not None and second is not None
    assert all(seat.is_human for seat in first.seats)
    assert isinstance(first.seed, int)
    assert first.save_path != second.save_path


def test_new_takes_the_game_options() -> None:
    """CLM-11: a 3-player mixed game from the command line, lists written comma-separated."""
    argv = ["new", "claim", "--players", "Ann,Ben,Cid", "--seed", "5"]
    argv += ["--option", "box=mixed", "--option", "pair=gnomes-giants"]
    argv += ["--option", "singles=undead, dwarf,doppelganger,dragon,seer"]
    assert cli.main(argv) == 0
    [app] = FakeApp.launched
    assert app.match is not None
    assert app.match.options.model_dump() == {
        "box": "mixed",
        "pair": "gnomes-giants",
        "singles": ("undead", "dwarf", "doppelganger", "dragon", "seer"),
    }
    assert app.match.view(0).hand_sizes == [12, 12, 12]  # type: ignore[attr-defined]


def test_new_takes_repeated_computer_options() -> None:
    argv = ["new", "claim", "--players", "Ann,Ben", "--computer", "Ann", "--computer", "Ben"]
    assert cli.main(argv) == 0
    [app] = FakeApp.launched
    assert app.match is not None
    assert [seat.kind for seat in app.match.seats] == ["computer", "computer"]


def test_load_opens_the_saved_match(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    saved = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=8, save_path=path)
    saved.act(0, saved.legal_actions(0)[0])
    assert cli.main(["load", str(path)]) == 0
    [app] = FakeApp.launched
    assert app.match is not None
    assert app.match.save_path == path
    assert app.match.actions == saved.actions
    assert app.match.status() == saved.status()


def test_load_of_a_damaged_file_exits_1_with_the_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    finished_save(path)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns

    assert cli.main(["load", str(path)]) == 1

    captured = capsys.readouterr()
    assert captured.out == ""
    assert str(path) in captured.err
    assert "truncated" in captured.err
    assert "Traceback" not in captured.err
    assert path.read_bytes() == before
    assert path.stat().st_mtime_ns == mtime
    assert FakeApp.launched == []


def test_load_of_a_missing_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["load", str(tmp_path / "nope.json")]) == 1
    assert "no such file" in capsys.readouterr().err


# -- the headless commands ------------------------------------------------------------------------


def test_rules_prints_the_reference_raw_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    if not rule_reference_path("claim").is_file():
        pytest.skip("seeds/claim.md is not written yet")
    assert cli.main(["rules", "claim"]) == 0
    text = rule_reference_path("claim").read_text(encoding="utf-8")
    assert capsys.readouterr().out.rstrip("\n") == text.rstrip("\n")


def test_rules_renders_markdown_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    if not rule_reference_path("claim").is_file():
        pytest.skip("seeds/claim.md is not written yet")
    monkeypatch.setattr(parsing, "is_terminal", lambda: True)
    assert cli.main(["rules", "claim"]) == 0
    out = capsys.readouterr().out
    assert "CLM-" in out
    assert "\n## " not in out  # headings are drawn, not printed as Markdown


def test_replay_prints_the_moves_the_public_log_and_the_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    match = finished_save(path)
    before = path.read_bytes()

    assert cli.main(["replay", str(path)]) == 0

    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Claim: Alice, Bob (computer); seed 3"
    names = match.names
    # Each move in words (issue 26.6): its number, then what the log says it did.
    moves = lines[2 : 2 + len(match.actions)]
    for number, (record, line) in enumerate(zip(match.actions, moves, strict=True), start=1):
        assert line.startswith(f"{number:>4}. {names[record.seat]} ")
    for line in match.catalog.lines(match.visible_events(None)):
        assert f"  {line}" in lines
    assert f"Status: {match.status()}" in lines
    outcome = match.outcome()
    assert outcome is not None
    winner = names[outcome.winners[0]]
    assert any(line.startswith(f"  1. {winner}") for line in lines)
    for explanation in match.catalog.lines(outcome.explanation):
        assert f"  {explanation}" in lines
    unrendered = [line for line in lines if re.search(r"\b(claim|common)\.[a-z]", line)]
    assert not unrendered, "a message the catalog could not put in words"
    assert path.read_bytes() == before


def test_replay_of_an_unfinished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    match = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=2, save_path=path)
    card = match.legal_actions(0)[0]
    match.act(0, card)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"  1. Alice  {card}" not in out  # moves may name hidden cards: not before the end
    for line in match.catalog.lines(match.visible_events(None)):
        assert f"  {line}" in out
    assert "not over" in out
    assert "Bob to act" in out


def test_replay_of_unfinished_oriflamme_keeps_face_down_cards_hidden(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Oriflamme's placements name the card placed face down ("place red-spy left"), so the
    moves of an unfinished game are not printed, and neither are the seats' private events."""
    path = tmp_path / "ori.json"
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cid")]
    match = Match.start("oriflamme", seats, seed=1, save_path=path)
    rng = random.Random(1)
    for _ in range(3):  # three cards placed face down, none revealed yet
        seat = match.acting_seats()[0]
        match.act(seat, rng.choice(match.legal_actions(seat)))
    events = list(match.rules.events(match.state))
    assert any(event.audience is not None for event in events)

    assert cli.main(["replay", str(path)]) == 0

    out = capsys.readouterr().out
    for record in match.actions:
        assert record.action not in out
    for event in events:
        text = match.catalog.text(event)
        assert (text in out) == (event.audience is None), text


def test_replay_of_an_unfinished_game_prints_no_private_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A shell must not read the cards a seat holds mid-game: only public events are printed."""
    monkeypatch.setattr(
        registry, "GAMES", {**registry.GAMES, "toy": registry.GameEntry(toy_module, "")}
    )
    path = tmp_path / "toy.json"
    match = Match.start("toy", [Seat("Ann"), Seat("Ben", "computer")], seed=4, save_path=path)
    match.act(0, match.legal_actions(0)[0])
    private = [event for event in match.rules.events(match.state) if event.audience is not None]
    public = [event for event in match.rules.events(match.state) if event.audience is None]
    assert private and public

    assert cli.main(["replay", str(path)]) == 0

    out = capsys.readouterr().out
    for event in private:
        assert match.catalog.text(event) not in out
    for card in match.state.hands[0] + match.state.hands[1] + match.state.played[0]:
        assert card not in out
    for event in public:
        assert match.catalog.text(event) in out
    assert "Ben to act" in out


def test_replay_of_a_damaged_file_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "tablebox-save", "version": 1}', encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert str(path) in captured.err and "damaged" in captured.err
    assert "Traceback" not in captured.err


def _outcome_part(out: str) -> list[str]:
    """The report without its timings."""
    timing = ("seconds", "games/s", "actions/s")
    return [line for line in out.splitlines() if not line.strip().startswith(timing)]


def test_simulate_prints_the_statistics(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "claim", "--games", "20", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for label in ("games", "seconds", "games/s", "actions/s", "actions/game", "draws"):
        assert label in out
    assert "20 games" in out and "seed 1" in out
    assert "Seat 1" in out and "Seat 2" in out
    assert "average length" in out


def test_simulate_plays_the_mode_its_options_name(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "claim", "--games", "10", "--seed", "1", "--players", "4"]
    argv += ["--option", "box=mixed", "--option", "pair=knights-goblins"]
    argv += ["--option", "singles=undead,dwarf,doppelganger,dragon,troll"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "10 games between 4 random players" in out
    assert "options        box=mixed, pair=knights-goblins, singles=undead,dwarf," in out


def test_simulate_repeats_with_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "claim", "--games", "20", "--seed", "1"]
    assert cli.main(argv) == 0
    first = capsys.readouterr().out
    assert cli.main(argv) == 0
    second = capsys.readouterr().out
    assert _outcome_part(first) == _outcome_part(second)
    assert cli.main(["simulate", "claim", "--games", "20", "--seed", "2"]) == 0
    other = capsys.readouterr().out
    assert _outcome_part(other) != _outcome_part(first)


def test_simulate_accepts_a_player_count_in_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "claim", "--games", "2", "--players", "2"]) == 0
    assert "2 random players" in capsys.readouterr().out


def test_simulate_tallies_every_game() -> None:
    from tablebox.simulate import simulate

    result = simulate("claim", 30, seed=7)
    assert result.games == 30
    assert result.shared == [0, 0]  # with two seats a shared first place is a draw
    assert sum(result.wins) + result.draws == 30
    assert result.shortest <= result.average_length <= result.longest
    assert result.actions == round(result.average_length * 30)
    assert all(0 <= result.win_rate(seat) <= 1 for seat in range(2))


def test_simulate_works_without_advance(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules without the in-place ``advance`` are played with ``apply``; same games either way."""
    from tablebox import simulate as module

    rules = registry.get("claim")

    class CopyingOnly:
        def __getattr__(self, name: str) -> Any:
            if name == "advance":
                raise AttributeError(name)
            return getattr(rules, name)

    with_advance = module.simulate("claim", 10, seed=5)
    monkeypatch.setattr(registry, "get", lambda game_id: CopyingOnly())
    with_apply = module.simulate("claim", 10, seed=5)
    assert with_apply.outcome_lines() == with_advance.outcome_lines()
    assert with_apply.actions == with_advance.actions


def test_simulate_plays_trusted_actions_in_place(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every action comes from ``legal_actions``, so the simulator asks ``advance`` not to check
    it again (``trusted=True``)."""
    from tablebox import simulate as module

    rules = registry.get("claim")
    seen: list[bool] = []

    class Recording:
        def __getattr__(self, name: str) -> Any:
            return getattr(rules, name)

        def advance(self, state: Any, seat: int, action: Any, trusted: bool = False) -> None:
            seen.append(trusted)
            rules.advance(state, seat, action, trusted=trusted)

    direct = module.simulate("claim", 5, seed=9)
    monkeypatch.setattr(registry, "get", lambda game_id: Recording())
    trusted = module.simulate("claim", 5, seed=9)
    assert seen and all(seen)
    assert len(seen) == trusted.actions
    assert trusted.outcome_lines() == direct.outcome_lines()


def test_learn_opens_the_lesson_and_takes_it_up_again(tmp_path: Path) -> None:
    """Issue 31: ``tablebox learn GAME`` opens the lesson, saved apart from the games; a
    second call takes up the same lesson; ``--again`` begins it anew."""
    from tablebox.lessons.runner import LessonMatch, lesson_path

    assert cli.main(["learn", "claim"]) == 0
    [app] = FakeApp.launched
    assert isinstance(app.match, LessonMatch)
    assert app.match.save_path == lesson_path("claim", tmp_path / "saves")
    app.match.act(0, "giant-3")
    app.match.close()
    assert cli.main(["learn", "claim"]) == 0
    again = FakeApp.launched[-1].match
    assert isinstance(again, LessonMatch) and len(again.actions) == 1
    again.close()
    assert cli.main(["learn", "claim", "--again"]) == 0
    fresh = FakeApp.launched[-1].match
    assert isinstance(fresh, LessonMatch) and fresh.actions == []
    fresh.close()
