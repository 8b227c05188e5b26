"""What a player reads never cites a rule id or a notation placeholder.

Rule ids ("CLM-6.4", "ORI-5.1") belong to the rule reference and the tests; a first-time player
at the table, on a hand-off cover or on the results screen reads plain words. Seeded random
games of every registered game at every player count (the contract suite's setups), played by
computer seats through :class:`~tablebox.controller.Match`, are rendered the way the screens
render them after every move, in every language: the log of every seat and the public one, the
status, every message in every seat's view (the decision's prompt, its options' refusals, the
lead reason, the last trick's notes, the abilities, the votes...), the outcome's explanation,
the results screens' text and the hand-off cover; none shows a catalog key instead of words.
The Rules screen is checked at 80×24: it opens on "How to play", its contents take the focus
and the text keeps most of the width.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel
from rich.text import Text
from textual.widgets import MarkdownViewer, Tree
from textual.widgets.markdown import MarkdownTableOfContents

from tablebox import registry, resources
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog, languages
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.rules import RulesScreen
from tests.contract.setups import SETUP_IDS, SETUPS, Setup

from .conftest import SIZE, settled

RULE_ID = re.compile(r"\b(CLM|ORI|ENG)-\d")
KEY_SHOWN = re.compile(r"\b(?:common|claim|oriflamme|dwarf-king|truel|thrones)\.[a-z]")
"""A catalog key shown as it is: a template missing in the table's language and in English."""
PLACEHOLDER = re.compile(r"<[a-z][a-z -]*>")
"""Notation such as ``move <from> to <to>``: for the command line, not for the table."""
SEEDS = (0, 1)


def problems(text: str) -> list[str]:
    """What is wrong with one text a player reads: a rule id or a placeholder it shows."""
    return [found.group() for found in (*RULE_ID.finditer(text), *PLACEHOLDER.finditer(text))]


def keys_shown(text: str) -> list[str]:
    """Catalog keys a text shows instead of words."""
    return [found.group() for found in KEY_SHOWN.finditer(text)]


def test_the_check_finds_the_old_words() -> None:
    """The texts this file guards against, as the table used to show them."""
    assert problems("Ann leads: first player (CLM-1.3)")
    assert problems("Ann's Soldier eliminates Bob's Spy. Ann gains 1 influence (ORI-5.1).")
    assert problems("Royal Decree at position 2: move another card (move <from> to <to>)")
    assert not problems("Ann leads: first player")
    assert keys_shown("claim.plays (seat=1, card=giant-3)")
    assert keys_shown("Bára: truel.no-such-key")
    assert not keys_shown("Bára hraje obra 7. Soubor: ~/claim-ann-ben.json")


def messages_in(value: Any) -> Iterator[Message]:
    """Every message a view holds, however deep (a screen may show any of them)."""
    if isinstance(value, Message):
        yield value
        for param in value.params.values():
            yield from messages_in(param)
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from messages_in(getattr(value, name))
    elif isinstance(value, dict):
        for item in value.values():
            yield from messages_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from messages_in(item)


def results_lines(match: Match, view: Any) -> list[str]:
    """The results screen's headline and body as plain text, as each game's table draws it
    (in the match's language)."""
    say = match.catalog.text
    if match.game_id == "claim":
        from tablebox.tables.claim import results as claim_results

        names = [say(name) for name in view.side_names]
        body = claim_results.results_text(view, {}, say, names)
        return [claim_results.headline(view, names, say), body.plain]
    if match.game_id == "oriflamme":
        from tablebox.tables.oriflamme import results as ori_results
        from tablebox.tables.oriflamme.intrigue_row import Palette

        body = ori_results.results_text(view, Palette(), say)
        return [ori_results.headline(view, say), body.plain]
    if match.game_id == "dwarf-king":
        from tablebox.tables.dwarf_king import results as dwarf_results

        body = dwarf_results.results_text(
            view, say, lambda card: Text(match.catalog.card("dwarf-king", card))
        )
        return [dwarf_results.headline(view, say), body.plain]
    if match.game_id == "truel":
        from tablebox.tables.truel import results as truel_results

        return [truel_results.headline(view, say), truel_results.results_text(view, say).plain]
    if match.game_id == "thrones":
        from tablebox.tables.thrones import results as thrones_results

        return [
            thrones_results.headline(view, say),
            thrones_results.results_text(view, say).plain,
        ]
    return []  # a game without a table (yet) has no results screen


def shown_texts(
    match: Match, catalog: Catalog, read: dict[int | None, int]
) -> Iterator[tuple[str, str]]:
    """(where, text) for everything the screens may show now; of each seat's log only the
    events after the ``read`` ones (a game of computers only grows its log, and reading it
    whole after every move would cost the square of a long game's length)."""
    seats: list[int | None] = [None, *range(len(match.seats))]
    for seat in seats:
        who = "public" if seat is None else f"seat {seat}"
        events = match.visible_events(seat)
        for line in catalog.lines(events[read.get(seat, 0) :]):
            yield f"{who} log", line
        read[seat] = len(events)
        for message in messages_in(match.view(seat)):
            yield f"{who} view {message.key}", catalog.text(message)
    yield "status", match.status()
    for seat in range(len(match.seats)):
        cover = HandoffScreen(seat, catalog, match.visible_events(None))
        for line in cover.public_log:
            yield "hand-off", line
    outcome = match.outcome()
    if outcome is not None:
        for message in outcome.explanation:
            yield f"outcome {message.key}", catalog.text(message)
        for text in results_lines(match, match.view(None)):
            for line in text.splitlines():
                yield "results", line


def play_and_read(setup: Setup, seed: int, language: str = "en") -> list[str]:
    """A seeded game of computer seats, read in ``language`` after every move; the problems
    found."""
    seats = [Seat(name, kind="computer") for name in setup.names]
    match = Match.start(setup.game, seats, setup.options, seed=seed, autosave=False)
    match.language = language
    catalog = match.catalog
    found: dict[str, str] = {}
    read: dict[int | None, int] = {}
    moves = 0
    while True:
        for where, text in shown_texts(match, catalog, read):
            if (problems(text) or keys_shown(text)) and text not in found:
                found[text] = where
        if match.is_over or match.play_computers(limit=1) == 0:
            break
        moves += 1
    assert match.is_over, f"{setup.id} seed {seed} stopped after {moves} moves"
    return [f"{where}: {text}" for text, where in found.items()]


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("setup", SETUPS, ids=SETUP_IDS)
def test_no_rule_ids_or_notation_reach_the_player(setup: Setup, language: str) -> None:
    """Nor a catalog key instead of words, in any language."""
    found = [line for seed in SEEDS for line in play_and_read(setup, seed, language)]
    assert not found, "\n".join(found[:20])


# -- A Game of Thrones: the table's own words -------------------------------------------------

RAW_ID = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|\bthrones\.[a-z]")
"""An area, card or track id (``the_golden_sound``) or a catalog key shown as it is."""


def test_the_check_finds_raw_ids() -> None:
    assert RAW_ID.search("March: footman to the_golden_sound")
    assert RAW_ID.search("thrones.ui.choice.march")
    assert not RAW_ID.search("March: footman to The Golden Sound (by sea)")


def test_thrones_table_words_show_no_notation_or_raw_ids() -> None:
    """Issue 18.10: a seeded three-house game of computers, read after every move as the
    Thrones table puts it into words: every option of the decision on the table (its label
    and refusal), the log, the status and the results, with no notation, rule id, raw id
    (``the_golden_sound``) or catalog key reaching the player."""
    from tablebox.tables.thrones.choices import label_of

    seats = [Seat(name, kind="computer") for name in ("Ann", "Ben", "Cid")]
    match = Match.start("thrones", seats, seed=2, autosave=False)
    catalog = match.catalog
    found: dict[str, str] = {}
    read: dict[int | None, int] = {}

    def check(where: str, text: str) -> None:
        if (problems(text) or RAW_ID.search(text)) and text not in found:
            found[text] = where

    while True:
        for where, text in shown_texts(match, catalog, read):
            check(where, text)
        for seat in match.acting_seats():
            decision = match.view(seat).decision  # type: ignore[attr-defined]
            for option in decision.options if decision is not None else []:
                check(f"option {option.action}", catalog.text(label_of(option)))
        if match.is_over or match.play_computers(limit=1) == 0:
            break
    assert match.is_over
    assert not found, "\n".join(f"{where}: {text}" for text, where in list(found.items())[:20])


# -- the Rules screen -------------------------------------------------------------------------

MIN_TEXT_WIDTH = 55


async def open_rules(pilot: Any, game_id: str) -> MarkdownViewer:
    await pilot.app.push_screen(RulesScreen(game_id))

    def ready() -> bool:
        """The text is in and laid out, and the contents (filled in a moment after it)."""
        viewer = pilot.app.screen.query_one(MarkdownViewer)
        tree = viewer.query_one(MarkdownTableOfContents).query_one(Tree)
        headings = viewer.document.query("MarkdownH2")
        return bool(headings and headings.first().region.height and tree.root.children)

    await settled(pilot, ready, what="the rules and their contents")
    return pilot.app.screen.query_one(MarkdownViewer)


@pytest.mark.parametrize("game_id", registry.game_ids())
async def test_the_rules_open_on_how_to_play_with_focusable_contents(game_id: str) -> None:
    if not resources.rule_reference_path(game_id).is_file():
        pytest.skip(f"seeds/{game_id}.md is not written yet")
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        viewer = await open_rules(pilot, game_id)
        document = viewer.document
        headings = [(block.source or "").strip("# \n") for block in document.query("MarkdownH2")]
        assert headings[0] == "How to play", headings[:3]
        # Issue 17.4: what only tools need (notation, sources) waits in an appendix at the end.
        assert headings[-1] == "Appendix", headings[-3:]
        last = [(block.source or "").strip("# \n") for block in document.query("MarkdownH3")]
        assert last[-1] == "About this reference", last[-3:]
        # It opens at the top, How to play in sight, with the text most of the screen's width.
        first = document.query("MarkdownH2").first()
        assert viewer.scroll_y == 0
        assert first.region.y < SIZE[1] - 2
        assert document.content_region.width >= MIN_TEXT_WIDTH

        # The contents take the focus (t), the arrow keys move in them, Tab leaves them.
        await pilot.press("t")
        tree = viewer.query_one(MarkdownTableOfContents).query_one(Tree)
        await settled(
            pilot,
            lambda: tree.display and viewer.show_table_of_contents and app.focused is tree,
            what="the contents open",
        )
        await settled(pilot, lambda: tree.region.width > 0, what="the contents laid out")
        line = tree.cursor_line
        await pilot.press("down", "down")
        assert tree.cursor_line == line + 2
        # The contents lie over the text rather than squeezing it, and are wide enough to read.
        assert document.content_region.width >= MIN_TEXT_WIDTH
        assert tree.region.width >= 30
        await pilot.press("tab")
        assert app.focused is not tree
        await pilot.press("shift+tab")
        assert app.focused is tree

        # Enter on a heading scrolls the text to it and, on a narrow screen, closes the contents.
        await pilot.press("enter")

        def closed() -> bool:
            return not viewer.show_table_of_contents and app.focused is document

        def opened_again() -> bool:
            return viewer.show_table_of_contents and app.focused is tree

        await settled(pilot, lambda: viewer.scroll_y > 0 and closed(), what="the text scrolled")
        # t opens them again, and t closes them.
        await pilot.press("t")
        await settled(pilot, opened_again, what="the contents open")
        await pilot.press("t")
        await settled(pilot, closed, what="the contents closed")
        # Escape closes open contents first, and then the rules.
        await pilot.press("t")
        await settled(pilot, opened_again, what="the contents open")
        await pilot.press("escape")
        await settled(pilot, lambda: not viewer.show_table_of_contents, what="contents closed")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await settled(pilot, lambda: not isinstance(app.screen, RulesScreen), what="rules left")
