#!/usr/bin/env bash
# Issue 12 B4: Enter on a hex no legal action reaches asks the engine along the cheapest path
# by terrain, so the answer is the rule that governs that path: a friendly hex two away is
# reached (it was refused as "[5.11] not next to"), the stacking limit binding at the end of the
# phase [5.26], [5.4]; an entering chariot aimed beyond its reach is refused by its Movement
# Points (it was "not on the edge").
. "$(dirname "$0")/lib.sh"

start play rome --seed 3 --players human,computer --delay 0
wait_for "Set-up [11.1] | to act: Romans (human)"
keys A
wait_for "Movement Phase [5.0] | to act: Romans (human)" 20
keys g 2827 Enter Space
expect "Selected: #1 MI"
keys g 2626 Enter Enter
expect "unit 1 MI moves 2827-2726-2626 (2 of 3 MP)"
expect_not "is not next to"
keys e
expect "refused: end: [5.4] 2626 holds 2 units; the Romans' stacking limit is 1"
keys q y
exited 0

# Kadesh: a Hittite chariot entering [C1.0], aimed at 1010, far inside the map.
start play kadesh --seed 2 --players human,computer --delay 0
wait_for "Chariot Phase [C1.2] | to act: Hittites (human)" 40
keys d
type_text "CH"; keys Enter
keys g 1010 Enter Enter
expect_line "refused: move [0-9]+ 0[0-9]01-[0-9-]+-1010: \["
expect_not "is not on it"
keys q y
exited 0
finish
