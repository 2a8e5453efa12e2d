"""Preferences: typed round trips, and garbage in the settings file falling back to defaults."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings

from piquet_desktop.controller.settings import AppSettings, NewPartieChoices, Setting
from piquet_desktop.engine.rules import AU_CENT, PRESETS, RUBICON


@pytest.fixture
def settings(qapp: object) -> AppSettings:
    return AppSettings()  # in the test's own folder: PIQUET_SETTINGS_DIR (conftest)


def test_defaults_when_nothing_is_stored(settings: AppSettings) -> None:
    assert settings.animation_speed == 1.0
    assert settings.suit_order == "SHCD" and settings.ranks_descending
    assert not settings.play_on_double_click
    assert not settings.expert_declarations and not settings.open_piquet
    assert settings.colour_scheme == "system"
    assert settings.language == "system"
    assert settings.last_new_partie == NewPartieChoices()
    assert settings.last_new_partie.rule_set() == RUBICON
    assert settings.recent_files == []
    assert settings.window_geometry == b"" and settings.window_state == b""
    assert settings.human_name == ""
    assert settings.offer_lesson
    assert settings.play_forced_cards
    assert not settings.statistics_include_practice


def _samples(tmp_path: Path) -> dict[str, object]:
    """A value other than the default for every setting (a new setting needs one here)."""
    record = tmp_path / "kept.piquet"
    record.write_text("{}")
    return {
        "animation_speed": 2.5,
        "sound_enabled": False,
        "sound_volume": 0.25,
        "suit_order": "DCHS",
        "ranks_descending": False,
        "play_on_double_click": True,
        "colour_scheme": "dark",
        "card_faces": "french",
        "card_back": "green",
        "felt": "blue",
        "language": "fr",
        "expert_declarations": True,
        "open_piquet": True,
        "take_back_any_move": True,
        "play_forced_cards": False,
        "computer_claims": False,
        "last_new_partie": NewPartieChoices(
            "au-cent", {**AU_CENT.to_json(), "deck": 36}, "random", 42
        ),
        "human_name": "Ann Smith",
        "offer_lesson": False,
        "recent_files": [record.resolve()],
        "window_geometry": b"\x01\x02\x00geometry",
        "window_state": b"\x00state",
        "statistics_include_practice": True,
    }


def test_every_declared_setting_survives_a_new_settings_object(tmp_path: Path) -> None:
    samples = _samples(tmp_path)
    assert list(samples) == [s.name for s in AppSettings.declared()]
    first = AppSettings()
    for name, value in samples.items():
        assert value != getattr(AppSettings, name).default
        setattr(first, name, value)
    first.sync()

    again = AppSettings()
    for name, value in samples.items():
        assert getattr(again, name) == value, name
        assert type(getattr(again, name)) is type(value), name
    assert again.last_new_partie.rule_set().deck == 36


# A value each setting cannot read, as the INI file hands it back.
UNREADABLE: dict[str, object] = {
    "animation_speed": "fast",
    "sound_enabled": "loud",
    "sound_volume": "nan",
    "suit_order": "SSSS",
    "ranks_descending": "perhaps",
    "play_on_double_click": [1, 2],
    "colour_scheme": "purple",
    "card_faces": "german",
    "card_back": "plaid",
    "felt": 12,
    "language": "klingon",
    "expert_declarations": "",
    "open_piquet": 2.5,
    "take_back_any_move": "always",
    "play_forced_cards": "maybe",
    "computer_claims": "when it likes",
    "last_new_partie": "{not json",
    "human_name": QByteArray(b"\xff\xfe not utf-8"),
    "offer_lesson": "sometimes",
    "recent_files": '{"a": 1}',
    "window_geometry": "12",
    "window_state": 7,
    "statistics_include_practice": "some",
}


@pytest.mark.parametrize("setting", AppSettings.declared(), ids=lambda s: s.name)
def test_a_value_a_setting_cannot_read_gives_its_default(
    setting: Setting[Any], tmp_path: Path
) -> None:
    assert set(UNREADABLE) == {s.name for s in AppSettings.declared()}
    AppSettings().store.setValue(setting.key, UNREADABLE[setting.name])

    assert getattr(AppSettings(), setting.name) == setting.default


@pytest.mark.parametrize(
    "garbage",
    [
        "",
        " ",
        "garbage",
        "nan",
        "-1e999",
        "null",
        "[[[",
        "[" * 100_000,
        "{}",
        "[]",
        3.5,
        -1,
        True,
        ["not", "json"],
        b"\xff\x00",
        QByteArray(b"\xff\xfe\x00"),
    ],
)
def test_any_stored_value_reads_as_the_settings_type_without_an_error(garbage: object) -> None:
    stored = AppSettings()
    for setting in AppSettings.declared():
        stored.store.setValue(setting.key, garbage)
    stored.sync()

    settings = AppSettings()
    for setting in AppSettings.declared():
        value = getattr(settings, setting.name)
        assert isinstance(value, type(setting.default)), (setting.name, value)


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
    raw.setValue(AppSettings.last_new_partie.key, json.dumps(bad_choices))
    raw.sync()

    settings = AppSettings()
    assert settings.animation_speed == 1.0
    assert not settings.play_on_double_click
    assert settings.colour_scheme == "system"
    assert settings.language == "system"
    assert settings.suit_order == "SHCD" and settings.ranks_descending
    assert not settings.expert_declarations
    choices = settings.last_new_partie
    assert choices.preset == "rubicon" and choices.opponent == "novice" and choices.seed is None
    assert choices.rule_set() == replace(RUBICON, cut="lower_deals")  # the one valid option
    assert settings.recent_files == []
    assert settings.window_geometry == b""


def test_a_stored_value_of_the_wrong_type_falls_back_too(settings: AppSettings) -> None:
    settings.store.setValue(AppSettings.last_new_partie.key, 17)
    settings.store.setValue(AppSettings.recent_files.key, ["not", "json"])
    settings.store.setValue(AppSettings.colour_scheme.key, 3.5)
    assert settings.last_new_partie == NewPartieChoices()
    assert settings.recent_files == []
    assert settings.colour_scheme == "system"
    assert settings.language == "system"


@pytest.mark.parametrize("raw", ["nan", "inf", "-3", "1e9"])
def test_animation_speed_is_a_finite_multiplier_between_instant_and_slow(
    settings: AppSettings, raw: str
) -> None:
    settings.store.setValue(AppSettings.animation_speed.key, raw)
    assert 0.0 <= settings.animation_speed <= 4.0


def test_recent_files_keep_eight_most_recent_first_and_drop_missing_ones(
    settings: AppSettings, tmp_path: Path
) -> None:
    files = [tmp_path / f"p{i}.piquet" for i in range(10)]
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
    settings.colour_scheme = "dark"
    assert keys == [AppSettings.animation_speed.key, AppSettings.colour_scheme.key]


def test_invalid_values_are_refused_when_set(settings: AppSettings) -> None:
    with pytest.raises(ValueError):
        settings.suit_order = "SHD"
    with pytest.raises(ValueError):
        settings.colour_scheme = "neon"  # type: ignore[assignment]


def test_settings_go_to_the_folder_the_environment_names(tmp_path: Path) -> None:
    settings = AppSettings()
    settings.colour_scheme = "dark"
    settings.sync()
    assert settings.store.format() == QSettings.Format.IniFormat
    assert Path(settings.store.fileName()) == tmp_path / "settings" / "settings.ini"


@pytest.mark.parametrize("stored", ["light", "dark"])
def test_a_table_theme_stored_by_an_older_version_is_the_colour_scheme(
    stored: str, tmp_path: Path
) -> None:
    folder = tmp_path / "settings"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(f"[table]\ntheme={stored}\n", encoding="utf-8")

    assert AppSettings().colour_scheme == stored


def test_the_colour_scheme_follows_the_desktop_until_one_is_chosen(settings: AppSettings) -> None:
    assert settings.colour_scheme == "system"
    assert settings.language == "system"
    settings.colour_scheme = "light"
    assert AppSettings().colour_scheme == "light"
    settings.colour_scheme = "system"
    assert AppSettings().colour_scheme == "system"


def test_the_first_opponent_is_the_novice_and_a_stored_greedy_still_loads(
    settings: AppSettings,
) -> None:
    assert NewPartieChoices().opponent == "novice"
    assert settings.last_new_partie.opponent == "novice"
    settings.store.setValue(
        AppSettings.last_new_partie.key, json.dumps({"preset": "rubicon", "opponent": "greedy"})
    )
    assert AppSettings().last_new_partie.opponent == "greedy"


def test_changing_a_default_read_back_leaves_the_default_alone(settings: AppSettings) -> None:
    settings.recent_files.append(Path("changed.piquet"))
    settings.last_new_partie.rules["deck"] = 36
    assert settings.recent_files == []
    assert settings.last_new_partie == NewPartieChoices()


@pytest.mark.parametrize("preset", ["rubicon", "au-cent"])
def test_choices_stored_before_good_against_the_cards_existed_take_the_presets(
    settings: AppSettings, preset: str
) -> None:
    expected = PRESETS[preset]
    old_rules = {k: v for k, v in expected.to_json().items() if k != "good_against_the_cards"}
    settings.store.setValue(
        AppSettings.last_new_partie.key,
        json.dumps({"preset": preset, "rules": old_rules, "opponent": "novice"}),
    )
    assert AppSettings().last_new_partie.rule_set() == expected
