"""Issue 28: the strength benchmark works (a reduced run in the slow pass): each baseline plays
every game against the project's players, seats turned, and the report says who won. Win rates
belong in the benchmark's own runs, not here."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tablebox import registry

ROOT = Path(__file__).resolve().parents[2]


def load(name: str) -> ModuleType:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    spec = importlib.util.spec_from_file_location(
        f"benchmarks.{name}", ROOT / "benchmarks" / f"{name}.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


PAIRINGS = [
    ("claim", "strong,plain"),
    ("claim", "normal,greedy"),
    ("oriflamme", "strong,greedy"),
    ("dwarf-king", "strong,plain,plain"),
    ("truel", "strong,greedy,greedy"),
    ("thrones", "strong,greedy,greedy"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "lineup"), PAIRINGS)
def test_each_pairing_plays_and_reports(
    game: str, lineup: str, capsys: pytest.CaptureFixture[str]
) -> None:
    strength = load("strength")
    assert strength.main([game, lineup, "--games", "2", "--seconds", "0.01"]) == 0
    report = capsys.readouterr().out
    for name in set(lineup.split(",")):
        assert f"  {name} " in report
    assert "load average" in report and "95% interval" in report


@pytest.mark.parametrize("game", registry.playable_ids())
def test_the_baselines_only_play_legal_moves(game: str) -> None:
    """Both baselines answer from a determinized copy with one of the legal moves."""
    baselines = load("baselines")
    rules = registry.get(game)
    players = [f"Seat {n}" for n in range(rules.min_players)]
    state = rules.new_game(players, rules.Options(), 3)
    rng = random.Random(3)
    for player in (baselines.Greedy(), baselines.PlainISMCTS(seconds=0.01)):
        seat = rules.current_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        guess = rules.determinize(state, seat, rng)
        assert player.choose(rules, guess, seat, legal, rng) in legal
