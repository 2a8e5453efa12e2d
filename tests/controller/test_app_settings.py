"""Preferences: typed round trips, and garbage in the settings file falling back to defaults."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from piquet_desktop.controller.settings import AppSettings, NewPartieChoices
from piquet_desktop.engine.rules import AU_CENT, RUBICON


@pytest.fixture
def settings(qapp: object) -> AppSettings:
    return AppSettings()  # in the test's own folder: PIQUET_SETTINGS_DIR (conftest)


def test_defaults_when_nothing_is_stored(settings: AppSettings) -> None:
    assert settings.animation_speed == 1.0
    assert settings.suit_order == "SHCD" and settings.ranks_descending
    assert not settings.play_on_double_click
    assert not settings.expert_declarations and not settings.open_piquet
    assert settings.theme == "light"
    assert settings.last_new_partie == NewPartieChoices()
    assert settings.last_new_partie.rule_set() == RUBICON
    assert settings.recent_files == []
    assert settings.window_geometry == b"" and settings.window_state == b""


def test_every_preference_survives_a_new_settings_object(tmp_path: Path) -> None:
    first = AppSettings()
    first.animation_speed = 2.0
    first.suit_order = "dchs"
    first.ranks_descending = False
    first.play_on_double_click = True
    first.expert_declarations = True
    first.open_piquet = True
    first.theme = "dark"
    choices = NewPartieChoices("au-cent", {**AU_CENT.to_json(), "deck": 36}, "random", 42)
    first.last_new_partie = choices
    first.window_geometry = b"\x01\x02\x00geometry"
    first.window_state = b"\x00state"
    first.sync()

    again = AppSettings()
    assert again.animation_speed == 2.0
    assert again.suit_order == "DCHS" and not again.ranks_descending
    assert again.play_on_double_click and again.expert_declarations and again.open_piquet
    assert again.theme == "dark"
    assert again.last_new_partie == choices
    assert again.last_new_partie.rule_set().deck == 36
    assert again.window_geometry == b"\x01\x02\x00geometry"
    assert again.window_state == b"\x00state"


def test_garbage_in_the_settings_file_falls_back_to_the_defaults(tmp_path: Path) -> None:
    folder = tmp_path / "settings"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(
        "[table]\n"
        "animation_speed=fast\n"
        "play_on_double_click=perhaps\n"
        "theme=purple\n"
        "[hand]\n"
        "suit_order=SSSS\n"
        "ranks_descending=12x\n"
        "[game]\n"
        "expert_declarations=\n"
        "[files]\n"
        "recent=[[[\n"
        "[window]\n"
        "geometry=12\n",
        encoding="utf-8",
    )
    raw = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    bad_choices = {
        "preset": "poker",
        "rules": {"deck": 52, "cut": "lower_deals", "x": 1, "deal_by": True},
        "opponent": "god",
        "seed": "s",
    }
    raw.setValue(AppSettings.LAST_NEW_PARTIE, json.dumps(bad_choices))
    raw.sync()

    settings = AppSettings()
    assert settings.animation_speed == 1.0
    assert not settings.play_on_double_click
    assert settings.theme == "light"
    assert settings.suit_order == "SHCD" and settings.ranks_descending
    assert not settings.expert_declarations
    choices = settings.last_new_partie
    assert choices.preset == "rubicon" and choices.opponent == "greedy" and choices.seed is None
    assert choices.rule_set() == replace(RUBICON, cut="lower_deals")  # the one valid option
    assert settings.recent_files == []
    assert settings.window_geometry == b""


def test_a_stored_value_of_the_wrong_type_falls_back_too(settings: AppSettings) -> None:
    settings.store.setValue(AppSettings.LAST_NEW_PARTIE, 17)
    settings.store.setValue(AppSettings.RECENT_FILES, ["not", "json"])
    settings.store.setValue(AppSettings.THEME, 3.5)
    assert settings.last_new_partie == NewPartieChoices()
    assert settings.recent_files == []
    assert settings.theme == "light"


@pytest.mark.parametrize("raw", ["nan", "inf", "-3", "1e9"])
def test_animation_speed_is_a_finite_multiplier_between_instant_and_slow(
    settings: AppSettings, raw: str
) -> None:
    settings.store.setValue(AppSettings.ANIMATION_SPEED, raw)
    assert 0.0 <= settings.animation_speed <= 4.0


def test_recent_files_keep_eight_most_recent_first_and_drop_missing_ones(
    settings: AppSettings, tmp_path: Path
) -> None:
    files = [tmp_path / f"p{i}.piquet.json" for i in range(10)]
    for f in files:
        f.write_text("{}")
        settings.add_recent_file(f)
    settings.add_recent_file(files[3])  # again: moves to the front, no duplicate

    recent = settings.recent_files
    assert recent[0] == files[3].resolve()
    assert len(recent) == 8 and len(set(recent)) == 8
    assert recent[1:] == [files[i].resolve() for i in (9, 8, 7, 6, 5, 4, 2)]

    files[9].unlink()
    assert files[9].resolve() not in settings.recent_files
    settings.remove_recent_file(files[3])
    assert files[3].resolve() not in settings.recent_files


def test_changes_are_announced_by_key(settings: AppSettings) -> None:
    keys: list[str] = []
    settings.changed.connect(keys.append)
    settings.animation_speed = 0
    settings.theme = "dark"
    assert keys == [AppSettings.ANIMATION_SPEED, AppSettings.THEME]


def test_invalid_values_are_refused_when_set(settings: AppSettings) -> None:
    with pytest.raises(ValueError):
        settings.suit_order = "SHD"
    with pytest.raises(ValueError):
        settings.theme = "neon"  # type: ignore[assignment]


def test_settings_go_to_the_folder_the_environment_names(tmp_path: Path) -> None:
    settings = AppSettings()
    settings.theme = "dark"
    settings.sync()
    assert settings.store.format() == QSettings.Format.IniFormat
    assert Path(settings.store.fileName()) == tmp_path / "settings" / "settings.ini"
