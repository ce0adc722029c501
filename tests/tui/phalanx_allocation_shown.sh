#!/usr/bin/env bash
# Issue 12 B7: [Phalanx Game Procedure] (2) allocating an attack rolls no die, and the odds
# box says so (it asked "Resolve this attack?"); the attacks allocated and not yet made are
# shown on the map (* on the target, a on the attackers) and listed in the panel, through the
# Defensive Fire Phase to the Melee Phase that makes them.  Hotseat.
. "$(dirname "$0")/lib.sh"

# Cannae: three Carthaginian Militia Hoplites with their Commander next to a Roman stack.
engine > /dev/null <<'IN'
clear cannae seed 5
place 0 MH 1116
place 0 MH 1116
place 0 MH 1116
place 0 CM1 1115
place 1 SD 1216
place 1 SD 1216
place 1 SK 1216
place 1 CM2 1316
setphase allocation 0 turn 1
save alloc.sav
IN
# --stop-empty: the Allocation Phase, with nothing more to allocate, waits to be looked at.
start resume alloc.sav --players human,human --stop-empty
wait_for "Attack Allocation Phase [Phalanx Game Procedure] | to act: Carthaginians (human)"
keys g 1116 Enter a
expect "Selected: #2 MH #1 MH #0 MH"
keys g 1216 Enter m
expect "Odds: melee 2,1,0 1216"
expect "Allocate this attack? No die is rolled now: it is made in the Offensive Fire or Melee"
expect_not "Resolve this attack?"
keys y
expect "Carthaginians: melee 2,1,0 1216   (MH MH MH)"
expect "Allocated (1) [Phalanx Game Procedure]:"
expect "* melee 2,1,0 1216   (MH MH MH)"
expect_line "^16 .*MHa.sk\*"
keys g 1115 Enter
expect "  melee 2,1,0 1216   (MH MH MH)"

# The Romans' Defensive Fire: the allocation still shows.
keys e
wait_for "Defensive Fire Phase [Phalanx Combat E] | to act: Romans (human)"
expect "Allocated (1) [Phalanx Game Procedure]:"
expect_line "^16 .*MHa.sk\*"
keys e
# Offensive Fire has nothing allocated (the engine passes it): the Melee Phase makes it.
wait_for "Melee Attack Phase [Phalanx Game Procedure] | to act: Carthaginians (human)"
expect "Allocated (1) [Phalanx Game Procedure]:"
expect "  melee 2,1,0 1216   (MH MH MH)"
keys g 1116 Enter a g 1216 Enter m
expect "Resolve this attack?"
keys y
# Made: no longer allocated.  The Romans may withdraw first [Phalanx Withdrawal]: their menu.
wait_for "Decide on the combat result"
keys Escape
expect_not "Allocated ("
keys q y
exited 0
finish
