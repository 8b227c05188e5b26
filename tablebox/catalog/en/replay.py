"""English for the replay viewer: its position bar, whose eyes, its keys and its end chart."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The position bar: "move 37 of 412 · round 3, planning · Ann's turn · seen by Ann".
    "replay.bar-move": "move {move} of {moves}",
    "replay.bar-start": "start · {moves} {moves:plural:move|moves}",
    "replay.turn-one": "{seat:player}'s turn",
    "replay.turn-many": "{seats:players} to move",
    "replay.eyes-public": "public table",
    "replay.eyes-mover": "face up",
    "replay.eyes-seat": "seen by {seat:player}",
    "replay.playing": "▶ {speed}/s (+ -)",
    # Under a hand: what the highlighted card could do (no key plays it in a replay).
    "replay.may-choose": "may be chosen",
    # Notices.
    "replay.read-only": "A replay only watches: no move can be made here.",
    "replay.hands-hidden": "The public view hides the hands: v chooses whose eyes to watch.",
    "replay.hands-hidden-open": "The public view hides the hands until the game is over.",
    "replay.only-public": "Until the game is over, its replay shows only the public table.",
    "replay.eyes-now": "Now watching: {eyes}.",
    "replay.mover-hint": "Face up: the table as the player to move sees it, and above it what"
    " every player holds hidden (h hides or shows that list).",
    # Face up: what each player keeps hidden, one line per player ("Ann: hand: Giant 3, ...").
    "replay.face-up-seat": "{seat:player}: {secrets}",
    "replay.face-up-seat-family": "{seat:player} ({family}): {secrets}",
    "replay.secrets-hide": "h hides this list",
    "replay.secrets-more": "▼ {page}/{pages} · h: more",
    "replay.secrets-last": "{page}/{pages} · h hides this list",
    "replay.face-up-none": "Face up: nobody holds anything hidden here.",
    "replay.face-up-unknown": "Face up: this game does not name its hidden cards.",
    "replay.secret-hand": "hand {cards}",
    "replay.secret-followers": "followers {cards}",
    "replay.secret-set-aside": "set aside {cards}",
    "replay.secret-face-down": "face down at position {number}: {cards}",
    "replay.secret-order": "orders {items:messages}",
    "replay.secret-bid": "bids {number}",
    "replay.secret-house-card": "House card {cards}",
    "replay.speed-now": "{speed} {speed:plural:move|moves} a second",
    "replay.cannot-replay": "Cannot replay",
    "replay.no-chart": "There is no chart for this game.",
    # The end chart.
    "replay.chart-title": "{measure}, {unit} by {unit}",
    "replay.chart-close": "c or Esc closes the chart.",
    "replay.measure-factions": "Factions won",
    "replay.measure-gem-kinds": "Kinds of gems held",
    "replay.chart-shared": "several players",
    "replay.chart-mark-game": "┴ a new game",
    "replay.chart-mark-deal": "┴ a new deal",
    "replay.chart-mark-round": "┴ a new round",
    "replay.chart-mark-phase": "┴ a new phase",
    "replay.measure-points": "Points",
    "replay.measure-influence": "Influence",
    "replay.measure-castles": "Castles and strongholds",
    "replay.unit-trick": "trick",
    "replay.unit-phase": "phase",
    "replay.unit-round": "round",
    "replay.unit-deal": "deal",
    "replay.unit-game": "game",
    "replay.unit-turn": "turn",
    # The footer's keys.
    "replay.key-move": "Move",
    "replay.key-next-move": "Next move",
    "replay.key-trick": "Trick",
    "replay.key-phase": "Phase",
    "replay.key-round": "Round",
    "replay.key-deal": "Deal",
    "replay.key-game": "Game",
    "replay.key-turn": "Turn",
    "replay.key-ends": "Ends",
    "replay.key-end": "End",
    "replay.key-play": "Play",
    "replay.key-pause": "Pause",
    "replay.key-speed": "Speed",
    "replay.key-slower": "Slower",
    "replay.key-eyes": "Eyes",
    "replay.key-secrets": "Hidden",
    "replay.key-chart": "Chart",
    "replay.key-rules": "Rules",
    "replay.key-back": "Back",
    # The command line: ``tablebox replay FILE --watch``.
    "replay.help-watch": "open the save on its own table and step through it (←→, Space plays on)",
    "replay.help-play-on-at": "open the save at move N with the form that plays on from there"
    " as a new game (implies --watch)",
    "replay.key-replay": "Replay",
    "replay.key-review": "Review",
    "replay.key-marked": "Marked",
    "replay.review-starting": "Reviewing every decision… (r stops)",
    "replay.review-progress": "Reviewing: {done} of {total} {total:plural:decision|decisions},"
    " about {left} s left (r stops)",
    "replay.review-stopped": "The review was stopped; r starts it again.",
    "replay.review-failed": "The review could not be made.",
    "replay.chances-title": "Chance of winning, by the review (▁ 0% … █ 100%)",
    "replay.key-chances": "Chances",
    "replay.review-no-more": "No more marked moves that way.",
    "replay.review-summary": "Review: {marked} {marked:plural:move|moves} marked; [ ] jump"
    " between them.",
    "replay.review-best": "Move {move}: {made} ({made_chance}), the search's choice"
    " too. [ ] marked moves",
    "replay.review-other": "Move {move}: {made} ({made_chance}); the search: {best}"
    " ({best_chance}). [ ] marked moves",
    "replay.review-marked": "⚑ Move {move}: {made} ({made_chance}); the search: {best}"
    " ({best_chance}), {loss} better. [ ] marked moves",
    # Play on from here (issue 30.3): a new game from the position watched.
    "replay.key-play-on": "Play on",
    "replay.play-on-title": "Play on from here: {where:message}",
    "replay.play-on-seats": "Who plays each seat now (Enter switches: human or computer, and"
    " its level). The moves so far are kept; the game is saved as a new game.",
    "replay.play-on-redeal": "The cards the human players could not see are dealt again at random.",
    "replay.play-on-redeal-unfinished": "The game is not over, so every card hidden from the"
    " table is dealt again at random.",
    "replay.play-on-keep": "Keep the hidden cards as they were",
    "replay.play-on-hint": "↑↓ Tab move · Enter switches a seat or starts · Esc back to the replay",
    "replay.play-on-over": "The game is over at this move: step back to play on from an"
    " earlier one.",
    "replay.play-on-failed": "The new game could not be started: {reason}",
}
