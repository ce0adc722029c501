# Issue 11 D6: an error in data/phalanx is reported with its file:line wherever a Phalanx
# scenario may be meant, and does not stop Chariot games.
. "$(dirname "$0")/lib.sh"

cp -r "$root/data" d
sed -i 's/^scenario cannae/Xscenario cannae/' d/phalanx/scenarios/cannae.txt
export PRESTAGS_DATA=d
want="prestags: d/phalanx/scenarios/cannae.txt:11: unknown keyword 'Xscenario'"
run show cannae
expect "show cannae" 1 "$want"
run play cannae
expect "play cannae" 1 "$want"
run selfplay random random games 1 scenario cannae
expect "selfplay scenario cannae" 1 "$want"
run show rome seed 3
expect_in "show rome still works" 0 "Set-up from seed 3"
out=$(printf 'new rome\nnew cannae\n' | "$prestags" engine 2>/dev/null)
rc=$?
expect "engine: Chariot plays, Phalanx answers its error" 0 "= rome seed 1

? d/phalanx/scenarios/cannae.txt:11: unknown keyword 'Xscenario'"
finish
