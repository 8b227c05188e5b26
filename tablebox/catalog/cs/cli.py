"""Czech for the command line (``tablebox/cli``): its help, its usage errors and what its
commands print. What is typed (commands, option names, ``KEY=VALUE``, ``yes``/``no``, game ids)
is the same in every language and is only quoted. Like the tables, it speaks to the player
informally (``ty``).

Names not printed in the Czech box: none (the games' titles are the Czech boxes': Trůn, Krvavý
trůn, Král trpaslíků, Truel, Hra o trůny).
"""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Vlastní slova parseru.
    "cli.about": "Deskové hry pro přátele u jedné klávesnice, v terminálu. Bez příkazu:"
    " hlavní nabídka.",
    "cli.usage": "použití:",
    "cli.positionals": "poziční argumenty",
    "cli.optionals": "volby",
    "cli.commands": "příkazy",
    "cli.error": "chyba",
    "cli.help": "ukáže tuto nápovědu a skončí",
    "cli.help-version": "ukáže verzi programu a skončí",
    "cli.help-lang": "jazyk: {languages} (výchozí: $TABLEBOX_LANG, jinak ten zvolený"
    " v aplikaci, jinak jazyk systému)",
    "cli.interrupted": "přerušeno",
    # Stížnosti samotného argparse.
    "cli.argparse-argument": "{name}: {message}",
    "cli.argparse-required": "chybí tyto argumenty: {names}",
    "cli.argparse-unrecognized": "neznámé argumenty: {words}",
    "cli.argparse-choice": "neplatná volba: {value} (na výběr je {choices})",
    "cli.argparse-invalid": "neplatná hodnota ({kind}): {value}",
    "cli.argparse-one-value": "čeká se jedna hodnota",
    "cli.argparse-ambiguous": "nejednoznačná volba: {option} může být {matches}",
    # Co argument zastupuje, v řádcích použití.
    "cli.metavar-command": "PŘÍKAZ",
    "cli.metavar-game": "HRA",
    "cli.metavar-file": "SOUBOR",
    "cli.metavar-names": "JMÉNA",
    "cli.metavar-seconds": "SEKUNDY",
    "cli.metavar-option": "KLÍČ=HODNOTA",
    "cli.metavar-bots": "HRÁČI",
    "cli.metavar-count": "POČET",
    "cli.metavar-seed": "SEMÍNKO",
    "cli.example-names": "Adam,Bára,Cyril,Dana,Eva,Filip,Gita,Hynek",
    "cli.metavar-game-or-file": "HRA|SOUBOR",
    "cli.metavar-address": "ADRESA",
    "cli.metavar-code": "KÓD",
    "cli.metavar-name-list": "JMÉNO[,JMÉNO...]",
    # Nápověda příkazů a jejich argumentů.
    "cli.help-new": "založí novou hru a hraje ji",
    "cli.help-game": "ukáže tuto nápovědu; za HROU i volby té hry",
    "cli.help-games": "jedna z: {games}",
    "cli.help-players": "jména oddělená čárkou, v pořadí míst u stolu",
    "cli.help-computer": "hráči, za které hraje počítač: JMÉNO nebo JMÉNO:ÚROVEŇ, kde ÚROVEŇ"
    " je jedna z {levels} (výchozí {default}; oddělené čárkou, nebo volbu zopakuj)",
    "cli.help-seed-new": "určí zamíchání (výchozí: náhodné semínko)",
    "cli.help-no-hints": "bez rad v téhle hře: klávesa rady (t) nefunguje",
    "cli.help-no-handoff": "pro hráče, kteří si věří: stůl se mezi tahy nezakrývá",
    "cli.help-think": "čas silného počítačového hráče na tah (výchozí: ${variable}, jinak"
    " think_seconds v config.json, jinak 1)",
    "cli.help-option": "nastavení hry (lze opakovat; seznamy se oddělují čárkou); vypíše je"
    " HRA --help",
    "cli.help-board": "truel: herní plán jako JSON (výchozí: ten z tableboxu)",
    "cli.help-deck": "truel: balíček jako JSON (výchozí: ten z tableboxu)",
    "cli.help-load": "pokračuje v uložené hře",
    "cli.help-learn": "první hra s průvodcem u stolu hry HRA (tam, kde lekce přestala)",
    "cli.help-learn-again": "začne lekci znovu od začátku",
    "cli.no-lesson": "hra {game} zatím lekci nemá",
    "cli.help-rules": "vypíše přehled pravidel hry",
    "cli.help-replay": "vypíše veřejný záznam a výsledek uložené hry (po jejím konci i tahy);"
    " replay SOUBOR --watch ji přehraje krok za krokem u jejího stolu",
    "cli.help-replay-file": "soubor s uloženou hrou (.json ze složky s uloženými hrami, nebo"
    " jakákoli cesta)",
    "cli.help-simulate": "odehraje náhodné hry bez obrazovky: rychlost a statistika výsledků;"
    " s --seats proti sobě hrají počítačoví hráči",
    "cli.help-games-n": "kolik her",
    "cli.help-seed-simulate": "zopakuje běh (výchozí: náhodné semínko)",
    "cli.help-players-n": "kolik míst u stolu (výchozí: nejmenší počet)",
    "cli.help-seats": "počítačový hráč na každé místo, oddělení čárkou (např."
    " strong,random,random; známí: {known}): výhry, průměrné pořadí a čas na rozhodnutí"
    " každého, pořadí míst se mezi hrami střídá",
    "cli.help-list": "hry, jejich počty hráčů a nastavení",
    "cli.help-stats": "výhry hráčů v každé hře, z dohraných her ve složce s uloženými hrami",
    "cli.help-completion": "vypíše skript pro doplňování v shellu (jak ho zapojit, říká README)",
    "cli.help-shell": "bash, zsh nebo tcsh",
    "cli.help-serve": "hraní ve webovém prohlížeči: hry přes HTTP (potřebuje doplněk web)",
    "cli.about-serve": "Zpřístupní hry webovým prohlížečům (textual-serve: pip install"
    " 'tablebox[web]'). Každá karta prohlížeče, která otevře vypsanou adresu, dostane vlastní"
    " hlavní nabídku; hry běží a ukládají se na tomto počítači. Ctrl+C server zastaví.",
    "cli.help-host": "adresa, na které naslouchat (výchozí {host}: jen tento počítač; jiná,"
    " např. 0.0.0.0, zpřístupní hry síti)",
    "cli.help-port": "port (výchozí {port})",
    "cli.help-public-url": "adresa, kterou otevírají prohlížeče, není-li to http://HOST:PORT"
    " (např. za proxy)",
    # Chyby v zadání.
    "cli.unknown-game": "neznámá hra {game} (známé hry: {known})",
    "cli.not-whole": "{text} není celé číslo",
    "cli.at-least-1": "musí být aspoň 1, ne {number}",
    "cli.port-too-big": "port je nejvýš 65535, ne {number}",
    "cli.not-seconds": "{text} není počet sekund",
    "cli.seconds-range": "{text}: zadej víc než 0 a nejvýš {most}",
    "cli.computer-not-player": "--computer {entry}: mezi hráči není ({players})",
    "cli.computer-unknown": "--computer {entry}: {level} není počítačový hráč (známí: {known})",
    "cli.option-form": "--option {text}: zapiš ji jako KLÍČ=HODNOTA",
    "cli.option-unknown": "--option {key}: hra {title} takové nastavení nemá (známá: {known})",
    "cli.none-known": "žádná",
    "cli.option-file": "--option {key}: soubor, zadává se přes `{where}`",
    "cli.option-seat-range": "--option {key}: místo od 1 do {players} (počet hráčů"
    " {players}), ne {seat}",
    "cli.option-seat-from-1": "--option {key}: místa se počítají od 1, ne {seat}",
    "cli.option-item": " (položka {number})",
    "cli.no-table": "{game}: hra '{game}' zatím nemá herní stůl: lze ji jen simulovat"
    " (zkus `tablebox simulate`)",
    "cli.player-unnamed": "--players {players}: každý hráč potřebuje jméno",
    "cli.player-count": "{title}: počet hráčů {range}, ne {count}",
    "cli.truel-only": "--board a --deck jsou jen pro truel",
    "cli.think-without-seats": "--think: jen s --seats (náhodní hráči nepřemýšlejí)",
    "cli.seats-count": "--players {players}: --seats jmenuje míst: {seats}",
    # Co příkazy vypisují.
    "cli.rules-missing": "přehled pravidel hry {game} chybí ({path})",
    "cli.simulation-stopped": "simulace se zastavila: {error}",
    "cli.simulating": "Simuluji {game}",
    "cli.games-done": "{done}/{games} her",
    "cli.replay-head": "{title}: {seats}; semínko {seed}",
    "cli.replay-no-moves": "žádné tahy",
    "cli.replay-log": "Záznam:",
    "cli.replay-nothing-yet": "zatím nic",
    "cli.replay-status": "Stav: {status}",
    "cli.replay-result-open": "Výsledek: {result}.",
    "cli.replay-result": "Výsledek:",
    "cli.replay-score": "body {score}",
    "cli.replay-tied": "shoda",
    # Nastavení hry, pro `list` a `HRA --help`.
    "cli.players-exactly": "{count} {count:plural:hráč|hráči|hráčů}",
    "cli.players-range": "{low}–{high} {high:plural:hráč|hráči|hráčů}",
    "cli.range": "{low} až {high}",
    "cli.default": "výchozí: {value}",
    "cli.default-short": "výchozí {value}",
    "cli.given-with": "přes {argument}",
    "cli.instead": "místo předchozích",
    "cli.no-options": "žádná nastavení",
    "cli.no-options-sentence": "Nemá žádná nastavení.",
    "cli.options-head": "Její nastavení (--option NÁZEV=HODNOTA, lze opakovat; seznam se"
    " odděluje čárkou):",
    "cli.example": "Příklad:",
    "cli.no-table-example": "{title}: zatím bez herního stolu, lze jen simulovat, ne hrát."
    " Příklad:",
    "cli.game-help-after": "`{command} HRA --help` vysvětlí i nastavení té hry.",
    "cli.list-footer": "Nastavení se zadává přes --option NÁZEV=HODNOTA; vysvětlí je `{command}`.",
    "cli.kind-list": "seznam oddělený čárkou z: {kind}",
    "cli.kind-whole": "celé číslo",
    "cli.kind-number": "číslo",
    "cli.kind-text": "libovolný text",
    "cli.kind-value": "hodnota",
    # Názvy her, jak je tisknou české krabice.
    "cli.title.claim": "Trůn",
    "cli.title.oriflamme": "Krvavý trůn",
    "cli.title.dwarf-king": "Král trpaslíků",
    "cli.title.truel": "Truel",
    "cli.title.thrones": "Hra o trůny",
    "cli.serve-needs-web": "tablebox serve potřebuje doplněk web: pip install 'tablebox[web]'",
    "cli.serving": "tablebox: hry běží na {url} (otevři tu adresu v prohlížeči; Ctrl+C zastaví)",
    "cli.cannot-serve": "tablebox: na {where} nelze hry spustit: {reason}",
    # Issue 26.3: čas na tah odjinud, který se nepoužije.
    "cli.think-variable-ignored": "${variable}={text} se nepoužije:",
    "cli.think-setting-ignored": "think_seconds {text} v {file} se nepoužije:",
    "cli.think-bounds": (
        "čas silného počítačového hráče na tah je víc než 0 sekund a nejvýš {most}."
    ),
    "cli.computer-twice": (
        "--computer: {name} je uveden dvakrát ({first}, {second}); každého počítačového hráče"
        " uveď jen jednou"
    ),
}
