#!/usr/bin/env bash
# Save to a named file, the journal after every action, quit, `prestags resume` with the same
# players, loading a saved game with the o key, and a record that does not load.
# --stop-empty: Rome's empty Chariot Phase waits for e, so that a game saved there shows it.
. "$(dirname "$0")/lib.sh"

start play rome --seed 3 --delay 0 --stop-empty
wait_for "Set-up [11.1] | to act: Romans (human)"
expect "new game: rome, seed 3, players human,computer"
keys A
wait_for "Chariot Phase [C1.2] | to act: Romans (human)"
keys s
expect "Save the game record to (Ctrl-U clears): rome.sav"
keys BSpace BSpace BSpace BSpace BSpace BSpace BSpace BSpace
type_text "setup.sav"; keys Enter
expect "saved to setup.sav"
# Ctrl-U clears the name; an existing file is replaced only if the player says so (B16).
keys s C-u
expect_line "Save the game record to \(Ctrl-U clears\): *$"
type_text "setup.sav"; keys Enter
expect "setup.sav exists. Replace it with this game?"
keys n
expect "not saved: setup.sav is kept"
keys s C-u
type_text "setup.sav"; keys Enter y
expect "saved to setup.sav"
keys e
wait_for "Fire Combat Phase [6.0] | to act: Romans (human)"
keys e
wait_for "Movement Phase [5.0] | to act: Romans (human)"
keys g 2626 Enter Space
keys g 2425 Enter Enter
expect "Romans: move 0 2625-2525-2425   (MI)"
expect "undo 37"
# Gone without a word (as a crash or a closed terminal would leave it).
tm kill-server
[ -f "$PRESTAGS_HOME/journal.sav" ] || fail "no journal"
grep -q "^action move 0 2625-2525-2425$" "$PRESTAGS_HOME/journal.sav" || fail "the journal lacks the move"
grep -q "^players human,computer$" "$PRESTAGS_HOME/journal.players" || fail "the side file lacks the players"

start resume --delay 0 --stop-empty
wait_for "resumed $PRESTAGS_HOME/journal.sav: rome after 37 actions, players human,computer"
expect "Movement Phase [5.0] | to act: Romans (human)"
expect "undo 37"
keys g 2425 Enter
expect "#0 MI Militia Infantry (Romans)"
# Undo reaches back into the game before the resume.
keys u
expect "undo: took back 1 action, back to before 'move 0 2625-2525-2425'"
expect "undo 36"

# Load the game saved in set-up.
keys o
expect "Load the game record from:"
type_text "nothere.sav"; keys Enter
expect "load: nothere.sav:"
keys o; type_text "setup.sav"; keys Enter
# Not without asking (issue 12 B3).
expect "Load setup.sav (rome, chariot, 33 actions) in place of this game?"
keys y
expect "loaded setup.sav (rome, 33 actions)"
# The game it replaced (36 actions, unfinished) keeps its journal (issue 12).
expect "this game's journal is kept as $PRESTAGS_HOME/journal-rome-"
kept=$(ls "$PRESTAGS_HOME"/journal-rome-*.sav)
[ "$(grep -c '^action' "$kept")" = 36 ] || fail "the kept journal is not the replaced game"
grep -q '^players human,computer$' "${kept%.sav}.players" || fail "the kept journal's players"
expect "Chariot Phase [C1.2] | to act: Romans (human)"

# A record of the other rule system: a Phalanx game in place of this Chariot one (B3: it was
# refused as "no scenario 'cannae'").  Declined first.
engine > /dev/null <<'IN'
new cannae seed 2
save cannae.sav
IN
keys o; type_text "cannae.sav"; keys Enter
expect "Load cannae.sav (cannae, phalanx, 0 actions) in place of this game?"
keys n
expect "nothing loaded"
expect "Chariot Phase [C1.2] | to act: Romans (human)"
keys o; type_text "cannae.sav"; keys Enter
keys y
expect "loaded cannae.sav (cannae, 0 actions)"
expect "Cannae | Game-Turn 1 of 12 | Set-up [Phalanx Initial Deployment] | to act: Carthaginians (human)"
keys o; type_text "setup.sav"; keys Enter y
expect "Rome | Game-Turn 1 of 10 | Chariot Phase [C1.2] | to act: Romans (human)"
keys q y
exited 0
grep -c "^action" "$PRESTAGS_HOME/journal.sav" | grep -qx 33 || fail "the journal is not the loaded game"

# A record cut short does not load: the reason, and no game.
head -5 "$work/setup.sav" > "$work/cut.sav"
(cd "$work" && "$prestags" resume cut.sav > out.txt 2>&1; echo "exit $?" >> out.txt)
grep -q "cut.sav:.*truncated" "$work/out.txt" || { fail "cut record: $(cat "$work/out.txt")"; }
grep -q "exit 1" "$work/out.txt" || fail "cut record: not exit 1"
# Nothing to resume in an empty home.
(cd "$work" && PRESTAGS_HOME="$work/empty" "$prestags" resume > out2.txt 2>&1; echo "exit $?" >> out2.txt)
grep -q "no game to resume" "$work/out2.txt" || fail "empty home: $(cat "$work/out2.txt")"
finish
