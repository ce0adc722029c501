#!/usr/bin/env bash
# Issue 12, what wargamers miss: ranges at a glance.  l checks the line of sight between two
# hexes and names what blocks it, with its rule (ps_game_line_of_sight); r shows the command
# radius of each leader of the side to act [10.2]; F the hexes where the enemy's fire units
# stop a move [6.41]; the panel names the leader or fire unit behind the hex under the
# cursor.  The map of Kadesh is wider than the window: the panel says which part is in view
# and draws a mini-map.
. "$(dirname "$0")/lib.sh"

# Kadesh set up (seed 2), a Hittite Bowman entered at 0105, the Egyptians to act.
engine > /dev/null <<'IN'
new kadesh seed 2
autodeploy
play end
play end
play end
play move 24 0105
play end
play end
play end
save k.sav
IN
start resume k.sav --players human,human --stop-empty
wait_for "Kadesh | Game-Turn 1 of 15 | Chariot Phase [C1.2] | to act: Egyptians (human)" 10

# Command radii: the Egyptians' ten leaders; L5 #80 at 0407.
keys r
expect "command radii [10.2] shown: 84 hexes within the radius of the Egyptians' 10 leaders on the map (r hides them)"
keys g 0407 Enter
expect "radius 2 of #80 L5 at 0407 [10.2]"
expect "radius 1 of #82 L6 at 0408 [10.2]"
keys r
expect "command radii hidden"
expect_not "radius 2 of #80"

# Fire zones: the Bowman's three neighbours on the map.
keys F
expect "enemy fire zones shown: 3 hexes where a move of the Egyptians must stop [6.41] (F hides them)"
keys g 0205 Enter
expect "fire zone of #24 BW at 0105: a move stops here"
keys g 0305 Enter
expect_not "fire zone of #24"

# Line of sight: through the stack in 0706 [6.37]; clear over open ground.
keys g 0606 Enter l
expect "line of sight from 0606: put the cursor on the other hex and press l again"
keys g 0806 Enter l
expect "[6.37] no line of sight from 0606 to 0806: 0706 is occupied, and the firer is on ground level"
keys g 0103 Enter l g 0303 Enter l
expect "line of sight from 0103 to 0303 (2 hexes): clear"

# The part of the map in view, and the mini-map with the cursor.
expect "view: columns 1-26 of 37, rows 1-35 of 35"
expect_line "│[:.Xo*]*@[:.Xo*]*$"
keys z
expect_not "view: columns"
keys z
# At 80x24 the panel is narrow: columns and rows on two lines.
tm resize-window -t 0 -x 80 -y 24
keys g 0307 Enter
expect "view: columns 1-12 of 37"
expect "      rows 1-12 of 35"
keys q y
exited 0
finish
