"""Czech for a game's review (``tablebox review``): its progress, its marks, its problems."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "review.help": "rozbor dohrané hry tah po tahu: silný hráč znovu prohledá každé"
    " rozhodnutí a označí tahy, které nejvíc ztratily (uloží se vedle uložené hry)",
    "review.help-file": "uložená dohraná hra (soubor .json ze složky s uloženými hrami,"
    " nebo jakákoli cesta)",
    "review.help-seconds": "sekundy hledání na jedno rozhodnutí (výchozí {seconds})",
    "review.help-jobs": "kolik rozhodnutí se prohledává najednou (výchozí: jedno na jádro)",
    "review.help-json": "vypsat celý rozbor jako JSON, pro nástroje",
    "review.help-again": "udělat rozbor znovu, i když je uložený aktuální",
    "review.progress": "Rozbor: {done} z {total}"
    " {total:plural:rozhodnutí|rozhodnutí|rozhodnutí}, zbývá asi {left} s",
    "review.head": "{title}: rozebráno {count} {count:plural:rozhodnutí|rozhodnutí|rozhodnutí},"
    " {seconds} s na každé; označeno {marked} {marked:plural:tah|tahy|tahů} (každý ztratil"
    " {mark} nebo víc ze šance svého hráče).",
    "review.made-now": "Rozbor uložen do {file}.",
    "review.kept": "Rozbor načten ze souboru {file} (udělaný dříve).",
    "review.line": "Tah {move}: {made} ({made_chance}). Hledání by volilo:"
    " {best} ({best_chance}); ztráta {loss}.",
    "review.none-marked": "Žádný tah neztratil tolik jako {mark}.",
    "review.not-finished": "Rozebrat lze jen dohranou hru: tahle se ještě hraje.",
    "review.damaged": "{file}: uložený rozbor je poškozený.",
    "review.newer": "{file}: rozbor zapsal novější tablebox; zůstává, jak je.",
}
