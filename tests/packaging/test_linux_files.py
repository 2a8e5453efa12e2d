"""The desktop integration files agree with each other, with the app and with the standards."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_tools import LINUX, PACKAGING, ROOT, load_tool

from piquet_desktop import __version__
from piquet_desktop.app import APP_ID, SAMPLE_PARTIE
from piquet_desktop.controller.settings import APP_NAME as SETTINGS_APP_NAME
from piquet_desktop.engine.file_type import OLD_RECORD_SUFFIX, RECORD_SUFFIX
from piquet_desktop.resources import read_text

MIME_TYPE = "application/x-piquet-partie+json"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_XML = LINUX / f"{APP_ID}.mime.xml"


def desktop_entry() -> dict[str, str]:
    """The [Desktop Entry] group as key -> value (no localised keys are used)."""
    entry: dict[str, str] = {}
    group = None
    for line in DESKTOP.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            group = line
        elif group == "[Desktop Entry]" and "=" in line and not line.startswith("#"):
            key, value = line.split("=", 1)
            entry[key] = value
    return entry


def test_the_app_id_is_reverse_dns_and_the_same_in_every_tool() -> None:
    parts = APP_ID.split(".")
    assert len(parts) >= 3 and all(p.isidentifier() for p in parts)
    for tool in ("render_icons", "build_deb", "smoke_test"):
        assert load_tool(tool).APP_ID == APP_ID, tool
    assert f'APP_ID = "{APP_ID}"' in (PACKAGING / "piquet.spec").read_text()


def test_desktop_entry_launches_piquet_with_the_file_and_names_icon_and_mime_type() -> None:
    entry = desktop_entry()

    assert entry["Type"] == "Application"
    assert entry["Exec"].split() == ["piquet", "%f"]  # `piquet FILE` opens a record
    assert entry["Icon"] == APP_ID
    assert MIME_TYPE in entry["MimeType"].split(";")
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_desktop_entry_names_the_window_class_qt_gives_the_app_on_x11() -> None:
    # Qt's xcb platform sets WM_CLASS to (program name, application name); the application name
    # is the one apply_app_identity gives QCoreApplication.
    assert desktop_entry()["StartupWMClass"] == SETTINGS_APP_NAME == "Piquet Desktop"


def test_mime_definition_matches_the_files_the_app_saves() -> None:
    root = ET.parse(MIME_XML).getroot()
    mime = root.find("m:mime-type", MIME_NS)
    assert mime is not None and mime.get("type") == MIME_TYPE
    globs = [g.get("pattern") for g in mime.findall("m:glob", MIME_NS)]
    assert globs == [f"*{RECORD_SUFFIX}", f"*{OLD_RECORD_SUFFIX}"]
    sub = mime.find("m:sub-class-of", MIME_NS)
    assert sub is not None and sub.get("type") == "application/json"
    icon = mime.find("m:icon", MIME_NS)
    assert icon is not None and icon.get("name") == APP_ID


def _magic_matches(data: bytes) -> bool:
    """Whether the MIME definition's magic recognises ``data``, evaluated as shared-mime-info
    does for string matches: a match is a value found at an offset in its range ("start:end",
    from the start of the file), a nested match must hold as well (AND), siblings are ORs."""

    def holds(match: ET.Element) -> bool:
        assert match.get("type") == "string"
        value = (match.get("value") or "").encode()
        start, _, end = (match.get("offset") or "0").partition(":")
        window = data[int(start) : int(end or start) + len(value)]
        children = match.findall("m:match", MIME_NS)
        return value in window and (not children or any(holds(c) for c in children))

    magic = ET.parse(MIME_XML).getroot().find(".//m:magic", MIME_NS)
    assert magic is not None
    return any(holds(m) for m in magic.findall("m:match", MIME_NS))


def _respaced(record: bytes) -> dict[str, bytes]:
    """The same record as other tools would write it: compact, re-indented, with tabs, the
    header's keys in another order (so "format" is not first)."""
    data = json.loads(record)
    header_reordered = {"version": data["version"], "app": data["app"], **data}
    return {
        "compact": json.dumps(data, separators=(",", ":")).encode(),
        "indent 4": json.dumps(data, indent=4).encode(),
        "tabs": json.dumps(data, indent="\t", separators=(" , ", " :\t")).encode(),
        "reordered": json.dumps(header_reordered, indent=2).encode(),
    }


def test_mime_magic_recognises_a_record_the_app_writes() -> None:
    assert _magic_matches(read_text(SAMPLE_PARTIE).encode("utf-8"))


def test_mime_magic_does_not_depend_on_the_spacing_of_the_format_field() -> None:
    for how, data in _respaced(read_text(SAMPLE_PARTIE).encode("utf-8")).items():
        assert _magic_matches(data), how


def test_mime_magic_does_not_claim_other_json() -> None:
    assert not _magic_matches(b'{"format": "geojson", "name": "piquet"}')
    assert not _magic_matches(b"[1, 2, 3]")


def test_metainfo_describes_this_app_its_entry_binary_and_file_type() -> None:
    root = ET.parse(METAINFO).getroot()

    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "piquet"
    assert root.findtext("provides/mediatype") == MIME_TYPE
    assert root.findtext("metadata_license") == "CC0-1.0"
    versions = [r.get("version") for r in root.findall("releases/release")]
    assert __version__ in versions  # the release being built is listed


def test_metainfo_and_pyproject_declare_the_same_spdx_licence() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    root = ET.parse(METAINFO).getroot()

    assert root.findtext("project_license") == project["license"] == "MIT AND CC0-1.0"
    assert all((ROOT / name).is_file() for name in project["license-files"])


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and result.stdout == "", result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout
    assert "W:" not in result.stdout and "E:" not in result.stdout, result.stdout


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info")
def test_mime_definition_compiles_with_update_mime_database(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copyfile(MIME_XML, packages / f"{APP_ID}.xml")

    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True)

    globs = (tmp_path / "mime" / "globs2").read_text().splitlines()
    assert f"60:{MIME_TYPE}:*.piquet" in globs and f"60:{MIME_TYPE}:*.piquet.json" in globs
    smoke = load_tool("smoke_test")
    assert all(smoke.maps_glob(tmp_path / "mime" / "globs2", g) for g in smoke.RECORD_GLOBS)
    assert not smoke.maps_glob(tmp_path / "mime" / "globs2", "*.piq")


def test_the_smoke_test_looks_for_the_globs_the_mime_definition_maps() -> None:
    mime = ET.parse(MIME_XML).getroot().find("m:mime-type", MIME_NS)
    assert mime is not None
    globs = tuple(g.get("pattern") for g in mime.findall("m:glob", MIME_NS))
    assert globs == load_tool("smoke_test").RECORD_GLOBS


@pytest.mark.skipif(
    shutil.which("update-mime-database") is None or shutil.which("gio") is None,
    reason="shared-mime-info and GLib's gio tool",
)
def test_gio_recognises_records_by_name_and_by_content_however_spaced(tmp_path: Path) -> None:
    """The definition as the desktop uses it: compiled by update-mime-database, asked through
    GLib (what GNOME's file manager asks), for files named either way and for nameless ones."""
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copyfile(MIME_XML, share / "mime" / "packages" / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(share / "mime")], check=True, capture_output=True)
    sample = read_text(SAMPLE_PARTIE).encode("utf-8")
    files = {"named.piquet": b"{}", "old.piquet.json": b"{}", "as written": sample}
    files.update({f"no name, {how}": data for how, data in _respaced(sample).items()})
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / "other.json").write_bytes(b'{"format": "geojson"}')
    env = {**os.environ, "XDG_DATA_HOME": str(share), "XDG_DATA_DIRS": f"{share}:/usr/share"}

    def content_type(name: str) -> str:
        out = subprocess.run(
            ["gio", "info", "-a", "standard::content-type", str(tmp_path / name)],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        ).stdout
        return out.rsplit("content-type:", 1)[1].strip()

    for name in files:
        assert content_type(name) == MIME_TYPE, name
    assert content_type("other.json") == "application/json"


def _spec_assignments() -> dict[str, ast.expr]:
    tree = ast.parse((PACKAGING / "piquet.spec").read_text())
    return {
        target.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def test_spec_bundles_the_resources_package_and_its_data() -> None:
    values = _spec_assignments()
    hidden = ast.literal_eval(values["hiddenimports"])
    text = (PACKAGING / "piquet.spec").read_text()

    assert "piquet_desktop._resources" in hidden
    assert '_tree(SITE / "piquet_desktop" / "_resources", "piquet_desktop/_resources")' in text
    assert "console=False" in text  # windowed
    assert "exclude_binaries=True" in text  # one folder, not one file
    assert "CFBundleDocumentTypes" in text and '"public.mime-type": [MIME_TYPE]' in text
    assert '"public.filename-extension": ["piquet"]' in text  # the type of engine/file_type.py


def test_every_resource_folder_is_shipped_as_package_data() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert '"piquet_desktop._resources" = ["**/*"]' in pyproject
    for sub in ("cards", "icons", "linux", "samples"):
        assert (ROOT / "resources" / sub).is_dir()
