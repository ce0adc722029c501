#!/usr/bin/env bash
# Issue 12, what wargamers miss: group entry.  Kadesh's 55 Hittites enter from the map edge;
# w selects the units waiting to enter by the cursor's edge hex (all, or one type from a
# menu), and G moves the selection one unit after the other along one path: all or none, the
# first unit that cannot follow refusing the whole group with the engine's rule; u takes a
# group move back whole.
. "$(dirname "$0")/lib.sh"

start play kadesh --seed 2 --players human,computer --delay 0
wait_for "Kadesh | Game-Turn 1 of 15 | Chariot Phase [C1.2] | to act: Hittites (human)" 20
keys e
wait_for "Movement Phase [5.0] | to act: Hittites (human)" 10
expect "undo 74"
keys g 0105 Enter w
expect "Enter by 0105: which units"
expect "all 55 units"
expect "12 AX"
type_text "MS"
keys Enter
expect "12 units entering by 0105 selected: G moves them along one path to the cursor hex"

# Too far for Militia Spearmen (1 1/2 MP; the edge hex costs 1): nothing moves.
keys g 0205 Enter G
expect "group of 12 not moved: unit 0 (MS), 1 of the group, cannot follow: move 0 0105-0205: [5.27] unit 0 has 1/2 MP left, 0205 costs 1"
expect "undo 74"

# Onto the edge hex: twelve one-unit moves, each judged by the engine.
keys g 0105 Enter G
expect "group of 12 moved to 0105, one unit at a time (u takes it back whole)"
expect "Hittites: move 11 0105   (MS)"
expect "undo 86"
# The stacking limit binds at the end of the phase [5.26], [5.4].
keys e
expect "[5.4] 0105 holds 12 units; the Hittites' stacking limit is 3"
keys u
expect "undone: the group move of 12 units"
expect "undo 74"

# A type with units that cannot share a hex with the first chosen [5.32]: the whole group is
# refused, the rule named.
keys w
expect "Enter by 0105: which units"
keys Enter
expect "16 units entering by 0105 selected (16 at most; w again after them for the rest)"
keys G
expect "group of 16 not moved: unit 12 (AX), 13 of the group, cannot follow: move 12 0105: [5.32] 0105: AX and MS units may not share a hex"
expect "undo 74"

# Nothing waits to enter by a hex inside the map.
keys g 1010 Enter w
expect "no unit of the Hittites may enter by 1010 now (55 off the map)"
keys q y
exited 0
finish
