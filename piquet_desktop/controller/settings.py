"""The user's preferences: each declared once as a ``Setting`` on ``AppSettings``.

Why it is built this way: ``QSettings`` hands back whatever the file holds, and with the INI
format (Linux, tests) every value comes back as a string. A preference file outlives many builds
and is easy to edit by hand, so each kind of setting parses its raw value itself and falls back to
the default on anything it does not understand; a bad value is never an exception at start-up.
The structured values (new-partie choices, recent files) are stored as JSON text, which reads back
the same from every ``QSettings`` backend (INI, the registry, plists), unlike ``QSettings`` lists.

A ``Setting`` is a descriptor: one line on ``AppSettings`` gives its key in the store, its
default and (by its class) how it is parsed and checked, and becomes a typed attribute
(``settings.colour_scheme``, ``settings.colour_scheme = "dark"``). On the class,
``AppSettings.colour_scheme`` is the declaration itself, so ``AppSettings.colour_scheme.key`` is
the key that ``changed`` announces and
``AppSettings.declared()`` lists them all (the tests round-trip every one). Nothing else in the
package touches ``QSettings``: a throw-away store (tests, the self-test, screenshots, benchmarks)
is ``AppSettings.in_file(path)``.

Where the file lives: ``QSettings("Piquet Desktop", "Piquet Desktop")`` (the platform's native
store), or, when the environment variable ``PIQUET_SETTINGS_DIR`` is set, an INI file in that
folder; tests point it at a temporary folder so they never touch the real preferences. Where the
file is the app's own (that folder, or Qt's INI file in its organisation folder on Linux), the
folder is made 0700 and the file 0600 before Qt first writes it (``private_files``): the recent
files and the player's name are nobody else's business.
"""

from __future__ import annotations

import copy
import json
import logging
import math
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Literal, Self, TypeVar, overload

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from piquet_desktop.ai.level_names import PLAYER_NAMES
from piquet_desktop.engine.private_files import create_private_file, make_private_folder
from piquet_desktop.engine.rules import PRESETS, RuleSet, option_choices
from piquet_desktop.words.cards import DEFAULT_SUIT_ORDER, SUIT_LETTERS

__all__ = [
    "APP_NAME",
    "DEFAULT_OPPONENT",
    "MAX_RECENT_FILES",
    "ORGANISATION",
    "SETTINGS_DIR_ENV",
    "AppSettings",
    "NewPartieChoices",
    "Setting",
    "apply_app_identity",
    "settings_folder",
]

ORGANISATION = "Piquet Desktop"
APP_NAME = "Piquet Desktop"
SETTINGS_DIR_ENV = "PIQUET_SETTINGS_DIR"
MAX_RECENT_FILES = 8
MAX_ANIMATION_SPEED = 4.0
DEFAULT_OPPONENT = "novice"
"""The opponent of a first partie. Novice is the weakest level, as strong as the greedy baseline
that was the default before (Elo +833 and +832 in docs/AI.md's round robin) but playing as a
person does: he keeps his point suit and aces, takes every card, cashes his masters, and loses
track of the queens and knaves late in the deal, so a newcomer can beat him while learning and
sees sensible play. Casual, a hundred points stronger, is the next step."""
ColourSchemeChoice = Literal["system", "light", "dark"]
CardFacesChoice = Literal["language", "english", "french"]
CardBackChoice = Literal["red", "blue", "green", "burgundy"]
FeltChoice = Literal["baize", "blue", "red", "brown"]
LanguageChoice = Literal["system", "en", "fr"]

log = logging.getLogger(__name__)

T = TypeVar("T")
S = TypeVar("S", bound=str)


def apply_app_identity() -> None:
    """Set the organisation and application names that QSettings and QStandardPaths use.

    Call once at start-up, before the first ``AppSettings`` or autosave: without them Qt derives
    the folders from the executable's name, which differs between ``python -m``, the installed
    script and a frozen bundle.
    """
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APP_NAME)


@dataclass(frozen=True)
class NewPartieChoices:
    """What the New Partie dialog last started: preset, every rule option, opponent, seed."""

    preset: str = "rubicon"
    rules: dict[str, Any] = field(default_factory=lambda: PRESETS["rubicon"].to_json())
    opponent: str = DEFAULT_OPPONENT
    seed: int | None = None

    def rule_set(self) -> RuleSet:
        """The rule set these choices describe (options missing or invalid take the preset's)."""
        base = PRESETS.get(self.preset, PRESETS["rubicon"])
        return RuleSet.from_json({**base.to_json(), **_clean_rule_options(self.rules)})

    @classmethod
    def from_json(cls, data: object) -> NewPartieChoices | None:
        """The stored choices; every part that does not parse takes its default."""
        if not isinstance(data, dict):
            return None
        preset = data.get("preset")
        preset = preset if isinstance(preset, str) and preset in PRESETS else "rubicon"
        rules = {**PRESETS[preset].to_json(), **_clean_rule_options(data.get("rules"))}
        opponent = data.get("opponent")
        if not (isinstance(opponent, str) and opponent in PLAYER_NAMES):
            opponent = DEFAULT_OPPONENT
        seed = data.get("seed")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
        return cls(preset, rules, opponent, seed)

    def to_json(self) -> dict[str, Any]:
        return {
            "preset": self.preset,
            "rules": _clean_rule_options(self.rules),
            "opponent": self.opponent,
            "seed": self.seed,
        }


def _settings_store() -> QSettings:
    folder = os.environ.get(SETTINGS_DIR_ENV)
    if folder:
        store = _ini_store(Path(folder) / "settings.ini")
    else:
        store = QSettings(ORGANISATION, APP_NAME)
    _keep_private(store)
    return store


def settings_folder() -> Path | None:
    """The folder of the preferences file when it is the app's own (``PIQUET_SETTINGS_DIR``,
    or the organisation's folder that Qt keeps the INI file in on Linux and other Unixes);
    None where the store is the registry (Windows) or a plist among others' (macOS)."""
    folder = os.environ.get(SETTINGS_DIR_ENV)
    if folder:
        return Path(folder)
    if os.name != "posix" or sys.platform == "darwin":
        return None
    path = Path(QSettings(ORGANISATION, APP_NAME).fileName())
    return path.parent if path.parent.name == ORGANISATION else None


def _keep_private(store: QSettings) -> None:
    """Make the preferences' folder 0700 and the file 0600 before Qt first writes it: Qt keeps
    the mode of the file it replaces, and would create a new one with the umask (see
    ``private_files``). Preferences that cannot be made private are still used (logged)."""
    folder = settings_folder()
    if folder is None:
        return
    try:
        make_private_folder(folder)
        create_private_file(Path(store.fileName()))
    except OSError as exc:
        log.warning("could not make the preferences private: %s", exc)


def _ini_store(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


# ----------------------------------------------------------------------------- parsing
# Each returns None for a raw value it cannot read; the setting then gives its default.


def _as_bool(raw: object) -> bool | None:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int):
        return raw != 0
    if isinstance(raw, str):
        text = raw.strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
    return None


def _as_float(raw: object, low: float, high: float) -> float | None:
    if not isinstance(raw, int | float | str) or isinstance(raw, bool):
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    if not math.isfinite(value):
        return None
    return min(max(value, low), high)


def _as_text(raw: object) -> str | None:
    if isinstance(raw, str):
        return raw
    if isinstance(raw, QByteArray):
        try:
            return bytes(raw.data()).decode("utf-8")
        except UnicodeDecodeError:
            return None
    return None


def _as_json(raw: object) -> Any:
    text = _as_text(raw)
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _clean_rule_options(raw: object) -> dict[str, Any]:
    """Only known options with allowed values survive; the rest take their preset's value."""
    if not isinstance(raw, dict):
        return {}
    choices = option_choices()
    out = {}
    for name, value in raw.items():
        allowed = choices.get(name) if isinstance(name, str) else None
        if allowed is not None and any(value == a and type(value) is type(a) for a in allowed):
            out[name] = value
    return out


def _existing_files(data: object) -> list[Path] | None:
    if not isinstance(data, list):
        return None
    out: list[Path] = []
    for item in data:
        if isinstance(item, str) and item and Path(item) not in out and Path(item).is_file():
            out.append(Path(item))
    return out[:MAX_RECENT_FILES]


# ----------------------------------------------------------------------------- kinds of setting


class Setting(Generic[T]):
    """One preference: its key in the store, its default, and how its stored form is read.

    Subclasses say how to ``parse`` a raw stored value (None: unreadable, use the default) and
    how to ``dump`` a value for the store (raising ``ValueError`` for a value that cannot be one).
    """

    def __init__(self, key: str, default: T) -> None:
        self.key = key
        self.default = default
        self.name = key

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Self: ...
    @overload
    def __get__(self, obj: AppSettings, owner: type | None = None) -> T: ...
    def __get__(self, obj: AppSettings | None, owner: type | None = None) -> Self | T:
        if obj is None:
            return self
        return self.read(obj.store.value(self.key))

    def __set__(self, obj: AppSettings, value: T) -> None:
        obj.store.setValue(self.key, self.dump(value))
        obj.changed.emit(self.key)

    def read(self, raw: object) -> T:
        """The value ``raw`` stands for, or the default if it stands for none (a deep copy: a
        caller changing the list or dict it was given cannot change the default)."""
        value = self.parse(raw)
        return copy.deepcopy(self.default) if value is None else value

    def parse(self, raw: object) -> T | None:
        raise NotImplementedError

    def dump(self, value: T) -> object:
        return value


class Flag(Setting[bool]):
    """On or off; reads "true"/"false", "1"/"0", "yes"/"no", "on"/"off" and numbers."""

    def parse(self, raw: object) -> bool | None:
        return _as_bool(raw)

    def dump(self, value: bool) -> object:
        return bool(value)


class Bounded(Setting[float]):
    """A finite number, clamped into ``low..high`` both when read and when set."""

    def __init__(self, key: str, default: float, low: float, high: float) -> None:
        super().__init__(key, default)
        self.low, self.high = low, high

    def parse(self, raw: object) -> float | None:
        return _as_float(raw, self.low, self.high)

    def dump(self, value: float) -> object:
        return self.read(value)


class Choice(Setting[S]):
    """One of a few words; read whatever its case and surrounding spaces."""

    def __init__(self, key: str, default: S, choices: tuple[S, ...]) -> None:
        super().__init__(key, default)
        self.choices = choices

    def parse(self, raw: object) -> S | None:
        text = _as_text(raw)
        word = text.strip().lower() if text is not None else None
        return next((c for c in self.choices if c == word), None)

    def dump(self, value: S) -> object:
        if value not in self.choices:
            words = " or ".join(repr(c) for c in self.choices)
            raise ValueError(f"the {self.name.replace('_', ' ')} is {words}, not {value!r}")
        return value


class SuitOrder(Setting[str]):
    """The four suit letters in fanning order, each once, in capitals."""

    def parse(self, raw: object) -> str | None:
        text = _as_text(raw)
        if text is None or sorted(text.upper()) != sorted(SUIT_LETTERS):
            return None
        return text.upper()

    def dump(self, value: str) -> object:
        if sorted(value.upper()) != sorted(SUIT_LETTERS):
            raise ValueError(f"a suit order lists S, H, D and C once each, not {value!r}")
        return value.upper()


class Text(Setting[str]):
    """Any text."""

    def parse(self, raw: object) -> str | None:
        return _as_text(raw)

    def dump(self, value: str) -> object:
        return str(value)


class Bytes(Setting[bytes]):
    """Opaque bytes (Qt's saved window geometry and state), stored as a ``QByteArray``."""

    def parse(self, raw: object) -> bytes | None:
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        if isinstance(raw, bytes):
            return raw
        return None

    def dump(self, value: bytes) -> object:
        return QByteArray(bytes(value))


class Json(Setting[T]):
    """A structured value stored as JSON text; ``decode`` turns the parsed JSON into a value."""

    def __init__(
        self,
        key: str,
        default: T,
        decode: Callable[[object], T | None],
        encode: Callable[[T], object],
    ) -> None:
        super().__init__(key, default)
        self.decode, self.encode = decode, encode

    def parse(self, raw: object) -> T | None:
        return self.decode(_as_json(raw))

    def dump(self, value: T) -> object:
        return json.dumps(self.encode(value))


# ----------------------------------------------------------------------------- the settings


class AppSettings(QObject):
    """Typed preferences. ``changed(key)`` is emitted after a setter stores a new value."""

    changed = Signal(str)

    # table and hand
    animation_speed = Bounded("table/animation_speed", 1.0, 0.0, MAX_ANIMATION_SPEED)
    """Duration multiplier for every animation: 0 instant, 1 normal, 2 slow (at most 4)."""
    sound_enabled = Flag("sound/enabled", True)
    """True: the table's sounds play (dealing, a card, a trick gathered, the talon, a deal won or
    lost); False: silence (View > Sound, and Preferences)."""
    sound_volume = Bounded("sound/volume", 0.6, 0.0, 1.0)
    """Loudness of the table's sounds, 0 (silent) to 1 (as the files are made)."""
    suit_order = SuitOrder("hand/suit_order", DEFAULT_SUIT_ORDER)
    """The four suit letters in fanning order, e.g. "SHCD" (spades, hearts, clubs, diamonds)."""
    ranks_descending = Flag("hand/ranks_descending", True)
    """True: ace first within a suit (the default); False: lowest first."""
    play_on_double_click = Flag("table/play_on_double_click", False)
    """False: a single click plays a card (the default); True: a double click does."""
    colour_scheme: Choice[ColourSchemeChoice] = Choice(
        "table/theme", "system", ("system", "light", "dark")
    )
    """The whole app's colours: "system" follows the desktop's light or dark scheme (the
    default), "light" or "dark" keeps to that scheme (``ui.colour_scheme`` applies it). The key
    is that of the table theme this setting grew out of, whose "light" and "dark" it keeps."""

    card_faces: Choice[CardFacesChoice] = Choice(
        "table/card_faces", "language", ("language", "english", "french")
    )
    """The corner letters of the court cards: "english" K, Q, J; "french" R, D, V; "language"
    (the default) French when the app speaks French, English otherwise."""
    card_back: Choice[CardBackChoice] = Choice(
        "table/card_back", "red", ("red", "blue", "green", "burgundy")
    )
    """The back of the cards (``ui.card_images.BACKS``): the red lattice by default."""
    felt: Choice[FeltChoice] = Choice("table/felt", "baize", ("baize", "blue", "red", "brown"))
    """The colour of the table's felt (``ui.table.felts``), in the light or dark scheme's shade."""

    language: Choice[LanguageChoice] = Choice("ui/language", "system", ("system", "en", "fr"))
    """The language of the whole app: "system" speaks the desktop's language when the app knows
    it and English otherwise (the default), "en" or "fr" keep to one. Read once at start
    (``translation.install``): a change applies the next time the app starts."""

    # game
    expert_declarations = Flag("game/expert_declarations", False)
    """True: the player makes his own calls and answers; False: the controller makes them."""
    open_piquet = Flag("game/open_piquet", False)
    """True: the opponent's hand is shown face up (a teaching mode)."""
    take_back_any_move = Flag("game/take_back_any_move", False)
    """True: take back may go past a card seen since (the exchange, the computer's replies),
    and a take back that does makes the partie a practice partie; False: the fair rule
    (controller/take_back.py). Redo plays taken-back moves again either way."""
    play_forced_cards = Flag("game/play_forced_cards", True)
    """True: a card that is the player's only legal card is played for him (the trick history
    marks it); False: he plays it himself, as any other."""
    computer_claims = Flag("game/computer_claims", True)
    """True: the computer claims the remaining tricks when they are certain for what it knows,
    and the rest of the deal is played out at once; False: every card is played one by one."""
    last_new_partie = Json(
        "game/last_new_partie",
        NewPartieChoices(),
        NewPartieChoices.from_json,
        NewPartieChoices.to_json,
    )
    """The New Partie dialog's last choices; every part that does not parse takes its default."""
    human_name = Text("game/human_name", "")
    """The player's name as last typed in the New Partie dialog ("" before the first time)."""
    offer_lesson = Flag("game/offer_lesson", True)
    """True: the start screen offers Learn to Play (Help > Learn to Play always does)."""

    # files
    recent_files: Json[list[Path]] = Json(
        "files/recent", [], _existing_files, lambda files: [str(p) for p in files]
    )
    """Recently opened or saved records, most recent first; files gone since are left out."""

    # window
    window_geometry = Bytes("window/geometry", b"")
    """``QWidget.saveGeometry()`` bytes, or b"" if none (or unreadable) were stored."""
    window_state = Bytes("window/state", b"")
    """``QMainWindow.saveState()`` bytes (docks, toolbars), or b""."""

    # statistics
    statistics_include_practice = Flag("statistics/include_practice", False)
    """True: the Statistics window counts practice parties too (open piquet, take back anytime,
    the lesson, demonstrations); False (the default): they are left out. Never in the rating."""

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else _settings_store()

    @classmethod
    def in_file(cls, path: Path, parent: QObject | None = None) -> AppSettings:
        """Settings kept in the INI file ``path`` (a throw-away store for a tool or a test)."""
        return cls(_ini_store(path), parent)

    @classmethod
    def declared(cls) -> list[Setting[Any]]:
        """Every setting, in the order of declaration."""
        return [v for v in vars(cls).values() if isinstance(v, Setting)]

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        """Write pending changes to disk now (Qt also does it by itself, later)."""
        self._store.sync()

    def add_recent_file(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first in the recent files (once), keeping at most eight."""
        new = Path(path).resolve()
        files = [new, *(p for p in self.recent_files if p != new)]
        self.recent_files = files[:MAX_RECENT_FILES]

    def remove_recent_file(self, path: str | os.PathLike[str]) -> None:
        gone = Path(path).resolve()
        self.recent_files = [p for p in self.recent_files if p != gone]

    def clear_recent_files(self) -> None:
        self.recent_files = []
