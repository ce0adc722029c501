#!/usr/bin/env bash
# [6.0] fire and [7.0] melee from the screen with forced dice (PRESTAGS_DICE and the D key):
# the odds before committing, the result in the log, the disrupted marker on the map and in
# the panel, a die roll that cannot be undone, refusals naming their rule, and [8.1] the
# defender's choice on a half elimination offered as a menu.  Both sides human (hotseat).
. "$(dirname "$0")/lib.sh"

# Rome: a Roman skirmisher next to Sabine axemen, in the Romans' Fire Combat Phase.
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
expect "forced dice queued: 6 (1 waiting)"
expect "Forced dice queued: 1"
expect "Fire: Space select fire units  f fire at cursor (odds first)"

# Fire with nothing selected; then at an empty hex.
keys g 1011 Enter
keys f
expect "select the firing units first (Space on each)"
keys g 1010 Enter
expect "#0 SK Skirmishers (Romans)"
keys Space
expect "Selected: #0 SK"
expect "1 legal: 0 hexes to go to, 1 to attack"
keys g 1520 Enter
keys f
expect "fire 0 1520: [6.0] 1520 holds no enemy units"

# The odds first; declined, then made.
keys g 1011 Enter
keys f
expect "Odds: fire 0 1011"
expect "odds 2 vs 3 = 1-2 [7.32]"
expect "1011: - 5/6, D 1/6"
expect "Resolve this attack?"
keys n
expect "attack not made: fire 0 1011"
keys f
expect "Resolve this attack?"
keys y
expect "Romans: fire 0 1011   (SK)"
expect "fire 0 -> 1011: 2 vs 3 = 1-2, die 6: D"
expect "forced dice: 6 (set, not rolled)"
expect "#2 AX Axemen (Sabines)"
expect "class B  melee 3  MA 4"
expect_line "^.*│ +DISRUPTED *$"
expect_line "^11 .* \.axd\. "

# Nothing more can fire: the phase passes by itself.  A die roll stands.
wait_for "Movement Phase [5.0] | to act: Romans (human)"
expect "Romans: Game-Turn 1, Fire Combat Phase [6.0]: nothing to do, passed"
keys u
expect "cannot undo 'fire 0 1011': it rolled dice, and a die roll stands"

# To the melee: the Sabines (human too) have nothing to fire in their defensive fire.
keys e
wait_for "Melee Combat Phase [7.0] | to act: Romans (human)"
expect "Sabines: Game-Turn 1, Defensive Fire [6.4]: nothing to do, passed"

# A unit of the side not to act cannot be given orders.
keys g 1211 Enter
keys Space
expect "[4.2] unit 3 (MS) belongs to the Sabines; the Romans are to act"

# Melee 1110 -> 1211 with a die forced by the D key.
keys D
expect "Force the next dice (e.g. 3 4):"
type_text "1"; keys Enter
expect "forced dice queued: 1 (1 waiting)"
keys g 1110 Enter
keys Space
keys g 1211 Enter
keys m
expect "Odds: melee 1 1211"
keys y
# The phases after it have nothing to do: they pass, to the Sabines' movement.
wait_for "Movement Phase [5.0] | to act: Sabines (human)"
keys PPage
expect "Romans: melee 1 1211   (MI)"
expect_line "melee 1 -> 1211: .* die 1: -"
keys q y
exited 0

# The record marks both forced dice, and so do the replay and the battle report (B11).
cp "$PRESTAGS_HOME/journal.sav" "$work/forced.sav"
grep -q "^action fire 0 1011 ; dice 6f$" "$work/forced.sav" || fail "the record does not mark the forced 6"
(cd "$work" && "$prestags" replay forced.sav --text > replay.txt 2>&1) || fail "replay --text failed"
grep -A3 "fire 0 1011" "$work/replay.txt" | grep -qx "    forced dice: 6 (set, not rolled)" \
    || fail "replay --text: no forced 6: $(cat "$work/replay.txt")"
grep -A3 "melee 1 1211" "$work/replay.txt" | grep -qx "    forced dice: 1 (set, not rolled)" \
    || fail "replay --text: no forced 1"
(cd "$work" && "$prestags" record --to-text forced.sav > report.txt 2>&1) || fail "record --to-text failed"
[ "$(grep -c "^    forced dice: [16] (set, not rolled)$" "$work/report.txt")" = 2 ] \
    || fail "the battle report does not mark the two forced dice"
start replay forced.sav
wait_for "REPLAY step 0 of"
keys n
expect "fire 0 -> 1011: 2 vs 3 = 1-2, die 6: D"
expect "forced dice: 6 (set, not rolled)"
keys q
exited 0

# The Aequi: a flank attack on two Roman axemen, half eliminated [8.1]: the Romans choose.
engine > /dev/null <<'IN'
clear aequi seed 5
place 0 MI 1010
place 0 MI 1010
place 0 MI 1111
place 0 MI 1111
place 0 MI 0911
place 1 AX 1011
place 1 AX 1011
place 1 MS 1013
setphase melee 0 turn 1
save melee.sav
IN
TUI_ENV="PRESTAGS_DICE=6" start resume melee.sav --players human,human
wait_for "Melee Combat Phase [7.0] | to act: Aequi (human)"
keys c
expect "Legal actions now (4)"
type_text "0,1,2"
expect "melee 0,1,2,3,4 1011   (MI MI MI MI MI)"
expect "1 of 4"
keys Enter
expect "flank attack: the attackers hold or are adjacent to every hex around the defenders"
expect "odds 20 vs 6 = 3-1 [7.32]"
keys y
expect "die 6: 1/2E"
wait_for "Decide on the combat result (2 choices)"
expect "lose 6   (AX)"
type_text "lose"
keys Enter
expect "Romans: lose 6   (AX)"
keys g 1011 Enter
expect "Stack of 1 (limit 3, leaders free [5.4])"
expect "#5 AX Axemen (Romans)"
keys q y
exited 0
finish
