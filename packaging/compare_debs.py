"""Compare two .deb files byte for byte and, when they differ, say where.

Run: ``python packaging/compare_debs.py FIRST.deb SECOND.deb`` (``check_reproducible.sh`` runs
it on its two builds); exit 0 when the files are identical, 1 when not.

Why it goes deeper than ``cmp``: a difference in a 40 MB compressed archive says nothing about
its cause. This reads the ar members (``debian-binary``, ``control.tar.*``, ``data.tar.*``), then
the files of the control and data archives (through ``dpkg-deb``, which reads every compression
dpkg writes), and lists each file whose content or metadata (mode, owner, time, link) differs;
for the bundle's executable, which carries PyInstaller's archive of the app's code, it names
the archive's entries that differ too (with PyInstaller's own reader, when it is installed).
"""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Sequence
from pathlib import Path

AR_MAGIC = b"!<arch>\n"
SHOWN = 20  # differences listed per level, at most
EXECUTABLE = "./opt/piquet-desktop/piquet"


def ar_members(data: bytes) -> list[tuple[str, bytes, bytes]]:
    """The members of an ar archive as (name, 48-byte header fields after the name, content)."""
    if not data.startswith(AR_MAGIC):
        raise ValueError("not an ar archive (a .deb starts with !<arch>)")
    members = []
    at = len(AR_MAGIC)
    while at < len(data):
        header = data[at : at + 60]
        name = header[:16].decode().strip().rstrip("/")
        size = int(header[48:58].decode().strip())
        members.append((name, header[16:58], data[at + 60 : at + 60 + size]))
        at += 60 + size + (size % 2)  # members are padded to an even offset
    return members


def _tar_of(deb: Path, option: str) -> bytes:
    return subprocess.run(["dpkg-deb", option, str(deb)], capture_output=True, check=True).stdout


def tar_entries(data: bytes) -> dict[str, tuple[tuple[object, ...], bytes]]:
    """name -> (metadata, content) of each member of an uncompressed tar archive, in order."""
    entries: dict[str, tuple[tuple[object, ...], bytes]] = {}
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:") as tar:
        for info in tar:
            content = b""
            if info.isfile():
                extracted = tar.extractfile(info)
                content = extracted.read() if extracted is not None else b""
            meta = (
                info.type,
                oct(info.mode),
                info.uid,
                info.gid,
                info.uname,
                info.gname,
                info.mtime,
                info.linkname,
            )
            entries[info.name] = (meta, content)
    return entries


def _pyinstaller_differences(first: bytes, second: bytes) -> list[str]:
    """The entries of PyInstaller's PKG archive (and of the PYZ inside it) that differ."""
    try:
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:
        return ["(PyInstaller is not installed here: its archive is not compared)"]
    with tempfile.TemporaryDirectory() as tmp:
        paths = [Path(tmp) / "first", Path(tmp) / "second"]
        for path, data in zip(paths, (first, second), strict=True):
            path.write_bytes(data)
        readers = [CArchiveReader(str(p)) for p in paths]
        found: list[str] = []
        names = sorted(set(readers[0].toc) | set(readers[1].toc))
        for name in names:
            if name not in readers[0].toc or name not in readers[1].toc:
                found.append(f"PKG entry {name}: only in one build")
                continue
            if readers[0].extract(name) == readers[1].extract(name):
                continue
            found.append(f"PKG entry {name}: differs")
            try:
                pyz = [r.open_embedded_archive(name) for r in readers]
            except Exception:  # not an embedded PYZ (a script, a run-time option)
                continue
            for module in sorted(set(pyz[0].toc) | set(pyz[1].toc)):
                a = pyz[0].extract(module, raw=True) if module in pyz[0].toc else None
                b = pyz[1].extract(module, raw=True) if module in pyz[1].toc else None
                if a != b:
                    found.append(f"  PYZ module {module}: differs")
        return found


def differences(first: Path, second: Path) -> list[str]:
    """Every difference found between the two packages, one line each; empty when identical."""
    a, b = first.read_bytes(), second.read_bytes()
    if a == b:
        return []
    found: list[str] = []
    members = [ar_members(a), ar_members(b)]
    names = [[m[0] for m in build] for build in members]
    if names[0] != names[1]:
        found.append(f"ar members: {names[0]} against {names[1]}")
    for (name, head_a, data_a), (_, head_b, data_b) in zip(*members, strict=False):
        if head_a != head_b:
            found.append(f"ar member {name}: header {head_a!r} against {head_b!r}")
        if data_a != data_b:
            found.append(f"ar member {name}: content differs")
    for option, what in (("--ctrl-tarfile", "control"), ("--fsys-tarfile", "data")):
        tars = [tar_entries(_tar_of(deb, option)) for deb in (first, second)]
        if list(tars[0]) != list(tars[1]):
            only = sorted(set(tars[0]) ^ set(tars[1]))
            found.append(f"{what}: the file lists differ (order, or {only[:SHOWN]})")
        shown = 0
        for name in sorted(set(tars[0]) & set(tars[1])):
            (meta_a, data_a), (meta_b, data_b) = tars[0][name], tars[1][name]
            if meta_a == meta_b and data_a == data_b:
                continue
            shown += 1
            if shown > SHOWN:
                continue
            if meta_a != meta_b:
                found.append(f"{what}: {name}: metadata {meta_a} against {meta_b}")
            if data_a != data_b:
                digests = [hashlib.sha256(d).hexdigest()[:12] for d in (data_a, data_b)]
                found.append(f"{what}: {name}: content differs ({digests[0]} / {digests[1]})")
                if name == EXECUTABLE:
                    found += ["    " + line for line in _pyinstaller_differences(data_a, data_b)]
        if shown > SHOWN:
            found.append(f"{what}: ... {shown - SHOWN} more files differ")
    return found or ["the files differ, but no member, file or time does (compression?)"]


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2:
        print("usage: compare_debs.py FIRST.deb SECOND.deb", file=sys.stderr)
        return 2
    first, second = (Path(a) for a in args)
    found = differences(first, second)
    if not found:
        digest = hashlib.sha256(first.read_bytes()).hexdigest()
        print(f"compare_debs: identical ({first.stat().st_size} bytes, sha256 {digest})")
        return 0
    print(f"compare_debs: {first} and {second} differ:")
    for line in found:
        print(f"  {line}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
