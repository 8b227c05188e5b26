"""Truel's table played by keys: a whole game against two computers, a resume from a save
mid-game, and what the keys do (TRL-4.2, TRL-5.3, TRL-3.4 at the table)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tablebox.app import TableboxApp
from tablebox.controller import Match, Seat
from tablebox.screens.results import ResultsScreen
from tablebox.tables.truel.table import TruelTableScreen
from tests.tablebox.conftest import SIZE, computers_done, opened, settled, text_of


def game(tmp_path: Path, seed: int = 5, **options: Any) -> Match:
    seats = [Seat("Ann"), Seat("Ben", "computer"), Seat("Cid", "computer")]
    return Match.start("truel", seats, options, seed=seed, save_path=tmp_path / "truel.json")


async def play_by_enter(pilot: Any, limit: int = 600) -> set[str]:
    """Ann presses Enter whenever she must act (a card, a way, a meaning, showing her hand)
    until the results; the decision kinds she met."""
    app = pilot.app
    kinds: set[str] = set()
    for _ in range(limit):
        await computers_done(pilot)
        if isinstance(app.screen, ResultsScreen):
            return kinds
        table = app.screen
        assert isinstance(table, TruelTableScreen)
        view = table.view
        assert view is not None
        if view.decision is not None:
            kinds.add(view.decision.kind)
        await pilot.press("enter")
    raise AssertionError("no results after the key presses")


async def test_truel_a_whole_game_by_keys_against_two_computers(tmp_path: Path) -> None:
    """A complete game by key presses: Enter lays the highlighted card (or takes the way, the
    meaning, or shows the hand); it ends on the results screen naming the winner."""
    match = game(tmp_path)
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        kinds = await play_by_enter(pilot)
        assert "play" in kinds
        assert match.is_over
        outcome = match.outcome()
        assert outcome is not None
        winner = match.names[outcome.winners[0]]
        body = text_of(app.screen.query_one("#results-body"))
        assert winner in str(app.screen.heading) and "Gems and cards" in body  # type: ignore[attr-defined]


async def test_truel_keys_lay_a_card_on_the_triple_chosen(tmp_path: Path) -> None:
    """TRL-4.2: ←→ highlight a card, a digit lays it on that triple; a taken slot is refused
    with the reason, and nothing is played."""
    match = game(tmp_path)
    match.play_computers()
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TruelTableScreen) and table.view is not None
        view = table.view
        card = view.hand[table.cursor]
        decision = view.decision
        assert decision is not None
        refused = [o for o in decision.options if o.parts["card"] == card.id and not o.allowed]
        allowed = [o for o in decision.options if o.parts["card"] == card.id and o.allowed]
        actions = len(match.actions)
        if refused:
            await pilot.press(str(refused[0].parts["triple"]))
            assert len(match.actions) == actions
            await settled(
                pilot,
                lambda: any("is taken" in str(n.message) for n in app._notifications),
                what="the refusal",
            )
        await pilot.press(str(allowed[0].parts["triple"]))
        await computers_done(pilot)
        assert match.actions[actions].action == allowed[0].action


async def test_truel_resumes_mid_game_from_its_save(tmp_path: Path) -> None:
    """A game saved mid-way opens at the same position (the board and deck come from the save)
    and plays on to the end by keys."""
    match = game(tmp_path, seed=8)
    for _ in range(6):
        match.play_computers()
        match.act(0, match.legal_actions(0)[0])
    match.play_computers()
    position = match.view(0)
    match.close()
    loaded = Match.load(tmp_path / "truel.json")
    assert loaded.view(0) == position
    app = TableboxApp(loaded, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TruelTableScreen)
        assert table.view is not None and table.view.pawns == position.pawns
        await play_by_enter(pilot)
        assert loaded.is_over


async def test_truel_new_game_screen_sets_the_variant_and_the_match(save_dir: Path) -> None:
    """TRL-7.2, TRL-7.3, TRL-10.1: the setup panel's two boxes choose no starting gems and a
    match; the game starts with tablebox's board and deck in its options (so in its save)."""
    from textual.widgets import Checkbox, Input, Select

    from tablebox.tables.truel.setup import TruelOptionsPanel

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: app.screen.query("#game"), what="the New game form")
        screen = app.screen
        screen.query_one("#game", Select).value = "truel"
        await settled(pilot, lambda: screen.query(TruelOptionsPanel), what="Truel's options")
        panel = screen.query_one(TruelOptionsPanel)
        for seat, name in enumerate(["Ann", "Ben", "Cid"]):
            screen.query_one(f"#name-{seat}", Input).focus()
            await pilot.press(*name)
        panel.query_one("#truel-no-gems", Checkbox).value = True
        panel.query_one("#truel-match", Checkbox).value = True
        await pilot.pause()  # the boxes' Changed messages are handled before Start (no reading)
        await pilot.press("ctrl+s")
        await settled(
            pilot,
            lambda: any(isinstance(s, TruelTableScreen) for s in app.screen_stack),
            what="the table",
        )
        table = next(s for s in app.screen_stack if isinstance(s, TruelTableScreen))
        options = table.match.options
        assert options.start_gems == "zero" and options.match  # type: ignore[attr-defined]
        assert options.board is not None and options.deck is not None  # type: ignore[attr-defined]
        view = table.match.view(None)
        assert view.gems == [[0, 0, 0]] * 3 and view.match


def test_truel_results_name_the_champion_of_a_match() -> None:
    """TRL-7.2: a match's results name the champion of the evening and list the games won."""
    from games.truel import rules
    from tablebox.catalog import Catalog
    from tablebox.tables.truel.results import headline, results_text
    from tests.games.truel.builders import act, arrange

    state = arrange(
        hands=[[], ["sapphire-heart"], []],
        slots=[["red-sun-1", "plus1-star-1", None], [None] * 3, [None] * 3],
        gems=[[1, 1, 0], [0, 1, 0], [0, 0, 1]],
        options={"match": True},
    )
    state.wins = [2, 1, 0]
    view = rules.view(act(state, "sapphire-heart@1"), None)
    assert headline(view) == "Ann is the champion of the evening"
    catalog = Catalog(names=view.players)
    body = results_text(view, catalog.text).plain
    assert "Games won" in body and "Ann: 3" in body and "Ann was first to win 3 games." in body


async def test_truel_the_way_highlighted_at_a_crossroads_is_marked_on_the_board(
    tmp_path: Path,
) -> None:
    """TRL-5.3: the ways are named by spaces the board does not label, so the board marks the
    highlighted one ▸ and the mark follows ←→."""
    match = game(tmp_path, seed=38)
    match.play_computers()
    while not match.is_over:
        view = match.view(0)
        if view.decision is not None and view.decision.kind == "way":
            break
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the match")
        table = app.screen
        assert isinstance(table, TruelTableScreen) and table.view is not None
        decision = table.view.decision
        assert decision is not None and decision.kind == "way"
        first = text_of(table.query_one("#tr-board"))
        assert first.count("▸") == 1
        await pilot.press("right")
        second = text_of(table.query_one("#tr-board"))
        assert second.count("▸") == 1 and second != first


async def test_truel_keys_choose_the_cards_to_discard(tmp_path: Path) -> None:
    """TRL-3.3, TRL-6.1: Ann must lose two of her cards while Ben is on turn: the prompt says
    how many remain, ←→ highlight a hand card and Enter discards it; after the second the
    turn goes on."""
    match = game(tmp_path)
    match.play_computers()
    while match.view(0).losing is None:
        match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    app = TableboxApp(match, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await computers_done(pilot)
        table = app.screen
        assert isinstance(table, TruelTableScreen) and table.view is not None
        view = table.view
        assert view.losing is not None and view.losing.seat == 0 and view.turn != 0
        assert "2 cards to go" in text_of(table.query_one("#tr-decide"))
        await pilot.press("right")
        chosen = view.hand[table.cursor].id
        actions = len(match.actions)
        await pilot.press("enter")
        assert match.actions[actions].action == f"discard:{chosen}"
        assert "1 card to go" in text_of(table.query_one("#tr-decide"))
        await pilot.press("enter")
        await computers_done(pilot)
        assert match.actions[actions + 1].action.startswith("discard:")
        assert match.view(None).losing is None
        assert chosen not in [card.id for card in match.view(0).hand]


async def test_truel_a_discard_by_a_player_not_on_turn_passes_the_keyboard(
    tmp_path: Path,
) -> None:
    """TRL-3.3, TRL-8.2: Ben's triple makes Ann lose a card: the hand-off cover passes the
    keyboard to Ann, who discards by keys; then the turn goes on from Ben (Cid is next)."""
    from games.truel import rules
    from tablebox.screens.handoff import HandoffScreen

    seats = [Seat("Ann"), Seat("Ben"), Seat("Cid", "computer")]
    match = Match.start("truel", seats, {}, seed=9, save_path=tmp_path / "truel.json")
    match.play_computers()
    causing = None
    while causing is None:
        (seat,) = match.acting_seats()
        for action in match.legal_actions(seat) if seat == 1 else []:
            after = rules.apply(match.state, seat, action)
            if after.losing is not None and after.losing.seat == 0:
                causing = action
                break
        else:
            match.act(seat, match.legal_actions(seat)[0])
            match.play_computers()
    card, _, triple = causing.rpartition("@")
    app = TableboxApp(match, save_dir=tmp_path)

    def covered_for() -> int | None:
        """The seat the hand-off cover on screen passes the keyboard to."""
        screen = app.screen
        return screen.seat if isinstance(screen, HandoffScreen) else None

    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: covered_for() == 1, what="the cover for seat 1")
        await pilot.press("enter")
        await settled(
            pilot, lambda: isinstance(app.screen, TruelTableScreen), what="TruelTableScreen"
        )
        table = app.screen
        assert isinstance(table, TruelTableScreen) and table.view is not None
        while table.view.hand[table.cursor].id != card:
            await pilot.press("right")
        await pilot.press(triple)
        await settled(pilot, lambda: covered_for() == 0, what="the cover for seat 0")
        await pilot.press("enter")
        assert table.is_current and table.view.viewer == 0
        decision = table.view.decision
        assert decision is not None and decision.kind == "discard"
        chosen = table.view.hand[table.cursor].id
        done = len(match.actions)
        await pilot.press("enter")
        await computers_done(pilot)
        assert match.actions[done].action == f"discard:{chosen}"
        assert match.actions[done + 1].seat == 2
