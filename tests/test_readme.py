"""The README's set-up: exactly two commands for a fresh machine, and (issue 17.7) the test
command says how long it takes, and how to run what it leaves out."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def set_up_section() -> str:
    text = README.read_text(encoding="utf-8")
    return text.split("## Set up", 1)[1].split("\n## ", 1)[0]


def test_the_set_up_has_one_command_to_play_and_one_to_test() -> None:
    commands = re.findall(r"```sh\n(.+?)\n```", set_up_section(), re.DOTALL)
    assert len(commands) == 2
    assert commands[0].endswith(".venv/bin/tablebox")
    assert commands[1].endswith(".venv/bin/pytest")


def test_the_test_command_says_how_long_it_takes_and_what_it_leaves_out() -> None:
    after = set_up_section().split(".venv/bin/pytest\n```", 1)[1]
    assert re.search(r"about \w+ on a two-core machine", after)
    assert "pytest -m slow" in after
