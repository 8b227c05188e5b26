"""Issue 30.1: a hint at every table.

- Honesty: the hint is worked out from the seat's own view only: two hot-seat games that
  differ only in what another seat holds give the same hint for the same seed; a hint is never
  given for another seat, a computer's, or with hints off.
- The key (``t``) at each of the five tables: the hint comes in the background, its first move
  is highlighted and Enter plays it; a second press while it searches stops it.
- Hints off (``--no-hints``, the New game form) and each seat's count are saved with the game;
  the results say how many hints each player took.
- An 80×24 picture of a hint.

Searches are capped by iterations (``tablebox.hint.ITERATIONS``), never timed, so a hint is
the same on a quick machine and a slow one.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tablebox import hint as hints
from tablebox import registry
from tablebox.app import TableboxApp
from tablebox.bots.reasons import card_value, reason_for
from tablebox.controller import Match, Seat
from tablebox.engine import Message
from tablebox.hint import hint_lines, hint_refusal, make_hint
from tablebox.saves import read_save
from tablebox.screens.match_screen import HINT_KEY, MatchScreen
from tablebox.screens.results import ResultsScreen
from tablebox.widgets.hint_panel import HintPanel

from .conftest import SIZE, computers_done, opened, settled

NAMES = ("Ann", "Ben", "Cid", "Dan", "Eve")


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every hint searches a few iterations: repeatable and quick."""
    monkeypatch.setattr(hints, "ITERATIONS", 60)
    yield


def against_computers(game_id: str, tmp_path: Path | None = None, seed: int = 3) -> Match:
    """Ann and random computers, up to Ann's first decision with a choice."""
    rules = registry.get(game_id)
    seats = [Seat(NAMES[0]), *(Seat(name, "computer") for name in NAMES[1 : rules.min_players])]
    path = None if tmp_path is None else tmp_path / "game.json"
    match = Match.start(game_id, seats, seed=seed, save_path=path, autosave=path is not None)
    for _ in range(200):
        match.play_computers()
        if match.human_to_act() == 0 and len(match.legal_actions(0)) > 1:
            return match
        match.act(0, match.legal_actions(0)[0])
    raise AssertionError("Ann never had a choice")


# -- honesty --------------------------------------------------------------------------------------


def _swap_hidden(match: Match, a: list[str], b: list[str]) -> None:
    """Swap the first cards of two places hidden from seat 0 (the true state changes)."""
    assert a[0] != b[0]
    a[0], b[0] = b[0], a[0]


def test_honesty_a_hot_seat_hint_is_the_same_whatever_another_seat_holds() -> None:
    """Issue 30.1: three humans at The Dwarf King; two games differ only in one card between
    the hands of the two seats not to act. The acting seat's hint is the same in both, move
    for move and number for number: it never read the other hands."""
    seats = [Seat(name) for name in NAMES[:3]]
    first = Match.start("dwarf-king", seats, seed=5, autosave=False)
    second = Match.start("dwarf-king", seats, seed=5, autosave=False)
    seat = first.acting_seats()[0]  # the holder of the blue 5 chooses the quest
    others = [other for other in range(3) if other != seat]
    _swap_hidden(second, second.state.hands[others[0]], second.state.hands[others[1]])
    assert first.state.hands != second.state.hands
    assert first.view(seat) == second.view(seat)
    first.confirm_handoff(seat)
    second.confirm_handoff(seat)
    one = make_hint(first, seat, iterations=150)
    two = make_hint(second, seat, iterations=150)
    assert one.moves and one == two


def test_honesty_claim_the_hint_ignores_the_other_hand_and_the_draw_pile() -> None:
    """The same at Claim, two humans: a card of Ben's hand swapped with one of the draw pile
    (neither seen by Ann) changes nothing of Ann's hint."""
    seats = [Seat("Ann"), Seat("Ben")]
    first = Match.start("claim", seats, seed=4, autosave=False)
    second = Match.start("claim", seats, seed=4, autosave=False)
    pile = second.state.draw_pile
    hand = second.state.hands[1]
    index = next(i for i, card in enumerate(hand) if card != pile[-1])
    hand[index], pile[-1] = pile[-1], hand[index]
    assert first.state.hands[1] != second.state.hands[1]
    assert first.view(0) == second.view(0)
    assert make_hint(first, 0, iterations=150) == make_hint(second, 0, iterations=150)


def test_a_hint_is_only_for_the_human_at_the_keyboard_whose_turn_it_is() -> None:
    """Never for another seat: not for a seat that is not to act, not for a computer, not for
    a human who does not hold the keyboard, and not at all with hints off."""
    match = against_computers("claim")
    assert hint_refusal(match, 0) is None
    assert hint_refusal(match, 1) == Message("hint.not-your-turn")  # a computer's seat
    assert hint_refusal(match, None) == Message("hint.not-your-turn")
    hot = Match.start("claim", [Seat("Ann"), Seat("Ben")], seed=3, autosave=False)
    assert hot.keyboard_holder is None  # two humans: nobody holds it before the first cover
    assert hint_refusal(hot, 0) == Message("hint.not-your-turn")
    hot.confirm_handoff(0)
    assert hint_refusal(hot, 0) is None
    assert hint_refusal(hot, 1) == Message("hint.not-your-turn")
    off = Match.start("claim", [Seat("Ann"), Seat("Bot", "computer")], autosave=False, hints=False)
    assert hint_refusal(off, 0) == Message("hint.off")


# -- what a hint says -----------------------------------------------------------------------------


def test_a_hint_has_three_moves_with_chances_and_words_in_both_languages() -> None:
    match = against_computers("claim")
    hint = make_hint(match, 0, iterations=200)
    assert len(hint.moves) == 3
    assert hint.first == hint.moves[0].action
    assert all(m.chance is not None and 0 <= m.chance <= 1 and m.tries > 0 for m in hint.moves)
    legal = {str(action) for action in match.legal_actions(0)}
    assert {m.action for m in hint.moves} <= legal
    for language in ("en", "cs"):
        match.language = language
        lines = hint_lines(hint, match.catalog)
        assert lines[0].startswith("1. Ann ") and "±" in lines[0]
        assert not any("hint." in line for line in lines)  # every line from the catalog
        assert len([line for line in lines if line[:1].isdigit()]) == 3


def test_card_values_read_numbers_and_faces() -> None:
    assert card_value("troll-7") == 7
    assert card_value("dwarves-Q") == 12
    assert card_value("dwarves-11-flag-bearer") == 11
    assert card_value("wizard") is None


def test_reasons_in_a_trick_the_only_move_and_the_lowest_card() -> None:
    """The game's knowledge: a lone legal move is the only one worth making; leading Claim's
    first trick, the hand's lowest card keeps the better ones, its highest makes them pay."""
    match = against_computers("claim")
    rules, state = match.rules, match.state
    legal = match.legal_actions(0)
    assert reason_for(rules, state, 0, legal[0], legal[:1]) == Message("hint.reason-only")
    options = [o for o in match.view(0).decision.options if o.allowed]
    by_value = sorted(options, key=lambda o: card_value(str(o.parts["card"])) or 0)
    low = next(a for a in legal if str(a) == by_value[0].action)
    high = next(a for a in legal if str(a) == by_value[-1].action)
    assert not match.view(0).plays  # Ann leads: nobody else has played yet
    assert reason_for(rules, state, 0, low, legal) == Message("hint.reason-lowest")
    assert reason_for(rules, state, 0, high, legal) == Message("hint.reason-highest")


@pytest.mark.parametrize("game_id", registry.playable_ids())
def test_every_reason_is_in_both_catalogs_along_a_game(game_id: str) -> None:
    """Along the first moves of a game, every legal move of every decision gets a reason or
    none, never an error, and each reason reads in English and Czech."""
    import random

    from tablebox.catalog import Catalog

    rules = registry.get(game_id)
    names = list(NAMES[: 2 if game_id == "claim" else max(rules.min_players, 3)])
    state = rules.new_game(names, rules.Options(), 11, None)
    chance = random.Random(11)
    seen: set[str] = set()
    for _ in range(40):
        acting = rules.current_seats(state)
        if not acting:
            break
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        guess = rules.determinize(state, seat, chance)
        for action in legal[:12]:
            reason = reason_for(rules, guess, seat, action, legal)
            if reason is not None:
                seen.add(reason.key)
                for language in ("en", "cs"):
                    assert Catalog(language).template(reason.key) is not None
        state = rules.apply(state, seat, legal[chance.randrange(len(legal))])
    assert all(key.startswith("hint.reason-") for key in seen)


def test_oriflamme_the_chooser_selects_every_hinted_option_so_enter_chooses_it() -> None:
    """Oriflamme's cursor hook: for every allowed option of every decision along a game (a
    card and its place, a target, a Royal Decree's move, a reveal or hide), selecting it leaves
    the chooser where Enter chooses exactly that option."""
    import random

    from tablebox.tables.oriflamme.choice import Chooser

    rules = registry.get("oriflamme")
    state = rules.new_game(["Ann", "Ben", "Cid"], rules.Options(), 5, None)
    chance = random.Random(5)
    kinds: set[str] = set()
    for _ in range(120):
        acting = rules.current_seats(state)
        if not acting:
            break
        seat = acting[0]
        view = rules.view(state, seat)
        assert view.decision is not None
        for option in view.decision.allowed:
            chooser = Chooser()
            chooser.update(view)
            if "reveal" in option.parts:  # no hint yet: Enter does nothing, r and h decide
                assert chooser.confirm() is None
            selected = chooser.select(option.action)
            assert selected, option
            chosen = chooser.confirm()
            assert chosen is not None and chosen.action == option.action, (option, chosen)
            kinds.add(view.decision.kind)
        legal = rules.legal_actions(state, seat)
        state = rules.apply(state, seat, legal[chance.randrange(len(legal))])
    assert {"place", "target", "reveal"} <= kinds


# -- saved with the game --------------------------------------------------------------------------


def test_hints_off_and_the_counts_are_saved_and_old_files_keep_their_shape(
    tmp_path: Path,
) -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer")]
    plain = Match.start("claim", seats, seed=3, save_path=tmp_path / "plain.json")
    raw = json.loads((tmp_path / "plain.json").read_text())
    assert "hints" not in raw and "hints_asked" not in raw  # as files before hints
    plain.note_hint(0)
    plain.note_hint(0)
    plain.close()
    assert read_save(tmp_path / "plain.json").hints_asked == [2, 0]
    again = Match.load(tmp_path / "plain.json")
    assert again.hints and again.hints_of(0) == 2 and again.hints_of(1) == 0
    again.close()
    off = Match.start("claim", seats, seed=3, save_path=tmp_path / "off.json", hints=False)
    off.close()
    assert json.loads((tmp_path / "off.json").read_text())["hints"] is False
    loaded = Match.load(tmp_path / "off.json")
    assert not loaded.hints
    loaded.close()


def test_the_command_line_turns_hints_off() -> None:
    from tablebox.cli import build_parser
    from tablebox.cli.play import new_match

    args = build_parser().parse_args(
        ["new", "claim", "--players", "Ann,Ben", "--computer", "Ben", "--no-hints"]
    )
    match = new_match(args)
    try:
        assert not match.hints
    finally:
        match.close()
    args = build_parser().parse_args(["new", "claim", "--players", "Ann,Ben"])
    match = new_match(args)
    try:
        assert match.hints
    finally:
        match.close()


async def test_the_new_game_form_turns_hints_off() -> None:
    """The New game form's "No hints in this game": ticked with Space, the game starts
    without hints and says so in its save."""
    from textual.widgets import Checkbox

    from tablebox.screens.new_game import NewGameScreen

    app = TableboxApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await settled(pilot, lambda: isinstance(app.screen, NewGameScreen), what="the form")
        screen = app.screen
        await pilot.press(*"Ann", "enter", *"Bot", "ctrl+t")
        box = screen.query_one("#no-hints", Checkbox)
        box.focus()
        await pilot.press("space")
        await settled(pilot, lambda: box.value, what="the box ticked")
        await pilot.press("ctrl+s")
        await settled(pilot, lambda: isinstance(app.screen, MatchScreen), what="the table")
        match = _screen(app).match
        assert isinstance(match, Match) and not match.hints
        assert match.save_path is not None
        assert read_save(match.save_path).hints is False


# -- at the tables --------------------------------------------------------------------------------


def _screen(app: TableboxApp) -> MatchScreen:
    screen = app.screen
    assert isinstance(screen, MatchScreen)
    return screen


@pytest.mark.parametrize("game_id", registry.playable_ids())
async def test_the_hint_key_at_every_table_then_enter_plays_the_first_move(
    game_id: str, quick_hints: None
) -> None:
    match = against_computers(game_id)
    before = len(match.actions)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        screen = _screen(app)
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: screen.hint is not None, what="the hint")
        assert screen.hint is not None
        first = screen.hint.first
        assert first is not None
        panel = screen.query_one(HintPanel)
        await settled(pilot, lambda: panel.display and panel.region.height > 2, what="its panel")
        region, size = panel.region, app.size
        assert region.x >= 0 and region.right <= size.width and region.bottom < size.height
        assert str(panel.render()).startswith("1. ")
        await pilot.press("enter")
        await settled(pilot, lambda: len(match.actions) > before, what="the hinted move")
        made = match.actions[before]
        assert (made.seat, made.action) == (0, first)
        assert match.hints_of(0) == 1


async def test_oriflamme_enter_makes_a_hinted_reveal_or_hide(quick_hints: None) -> None:
    """Issue 30.1 ("Enter plays it"): at Oriflamme's reveal-or-hide decision the hinted choice
    is marked and Enter makes it; before the hint, Enter does nothing there."""
    match = against_computers("oriflamme")
    for _ in range(200):  # on to Ann's first reveal-or-hide decision
        view = match.view(0)
        if match.human_to_act() == 0 and view.decision and view.decision.kind == "reveal":
            break
        if match.human_to_act() == 0:
            match.act(0, match.legal_actions(0)[0])
        match.play_computers()
    else:
        raise AssertionError("Ann never had to reveal or hide")
    before = len(match.actions)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        await computers_done(pilot)
        screen = _screen(app)
        await pilot.press("enter")  # no hint yet: nothing is made
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: screen.hint is not None, what="the hint")
        assert screen.hint is not None and len(match.actions) == before
        first = screen.hint.first
        assert first in ("reveal", "hide")
        await pilot.press("enter")
        await settled(pilot, lambda: len(match.actions) > before, what="the hinted choice")
        assert (match.actions[before].seat, match.actions[before].action) == (0, first)


@pytest.mark.parametrize("moves", [4, 163], ids=["sorcerer-or-card", "give-two-cards"])
async def test_dwarf_king_enter_plays_a_hinted_sorcerer_take_or_pair_to_give(
    moves: int, quick_hints: None
) -> None:
    """The Dwarf King's two-step moves: with the Sorcerer at hand, the hinted move (a card, or
    a take from the last trick in the Sorcerer's list) is under the cursor; giving two cards
    back, the first is chosen and the cursor on the second. Enter plays the hinted move."""
    seats = [Seat(name) for name in NAMES[:3]]
    match = Match.start("dwarf-king", seats, seed=1, autosave=False, handoff=False)
    for _ in range(moves):  # the first legal move each time, to Ann's decision
        seat = match.acting_seats()[0]
        match.act(seat, match.legal_actions(seat)[0])
    assert match.acting_seats() == [0]
    decision = match.view(0).decision
    assert decision is not None
    if moves == 163:
        assert decision.kind == "give"
    else:
        assert any("sorcerer" in option.parts for option in decision.options)
    before = len(match.actions)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        screen = _screen(app)
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: screen.hint is not None, what="the hint")
        assert screen.hint is not None
        first = screen.hint.first
        await pilot.press("enter")
        await settled(pilot, lambda: len(match.actions) > before, what="the hinted move")
        assert match.actions[before].action == first


async def test_a_second_press_stops_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """While the hint searches (a long time here), the table stays live and ``t`` again stops
    it: no hint comes, nothing is counted."""
    monkeypatch.setattr(hints, "ITERATIONS", 10_000_000)
    match = against_computers("claim")
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        screen = _screen(app)
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: screen.hint_busy, what="the search to start")
        await pilot.press("right")  # the table answers meanwhile
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: not app.workers, what="the search to stop")
        assert screen.hint is None and not screen.hint_busy
        assert match.hints_of(0) == 0


async def test_no_hint_when_hints_are_off(quick_hints: None) -> None:
    seats = [Seat("Ann"), Seat("Bot", "computer")]
    match = Match.start("claim", seats, seed=3, autosave=False, hints=False)
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the table")
        screen = _screen(app)
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: bool(app._notifications), what="the refusal")
        assert not screen.hint_busy and screen.hint is None
        assert any("off" in note.message for note in app._notifications)


async def test_the_results_say_how_many_hints_each_player_took() -> None:
    match = against_computers("oriflamme")
    match.note_hint(0)
    match.note_hint(0)
    while not match.is_over:
        match.play_computers()
        if match.human_to_act() == 0:
            match.act(0, match.legal_actions(0)[0])
    app = TableboxApp(match)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: isinstance(app.screen, ResultsScreen), what="the results")
        body: Any = app.screen.body  # type: ignore[attr-defined]
        assert "Hints taken: Ann 2." in body.plain


def test_snapshot_of_a_hint(snap_compare: Any, quick_hints: None) -> None:
    match = against_computers("claim")

    async def ask(pilot: Any) -> None:
        screen = _screen(pilot.app)
        await pilot.press(HINT_KEY)
        await settled(pilot, lambda: screen.hint is not None, what="the hint")
        await pilot.pause()

    assert snap_compare(TableboxApp(match), terminal_size=SIZE, run_before=ask)
