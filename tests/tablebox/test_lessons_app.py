"""Issue 31: each lesson played to its end by keys, in both languages, at its own table; a
legal move the lesson does not want is answered with its note and changes nothing; a lesson
left half-way goes on where it stopped; the rule key opens the step's section; the end starts
a real game with the same players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import MarkdownViewer
from textual.widgets.markdown import MarkdownBlock

from tablebox.app import TableboxApp
from tablebox.catalog import Catalog
from tablebox.lessons import lesson_for
from tablebox.lessons.runner import LessonMatch, lesson_path, open_lesson
from tablebox.screens.lesson_end import LessonEndScreen
from tablebox.screens.lesson_panel import LessonPanel
from tablebox.screens.match_screen import MatchScreen
from tablebox.screens.rules import RulesScreen
from tablebox.screens.trick_table import TrickTableScreen
from tests.tablebox.conftest import SIZE, computers_done, opened, settled


def truel_keys(move: str) -> Sequence[str]:
    """The marked card goes on the triple its move names (``card@2``: 2); a way or showing the
    hand is Enter."""
    _, at, triple = move.partition("@")
    return (triple,) if at else ("enter",)


def oriflamme_keys(move: str) -> Sequence[str]:
    """A card placed at an end by ``[`` or ``]``; reveal ``r``, hide ``h``; the marked target
    Enter."""
    if move.startswith("place "):
        return ("left_square_bracket" if move.endswith(" left") else "right_square_bracket",)
    return {"reveal": ("r",), "hide": ("h",)}.get(move, ("enter",))


KEYS: dict[str, Callable[[str], Sequence[str]]] = {
    "oriflamme": oriflamme_keys,
    "thrones": lambda move: ("enter",),  # the list's marked row
    "claim": lambda move: ("enter",),
    "dwarf-king": lambda move: ("enter",),
    "truel": truel_keys,
}
"""The keys that make a learner's move once the table has marked its card (the cursor is on
it), by game."""


def table(app: TableboxApp) -> MatchScreen:
    screen = app.screen
    assert isinstance(screen, MatchScreen)
    return screen


def panel_text(app: TableboxApp) -> str:
    return str(app.screen.query_one(LessonPanel).render())


async def play_steps(pilot: Any, app: TableboxApp, game: str, until: int | None = None) -> None:
    """Make the learner's moves by keys, checking the panel's words and the marks each time,
    up to the lesson's end (or until ``until`` moves are made)."""
    lesson = lesson_for(game)
    words = Catalog(app.language)
    while True:
        await computers_done(pilot)
        if isinstance(app.screen, LessonEndScreen):
            return
        if not isinstance(app.screen, MatchScreen):  # a table's own page (a deal's summary)
            cover = app.screen
            await pilot.press("enter")
            await settled(pilot, lambda c=cover: app.screen is not c, what="the table's page gone")
            continue
        screen = table(app)
        assert isinstance(screen.match, LessonMatch)
        made = len(screen.match.actions)
        if until is not None and made >= until:
            return
        if made >= len(lesson.steps):  # a lesson played out: the learner's own moves
            await play_freely(pilot, screen, game)
            continue
        step = lesson.steps[made]
        assert step.seat == lesson.learner and step.say is not None
        said = words.text(step.say).split()[0]

        def shown(said: str = said) -> bool:
            return said in panel_text(app)

        await settled(pilot, shown, what="the step's words")
        assert screen.lesson_marked, f"step {made}: {step.highlight} not on the table"
        await pilot.press(*KEYS[game](step.move))

        def moved(screen: MatchScreen = screen, made: int = made) -> bool:
            return app.screen is not screen or len(screen.match.actions) > made

        await settled(pilot, moved, what=f"move {made} made")


async def play_freely(pilot: Any, screen: MatchScreen, game: str) -> None:
    """Past a played-out lesson's script: the learner's first legal move, put under the
    cursor as a hint puts it, then made by its keys; the lesson's panel is gone by then."""
    match = screen.match
    assert isinstance(match, LessonMatch) and match.lesson.play_out
    learner = match.lesson.learner
    if learner not in match.rules.current_seats(match.state):
        await pilot.pause()  # a computer's move is on its way (computers_done waits for it)
        return
    made = len(match.actions)
    move = str(match.rules.legal_actions(match.state, learner)[0])
    screen.select_hint(move)
    await pilot.press(*KEYS[game](move))

    def moved() -> bool:
        return screen.app.screen is not screen or len(match.actions) > made

    await settled(pilot, moved, what=f"the free move {move} made")


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("game", sorted(KEYS))
async def test_a_lesson_played_to_its_end_by_keys(game: str, language: str, save_dir: Path) -> None:
    app = TableboxApp(open_lesson(game, save_dir), computer_pause=0, language=language)
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await play_steps(pilot, app, game)
        await settled(pilot, lambda: isinstance(app.screen, LessonEndScreen), what="the end")
        ended = app.screen.match
        assert isinstance(ended, LessonMatch)
        if ended.lesson.play_out:  # issue 31: a whole small game, played to its end
            assert ended.rules.outcome(ended.state) is not None
            assert len(ended.actions) > len(ended.lesson.steps)
        learnt = Catalog(language).text(lesson_for(game).learnt[0])
        assert learnt in str(app.screen.query_one("#lesson-learnt").render())
        await pilot.press("n")  # a real game, the same players
        await settled(
            pilot,
            lambda: (
                isinstance(app.screen, MatchScreen)
                and not isinstance(table(app).match, LessonMatch)
            ),
            what="a real game",
        )
        real = table(app).match
        assert [seat.name for seat in real.seats] == list(lesson_for(game).players)
        assert [seat.is_human for seat in real.seats] == [
            seat not in lesson_for(game).computers for seat in range(len(real.seats))
        ]


async def test_a_lesson_ends_after_the_tables_own_pause(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Game of Thrones' table shows the Westeros phase's results until a key, just as the
    lesson's last move is made: the lesson's end comes once that pause is taken away."""
    from tablebox.tables.thrones import results_pause

    monkeypatch.setattr(results_pause, "WAIT_FOR_KEY", True)
    app = TableboxApp(open_lesson("thrones", save_dir), computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await play_steps(pilot, app, "thrones")
        await settled(pilot, lambda: isinstance(app.screen, LessonEndScreen), what="the end")


async def test_the_menu_offers_the_lessons(save_dir: Path) -> None:
    app = TableboxApp(computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")  # Learn to [p]lay
        await settled(pilot, lambda: app.screen.query("#lessons"), what="the lesson list")
        await pilot.press("enter")  # Claim, the first
        await settled(pilot, lambda: opened(app), what="Claim's lesson")
        assert isinstance(table(app).match, LessonMatch)
        assert lesson_path("claim", save_dir).is_file()


async def test_another_legal_move_gets_the_lessons_note(save_dir: Path) -> None:
    app = TableboxApp(open_lesson("claim", save_dir), computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        screen = table(app)
        await pilot.press("left", "enter")  # another card: legal (any card may be led)
        note = Catalog("en").text("lesson.why-this-move")
        await settled(
            pilot, lambda: any(n.message == note for n in app._notifications), what="the note"
        )
        assert screen.match.actions == []
        # The mark (the cursor) is back on the lesson's card: Enter now plays it.
        assert isinstance(screen, TrickTableScreen)
        assert screen.cards[screen.cursor].action == "giant-3"


@pytest.mark.parametrize(("game", "made"), [("claim", 0), ("thrones", 11)])
async def test_the_rule_key_opens_the_steps_section(game: str, made: int, save_dir: Path) -> None:
    """``?`` opens the rules scrolled to the section the panel cites (a bold paragraph in
    Claim's reference, a list item in A Game of Thrones')."""
    match = open_lesson(game, save_dir)
    for step in match.lesson.steps[:made]:
        match.act(step.seat, step.move)
    rule = match.lesson.steps[made].rule
    app = TableboxApp(match, computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await computers_done(pilot)
        await pilot.press("question_mark")
        await settled(pilot, lambda: isinstance(app.screen, RulesScreen), what="the rules")
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.section == rule

        def at_section() -> bool:
            viewer = rules.query_one(MarkdownViewer)
            return viewer.scroll_y > 0 and any(
                f"**{rule}**" in (block.source or "")[:40]
                for block in viewer.document.query(MarkdownBlock)
                if block.region.y >= 0 and viewer.region.contains_point(block.region.offset)
            )

        await settled(pilot, at_section, what=f"the rules at {rule}")


async def test_a_lesson_left_half_way_goes_on_where_it_stopped(save_dir: Path) -> None:
    app = TableboxApp(open_lesson("claim", save_dir), computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await play_steps(pilot, app, "claim", until=4)
        made = len(table(app).match.actions)
        await pilot.press("q")
        await settled(pilot, lambda: not isinstance(app.screen, MatchScreen), what="the menu")
        assert not app.query("LessonPanel")
        app.start_lesson("claim")
        await settled(pilot, lambda: opened(app), what="the lesson again")
        assert len(table(app).match.actions) == made
        await play_steps(pilot, app, "claim")
        await settled(pilot, lambda: isinstance(app.screen, LessonEndScreen), what="the end")


def test_a_lesson_is_hidden_from_continue_and_the_statistics(save_dir: Path) -> None:
    from tablebox.saves.listing import list_saves

    open_lesson("claim", save_dir).close()
    assert lesson_path("claim", save_dir).is_file()
    assert list(list_saves(save_dir)) == []


async def test_the_lesson_speaks_the_new_language(save_dir: Path) -> None:
    """A change of language mid-lesson shows the panel anew in Czech, at the same step."""
    app = TableboxApp(open_lesson("claim", save_dir), computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await play_steps(pilot, app, "claim", until=3)
        follow = Catalog("cs").text("lesson.claim.follow").split(":")[0]
        app.switch_language("cs")
        await settled(pilot, lambda: follow in panel_text(app), what="the panel in Czech")
        await pilot.press("enter")  # Seer 4, as the lesson asks
        await settled(pilot, lambda: len(table(app).match.actions) == 4, what="the move")


async def test_a_take_back_goes_back_a_step_of_the_lesson(save_dir: Path) -> None:
    """The lesson's place is the moves made: a take-back (an order placed in secret reveals
    nothing) shows the step before again."""
    app = TableboxApp(open_lesson("thrones", save_dir), computer_pause=0, language="en")
    async with app.run_test(size=SIZE) as pilot:
        await settled(pilot, lambda: opened(app), what="the lesson's table")
        await play_steps(pilot, app, "thrones", until=1)
        first = Catalog("en").text("lesson.thrones.order").split(":")[0]
        await settled(pilot, lambda: first not in panel_text(app), what="the next step")
        await pilot.press("u")
        await settled(pilot, lambda: table(app).match.actions == [], what="the take-back")
        await settled(pilot, lambda: first in panel_text(app), what="the first step again")
        assert table(app).lesson_marked


def test_a_played_out_lesson_goes_on_past_its_script_until_the_game_is_over(
    save_dir: Path,
) -> None:
    """Issue 31 (a whole small game): past the script the learner's moves are free, the
    computers play at their level, and the lesson is done only when the game is."""
    match = open_lesson("claim", save_dir)
    lesson = match.lesson
    assert lesson.play_out
    while not match.script_done:
        seat = match.rules.current_seats(match.state)[0]
        step = match.lesson_step
        assert step is not None
        match.act(seat, step.move if seat == lesson.learner else match.think(seat))
    assert not match.lesson_done and not match.playing_freely
    assert match.next_step().kind != "over"
    learner = lesson.learner
    while match.rules.outcome(match.state) is None:
        seat = match.rules.current_seats(match.state)[0]
        legal = match.rules.legal_actions(match.state, seat)
        match.act(seat, str(legal[-1]) if seat == learner else match.think(seat))
    assert match.playing_freely and match.lesson_done
    assert match.next_step().kind == "over"
    match.close()
