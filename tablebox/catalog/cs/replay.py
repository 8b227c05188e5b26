"""Czech for the replay viewer: its position bar, whose eyes, its keys and its end chart."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The position bar: "tah 37 ze 412 · kolo 3, plánování · na tahu Ann · očima: Ann".
    "replay.bar-move": "tah {move} z {moves}",
    "replay.bar-start": "začátek · {moves} {moves:plural:tah|tahy|tahů}",
    "replay.turn-one": "na tahu {seat:player}",
    "replay.turn-many": "na tahu {seats:players}",
    "replay.eyes-public": "veřejný stůl",
    "replay.eyes-mover": "vše odkryté",
    "replay.eyes-seat": "očima: {seat:player}",
    "replay.playing": "▶ {speed}/s (+ -)",
    # Under a hand: what the highlighted card could do (no key plays it in a replay).
    "replay.may-choose": "lze zvolit",
    # Notices.
    "replay.read-only": "Záznam se jen sleduje: táhnout se v něm nedá.",
    "replay.hands-hidden": "Veřejný pohled skrývá ruce: klávesa v vybere, čí očima sledovat.",
    "replay.hands-hidden-open": "Veřejný pohled skrývá ruce, dokud hra neskončí.",
    "replay.only-public": "Dokud hra neskončí, záznam ukazuje jen veřejný stůl.",
    "replay.eyes-now": "Teď sleduješ: {eyes}.",
    "replay.mover-hint": "Vše odkryté: stůl očima hráče na tahu a nad ním, co kdo drží skryté"
    " (klávesa h seznam skryje či ukáže).",
    # Face up: what each player keeps hidden, one line per player ("Bára: v ruce obr 3, ...").
    "replay.face-up-seat": "{seat:player}: {secrets}",
    "replay.face-up-seat-family": "{seat:player} (karty {family}): {secrets}",
    "replay.secrets-hide": "h tento seznam skryje",
    "replay.secrets-more": "▼ {page}/{pages} · h: další",
    "replay.secrets-last": "{page}/{pages} · h tento seznam skryje",
    "replay.face-up-none": "Vše odkryté: nikdo tu nic skrytého nedrží.",
    "replay.face-up-unknown": "Vše odkryté: tato hra své skryté karty nejmenuje.",
    "replay.secret-hand": "v ruce {cards}",
    "replay.secret-followers": "následovníci {cards}",
    "replay.secret-set-aside": "stranou {cards}",
    "replay.secret-face-down": "lícem dolů na {number}. místě: {cards}",
    "replay.secret-order": "rozkazy {items:messages}",
    "replay.secret-bid": "přihazuje {number}",
    "replay.secret-house-card": "karta rodu {cards}",
    "replay.speed-now": "{speed} {speed:plural:tah|tahy|tahů} za sekundu",
    "replay.cannot-replay": "Záznam nelze přehrát",
    "replay.no-chart": "Pro tuto hru graf není.",
    # The end chart.
    "replay.chart-title": "{measure} v průběhu hry (po částech: {unit})",
    "replay.chart-close": "Graf zavřeš klávesou c nebo Esc.",
    "replay.measure-factions": "Vyhrané frakce",
    "replay.measure-gem-kinds": "Držené druhy drahokamů",
    "replay.chart-shared": "více hráčů",
    "replay.chart-mark-game": "┴ nová hra",
    "replay.chart-mark-deal": "┴ nové rozdání",
    "replay.chart-mark-round": "┴ nové kolo",
    "replay.chart-mark-phase": "┴ nová fáze",
    "replay.measure-points": "Body",
    "replay.measure-influence": "Vliv",
    "replay.measure-castles": "Hrady a pevnosti",
    "replay.unit-trick": "štych",
    "replay.unit-phase": "fáze",
    "replay.unit-round": "kolo",
    "replay.unit-deal": "rozdání",
    "replay.unit-game": "hra",
    "replay.unit-turn": "tah",
    # The footer's keys.
    "replay.key-move": "Tah",
    "replay.key-next-move": "Další tah",
    "replay.key-trick": "Štych",
    "replay.key-phase": "Fáze",
    "replay.key-round": "Kolo",
    "replay.key-deal": "Rozdání",
    "replay.key-game": "Hra",
    "replay.key-turn": "Hráč",
    "replay.key-ends": "Kraje",
    "replay.key-end": "Konec",
    "replay.key-play": "Přehrát",
    "replay.key-pause": "Pozastavit",
    "replay.key-speed": "Tempo",
    "replay.key-slower": "Pomaleji",
    "replay.key-eyes": "Pohled",
    "replay.key-secrets": "Skryté",
    "replay.key-chart": "Graf",
    "replay.key-rules": "Pravidla",
    "replay.key-back": "Zpět",
    # The command line: ``tablebox replay FILE --watch``.
    "replay.help-watch": "otevře uloženou hru na jejím stole a projde ji tah po tahu"
    " (←→, mezerník přehrává)",
    "replay.help-play-on-at": "otevře uloženou hru v tahu N s formulářem, který odtamtud"
    " začne novou hru (zahrnuje --watch)",
    "replay.key-replay": "Přehrát záznam",
    "replay.key-review": "Rozbor",
    "replay.key-marked": "Označené",
    "replay.review-starting": "Rozbor všech rozhodnutí… (r zastaví)",
    "replay.review-progress": "Rozbor: {done} z {total}"
    " {total:plural:rozhodnutí|rozhodnutí|rozhodnutí}, zbývá asi {left} s (r zastaví)",
    "replay.review-stopped": "Rozbor byl zastaven; r ho spustí znovu.",
    "replay.review-failed": "Rozbor se nepodařilo udělat.",
    "replay.chances-title": "Šance na výhru podle rozboru (▁ 0 % … █ 100 %)",
    "replay.key-chances": "Šance",
    "replay.review-no-more": "Tímto směrem už žádné označené tahy nejsou.",
    "replay.review-summary": "Rozbor: označeno {marked} {marked:plural:tah|tahy|tahů};"
    " [ ] skáčou mezi nimi.",
    "replay.review-best": "Tah {move}: {made} ({made_chance}), stejně by volilo i"
    " hledání. [ ] označené tahy",
    "replay.review-other": "Tah {move}: {made} ({made_chance}); hledání: {best}"
    " ({best_chance}). [ ] označené tahy",
    "replay.review-marked": "⚑ Tah {move}: {made} ({made_chance}); hledání: {best}"
    " ({best_chance}), o {loss} lépe. [ ] označené tahy",
    # Play on from here (issue 30.3): a new game from the position watched.
    "replay.key-play-on": "Hrát odsud",
    "replay.play-on-title": "Hrát odsud: {where:message}",
    "replay.play-on-seats": "Kdo teď hraje za které místo (Enter přepíná: člověk, nebo počítač"
    " a jeho úroveň). Dosavadní tahy zůstanou; hra se uloží jako nová.",
    "replay.play-on-redeal": "Karty, které lidští hráči neviděli, se znovu náhodně rozdají.",
    "replay.play-on-redeal-unfinished": "Hra ještě neskončila, a tak se všechny karty skryté"
    " před stolem znovu náhodně rozdají.",
    "replay.play-on-keep": "Ponechat skryté karty, jak byly",
    "replay.play-on-hint": "↑↓ Tab přesun · Enter přepne místo nebo začne hru · Esc zpět na záznam",
    "replay.play-on-over": "V tomto tahu už hra skončila: vraťte se k dřívějšímu tahu a hrajte"
    " odtamtud.",
    "replay.play-on-failed": "Novou hru se nepodařilo začít: {reason}",
}
