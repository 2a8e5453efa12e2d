#!/usr/bin/env bash
# Build Piquet Desktop for Linux from a clean checkout: the PyInstaller bundle and the .deb.
#
#   bash packaging/build.sh
#
# Output: dist/piquet/ (the one-folder bundle; dist/piquet/piquet starts the app) and
# dist/piquet-desktop_<version>_<arch>.deb. Intermediate files go to build/. Each run starts
# from scratch for what it makes (build/site, build/icons, dist/); PyInstaller's analysis cache
# in build/pyinstaller is kept, which makes a rebuild of unchanged code a few seconds faster.
#
# Steps, and why each is there:
#   1. .ci/setup makes .venv (Python, PySide6, the project) and installs Qt's system libraries.
#   2. The 'build' extra (PyInstaller) goes into the same .venv: the bundle must be made with the
#      very PySide6 the tests ran against.
#   3. `pip install --target build/site .` lays out the project as a wheel installs it, with the
#      top-level resources/ folder as the package piquet_desktop._resources (see the spec).
#      Then the translation catalogues are compiled into it (resources/translations/*.ts to
#      .qm; the .qm are never committed), so the bundle speaks French whatever the checkout holds.
#   4. The icon is rendered from resources/icons/piquet.svg (PNG sizes, .ico, .icns).
#   5. PyInstaller builds dist/piquet from packaging/piquet.spec.
#   6. packaging/build_deb.py wraps it into the .deb with the desktop integration files
#      (compressed with xz; PIQUET_DEB_COMPRESSION=zstd is over a minute faster, 25% larger).
#
# Reproducible (packaging/check_reproducible.sh builds twice and compares): the time stamps are
# the commit's (SOURCE_DATE_EPOCH), the hash seed is fixed (PYTHONHASHSEED: set and dict order in
# PyInstaller's analysis and in the marshalled code it writes depend on it), and the build tools
# are the versions pinned in packaging/build-constraints.txt, the staging's isolated setuptools
# included (PIP_CONSTRAINT reaches pip's build environment, a -c option would not).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '[build] %s\n' "$*"; }
export PIP_DISABLE_PIP_VERSION_CHECK=1
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
export PYTHONHASHSEED=0
CONSTRAINTS="$PWD/packaging/build-constraints.txt"

say "1/6 environment (.ci/setup)"
bash .ci/setup

# Already satisfied is a no-op that asks no index; another version is replaced by the pinned one.
say "2/6 build tools as pinned (packaging/build-constraints.txt)"
.venv/bin/python -m pip install -q -r "$CONSTRAINTS"
say "    PyInstaller $(.venv/bin/python -c 'import PyInstaller; print(PyInstaller.__version__)')"

say "3/6 staging the project as installed (build/site), with its compiled catalogues"
rm -rf build/site build/icons dist/piquet
PIP_CONSTRAINT="$CONSTRAINTS" \
    .venv/bin/python -m pip install -q --no-deps --no-compile --target build/site .
.venv/bin/python -m piquet_desktop.tools.translations build \
    --out build/site/piquet_desktop/_resources/translations

say "4/6 rendering the icon (build/icons)"
.venv/bin/python packaging/render_icons.py build/icons

say "5/6 PyInstaller bundle (dist/piquet)"
.venv/bin/pyinstaller --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/piquet.spec

say "6/6 Debian package"
rm -f dist/piquet-desktop_*.deb
PYTHONPATH=build/site .venv/bin/python packaging/build_deb.py \
    --bundle dist/piquet --icons build/icons --out dist --compression "${PIQUET_DEB_COMPRESSION:-xz}"

say "done: $(du -sh dist/piquet | cut -f1) in dist/piquet, $(ls dist/piquet-desktop_*.deb)"
