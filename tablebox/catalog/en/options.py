"""English for what each game's options do, as the command line explains them (``tablebox
new GAME --help``, ``tablebox list``): keyed ``options.<game>.<option>``, and
``options.about.<game>`` for what a game's options are about. What is typed (option names,
values such as ``random`` or ``mixed``) is the same in every language and is only quoted."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "options.default-own": "tablebox's own",
    # Claim.
    "options.about.claim": (
        "What deck to play with. The default is the Claim 2 base game for two players."
    ),
    "options.claim.box": "claim or claim2: that box's five factions; mixed: a pair and singles.",
    "options.claim.pair": "Mixed decks only: the one pair of 22 cards.",
    "options.claim.singles": (
        "Mixed decks only: three single factions for two players, five for three or four."
    ),
    "options.claim.factions": (
        "A mixed deck (a random pair and random singles, as many as the player count takes)"
        " drawn from the seed, for 2 to 4 players; instead of box, pair and singles. Without"
        " any of them, 3 or 4 players get this deck."
    ),
    # Oriflamme.
    "options.about.oriflamme": (
        "Who starts and which way the row resolves; both are drawn from the game's seed unless set."
    ),
    "options.oriflamme.first_player": (
        "The player holding the first-player tile in round 1, by seat (1 is the first player"
        " named); random: drawn from the game's seed (the rulebook gives the tile to the oldest"
        " player)."
    ),
    "options.oriflamme.direction": (
        "Which way every resolution runs, all game long; random: drawn from the game's seed."
    ),
    # The Dwarf King.
    "options.about.dwarf-king": (
        "How long a game, which quests, who deals first, and whether won cards stay visible."
    ),
    "options.dwarf-king.deals": (
        "Deals before the tie-break: 7 in the rules, fewer for a short game."
    ),
    "options.dwarf-king.quests": "beginner leaves out the quest tiles 1, 2, 14, 16 and 20.",
    "options.dwarf-king.first_dealer": (
        "The player who deals first, by seat (1 is the first player named), or random."
    ),
    "options.dwarf-king.open_tricks": (
        "For learners: every player sees every won card, not only their own last trick."
    ),
    # Truel.
    "options.about.truel": (
        "Whether players start with a gem, and whether to play a match; --board and --deck load"
        " a board or a deck of your own."
    ),
    "options.truel.start_gems": (
        "one: each player starts with a gem of their colour; zero: the variant in which nobody"
        " does (a longer game)."
    ),
    "options.truel.match": (
        "yes: play games until one player has won three, the champion of the evening."
    ),
    "options.truel.board": "The track, from a JSON file (the format of assets/truel/board.json).",
    "options.truel.deck": "The cards, from a JSON file (the format of assets/truel/deck.json).",
    # A Game of Thrones.
    "options.about.thrones": (
        "Which house each player plays; drawn from the game's seed unless set."
    ),
    "options.thrones.houses": (
        "The house of each player, in seat order: each of the houses in play at that player"
        " count once; random: drawn from the game's seed."
    ),
    "options.thrones.houses-values": (
        "a comma-separated list of houses, one per player in seat order"
    ),
}
