# Helpers for the command-line tests, sourced by tests/cli/*.sh.  Each test gets a scratch
# directory ($work, removed at the end) as its working directory and its own PRESTAGS_HOME.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
prestags=$(cd "$root" && realpath "${PRESTAGS:-build/prestags}")
export PRESTAGS_DATA=$root/data
name=$(basename "$0" .sh)
work=$(mktemp -d "/tmp/prestags-cli-$name.XXXXXX")
export PRESTAGS_HOME=$work/home
unset XDG_DATA_HOME
failures=0
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# run ARGS...: runs prestags with a 10 s limit; sets $out (stdout and stderr) and $rc.
run() {
    out=$(timeout 10 "$prestags" "$@" 2>&1)
    rc=$?
}

# engine INPUT: feeds INPUT (printf format) to `prestags engine`; sets $out and $rc.
engine() {
    # shellcheck disable=SC2059
    out=$(printf "$1" | timeout 10 "$prestags" engine 2>&1)
    rc=$?
}

# expect WHAT WANT_RC WANT_OUT: compares $rc and $out.
expect() {
    if [ "$rc" != "$2" ] || [ "$out" != "$3" ]; then
        failures=$((failures + 1))
        echo "  $name: $1:"
        echo "    want exit $2: $3"
        echo "    got  exit $rc: $out"
    fi
}

# expect_in WHAT WANT_RC TEXT: $rc equals and $out contains TEXT.
expect_in() {
    if [ "$rc" != "$2" ] || [[ "$out" != *"$3"* ]]; then
        failures=$((failures + 1))
        echo "  $name: $1:"
        echo "    want exit $2 with: $3"
        echo "    got  exit $rc: $out"
    fi
}

finish() {
    [ "$failures" -eq 0 ]
    exit $?
}
