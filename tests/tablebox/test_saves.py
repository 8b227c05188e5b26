"""Saves: a round trip mid-game, the atomic write with its ``.prev``, and every refusal.

A refused file must be named in the message, the problem said in plain words, and the file left
exactly as it was (bytes and modification time).
"""

from __future__ import annotations

import json
import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tablebox.controller import Match, Seat
from tablebox.engine import snapshot_of
from tablebox.saves import (
    MAX_ACTION_CHARS,
    MAX_ACTIONS,
    MAX_NAME_CHARS,
    MAX_SAVE_BYTES,
    MAX_TAKEBACKS,
    SAVE_VERSION,
    ActionRecord,
    MessageRecord,
    SaveError,
    SaveFile,
    SaveWriter,
    SeatRecord,
    list_saves,
    previous_path,
    read_save,
    write_save,
)
from tablebox.saves.checksum import header_check

SEATS = [Seat("Alice"), Seat("Bob")]


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch the real user data folder."""
    monkeypatch.setenv("TABLEBOX_SAVE_DIR", str(tmp_path / "default-saves"))


def play_random(match: Match, count: int | None, rng: random.Random) -> list[str]:
    """Take ``count`` random legal actions (None: until the end); returns them in notation."""
    taken: list[str] = []
    while not match.is_over and (count is None or len(taken) < count):
        seat = match.acting_seats()[0]
        action = rng.choice(match.legal_actions(seat))
        match.act(seat, action)
        taken.append(str(action))
    return taken


def saved_match(path: Path, actions: int = 6, seed: int = 11) -> Match:
    match = Match.start("claim", SEATS, seed=seed, save_path=path)
    play_random(match, actions, random.Random(seed))
    return match


# -- round trip and the atomic write ------------------------------------------------------------


def test_round_trip_mid_game_then_play_to_the_end(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    original = saved_match(path, actions=9)

    loaded = Match.load(path)

    assert loaded.save_path == path
    assert loaded.game_id == "claim"
    assert loaded.names == original.names
    assert loaded.seed == original.seed
    assert [(a.seat, a.action) for a in loaded.actions] == [
        (a.seat, a.action) for a in original.actions
    ]
    assert snapshot_of(loaded.state) == snapshot_of(original.state)
    assert loaded.status() == original.status()
    assert loaded.acting_seats() == original.acting_seats()
    for seat in range(len(SEATS)):
        assert loaded.legal_actions(seat) == original.legal_actions(seat)

    # Both go on with the same choices and end the same way.
    first = play_random(original, None, random.Random(5))
    second = play_random(loaded, None, random.Random(5))
    assert first == second
    assert loaded.is_over
    assert loaded.outcome() == original.outcome()
    assert loaded.status().startswith("game over")

    finished = Match.load(path)
    assert finished.is_over
    assert finished.outcome() == original.outcome()
    assert len(finished.actions) == len(original.actions)


def test_the_atomic_write_keeps_the_previous_save_and_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    match = saved_match(path, actions=3)
    before = path.read_bytes()

    play_random(match, 1, random.Random(1))

    prev = previous_path(path)
    assert prev.name == "game.json.prev"
    assert prev.read_bytes() == before
    assert len(read_save(prev).actions) == 3
    assert len(read_save(path).actions) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.prev"]


def test_write_save_creates_the_folder(tmp_path: Path) -> None:
    match = saved_match(tmp_path / "first.json", actions=1)
    target = tmp_path / "deep" / "er" / "game.json"
    write_save(target, match.to_save())
    assert read_save(target).actions == match.actions
    assert sorted(p.name for p in target.parent.iterdir()) == ["game.json"]


def test_the_autosave_is_the_save_file_document(tmp_path: Path) -> None:
    """What autosave writes (cached actions, one per line) reads back as ``to_save()`` does."""
    path = tmp_path / "game.json"
    match = saved_match(path, actions=7)
    saved, expected = read_save(path), match.to_save()
    left_out = {"updated", "check"}
    assert saved.model_dump(exclude=left_out) == expected.model_dump(exclude=left_out)
    assert saved.check == header_check(expected)  # the autosave's running hash: the same
    assert saved.snapshot == snapshot_of(match.state)
    assert "log" not in saved.snapshot and "events" not in saved.snapshot
    assert isinstance(saved.status, MessageRecord)  # no prose in the file


# -- the save writer, without a game -----------------------------------------------------------


def header(**changes: Any) -> SaveFile:
    when = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
    fields: dict[str, Any] = {
        "game": "claim",
        "seats": [SeatRecord(name="Ann"), SeatRecord(name="Bob", kind="computer")],
        "snapshot": None,
        "status": MessageRecord(key="common.not-your-turn", params={"seat": 1}),
        "created": when,
        "updated": when,
    }
    return SaveFile(**(fields | changes))


def records(count: int, start: int = 0) -> list[ActionRecord]:
    return [ActionRecord(seat=n % 2, action=f"card-{n}") for n in range(start, start + count)]


def test_the_writer_appends_only_the_new_actions(tmp_path: Path) -> None:
    path, writer, snapshot = tmp_path / "w.json", SaveWriter(), {"hands": [["a"], ["b"]]}
    actions: list[ActionRecord] = []
    for step in (0, 1, 5, 1, 40):
        actions += records(step, len(actions))
        writer.write(path, header(), actions, snapshot)
        saved = read_save(path)
        assert saved.actions == actions
        assert saved.snapshot == snapshot
        assert saved.seats[1].bot == "random"
    # A list that is not the cached one grown at its end is written afresh.
    del actions[-3:]
    writer.write(path, header(), actions, snapshot)
    assert read_save(path).actions == actions
    actions[-1] = ActionRecord(seat=0, action="taken-back")
    writer.write(path, header(), actions, snapshot)
    assert read_save(path).actions == actions
    assert writer.actions_text(actions).count("\n") == len(actions) - 1


def test_the_writer_keeps_the_previous_save_as_a_hard_link(tmp_path: Path) -> None:
    path, writer = tmp_path / "w.json", SaveWriter()
    writer.write(path, header(), records(3), {})
    first = path.stat()
    writer.write(path, header(), records(4), {})
    previous = previous_path(path).stat()
    assert (previous.st_ino, previous.st_dev) == (first.st_ino, first.st_dev)  # no copy made
    assert len(read_save(previous_path(path)).actions) == 3
    assert len(read_save(path).actions) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["w.json", "w.json.prev"]


def test_without_hard_links_the_previous_save_is_copied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(source: Any, target: Any) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    path, writer = tmp_path / "w.json", SaveWriter()
    writer.write(path, header(), records(3), {})
    before = path.read_bytes()
    writer.write(path, header(), records(5), {})
    assert previous_path(path).read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["w.json", "w.json.prev"]


def test_a_write_that_fails_leaves_the_last_save_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Atomic: the new text goes to a temp file, is fsynced, then renamed over the save; if
    anything fails on the way the save is the last good one and no temp file is left."""
    path, writer = tmp_path / "w.json", SaveWriter()
    writer.write(path, header(), records(3), {})
    before = path.read_bytes()
    synced: list[int] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)

    def failing_replace(source: Any, target: Any) -> None:
        if Path(target) == path:
            raise OSError(28, "No space left on device")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError):
        writer.write(path, header(), records(4), {})
    assert synced  # the temp file was flushed to disk before the rename
    assert path.read_bytes() == before
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]

    monkeypatch.setattr(os, "replace", real_replace)
    writer.write(path, header(), records(4), {})
    assert len(read_save(path).actions) == 4


def test_a_version_1_save_reads_with_defaults(tmp_path: Path) -> None:
    """Version 1 files: no ``bot`` per seat, the status an English sentence."""
    path = tmp_path / "v1.json"
    data = json.loads(header().model_dump_json())
    data.update(version=1, status="phase 2, trick 7 of 13", actions=[], snapshot={})
    for seat in data["seats"]:
        del seat["bot"]
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = read_save(path)
    assert [seat.bot for seat in saved.seats] == ["random", "random"]
    assert saved.status_text() == "phase 2, trick 7 of 13"
    assert list_saves(tmp_path)[0].status == "phase 2, trick 7 of 13"


def test_the_continue_list_renders_the_status_message_with_the_save_s_names(
    tmp_path: Path,
) -> None:
    SaveWriter().write(tmp_path / "g.json", header(), records(2), {})
    [summary] = list_saves(tmp_path)
    assert summary.status == "it is Bob's turn"
    assert summary.players == ["Ann", "Bob"]


# -- refusals ------------------------------------------------------------------------------------


def assert_refused(path: Path, *problem_words: str) -> SaveError:
    """Loading ``path`` fails naming the file and the problem, and leaves it as it was."""
    before_bytes = path.read_bytes()
    before_mtime = path.stat().st_mtime_ns
    before_listing = sorted(p.name for p in path.parent.iterdir())

    with pytest.raises(SaveError) as refused:
        Match.load(path)

    error = refused.value
    assert error.path == path
    assert str(path) in str(error)
    for word in problem_words:
        assert word in error.problem, error.problem
    assert error.problem in str(error)
    assert path.read_bytes() == before_bytes
    assert path.stat().st_mtime_ns == before_mtime
    assert sorted(p.name for p in path.parent.iterdir()) == before_listing
    return error


def edited_save(tmp_path: Path, edit: Any) -> Path:
    """A real save mid-game, its JSON changed by ``edit(data)``."""
    path = tmp_path / "edited.json"
    saved_match(path, actions=6)
    previous_path(path).unlink()
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def test_refuses_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text("Alice owes Bob three gnomes.\n", encoding="utf-8")
    assert_refused(path, "not valid JSON")


def test_refuses_a_truncated_file(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    saved_match(path)
    previous_path(path).unlink()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    assert_refused(path, "truncated")


def test_refuses_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    assert_refused(path, "empty")


def test_refuses_json_that_is_not_a_tablebox_save(tmp_path: Path) -> None:
    path = tmp_path / "package.json"
    path.write_text(json.dumps({"name": "left-pad", "version": "1.3.0"}), encoding="utf-8")
    assert_refused(path, "not a tablebox save")


def test_refuses_a_save_of_an_unknown_game(tmp_path: Path) -> None:
    path = edited_save(tmp_path, lambda data: data.update(game="chess"))
    assert_refused(path, "unknown game", "chess")


def test_refuses_a_save_from_a_newer_version(tmp_path: Path) -> None:
    path = edited_save(tmp_path, lambda data: data.update(version=SAVE_VERSION + 1))
    assert_refused(path, "newer", f"version {SAVE_VERSION + 1}")


def test_refuses_an_action_that_is_illegal_on_replay(tmp_path: Path) -> None:
    def play_a_card_bob_holds(data: dict[str, Any]) -> None:
        # Alice leads the first trick; make her play a card from Bob's starting hand.
        match = Match.start("claim", SEATS, seed=data["seed"], autosave=False)
        alice, bob = match.state.hands
        assert data["actions"][0]["seat"] == 0
        data["actions"][0]["action"] = next(card for card in bob if card not in alice)

    path = edited_save(tmp_path, play_a_card_bob_holds)
    error = assert_refused(path, "action 1", "illegal on replay", "Alice")
    assert "not in your hand" in error.problem


def test_refuses_a_snapshot_that_disagrees_with_the_replay(tmp_path: Path) -> None:
    def move_a_card(data: dict[str, Any]) -> None:
        hands = data["snapshot"]["hands"]
        hands[1].append(hands[0].pop())

    path = edited_save(tmp_path, move_a_card)
    assert_refused(path, "disagrees with the replay")


def test_refuses_a_save_whose_snapshot_was_removed(tmp_path: Path) -> None:
    """Without its snapshot a file could not be cross-checked, so it is refused as damaged."""

    def drop_snapshot(data: dict[str, Any]) -> None:
        del data["snapshot"]

    path = edited_save(tmp_path, drop_snapshot)
    assert_refused(path, "snapshot")


def test_refuses_an_invalid_setup(tmp_path: Path) -> None:
    def third_seat(data: dict[str, Any]) -> None:
        data["seats"].append({"name": "Carol", "kind": "human"})

    path = edited_save(tmp_path, third_seat)
    assert_refused(path, "setup is invalid")


def test_refuses_a_damaged_field(tmp_path: Path) -> None:
    path = edited_save(tmp_path, lambda data: data.update(seed="eleven"))
    assert_refused(path, "damaged", "seed")


def test_refuses_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "gone.json"
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert str(path) in str(refused.value)
    assert "no such file" in refused.value.problem
    assert not path.exists()


# -- the list of saves --------------------------------------------------------------------------


def test_list_saves_newest_first_and_damaged_ones_with_their_problem(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    base = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
    for name, hours in (("old", 0), ("newest", 5), ("middle", 2)):
        path = folder / f"{name}.json"
        match = saved_match(path, actions=hours + 1)
        write_save(
            path, match.to_save().model_copy(update={"updated": base + timedelta(hours=hours)})
        )
    (folder / "broken.json").write_text("{", encoding="utf-8")
    (folder / "alien.json").write_text('{"hello": "world"}', encoding="utf-8")
    (folder / "readme.txt").write_text("not a save", encoding="utf-8")

    summaries = list_saves(folder)

    assert [s.path.name for s in summaries] == [
        "newest.json",
        "middle.json",
        "old.json",
        "alien.json",
        "broken.json",
    ]
    good = summaries[:3]
    assert all(s.problem is None for s in good)
    assert good[0].game == "claim"
    assert good[0].players == ["Alice", "Bob"]
    assert good[0].status.startswith("phase 1")
    assert good[0].updated == base + timedelta(hours=5)
    alien, broken = summaries[3:]
    assert alien.problem is not None and "not a tablebox save" in alien.problem
    assert broken.problem is not None and "truncated" in broken.problem
    # .prev copies are backups, not saves of their own.
    assert previous_path(folder / "old.json").exists()
    assert not any(s.path.name.endswith(".prev") for s in summaries)


def test_list_saves_of_a_missing_folder_is_empty(tmp_path: Path) -> None:
    assert list_saves(tmp_path / "nothing-here") == []


OLD_CLAIM_SAVE = Path(__file__).parent / "data" / "claim2-v0.1.0.json"
"""A Claim 2 game autosaved by tablebox 0.1.0, whose state had no 3–4 player fields."""


def test_a_save_from_an_older_state_layout_still_loads(tmp_path: Path) -> None:
    """The snapshot of an older layout cannot be compared, so the legal replay stands alone;
    the game resumes where it was and the next autosave writes today's layout."""
    path = tmp_path / OLD_CLAIM_SAVE.name
    path.write_bytes(OLD_CLAIM_SAVE.read_bytes())
    old = json.loads(path.read_text())
    assert "snapshot_version" not in old and "seer" in old["snapshot"]

    match = Match.load(path)
    assert old["version"] == 1 and "bot" not in old["seats"][0]
    assert [seat.bot for seat in match.seats] == ["random", "random"]
    assert match.status() == old["status"]
    assert [record.action for record in match.actions] == [a["action"] for a in old["actions"]]
    seat = match.acting_seats()[0]
    match.act(seat, match.legal_actions(seat)[0])
    saved = read_save(path)
    assert saved.snapshot_version == match.rules.snapshot_version
    assert saved.snapshot == snapshot_of(match.state)


def test_refuses_a_snapshot_from_a_newer_state_layout(tmp_path: Path) -> None:
    def from_the_future(data: dict[str, Any]) -> None:
        data["snapshot_version"] = 99

    path = edited_save(tmp_path, from_the_future)
    assert_refused(path, "newer tablebox")


# -- issue 17.6: the header against the replay, and the limits of what is read -----------------


def finished_match(path: Path, seed: int = 11) -> Match:
    match = Match.start("claim", SEATS, seed=seed, save_path=path)
    play_random(match, None, random.Random(seed))
    match.close()
    previous_path(path).unlink()
    return match


def edit_file(path: Path, edit: Any) -> Path:
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def test_winners_edited_into_an_unfinished_save_are_refused_on_load(tmp_path: Path) -> None:
    """Issue 17.6: an unfinished save edited to say ``"winners": [1]`` loaded and played on
    while the list called it won; the replay decides, so the file is refused."""
    path = edited_save(tmp_path, lambda data: data.update(winners=[1]))
    assert_refused(path, "won", "unfinished", "edited")


def test_winners_edited_in_a_finished_save_are_refused(tmp_path: Path) -> None:
    """Issue 17.6: the winners of a finished save are the replay's."""
    path = tmp_path / "done.json"
    match = finished_match(path)
    outcome = match.outcome()
    assert outcome is not None
    assert Match.load(path, read_only=True).outcome() == outcome  # the real header loads
    others = [seat for seat in range(len(SEATS)) if seat not in outcome.winners]
    edit_file(path, lambda data: data.update(winners=others))
    assert_refused(path, "winners", "edited")


def test_a_status_edited_to_finished_or_to_another_point_is_refused(tmp_path: Path) -> None:
    """Issue 17.6: the status the list shows is the replay's; a sentence status (version 1
    only) in a current file was edited too."""
    over = {"key": "common.game-over-won", "params": {"seats": [0]}}
    path = edited_save(tmp_path, lambda data: data.update(status=over))
    assert_refused(path, "status", "edited")

    def another_trick(data: dict[str, Any]) -> None:
        data["status"] = {"key": data["status"]["key"], "params": {"trick": 12, "phase": 2}}

    assert_refused(edit_file(path, another_trick), "status", "edited")
    edit_file(path, lambda data: data.update(status="game over, Alice won"))
    assert_refused(path, "status is a sentence", "version 1")


def test_an_old_save_s_status_sentence_must_agree_the_game_goes_on(tmp_path: Path) -> None:
    """Issue 17.6: a version 1 file (older layout, status in words) cannot be compared word
    for word, but saying it is over when its moves are not is refused."""
    path = tmp_path / OLD_CLAIM_SAVE.name
    path.write_bytes(OLD_CLAIM_SAVE.read_bytes())
    Match.load(path, read_only=True)
    edit_file(path, lambda data: data.update(status="game over, Bob won"))
    assert_refused(path, "status says the game is finished", "edited")


def test_made_up_takebacks_are_refused(tmp_path: Path) -> None:
    """Issue 17.6: 100,000 made-up take-backs were accepted and each put "takes back a move"
    into the public log. Past the limit, or not fitting the moves, they are refused."""
    path = edited_save(tmp_path, lambda data: None)
    moves = len(read_save(path).actions)
    first_mover = read_save(path).actions[0].seat
    other = 1 - first_mover
    lots = [{"seat": 0, "count": 1, "at": 0}] * 100_000
    cases = [
        (lots, ("takebacks", f"at most {MAX_TAKEBACKS} items")),
        ([{"seat": 0, "count": 1, "at": moves + 1}], ("more moves than the file holds",)),
        ([{"seat": 0, "count": 1, "at": 4}, {"seat": 0, "count": 1, "at": 1}], ("not made",)),
        ([{"seat": other, "count": 1, "at": 0}], ("not the one to move",)),
        ([{"seat": 5, "count": 1, "at": 0}], ("not a human's",)),
    ]
    for takebacks, words in cases:
        edit_file(path, lambda data, t=takebacks: data.update(takebacks=t))
        assert_refused(path, *words, "" if "at most" in words[-1] else "edited")
    fits = [{"seat": first_mover, "count": 1, "at": 0}]
    edit_file(path, lambda data: data.update(takebacks=fits))
    assert len(Match.load(path, read_only=True).takebacks) == 1  # a take-back that fits


def test_real_take_backs_between_moves_still_load(tmp_path: Path) -> None:
    """The take-back check refuses nothing a game really did: moves and take-backs mixed at
    random (some straight after another), in games of Dwarf King and Claim; the log keeps its
    lines."""
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cid", "computer")]
    for game, players, seed in (("dwarf-king", seats, 2), ("claim", SEATS, 5)):
        path = tmp_path / f"{game}.json"
        match = Match.start(game, players, seed=seed, save_path=path)
        rng = random.Random(seed)
        for _ in range(120):
            match.play_computers()
            if match.is_over:
                break
            takers = [s for s in range(len(players)) if match.takeback_for(s)]
            if takers and rng.random() < 0.4:
                match.take_back(rng.choice(takers))
            else:
                seat = match.acting_seats()[0]
                match.act(seat, rng.choice(match.legal_actions(seat)))
        match.close()
        assert len(match.takebacks) >= 3, game
        loaded = Match.load(path, read_only=True)
        assert loaded.takebacks == match.takebacks
        assert loaded.visible_events(None) == match.visible_events(None)


def test_a_save_whose_player_name_holds_control_characters_is_refused(tmp_path: Path) -> None:
    """Issue 17.6: a name with an escape sequence (it would clear the screen or set the window
    title when printed) is refused at load, and the message shows it escaped."""

    def hostile_name(data: dict[str, Any]) -> None:
        data["seats"][0]["name"] = "Alice\x1b]0;owned\x07\x1b[2J"

    path = edited_save(tmp_path, hostile_name)
    error = assert_refused(path, "control characters", "\\x1b")
    assert "\x1b" not in str(error) and "\x07" not in str(error)
    [summary] = list_saves(tmp_path)
    assert summary.problem is not None and "control characters" in summary.problem
    assert "\x1b" not in summary.problem


def test_a_save_error_never_carries_control_characters(tmp_path: Path) -> None:
    """Issue 17.6: the file name and the quoted values are shown escaped."""
    path = tmp_path / "a\x1b[2Jb.json"
    path.write_text("not json", encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        Match.load(path)
    assert "\x1b" not in str(refused.value) and "a\\x1b[2Jb.json" in str(refused.value)
    assert "not valid JSON" in refused.value.problem
    path = edited_save(tmp_path, lambda data: data.update(game="x\x1b[31m\u202e"))
    error = assert_refused(path, "unknown game")
    assert "\x1b" not in str(error) and "\u202e" not in str(error)


def test_a_name_that_cannot_be_saved_is_refused_at_setup(tmp_path: Path) -> None:
    """Issue 17.6: a new game refuses what its save could not hold: a name with control
    characters (or a bidi override), or past the name limit."""
    for name in ("Ann\x1b[2J", "Ann\u202eneB", "Ann\nBen", "A" * (MAX_NAME_CHARS + 1)):
        with pytest.raises(ValueError, match=r"control characters|at most"):
            Match.start("claim", [Seat(name), Seat("Bob")], save_path=tmp_path / "g.json")
    assert not (tmp_path / "g.json").exists()
    Match.start("claim", [Seat("Ánn ♥ 日本"), Seat("Bob")], save_path=tmp_path / "g.json").close()


def test_save_limits_are_far_above_a_long_game(tmp_path: Path) -> None:
    """The limits of what is read (issue 17.6) leave room for any real game: a whole Claim
    game holds a small part of each."""
    path = tmp_path / "done.json"
    match = finished_match(path)
    assert 0 < len(match.actions) * 100 < MAX_ACTIONS
    assert path.stat().st_size * 100 < MAX_SAVE_BYTES
    assert max(len(a.action) for a in match.actions) * 10 < MAX_ACTION_CHARS
