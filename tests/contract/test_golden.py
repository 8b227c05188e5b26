"""Seeded golden playthroughs, compared on every run (issue 8, point 8).

How the files are made and how to regenerate them after an intended rule change: see
:mod:`tests.contract.golden` (``.venv/bin/python -m tests.contract.golden --write`` or
``TABLEBOX_WRITE_GOLDEN=1``).
"""

from __future__ import annotations

import pytest

from tests.contract.golden import GOLDEN, Golden, playthrough, text, write, writing


@pytest.mark.parametrize("golden", GOLDEN, ids=[golden.name for golden in GOLDEN])
def test_golden_playthrough(golden: Golden) -> None:
    """ENG-golden: the seeded game plays exactly as recorded: the same actions and the same
    public events (keys and parameters) after each."""
    if writing():
        write(golden)
    if not golden.path.exists():
        pytest.fail(f"no golden file {golden.path.name}; write it with --write")
    expected = golden.path.read_text(encoding="utf-8").splitlines()
    actual = playthrough(golden)
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), 1):
        assert got == want, (
            f"{golden.path.name} line {number} differs:\n  file: {want}\n  now:  {got}\n"
            "If the rules changed on purpose, regenerate: .venv/bin/python -m"
            " tests.contract.golden --write"
        )
    assert len(actual) == len(expected), (
        f"{golden.path.name}: length {len(expected)} -> {len(actual)}"
    )
    assert text(actual) == golden.path.read_text(encoding="utf-8")
