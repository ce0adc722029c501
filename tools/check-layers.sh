#!/usr/bin/env bash
# The layers (docs/architecture.md): every #include "..." of src/ is resolved as the compiler
# resolves it (the including file's folder, then -Iinclude, then -Isrc) and must point at a
# layer its own layer may use:
#
#   generic   src/core/*            the public header and itself
#   chariot   src/core/prestags/    generic, itself                 (never phalanx)
#   phalanx   src/core/phalanx/     generic, itself                 (never chariot)
#   data      src/data/             generic, the Phalanx charts' and scenarios' layouts, itself
#   ai        src/ai/               the public header and itself
#   front     src/cli/ tui/ server/ mpi/   the public header, ai/ai.h, the front ends
#
# Exceptions, each named here: the game's state and a loaded data set hold the Phalanx marks,
# charts and scenario by value (a game is copied with one assignment), so game.h and ruleset.h
# include those data-only headers.  tests/ and fuzz/ are white-box and not checked.
# Prints each crossing as file:line and fails if there is one.
set -eu
cd "$(dirname "$0")/.."

# Sets layer to the layer of path $1.
layer_of() {
    case "$1" in
    include/prestags.h) layer=public ;;
    src/core/prestags/*) layer=chariot ;;
    src/core/phalanx/*) layer=phalanx ;;
    src/core/*) layer=generic ;;
    src/data/*) layer=data ;;
    src/ai/*) layer=ai ;;
    src/cli/* | src/tui/* | src/server/* | src/mpi/*) layer=front ;;
    *) layer=other ;;
    esac
}

# allowed FROM-LAYER TO-LAYER TO-PATH FROM-PATH
allowed() {
    local from=$1 to=$2 path=$3 file=$4
    [ "$from" = "$to" ] && return 0
    case "$from:$to" in
    generic:public | chariot:generic | chariot:public | phalanx:generic | phalanx:public | \
        data:generic | data:public | ai:public | front:public)
        return 0 ;;
    front:ai) [ "$path" = src/ai/ai.h ] && return 0 ;;
    data:phalanx)
        case "$path" in src/core/phalanx/tables.h | src/core/phalanx/scenario.h) return 0 ;; esac ;;
    generic:phalanx)
        case "$file:$path" in
        src/core/game.h:src/core/phalanx/px_state.h | \
            src/core/game.h:src/core/phalanx/scenario.h | \
            src/core/game.h:src/core/phalanx/tables.h | \
            src/core/ruleset.h:src/core/phalanx/scenario.h | \
            src/core/ruleset.h:src/core/phalanx/tables.h)
            return 0 ;;
        esac ;;
    esac
    return 1
}

status=0
# One pass over every file: "file:line:name" for each #include "name".
while IFS=: read -r file line name; do
    layer_of "$file"
    from=$layer
    dir=${file%/*}
    target=
    for base in "$dir" include src; do
        if [ -f "$base/$name" ]; then
            target=$base/$name
            case "$target" in
            */../* | */./*) target=$(realpath -m --relative-to=. "$target") ;;
            esac
            break
        fi
    done
    if [ -z "$target" ]; then
        echo "$file:$line: includes \"$name\", which is not found" >&2
        status=1
        continue
    fi
    layer_of "$target"
    to=$layer
    if ! allowed "$from" "$to" "$target" "$file"; then
        echo "$file:$line: includes \"$name\" ($target): the $from layer may not include" \
            "the $to layer (docs/architecture.md)" >&2
        status=1
    fi
done < <(find src -name '*.[ch]' | sort |
    xargs grep -n -H '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' |
    sed 's/^\([^:]*\):\([0-9]*\):[^"]*"\([^"]*\)".*/\1:\2:\3/')
if [ $status -ne 0 ]; then
    echo "check-layers: an include crosses a layer's line" >&2
fi
exit $status
