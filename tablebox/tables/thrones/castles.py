"""The end coming (issue 27.10): each house's castles and strongholds against the number that
wins, on one line for the table's header, in full for the Westeros summary, and a notice when
a house comes within one or two of winning (GOT-2: the game ends when a house holds that many).
"""

from __future__ import annotations

from rich.text import Text

from games.thrones.board import PLAYER_SETUPS
from games.thrones.view import ThronesView
from tablebox.engine import Message
from tablebox.tables.thrones.realm import COLOUR, castles_held, mark
from tablebox.tables.thrones.words import Say, ui

NEAR = 2
"""A notice comes when a house is this many castles from winning, or fewer."""


def needed(view: ThronesView) -> int:
    """The castles and strongholds that win with this many players."""
    return int(PLAYER_SETUPS[len(view.houses)][5])


def castles_line(view: ThronesView, say: Say) -> Text:
    """``♜ 7 to win: S 3 · L 4 · B 2``, most first; a house one or two away in reverse."""
    goal = needed(view)
    held = castles_held(view)
    line = Text(say(ui("thrones.ui.castles.line", needed=goal)), "bold")
    for number, house in enumerate(sorted(held, key=lambda h: (-held[h], h))):
        line.append(" · " if number else " ")
        line.append_text(mark(house))
        line.append(f" {held[house]}", "bold reverse" if goal - held[house] <= NEAR else "")
    return line


def castles_text(view: ThronesView, say: Say) -> Text:
    """One line a house, most first: its castles and strongholds of the number that wins."""
    goal = needed(view)
    held = castles_held(view)
    lines = [Text(say(ui("thrones.ui.castles.title", needed=goal)), "bold")]
    names = {house: say(Message(f"thrones.term.{house}")) for house in held}
    width = max(len(name) for name in names.values()) + 1
    for house in sorted(held, key=lambda h: (-held[h], h)):
        line = Text.assemble("  ", mark(house), " ", (f"{names[house]:<{width}}", COLOUR[house]))
        line.append(say(ui("thrones.ui.castles.house", held=held[house], needed=goal)))
        lines.append(line)
    return Text("\n").join(lines)


def near_the_end(view: ThronesView, warned: dict[str, int]) -> list[Message]:
    """Notices for the houses now one or two castles from winning that were farther (or not
    yet counted) when last warned; ``warned`` (house -> castles left when last seen) is
    updated."""
    goal = needed(view)
    notices = []
    for house, held in castles_held(view).items():
        left = goal - held
        if 0 < left <= NEAR and left < warned.get(house, goal):
            notices.append(ui("thrones.ui.castles.near", house=house, held=held, left=left))
        warned[house] = left
    return notices
