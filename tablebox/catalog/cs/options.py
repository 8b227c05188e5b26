"""Czech for what each game's options do, as the command line explains them (``tablebox
new GAME --help``, ``tablebox list``): keyed ``options.<game>.<option>``, and
``options.about.<game>`` for what a game's options are about. What is typed (option names,
values such as ``random`` or ``mixed``) is the same in every language and is only quoted."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "options.default-own": "dodaný s tableboxem",
    # Claim (Trůn).
    "options.about.claim": ("S jakým balíčkem hrát. Výchozí je základní hra Trůn 2 pro dva hráče."),
    "options.claim.box": "claim nebo claim2: pět frakcí té krabice; mixed: dvojice a samostatné.",
    "options.claim.pair": "Jen pro smíšený balíček: jediná dvojice frakcí o 22 kartách.",
    "options.claim.singles": (
        "Jen pro smíšený balíček: tři samostatné frakce pro dva hráče, pět pro tři nebo čtyři."
    ),
    "options.claim.factions": (
        "Smíšený balíček (náhodná dvojice a náhodné samostatné frakce, kolik jich počet hráčů"
        " vyžaduje) vylosovaný ze semínka, pro 2 až 4 hráče; místo box, pair a singles. Bez"
        " žádné z nich dostanou tento balíček 3 nebo 4 hráči."
    ),
    # Oriflamme.
    "options.about.oriflamme": (
        "Kdo začíná a kterým směrem se řada vyhodnocuje; obojí se losuje ze semínka hry, pokud"
        " to nenastavíš."
    ),
    "options.oriflamme.first_player": (
        "Hráč, který má v 1. kole žeton prvního hráče, podle místa (1 je první jmenovaný"
        " hráč); random: losuje se ze semínka hry (podle pravidel ho dostane nejstarší hráč)."
    ),
    "options.oriflamme.direction": (
        "Kterým směrem probíhá každé vyhodnocení, po celou hru; random: losuje se ze semínka hry."
    ),
    # Král trpaslíků.
    "options.about.dwarf-king": (
        "Jak dlouhá hra, které úkoly, kdo rozdává první a zda zůstanou získané karty vidět."
    ),
    "options.dwarf-king.deals": (
        "Počet rozdání před rozhodnutím remízy: podle pravidel 7, méně pro kratší hru."
    ),
    "options.dwarf-king.quests": "beginner vynechá destičky úkolů 1, 2, 14, 16 a 20.",
    "options.dwarf-king.first_dealer": (
        "Hráč, který rozdává první, podle místa (1 je první jmenovaný hráč), nebo random."
    ),
    "options.dwarf-king.open_tricks": (
        "Pro začátečníky: každý hráč vidí všechny získané karty, nejen svůj poslední štych."
    ),
    # Truel.
    "options.about.truel": (
        "Zda hráči začínají s drahokamem a zda hrát zápas; --board a --deck načtou vlastní"
        " hrací plán nebo balíček."
    ),
    "options.truel.start_gems": (
        "one: každý hráč začíná s drahokamem své barvy; zero: varianta, ve které nikdo (delší hra)."
    ),
    "options.truel.match": (
        "yes: hrát hry, dokud jeden hráč nevyhraje třikrát a nestane se šampionem večera."
    ),
    "options.truel.board": "Dráha ze souboru JSON (ve formátu assets/truel/board.json).",
    "options.truel.deck": "Karty ze souboru JSON (ve formátu assets/truel/deck.json).",
    # Hra o trůny.
    "options.about.thrones": (
        "Jaký rod hraje který hráč; losuje se ze semínka hry, pokud to nenastavíš."
    ),
    "options.thrones.houses": (
        "Rod každého hráče v pořadí míst: každý z rodů ve hře při tomto počtu hráčů jednou;"
        " random: losuje se ze semínka hry."
    ),
    "options.thrones.houses-values": "čárkami oddělený seznam rodů, jeden na hráče v pořadí míst",
}
