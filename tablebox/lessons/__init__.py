"""Learn to play (issue 31): a guided first game of each game, at the game's own table.

A lesson is data (:mod:`tablebox.lessons.data`, one module per game): a fixed setup and the
script of its moves, each human move with two or three sentences from the catalog, what to
highlight and the rule it explains. :mod:`tablebox.lessons.runner` plays any lesson through the
controller; the screens show its words (``tablebox/screens/lesson_panel.py``). A new game adds
a lesson module, not code. Nothing here imports Textual.
"""

from __future__ import annotations

from tablebox.lessons.model import Lesson, LessonStep, lesson_for, lesson_games

__all__ = ["Lesson", "LessonStep", "lesson_for", "lesson_games"]
