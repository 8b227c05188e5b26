"""Which language tablebox speaks (issue 20): ``--lang``, then ``$TABLEBOX_LANG``, then the
``language`` in config.json, then the system's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``),
then English; and the config file's ``language`` field."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablebox import config
from tablebox.catalog import languages
from tablebox.config import Config
from tablebox.language import resolve, system_language


@pytest.fixture
def config_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(config.CONFIG_DIR_VARIABLE, str(tmp_path))
    return tmp_path / config.CONFIG_FILE


def choose_in_app(path: Path, language: str) -> None:
    path.write_text(json.dumps({"language": language}), encoding="utf-8")


def test_czech_is_a_language() -> None:
    assert languages()[0] == "en" and "cs" in languages()


def test_without_any_setting_english(config_file: Path) -> None:
    assert resolve(None, {}) == "en"


@pytest.mark.parametrize("variable", ["LC_ALL", "LC_MESSAGES", "LANG"])
def test_the_system_language_from_each_locale_variable(config_file: Path, variable: str) -> None:
    assert resolve(None, {variable: "cs_CZ.UTF-8"}) == "cs"
    assert resolve(None, {variable: "en_GB.UTF-8"}) == "en"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LC_ALL": "cs_CZ.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8"}, "en"),
        ({"LC_MESSAGES": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
        ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "cs_CZ.UTF-8"}, "en"),
        ({"LC_ALL": "", "LANG": "cs_CZ"}, "cs"),  # an empty variable is not set
        ({"LC_ALL": "C", "LANG": "cs_CZ.UTF-8"}, "en"),  # C is set: it wins, and is English
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "cs"}, "cs"),
    ],
)
def test_lc_all_before_lc_messages_before_lang(
    config_file: Path, environ: dict[str, str], expected: str
) -> None:
    assert system_language(environ) == expected
    assert resolve(None, environ) == expected


def test_the_app_choice_beats_the_system(config_file: Path) -> None:
    choose_in_app(config_file, "cs")
    assert resolve(None, {"LANG": "en_US.UTF-8"}) == "cs"
    choose_in_app(config_file, "en")
    assert resolve(None, {"LC_ALL": "cs_CZ.UTF-8"}) == "en"


def test_tablebox_lang_beats_the_app_choice(config_file: Path) -> None:
    choose_in_app(config_file, "en")
    assert resolve(None, {"TABLEBOX_LANG": "cs"}) == "cs"
    choose_in_app(config_file, "cs")
    assert resolve(None, {"TABLEBOX_LANG": "en", "LANG": "cs_CZ.UTF-8"}) == "en"


def test_the_command_line_beats_everything(config_file: Path) -> None:
    choose_in_app(config_file, "cs")
    environ = {"TABLEBOX_LANG": "cs", "LC_ALL": "cs_CZ.UTF-8"}
    assert resolve("en", environ) == "en"
    choose_in_app(config_file, "en")
    assert resolve("cs", {"TABLEBOX_LANG": "en"}) == "cs"


def test_an_unknown_choice_falls_to_the_next_source(config_file: Path) -> None:
    choose_in_app(config_file, "cs")
    assert resolve("klingon", {"TABLEBOX_LANG": "de"}) == "cs"  # the app's choice
    assert resolve("CS", {}) == "cs"  # any case, any region: cs_CZ, cs-CZ
    assert resolve(None, {"TABLEBOX_LANG": "cs-CZ"}) == "cs"


def test_the_real_environment_is_read_by_default(
    config_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert resolve() == "cs"
    monkeypatch.setenv("TABLEBOX_LANG", "en")
    assert resolve() == "en"


# -- the config file's field -------------------------------------------------------------------


def test_the_language_is_remembered_in_config_json(config_file: Path) -> None:
    assert config.load().language is None
    assert config.save(Config(language="cs")) is None
    assert json.loads(config_file.read_text(encoding="utf-8")) == {"language": "cs"}
    assert config.load().language == "cs"


@pytest.mark.parametrize("bad", ["klingon", "", 7, None, ["cs"]])
def test_a_bad_language_loads_as_none_and_keeps_the_rest(config_file: Path, bad: object) -> None:
    config_file.write_text(json.dumps({"language": bad, "theme": "nord"}), encoding="utf-8")
    loaded = config.load()
    assert loaded.language is None
    assert loaded.theme == "nord"  # the rest of the file is kept


def test_the_choice_saved_by_the_config_module_is_the_one_resolved(config_file: Path) -> None:
    """:mod:`tablebox.language` reads config.json without pydantic: the same file, the same
    field, as :func:`tablebox.config.save` writes it."""
    assert config.save(Config(language="cs", theme="nord")) is None
    assert resolve(None, {"LANG": "en_US.UTF-8"}) == "cs"
    config_file.write_text("{not json", encoding="utf-8")
    assert resolve(None, {"LANG": "cs_CZ.UTF-8"}) == "cs"  # a damaged file is no choice
    assert resolve(None, {}) == "en"
