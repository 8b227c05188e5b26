"""Issue 19.1: computer levels from the command line (``--computer NAME:LEVEL``, ``--think``),
saved with the game; and the CLI's ``simulate --seats`` (issue 19.4). The app is the fake of
``test_cli``: these tests never open a terminal UI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tablebox import bots, cli
from tablebox.bots import levels
from tablebox.controller import Match, Seat
from tablebox.saves import SaveError

from .test_cli import FakeApp, fake_app, usage_error

__all__ = ["fake_app"]  # the fixture, used by every test here


@pytest.fixture(autouse=True)
def no_think_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--think`` writes the process environment: every test gets it back as it was."""
    monkeypatch.delenv(levels.THINK_VARIABLE, raising=False)


def test_the_cli_knows_the_bots_and_the_variable_by_their_names() -> None:
    """The CLI names the bots without loading them (``--help`` stays fast): the same names."""
    assert tuple(bots.BOTS) == cli.BOT_NAMES
    assert set(cli.COMPUTER_LEVELS) | {bots.DEFAULT_BOT} == set(bots.BOTS)
    assert cli.THINK_VARIABLE == levels.THINK_VARIABLE


def test_computer_seats_take_a_level_and_default_to_normal() -> None:
    """Issue 19.1: ``--computer Ben:strong --computer Cid``: Ben strong, Cid normal (the
    default level), Ann human; ``random`` stays selectable."""
    argv = ["new", "claim", "--players", "Ann,Ben,Cid,Dan", "--seed", "3"]
    argv += ["--computer", "Ben:strong", "--computer", "Cid", "--computer", "Dan:random"]
    assert cli.main(argv) == 0
    [app] = FakeApp.launched
    assert app.match is not None
    assert app.match.seats == [
        Seat("Ann"),
        Seat("Ben", "computer", "strong"),
        Seat("Cid", "computer", "normal"),
        Seat("Dan", "computer", "random"),
    ]


def test_an_unknown_level_is_refused_naming_the_known_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 19.1: a level that is no computer player is a usage error, saying which exist."""
    err = usage_error(["new", "claim", "--players", "Ann,Ben", "--computer", "Ben:genius"], capsys)
    assert "'genius' is not a computer player" in err
    for name in bots.BOTS:
        assert name in err
    assert FakeApp.launched == []


def test_a_name_with_a_colon_is_still_a_name() -> None:
    """A player called "R2:D2" is made a computer by its whole name (at the default level)."""
    assert cli.computer_seats(["R2:D2"], ["Ann", "R2:D2"]) == {"R2:D2": "normal"}
    assert cli.computer_seats(["R2:D2:easy"], ["Ann", "R2:D2"]) == {"R2:D2": "easy"}


def test_think_sets_the_strong_players_budget_for_the_run() -> None:
    """Issue 19.1: ``--think 2.5`` on ``new``: every strong player of the run thinks 2.5 s."""
    argv = ["new", "claim", "--players", "Ann,Ben", "--computer", "Ben:strong", "--think", "2.5"]
    assert cli.main(argv) == 0
    assert os.environ[levels.THINK_VARIABLE] == "2.5"
    assert levels.StrongBot().seconds == 2.5


def test_think_on_load(tmp_path: Path) -> None:
    """Issue 19.1: ``--think`` on ``load`` too."""
    path = tmp_path / "game.json"
    Match.start("claim", [Seat("Ann"), Seat("Ben", "computer", "strong")], seed=1, save_path=path)
    path.with_suffix(".json.lock").unlink(missing_ok=True)
    assert cli.main(["load", str(path), "--think", "0.25"]) == 0
    assert levels.think_seconds() == 0.25


@pytest.mark.parametrize("think", ["0", "-1", "nan", "inf", "soon", "601"])
def test_a_bad_think_time_is_a_usage_error(think: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = usage_error(["new", "claim", "--players", "Ann,Ben", "--think", think], capsys)
    assert "--think" in err


def test_the_level_round_trips_through_the_save(tmp_path: Path) -> None:
    """Issue 19.1: a seat's level is saved with the game and comes back on load."""
    path = tmp_path / "game.json"
    seats = [Seat("Ben", "computer", "strong"), Seat("Cid", "computer", "easy")]
    with Match.start("claim", seats, seed=4, save_path=path):
        pass
    with Match.load(path) as loaded:
        assert loaded.seats == seats


def test_a_save_naming_an_unknown_bot_is_refused_clearly(tmp_path: Path) -> None:
    """Issue 19.1: a save whose computer is no bot of this tablebox is refused, naming it."""
    path = tmp_path / "game.json"
    with Match.start(
        "claim", [Seat("Ann"), Seat("Ben", "computer", "strong")], seed=4, save_path=path
    ):
        pass
    data = json.loads(path.read_text())
    data["seats"][1]["bot"] = "genius"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match=r"computer player this tablebox lacks \('genius'\)"):
        Match.load(path)


# -- simulate --seats ------------------------------------------------------------------------------


def test_simulate_seats_refuses_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 19.4: ``--seats`` with a name that is no bot: a usage error naming it and the
    known ones."""
    err = usage_error(["simulate", "claim", "--games", "2", "--seats", "strong,wizard"], capsys)
    assert "'wizard': not a computer player" in err
    assert "known: random, easy, normal, strong" in err


def test_simulate_seats_refuses_a_seat_count_the_game_does_not_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = usage_error(["simulate", "claim", "--games", "2", "--seats", "normal"], capsys)
    assert "--seats: Claim is played by 2 to 4 players, not 1" in err


def test_simulate_seats_prints_a_line_per_bot(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 19.4: a tiny seeded run prints each bot's wins, interval, rank and times."""
    argv = ["simulate", "claim", "--games", "4", "--seed", "2", "--seats", "normal,random"]
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    assert "4 games, seats normal,random (seed 2)" in out
    rows = [
        line.split() for line in out.splitlines() if line.split()[:1] in (["normal"], ["random"])
    ]
    assert [row[0] for row in rows] == ["normal", "random"]
    assert sum(float(row[2]) for row in rows) == 4  # the wins of a two-player Claim run


def test_think_without_seats_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """The random speed benchmark has nobody who thinks: ``--think`` alone is a mistake."""
    err = usage_error(["simulate", "claim", "--games", "2", "--think", "1"], capsys)
    assert "--think: only with --seats" in err
