#!/usr/bin/env bash
# [11.1] set-up by hand and automatically, [5.0] a move along the legal path and along a
# traced one, refusals naming their rule, undo, quit: Rome, human Romans against the computer.
. "$(dirname "$0")/lib.sh"

start play rome --seed 3 --players human,computer --delay 0
wait_for "Rome | Game-Turn 1 of 10 | Set-up [11.1] | to act: Romans (human)"
expect "stacking 1/1"
expect "Selected: #0 MI"
# The cursor starts where the first unit may be set up: the Romans' area around D (2828).
expect "Hex 2725  clear"
expect_line "^28 .*\.D  "
expect "Set-up: arrows move  Enter place selected unit"

# Outside the deployment area: refused, with the rule.
keys g 1918 Enter Enter
expect "deploy 0 1918: [11.1] 1918 is outside deployment area D-3 of the Romans"

# Inside: placed, and the next unit is selected.
keys g 2827 Enter Enter
expect "Romans: deploy 0 2827   (MI)"
expect "Selected: #1 MI"

# The rest automatically; the computer sets up the Sabines.
keys A
wait_for "Sabines (computer)"
# Rome has no chariots and nothing is in range: those phases pass by themselves.
wait_for "Movement Phase [5.0] | to act: Romans (human)"
expect "Romans: Game-Turn 1, Chariot Phase [C1.2]: nothing to do, passed"
expect "Romans: Game-Turn 1, Fire Combat Phase [6.0]: nothing to do, passed"
expect "Move: Space select"

# Select the unit in 2827 and see where it may go.
keys g 2827 Enter
expect "Hex 2827  clear"
expect "#0 MI Militia Infantry (Romans)"
keys Space
expect "Selected: #0 MI"
expect "24 legal: 24 hexes to go to, 0 to attack"

# Too far: refused, the engine says why.
keys g 2820 Enter Enter
expect_line "refused: move 0 [0-9-]*2820: \[5\."

# Along the legal path to 2624.
keys Escape Escape
keys g 2827 Enter Enter
keys g 2624 Enter Enter
expect "Romans: move 0 2726-2725-2624   (MI)"
expect "Hex 2624"
expect "#0 MI Militia Infantry (Romans)"

# Undo: the unit is back in 2827.
keys u
expect "undo: took back 1 action, back to before 'move 0 2726-2725-2624'"
keys g 2827 Enter
expect "#0 MI Militia Infantry (Romans)"

# A traced path, hex by hex.
keys Space
keys Up t Up t
expect "Path: 2826-2825 (Enter moves, Backspace)"
keys Enter
expect "refused: move 0 2826-2825: [5.4] 2825 would hold 2 units; the Romans' stacking limit is 1"
keys BSpace
expect "Path: 2826 (Enter moves, Backspace)"
keys BSpace
expect_not "Path:"
keys BSpace
expect "no traced path to shorten"
keys g 2728 Enter t
keys g 2729 Enter t
expect "Path: 2728-2729 (Enter moves, Backspace)"
keys Enter
expect "Romans: move 0 2728-2729   (MI)"
expect "unit 0 MI moves 2827-2728-2729"

# Quit, after the question.
keys q
expect "Quit prestags?"
keys n
expect_not "Quit prestags?"
keys q y
exited 0
finish
