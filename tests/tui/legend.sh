#!/usr/bin/env bash
# Issue 12, what wargamers miss: the legend of the game's rule system (combat results, unit
# classes, strengths, map markers) with L, at the end of the ? help, and with l from the odds
# box, which comes back to its question.
. "$(dirname "$0")/lib.sh"

engine > /dev/null <<'IN'
clear rome seed 5
place 0 SK 1010
place 1 AX 1011
setphase fire 0 turn 1
save fire.sav
IN
start resume fire.sav --players human,human
wait_for "Fire Combat Phase [6.0] | to act: Romans (human)"
keys L
expect "Legend"
expect "D     Disruption: the defenders are disrupted (d on the map):"
expect "1/2E  half the defending units eliminated, the defender"
expect "A   Militia Infantry, Militia Spearmen"
expect "melee [3]  bracketed: whole in attack, half in defence [3.37]"
keys Escape
expect_not "bracketed: whole in attack"

# From the odds box, and back to it.
keys g 1010 Enter Space g 1011 Enter f
expect "y / Enter: yes    n / Esc: no    l: legend"
keys l
expect "E     every defending unit eliminated"
keys Escape
expect "Resolve this attack?"
keys n
expect "attack not made: fire 0 1011"

# At the end of the help.
keys '?'
keys NPage
expect "L               the legend: combat results, unit classes, strengths, markers"
keys NPage NPage NPage
expect "d disrupted   p panicked [13.0]   c contact [18.1]"
keys Escape
keys q y
exited 0

# Phalanx: its own results and strengths.
start play cannae --seed 1 --players human,human --delay 0
wait_for "Set-up [Phalanx Initial Deployment]"
keys L
expect "DD    the defenders are demoralized (d on the map)"
expect "A1E   the attacker loses one unit (he chooses)"
expect "MDS   Melee Defence Strength: front against attacks through"
keys Escape
keys q y
exited 0
finish
