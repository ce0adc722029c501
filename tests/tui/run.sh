#!/usr/bin/env bash
# The terminal tests: each tests/tui/*.sh drives `prestags` under tmux as a person would and
# checks the screen.  Prints "tui: N passed, N failed"; exits non-zero on a failure.
# PRESTAGS names the binary (default build/prestags); a test taking over 60 s fails.
set -u
here=$(cd "$(dirname "$0")" && pwd)
command -v tmux > /dev/null || (apt-get update && apt-get install -y tmux) > /dev/null 2>&1
if ! command -v tmux > /dev/null; then
    echo "tui: tmux is missing and could not be installed"
    echo "tui: 0 passed, 1 failed"
    exit 1
fi
passed=0 failed=0
for test in "$here"/*.sh; do
    name=$(basename "$test" .sh)
    case $name in lib | run) continue ;; esac
    if [ -n "${1:-}" ] && [ "$name" != "$1" ]; then continue; fi
    start=$(date +%s)
    if timeout 60 bash "$test"; then
        passed=$((passed + 1))
        echo "ok   tui $name ($(($(date +%s) - start)) s)"
    else
        failed=$((failed + 1))
        echo "FAIL tui $name ($(($(date +%s) - start)) s)"
    fi
done
echo "tui: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
