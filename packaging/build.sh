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
#   4. The icon is rendered from resources/icons/piquet.svg (PNG sizes, .ico, .icns).
#   5. PyInstaller builds dist/piquet from packaging/piquet.spec.
#   6. packaging/build_deb.py wraps it into the .deb with the desktop integration files
#      (compressed with xz; PIQUET_DEB_COMPRESSION=zstd is over a minute faster, 25% larger).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '[build] %s\n' "$*"; }
export PIP_DISABLE_PIP_VERSION_CHECK=1
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}"

say "1/6 environment (.ci/setup)"
bash .ci/setup

if ! .venv/bin/python -c 'import PyInstaller' >/dev/null 2>&1; then
    say "2/6 installing the build extra (PyInstaller) into .venv"
    .venv/bin/python -m pip install -q -e '.[build]'
else
    say "2/6 PyInstaller $(.venv/bin/python -c 'import PyInstaller; print(PyInstaller.__version__)') present"
fi

say "3/6 staging the project as installed (build/site)"
rm -rf build/site build/icons dist/piquet
.venv/bin/python -m pip install -q --no-deps --no-compile --target build/site .

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
