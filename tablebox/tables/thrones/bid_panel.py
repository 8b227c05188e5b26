"""Issue 27.3: a bid knowing what for, from the seat's view alone: the track bid for (or the
wildlings and their strength), that track as it stands, the rivals' power to bid (public,
GOT-7.4) and whether each has bid yet (never how much: the bids are secret until revealed);
and a bid typed by its number, two digits too, then Enter.
"""

from __future__ import annotations

from rich.text import Text

from games.thrones.view import ThronesView
from tablebox.tables.thrones.realm import named
from tablebox.tables.thrones.words import Say, ui


def bid_lines(view: ThronesView, say: Say) -> list[Text]:
    """The lines under the bid prompt."""
    seat = view.viewer
    if seat is None:
        return []
    house = view.houses[seat]
    lines: list[Text] = []
    track = view.bid_track
    if track == "wildlings":
        lines.append(Text(say(ui("thrones.ui.bid.wildlings", n=view.wildlings)), "bold magenta"))
    else:
        lines.append(Text(say(ui("thrones.ui.bid.track", track=track)), "bold"))
        now = Text(say(ui("thrones.ui.bid.now")))
        for place, holder in enumerate(view.tracks.get(track, []), start=1):
            now.append(f" {place}. ")
            now.append_text(named(holder, say))
        lines.append(now)
    lines.append(Text(say(ui("thrones.ui.your-power", n=view.power.get(house, 0)))))
    rivals = Text(say(ui("thrones.ui.bid.rivals")))
    for other in view.houses:
        if other == house:
            continue
        rivals.append(" ")
        rivals.append_text(named(other, say))
        rivals.append(f" {view.power.get(other, 0)}")
        if other in view.committed:
            rivals.append("✓", "green")
    lines.append(rivals)
    lines.append(Text(say(ui("thrones.ui.bid.type")), "dim"))
    return lines


def typed(buffer: str, digit: int, most: int) -> str:
    """The bid typed so far after ``digit``: appended while the number stays a possible bid
    (at most ``most``), else the digit starts a new number."""
    longer = (buffer + str(digit)).lstrip("0") or "0"
    return longer if int(longer) <= most and buffer else str(digit)
