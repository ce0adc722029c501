#!/usr/bin/env bash
# Issue 12 B6: at 80x24 the status and hint lines take a second row rather than cutting off
# the VP, the stacking limits, the undo count and "? help"; a jump with g to a hex out of
# view centres it; dialogs wrap at spaces, never inside a word.
. "$(dirname "$0")/lib.sh"

start play rome --seed 3 --players human,computer --delay 0
wait_for "Set-up [11.1] | to act: Romans (human)"
tm resize-window -t 0 -x 80 -y 24
wait_for "undo 0"
expect_line "^ Rome \| Game-Turn 1 of 10 \| Set-up \[11\.1\] \| to act: Romans \(human\) *$"
expect_line "^ VP Romans 0, Sabines 0 \| stacking 1/1 \| undo 0 *$"
expect_line "^Set-up: arrows move  Enter place selected unit  d pick unit  A auto-deploy all *$"
expect_line "^ e end set-up  u undo  \? help *$"
[ "$(screen | wc -l)" = 24 ] || fail "the screen is not 24 lines"

# The Roman deployment area (around D, 2828) is out of view: g centres it.
keys g 2828 Enter
expect "Hex 2828  clear  letter"
expect_line "^2[45] "
expect_line "^3[12] "

# The help wraps at spaces.
keys '?'
expect "Keys"
expect_line "│ *first/last column"
expect_not "first/la "
keys Escape
keys q y
exited 0
finish
