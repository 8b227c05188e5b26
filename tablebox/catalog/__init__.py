"""The message catalog: stable keys and parameters -> sentences, one set of tables per language.

Rule modules speak in :class:`~tablebox.engine.Message` and :class:`~tablebox.engine.Event`
(a key such as ``"claim.plays"`` and parameters such as ``{"seat": 1, "card": "giant-3"}``);
everything a player reads is made here. A language is a package (``tablebox/catalog/en``) with
one module per key prefix: ``common`` for what every game says, and one per game. A module has

- ``MESSAGES``: key -> template, in ``str.format`` syntax with a *spec* naming how each
  parameter is shown: ``"{seat:player} plays {card:card}."``;
- optionally ``card(card_id) -> str``, the name of one of the game's cards.

The specs: ``player`` (a seat -> its name), ``players`` (seats -> "Ann, Ben and Cid"), ``card``
and ``cards`` (card ids -> names), ``term`` and ``terms`` (stable values -> the words the module
gives them under ``"<prefix>.term.<value>"``; ``{x:term:form}`` takes the form
``"<prefix>.term.<form>.<value>"`` where the module gives one), ``message`` (a nested Message),
``plural:one|other`` (a count -> the word form; a language lists the forms it needs, Czech
``plural:one|few|other``), ``ordinal`` (1 -> "1st"), ``with`` (a count after the word "with":
English "with 3", Czech "se 3" / "s 5", as the preposition is spoken before the numeral),
``signed`` (3 -> "+3", -3 -> "−3"),
``number`` and ``number:<decimals>`` (1172 -> "1,172" in English, "1 172" in Czech, by the
locale's rules: :meth:`Catalog.number`). A parameter without a spec is shown as it
is. ``card`` and ``cards`` may name a grammatical case, ``{card:card:acc}``, for a module whose
``card(card_id, case)`` declines names into its ``CASES`` (Czech: "Bára hraje obra 7."); without
one a card reads as printed.

A key a language has not translated yet reads in English rather than as a bare key, so a
half-translated module still reads (the catalog tests require every language to be complete).

Every parameter is shown through :func:`tablebox.safe_text.printable` (names, a refused action's
text, values read from a save): this is the one place they all pass before a player reads them.

Why a small typed catalog rather than gettext: the keys are stable identifiers with structured
parameters (seats, card ids) that must be rendered through the game's own names, which gettext's
source-text keys and ``%`` strings cannot express; a Python table is checked by the tests (every
key a game emits has a template, with the same fields, in every language) and needs no build step.
A Czech translation is one more package beside ``en`` with the same modules and keys, and its
own plural and list rules in its ``common`` module.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from collections.abc import Mapping, Sequence
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tablebox.safe_text import printable

if TYPE_CHECKING:  # at run time only ``.key``/``.params`` are read: the main menu's words come
    # from here, and the contract's module would load pydantic before the menu shows
    from tablebox.engine import Event, Message

DEFAULT_LANGUAGE = "en"


class Catalog:
    """The sentences of one language, rendered for one table (its players' names)."""

    def __init__(self, language: str = DEFAULT_LANGUAGE, names: Sequence[str] = ()) -> None:
        self.language = language
        self.names = [printable(name) for name in names]
        self._formatter = _Formatter(self)

    def text(self, message: Message | Event | str) -> str:
        """The sentence for ``message`` (a plain string is a key without parameters)."""
        if isinstance(message, str):
            key, params = message, {}
        else:
            key, params = message.key, message.params
        template = self.template(key)
        if template is None:
            return _fallback(key, params)
        try:
            return self._formatter.vformat(template, (), _Params(key, params))
        except (KeyError, IndexError, ValueError, TypeError):
            return _fallback(key, params)

    def lines(self, messages: Sequence[Message | Event]) -> list[str]:
        return [self.text(message) for message in messages]

    def template(self, key: str) -> str | None:
        """The template of ``key`` in this language, else in English, else ``None``."""
        for language in _fallbacks(self.language):
            template: str | None = _module(language, _prefix(key)).MESSAGES.get(key)
            if template is not None:
                return template
        return None

    # -- how parameters are shown ---------------------------------------------------------------

    def player(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        from tablebox.engine import Message

        return self.text(Message("common.seat", {"number": seat + 1}))

    def card(self, game: str, card_id: str, case: str = "") -> str:
        """A card's name; ``case`` asks for that case where the module declines names (lists
        it in its ``CASES``), and is ignored where it does not, such as English."""
        for language in _fallbacks(self.language):
            module = _module(language, game)
            namer = getattr(module, "card", None)
            if namer is None:
                continue
            if case and case in getattr(module, "CASES", ()):
                return str(namer(card_id, case))
            return str(namer(card_id))
        return card_id

    def term(self, game: str, value: str, form: str = "") -> str:
        """A stable value in words; ``form`` asks for the form a language gives it under
        ``<game>.term.<form>.<value>`` (Czech "Nabídky proti divokým" where a track reads
        "o stupnici Železný trůn"), else the plain term."""
        if form:
            formed = self.template(f"{game}.term.{form}.{value}")
            if formed is not None:
                return formed
        return self.template(f"{game}.term.{value}") or value

    def join(self, items: Sequence[str]) -> str:
        join: Any = _module(self.language, "common").join
        return str(join(items))

    def plural(self, count: int, forms: str) -> str:
        plural: Any = _module(self.language, "common").plural
        return str(plural(count, forms.split("|")))

    def ordinal(self, number: int) -> str:
        ordinal: Any = _module(self.language, "common").ordinal
        return str(ordinal(number))

    def with_count(self, count: int) -> str:
        """``count`` after the language's "with": "with 3"; Czech "se 3", "s 5"."""
        with_count: Any = _module(self.language, "common").with_count
        return str(with_count(count))

    def number(self, value: float, decimals: int = 0) -> str:
        """``value`` with ``decimals`` places, grouped and pointed by the language's locale:
        1172.5 -> "1,172.5" in English, "1 172,5" in Czech (Babel knows the rules; a narrow
        no-break space groups Czech thousands)."""
        from babel.numbers import format_decimal

        pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
        return str(format_decimal(value, format=pattern, locale=self._locale()))

    def percent(self, share: float, decimals: int = 1) -> str:
        """``share`` (0.4) as a percentage by the locale's pattern: "40.0%", Czech "40,0 %"."""
        from babel import Locale
        from babel.numbers import format_percent

        locale = Locale.parse(self._locale())
        pattern = locale.percent_formats[None].pattern
        if decimals > 0:
            pattern = pattern.replace("0", "0." + "0" * decimals, 1)
        return str(format_percent(share, format=pattern, locale=locale))

    def _locale(self) -> str:
        locale: Any = getattr(_module(self.language, "common"), "LOCALE", self.language)
        return str(locale)


def english(message: Message | Event | str, names: Sequence[str] = ()) -> str:
    """``message`` in English: for logs, saves' errors and tests."""
    return Catalog(DEFAULT_LANGUAGE, names).text(message)


def has_template(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    return Catalog(language).template(key) is not None


def template_fields(template: str) -> set[str]:
    """The parameter names a template uses, for the catalog tests."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def languages() -> list[str]:
    """The languages present: English first, then every other package beside it."""
    found = [info.name for info in pkgutil.iter_modules(__path__) if info.ispkg]
    return [DEFAULT_LANGUAGE, *sorted(name for name in found if name != DEFAULT_LANGUAGE)]


def module(language: str, prefix: str) -> ModuleType:
    """The catalog module of ``prefix`` (``"claim"``, ``"dwarf-king"``) in ``language``, or the
    English one where that language has none yet: for a table that reads a module's data (a
    namer, a table of names) rather than one sentence."""
    for candidate in _fallbacks(language):
        found = _own_module(candidate, prefix)
        if found is not None:
            return found
    return _module(DEFAULT_LANGUAGE, prefix)


# -- internals --------------------------------------------------------------------------------


def _prefix(key: str) -> str:
    return key.partition(".")[0]


def _fallbacks(language: str) -> tuple[str, ...]:
    """Where a key is looked for: the language itself, then English."""
    return (language,) if language == DEFAULT_LANGUAGE else (language, DEFAULT_LANGUAGE)


@cache
def _own_module(language: str, prefix: str) -> ModuleType | None:
    """The language's module for ``prefix``, or ``None`` when it has none."""
    # A game id may hold hyphens ("dwarf-king"); its module's name has underscores.
    name = f"tablebox.catalog.{language}.{prefix.replace('-', '_')}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name is not None and (name + ".").startswith(error.name + "."):
            return None  # the module (or the language) is missing, not something it imports
        raise


@cache
def _module(language: str, prefix: str) -> ModuleType:
    """The module holding ``prefix``'s keys: its own, else the language's ``common`` (whose
    ``MESSAGES`` simply lack them), else English's ``common`` for an unknown language."""
    for name in (prefix, "common"):
        found = _own_module(language, name)
        if found is not None:
            return found
    return _module(DEFAULT_LANGUAGE, "common")


def _fallback(key: str, params: Mapping[str, Any]) -> str:
    """A key the catalog cannot render (a bug the catalog tests catch) still shows something."""
    shown = ", ".join(f"{name}={value}" for name, value in params.items())
    return printable(f"{key} ({shown})" if shown else key)


_PLACEHOLDER = re.compile("\x00[A-Za-z_][A-Za-z0-9_]*\x00")
"""A parameter's name between NULs: where the table widgets (``words.py``) draw a styled part
into a sentence after the catalog has made it. Left as it is by :func:`printable`'s guard; a
player cannot type a NUL into a field, and a name with one is refused."""


class _Params(dict[str, Any]):
    """The parameters of one message, knowing its key for the ``card`` and ``term`` specs."""

    def __init__(self, key: str, params: Mapping[str, Any]) -> None:
        super().__init__(params)
        self.game = _prefix(key)


class _Formatter(string.Formatter):
    def __init__(self, catalog: Catalog) -> None:
        super().__init__()
        self.catalog = catalog
        self._game = "common"

    def vformat(self, format_string: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
        previous = self._game
        self._game = kwargs.game if isinstance(kwargs, _Params) else "common"
        try:
            return super().vformat(format_string, args, kwargs)
        finally:
            self._game = previous

    def format_field(self, value: Any, format_spec: str) -> str:
        """A parameter in words. Whatever comes from a player or a file (a name, the text of a
        refused action, a card id from a save) goes through :func:`printable`: its control
        characters are shown as escapes and never reach the terminal. A nested message is
        made safe field by field (its own template may break a line on purpose)."""
        spec = format_spec.partition(":")[0]
        if not spec and isinstance(value, str) and _PLACEHOLDER.fullmatch(value):
            return value  # a drawn part's place, found again by the widget (words.py)
        shown = self._field(value, format_spec)
        return shown if spec in ("message", "messages") else printable(shown)

    def _field(self, value: Any, format_spec: str) -> str:
        catalog, game = self.catalog, self._game
        spec, _, argument = format_spec.partition(":")
        if spec == "player":
            return catalog.player(int(value))
        if spec == "players":
            return catalog.join([catalog.player(int(seat)) for seat in value])
        if spec == "card":
            return catalog.card(game, str(value), argument)
        if spec == "cards":
            return catalog.join([catalog.card(game, str(card), argument) for card in value])
        if spec == "term":
            return catalog.term(game, str(value), argument)
        if spec == "terms":
            return catalog.join([catalog.term(game, str(item)) for item in value])
        if spec == "message":
            return catalog.text(_as_message(value))
        if spec == "messages":
            return catalog.join([catalog.text(_as_message(item)) for item in value])
        if spec == "plural":
            return catalog.plural(int(value), argument)
        if spec == "ordinal":
            return catalog.ordinal(int(value))
        if spec == "signed":
            number = int(value)
            return f"+{number}" if number >= 0 else f"−{-number}"  # a true minus sign
        if spec == "with":
            return catalog.with_count(int(value))
        if spec == "number":
            return catalog.number(float(value), int(argument or 0))
        return str(super().format_field(value, format_spec))


def _as_message(value: Any) -> Message:
    from tablebox.engine import Message

    if isinstance(value, Message):
        return value
    key, params = value  # a Message that went through JSON comes back as a pair
    return Message(key, dict(params))
