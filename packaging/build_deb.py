"""Wrap the PyInstaller bundle (``dist/piquet``) into a Debian package with ``dpkg-deb``.

Run: ``python packaging/build_deb.py [--bundle dist/piquet] [--icons build/icons] [--out dist]``
(``packaging/build.sh`` runs it after PyInstaller). The package installs:

* the bundle under ``/opt/piquet-desktop`` and the launcher ``/usr/games/piquet`` (a symlink:
  the PyInstaller bootloader finds its ``_internal`` folder through ``/proc/self/exe``; in
  ``/usr/games`` because Debian Policy 11.11 puts a game's programs there);
* the console tools ``/usr/bin/piquet-advise``, ``piquet-arena``, ``piquet-record`` and
  ``piquet-review``: symlinks to the same executable, which serves the command it is started as
  (``piquet_desktop/__main__.py``); in ``/usr/bin``, as they are not games. The list is the
  bundle's own console scripts (``console_scripts.py``), and each has its man page in section 1,
  made from its parser like ``piquet(6)``;
* the desktop entry, the AppStream metainfo and the MIME type for partie records from
  ``resources/linux``, and the icon in every hicolor size from the build's rendered icons;
* the copyright file (``deb_copyright.py``), the changelog in Debian's format
  (``deb_changelog.py``, from CHANGELOG.md), the man page ``piquet(6)`` (``man_page.py``; section
  6, the games', as Policy 11.11 asks), the lintian overrides (``lintian-overrides``: what lintian
  reports that is so on purpose, each with its reason) and ``DEBIAN/md5sums``;
* maintainer scripts that refresh the desktop, MIME and icon caches when the tools are present
  (Debian's own triggers do it too; other dpkg-based systems may lack them), and keep ``/opt``:
  on a minimal system the base system makes an empty ``/opt`` that no package owns, and the
  package's ``./opt`` entry made it dpkg's to delete once the package was removed. ``preinst``
  notes at a fresh install that ``/opt`` was there before (``OPT_MARKER``), ``postrm`` makes it
  again on remove when it was and dpkg took it away, and forgets the note on purge. Both honour
  ``DPKG_ROOT`` (an installation into another root), which the tests use to run them in a
  scratch folder.

It refuses to build a package that holds a path of the build machine (``build_path_leaks``: a run
path outside ``$ORIGIN`` in an ELF file, the checkout's path in any file), and counts
``Installed-Size`` as dpkg-gencontrol does. Every file and folder is dated ``SOURCE_DATE_EPOCH``
and ``dpkg-deb`` sorts the archive and owns it to root, so the same bundle gives the same bytes
(packaging/check_reproducible.sh).

Why the dependencies are computed rather than typed in: the spec leaves the system's libraries
out of the bundle (see packaging/piquet.spec), so the package must depend on exactly the
libraries that the bundled Qt, its plugins and Python's extension modules link to and do not
carry themselves. This script reads the ``DT_NEEDED`` entries of every ELF file in the bundle
(a few lines of ELF parsing, so that no binutils are needed), drops the libraries the bundle
holds, finds each remaining one with ``ldconfig -p`` and asks ``dpkg -S`` which package owns it.
A library that cannot be found fails the build: a package must not install an app that cannot
start. The list is printed so a change (a new Qt plugin, another Python module) is visible.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import importlib
import io
import os
import platform
import re
import shutil
import stat
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from console_scripts import bundled_dist_info, console_scripts
from deb_changelog import debian_changelog
from deb_copyright import copyright_text
from man_page import man_page

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.piquetdesktop.Piquet"
PACKAGE = "piquet-desktop"
INSTALL_DIR = "/opt/piquet-desktop"
LAUNCHER = "/usr/games/piquet"
MAN_SECTION = 6  # games (Debian Policy 11.11)
TOOLS_DIR = "/usr/bin"  # the console tools are commands, not games
TOOL_MAN_SECTION = 1  # user commands
# Each console tool's man page: the NAME line's summary (the page is made from the parser its
# module's ``build_parser`` returns). A console script of the bundle missing here fails the build
# (a program without its man page); tests/packaging checks that the names are pyproject.toml's
# console scripts.
TOOL_PAGES = {
    "piquet-advise": "advice on a Piquet decision, from a typed hand or a partie",
    "piquet-arena": "play Piquet's computer players against each other and rate them",
    "piquet-record": "check a Piquet partie record or print its score sheet",
    "piquet-review": "review a player's decisions in a saved Piquet partie",
}
MAINTAINER = "Piquet Desktop contributors <piquet-desktop@users.noreply.github.com>"
DESCRIPTION = """\
card game Piquet for the desktop
 Piquet Desktop is the two-player card game Piquet: practise against a
 computer opponent, save and replay your parties. It plays Rubicon Piquet,
 Piquet au cent and the early 36-card game, with every rule option."""
# Always needed although no bundled file links to them: a font for the text (fontconfig's own
# package depends on one of several), and the keyboard descriptions xkbcommon reads.
EXTRA_DEPENDS = ("fontconfig-config", "xkb-data")
# What lintian reports about the package that is so on purpose, each with its reason (lintian
# reads the file from the installed path; docs/PACKAGING.md explains each tag too).
LINTIAN_OVERRIDES = Path(__file__).resolve().parent / "lintian-overrides"

ELF_MAGIC = b"\x7fELF"
PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_NEEDED, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 1, 5, 15, 29

MAINTAINER_SCRIPT = """\
#!/bin/sh
# Refresh the caches that list desktop entries, MIME types and icons, when the tools exist.
set -e
case "$1" in
    {cases})
        if command -v update-desktop-database >/dev/null 2>&1; then
            update-desktop-database -q /usr/share/applications || true
        fi
        if command -v update-mime-database >/dev/null 2>&1; then
            update-mime-database /usr/share/mime || true
        fi
        if command -v gtk-update-icon-cache >/dev/null 2>&1; then
            gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
        fi
        ;;
esac
exit 0
"""


OPT_MARKER = "/var/lib/piquet-desktop/opt-existed"
"""Written by ``preinst`` when ``/opt`` existed before the package was installed."""

PREINST_SCRIPT = f"""\
#!/bin/sh
# Note whether /opt was there before the package (the base system's, owned by no package), so
# that postrm can give it back when dpkg removes it with the package's last file.
set -e
case "$1" in
    install)
        if [ -d "$DPKG_ROOT/opt" ] && [ ! -e "$DPKG_ROOT{OPT_MARKER}" ]; then
            mkdir -p "$DPKG_ROOT{OPT_MARKER.rsplit("/", 1)[0]}"
            : > "$DPKG_ROOT{OPT_MARKER}"
        fi
        ;;
esac
exit 0
"""

KEEP_OPT = f"""\
# dpkg deletes an empty /opt with the package's last file in it: give the base system's back.
case "$1" in
    remove|purge|abort-install|abort-upgrade|disappear)
        if [ -e "$DPKG_ROOT{OPT_MARKER}" ] && [ ! -d "$DPKG_ROOT/opt" ]; then
            mkdir -m 0755 "$DPKG_ROOT/opt"
        fi
        ;;
esac
case "$1" in
    purge|abort-install|disappear)
        rm -f "$DPKG_ROOT{OPT_MARKER}"
        rmdir "$DPKG_ROOT{OPT_MARKER.rsplit("/", 1)[0]}" 2>/dev/null || true
        ;;
esac
"""


def maintainer_scripts() -> dict[str, str]:
    """The package's maintainer scripts by name (``DEBIAN/<name>``), their text."""
    postrm = MAINTAINER_SCRIPT.format(cases="remove|purge")
    postrm = postrm.replace("\nexit 0\n", "\n" + KEEP_OPT + "exit 0\n")
    return {
        "preinst": PREINST_SCRIPT,
        "postinst": MAINTAINER_SCRIPT.format(cases="configure"),
        "postrm": postrm,
    }


# ------------------------------------------------------------------------------------ ELF files
def is_elf(path: Path) -> bool:
    """True for a regular file that starts with the ELF magic number."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(4) == ELF_MAGIC


def _dynamic_section(data: bytes | bytearray) -> tuple[int, list[tuple[int, int]], int]:
    """(file offset of the dynamic entries, their (tag, value) pairs up to DT_NULL, file offset
    of the string table) of a 64-bit little-endian ELF file (checked by ``_read_elf``); (0, [],
    0) if statically linked.

    Reads the program headers for the dynamic segment and the loadable segments; the string
    table's address is mapped to a file offset through the segment holding it.
    """
    (phoff,) = struct.unpack_from("<Q", data, 0x20)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
    loads: list[tuple[int, int, int]] = []  # (vaddr, offset, filesz)
    dynamic: tuple[int, int] | None = None  # (offset, filesz)
    for i in range(phnum):
        p_type, _flags, p_offset, p_vaddr, _paddr, p_filesz = struct.unpack_from(
            "<IIQQQQ", data, phoff + i * phentsize
        )
        if p_type == PT_LOAD:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == PT_DYNAMIC:
            dynamic = (p_offset, p_filesz)
    if dynamic is None:
        return 0, [], 0
    entries: list[tuple[int, int]] = []
    offset, size = dynamic
    for at in range(offset, offset + size, 16):
        tag, value = struct.unpack_from("<qQ", data, at)
        if tag == DT_NULL:
            break
        entries.append((tag, value))
    strtab_addr = next(value for tag, value in entries if tag == DT_STRTAB)
    strtab = next(
        off + strtab_addr - vaddr
        for vaddr, off, filesz in loads
        if vaddr <= strtab_addr < vaddr + filesz
    )
    return offset, entries, strtab


def _string(data: bytes | bytearray, at: int) -> str:
    return bytes(data[at : data.index(b"\0", at)]).decode()


def _read_elf(path: Path) -> bytes:
    data = path.read_bytes()
    if data[:4] != ELF_MAGIC or data[4] != 2 or data[5] != 1:
        raise ValueError(f"{path}: not a 64-bit little-endian ELF file")
    return data


def needed_libraries(path: Path) -> list[str]:
    """The ``DT_NEEDED`` sonames of a 64-bit little-endian ELF file (what the loader must find)."""
    data = _read_elf(path)
    _offset, entries, strtab = _dynamic_section(data)
    return [_string(data, strtab + value) for tag, value in entries if tag == DT_NEEDED]


def run_paths(path: Path) -> list[str]:
    """The folders of the ``DT_RPATH`` and ``DT_RUNPATH`` entries, where the loader looks first."""
    data = _read_elf(path)
    _offset, entries, strtab = _dynamic_section(data)
    folders: list[str] = []
    for tag, value in entries:
        if tag in (DT_RPATH, DT_RUNPATH):
            folders += [f for f in _string(data, strtab + value).split(":") if f]
    return folders


def _bundle_relative(folder: str) -> bool:
    """A run path that follows the file wherever it is installed (``$ORIGIN``-based)."""
    return folder.startswith(("$ORIGIN", "${ORIGIN}"))


def build_run_paths(path: Path) -> list[str]:
    """The run path folders of ``path`` that are not relative to ``$ORIGIN``: the build
    machine's folders, which the installed app's loader would search first."""
    return [folder for folder in run_paths(path) if not _bundle_relative(folder)]


def drop_build_run_paths(path: Path) -> list[str]:
    """Remove from ``path`` the run path entries that name folders of the build machine (any
    folder not relative to ``$ORIGIN``: pyenv's Python is linked with ``RUNPATH`` to its own
    ``lib``); return the folders removed.

    The entry is taken out of the dynamic section, the entries after it move up and the freed
    slot at the end becomes ``DT_NULL``, as ``chrpath -d`` does; nothing else in the file moves.
    An entry that mixes ``$ORIGIN`` and other folders raises ValueError (none does today).
    """
    data = bytearray(_read_elf(path))
    offset, entries, strtab = _dynamic_section(data)
    kept: list[tuple[int, int]] = []
    removed: list[str] = []
    for tag, value in entries:
        if tag in (DT_RPATH, DT_RUNPATH):
            folders = [f for f in _string(data, strtab + value).split(":") if f]
            if not any(_bundle_relative(f) for f in folders):
                removed += folders
                continue
            if not all(_bundle_relative(f) for f in folders):
                raise ValueError(f"{path}: run path mixes $ORIGIN and other folders: {folders}")
        kept.append((tag, value))
    if removed:
        for index, (tag, value) in enumerate(kept + [(DT_NULL, 0)] * (len(entries) - len(kept))):
            struct.pack_into("<qQ", data, offset + index * 16, tag, value)
        path.write_bytes(bytes(data))
    return removed


def build_path_leaks(root: Path, build_paths: Sequence[str]) -> list[str]:
    """What in the tree under ``root`` would tie the package to the machine that built it: an
    ELF file's run path not relative to ``$ORIGIN``, or any file holding one of ``build_paths``
    (the checkout). One line per finding, empty when clean."""
    needles = [p.encode() for p in build_paths]
    leaks = []
    for path in sorted(root.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        if is_elf(path):
            leaks += [f"{path.relative_to(root)}: run path {f}" for f in build_run_paths(path)]
        data = path.read_bytes()
        leaks += [f"{path.relative_to(root)}: holds {n.decode()}" for n in needles if n in data]
    return leaks


def elf_files(bundle: Path) -> Iterator[Path]:
    """Every ELF file in the bundle (executables, libraries, plugins, extension modules)."""
    for path in sorted(bundle.rglob("*")):
        if is_elf(path):
            yield path


def external_libraries(bundle: Path) -> set[str]:
    """Sonames the bundle's ELF files need that the bundle does not hold itself."""
    files = list(elf_files(bundle))
    held = {p.name for p in bundle.rglob("*") if ".so" in p.name}
    needed: set[str] = set()
    for path in files:
        needed.update(needed_libraries(path))
    return needed - held


# ---------------------------------------------------------------------------------- dependencies
def _ldconfig_paths() -> dict[str, str]:
    """soname -> path of the native (x86-64 or the machine's) library, from ``ldconfig -p``."""
    out = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    machine = os.uname().machine
    native = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(machine, machine)
    paths: dict[str, str] = {}
    for line in out.splitlines()[1:]:
        match = re.match(r"\s*(\S+) \((.*)\) => (\S+)", line)
        if match and (native in match.group(2) or "," not in match.group(2)):
            paths.setdefault(match.group(1), match.group(3))
    return paths


def owning_package(path: str) -> str:
    """The Debian package that installed ``path`` (its real path, or the /usr-merged twin)."""
    candidates = [path, os.path.realpath(path)]
    for candidate in list(candidates):
        if candidate.startswith("/lib"):
            candidates.append("/usr" + candidate)
        elif candidate.startswith("/usr/lib"):
            candidates.append(candidate.removeprefix("/usr"))
    for candidate in candidates:
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    raise LookupError(f"no Debian package owns {path}")


def compute_depends(bundle: Path) -> list[str]:
    """The packages the bundle needs from the system, sorted; LookupError if one is missing."""
    paths = _ldconfig_paths()
    packages: set[str] = set(EXTRA_DEPENDS)
    missing = []
    for soname in sorted(external_libraries(bundle)):
        if soname.startswith("ld-linux"):
            continue  # the dynamic loader itself, part of libc6
        path = paths.get(soname)
        if path is None:
            missing.append(soname)
            continue
        packages.add(owning_package(path))
    if missing:
        raise LookupError(
            "the bundle needs libraries this system does not have: " + ", ".join(missing)
        )
    return sorted(packages)


# ---------------------------------------------------------------------------------- the package
def version() -> str:
    """The project's version, read from the staged install's metadata (as the spec does)."""
    from importlib.metadata import version as dist_version

    return dist_version("piquet-desktop")


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def control_text(version_text: str, arch: str, depends: Iterable[str], installed_kib: int) -> str:
    """The DEBIAN/control file."""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version_text}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {DESCRIPTION}\n"
    )


def installed_size_kib(root: Path) -> int:
    """The ``Installed-Size`` of the files under ``root``, counted as dpkg-gencontrol counts it.

    Each regular file's size rounded up to a KiB, a file with several hard links once, and 1 KiB
    for anything else (a symlink, a directory). Following symlinks would count the Qt libraries
    twice, once through the ``libQt6*.so.6`` links PyInstaller lays beside them (the declared
    size was 183 MB for 112 MB installed). ``DEBIAN/`` is not installed and is left out.
    """
    seen: set[tuple[int, int]] = set()
    total = 0
    for path in root.rglob("*"):
        if path.relative_to(root).parts[0] == "DEBIAN":
            continue
        info = path.lstat()
        if stat.S_ISREG(info.st_mode):
            key = (info.st_dev, info.st_ino)
            if key not in seen:
                total += -(-info.st_size // 1024)
            if info.st_nlink > 1:
                seen.add(key)
        else:
            total += 1
    return total


def _copy_tree(src: Path, dest: Path) -> None:
    shutil.copytree(src, dest, symlinks=True)


def _normalise_modes(root: Path) -> None:
    """Directories and executables 0755, other files 0644, whatever the builder's umask was."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or (path.is_file() and os.access(path, os.X_OK) and is_elf(path)):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def source_date_epoch() -> int:
    """The build's timestamp: ``SOURCE_DATE_EPOCH`` (build.sh sets the commit's), else now."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "")
    return int(value) if value.isdigit() else int(time.time())


def gzip_n(data: bytes) -> bytes:
    """``data`` compressed as ``gzip -9n`` does (Debian's way for docs and man pages): no file
    name and no timestamp in the header, so the bytes depend on the content only."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=buffer, mtime=0) as out:
        out.write(data)
    return buffer.getvalue()


def piquet_man_page(version_text: str, epoch: int) -> str:
    """``piquet(6)``, from the app's own argument parser (the staged install's)."""
    from piquet_desktop.app import build_parser

    return man_page(
        build_parser(),
        MAN_SECTION,
        "card game Piquet for the desktop",
        version_text,
        epoch,
        "Starts Piquet Desktop, the two-player card game Piquet against a computer opponent. "
        "Given FILE, a partie saved by the app, it opens it; if the app is already running "
        "for this user, the file is handed to the running app and this command exits. "
        "The app saves every partie as it goes, in its data folder, and its Library lists them.",
    )


def tool_man_page(name: str, target: str, version_text: str, epoch: int) -> str:
    """``name(1)`` of the console tool whose entry point is ``target`` (``module:main``), from
    its module's own parser (the staged install's, as ``piquet(6)``)."""
    if name not in TOOL_PAGES:
        raise ValueError(
            f"the console tool {name} has no man page: add it to build_deb.py's TOOL_PAGES"
        )
    summary = TOOL_PAGES[name]
    module = importlib.import_module(target.partition(":")[0])
    parser: argparse.ArgumentParser = module.build_parser()
    return man_page(
        parser,
        TOOL_MAN_SECTION,
        summary,
        version_text,
        epoch,
        f"{parser.description} {name} is one of the console tools of Piquet Desktop; it prints "
        "its messages in the language of the system, English or French.",
    )


def md5sums_text(root: Path) -> str:
    """``DEBIAN/md5sums``: the MD5 of every regular file under ``root`` (not the links), by path,
    as dpkg and debsums read it to tell a changed installed file."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    return "".join(lines)


def date_tree(root: Path, epoch: int) -> None:
    """Give every file, folder and symlink under ``root`` (``root`` too) the time ``epoch``.

    dpkg-deb only clamps to ``SOURCE_DATE_EPOCH`` the times that are later; a file copied from
    the build machine with an earlier time (a wheel's file, kept by ``copytree``) would carry
    that machine's history into the package. Dated alike, the archive depends on the content
    alone."""
    for path in [*root.rglob("*"), root]:
        os.utime(path, (epoch, epoch), follow_symlinks=False)


def lay_out(
    stage: Path, bundle: Path, icons: Path, linux: Path, version_text: str, epoch: int
) -> None:
    """Put every file of the package where it installs, under ``stage``."""
    _copy_tree(bundle, stage / INSTALL_DIR.lstrip("/"))
    for so in (stage / INSTALL_DIR.lstrip("/")).rglob("*.so*"):
        if so.is_file() and not so.is_symlink():
            so.chmod(0o644)  # shared libraries need no execute bit
    (stage / LAUNCHER.lstrip("/")).parent.mkdir(parents=True)
    (stage / LAUNCHER.lstrip("/")).symlink_to(f"{INSTALL_DIR}/piquet")
    # The console tools: links to the same executable, which reads the name it is started as.
    # Absolute, like the launcher: Policy 10.5 wants links between top-level folders absolute.
    tools = console_scripts(bundled_dist_info(bundle))
    tool_man = stage / f"usr/share/man/man{TOOL_MAN_SECTION}"
    if tools:
        (stage / TOOLS_DIR.lstrip("/")).mkdir(parents=True)
        tool_man.mkdir(parents=True)
    for name, target in tools.items():
        (stage / TOOLS_DIR.lstrip("/") / name).symlink_to(f"{INSTALL_DIR}/piquet")
        page = tool_man_page(name, target, version_text, epoch).encode()
        (tool_man / f"{name}.{TOOL_MAN_SECTION}.gz").write_bytes(gzip_n(page))
    share = stage / "usr/share"
    for sub, name, target in (
        ("applications", f"{APP_ID}.desktop", f"{APP_ID}.desktop"),
        ("metainfo", f"{APP_ID}.metainfo.xml", f"{APP_ID}.metainfo.xml"),
        ("mime/packages", f"{APP_ID}.mime.xml", f"{APP_ID}.xml"),
    ):
        (share / sub).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(linux / name, share / sub / target)
    _copy_tree(icons / "hicolor", share / "icons/hicolor")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        copyright_text(
            (ROOT / "LICENSE").read_text(encoding="utf-8"), MAINTAINER, platform.python_version()
        ),
        encoding="utf-8",
    )
    # A native package's one changelog, in Debian's format (Policy 12.7), and the man page; both
    # gzip -9n: no name or time in the gzip header (build() dates every file afterwards).
    changelog = debian_changelog(
        (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
        PACKAGE,
        version_text,
        MAINTAINER,
        epoch,
    )
    (doc / "changelog.gz").write_bytes(gzip_n(changelog.encode()))
    man = share / f"man/man{MAN_SECTION}"
    man.mkdir(parents=True)
    page = piquet_man_page(version_text, epoch).encode()
    (man / f"piquet.{MAN_SECTION}.gz").write_bytes(gzip_n(page))
    overrides = share / "lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(LINTIAN_OVERRIDES, overrides / PACKAGE)


# dpkg-deb compressors: xz makes the smallest package (30 MB against 38 MB for this bundle) that
# every dpkg reads, but takes 70-90 s on two cores; zstd takes seconds and is read by dpkg
# 1.21.18 and later (Debian 12, Ubuntu 21.10), which the package's library dependencies require
# anyway. Releases use xz, CI uses zstd (.ci/package) to stay quick.
COMPRESSION = {"xz": ["-Zxz", "-z6"], "zstd": ["-Zzstd", "-z9"]}


def build(
    bundle: Path,
    icons: Path,
    out: Path,
    linux: Path = ROOT / "resources/linux",
    compression: str = "xz",
) -> Path:
    """Build the .deb from the bundle and icons; return its path."""
    if not (bundle / "piquet").is_file():
        raise FileNotFoundError(f"{bundle}/piquet is missing: build the bundle first")
    depends = compute_depends(bundle)
    print("build_deb: Depends: " + ", ".join(depends))
    version_text = version()
    arch = architecture()
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}_{version_text}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="piquet-deb-") as tmp:
        stage = Path(tmp) / "root"
        stage.mkdir()
        epoch = source_date_epoch()
        lay_out(stage, bundle, icons, linux, version_text, epoch)
        _normalise_modes(stage)
        leaks = build_path_leaks(stage, [str(ROOT)])
        if leaks:
            raise ValueError("the package would hold build paths:\n  " + "\n  ".join(leaks))
        installed = installed_size_kib(stage)
        debian = stage / "DEBIAN"
        debian.mkdir()
        (debian / "control").write_text(control_text(version_text, arch, depends, installed))
        (debian / "md5sums").write_text(md5sums_text(stage))
        for name, text in maintainer_scripts().items():
            script = debian / name
            script.write_text(text)
            script.chmod(0o755)
        date_tree(stage, epoch)
        command = ["dpkg-deb", "--root-owner-group", *COMPRESSION[compression]]
        # dpkg-deb dates the ar members and clamps the tar's times by SOURCE_DATE_EPOCH.
        env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch))
        subprocess.run([*command, "--build", str(stage), str(target)], check=True, env=env)
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the .deb from the PyInstaller bundle.")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist/piquet")
    parser.add_argument("--icons", type=Path, default=ROOT / "build/icons")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--compression", choices=sorted(COMPRESSION), default="xz")
    parser.add_argument(
        "--print-depends", action="store_true", help="only print the computed Depends"
    )
    args = parser.parse_args(argv)
    if args.print_depends:
        print(", ".join(compute_depends(args.bundle)))
        return 0
    target = build(args.bundle, args.icons, args.out, compression=args.compression)
    print(f"build_deb: {target} ({target.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
