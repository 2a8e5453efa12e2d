#!/usr/bin/env bash
# Build the .deb twice from this commit, from clean build/ and dist/ each time, and compare the
# two byte for byte (packaging/compare_debs.py says which members and files differ, if any).
#
#   bash packaging/check_reproducible.sh
#
# Exit 0 when the two packages are identical, 1 when not. The second build is left in dist/ (the
# bundle and the .deb), so .ci/package smoke-tests the very package it proved reproducible.
# Each build is packaging/build.sh (SOURCE_DATE_EPOCH = the commit's time, a fixed PYTHONHASHSEED,
# the pinned build tools; PIQUET_DEB_COMPRESSION is passed through). The first package is kept
# in a temporary folder until the comparison is done. Both builds use the same checkout and
# .venv: this proves that a build depends on its inputs only (no clock, no hash seed, no order of
# files on disk, no leftover cache), not that another machine's Python gives the same bytes.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { printf '[reproducible] %s\n' "$*"; }
SOURCE_DATE_EPOCH="$(git log -1 --format=%ct)"
export SOURCE_DATE_EPOCH
say "commit $(git log -1 --format=%h), SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    say "note: the work tree has uncommitted changes; both builds include them"
fi

first="$(mktemp -d)"
trap 'rm -rf "$first"' EXIT

timings=()
for build in 1 2; do
    rm -rf build dist
    started=$SECONDS
    say "build $build of 2"
    bash packaging/build.sh
    timings+=("$((SECONDS - started))")
    if [ "$build" -eq 1 ]; then
        mv dist/piquet-desktop_*.deb "$first/"
    fi
done
say "build times: ${timings[0]} s and ${timings[1]} s"

deb="$(ls dist/piquet-desktop_*.deb)"
.venv/bin/python packaging/compare_debs.py "$first/$(basename "$deb")" "$deb"
