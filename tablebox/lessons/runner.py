"""Playing a lesson through the controller: the match of a lesson, saved apart from games.

:class:`LessonMatch` is a :class:`~tablebox.controller.Match` that follows its lesson's script:
the learner's move must be the one the script asks for (another legal move is refused with the
lesson's note, :class:`LessonNote`; an illegal one with the rules' own reason), the computer
seats play the script's moves, and the match is over for the table once the script is done
(or, for a lesson that is played out, once the game is).
The position in the lesson is the number of moves made, so a lesson saved and loaded again
goes on where it stopped. Lessons are saved in a folder of their own (:func:`lesson_path`),
which Continue and the statistics do not read.
"""

from __future__ import annotations

import threading
from pathlib import Path

from tablebox.controller import Match, Seat, Step
from tablebox.engine import Action, IllegalAction
from tablebox.lessons.model import Lesson, LessonStep, lesson_for
from tablebox.saves import SaveError, SaveInUse, saves_dir

LESSON_FOLDER = "lessons"
"""The lessons' own folder inside the save folder (Continue reads only the save folder)."""
COMPUTER_LEVEL = "normal"
"""The level of the computer seats of a real game started after a lesson."""


class LessonNote(IllegalAction):
    """A legal move that is not the one the lesson asks for: refused with the lesson's note."""


def lesson_path(game: str, directory: Path | None = None) -> Path:
    """Where the lesson of ``game`` is saved."""
    return (directory or saves_dir()) / LESSON_FOLDER / f"{game}.json"


class LessonMatch(Match):
    """A match that follows a lesson's script (build one with :func:`open_lesson`)."""

    lesson: Lesson

    @property
    def lesson_step(self) -> LessonStep | None:
        """The move the script expects next (None: the lesson is done)."""
        return self.lesson.step(len(self.actions))

    @property
    def script_done(self) -> bool:
        return len(self.actions) >= len(self.lesson.steps)

    @property
    def lesson_done(self) -> bool:
        """The script done, and for a lesson played out, the game over too."""
        if not self.script_done:
            return False
        return not self.lesson.play_out or self.rules.outcome(self.state) is not None

    @property
    def playing_freely(self) -> bool:
        """Played out, and the learner has made a move of their own since the script."""
        free = self.actions[len(self.lesson.steps) :] if self.lesson.play_out else []
        return any(record.seat == self.lesson.learner for record in free)

    def next_step(self) -> Step:
        if self.script_done and not self.lesson.play_out:
            return Step("over", None)
        return super().next_step()

    def act(self, seat: int, action: Action | str) -> Step:
        expected = self.lesson_step
        if expected is not None and seat == self.lesson.learner:
            parsed = (
                self.rules.parse_action(self.state, seat, action)
                if isinstance(action, str)
                else action
            )
            if str(parsed) != expected.move:
                legal = {str(option) for option in self.rules.legal_actions(self.state, seat)}
                if str(parsed) in legal:
                    raise LessonNote(expected.why or "lesson.why-this-move")
        return super().act(seat, action)

    def think(self, seat: int, cancel: threading.Event | None = None) -> str:
        """A computer seat plays the script's move (its bot only past the script's end)."""
        expected = self.lesson_step
        if expected is not None and expected.seat == seat:
            return expected.move
        return super().think(seat, cancel)


def _attach(match: Match, lesson: Lesson) -> LessonMatch:
    match.__class__ = LessonMatch
    assert isinstance(match, LessonMatch)
    match.lesson = lesson
    match.handoff = False  # one learner: nothing to cover
    return match


def open_lesson(game: str, directory: Path | None = None, *, fresh: bool = False) -> LessonMatch:
    """The lesson of ``game``: taken up where it was left, or (``fresh``, never begun, done,
    or its save unreadable) begun anew. KeyError: no lesson for ``game``."""
    lesson = lesson_for(game)
    path = lesson_path(game, directory)
    if path.is_file() and not fresh:
        try:
            match = _attach(Match.load(path), lesson)
        except SaveInUse:
            raise
        except SaveError:
            pass  # a lesson is always there to begin again: an old save is written over
        else:
            if not match.lesson_done:
                return match
            match.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    deck = list(lesson.deck) if lesson.deck is not None else None
    started = Match.start(
        game, real_game_seats(lesson), lesson.options, lesson.seed, deck, save_path=path
    )
    return _attach(started, lesson)


def real_game_seats(lesson: Lesson) -> list[Seat]:
    """The lesson's players (and those of a real game after it): the same names and computer
    seats, the computers at the normal level (a lesson's play its script's moves)."""
    return [
        Seat(name, "computer" if seat in lesson.computers else "human", COMPUTER_LEVEL)
        for seat, name in enumerate(lesson.players)
    ]
