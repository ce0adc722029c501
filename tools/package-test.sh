#!/usr/bin/env bash
# The Debian package, as a user gets it: built from the tracked files with
# dpkg-buildpackage, checked by lintian (no error), installed with apt, used from /usr/bin
# with the data from /usr/share (scenarios, show, an engine session, the example client
# against the installed -dev package), then purged, leaving nothing.  Needs root.
# Prints "package: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
build=$(pwd)/${BUILD:-build}/deb
CHECKS_LABEL=package CHECKS_OUT=$build/out
. tools/checks.sh
if [ "$(id -u)" -ne 0 ]; then
    echo "package: needs root to install the package"
    exit 1
fi
need="debhelper lintian fakeroot dpkg-dev"
missing=""
for p in $need; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"; done
[ -z "$missing" ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing; } > /dev/null 2>&1
rm -rf "$build"
mkdir -p "$build/src"
git ls-files -z --cached --others --exclude-standard | tar --null -cf - -T - | tar -xf - -C "$build/src"
check "dpkg-buildpackage" sh -c "cd '$build/src' && dpkg-buildpackage -us -uc -b"
changes=$(ls "$build"/*.changes 2>/dev/null | head -1)
check "lintian: no error" sh -c "lintian --fail-on error --info '$changes'; lintian --fail-on error '$changes'"
lintian "$changes" > "$build/lintian.txt" 2>&1 || true
check "apt install" sh -c "DEBIAN_FRONTEND=noninteractive apt-get install -y '$build'/prestags_*.deb '$build'/libprestags1_*.deb '$build'/libprestags-dev_*.deb"
check "/usr/bin/prestags scenarios" sh -c "cd / && env -u PRESTAGS_DATA /usr/bin/prestags scenarios | grep -q 'cannae'"
check "/usr/bin/prestags show rome" sh -c "cd / && env -u PRESTAGS_DATA /usr/bin/prestags show rome | grep -q Romans"
check "engine session" sh -c "cd / && printf 'new rome seed 1\nautodeploy\nautodeploy\nposition\nquit\n' | env -u PRESTAGS_DATA /usr/bin/prestags engine | grep -q '^hash 3c9a5051690edd03'"
check "man prestags" sh -c "man -w prestags | grep -q /usr/share/man/man1/prestags.1"
check "example against the installed library" sh -c "cc examples/random_game.c \$(pkg-config --cflags --libs prestags) -o '$build/random_game' && '$build/random_game' \"\$(pkg-config --variable=datadir prestags)/chariot\" rome 2 | grep -q 'over, winner'"
check "apt purge" sh -c "DEBIAN_FRONTEND=noninteractive apt-get purge -y prestags libprestags1 libprestags-dev"
check "nothing left" sh -c "test ! -e /usr/bin/prestags && test ! -e /usr/share/prestags && test ! -e /usr/include/prestags.h && ! ls /usr/lib/*/libprestags* 2>/dev/null"
checks_summary
