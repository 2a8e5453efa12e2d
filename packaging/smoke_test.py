"""Prove the Linux package end to end: build, install, start, open a saved partie, remove.

Run as root on a Debian-based machine (CI is one), from the repository root::

    .venv/bin/python packaging/smoke_test.py            # builds first (packaging/build.sh)
    .venv/bin/python packaging/smoke_test.py --no-build # uses dist/ as it is

Without root, ``--scratch DIR`` unpacks the package into DIR instead of installing it (the
maintainer scripts and the system caches are then not exercised, and the launcher is
``DIR/opt/piquet-desktop/piquet`` because ``/usr/games/piquet`` is an absolute symlink; the
console tools are run through links of the same names made in a temporary folder).

What it checks, in order, failing with a message at the first problem:

1. the desktop entry, the MIME definition and the metainfo *as the package installs them* pass
   ``desktop-file-validate`` and ``appstreamcli validate --no-net``, and the package's control
   file declares the libraries (libgl1, libegl1, the xcb set...);
2. the package installs (``apt-get install ./file.deb``, which also brings any missing
   dependency), and the MIME and desktop caches then map ``*.piquet`` (and the earlier builds'
   ``*.piquet.json``) to the app; the bundle holds the app's compiled catalogues and Qt's own of
   the same languages only, and each of the app's French messages reads back from the bundled
   ``piquet_fr.qm`` as ``piquet_fr.ts`` has it;
3. the bundle's entry: Shiboken's support modules are bundled compiled, and a start that needs
   no Qt (``piquet --version``, as a worker process or a console tool before its work) loads no
   Qt library (the dynamic loader's ``LD_DEBUG=files`` log); then the installed launcher,
   offscreen, runs ``--self-test --sample --with-worker``: the frozen app
   starts, finds its package data, opens the bundled sample partie, has an AI worker process
   (spawned from the frozen executable) solve a position, draws the table and writes a
   screenshot; this is timed from launch to the first painted table, several times;
   then the installed launcher opens a saved partie as a player's double-click does, in a real
   window (Qt's xcb platform on an Xvfb display of its own, under openbox, where both are
   installed; offscreen otherwise), several times, with ``PIQUET_STARTUP_TIMES=quit``: the app
   tells each step of its start-up (piquet_desktop/startup_times.py) and quits once its table is
   painted and its AI worker has answered, which gives the figure a player feels and where it
   goes (benchmarks/app_startup reads and tabulates the steps);
4. a saved partie (a copy of the sample, under a name with a space) is opened through the desktop
   entry's ``Exec`` line with ``%f`` replaced, exactly as a file manager launches it on a
   double-click; the proof is the app's autosave, which holds the same actions once the partie is
   loaded; a second start the same way must hand the file to the running app and exit
   (``controller/single_instance.py``); the app's memory at rest is read then (``VmRSS``, app and
   worker processes); this start is a French desktop's (``LANG=fr_FR.UTF-8``), and the frozen app
   must find both its own French catalogue and Qt's (it logs a warning when one is missing);
5. the console tools, through the installed links ``/usr/bin/piquet-advise`` etc. (the frozen
   executable serves the command it is started as): each answers ``--help`` with its own usage
   (its module is in the bundle), ``piquet-record validate`` accepts the bundled sample and
   ``piquet-advise exchange ... --json`` advises a discard from the hand it is given; each tool
   has its man page in section 1;
6. the package is removed as a player removes it (``apt-get remove``), then purged, and leaves
   none of its files behind, the tools' links included; an ``/opt`` that was there before the
   install is still there after each step (on a minimal system the base system's, empty and
   owned by no package, which dpkg used to delete with the package's last file).

It ends with the figures (bundle size, .deb size, start-up time, memory at rest) as a block of
text ready for docs/PACKAGING.md.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

from console_scripts import bundled_dist_info, console_scripts

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.piquetdesktop.Piquet"
MIME_TYPE = "application/x-piquet-partie+json"
# The record's file type (piquet_desktop/engine/file_type.py) and the earlier builds' one, as the
# MIME definition maps them; tests/packaging checks the three agree.
RECORD_GLOBS = ("*.piquet", "*.piquet.json")
PACKAGE = "piquet-desktop"
INSTALL_DIR = Path("/opt/piquet-desktop")
START_TARGET_S = 1.5
PLAYER_START_TARGET_S = 0.25  # launch to the first painted table, installed (issue 21)
INSTALLED_FILES = (
    Path("/usr/games/piquet"),
    Path("/usr/share/man/man6/piquet.6.gz"),
    Path("/usr/share/doc/piquet-desktop/changelog.gz"),
    Path("/usr/share/lintian/overrides/piquet-desktop"),
    Path(f"/usr/share/applications/{APP_ID}.desktop"),
    Path(f"/usr/share/metainfo/{APP_ID}.metainfo.xml"),
    Path(f"/usr/share/mime/packages/{APP_ID}.xml"),
    Path(f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png"),
    Path(f"/usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
    INSTALL_DIR / "piquet",
)
REQUIRED_DEPENDS = ("libgl1", "libegl1", "libfontconfig1", "libxkbcommon0", "libxcb-cursor0")
LAUNCHER = Path("/usr/games/piquet")
# A user's PATH on Debian ends with the games' folder (/etc/profile, login.defs); root's lacks it.
GAMES_PATH = "/usr/local/games:/usr/games"
TOOLS_DIR = Path("/usr/bin")
SAMPLE = Path("_internal/piquet_desktop/_resources/samples/sample.piquet")
# A hand for piquet-advise: elder's twelve cards, in the notation the tool reads.
ADVICE_HAND = "AS KS QS JS 10S 9S AH KH QH AD KD QD"
INTERNAL = Path("_internal")
APP_CATALOGUES = INTERNAL / "piquet_desktop/_resources/translations"
QT_CATALOGUES = INTERNAL / "PySide6/Qt/translations"
# What translation.py logs when a catalogue is missing (log messages are English data).
MISSING_CATALOGUE = ("no translation catalogue for", "Qt has no")
# Shiboken's support modules as a zip of their sources and bytecode (packaging/shiboken_support.py),
# with the loader that importing QtCore runs first.
SHIBOKEN_SUPPORT = INTERNAL / "shiboken6/files.dir"
SHIBOKEN_LOADER = "shibokensupport/signature/loader.pyc"


class SmokeFailure(Exception):
    """A check failed; the message says which and why."""


def say(text: str) -> None:
    print(f"[smoke] {text}", flush=True)


def run(cmd: Sequence[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    """Run ``cmd``; SmokeFailure with its output if it fails."""
    result = subprocess.run(list(cmd), capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        raise SmokeFailure(
            f"{shlex.join(cmd)} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
        )
    return result


def app_env(tmp: Path) -> dict[str, str]:
    """The environment of an app launch: offscreen, with private settings and data folders."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PIQUET_DATA_DIR"] = str(tmp / "data")
    env["PIQUET_SETTINGS_DIR"] = str(tmp / "settings")
    env["PATH"] = f"{env.get('PATH', os.defpath)}:{GAMES_PATH}"
    return env


def desktop_exec(desktop_file: Path) -> str:
    """The ``Exec`` value of the [Desktop Entry] group."""
    group = None
    for line in desktop_file.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            group = line.strip()
        elif group == "[Desktop Entry]" and line.startswith("Exec="):
            return line.removeprefix("Exec=")
    raise SmokeFailure(f"{desktop_file} has no Exec line")


def exec_command(exec_value: str, file: Path) -> list[str]:
    """The argument list a launcher makes of ``Exec`` for one file (``%f``), per the spec:
    the value is split like a shell command line and ``%f`` becomes the file's path as one
    argument, whatever characters it holds."""
    args = []
    for arg in shlex.split(exec_value):
        if arg == "%f":
            args.append(str(file))
        elif arg.startswith("%") and len(arg) == 2:
            continue  # other field codes expand to nothing for a single local file
        else:
            args.append(arg)
    return args


def maps_glob(globs2: Path, glob: str) -> bool:
    """Whether a compiled MIME database's ``globs2`` file maps ``glob`` to the record's type
    (whole lines: ``*.piquet`` must not be taken as found inside ``*.piquet.json``)."""
    if not globs2.exists():
        return False
    lines = globs2.read_text(encoding="utf-8").splitlines()
    return any(line.endswith(f":{MIME_TYPE}:{glob}") for line in lines)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def descendants(pid: int) -> list[int]:
    """Every process started by ``pid``, children first (from /proc/PID/task/*/children)."""
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                kids = [int(k) for k in (task / "children").read_text().split()]
            except OSError:
                continue
            found.extend(kids)
            todo.extend(kids)
    return found


# ------------------------------------------------------------------------------------ the steps
def build() -> None:
    say("building: bash packaging/build.sh")
    started = time.monotonic()
    subprocess.run(["bash", str(ROOT / "packaging/build.sh")], check=True)
    say(f"build took {time.monotonic() - started:.0f} s")


def find_deb(dist: Path) -> Path:
    debs = sorted(dist.glob(f"{PACKAGE}_*.deb"))
    if len(debs) != 1:
        raise SmokeFailure(f"expected one {PACKAGE} .deb in {dist}, found {debs}")
    return debs[0]


def check_package_files(deb: Path, tmp: Path) -> None:
    """Validate the integration files as the package holds them, and its dependencies."""
    tree = tmp / "unpacked"
    run(["dpkg-deb", "-x", str(deb), str(tree)])
    share = tree / "usr/share"
    out = run(["desktop-file-validate", str(share / f"applications/{APP_ID}.desktop")])
    say(f"desktop-file-validate: ok {out.stdout.strip()}")
    out = run(
        ["appstreamcli", "validate", "--no-net", str(share / f"metainfo/{APP_ID}.metainfo.xml")]
    )
    say("appstreamcli validate: " + " ".join(out.stdout.split()))
    mime_db = tmp / "mime"
    shutil.copytree(share / "mime", mime_db)
    run(["update-mime-database", str(mime_db)])  # refuses a malformed definition
    unmapped = [g for g in RECORD_GLOBS if not maps_glob(mime_db / "globs2", g)]
    if unmapped:
        raise SmokeFailure(f"the MIME definition does not map {unmapped}")
    say(f"update-mime-database: ok, {' '.join(RECORD_GLOBS)} -> {MIME_TYPE}")
    depends = run(["dpkg-deb", "--field", str(deb), "Depends"]).stdout
    missing = [name for name in REQUIRED_DEPENDS if name not in depends.replace(",", " ").split()]
    if missing:
        raise SmokeFailure(f"the package does not depend on {missing}")
    say(f"Depends: {depends.strip()}")


def install(deb: Path, scratch: Path | None) -> Path:
    """Install (or unpack into ``scratch``) and return the launcher to run."""
    if scratch is not None:
        run(["dpkg-deb", "-x", str(deb), str(scratch)])
        say(f"unpacked into {scratch}")
        return scratch / INSTALL_DIR.relative_to("/") / "piquet"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if shutil.which("apt-get"):
        run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", str(deb.resolve())],
            env=env,
        )
    else:
        run(["dpkg", "-i", str(deb)])
    for path in INSTALLED_FILES:
        if not path.exists():
            raise SmokeFailure(f"the installed package has no {path}")
    launcher = Path(shutil.which("piquet", path=app_env(Path("/nowhere"))["PATH"]) or "")
    if launcher != LAUNCHER:
        raise SmokeFailure(f"'piquet' on a user's PATH is {launcher}, not {LAUNCHER}")
    globs = Path("/usr/share/mime/globs2")
    unmapped = [g for g in RECORD_GLOBS if not maps_glob(globs, g)]
    if globs.exists() and unmapped:
        raise SmokeFailure(f"after install, the system MIME database does not know {unmapped}")
    cache = Path("/usr/share/applications/mimeinfo.cache")
    if cache.exists() and f"{MIME_TYPE}={APP_ID}.desktop" not in cache.read_text():
        raise SmokeFailure("after install, the desktop database does not open records with the app")
    say(f"installed {deb.name}: launcher {launcher}, MIME and desktop caches updated")
    return launcher


def french_text(context: str, source: str) -> str:
    """What the French app says for ``source``, as the checkout's ``piquet_fr.ts`` has it."""
    from piquet_desktop.tools.translations import catalogue_path, read_catalogue

    for message in read_catalogue(catalogue_path("fr")):
        if message.context == context and message.source == source and message.finished:
            return message.forms[0]
    raise SmokeFailure(f"piquet_fr.ts has no finished French for {context}: {source!r}")


def check_catalogues(bundle: Path, sources: Path | None = None) -> str:
    """The bundle's translation catalogues: the app's, compiled from the ``.ts`` files of
    ``sources`` (the checkout's resources/translations), and Qt's of the same languages and no
    others; what was checked, in a line.

    The bundled ``piquet_fr.qm`` must load as a French catalogue, and each finished message of
    ``piquet_fr.ts`` must read back from it as the catalogue has it (through Qt's own
    QTranslator, the one the app uses): a stale or partly compiled catalogue fails here, not in
    front of a French player."""
    from PySide6.QtCore import QTranslator

    from piquet_desktop.tools.translations import FOLDER, catalogue_path, read_catalogue

    sources = FOLDER if sources is None else sources
    codes = sorted(p.stem.removeprefix("piquet_") for p in sources.glob("piquet_*.ts"))
    missing = [c for c in codes if not (bundle / APP_CATALOGUES / f"piquet_{c}.qm").is_file()]
    if missing or "fr" not in codes:
        raise SmokeFailure(f"the bundle has no compiled catalogue for {missing or ['fr']}")
    kept = {f"{kind}_{code}.qm" for kind in ("qt", "qtbase") for code in codes}
    qt = {p.name for p in (bundle / QT_CATALOGUES).glob("*.qm")}
    if not {"qt_fr.qm", "qtbase_fr.qm"} <= qt or qt - kept:
        raise SmokeFailure(f"Qt's catalogues in the bundle are {sorted(qt)}, not {sorted(kept)}")
    translator = QTranslator()
    if not translator.load(str(bundle / APP_CATALOGUES / "piquet_fr.qm")):
        raise SmokeFailure("the bundled piquet_fr.qm does not load")
    if translator.language() != "fr_FR":
        raise SmokeFailure(f"the bundled piquet_fr.qm is in {translator.language()!r}")
    messages = [
        m for m in read_catalogue(catalogue_path("fr", sources)) if m.finished and not m.plural
    ]
    wrong = [
        m.source
        for m in messages
        if translator.translate(m.context, m.source, m.disambiguation or None) != m.forms[0]
    ]
    if wrong:
        raise SmokeFailure(f"{len(wrong)} French messages differ in the bundle, e.g. {wrong[:3]}")
    qt_translator = QTranslator()
    if not qt_translator.load(str(bundle / QT_CATALOGUES / "qtbase_fr.qm")):
        raise SmokeFailure("the bundled qtbase_fr.qm does not load")
    return (
        f"catalogues: {', '.join(codes)} compiled; {len(messages)} French messages read back; "
        f"Qt's {', '.join(sorted(qt))}"
    )


def check_frozen_entry(launcher: Path, bundle: Path) -> str:
    """The bundle's start as the spec makes it: Shiboken's support modules ship as files with
    their bytecode, and a start that needs no Qt loads none of it (PyInstaller's PySide6 hook
    imported QtCore in every start, the AI worker processes and the console tools included; the
    bundle's own hook does not). ``piquet --version`` stops at the entry, as a worker does before
    its job: the dynamic loader's log (``LD_DEBUG=files``) names every library it loads."""
    try:
        with zipfile.ZipFile(bundle / SHIBOKEN_SUPPORT) as archive:
            archive.getinfo(SHIBOKEN_LOADER)
    except (OSError, KeyError, zipfile.BadZipFile) as exc:
        raise SmokeFailure(
            f"the bundle's {SHIBOKEN_SUPPORT} holds no {SHIBOKEN_LOADER} "
            f"(packaging/shiboken_support.py): {exc}"
        ) from exc
    env = dict(os.environ, LD_DEBUG="files")
    out = run([str(launcher), "--version"], env=env)
    loaded = [line for line in out.stderr.splitlines() if "file=" in line]
    if not loaded:
        raise SmokeFailure("LD_DEBUG=files logged no library: cannot tell what the entry loads")
    qt = sorted({line.split("file=")[1].split()[0] for line in loaded if "libQt6" in line})
    if qt:
        raise SmokeFailure(
            f"piquet --version loaded Qt ({', '.join(qt)}): a run-time hook imports it"
        )
    return (
        f"entry: Shiboken's support modules bundled compiled; --version loaded "
        f"{len(loaded)} libraries, no Qt"
    )


def self_test(launcher: Path, tmp: Path, runs: int) -> list[float]:
    """Run the installed app's self-test ``runs`` times; seconds from launch to first paint.

    The first run (with ``--with-worker``) is the proof; its time includes starting a worker
    process and the operating system's first read of the bundle from disk, so the figure
    reported is the median of the later runs (see main)."""
    times = []
    for i in range(runs):
        shot = tmp / f"self-test-{i}.png"
        # The first run also proves the AI worker process; the others time a plain start-up.
        worker = ["--with-worker"] if i == 0 else []
        launched = time.time()
        out = run(
            [str(launcher), "--self-test", "--sample", *worker, "--screenshot", str(shot)],
            env=app_env(tmp / f"run{i}"),
            timeout=120,
        )
        painted = [
            float(line.rsplit(" ", 1)[1])
            for line in out.stdout.splitlines()
            if line.startswith("self-test: first table paint at ")
        ]
        if not painted or "self-test: ok, opened sample.piquet," not in out.stdout:
            raise SmokeFailure(f"the self-test said:\n{out.stdout}\n{out.stderr}")
        if not shot.is_file() or shot.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
            raise SmokeFailure(f"the self-test wrote no PNG screenshot at {shot}")
        times.append(painted[0] - launched)
        if i == 0:
            say(out.stdout.strip().splitlines()[0])
            keep = ROOT / "build/smoke"
            keep.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(shot, keep / "installed-self-test.png")
            say(f"screenshot kept in {keep / 'installed-self-test.png'}")
    return times


def player_launches(launcher: Path, tmp: Path, runs: int) -> tuple[list[dict], str]:
    """Open a saved partie with the installed launcher ``runs`` times (after one launch not
    counted, which reads the bundle from disk), as a player does; each launch's start-up steps
    (seconds after the launch, CPU seconds) and the platform it ran on."""
    from piquet_desktop.benchmarks.app_startup import launch_once, x_display

    saved = tmp / "player" / "A partie.piquet"
    saved.parent.mkdir(parents=True)
    shutil.copyfile(ROOT / "resources/samples/sample.piquet", saved)
    env = app_env(tmp / "player")
    real = all(shutil.which(tool) for tool in ("Xvfb", "openbox", "xprop"))
    with x_display() if real else contextlib.nullcontext(None) as display:
        if display is not None:
            env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        launches = []
        for _ in range(runs + 1):
            try:
                steps, _cpu = launch_once([str(launcher), str(saved)], env)
            except RuntimeError as exc:
                raise SmokeFailure(f"the installed app's start-up: {exc}") from None
            launches.append(steps)
    return launches[1:], env["QT_QPA_PLATFORM"]


def open_through_desktop_entry(
    launcher: Path, desktop_file: Path, tmp: Path, settle_s: float
) -> tuple[int, int]:
    """Open a saved partie as a file manager would; (app RSS, total RSS) at rest, in KiB."""
    from piquet_desktop.engine.record import load_record

    saved = tmp / "saved parties" / "My partie.piquet"
    saved.parent.mkdir(parents=True)
    sample = ROOT / "resources/samples/sample.piquet"
    shutil.copyfile(sample, saved)
    args = exec_command(desktop_exec(desktop_file), saved)
    if args[0] == "piquet" and launcher != LAUNCHER:
        args[0] = str(launcher)  # a scratch unpack: the absolute /usr/bin symlink is not ours
    say(f"Exec line: {shlex.join(args)}")
    env = app_env(tmp / "exec")
    # A French desktop: Qt reads the system's languages from these (no locale need be built).
    env.update(LANG="fr_FR.UTF-8", LC_MESSAGES="fr_FR.UTF-8")
    for name in ("LANGUAGE", "LC_ALL"):  # either would come before LANG
        env.pop(name, None)
    autosave = Path(env["PIQUET_DATA_DIR"]) / "autosave.piquet"
    expected = [json.dumps(a, sort_keys=True) for a in json.loads(sample.read_text())["actions"]]
    proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            if autosave.exists():
                try:
                    record, _state = load_record(autosave)
                except (OSError, ValueError):
                    record = None
                if record is not None:
                    got = [json.dumps(a, sort_keys=True) for a in record.to_json()["actions"]]
                    if got[: len(expected)] == expected:
                        break
            time.sleep(0.1)
        else:
            out, err = (b"", b"") if proc.poll() is None else proc.communicate()
            raise SmokeFailure(
                f"the app started by the Exec line did not open {saved} "
                f"(exit {proc.poll()}):\n{out.decode()}\n{err.decode()}"
            )
        say(f"the app opened {saved.name} (its autosave holds the same {len(expected)} actions)")
        second = subprocess.run(
            args, env=env, capture_output=True, text=True, timeout=60, check=False
        )
        # This start is a French desktop's: the app says so in French (App's message).
        handed = french_text("App", "Piquet is already running: {file} opens in its window.")
        if second.returncode != 0 or handed.format(file=saved.name) not in second.stderr:
            raise SmokeFailure(
                "a second start did not hand its file to the running app "
                f"(exit {second.returncode}):\n{second.stdout}\n{second.stderr}"
            )
        say("a second start handed its file to the running app and exited")
        time.sleep(settle_s)  # let start-up work finish: memory *at rest*
        samples = []
        for _ in range(10):
            kids = descendants(proc.pid)
            samples.append((rss_kib(proc.pid), sum(rss_kib(k) for k in kids), len(kids)))
            time.sleep(0.2)
        app = max(s[0] for s in samples)
        workers = max(s[1] for s in samples)
        say(
            f"memory at rest: app {app / 1024:.0f} MB, + {max(s[2] for s in samples)} "
            f"worker process(es) {workers / 1024:.0f} MB"
        )
    finally:
        # Note the worker processes first: once the app is gone they are orphans, adopted by
        # init, and no longer found under its pid.
        kids = descendants(proc.pid) if proc.poll() is None else []
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for kid in kids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(kid, signal.SIGKILL)
    _out, err = proc.communicate(timeout=10)
    missing = [line for line in err.decode().splitlines() if line.startswith(MISSING_CATALOGUE)]
    if missing:
        raise SmokeFailure("the frozen app in French lacks a catalogue:\n" + "\n".join(missing))
    say("in French (LANG=fr_FR.UTF-8) the frozen app found its catalogue and Qt's")
    return app, app + workers


def tool_names(bundle: Path) -> list[str]:
    """The console tools the installed bundle declares (its copy of the wheel's metadata)."""
    try:
        names = sorted(console_scripts(bundled_dist_info(bundle)))
    except FileNotFoundError as exc:
        raise SmokeFailure(str(exc)) from exc
    if not names:
        raise SmokeFailure(f"the bundle {bundle} declares no console tools")
    return names


def tool_files(names: Sequence[str]) -> list[Path]:
    """What the package installs for the console tools: their links and their man pages."""
    return [
        path
        for name in names
        for path in (TOOLS_DIR / name, Path(f"/usr/share/man/man1/{name}.1.gz"))
    ]


def tool_links(names: Sequence[str], scratch: Path | None, tmp: Path) -> dict[str, Path]:
    """Each console tool -> the link to run it by. Installed, the package's own ``/usr/bin``
    links, which must point at the bundle's executable and have their man page; unpacked,
    links of the same names made in ``tmp`` (the package's point at ``/opt``)."""
    root = scratch or Path("/")
    bundle = root / INSTALL_DIR.relative_to("/")
    links = {}
    for name in names:
        link = root / TOOLS_DIR.relative_to("/") / name
        if not link.is_symlink() or link.readlink() != INSTALL_DIR / "piquet":
            raise SmokeFailure(f"{link} is not a link to {INSTALL_DIR / 'piquet'}")
        page = root / f"usr/share/man/man1/{name}.1.gz"
        if not page.is_file():
            raise SmokeFailure(f"the package has no man page {page}")
        if scratch is not None:
            link = tmp / "tools" / name
            link.parent.mkdir(exist_ok=True)
            link.symlink_to(bundle / "piquet")
        links[name] = link
    return links


def check_console_tools(links: dict[str, Path], bundle: Path, tmp: Path) -> str:
    """Run the console tools through their links, in English (their output is read here)."""
    env = dict(app_env(tmp / "tools-run"), LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env.pop("LANGUAGE", None)
    for name, link in links.items():
        out = run([str(link), "--help"], env=env, timeout=60)
        if not out.stdout.startswith(f"usage: {name} "):
            raise SmokeFailure(f"{link} --help did not give {name}'s usage:\n{out.stdout}")
    record = links.get("piquet-record")
    advise = links.get("piquet-advise")
    if record is None or advise is None:
        raise SmokeFailure(f"piquet-record or piquet-advise is missing from {sorted(links)}")
    out = run([str(record), "validate", str(bundle / SAMPLE)], env=env, timeout=60)
    if not (out.stdout.startswith("OK: ") and " actions, " in out.stdout):
        raise SmokeFailure(f"piquet-record validate said:\n{out.stdout}\n{out.stderr}")
    validated = out.stdout.strip()
    command = [str(advise), "exchange", "--hand", ADVICE_HAND, "--role", "elder", "--json"]
    out = run(command, env=env, timeout=120)
    try:
        advice = json.loads(out.stdout)
        kind, recommended = advice["kind"], advice["recommended"]
        discard = recommended["cards"]
    except (ValueError, KeyError, TypeError) as exc:
        raise SmokeFailure(f"piquet-advise --json gave no advice ({exc}):\n{out.stdout}") from exc
    hand = ADVICE_HAND.split()
    if (
        kind != "exchange"
        or recommended.get("type") != "discard"
        or not 1 <= len(discard) <= 5
        or not set(discard) <= set(hand)
    ):
        raise SmokeFailure(f"piquet-advise advised no discard from the hand:\n{out.stdout}")
    return (
        f"console tools {', '.join(links)}: --help ok; piquet-record validate: {validated}; "
        f"piquet-advise exchange: discard {' '.join(discard)}"
    )


def remove(scratch: Path | None, tools: Sequence[Path] = (), opt_before: bool = True) -> None:
    """Remove the package as a player does (``apt-get remove``), then purge it: none of its
    files may be left, and ``/opt`` must still be there if it was before the install (the
    base system's, owned by no package: the package's postrm gives it back)."""
    if scratch is not None:
        return
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if shutil.which("apt-get"):
        run(["apt-get", "remove", "-y", "-q", PACKAGE], env=env)
    else:
        run(["dpkg", "--remove", PACKAGE], env=env)
    if opt_before and not Path("/opt").is_dir():
        raise SmokeFailure("removing the package deleted /opt, which was there before it")
    run(["dpkg", "--purge", PACKAGE], env=env)
    if opt_before and not Path("/opt").is_dir():
        raise SmokeFailure("purging the package deleted /opt, which was there before it")
    left = [p for p in (*INSTALLED_FILES, *tools, INSTALL_DIR) if p.exists() or p.is_symlink()]
    if left:
        raise SmokeFailure(f"removing the package left {left}")
    globs = Path("/usr/share/mime/globs2")
    if globs.exists() and any(maps_glob(globs, g) for g in RECORD_GLOBS):
        raise SmokeFailure(f"after removal the MIME database still maps {RECORD_GLOBS}")
    kept = ", /opt kept" if opt_before else ""
    say(f"removed: no file of the package is left, the MIME type is gone{kept}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--scratch", type=Path, help="unpack here instead of installing")
    parser.add_argument("--runs", type=int, default=5, help="timed self-test launches")
    parser.add_argument("--keep", action="store_true", help="leave the package installed")
    parser.add_argument("--settle", type=float, default=3.0, help="seconds before memory reads")
    args = parser.parse_args(argv)
    if args.scratch is None and os.geteuid() != 0:
        parser.error("installing needs root: run as root or give --scratch DIR")
    try:
        if not args.no_build:
            build()
        deb = find_deb(args.dist)
        bundle_mb = (
            sum(
                p.stat().st_size
                for p in (args.dist / "piquet").rglob("*")
                if p.is_file() and not p.is_symlink()
            )
            / 1e6
        )
        deb_mb = deb.stat().st_size / 1e6
        with tempfile.TemporaryDirectory(prefix="piquet-smoke-") as tmp_name:
            tmp = Path(tmp_name)
            check_package_files(deb, tmp)
            scratch = args.scratch.resolve() if args.scratch is not None else None
            opt_before = Path("/opt").is_dir()
            launcher = install(deb, scratch)
            bundle = (scratch or Path("/")) / INSTALL_DIR.relative_to("/")
            tools: list[str] = []
            try:
                tools = tool_names(bundle)
                say(check_catalogues(bundle))
                say(check_frozen_entry(launcher, bundle))
                times = self_test(launcher, tmp, max(args.runs, 1))
                launches, platform = player_launches(launcher, tmp, max(args.runs, 1))
                desktop = (scratch or Path("/")) / "usr/share/applications" / f"{APP_ID}.desktop"
                app_kib, total_kib = open_through_desktop_entry(launcher, desktop, tmp, args.settle)
                say(check_console_tools(tool_links(tools, scratch, tmp), bundle, tmp))
            finally:
                if not args.keep:
                    remove(scratch, tool_files(tools), opt_before)
    except SmokeFailure as exc:
        print(f"[smoke] FAILED: {exc}", file=sys.stderr)
        return 1
    warm = times[1:] or times
    median = statistics.median(warm)
    print()
    print("smoke test passed. Figures (Linux x86-64, offscreen):")
    print(f"  bundle (dist/piquet):           {bundle_mb:.0f} MB")
    print(f"  package ({deb.name}): {deb_mb:.1f} MB")
    print(
        f"  launch to first painted table:  first {times[0] * 1000:.0f} ms (with worker check), "
        f"then median "
        f"{median * 1000:.0f} ms, min {min(warm) * 1000:.0f}, max {max(warm) * 1000:.0f} "
        f"over {len(warm)} runs (target < {START_TARGET_S * 1000:.0f} ms: "
        f"{'OK' if median < START_TARGET_S else 'ABOVE TARGET'})"
    )
    from piquet_desktop.benchmarks.app_startup import step_table

    opened = [steps["table-painted"][0] for steps in launches]
    player_median = statistics.median(opened)
    load = os.getloadavg()[0]
    print(
        f"  a saved partie opened ({platform}): median {player_median * 1000:.0f} ms, "
        f"min {min(opened) * 1000:.0f}, max {max(opened) * 1000:.0f} over {len(opened)} runs "
        f"to the first painted table (target < {PLAYER_START_TARGET_S * 1000:.0f} ms: "
        f"{'OK' if player_median < PLAYER_START_TARGET_S else 'ABOVE TARGET'}; "
        f"load average {load:.1f}); where it goes:"
    )
    for line in step_table(launches):
        print(f"  {line}")
    print(
        f"  memory at rest (VmRSS):         app {app_kib / 1024:.0f} MB, "
        f"with its worker processes {total_kib / 1024:.0f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
