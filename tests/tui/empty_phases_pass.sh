#!/usr/bin/env bash
# Issue 12 B5: a person's phase whose only legal action is `end` passes by itself, with a log
# line (Rome has no chariots: its Chariot Phase [C1.2] and Chariot Defensive Fire [C1.5];
# fire phases [6.0], [6.4] with nothing in range).  Undo goes back over a passed phase to the
# person's last decision.  --stop-empty, or the E key, waits for e instead.
. "$(dirname "$0")/lib.sh"

start play rome --seed 3 --players human,human --delay 0 --stop-empty
wait_for "Set-up [11.1] | to act: Romans (human)"
keys A
wait_for "Set-up [11.1] | to act: Sabines (human)"
keys A
wait_for "Chariot Phase [C1.2] | to act: Romans (human)"
expect_not "nothing to do, passed"
keys e
wait_for "Chariot Defensive Fire [C1.5] | to act: Sabines (human)"
keys e
wait_for "Fire Combat Phase [6.0] | to act: Romans (human)"

# E: from now on such phases pass by themselves.
keys E
expect "phases with nothing to do (only \`end\` legal): passed by themselves"
wait_for "Movement Phase [5.0] | to act: Romans (human)"
expect "Romans: Game-Turn 1, Fire Combat Phase [6.0]: nothing to do, passed"

# A move, then the end of the phase: the Sabines' Defensive Fire and the Romans' Melee have
# nothing in range, the Sabines have no chariots and nothing to fire at.
keys g 2827 Enter Enter
keys g 2727 Enter Enter
expect_line "Romans: move [0-9]+ .*2727   \(MI\)"
keys e
wait_for "Movement Phase [5.0] | to act: Sabines (human)"
expect "Romans: Game-Turn 1, Melee Combat Phase [7.0]: nothing to do, passed"
expect "Sabines: Game-Turn 1, Chariot Phase [C1.2]: nothing to do, passed"
expect "Romans: Game-Turn 1, Chariot Defensive Fire [C1.5]: nothing to do, passed"
expect "Sabines: Game-Turn 1, Fire Combat Phase [6.0]: nothing to do, passed"
keys PPage
expect "Sabines: Game-Turn 1, Defensive Fire [6.4]: nothing to do, passed"
keys NPage

# Undo goes back over the passed phases to the Romans' end of their movement.
keys u
wait_for "Movement Phase [5.0] | to act: Romans (human)"
expect "undo: took back 6 actions, back to before 'end'"
keys q y
exited 0

# Without --stop-empty: straight from set-up to the first phase with something to do.
start play rome --seed 3 --players human,computer --delay 0
wait_for "Set-up [11.1] | to act: Romans (human)"
keys A
wait_for "Movement Phase [5.0] | to act: Romans (human)" 20
expect "Romans: Game-Turn 1, Chariot Phase [C1.2]: nothing to do, passed"
keys q y
exited 0
finish
