#!/usr/bin/env bash
# Builds the libFuzzer harnesses (clang, ASan + UBSan) and runs each for SECONDS seconds on
# its corpus, after replaying every kept regression input.  A crash is saved under
# fuzz/regressions/<harness>/ so that it becomes a regression test.
#   tools/fuzz.sh [SECONDS] [HARNESS...]
# The harnesses: map, tables, scenario and phalanx (the data loaders); save (the record
# pre-scan and the replay of a record of either system); protocol (the engine's stdin stream,
# load and save included); players (the journal's side file); cli (the command lines of the
# commands that need no terminal); tui (the terminal game's keys, and the PRESTAGS_DICE text it
# reads at start).  Seeds: the shipped data, the golden transcripts and fuzz/seeds.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
shift || true
harnesses=${*:-"map tables scenario save protocol phalanx players cli tui"}
flags="-g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all"
# The program's own objects the harnesses drive (the engine, the journal, the commands): all
# but main.
cli_objs=$(ls src/cli/*.c src/tui/*.c | grep -v '^src/cli/main.c$' | sed 's|^|build-fuzz/|; s|\.c$|.o|')
# shellcheck disable=SC2086
make -s BUILD=build-fuzz CC=clang WERROR= OPT="$flags -fsanitize=fuzzer-no-link" \
    build-fuzz/libprestags.a $cli_objs
export PRESTAGS_DATA=$PWD/data
for h in $harnesses; do
    bin=build-fuzz/fuzz_$h
    # shellcheck disable=SC2086
    clang -std=c11 -D_POSIX_C_SOURCE=200809L $flags -fsanitize=fuzzer -Iinclude -Isrc -Ifuzz \
        -o "$bin" fuzz/fuzz_$h.c $cli_objs build-fuzz/libprestags.a -lncursesw -lm -ljansson -lpthread
    corpus=build-fuzz/corpus/$h
    regress=fuzz/regressions/$h
    mkdir -p "$corpus" "$regress"
    # Seeds: the shipped data files of the harness's kind.
    case $h in
        map) cp data/chariot/map.txt "$corpus/" ;;
        tables) cp data/chariot/units.txt "$corpus/" ;;
        scenario) cp data/chariot/scenarios/*.txt "$corpus/" ;;
        # Records of both systems made by the engine: options, a built position, forced dice.
        save) cp fuzz/seeds/*.sav "$corpus/" ;;
        # (not the transcripts that ask the computer to play: a search per line starves the
        # fuzzer of runs); session.in has CRLF, a NUL line, save and load.
        protocol) grep -L genmove tests/golden/*.in | xargs -I{} cp {} "$corpus/"
                  cp fuzz/seeds/session.in "$corpus/" ;;
        # Each file behind the byte that selects its loader (fuzz_phalanx.c): 0 units, 1 CRT,
        # 2 TEC, 3 CUCC, 4 scenario.
        phalanx) k=0
                 for f in units crt tec cucc; do
                     { printf "\\$(printf %o $k)"; cat "data/phalanx/$f.txt"; } > "$corpus/$f.txt"
                     k=$((k + 1))
                 done
                 for f in data/phalanx/scenarios/*.txt; do
                     { printf '\004'; cat "$f"; } > "$corpus/scenario-$(basename "$f")"
                 done ;;
        players) cp fuzz/seeds/journal.players "$corpus/" ;;
        # argv one word a line (fuzz_cli.c).
        cli) printf 'show\nrome\nseed\n7' > "$corpus/show"
             printf 'record\n--to-text\nx' > "$corpus/record"
             printf 'replay\ny\n--text' > "$corpus/replay"
             printf 'scenarios' > "$corpus/scenarios" ;;
        # Sessions of keys behind their two header bytes and dice line (fuzz_tui.c).
        tui) cp fuzz/seeds/*.keys "$corpus/" ;;
    esac
    if ls "$regress"/* >/dev/null 2>&1; then
        echo "fuzz $h: replaying $(ls "$regress" | wc -l) regression inputs"
        "$bin" -runs=1 "$regress"/* >/dev/null 2>&1 || { echo "fuzz $h: regression fails"; exit 1; }
    fi
    echo "fuzz $h: $seconds s"
    if ! "$bin" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
        -artifact_prefix="$regress/" "$corpus" > "build-fuzz/fuzz_$h.log" 2>&1; then
        tail -30 "build-fuzz/fuzz_$h.log"
        echo "fuzz $h: FAILED; the input is kept in $regress"
        exit 1
    fi
    tail -1 "build-fuzz/fuzz_$h.log"
done
