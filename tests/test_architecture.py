"""The layering and packaging rules of the architecture notes, checked so they cannot drift.

Imports go one way: ``engine`` knows nothing above it, ``ai`` knows only ``engine``, and neither
touches Qt, so the rules can run in a console, a benchmark or a worker process without a GUI.
Imports are read from the source with :mod:`ast` (so a forbidden import hidden in a function that
no test calls is still caught), and the layers are also imported for real in a fresh interpreter to
catch Qt arriving indirectly. Layers that do not exist yet are skipped.
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
GUI_LAYERS = ("piquet_desktop.ui", "piquet_desktop.controller")
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "engine": (*QT_MODULES, *GUI_LAYERS, "piquet_desktop.ai"),
    "ai": (*QT_MODULES, *GUI_LAYERS),
}


def _layer_dir(layer: str) -> Path:
    path = PACKAGE_DIR / layer
    if not path.is_dir():
        pytest.skip(f"piquet_desktop/{layer} does not exist yet")
    return path


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported_names(path: Path) -> list[tuple[int, list[str]]]:
    """For each import statement in ``path``: its line and the module names it may bind.

    Relative imports are resolved, and ``from piquet_desktop import ui`` gives both
    ``piquet_desktop`` and ``piquet_desktop.ui``, since an imported name may be a submodule.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path)
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


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_source_imports_nothing_from_the_layers_above_or_qt(layer: str) -> None:
    layer_dir = _layer_dir(layer)
    violations = []
    for path in sorted(layer_dir.rglob("*.py")):
        for line, names in _imported_names(path):
            bad = [n for n in names if any(_is_within(n, p) for p in FORBIDDEN[layer])]
            if bad:
                violations.append(f"{path.relative_to(ROOT)}:{line}: imports {bad[0]}")
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_importing_every_module_of_the_layer_loads_no_qt(layer: str) -> None:
    _layer_dir(layer)
    script = textwrap.dedent(
        f"""
        import importlib, pkgutil, sys
        package = importlib.import_module("piquet_desktop.{layer}")
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
        forbidden = {FORBIDDEN[layer]!r}
        for name in sorted(sys.modules):
            if any(name == p or name.startswith(p + ".") for p in forbidden):
                print(name)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "", f"piquet_desktop.{layer} loaded:\n{result.stdout}"


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
