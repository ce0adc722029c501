#!/usr/bin/env bash
# Crash safety (issue 11): a computer-against-computer game killed with SIGKILL at fixed
# moments (the journal is rewritten after every action, so kills land in saves too; each round
# also leaves the half-written temporary file such a kill leaves), resumed each time.  Every journal left behind loads; each one's actions are a prefix of the next's,
# and the resumed game reaches, at that prefix, the very state hash of the killed game's
# journal replayed to its last action; no temporary file is left once a game has resumed.
. "$(dirname "$0")/lib.sh"

journal=$PRESTAGS_HOME/journal.sav
moments="0.5 0.9 0.3 1.2 0.4 0.7"
prev_n=0 prev_hash="" prev_actions=""
start play rome --players computer,computer --delay 10 --seed 11
for m in $moments; do
    sleep "$m"
    pane=$(tm list-panes -t 0 -F '#{pane_pid}')
    pid=$(pgrep -P "$pane" -x prestags)
    [ -n "$pid" ] || { fail "no game running before the kill after $m s"; break; }
    kill -9 "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.02; done
    steps=$("$prestags" replay "$journal" --text 2>&1) || { fail "the journal does not load: $steps"; break; }
    n=$(grep -c '^action' "$journal")
    hash=$(printf '%s\n' "$steps" | grep "^step $n hash " | cut -d' ' -f4)
    actions=$(grep '^action' "$journal")
    if [ "$prev_n" -gt 0 ]; then
        [ "$n" -ge "$prev_n" ] || fail "the journal went back from $prev_n to $n actions"
        [ "$(printf '%s\n' "$actions" | head -n "$prev_n")" = "$prev_actions" ] ||
            fail "the journal of $n actions does not extend the one of $prev_n"
        printf '%s\n' "$steps" | grep -qx "step $prev_n hash $prev_hash" ||
            fail "after the resume, step $prev_n is not the state hash $prev_hash"
    fi
    prev_n=$n prev_hash=$hash prev_actions=$actions
    # What a kill in the middle of a save leaves (it lands there only now and then): half a
    # record in a temporary file, never the journal itself.
    head -c 700 "$journal" > "$journal.tmpK1LLed"
    start resume --delay 10
    t=0
    until pgrep -P "$(tm list-panes -t 0 -F '#{pane_pid}')" -x prestags > /dev/null; do
        sleep 0.02
        t=$((t + 1))
        [ "$t" -lt 250 ] || { fail "resume did not start"; break 2; }
    done
done
# (few actions under the sanitizers, which slow the game tenfold)
[ "$prev_n" -ge 10 ] || fail "only $prev_n actions journalled in all"
tm kill-server
sleep 0.3
start resume --players human,human
t=0
until screen | grep -qE "to act:|Game over"; do
    sleep 0.05
    t=$((t + 1))
    [ "$t" -lt 200 ] || { fail "the resumed game never showed"; break; }
done
[ -z "$(ls "$PRESTAGS_HOME" | grep tmp)" ] || fail "temporary files are left: $(ls "$PRESTAGS_HOME")"
keys q y
finish
