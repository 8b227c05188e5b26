"""English for Oriflamme: its events, refusals, prompts, results, status and card texts.

Terms (``oriflamme.term.<value>``): a family as it reads inside a sentence ("red"), a kind's
name ("Royal Decree"), a direction ("left to right"), a phase ("placement"). ``card(card_id)``
names a card with its family: ``"red-spy"`` -> "Red Spy". A card on the table is a nested
message: ``oriflamme.card-up`` ("Ann's red Soldier") or ``oriflamme.card-down`` ("Ann's
face-down red card", which holds no card id). The Czech card names stay in the rules
(``games/oriflamme/cards.py``) as data: they are the names printed on the Czech cards.

The table's own labels and sentences are under ``oriflamme.ui.`` (:data:`UI`, at the end):
``tests/tablebox/test_oriflamme_words.py`` checks that the table uses exactly these keys.
"""

from __future__ import annotations

FAMILIES: dict[str, str] = {
    "red": "red",
    "blue": "blue",
    "green": "green",
    "yellow": "yellow",
    "black": "black",
}

KINDS: dict[str, str] = {
    "archer": "Archer",
    "soldier": "Soldier",
    "spy": "Spy",
    "heir": "Heir",
    "shapeshifter": "Shapeshifter",
    "lord": "Lord",
    "assassination": "Assassination",
    "royal-decree": "Royal Decree",
    "ambush": "Ambush",
    "conspiracy": "Conspiracy",
}

EFFECTS: dict[str, str] = {
    "archer": "Eliminate the first or the last card of the row (+1 influence).",
    "soldier": "Eliminate a card adjacent to this one (+1 influence).",
    "spy": "Steal 1 influence from a player who owns a card adjacent to this one.",
    "heir": "Gain 2 influence if no other revealed card named Heir is in the row.",
    "shapeshifter": "Use the ability of an adjacent revealed character (never another"
    " Shapeshifter).",
    "lord": "Gain 1 influence, plus 1 for each adjacent card of your family.",
    "assassination": "Eliminate any card in the row (+1 influence). Then discard this card.",
    "royal-decree": "Move another card to any place in the row, but not onto a card. Then"
    " discard this.",
    "ambush": "Revealed: discard its influence, gain 1, discard it. Eliminated by an opponent's"
    " card: discard the attacking card and gain 4.",
    "conspiracy": "Revealed: gain twice the influence lying on it. Then discard it.",
}

ASKS: dict[str, str] = {
    "archer": "eliminate the first or the last card",
    "soldier": "eliminate an adjacent card",
    "spy": "steal 1 influence from the owner of an adjacent card",
    "shapeshifter": "choose an adjacent revealed character to copy",
    "assassination": "eliminate any card",
    "heir": "choose",
    "lord": "choose",
    "royal-decree": "choose",
    "ambush": "choose",
    "conspiracy": "choose",
}


def _setup(players: int) -> str:
    plays = "; ".join(f"{{p{seat}:player}} plays {{f{seat}:terms}}" for seat in range(players))
    return f"Oriflamme (Krvavý trůn): {plays}. Everyone has 1 influence."


NOT_YOUR_TURN = {
    "place": "place a card",
    "reveal": "reveal or hide a card",
    "target": "choose a target",
    "move": "move a card with a Royal Decree",
}

MESSAGES: dict[str, str] = {
    # -- terms ------------------------------------------------------------------------------
    **{f"oriflamme.term.{family}": word for family, word in FAMILIES.items()},
    **{f"oriflamme.term.{kind}": name for kind, name in KINDS.items()},
    **{f"oriflamme.effect.{kind}": text for kind, text in EFFECTS.items()},
    **{f"oriflamme.ask.{kind}": text for kind, text in ASKS.items()},
    "oriflamme.term.left-to-right": "left to right",
    "oriflamme.term.right-to-left": "right to left",
    "oriflamme.term.placement": "placement",
    "oriflamme.term.resolution": "resolution",
    "oriflamme.term.over": "over",
    "oriflamme.card-up": "{seat:player}'s {family:term} {kind:term}",
    "oriflamme.card-down": "{seat:player}'s face-down {family:term} card",
    # -- setup and rounds -------------------------------------------------------------------
    **{f"oriflamme.setup.{players}": _setup(players) for players in range(2, 6)},
    "oriflamme.direction": "The row resolves {direction:term} for the whole game.",
    "oriflamme.your-cards": "Your hand: {hand:cards}. Set aside: {aside:cards}.",
    "oriflamme.placement": "Round {round}: placement. {seat:player} holds the first-player tile.",
    "oriflamme.starts-row": "{seat:player} places a {family:term} card face down to start the row.",
    "oriflamme.places-left": "{seat:player} places a {family:term} card face down at the left end.",
    "oriflamme.places-right": "{seat:player} places a {family:term} card face down at the right"
    " end.",
    "oriflamme.places-on": "{seat:player} places a {family:term} card face down on their card at"
    " position {position} (a stack of {height}).",
    "oriflamme.you-placed": "You placed {card:card}.",
    "oriflamme.draw": "Each player draws 2 cards, one of each family.",
    "oriflamme.you-draw": "You draw {cards:cards}.",
    "oriflamme.game-end": "Round {round} is over, and so is the game: everyone keeps their last"
    " card.",
    # -- resolution -------------------------------------------------------------------------
    "oriflamme.resolution": "Round {round}: resolution, {direction:term}.",
    "oriflamme.hides": "{card:message} at position {position} stays hidden and gets 1 influence"
    " (now {tokens}).",
    "oriflamme.reveals": "{card:message} at position {position} is revealed.",
    "oriflamme.ambush-tokens-return": "Its {amount} influence returns to the supply.",
    "oriflamme.conspiracy": "{seat:player} gains twice the {tokens} influence on the Conspiracy:"
    " {amount}.",
    "oriflamme.takes-tokens": "{seat:player} takes the {amount} influence on it.",
    "oriflamme.copies": "{card:message} copies the {kind:term} at position {position}.",
    "oriflamme.decree-leaves": "{card:message} leaves {moved:message} where it is, at position"
    " {position}.",
    "oriflamme.decree-moves": "{card:message} moves {moved:message} from position {source} to"
    " position {destination}.",
    "oriflamme.decree-moves-tokens": "{card:message} moves {moved:message} from position"
    " {source} to position {destination}, with the {tokens} influence on it.",
    "oriflamme.no-adjacent": "{card:message} has no adjacent card: no effect.",
    "oriflamme.nothing-to-copy": "{card:message} has no adjacent revealed character to copy"
    " (a Shapeshifter copies no Shapeshifter): no effect.",
    "oriflamme.decree-alone": "{card:message} is alone in the row: no move.",
    "oriflamme.heir-blocked": "{card:message} gains nothing: {rival:message} is also revealed in"
    " the row.",
    "oriflamme.gains": "{seat:player} gains {amount} influence with the {family:term}"
    " {kind:term} {why:message}.",
    "oriflamme.gains-as": "{seat:player} gains {amount} influence with the {family:term}"
    " {kind:term} (as {ability:term}) {why:message}.",
    "oriflamme.why.ambush-revealed": "revealed by its owner",
    "oriflamme.why.heir": "since no other Heir is revealed in the row",
    "oriflamme.why.lord": "(no adjacent card of its family)",
    "oriflamme.why.lord-adjacent": "(1 + {own} for adjacent {family:term} {own:plural:card|cards})",
    "oriflamme.why.trap": "that springs its trap",
    "oriflamme.steals-from-self": "{card:message} steals from themselves: nothing changes.",
    "oriflamme.steals-nothing": "{card:message} finds {seat:player} without influence: nothing"
    " is stolen.",
    "oriflamme.steals": "{card:message} steals 1 influence from {seat:player}.",
    "oriflamme.eliminates": "{card:message} eliminates {target:message} at position {position}."
    " {seat:player} gains 1 influence.",
    "oriflamme.eliminates-hidden": "{card:message} eliminates {target:message} at position"
    " {position} (it is turned face up). {seat:player} gains 1 influence.",
    "oriflamme.eliminates-hidden-tokens": "{card:message} eliminates {target:message} at"
    " position {position} (it is turned face up); its {tokens} influence returns to the"
    " supply. {seat:player} gains 1 influence.",
    "oriflamme.own-ambush": "{seat:player}'s own Ambush springs no trap.",
    "oriflamme.discarded-after-use": "{card:message} is discarded after use.",
    "oriflamme.discarded-by-ambush": "{card:message} is discarded by the Ambush.",
    "oriflamme.uncovered": "{card:message} below is uncovered at position {position} (face down).",
    "oriflamme.uncovered-face-up": "{card:message} below is uncovered at position {position}"
    " (face up).",
    # -- prompts ----------------------------------------------------------------------------
    "oriflamme.a-card": "a card",
    "oriflamme.a-family-card": "a {family:term} card",
    "oriflamme.a-family-or-card": "a {a:term} or {b:term} card",
    "oriflamme.prompt.start-row": "{seat:player}: place {what:message} face down to start the row",
    "oriflamme.prompt.place": "{seat:player}: place {what:message} face down at the left or"
    " right end of the row",
    "oriflamme.prompt.place-or-stack": "{seat:player}: place {what:message} face down at the"
    " left or right end of the row or on one of your own cards",
    "oriflamme.prompt.reveal": "Resolve {seat:player}'s face-down card at position {position}:"
    " reveal or hide",
    "oriflamme.prompt.move": "{card:message} at position {position}: choose another card to move,"
    " then where in the row it ends (never on top of a card)",
    "oriflamme.prompt.target": "{card:message} at position {position}: {ask:message}"
    " ({targets:message})",
    "oriflamme.prompt.target-as": "{card:message} (copying a {ability:term}) at position"
    " {position}: {ask:message} ({targets:message})",
    "oriflamme.targets-1": "target {a}",
    "oriflamme.targets-2": "target {a} or target {b}",
    "oriflamme.targets-more": "target {a}, {rest:message}",
    "oriflamme.over": "The game is over.",
    "oriflamme.over-won": "The game is over: {seat:player} wins with {influence} influence.",
    "oriflamme.over-shared": "The game is over: {seats:players} share the victory with"
    " {influence} influence.",
    "oriflamme.status": "round {round} of {rounds}, {phase:term}",
    # -- results ----------------------------------------------------------------------------
    "oriflamme.score": "{seat:player}: {influence} influence, {cards} {cards:plural:card|cards}"
    " in the row.",
    "oriflamme.tokens-count-nothing": "Influence still lying on cards in the row counts for"
    " nothing; every player's last card stays in hand.",
    "oriflamme.wins-on-influence": "{seats:players} wins with the most influence, {influence}.",
    "oriflamme.wins-on-cards": "{tied:players} tie on {influence} influence; {seats:players} has"
    " the most cards in the row ({counts:message}, covered cards included) and wins.",
    "oriflamme.shared-victory": "{tied:players} tie on {influence} influence; {seats:players}"
    " also tie on cards in the row ({counts:message}, covered cards included), so they share"
    " the victory.",
    "oriflamme.card-count": "{seat:player} {cards}",
    "oriflamme.card-count-more": "{seat:player} {cards}, {rest:message}",
    # -- refusals ---------------------------------------------------------------------------
    "oriflamme.no-action": "no action given: write place <card> left|right|on <position>,"
    " reveal, hide, target <position> or move <position> to <position>",
    "oriflamme.not-an-action": "{text!r} is not an action: write place <card> left|right|on"
    " <position>, reveal, hide, target <position> or move <position> to <position>",
    "oriflamme.write-place": "write place <card> left, place <card> right or place <card> on <N>",
    "oriflamme.write-target": "write target <N>, N a position counted from the left",
    "oriflamme.write-move": "write move <N> to <M>: the card at position N ends at position M",
    **{
        f"oriflamme.not-your-turn.{kind}": f"it is {{seat:player}}'s turn to {task}"
        for kind, task in NOT_YOUR_TURN.items()
    },
    "oriflamme.must-place": "now you place a card: place <card> left, place <card> right or"
    " place <card> on <N>",
    "oriflamme.must-reveal": "first reveal or hide your face-down card at position {position}",
    "oriflamme.must-target": "choose a target first: {prompt:message}",
    "oriflamme.must-move": "make the Royal Decree's move first: move <N> to <M>, N any position"
    " but the Decree's ({position})",
    "oriflamme.not-a-card": "{card} is not a card of this game (cards are written like red-spy)",
    "oriflamme.not-in-hand": "{card} is not in your hand",
    "oriflamme.wrong-family": "you have placed your {placed:term} card this round; now place a"
    " {allowed:term} card",
    "oriflamme.stack-in-round-1": "you may place a card on one of your own cards only from"
    " round 2 on",
    "oriflamme.no-position": "there is no position {position}: the row has {count}"
    " {count:plural:position|positions}",
    "oriflamme.no-position-empty-row": "there is no position {position}: the row is empty",
    "oriflamme.stack-other-family": "position {position} holds a {top:term} card; a"
    " {family:term} card may go only on a {family:term} card",
    "oriflamme.not-a-target": "position {position} is not a target here: {targets:message}",
    "oriflamme.decree-moves-itself": "the Royal Decree moves another card, not itself",
    "oriflamme.bad-destination": "the card from position {source} can end at positions 1 to"
    " {last}, not {destination} (it never goes onto another card)",
}

_FAMILY_NAMES = {family: word.capitalize() for family, word in FAMILIES.items()}

# -- the table: its labels and sentences (``tablebox/tables/oriflamme/``) ----------------------
# Parameters in ``{name}`` without a spec are filled by the table, some with styled text.

ARROWS: dict[str, str] = {"left-to-right": "→ left to right", "right-to-left": "← right to left"}
PHASES: dict[str, str] = {"placement": "Placement", "resolution": "Resolution", "over": "Game over"}
SHORT_NAMES: dict[str, str] = {
    "shapeshifter": "Shifter",
    "assassination": "Assassin",
    "royal-decree": "Decree",
    "conspiracy": "Consp.",
}
"""Card names shortened for the one-line players table of a crowded game."""

NAME_LINES: dict[str, str] = {
    **KINDS,
    "shapeshifter": "Shape-\nshifter",
    "assassination": "Assassin-\nation",
    "royal-decree": "Royal\nDecree",
}
"""Each card's name broken (at the line break) to fit a large card in the row."""
SMALL_NAME_LINES: dict[str, str] = {
    **NAME_LINES,
    "assassination": "Assass-\nination",
    "conspiracy": "Conspi-\nracy",
}
"""The same for a small card, seven cells inside."""

UI: dict[str, str] = {
    **{f"oriflamme.ui.name-lines.{kind}": lines for kind, lines in NAME_LINES.items()},
    **{f"oriflamme.ui.small-name-lines.{kind}": lines for kind, lines in SMALL_NAME_LINES.items()},
    **{f"oriflamme.ui.family.{family}": name for family, name in _FAMILY_NAMES.items()},
    **{f"oriflamme.ui.arrow.{direction}": words for direction, words in ARROWS.items()},
    **{f"oriflamme.ui.phase.{phase}": words for phase, words in PHASES.items()},
    **{f"oriflamme.ui.short.{kind}": name for kind, name in SHORT_NAMES.items()},
    "oriflamme.ui.mark-red": "R",
    "oriflamme.ui.mark-blue": "B",
    "oriflamme.ui.mark-green": "G",
    "oriflamme.ui.mark-yellow": "Y",
    "oriflamme.ui.mark-black": "K",
    "oriflamme.ui.card-name": "{family} {name}",
    "oriflamme.ui.status.round": "Round {round} of {rounds}",
    "oriflamme.ui.status.pass": "Pass {arrow}",
    "oriflamme.ui.status.decides": "{name} decides",
    # The players table: its column headings (the numbers below are aligned to these widths).
    "oriflamme.ui.players.name": "Name",
    "oriflamme.ui.players.family": "Family",
    "oriflamme.ui.players.family-short": "Fam.",
    "oriflamme.ui.players.numbers": "Influence  Hand  In row",
    "oriflamme.ui.players.numbers-short": "Infl Hand Row",
    "oriflamme.ui.players.pile": "Pile",
    "oriflamme.ui.players.out": "Out",
    "oriflamme.ui.players.out-label": "out:",
    # The line under the row: the card or the place under the cursor.
    "oriflamme.ui.owner.yours": "your",
    "oriflamme.ui.owner.theirs": "{name}'s",
    "oriflamme.ui.position.back": "{position}: {owner} {family} card, face down",
    "oriflamme.ui.position.face-up": "{position}: {owner} {card}, face up",
    "oriflamme.ui.position.face-down": "{position}: {owner} {card}, face down",
    "oriflamme.ui.position.face-down-yours": "{position}: {owner} {card}, face down (only you"
    " see it)",
    "oriflamme.ui.position.tokens": ", {tokens} influence on it",
    "oriflamme.ui.position.stack": "; a stack of {height}",
    "oriflamme.ui.position.stack-of": "; a stack of {height}, under it: {covered}",
    "oriflamme.ui.position.resolving": "; resolving now",
    "oriflamme.ui.position.passed": "; already resolved this round",
    "oriflamme.ui.family-card": "{family} card",
    "oriflamme.ui.face-down-card": "face-down {family} card",
    "oriflamme.ui.face-up": "face up",
    "oriflamme.ui.face-down": "face down",
    "oriflamme.ui.covered": "{card} ({face})",
    "oriflamme.ui.hand-card.character": "{card} ({czech}), character, stays in the row:",
    "oriflamme.ui.hand-card.intrigue": "{card} ({czech}), intrigue, used once:",
    "oriflamme.ui.spot": "Your {card} goes face down {where}",
    "oriflamme.ui.spot.start": "to start the row.",
    "oriflamme.ui.spot.left": "at the left end of the row.",
    "oriflamme.ui.spot.right": "at the right end of the row.",
    "oriflamme.ui.spot.on": "on top of your {card} at position {position}, making a stack of"
    " {height} (shown above).",
    "oriflamme.ui.move": "The Royal Decree moves {owner} {card} from position {source} so that"
    " it ends at position {destination} (shown above). Nobody gains influence for a move.",
    # The hand.
    "oriflamme.ui.hand.empty": "No cards in hand.",
    "oriflamme.ui.note.chosen": "chosen",
    # The notes under the cards of the row.
    "oriflamme.ui.note.now": "now",
    "oriflamme.ui.note.done": "done",
    "oriflamme.ui.note.target": "target",
    "oriflamme.ui.note.on-top": "on top",
    "oriflamme.ui.note.here": "here",
    "oriflamme.ui.note.moved": "moved",
    "oriflamme.ui.note.not-now": "not now",
    # Under the card the last resolution move concerned, while the move stays on screen.
    "oriflamme.ui.note.revealed": "revealed",
    "oriflamme.ui.note.hidden": "hidden",
    "oriflamme.ui.note.eliminated": "out",
    "oriflamme.ui.note.discarded": "discarded",
    "oriflamme.ui.note.acted": "acts",
    # The caption under the row: what the last resolution move did, in a line (a Spy's theft
    # and a Shapeshifter's copy are captioned by their log line).
    "oriflamme.ui.just.reveals": "{seat:player} reveals the {family:term} {kind:term} at"
    " position {position}.",
    "oriflamme.ui.just.reveals-gains": "{seat:player} reveals the {family:term} {kind:term} at"
    " position {position} and gains {amount} influence.",
    "oriflamme.ui.just.hides": "{seat:player} hides the {family:term} card at position"
    " {position}: {tokens} influence on it.",
    "oriflamme.ui.just.eliminates": "{card:message} eliminates {target:message} at position"
    " {position}.",
    "oriflamme.ui.just.eliminates-trap": "{card:message} eliminates {target:message} at"
    " position {position}: the trap springs.",
    "oriflamme.ui.just.eliminates-itself": "{card:message} at position {position} eliminates"
    " itself.",
    "oriflamme.ui.just.leaves": "{seat:player}'s Royal Decree leaves the card at position"
    " {position} where it is.",
    "oriflamme.ui.just.moves": "{card:message} moves {moved:message} to position {destination}.",
    "oriflamme.ui.set-aside": "Set aside (only you see them):",
    # A card in the row: its sort (on a large card) and how it lies (on its frame).
    "oriflamme.ui.sort.character": "character",
    "oriflamme.ui.sort.intrigue": "intrigue",
    "oriflamme.ui.frame.up": "up",
    "oriflamme.ui.frame.down": "down",
    # The table's panels.
    "oriflamme.ui.not-saved": "not saved",
    "oriflamme.ui.row.title": "Intrigue row: {count} {count:plural:position|positions}, pass"
    " {arrow}   ● influence  ▤ stack",
    "oriflamme.ui.row.empty": "The row is empty.",
    "oriflamme.ui.players.title": "Players (★ first player, ▶ deciding)",
    "oriflamme.ui.log.title": "Log",
    "oriflamme.ui.refused": "Not allowed",
    # What r or h refuses with outside a reveal-or-hide decision: what is decided instead.
    "oriflamme.ui.other.place": "Now you place a card: choose a card and a place in the row.",
    "oriflamme.ui.other.target": "Now you choose a target: {prompt:message}",
    "oriflamme.ui.other.move": "Now you make the Royal Decree's move: choose the card to move,"
    " then where it goes.",
    "oriflamme.ui.hand.hidden": "Hands hidden",
    "oriflamme.ui.hand.hidden-until": "Hands stay hidden until the next player has the keyboard.",
    "oriflamme.ui.hand.title": "{name}'s hand: {count} {count:plural:card|cards}",
    "oriflamme.ui.hand.label": "Hand:",
    "oriflamme.ui.spot.prompt": "Where does it go? ←→ the place, Enter places it, Esc another"
    " card.",
    "oriflamme.ui.reveal.reveal": "Reveal it and use it",
    "oriflamme.ui.reveal.hide": "Hide it (+1 influence on it)",
    "oriflamme.ui.numbers.target": "Target position:",
    "oriflamme.ui.numbers.source": "Move the card at position:",
    "oriflamme.ui.numbers.destination": "Move the card from {source} to position:",
    "oriflamme.ui.numbers.keys": "Enter",
    "oriflamme.ui.numbers.keys-back": "Enter · Esc back",
    # The page of cards and keys (key c at the table).
    "oriflamme.ui.cards.title": "The ten cards of every family (characters stay in the row and"
    " act every round, intrigues are used once), and the keys",
    "oriflamme.ui.keys.heading": "Keys at the table",
    "oriflamme.ui.keys.arrows": "highlight a card of your hand, a place in the row or a target",
    "oriflamme.ui.keys.enter": "choose it: a card, then where it goes; a target; a Royal"
    " Decree's card, then where it ends (the row shows the result before you confirm)",
    "oriflamme.ui.keys.ends": "place the highlighted card at the left or right end of the row",
    "oriflamme.ui.keys.reveal": "reveal or hide your face-down card being resolved",
    "oriflamme.ui.keys.escape": "back from the second half of a choice (else the menu)",
    "oriflamme.ui.keys.log": "scroll the log",
    "oriflamme.ui.keys.pages": "the rules, this page, the menu (the game is saved)",
    "oriflamme.ui.keys.legend": "In the row each card's frame shows its position and its"
    " family's mark (R red, B blue, G green, Y yellow, K black) and, at the bottom, whether it"
    " lies face up or face down; a card back is hatched ░. ● influence lying on a card, ▤ cards"
    " in a stack, whose frame is double (╔═╗). Your own face-down cards show their names to you"
    " only, in italics.",
    # The setup panel on the New game screen.
    "oriflamme.ui.setup.section": "Table",
    "oriflamme.ui.setup.starts": "Starts",
    "oriflamme.ui.setup.pass": "Pass",
    "oriflamme.ui.setup.random": "Random",
    "oriflamme.ui.setup.player": "Player {number}",
    "oriflamme.ui.setup.left-to-right": "→ Left to right",
    "oriflamme.ui.setup.right-to-left": "← Right to left",
    "oriflamme.ui.setup.who-starts": "the Starts option below says who starts.",
    "oriflamme.ui.setup.hint": "Starts: who holds the first-player tile in round 1 (the"
    " rulebook gives it to the oldest player). Pass: which way every resolution runs, all game"
    " long. Random draws from the seed.",
    "oriflamme.ui.setup.too-few": "Player {number} cannot start: only {count} players are named.",
    # The results screen.
    "oriflamme.ui.results.title": "Oriflamme: {headline}",
    "oriflamme.ui.results.over": "The game is over",
    "oriflamme.ui.results.wins": "{name} wins with {influence} influence",
    "oriflamme.ui.results.shared": "{names} share the victory with {influence} influence",
    "oriflamme.ui.results.and": "{first} and {second}",
    "oriflamme.ui.results.ranking": "Ranking",
    "oriflamme.ui.results.line": "{influence} influence · {cards} {cards:plural:card|cards} in"
    " the row",
    "oriflamme.ui.results.winner": "winner",
    "oriflamme.ui.results.shared-win": "shared win",
    "oriflamme.ui.results.decided": "How it was decided",
    "oriflamme.ui.results.final-row": "The final row (the pass ran {arrow})",
    "oriflamme.ui.results.on": "(on {count})",
    "oriflamme.ui.results.empty": "(empty)",
}
MESSAGES.update(UI)  # one table of keys per game module: the table's words are messages too


def card(card_id: str) -> str:
    """``"red-royal-decree"`` -> "Red Royal Decree"."""
    family, _, kind = card_id.partition("-")
    if family not in _FAMILY_NAMES or kind not in KINDS:
        return card_id
    return f"{_FAMILY_NAMES[family]} {KINDS[kind]}"
