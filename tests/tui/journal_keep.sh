#!/usr/bin/env bash
# Issue 11 D4: a new game never destroys an unfinished journalled one.  The old journal and
# its players are kept as journal-<scenario>-<time>.sav/.players, `resume --list` shows them,
# and `resume <kept>` continues one with its own players (and takes it off the pile).  D10: a bad side file does not
# block resume; temporary files a kill left are removed; a second game cannot take the
# journal while one holds it.
. "$(dirname "$0")/lib.sh"

# A short pause between the computer's actions, so that the game is still being played (and
# Game-Turn 2 on the screen long enough to be seen) however fast the engine plays it.
start play rome --seed 11 --players computer,computer --delay 20
wait_for "Game-Turn 2" 20
tm kill-server
sleep 0.5 # the program may write one more action before the hang-up reaches it
before=$(grep -c '^action' "$PRESTAGS_HOME/journal.sav")
[ "$before" -gt 20 ] || fail "only $before actions journalled"
# Temporary files a kill left behind.
touch "$PRESTAGS_HOME/journal.sav.tmpAbC123" "$PRESTAGS_HOME/journal.players.tmpXyZ789"

start play kadesh --seed 2 --players human,human
wait_for "new game: kadesh, seed 2"
expect "the unfinished game journalled before is kept as $PRESTAGS_HOME/journal-rome-"
keys q y
exited 0
kept=$(ls "$PRESTAGS_HOME"/journal-rome-*.sav)
[ "$(grep -c '^action' "$kept")" = "$before" ] || fail "the kept game is not the Rome game"
grep -q '^players computer,computer$' "${kept%.sav}.players" || fail "the kept players"
grep -q '^scenario kadesh$' "$PRESTAGS_HOME/journal.sav" || fail "the journal is not Kadesh"
[ -z "$(ls "$PRESTAGS_HOME" | grep tmp)" ] || fail "temporary files are left: $(ls "$PRESTAGS_HOME")"

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

# resume <kept>: its players come from its side file; the journal holds the game now, so the
# kept pair leaves the pile.
start resume "$kept" --delay 3000
wait_for "resumed $kept: rome after $before actions, players computer,computer"
[ ! -e "$kept" ] && [ ! -e "${kept%.sav}.players" ] || fail "the resumed kept game stays kept"
[ "$(grep -c '^action' "$PRESTAGS_HOME/journal.sav")" -ge "$before" ] || fail "the journal"
tm kill-server

# Two games, one journal: the second is refused (after waiting a moment for the first).
start play rome --seed 4 --players human,human
wait_for "new game: rome, seed 4"
out=$(cd "$work" && "$prestags" play rome --seed 5 2>&1; echo "exit $?")
case $out in
*"prestags: journal: $PRESTAGS_HOME: another prestags game is journalling here (--no-journal plays without)"*"exit 1") ;;
*) fail "a second game: $out" ;;
esac
keys q y
exited 0

# A side file with a bad players value: resume goes on with the default players.
printf 'players human\n' > "$PRESTAGS_HOME/journal.players"
start resume
wait_for "resumed $PRESTAGS_HOME/journal.sav: rome after "
expect_line "resumed .*journal.sav: rome after [0-9]+ actions, players human,computer$"
keys q y
exited 0
finish
