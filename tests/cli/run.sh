#!/usr/bin/env bash
# The command-line tests: each tests/cli/*.sh runs `prestags` from the shell against hostile
# input (devices, FIFOs, broken data, bad numbers) and checks the exact message and exit status.
# Prints "cli: N passed, N failed"; exits non-zero on a failure.  PRESTAGS names the binary
# (default build/prestags); a test taking over 60 s fails (a hang is a failure, not a wait).
set -u
here=$(cd "$(dirname "$0")" && pwd)
passed=0 failed=0
for test in "$here"/*.sh; do
    name=$(basename "$test" .sh)
    case $name in lib | run) continue ;; esac
    if [ -n "${1:-}" ] && [ "$name" != "$1" ]; then continue; fi
    if timeout 60 bash "$test"; then
        passed=$((passed + 1))
        echo "ok   cli $name"
    else
        failed=$((failed + 1))
        echo "FAIL cli $name"
    fi
done
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
