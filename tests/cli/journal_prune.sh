# Issue 11: kept journals do not pile up without a word.  `resume --prune N` removes all but
# the N newest kept games (record and players), never the journal itself, and says what it
# removed; `resume --list` shows what is left.
. "$(dirname "$0")/lib.sh"

mkdir -p "$PRESTAGS_HOME"
h=$PRESTAGS_HOME
cp "$root/fuzz/seeds/rome.sav" "$h/journal.sav"
for day in 01 02 03 04; do
    cp "$root/fuzz/seeds/rome.sav" "$h/journal-rome-202601$day-120000.sav"
    printf 'players human,computer\n' > "$h/journal-rome-202601$day-120000.players"
    touch -d "2026-01-$day 12:00:00" "$h/journal-rome-202601$day-120000.sav"
done
touch -d "2026-01-05 12:00:00" "$h/journal.sav" # older than nothing it prunes: never pruned

run resume --prune 2
expect "prune to the two newest" 0 "removed $h/journal-rome-20260102-120000.sav
removed $h/journal-rome-20260101-120000.sav
2 kept games removed, 2 kept in $h"
[ -e "$h/journal.sav" ] || { failures=$((failures + 1)); echo "  the journal itself was removed"; }
left=$(cd "$h" && ls | tr '\n' ' ')
[ "$left" = "journal-rome-20260103-120000.players journal-rome-20260103-120000.sav journal-rome-20260104-120000.players journal-rome-20260104-120000.sav journal.sav " ] ||
    { failures=$((failures + 1)); echo "  left: $left"; }

run resume --prune 5
expect "nothing beyond the number" 0 "0 kept games removed, 2 kept in $h"
run resume --prune 0
expect_in "prune them all" 0 "2 kept games removed, 0 kept in $h"
run resume --list
expect "none left" 0 "no unfinished game kept in $h"

run resume --prune many
expect_in "a number is needed" 2 "prestags: --prune many: the number of kept games to keep"
run resume --prune 1 --list
expect_in "one of --list and --prune" 2 "usage: prestags resume"
finish
