#!/usr/bin/env bash
# Issue 12, what wargamers miss: the whole map.  At 160 columns the full map shows 26 of
# Kadesh's 37 columns (">>" marks more beyond the edge); z draws two characters a hex, unit
# codes in their side's case, and all 37 columns fit; z again goes back.
. "$(dirname "$0")/lib.sh"

start play kadesh --seed 1 --players human,human --delay 0
wait_for "Set-up [11.1] | to act: Egyptians (human)"
keys A
wait_for "Chariot Phase [C1.2] | to act: Hittites (human)"
expect ">>"
keys z
expect "compact map: two characters a hex, unit codes (markers in the panel); z again for the full map"
expect_line "^   1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 "
expect_line "^20  \. \. \. \. s H H H s s "
expect_not ">>"
keys g 3520 Enter
expect "Hex 3520"
keys z
expect "full map: four characters a hex"
expect ">>"
keys q y
exited 0
finish
