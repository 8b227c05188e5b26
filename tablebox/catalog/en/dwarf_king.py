"""English for The Dwarf King: events, refusals, prompts, the special cards' effects and the
quests' names and rules in plain words (keyed by slug: the one source of a quest's text)."""

from __future__ import annotations

SUIT_NAMES: dict[str, str] = {"dwarves": "Dwarves", "knights": "Knights", "goblins": "Goblins"}
RANK_NAMES: dict[str, str] = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
SPECIAL_NAMES: dict[str, str] = {
    "dwarves-1": "Druid",
    "dwarves-11-flag-bearer": "Flag Bearer",
    "dwarves-11-tinkerer": "Tinkerer",
    "knights-1": "Jester",
    "knights-11-flag-bearer": "Flag Bearer",
    "knights-11-enchanter": "Enchanter",
    "goblins-1": "Scout",
    "goblins-11-shaman": "Shaman",
    "goblins-11-flag-bearer": "Flag Bearer",
    "dragon": "Dragon",
    "mummy": "Mummy",
    "puppeteer": "Puppeteer",
    "sorcerer": "Sorcerer",
    "excalibur": "Excalibur",
}
SPECIAL_EFFECTS: dict[str, str] = {
    "dwarves-1": "After its trick, whoever played it swaps their whole hand with a player of"
    " their choice (not in the last trick).",
    "dwarves-11-flag-bearer": "Whoever wins its trick scores +3.",
    "dwarves-11-tinkerer": "Whoever wins the next trick scores +3 (nothing in the last trick).",
    "knights-1": "Whoever plays it in the last trick scores +3, win or lose.",
    "knights-11-flag-bearer": "After its trick, whoever played it chooses left or right and"
    " everyone passes their whole hand that way (not in the last trick).",
    "knights-11-enchanter": "Whoever wins its trick has their points for this deal doubled.",
    "goblins-1": "Whoever plays it scores +1 for each Jack, Queen, King and Ace in its trick.",
    "goblins-11-shaman": "Whoever wins its trick loses 3 points.",
    "goblins-11-flag-bearer": "After the quest is chosen, its holder takes 2 random cards"
    " from a player of their choice, then gives that player back any 2 cards.",
    "dragon": "May always be played. Wins the trick, unless an Ace is in it: then the led"
    " suit's Ace wins, or else the last Ace played.",
    "mummy": "Counts as the card that won the previous trick (its suit and value). Not in trick 1.",
    "puppeteer": "May be played any time (not as trick 1's lead): takes the suit of the card"
    " just before it, a hair higher. Leading, it copies the previous trick's last card.",
    "sorcerer": "From trick 2, at the start of your turn: take a card of the last finished"
    " trick into your hand and leave the Sorcerer in its place. Still held in the last trick,"
    " it is played and cannot win.",
    "excalibur": "May be played only when you cannot follow suit (or to lead). Wins the trick.",
}
QUEST_NAMES: dict[str, str] = {
    "lucky-run": "Lucky Run",
    "bad-run": "Bad Run",
    "save-the-rearguard": "Save the Rearguard",
    "sacrifice-the-rearguard": "Sacrifice the Rearguard",
    "three-quarters": "Three Quarters",
    "from-6-to-7": "From 6 to 7",
    "knights-debacle": "Knights' Debacle",
    "goblin-defeat": "Goblin Defeat",
    "to-the-right": "To the Right",
    "to-the-left": "To the Left",
    "good-numbers": "Good Numbers",
    "bad-numbers": "Bad Numbers",
    "most-victories": "Most Victories",
    "fewest-victories": "Fewest Victories",
    "good-things-come-in-3s": "Good Things Come in 3s",
    "there-can-be-only-one": "There Can Be Only One",
    "four-by-four": "Four by Four",
    "two-by-two": "Two by Two",
    "evens": "Evens",
    "odds": "Odds",
    "all-for-one": "All for One",
    "one-for-all": "One for All",
    "knightly-victory-against-dwarves": "Knightly Victory Against Dwarves",
    "dwarven-victory-against-knights": "Dwarven Victory Against Knights",
    "capture-the-kings": "Capture the Kings",
    "capture-the-queens": "Capture the Queens",
    "eeny-meeny": "Eeny, Meeny",
    "miney-mo": "… Miney Mo",
    "triplets": "Triplets",
    "1-2-and": "1, 2, and…",
    "grand-slam": "Grand Slam",
    "utter-chaos": "Utter Chaos",
    "elite-army": "Elite Army",
    "massive-army": "Massive Army",
    "garden-gnomes": "Garden Gnomes",
    "nobles": "Nobles",
    "nobles-and-knights": "Nobles and Knights",
    "soldiers-without-knights": "Soldiers without Knights",
    "in-line": "In Line",
    "sandwich": "Sandwich",
}
QUEST_TEXTS: dict[str, str] = {
    "lucky-run": "+2 for each trick in your longest run of tricks won in a row.",
    "bad-run": "−2 for each trick in your longest run of tricks won in a row.",
    "save-the-rearguard": "+2 for each of the last 4 tricks you win.",
    "sacrifice-the-rearguard": "−2 for each of the last 4 tricks you win.",
    "three-quarters": "+4 for each 3 and each 4 you win.",
    "from-6-to-7": "+4 for each 6 and each 7 you win.",
    "knights-debacle": "−1 for each Knights card you win.",
    "goblin-defeat": "−1 for each Goblins card you win.",
    "to-the-right": "+1 for each trick the player before you wins.",
    "to-the-left": "+1 for each trick the player after you wins.",
    "good-numbers": "Add up the numbers (1 to 11) you win: the highest total scores +5.",
    "bad-numbers": "Add up the numbers (1 to 11) you win: the highest total scores −5.",
    "most-victories": "+1 for each trick you win.",
    "fewest-victories": "−1 for each trick you win.",
    "good-things-come-in-3s": "+5 if you win exactly 3 tricks.",
    "there-can-be-only-one": "+5 if you win exactly 1 trick.",
    "four-by-four": "+5 if you win exactly 4 tricks.",
    "two-by-two": "+5 if you win exactly 2 tricks.",
    "evens": "+5 if you win an even number of tricks (0 does not count).",
    "odds": "+5 if you win an odd number of tricks.",
    "all-for-one": "+5 if no other player wins as many tricks as you.",
    "one-for-all": "+5 if another player wins as many tricks as you.",
    "knightly-victory-against-dwarves": "+1 for each Knights card, −1 for each Dwarves card"
    " you win.",
    "dwarven-victory-against-knights": "+1 for each Dwarves card, −1 for each Knights card"
    " you win.",
    "capture-the-kings": "+3 for each King, −3 for each Queen you win.",
    "capture-the-queens": "+3 for each Queen, −3 for each King you win.",
    "eeny-meeny": "The first player to reach 3 tricks scores +3, the second +4, the third +5…",
    "miney-mo": "The first player to reach 3 tricks scores −3, the second −4, the third −5…",
    "triplets": "+2 for each rank J, Q, K or A you win in all three suits; +1 for each other rank.",
    "1-2-and": "−2 for each rank J, Q, K or A you win in all three suits; −1 for each other rank.",
    "grand-slam": "+5 if you win at least 4 tricks in a row.",
    "utter-chaos": "+5 if others win at least 4 tricks in a row without you.",
    "elite-army": "+1 for each card of the suit you won fewest of.",
    "massive-army": "+1 for each card of the suit you won most of.",
    "garden-gnomes": "Score the number on your lowest Dwarves card won (J, Q, K, A do not count;"
    " none won: 0).",
    "nobles": "Score the number on your lowest Knights card won (J, Q, K, A do not count;"
    " none won: 0).",
    "nobles-and-knights": "+1 for each J, Q, K and A, and +1 for each Knights card you win.",
    "soldiers-without-knights": "−1 for each J, Q, K and A, and −1 for each Knights card you win.",
    "in-line": "+3 if you win fewer tricks than the player before you; +3 if you win more"
    " than the player after you.",
    "sandwich": "+3 if you win more tricks than the player before you; +3 if more than the"
    " player after you.",
}

MESSAGES: dict[str, str] = {
    # setup and deals
    "dwarf-king.player-count": "The Dwarf King is played by 3 to 5 players, not {n}",
    "dwarf-king.no-such-dealer": "there is no seat {seat} to deal first among {n} players",
    "dwarf-king.first-dealer": "{seat:player} deals first.",
    "dwarf-king.deal-begins": "Deal {deal} of {deals}: {seat:player} deals; the special card"
    " is {card:card}.",
    "dwarf-king.tiebreak-deal-begins": "Tie-break deal {deal}: {seat:player} deals; the"
    " special card is {card:card}.",
    "dwarf-king.shows": "{seat:player} shows {card:card}.",
    "dwarf-king.draws-tile": "{seat:player} draws a quest tile and chooses its side.",
    "dwarf-king.your-tile": "Quest tile {tile}: {a:term} or {b:term}.",
    "dwarf-king.quest-chosen": "{seat:player} chooses the quest {quest:term}.",
    "dwarf-king.steals": "{seat:player} takes 2 random cards from {victim:player}.",
    "dwarf-king.you-steal": "You take {cards:cards} from {victim:player}.",
    "dwarf-king.stolen": "{seat:player} takes your {cards:cards}.",
    "dwarf-king.gives": "{seat:player} gives 2 cards to {victim:player}.",
    "dwarf-king.you-give": "You give {cards:cards} to {victim:player}.",
    "dwarf-king.given": "{seat:player} gives you {cards:cards}.",
    "dwarf-king.plays": "{seat:player} plays {card:card}.",
    "dwarf-king.wins-trick": "{seat:player} wins trick {trick}.",
    "dwarf-king.sorcerer": "{seat:player} uses the Sorcerer: takes {card:card} from trick {trick}.",
    "dwarf-king.effect-points": "{card:card}: {points} for {seat:player}.",
    "dwarf-king.effect-none": "{card:card} has no effect here.",
    "dwarf-king.effect-doubled": "{seat:player}'s points this deal will be doubled.",
    "dwarf-king.swaps": "{seat:player} swaps hands with {target:player} (Druid).",
    "dwarf-king.passes": "{seat:player} has every hand passed {direction:term}.",
    "dwarf-king.deal-scored": "Deal {deal} is scored ({quest:term}).",
    "dwarf-king.deal-points": "{seat:player}: quest {quest}, special {special}: {points}"
    " (total {total}).",
    "dwarf-king.deal-points-doubled": "{seat:player}: quest {quest}, special {special},"
    " doubled: {points} (total {total}).",
    "dwarf-king.next-dealer": "{seat:player} won the 5 of Dwarves and deals next.",
    "dwarf-king.tie": "{seats:players} are tied: another deal decides.",
    "dwarf-king.game-over": "The game is over.",
    # leads, status, outcome
    "dwarf-king.leads-goblins-five": "{seat:player} holds the 5 of Goblins and leads.",
    "dwarf-king.leads-won": "{seat:player} won trick {trick} and leads.",
    "dwarf-king.status": "deal {deal} of {deals}, trick {trick} of {tricks}",
    "dwarf-king.status-tie": "tie-break deal {deal}, trick {trick} of {tricks}",
    "dwarf-king.final-total": "{seat:player}: {total} points",
    "dwarf-king.tiebreak-deals": "{n} tie-break {n:plural:deal|deals} played",
    "dwarf-king.shared-win": "{seats:players} are still tied and share the win",
    # who does what
    "dwarf-king.doing-quest": "{seat:player} chooses the quest.",
    "dwarf-king.doing-steal": "{seat:player} chooses whom to take 2 cards from.",
    "dwarf-king.doing-give": "{seat:player} gives 2 cards back to {victim:player}.",
    "dwarf-king.doing-druid": "{seat:player} chooses whom to swap hands with.",
    "dwarf-king.doing-pass": "{seat:player} chooses which way the hands go.",
    "dwarf-king.doing-play": "{seat:player} plays to trick {trick}.",
    "dwarf-king.doing-over": "The game is over.",
    "dwarf-king.prompt-play": "Play a card:",
    "dwarf-king.prompt-quest": "Choose the quest for this deal:",
    "dwarf-king.prompt-steal": "Take 2 random cards from whom?",
    "dwarf-king.prompt-give": "Give back any 2 cards:",
    "dwarf-king.prompt-swap": "Druid: swap hands with whom?",
    "dwarf-king.prompt-pass": "Flag Bearer: pass every hand left or right?",
    # refusals
    "dwarf-king.must-follow": "must follow {suit:term}",
    "dwarf-king.excalibur-void": "Excalibur only when you cannot follow {suit:term}",
    "dwarf-king.mummy-first-trick": "the Mummy may not be played in trick 1",
    "dwarf-king.puppeteer-first-lead": "the Puppeteer may not lead trick 1",
    "dwarf-king.sorcerer-held": "the Sorcerer is played only in the last trick; use it at"
    " the start of a turn instead",
    "dwarf-king.no-sorcerer": "you do not hold the Sorcerer",
    "dwarf-king.sorcerer-first-trick": "the Sorcerer works from trick 2 on",
    "dwarf-king.not-in-last-trick": "{action} is not in the last finished trick",
    "dwarf-king.not-in-hand": "{action} is not a card in your hand",
    "dwarf-king.choose-quest": "{action}: choose one side of the quest tile first",
    "dwarf-king.choose-steal": "{action}: choose a player to take 2 cards from first",
    "dwarf-king.choose-give": "{action}: give back 2 different cards of your hand first",
    "dwarf-king.choose-druid": "{action}: choose a player to swap hands with first",
    "dwarf-king.choose-pass": "{action}: choose pass left or pass right first",
    # terms
    "dwarf-king.term.dwarves": "Dwarves",
    "dwarf-king.term.knights": "Knights",
    "dwarf-king.term.goblins": "Goblins",
    "dwarf-king.term.left": "left",
    "dwarf-king.term.right": "right",
    **{f"dwarf-king.term.{slug}": name for slug, name in QUEST_NAMES.items()},
    **{f"dwarf-king.quest-text.{slug}": text for slug, text in QUEST_TEXTS.items()},
    **{f"dwarf-king.special.{card}": text for card, text in SPECIAL_EFFECTS.items()},
}


def card(card_id: str) -> str:
    """``"goblins-K"`` -> "King of Goblins"; ``"dwarves-1"`` -> "Druid (Dwarves 1)"."""
    if card_id in SPECIAL_NAMES:
        name = SPECIAL_NAMES[card_id]
        suit, _, rest = card_id.partition("-")
        if not rest:
            return name
        return f"{name} ({SUIT_NAMES[suit]} {rest.split('-')[0]})"
    suit, _, rank = card_id.partition("-")
    if suit not in SUIT_NAMES:
        return card_id
    return f"{RANK_NAMES.get(rank, rank)} of {SUIT_NAMES[suit]}"
