#!/usr/bin/env bash
# make install into a scratch prefix, then use only what it installed: the program finds its
# data with no environment variable, the man pages lint clean, and examples/random_game.c
# builds with pkg-config against the installed header and shared library and plays a game.
# make uninstall leaves the prefix empty.  Prints "install: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/usr
CHECKS_LABEL=install CHECKS_OUT=$tmp/out
. tools/checks.sh
make -s install BUILD="${BUILD:-build}" PREFIX="$prefix" > "$tmp/make.log" 2>&1 || { cat "$tmp/make.log"; exit 1; }
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
check "finds its data" sh -c "env -u PRESTAGS_DATA '$prefix/bin/prestags' scenarios | grep -q 'rome .*Rome (753 BC)'"
check "--version" sh -c "'$prefix/bin/prestags' --version | grep -q '^prestags [0-9]'"
check "show rome" sh -c "env -u PRESTAGS_DATA '$prefix/bin/prestags' show rome > /dev/null"
check "pkg-config" sh -c "pkg-config --modversion prestags | grep -qx \"\$(sed -n 's/^#define PS_VERSION_STRING \"\\(.*\\)\"/\\1/p' include/prestags.h)\""
check "only ps_ exported" sh -c "! nm -D --defined-only '$prefix'/lib/libprestags.so | awk '{print \$3}' | grep -v '^ps_' | grep -v '^PRESTAGS_1\$' | grep ."
check "soname" sh -c "objdump -p '$prefix'/lib/libprestags.so | grep -q 'SONAME *libprestags.so.1'"
for page in "$prefix"/share/man/man*/*; do
    check "man $(basename "$page") lints" sh -c "mandoc -T lint -W warning '$page' && LC_ALL=C groff -ww -mandoc -Tutf8 '$page' 2>&1 >/dev/null | (! grep .)"
done
check "example builds with pkg-config" sh -c "cc -std=c11 -Wall -Wextra -Werror examples/random_game.c \$(pkg-config --cflags --libs prestags) -o '$tmp/random_game'"
check "example plays kadesh" sh -c "LD_LIBRARY_PATH='$prefix/lib' '$tmp/random_game' \"\$(pkg-config --variable=datadir prestags)/chariot\" kadesh 7 | grep -q 'over, winner'"
check "example plays cannae" sh -c "LD_LIBRARY_PATH='$prefix/lib' '$tmp/random_game' \"\$(pkg-config --variable=datadir prestags)/phalanx\" cannae 3 | grep -q 'over, winner'"
check "serve finds its pages" sh -c "test -f '$prefix/share/prestags/web/index.html'"
make -s uninstall BUILD="${BUILD:-build}" PREFIX="$prefix" > "$tmp/make.log" 2>&1
check "uninstall leaves nothing" sh -c "test -z \"\$(find '$prefix' -type f -o -type l)\""
checks_summary
