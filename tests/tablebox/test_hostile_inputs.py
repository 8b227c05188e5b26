"""Hostile input: every bad action text, save file, save folder and option gets a clear, short
message, and nothing is lost (a refused file is never written to; one bad file never hides the
good ones; a second window never overwrites the first).

One test per defect of the hostile-user review, named after what it guards.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock, Timeout

from tablebox import cli
from tablebox.catalog import Catalog, english, has_template
from tablebox.controller import Match, Seat
from tablebox.engine import IllegalAction, Message
from tablebox.safe_text import has_control_characters, printable
from tablebox.saves import (
    LOCK_DIR_VARIABLE,
    MAX_ACTION_CHARS,
    MAX_DECK_CARDS,
    MAX_ID_CHARS,
    MAX_PROBLEM_CHARS,
    MAX_SAVE_BYTES,
    SAVE_VERSION,
    SaveError,
    SaveFile,
    SaveInUse,
    list_saves,
    lock_path,
    previous_path,
    read_save,
    write_save,
)
from tablebox.saves.checksum import header_check
from tests.tablebox.conftest import settled

OLD_CLAIM_SAVE = Path(__file__).parent / "data" / "claim2-v0.1.0.json"
ORIFLAMME_SEATS = [Seat("Ann"), Seat("Ben"), Seat("Cid")]


class FakeApp:
    """Stands in for the Textual app: a test never opens a terminal UI."""

    launched: list[Any] = []  # noqa: RUF012 (reset by the fixture)

    def __init__(self, match: Any = None, **_: Any) -> None:
        self.match = match

    def run(self) -> None:
        FakeApp.launched.append(self.match)


@pytest.fixture(autouse=True)
def _isolated(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves and locks in this test's folders; the app replaced by :class:`FakeApp`."""
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv(LOCK_DIR_VARIABLE, str(tmp_path_factory.mktemp("locks")))
    module = types.ModuleType("tablebox.app")
    module.TableboxApp = FakeApp  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "tablebox.app", module)
    FakeApp.launched = []


def oriflamme_save(path: Path, actions: int = 3, seed: int = 1) -> Match:
    match = Match.start("oriflamme", ORIFLAMME_SEATS, seed=seed, save_path=path)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = match.acting_seats()[0]
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def claim_save(path: Path, actions: int = 6, seed: int = 11) -> Match:
    match = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=seed, save_path=path)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = match.acting_seats()[0]
        match.act(seat, rng.choice(match.legal_actions(seat)))
    return match


def edited(path: Path, edit: Any) -> Path:
    """The save at ``path`` changed by ``edit(data)``, written by hand (its match closed)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    previous_path(path).unlink(missing_ok=True)
    return path


def refused(path: Path, *words: str) -> SaveError:
    """Loading ``path`` fails with a short one-line message naming it and the problem, and
    the file and its folder are left exactly as they were."""
    before = path.read_bytes() if path.is_file() else None
    listing = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(SaveError) as caught:
        Match.load(path)
    error = caught.value
    text = str(error)
    assert text.startswith(f"Cannot open {path}: ")
    assert "\n" not in text and len(error.problem) <= MAX_PROBLEM_CHARS
    for word in words:
        assert word in error.problem, error.problem
    if before is not None:
        assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == listing
    return error


def cli_refuses(argv: list[str], path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert cli.main(argv) == 1
    err = capsys.readouterr().err
    assert str(path) in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert FakeApp.launched == []
    return err


# -- 1. action text: only ASCII digits, bounded, refused as IllegalAction ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "target ²",
        "place red-spy on ①",
        "move ٣ to 1",
        "target " + "9" * 5000,
        "place red-spy on " + "1" * 5000,
        "not an action " * 100_000,
    ],
    ids=["superscript", "circled", "arabic-indic", "5000-digits", "5000-digit-spot", "1.4MB"],
)
def test_oriflamme_refuses_foreign_digits_and_huge_numbers_as_illegal_actions(text: str) -> None:
    match = Match.start("oriflamme", ORIFLAMME_SEATS, seed=1, autosave=False)
    seat = match.acting_seats()[0]
    with pytest.raises(IllegalAction) as caught:
        match.rules.parse_action(match.state, seat, text)
    assert has_template(caught.value.code), caught.value.code
    assert len(english(caught.value.message)) < 200
    with pytest.raises(IllegalAction):
        match.act(seat, text)
    assert match.actions == []


@pytest.mark.parametrize(
    "text",
    ["giant-５", "take ①", "giant-" + "9" * 5000, "x" * 1_000_000],
    ids=["fullwidth", "circled", "5000-digits", "1MB"],
)
def test_claim_refuses_foreign_digits_and_huge_texts_with_a_short_reason(text: str) -> None:
    match = Match.start("claim", [Seat("Alice"), Seat("Bob")], seed=1, autosave=False)
    with pytest.raises(IllegalAction) as caught:
        match.rules.parse_action(match.state, 0, text)
    assert has_template(caught.value.code)
    assert len(english(caught.value.message)) < 200


# -- 2. a save holding such an action: a SaveError, for load and replay --------------------------


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        ("target ²", "illegal on replay"),
        ("place red-spy on ①", "illegal on replay"),
        ("target " + "9" * 5000, "at most 1000 characters"),  # issue 17.6: past the cap
    ],
    ids=["superscript", "circled", "5000-digits"],
)
def test_a_save_holding_a_foreign_digit_action_is_refused_by_load_and_replay(
    tmp_path: Path, bad: str, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ori.json"
    oriflamme_save(path).close()
    edited(path, lambda data: data["actions"][1].update(action=bad))

    refused(path, "action 2", why)
    for command in ("load", "replay"):
        err = cli_refuses([command, str(path)], path, capsys)
        assert why in err


def test_a_rule_module_failing_on_a_saved_action_is_a_save_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever a game raises on a hostile file, loading says so instead of crashing."""
    path = tmp_path / "ori.json"
    oriflamme_save(path).close()
    rules = type(Match.load(path, read_only=True).rules)

    def broken(self: Any, state: Any, seat: int, text: str) -> str:
        raise ValueError("invalid literal for int() with base 10: '²'")

    monkeypatch.setattr(rules, "parse_action", broken)
    refused(path, "action 1", "cannot be replayed", "ValueError")


# -- 3. deeply nested JSON, numbers too long ---------------------------------------------------


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, ("nested too deeply",)),
        ('{"format": "tablebox-save", "a": ' + "[" * 100_000 + "]" * 100_000 + "}", ("nested",)),
        ('{"format": "tablebox-save", "version": ' + "1" * 5000 + "}", ("number too long",)),
    ],
    ids=["100000-levels", "nested-inside-a-save", "5000-digit-version"],
)
def test_deep_nesting_and_huge_numbers_are_refused_as_save_errors(
    tmp_path: Path, content: str, words: tuple[str, ...]
) -> None:
    path = tmp_path / "hostile.json"
    path.write_text(content, encoding="utf-8")
    refused(path, *words)


def test_a_huge_number_inside_a_real_save_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    claim_save(path).close()
    text = path.read_text(encoding="utf-8").replace('"seed":11', '"seed":' + "7" * 5000, 1)
    assert "7" * 5000 in text
    path.write_text(text, encoding="utf-8")
    refused(path, "number too long")


# -- 4. one bad file never hides the good saves -----------------------------------------------


def test_bad_files_are_damaged_entries_and_the_good_saves_still_list(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    good = claim_save(folder / "good.json")
    good.close()
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    (folder / "digits.json").write_text('{"version": ' + "9" * 5000 + "}", encoding="utf-8")
    status = json.loads((folder / "good.json").read_text(encoding="utf-8"))
    status["status"] = {"key": "claim.no-such-key", "params": {"x": ["[" * 50]}}
    (folder / "odd-status.json").write_text(json.dumps(status), encoding="utf-8")
    (folder / "folder.json").mkdir()

    summaries = list_saves(folder)

    by_name = {summary.path.name: summary for summary in summaries}
    assert set(by_name) == {"good.json", "deep.json", "digits.json", "odd-status.json",
                            "folder.json"}  # fmt: skip
    assert by_name["good.json"].problem is None
    assert by_name["good.json"].players == ["Alice", "Bob"]
    # Issue 26.2: a status the list cannot word is one greyed entry; it hides no other save.
    assert by_name["odd-status.json"].problem is not None
    for name in ("deep.json", "digits.json", "folder.json"):
        problem = by_name[name].problem
        assert problem is not None and len(problem) <= MAX_PROBLEM_CHARS, name
    assert summaries[-3:] == sorted(summaries[-3:], key=lambda s: s.path.name)
    assert all(s.problem is None for s in summaries[:1])


async def test_the_continue_screen_lists_good_saves_beside_a_hostile_file(tmp_path: Path) -> None:
    from textual.app import App
    from textual.widgets import OptionList

    from tablebox.screens.saved_games import ContinueScreen

    folder = tmp_path / "saves"
    claim_save(folder / "good.json").close()
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ContinueScreen(folder))

    app = Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await settled(
            pilot,
            lambda: app.screen.query_one("#saves", OptionList).option_count == 2,
            what="the list",
        )
        saves = app.screen.query_one("#saves", OptionList)
        prompts = [str(saves.get_option_at_index(i).prompt) for i in range(saves.option_count)]
        assert saves.option_count == 2
        assert "Alice vs Bob" in prompts[0] and not saves.get_option_at_index(0).disabled
        assert "deep.json" in prompts[1] and saves.get_option_at_index(1).disabled
        assert "nested too deeply" in prompts[1]


# -- 5. FIFOs, devices, endless or huge files ---------------------------------------------------


def _finishes(work: Any, seconds: float = 20.0) -> Any:
    """``work()``'s result, failing (not hanging) if it takes longer than ``seconds``."""
    result: list[Any] = []
    thread = threading.Thread(target=lambda: result.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it blocked"
    return result[0]


def _load_problem(path: Path) -> str:
    try:
        Match.load(path).close()
    except SaveError as error:
        return error.problem
    return "it opened"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_a_device_neither_hangs_nor_fills_the_memory(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    claim_save(folder / "good.json").close()
    os.mkfifo(folder / "x.json")
    (folder / "zero.json").symlink_to("/dev/zero")

    summaries = _finishes(lambda: list_saves(folder))

    problems = {s.path.name: s.problem for s in summaries}
    assert problems["good.json"] is None
    assert "named pipe" in (problems["x.json"] or "")
    assert "device" in (problems["zero.json"] or "")
    assert "named pipe" in _finishes(lambda: _load_problem(folder / "x.json"))
    assert "device" in refused(folder / "zero.json").problem


def test_a_save_larger_than_the_cap_is_refused_as_too_large(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:  # sparse: takes no disk space
        handle.truncate(MAX_SAVE_BYTES + 1)
    assert "too large" in refused(path).problem


# -- 6. a lowered snapshot_version cannot switch the cross-check off -----------------------------


def test_an_edited_save_with_a_lowered_snapshot_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    claim_save(path, actions=8).close()
    short = claim_save(tmp_path / "short.json", actions=4)
    short.close()
    other = json.loads((tmp_path / "short.json").read_text(encoding="utf-8"))

    def rewrite_history(data: dict[str, Any]) -> None:
        data["actions"] = data["actions"][:4]  # moves deleted ...
        data["snapshot"] = {"hands": [[], []]}  # ... and the snapshot replaced
        data["snapshot_version"] = 1

    edited(path, rewrite_history)
    assert read_save(path).version == SAVE_VERSION
    refused(path, "layout 1", "edited")

    def also_lower_the_save_version(data: dict[str, Any]) -> None:
        data["version"] = 1

    edited(path, also_lower_the_save_version)
    refused(path, "version 1", "edited")
    # Without the edit the shortened game is a good save: only the edit is refused.
    assert Match.load(tmp_path / "short.json").actions == short.actions
    assert other["snapshot_version"] == short.rules.snapshot_version


def test_a_save_that_takes_back_moves_cannot_pass_for_an_older_version(tmp_path: Path) -> None:
    """Take-backs came with save version 3: a version 2 file holding them was edited."""
    path = tmp_path / "g.json"
    match = claim_save(path, actions=1)
    match.take_back(0)
    match.close()
    assert read_save(path).takebacks
    edited(path, lambda data: data.update(version=2))
    refused(path, "version 2", "edited")


def test_an_old_save_file_still_loads_and_plays_on_in_todays_layout(tmp_path: Path) -> None:
    path = tmp_path / OLD_CLAIM_SAVE.name
    path.write_bytes(OLD_CLAIM_SAVE.read_bytes())
    with Match.load(path) as match:
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
        assert match.save_problem is None
    saved = read_save(path)
    assert saved.version == SAVE_VERSION
    assert saved.snapshot_version == match.rules.snapshot_version
    assert Match.load(path, read_only=True).actions == match.actions


# -- 7. one window per save ------------------------------------------------------------------


HOLDER = """
import sys, time
from pathlib import Path
from tablebox.controller import Match
match = Match.load(Path(sys.argv[1]))
print("holding", flush=True)
time.sleep(120)
"""

TRY_LOAD = """
import sys
from pathlib import Path
from tablebox.controller import Match
from tablebox.saves import SaveInUse
try:
    Match.load(Path(sys.argv[1])).close()
except SaveInUse:
    sys.exit(3)
"""


def _python(code: str, *args: str) -> list[str]:
    return [sys.executable, "-c", code, *args]


def test_a_save_open_in_a_killed_window_opens_again_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Another process holding the save refuses a second load (and the CLI's load) without
    touching the file; once that process is killed with SIGKILL, its lock is gone."""
    path = tmp_path / "g.json"
    claim_save(path).close()
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns
    holder = subprocess.Popen(_python(HOLDER, str(path)), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        error = refused(path, "open in another tablebox window")
        assert isinstance(error, SaveInUse)
        err = cli_refuses(["load", str(path)], path, capsys)
        assert "open in another tablebox window" in err
        assert cli.main(["replay", str(path)]) == 0  # replay only reads: no lock needed
        assert "Claim: Alice, Bob" in capsys.readouterr().out
        assert (path.read_bytes(), path.stat().st_mtime_ns) == (before, mtime)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert holder.returncode == -signal.SIGKILL
    with Match.load(path) as match:  # the dead window's lock is no obstacle
        assert len(match.actions) == 6


def test_closing_a_match_gives_its_save_to_another_window(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    match = claim_save(path)  # a started match owns its save too
    assert subprocess.run(_python(TRY_LOAD, str(path)), timeout=60).returncode == 3
    assert lock_path(path).exists()
    match.close()
    assert not lock_path(path).exists()  # no lock file left behind per save ever opened
    assert subprocess.run(_python(TRY_LOAD, str(path)), timeout=60).returncode == 0
    match.close()  # twice is harmless
    actions = list(match.actions)
    match.act(match.acting_seats()[0], match.legal_actions(match.acting_seats()[0])[0])
    assert match.save_problem is not None  # a closed match never writes without the lock
    assert [a.action for a in read_save(path).actions] == [a.action for a in actions]


def test_the_app_closes_the_match_when_its_table_is_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio

    monkeypatch.delitem(sys.modules, "tablebox.app")  # the real app, this time
    from tablebox.app import TableboxApp
    from tablebox.screens.menu import MenuScreen
    from tests.tablebox.conftest import opened

    path = tmp_path / "g.json"
    match = Match.start("claim", [Seat("Alice"), Seat("Bot", "computer")], seed=3, save_path=path)

    async def leave() -> None:
        app = TableboxApp(match, computer_pause=0.0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot, lambda: opened(app), what="the match")
            assert not match.closed
            await pilot.press("q")  # back to the menu, as a player leaves
            await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
            assert match.closed

    asyncio.run(leave())
    other = FileLock(str(lock_path(path)), timeout=0, thread_local=False)
    try:
        other.acquire(timeout=0)  # the lock is free again
    except Timeout:
        pytest.fail("the match left its save locked")
    other.release()


async def test_the_load_screen_says_a_save_is_open_in_another_window(tmp_path: Path) -> None:
    from textual.app import App
    from textual.widgets import Input, Static

    from tablebox.screens.saved_games import LoadScreen

    path = tmp_path / "g.json"
    claim_save(path).close()
    before = path.read_bytes()
    holder = subprocess.Popen(_python(HOLDER, str(path)), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"

        class Host(App[None]):
            def on_mount(self) -> None:
                self.push_screen(LoadScreen())

        app = Host()
        async with app.run_test(size=(80, 24)) as pilot:
            await settled(pilot, lambda: isinstance(app.screen, LoadScreen), what="Load")
            screen = app.screen
            screen.query_one("#load-path", Input).value = str(path)
            await pilot.press("enter")

            def refused() -> bool:
                shown = str(screen.query_one("#load-problem", Static).render())
                return "open in another tablebox window" in shown

            await settled(pilot, refused, what="the refusal")
            assert app.screen is screen  # not opened
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert path.read_bytes() == before


# -- 8. replay of an unfinished game shows no hidden card ------------------------------------


def test_replay_of_an_unfinished_game_prints_only_what_the_public_may_see(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ori.json"
    match = oriflamme_save(path, actions=3)
    private = [e for e in match.rules.events(match.state) if e.audience is not None]
    public = [e for e in match.rules.events(match.state) if e.audience is None]
    assert private and public

    assert cli.main(["replay", str(path)]) == 0

    out = capsys.readouterr().out
    for record in match.actions:  # "place red-conspiracy left" names a face-down card
        assert record.action not in out
        assert record.action.split()[1] not in out
    for event in private:
        assert match.catalog.text(event) not in out
    for event in public:
        assert match.catalog.text(event) in out


# -- 9. temp files of a writer killed mid-save ------------------------------------------------


def _dead_pid() -> int:
    child = subprocess.Popen(_python("pass"))
    child.wait(30)
    try:
        os.kill(child.pid, 0)
    except ProcessLookupError:
        return child.pid
    pytest.skip("the finished child's pid was reused at once")


def test_temp_files_of_dead_writers_are_cleaned_up(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    claim_save(folder / "g.json").close()
    dead, alive = _dead_pid(), os.getppid()
    long_ago = time.time() - 3600
    stale = [folder / f".g.json.{dead}.tmp", folder / f".g.json.prev.{dead}.tmp"]
    other = folder / f".notes.txt.{dead}.tmp"  # not a save's: never touched
    kept = [folder / f".g.json.{alive}.tmp", folder / f".h.json.{dead}.tmp", other]
    for path in [*stale, *kept]:
        path.write_text("{", encoding="utf-8")
        os.utime(path, (long_ago, long_ago))
    fresh = folder / f".i.json.{dead}.tmp"  # may still be another machine's write
    fresh.write_text("{", encoding="utf-8")

    match = Match.load(folder / "g.json")  # writing g.json sweeps its own dead temp files
    match.act(match.acting_seats()[0], match.legal_actions(match.acting_seats()[0])[0])
    match.close()
    assert not any(path.exists() for path in stale)
    assert all(path.exists() for path in [*kept, fresh])

    list_saves(folder)  # listing the folder sweeps every dead writer's old temp file
    assert not kept[1].exists()
    assert kept[0].exists() and fresh.exists() and other.exists()


# -- 10. names, versions, stray bytes, long values, option errors -------------------------------


def test_a_save_with_two_seats_of_one_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    claim_save(path).close()
    edited(path, lambda data: data["seats"][1].update(name="Alice"))
    refused(path, "two seats are named 'Alice'")


@pytest.mark.parametrize("version", [0, -1])
def test_a_save_version_below_1_is_refused(tmp_path: Path, version: int) -> None:
    path = tmp_path / "g.json"
    claim_save(path).close()
    edited(path, lambda data: data.update(version=version))
    refused(path, f"save version {version}")


def test_a_stray_byte_after_the_save_is_extra_data_not_truncation(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    claim_save(path).close()
    path.write_bytes(path.read_bytes() + b"x")
    error = refused(path, "extra data after the end of the save")
    assert "truncated" not in error.problem


def test_a_huge_deck_gives_a_short_message(tmp_path: Path) -> None:
    """Issue 17.6: a deck past the cap is refused before the rules see it; one within the cap
    that the rules refuse is a short "setup is invalid"."""
    path = tmp_path / "g.json"
    claim_save(path).close()
    edited(path, lambda data: data.update(deck=[f"giant-{n}" for n in range(200_000)]))
    refused(path, "damaged", "deck", f"at most {MAX_DECK_CARDS} items")
    edited(path, lambda data: data.update(deck=[f"giant-{n}" for n in range(MAX_DECK_CARDS)]))
    error = refused(path, "setup is invalid")
    assert "…" in error.problem and "dragon-0" in error.problem


def test_long_values_in_a_save_are_cut_in_the_message(tmp_path: Path) -> None:
    """A value past its cap is named, not quoted (issue 17.6); a long one within it is quoted
    cut with "…"."""
    path = tmp_path / "g.json"
    claim_save(path).close()
    edited(path, lambda data: data["actions"][0].update(action="giant-" + "9" * 1_000_000))
    error = refused(path, "action 1", f"at most {MAX_ACTION_CHARS} characters")
    assert "999" not in error.problem
    edited(path, lambda data: data["actions"][0].update(action="giant-" + "9" * 900))
    error = refused(path, "action 1", "…")
    assert len(str(error)) < len(str(path)) + MAX_PROBLEM_CHARS + 20
    edited(path, lambda data: data.update(game="g" * 1_000_000))
    refused(path, "game", f"at most {MAX_ID_CHARS} characters")
    edited(path, lambda data: data.update(game="g" * MAX_ID_CHARS))
    refused(path, "unknown game", "…")


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (["box=plastic"], ["--option box: Input should be"]),
        (["box=plastic", "pair=x"], ["--option box: ", "--option pair: "]),
        (["singles=undead,nonsense"], ["--option singles (item 2): Input should be"]),
        (["box=" + "p" * 5000], ["--option box: Input should be"]),
    ],
    ids=["one", "two", "list-item", "5000-chars"],
)
def test_an_invalid_option_is_one_short_line_per_problem_without_links(
    options: list[str], expected: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["new", "claim", "--players", "Ann,Ben"]
    for option in options:
        argv += ["--option", option]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "http" not in err and "errors.pydantic" not in err
    problems = err.split(": error: ", 1)[1].strip().splitlines()
    assert len(problems) == len(expected)
    for line, start in zip(problems, expected, strict=True):
        assert line.startswith(start), line
        assert len(line) <= 200
    assert FakeApp.launched == []


def test_write_save_still_writes_what_it_is_given(tmp_path: Path) -> None:
    """The sweep before a write leaves the save itself alone (a guard for the guard)."""
    path = tmp_path / "g.json"
    match = claim_save(path)
    match.close()
    write_save(path, match.to_save())
    assert read_save(path).actions == match.actions


# -- 10. issue 17: foreign digits in every game, control characters never reach the terminal ----

SEATS_OF = {
    "claim": [Seat("Ann"), Seat("Ben")],
    "oriflamme": ORIFLAMME_SEATS,
    "dwarf-king": ORIFLAMME_SEATS,
    "truel": ORIFLAMME_SEATS,
    "thrones": ORIFLAMME_SEATS,
}
HOSTILE_TEXTS = ["\x1b]0;owned\x07\x1b[2J", "giant-3\x1b[31m", "zz\u202eevil", "x\x9b2J\x7f"]


@pytest.mark.parametrize("text", ["bid ²", "bid ⁹", "bid ①", "bid ٣", "bid ３", "bid 1_000"])
def test_a_game_of_thrones_bid_in_foreign_digits_is_an_illegal_action(text: str) -> None:
    """Issue 17.5: ``bid ²`` raised ValueError from the parser (``isdigit`` accepts it, ``int``
    does not); it is refused as an IllegalAction, and the match is as it was."""
    match = Match.start("thrones", ORIFLAMME_SEATS, seed=1, autosave=False)
    for seat in range(3):
        with pytest.raises(IllegalAction) as caught:
            match.act(seat, text)
        assert has_template(caught.value.code)
    assert match.actions == []


def test_printable_escapes_every_control_character_and_keeps_the_rest() -> None:
    """Issue 17.6: C0 and C1 controls, ESC, DEL, line separators, lone surrogates and bidi
    controls become visible escapes; letters, symbols and spaces stay."""
    assert printable("Ann\x1b[2J\x07") == "Ann\\x1b[2J\\x07"
    assert printable("a\tb\nc\rd\x7f\x85\x9b") == "a\\x09b\\x0ac\\x0dd\\x7f\\x85\\x9b"
    bidi = "\u202eABC\u2066\u200f\u2028\ud800"
    assert printable(bidi) == "\\u202eABC\\u2066\\u200f\\u2028\\ud800"
    for text in ("Ann", "Zoë ♥ ★ 日本 ٣ ①", "a b", "back\\slash", ""):
        assert printable(text) == text and not has_control_characters(text)
    assert all(has_control_characters(f"a{chr(c)}b") for c in [*range(32), *range(127, 160)])
    assert has_control_characters("\u202e")


@pytest.mark.parametrize("game", sorted(SEATS_OF))
def test_refusals_quote_typed_text_without_its_control_characters(game: str) -> None:
    """Issue 17.6: a refusal quoting what was typed (or read) shows its control characters as
    escapes: they could clear the screen or set the window title."""
    match = Match.start(game, SEATS_OF[game], seed=1, autosave=False)
    seat = match.acting_seats()[0]
    for text in HOSTILE_TEXTS:
        with pytest.raises(IllegalAction) as caught:
            match.act(seat, text)
        shown = match.catalog.text(caught.value.message) + english(caught.value.message)
        shown += str(caught.value)
        assert not has_control_characters(shown), (text, shown)


def test_the_catalog_shows_names_and_values_escaped() -> None:
    """Issue 17.6: the catalog is where every name and parameter passes on its way to the
    player; a nested message's own words are left alone."""
    catalog = Catalog(names=["Ann\x1b[2J", "Ben"])
    line = catalog.text(Message("common.takes-back", {"seat": 0}))
    assert "Ann\\x1b[2J" in line and "\x1b" not in line
    refusal = catalog.text(Message("oriflamme.not-an-action", {"text": "hi\x07\u202e"}))
    assert "hi\\x07\\u202e" in refusal


def test_new_refuses_player_names_with_control_characters(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 17.6: ``tablebox new --players`` refuses a name with control characters, naming it
    escaped, before any game or save is made."""
    for argv in (
        ["new", "claim", "--players", "Ann\x1b[2J,Ben"],
        ["new", "claim", "--players", "Ann,Ben\u202e"],
        ["new", "claim", "--players", "Ann,Ben", "--computer", "Cid\x1b]0;x\x07"],
    ):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert "control characters" in err and not has_control_characters(err.replace("\n", ""))
    assert FakeApp.launched == []
    assert not list((Path(os.environ["TABLEBOX_SAVE_DIR"])).glob("*.json"))


def test_replay_prints_a_saved_action_and_a_refused_name_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 17.6: ``tablebox replay`` printed a save's names and moves as they were, escape
    sequences and all. An action whose notation holds a control character the parser reads
    as a space is printed escaped; a save whose name holds an escape sequence is refused, the
    message escaped."""
    path = tmp_path / "g.json"
    match = Match.start("claim", [Seat("Alice"), Seat("Bob", "computer")], seed=4, save_path=path)
    while not match.is_over:
        match.play_computers()
        if not match.is_over:
            match.act(0, match.legal_actions(0)[0])
    match.close()
    first = read_save(path).actions[0].action
    edited(path, lambda data: data["actions"][0].update(action=first + "\x1c"))
    # As if tablebox had written it so (an edited move fails the header's check, issue 26.2).
    edited(path, lambda data: data.update(check=header_check(SaveFile.model_validate(data))))
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    # The move is printed in words (issue 26.6), never its raw notation.
    assert "Alice plays" in out and not has_control_characters(out.replace("\n", ""))

    edited(path, lambda data: data["seats"][0].update(name="Alice\x1b]0;owned\x07"))
    err = cli_refuses(["replay", str(path)], path, capsys)
    assert "control characters" in err and "\x1b" not in err and "\x07" not in err
