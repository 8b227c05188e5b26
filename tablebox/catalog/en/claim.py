"""English for Claim: its events, refusals, notes, lead reasons, abilities, votes and status.

Faction names: ``claim.faction.<id>`` and ``{x:card}`` with a faction id give the display name
("Dragons"), ``claim.term.<id>`` the name as it reads inside a sentence ("dragons"). Messages
whose length varies (a list of cards, the sides of a vote) have one key per count, e.g.
``claim.dwarves.2``, so that every parameter stays a flat seat, card id or number.
"""

from __future__ import annotations

NAMES: dict[str, tuple[str, str]] = {
    "goblin": ("Goblins", "Goblin"),
    "knight": ("Knights", "Knight"),
    "undead": ("Undead", "Undead"),
    "dwarf": ("Dwarves", "Dwarf"),
    "doppelganger": ("Doppelgangers", "Doppelganger"),
    "gnome": ("Gnomes", "Gnome"),
    "giant": ("Giants", "Giant"),
    "dragon": ("Dragons", "Dragon"),
    "troll": ("Trolls", "Troll"),
    "seer": ("Seers", "Seer"),
}
"""Per faction id: the plural name and the name of one card."""
SHORT_NAMES: dict[str, str] = {
    "goblin": "Gob",
    "knight": "Kni",
    "undead": "Und",
    "dwarf": "Dwa",
    "doppelganger": "Dop",
    "gnome": "Gno",
    "giant": "Gia",
    "dragon": "Dra",
    "troll": "Tro",
    "seer": "See",
}
"""Per faction id: three letters for a framed card's edge and a line too long for the names."""

ABILITIES: dict[str, str] = {
    "goblin": "No ability.",
    "knight": "A knight played on a goblin lead wins the trick, whatever the values.",
    "undead": "Phase 1: undead played into a trick go face up to its winner's score pile.",
    "dwarf": "Phase 2: dwarves played into a trick go to the loser's score pile.",
    "doppelganger": "May be played instead of the led faction and then counts as it; never"
    " copies an ability.",
    "gnome": "Phase 2: gnomes you win lie face up in front of you and join your score pile at"
    " the end.",
    "giant": "Phase 2: for each giant in the trick, its winner crushes one of the opponent's"
    " face-up gnomes of the same value.",
    "dragon": "The last player to play a dragon into a trick leads the next trick.",
    "troll": "Phase 2: a winner scores one troll per trick, the highest on the table; the rest"
    " wait aside for the next winner. The last trick's winner takes them all.",
    "seer": "Phase 1: win with a seer to peek at the top of the deck and keep it or the prize;"
    " the opponent gets the other.",
}
ABILITIES_3_4: dict[str, str] = {
    "knight": "On a goblin lead, a knight wins; with several knights the highest one wins.",
    "dwarf": "Phase 2: the player of the lowest card takes the dwarves (on a tie, the later of"
    " them).",
    "doppelganger": "Counts as the faction of the leader's card; never copies an ability.",
    "giant": "Phase 2: for each giant in the trick, its winner crushes one gnome of that value"
    " of every opponent.",
    "seer": "Phase 1: win with a seer to peek at the top of the deck and take it or a prize;"
    " second place then takes from the prizes left.",
}
"""How an ability reads with three or four players, where the variant changes it."""

HIGHEST = ("highest", "second highest", "third highest")
KINDS = ("solo", "team")
"""Votes are won by sides: a player (``solo``) or at four a team of partners (``team``)."""


def _side(name: str, kind: str) -> str:
    """A side in a template: ``{w:player}``, or for a team ``{w:player} & {w2:player}``."""
    return f"{{{name}:player}} & {{{name}2:player}}" if kind == "team" else f"{{{name}:player}}"


def _cards(prefix: str, count: int, separator: str = ", ") -> str:
    return separator.join(f"{{{prefix}{index}:card}}" for index in range(count))


def _generated() -> dict[str, str]:
    """The templates whose length varies: one key per count (``claim.dwarves.3``), so every
    parameter stays flat (a seat, a card id, a number)."""
    t: dict[str, str] = {}
    for n in (3, 4):
        places = ", ".join(f"{i + 1}. {{p{i}:player}}" for i in range(n))
        t[f"claim.ranking.{n}"] = f"Ranking: {places}."
    for n in range(1, 5):
        t[f"claim.dwarves.{n}"] = f"{{seat:player}} takes {_cards('c', n)}."
    for n in range(1, 11):
        t[f"claim.scores-trolls.{n}"] = f"{{seat:player}} scores {_cards('c', n)}."
        verb = "waits" if n == 1 else "wait"
        t[f"claim.trolls-aside.{n}"] = f"{_cards('c', n)} {verb} aside."
    for n in (3, 5):
        t[f"claim.deck-mixed.{n}"] = (
            f"{{a:card}} & {{b:card}} (22) + {_cards('s', n)} ({{n}} × 10): {{total}} cards"
        )
    for kind in KINDS:
        team = kind == "team"
        has, wins, win_verb = ("have", "win", "win") if team else ("has", "wins", "wins")
        for n in (2, 3):
            counts = " to ".join(f"{_side(f's{i}', kind)} {{n{i}}}" for i in range(n))
            t[f"claim.vote-most.{kind}.{n}"] = (
                f"{_side('w', kind)} {has} the most cards ({counts})."
            )
            tied = ", ".join(_side(f"s{i}", kind) for i in range(n))
            compared = " against ".join(f"{{v{i}}}" for i in range(n))
            tie = f"{tied} tie at {{n}} {{n:plural:card|cards}}"
            t[f"claim.vote-tiebreak.{kind}.{n}"] = (
                f"{tie}; {{position:term}} card {compared}, so {_side('w', kind)} {wins}."
            )
            t[f"claim.vote-tiebreak-among.{kind}.{n}"] = (
                f"{tie}; {{position:term}} card {compared}, so {_side('w', kind)} {wins}"
                " (only the tied are compared)."
            )
            t[f"claim.vote-identical.{kind}.{n}"] = (
                f"{tie} with identical values, so nobody wins this vote."
            )
            numbers = " to ".join(f"{{x{i}}}" for i in range(n))
            t[f"claim.verdict-cards.{kind}.{n}"] = (
                f"Tied on votes; cards in the factions each won: {numbers}, so"
                f" {_side('w', kind)} {win_verb}."
            )
            t[f"claim.verdict-value.{kind}.{n}"] = (
                "Tied on votes and on cards in won factions; their total value:"
                f" {numbers}, so {_side('w', kind)} {win_verb}."
            )
            winners = " and ".join(_side(f"s{i}", kind) for i in range(n))
            t[f"claim.verdict-share.{kind}.{n}"] = (
                "Equal on votes ({votes}), on cards in won factions ({cards}) and on their"
                f" value ({{value}}): {winners} share the win."
            )
        t[f"claim.verdict-most.{kind}"] = f"{_side('w', kind)} {win_verb} with the most votes."
        for n in range(0, 11):
            won = _cards("f", n) if n else "none"
            t[f"claim.tally.{kind}.{n}"] = f"{_side('s', kind)} won {{n}} ({won})"
    t["claim.vote-nobody"] = "nobody has any, so nobody wins this vote."
    for key in [k for k in t if k.startswith("claim.vote-")]:
        t[key.replace("claim.vote-", "claim.named-vote-", 1)] = "{faction:card}: " + t[key]
    return t


UI: dict[str, str] = {
    # -- the status line and the trick ------------------------------------------------------------
    "claim.ui.phase-1": "Phase 1: recruiting followers",
    "claim.ui.phase-2": "Phase 2: winning factions",
    "claim.ui.phase-3": "Phase 2: game over",
    "claim.ui.trick-of": "Trick {trick} of {tricks}",
    "claim.ui.draw-pile": "Draw pile {count}",
    "claim.ui.prizes-title": "{count:plural:Prize|Prizes}",
    "claim.ui.seer-chooses-2": "{name} won with a seer and chooses: the prize or the deck's top"
    " card.",
    "claim.ui.seer-chooses": "{name} won with a seer and chooses: a prize or the deck's top card.",
    "claim.ui.place-chooses": "{name} ({place:ordinal} in the trick) chooses a prize.",
    # -- the last trick -------------------------------------------------------------------------
    **{f"claim.ui.short.{faction}": short for faction, short in SHORT_NAMES.items()},
    "claim.ui.last-trick-title": "Last trick: {number} of phase {phase}",
    "claim.ui.place": "{place:ordinal}",
    "claim.ui.got-deck-card": "deck's top card",
    "claim.ui.got-drawn": "drew",
    "claim.ui.got-choosing": "choosing…",
    # -- the players ----------------------------------------------------------------------------
    "claim.ui.players": "Players",
    "claim.ui.players-teams": "Players · teams {a} v {b}",
    "claim.ui.team-tag": "team {initials}",
    "claim.ui.hand-size": "hand {count}",
    "claim.ui.followers": "followers {count}",
    "claim.ui.followers-short": "foll. {count}",
    "claim.ui.in-front": "in front: {cards}",
    "claim.ui.set-aside": "Set aside: {cards}",
    # -- the hand and the prize choices ---------------------------------------------------------
    "claim.ui.hands-hidden": "Hands hidden",
    "claim.ui.hand-seer": "{name}: the seer's choice",
    "claim.ui.hand-choose": "{name}: choose a prize",
    "claim.ui.hand": "{name}'s hand ({count} {count:plural:card|cards})",
    "claim.ui.your-followers": "Your followers (only you see them): {cards}",
    "claim.ui.none-yet": "none yet",
    "claim.ui.keep-deck-card": "Keep the deck's top card: {card}",
    "claim.ui.take-top-card": "Take the top card: {card}",
    "claim.ui.keep-prize": "Keep the prize: {card}",
    "claim.ui.take-prize": "Take {card}",
    "claim.ui.intro-seer-2": "You won with a seer and peeked at the deck (only you see it). Keep"
    " one card; {others} gets the other.",
    "claim.ui.intro-seer": "You won with a seer and peeked at the deck's top card (only you see"
    " it). Take it or a prize: if you take it, {next} chooses between the prizes.",
    "claim.ui.intro-placed": "You placed {place}: choose a prize. {next} gets the other.",
    "claim.ui.intro-placed-draw": "You placed {place}: choose a prize. {next} gets the other;"
    " {drawing} {count:plural:draws|draw} from the deck.",
    "claim.ui.place-best": "best",
    # -- the factions at this table ---------------------------------------------------------------
    "claim.ui.abilities-title": "{title}: the factions at this table",
    "claim.ui.deck": "Deck",
    "claim.ui.teams": "Teams",
    "claim.ui.teams-note": "{a} against {b}: partners sit opposite and win votes together.",
    "claim.ui.prizes": "Prizes",
    "claim.ui.prizes-note": "two per trick in phase 1: the best placed player chooses one, the"
    " next takes the other, the rest draw from the deck.",
    # -- the results ----------------------------------------------------------------------------
    "claim.ui.results-title": "{title}: {headline}",
    "claim.ui.game-over": "The game is over",
    "claim.ui.wins": "{name} {count:plural:wins|win}!",
    **{
        f"claim.ui.share-win.{n}": " and ".join(f"{{s{i}}}" for i in range(n)) + " share the win"
        for n in (2, 3, 4)
    },
    "claim.ui.ranking": "Ranking",
    "claim.ui.votes-count": "{count} {count:plural:vote|votes}",
    "claim.ui.winner": "{count:plural:winner|winners}",
    "claim.ui.verdict": "{tallies}. {decision:message}",
    "claim.ui.votes": "Votes",
    "claim.ui.faction": "Faction",
    "claim.ui.vote": "Vote",
    "claim.ui.values-note": "(cards: their values, highest first)",
    "claim.ui.nobody": "nobody",
    "claim.ui.none": "none",
    "claim.ui.values-long": "{count} {count:plural:card|cards}: {values}",
    "claim.ui.values-short": "{count}: {values}",
    # -- setup ----------------------------------------------------------------------------------
    "claim.ui.setup-deck": "Deck",
    "claim.ui.setup-box": "Box",
    "claim.ui.setup-pair": "Pair",
    "claim.ui.setup-singles": "Singles",
    "claim.ui.setup-random": "Random factions",
    "claim.ui.box-claim": "Claim",
    "claim.ui.box-claim2": "Claim 2",
    "claim.ui.box-mixed": "Mixed",
    "claim.ui.pair": "{a:card} & {b:card}",
    "claim.ui.setup-refusal": "{reason:message}.",
    "claim.ui.setup-choose-singles": "Choose {wanted} single factions for {count} players:"
    " {chosen} chosen.",
    "claim.ui.setup-hint-2": "Each box plays its own five factions; Mixed: a pair and 3 singles.",
    "claim.ui.setup-hint-mixed": "{count} players need both boxes: a pair and 5 singles.",
    "claim.ui.setup-hint-teams": "{count} players need both boxes: a pair and 5 singles. Teams:"
    " Players 1 & 3 against 2 & 4.",
}
"""The table's own words (``tablebox/tables/claim``): titles, labels and the sentences it builds
around cards and names, which it draws itself."""


MESSAGES: dict[str, str] = {
    # -- names ----------------------------------------------------------------------------------
    **{f"claim.faction.{f}": plural for f, (plural, _) in NAMES.items()},
    **{f"claim.term.{f}": plural.lower() for f, (plural, _) in NAMES.items()},
    **{f"claim.ability.{f}": text for f, text in ABILITIES.items()},
    **{f"claim.ability-3-4.{f}": text for f, text in ABILITIES_3_4.items()},
    **{f"claim.term.highest-{n}": word for n, word in enumerate(HIGHEST, 1)},
    **{f"claim.term.highest-{n}": f"{n}th highest" for n in range(4, 15)},
    "claim.side.solo": "{s:player}",
    "claim.side.team": "{s:player} & {s2:player}",
    **_generated(),
    # -- the game log ---------------------------------------------------------------------------
    "claim.teams": "Teams: {a:player} & {b:player} against {c:player} & {d:player}.",
    "claim.phase-1-begins": "Phase 1 begins: {seat:player} leads the first trick.",
    "claim.prize": "Trick {trick}: the prize is {card:card}.",
    "claim.prizes": "Trick {trick}: the prizes are {cards:cards}.",
    "claim.plays": "{seat:player} plays {card:card}.",
    "claim.wins-trick": "{seat:player} wins the trick.",
    "claim.last-dragon": "{seat:player} played the last dragon and leads next.",
    "claim.undead-scores": "{card:card} joins {seat:player}'s score pile.",
    "claim.seer-may-take": "{seat:player} won with a seer and may take the deck's top card.",
    "claim.seer-peeks": "{seat:player} won with a seer and peeks at the deck.",
    "claim.peek": "The top card of the deck is {card:card}.",
    "claim.keeps-deck": "{seat:player} keeps the deck's top card.",
    "claim.you-keep": "You keep {card:card}.",
    "claim.takes-prize": "{seat:player} takes the prize, {card:card}.",
    "claim.draws": "{seat:player} draws a follower from the deck.",
    "claim.you-draw": "You draw {card:card}.",
    "claim.crushes": "{seat:player}'s {giant:card} crushes {victim:player}'s {gnome:card}.",
    "claim.gnome-in-front": "{card:card} lies face up in front of {seat:player}.",
    "claim.trick-leads": "Trick {trick}: {seat:player} leads.",
    "claim.phase-2-begins": "Phase 2 begins: everyone takes their followers into hand."
    " Trick 1: {seat:player} leads.",
    "claim.game-over": "The game is over: the factions cast their votes.",
    # -- who leads and why ----------------------------------------------------------------------
    "claim.leads-first": "{seat:player} leads: first player",
    "claim.leads-won": "{seat:player} leads: won trick {trick}",
    "claim.leads-won-dragon": "{seat:player} leads: won trick {trick} and played its last dragon",
    "claim.leads-dragon": "{seat:player} leads: played the last dragon in trick {trick}",
    "claim.leads-set-up": "{seat:player} leads",
    # -- refusals -------------------------------------------------------------------------------
    "claim.must-follow": "must follow {faction:term}",
    "claim.must-follow-or-doppelganger": "must follow {faction:term} (or play a doppelganger)",
    "claim.not-in-hand": "{action} is not in your hand",
    "claim.choose-prize-first": "choose a prize first",
    "claim.choose-seer-first": "choose a prize or the deck's top card first: you won with a seer",
    "claim.no-prize-to-choose": "there is no prize to choose now",
    "claim.not-your-turn-to-play": "not your turn to play",
    # -- what a trick asks, shown above it --------------------------------------------------------
    "claim.follow-lead": "Lead any card",
    "claim.follow-led": "{faction:card} led — follow if you can",
    "claim.follow-doppelganger": "a doppelganger may always be played instead (counts as"
    " {faction:term})",
    "claim.follow-knights": "a knight on a goblin lead wins the trick",
    # -- the last trick -------------------------------------------------------------------------
    "claim.last.led": "led",
    "claim.last.won": "won",
    "claim.last.wins": "{seat:player} wins",
    "claim.last.wins-takes": "{seat:player} wins, takes {card:card}",
    "claim.last.wins-deck": "{seat:player} wins, keeps the deck's top card",
    "claim.last.wins-choosing": "{seat:player} wins and chooses…",
    # -- decisions ------------------------------------------------------------------------------
    "claim.prompt-play": "Play a card",
    "claim.prompt-take": "Choose a prize",
    "claim.prompt-seer": "Take a prize or the deck's top card",
    # -- setup ----------------------------------------------------------------------------------
    "claim.player-count": "Claim is played by 2 to 4 players, not {n}",
    "claim.needs-mixed": "{n} players need both boxes: choose the mixed deck with one pair and"
    " five single factions",
    "claim.mixed-singles": "{n} players mix one pair with {wanted} single factions ({deck}"
    " cards), not {chosen}",
    "claim.deck-box": "{f0:card}, {f1:card}, {f2:card}, {f3:card}, {f4:card}: 52 cards",
    # -- status ---------------------------------------------------------------------------------
    "claim.status": "phase {phase}, trick {trick} of {tricks}",
    **UI,
}


def card(card_id: str) -> str:
    """``"giant-3"`` -> ``"Giant 3"``; a faction id names the faction: ``"giant"`` ->
    ``"Giants"`` (the votes, the deck and the tally list factions this way)."""
    if card_id in NAMES:
        return NAMES[card_id][0]
    faction, _, value = card_id.rpartition("-")
    names = NAMES.get(faction)
    return f"{names[1]} {value}" if names else card_id
