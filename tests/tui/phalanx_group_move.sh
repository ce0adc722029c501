#!/usr/bin/env bash
# Issue 12, what wargamers miss: a stack moved along one path.  Phalanx moves each unit
# separately [Phalanx Movement C]; G moves the selected stack one unit after the other along
# the first unit's legal path (final facing included), all or none, and u takes it back whole.
. "$(dirname "$0")/lib.sh"

start play cannae --seed 3 --players human,computer --delay 0
wait_for "Set-up [Phalanx Initial Deployment] | to act: Carthaginians (human)"
keys A
wait_for "Movement Phase [Phalanx Movement] | to act: Carthaginians (human)" 20
expect "c choose  G group move  n next unit"
keys g 0816 Enter a
expect "together: [Phalanx Movement C] each unit"
expect "(G: one after the other)"
keys g 0915 Enter G
expect "group of 3 moved to 0915, one unit at a time (u takes it back whole)"
expect "Carthaginians: move 20 0915 E   (LS)"
expect "Carthaginians: move 19 0915 E   (LS)"
expect "Carthaginians: move 18 0915 E   (LS)"
expect "unit 18 moves to 0915 facing E, 1 MP spent"
keys u
expect "undone: the group move of 3 units"
keys g 0816 Enter
expect "Stack of 3 ("
# Too far for one of them: nothing moves, the refusal names the unit and the rule.
keys a g 1216 Enter G
expect_line "^group of 3 not moved: unit 20 \(LS\), 1 of the group, cannot follow: move 20 [-0-9 ]+: \[Phalanx"
keys g 0816 Enter
expect "Stack of 3 ("
keys q y
exited 0
finish
