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
expect "12 AX  Axemen"
type_text "MS"
keys Enter
# One type: as many as one hex holds at the end of the phase (Hittites: 3 [5.4]).
expect "3 units entering by 0105 selected (one hex's worth, stacking limit 3 [5.4]; w again for more): G moves them along one path to the cursor hex"

# Too far for Militia Spearmen (1 1/2 MP; the edge hex costs 1): nothing moves.
keys g 0205 Enter G
expect "group of 3 not moved: unit 0 (MS), 1 of the group, cannot follow: move 0 0105-0205: [5.27] unit 0 has 1/2 MP left, 0205 costs 1"
expect "undo 74"

# Onto the edge hex: three one-unit moves, each judged by the engine; u takes them back whole.
keys g 0105 Enter G
expect "group of 3 moved to 0105, one unit at a time (u takes it back whole)"
expect "Hittites: move 2 0105   (MS)"
expect "undo 77"
keys u
expect "undone: the group move of 3 units"
expect "undo 74"
keys w
expect "Enter by 0105: which units"
type_text "MS"; keys Enter G
expect "group of 3 moved to 0105"
expect "undo 77"
# 0105 is full: only leaders (free [5.4]) may still enter by it.
keys w
expect "Enter by 0105: which units"
expect "all 7 units"
keys Escape
# The next three by the next edge hex.
keys g 0104 Enter w
expect "Enter by 0104: which units"
type_text "MS"; keys Enter
expect "3 units entering by 0104 selected"
keys G
expect "group of 3 moved to 0104"
expect "undo 80"

# All of them (16 at most): the first Axeman cannot share the hex with the Spearmen [5.32], so
# the whole group is refused, the rule named, though the six Spearmen before it could enter.
keys g 0103 Enter w
expect "all 49 units"
keys Enter
expect "16 units entering by 0103 selected (16 at most; w again for more)"
keys G
expect "group of 16 not moved: unit 12 (AX), 7 of the group, cannot follow: move 12 0103: [5.32] 0103: AX and MS units may not share a hex"
expect "undo 80"

# Nothing waits to enter by a hex inside the map.
keys g 1010 Enter w
expect "no unit of the Hittites may enter by 1010 now (49 off the map)"
keys q y
exited 0
finish
