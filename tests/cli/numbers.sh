# Issue 11 D11: numbers out of range are refused, never clamped; selfplay of an unknown
# scenario is an error.
. "$(dirname "$0")/lib.sh"

range="a seed is a whole number from 0 to 18446744073709551615"
engine 'new rome seed 99999999999999999999\nnew rome seed 18446744073709551616\nnew rome seed 18446744073709551615\nnew rome seed -1\n'
expect "engine seeds" 0 "? $range

? $range

= rome seed 18446744073709551615

? $range"
run show rome seed 99999999999999999999
expect "show seed" 2 "prestags: seed 99999999999999999999: $range
usage: prestags show <scenario> [seed N]"
run play rome --seed 18446744073709551616
expect_in "play --seed" 2 "prestags: --seed 18446744073709551616: $range"
run selfplay random random games 1 scenario nosuch
expect "selfplay unknown scenario" 1 "selfplay: no scenario 'nosuch' (see 'scenarios')"
run selfplay random random games 5x
expect_in "selfplay games 5x" 2 "usage: prestags selfplay"
finish
