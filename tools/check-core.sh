#!/usr/bin/env bash
# The engine stays a library: src/core does no I/O, never exits, and holds no mutable globals.
# I/O and exit are found in the source; globals in the compiled objects (objects in .data or
# .bss; const tables live in read-only data).
set -eu
cd "$(dirname "$0")/.."
status=0
io='\b(printf|fprintf|vfprintf|puts|fputs|putchar|fputc|putc|fopen|fclose|fread|fwrite|fgets|getchar|getc|fgetc|scanf|fscanf|perror|stdout|stderr|stdin|exit|_Exit|abort|system|getenv|time|clock)[[:space:]]*\('
if grep -nE "$io" src/core/*.c src/core/*.h src/core/*/*.c 2>/dev/null | grep -v '^\s*/\*'; then
    echo "check-core: I/O, exit or the clock in src/core (the engine is a library)" >&2
    status=1
fi
objs=$(ls build/src/core/*.o build/src/core/*/*.o 2>/dev/null || true)
if [ -n "$objs" ]; then
    # Objects in writable sections (.data, .bss, common); .data.rel.ro holds const tables.
    globals=$(for o in $objs; do objdump -t "$o" | awk -v o="$o" \
        '$0 ~ / O / { for (i = 1; i <= NF; i++) if ($i ~ /^(\.data|\.bss|\*COM\*)/ && $i !~ /^\.data\.rel\.ro/) print o ": " $NF }'; done)
    if [ -n "$globals" ]; then
        echo "$globals"
        echo "check-core: mutable globals in src/core" >&2
        status=1
    fi
fi
exit $status
