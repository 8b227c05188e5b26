"""Issue 26.2: no header breaks the Continue list or the statistics. Every field of the save's
model (and of the records inside it: a seat, an action, a take-back, the status message and
its parameters) is given every shape JSON has; the list still lists the good save, the
damaged file is at most one greyed entry, and the statistics skip it.

The header's check is taken out of each damaged file, as a file from before it lacks it: with
the check left in, any edit is caught by it at once and the header's own fields never read.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel
from textual.widgets import OptionList

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.saves import (
    ActionRecord,
    MessageRecord,
    SaveFile,
    SeatRecord,
    TakebackRecord,
    list_saves,
)
from tablebox.screens.saved_games import ContinueScreen
from tablebox.stats import collect, replay_problem

from .conftest import SIZE, until

SHAPES: dict[str, Any] = {
    "null": None,
    "true": True,
    "zero": 0,
    "negative": -1,
    "float": 1.5,
    "huge": 10**30,
    "empty-text": "",
    "text": "x",
    "empty-list": [],
    "mixed-list": [99, "x"],
    "nested-list": [[1]],
    "empty-dict": {},
    "dict": {"a": [1]},
    "message-like": {"key": "common.game-over-won", "params": {"seats": [99, "x"]}},
}
"""Every shape a JSON value takes, with the odd ones the issue names."""

WHERE: dict[str, type[BaseModel]] = {
    "": SaveFile,
    "seats.0.": SeatRecord,
    "actions.0.": ActionRecord,
    "takebacks.0.": TakebackRecord,
    "status.": MessageRecord,
}
"""Where each of the save's models sits in a file (a take-back record is added to hold one)."""
FIELDS = [f"{at}{name}" for at, model in WHERE.items() for name in model.model_fields]
FIELDS += ["status.params.seats", "status.params.extra"]
"""Every field of every model in the file, and the parameters the list reads from a status."""


def test_the_table_covers_every_field_of_the_models() -> None:
    assert "winners" in FIELDS and "check" in FIELDS and "seats.0.bot" in FIELDS
    assert len(FIELDS) == sum(len(model.model_fields) for model in WHERE.values()) + 2


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A finished Claim game between two computers, as its file holds it."""
    path = tmp_path_factory.mktemp("good") / "good.json"
    match = Match.start("claim", [Seat("Ann", "computer"), Seat("Ben", "computer")], save_path=path)
    match.play_computers()
    match.close()
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def winner(data: dict[str, Any]) -> str:
    name: str = data["seats"][data["winners"][0]]["name"]
    return name


def damaged(good: dict[str, Any], field: str, value: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(good))
    data.pop("check")
    data["takebacks"] = [{"seat": 0, "count": 1, "at": 0}]
    *path, last = field.split(".")
    place: Any = data
    for step in path:
        place = place[int(step)] if isinstance(place, list) else place[step]
    place[last] = value
    return data


def write(folder: Path, name: str, data: Any) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("field", FIELDS)
def test_no_header_breaks_the_list_or_the_statistics(
    save_dir: Path, finished: dict[str, Any], field: str, shape: str
) -> None:
    good = write(save_dir, "good.json", finished)
    bad = write(save_dir, "bad.json", damaged(finished, field, SHAPES[shape]))
    for language in ("en", "cs"):
        summaries = {s.path: s for s in list_saves(save_dir, language, replay_problem)}
        assert (
            summaries[good].problem is None
            and summaries[good].result_in("en") == f"{winner(finished)} won"
        )
        entry = summaries[bad]
        if entry.problem is None:  # what the list shows of it, it can word in either language
            assert entry.status_in("en") and entry.status_in("cs")
            assert entry.result_in(language) == entry.result  # and it is what opening finds
            assert replay_problem(bad) is None or not entry.finished
        else:
            assert entry.problem_in("en") and entry.problem_in("cs") and not entry.finished
    stats = collect(save_dir)
    assert stats.finished >= 1 and stats.games[0].players[0].name == winner(finished)
    if summaries[bad].problem is not None:
        assert [skipped.path for skipped in stats.skipped] == [bad]


async def test_the_continue_screen_lists_the_good_saves_beside_damaged_headers(
    save_dir: Path, finished: dict[str, Any]
) -> None:
    """The issue's case, through the app: the status parameters a ``[99, "x"]``, a dict, a
    float and a nested list; and winners edited into a file without the check."""
    write(save_dir, "good.json", finished)
    for shape in ("mixed-list", "dict", "float", "nested-list"):
        write(save_dir, f"{shape}.json", damaged(finished, "status.params.seats", SHAPES[shape]))
    write(save_dir, "winners.json", damaged(finished, "winners", [0]))
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, ContinueScreen))
        saves = app.screen.query_one("#saves", OptionList)
        greyed = [saves.get_option_at_index(i) for i in range(saves.option_count)]
        assert len(greyed) == 5 and all(option.disabled for option in greyed)
        assert all("edited" in str(option.prompt) for option in greyed)
        done = app.screen.query_one("#finished", OptionList)
        assert done.option_count == 1 and f"{winner(finished)} won" in str(
            done.get_option_at_index(0).prompt
        )


def test_a_sealed_good_save_is_not_refused(save_dir: Path, finished: dict[str, Any]) -> None:
    """The check as tablebox writes it passes, at the list and at opening."""
    shutil.rmtree(save_dir, ignore_errors=True)
    path = write(save_dir, "good.json", finished)
    [summary] = list_saves(save_dir)
    assert summary.problem is None and SaveFile.model_validate(finished).check is not None
    assert replay_problem(path) is None
