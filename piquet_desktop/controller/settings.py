"""The user's preferences: typed properties over ``QSettings``, robust to any stored value.

Why it is built this way: ``QSettings`` hands back whatever the file holds, and with the INI
format (Linux, tests) every value comes back as a string. A preference file outlives many builds
and is easy to edit by hand, so each property parses its raw value itself and falls back to the
default on anything it does not understand; a bad value is never an exception at start-up. The
structured values (new-partie choices, recent files) are stored as JSON text, which reads back the
same from every ``QSettings`` backend (INI, the registry, plists), unlike ``QSettings`` lists.

Where the file lives: ``QSettings("Piquet Desktop", "Piquet Desktop")`` (the platform's native
store), or, when the environment variable ``PIQUET_SETTINGS_DIR`` is set, an INI file in that
folder; tests point it at a temporary folder so they never touch the real preferences.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from piquet_desktop.ai.registry import PLAYERS
from piquet_desktop.engine.rules import PRESETS, RuleSet, option_choices

from .text import DEFAULT_SUIT_ORDER, SUIT_LETTERS

__all__ = [
    "APP_NAME",
    "MAX_RECENT_FILES",
    "ORGANISATION",
    "SETTINGS_DIR_ENV",
    "AppSettings",
    "NewPartieChoices",
    "apply_app_identity",
]

ORGANISATION = "Piquet Desktop"
APP_NAME = "Piquet Desktop"
SETTINGS_DIR_ENV = "PIQUET_SETTINGS_DIR"
MAX_RECENT_FILES = 8
MAX_ANIMATION_SPEED = 4.0
Theme = Literal["light", "dark"]


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
    opponent: str = "greedy"
    seed: int | None = None

    def rule_set(self) -> RuleSet:
        """The rule set these choices describe (options missing or invalid take the preset's)."""
        base = PRESETS.get(self.preset, PRESETS["rubicon"])
        return RuleSet.from_json({**base.to_json(), **_clean_rule_options(self.rules)})


def _settings_store() -> QSettings:
    folder = os.environ.get(SETTINGS_DIR_ENV)
    if folder:
        return QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APP_NAME)


# ----------------------------------------------------------------------------- parsing


def _as_bool(raw: object, default: bool) -> bool:
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
    return default


def _as_float(raw: object, default: float, low: float, high: float) -> float:
    try:
        value = (
            float(raw)
            if isinstance(raw, int | float | str) and not isinstance(raw, bool)
            else default
        )
    except ValueError:
        return default
    if not math.isfinite(value):
        return default
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


def _as_int_or_none(raw: object) -> int | None:
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and raw.strip().lstrip("-").isdigit() and len(raw) < 40:
        return int(raw.strip())
    return None


def _byte_array(value: bytes | QByteArray) -> QByteArray:
    return QByteArray(value) if isinstance(value, QByteArray) else QByteArray(bytes(value))


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


class AppSettings(QObject):
    """Typed preferences. ``changed(key)`` is emitted after a setter stores a new value."""

    changed = Signal(str)

    ANIMATION_SPEED = "table/animation_speed"
    SUIT_ORDER = "hand/suit_order"
    RANKS_DESCENDING = "hand/ranks_descending"
    PLAY_ON_DOUBLE_CLICK = "table/play_on_double_click"
    EXPERT_DECLARATIONS = "game/expert_declarations"
    THEME = "table/theme"
    OPEN_PIQUET = "game/open_piquet"
    LAST_NEW_PARTIE = "game/last_new_partie"
    RECENT_FILES = "files/recent"
    WINDOW_GEOMETRY = "window/geometry"
    WINDOW_STATE = "window/state"

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else _settings_store()

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        """Write pending changes to disk now (Qt also does it by itself, later)."""
        self._store.sync()

    def _set(self, key: str, value: object) -> None:
        self._store.setValue(key, value)
        self.changed.emit(key)

    # ------------------------------------------------------------------------- table and hand
    @property
    def animation_speed(self) -> float:
        """Duration multiplier for every animation: 0 instant, 1 normal, 2 slow (at most 4)."""
        return _as_float(self._store.value(self.ANIMATION_SPEED), 1.0, 0.0, MAX_ANIMATION_SPEED)

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self._set(self.ANIMATION_SPEED, _as_float(value, 1.0, 0.0, MAX_ANIMATION_SPEED))

    @property
    def suit_order(self) -> str:
        """The four suit letters in fanning order, e.g. "SHCD" (spades, hearts, clubs, diamonds)."""
        raw = _as_text(self._store.value(self.SUIT_ORDER))
        if raw is None or sorted(raw.upper()) != sorted(SUIT_LETTERS):
            return DEFAULT_SUIT_ORDER
        return raw.upper()

    @suit_order.setter
    def suit_order(self, value: str) -> None:
        if sorted(value.upper()) != sorted(SUIT_LETTERS):
            raise ValueError(f"a suit order lists S, H, D and C once each, not {value!r}")
        self._set(self.SUIT_ORDER, value.upper())

    @property
    def ranks_descending(self) -> bool:
        """True: ace first within a suit (the default); False: lowest first."""
        return _as_bool(self._store.value(self.RANKS_DESCENDING), True)

    @ranks_descending.setter
    def ranks_descending(self, value: bool) -> None:
        self._set(self.RANKS_DESCENDING, bool(value))

    @property
    def play_on_double_click(self) -> bool:
        """False: a single click plays a card (the default); True: a double click does."""
        return _as_bool(self._store.value(self.PLAY_ON_DOUBLE_CLICK), False)

    @play_on_double_click.setter
    def play_on_double_click(self, value: bool) -> None:
        self._set(self.PLAY_ON_DOUBLE_CLICK, bool(value))

    @property
    def theme(self) -> Theme:
        raw = _as_text(self._store.value(self.THEME))
        return "dark" if raw is not None and raw.strip().lower() == "dark" else "light"

    @theme.setter
    def theme(self, value: Theme) -> None:
        if value not in ("light", "dark"):
            raise ValueError(f"the theme is 'light' or 'dark', not {value!r}")
        self._set(self.THEME, value)

    # ------------------------------------------------------------------------- game
    @property
    def expert_declarations(self) -> bool:
        """True: the player makes his own calls and answers; False: the controller makes them."""
        return _as_bool(self._store.value(self.EXPERT_DECLARATIONS), False)

    @expert_declarations.setter
    def expert_declarations(self, value: bool) -> None:
        self._set(self.EXPERT_DECLARATIONS, bool(value))

    @property
    def open_piquet(self) -> bool:
        """True: the opponent's hand is shown face up (a teaching mode)."""
        return _as_bool(self._store.value(self.OPEN_PIQUET), False)

    @open_piquet.setter
    def open_piquet(self, value: bool) -> None:
        self._set(self.OPEN_PIQUET, bool(value))

    @property
    def last_new_partie(self) -> NewPartieChoices:
        """The dialog's last choices; every part that does not parse takes its default."""
        data = _as_json(self._store.value(self.LAST_NEW_PARTIE))
        if not isinstance(data, dict):
            return NewPartieChoices()
        preset = data.get("preset")
        preset = preset if isinstance(preset, str) and preset in PRESETS else "rubicon"
        rules = {**PRESETS[preset].to_json(), **_clean_rule_options(data.get("rules"))}
        opponent = data.get("opponent")
        opponent = opponent if isinstance(opponent, str) and opponent in PLAYERS else "greedy"
        seed = data.get("seed")
        seed = seed if isinstance(seed, int) and not isinstance(seed, bool) else None
        return NewPartieChoices(preset, rules, opponent, seed)

    @last_new_partie.setter
    def last_new_partie(self, value: NewPartieChoices) -> None:
        data = {
            "preset": value.preset,
            "rules": _clean_rule_options(value.rules),
            "opponent": value.opponent,
            "seed": value.seed,
        }
        self._set(self.LAST_NEW_PARTIE, json.dumps(data))

    # ------------------------------------------------------------------------- files
    @property
    def recent_files(self) -> list[Path]:
        """Recently opened or saved records, most recent first; files gone since are left out."""
        data = _as_json(self._store.value(self.RECENT_FILES))
        if not isinstance(data, list):
            return []
        out: list[Path] = []
        for item in data:
            if isinstance(item, str) and item and Path(item) not in out and Path(item).is_file():
                out.append(Path(item))
        return out[:MAX_RECENT_FILES]

    def add_recent_file(self, path: str | os.PathLike[str]) -> None:
        """Put ``path`` first in the recent files (once), keeping at most eight."""
        new = Path(path).resolve()
        files = [new, *(p for p in self.recent_files if p != new)]
        self._set_recent(files[:MAX_RECENT_FILES])

    def remove_recent_file(self, path: str | os.PathLike[str]) -> None:
        gone = Path(path).resolve()
        self._set_recent([p for p in self.recent_files if p != gone])

    def clear_recent_files(self) -> None:
        self._set_recent([])

    def _set_recent(self, files: list[Path]) -> None:
        self._set(self.RECENT_FILES, json.dumps([str(p) for p in files]))

    # ------------------------------------------------------------------------- window
    @property
    def window_geometry(self) -> bytes:
        """``QWidget.saveGeometry()`` bytes, or b"" if none (or unreadable) were stored."""
        return self._bytes(self.WINDOW_GEOMETRY)

    @window_geometry.setter
    def window_geometry(self, value: bytes | QByteArray) -> None:
        self._set(self.WINDOW_GEOMETRY, _byte_array(value))

    @property
    def window_state(self) -> bytes:
        """``QMainWindow.saveState()`` bytes (docks, toolbars), or b""."""
        return self._bytes(self.WINDOW_STATE)

    @window_state.setter
    def window_state(self, value: bytes | QByteArray) -> None:
        self._set(self.WINDOW_STATE, _byte_array(value))

    def _bytes(self, key: str) -> bytes:
        raw = self._store.value(key)
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        if isinstance(raw, bytes):
            return raw
        return b""
