"""Czech for the hint at the table (issue 30.1): the strong player's three best moves, their
chances and reasons."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "hint.title": "Rada pro hráče {seat:player}",
    "hint.looking": "Hledám radu… (dalším {key} hledání zastavíš)",
    "hint.stopped": "Hledání rady zastaveno.",
    "hint.none": "Rada není",
    "hint.off": "Rady jsou v téhle hře vypnuté.",
    "hint.not-your-turn": "Radu dostane jen hráč, který je na tahu.",
    "hint.move": "{number}. {move}: {chance} ±{margin}",
    "hint.move-few": "{number}. {move}: {chance} (jen {tries} {tries:plural:pokus|pokusy|pokusů})",
    "hint.forced": "{number}. {move}",
    "hint.reason-only": "jediný tah, který má smysl",
    "hint.reason-wins": "vezme štych",
    "hint.reason-wins-lowest": "vezme štych tvou nejnižší kartou, která na to stačí",
    "hint.reason-lost-anyway": "štych je tak jako tak ztracený: jde tvoje nejnižší karta",
    "hint.reason-lowest": "tvoje nejnižší karta: ty lepší si necháš",
    "hint.reason-highest": "tvoje nejvyšší karta: ostatní ji přebijí jen draze",
    "hint.reason-completes": "dokončí trojici",
    "hint.reason-steals": "přistane na hráči a vezme mu drahokamy",
    "hint.reason-eliminates": "vyřadí kartu z řady",
    "hint.reason-gains": "hned získá {amount} {amount:plural:bod|body|bodů} vlivu",
    "hint.reason-reveal": "kartu teď odhalí",
    "hint.reason-keep-hidden": "kartu zatím nechá skrytou",
    "hint.reason-bid-nothing": "šetří Moc na později",
    "hint.reason-clear": "jasně nejlepší: o {lead} víc než další tah",
    "hint.reason-close": "těsné: další tah je skoro stejně dobrý",
    "hint.reason-behind": "o {behind} méně než první",
    "hint.reason-as-good": "zhruba stejně dobrý jako první",
    "hint.asked": "Využité rady: {counts}.",
    "hint.asked-one": "{seat:player} {count}",
}
