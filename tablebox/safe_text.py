"""Text from a file or the keyboard made safe to print or draw (issue 17, point 6).

A player name, an action's text or a value in a save can hold characters a terminal obeys rather
than shows: ESC starts a sequence that clears the screen or sets the window title, a carriage
return or backspace overwrites what was printed, a bidi override reverses what follows. Such a
character is shown as a visible escape instead (``\\x1b``, ``\\u202e``): the player sees that
something odd was there, and nothing reaches the terminal raw.

Headless: no Textual, no Rich (the CLI, the saves and the catalog use it).
"""

from __future__ import annotations

import re

BIDI_CONTROLS = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
"""The Arabic letter mark, the left-to-right and right-to-left marks, embeddings, overrides and
isolates (as regular expression ranges): they reorder the text around them."""
_UNSAFE = re.compile(f"[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029{BIDI_CONTROLS}]")
"""C0 controls, DEL and the C1 controls (Unicode's category Cc), lone surrogates (which cannot
even be encoded for the terminal), the line and paragraph separators, the bidi controls."""


def _escape(match: re.Match[str]) -> str:
    point = ord(match.group())
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"


def printable(text: str) -> str:
    """``text`` with every control character (C0, C1, ESC, DEL, tab and newline too), lone
    surrogate, line separator and bidi control shown as a visible escape such as ``\\x1b``."""
    return _UNSAFE.sub(_escape, text)


def has_control_characters(text: str) -> bool:
    """Whether :func:`printable` would change ``text``: a name holding one is refused."""
    return _UNSAFE.search(text) is not None
