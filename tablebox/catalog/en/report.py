"""English for the reports of ``tablebox simulate``: random games (:mod:`tablebox.simulate`)
and computer players against each other (:mod:`tablebox.tournament`). Labels are padded by
the report itself, so a longer word keeps the columns aligned."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "report.seat": "Seat {number}",
    "report.default-options": "default options",
    # The random games' report.
    "report.simulation-head": (
        "{title}: {games} {games:plural:game|games} between {count} random players (seed {seed})"
    ),
    "report.options": "options",
    "report.games": "games",
    "report.seconds": "seconds",
    "report.games-per-second": "games/s",
    "report.actions-per-second": "actions/s",
    "report.actions-per-game": "actions/game",
    "report.outcomes": "Outcomes of {games} {games:plural:game|games}",
    "report.wins": "wins",
    "report.draws": "draws",
    "report.alone-shared": ", {alone} alone, {shared} shared",
    "report.average-length": (
        "average length {average} actions (shortest {shortest}, longest {longest})"
    ),
    "report.shared-by-some": (
        "A first place shared by some of the seats counts as a win for each of them;"
        " one shared by every seat counts as a draw only."
    ),
    "report.shared-by-all": "A first place shared by every seat counts as a draw, not a win.",
    # The computer players' report.
    "report.tournament-head": (
        "{title}: {games} {games:plural:game|games}, seats {lineup} (seed {seed})"
    ),
    "report.tournament-head-think": (
        "{title}: {games} {games:plural:game|games}, seats {lineup} (seed {seed},"
        " strong thinks {think} s a move)"
    ),
    "report.seat-order": "seat order",
    "report.seat-order-turned": "turned one seat each game ({count} seats)",
    "report.head-bot": "bot",
    "report.head-seats": "seats",
    "report.head-wins": "wins",
    "report.head-win-rate": "win rate",
    "report.head-interval": "95% interval",
    "report.head-mean-rank": "mean rank",
    "report.head-decisions": "decisions",
    "report.head-median": "median",
    "report.head-p95": "p95",
    # The notes under the table, one line each.
    "report.note-counted-once": (
        "A bot holding several seats is counted once: its wins over all its seats,\n"
        "its win rate per seat and game."
    ),
    "report.note-shared": "A first place shared by k seats counts 1/k to each; fair share {fair}.",
    "report.note-decisions": (
        "Decisions: how many the bot was asked, with the median and 95th percentile of\n"
        "their times; moves with one legal action are made without asking."
    ),
}
