#!/usr/bin/env bash
# The help screen, the hint line of each phase, unknown keys answered, and a redraw on every
# terminal resize (down to a size too small to play, where the quit question goes under the
# size message, and back).  --stop-empty: the empty
# Chariot phases of Rome wait for e, so that their hints show.
. "$(dirname "$0")/lib.sh"

start play --seed 1 --players human,human --delay 0 --stop-empty
wait_for "Rome | Game-Turn 1 of 10 | Set-up [11.1]"
keys '?'
expect "Keys"
expect "undo the last action, back to the last die roll (dice stand)"
keys NPage
expect "force the next dice (tests and teaching): e.g. 3 4"
keys Escape
expect_not "force the next dice (tests and teaching)"
keys Z
expect "no key 'Z' (? lists the keys)"

tm resize-window -t 0 -x 100 -y 30
wait_for "Set-up: arrows move"
expect_line "^ Rome \| Game-Turn 1 of 10"
expect "Hex 2725"
tm resize-window -t 0 -x 60 -y 15
wait_for "this terminal is 60x15."
expect "prestags needs at least 80x24;"
keys e
expect "Enlarge it, or press q to quit."
# The question under the message, not a box over it (issue 12 B17).
keys q
expect_line "^Quit prestags\? *$"
expect_line "^y / Enter: yes    n / Esc: no *$"
expect_line "^prestags needs at least 80x24; *$"
expect_line "^Enlarge it, or press q to quit\. *$"
keys n
expect "Enlarge it, or press q to quit."
expect_not "Quit prestags?"
tm resize-window -t 0 -x 160 -y 50
wait_for "Set-up: arrows move"
expect "Hex 2725  clear"
expect "stacking 1/1"

# Both sides set up: the hints follow the phase.
keys A
wait_for "Set-up [11.1] | to act: Sabines (human)"
keys A
wait_for "Chariot Phase [C1.2] | to act: Romans (human)"
expect "Move: Space select  a stack  Enter move to cursor"
keys e
wait_for "Chariot Defensive Fire [C1.5] | to act: Sabines (human)"
expect "Fire: Space select fire units"
keys v
expect "Victory:"
expect "game in progress: Game-Turn 1 of 10"
keys q
keys q y
exited 0
finish
