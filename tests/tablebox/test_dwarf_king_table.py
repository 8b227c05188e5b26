"""The Dwarf King's table played by keys: a whole short game through every hand-off, the
red Flag Bearer's give, the Sorcerer's choice, and a game resumed mid-deal from its save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.widgets import OptionList

from games.dwarf_king import cards as c
from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.info import InfoScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.results import ResultsScreen
from tablebox.screens.saved_games import ContinueScreen
from tablebox.tables.dwarf_king.summary import DealSummaryScreen
from tablebox.tables.dwarf_king.table import PICK, DwarfKingTableScreen
from tests.games.dwarf_king.builders import hands_with

from .conftest import SIZE, computers_done, opened, play_turn, settled, text_of


def scripted(players: int, *deals: tuple[str, int, dict[int, list[str]]]) -> list[dict[str, Any]]:
    """Deals fixed in advance: (special card, quest tile, cards some seats must hold)."""
    return [
        {"special": special, "tile": tile, "hands": hands_with(players, special, fixed)}
        for special, tile, fixed in deals
    ]


async def dk_turn(pilot: Any) -> str:
    """One turn by keys: a choice by its key, two cards given back one after the other, or a
    card played (``play_turn``)."""
    table = pilot.app.screen
    assert isinstance(table, DwarfKingTableScreen)
    view = table.view
    assert view is not None and view.decision is not None
    if view.decision.kind == "give":
        assert all(card.action.startswith(PICK) for card in table.cards)
        await pilot.press("enter", "right")
        assert len(table.giving) == 1
        first, second = table.cards[0].action, table.cards[1].action
        assert first.removeprefix(PICK) in text_of(table.hand) or table.giving
        await pilot.press("enter")
        await computers_done(pilot)
        return f"give {first} {second}"
    return await play_turn(pilot)


async def test_dwk_table_three_humans_play_a_short_game_through_every_hand_off() -> None:
    """One deal (a red Flag Bearer's) and any tie-break deals, by keys only: every turn behind
    a hand-off cover, the quest by its number, the steal by a seat's number, the give by
    choosing two cards, the tricks; then the results."""
    deck = scripted(3, (c.GOBLIN_FLAG_BEARER, 3, {0: [c.GOBLIN_FLAG_BEARER, c.QUEST_FIVE]}))
    seats = [Seat("Ann"), Seat("Ben"), Seat("Cid")]
    match = Match.start("dwarf-king", seats, {"deals": 1, "first_dealer": 0, "deck": deck}, seed=0)
    app = TableboxApp(match)
    kinds: set[str] = set()
    handoffs = summaries = 0
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, ResultsScreen):
                break
            if isinstance(screen, DealSummaryScreen):
                # Issue 17.2: every deal ends on its summary, over the public table.
                table = app.screen_stack[-2]
                assert isinstance(table, DwarfKingTableScreen)
                assert table.view is not None and table.view.viewer is None
                body = text_of(screen.query_one("#dk-summary-body"))
                assert "Tricks" in body and "Total" in body
                summaries += 1
                await pilot.press("enter")
                continue
            if isinstance(screen, HandoffScreen):
                table = app.screen_stack[-2]
                assert isinstance(table, DwarfKingTableScreen)
                assert table.view is not None and table.view.viewer is None
                assert table.cards == [] and "hidden" in text_of(table.hand)
                handoffs += 1
                await pilot.press("enter")
                continue
            assert isinstance(screen, DwarfKingTableScreen)
            assert screen.view is not None and screen.view.decision is not None
            kinds.add(screen.view.decision.kind)
            await dk_turn(pilot)
        else:
            raise AssertionError("the game did not end")
        assert match.is_over
        assert {"quest", "steal", "give", "play"} <= kinds
        assert handoffs > 30
        assert summaries == len(match.view(None).results) >= 1  # type: ignore[attr-defined]
        body = text_of(app.screen.query_one("#results-body"))
        assert "Ranking" in body and "Deal 1" in body
        assert "★ winner" in body
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


def _ann_acts(match: Match, kind: str, limit: int = 400, prefer: str = "") -> None:
    """Ann plays her first legal action, or ``prefer`` when she may (computers answer), until
    her decision is ``kind``."""
    match.play_computers()
    for _ in range(limit):
        decision = match.view(0).decision  # type: ignore[attr-defined]
        wanted = decision is not None and decision.kind == kind
        if wanted and (kind != "play" or any("sorcerer" in o.parts for o in decision.options)):
            return
        legal = [a for a in match.legal_actions(0) if not a.startswith("sorcerer")]
        match.act(0, prefer if prefer in legal else legal[0])
        match.play_computers()
    raise AssertionError(f"Ann never had to decide {kind}")


async def test_dwk_table_the_sorcerer_is_used_with_s_then_a_number(tmp_path: Path) -> None:
    deck = scripted(3, (c.SORCERER, 7, {0: [c.SORCERER, c.LEAD_FIVE]}))
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start(
        "dwarf-king", seats, {"deals": 1, "deck": deck}, seed=2, save_path=tmp_path / "g.json"
    )
    _ann_acts(match, "play")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        assert "s: use the Sorcerer" in text_of(table.hand)
        await pilot.press("s")
        assert table.choices and table.choices[-1].key == "b"
        await pilot.press("b")
        assert not table.choices
        await pilot.press("s", "1")
        await computers_done(pilot)
        assert c.SORCERER not in match.state.hands[0]
        assert any(e.key == "dwarf-king.sorcerer" for e in match.state.events)


async def test_dwk_table_the_blue_flag_bearer_passes_with_l_or_r(tmp_path: Path) -> None:
    deck = scripted(3, (c.KNIGHT_FLAG_BEARER, 7, {0: [c.KNIGHT_FLAG_BEARER, c.LEAD_FIVE]}))
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start(
        "dwarf-king", seats, {"deals": 1, "deck": deck}, seed=2, save_path=tmp_path / "g.json"
    )
    _ann_acts(match, "pass", prefer=c.KNIGHT_FLAG_BEARER)
    hands = [sorted(hand) for hand in match.state.hands]
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        assert [choice.key for choice in table.choices] == ["l", "r"]
        await pilot.press("r")
        await computers_done(pilot)
        assert set(match.state.hands[0]) <= set(hands[1])  # right: Ben's hand came to Ann
        assert any(e.key == "dwarf-king.passes" for e in match.state.events)


async def test_dwk_table_refused_card_says_why_and_deals_page_opens(tmp_path: Path) -> None:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("dwarf-king", seats, {"deals": 2}, seed=3, save_path=tmp_path / "g.json")
    match.play_computers()
    while not match.is_over and match.state.deal == 1:
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        if isinstance(app.screen, DealSummaryScreen):  # nobody has acted since deal 1 ended
            await pilot.press("enter")
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        view: Any = table.view
        assert "Deal 1 scored" in text_of(table.last_panel) or view.previous_trick
        await pilot.press("d")
        await settled(
            pilot,
            lambda: isinstance(app.screen, InfoScreen),
            what="InfoScreen on top",
        )
        page = text_of(app.screen.query_one("#info-body"))
        assert "Deal 1" in page and "quest" in page
        await pilot.press("d")
        await settled(
            pilot,
            lambda: isinstance(app.screen, DwarfKingTableScreen),
            what="DwarfKingTableScreen on top",
        )


async def test_dwk_table_resume_mid_deal_from_the_save() -> None:
    """Ann against two computers, quit after a few tricks of deal 1; Continue opens the same
    deal, trick and hand."""
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("dwarf-king", seats, {"deals": 2}, seed=5)
    match.play_computers()
    for _ in range(4):
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    before: Any = match.view(0)
    assert before.trick > 1
    match.close()
    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        await settled(
            pilot,
            lambda: isinstance(app.screen, ContinueScreen),
            what="ContinueScreen on top",
        )
        saves = app.screen.query_one("#saves", OptionList)
        assert saves.option_count == 1
        await pilot.press("enter")
        await settled(pilot, lambda: not isinstance(app.screen, ContinueScreen), what="the game")
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, DwarfKingTableScreen)
        after = table.view
        assert after is not None
        assert (after.deal, after.trick, after.viewer, after.hand) == (
            before.deal,
            before.trick,
            before.viewer,
            before.hand,
        )
        assert after.quest == before.quest and after.special == before.special
