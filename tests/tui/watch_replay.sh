#!/usr/bin/env bash
# Two computer players (level 1: the default level takes minutes a battle under the sanitizers):
# a whole battle watched to its victory report; then its record (the journal) stepped through
# with `prestags replay` on screen and as text (the state hash at every step), and written out
# by `prestags record --to-text`.
. "$(dirname "$0")/lib.sh"

start play rome --seed 4 --players level1,level1 --delay 0
wait_for "The battle is over" 15
expect_line "result: (the (Romans|Sabines) win an? [A-Za-z]+ Victory|.*draw)"
keys Escape
expect_line "^ Rome \| Game-Turn 10 of 10 \| Game over \|"
expect "Game over: v victory report  s save  o load  ? help  q quit"
keys u
# No person to go back to (and maybe a computer's die in the way): refused either way.
expect_line "refused: cannot undo: (no action of a person to go back to|the computer's '.*' rolled dice since your last action, and a die roll stands)"
keys e
expect "refused: end: the game is over"
keys q y
exited 0
cp "$PRESTAGS_HOME/journal.sav" "$work/battle.sav"
steps=$(grep -c '^action' "$work/battle.sav")

# As text: every step with its hash; the same hashes twice over.
(cd "$work" && "$prestags" replay battle.sav --text > replay1.txt && "$prestags" replay battle.sav --text > replay2.txt) \
    || fail "replay --text failed"
[ "$(grep -c '^step [0-9]* hash ' "$work/replay1.txt")" = $((steps + 1)) ] || fail "replay --text: not $((steps + 1)) hashes"
cmp -s "$work/replay1.txt" "$work/replay2.txt" || fail "replay --text differs between runs"
grep -q "^step 1 Romans: deploy " "$work/replay1.txt" || fail "replay --text: no first step"
last=$(grep "^step $steps hash" "$work/replay1.txt" | awk '{print $4}')
printf 'load battle.sav\nposition\n' | engine | grep -q "^hash $last$" || fail "the last hash is not the loaded game's"

# The battle report.
(cd "$work" && "$prestags" record --to-text battle.sav > report.txt) || fail "record --to-text failed"
for want in "Battle report: Rome [Rome 4.0], 753 BC" "Sides: Romans (first force) against Sabines" \
            "Optional rules: none" "== Set-up ==" "== Game-Turn 1 of 10 ==" \
            "-- Romans: Movement Phase --" "== Result ==" "result: "; do
    grep -qF -- "$want" "$work/report.txt" || fail "the report lacks: $want"
done

# On screen: forward, back, the next phase and Game-Turn, the victory report, the last step, a
# step by number.
start replay battle.sav
wait_for "REPLAY step 0 of $steps | Rome | Game-Turn 1 of 10 | Set-up [11.1]"
expect "replay of battle.sav: $steps actions"
keys n
expect "REPLAY step 1 of $steps"
expect "1. Romans: deploy"
keys n n
expect "REPLAY step 3 of $steps"
keys p
expect "REPLAY step 2 of $steps"
expect "back to step 2"
# Issue 12: a Game-Turn, a phase at a time (from set-up, the next Game-Turn is the second).
keys '<'
keys '}'
expect_line "^ REPLAY step [0-9]+ of $steps \| Rome \| Game-Turn 2 of 10 \| Chariot Phase \[C1\.2\]"
keys ']'
expect_line "^ REPLAY step [0-9]+ of $steps \| Rome \| Game-Turn 2 of 10 \| Chariot Defensive Fire \[C1\.5\]"
keys v
expect "Victory report at this step"
expect "game in progress: Game-Turn 2 of 10"
keys Escape
# The last step: the victory report in the log.
keys '>'
expect "REPLAY step $steps of $steps | Rome | Game-Turn 10 of 10 | Game over"
expect "hash $last"
expect_line "^ result: "
keys n
expect "the record ends here (step $steps)"
keys s; type_text 40; keys Enter
expect "REPLAY step 40 of $steps"
# Issue 12: to a Game-Turn, a phase and a side by number and name (t), searched from the start.
keys t; type_text "5 melee sabines"; keys Enter
expect_line "^ REPLAY step [0-9]+ of $steps \| Rome \| Game-Turn 5 of 10 \| Melee Combat Phase \[7\.0\] \| to act: Sabines"
expect_line "^ Game-Turn 5, Melee Combat Phase \[7\.0\] of the Sabines: step [0-9]+$"
keys t; type_text "11"; keys Enter
expect_line "the record has no 11 \(step [0-9]+ kept\)"
expect_line "Game-Turn 5 of 10 \| Melee Combat Phase \[7\.0\] \| to act: Sabines"
# The end of the battle by its phase: the victory report follows in the log.
keys t; type_text "10 game"; keys Enter
expect "REPLAY step $steps of $steps | Rome | Game-Turn 10 of 10 | Game over"
expect_line "^ result: "
keys t; type_text "x"; keys Enter
expect "'x' is not a Game-Turn"
keys '<'
expect "REPLAY step 0 of $steps"
keys p
expect "this is the start of the record"
keys q
exited 0

# A record that is not one.
echo "not a record" > "$work/bad.sav"
(cd "$work" && "$prestags" replay bad.sav --text > bad.txt 2>&1; echo "exit $?" >> bad.txt)
grep -q "bad.sav:1: expected 'prestags-save <value>'" "$work/bad.txt" || fail "bad record: $(cat "$work/bad.txt")"
grep -q "exit 1" "$work/bad.txt" || fail "bad record: not exit 1"
finish
