"""Issue 17.2, The Dwarf King's end of a deal: the deal's summary (hot-seat, with computers,
after the last deal, across a save), the special card starred in the hand, the tricks-won
list that fits its panel, the footer's keys during a choice, "−1 point", and no "wait for the
computer" on the results."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.widgets import OptionList

from games.dwarf_king import cards as c
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.saved_games import ContinueScreen
from tablebox.tables.dwarf_king.results import results_text
from tablebox.tables.dwarf_king.summary import DealSummaryScreen
from tablebox.tables.dwarf_king.table import DwarfKingTableScreen
from tablebox.tables.dwarf_king.text import player_lines
from tests.games.dwarf_king.builders import hands_with

from .conftest import SIZE, computers_done, play_turn, settled, text_of

TABLE_OR_COVER = (DwarfKingTableScreen, HandoffScreen)

NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve")


def start(players: int, humans: int, seed: int, save: Path | None = None, **options: Any) -> Match:
    """Ann and the next ``humans - 1`` players at the keyboard, computers for the rest."""
    seats = [Seat(name, "human" if i < humans else "computer") for i, name in enumerate(NAMES)]
    return Match.start(
        "dwarf-king", seats[:players], {"deals": 2, **options}, seed=seed, save_path=save
    )


def play_until(match: Match, done: Callable[[Any], bool]) -> None:
    """Every seat takes its first legal action until ``done(public view)``."""
    for _ in range(2000):
        if done(match.view(None)):
            return
        step = match.next_step()
        assert step.seat is not None
        match.act(step.seat, match.legal_actions(step.seat)[0])
    raise AssertionError("never got there")


def last_card_due(view: Any) -> bool:
    """One card is left to play in the deal."""
    trick = view.current_trick
    return (
        view.phase == "play"
        and view.trick == view.tricks_per_deal
        and len(trick.plays) == len(view.players) - 1
    )


def ann_in_last_trick(view: Any) -> bool:
    """Ann is to play in the deal's last trick (with seed 4: second, a computer after her)."""
    return view.phase == "play" and view.trick == view.tricks_per_deal and 0 in view.to_act


def deal_scored(view: Any) -> bool:
    return bool(view.results)


# -- the summary, in the app ------------------------------------------------------------------


async def test_hot_seat_last_card_shows_the_public_summary_then_the_hand_off() -> None:
    """Issue 17.2: three humans; the last card of deal 1 brings up the deal's summary over the
    whole table (the table under it shows no hand), Enter hands off to the next deal."""
    match = start(3, humans=3, seed=4)
    play_until(match, last_card_due)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        await play_turn(pilot)
        await settled(pilot, lambda: isinstance(app.screen, DealSummaryScreen), what="the summary")
        summary = app.screen
        assert isinstance(summary, DealSummaryScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, DwarfKingTableScreen)
        assert table.view is not None and table.view.viewer is None and table.cards == []
        body = text_of(summary.query_one("#dk-summary-body"))
        result = match.view(None).results[0]  # type: ignore[attr-defined]
        assert "Tricks" in body and "Enchanter" in body and "×2" in body
        for name, tricks in zip(NAMES, result.tricks, strict=False):
            assert any(line.split()[:2] == [name, str(tricks)] for line in body.splitlines())
        assert "Deal 1 of 2 is over" in text_of(summary.query_one("#dk-summary-title"))
        assert "Next deal" in str(summary.active_bindings["enter"].binding.description)
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the next deal")
        chooser = match.acting_seats()[0]
        if not isinstance(app.screen, HandoffScreen):  # the last card was the chooser's own
            assert isinstance(app.screen, DwarfKingTableScreen)
            assert app.screen.view is not None and app.screen.view.viewer == chooser


async def test_with_computers_the_summary_waits_for_a_key_and_the_game_goes_on() -> None:
    """Issue 17.2: Ann against two computers; the computers do not go on with the next deal
    until she has closed the summary."""
    match = start(3, humans=1, seed=4)
    play_until(match, ann_in_last_trick)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        actions = len(match.actions)
        await play_turn(pilot)
        await computers_done(pilot)
        assert isinstance(app.screen, DealSummaryScreen)
        await pilot.pause(0.05)  # time passes: the summary must hold the game still
        assert len(match.view(None).results) == 1  # type: ignore[attr-defined]
        still = len(match.actions)
        assert still > actions
        await pilot.press("space")
        await computers_done(pilot)
        assert isinstance(app.screen, DwarfKingTableScreen)
        assert len(match.actions) >= still


async def test_after_the_last_deal_the_summary_leads_to_the_results() -> None:
    """Issue 17.2: the last deal ends on its summary too (the deal's tricks, as every deal),
    and its Enter says and leads to the results."""
    match = start(3, humans=1, seed=4, deals=1)
    play_until(match, ann_in_last_trick)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        await play_turn(pilot)
        await computers_done(pilot)
        summary = app.screen
        assert isinstance(summary, DealSummaryScreen)
        assert "Results" in str(summary.active_bindings["enter"].binding.description)
        assert "last deal" in text_of(summary.query_one("#dk-summary-body"))
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="the results")


async def test_a_game_left_on_the_summary_shows_it_again_when_resumed() -> None:
    """Issue 17.2: q on the summary leaves for the menu (saved); Continue shows the summary
    again, since nobody has acted since, and Enter goes on with the next deal."""
    match = start(3, humans=1, seed=4)
    play_until(match, ann_in_last_trick)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        await play_turn(pilot)
        await computers_done(pilot)
        assert isinstance(app.screen, DealSummaryScreen)
        await pilot.press("q")
        await settled(
            pilot,
            lambda: not isinstance(app.screen, (DealSummaryScreen, DwarfKingTableScreen)),
            what="the table left",
        )
    match.close()
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(
            pilot,
            lambda: app.screen.query_one("#saves", OptionList).option_count == 1,
            what="the Continue list",
        )
        assert isinstance(app.screen, ContinueScreen)
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, DealSummaryScreen), what="summary")
        await pilot.press("enter")
        await computers_done(pilot)
        assert isinstance(app.screen, DwarfKingTableScreen)


async def test_no_summary_on_resume_once_the_next_deal_has_begun() -> None:
    """Issue 17.2: once the next deal's quest is chosen, resuming opens the table itself."""
    match = start(3, humans=1, seed=4)
    play_until(match, deal_scored)
    match.play_computers()
    play_until(match, lambda view: view.phase != "quest")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        await computers_done(pilot)
        assert isinstance(app.screen, DwarfKingTableScreen)


# -- the table's other points ------------------------------------------------------------------


async def test_the_deals_special_card_is_starred_in_the_hand() -> None:
    """Issue 17.2: the Tinkerer is not just an 11 of Dwarves: its framed card carries the
    star (readable without colour), a plain 11 does not."""
    fixed = {0: [c.TINKERER, "dwarves-10", c.LEAD_FIVE]}
    deck = [{"special": c.TINKERER, "tile": 7, "hands": hands_with(3, c.TINKERER, fixed)}]
    match = start(3, humans=1, seed=1, deck=deck)
    match.play_computers()
    play_until(match, lambda view: view.phase == "play")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        hand = text_of(table.hand)
        assert "★11" in hand and "◆11" not in hand and "◆10" in hand
        faces = {face.action: face.symbol for face in table.cards}
        assert faces[c.TINKERER] == "★" and faces["dwarves-10"] == "◆"


def test_a_long_list_of_tricks_won_fits_the_panel() -> None:
    """Issue 17.2: eight tricks won in a 38-cell panel no longer wrap into a stray row: runs
    are joined, and what is still too long goes on under the list, not at the row's start."""
    match = start(3, humans=1, seed=1)
    match.play_computers()
    view: Any = match.view(0)
    won = [[1, 2, 3, 5, 8, 10, 12, 13], [4, 6], [7, 9, 11]]
    view = view.model_copy(update={"tricks_won": won})
    lines = player_lines(view, Catalog(names=list(NAMES[:3])).text, 38)
    assert all(line.cell_len <= 38 for line in lines)
    assert "8 tricks: 1st–3rd 5th" in lines[0].plain
    start_of_list = lines[0].plain.index("1st")
    continued = lines[1:-2]
    assert continued and all(line.plain.startswith(" " * start_of_list) for line in continued)
    wide = player_lines(view, Catalog(names=list(NAMES[:3])).text, 80)
    assert "1st 2nd 3rd 5th 8th 10th 12th 13th" in wide[0].plain


@pytest.mark.parametrize(
    ("language", "rows"),
    [
        (
            "cs",
            [
                "▶ Ann  0  4 štychy: 1. 5. 8. 12.",
                "  Ben  0  5 štychů: 2. 3. 4. 6. 7.",
                "  Cid* 0  1 štych: 9.",
                "  Dan  0  0 štychů",
            ],
        ),
        (
            "en",
            [
                "▶ Ann  0  4 tricks: 1st 5th 8th 12th",
                "  Ben  0  5 tricks: 2nd–4th 6th 7th",
                "  Cid* 0  1 trick: 9th",
                "  Dan  0  0 tricks",
            ],
        ),
    ],
)
def test_issue_29_6_the_tricks_won_are_counted_and_named(language: str, rows: list[str]) -> None:
    """Issue 29.6: "štychy 1: 1" was cryptic and "štychy 0" took a line of its own. Each
    player's row says how many tricks (with the noun's plural) and which ones, as ordinals
    ("4 štychy: 1. 5. 8. 12."), on one line of the 38-cell panel at 80×24 in a typical deal."""
    match = start(4, humans=1, seed=1)
    match.play_computers()
    view: Any = match.view(0)
    won = [[1, 5, 8, 12], [2, 3, 4, 6, 7], [9], []]
    view = view.model_copy(update={"tricks_won": won, "dealer": 2, "to_act": [0]})
    lines = player_lines(view, Catalog(language, names=list(NAMES[:4])).text, 38)
    assert [line.plain.rstrip() for line in lines] == rows
    assert all(line.cell_len <= 38 for line in lines)


async def test_a_seat_choice_footer_offers_choices_not_cards() -> None:
    """Issue 17.2: while Ann chooses the quest and whom to steal from (seed 9: she holds the
    red Flag Bearer), the footer names ←→ and Enter for the choice, not a card; giving back,
    Enter gives; playing, the footer says Card and Play again."""
    match = start(3, humans=1, seed=9)
    match.play_computers()
    app = TableboxApp(match)
    seen: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        for _ in range(4):
            assert table.view is not None and table.view.decision is not None
            kind = table.view.decision.kind
            seen.add(kind)
            keys = table.active_bindings
            shown = [str(b.binding.description) for b in keys.values() if b.binding.show]
            if kind in ("quest", "steal"):
                assert keys["left"].binding.description == "Choice"
                assert keys["enter"].binding.description == "Choose"
                assert "Card" not in shown and "Play" not in shown
                await pilot.press(table.choices[0].key)
            elif kind == "give":
                assert keys["enter"].binding.description == "Give back"
                assert "Play" not in shown
                await pilot.press("enter", "right", "enter")
            else:
                assert keys["left"].binding.description == "Card"
                assert keys["enter"].binding.description == "Play"
                break
            await computers_done(pilot)
    assert {"quest", "steal", "give", "play"} <= seen


def test_minus_one_is_one_point_with_a_minus_sign() -> None:
    """Issue 17.2: the ranking says "−1 point" (a minus sign, one point), and the rules'
    final total "1 point"."""
    match = start(3, humans=0, seed=1, deals=1)
    match.play_computers()
    view: Any = match.view(None)
    assert view.outcome is not None
    view = view.model_copy(update={"totals": [-1, 1, 0]})
    say = Catalog(names=list(NAMES[:3])).text
    ranking = results_text(view, say, lambda card: Text(card)).plain
    assert "−1 point\n" in ranking + "\n" or "−1 point " in ranking
    assert "-1" not in ranking.split("Deal")[0]
    assert " 1 point" in ranking and "0 points" in ranking
    from tablebox.engine import Message

    assert say(Message("dwarf-king.final-total", {"seat": 1, "total": 1})) == "Ben: 1 point"


async def test_wait_for_the_computer_is_gone_when_the_results_show() -> None:
    """Issue 17.2: a key pressed while a computer moves says "Wait for the computer to move.";
    that notice must not stay on the results screen."""
    match = start(3, humans=1, seed=4, deals=1)
    play_until(match, ann_in_last_trick)
    wait = Catalog().text("common.ui.wait-for-computer")
    app = TableboxApp(match, computer_pause=0.3)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, TABLE_OR_COVER), what="the table")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        await pilot.press("enter")  # Ann's last card; Cid's is the game's last
        assert table.computer_busy
        # Any key that acts says so while the computer moves (Ann's hand is empty: Enter
        # does nothing now, so the table is asked directly, as a key would).
        assert not table.submit("dwarves-3")
        await settled(
            pilot,
            lambda: any(note.message == wait for note in app._notifications),
            what="the wait notice",
        )
        await settled(pilot, lambda: isinstance(app.screen, DealSummaryScreen), what="summary")
        await pilot.press("enter")
        await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="the results")
        assert not any(note.message == wait for note in app._notifications)


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "ranked between the 10 and the J"), ("cs", "mezi desítkou a klukem")],
)
def test_issue_26_4_a_special_11_says_where_it_ranks(language: str, said: str) -> None:
    """Issue 26.4: "Tinkerer (Dwarves 11)" sat beside hands printing J, Q, K, A, and a player
    read the J as the 11. The special line says where an 11 ranks (DWK-1.2); a plain special
    (the Dragon) says nothing of the kind; the players' title names the dealer's ``*``."""
    from tablebox.tables.dwarf_king.text import special_line

    match = start(3, humans=1, seed=1)
    view: Any = match.view(0).model_copy(update={"special": c.TINKERER})
    say = Catalog(language, names=list(NAMES[:3])).text
    assert said in special_line(view, say, Text("Tinkerer")).plain
    dragon = view.model_copy(update={"special": "dragon"})
    assert said not in special_line(dragon, say, Text("Dragon")).plain
    assert "*" in say("dwarf-king.ui.players-title")
