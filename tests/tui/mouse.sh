#!/usr/bin/env bash
# Issue 12, what wargamers miss: the mouse (xterm SGR reports, as tmux passes them): a left
# click on a unit selects it, a right click on an enemy fires at it (the odds first); a left
# click on an empty hex moves the selection there.  Hotseat, forced die.
. "$(dirname "$0")/lib.sh"

# click BUTTON TEXT: presses and releases BUTTON (0 left, 2 right) on the first character of
# the first place the screen shows TEXT (SGR coordinates are 1-based).
click() {
    local pos
    pos=$(screen | awk -v t="$2" '{ i = index($0, t); if (i) { print i " " NR; exit } }')
    [ -n "$pos" ] || { fail "nothing to click: $2"; return; }
    set -- "$1" $pos
    tm send-keys -t 0 -l $'\e'"[<$1;$2;$3M"
    tm send-keys -t 0 -l $'\e'"[<$1;$2;$3m"
    sleep 0.1
}

engine > /dev/null <<'IN'
clear rome seed 5
place 0 SK 1010
place 0 MI 1110
place 1 AX 1011
place 1 MS 1211
setphase fire 0 turn 1
save fire.sav
IN
TUI_ENV="PRESTAGS_DICE=6" start resume fire.sav --players human,human
wait_for "Fire Combat Phase [6.0] | to act: Romans (human)"
click 0 ".SK"
expect "Hex 1010  clear"
expect "Selected: #0 SK"
click 2 ".ax"
expect "Odds: fire 0 1011"
keys y
expect "fire 0 -> 1011: 2 vs 3 = 1-2, die 6: D"
wait_for "Movement Phase [5.0] | to act: Romans (human)"

# Movement: select the militia in 1110 by a click, then click 1109, the hex up and to its left
# (row 10 is shifted half a hex east): moved there.
click 0 ".MI"
expect "Selected: #1 MI"
line=$(screen | grep -n "^10 " | cut -d: -f1)
col=$(screen | awk '{ i = index($0, ".MI"); if (i) { print i; exit } }')
tm send-keys -t 0 -l $'\e'"[<0;$((col - 2));$((line - 1))M"
tm send-keys -t 0 -l $'\e'"[<0;$((col - 2));$((line - 1))m"
expect "Romans: move 1 1109   (MI)"
keys q y
exited 0
finish
