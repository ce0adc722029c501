#!/usr/bin/env bash
# [C1.0] chariots from the screen: a bowman embarks by Enter on the chariot's hex, the chariot
# moves (chosen from the menu of legal actions), the bowman debarks by Enter on a hex next to
# it; a debark the rules forbid is refused with its reason.
. "$(dirname "$0")/lib.sh"

engine > /dev/null <<'IN'
clear kadesh seed 5
place 0 CH 1010
place 0 BW 1110
place 1 MI 1520
setphase chariot 0 turn 1
save chariot.sav
IN
start resume chariot.sav --players human,human
wait_for "Kadesh | Game-Turn 1 of 15 | Chariot Phase [C1.2] | to act: Hittites (human)"
expect "stacking 3/2"

keys g 1110 Enter Enter
expect "Selected: #1 BW"
expect "1 legal: 1 hex to go to, 0 to attack"
keys g 1010 Enter Enter
expect "Hittites: embark 1 0   (BW CH)"
expect "unit 1 BW embarks from 1110 on chariot 0 at 1010"
expect "on chariot #0"
expect "Stack of 2 (limit 3, leaders free [5.4])"

keys c
expect "Legal actions now"
type_text "move 0 1009-1008"
expect "1 of "
keys Enter
expect "Hittites: move 0 1009-1008   (CH)"

# The bowman is now in 1008 on the chariot: too far to debark into 1010.
keys g 1008 Enter
expect "#1 BW Bowmen (Hittites)"
keys c
type_text "debark"
expect "debark 1 1007   (BW)"
keys Escape
keys g 1010 Enter
keys g 1008 Enter
keys Tab
expect_line ">#1 BW Bowmen|>#0 CH Chariot"
screen | grep -q ">#1 BW" || keys Tab
expect ">#1 BW Bowmen (Hittites)"
keys Space
expect "Selected: #1 BW"
keys g 1010 Enter Enter
expect_line "refused: .*1010"
keys g 1007 Enter Enter
expect "Hittites: debark 1 1007   (BW)"
expect "unit 1 BW debarks from chariot 0 into 1007"
keys q y
exited 0
finish
