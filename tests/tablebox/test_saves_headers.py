"""Issue 26.2 and 26.3: no save header breaks the Continue list or the statistics, the list
agrees with what opening a file does, a missing field is named, and saves are their owner's.

A header is damaged in every shape its model allows: each field the list or the statistics read
(``status`` and its parameters above all, ``winners``, the names, the times), set to values of
every JSON kind; the list then shows one greyed entry (a problem) or the file as it is, never a
traceback, and the good saves still list.
"""

from __future__ import annotations

import json
import stat
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablebox import stats
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat, header_refusal
from tablebox.saves import (
    SAVE_VERSION,
    SaveError,
    SaveFile,
    list_saves,
    previous_path,
    read_save,
)
from tablebox.screens.saved_games import ContinueScreen

from .conftest import SIZE, resealed, settled


def played(path: Path, moves: int, finish: bool = False) -> Match:
    """A Claim game of Ann and Ben (random computers' moves) saved at ``path``."""
    seats = [Seat("Ann", "computer", "random"), Seat("Ben", "computer", "random")]
    match = Match.start("claim", seats, seed=5, save_path=path)
    match.play_computers(None if finish else moves)
    match.close()
    return match


def rewrite(path: Path, change: Any, reseal: bool = False) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(resealed(data) if reseal else data), encoding="utf-8")
    previous_path(path).unlink(missing_ok=True)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)
"""Any JSON value: what a hand may put in a field."""

ODD_PARAMS = [
    {"seats": [99, "x"]},
    {"seats": {"a": 1}},
    {"seats": 1.5},
    {"seats": [[0, 1], [2]]},
    {"seats": [True]},
    {"seats": None, "card": {"nested": ["deep", [1]]}},
]
"""The issue's shapes of odd status parameters (and a few more)."""


def odd_status(params: dict[str, Any]) -> Any:
    """An edit that gives the status a finished key with ``params``."""
    return lambda data: data.update(status={"key": "common.game-over-won", "params": params})


@pytest.mark.parametrize("params", ODD_PARAMS, ids=str)
@pytest.mark.parametrize("reseal", [False, True], ids=["as edited", "resealed"])
def test_an_odd_status_is_one_greyed_entry_and_the_good_saves_list(
    save_dir: Path, params: dict[str, Any], reseal: bool
) -> None:
    played(save_dir / "good.json", 4)
    odd = save_dir / "odd.json"
    played(odd, 4)
    rewrite(
        odd,
        lambda data: data.update(status={"key": "common.game-over-won", "params": params}),
        reseal,
    )
    summaries = {summary.path.name: summary for summary in list_saves(save_dir)}
    assert summaries["good.json"].problem is None
    problem = summaries["odd.json"].problem
    if not reseal:
        assert problem is not None and "seal" in problem
    elif params != {"seats": [True]}:  # a seat list of true is a list of ints to pydantic
        assert problem is not None, params
    counted = stats.collect(save_dir)
    assert [skip.path.name for skip in counted.skipped] == ["odd.json"]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(field=st.sampled_from(sorted(SaveFile.model_fields)), value=JSON, reseal=st.booleans())
def test_any_value_in_any_header_field_never_breaks_the_list_or_the_statistics(
    tmp_path: Path, field: str, value: Any, reseal: bool
) -> None:
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    played(folder / "good.json", 3)
    bad = folder / "bad.json"
    played(bad, 3)
    rewrite(bad, lambda data: data.__setitem__(field, value), reseal)
    summaries = {summary.path.name: summary for summary in list_saves(folder)}
    assert summaries["good.json"].problem is None
    assert set(summaries) == {"good.json", "bad.json"}
    counted = stats.collect(folder)  # never raises
    assert counted.unfinished + len(counted.skipped) == 2


@pytest.mark.parametrize("params", ODD_PARAMS[:4], ids=str)
async def test_the_continue_screen_opens_with_an_odd_status(
    save_dir: Path, params: dict[str, Any]
) -> None:
    played(save_dir / "good.json", 4)
    odd = save_dir / "odd.json"
    played(odd, 4)
    rewrite(
        odd,
        lambda data: data.update(status={"key": "common.game-over-won", "params": params}),
        True,
    )
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(pilot, lambda: isinstance(app.screen, ContinueScreen), what="Continue")
        names = {summary.path.name: summary for summary in app.screen.summaries}
        assert names["good.json"].problem is None and names["odd.json"].problem is not None


# -- the list agrees with opening ----------------------------------------------------------------


def test_winners_edited_into_an_unfinished_save_are_refused_by_the_list_too(save_dir: Path) -> None:
    path = save_dir / "edited.json"
    played(path, 6)
    rewrite(path, lambda data: data.update(winners=[0]))
    [summary] = list_saves(save_dir)
    assert not summary.finished and summary.problem is not None
    with pytest.raises(SaveError) as refused:
        Match.load(path, read_only=True)
    assert refused.value.reason == summary.reason


def test_a_finished_save_edited_to_another_winner_is_refused_by_the_list(save_dir: Path) -> None:
    path = save_dir / "done.json"
    match = played(path, 0, finish=True)
    outcome = match.outcome()
    assert outcome is not None
    loser = next(seat for seat in range(2) if seat not in outcome.winners)
    rewrite(path, lambda data: data.update(winners=[loser]))
    [summary] = list_saves(save_dir)
    assert summary.problem is not None and not summary.finished
    assert stats.collect(save_dir).games == ()


def test_an_unsealed_older_save_with_edited_winners_is_checked_by_its_replay(
    save_dir: Path,
) -> None:
    """A version 3 file has no seal: the Continue list replays it once (header_refusal) when it
    says its game is finished, and so agrees with opening it."""
    path = save_dir / "old.json"
    played(path, 6)
    rewrite(path, lambda data: data.update(version=3, winners=[0]), reseal=True)
    assert read_save(path).seal is None
    assert list_saves(save_dir)[0].finished  # the header alone says "Ann won"
    [summary] = list_saves(save_dir, check=header_refusal)
    assert summary.problem is not None and not summary.finished
    with pytest.raises(SaveError) as refused:
        Match.load(path, read_only=True)
    assert refused.value.reason == summary.reason


def test_every_save_is_sealed_and_the_seal_fits(save_dir: Path) -> None:
    path = save_dir / "g.json"
    match = played(path, 5)
    save = read_save(path)
    assert save.version == SAVE_VERSION == 4 and save.seal
    assert match.to_save().seal == save.seal


# -- 26.3: a missing field is named ---------------------------------------------------------------


def test_a_seat_without_its_bot_is_refused_naming_the_field(save_dir: Path) -> None:
    path = save_dir / "nobot.json"
    played(path, 3)
    rewrite(path, lambda data: data["seats"][1].pop("bot"), reseal=True)
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert "seat 2 (bot)" in refused.value.problem
    assert "not a tablebox save" not in refused.value.problem
    [summary] = list_saves(save_dir)
    assert summary.problem is not None and "seat 2 (bot)" in summary.problem


# -- 26.7: a save holds every hand: its owner's alone ---------------------------------------------


def test_saves_are_readable_by_their_owner_only(save_dir: Path) -> None:
    path = save_dir / "g.json"
    played(path, 4)
    for written in (path, previous_path(path)):
        mode = stat.S_IMODE(written.stat().st_mode)
        assert mode == 0o600, (written.name, oct(mode))
