"""The Thrones table's one-line header: the game, the phase and who is to act, made to fit the
width it has (issue 27.8: at 80×24 five players' names ran off the end)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

ELLIPSIS = "…"


Who = Sequence[tuple[Text, str, str]]
"""Each acting seat's house mark, name and what follows the name (a computer's mark)."""


def header_text(title: str, status: str, to_act: str, who: Who, width: int) -> Text:
    """``title · status · to_act M name M name…`` in at most ``width`` cells: the game's title
    goes first, then the names are cut, all to one length, never below one letter beside the
    house's mark."""
    longest = max((len(name) for _, name, _ in who), default=0)
    for shown_title in (True, False):
        for cap in range(longest, 0, -1):
            line = _line(title if shown_title else "", status, to_act, who, cap)
            if line.cell_len <= width:
                return line
            if shown_title:
                break  # the title goes before any name is cut
    return _line("", status, to_act, who, 1)


def _line(title: str, status: str, to_act: str, who: Who, cap: int) -> Text:
    text = Text.assemble((title, "bold"), " · ") if title else Text()
    text.append(status)
    if who:
        text.append(" · " + to_act)
        for mark, name, after in who:
            short = name if len(name) <= cap else name[: max(cap - 1, 1)] + ELLIPSIS
            text.append(" ")
            text.append_text(mark)
            text.append(" " + short + after)
    return text
