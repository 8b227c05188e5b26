"""Issue 17.3 and 17.4 at Truel's table: spaces named as the board shows them (the log, the
crossroads choice), one sentence per draw for each reader, a footer offering only the keys
that act, the hand and triples as framed cards, the race's story on the results screen, and a
rule reference that opens with how to play (its symbols explained)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from textual.widgets._footer import FooterKey

from games.truel import rules
from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.controller import Match, Seat
from tablebox.resources import rule_reference
from tablebox.tables.truel.cards import hand_block, triples_block
from tablebox.tables.truel.log import for_reader
from tablebox.tables.truel.results import race_story, results_text
from tablebox.tables.truel.spaces import space_name
from tablebox.tables.truel.table import TruelTableScreen
from tests.tablebox.conftest import SIZE, computers_done, opened, settled, text_of

SPACE_ID = re.compile(r"\b[RGB]\d{1,2}\b")
"""A space id of the board file (``R14``): drawn nowhere, so never shown to a player."""


def game(tmp_path: Path, seed: int, **options: Any) -> Match:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    return Match.start("truel", seats, options, seed=seed, save_path=tmp_path / "truel.json")


def until(match: Match, kind: str) -> Match:
    """Ann takes her first legal action until she must decide ``kind``."""
    match.play_computers()
    while not match.is_over:
        decision = match.view(0).decision
        if decision is not None and decision.kind == kind:
            return match
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    raise AssertionError(f"no {kind} decision")


def footer_keys(app: Any) -> list[str]:
    return [str(key.description) for key in app.screen.query(FooterKey)]


async def test_the_crossroads_choice_names_the_ways_as_the_board_shows_them(
    tmp_path: Path,
) -> None:
    """Issue 17.3: at a crossroads the prompt names it by its place on the board (``f1``) and
    each way by its arrow and the next space's place; no board-file id (``R6``) is shown.
    Issue 17.4: the footer offers ←→ and Enter for the choice, not cards or triples."""
    match = until(game(tmp_path, 38), "way")
    view = match.view(0)
    assert view.moving is not None and view.decision is not None
    here = space_name(view.board, view.moving.path[-1])
    ways = [space_name(view.board, str(o.parts["space"])) for o in view.decision.options]
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, TruelTableScreen)
        decide = text_of(table.query_one("#tr-decide"))
        assert f"Crossroads {here}:" in decide
        assert all(way in decide for way in ways) and not SPACE_ID.search(decide)
        keys = footer_keys(app)
        assert "Choice" in keys and "Choose" in keys
        assert "Card" not in keys and "Triple 1-3" not in keys
        await pilot.press("right", "enter")
        await computers_done(pilot)
        assert match.actions[-1].action.startswith("via:") or match.view(0).decision is None


async def test_the_log_names_spaces_as_the_board_does_and_tells_a_draw_once(
    tmp_path: Path,
) -> None:
    """Issue 17.3: the log's moves, repeats and ways name spaces by their place (``c1``),
    never by the board file's ids. Issue 17.4: Ann reads "Ann draws Spaces ★." for her own
    draw, never also "Ann draws 1 card."; the others read the count alone."""
    match = until(game(tmp_path, 38), "way")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, TruelTableScreen)
        mine = table.log_lines(0)
        public = table.log_lines(None)
    assert any(re.search(r"Ann's pawn: [a-o]\d+, ", line) for line in mine)
    assert not any(SPACE_ID.search(line) for line in mine + public)
    assert not any(re.match(r"Ann draws \d+ cards?\.", line) for line in mine)
    assert any(re.match(r"Ann draws \d+ cards?\.", line) for line in public)
    private = [line for line in mine if line.startswith("Ann draws ")]
    assert private and all(line not in public for line in private)


def test_a_draw_is_one_sentence_for_the_drawer_and_one_for_the_others(tmp_path: Path) -> None:
    """Issue 17.4: each draw of the rules' log is told once to each reader: the cards to the
    drawer, the count to everybody else."""
    match = until(game(tmp_path, 5), "discard")
    board = match.view(None).board
    catalog = Catalog(names=match.names)
    for seat in range(3):
        events = match.visible_events(seat)
        told = for_reader(events, seat, board)
        draws = sum(1 for e in events if e.key == "truel.drew" and e.params["seat"] == seat)
        counts = [e for e in told if e.key == "truel.draws" and e.params["seat"] == seat]
        assert draws and counts == [], catalog.lines(told)
        others = [e for e in told if e.key == "truel.draws" and e.params["seat"] != seat]
        assert others


async def test_the_footer_offers_only_the_keys_of_a_discard(tmp_path: Path) -> None:
    """Issue 17.4: choosing cards to discard, ←→ pick a card and Enter discards it: the
    footer does not offer the triples."""
    match = until(game(tmp_path, 5), "discard")
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        keys = footer_keys(app)
        assert "Card" in keys and "Choose" in keys and "Triple 1-3" not in keys


def test_the_hand_and_the_triples_are_framed_cards() -> None:
    """Issue 17.3: the triples and the hand drawn with the shared card frames: each card a
    frame with its words and symbol, a free slot an empty frame naming its type, the
    highlighted card heavy."""
    view = rules.view(rules.new_game(["Ann", "Ben", "Cid"], seed=5), 0)
    catalog = Catalog(names=view.players)
    triples = "\n".join(line.plain for line in triples_block(view, catalog.text))
    assert all(f"Triple {n}" in triples for n in (1, 2, 3))
    assert triples.count("╭") == 9 and "±n" in triples and "per" in triples
    hand = "\n".join(
        line.plain
        for line in hand_block(view, 0, catalog.text, triples_block(view, catalog.text)[0], bool)
    )
    assert hand.count("┏") == 1 and hand.count("╭") == len(view.hand) - 1
    assert any(symbol in hand for symbol in "☀★♥")


def test_the_results_tell_the_race(tmp_path: Path) -> None:
    """Issue 17.3: the results tell each game's race: every player's turns, the gems they won
    and lost with the turn it happened on, the winner; a match adds the games won and each
    earlier game's winner."""
    seats = [Seat("Ann", "computer"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    match = Match.start("truel", seats, {"match": True}, seed=3, save_path=tmp_path / "m.json")
    match.play_computers()
    assert match.is_over
    view = match.view(None)
    events = match.visible_events(None)
    games = race_story(events, 3)
    assert len(games) >= 3 and all(game.winner is not None for game in games)
    body = results_text(view, Catalog(names=view.players).text, events).plain
    last = games[-1]
    assert f"The race, game {last.number}" in body
    for seat, name in enumerate(view.players):
        assert re.search(rf"{name} +[RGB] {last.turns[seat]} turns?", body)
    assert re.search(r"[+−]\d (ruby|emerald|sapphire) \(turn \d+\)", body)
    assert "Games won" in body and "Game 1: " in body and " won after " in body


def test_the_rule_reference_opens_with_how_to_play_and_explains_the_symbols() -> None:
    """Issue 17.3, 17.4: the Rules screen opens with how to play, which explains the board's
    signs and the cards' ☀ ★ ♥; where the rules come from waits in the appendix."""
    text = rule_reference("truel")
    opening = text[: text.index("## How to play")]
    assert "rulebook" not in opening and "own design" not in opening
    how_to_play = text[text.index("## How to play") : text.index("## TRL-1")]
    for sign in ("☀", "★", "♥", "▯+1", "◷+1", "S→r", "`X`", "━━", "`f1`"):
        assert sign in how_to_play, sign
    appendix = text[text.index("## Appendix") :]
    assert "own design" in appendix and "### About this reference" in appendix
