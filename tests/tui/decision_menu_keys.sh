#!/usr/bin/env bash
# Issue 12 B2: when a combat result waits for a decision ([8.4] the attacker's advance), the
# menu opens by itself and the hint line names the menu's keys, not the game's "c choose"
# (a `c` typed there went into the filter and hid every choice).  Esc closes the menu; then
# the hint says c opens it again, and c does.
. "$(dirname "$0")/lib.sh"

# Rome: a Roman axeman against a lone Sabine skirmisher, in the Romans' Melee Combat Phase.
engine > /dev/null <<'IN'
clear rome seed 5
place 0 AX 1010
place 1 SK 1011
setphase melee 0 turn 1
save melee.sav
IN
TUI_ENV="PRESTAGS_DICE=6" start resume melee.sav --players human,human
wait_for "Melee Combat Phase [7.0] | to act: Romans (human)"
keys g 1010 Enter Space
keys g 1011 Enter m
expect "Odds: melee 0 1011"
keys y
wait_for "Decide on the combat result (2 choices)"
expect "advance 0 1011"
expect "Menu: type to filter  Backspace unfilter  arrows  Enter choose  Esc close"
expect_not "c choose"
keys Escape
expect "Decision on a combat result: c the menu of choices (lose/advance)  e take the default"
keys c
wait_for "Decide on the combat result (2 choices)"
expect "2 of 2  Enter: choose"
keys Enter
# The advance made, the empty phases after it pass by themselves, to the Romans' next move.
wait_for "Game-Turn 2 of 10 | Movement Phase [5.0] | to act: Romans (human)"
keys g 1011 Enter
expect "#0 AX Axemen (Romans)"
keys q y
exited 0
finish
