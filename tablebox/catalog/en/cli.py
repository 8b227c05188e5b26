"""English for the command line (``tablebox/cli``): its help, its usage errors and what its
commands print. What is typed (commands, option names, ``KEY=VALUE``, ``yes``/``no``, game ids)
is the same in every language and stays out of the templates' words."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # The parser's own words.
    "cli.about": "Hot-seat tabletop games in the terminal. Without a command: the main menu.",
    "cli.usage": "usage:",
    "cli.positionals": "positional arguments",
    "cli.optionals": "options",
    "cli.commands": "commands",
    "cli.error": "error",
    "cli.help": "show this help message and exit",
    "cli.help-version": "show program's version number and exit",
    "cli.help-lang": "the language: {languages} (default: $TABLEBOX_LANG, else the one chosen"
    " in the app, else the system's)",
    "cli.interrupted": "interrupted",
    # argparse's own complaints, as it words them.
    "cli.argparse-argument": "argument {name}: {message}",
    "cli.argparse-required": "the following arguments are required: {names}",
    "cli.argparse-unrecognized": "unrecognized arguments: {words}",
    "cli.argparse-choice": "invalid choice: {value} (choose from {choices})",
    "cli.argparse-invalid": "invalid {kind} value: {value}",
    "cli.argparse-one-value": "expected one argument",
    "cli.argparse-ambiguous": "ambiguous option: {option} could match {matches}",
    # What an argument stands for, in the usage lines.
    "cli.metavar-command": "COMMAND",
    "cli.metavar-game": "GAME",
    "cli.metavar-file": "FILE",
    "cli.metavar-names": "NAMES",
    "cli.metavar-seconds": "SECONDS",
    "cli.metavar-option": "KEY=VALUE",
    "cli.metavar-bots": "BOTS",
    "cli.metavar-count": "N",
    "cli.metavar-seed": "SEED",
    "cli.example-names": "Ann,Ben,Cid,Dan,Eve,Fay,Gus,Hal",
    "cli.metavar-game-or-file": "GAME|FILE",
    "cli.metavar-address": "ADDRESS",
    "cli.metavar-code": "CODE",
    "cli.metavar-name-list": "NAME[,NAME...]",
    # Each command's help and its arguments'.
    "cli.help-new": "start a new game and play it",
    "cli.help-game": "show this help; after GAME, also the options of that game",
    "cli.help-games": "one of: {games}",
    "cli.help-players": "comma-separated names, in seat order",
    "cli.help-computer": "the players the computer plays, each NAME or NAME:LEVEL with LEVEL"
    " one of {levels} (default {default}; comma-separated, or repeat the option)",
    "cli.help-seed-new": "fixes the shuffle (default: a random seed)",
    "cli.help-no-hints": "no hints in this game: the hint key (t) stays off",
    "cli.help-no-handoff": "players who trust each other: never cover the table between turns",
    "cli.help-think": "the strong computer player's time per move (default: ${variable}, else"
    " think_seconds in config.json, else 1)",
    "cli.help-option": "a setup choice of the game (repeat it; lists are comma-separated);"
    " GAME --help lists them",
    "cli.help-board": "truel: the board as JSON (default: tablebox's)",
    "cli.help-deck": "truel: the deck as JSON (default: tablebox's)",
    "cli.help-load": "continue a saved game",
    "cli.help-learn": "a guided first game of GAME at its own table (where it was left)",
    "cli.help-learn-again": "begin the lesson again from its start",
    "cli.no-lesson": "there is no lesson for {game} yet",
    "cli.help-rules": "print a game's rule reference",
    "cli.help-replay": "print a saved game's public log and result (and its moves once over);"
    " replay FILE --watch steps through it on its own table",
    "cli.help-replay-file": "the save file (a .json from the saves folder, or any path)",
    "cli.help-simulate": "play random games headless: speed and outcome statistics; with"
    " --seats, computer players against each other",
    "cli.help-games-n": "how many games",
    "cli.help-seed-simulate": "repeat a run (default: a random seed)",
    "cli.help-players-n": "how many seats (default: the fewest)",
    "cli.help-seats": "a computer player per seat, comma-separated (e.g. strong,random,random;"
    " known: {known}): wins, mean rank and time per decision of each, the seat order turned"
    " between games",
    "cli.help-list": "the games, their player counts and options",
    "cli.help-stats": "wins per player per game, from the finished games in the save folder",
    "cli.help-completion": "print the shell completion script (see the README to install it)",
    "cli.help-shell": "bash, zsh or tcsh",
    "cli.help-serve": "play in a web browser: serve the games over HTTP (needs the web extra)",
    "cli.about-serve": "Serve the games to web browsers (textual-serve: pip install"
    " 'tablebox[web]'). Every tab that opens the printed address gets its own main menu; the"
    " games run, and are saved, on this computer. Ctrl+C stops.",
    "cli.help-host": "the address to listen on (default {host}: this computer only; another,"
    " e.g. 0.0.0.0, exposes the games to the network)",
    "cli.help-port": "the port (default {port})",
    "cli.help-public-url": "the address browsers open, if not http://HOST:PORT (e.g. behind a"
    " proxy)",
    # Usage errors.
    "cli.unknown-game": "unknown game {game} (known games: {known})",
    "cli.not-whole": "{text} is not a whole number",
    "cli.at-least-1": "must be at least 1, not {number}",
    "cli.port-too-big": "a port is at most 65535, not {number}",
    "cli.not-seconds": "{text} is not a number of seconds",
    "cli.seconds-range": "{text}: give more than 0 and at most {most}",
    "cli.computer-not-player": "--computer {entry}: not among the players ({players})",
    "cli.computer-unknown": "--computer {entry}: {level} is not a computer player (known: {known})",
    "cli.option-form": "--option {text}: write it as KEY=VALUE",
    "cli.option-unknown": "--option {key}: {title} has no such option (known: {known})",
    "cli.none-known": "none",
    "cli.option-file": "--option {key}: a file, given with `{where}`",
    "cli.option-seat-range": "--option {key}: a seat from 1 to {players} ({players} players),"
    " not {seat}",
    "cli.option-seat-from-1": "--option {key}: seats are counted from 1, not {seat}",
    "cli.option-item": " (item {number})",
    "cli.no-table": "{game}: '{game}' has no table screen yet: it can only be simulated"
    " (try `tablebox simulate`)",
    "cli.player-unnamed": "--players {players}: every player needs a name",
    "cli.player-count": "{title} is played by {range} players, not {count}",
    "cli.truel-only": "--board and --deck are for truel only",
    "cli.think-without-seats": "--think: only with --seats (random players do not think)",
    "cli.seats-count": "--players {players}: --seats names {seats} seats",
    # What the commands print.
    "cli.rules-missing": "the rule reference of {game} is missing ({path})",
    "cli.simulation-stopped": "simulation stopped: {error}",
    "cli.simulating": "Simulating {game}",
    "cli.games-done": "{done}/{games} games",
    "cli.replay-head": "{title}: {seats}; seed {seed}",
    "cli.replay-no-moves": "no moves",
    "cli.replay-log": "Log:",
    "cli.replay-nothing-yet": "nothing yet",
    "cli.replay-status": "Status: {status}",
    "cli.replay-result-open": "Result: {result}.",
    "cli.replay-result": "Result:",
    "cli.replay-score": "score {score}",
    "cli.replay-tied": "tied",
    # A game's options, for `list` and `GAME --help`.
    "cli.players-exactly": "{count} {count:plural:player|players}",
    "cli.players-range": "{low} to {high} players",
    "cli.range": "{low} to {high}",
    "cli.default": "default: {value}",
    "cli.default-short": "default {value}",
    "cli.given-with": "with {argument}",
    "cli.instead": "instead of the above",
    "cli.no-options": "no options",
    "cli.no-options-sentence": "It has no options.",
    "cli.options-head": "Its options (--option NAME=VALUE, repeat it; a list is comma-separated):",
    "cli.example": "Example:",
    "cli.no-table-example": "{title} has no table yet: it can be simulated, not played. Example:",
    "cli.game-help-after": "`{command} GAME --help` also explains that game's options.",
    "cli.list-footer": "Set an option with --option NAME=VALUE; `{command}` explains them.",
    "cli.kind-list": "a comma-separated list from: {kind}",
    "cli.kind-whole": "a whole number",
    "cli.kind-number": "a number",
    "cli.kind-text": "text",
    "cli.kind-value": "a value",
    # The games' names as their boxes print them.
    "cli.title.claim": "Claim",
    "cli.title.oriflamme": "Oriflamme",
    "cli.title.dwarf-king": "The Dwarf King",
    "cli.title.truel": "Truel",
    "cli.title.thrones": "A Game of Thrones",
    "cli.serve-needs-web": "tablebox serve needs the web extra: pip install 'tablebox[web]'",
    "cli.serving": "tablebox: serving on {url} (open it in a browser; Ctrl+C stops)",
    "cli.cannot-serve": "tablebox: cannot serve on {where}: {reason}",
    # Issue 26.3: a time per move from elsewhere that is ignored.
    "cli.think-variable-ignored": "${variable}={text} is ignored:",
    "cli.think-setting-ignored": "think_seconds {text} in {file} is ignored:",
    "cli.think-bounds": (
        "the strong computer player's time per move is more than 0 seconds and at most {most}."
    ),
    "cli.computer-twice": (
        "--computer: {name} is named twice ({first}, {second}); give each computer player once"
    ),
}
