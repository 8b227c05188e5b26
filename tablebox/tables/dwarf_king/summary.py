"""The end of a deal: a page everyone sees before the next deal (or the final results), with
the deal's quest and special card and, per player, the tricks taken, the quest's and the
special card's points, the Enchanter's doubling, the deal's points and the running total.

It is built from the public view alone (``view(None)``) and covers the whole table, so it can
show no hand whatever seat had the keyboard. Enter or Space goes on; Escape or q leaves for the
menu (the game is saved, and the page shows again when it is resumed: nobody has acted since).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from tablebox.screens.worded import WordedScreen, key_words
from tablebox.tables.dwarf_king.text import number, panel_labels, signed
from tablebox.tables.dwarf_king.words import Say, ui

if TYPE_CHECKING:
    from games.dwarf_king.view import DealResultView, DwarfKingView

ENCHANTER = "knights-11-enchanter"
COLUMN_GAP = 3


def deals_summed_up(view: DwarfKingView) -> int:
    """How many deals' summaries a table opened on ``view`` counts as seen: all but the last
    when nobody has acted since it was scored (the next deal's quest is still to choose), so
    a game left while the summary showed shows it again. A finished game goes straight to its
    results, which hold every deal's count."""
    scored = len(view.results)
    return scored - 1 if scored and view.phase == "quest" else scored


def summary_title(view: DwarfKingView, result: DealResultView, say: Say) -> str:
    """``Deal 2 of 7 is over`` (``Tie-break deal 8 is over``)."""
    if result.tiebreak:
        return say(ui("dwarf-king.ui.tiebreak-deal-over", deal=result.deal))
    return say(ui("dwarf-king.ui.deal-over", deal=result.deal, deals=view.deals))


def table_rows(result: DealResultView, names: list[str], say: Say) -> list[Text]:
    """The count as a table: a header, then one row per player, numbers right-aligned."""
    doubled = any(result.doubled)
    headers = [
        say(ui("dwarf-king.ui.col-player")),
        say(ui("dwarf-king.ui.col-tricks")),
        say(ui("dwarf-king.ui.col-quest")),
        say(ui("dwarf-king.ui.col-special")),
        *([say(ui("dwarf-king.ui.col-doubled"))] if doubled else []),
        say(ui("dwarf-king.ui.col-deal")),
        say(ui("dwarf-king.ui.col-total")),
    ]
    rows: list[list[str]] = []
    for seat, name in enumerate(names):
        tricks = str(result.tricks[seat]) if result.tricks else "—"
        times_two = ["×2" if result.doubled[seat] else "—"] if doubled else []
        rows.append(
            [
                name,
                tricks,
                signed(result.quest_points[seat]),
                signed(result.special_points[seat]),
                *times_two,
                signed(result.points[seat]),
                number(result.totals[seat]),
            ]
        )
    widths = [max(len(row[col]) for row in [headers, *rows]) for col in range(len(headers))]
    gap = " " * COLUMN_GAP

    def line(cells: list[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True)]
        return gap.join([first, *rest])

    lines = [Text(line(headers), style="bold underline")]
    best = max(result.points)
    for seat, row in enumerate(rows):
        lines.append(Text(line(row), style="bold" if result.points[seat] == best else ""))
    return lines


def summary_text(view: DwarfKingView, say: Say, card_text: Callable[[str], Text]) -> Text:
    """The last scored deal: its quest and special card, the count per player, and what
    comes next (who deals, a tie to break, or the final results)."""
    result = view.results[-1]
    names = view.players
    quest_label, special_label = panel_labels(say)
    quest = say(f"dwarf-king.term.{result.quest}")
    rule = say(f"dwarf-king.quest-text.{result.quest}")
    lines = [
        Text.assemble((quest_label, "bold"), (quest, "bold"), ": ", rule),
        Text.assemble((special_label, "bold"), card_text(result.special)),
        Text(),
        *table_rows(result, names, say),
        Text(),
    ]
    if any(result.doubled):
        seats = [seat for seat, twice in enumerate(result.doubled) if twice]
        lines.append(Text(say(ui("dwarf-king.ui.enchanter-doubled", seats=seats))))
    if view.phase == "over":
        lines.append(Text(say(ui("dwarf-king.ui.last-deal-played")), style="italic"))
    else:
        lines.append(Text(say(ui("dwarf-king.ui.next-deal", seat=view.dealer)), style="italic"))
        if view.tiebreak:
            best = max(view.totals)
            tied = [seat for seat, total in enumerate(view.totals) if total == best]
            if len(tied) > 1:
                lines.append(Text(say(ui("dwarf-king.ui.tie-next", seats=tied)), style="italic"))
    return Text("\n").join(lines)


class DealSummaryScreen(WordedScreen[bool]):
    """The deal's summary over the whole table; returns True to go on, False to leave for the
    menu."""

    NEXT_DEAL = key_words("dwarf-king.ui.key-next-deal")
    RESULTS = key_words("dwarf-king.ui.key-results")
    LEAVE = key_words("dwarf-king.ui.key-leave")
    DEFAULT_CSS = """
    DealSummaryScreen #dk-summary { height: 1fr; padding: 0 1; }
    DealSummaryScreen #dk-summary-body { width: auto; max-width: 100%; }
    """

    def __init__(self, title: str, body: Text, last: bool) -> None:
        super().__init__()
        self.heading = title
        self.body = body
        self.last = last
        """The game's last deal: Enter leads to the results."""
        # Bound here: what Enter leads to is said in the footer.
        go_on = self.RESULTS if last else self.NEXT_DEAL
        self._bindings.bind("enter,space", "go_on", go_on, key_display="Enter/Space")
        self._bindings.bind("escape,q", "leave", self.LEAVE, key_display="q")

    def compose(self) -> ComposeResult:
        yield Static(Text(self.heading), classes="screen-title", id="dk-summary-title")
        with VerticalScroll(id="dk-summary"):
            yield Static(self.body, id="dk-summary-body")
        yield Footer()

    def on_mount(self) -> None:
        # Focused so ↑↓ scroll a long page on a small terminal.
        self.query_one("#dk-summary", VerticalScroll).focus()

    def action_go_on(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)
