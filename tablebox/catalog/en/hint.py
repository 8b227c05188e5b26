"""English for the hint at the table (issue 30.1): the strong player's three best moves, their
chances and reasons."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "hint.title": "Hint for {seat:player}",
    "hint.looking": "Looking for a hint… ({key} again stops)",
    "hint.stopped": "Hint stopped.",
    "hint.none": "No hint",
    "hint.off": "Hints are off in this game.",
    "hint.not-your-turn": "A hint is only for the player whose turn it is.",
    "hint.move": "{number}. {move}: {chance} ±{margin}",
    "hint.move-few": "{number}. {move}: {chance} (only {tries} {tries:plural:try|tries})",
    "hint.forced": "{number}. {move}",
    # The reasons, from what the game's knowledge tells of the move.
    "hint.reason-only": "the only move worth making",
    "hint.reason-wins": "wins the trick",
    "hint.reason-wins-lowest": "wins the trick with your lowest winning card",
    "hint.reason-lost-anyway": "the trick is lost anyway: your lowest card goes",
    "hint.reason-lowest": "your lowest card: keeps the better ones",
    "hint.reason-highest": "your highest card: makes the others pay to beat it",
    "hint.reason-completes": "completes a triple",
    "hint.reason-steals": "lands on a player and takes their gems",
    "hint.reason-eliminates": "eliminates a card in the row",
    "hint.reason-gains": "gains {amount} influence at once",
    "hint.reason-reveal": "reveals the card now",
    "hint.reason-keep-hidden": "keeps the card hidden for now",
    "hint.reason-bid-nothing": "keeps your Power for later",
    "hint.reason-clear": "clearly ahead: {lead} more than the next move",
    "hint.reason-close": "a close call: the next move is nearly as good",
    "hint.reason-behind": "{behind} less than the first",
    "hint.reason-as-good": "about as good as the first",
    # The results screen.
    "hint.asked": "Hints taken: {counts}.",
    "hint.asked-one": "{seat:player} {count}",
}
