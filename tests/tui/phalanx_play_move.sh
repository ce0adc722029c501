#!/usr/bin/env bash
# Phalanx by hand: Cannae, human Carthaginians against the computer.  Automatic set-up (A)
# [Phalanx Initial Deployment], one unit selected and moved with a chosen final facing
# [Phalanx Facing], the Movement Phase ended into the Attack Allocation Phase [Phalanx Game
# Procedure], passed as it has nothing to do, and on through the computer's Player-Turn to the next Game-Turn.
. "$(dirname "$0")/lib.sh"

start play cannae --seed 3 --players human,computer --delay 0
wait_for "Cannae | Game-Turn 1 of 12 | Set-up [Phalanx Initial Deployment] | to act: Carthaginians (human)"
expect "Set-up: arrows move  Enter place selected unit  d pick unit  A auto-deploy all  e end set-up"

# Every Carthaginian automatically; the computer sets up the Romans.
keys A
wait_for "Carthaginians: automatic set-up (43 actions)" 20
wait_for "Romans (computer): automatic set-up (48 actions)" 20
wait_for "Cannae | Game-Turn 1 of 12 | Movement Phase [Phalanx Movement] | to act: Carthaginians (human)" 20
expect "turn 1 movement phase: Carthaginians to act"
expect "Move (one unit at a time): Space select  Enter move to cursor  t trace path  c choose"

# The Long Swordsmen in 0816, facing the enemy; the top one selected.
keys g 0816 Enter
expect "Hex 0816  slope"
expect "Stack of 3 ("
expect ">#20 LS Long Swordsmen (Carthaginians)"
expect "facing E"
# The panel: attack and defence strengths, stacking points [Phalanx Combat] (issue 12 B9);
# no PRESTAGS control rule [11.3].
expect "class II  MAS 6  MDS 3 front, 1 flank"
expect "MA 5  4 stacking points"
expect_not "[11.3]"
# The whole stack selected: no action moves it, and the panel says why (B10).
keys a
expect "together: [Phalanx Movement C] each unit"
keys Escape
keys Space
expect "facing E [selected]"
expect "Selected: #20 LS"
expect "165 legal: 33 hexes to go to, 0 to attack"
# Issue 12: the menu shows what each turn costs [Phalanx Facing G]: 60 degrees free, more 1 MP.
keys c
type_text "face"
expect "face 20 NE   (LS)  (free)"
expect "face 20 W   (LS)  (1 MP, 4 left)"
keys Escape
expect "nothing chosen"

# To 0915: one step NE (1 MP); the menu offers the final facings; NW is a free turn.
keys g 0915 Enter Enter
expect "6 ways to 0915"
expect "move 20 0915 E   (LS)"
expect "move 20 0915 SE   (LS)"
# Issue 12: what each final facing costs, and what is left of the MA of 5.
expect "move 20 0915 E   (LS)  (1 MP, 4 left)"
expect "move 20 0915 NW   (LS)  (1 MP, 4 left)"
expect "move 20 0915 SE   (LS)  (2 MP, 3 left)"
type_text "NW"
expect "1 of 6  Enter: choose  Esc: cancel  type to filter"
keys Enter
expect "Carthaginians: move 20 0915 NW   (LS)"
expect "unit 20 moves to 0915 facing NW, 1 MP spent"
keys g 0915 Enter
expect "Hex 0915  clear"
expect "#20 LS Long Swordsmen (Carthaginians)"
expect "facing NW"

# Moved once this phase [Phalanx Movement F]: undo, and the unit is back in 0816.
keys u
expect "undo: took back 1 action, back to before 'move 20 0915 NW'"
keys g 0816 Enter
expect ">#20 LS Long Swordsmen (Carthaginians)"
keys Space
keys g 0915 Enter Enter
expect "6 ways to 0915"
type_text "NW"
keys Enter
expect "Carthaginians: move 20 0915 NW   (LS)"

# The end of the Movement Phase: nothing is next to an enemy, so the Attack Allocation Phase
# has nothing to do and passes by itself (issue 12 B5); so do the Carthaginians' combat
# phases, and the computer plays the Romans' Player-Turn, until the Carthaginians act again:
# in the Romans' Defensive Fire Phase [Phalanx Combat E] if the Romans allocate attacks, or on
# a combat decision, or in the next Game-Turn's Movement Phase.
keys e
again="^ Cannae \| Game-Turn [12] of 12 \| [A-Za-z ]+ \[Phalanx [A-Za-z ]+\] \| to act: Carthaginians \(human\)"
t=0
until screen | grep -qE -- "$again" && ! screen | head -1 | grep -qF "Attack Allocation Phase"; do
    sleep 0.1
    t=$((t + 1))
    [ "$t" -lt 300 ] || { fail "the Carthaginians never got to act again"; break; }
done
if screen | grep -qF "Defensive Fire Phase [Phalanx Combat E] | to act: Carthaginians (human)"; then
    expect "turn 1 defensive-fire phase: Carthaginians to act"
    expect "Fire: Space select fire units  f fire at cursor (odds first)"
fi

keys q
expect "Quit prestags?"
keys y
exited 0
finish
