# Issue 11 D2, D3, D12: records that are not regular files, broken records, and the engine's
# load reporting the real reason from the right rule system.
. "$(dirname "$0")/lib.sh"

# A file that never ends, a FIFO with no writer, a directory: refused at once, never waited on.
mkfifo fifo.sav
mkdir dir.sav
for cmd in "record --to-text" "replay" "resume"; do
    for f in /dev/zero fifo.sav; do
        run $cmd $f
        expect "$cmd $f" 1 "prestags: $f: not a regular file"
    done
    run $cmd dir.sav
    expect "$cmd dir.sav" 1 "prestags: dir.sav: is a directory, not a file"
done
: > empty.sav
run record --to-text empty.sav
expect "empty record" 1 "prestags: empty.sav: empty file, not a game record"
run resume
expect "no journal" 1 "prestags: no game to resume: $PRESTAGS_HOME/journal.sav: No such file or directory"

# A Chariot record broken three ways: each load names its own line and rule.
engine "new rome seed 3\n$(yes 'genmove random' | head -60)\nsave good.sav\n"
# The record's last move of two or more hexes, made to jump from its first hex to 0101 (which
# move that is depends on the random player's draws).
bad=$(grep -n '^action move [0-9]* [0-9]*-[0-9]' good.sav | tail -n 1)
bad_line=${bad%%:*}
bad_from=$(printf '%s\n' "$bad" | sed 's/^[0-9]*:action move [0-9]* \([0-9]*\)-.*/\1/')
sed "${bad_line}s/^\(action move [0-9]* [0-9]*\)-.*/\1-0101/" good.sav > illegal.sav
head -n 40 good.sav > trunc.sav
sed 's/^scenario rome/scenario kadesh/' good.sav > kadesh.sav
engine 'load illegal.sav\nload trunc.sav\nload kadesh.sav\nload /dev/zero\nload dir.sav\nload empty.sav\nload good.sav\n'
expect "engine load" 0 "? illegal.sav:$bad_line: [5.11] 0101 is not next to $bad_from

? trunc.sav:40: the record ends without 'end' (truncated?)

? kadesh.sav:6: [11.1] unit 0 belongs to the Hittites, who do not deploy now

? /dev/zero: not a regular file

? dir.sav: is a directory, not a file

? empty.sav: empty file, not a game record

="
run record --to-text illegal.sav
expect "record --to-text of the illegal record" 1 "prestags: illegal.sav:$bad_line: [5.11] 0101 is not next to $bad_from"

# A Phalanx record loads with the Phalanx data.
engine 'new cannae seed 2\nautodeploy\nautodeploy\nsave cannae.sav\nload cannae.sav\n'
expect "phalanx load" 0 "= cannae seed 2

=

=

=

="
finish
