"""Loading the build tools of ``packaging/`` in tests (imported as ``packaging_tools``).

``packaging/`` holds scripts run by path (``python packaging/build_deb.py``), not a package of
the app, so it is not importable by name; tests load each script as a module from its file.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = ROOT / "resources" / "linux"


def load_tool(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` as the module ``piquet_packaging_<name>`` (once)."""
    module_name = f"piquet_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    if str(PACKAGING) not in sys.path:
        sys.path.append(str(PACKAGING))  # the scripts import each other, as when run by path
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
