"""The Windows installer script and the desktop workflow agree with the rest of the project.

Nothing here runs Inno Setup or GitHub Actions (neither exists on the project's machines); the
tests read the files so that a renamed extension, MIME type or retired runner is caught here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from packaging_tools import LINUX, ROOT

ISS = ROOT / "packaging" / "windows" / "piquet.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "desktop-builds.yml"
RETIRED_RUNNERS = {"macos-11", "macos-12", "macos-13", "windows-2019"}


def _registry_lines() -> list[str]:
    text = ISS.read_text(encoding="utf-8")
    section = text.split("[Registry]", 1)[1].split("\n[", 1)[0]
    return [line for line in section.splitlines() if line.startswith("Root:")]


def test_the_installer_registers_the_piquet_type_with_the_linux_mime_type() -> None:
    mime = ET.parse(LINUX / "io.github.piquetdesktop.Piquet.mime.xml").getroot()
    types = [e.get("type") for e in mime if e.tag.endswith("mime-type")]
    lines = _registry_lines()
    assert any('Subkey: "Software\\Classes\\.piquet"' in line for line in lines)
    content_types = [
        re.search(r'ValueData: "([^"]+)"', line) for line in lines if "Content Type" in line
    ]
    assert [m.group(1) for m in content_types if m] == types


def test_the_installer_opens_a_double_clicked_file_and_removes_its_keys_on_uninstall() -> None:
    lines = _registry_lines()
    command = [line for line in lines if "shell\\open\\command" in line]
    assert len(command) == 1 and '""%1""' in command[0]
    # The three keys the installer owns under Classes go with the uninstaller (their subkeys
    # with them); .piquet keeps any other program's values, so only ours are deleted there.
    owned = {
        "Software\\Classes\\.piquet": "uninsdeletevalue",
        "Software\\Classes\\{#ProgId}": "uninsdeletekey",
        "Software\\Classes\\Applications\\{#ExeName}": "uninsdeletekey",
    }
    for key, flag in owned.items():
        mine = [line for line in lines if f'Subkey: "{key}";' in line]
        assert mine and all(flag in line for line in mine), key


def test_the_installer_has_a_fixed_app_id_and_ships_the_licence() -> None:
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r"^AppId=\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}$", text, re.M)
    licence = re.search(r"^LicenseFile=(.+)$", text, re.M)
    assert licence is not None
    assert (ISS.parent / licence.group(1).strip().replace("\\", "/")).resolve() == ROOT / "LICENSE"


def test_the_workflow_uses_runners_that_still_exist_and_builds_the_installer() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    runners = set(re.findall(r"^\s*- os: ([\w.-]+)", text, re.M))
    assert runners and not runners & RETIRED_RUNNERS
    assert any(r.startswith("windows") for r in runners)
    assert {"macos-15", "macos-15-intel"} <= runners
    assert "packaging/windows/piquet.iss" in text


def test_the_workflow_compiles_the_catalogues_and_pins_the_tools_before_freezing() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    staged = text.index("--target build/site")
    compiled = text.index("piquet_desktop.tools.translations build")
    frozen = text.index("pyinstaller --noconfirm")

    assert staged < compiled < frozen
    assert "--out build/site/piquet_desktop/_resources/translations" in text
    assert text.count("packaging/build-constraints.txt") == 2  # the tools, and PIP_CONSTRAINT
    assert 'PYTHONHASHSEED: "0"' in text and "SOURCE_DATE_EPOCH=" in text
