"""Issue 26.8: building the command line's parser stays light. Every ``tablebox`` process builds
it (the menu too), so what it imports is paid at each start: not pydantic, asyncio, aiohttp,
the rules' engine or Textual, which only the commands that use them load."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEAVY = ("pydantic", "asyncio", "aiohttp", "tablebox.engine", "tablebox.net.protocol", "textual")

SCRIPT = """
import contextlib, io, sys
from tablebox.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    main(sys.argv[1:])
print(sorted(m for m in sys.modules if m in {heavy!r}))
"""


@pytest.mark.parametrize(
    "argv", [["--help"], ["host", "--help"], ["join", "--help"], ["serve", "--help"], ["--version"]]
)
def test_parsing_the_help_imports_nothing_heavy(argv: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT.format(heavy=set(HEAVY)), *argv],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "[]", done.stdout


def test_the_hosts_port_is_the_protocols() -> None:
    """The parser reads the default port from :mod:`tablebox.net` (light), the host and the
    client from there too: one number."""
    from tablebox.net import DEFAULT_PORT, client, hosting

    assert hosting.HostSettings().port == DEFAULT_PORT
    assert client.url_of("example.org") == f"ws://example.org:{DEFAULT_PORT}/play"
