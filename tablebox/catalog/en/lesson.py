"""English for the lessons (issue 31): the runner's words and each game's lesson."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The runner, its panel and its end.
    "lesson.why-this-move": "That move is allowed, but this lesson asks for the marked one,"
    " so that it can show the next rule. In a real game the choice is yours.",
    "lesson.ui.note-title": "Lesson",
    "lesson.ui.rule-key": "? opens rule {rule}",
    "lesson.ui.panel-title": "{step}/{steps} · {lesson}",
    "lesson.ui.play-out": "The lesson's steps are done: play the game to its end as you like."
    " t shows a hint, ? the rules.",
    "lesson.ui.done": "{lesson}: done",
    "lesson.ui.learnt": "What you learnt:",
    "lesson.ui.next": "n starts a real game against the same players; Enter goes to the menu.",
    "lesson.ui.key-real-game": "Real game",
    "lesson.ui.menu-learn": "Learn to [p]lay",
    "lesson.ui.pick-title": "Learn to play: which game?",
    "lesson.ui.pick-entry": "{game} (about {minutes} min)",
    "lesson.ui.pick-hint": "A short guided game at the game's own table. A lesson left"
    " half-way goes on where it stopped.",
    "lesson.ui.no-lesson": "There is no lesson for {game} yet.",
    # Claim.
    "lesson.claim.title": "Claim lesson",
    "lesson.claim.lead": "The face-up card in the trick panel is the prize: whoever wins the"
    " trick takes it as a follower. You lead, so any card will do: play Giant 3 (marked) with"
    " Enter.",
    "lesson.claim.follow": "You lost, so you drew the deck's top card face down instead. Ben"
    " led a seer: you must follow with a seer while you have one. Play Seer 4: it beats his"
    " Seer 1.",
    "lesson.claim.why-seer": "Seer 0 follows too, but it loses to Seer 1: the lesson wants you"
    " to win this trick.",
    "lesson.claim.seer": "Winning with a seer lets you peek at the deck's top card (see the"
    " log). Keep the prize, or take that hidden card and leave Ben the prize. Keep the prize"
    " now (p).",
    "lesson.claim.dragon": "Dragons: whoever puts the last dragon into a trick leads the next"
    " one, whoever wins it. Lead Dragon 6 and watch who leads next.",
    "lesson.claim.dragon-again": "You won the Dragon 7, but Ben played the last dragon, so he"
    " led. Follow with Dragon 3: it wins, and as the last dragon it gives you the lead.",
    "lesson.claim.higher": "The higher card of the led faction wins; a card of another faction"
    " never does. Lead Troll 9: none of Ben's trolls can beat it.",
    "lesson.claim.learnt-prize": "A phase-1 trick is played for the face-up prize; the loser"
    " draws the deck's top card unseen (CLM-4).",
    "lesson.claim.learnt-follow": "Follow the led faction if you can; its higher card wins"
    " (CLM-3).",
    "lesson.claim.learnt-seer": "A seer's win lets you peek and choose (CLM-6.5); the last"
    " dragon leads next (CLM-6.3).",
    "lesson.claim.learnt-next": "After 13 tricks your followers are your hand for phase 2: win"
    " cards of each faction; more of a faction wins its vote, most votes win (CLM-5, CLM-7).",
    # Truel.
    "lesson.truel.title": "Truel lesson",
    "lesson.truel.lay": "Your turn: lay one card from your hand on a free slot of its type."
    " Each triple has a slot for a player, a value and a unit. Lay Blue ★ in triple 2"
    " (press 2).",
    "lesson.truel.triple": "A completed triple does what its cards say: who, how much, what."
    " Cyd completed Cyd, +2, spaces: his pawn moved, and again while it stopped on coloured"
    " spaces. Lay −3 ★ in triple 3 (press 3).",
    "lesson.truel.crossroads": "Ben completed Ada, +2, spaces: your pawn moves and reaches a"
    " crossroads, where you choose the way. The shortcut, ↘ h2, skips a Start. Take it"
    " (Enter).",
    "lesson.truel.why-shortcut": "The ring is allowed too; the lesson takes the shortcut,"
    " which ends on a clock.",
    "lesson.truel.clock": "Your pawn stopped on a clock +2: you play two extra turns, one"
    " after the other. Lay Rubies ★ in triple 1 (press 1).",
    "lesson.truel.complete": "Your second extra turn. The third card of a triple completes it:"
    " −2 ☀ makes triple 1 read Ben, −2, rubies. Ben has none to lose. Press 1.",
    "lesson.truel.stuck": "No card in your hand fits a free slot. Then you show your hand,"
    " discard it and draw three new cards: that is your turn. Press Enter.",
    "lesson.truel.gem": "You hold a ruby. Lay Red ♥ in triple 1 (press 1): with +1 and"
    " Emeralds it reads Ada, +1, emerald. One gem of each colour wins at once.",
    "lesson.truel.why-gem": "That is allowed, but Red ♥ in triple 1 wins you an emerald now.",
    "lesson.truel.learnt-lay": "Each turn you lay one card on a free slot of its type, then"
    " draw one (TRL-4).",
    "lesson.truel.learnt-triple": "The third card completes a triple: who, how much, what"
    " (TRL-3.3); three equal symbols earn a rainbow card (TRL-4.5).",
    "lesson.truel.learnt-move": "A pawn moves on from coloured spaces; at a crossroads you"
    " choose; grey spaces act: Starts give gems, clocks turns (TRL-5, TRL-6).",
    "lesson.truel.learnt-win": "One gem of each colour wins at once (TRL-7.1).",
    # The Dwarf King.
    "lesson.dwarf-king.title": "The Dwarf King lesson",
    "lesson.dwarf-king.quest": "You hold the 5 of Knights, so you choose the quest: one side"
    " of tile 7. Most Victories gives +1 for every trick you win. Choose it (Enter).",
    "lesson.dwarf-king.lead": "You also hold the 5 of Goblins, so you lead trick 1, with any"
    " card. Lead the Ace of Goblins: nothing ranks above an Ace.",
    "lesson.dwarf-king.winner-leads": "You won trick 1: the winner takes the trick and leads"
    " the next one. The Ace is gone, so the King of Goblins is the highest now. Lead it.",
    "lesson.dwarf-king.off-suit": "Cyd had no Goblins and played the King of Knights: a card"
    " of another suit never wins. Lead the 9 of Knights; Ben's Ace will take it.",
    "lesson.dwarf-king.void": "Ben leads Dwarves and you have none: then you may play any"
    " card. Nobody has to beat the cards played. Throw away the 8 of Knights.",
    "lesson.dwarf-king.quest-counts": "A quest counts only the tricks and cards won in this"
    " deal. Without Dwarves you cannot win this trick: throw away the 5 of Goblins.",
    "lesson.dwarf-king.jester": "The deal's special card is the Jester, and it is yours:"
    " played in the last trick it scores +3, win or lose. Keep it: throw away the 4 of"
    " Goblins.",
    "lesson.dwarf-king.why-jester": "The Jester scores only in the last trick: the lesson keeps"
    " it until then.",
    "lesson.dwarf-king.follow": "Ben leads Knights and you hold two: you must follow suit."
    " Play the 5 of Knights, not the Jester.",
    "lesson.dwarf-king.last": "The last trick. Play the Jester: it gives you +3 whoever wins."
    " Then the deal is scored.",
    "lesson.dwarf-king.learnt-quest": "The holder of the 5 of Knights chooses the deal's quest;"
    " it scores only this deal's tricks and cards (DWK-2.4, DWK-4).",
    "lesson.dwarf-king.learnt-follow": "Follow the led suit if you can; the highest card of"
    " it wins, another suit never; the winner leads (DWK-3).",
    "lesson.dwarf-king.learnt-special": "Each deal has one special card with its own effect,"
    " shown on the table all deal long (DWK-5, DWK-6).",
    "lesson.dwarf-king.learnt-game": "A real game has seven deals, each with a new quest and"
    " special card; the highest total wins (DWK-7).",
    # Oriflamme.
    "lesson.oriflamme.title": "Oriflamme lesson",
    "lesson.oriflamme.place": "Each round everyone places one card face down in the row, the"
    " first player first: you. Your card starts the row. Place the marked Heir ([ puts it at"
    " the left end).",
    "lesson.oriflamme.reveal": "Resolution runs along the row. Your face-down Heir: hide it (h)"
    " and it gets 1 influence, or reveal it (r) to take its influence and use it. Reveal it:"
    " with no other Heir revealed it gains 2.",
    "lesson.oriflamme.why-reveal": "Hiding is allowed too, but the lesson reveals here to show"
    " the card's ability.",
    "lesson.oriflamme.ends": "Ben's Spy stole 1 influence from you. Every later card goes at"
    " the left or the right end of the row. Place the Archer at the right end (]).",
    "lesson.oriflamme.archer": "Your face-up Heir gained 2 again: face-up cards act every"
    " round. Now your Archer: reveal it (r). It eliminates the first or the last card.",
    "lesson.oriflamme.eliminate": "Eliminate the first card, Ben's Spy (Enter). Whoever's"
    " card eliminates a card gains 1 influence.",
    "lesson.oriflamme.hidden": "Round 3: Cyd placed first. Place the Assassination at the"
    " right end (]). From round 2 on a card may also go on one of your own cards: a stack.",
    "lesson.oriflamme.face-up": "Your face-up Archer must act again: eliminate the first card,"
    " the Lord Cyd has just revealed (Enter).",
    "lesson.oriflamme.intrigue": "Now your Assassination: reveal it (r). An intrigue acts"
    " once and is discarded.",
    "lesson.oriflamme.assassination": "The Assassination eliminates any card. Take Ben's"
    " face-down card at 4 (Enter): it is turned face up, and the influence on it goes back.",
    "lesson.oriflamme.why-heir": "That card may be eliminated too, but the lesson aims at Ben's"
    " hidden card.",
    "lesson.oriflamme.learnt-place": "Each round everyone places one card face down at an end"
    " of the row, or on a card of their own (ORI-3).",
    "lesson.oriflamme.learnt-resolve": "Along the row, hide a face-down card for 1 influence"
    " or reveal it and use it; face-up characters act every round (ORI-4).",
    "lesson.oriflamme.learnt-eliminate": "Eliminating a card gains 1 influence; an intrigue is"
    " discarded after use (ORI-5).",
    "lesson.oriflamme.learnt-game": "After six rounds the most influence wins (ORI-8).",
    # A Game of Thrones.
    "lesson.thrones.title": "A Game of Thrones lesson",
    "lesson.thrones.order": "Planning: every house puts one order face down on each area it"
    " wants to act in, all at once. Put March +1 (star) on Winterfell: its army will attack."
    " The marked row: Enter.",
    "lesson.thrones.support-order": "White Harbor lies next to Moat Cailin. Put Support there:"
    " a Support order lends its units' strength to a battle next door.",
    "lesson.thrones.done": "Say Done: your orders are set. When every house is done, all the"
    " orders are turned face up at once.",
    "lesson.thrones.march": "Orders act in turn: raids, marches, then Consolidate Power. March"
    " both units from Winterfell into Moat Cailin: entering another house's area starts a"
    " battle.",
    "lesson.thrones.why-march": "That march is allowed too; the lesson attacks Moat Cailin to"
    " show a battle.",
    "lesson.thrones.control": "You leave Winterfell empty. Leave a power token there (yes) to"
    " keep it until another house moves in.",
    "lesson.thrones.support": "Your Support in White Harbor is next to the battle: say whom it"
    " supports. Support your own side, Stark.",
    "lesson.thrones.card": "Each side picks a House card in secret; both are shown together."
    " Play Eddard Stark, your strongest card: strength 3.",
    "lesson.thrones.why-card": "Any card in your hand is allowed; the lesson plays Eddard Stark"
    " for his strength.",
    "lesson.thrones.blade": "Stark holds the Valyrian Steel Blade: +1, once a round. The panel"
    " shows both totals: you win without it, so keep it (no).",
    "lesson.thrones.muster": "Lannister retreated. Westeros phase: Mustering. A castle gives 1"
    " point, a stronghold 2. Winterfell is a stronghold: muster a knight there (2 points).",
    "lesson.thrones.muster-castle": "Moat Cailin is yours now, and it has a castle: muster a"
    " footman there (1 point).",
    "lesson.thrones.muster-last": "White Harbor has a castle too: a footman. Your armies must"
    " fit your supply limits; the list offers only what fits.",
    "lesson.thrones.bid": "The wildlings attack! Everyone bids power in secret; if the bids"
    " together reach the threat, the Night's Watch holds. Bid 2.",
    "lesson.thrones.why-bid": "Any bid is allowed; the lesson bids 2 to be the highest bidder.",
    "lesson.thrones.reclaim": "The Watch held and you bid the most: take back a discarded"
    " House card. Take Eddard Stark back.",
    "lesson.thrones.learnt-orders": "Planning: one order face down per area, every house at"
    " once; then raids, marches and power (GOT-3 to GOT-5).",
    "lesson.thrones.learnt-battle": "A march into another house's area is a battle: units,"
    " order bonus, supports and a House card decide it (GOT-6).",
    "lesson.thrones.learnt-westeros": "From round two the Westeros cards bring mustering,"
    " supply, power, bids and the wildlings (GOT-7, GOT-8).",
    "lesson.thrones.learnt-game": "Seven areas with a castle or stronghold (eight with three"
    " players) win at once; else the most after round ten (GOT-9).",
}
