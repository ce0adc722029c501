# Helpers for the terminal tests: each test drives `prestags` in a detached tmux session of
# its own server (160x50, TERM=xterm-256color, UTF-8) as a person would, with send-keys, and
# reads the screen with capture-pane.  Sourced by tests/tui/*.sh; run them with run.sh.
set -u
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
prestags=$(cd "$root" && realpath "${PRESTAGS:-build/prestags}")
export PRESTAGS_DATA=$root/data
name=$(basename "$0" .sh)
work=$(mktemp -d "/tmp/prestags-tui-$name.XXXXXX")
export PRESTAGS_HOME=$work/home
# Each start gets a tmux server of its own, its socket in the work directory: no race with one
# shutting down, and nothing left behind.
sessions=0
sock="$work/tmux-0"
failures=0
cleanup() {
    local i
    for i in $(seq 0 "$sessions"); do tmux -S "$work/tmux-$i" kill-server 2>/dev/null; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

tm() { tmux -S "$sock" "$@"; }

# start ARGS...: runs `prestags ARGS...` in a new session; its exit status lands in $work/exit.
# Environment for the program: TUI_ENV (e.g. "PRESTAGS_DICE='6 1'").
start() {
    rm -f "$work/exit"
    local args
    args=$(printf '%q ' "$@")
    tm kill-server 2>/dev/null
    sessions=$((sessions + 1))
    sock="$work/tmux-$sessions"
    tm new-session -d -x 160 -y 50 -c "$work" \
        "env TERM=xterm-256color LANG=C.UTF-8 NCURSES_NO_UTF8_ACS=1 PRESTAGS_HOME='$PRESTAGS_HOME' \
         PRESTAGS_DATA='$PRESTAGS_DATA' ${TUI_ENV:-} $prestags $args; echo \$? > '$work/exit'; sleep 600"
}

screen() { tm capture-pane -p -t 0 2>/dev/null; }

# keys KEY...: tmux key names (Enter, Escape, Up, BSpace ...) or literal text.
keys() {
    tm send-keys -t 0 "$@"
    sleep 0.05
}

# type TEXT: literal text, then nothing else.
type_text() {
    tm send-keys -t 0 -l "$1"
    sleep 0.05
}

fail() {
    echo "FAIL $name: $*"
    echo "---- screen ----"
    screen | sed 's/[[:space:]]*$//'
    echo "----------------"
    failures=$((failures + 1))
}

# wait_for TEXT [SECONDS]: the screen shows TEXT (fixed string) within the time.
wait_for() {
    local text=$1 limit=${2:-5} t=0
    while [ "$t" -lt $((limit * 20)) ]; do
        if screen | grep -qF -- "$text"; then return 0; fi
        sleep 0.05
        t=$((t + 1))
    done
    fail "the screen never showed: $text"
    return 1
}

# expect TEXT: the screen shows TEXT now (after a moment for the redraw).
expect() { wait_for "$1" 2; }

# expect_not TEXT: the screen does not show TEXT.
expect_not() {
    sleep 0.2
    if screen | grep -qF -- "$1"; then fail "the screen shows: $1"; fi
}

# expect_line PATTERN: some line of the screen matches the extended regexp.
expect_line() {
    local t=0
    while [ "$t" -lt 40 ]; do
        if screen | grep -qE -- "$1"; then return 0; fi
        sleep 0.05
        t=$((t + 1))
    done
    fail "no line of the screen matches: $1"
}

# exited STATUS: the program ended with STATUS.
exited() {
    local t=0
    while [ ! -s "$work/exit" ] && [ "$t" -lt 100 ]; do sleep 0.05; t=$((t + 1)); done
    local got
    got=$(cat "$work/exit" 2>/dev/null || echo none)
    [ "$got" = "$1" ] || fail "exit status $got, want $1"
}

# engine: feeds stdin to `prestags engine` in the work directory.
engine() { (cd "$work" && "$prestags" engine); }

finish() {
    [ "$failures" -eq 0 ]
    exit $?
}
