"""The .deb builder: ELF dependencies, control file, file layout and maintainer scripts."""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib
import shutil
import struct
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging_tools import LINUX, ROOT, load_tool

deb = load_tool("build_deb")
smoke = load_tool("smoke_test")

QT_LIB = Path(__import__("PySide6").__file__).parent / "Qt" / "lib"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files are Linux's")
def test_needed_libraries_reads_the_dynamic_section_of_a_real_library() -> None:
    needed = deb.needed_libraries(QT_LIB / "libQt6Gui.so.6")

    assert "libQt6Core.so.6" in needed
    assert any(name.startswith("libc.so") for name in needed)
    assert not any("/" in name for name in needed)


def test_needed_libraries_refuses_what_is_not_elf(tmp_path: Path) -> None:
    text = tmp_path / "script.sh"
    text.write_text("#!/bin/sh\n")

    assert not deb.is_elf(text)
    with pytest.raises(ValueError, match="not a 64-bit"):
        deb.needed_libraries(text)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files are Linux's")
def test_external_libraries_leaves_out_what_the_bundle_holds(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    for name in ("libQt6Gui.so.6", "libQt6Core.so.6"):
        shutil.copyfile((QT_LIB / name).resolve(), bundle / name)

    external = deb.external_libraries(bundle)

    assert "libQt6Core.so.6" not in external  # held by the bundle
    assert any(name.startswith("libc.so") for name in external)


def test_control_file_has_the_fields_dpkg_needs() -> None:
    text = deb.control_text("1.2.3", "amd64", ["libc6", "libgl1"], 4096)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))

    assert fields["Package"] == "piquet-desktop"
    assert fields["Version"] == "1.2.3"
    assert fields["Depends"] == "libc6, libgl1"
    assert fields["Installed-Size"] == "4096"
    assert fields["Description"].startswith("card game Piquet")
    assert text.endswith("\n")


CONSOLE_SCRIPTS = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]


def _bundle(tmp_path: Path, scripts: dict[str, str] = CONSOLE_SCRIPTS) -> Path:
    """A stand-in for dist/piquet: the executable and the wheel's metadata with ``scripts``."""
    bundle = tmp_path / "bundle"
    dist_info = bundle / "_internal/piquet_desktop-1.2.3.dist-info"
    dist_info.mkdir(parents=True)
    (bundle / "piquet").write_bytes(b"\x7fELF")
    lines = [f"{name} = {target}" for name, target in scripts.items()]
    text = "[console_scripts]\n" + "\n".join(lines) + "\n\n[gui_scripts]\npiquet = x:main\n"
    (dist_info / "entry_points.txt").write_text(text)
    return bundle


def test_lay_out_puts_every_file_where_it_installs(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path)
    icons = tmp_path / "icons"
    (icons / "hicolor/48x48/apps").mkdir(parents=True)
    (icons / f"hicolor/48x48/apps/{deb.APP_ID}.png").write_bytes(b"png")
    stage = tmp_path / "stage"
    stage.mkdir()

    deb.lay_out(stage, bundle, icons, LINUX, "1.2.3", 1_764_547_200)

    assert (stage / "opt/piquet-desktop/piquet").is_file()
    assert (stage / "usr/games/piquet").readlink() == Path("/opt/piquet-desktop/piquet")
    assert not (stage / "usr/bin/piquet").exists()  # a game's program is in /usr/games only
    # The console tools are commands: in /usr/bin, links to the same executable, section 1.
    assert sorted(p.name for p in (stage / "usr/bin").iterdir()) == sorted(CONSOLE_SCRIPTS)
    for name in CONSOLE_SCRIPTS:
        assert (stage / "usr/bin" / name).readlink() == Path("/opt/piquet-desktop/piquet")
        page = gzip.decompress((stage / f"usr/share/man/man1/{name}.1.gz").read_bytes())
        assert page.startswith(f".TH {name.upper()} 1 ".encode()), name
    assert [p.name for p in (stage / "usr/share/man/man6").iterdir()] == ["piquet.6.gz"]
    for path in (
        f"usr/share/applications/{deb.APP_ID}.desktop",
        f"usr/share/metainfo/{deb.APP_ID}.metainfo.xml",
        f"usr/share/mime/packages/{deb.APP_ID}.xml",
        f"usr/share/icons/hicolor/48x48/apps/{deb.APP_ID}.png",
        "usr/share/doc/piquet-desktop/copyright",
        "usr/share/doc/piquet-desktop/changelog.gz",
        "usr/share/man/man6/piquet.6.gz",
        "usr/share/lintian/overrides/piquet-desktop",
    ):
        assert (stage / path).is_file(), path
    changelog = gzip.decompress((stage / "usr/share/doc/piquet-desktop/changelog.gz").read_bytes())
    assert changelog.startswith(b"piquet-desktop (1.2.3) unstable; urgency=medium\n")
    assert (stage / "usr/share/lintian/overrides/piquet-desktop").read_bytes() == (
        ROOT / "packaging/lintian-overrides"
    ).read_bytes()


def test_lay_out_refuses_a_console_tool_without_a_man_page(tmp_path: Path) -> None:
    bundle = _bundle(tmp_path, {**CONSOLE_SCRIPTS, "piquet-new": "piquet_desktop.cli.advise:main"})
    stage = tmp_path / "stage"
    stage.mkdir()
    icons = tmp_path / "icons"
    (icons / "hicolor").mkdir(parents=True)

    with pytest.raises(ValueError, match="piquet-new has no man page"):
        deb.lay_out(stage, bundle, icons, LINUX, "1.2.3", 1_764_547_200)


def test_every_console_tool_of_pyproject_has_its_man_page_entry() -> None:
    assert sorted(deb.TOOL_PAGES) == sorted(CONSOLE_SCRIPTS)


def test_md5sums_and_installed_size_leave_the_tool_links_as_links(tmp_path: Path) -> None:
    stage = tmp_path / "stage"
    stage.mkdir()
    icons = tmp_path / "icons"
    (icons / "hicolor").mkdir(parents=True)
    deb.lay_out(stage, _bundle(tmp_path), icons, LINUX, "1.2.3", 1_764_547_200)
    sums = deb.md5sums_text(stage)
    with_links = deb.installed_size_kib(stage)
    for name in CONSOLE_SCRIPTS:
        (stage / "usr/bin" / name).unlink()

    assert "usr/bin/" not in sums  # dpkg sums regular files only
    assert "usr/share/man/man1/piquet-record.1.gz" in sums
    assert with_links == deb.installed_size_kib(stage) + len(CONSOLE_SCRIPTS)  # 1 KiB each


def test_date_tree_dates_files_folders_and_links_alike(tmp_path: Path) -> None:
    (tmp_path / "usr/share").mkdir(parents=True)
    (tmp_path / "usr/share/file").write_text("x")
    (tmp_path / "usr/link").symlink_to("/nowhere")  # dangling: its own time, not a target's

    deb.date_tree(tmp_path, 1_764_547_200)

    for path in (tmp_path, tmp_path / "usr", tmp_path / "usr/share", tmp_path / "usr/share/file"):
        assert path.stat().st_mtime == 1_764_547_200, path
    assert (tmp_path / "usr/link").lstat().st_mtime == 1_764_547_200


@pytest.mark.parametrize("cases", ["configure", "remove|purge"])
def test_maintainer_scripts_are_valid_sh(tmp_path: Path, cases: str) -> None:
    script = tmp_path / "script"
    script.write_text(deb.MAINTAINER_SCRIPT.format(cases=cases))

    subprocess.run(["sh", "-n", str(script)], check=True)
    assert "update-mime-database" in script.read_text()


def _run_script(root: Path, scripts: dict[str, str], name: str, *args: str) -> None:
    """Run maintainer script ``name`` as dpkg would, into ``root`` (``DPKG_ROOT``), with only
    the commands it uses on its PATH (no cache tool of this machine is touched)."""
    bin_dir = root.parent / "bin"
    if not bin_dir.exists():
        bin_dir.mkdir()
        for tool in ("mkdir", "rm", "rmdir"):
            found = shutil.which(tool)
            assert found is not None
            (bin_dir / tool).symlink_to(found)
    script = root.parent / name
    script.write_text(scripts[name])
    env = {"DPKG_ROOT": str(root), "PATH": str(bin_dir)}
    subprocess.run(["/bin/sh", str(script), *args], check=True, env=env)


def _dpkg_unpacks(root: Path) -> None:
    (root / "opt/piquet-desktop").mkdir(parents=True, exist_ok=True)


def _dpkg_removes(root: Path) -> None:
    """What dpkg does between prerm and postrm: the files go, then each folder left empty."""
    shutil.rmtree(root / "opt/piquet-desktop")
    (root / "opt").rmdir()


@pytest.mark.parametrize("then", ["remove", "purge"])
def test_removing_the_package_keeps_the_base_systems_empty_opt(tmp_path: Path, then: str) -> None:
    root = tmp_path / "root"
    (root / "opt").mkdir(parents=True)  # the base system's, owned by no package
    scripts = deb.maintainer_scripts()

    _run_script(root, scripts, "preinst", "install")
    _dpkg_unpacks(root)
    _dpkg_removes(root)
    _run_script(root, scripts, "postrm", "remove")
    if then == "purge":
        _run_script(root, scripts, "postrm", "purge")

    assert (root / "opt").is_dir()
    assert list((root / "opt").iterdir()) == []
    assert (root / "opt").stat().st_mode & 0o777 == 0o755
    marker = root / deb.OPT_MARKER.lstrip("/")
    assert marker.exists() == (then == "remove")  # purge forgets the note, and its folder
    assert (then == "remove") or not marker.parent.exists()


def test_an_opt_the_package_brought_goes_with_it(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()  # no /opt before the package
    scripts = deb.maintainer_scripts()

    _run_script(root, scripts, "preinst", "install")
    _dpkg_unpacks(root)
    _dpkg_removes(root)
    _run_script(root, scripts, "postrm", "remove")
    _run_script(root, scripts, "postrm", "purge")

    assert not (root / "opt").exists()
    assert not (root / "var").exists() or not any((root / "var").rglob("*opt*"))


def test_an_upgrade_or_a_reinstall_writes_no_second_note(tmp_path: Path) -> None:
    root = tmp_path / "root"
    (root / "opt").mkdir(parents=True)
    scripts = deb.maintainer_scripts()
    _run_script(root, scripts, "preinst", "install")
    _dpkg_unpacks(root)
    marker = root / deb.OPT_MARKER.lstrip("/")
    marker.write_text("kept")

    _run_script(root, scripts, "preinst", "upgrade", "0.1.0")
    _run_script(root, scripts, "preinst", "install", "0.1.0")  # from config-files

    assert marker.read_text() == "kept"


def test_every_maintainer_script_is_valid_sh(tmp_path: Path) -> None:
    for name, text in deb.maintainer_scripts().items():
        script = tmp_path / name
        script.write_text(text)
        subprocess.run(["sh", "-n", str(script)], check=True)
    assert set(deb.maintainer_scripts()) == {"preinst", "postinst", "postrm"}


def test_desktop_exec_line_gives_a_path_with_spaces_as_one_argument(tmp_path: Path) -> None:
    saved = tmp_path / "my parties" / "A partie.piquet"

    assert smoke.exec_command("piquet %f", saved) == ["piquet", str(saved)]
    assert smoke.exec_command(smoke.desktop_exec(LINUX / f"{deb.APP_ID}.desktop"), saved) == [
        "piquet",
        str(saved),
    ]


@pytest.mark.parametrize(
    "script", ["packaging/build.sh", "packaging/check_reproducible.sh", ".ci/package"]
)
def test_build_scripts_are_valid_bash(script: str) -> None:
    path = LINUX.parents[1] / script

    subprocess.run(["bash", "-n", str(path)], check=True)
    assert path.read_text().startswith("#!/usr/bin/env bash\n")


def _stanzas(text: str) -> list[dict[str, str]]:
    """The copyright file's paragraphs as field -> first line of its value."""
    stanzas = []
    for block in text.strip().split("\n\n"):
        fields = {}
        for line in block.splitlines():
            if not line.startswith(" "):
                name, _, value = line.partition(":")
                fields[name] = value.strip()
        stanzas.append(fields)
    return stanzas


def test_copyright_file_is_machine_readable_and_defines_every_licence_it_uses() -> None:
    text = deb.copyright_text((ROOT / "LICENSE").read_text(), deb.MAINTAINER, "3.11.7")
    header, *rest = _stanzas(text)

    assert header["Format"].startswith("https://www.debian.org/doc/packaging-manuals/copyright")
    used = {name for s in rest if "Files" in s for name in s["License"].split(" AND ")}
    defined = {s["License"] for s in rest if "Files" not in s}
    assert used == defined
    assert {"MIT", "CC0-1.0", "LGPL-3.0-only", "PSF-2.0", "BSD-3-Clause"} <= used
    assert "Permission is hereby granted" in text  # the MIT text itself
    assert "download.qt.io" in text  # where the LGPL'd Qt's source is
    assert all(line == line.rstrip() and len(line) <= 100 for line in text.splitlines())


def test_installed_size_counts_each_file_once_as_dpkg_gencontrol_does(tmp_path: Path) -> None:
    lib = tmp_path / "opt/lib"
    lib.mkdir(parents=True)
    (lib / "libbig.so.6.11.3").write_bytes(b"x" * 3000)  # 3 KiB rounded up
    (lib / "libbig.so.6").symlink_to("libbig.so.6.11.3")  # a link: 1, not the target again
    (tmp_path / "opt/twin").hardlink_to(lib / "libbig.so.6.11.3")  # the same file: nothing
    (tmp_path / "opt/empty").write_bytes(b"")  # 0
    (tmp_path / "opt/exact").write_bytes(b"y" * 1024)  # 1
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN/control").write_bytes(b"z" * 5000)  # not installed: nothing

    # directories opt and opt/lib: 1 each
    assert deb.installed_size_kib(tmp_path) == 3 + 1 + 0 + 0 + 1 + 2


def _crafted_elf(run_path: str, tag: int = 29) -> bytes:
    """A minimal 64-bit ELF file: one loadable segment over the whole file, a dynamic segment
    with DT_NEEDED libc.so.6, a run path (DT_RUNPATH, or DT_RPATH with ``tag=15``) and DT_STRTAB."""
    strings = b"\0libc.so.6\0" + run_path.encode() + b"\0"
    header, phdrs = 64, 2 * 56
    strtab = header + phdrs
    dynamic = strtab + len(strings) + (-(strtab + len(strings)) % 8)
    entries = [(1, 1), (tag, 11), (5, strtab), (0, 0), (0, 0)]
    size = dynamic + 16 * len(entries)
    data = bytearray(size)
    data[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<Q", data, 0x20, header)
    struct.pack_into("<HH", data, 0x36, 56, 2)
    struct.pack_into("<IIQQQQ", data, header, 1, 5, 0, 0, 0, size)  # PT_LOAD at address 0
    struct.pack_into("<IIQQQQ", data, header + 56, 2, 6, dynamic, dynamic, dynamic, 16 * 5)
    data[strtab : strtab + len(strings)] = strings
    for index, (entry_tag, value) in enumerate(entries):
        struct.pack_into("<qQ", data, dynamic + 16 * index, entry_tag, value)
    return bytes(data)


@pytest.mark.parametrize("tag", [29, 15])
def test_a_run_path_to_the_build_machine_is_found_and_dropped(tmp_path: Path, tag: int) -> None:
    lib = tmp_path / "_ssl.so"
    lib.write_bytes(_crafted_elf("/root/.pyenv/versions/3.11.7/lib", tag))

    assert deb.run_paths(lib) == ["/root/.pyenv/versions/3.11.7/lib"]
    assert deb.build_path_leaks(tmp_path, []) == [
        "_ssl.so: run path /root/.pyenv/versions/3.11.7/lib"
    ]

    assert deb.drop_build_run_paths(lib) == ["/root/.pyenv/versions/3.11.7/lib"]
    assert deb.run_paths(lib) == []
    assert deb.needed_libraries(lib) == ["libc.so.6"]  # the rest of the file still reads
    assert deb.build_path_leaks(tmp_path, []) == []


def test_a_run_path_relative_to_the_bundle_is_kept(tmp_path: Path) -> None:
    lib = tmp_path / "QtCore.abi3.so"
    lib.write_bytes(_crafted_elf("$ORIGIN/Qt/lib:$ORIGIN/../shiboken6/"))

    assert deb.drop_build_run_paths(lib) == []
    assert deb.run_paths(lib) == ["$ORIGIN/Qt/lib", "$ORIGIN/../shiboken6/"]
    assert deb.build_path_leaks(tmp_path, []) == []


def test_a_run_path_mixing_origin_and_a_build_folder_is_refused(tmp_path: Path) -> None:
    lib = tmp_path / "mixed.so"
    lib.write_bytes(_crafted_elf("$ORIGIN:/home/builder/lib"))

    with pytest.raises(ValueError, match="mixes"):
        deb.drop_build_run_paths(lib)
    assert deb.build_path_leaks(tmp_path, []) == ["mixed.so: run path /home/builder/lib"]


def test_a_file_naming_the_checkout_is_a_leak(tmp_path: Path) -> None:
    (tmp_path / "dist-info").mkdir()
    (tmp_path / "dist-info/direct_url.json").write_text('{"url": "file:///work/checkout"}')
    (tmp_path / "README").write_text("nothing of the build here")

    leaks = deb.build_path_leaks(tmp_path, ["/work/checkout"])

    assert leaks == ["dist-info/direct_url.json: holds /work/checkout"]


def test_gzip_n_writes_no_name_or_time_so_equal_content_gives_equal_bytes() -> None:
    packed = deb.gzip_n(b"## [Unreleased]\n")

    assert packed == deb.gzip_n(b"## [Unreleased]\n")
    assert packed[3] & 0x08 == 0  # FLG.FNAME unset: no file name stored
    assert packed[4:8] == b"\0\0\0\0"  # MTIME 0
    assert gzip.decompress(packed) == b"## [Unreleased]\n"


def test_md5sums_lists_each_regular_file_once_by_its_installed_path(tmp_path: Path) -> None:
    (tmp_path / "usr/bin").mkdir(parents=True)
    (tmp_path / "opt").mkdir()
    (tmp_path / "opt/piquet").write_bytes(b"app")
    (tmp_path / "usr/bin/piquet").symlink_to("/opt/piquet")
    (tmp_path / "DEBIAN").mkdir()
    (tmp_path / "DEBIAN/control").write_text("Package: x\n")

    assert deb.md5sums_text(tmp_path) == f"{hashlib.md5(b'app').hexdigest()}  opt/piquet\n"


def test_the_man_page_documents_every_option_of_piquet() -> None:
    from piquet_desktop.app import build_parser

    page = deb.piquet_man_page("1.2.3", 1_764_547_200)

    assert page.startswith('.TH PIQUET 6 "2025-12-01" "piquet 1.2.3" "Games Manual"')
    for action in build_parser()._actions:
        for name in action.option_strings:
            escaped = name.replace("-", "\\-")
            assert f"\\fB{escaped}\\fR" in page, name
    assert "\n.SH SYNOPSIS\n" in page and "\n.SH DESCRIPTION\n" in page


def _tool_parser(name: str) -> argparse.ArgumentParser:
    module = importlib.import_module(CONSOLE_SCRIPTS[name].partition(":")[0])
    parser: argparse.ArgumentParser = module.build_parser()
    return parser


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """``parser`` and the parsers of its subcommands."""
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                yield from _parsers(sub)


@pytest.mark.parametrize("name", sorted(CONSOLE_SCRIPTS))
def test_a_tool_man_page_documents_every_command_option_and_argument(name: str) -> None:
    page = deb.tool_man_page(name, CONSOLE_SCRIPTS[name], "1.2.3", 1_764_547_200)

    escaped_name = name.replace("-", "\\-")
    assert page.startswith(
        f'.TH {name.upper()} 1 "2025-12-01" "{escaped_name} 1.2.3" "User Commands"\n'
    )
    assert f"\n.SH NAME\n{escaped_name} \\- {deb.TOOL_PAGES[name]}\n" in page
    for parser in _parsers(_tool_parser(name)):
        if parser.prog != name:
            assert f"\n.SS {parser.prog.split()[-1]}\n" in page, parser.prog
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
                continue
            for option in action.option_strings:
                escaped = option.replace("-", "\\-")
                assert f"\\fB{escaped}\\fR" in page, (parser.prog, option)
            if not action.option_strings:
                assert f"\\fI{action.metavar or action.dest}\\fR" in page, parser.prog


def test_a_man_page_gives_an_option_s_choices_when_it_has_no_metavar() -> None:
    page = deb.tool_man_page("piquet-advise", CONSOLE_SCRIPTS["piquet-advise"], "1", 0)

    assert "\\fB\\-\\-role\\fR \\fI{elder,younger}\\fR" in page


def test_a_tool_man_page_is_the_same_for_the_same_build_time() -> None:
    target = CONSOLE_SCRIPTS["piquet-arena"]
    first = deb.gzip_n(deb.tool_man_page("piquet-arena", target, "1.2.3", 1_764_547_200).encode())
    again = deb.gzip_n(deb.tool_man_page("piquet-arena", target, "1.2.3", 1_764_547_200).encode())

    assert first == again


def _man_pages() -> Iterator[tuple[str, str]]:
    yield "piquet.6", deb.piquet_man_page("1.2.3", 1_764_547_200)
    for name, target in sorted(CONSOLE_SCRIPTS.items()):
        yield f"{name}.1", deb.tool_man_page(name, target, "1.2.3", 1_764_547_200)


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff not installed")
def test_the_man_pages_render_without_warnings(tmp_path: Path) -> None:
    for file_name, text in _man_pages():
        page = tmp_path / file_name
        page.write_text(text)

        result = subprocess.run(
            ["groff", "-man", "-Tutf8", "-ww", "-z", str(page)], capture_output=True, text=True
        )

        assert result.returncode == 0 and result.stderr == "", (file_name, result.stderr)


def test_lintian_overrides_are_for_this_package_and_each_is_explained() -> None:
    text = (ROOT / "packaging/lintian-overrides").read_text()
    docs = (ROOT / "docs/PACKAGING.md").read_text()
    overrides = [line for line in text.splitlines() if line and not line.startswith("#")]

    assert overrides
    for line in overrides:
        package, _, rest = line.partition(": ")
        tag = rest.split()[0]
        assert package == "piquet-desktop", line
        assert f"`{tag}`" in docs, f"{tag} is not explained in docs/PACKAGING.md"
    blocks = text.split("\n\n")[1:]  # each group of overrides follows its reason
    assert all(block.lstrip().startswith("#") for block in blocks)
