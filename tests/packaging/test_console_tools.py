"""The console tools in the package: the list read from the wheel's metadata, and the smoke
test's checks of the installed links, run here against the tools themselves (unfrozen)."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest
from packaging_tools import ROOT, load_tool

scripts = load_tool("console_scripts")
smoke = load_tool("smoke_test")

PYPROJECT_SCRIPTS = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]


def _dist_info(folder: Path, text: str) -> Path:
    dist_info = folder / "_internal/piquet_desktop-1.2.3.dist-info"
    dist_info.mkdir(parents=True)
    (dist_info / "entry_points.txt").write_text(text)
    return dist_info


def test_console_scripts_reads_the_console_tools_and_not_the_app(tmp_path: Path) -> None:
    dist_info = _dist_info(
        tmp_path,
        "[gui_scripts]\npiquet = piquet_desktop.app:main\n\n"
        "[console_scripts]\npiquet-Record = piquet_desktop.cli.record_tool:main\n"
        "piquet-advise = piquet_desktop.cli.advise:main\n",
    )

    assert scripts.console_scripts(dist_info) == {
        "piquet-Record": "piquet_desktop.cli.record_tool:main",  # the case kept
        "piquet-advise": "piquet_desktop.cli.advise:main",
    }


def test_console_scripts_of_metadata_without_them_is_empty(tmp_path: Path) -> None:
    dist_info = _dist_info(tmp_path, "[gui_scripts]\npiquet = piquet_desktop.app:main\n")

    assert scripts.console_scripts(dist_info) == {}
    assert scripts.console_scripts(tmp_path / "nowhere") == {}


def test_the_staged_metadata_declares_pyproject_s_console_tools(tmp_path: Path) -> None:
    # What setuptools writes for pyproject.toml is what the spec and build_deb.py read.
    metadata = tmp_path / "metadata"
    dist_info = _dist_info(
        metadata,
        "[console_scripts]\n"
        + "".join(f"{name} = {target}\n" for name, target in PYPROJECT_SCRIPTS.items()),
    )

    assert scripts.bundled_dist_info(metadata) == dist_info
    assert scripts.console_scripts(dist_info) == dict(sorted(PYPROJECT_SCRIPTS.items()))


def test_bundled_dist_info_refuses_a_bundle_without_the_project_s_metadata(
    tmp_path: Path,
) -> None:
    (tmp_path / "_internal").mkdir()

    with pytest.raises(FileNotFoundError, match="piquet_desktop-"):
        scripts.bundled_dist_info(tmp_path)


def _tool_runner(folder: Path, name: str) -> Path:
    """An executable named ``name`` that runs ``python -m piquet_desktop`` as ``name`` would
    start it: what the frozen executable does when started through the tool's link."""
    runner = folder / name
    runner.write_text(
        f"#!/bin/sh\nexec {sys.executable} -c "
        f"'import sys; from piquet_desktop.__main__ import main; "
        f'sys.exit(main(["{name}", *sys.argv[1:]]))\' "$@"\n'
    )
    runner.chmod(0o755)
    return runner


@pytest.fixture
def unfrozen_tools(tmp_path: Path) -> tuple[dict[str, Path], Path]:
    """Each console tool as a runner, and a stand-in bundle holding the sample partie."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    links = {name: _tool_runner(bin_dir, name) for name in sorted(PYPROJECT_SCRIPTS)}
    bundle = tmp_path / "bundle"
    (bundle / smoke.SAMPLE).parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "resources/samples/sample.piquet", bundle / smoke.SAMPLE)
    return links, bundle


def test_the_smoke_test_s_tool_checks_pass_on_the_tools_as_they_are(
    unfrozen_tools: tuple[dict[str, Path], Path], tmp_path: Path
) -> None:
    links, bundle = unfrozen_tools

    said = smoke.check_console_tools(links, bundle, tmp_path)

    assert said.startswith("console tools piquet-advise, piquet-arena, piquet-record, ")
    assert "piquet-record validate: OK: 54 actions, 2 deals" in said
    assert "piquet-advise exchange: discard " in said


def test_the_smoke_test_fails_when_a_tool_answers_as_another(
    unfrozen_tools: tuple[dict[str, Path], Path], tmp_path: Path
) -> None:
    links, bundle = unfrozen_tools
    links["piquet-review"] = _tool_runner(tmp_path, "piquet")  # the app's usage, not the tool's

    with pytest.raises(smoke.SmokeFailure, match="did not give piquet-review's usage"):
        smoke.check_console_tools(links, bundle, tmp_path)


def test_the_smoke_test_wants_a_link_to_the_bundle_and_a_man_page_per_tool(
    tmp_path: Path,
) -> None:
    scratch = tmp_path / "unpacked"
    (scratch / "usr/bin").mkdir(parents=True)
    (scratch / "usr/share/man/man1").mkdir(parents=True)
    (scratch / "usr/bin/piquet-record").symlink_to("/opt/piquet-desktop/piquet")
    (scratch / "usr/bin/piquet-advise").symlink_to("/opt/piquet-desktop/piquet")
    (scratch / "usr/share/man/man1/piquet-record.1.gz").write_bytes(b"")

    links = smoke.tool_links(["piquet-record"], scratch, tmp_path)
    with pytest.raises(smoke.SmokeFailure, match="no man page"):
        smoke.tool_links(["piquet-advise"], scratch, tmp_path)
    with pytest.raises(smoke.SmokeFailure, match="is not a link"):
        smoke.tool_links(["piquet-arena"], scratch, tmp_path)

    # Unpacked, the package's link points at /opt: the tool runs through a link made beside.
    assert links["piquet-record"].readlink() == scratch / "opt/piquet-desktop/piquet"
    assert smoke.tool_files(["piquet-record"]) == [
        Path("/usr/bin/piquet-record"),
        Path("/usr/share/man/man1/piquet-record.1.gz"),
    ]


def test_the_smoke_test_expects_the_french_hand_over_message_of_a_french_start() -> None:
    # The second start of the smoke test is a French desktop's: the app says it in French.
    said = smoke.french_text("App", "Piquet is already running: {file} opens in its window.")

    assert said.startswith("Piquet est déjà lancé") and "{file}" in said
    with pytest.raises(smoke.SmokeFailure, match="no finished French"):
        smoke.french_text("App", "No such message.")
