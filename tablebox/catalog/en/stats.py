"""English for the statistics of finished games (``tablebox stats`` and the Statistics
screen): the table's headers and the sentence under it."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "stats.head-game": "Game",
    "stats.head-player": "Player",
    "stats.head-won": "Won",
    "stats.head-played": "Played",
    "stats.head-share": "Share",
    "stats.share": "{percent}%",
    # The summary: its parts joined by "; ", with a full stop.
    "stats.counted": "{count} finished {count:plural:game|games} counted, from {folder}",
    "stats.none-yet": "No finished games yet in {folder}",
    "stats.unfinished": (
        "{count} {count:plural:game still under way is|games still under way are} not counted"
    ),
    "stats.skipped": (
        "{count} {count:plural:save cannot be opened and was|saves cannot be opened and were}"
        " skipped (Continue says why)"
    ),
}
