"""Issue 26.3 (inputs that tripped a player) and 26.7 (a save readable by its owner only):
the strong player's time from the variable and the setting bounded as ``--think`` is, a
computer named twice refused, a language code in capitals accepted, a save's missing field
named; saves, their temp files and their ``.prev`` written 0600."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from tablebox import cli, config
from tablebox.bots import levels
from tablebox.catalog import Catalog
from tablebox.controller import Match, Seat
from tablebox.saves import SaveError, previous_path, read_save, write_save
from tablebox.saves import writing as save_writing

from .test_cli import fake_app, usage_error

__all__ = ["fake_app"]  # the fixture: no test here opens a terminal UI


@pytest.fixture(autouse=True)
def settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A config folder of the test's own, and no variable from the caller."""
    folder = tmp_path / "config"
    folder.mkdir()
    monkeypatch.setenv(config.CONFIG_DIR_VARIABLE, str(folder))
    monkeypatch.delenv(levels.THINK_VARIABLE, raising=False)
    return folder


# -- 26.3: the strong player's time ---------------------------------------------------------


@pytest.mark.parametrize("text", ["1e9", "601", "0", "-1", "nan", "inf", "soon"])
def test_a_think_variable_out_of_bounds_is_ignored_and_said_once(
    text: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``TABLEBOX_THINK=1e9`` was used as given (a decision still running after 60 s)."""
    monkeypatch.setenv(levels.THINK_VARIABLE, text)
    assert levels.think_seconds() == 1.0  # the bots bound it too, for tools outside the CLI
    assert cli.main(["new", "claim", "--players", "Ann,Ben", "--computer", "Ben:strong"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and f"$TABLEBOX_THINK={text} is ignored" in lines[0]
    assert "at most 600" in lines[0]
    assert levels.think_seconds() == 1.0


def test_a_think_variable_in_bounds_is_used_silently(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(levels.THINK_VARIABLE, "600")
    assert cli.main(["new", "claim", "--players", "Ann,Ben", "--computer", "Ben:strong"]) == 0
    assert capsys.readouterr().err == "" and levels.think_seconds() == 600.0


@pytest.mark.parametrize("value", ["1e9", "0", "-1", '"soon"', "null", "[2]"])
def test_a_think_setting_out_of_bounds_is_ignored_and_said_once(
    value: str, settings: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (settings / config.CONFIG_FILE).write_text(f'{{"think_seconds": {value}}}', encoding="utf-8")
    assert cli.main(["new", "claim", "--players", "Ann,Ben", "--computer", "Ben:strong"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "think_seconds" in lines[0] and "is ignored" in lines[0]
    assert levels.think_seconds() == 1.0


def test_a_good_think_setting_and_the_menu(
    settings: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A setting in bounds says nothing; the menu (whose form may seat a strong player)
    checks the setting too."""
    (settings / config.CONFIG_FILE).write_text('{"think_seconds": 2.5}', encoding="utf-8")
    assert cli.main([]) == 0 and capsys.readouterr().err == ""
    (settings / config.CONFIG_FILE).write_text('{"think_seconds": 700}', encoding="utf-8")
    assert cli.main([]) == 0 and "think_seconds 700" in capsys.readouterr().err


# -- 26.3: the command line ------------------------------------------------------------------


@pytest.mark.parametrize("second", ["Ben:strong", "Ben", "Ben:easy,Ann"])
def test_a_computer_named_twice_is_a_usage_error(
    second: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--computer Ben --computer Ben:strong`` was accepted, the last one winning."""
    argv = ["new", "claim", "--players", "Ann,Ben", "--computer", "Ben", "--computer", second]
    err = usage_error(argv, capsys)
    assert "--computer: Ben is named twice" in err


@pytest.mark.parametrize("code", ["CS", "Cs", " cs"])
def test_a_language_code_in_capitals_is_accepted(
    code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tablebox list --lang CS`` was refused (in Czech)."""
    assert cli.main(["list", "--lang", code]) == 0
    assert "hráči" in capsys.readouterr().out
    assert cli.main(["--lang", code, "list"]) == 0
    assert "hráči" in capsys.readouterr().out


# -- 26.3: a save's missing field is named ----------------------------------------------------


@pytest.mark.parametrize(
    ("change", "english", "czech"),
    [
        (lambda d: d["seats"][1].pop("name"), "field seat 2 (name) is missing", "chybí"),
        (lambda d: d.pop("game"), "field game is missing", "chybí v něm pole game"),
        (lambda d: d["seats"][0].update(colour=1), "does not know: seat 1 (colour)", "nezná"),
        (lambda d: d["seats"][0].update(kind="robot"), "field seat 1 (kind): ", "pole seat 1"),
    ],
)
def test_a_damaged_field_is_named_in_the_catalogs_words(
    tmp_path: Path, change: object, english: str, czech: str
) -> None:
    path = tmp_path / "game.json"
    Match.start("claim", [Seat("Ann"), Seat("Ben", "computer")], seed=1, save_path=path).close()
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert english in str(refused.value) and "not a tablebox save" not in str(refused.value)
    assert czech in refused.value.text(Catalog("cs"))


def test_a_seat_without_its_bot_still_opens(tmp_path: Path) -> None:
    """A seat's ``bot`` has a default (save version 1 had none): a file without it opens,
    its computer playing the default; never "not a tablebox save file"."""
    path = tmp_path / "game.json"
    Match.start("claim", [Seat("Ann"), Seat("Ben", "computer")], seed=1, save_path=path).close()
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["seats"][1]["bot"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with Match.load(path) as loaded:
        assert loaded.seats[1].kind == "computer"


# -- 26.7: a save is its owner's only ----------------------------------------------------------


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_save_its_previous_copy_and_its_temp_file_are_the_owners_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save holds every hand: written 0600 whatever the umask, its ``.prev`` too, and the
    temp file it is written through (seen as it is written)."""
    old = os.umask(0o022)
    try:
        folder = tmp_path / "saves"
        path = folder / "game.json"
        seen: list[int] = []
        replace = os.replace

        def watching(source: str | Path, target: str | Path) -> None:
            seen.append(mode(Path(source)))
            replace(source, target)

        monkeypatch.setattr(save_writing.os, "replace", watching)
        match = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=1, save_path=path)
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])  # the autosave keeps the .prev
        match.close()
        assert mode(path) == 0o600 and mode(previous_path(path)) == 0o600
        assert seen and set(seen) == {0o600}
        assert mode(folder) == 0o700  # a folder tablebox made

        # A save written 0644 by an older tablebox: its .prev and the new file are 0600.
        write_save(path, read_save(path))
        path.chmod(0o644)
        write_save(path, read_save(path))
        assert mode(path) == 0o600 and mode(previous_path(path)) == 0o600
    finally:
        os.umask(old)
