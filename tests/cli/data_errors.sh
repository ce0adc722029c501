# Issue 11 D6: an error in data/phalanx is reported with its file:line wherever a Phalanx
# scenario may be meant, and does not stop Chariot games.  D7: the scenario checks against the
# map and charts run on every load.
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

# D12: a directory where a scenario file should be.
rm -rf z
cp -r "$root/data" z
mkdir z/chariot/scenarios/zz.txt
PRESTAGS_DATA=z run show rome
expect "a directory named like a scenario" 1 "prestags: z/chariot/scenarios/zz.txt: is a directory, not a file"

# D7: three scenarios that loaded silently before, one of them into a game stuck in set-up.
for case in "s/^vp 27/vp 28/" "s/^deploy H 3/deploy D 3/" "s/9 MI, 3 AX, 4 SK/99 MI, 3 AX, 4 SK/"; do
    rm -rf e
    cp -r "$root/data" e
    sed -i "$case" e/chariot/scenarios/rome.txt
    PRESTAGS_DATA=e run show rome
    case $case in
    *vp*) want="19: [11.2] Romans: printed VP 28, but the units are worth 27" ;;
    *deploy*) want="30: [11.1] deployment areas overlap: Romans D-3 and Sabines D-3 share 37 hexes: 2725 2825 2925 3025 2626 2726 2826 2926 ..." ;;
    *) want="22: [5.4] Romans at D-3: 37 passable hexes, but the group needs 106 at stacking 1 (Chariots alone [C1.9], classes apart [5.3])" ;;
    esac
    expect "show rome after $case" 1 "prestags: e/chariot/scenarios/rome.txt:$want"
done

# The Phalanx set-up checks name their line too.
for case in "s/^deploy F-4/deploy F-1/" "s/^units 8 MH, 20 SD, 9 BI/units 8 MH, 9 BI/"; do
    rm -rf p
    cp -r "$root/data" p
    sed -i "$case" p/phalanx/scenarios/cannae.txt
    PRESTAGS_DATA=p run show cannae
    case $case in
    *deploy*) want="32: [Phalanx Stacking] Romans: 172 stacking points do not fit in the 7 hexes of F-1 at 12 a hex" ;;
    *) want="26: [Phalanx Manipular Roman Legion] Romans have no Roman Swordsmen" ;;
    esac
    expect "show cannae after $case" 1 "prestags: p/phalanx/scenarios/cannae.txt:$want"
done
finish
