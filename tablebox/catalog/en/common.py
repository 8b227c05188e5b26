"""English for what every game says, and the English rules for lists, plurals and ordinals."""

from __future__ import annotations

from collections.abc import Sequence

MESSAGES: dict[str, str] = {
    "common.seat": "seat {number}",
    "common.game-over": "the game is over",
    "common.not-your-turn": "it is {seat:player}'s turn",
    "common.not-a-choice": "{action} is not one of your choices now",
    "common.game-over-won": "game over, {seats:players} won",
    "common.computer": "computer",
    "common.not-over": "none yet, the game is not over ({seats:players} to act)",
    # How a finished game ended, for the lists of saves (the save's ``winners``).
    "common.result-won": "{seats:players} won",
    "common.result-draw": "a draw between {seats:players}",
    "common.result-nobody": "nobody won",
    "common.moves-hidden": "the moves are listed once the game is over;"
    " until then they would show hidden cards",
    # Take-back: the log line, and why one is refused.
    "common.takes-back": "{seat:player} takes back a move.",
    "common.takes-back-with": "{seat:player} takes back a move and {computer} computer"
    " {computer:plural:move|moves} after it.",
    "common.takeback-nothing": "nothing to take back",
    "common.takeback-played-since": "{seat:player} has played since",
    "common.takeback-revealed": "a hidden card was revealed since",
    "common.takeback-revealing": "that move revealed a hidden card",
    # The shared screens and widgets (``tablebox/screens``, ``tablebox/widgets``, the app):
    # titles, labels, hints and notices. A test checks that the code uses every one of them.
    # The hand-off cover.
    "common.ui.handoff-title": "Pass the keyboard to {player}",
    "common.ui.handoff-help": "{seat:player}, press Enter or Space when you are ready."
    " Everyone else, look away.",
    "common.ui.handoff-recent": "Meanwhile on the table:",
    # Every table.
    "common.ui.not-allowed": "Not allowed",
    "common.ui.wait-for-computer": "Wait for the computer to move.",
    "common.ui.not-your-turn": "It is not your turn.",
    "common.ui.autosave-failed": "Autosave failed",
    "common.ui.no-take-back": "No take-back",
    "common.ui.not-saved": "This game is NOT saved: {problem}",
    # The main menu: each entry's shortcut is the letter the catalog puts in brackets.
    "common.ui.menu-title": "T A B L E B O X",
    "common.ui.menu-subtitle": "Tabletop games for friends sharing one keyboard",
    "common.ui.menu-hint": "↑↓ and Enter, or the underlined letter",
    "common.ui.menu-new": "[N]ew game",
    "common.ui.menu-continue": "[C]ontinue",
    "common.ui.menu-load": "[L]oad",
    "common.ui.menu-rules": "[R]ules",
    "common.ui.menu-stats": "[S]tatistics",
    "common.ui.menu-quit": "[Q]uit",
    "common.ui.game-saved": "Game saved. Pick Continue in the menu to carry on.",
    "common.ui.no-table": "Cannot show this game: there is no table screen for the game"
    " {game} yet.",
    "common.ui.theme-not-remembered": "Theme not remembered",
    # The trick table and its hand.
    "common.ui.not-saved-mark": "⚠ not saved",
    "common.ui.hands-hidden": "Hands stay hidden until the next player has the keyboard.",
    "common.ui.log": "Log",
    "common.ui.players": "Players",
    "common.ui.refused": "{label}: {reason}",
    "common.ui.enter-plays": "Enter plays it",
    "common.ui.choose-hint": "←→ choose and Enter, or press its key",
    "common.ui.no-cards": "No cards in hand.",
    "common.ui.card-playable": "{card} — {does}",
    "common.ui.card-unplayable": "{card} cannot be played now: {why}",
    "common.ui.why-unknown": "not allowed",
    "common.ui.no-cards-run": "none",
    "common.ui.trick-held": "{seat:player} takes the trick.",
    "common.ui.to-play": "to play…",
    # New game.
    "common.ui.new-game": "New game",
    "common.ui.game": "Game",
    "common.ui.player-number": "Player {number}",
    "common.ui.name": "name",
    "common.ui.name-optional": "name (optional)",
    "common.ui.human": "Human",
    "common.ui.computer": "Computer",
    "common.ui.seed": "Seed",
    "common.ui.seed-placeholder": "blank = random deal",
    "common.ui.no-hints": "No hints in this game",
    "common.ui.no-handoff": "We trust each other: no hand-off cover between turns",
    "common.ui.start": "Start",
    "common.ui.player-1-starts": "Player 1 starts.",
    "common.ui.setup-hint": "Players sit in this order; {starts} ↑↓ move · Tab: the names, then"
    " Human/Computer (or ^T in a name) · ←→ choose · Space ticks · Enter on a blank name skips"
    " to the seed · Enter in Seed or ^S starts",
    "common.ui.needs-name": "Player {number} needs a name.",
    "common.ui.name-has-control": "Player {number}'s name holds a control character (such as"
    " Escape or a tab) that a terminal would obey: take it out.",
    "common.ui.same-name": "Players {first} and {second} are both called {name}:"
    " every player needs a different name.",
    "common.ui.bad-seed": "The seed must be a whole number such as 42, not {text}"
    " (leave it blank for a random deal).",
    # Continue and Load.
    "common.ui.continue-title": "Continue a saved game",
    "common.ui.tab-in-progress": "In progress ({count})",
    "common.ui.tab-finished": "Finished ({count})",
    "common.ui.no-finished": "None yet: a game moves here once it is over.",
    "common.ui.no-saves": "No saved games yet in {folder}. Start one with New game.",
    "common.ui.none-in-progress": "No game in progress: press f for the finished games.",
    "common.ui.none-can-open": "None of these saves can be opened; see why under each.",
    "common.ui.hint-playing": "↑↓ choose · Enter opens · r replays · newest first;"
    " greyed out: cannot open",
    "common.ui.hint-finished": "↑↓ choose · Enter shows the results · r replays · newest first",
    "common.ui.cannot-be-opened": "{file} cannot be opened\n  {problem}",
    "common.ui.versus": " vs ",
    "common.ui.file-tag": " · file {tag}",
    "common.ui.save-details": "{stands} · {moves} · played {when}",
    "common.ui.finished": "finished",
    "common.ui.in-progress": "in progress",
    "common.ui.moves": "{count} {count:plural:move|moves}",
    "common.ui.today": "today {clock}",
    "common.ui.yesterday": "yesterday {clock}",
    "common.ui.day-month": "{day} {month} {clock}",
    # The months' short names, in order, one word each.
    "common.ui.months": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "common.ui.cannot-open-save": "Cannot open this save",
    "common.ui.cannot-open-file": "Cannot open this file",
    "common.ui.cannot-show": "Cannot show this game",
    "common.ui.not-finished": "Not finished",
    "common.ui.not-over-replayed": "{file} is not over when replayed; it opens to be played on.",
    "common.ui.load-title": "Load a save file",
    "common.ui.load-help": "Type or paste the path of a tablebox save, then press Enter.",
    "common.ui.load-placeholder": "e.g. ~/claim-alice-bob.json",
    "common.ui.load-nothing": "Type the path of a save file first.",
    # Rules and statistics.
    "common.ui.rules-of": "Rules of {game}",
    "common.ui.rules-opening": "Opening the rules…",
    "common.ui.rules-missing": "The rule reference of {game} is not written yet: there is no"
    " {file} in the seeds folder.\n\nPress Escape to go back.",
    "common.ui.rules-which": "Rules of which game?",
    "common.ui.statistics": "Statistics",
    "common.ui.stats-hint": "Wins per player in the finished games of the save folder",
    "common.ui.stats-reading": "Reading the saves in {folder}…",
    "common.ui.stats-failed": "The saves could not be counted: {error}",
    # The notice over a terminal too small to draw on.
    "common.ui.too-small-title": "Make the window larger",
    "common.ui.too-small-body": "Make the window at least {width}×{height} —"
    " it is {now_width}×{now_height} now.\nThe game comes back as it was once it fits.\n\n"
    "q leaves tablebox (the game is saved).",
    # Computer players: their levels, beside a seat's name and on the New game switch.
    "common.ui.level-easy": "easy",
    "common.ui.level-normal": "normal",
    "common.ui.level-strong": "strong",
    "common.ui.seat-level": "{name} ({level:message})",
    "common.ui.computer-level": "Computer ({level:message})",
    "common.ui.thinking": "{seat:player} is thinking…",
}


def join(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def plural(count: int, forms: Sequence[str]) -> str:
    """English has two forms: one, other (−1 point too)."""
    return forms[0] if abs(count) == 1 or len(forms) == 1 else forms[1]


LOCALE = "en"
"""Babel's locale for numbers: "1,172.5", "40.0%"."""


def with_count(count: int) -> str:
    """ "with 3"."""
    return f"with {count}"


def ordinal(number: int) -> str:
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"
