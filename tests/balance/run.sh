#!/usr/bin/env bash
# Selfplay across jobs and MPI ranks, and the balance report (issue 16):
#  - the same games give the same bytes with --jobs 1, --jobs 2 and `mpirun -n 2` (stdout and
#    the JSON Lines), and --from K plays exactly games K.. of a longer run;
#  - the report of small.jsonl, whose figures were counted by hand, equals small.md;
#  - a malformed or foreign line, mixed engines and a game read twice are refused with
#    `file:line: reason` (the expected messages in *.err).
# Needs mpirun (Open MPI: tools/install-deps.sh test) and build/prestags-mpi (make mpi).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
prestags=$(cd "$root" && realpath "${PRESTAGS:-build/prestags}")
prestags_mpi=$(cd "$root" && realpath "${PRESTAGS_MPI:-build/prestags-mpi}")
export PRESTAGS_DATA=$root/data
# mpirun refuses to run as root unless told; CI runs as root on 2 cores, so oversubscribe.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL balance: $*"; }

# level1 against random: the random player's moves come from its seed, so a seed that
# depended on who played the game before would show.
games="level1 random games 3 scenario rome,cannae"
"$prestags" selfplay $games --jobs 1 --jsonl "$tmp/j1.jsonl" > "$tmp/j1.out" 2> "$tmp/j1.err" ||
    fail "selfplay --jobs 1: $(tail -3 "$tmp/j1.err")"
"$prestags" selfplay $games --jobs 2 --jsonl "$tmp/j2.jsonl" > "$tmp/j2.out" 2> "$tmp/j2.err" ||
    fail "selfplay --jobs 2: $(tail -3 "$tmp/j2.err")"
if ! command -v mpirun > /dev/null; then
    fail "no mpirun (tools/install-deps.sh test installs Open MPI)"
else
    # Open MPI keeps memory to the end of the process: under make asan, leaks are not looked
    # for in the ranks (the threads' run above checks the same code with them).
    ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 \
        mpirun --allow-run-as-root --oversubscribe -n 2 "$prestags_mpi" selfplay $games \
            --jsonl "$tmp/m2.jsonl" > "$tmp/m2.out" 2> "$tmp/m2.err" ||
        fail "mpirun -n 2 prestags-mpi selfplay: $(tail -3 "$tmp/m2.err")"
fi
[ "$(wc -l < "$tmp/j1.jsonl")" -eq 6 ] && ok || fail "selfplay: 6 lines wanted in j1.jsonl"
grep -q '^selfplay: level1 vs random games 6 ' "$tmp/j1.out" && ok || fail "selfplay: summary"
for run in j2 m2; do
    for ext in jsonl out; do
        if cmp -s "$tmp/j1.$ext" "$tmp/$run.$ext"; then ok; else
            fail "$run.$ext differs from --jobs 1"
            diff "$tmp/j1.$ext" "$tmp/$run.$ext" | head -10
        fi
    done
done
"$prestags" selfplay level1 random games 2 scenario rome,cannae --from 1 --jobs 2 \
    --jsonl "$tmp/from.jsonl" > /dev/null 2> "$tmp/from.err" || fail "selfplay --from 1"
grep -v '"game":0,' "$tmp/j1.jsonl" | cmp -s - "$tmp/from.jsonl" && ok ||
    fail "--from 1 games 2 are not games 1 and 2 of the longer run"
"$prestags" balance "$tmp/j1.jsonl" --out "$tmp/j1" 2> "$tmp/j1.balance" &&
    grep -q '^| rome | chariot | level1 vs random | 3 | Romans |' "$tmp/j1/balance.md" && ok ||
    fail "balance of a selfplay run: $(cat "$tmp/j1.balance")"

# The hand-counted report.
cd "$here"
if "$prestags" balance small.jsonl --out "$tmp/small" 2> "$tmp/small.err" &&
    cmp -s small.md "$tmp/small/balance.md"; then ok; else
    fail "report of small.jsonl differs from small.md"
    cat "$tmp/small.err"
    diff -u small.md "$tmp/small/balance.md" | head -30
fi
for svg in summary chariot-kadesh-level1-random chariot-rome-level1-random \
    phalanx-cannae-level1-random; do
    f=$tmp/small/balance/$svg.svg
    [ -f "$f" ] && head -1 "$f" | grep -q '^<svg ' && tail -1 "$f" | grep -q '^</svg>$' && ok ||
        fail "chart $svg.svg"
done
# One point per scenario in the summary chart, red for kadesh (100% first-side wins).
[ "$(grep -c '<circle' "$tmp/small/balance/summary.svg")" -eq 3 ] &&
    [ "$(grep -c 'fill="#b8483a"/>' "$tmp/small/balance/summary.svg")" -eq 1 ] && ok ||
    fail "summary.svg: 3 points, 1 flagged"

# Refusals: the exact message and status.
for bad in bad-*.jsonl; do
    name=${bad%.jsonl}
    { "$prestags" balance "$bad" --out "$tmp/bad" 2>&1; echo "exit $?"; } > "$tmp/$name.err"
    if cmp -s "$name.err" "$tmp/$name.err"; then ok; else
        fail "$bad"
        diff -u "$name.err" "$tmp/$name.err"
    fi
done
{ "$prestags" balance small.jsonl small.jsonl --out "$tmp/bad" 2>&1; echo "exit $?"; } > "$tmp/twice.err"
cmp -s twice.err "$tmp/twice.err" && ok || { fail "a file given twice"; diff -u twice.err "$tmp/twice.err"; }

echo "balance: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
