"""The Dwarf King's panels as text, from a ``DwarfKingView`` alone (no widgets): the deal's
quest and special card, the players' line each, the previous trick and the viewer's own last
won trick, and the deals scored so far."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text

from tablebox.engine import Message
from tablebox.tables.dwarf_king.faces import short, suit_key
from tablebox.tables.dwarf_king.words import Say, styled, ui

if TYPE_CHECKING:
    from games.dwarf_king.view import DealResultView, DwarfKingView, TrickView

Styler = Callable[[str], Style]
"""A suit key (``dwarves``... ``magic``) -> its colour."""


def deal_name(deal: int, tiebreak: bool) -> Message:
    """A deal's name: ``Deal 3``, or ``Tie-break deal 1``."""
    if tiebreak:
        return ui("dwarf-king.ui.tiebreak-deal", deal=deal)
    return ui("dwarf-king.ui.deal", deal=deal)


def card_short(card_id: str, style_of: Styler, say: Say) -> Text:
    return Text(short(card_id, say), style=style_of(suit_key(card_id)) + Style(bold=True))


def quest_lines(view: DwarfKingView, say: Say) -> list[Text]:
    """The quest in play with its rule; while it is chosen, both sides (read aloud to all),
    under "choose one side" for the chooser or who is choosing for the others."""
    label = (panel_labels(say)[0], "bold")
    if view.quest is not None:
        slug = view.quest.slug
        name = say(f"dwarf-king.term.{slug}")
        rule = say(f"dwarf-king.quest-text.{slug}")
        return [Text.assemble(label, (name, "bold"), ": ", rule)]
    if view.quest_choices:
        head = (
            Text(say(ui("dwarf-king.ui.choose-side")))
            if view.decision is not None
            else Text(say(view.doing), style="italic")
        )
        lines = [Text.assemble(label, head)]
        for index, quest in enumerate(view.quest_choices, start=1):
            name = say(f"dwarf-king.term.{quest.slug}")
            rule = say(f"dwarf-king.quest-text.{quest.slug}")
            lines.append(Text.assemble(f"  {index} ", (name, "bold"), ": ", rule))
        return lines
    return [Text.assemble(label, Text(say(view.doing), style="italic"))]


RANK_NOTES = {"1": "dwarf-king.ui.rank-note-1", "11": "dwarf-king.ui.rank-note-11"}
"""Where a special 1 or 11 ranks (DWK-1.2): an 11 is not the J (issue 26.4)."""


def special_line(view: DwarfKingView, say: Say, name: Text) -> Text:
    """``Special ★ Dragon: may always be played...``; a special 1 or 11 says where it ranks
    (``Special ◆ Tinkerer (Dwarves 11), ranked between the 10 and the J: ...``)."""
    _, _, rest = view.special.partition("-")
    note = RANK_NOTES.get(rest.split("-")[0]) if rest else None
    parts: list[str | Text | tuple[str, str]] = [(panel_labels(say)[1], "bold"), name]
    if note is not None:
        parts += [", ", (say(ui(note)), "italic")]
    return Text.assemble(*parts, ": ", say(view.special_effect))


def panel_labels(say: Say) -> tuple[str, str]:
    """The labels ``Quest`` and ``Special``, padded alike: both lines' texts start level."""
    quest, special = say(ui("dwarf-king.ui.quest")), say(ui("dwarf-king.ui.special"))
    width = max(len(quest), len(special)) + 1
    return quest.ljust(width), special.ljust(width)


def player_lines(view: DwarfKingView, say: Say, room: int = 0) -> list[Text]:
    """Each seat: its turn marker, name (``*`` for the dealer), running total and the tricks
    it won this deal, counted and then named by their numbers as ordinals (``2 štychy: 1.
    5.``, ``2 tricks: 1st 5th``; issue 29.6: a bare ``štychy 2: 1 5`` was cryptic). Kept
    short: the panel is 38 cells wide at 80 columns (the panel's title says the numbers are
    points). No count of cards in hand: every hand holds as many cards as tricks are left
    (the hand's title gives it), and the room is the tricks'. A list of tricks longer than
    ``room`` (the panel's width; 0: no limit) joins runs (``1.–4.``) and, if still too long,
    goes on under where it began, never back at the line's start."""
    width = max(len(name) for name in view.players)
    points = max(len(number(total)) for total in view.totals)
    lines = []
    for seat, name in enumerate(view.players):
        marker = "▶ " if seat in view.to_act else "  "
        won = view.tricks_won[seat]
        line = Text.assemble(
            marker,
            (name, "bold"),
            "*" if seat == view.dealer else " ",
            " " * (width - len(name)),
            f" {number(view.totals[seat]):>{points}}  ",
            (say(ui("dwarf-king.ui.player-won", n=len(won))), "bold"),
        )
        if not won:
            lines.append(line)
            continue
        line.append(": ")
        ordinals = [say(ui("dwarf-king.ui.trick-ordinal", trick=trick)) for trick in won]
        rows = trick_numbers(won, room - line.cell_len if room else 0, ordinals)
        lines.append(line + Text(rows[0]))
        lines += [Text(" " * line.cell_len + row) for row in rows[1:]]
    return lines


def trick_numbers(won: Sequence[int], room: int, shown: Sequence[str] = ()) -> list[str]:
    """``1 2 3 5`` if it fits ``room`` cells (0: any), else ``1–3 5`` (runs of three or
    more joined), in as many rows of ``room`` cells as it needs (at least one). ``shown``:
    each trick's number as the table writes it (an ordinal: ``1.``, ``1st``), else the number."""
    names = list(shown) if len(shown) == len(won) else [str(trick) for trick in won]
    if room <= 0 or len(" ".join(names)) <= room:
        return [" ".join(names)]
    words = []
    start = 0
    while start < len(won):
        end = start
        while end + 1 < len(won) and won[end + 1] == won[end] + 1:
            end += 1
        if end - start >= 2:
            words.append(f"{names[start]}–{names[end]}")
        else:
            words += names[start : end + 1]
        start = end + 1
    rows = [words[0]]
    for word in words[1:]:
        if len(rows[-1]) + 1 + len(word) <= room:
            rows[-1] += " " + word
        else:
            rows.append(word)
    return rows


def trick_line(trick: TrickView, names: Sequence[str], style_of: Styler, say: Say) -> Text:
    """``Ann ◆K · Ben ◆3 · Cid ¤2`` in play order."""
    parts = [
        Text.assemble(names[play.seat], " ", card_short(play.card, style_of, say))
        for play in trick.plays
    ]
    return Text(" · ").join(parts)


def previous_lines(view: DwarfKingView, style_of: Styler, say: Say) -> list[Text]:
    """The trick just finished and who won it, what a Sorcerer took from it, then the viewer's
    own last won trick (the only won cards a player may look at)."""
    names = view.players
    lines: list[Text] = []
    last = view.previous_trick
    if last is not None:
        lines.append(trick_line(last, names, style_of, say))
        winner = Text(names[last.winner], style="bold")
        won = Text.assemble("→ ", styled(say, ui("dwarf-king.ui.trick-won"), name=winner))
        if last.taken is not None:
            taken = card_short(last.taken, style_of, say)
            won.append_text(
                Text.assemble("; ", styled(say, ui("dwarf-king.ui.sorcerer-took"), card=taken))
            )
        lines.append(won)
    elif view.results:
        lines.extend(result_summary(view.results[-1], names, say))
    own = view.own_last_trick
    if own is not None and view.viewer is not None:
        cards = Text(" ").join(card_short(play.card, style_of, say) for play in own.plays)
        mine = say(ui("dwarf-king.ui.your-last-trick", trick=own.number)) + " "
        lines.append(Text.assemble((mine, "italic"), cards))
    return lines


MINUS = "\u2212"
"""The minus sign (−), not the hyphen a number prints with."""


def number(value: int) -> str:
    """``-3`` -> ``−3``: a negative number with a true minus sign."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


def signed(points: int) -> str:
    """``+3``, ``0``, ``−3``."""
    return f"+{points}" if points > 0 else number(points)


def result_summary(result: DealResultView, names: Sequence[str], say: Say) -> list[Text]:
    """``Deal 1, Capture the Kings: Ann +6 · Ben −3 · Cid 0``."""
    quest = say(f"dwarf-king.term.{result.quest}")
    parts = [f"{names[seat]} {signed(points)}" for seat, points in enumerate(result.points)]
    return [
        Text.assemble(
            (say(ui("dwarf-king.ui.deal-scored", deal=result.deal)), "bold"), f" ({quest}): "
        ),
        Text(" · ".join(parts)),
    ]


def breakdown(result: DealResultView, names: Sequence[str], say: Say, card: Text) -> list[Text]:
    """One deal's count per player: quest points, special points, doubling, total."""
    quest = say(f"dwarf-king.term.{result.quest}")
    title = say(deal_name(result.deal, result.tiebreak))
    lines = [Text.assemble((title, "bold underline"), f"  {quest} · ", card)]
    width = max(len(name) for name in names)
    for seat, name in enumerate(names):
        parts = [say(ui("dwarf-king.ui.quest-points", points=signed(result.quest_points[seat])))]
        if result.special_points[seat]:
            parts.append(
                say(ui("dwarf-king.ui.special-points", points=signed(result.special_points[seat])))
            )
        if result.doubled[seat]:
            parts.append(say(ui("dwarf-king.ui.doubled")))
        total = say(ui("dwarf-king.ui.total", total=number(result.totals[seat])))
        lines.append(
            Text.assemble(
                f"  {name:<{width}}  ",
                (f"{signed(result.points[seat]):>4}", "bold"),
                f"  ({', '.join(parts)})  {total}",
            )
        )
    five = say(ui("dwarf-king.ui.won-five", name=names[result.next_dealer]))
    lines.append(Text(f"  {five}", style="italic"))
    return lines
