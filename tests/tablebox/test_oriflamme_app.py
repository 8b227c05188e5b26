"""Playing Oriflamme at the table with the keyboard only: a whole hot-seat game through every
hand-off, refusals with the rules' reason, privacy of face-down cards, and the setup panel."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.widgets import Static

from tablebox.app import TableboxApp
from tablebox.catalog import english
from tablebox.catalog.en.oriflamme import card as card_name
from tablebox.controller import Match, Seat
from tablebox.screens.handoff import HandoffScreen
from tablebox.screens.menu import MenuScreen
from tablebox.screens.results import ResultsScreen
from tablebox.tables.oriflamme.intrigue_row import CARD_BACK, CELL_WIDTH, EDGE
from tablebox.tables.oriflamme.table import OriflammeTableScreen

from .conftest import SIZE, computers_done, opened, settled, text_of

SEED = 7
"""A 3-player deal whose game, played by :func:`take_turn`, has every kind of decision."""


def table_text(table: OriflammeTableScreen) -> str:
    """Everything the table shows in words: panels, row, hand and the log."""
    widgets = [table.status, table.detail, table.players_panel, table.decide]
    parts = [text_of(widget) for widget in widgets]
    parts.append(str(table.row.render()))
    parts.extend(table.game_log._shown)
    return "\n".join(parts)


def hidden_cards(match: Match, viewer: int | None) -> dict[int, list[str]]:
    """Position -> the full names ("Blue Spy") of face-down cards there that ``viewer`` may not
    see: its top card and covered ones. Read from each owner's own view (tests only)."""
    hidden: dict[int, list[str]] = {}
    for seat in range(len(match.seats)):
        if seat == viewer:
            continue
        view = match.view(seat)
        mine = view.players[seat].families
        for position in view.row:
            names = [
                card_name(c.card.id)
                for c in [position, *position.covered]
                if c.card is not None and not c.face_up and c.card.family in mine
            ]
            if names:
                hidden.setdefault(position.position, []).extend(names)
    return hidden


def assert_private(table: OriflammeTableScreen) -> None:
    """No face-down card of another seat is named anywhere on the table, and its place in the
    row shows the card's back."""
    view = table.view
    assert view is not None
    text = table_text(table).lower()
    hidden = hidden_cards(table.match, view.viewer)
    for names in hidden.values():
        for name in names:
            assert name.lower() not in text, f"{name} is shown to {view.viewer}"
    lines = str(table.row.render()).splitlines()
    for slot, index in enumerate(table.row.shown):
        cell = table.row.cells[index]
        position = view.row[index] if index < len(view.row) else None
        if cell.number is None or position is None or position.position not in hidden:
            continue
        if position.face_up or position.owner == view.viewer:
            continue
        left = EDGE + slot * (CELL_WIDTH + 1)
        assert lines[1][left + 1 : left + CELL_WIDTH - 1] == CARD_BACK  # inside the frame


async def take_turn(pilot: Any, turn: int, done: set[str]) -> None:
    """Decide by keys, varying the choice with ``turn`` so every key gets used."""
    table = pilot.app.screen
    assert isinstance(table, OriflammeTableScreen)
    chooser = table.chooser
    view = table.view
    assert view is not None and view.viewer in view.to_act
    before = len(table.match.actions)
    mode = chooser.mode
    if mode == "card":
        hand = view.hand or []
        target = turn % len(hand)
        while chooser.hand_index != target:
            await pilot.press("right")
        card = hand[target].id
        assert view.decision is not None and view.decision.kind == "place"
        stacks = [
            option.parts["place"]
            for option in view.decision.allowed
            if option.parts["card"] == card and isinstance(option.parts["place"], int)
        ]
        if stacks and turn % 2:
            await pilot.press("enter")
            assert chooser.mode == "spot"
            while chooser.spots()[chooser.index] != stacks[0]:
                await pilot.press("left")
            await pilot.press("enter")
            done.add("place on")
        else:
            side = "left" if turn % 3 == 0 else "right"
            await pilot.press("left_square_bracket" if side == "left" else "right_square_bracket")
            done.add(f"place {side}")
    elif mode == "reveal":
        await pilot.press("h" if turn % 4 == 0 else "r")
        done.add("hide" if turn % 4 == 0 else "reveal")
    elif mode == "target":
        await pilot.press("right", "enter")
        done.add("target")
    elif mode == "source":
        await pilot.press("enter")
        assert chooser.mode == "destination"
        await pilot.press("right", "enter")
        done.add("move")
    else:
        raise AssertionError(f"nothing to decide in {mode}")
    # One action by these keys (computers may answer at once).
    assert len(table.match.actions) > before, "the keys should have taken an action"


async def test_three_humans_play_a_whole_game_by_keys(
    leaks: list[int | None], tmp_path: Path
) -> None:
    match = Match.start(
        "oriflamme",
        [Seat("Ann"), Seat("Ben"), Seat("Cid")],
        seed=SEED,
        save_path=tmp_path / "game.json",
    )
    app = TableboxApp(match, save_dir=tmp_path)
    done: set[str] = set()
    handoffs = turns = 0
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        while not isinstance(app.screen, ResultsScreen):
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                table = app.screen_stack[-2]
                assert isinstance(table, OriflammeTableScreen)
                # Under the cover the table shows only the public view: no hand at all.
                assert table.view is not None and table.view.viewer is None
                assert "Hands stay hidden" in text_of(table.decide)
                assert_private(table)
                assert table.match.keyboard_holder != screen.seat
                await pilot.press("enter")
                assert table.view.viewer == screen.seat
                handoffs += 1
                continue
            assert isinstance(screen, OriflammeTableScreen)
            assert_private(screen)
            await take_turn(pilot, turns, done)
            turns += 1
            assert turns < 200, "six rounds should end the game"

        assert leaks == []
        assert match.is_over and len(match.actions) == turns
        assert handoffs >= 20, handoffs
        assert done >= {"place left", "place right", "place on", "reveal", "hide", "target"}
        assert "move" in done, "this deal should bring a Royal Decree's move"
        body = " ".join(text_of(app.screen.query_one("#results-body")).split())
        outcome = match.outcome()
        assert outcome is not None
        assert "Ranking" in body and "★" in body
        # how first place was decided
        assert english(outcome.explanation[-1], match.names) in body
        for player in match.view(None).players:
            assert f"{player.influence} influence" in body
        assert (tmp_path / "game.json").exists()
        await pilot.press("enter")
        await settled(
            pilot,
            lambda: isinstance(app.screen, MenuScreen),
            what="MenuScreen on top",
        )


def advance_to(match: Match, done: Any) -> Match:
    """Play the first legal action until ``done(view of the deciding seat)``."""
    while not match.is_over:
        seat = match.acting_seats()[0]
        if done(match.view(seat)):
            return match
        match.act(seat, match.legal_actions(seat)[0])
    raise AssertionError("the game ended first")


async def test_a_key_the_rules_refuse_shows_the_reason() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # the first hand-off
        await settled(
            pilot, lambda: isinstance(app.screen, OriflammeTableScreen), what="OriflammeTableScreen"
        )
        table = app.screen
        assert isinstance(table, OriflammeTableScreen) and table.chooser.mode == "card"
        state = match.state
        await pilot.press("r")  # reveal, during placement
        await settled(
            pilot,
            lambda: any("Now you place a card" in note.message for note in app._notifications),
            what="the refusal",
        )
        assert match.state is state and match.actions == []
        assert "✗ Now you place a card" in text_of(table.decide)
        assert any("Now you place a card" in note.message for note in app._notifications)
        await pilot.press("right")  # any next key clears the refusal
        assert "✗" not in text_of(table.decide)


async def test_r_and_h_during_a_placement_are_refused_in_plain_words() -> None:
    """Issue 17.4: the refusal a player reads names the choice in words, not the notation of
    typed actions ("place <card> left ...")."""
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")  # the first hand-off
        await settled(
            pilot, lambda: isinstance(app.screen, OriflammeTableScreen), what="OriflammeTableScreen"
        )
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        for key, mode in (("h", "card"), ("enter", "spot"), ("r", "spot")):
            await pilot.press(key)
            await settled(pilot, lambda m=mode: table.chooser.mode == m, what=f"the {mode} step")
        wanted = "Now you place a card: choose a card and a place in the row."

        def said() -> list[str]:
            return [note.message for note in app._notifications] + [text_of(table.decide)]

        await settled(pilot, lambda: sum(wanted in text for text in said()) >= 2, what="refusals")
        assert not any("<" in text or " left, " in text for text in said())


async def test_two_players_may_not_place_the_same_family_twice_in_a_round() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben")], seed=3, autosave=False)
    first = match.acting_seats()[0]
    match.act(first, match.legal_actions(first)[0])
    match = advance_to(
        match,
        lambda view: (
            view.viewer == first and view.decision is not None and view.decision.kind == "place"
        ),
    )
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        await pilot.press("enter")
        await settled(
            pilot, lambda: isinstance(app.screen, OriflammeTableScreen), what="OriflammeTableScreen"
        )
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        view = table.view
        assert view is not None and view.hand
        placeable = table.chooser.placeable()
        blocked = next(i for i, card in enumerate(view.hand) if card.id not in placeable)
        while table.chooser.hand_index != blocked:
            await pilot.press("right")
        actions = list(match.actions)
        await pilot.press("enter")
        assert match.actions == actions
        refusal = text_of(table.decide)
        assert "card this round; now place a" in refusal and "ORI-" not in refusal
        assert table.chooser.mode == "card"  # still choosing a card


async def test_the_hand_off_covers_the_table_and_names_no_hidden_card() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], seed=2)
    match = advance_to(match, lambda view: view.round == 2 and view.phase == "resolution")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        cover = app.screen
        assert isinstance(cover, HandoffScreen)
        table = app.screen_stack[-2]
        assert isinstance(table, OriflammeTableScreen)
        assert table.view is not None and table.view.viewer is None
        # The cover shows names and public log lines only.
        shown = text_of(cover.query_one("#handoff-recent"))
        for names in hidden_cards(match, None).values():
            for name in names:
                assert name.lower() not in shown.lower()
        await pilot.press("enter")
        viewer = table.view.viewer
        assert viewer == cover.seat
        assert_private(table)
        # Walking the cursor along the whole row names no other seat's face-down card.
        for _ in range(len(table.view.row)):
            await pilot.press("right")
            assert_private(table)
        own = [p for p in table.view.row if p.owner == viewer and not p.face_up]
        assert own, "this position should show the viewer one of their face-down cards"
        assert own[0].card is not None
        assert english(own[0].card.name).lower() in text_of(table.row).lower()


async def test_cards_rules_and_q_leave_the_table() -> None:
    match = Match.start("oriflamme", [Seat("Ann"), Seat("Bot", "computer")], seed=4)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, OriflammeTableScreen)
        await pilot.press("c")
        await settled(pilot, lambda: app.screen.query("#ori-cards-body"), what="the cards")
        page = Console(width=78, record=True, file=io.StringIO())
        page.print(app.screen.query_one("#ori-cards-body", Static).content)
        words = " ".join(page.export_text().split())
        assert "Royal Decree Královský výnos · intrigue Move another card" in words
        assert "ORI-" not in words
        assert "[ ] place the highlighted card" in words
        await pilot.press("escape")
        await settled(pilot, lambda: app.screen is table, what="table on top")
        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "RulesScreen"
        await pilot.press("escape")
        await settled(pilot, lambda: app.screen is table, what="table on top")
        await pilot.press("enter")  # choose a card: Escape then steps back, not out
        assert table.chooser.mode == "spot"
        await pilot.press("escape")
        assert table.chooser.mode == "card" and app.screen is table
        await pilot.press("q")
        await settled(pilot, lambda: isinstance(app.screen, MenuScreen), what="the menu")
        await settled(
            pilot,
            lambda: any("Game saved" in note.message for note in app._notifications),
            what="the save notice",
        )


async def test_a_human_against_computers_plays_to_the_results() -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer"), Seat("Cog", "computer")]
    match = Match.start("oriflamme", seats, seed=9, autosave=False)
    app = TableboxApp(match)
    turns = 0
    done: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        while not isinstance(app.screen, ResultsScreen):
            assert not isinstance(app.screen, HandoffScreen)
            # The computers answer in a worker: a slow machine may still be thinking.
            await computers_done(pilot)
            if isinstance(app.screen, ResultsScreen):
                break
            await take_turn(pilot, turns, done)
            turns += 1
            assert turns < 100
        assert match.is_over
        assert "Oriflamme:" in text_of(app.screen.query_one(".screen-title"))


async def test_the_new_game_screen_sets_first_player_and_direction(save_dir: Path) -> None:
    from textual.widgets import Input, Select

    from tablebox.tables.oriflamme.setup import OriflammeOptionsPanel

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: app.screen.query("#game"), what="the New game form")
        screen = app.screen
        screen.query_one("#game", Select).value = "oriflamme"
        await settled(
            pilot, lambda: screen.query(OriflammeOptionsPanel), what="Oriflamme's options panel"
        )
        panel = screen.query_one(OriflammeOptionsPanel)
        for seat, name in enumerate(["Ann", "Ben", "Cid"]):
            screen.query_one(f"#name-{seat}", Input).focus()
            await pilot.press(*name)
        first = panel.query_one("#oriflamme-first", Select)
        await settled(
            pilot,
            lambda: [label for label, _ in first._options][-1] == "Player 3",
            what="a choice for each player",
        )
        first.focus()
        await pilot.press("enter", "down", "down", "down", "enter")  # Random, 1, 2, 3
        assert panel.first_player == 2
        panel.query_one("#oriflamme-direction").focus()
        await pilot.press("right")  # Random -> left to right
        assert panel.options(3) == {"first_player": 2, "direction": "left-to-right"}
        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: any(isinstance(s, OriflammeTableScreen) for s in app.screen_stack),
            what="the table",
        )
        table = next(s for s in app.screen_stack if isinstance(s, OriflammeTableScreen))
        view = table.match.view(None)
        assert view.first_player == 2 and view.direction == "left-to-right"
        assert table.match.options.model_dump() == {
            "first_player": 2,
            "direction": "left-to-right",
        }


def test_the_results_explain_a_tie_break_and_a_shared_win() -> None:
    from tablebox.engine import Message, Outcome
    from tablebox.tables.oriflamme.intrigue_row import Palette
    from tablebox.tables.oriflamme.results import headline, results_text

    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    while not match.is_over:
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
    view = match.view(None)
    counts = Message(
        "oriflamme.card-count-more",
        {"seat": 0, "cards": 2, "rest": Message("oriflamme.card-count", {"seat": 1, "cards": 2})},  # type: ignore[dict-item]
    )
    shared = Message(
        "oriflamme.shared-victory",
        {"seats": [0, 1], "tied": [0, 1], "influence": 5, "counts": counts},  # type: ignore[dict-item]
    )
    scores = [
        Message("oriflamme.score", {"seat": s, "influence": i, "cards": c})
        for s, i, c in ((0, 5, 2), (1, 5, 2), (2, 3, 1))
    ]
    tied = view.model_copy(
        update={
            "outcome": Outcome(
                ranking=[[0, 1], [2]],
                scores={0: 5.0, 1: 5.0, 2: 3.0},
                explanation=[*scores, Message("oriflamme.tokens-count-nothing"), shared],
            )
        }
    )
    assert headline(tied).startswith("Ann and Ben share the victory")

    def say(message: Message) -> str:
        return english(message, match.names)

    body = " ".join(str(results_text(tied, Palette(), say)).split())
    assert (
        "Ann and Ben tie on 5 influence; Ann and Ben also tie on cards in the row (Ann 2, Ben 2,"
        " covered cards included), so they share the victory." in body
    )
    assert "★ shared win" in body
    assert body.index("1. Ann") < body.index("1. Ben") < body.index("2. Cid")
    assert "Influence still lying on cards in the row counts for nothing;" in body
    assert "ORI-" not in body


def test_the_chooser_picks_options_of_the_decision_by_their_parts() -> None:
    """Issue 8: the keys select one of the view's options by its parts and the table submits
    that option's action; nothing at the table writes or reads notation."""
    from tablebox.tables.oriflamme.choice import Chooser

    match = Match.start("oriflamme", [Seat("Ann"), Seat("Ben"), Seat("Cid")], autosave=False)
    seat = match.acting_seats()[0]
    view = match.view(seat)
    assert view.decision is not None
    chooser = Chooser()
    chooser.update(view)
    assert chooser.mode == "card"
    card = (view.hand or [])[chooser.hand_index].id
    left = chooser.end("left")
    assert left in view.decision.options
    assert left is not None and left.parts == {"card": card, "place": "left"}
    assert chooser.confirm() is None and chooser.mode == "spot"
    placed = chooser.confirm()
    assert placed in view.decision.allowed
    assert placed is not None and placed.parts["card"] == card
    match.act(seat, placed.action)
    assert match.actions[-1].action == placed.action


def test_the_table_builds_no_notation() -> None:
    """Issue 8: no notation is built or parsed in the table package."""
    folder = Path(__file__).parents[2] / "tablebox" / "tables" / "oriflamme"
    source = "\n".join(path.read_text() for path in folder.glob("*.py"))
    for fragment in ('f"place ', 'f"move ', 'f"target ', ".split()", '"reveal-or-hide"'):
        assert fragment not in source, fragment
