#!/usr/bin/env bash
# Issue 12 B15: `play`, `resume` and `replay` with stdin or stdout not a terminal stop at once
# with the reason (they drew escape codes and spun on a key that never came), and touch no
# journal.  B13: the usage names the default computer player, as docs/play.md does.
. "$(dirname "$0")/lib.sh"

cd "$work" || exit 1
timeout 5 "$prestags" play rome < /dev/null > out.txt 2> err.txt
rc=$?
[ "$rc" = 1 ] || fail "play < /dev/null: exit $rc, want 1"
grep -qx "prestags: the terminal game needs a terminal on its input and output (programs use \`prestags engine\`; \`replay --text\` prints a record)" err.txt \
    || fail "play < /dev/null said: $(cat err.txt)"
[ -s out.txt ] && fail "play < /dev/null wrote to stdout: $(head -c 80 out.txt | od -c | head -2)"
[ -e "$PRESTAGS_HOME/journal.sav" ] && fail "play < /dev/null wrote a journal"
echo | timeout 5 "$prestags" play rome --no-journal 2> /dev/null | cat > /dev/null
[ "${PIPESTATUS[1]}" = 1 ] || fail "play in a pipe: exit ${PIPESTATUS[1]}, want 1"

"$prestags" engine > /dev/null <<'IN'
new rome seed 1
save r.sav
IN
timeout 5 "$prestags" replay r.sav < /dev/null > /dev/null 2> err2.txt
rc=$?
[ "$rc" = 1 ] || fail "replay < /dev/null: exit $rc, want 1"
grep -q "needs a terminal" err2.txt || fail "replay < /dev/null said: $(cat err2.txt)"

"$prestags" play --help 2> usage.txt
grep -qF "human, computer (the default computer player, level3), or a computer player (random level1 level2 level3)" usage.txt \
    || fail "usage: $(cat usage.txt)"
grep -qF '`computer` (the default computer player, `level3`; docs/ai.md)' "$root/docs/play.md" \
    || fail "docs/play.md does not name level3 as the default computer player"
finish
