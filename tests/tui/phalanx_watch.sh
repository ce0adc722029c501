#!/usr/bin/env bash
# Phalanx, computer,computer: Cannae watched to its victory report [Phalanx Victory Conditions];
# then its record (the journal) stepped through with `prestags replay` on screen, where the
# status line names each Phalanx phase [Phalanx Game Procedure].
. "$(dirname "$0")/lib.sh"

start play cannae --seed 4 --players computer,computer --delay 0
wait_for "The battle is over" 40
expect "game over: Game-Turn 12 of 12"
expect_line "result: (the (Carthaginians|Romans) win an? (Marginal|Tactical|Decisive) Victory|draw)"
expect "loss limits: Marginal 40%, Tactical 30%, Decisive 25% of the victor's PV"
keys Escape
expect_line "^ Cannae \| Game-Turn 12 of 12 \| Game over \| VP Carthaginians [0-9]+, Romans [0-9]+ \|"
expect "Game over: v victory report  s save  o load  ? help  q quit"
keys e
expect "refused: end: the game is over"
keys q y
exited 0
cp "$PRESTAGS_HOME/journal.sav" "$work/battle.sav"
steps=$(grep -c '^action' "$work/battle.sav")
[ "$steps" -gt 100 ] || fail "only $steps actions in the record"
(cd "$work" && "$prestags" replay battle.sav --text > replay.txt) || fail "replay --text failed"
grep -q "^step 1 Carthaginians: deploy " "$work/replay.txt" || fail "replay --text: no first step"
last=$(grep "^step $steps hash" "$work/replay.txt" | awk '{print $4}')
printf 'load battle.sav\nposition\n' | engine | grep -q "^hash $last$" || fail "the last hash is not the loaded game's"

# The battle report names the Phalanx phases.
(cd "$work" && "$prestags" record --to-text battle.sav > report.txt) || fail "record --to-text failed"
for want in "Battle report: Cannae" "== Set-up ==" "== Game-Turn 1 of 12 ==" "== Game-Turn 12 of 12 ==" \
            "-- Carthaginians: Movement Phase --" "-- Carthaginians: Attack Allocation Phase --" \
            "-- Romans: Movement Phase --" "-- Romans: Attack Allocation Phase --" "== Result ==" \
            "result: "; do
    grep -qF -- "$want" "$work/report.txt" || fail "the report lacks: $want"
done

# On screen: the step that ends the Carthaginians' first Movement Phase leads into the Attack
# Allocation Phase; stepping on shows Offensive Fire and Melee in turn, then the Romans' turn.
deployed=$(grep -E '^step [0-9]+ [A-Za-z]+: deploy ' "$work/replay.txt" | tail -1 | awk '{print $2}')
moved=$(awk -v d="$deployed" '$1 == "step" && $2 > d && $3 != "hash" && $NF == "end" {print $2; exit}' \
    "$work/replay.txt")
moved=$(awk -v d="$moved" '$1 == "step" && $2 > d && $3 != "hash" && $NF == "end" {print $2; exit}' \
    "$work/replay.txt")
[ -n "$moved" ] || fail "no end of the first Movement Phase in the record"
start replay battle.sav
wait_for "REPLAY step 0 of $steps | Cannae | Game-Turn 1 of 12 | Set-up [Phalanx Initial Deployment]"
keys s; type_text "$((moved - 1))"; keys Enter
expect "REPLAY step $((moved - 1)) of $steps | Cannae | Game-Turn 1 of 12 | Movement Phase [Phalanx Movement]"
keys n
expect "REPLAY step $moved of $steps | Cannae | Game-Turn 1 of 12 | Attack Allocation Phase [Phalanx Game Procedure]"
# The allocations may be many: jump to the step before the one that ends the phase.
allocated=$(awk -v d="$moved" '$1 == "step" && $2 > d && $3 != "hash" && $NF == "end" {print $2; exit}' \
    "$work/replay.txt")
[ -n "$allocated" ] || fail "no end of the first Attack Allocation Phase in the record"
keys s; type_text "$((allocated - 1))"; keys Enter
expect "REPLAY step $((allocated - 1)) of $steps | Cannae | Game-Turn 1 of 12 | Attack Allocation Phase [Phalanx Game Procedure]"
# step_until TEXT: steps forward (at most 150 steps) until the screen shows TEXT.
step_until() {
    local i
    for i in $(seq 1 150); do
        if screen | grep -qF -- "$1"; then return 0; fi
        keys n
        sleep 0.05
    done
    fail "stepping on never showed: $1"
}
# The Romans' Defensive Fire passes by itself here (no missile unit of theirs can fire); the
# Carthaginians' comes in the Romans' Player-Turn.
step_until "Offensive Fire Phase [Phalanx Combat F]"
step_until "Melee Attack Phase [Phalanx Game Procedure]"
step_until "| Game-Turn 1 of 12 | Movement Phase [Phalanx Movement] | to act: Romans"
step_until "Defensive Fire Phase [Phalanx Combat E] | to act: Carthaginians"
keys '>'
expect "REPLAY step $steps of $steps | Cannae | Game-Turn 12 of 12 | Game over"
expect "hash $last"
keys q
exited 0
finish
