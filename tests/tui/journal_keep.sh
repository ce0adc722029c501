#!/usr/bin/env bash
# Issue 11 D4: a new game never destroys an unfinished journalled one.  The old journal and
# its players are kept as journal-<scenario>-<time>.sav/.players, `resume --list` shows them,
# and `resume <kept>` continues one with its own players.  D10: a bad side file does not
# block resume; stale temporary files are removed.
. "$(dirname "$0")/lib.sh"

start play rome --seed 11 --players computer,computer --delay 0
wait_for "Game-Turn 2" 20
tm kill-server
sleep 0.5 # the program may write one more action before the hang-up reaches it
before=$(grep -c '^action' "$PRESTAGS_HOME/journal.sav")
[ "$before" -gt 20 ] || fail "only $before actions journalled"
# A temporary file a kill left long ago, and one being written now.
touch -d '2 hours ago' "$PRESTAGS_HOME/journal.sav.tmpAbC123"
touch "$PRESTAGS_HOME/journal.sav.tmpXyZ789"

start play kadesh --seed 2 --players human,human
wait_for "new game: kadesh, seed 2"
expect "the unfinished game journalled before is kept as $PRESTAGS_HOME/journal-rome-"
keys q y
exited 0
kept=$(ls "$PRESTAGS_HOME"/journal-rome-*.sav)
[ "$(grep -c '^action' "$kept")" = "$before" ] || fail "the kept game is not the Rome game"
grep -q '^players computer,computer$' "${kept%.sav}.players" || fail "the kept players"
grep -q '^scenario kadesh$' "$PRESTAGS_HOME/journal.sav" || fail "the journal is not Kadesh"
[ ! -e "$PRESTAGS_HOME/journal.sav.tmpAbC123" ] || fail "the stale temporary file is left"
[ -e "$PRESTAGS_HOME/journal.sav.tmpXyZ789" ] || fail "a fresh temporary file was removed"

# A journal without an action is not kept: Kadesh has none yet.
start play rome --seed 4 --players human,human
wait_for "new game: rome, seed 4"
expect_not "is kept as"
keys q y
exited 0
[ "$(ls "$PRESTAGS_HOME"/journal-*.sav | wc -l)" = 1 ] || fail "a game without actions was kept"

list=$(cd "$work" && "$prestags" resume --list)
case $list in
"$kept  rome, $before actions, last "*) ;;
*) fail "resume --list: $list" ;;
esac

# resume <kept>: its players come from its side file.
start resume "$kept" --delay 3000
wait_for "resumed $kept: rome after $before actions, players computer,computer"
tm kill-server

# A side file with a bad players value: resume goes on with the default players.
printf 'players human\n' > "$PRESTAGS_HOME/journal.players"
start resume
wait_for "resumed $PRESTAGS_HOME/journal.sav: rome after "
expect_line "resumed .*journal.sav: rome after [0-9]+ actions, players human,computer$"
keys q y
exited 0
finish
