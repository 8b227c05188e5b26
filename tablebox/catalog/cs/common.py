"""Czech for what every game says, and the Czech rules for lists, plurals and ordinals.

The table speaks to one player at a time, informally (``ty``). Players' names stay in the
nominative and never carry a verb in the past tense (which would need their gender): "Na tahu:
Bára", "vítězí Bára".
"""

from __future__ import annotations

from collections.abc import Sequence

PLURAL_FORMS = ("one", "few", "other")
"""The forms a Czech ``plural:`` spec lists: 1 | 2–4 | 0 and 5 and more (CLDR for cs)."""

MESSAGES: dict[str, str] = {
    "common.seat": "hráč {number}",
    "common.game-over": "hra skončila",
    "common.not-your-turn": "na tahu je {seat:player}",
    "common.not-a-choice": "{action} teď zvolit nelze",
    "common.game-over-won": "konec hry, vítězí {seats:players}",
    "common.computer": "počítač",
    "common.not-over": "zatím nikdo, hra ještě neskončila (na tahu: {seats:players})",
    # How a finished game ended, for the lists of saves (the save's ``winners``).
    "common.result-won": "vítězí {seats:players}",
    "common.result-draw": "remíza: {seats:players}",
    "common.result-nobody": "nikdo nevyhrál",
    "common.moves-hidden": "tahy se ukážou až po konci hry; do té doby by prozradily skryté karty",
    # Take-back: the log line, and why one is refused.
    "common.takes-back": "{seat:player} bere tah zpět.",
    "common.takes-back-with": "{seat:player} bere zpět tah a po něm {computer}"
    " {computer:plural:tah|tahy|tahů} počítače.",
    "common.takeback-nothing": "není co vzít zpět",
    "common.takeback-played-since": "mezitím už táhl další hráč: {seat:player}",
    "common.takeback-revealed": "mezitím se odkryla skrytá karta",
    "common.takeback-revealing": "ten tah odkryl skrytou kartu",
    # The hand-off cover.
    "common.ui.handoff-title": "Předej klávesnici: {player}",
    "common.ui.handoff-help": "{seat:player}: až budeš mít klávesnici, stiskni Enter nebo"
    " mezerník. Ostatní ať se nedívají.",
    "common.ui.handoff-recent": "Mezitím na stole:",
    # Every table.
    "common.ui.not-allowed": "Nelze",
    "common.ui.wait-for-computer": "Počkej, až táhne počítač.",
    "common.ui.not-your-turn": "Nejsi na tahu.",
    "common.ui.autosave-failed": "Automatické uložení selhalo",
    "common.ui.no-take-back": "Nelze vzít zpět",
    "common.ui.not-saved": "Tato hra NENÍ uložena: {problem}",
    # The main menu: each entry's shortcut is the letter the catalog puts in brackets.
    "common.ui.menu-title": "T A B L E B O X",
    "common.ui.menu-subtitle": "Deskové hry pro přátele u jedné klávesnice",
    "common.ui.menu-hint": "↑↓ a Enter, nebo podtržené písmeno",
    "common.ui.menu-new": "[N]ová hra",
    "common.ui.menu-continue": "[P]okračovat",
    "common.ui.menu-load": "[O]tevřít soubor",
    "common.ui.menu-rules": "P[r]avidla",
    "common.ui.menu-stats": "[S]tatistiky",
    "common.ui.menu-quit": "[K]onec",
    "common.ui.game-saved": "Hra je uložena. V nabídce ji najdeš pod Pokračovat.",
    "common.ui.no-table": "Tuto hru nelze zobrazit: hra {game} zatím nemá obrazovku stolu.",
    "common.ui.theme-not-remembered": "Vzhled se neuložil",
    # The trick table and its hand.
    "common.ui.not-saved-mark": "⚠ neuloženo",
    "common.ui.hands-hidden": "Karty v ruce zůstanou skryté, dokud klávesnici nepřevezme"
    " další hráč.",
    "common.ui.log": "Záznam",
    "common.ui.players": "Hráči",
    "common.ui.refused": "{label}: {reason}",
    "common.ui.enter-plays": "Enter: zahrát",
    "common.ui.choose-hint": "←→ vyber a Enter, nebo stiskni její klávesu",
    "common.ui.no-cards": "Žádné karty v ruce.",
    "common.ui.card-playable": "{card} — {does}",
    "common.ui.card-unplayable": "{card} teď zahrát nelze: {why}",
    "common.ui.why-unknown": "nepovoleno",
    "common.ui.no-cards-run": "žádné",
    "common.ui.trick-held": "{seat:player} bere štych.",
    "common.ui.to-play": "na tahu…",
    # New game.
    "common.ui.new-game": "Nová hra",
    "common.ui.game": "Hra",
    "common.ui.player-number": "Hráč {number}",
    "common.ui.name": "jméno",
    "common.ui.name-optional": "jméno (nepovinné)",
    "common.ui.human": "Člověk",
    "common.ui.computer": "Počítač",
    "common.ui.seed": "Semínko",
    "common.ui.seed-placeholder": "prázdné = náhodné rozdání",
    "common.ui.no-hints": "V téhle hře bez rad",
    "common.ui.no-handoff": "Věříme si: mezi tahy žádné zakrytí obrazovky",
    "common.ui.start": "Začít",
    "common.ui.player-1-starts": "Začíná hráč 1.",
    "common.ui.setup-hint": "Hráči sedí v tomto pořadí. {starts} ↑↓ posun · Tab: jména, pak"
    " Člověk/Počítač (nebo ^T ve jméně) · ←→ volba · mezerník zaškrtne · Enter na prázdném"
    " jméně skočí na semínko · Enter v Semínku nebo ^S začne hru",
    "common.ui.needs-name": "Hráč {number} potřebuje jméno.",
    "common.ui.name-has-control": "Jméno hráče {number} obsahuje řídicí znak (třeba Escape"
    " nebo tabulátor), který by terminál vykonal: odstraň ho.",
    "common.ui.same-name": "Hráči {first} a {second} se oba jmenují {name}:"
    " každý hráč potřebuje jiné jméno.",
    "common.ui.bad-seed": "Semínko musí být celé číslo, třeba 42, ne {text}"
    " (nech ho prázdné pro náhodné rozdání).",
    # Continue and Load.
    "common.ui.continue-title": "Pokračovat v uložené hře",
    "common.ui.tab-in-progress": "Rozehrané ({count})",
    "common.ui.tab-finished": "Dohrané ({count})",
    "common.ui.no-finished": "Zatím žádné: hra se sem přesune, jakmile skončí.",
    "common.ui.no-saves": "Ve složce {folder} zatím nejsou uložené hry. Začni Novou hrou.",
    "common.ui.none-in-progress": "Žádná rozehraná hra: dohrané ukáže klávesa f.",
    "common.ui.none-can-open": "Žádnou z těchto uložených her nelze otevřít; proč, stojí"
    " pod každou.",
    "common.ui.hint-playing": "↑↓ výběr · Enter otevře · r přehraje · nejnovější nahoře;"
    " šedé nelze otevřít",
    "common.ui.hint-finished": "↑↓ výběr · Enter ukáže výsledky · r přehraje · nejnovější nahoře",
    "common.ui.cannot-be-opened": "{file} nelze otevřít\n  {problem}",
    "common.ui.versus": " proti ",
    "common.ui.file-tag": " · soubor {tag}",
    "common.ui.save-details": "{stands} · {moves} · hráno {when}",
    "common.ui.finished": "dohráno",
    "common.ui.in-progress": "rozehráno",
    "common.ui.moves": "{count} {count:plural:tah|tahy|tahů}",
    "common.ui.today": "dnes {clock}",
    "common.ui.yesterday": "včera {clock}",
    "common.ui.day-month": "{day}. {month} {clock}",
    # The months' names as a date says them ("3. ledna"), in order, one word each.
    "common.ui.months": "ledna února března dubna května června července srpna září října"
    " listopadu prosince",
    "common.ui.cannot-open-save": "Tuto uloženou hru nelze otevřít",
    "common.ui.cannot-open-file": "Tento soubor nelze otevřít",
    "common.ui.cannot-show": "Tuto hru nelze zobrazit",
    "common.ui.not-finished": "Nedohráno",
    "common.ui.not-over-replayed": "{file} po přehrání nekončí; otevře se k dohrání.",
    "common.ui.load-title": "Otevřít uloženou hru ze souboru",
    "common.ui.load-help": "Napiš nebo vlož cestu k uložené hře tableboxu a stiskni Enter.",
    "common.ui.load-placeholder": "např. ~/claim-alena-bara.json",
    "common.ui.load-nothing": "Nejdřív napiš cestu k souboru s uloženou hrou.",
    # Rules and statistics.
    "common.ui.rules-of": "Pravidla: {game}",
    "common.ui.rules-opening": "Otevírám pravidla…",
    "common.ui.rules-missing": "Přehled pravidel hry {game} ještě není napsaný: ve složce"
    " seeds chybí {file}.\n\nZpět se vrátíš klávesou Escape.",
    "common.ui.rules-which": "Pravidla které hry?",
    "common.ui.statistics": "Statistiky",
    "common.ui.stats-hint": "Výhry hráčů v dohraných hrách ze složky uložených her",
    "common.ui.stats-reading": "Čtu uložené hry ve složce {folder}…",
    "common.ui.stats-failed": "Uložené hry nešlo spočítat: {error}",
    # The notice over a terminal too small to draw on.
    "common.ui.too-small-title": "Zvětši okno",
    "common.ui.too-small-body": "Okno musí mít aspoň {width}×{height} —"
    " teď má {now_width}×{now_height}.\nJakmile se hra vejde, vrátí se, jak byla.\n\n"
    "q ukončí tablebox (hra je uložena).",
    # Computer players: their levels, beside a seat's name and on the New game switch.
    "common.ui.level-easy": "lehký",
    "common.ui.level-normal": "střední",
    "common.ui.level-strong": "silný",
    "common.ui.seat-level": "{name} ({level:message})",
    "common.ui.computer-level": "Počítač ({level:message})",
    "common.ui.thinking": "{seat:player} přemýšlí…",
}


def join(items: Sequence[str]) -> str:
    """ "A", "A a B", "A, B a C" (no comma before the last "a")."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} a {items[-1]}"


def plural(count: int, forms: Sequence[str]) -> str:
    """Three forms, one | few | other: 1 karta, 2–4 karty, 0 or 5 and more karet (21 karet:
    CLDR's cs rules look at the whole number, not its last digit). Two forms read as one |
    other, for a template not yet translated."""
    number = abs(count)
    if len(forms) == 1 or number == 1:
        return forms[0]
    if len(forms) == 2:
        return forms[1]
    return forms[1] if 2 <= number <= 4 else forms[2]


def ordinal(number: int) -> str:
    """1 -> "1." (a Czech ordinal numeral is written as the number and a full stop)."""
    return f"{number}."


LOCALE = "cs_CZ"
"""Babel's locale for numbers: a decimal comma, a space between thousands, "40 %"."""

_SPOKEN_WITH_SE = frozenset({2, 3, 4, 6, 7})
"""Numerals whose instrumental begins so that "s" is spoken "se": dvěma, třemi, čtyřmi,
šesti, sedmi (and the teens and tens built on them: dvanácti, třiceti, šedesáti...)."""


def with_count(count: int) -> str:
    """ "s 5", "se 3": the preposition "s" takes a vowel before a numeral spoken with a
    cluster it cannot join (se dvěma, se třemi, se čtyřmi, se šesti, se sedmi, se sto)."""
    return f"{'se' if _takes_se(abs(count)) else 's'} {count}"


def _takes_se(number: int) -> bool:
    """Whether the numeral's first spoken word makes "s" into "se"."""
    if number >= 1000:
        thousands = number // 1000
        return thousands != 1 and _takes_se(thousands)  # tisíc: s tisícem; dvěma tisíci: se
    if number >= 100:
        hundreds = number // 100
        return hundreds == 1 or _takes_se(hundreds)  # sto: se stem; pěti sty: s
    if number >= 20:
        return number // 10 in _SPOKEN_WITH_SE  # dvaceti, třiceti, čtyřiceti, šedesáti...
    if number >= 10:
        return number in {12, 13, 14, 16, 17}  # dvanácti, třinácti, čtrnácti, šestnácti...
    return number in _SPOKEN_WITH_SE
