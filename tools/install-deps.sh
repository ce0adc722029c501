#!/usr/bin/env bash
# Installs the Debian packages the build (or, with "test", the tests) needs, if any is missing:
# the libraries the game server is built on, for the tests libcurl, Chromium, Node.js and Open
# MPI, and with "mpi" Open MPI for `make mpi`.
# Runs apt-get as root, or through sudo; says what is missing when it cannot.
set -eu
packages="libncurses-dev libmicrohttpd-dev libjansson-dev libsqlite3-dev libsodium-dev pkg-config"
if [ "${1:-}" = test ]; then
    packages="$packages libcurl4-openssl-dev sqlite3 tmux chromium nodejs npm mandoc openmpi-bin libopenmpi-dev"
fi
# The MPI build of selfplay (make mpi) alone.
if [ "${1:-}" = mpi ]; then
    packages="$packages openmpi-bin libopenmpi-dev"
fi
missing=""
for p in $packages; do
    case $p in
        nodejs|npm) command -v "${p%js}" >/dev/null 2>&1 && continue ;;
    esac
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "install-deps: installing$missing" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing; } >/dev/null 2>&1; then
    echo "install-deps: could not install$missing: install them with apt-get" >&2
    exit 1
fi
