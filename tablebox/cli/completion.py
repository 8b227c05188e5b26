"""``tablebox completion bash|zsh|tcsh``: the shell completion script (``shtab``)."""

from __future__ import annotations

import argparse

from tablebox import registry
from tablebox.cli import parsing
from tablebox.cli.speech import say

COMPLETION_SHELLS = ("bash", "zsh", "tcsh")


def register(commands: parsing.Subcommands) -> None:
    completion = commands.add_parser("completion", help=say("cli.help-completion"))
    completion.add_argument(
        "shell", metavar="SHELL", choices=COMPLETION_SHELLS, help=say("cli.help-shell")
    )
    completion.set_defaults(command=print_completion)


def print_completion(args: argparse.Namespace) -> int:
    print(completion_script(args.root, args.shell))
    return 0


def completion_script(parser: argparse.ArgumentParser, shell: str) -> str:
    """The ``shtab`` completion script of the command line ``parser`` for ``shell``: the
    commands and their options, the game ids, and save files (any file, and the saves in the
    save folder)."""
    import shlex

    import shtab

    from tablebox.saves import SAVE_DIR_VARIABLE, saves_dir

    games = " ".join(registry.game_ids())
    kinds = {
        "game": {"bash": "_tablebox_game_ids", "zsh": f"({games})", "tcsh": f"({games})"},
        "file": {"bash": "_tablebox_save_files", "zsh": "_tablebox_save_files", "tcsh": "f"},
    }
    for action in _all_actions(parser):
        if not action.option_strings and action.dest in kinds:
            action.complete = kinds[action.dest]  # type: ignore[attr-defined]
    # The default save folder is written in; $TABLEBOX_SAVE_DIR, when set, wins at completion.
    default = shlex.quote(str(saves_dir()))
    folder = f'folder="${{{SAVE_DIR_VARIABLE}:-}}"; [ -n "$folder" ] || folder={default}'
    preambles = {
        "bash": "\n".join(
            [
                "_tablebox_game_ids() {",
                f'  compgen -W "{games}" -- "$1"',
                "}",
                "_tablebox_save_files() {",
                '  compgen -f -- "$1"',
                '  case "$1" in */*) return ;; esac',
                f"  local {folder}",
                "  compgen -f -X '!*.json' -- \"$folder/$1\"",
                "}",
            ]
        ),
        "zsh": "\n".join(
            [
                "_tablebox_save_files() {",
                f"  local {folder}",
                "  local -a saves",
                '  saves=("$folder"/*.json(N))',
                '  (( ${#saves} )) && compadd -f -- "${saves[@]}"',
                "  _files",
                "}",
            ]
        ),
    }
    script: str = shtab.complete(parser, shell, preamble=preambles.get(shell, ""))
    return script


def _all_actions(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """Every action of ``parser`` and of its subcommands."""
    actions: list[argparse.Action] = []
    for action in parser._actions:
        actions.append(action)
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                actions += _all_actions(sub)
    return actions
