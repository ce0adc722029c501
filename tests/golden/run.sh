#!/usr/bin/env bash
# Golden transcripts: each tests/golden/*.in is fed to `prestags engine` (or, for *.cmd files,
# run as a prestags command line) and its output must equal the matching .out byte for byte.
# Regenerate an expected file after a deliberate change with: tests/golden/run.sh --update NAME
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
prestags=$(cd "$root" && realpath "${PRESTAGS:-build/prestags}")
export PRESTAGS_DATA=$root/data
cd "$root/tests/golden"
update=""
if [ "${1:-}" = "--update" ]; then update=${2:-all}; fi
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for input in *.in *.cmd; do
    [ -e "$input" ] || continue
    name=${input%.*}
    want=$name.out
    got=$tmp/$name.out
    (
        cd "$tmp"
        if [ "${input##*.}" = in ]; then
            "$prestags" engine < "$OLDPWD/$input"
        else
            # A .cmd file holds the arguments of one prestags command line.
            eval "set -- $(cat "$OLDPWD/$input")"
            "$prestags" "$@" 2>&1
            echo "exit $?"
        fi
    ) > "$got" 2>&1
    if [ -n "$update" ] && { [ "$update" = all ] || [ "$update" = "$name" ]; }; then
        cp "$got" "$want"
    fi
    if [ -f "$want" ] && cmp -s "$got" "$want"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL golden $name"
        if [ -f "$want" ]; then diff -u "$want" "$got" | head -40; else echo "  (no $want)"; fi
    fi
done
echo "golden: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
