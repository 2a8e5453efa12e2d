"""The layering and packaging rules of the architecture notes, checked so they cannot drift.

Imports go one way through the product: ``engine`` <- ``ai`` <- ``practice`` <- ``words`` <-
``statistics`` <- ``controller`` <- ``ui`` <- the app (``app.py``, ``__main__.py``), each part
importing only the parts before it; the words stand above the practice so that they write its
values, and the practice makes values, never sentences. The arena (mirrored play, ratings) measures
players, so it imports ``engine`` and ``ai`` only. ``cli``, ``benchmarks`` and ``tools`` stand
outside the product and may import anything; nothing in the product imports them or the arena, so
the installed app never depends on them. The one exception is the frozen executable's entry,
``__main__.py``, which runs a console tool (``cli``) when started under its name, and only then (the
bundle ships the tools for that, by name). ``engine``, ``ai``, ``words``, ``statistics`` and the
arena never touch Qt, so the rules, the players and the game's words run in a console, a benchmark
or a worker process without a GUI; ``controller`` is the QObject layer, and a module of it that
imports no Qt is listed with its reason. The package's ``__init__``, ``_version``, ``resources`` and
``startup_times`` (version, package data, the start-up's time line) are below everything and open to
all.

Imports are read from the source with :mod:`ast` (so a forbidden import hidden in a function that
no test calls is still caught), and the packages are also imported for real in a fresh interpreter
to catch a forbidden module arriving indirectly. Layers that do not exist yet are skipped.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

from piquet_desktop import resources

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "piquet_desktop"

QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
QT_FREE = ("engine", "ai", "arena", "words", "statistics", "practice", "library")

# The parts of piquet_desktop (a subpackage, or a top-level module) each part may import.
# importable by every part (startup_times: the start-up's time line, standard library only;
# _version: the version, a literal that __init__ re-exports)
BASE = ("__init__", "_version", "resources", "_resources", "translation", "startup_times")
PRODUCT = (  # lowest first
    "engine",
    "ai",
    "practice",
    "words",
    "statistics",
    "library",
    "controller",
    "ui",
)
ALLOWED: dict[str, tuple[str, ...]] = {
    "engine": ("engine",),
    "ai": ("engine", "ai"),
    "words": ("engine", "ai", "practice", "words"),
    "statistics": ("engine", "ai", "practice", "words", "statistics"),
    "library": ("engine", "ai", "practice", "words", "statistics", "library"),
    "controller": ("engine", "ai", "words", "statistics", "practice", "library", "controller"),
    "ui": PRODUCT,
    "app": (*PRODUCT, "app"),
    "__main__": (*PRODUCT, "app", "cli"),
    "arena": ("engine", "ai", "arena"),
    "practice": ("engine", "ai", "practice"),
}
UNRESTRICTED = ("cli", "benchmarks", "tools")  # outside the product: may import anything


def _layer_files(part: str) -> list[Path]:
    """The source files of ``part``: a subpackage's modules, or one top-level module."""
    if (PACKAGE_DIR / part).is_dir():
        return sorted((PACKAGE_DIR / part).rglob("*.py"))
    if (PACKAGE_DIR / f"{part}.py").is_file():
        return [PACKAGE_DIR / f"{part}.py"]
    pytest.skip(f"piquet_desktop/{part} does not exist yet")


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported_names(path: Path, root: Path = ROOT) -> list[tuple[int, list[str]]]:
    """For each import statement in ``path``: its line and the module names it may bind.

    Relative imports are resolved, and ``from piquet_desktop import ui`` gives both
    ``piquet_desktop`` and ``piquet_desktop.ui``, since an imported name may be a submodule.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    statements: list[tuple[int, list[str]]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            statements.append((node.lineno, [alias.name for alias in node.names]))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, node.module] if node.module else anchor)
            else:
                base = node.module or ""
            statements.append((node.lineno, [base, *(f"{base}.{a.name}" for a in node.names)]))
    return statements


def _is_within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _part_of(name: str) -> str | None:
    """The part of piquet_desktop that module ``name`` belongs to; None outside the package.

    A name under the package that is no subpackage or module on disk is an attribute of its
    ``__init__`` (``from piquet_desktop import __version__``).
    """
    if not _is_within(name, "piquet_desktop"):
        return None
    head = name.split(".")[1] if "." in name else "__init__"
    if (PACKAGE_DIR / head).is_dir() or (PACKAGE_DIR / f"{head}.py").is_file() or head in BASE:
        return head
    return "__init__"


def _may_import(part: str, name: str) -> bool:
    if part in QT_FREE and any(_is_within(name, qt) for qt in QT_MODULES):
        return False
    target = _part_of(name)
    return target is None or target in BASE or target in ALLOWED[part]


@pytest.mark.parametrize("part", sorted(ALLOWED))
def test_source_imports_only_the_parts_below_it(part: str) -> None:
    violations = []
    for path in _layer_files(part):
        for line, names in _imported_names(path):
            bad = [n for n in names if not _may_import(part, n)]
            if bad:
                violations.append(f"{path.relative_to(ROOT)}:{line}: imports {bad[0]}")
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("part", sorted(p for p in ALLOWED if (PACKAGE_DIR / p).is_dir()))
def test_importing_every_module_of_a_package_loads_only_what_it_may_import(part: str) -> None:
    _layer_files(part)
    allowed = [f"piquet_desktop.{p}" for p in (*BASE, *ALLOWED[part])]
    forbidden_qt = QT_MODULES if part in QT_FREE else ()
    script = textwrap.dedent(
        f"""
        import importlib, pkgutil, sys
        package = importlib.import_module("piquet_desktop.{part}")
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
        def within(name, prefix):
            return name == prefix or name.startswith(prefix + ".")
        for name in sorted(sys.modules):
            if any(within(name, p) for p in {forbidden_qt!r}) or (
                within(name, "piquet_desktop") and name != "piquet_desktop"
                and not any(within(name, p) for p in {allowed!r})
            ):
                print(name)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "", f"piquet_desktop.{part} loaded:\n{result.stdout}"


def test_every_part_of_the_package_has_a_place_in_the_layering() -> None:
    on_disk = {
        path.stem if path.is_file() else path.name
        for path in PACKAGE_DIR.iterdir()
        if (path.is_file() and path.suffix == ".py") or (path.is_dir() and any(path.glob("*.py")))
    }
    placed = {*BASE, *ALLOWED, *UNRESTRICTED}
    assert sorted(on_disk - placed) == [], "give these a place in ALLOWED or UNRESTRICTED"


def _translation_imports(path: Path, root: Path = ROOT) -> list[str]:
    """Where ``path`` imports the translation (``translate``, ``number``): where it writes words."""
    return [
        f"{path.relative_to(root).as_posix()}:{line}"
        for line, names in _imported_names(path, root)
        if any(_is_within(name, "piquet_desktop.translation") for name in names)
    ]


def test_the_practice_makes_values_and_the_words_write_them() -> None:
    found = [where for path in _layer_files("practice") for where in _translation_imports(path)]
    assert found == [], "the practice's sentences belong in words/ (practice_text, exchange_text)"


def test_the_translation_rule_sees_a_module_that_writes_words(tmp_path: Path) -> None:
    practice = tmp_path / "piquet_desktop" / "practice"
    practice.mkdir(parents=True)
    (practice / "values.py").write_text("from .attempts import Attempt\n", encoding="utf-8")
    (practice / "words_here.py").write_text(
        "import json\n\nfrom ..translation import translate\n", encoding="utf-8"
    )
    assert _translation_imports(practice / "values.py", tmp_path) == []
    assert _translation_imports(practice / "words_here.py", tmp_path) == [
        "piquet_desktop/practice/words_here.py:3"
    ]


# controller/ is the QObject layer: its modules import Qt. Qt-free code goes below it (words/,
# statistics/); the few Qt-free modules that stay are listed here, each with its reason written
# in docs/DESIGN-APP.md ("Qt-free modules that stay in controller/").
QT_FREE_IN_CONTROLLER = (
    "controller/__init__.py",
    "controller/ai_process.py",
    "controller/claim_play.py",
    "controller/live_partie.py",
    "controller/loaded_partie.py",
    "controller/partie_chance.py",
    "controller/play_options.py",
    "controller/replay_positions.py",
    "controller/take_back.py",
    "controller/take_back_commands.py",
    "controller/utf8_locale.py",
)


def _imports_qt(path: Path) -> bool:
    return any(
        any(_is_within(name, qt) for qt in QT_MODULES)
        for _, names in _imported_names(path)
        for name in names
    )


def test_every_controller_module_imports_qt_or_says_why_it_stays() -> None:
    modules = sorted(
        path.relative_to(PACKAGE_DIR).as_posix()
        for path in (PACKAGE_DIR / "controller").rglob("*.py")
    )
    qt_free = [m for m in modules if not _imports_qt(PACKAGE_DIR / m)]
    assert qt_free == sorted(QT_FREE_IN_CONTROLLER), (
        "a module without Qt belongs in words/, statistics/ or another Qt-free package, "
        "or in QT_FREE_IN_CONTROLLER with its reason in docs/DESIGN-APP.md"
    )
    design = (ROOT / "docs" / "DESIGN-APP.md").read_text(encoding="utf-8")
    section = design.partition("## Qt-free modules that stay in controller/")[2].partition("\n## ")[
        0
    ]
    missing = [m for m in QT_FREE_IN_CONTROLLER if f"`{m}`" not in section]
    assert missing == [], "give these their reason in docs/DESIGN-APP.md"


def test_no_product_part_imports_the_arena_or_the_tools() -> None:
    outside = ("arena", *UNRESTRICTED)
    for part in (*PRODUCT, "app"):
        assert not set(ALLOWED[part]) & set(outside), part
    # The executable's entry reaches the console tools (by name) and nothing else outside.
    assert set(ALLOWED["__main__"]) & set(outside) == {"cli"}


# ============================================================================ no import circles
def _module_graph(package: Path = PACKAGE_DIR) -> dict[str, set[str]]:
    """Every module of the package and the modules of the package it imports, each import
    statement counted wherever it stands (one under ``if TYPE_CHECKING:`` too: a circle held
    open only for the type checker is still a circle in the design)."""
    root = package.parent
    paths = sorted(package.rglob("*.py"))
    modules = {_module_name(path, root) for path in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        module = _module_name(path, root)
        graph[module] = {
            name
            for _line, names in _imported_names(path, root)
            for name in names
            if name in modules and name != module
        }
    return graph


def _a_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports in ``graph`` (its modules in order, the first repeated at the
    end), or None: a depth-first search that meets a module still on its path."""
    state: dict[str, int] = {}  # 1 on the path being walked, 2 done
    for root in sorted(graph):
        if state.get(root):
            continue
        path = [root]
        state[root] = 1
        stack = [iter(sorted(graph[root]))]
        while stack:
            following = next(stack[-1], None)
            if following is None:
                state[path.pop()] = 2
                stack.pop()
            elif state.get(following) == 1:
                return [*path[path.index(following) :], following]
            elif not state.get(following):
                state[following] = 1
                path.append(following)
                stack.append(iter(sorted(graph.get(following, ()))))
    return None


def test_the_package_has_no_import_circle() -> None:
    assert _a_cycle(_module_graph()) is None


@pytest.mark.parametrize(
    ("graph", "circle"),
    [
        ({"a": {"b"}, "b": {"a"}}, ["a", "b", "a"]),
        (
            {"deal": {"decision"}, "decision": {"partie"}, "partie": {"deal"}},
            ["deal", "decision", "partie", "deal"],
        ),
        ({"a": {"b", "c"}, "b": {"c"}, "c": {"d"}, "d": {"b"}}, ["b", "c", "d", "b"]),
    ],
)
def test_the_circle_search_finds_a_circle(graph: dict[str, set[str]], circle: list[str]) -> None:
    assert _a_cycle(graph) == circle


def test_the_circle_search_passes_a_graph_without_one() -> None:
    assert _a_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_module_graph_finds_a_circle_held_open_for_the_type_checker(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "deal.py").write_text("from .decision import legal_discards\n")
    (package / "decision.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .deal import Phase\n"
    )
    assert _a_cycle(_module_graph(package)) == ["pkg.deal", "pkg.decision", "pkg.deal"]


# Packaging: pyproject.toml lists packages by hand (see the comment there), so a new folder under
# piquet_desktop/ would work in the editable install yet be missing from a wheel or `pip install .`.


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        _module_name(folder / "__init__.py")
        for folder in [PACKAGE_DIR, *PACKAGE_DIR.rglob("*")]
        if folder.is_dir() and folder.name != "__pycache__" and any(folder.glob("*.py"))
    }
    on_disk.add("piquet_desktop._resources")
    assert config["tool"]["setuptools"]["package-dir"]["piquet_desktop._resources"] == "resources"
    assert sorted(on_disk - listed) == [], "add these to [tool.setuptools] packages"
    assert sorted(listed - on_disk) == [], "these listed packages have no folder with code"


def test_resources_resolve_to_the_top_level_resources_folder() -> None:
    assert resources.resource_path("__init__.py") == ROOT / "resources" / "__init__.py"
    assert "piquet_desktop._resources" in resources.read_text("__init__.py")


@pytest.mark.parametrize("name", ["../pyproject.toml", "/etc/passwd", "", "a\\b"])
def test_resource_names_cannot_leave_the_resources_folder(name: str) -> None:
    with pytest.raises(ValueError, match="relative"):
        resources.resource_path(name)


def test_a_missing_resource_is_reported_by_name() -> None:
    with pytest.raises(FileNotFoundError, match=r"no-such-file\.svg"):
        resources.read_bytes("cards/no-such-file.svg")


# The window shows the partie through views (``PlayerView``, results, the controller's own values),
# never by reading the engine's state: the controllers own the states. So ui/ neither imports what
# makes, holds or reads a state (the classes ``PartieState`` and ``DealState``, ``new_partie``,
# ``chance_action``, ``view`` and ``decision_for``), nor calls a method that gives or copies one
# (``record.replay()``, ``ReplayController.state()``, ``clone()``). A view it needs (the start
# screen's resumable partie, the review's best action played) is the controller's to give.
ENGINE_STATE_NAMES = {
    "piquet_desktop.engine.partie.PartieState",
    "piquet_desktop.engine.partie.new_partie",
    "piquet_desktop.engine.partie.chance_action",
    "piquet_desktop.engine.deal.DealState",
    "piquet_desktop.engine.view.view",
    "piquet_desktop.engine.decision.decision_for",
}
STATE_CLASSES = (
    "PartieState",
    "DealState",
)  # also reached as attributes: engine.partie.PartieState
STATE_METHODS = ("replay", "state", "clone")


def _state_reads(source: str, module: str = "piquet_desktop.ui.example") -> list[str]:
    """Where ``source`` (a module of ``module``'s name) reaches the engine's state."""
    tree = ast.parse(source)
    package = module.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found += [
                f"{node.lineno}: imports {base}.{a.name}"
                for a in node.names
                if f"{base}.{a.name}" in ENGINE_STATE_NAMES
            ]
        elif isinstance(node, ast.Attribute) and node.attr in STATE_CLASSES:
            found.append(f"{node.lineno}: uses .{node.attr}")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in STATE_METHODS
        ):
            found.append(f"{node.lineno}: calls .{node.func.attr}()")
        elif isinstance(node, ast.Attribute) and _is_state_held(node.value):
            found.append(f"{node.lineno}: reads .state.{node.attr}")
        elif (
            isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr))
            and node.value is not None
            and _is_state_held(node.value)
        ):
            found.append(f"{node.lineno}: holds .state")
    return found


def _is_state_held(node: ast.expr) -> bool:
    """Whether ``node`` reads a state a value holds (``exercise.state``, ``moment.state``): read
    further or kept in a name, it is the engine's state (a Qt flag's ``option.state & ...`` is
    neither)."""
    return isinstance(node, ast.Attribute) and node.attr == "state"


def test_the_window_reads_views_and_never_the_engines_state() -> None:
    violations = [
        f"{path.relative_to(ROOT)}:{where}"
        for path in _layer_files("ui")
        for where in _state_reads(path.read_text(encoding="utf-8"), _module_name(path))
    ]
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize(
    "source",
    [
        # ui/partie_files.py's resume_description before the controller described the partie
        "from piquet_desktop.engine.view import view\n"
        "def resume_description(record):\n"
        "    state = record.replay()\n"
        "    return view(state, 0)\n",
        # ui/replay_review.py's alternative_views before ReplayController.views_after
        "def alternative_views(replay, d):\n"
        "    state = replay.state().clone()\n"
        "    state.apply(d.best)\n",
        "from ...engine.partie import PartieState\n",
        "import piquet_desktop.engine.deal as deal\nx = deal.DealState\n",
    ],
)
def test_the_state_rule_catches_a_window_module_reading_the_state(source: str) -> None:
    assert _state_reads(source, "piquet_desktop.ui.table.example")


@pytest.mark.parametrize(
    "source",
    [
        # the play page's show_exercise before the exercise gave its table
        "def show_exercise(self, prepared):\n"
        "    exercise = prepared.exercise\n"
        "    deal = exercise.state.deal\n"
        "    self.hand.set_hand(deal.hands[exercise.seat])\n",
        # the declarations page's situation before the exercise gave its score
        "def declaration_situation(prepared):\n"
        "    state = prepared.exercise.moment.state\n"
        "    deal = len(state.results) + 1\n"
        "    score = (state.totals[0], state.totals[1])\n",
    ],
)
def test_the_state_rule_catches_a_page_reading_a_state_its_exercise_holds(source: str) -> None:
    assert _state_reads(source, "piquet_desktop.ui.practice.example")


def test_the_state_rule_lets_a_page_read_views_and_qt_flags() -> None:
    source = (
        "def paint(option, prepared):\n"
        "    table = prepared.exercise.table()\n"
        "    selected = option.state & QStyle.StateFlag.State_Selected\n"
        "    return table.hand, table.tricks, selected\n"
    )
    assert _state_reads(source) == []


# Background work has one writer: ``controller/work_relay.py`` runs every job off the GUI thread
# and hands its outcome back on it. No other product module starts a thread of its own (a
# ``threading.Thread`` or ``Timer``, a ``QThread`` subclass or instance, a ``QRunnable``, a
# ``QThreadPool``, a ``ThreadPoolExecutor``), but the sound's, which opens the sound card, and the
# worker processes' own watch on their parent (``ai/process_pool.py``, in the worker, not the app).
THREAD_KEEPERS = (
    "controller/work_relay.py",
    "ui/sound_output.py",
    "ui/table_sounds.py",
    "ai/process_pool.py",
)
THREAD_NAMES = {"QRunnable", "QThreadPool", "ThreadPoolExecutor", "start_new_thread"}
THREADING_STARTERS = {"Thread", "Timer"}


def _threads_started(source: str) -> list[str]:
    """Where ``source`` makes a thread of its own, or the means to start one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module in ("threading", "_thread"):
            found += [
                f"{node.lineno}: imports {node.module}.{a.name}"
                for a in node.names
                if a.name in THREADING_STARTERS | THREAD_NAMES
            ]
        elif isinstance(node, ast.Import):
            found += [f"{node.lineno}: imports _thread" for a in node.names if a.name == "_thread"]
        elif isinstance(node, ast.Attribute) and (
            node.attr in THREAD_NAMES
            or (
                node.attr in THREADING_STARTERS
                and isinstance(node.value, ast.Name)
                and node.value.id == "threading"
            )
        ):
            found.append(f"{node.lineno}: uses .{node.attr}")
        elif isinstance(node, ast.Name) and node.id in THREAD_NAMES:
            found.append(f"{node.lineno}: uses {node.id}")
        elif isinstance(node, ast.ClassDef):
            found += [
                f"{node.lineno}: subclasses QThread"
                for base in node.bases
                if ast.unparse(base).rpartition(".")[2] == "QThread"
            ]
        elif isinstance(node, ast.Call) and ast.unparse(node.func).rpartition(".")[2] == "QThread":
            found.append(f"{node.lineno}: makes a QThread")
    return found


def test_background_work_goes_through_the_one_relay() -> None:
    violations = [
        f"{path.relative_to(ROOT)}:{where}"
        for part in PRODUCT
        for path in _layer_files(part)
        if path.relative_to(PACKAGE_DIR).as_posix() not in THREAD_KEEPERS
        for where in _threads_started(path.read_text(encoding="utf-8"))
    ]
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize(
    "source",
    [
        # ui/practice_daily.py's look-up before the relay
        "import threading\n"
        "def refresh(self, day):\n"
        "    threading.Thread(target=self._look_up, args=(day,), daemon=True).start()\n",
        # controller/record_loader.py's job before the relay
        "from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal\n"
        "class _Job(QRunnable):\n"
        "    def run(self): ...\n",
        "from threading import Thread\n",
        "from PySide6 import QtCore\nclass Worker(QtCore.QThread): ...\n",
        "from PySide6.QtCore import QThread\nthread = QThread()\n",
        "import concurrent.futures\npool = concurrent.futures.ThreadPoolExecutor(2)\n",
    ],
)
def test_the_relay_rule_catches_a_thread_started_by_hand(source: str) -> None:
    assert _threads_started(source)


def test_the_relay_rule_lets_threads_be_waited_on_and_asked_about() -> None:
    source = (
        "import threading\n"
        "from PySide6.QtCore import QThread\n"
        "cancel = threading.Event()\n"
        "lock = threading.Lock()\n"
        "on_gui = QThread.currentThread() is app.thread()\n"
    )
    assert _threads_started(source) == []
