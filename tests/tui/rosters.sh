#!/usr/bin/env bash
# Issue 12, what wargamers miss: the rosters (R): every unit of each side with its place and
# state, the dead pile with the Victory Points each loss gave the enemy, the losses counted
# for victory, how far each army is from its Panic Level, and the optional rules in force.  At 160x50 and at 80x24.
. "$(dirname "$0")/lib.sh"

# Rome: a Roman skirmisher fires at Sabine axemen (a forced 6: D) after a Sabine unit fell.
engine > /dev/null <<'IN'
clear rome seed 5
place 0 SK 1010
place 0 MI 1110
place 1 AX 1011
place 1 MS 1211
setphase fire 0 turn 1
save fire.sav
IN
TUI_ENV="PRESTAGS_DICE=6" start resume fire.sav --players human,human
wait_for "Fire Combat Phase [6.0] | to act: Romans (human)"
keys g 1010 Enter Space g 1011 Enter f y
expect "die 6: D"
keys R
expect "Rosters"
expect "Optional rules in force [12.0]: none"
expect "Romans: 2 units (2 on the map, 0 to come, 0 left, 0 eliminated)"
expect_line "#0   SK  Skirmishers +1010 +│"
expect_line "#2   AX  Axemen +1011  disrupted +│"
expect "Victory Points: Romans 0, Sabines 0 (v: the conditions as they stand)"
keys Escape
tm resize-window -t 0 -x 80 -y 24
keys R
expect "Rosters"
expect "Optional rules in force [12.0]: none"
keys Escape
keys q y
exited 0

# Kadesh with two optional rules: the Hittites all off the map, to enter.
start play kadesh --seed 2 --players human,human --option facing --option panic
wait_for "Set-up [11.1] | to act: Egyptians (human)" 10
keys R
expect "Optional rules in force [12.0]: panic facing"
expect "Hittites: 55 units (0 on the map, 55 to come, 0 left, 0 eliminated)"
expect "Panic Level 43: the enemy has 0 VP, 43 short of it"
keys Escape
keys q y
exited 0
finish
