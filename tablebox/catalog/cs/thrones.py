"""Czech for A Game of Thrones (Hra o trůny): events, refusals, prompts, the end, and the names
of houses, areas, orders, units, tracks and cards.

Terms (``thrones.term.<value>``): a house ("Stark"), an area ("Zimohrad"), an order token
("Pochod +1"), a unit, a track, a phase, a Westeros card. ``card(id)`` names a House card
("Eddard Stark"). Names stay in the nominative: a house follows the word "rod" ("rod Stark
táhne", "žeton rodu Stark"), an area the word "oblast" ("z oblasti Zimohrad", "v oblasti
Úzké moře"), so that no name has to be declined; players' names are never declined either,
and every verb is in the present tense, which does not depend on the player's gender.

The orders, the power, the tracks and the Westeros cards Zima se blíží, Poslední dny léta, Moře
se bouří and Bouře mečů are named as in the Czech rules (pochod, obrana, podpora, nájezd,
konsolidace síly; Železný trůn, léno, královský dvůr; Valyrijský ocelový meč, Poštovní havran).

Names not printed in the Czech box (its rules leave the areas and the House cards in English):
- an area is named as in the Czech translation of the novels where that name is certain:
  Černý hrad, Zimohrad, Bílý přístav, Dvojčata, Prsty, Měsíční hory, Orlí hnízdo, Řekotočí,
  Harrenov, Královo přístaviště, Dračí kámen, Vysokosad, Bouřlivý konec, Staré město, Dornské
  pomezí (a march is a borderland, never a marsh), Slunečné kopí, Úzké moře, Letní moře, Dornské
  moře, Moře zapadajícího slunce; every other area keeps the English name the seed and the
  English board print (Karhold, Moat Cailin, The Reach, Crackclaw Point, Blackwater...), rather
  than a name made up here; the area panel shows the English name beside a Czech one;
- power tokens are "žetony síly", as the seed calls them ("100 žetonů síly"); a battle's
  strength is "síla" only beside the word bitva or a number;
- House cards: Mistr Luwin, Velký Jon Umber, Ser Davos Mořský, Euron Vraní oko, Královna trnů
  from the novels; chosen here: Lord rodu Mormontů, Kapitán rodu Lannisterů, Lord rodu
  Florentů, Melisandra z Ašaje, Kapitán rodu Blacktydů, Aeron Vlhkovlasý, Kapitán rodu
  Tyrellů, Brienne z Tarthu; the Westeros cards Zásobování, Verbování, Střet králů, Hra o
  trůny, Útok divokých, Hostina pro vrány, Podzimní deště; "hrad" for a castle and "pevnost"
  for a stronghold; the wildling bid is "nabídka proti divokým" (it is not a track).
"""

from __future__ import annotations

from games.thrones.data.board import AREAS
from games.thrones.data.cards import HOUSE_CARDS

HOUSES = {
    "stark": "Stark",
    "greyjoy": "Greyjoy",
    "lannister": "Lannister",
    "baratheon": "Baratheon",
    "tyrell": "Tyrell",
}
AREA_NAMES = {
    "castle_black": "Černý hrad",
    "winterfell": "Zimohrad",
    "white_harbor": "Bílý přístav",
    "the_twins": "Dvojčata",
    "the_fingers": "Prsty",
    "the_mountains_of_the_moon": "Měsíční hory",
    "the_eyrie": "Orlí hnízdo",
    "riverrun": "Řekotočí",
    "harrenhal": "Harrenov",
    "kings_landing": "Královo přístaviště",
    "dragonstone": "Dračí kámen",
    "highgarden": "Vysokosad",
    "storms_end": "Bouřlivý konec",
    "oldtown": "Staré město",
    "dornish_marches": "Dornské pomezí",
    "sunspear": "Slunečné kopí",
    "the_narrow_sea": "Úzké moře",
    "sea_of_dorne": "Dornské moře",
    "summer_sea": "Letní moře",
    "sunset_sea": "Moře zapadajícího slunce",
}
"""The areas' names (the board data, ``games/thrones/data/board.py``, holds the English ones)."""
CARD_NAMES = {
    "eddard-stark": "Eddard Stark",
    "robb-stark": "Robb Stark",
    "greatjon-umber": "Velký Jon Umber",
    "house-mormont-lord": "Lord rodu Mormontů",
    "ser-rodrik-cassel": "Ser Rodrik Cassel",
    "catelyn-stark": "Catelyn Stark",
    "maester-luwin": "Mistr Luwin",
    "tywin-lannister": "Tywin Lannister",
    "jaime-lannister": "Ser Jaime Lannister",
    "tyrion-lannister": "Tyrion Lannister",
    "kevan-lannister": "Kevan Lannister",
    "house-lannister-captain": "Kapitán rodu Lannisterů",
    "vargo-hoat": "Vargo Hoat",
    "cersei-lannister": "Cersei Lannister",
    "stannis-baratheon": "Stannis Baratheon",
    "renly-baratheon": "Renly Baratheon",
    "ser-davos-seaworth": "Ser Davos Mořský",
    "ser-axell-florent": "Ser Axell Florent",
    "house-florent-lord": "Lord rodu Florentů",
    "melisandre-of-asshai": "Melisandra z Ašaje",
    "salladhor-saan": "Salladhor Saan",
    "euron-crows-eye": "Euron Vraní oko",
    "asha-greyjoy": "Asha Greyjoy",
    "theon-greyjoy": "Theon Greyjoy",
    "house-blacktyde-captain": "Kapitán rodu Blacktydů",
    "aeron-damphair": "Aeron Vlhkovlasý",
    "balon-greyjoy": "Balon Greyjoy",
    "victarion-greyjoy": "Victarion Greyjoy",
    "mace-tyrell": "Mace Tyrell",
    "loras-tyrell": "Ser Loras Tyrell",
    "garlan-tyrell": "Ser Garlan Tyrell",
    "house-tyrell-captain": "Kapitán rodu Tyrellů",
    "margaery-tyrell": "Margaery Tyrell",
    "brienne-of-tarth": "Brienne z Tarthu",
    "queen-of-thorns": "Královna trnů",
}
"""The House cards' names (the card data, ``games/thrones/data/cards.py``, holds the English)."""
TOKENS = {
    "march-1": "Pochod −1",
    "march": "Pochod +0",
    "march*": "Pochod +1 (hvězda)",
    "defense": "Obrana +1",
    "defense*": "Obrana +2 (hvězda)",
    "support": "Podpora",
    "support*": "Podpora +1 (hvězda)",
    "raid": "Nájezd",
    "raid*": "Nájezd (hvězda)",
    "consolidate": "Konsolidace síly",
    "consolidate*": "Konsolidace síly (hvězda)",
}
WORDS = {
    "footman": "pěšák",
    "knight": "rytíř",
    "ship": "loď",
    "upgrade": "rytíř z pěšáka",
    "iron_throne": "Železný trůn",
    "fiefdoms": "Léna",
    "kings_court": "Královský dvůr",
    "wildlings": "Noční hlídka",
    "phase-planning": "plánování",
    "phase-raid": "nájezdy",
    "phase-march": "pochody",
    "phase-consolidate": "konsolidace síly",
    "phase-westeros": "fáze Westeros",
    "phase-over": "konec",
    "supply": "Zásobování",
    "mustering": "Verbování",
    "last_days_of_summer": "Poslední dny léta",
    "winter_is_coming": "Zima se blíží",
    "clash_of_kings": "Střet králů",
    "game_of_thrones": "Hra o trůny",
    "wildlings_attack": "Útok divokých",
    "storm_of_swords": "Bouře mečů",
    "sea_of_storms": "Moře se bouří",
    "a_feast_for_crows": "Hostina pro vrány",
    "rains_of_autumn": "Podzimní deště",
    "held": "Noční hlídka odolala",
    "overrun": "divocí přemohli Zeď",
    "none": "nikdo",
    "I": "I",
    "II": "II",
    "III": "III",
}
PROMPTS = {
    "planning": "Rozmísti své rozkazy lícem dolů, oblast po oblasti, a pak ohlas, že máš hotovo.",
    "raven": "Poštovní havran: vyměň jeden rozkaz za nepoužitý rozkaz s hvězdou, nebo nech být.",
    "raid": "Proveď jeden ze svých rozkazů Nájezd.",
    "march": "Proveď jeden ze svých rozkazů Pochod.",
    "control": "Necháš v opuštěné oblasti žeton síly, aby zůstala tvá?",
    "support": "Koho v této bitvě podpoří tvé rozkazy Podpora?",
    "accept": "Jiný rod ti nabízí svou podporu: přijmeš ji?",
    "cards": "Vyber kartu rodu pro tuto bitvu (tajně).",
    "blade": "Použiješ Valyrijský ocelový meč pro +1?",
    "casualty": "Vyber jednotku, kterou v bitvě ztrácíš.",
    "win-ability": "Vítězíš: použiješ text své karty rodu?",
    "retreat": "Vyber, kam tvé vojsko ustoupí.",
    "disband": "Vyber jednotku, kterou odstraníš.",
    "muster": "Naverbuj jednotky ve svých hradech a pevnostech.",
    "bid": "Přihoď žetony síly (tajně).",
    "reclaim": "Vezmi si zpět jednu ze svých odhozených karet rodu.",
    "tie": "Shodné nabídky: jako držitel Železného trůnu urči, kdo bude na stupnici výš.",
    "march-legs": "Přidej tomuto pochodu další cíl, nebo ho ukonči.",
    "wildling-best": "Shodně nejvyšší nabídky proti divokým: jako držitel Železného trůnu urči,"
    " kdo nabídl nejvíc.",
    "wildling-worst": "Shodně nejnižší nabídky proti divokým: jako držitel Železného trůnu urči,"
    " kdo nabídl nejméně.",
}


CARD_TEXTS = {
    "robb-stark": "Když útočíš, každý tvůj útočící rytíř přidává +3 místo +2.",
    "catelyn-stark": "V této bitvě je bonus tvého rozkazu Obrana dvojnásobný.",
    "maester-luwin": "Vyhraješ-li, smíš si vzít zpět do ruky jednu ze svých odhozených karet rodu.",
    "jaime-lannister": "Vyhraješ-li, ihned získáš 2 žetony síly.",
    "vargo-hoat": "Když útočíš, každý tvůj útočící pěšák přidává +2 místo +1.",
    "cersei-lannister": "Vyhraješ-li, odstraň poraženému protivníkovi jeden jeho žeton"
    " rozkazu, kdekoli na plánu.",
    "renly-baratheon": "Vyhraješ-li, smíš jednoho svého pěšáka, který se bitvy účastnil,"
    " povýšit na rytíře.",
    "melisandre-of-asshai": "Vyhraješ-li, smíš zaplatit 1 žeton síly, vybrat jednu kartu rodu"
    " z ruky poraženého a odhodit ji.",
    "salladhor-saan": "Podporující lodě protivníka mají v této bitvě bojovou sílu 0.",
    "asha-greyjoy": "Vyhraješ-li, smíš ihned odstranit jeden rozkaz Podpora nebo Konsolidace"
    " síly z oblasti sousedící s bitvou.",
    "balon-greyjoy": "Natištěná síla protivníkovy karty rodu je 0.",
    "victarion-greyjoy": "Když útočíš, každá tvá útočící loď přidává +2 místo +1.",
    "loras-tyrell": "Ihned znič jednoho útočícího nebo bránícího pěšáka svého protivníka.",
    "brienne-of-tarth": "Ihned odhoď protivníkův rozkaz Obrana v oblasti bitvy.",
    "queen-of-thorns": "Zruš text protivníkovy karty rodu.",
}
"""The texts of the House cards (``thrones.card-text.<card>``); a card without one has an empty
text."""


def card(card_id: str) -> str:
    return CARD_NAMES.get(card_id, card_id)


MESSAGES: dict[str, str] = {
    **{f"thrones.term.{house}": name for house, name in HOUSES.items()},
    **{f"thrones.term.{area}": AREA_NAMES.get(area, row[0]) for area, row in AREAS.items()},
    **{f"thrones.term.{token}": name for token, name in TOKENS.items()},
    **{f"thrones.term.{word}": name for word, name in WORDS.items()},
    **{f"thrones.prompt.{step}": text for step, text in PROMPTS.items()},
    **{f"thrones.card-text.{card}": CARD_TEXTS.get(card, "") for card in HOUSE_CARDS},
    # -- events -------------------------------------------------------------------------------
    "thrones.setup": "Hra o trůny: do pole vstupují rody {houses:terms}. Každý rod má {power}"
    " {power:plural:žeton síly|žetony síly|žetonů síly}.",
    "thrones.neutral-houses": "Jednotky rodů {houses:terms} stojí na plánu jako neutrální síly.",
    "thrones.planning": "Kolo {round}: plánování.",
    "thrones.orders-ready": "Rod {house:term} má rozkazy rozmístěné.",
    "thrones.orders-revealed": "Rozkazy se odhalují: {orders:messages}.",
    "thrones.order-at": "{token:term} v oblasti {area:term}",
    "thrones.raven-swap": "Rod {house:term} používá Poštovního havrana: {old:term} v oblasti"
    " {area:term} se mění na rozkaz {token:term}.",
    "thrones.raven-pass": "Rod {house:term} si rozkazy ponechává.",
    "thrones.phase": "Teď: {phase:term}.",
    "thrones.raid": "Rod {house:term} podniká nájezd z oblasti {area:term}: rod {victim:term}"
    " přichází o rozkaz {token:term} v oblasti {target:term} (drancováním získáno žetonů síly:"
    " {gained}).",
    "thrones.raid-skipped": "Rod {house:term} odstraňuje svůj Nájezd v oblasti {area:term} bez"
    " účinku.",
    "thrones.march": "Rod {house:term} táhne z oblasti {area:term}: {moves:messages}.",
    "thrones.march-stay": "Rod {house:term} odstraňuje svůj Pochod v oblasti {area:term};"
    " jednotky zůstávají.",
    "thrones.move": "{units:terms} do oblasti {area:term}",
    "thrones.neutral-taken": "Rod {house:term} poráží neutrální sílu v oblasti {area:term}.",
    "thrones.token-removed": "Žeton síly rodu {house:term} v oblasti {area:term} je odstraněn.",
    "thrones.control": "Rod {house:term} nechává žeton síly, aby udržel oblast {area:term}.",
    "thrones.battle": "Bitva v oblasti {area:term}: rod {attacker:term} útočí na rod"
    " {defender:term}.",
    "thrones.support": "Rod {house:term} podporuje: {side:term}.",
    "thrones.support-refused": "Rod {house:term} odmítá podporu rodu {supporter:term}.",
    "thrones.card-chosen": "Rod {house:term} má vybranou kartu rodu.",
    "thrones.cards-revealed": "Rod {attacker:term} hraje kartu {attacker_card:card}; rod"
    " {defender:term} hraje kartu {defender_card:card}.",
    "thrones.text-cancelled": "Královna trnů rodu {by:term} ruší text karty rodu {house:term}.",
    "thrones.order-discarded": "Rod {house:term} odhazuje rozkaz {token:term} v oblasti"
    " {area:term}.",
    "thrones.unit-destroyed": "Rod {house:term} ztrácí v oblasti {area:term} jednotku:"
    " {unit:term}.",
    "thrones.blade": "Rod {house:term} používá Valyrijský ocelový meč.",
    "thrones.battle-strength": "Rod {attacker:term} {attack} proti rodu {defender:term}"
    " {defence}: vítězí rod {winner:term}.",
    "thrones.casualty": "Rod {house:term} ztrácí v oblasti {area:term} jednotku: {unit:term}.",
    "thrones.power-gained": "Rod {house:term} získává {count} {count:plural:žeton síly|žetony"
    " síly|žetonů síly}.",
    "thrones.reclaimed": "Rod {house:term} si bere zpět do ruky kartu {card:card}.",
    "thrones.card-discarded": "Rod {by:term} nutí rod {house:term} odhodit kartu {card:card}.",
    "thrones.upgraded": "Rod {house:term} povyšuje v oblasti {area:term} pěšáka na rytíře.",
    "thrones.order-removed": "Rod {house:term} přichází o rozkaz {token:term} v oblasti"
    " {area:term}.",
    "thrones.routed-destroyed": "Rod {house:term} nemá kam ustoupit z oblasti {area:term}:"
    " {count} {count:plural:jednotka je zničena|jednotky jsou zničeny|jednotek je zničeno}.",
    "thrones.retreat": "Rod {house:term} ustupuje z oblasti {area:term} do oblasti {to:term}"
    " (ztraceno: {destroyed} {destroyed:plural:jednotka|jednotky|jednotek}).",
    "thrones.hand-refreshed": "Rod {house:term} si bere zpět své odhozené karty rodu.",
    "thrones.battle-won": "Rod {house:term} vítězí v bitvě v oblasti {area:term}.",
    "thrones.westeros": "Kolo {round}: fáze Westeros.",
    "thrones.westeros-card": "Balíček Westeros {deck:term}: {card:term}.",
    "thrones.wildlings-grow": "Hrozba divokých roste na {threat}.",
    "thrones.resolve-card": "Vyhodnocuje se karta {card:term} (balíček {deck:term}).",
    "thrones.supply": "Zásoby rodu {house:term} jsou teď na stupni {level}.",
    "thrones.disband": "Rod {house:term} odstraňuje v oblasti {area:term} jednotku: {unit:term}.",
    "thrones.muster": "Rod {house:term} verbuje v oblasti {area:term}: {unit:term}.",
    "thrones.bid-ready": "Rod {house:term} má nabídku hotovou.",
    "thrones.bids-revealed": "Nabídky {track:term:bid}: {bids:messages}.",
    # What a bid is for: a track of influence, or the Night's Watch against the wildlings.
    "thrones.term.bid.iron_throne": "o stupnici Železný trůn",
    "thrones.term.bid.fiefdoms": "o stupnici Léna",
    "thrones.term.bid.kings_court": "o stupnici Královský dvůr",
    "thrones.term.bid.wildlings": "proti divokým",
    "thrones.bid-of": "{house:term} {amount}",
    "thrones.tie": "Rod {house:term} staví rod {chosen:term} na {place:ordinal} místo stupnice"
    " {track:term}.",
    "thrones.track": "Stupnice {track:term} je teď: {order:terms}.",
    "thrones.wildlings": "Noční hlídka staví {total} proti hrozbě {threat}: {result:term}.",
    "thrones.wildling-best-chosen": "Rod {house:term} určuje, že proti divokým nabídl nejvíc"
    " rod {chosen:term}.",
    "thrones.wildling-worst-chosen": "Rod {house:term} určuje, že proti divokým nabídl nejméně"
    " rod {chosen:term}.",
    "thrones.consolidate": "Rod {house:term} konsoliduje sílu v oblasti {area:term}: {count}"
    " {count:plural:žeton síly|žetony síly|žetonů síly}.",
    "thrones.game-over": "Hra končí v kole {round}.",
    # -- refusals -----------------------------------------------------------------------------
    "thrones.unknown-action": "{text!r} není akce této hry.",
    "thrones.finished": "Hra skončila.",
    "thrones.not-your-turn": "Teď nerozhoduje {seat:player}.",
    "thrones.not-now": "Teď se rozhoduje o něčem jiném ({step}).",
    "thrones.already-ordered": "V oblasti {area:term} už rozkaz je; nejdřív ho vezmi zpět.",
    "thrones.bid-too-high": "K přihození máš jen {power} {power:plural:žeton|žetony|žetonů} síly.",
    "thrones.not-allowed": "{action} teď není dovoleno.",
    "thrones.no-units-there": "V oblasti {area:term} nemáš žádné jednotky.",
    "thrones.unknown-token": "Žeton rozkazu {token} neexistuje.",
    "thrones.order-forbidden": "{card:term}: rozkazy {token:term} jsou v tomto kole zakázány.",
    "thrones.consolidate-at-sea": "Konsolidaci síly nelze umístit na moře ({area:term}).",
    "thrones.token-used": "Žádný žeton {token:term} ti nezbyl.",
    "thrones.too-many-stars": "Tvé místo na stupnici Královský dvůr dovoluje jen {stars}"
    " {stars:plural:rozkaz|rozkazy|rozkazů} s hvězdou.",
    "thrones.no-march-order": "V oblasti {area:term} nemáš rozkaz Pochod.",
    "thrones.destination-twice": "Oblast {area:term} je uvedena dvakrát.",
    "thrones.cannot-reach": "Tyto jednotky se do oblasti {area:term} nedostanou.",
    "thrones.no-units-named": "Uveď jednotky, které jdou do oblasti {area:term}.",
    "thrones.units-not-there": "Tyto jednotky v oblasti {area:term} nejsou (nebo ustoupily).",
    "thrones.neutral-too-strong": "Neutrální síla v oblasti {area:term} vyžaduje {needed}; ty"
    " přinášíš {strength}.",
    "thrones.one-attack-per-march": "Jeden rozkaz Pochod smí vyvolat jen jeden útok.",
    "thrones.keep-legs": "Dokonči pochod z oblasti {area:term} s už vybranými úseky.",
    "thrones.leg-leaves-nothing": "Tento úsek bere všechny jednotky, které v oblasti"
    " {area:term} zbyly: místo toho jím pochod ukonči.",
    "thrones.over-supply": "Tím by se překročil limit zásob (stupeň {level}).",
    # -- status and end -----------------------------------------------------------------------
    "thrones.status": "kolo {round}, {phase:term}",
    "thrones.outcome-instant": "Rod {house:term} drží dost hradů a pevností k okamžitému"
    " vítězství (kolo {round}).",
    "thrones.outcome-rounds": "Po kole {round} se rody řadí podle hradů a pevností, pak podle"
    " zásob, pak podle žetonů síly.",
    "thrones.outcome-line": "{seat:player} ({house:term}): {castles}"
    " {castles:plural:hrad nebo pevnost|hrady a pevnosti|hradů a pevností}, zásoby {supply},"
    " žetony síly {power}.",
    "thrones.outcome-draw": "O první místo se dělí {seats:players}.",
    # -- the table: a decision's options in words -------------------------------------------
    "thrones.ui.choice.order": "{token:term}",
    "thrones.ui.hint-move": "{area:term}: {label}",
    "thrones.ui.choice.clear": "Vzít zpět rozkaz v oblasti {area:term}",
    "thrones.ui.choice.done": "Hotovo: rozkazy jsou rozmístěné",
    "thrones.ui.choice.raven": "Vyměnit za rozkaz {token:term}",
    "thrones.ui.choice.raven-pass": "Nechat rozkazy, jak jsou",
    "thrones.ui.choice.raid": "Nájezd na oblast {target:term}",
    "thrones.ui.choice.raid-skip": "Odstranit Nájezd bez účinku",
    "thrones.ui.choice.march": "Pochod: {moves:messages}",
    "thrones.ui.choice.leg": "Vyslat: {moves:messages}, pak vybrat další",
    "thrones.ui.choice.march-stay": "Odstranit Pochod; jednotky zůstanou",
    "thrones.ui.choice.move": "{units:terms} do oblasti {area:term}",
    "thrones.ui.choice.control-yes": "Ano: nechat žeton síly",
    "thrones.ui.choice.control-no": "Ne",
    "thrones.ui.choice.blade-yes": "Ano: +1 s Valyrijským ocelovým mečem",
    "thrones.ui.choice.blade-no": "Ne: meč si nechat",
    "thrones.ui.choice.accept-yes": "Ano: přijmout podporu",
    "thrones.ui.choice.accept-no": "Ne: odmítnout ji",
    "thrones.ui.choice.upgrade-yes": "Ano: povýšit pěšáka",
    "thrones.ui.choice.upgrade-no": "Ne",
    "thrones.ui.choice.support": "Podpořit rod {house:term}",
    "thrones.ui.choice.support-none": "Nepodpořit nikoho",
    "thrones.ui.choice.card": "{card:card}",
    "thrones.ui.choice.reclaim": "Vzít zpět kartu {card:card}",
    "thrones.ui.choice.reclaim-none": "Nebrat nic zpět",
    "thrones.ui.choice.discard": "Nechat odhodit kartu {card:card}",
    "thrones.ui.choice.discard-none": "Nenechat odhodit nic",
    "thrones.ui.choice.casualty": "Ztratit jednotku: {unit:term}",
    "thrones.ui.choice.remove": "Odstranit rozkaz v oblasti {area:term}",
    "thrones.ui.choice.remove-none": "Neodstranit žádný rozkaz",
    "thrones.ui.choice.retreat": "Ustoupit do oblasti {area:term}",
    "thrones.ui.choice.disband": "Odstranit jednotku: {unit:term}",
    "thrones.ui.choice.muster": "Jednotka: {unit:term}",
    "thrones.ui.choice.muster-ship": "Loď do oblasti {sea:term}",
    "thrones.ui.choice.muster-upgrade": "Povýšit pěšáka na rytíře",
    "thrones.ui.choice.muster-done": "Verbování hotovo",
    "thrones.ui.choice.bid": "Přihodit {amount}",
    "thrones.ui.choice.tie": "{house:term}",
    # -- the table: the state of the realm (side panel) -------------------------------------
    "thrones.ui.realm.round": "Kolo {round} z {rounds}",
    "thrones.ui.realm.wildlings": "Hrozba divokých {threat} z {most}",
    "thrones.ui.realm.houses": "Rody: žetony síly, hrady (z {needed})",
    "thrones.ui.realm.tracks": "Stupnice vlivu",
    "thrones.ui.realm.tokens": "Žetony nadvlády",
    "thrones.ui.realm.throne": "Železný trůn: {house:term}",
    "thrones.ui.realm.blade": "Valyrijský meč: {house:term}",
    "thrones.ui.realm.blade-used": "Valyrijský meč: {house:term} (použit)",
    "thrones.ui.realm.raven": "Poštovní havran: {house:term}",
    "thrones.ui.realm.supply": "Zásoby: stupeň, vojska / limity",
    "thrones.ui.realm.westeros": "Karty Westeros v tomto kole",
    "thrones.ui.realm.no-westeros": "Zatím žádné (v 1. kole není fáze Westeros).",
    "thrones.ui.realm.restriction": "V tomto kole platí: {card:term}.",
    "thrones.ui.realm.own-hand": "Tvé karty rodu ({house:term})",
    "thrones.ui.realm.card-stats": "síla {strength}, meče {swords}, věže {towers}",
    "thrones.ui.realm.cards": "Karty rodů ostatních",
    "thrones.ui.realm.in-hand": "v ruce {count}",
    "thrones.ui.realm.played": "zahrané: {cards:cards}",
    "thrones.ui.realm.none-played": "nic nezahráno",
    # -- the table: the map and its side panel ----------------------------------------------
    "thrones.ui.map-letter-stark": "S",
    "thrones.ui.map-letter-lannister": "L",
    "thrones.ui.map-letter-baratheon": "B",
    "thrones.ui.map-letter-greyjoy": "G",
    "thrones.ui.map-letter-tyrell": "T",
    "thrones.ui.map-unit-footman": "p",
    "thrones.ui.map-unit-knight": "r",
    "thrones.ui.map-unit-ship": "l",
    "thrones.ui.map-order-march-minus": "P-1",
    "thrones.ui.map-order-march": "P+0",
    "thrones.ui.map-order-march-star": "P+1",
    "thrones.ui.map-order-defense": "O+1",
    "thrones.ui.map-order-defense-star": "O+2",
    "thrones.ui.map-order-support": "Pd",
    "thrones.ui.map-order-support-star": "Pd*",
    "thrones.ui.map-order-raid": "N",
    "thrones.ui.map-order-raid-star": "N*",
    "thrones.ui.map-order-consolidate": "K",
    "thrones.ui.map-order-consolidate-star": "K*",
    "thrones.ui.map-neutral": "n{strength}",
    "thrones.ui.panel-name": "{area:term}",
    "thrones.ui.panel-name-both": "{name} ({english})",
    "thrones.ui.panel-land": "Pevnina",
    "thrones.ui.panel-island": "Ostrov (jen lodí)",
    "thrones.ui.panel-sea": "Moře",
    "thrones.ui.panel-castle": "Hrad",
    "thrones.ui.panel-stronghold": "Pevnost",
    "thrones.ui.panel-icons": "{barrels} {barrels:plural:sud|sudy|sudů} zásob, {crowns}"
    " {crowns:plural:koruna|koruny|korun} síly",
    "thrones.ui.panel-unheld": "Nikdo ji neovládá",
    "thrones.ui.panel-held": "Ovládá ji rod {house:term}",
    "thrones.ui.panel-token": "Ovládá ji rod {house:term} (žeton síly)",
    "thrones.ui.panel-units": "Jednotky: {units:terms}",
    "thrones.ui.panel-routed": "Po ústupu: {units:terms}",
    "thrones.ui.panel-neutral": "Neutrální síla {strength}",
    "thrones.ui.panel-order": "Rozkaz: {token:term}",
    "thrones.ui.panel-own-order": "Tvůj rozkaz (lícem dolů): {token:term}",
    "thrones.ui.panel-by-land": "Po souši: {areas:terms}",
    "thrones.ui.panel-by-land-none": "Po souši: nikam",
    "thrones.ui.panel-by-sea": "Po moři: {areas:terms}",
    "thrones.ui.panel-by-sea-none": "Po moři: nikam",
    # -- the table (tablebox/tables/thrones/table.py, battle.py, results.py, setup.py) -------
    "thrones.ui.name": "Hra o trůny",
    "thrones.ui.to-act": "na tahu:",
    "thrones.ui.waiting": "Čeká se na: {seats:players}.",
    "thrones.ui.nothing-here": "V oblasti {area:term} není co vybrat: Tab prochází oblasti"
    " tohoto rozhodnutí.",
    "thrones.ui.unordered": "{n} {n:plural:oblast|oblasti|oblastí} s jednotkami zatím bez rozkazu.",
    "thrones.ui.all-ordered": "Každá oblast s jednotkami má rozkaz.",
    "thrones.ui.your-power": "K přihození máš {n} {n:plural:žeton|žetony|žetonů} síly.",
    "thrones.ui.confirm-done": "{n} {n:plural:oblast|oblasti|oblastí} s jednotkami zatím bez"
    " rozkazu: potvrď znovu volbou Hotovo.",
    "thrones.ui.key-areas": "Oblast",
    "thrones.ui.key-choose": "Zvol",
    "thrones.ui.key-pick": "Volba",
    "thrones.ui.key-map": "Mapa",
    "thrones.ui.key-realm": "Říše",
    "thrones.ui.key-rules": "Pravidla",
    "thrones.ui.key-menu": "Zpět",
    "thrones.ui.key-log": "Záznam ↑",
    "thrones.ui.key-log-down": "Záznam ↓",
    "thrones.ui.battle.title": "Bitva o oblast {area:term}",
    "thrones.ui.battle.attacker": "útočí z oblasti {area:term}",
    "thrones.ui.battle.defender": "brání",
    "thrones.ui.battle.no-defender": "Nikdo nebrání.",
    "thrones.ui.battle.support": "podporuje rod {house:term}",
    "thrones.ui.battle.support-none": "nepodporuje nikoho",
    "thrones.ui.battle.card": "hraje kartu {card:card}",
    "thrones.ui.battle.card-hidden": "má vybranou kartu",
    "thrones.ui.battle.card-waiting": "vybírá kartu",
    "thrones.ui.battle.strength": "síla {strength}",
    "thrones.ui.battle.winner": "Bitvu vyhrává rod {house:term}.",
    "thrones.ui.results-title": "Hra o trůny: {headline}",
    "thrones.ui.wins": "vítězí {name}",
    "thrones.ui.game-over": "hra skončila",
    "thrones.ui.ranking": "Konečné pořadí (hrady a pevnosti, pak zásoby, pak žetony síly)",
    "thrones.ui.rank": "{place}. {name}: {castles} {castles:plural:hrad|hrady|hradů},"
    " zásoby {supply}, žetony síly {power}",
    "thrones.ui.setup-houses": "Rody",
    "thrones.ui.setup-seat": "Místo {n}",
    "thrones.ui.setup-random": "Náhodně",
    "thrones.ui.setup-hint": "Nech u všech míst náhodný los, nebo vyber rod pro každé místo.",
    "thrones.ui.setup-all-or-none": "Vyber rod pro každé místo, nebo je všechna nech náhodně.",
    "thrones.ui.setup-twice": "Rod {house:term} je vybrán dvakrát.",
    "thrones.ui.setup-not-in-play": "Rod {house:term} při {n} hráčích nehraje.",
    "thrones.ui.key-dismiss": "Smazat značky",
    "thrones.ui.recent-title": "Od tvého posledního pohledu:",
    "thrones.ui.recent-hint": "x tyto značky smaže (tah také).",
    "thrones.ui.choice.move-by-sea": "{units:terms} do oblasti {area:term} po moři",
    "thrones.ui.choice.order-consolidate": "{token:term} (přinese žetonů síly: {n})",
    "thrones.ui.choice.raven-consolidate": "Vyměnit za rozkaz {token:term} (přinese žetonů"
    " síly: {n})",
    "thrones.ui.supply-now": "Zásoby {level}: vojska {armies}, limity {limits}.",
    "thrones.ui.orders-left": "Zbývající rozkazy: {orders:messages} · hvězdy {stars} z {of}.",
    "thrones.ui.order-left": "{kind} ×{n}",
    "thrones.ui.kind-march": "Pochod",
    "thrones.ui.kind-defense": "Obrana",
    "thrones.ui.kind-support": "Podpora",
    "thrones.ui.kind-raid": "Nájezd",
    "thrones.ui.kind-consolidate": "Konsolidace",
    "thrones.ui.orders-none-left": "Žádné rozkazy nezbývají.",
    "thrones.ui.battle.part-units": "jednotky",
    "thrones.ui.battle.part-order": "rozkaz Pochod nebo Obrana",
    "thrones.ui.battle.part-support": "podpora",
    "thrones.ui.battle.part-card": "karta rodu",
    "thrones.ui.battle.part-blade": "Valyrijský ocelový meč",
    # -- every result seen, the end coming (issue 27.2, 27.10: results_pause.py, castles.py) --
    "thrones.ui.pause.battle": "Výsledek bitvy",
    "thrones.ui.pause.bid": "Výsledek dražby",
    "thrones.ui.pause.wildlings": "Útok divokých",
    "thrones.ui.pause.westeros": "Fáze Westeros: co se změnilo",
    "thrones.ui.pause.key": "Dál",
    "thrones.ui.pause.hint": "Enter: dál · ↑↓ posun",
    "thrones.ui.castles.line": "♜♖ k vítězství {needed}:",
    "thrones.ui.castles.title": "Hrady a pevnosti (k vítězství je třeba {needed}):",
    "thrones.ui.castles.house": "{held} z {needed}",
    "thrones.ui.castles.near": "Rod {house:term} drží {held} hradů a pevností; k vítězství mu"
    " stačí {left} {left:plural:další|další|dalších}.",
    # -- the map's legend (issue 27.6: legend.py) ---------------------------------------------
    "thrones.ui.key-legend": "Legenda",
    "thrones.ui.legend.close": "Zavřít",
    "thrones.ui.legend.hint": "l, Enter nebo Esc: zpět na mapu · ↑↓ posun",
    "thrones.ui.legend.areas": "V oblasti",
    "thrones.ui.legend.example": "Lannister: pěšák, rytíř a žeton síly",
    "thrones.ui.legend.units": "{f} pěšák, {k} rytíř, {s} loď",
    "thrones.ui.legend.routed": "rozprášené jednotky (po ústupu, do konce kola)",
    "thrones.ui.legend.token": "žeton síly: rod oblast drží i bez jednotek",
    "thrones.ui.legend.neutral": "neutrální síla o síle {n}",
    "thrones.ui.legend.orders": "Rozkazy (číslo: síla, kterou přidávají)",
    "thrones.ui.legend.march": "Pochod −1, +0, +1",
    "thrones.ui.legend.defense": "Obrana +1, +2",
    "thrones.ui.legend.support": "Podpora +0, +1",
    "thrones.ui.legend.raid": "Nájezd",
    "thrones.ui.legend.raid-star": "Nájezd ★: smí odstranit i rozkaz Obrana",
    "thrones.ui.legend.consolidate": "Konsolidace síly",
    "thrones.ui.legend.consolidate-star": "Konsolidace síly ★: smí v oblasti verbovat",
    "thrones.ui.legend.open": "podtržený: odhalený",
    "thrones.ui.legend.own": "kurzívou: tvůj rozkaz, dosud lícem dolů",
    "thrones.ui.legend.icons": "Na mapě",
    "thrones.ui.legend.stronghold": "pevnost (počítá se k vítězství; verbuje za 2 body)",
    "thrones.ui.legend.castle": "hrad (počítá se k vítězství; verbuje za 1 bod)",
    "thrones.ui.legend.barrel": "sud: zásobování",
    "thrones.ui.legend.crown": "koruna: žetony síly, když přijde Hra o trůny",
    "thrones.ui.legend.bridge": "most přes řeku",
    "thrones.ui.legend.marks": "Poslední tahy od tvého posledního pohledu",
    "thrones.ui.legend.arrived": "jednotky přitáhly",
    "thrones.ui.legend.left": "jednotky odtáhly",
    "thrones.ui.legend.battle": "bitva",
    "thrones.ui.legend.raided": "cíl nájezdu",
    "thrones.ui.legend.mustered": "naverbované jednotky",
    "thrones.ui.legend.route": "moře, jímž vede pochod pod kurzorem",
    "thrones.ui.resolved-with-effect": "{resolved:message} {effect:message}",
    "thrones.ui.westeros-effect.supply": "Zásoby každého rodu se nastaví podle sudů, které"
    " drží, a vojska nad nové limity se musí zmenšit.",
    "thrones.ui.westeros-effect.mustering": "Každý rod verbuje nové jednotky ve svých hradech"
    " (1 bod) a pevnostech (2 body).",
    "thrones.ui.westeros-effect.last-days-of-summer": "Nic se neděje.",
    "thrones.ui.westeros-effect.winter-is-coming": "Balíček se zamíchá a místo této karty se"
    " otočí nová.",
    "thrones.ui.westeros-effect.clash-of-kings": "Rody tajně přihazují žetony síly o stupnice"
    " Železný trůn, Léna a Královský dvůr, jednu po druhé.",
    "thrones.ui.westeros-effect.game-of-thrones": "Každý rod získá jeden žeton síly za každou"
    " korunu v oblastech, které ovládá.",
    "thrones.ui.westeros-effect.wildlings-attack": "Všechny rody tajně přihazují žetony síly proti"
    " hrozbě divokých: při nedostatku všechny ztratí jednotky.",
    "thrones.ui.westeros-effect.storm-of-swords": "V tomto kole se nesmí umisťovat rozkazy Obrana.",
    "thrones.ui.westeros-effect.sea-of-storms": "V tomto kole se nesmí umisťovat rozkazy Nájezd.",
    "thrones.ui.westeros-effect.a-feast-for-crows": "V tomto kole se nesmí umisťovat rozkazy"
    " Konsolidace síly.",
    "thrones.ui.westeros-effect.rains-of-autumn": "Pěšáci v tomto kole nedávají v bitvách podporu.",
}


MAP_LABELS: dict[str, str] = {
    "castle_black": "Černý hrad",
    "winterfell": "Zimohrad",
    "white_harbor": "Bílý přístav",
    "the_twins": "Dvoj.",
    "the_fingers": "Prsty",
    "the_mountains_of_the_moon": "Měsíční hory",
    "the_eyrie": "O.hn.",
    "riverrun": "Řekotočí",
    "harrenhal": "Harrenov",
    "kings_landing": "Král.příst",
    "dragonstone": "Dračí kámen",
    "highgarden": "Vysokosad",
    "storms_end": "Bouřl.konec",
    "oldtown": "St.měs.",
    "dornish_marches": "Dornské pomezí",
    "sunspear": "Sl. kopí",
    "the_narrow_sea": "Úzké moře",
    "sea_of_dorne": "Dornské moře",
    "summer_sea": "Letní moře",
    "sunset_sea": "M. zap.sl.",
}
"""The areas' labels on the map: each no wider than the English label the map file draws there
(checked by tests/tablebox/test_thrones_map_layout.py), so the map keeps its shape."""
WALL_LABEL = "ZEĎ"
"""The Wall, written above the map where the map file writes ``THE WALL``."""


DECISION_WORDS: dict[str, str] = {
    # -- issue 27: slova rozhodnutí (karty rodu, přihazování, kdo je na tahu) -----------------
    "thrones.ui.cards.part-units": "jednotky {n}",
    "thrones.ui.cards.part-order": "rozkaz {n}",
    "thrones.ui.cards.part-support": "podpora {n}",
    "thrones.ui.cards.so-far": "zatím {n}",
    "thrones.ui.cards.stats": "síla {strength} · meče {swords} · věže {towers}",
    "thrones.ui.cards.used": "Už zahrané: {cards}.",
    "thrones.ui.cards.their-hand": "Rod {house:term} může zahrát: {cards}.",
    "thrones.ui.cards.blade-no": "Bez meče: {attacker:term} {attack}, {defender:term} {defence}.",
    "thrones.ui.cards.blade-yes": "S mečem: {attacker:term} {attack}, {defender:term} {defence}.",
    "thrones.ui.cards.wins": "Vyhrává rod {house:term}.",
    "thrones.ui.cards.wins-tie": "Remíza: vyhrává rod {house:term}, je na stupnici Léna výš.",
    "thrones.ui.battle.winner-tie": "Remíza: bitvu vyhrává rod {house:term}, protože je na stupnici"
    " Léna výš.",
    "thrones.ui.bid.track": "Přihazuješ o stupnici {track:term}.",
    "thrones.ui.bid.wildlings": "Přihazuješ proti divokým, kteří útočí silou {n}.",
    "thrones.ui.bid.now": "Stupnice teď:",
    "thrones.ui.bid.rivals": "Jejich žetony síly:",
    "thrones.ui.bid.type": "Napiš svou nabídku (např. 1 1 pro 11) a stiskni Enter.",
    "thrones.ui.key-done": "Hotovo",
    "thrones.ui.no-such-order": "Takový rozkaz tu dát nelze.",
    "thrones.ui.muster.title": "Oblasti, kde lze verbovat (Tab):",
    "thrones.ui.muster.area": "{area:term}: {n:plural:zbývá|zbývají|zbývá} {n}"
    " {n:plural:bod|body|bodů}",
    "thrones.ui.muster.why-supply": "žádné nové vojsko: limit zásob",
    "thrones.ui.muster.why-no-footman": "žádný pěšák: všichni jsou na plánu",
    "thrones.ui.muster.why-no-knight": "žádný rytíř: všichni jsou na plánu",
    "thrones.ui.muster.why-no-ship": "žádná loď: všechny jsou na plánu",
    "thrones.ui.muster.why-one-point": "žádný rytíř: stojí 2 body",
    "thrones.ui.key-ready": "Jsem připraven(a): ukaž mé rozkazy a karty rodu",
    "thrones.ui.player-house": "{player} (rod {house:term})",
    "thrones.ui.whose": "Rozhoduje {player} (rod {house:term})",
    "thrones.ui.to-play": "Na tahu je {player} (rod {house:term})",
}
"""Slova z issue 27, zvlášť, aby se čistě sloučila."""
MESSAGES.update(DECISION_WORDS)
