"""Czech for The Dwarf King (Král trpaslíků): events, refusals, prompts, the special cards'
effects and the quests' names and rules in plain words (keyed by slug).

The words of the Czech rulebook: štych (trick), kolo (deal), úkol (quest), přiznat barvu
(follow suit), kluk, dáma, král, eso (J, Q, K, A, printed on the cards as letters). A card is
named as on a Czech card table, by its suit's adjective and its rank ("skřetí král",
"rytířská 7", "trpasličí eso"), always in the nominative: the templates put a card after a
colon or in a list. Players' names stay in the nominative and every verb is in the present
tense, which does not depend on the player's gender.

Names not printed in the Czech box: the suits' names (Trpaslíci, Rytíři, Skřeti: the rulebook
names only the colours); the special cards but Druid, Vlajkonoš, Loutkář and the drak,
čaroděj and mumie its opening names (Kutil, Šašek, Zaklínač, Zvěd, Šaman, Excalibur); every
quest but "Tři čtvrtiny" and "Obětování zadního voje".
"""

from __future__ import annotations

SUIT_NAMES: dict[str, str] = {"dwarves": "Trpaslíci", "knights": "Rytíři", "goblins": "Skřeti"}
RANK_NAMES: dict[str, str] = {"J": "kluk", "Q": "dáma", "K": "král", "A": "eso"}
SPECIAL_NAMES: dict[str, str] = {
    "dwarves-1": "Druid",
    "dwarves-11-flag-bearer": "Vlajkonoš",
    "dwarves-11-tinkerer": "Kutil",
    "knights-1": "Šašek",
    "knights-11-flag-bearer": "Vlajkonoš",
    "knights-11-enchanter": "Zaklínač",
    "goblins-1": "Zvěd",
    "goblins-11-shaman": "Šaman",
    "goblins-11-flag-bearer": "Vlajkonoš",
    "dragon": "Drak",
    "mummy": "Mumie",
    "puppeteer": "Loutkář",
    "sorcerer": "Čaroděj",
    "excalibur": "Excalibur",
}
SPECIAL_EFFECTS: dict[str, str] = {
    "dwarves-1": "Po jejím štychu si ten, kdo ji zahrál, vymění celou ruku s hráčem podle své"
    " volby (ne v posledním štychu).",
    "dwarves-11-flag-bearer": "Kdo vyhraje její štych, získá +3.",
    "dwarves-11-tinkerer": "Kdo vyhraje následující štych, získá +3 (v posledním štychu nic).",
    "knights-1": "Kdo ji zahraje v posledním štychu, získá +3, ať štych vyhraje, nebo ne.",
    "knights-11-flag-bearer": "Po jejím štychu ten, kdo ji zahrál, zvolí směr doleva, nebo"
    " doprava, a všichni tím směrem pošlou celou ruku (ne v posledním štychu).",
    "knights-11-enchanter": "Kdo vyhraje její štych, tomu se body za toto kolo zdvojnásobí.",
    "goblins-1": "Kdo ji zahraje, získá +1 za každého kluka, dámu, krále a eso v jejím štychu.",
    "goblins-11-shaman": "Kdo vyhraje její štych, ztratí 3 body.",
    "goblins-11-flag-bearer": "Po výběru úkolu si její držitel vezme 2 náhodné karty od hráče"
    " podle své volby a pak mu vrátí libovolné 2 karty.",
    "dragon": "Smí se zahrát vždy. Vyhrává štych, ledaže v něm je eso: pak vyhrává eso"
    " vynesené barvy, jinak naposledy zahrané eso.",
    "mummy": "Platí za kartu, která vyhrála předchozí štych (její barva i hodnota). Ne v 1."
    " štychu.",
    "puppeteer": "Smí se zahrát kdykoli (ne jako výnos 1. štychu): přebírá barvu karty zahrané"
    " těsně před ní, o chlup vyšší. Při výnosu napodobí poslední kartu předchozího štychu.",
    "sorcerer": "Od 2. štychu na začátku tvého tahu: vezmi si do ruky kartu z posledního"
    " dokončeného štychu a Čaroděje polož na její místo. Držíš-li ho až do posledního štychu,"
    " zahraješ ho a vyhrát nemůže.",
    "excalibur": "Smí se zahrát, jen když nemůžeš přiznat barvu (nebo jako výnos). Vyhrává štych.",
}
QUEST_NAMES: dict[str, str] = {
    "lucky-run": "Šťastná série",
    "bad-run": "Smolná série",
    "save-the-rearguard": "Záchrana zadního voje",
    "sacrifice-the-rearguard": "Obětování zadního voje",
    "three-quarters": "Tři čtvrtiny",
    "from-6-to-7": "Od 6 do 7",
    "knights-debacle": "Debakl rytířů",
    "goblin-defeat": "Porážka skřetů",
    "to-the-right": "Doprava",
    "to-the-left": "Doleva",
    "good-numbers": "Dobrá čísla",
    "bad-numbers": "Špatná čísla",
    "most-victories": "Nejvíc vítězství",
    "fewest-victories": "Nejméně vítězství",
    "good-things-come-in-3s": "Do třetice všeho dobrého",
    "there-can-be-only-one": "Zůstat může jen jeden",
    "four-by-four": "Po čtyřech",
    "two-by-two": "Po dvou",
    "evens": "Sudé",
    "odds": "Liché",
    "all-for-one": "Všichni za jednoho",
    "one-for-all": "Jeden za všechny",
    "knightly-victory-against-dwarves": "Vítězství rytířů nad trpaslíky",
    "dwarven-victory-against-knights": "Vítězství trpaslíků nad rytíři",
    "capture-the-kings": "Zajmi krále",
    "capture-the-queens": "Zajmi dámy",
    "eeny-meeny": "Ententýky",
    "miney-mo": "… dva špalíky",
    "triplets": "Trojčata",
    "1-2-and": "Raz, dva a…",
    "grand-slam": "Velký slam",
    "utter-chaos": "Naprostý chaos",
    "elite-army": "Elitní armáda",
    "massive-army": "Početná armáda",
    "garden-gnomes": "Zahradní trpaslíci",
    "nobles": "Šlechta",
    "nobles-and-knights": "Šlechta a rytíři",
    "soldiers-without-knights": "Vojáci bez rytířů",
    "in-line": "V řadě",
    "sandwich": "Sendvič",
}
QUEST_TEXTS: dict[str, str] = {
    "lucky-run": "+2 za každý štych tvé nejdelší řady štychů vyhraných za sebou.",
    "bad-run": "−2 za každý štych tvé nejdelší řady štychů vyhraných za sebou.",
    "save-the-rearguard": "+2 za každý z posledních 4 štychů, který vyhraješ.",
    "sacrifice-the-rearguard": "−2 za každý z posledních 4 štychů, který vyhraješ.",
    "three-quarters": "+4 za každou 3 a každou 4, kterou získáš.",
    "from-6-to-7": "+4 za každou 6 a každou 7, kterou získáš.",
    "knights-debacle": "−1 za každou kartu Rytířů, kterou získáš.",
    "goblin-defeat": "−1 za každou kartu Skřetů, kterou získáš.",
    "to-the-right": "+1 za každý štych, který vyhraje hráč před tebou.",
    "to-the-left": "+1 za každý štych, který vyhraje hráč po tobě.",
    "good-numbers": "Sečti čísla (1 až 11), která získáš: nejvyšší součet dostane +5.",
    "bad-numbers": "Sečti čísla (1 až 11), která získáš: nejvyšší součet dostane −5.",
    "most-victories": "+1 za každý štych, který vyhraješ.",
    "fewest-victories": "−1 za každý štych, který vyhraješ.",
    "good-things-come-in-3s": "+5, vyhraješ-li přesně 3 štychy.",
    "there-can-be-only-one": "+5, vyhraješ-li přesně 1 štych.",
    "four-by-four": "+5, vyhraješ-li přesně 4 štychy.",
    "two-by-two": "+5, vyhraješ-li přesně 2 štychy.",
    "evens": "+5, vyhraješ-li sudý počet štychů (0 se nepočítá).",
    "odds": "+5, vyhraješ-li lichý počet štychů.",
    "all-for-one": "+5, nevyhraje-li žádný jiný hráč tolik štychů jako ty.",
    "one-for-all": "+5, vyhraje-li jiný hráč stejně štychů jako ty.",
    "knightly-victory-against-dwarves": "+1 za každou kartu Rytířů, −1 za každou kartu"
    " Trpaslíků, kterou získáš.",
    "dwarven-victory-against-knights": "+1 za každou kartu Trpaslíků, −1 za každou kartu"
    " Rytířů, kterou získáš.",
    "capture-the-kings": "+3 za každého krále, −3 za každou dámu, kterou získáš.",
    "capture-the-queens": "+3 za každou dámu, −3 za každého krále, kterého získáš.",
    "eeny-meeny": "Kdo první dosáhne 3 štychů, získá +3, druhý +4, třetí +5…",
    "miney-mo": "Kdo první dosáhne 3 štychů, získá −3, druhý −4, třetí −5…",
    "triplets": "+2 za každou hodnotu J, Q, K nebo A, kterou získáš ve všech třech barvách;"
    " +1 za každou jinou hodnotu.",
    "1-2-and": "−2 za každou hodnotu J, Q, K nebo A, kterou získáš ve všech třech barvách;"
    " −1 za každou jinou hodnotu.",
    "grand-slam": "+5, vyhraješ-li aspoň 4 štychy za sebou.",
    "utter-chaos": "+5, vyhrají-li ostatní aspoň 4 štychy za sebou bez tebe.",
    "elite-army": "+1 za každou kartu barvy, které máš nejméně.",
    "massive-army": "+1 za každou kartu barvy, které máš nejvíc.",
    "garden-gnomes": "Získáš číslo své nejnižší získané karty Trpaslíků (J, Q, K, A se"
    " nepočítají; žádná: 0).",
    "nobles": "Získáš číslo své nejnižší získané karty Rytířů (J, Q, K, A se nepočítají;"
    " žádná: 0).",
    "nobles-and-knights": "+1 za každé J, Q, K a A a +1 za každou kartu Rytířů, kterou získáš.",
    "soldiers-without-knights": "−1 za každé J, Q, K a A a −1 za každou kartu Rytířů, kterou"
    " získáš.",
    "in-line": "+3, vyhraješ-li méně štychů než hráč před tebou; +3, vyhraješ-li víc než hráč"
    " po tobě.",
    "sandwich": "+3, vyhraješ-li víc štychů než hráč před tebou; +3, vyhraješ-li víc než hráč"
    " po tobě.",
}

MESSAGES: dict[str, str] = {
    # setup and deals
    "dwarf-king.player-count": "Krále trpaslíků hraje 3 až 5 hráčů, ne {n}",
    "dwarf-king.no-such-dealer": "mezi {n} hráči není místo {seat}, které by rozdávalo první",
    "dwarf-king.first-dealer": "První rozdává {seat:player}.",
    "dwarf-king.deal-begins": "Kolo {deal} z {deals}: rozdává {seat:player}; speciální karta"
    " je {card:card}.",
    "dwarf-king.tiebreak-deal-begins": "Rozhodující kolo {deal}: rozdává {seat:player};"
    " speciální karta je {card:card}.",
    "dwarf-king.shows": "{seat:player} ukazuje: {card:card}.",
    "dwarf-king.draws-tile": "{seat:player} bere dílek úkolu a vybírá jeho stranu.",
    "dwarf-king.your-tile": "Dílek úkolu {tile}: {a:term}, nebo {b:term}.",
    "dwarf-king.quest-chosen": "{seat:player} vybírá úkol {quest:term}.",
    "dwarf-king.steals": "{seat:player} bere 2 náhodné karty hráči {victim:player}.",
    "dwarf-king.you-steal": "Bereš si od hráče {victim:player}: {cards:cards}.",
    "dwarf-king.stolen": "{seat:player} ti bere: {cards:cards}.",
    "dwarf-king.gives": "{seat:player} vrací 2 karty hráči {victim:player}.",
    "dwarf-king.you-give": "Dáváš hráči {victim:player}: {cards:cards}.",
    "dwarf-king.given": "{seat:player} ti dává: {cards:cards}.",
    "dwarf-king.plays": "{seat:player} hraje: {card:card}.",
    "dwarf-king.wins-trick": "{seat:player} bere {trick}. štych.",
    "dwarf-king.sorcerer": "{seat:player} používá Čaroděje a bere si z {trick}. štychu:"
    " {card:card}.",
    "dwarf-king.effect-points": "{card:card}: {points:signed} {points:plural:bod|body|bodů}"
    " pro hráče {seat:player}.",
    "dwarf-king.effect-none": "{card:card} tu nemá žádný účinek.",
    "dwarf-king.effect-doubled": "{seat:player} bude mít body za toto kolo zdvojnásobené.",
    "dwarf-king.swaps": "{seat:player} si mění ruku s hráčem {target:player} (Druid).",
    "dwarf-king.passes": "{seat:player} posílá všechny ruce {direction:term}.",
    "dwarf-king.deal-scored": "Kolo {deal} je spočítáno ({quest:term}).",
    "dwarf-king.deal-points": "{seat:player}: úkol {quest}, speciální {special}: {points}"
    " (celkem {total}).",
    "dwarf-king.deal-points-doubled": "{seat:player}: úkol {quest}, speciální {special},"
    " zdvojnásobeno: {points} (celkem {total}).",
    "dwarf-king.next-dealer": "{seat:player} získává trpasličí 5 a rozdává další kolo.",
    "dwarf-king.tie": "Nerozhodně: {seats:players}. Rozhodne další kolo.",
    "dwarf-king.game-over": "Hra skončila.",
    # leads, status, outcome
    "dwarf-king.leads-goblins-five": "{seat:player} má skřetí 5 a vynáší.",
    "dwarf-king.leads-won": "{seat:player} bere {trick}. štych a vynáší.",
    "dwarf-king.status": "kolo {deal} z {deals}, štych {trick} z {tricks}",
    "dwarf-king.status-tie": "rozhodující kolo {deal}, štych {trick} z {tricks}",
    "dwarf-king.final-total": "{seat:player}: {total} {total:plural:bod|body|bodů}",
    "dwarf-king.tiebreak-deals": "{n}"
    " {n:plural:rozhodující kolo|rozhodující kola|rozhodujících kol} navíc",
    "dwarf-king.shared-win": "Stále nerozhodně: o vítězství se dělí {seats:players}",
    # who does what
    "dwarf-king.doing-quest": "{seat:player} vybírá úkol.",
    "dwarf-king.doing-steal": "{seat:player} vybírá, komu vezme 2 karty.",
    "dwarf-king.doing-give": "{seat:player} vrací 2 karty, dostane je {victim:player}.",
    "dwarf-king.doing-druid": "{seat:player} vybírá, s kým si vymění ruku.",
    "dwarf-king.doing-pass": "{seat:player} vybírá, kterým směrem půjdou ruce.",
    "dwarf-king.doing-play": "{seat:player} hraje do {trick}. štychu.",
    "dwarf-king.doing-over": "Hra skončila.",
    "dwarf-king.prompt-play": "Zahraj kartu:",
    "dwarf-king.prompt-quest": "Vyber úkol pro toto kolo:",
    "dwarf-king.prompt-steal": "Komu vezmeš 2 náhodné karty?",
    "dwarf-king.prompt-give": "Vrať libovolné 2 karty:",
    "dwarf-king.prompt-swap": "Druid: s kým si vyměníš ruku?",
    "dwarf-king.prompt-pass": "Vlajkonoš: poslat všechny ruce doleva, nebo doprava?",
    # refusals
    "dwarf-king.must-follow": "musíš přiznat barvu: {suit:term}",
    "dwarf-king.excalibur-void": "Excalibur jen tehdy, když nemůžeš přiznat barvu: {suit:term}",
    "dwarf-king.mummy-first-trick": "Mumie se v 1. štychu hrát nesmí",
    "dwarf-king.puppeteer-first-lead": "Loutkář nesmí vynášet 1. štych",
    "dwarf-king.sorcerer-held": "Čaroděj se hraje jen v posledním štychu; použij ho raději na"
    " začátku tahu",
    "dwarf-king.no-sorcerer": "Čaroděje nemáš",
    "dwarf-king.sorcerer-first-trick": "Čaroděj funguje až od 2. štychu",
    "dwarf-king.not-in-last-trick": "{action} není v posledním dokončeném štychu",
    "dwarf-king.not-in-hand": "{action} není karta v tvé ruce",
    "dwarf-king.choose-quest": "{action}: nejdřív vyber jednu stranu dílku úkolu",
    "dwarf-king.choose-steal": "{action}: nejdřív vyber hráče, kterému vezmeš 2 karty",
    "dwarf-king.choose-give": "{action}: nejdřív vrať 2 různé karty z ruky",
    "dwarf-king.choose-druid": "{action}: nejdřív vyber hráče, s nímž si vyměníš ruku",
    "dwarf-king.choose-pass": "{action}: nejdřív vyber poslat doleva, nebo doprava",
    # the table's own words (``tablebox/tables/dwarf_king``)
    "dwarf-king.ui.game-over": "Konec hry",
    "dwarf-king.ui.deal": "Kolo {deal}",
    "dwarf-king.ui.deal-of": "Kolo {deal} z {deals}",
    "dwarf-king.ui.tiebreak-deal": "Rozhodující kolo {deal}",
    "dwarf-king.ui.trick": "Štych {trick}",
    "dwarf-king.ui.trick-of": "Štych {trick} z {tricks}",
    "dwarf-king.ui.dealt": "rozdává {name}",
    "dwarf-king.ui.deals-key": "d: dosavadní kola",
    "dwarf-king.ui.last-deal": "Poslední kolo",
    "dwarf-king.ui.follow": "Přiznej barvu: {suit:term}.",
    "dwarf-king.ui.magic": "Magie",
    "dwarf-king.ui.players-title": "Hráči (* rozdával) · body · štychy",
    "dwarf-king.ui.rank-note-1": "pod dvojkou",
    "dwarf-king.ui.rank-note-11": "mezi desítkou a klukem",
    "dwarf-king.ui.player-won": "{n} {n:plural:štych|štychy|štychů}",
    "dwarf-king.ui.trick-ordinal": "{trick:ordinal}",
    "dwarf-king.ui.quest": "Úkol",
    "dwarf-king.ui.special": "Speciální",
    "dwarf-king.ui.choose-side": "vyber jednu stranu dílku:",
    "dwarf-king.ui.trick-won": "bere {name}",
    "dwarf-king.ui.sorcerer-took": "Čaroděj bere: {card}",
    "dwarf-king.ui.your-last-trick": "Tvůj poslední štych ({trick}.):",
    "dwarf-king.ui.deal-scored": "Kolo {deal} spočítáno",
    "dwarf-king.ui.quest-points": "úkol {points}",
    "dwarf-king.ui.special-points": "speciální {points}",
    "dwarf-king.ui.doubled": "zdvojnásobeno Zaklínačem",
    "dwarf-king.ui.total": "celkem {total}",
    "dwarf-king.ui.won-five": "Trpasličí 5 získává {name}.",
    "dwarf-king.ui.hands-hidden": "Ruce skryté",
    "dwarf-king.ui.hand-title": "Ruka: {name} ({n} {n:plural:karta|karty|karet})",
    "dwarf-king.ui.enter-gives": "Enter ji vybere k vrácení",
    "dwarf-king.ui.give-note": "Vrať 2 karty hráči {name}: Enter na každé. Vybráno:",
    "dwarf-king.ui.none-yet": "zatím nic",
    "dwarf-king.ui.sorcerer-note": "s: použij Čaroděje na {trick}. štych, než zahraješ.",
    "dwarf-king.ui.take": "vzít: {card}",
    "dwarf-king.ui.back-to-hand": "zpět do ruky",
    "dwarf-king.ui.pass-choice": "Poslat {direction:term}: každá ruka jde o místo dál (tvou"
    " dostane {name})",
    "dwarf-king.ui.sorcerer-prompt": "Čaroděj: kterou kartu {trick}. štychu si vezmeš?",
    "dwarf-king.ui.your-hand": "Tvoje ruka:",
    "dwarf-king.ui.no-deals": "Zatím nebylo spočítáno žádné kolo.",
    "dwarf-king.ui.deals-title": "Král trpaslíků: dosavadní kola",
    "dwarf-king.ui.won-title": "Získané karty",
    "dwarf-king.ui.no-own-trick": "Smíš se dívat jen na svůj poslední vyhraný štych: zatím žádný.",
    "dwarf-king.ui.results-title": "{game}: {headline}",
    "dwarf-king.ui.game-goes-on": "hra pokračuje",
    "dwarf-king.ui.new-king": "Novým trpasličím králem je {name}",
    "dwarf-king.ui.share-crown": "O korunu se dělí {seats:players}",
    "dwarf-king.ui.ranking": "Pořadí",
    "dwarf-king.ui.winner": "vítěz",
    "dwarf-king.ui.points": "{total} {n:plural:bod|body|bodů}",
    # the end of a deal (``summary.py``)
    "dwarf-king.ui.deal-over": "Kolo {deal} z {deals} skončilo",
    "dwarf-king.ui.tiebreak-deal-over": "Rozhodující kolo {deal} skončilo",
    "dwarf-king.ui.col-player": "Hráč",
    "dwarf-king.ui.col-tricks": "Štychy",
    "dwarf-king.ui.col-quest": "Úkol",
    "dwarf-king.ui.col-special": "Speciál",
    "dwarf-king.ui.col-doubled": "Zaklínač",
    "dwarf-king.ui.col-deal": "Kolo",
    "dwarf-king.ui.col-total": "Celkem",
    "dwarf-king.ui.enchanter-doubled": "Zaklínač zdvojnásobuje body: {seats:players}.",
    "dwarf-king.ui.last-deal-played": "To bylo poslední kolo: následují konečné výsledky.",
    "dwarf-king.ui.next-deal": "{seat:player} získává trpasličí 5 a rozdává další kolo.",
    "dwarf-king.ui.tie-next": "O první místo se dělí {seats:players}: rozhodne další kolo.",
    "dwarf-king.ui.key-next-deal": "Další kolo",
    "dwarf-king.ui.key-results": "Výsledky",
    "dwarf-king.ui.key-leave": "Nabídka (hra je uložena)",
    # three letters on a small card's edge, for its suit or magic card
    "dwarf-king.ui.short-dwarves": "Trp",
    "dwarf-king.ui.short-knights": "Ryt",
    "dwarf-king.ui.short-goblins": "Skř",
    "dwarf-king.ui.short-dragon": "Drk",
    "dwarf-king.ui.short-mummy": "Mum",
    "dwarf-king.ui.short-puppeteer": "Lou",
    "dwarf-king.ui.short-sorcerer": "Čar",
    "dwarf-king.ui.short-excalibur": "Exc",
    # the footer's keys
    "dwarf-king.ui.key-card": "Karta",
    "dwarf-king.ui.key-choice": "Volba",
    "dwarf-king.ui.key-play": "Hrát",
    "dwarf-king.ui.key-give": "Vrátit",
    "dwarf-king.ui.key-choose": "Vybrat",
    "dwarf-king.ui.key-sorcerer": "Čaroděj",
    "dwarf-king.ui.key-deals": "Kola",
    "dwarf-king.ui.key-won": "Získané",
    # the setup panel
    "dwarf-king.ui.who-starts": "kdo rozdává první, určí volba Rozdává níže.",
    "dwarf-king.ui.setup-game": "Hra",
    "dwarf-king.ui.setup-deals": "Kola",
    "dwarf-king.ui.deals": "{n} {n:plural:kolo|kola|kol}",
    "dwarf-king.ui.setup-quests": "Úkoly",
    "dwarf-king.ui.quests-all": "Všech 20 dílků",
    "dwarf-king.ui.quests-beginner": "Pro začátečníky (15)",
    "dwarf-king.ui.setup-dealer": "Rozdává",
    "dwarf-king.ui.random": "Náhodně",
    "dwarf-king.ui.player-number": "Hráč {number}",
    "dwarf-king.ui.open-tricks": "Otevřené štychy (každá získaná karta je vidět)",
    "dwarf-king.ui.setup-hint": "Hra má sedm kol; méně kol dá kratší hru. Úkoly pro začátečníky"
    " vynechávají dílky, které sledují pořadí štychů. Otevřené štychy jsou na učení.",
    "dwarf-king.ui.dealer-too-high": "Hráč {number} nemůže rozdávat první:"
    " {count:plural:je zadáno jen|jsou zadána jen|je zadáno jen} {count}"
    " {count:plural:jméno|jména|jmen}.",
    # terms
    "dwarf-king.term.dwarves": "Trpaslíci",
    "dwarf-king.term.knights": "Rytíři",
    "dwarf-king.term.goblins": "Skřeti",
    "dwarf-king.term.left": "doleva",
    "dwarf-king.term.right": "doprava",
    **{f"dwarf-king.term.{slug}": name for slug, name in QUEST_NAMES.items()},
    **{f"dwarf-king.quest-text.{slug}": text for slug, text in QUEST_TEXTS.items()},
    **{f"dwarf-king.special.{card}": text for card, text in SPECIAL_EFFECTS.items()},
}

_SUIT_ADJECTIVES: dict[str, tuple[str, str, str]] = {
    "dwarves": ("trpasličí", "trpasličí", "trpasličí"),
    "knights": ("rytířský", "rytířská", "rytířské"),
    "goblins": ("skřetí", "skřetí", "skřetí"),
}
"""A suit's adjective in the masculine, feminine and neuter, to agree with the rank: kluk and
král are masculine, dáma and a number (sedmička) feminine, eso neuter."""
_RANK_GENDER: dict[str, int] = {"J": 0, "K": 0, "Q": 1, "A": 2}


def card(card_id: str) -> str:
    """``"goblins-K"`` -> "skřetí král"; ``"knights-7"`` -> "rytířská 7"; ``"dwarves-1"`` ->
    "Druid (trpasličí 1)"."""
    if card_id in SPECIAL_NAMES:
        name = SPECIAL_NAMES[card_id]
        suit, _, rest = card_id.partition("-")
        if not rest:
            return name
        return f"{name} ({_SUIT_ADJECTIVES[suit][1]} {rest.split('-')[0]})"
    suit, _, rank = card_id.partition("-")
    if suit not in SUIT_NAMES:
        return card_id
    adjective = _SUIT_ADJECTIVES[suit][_RANK_GENDER.get(rank, 1)]
    return f"{adjective} {RANK_NAMES.get(rank, rank)}"
