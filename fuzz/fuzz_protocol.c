/* Fuzzes the engine as a client drives it: each input is the byte stream of its stdin, read by
 * the engine's own reader (engine_run_stream: NUL bytes, CR, overlong lines, EOF mid-line) and
 * run command by command, load and save included.  The game must stay consistent after the
 * session.  save and load would touch any path the input names: their argument is replaced by
 * one of four files in a scratch directory of the harness's own, so records saved by one
 * command are loaded by another. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/engine.h"
#include "fuzz_common.h"

static char scratch[64];

static void remove_scratch(void)
{
    char f[96];
    for (int i = 0; i < 4; i++) {
        snprintf(f, sizeof f, "%s/f%d.sav", scratch, i);
        unlink(f);
    }
    rmdir(scratch);
}

static void make_scratch(void)
{
    if (scratch[0])
        return;
    snprintf(scratch, sizeof scratch, "/tmp/prestags-fuzz-XXXXXX");
    if (!mkdtemp(scratch))
        abort();
    atexit(remove_scratch);
}

/* The offset of a save or load command in line (after its indent), or -1. */
static long file_command(const char *line, size_t len)
{
    size_t lead = 0;
    while (lead < len && (line[lead] == ' ' || line[lead] == '\t'))
        lead++;
    if (len - lead >= 5 &&
        (memcmp(line + lead, "save ", 5) == 0 || memcmp(line + lead, "load ", 5) == 0))
        return (long)lead;
    return -1;
}

/* Copies the input, with each save/load line's argument put in the scratch directory.  A
 * rewritten line can be far longer than the line it replaces ("load x" becomes a path in the
 * scratch directory), so the lines are counted first and the copy sized for them all. */
static char *sandboxed(const uint8_t *data, size_t size, size_t *out_len)
{
    size_t rewritten = 0;
    for (size_t i = 0; i < size;) {
        size_t end = i;
        while (end < size && data[end] != '\n')
            end++;
        rewritten += file_command((const char *)data + i, end - i) >= 0;
        i = end + 1;
    }
    /* "save " or "load ", the directory, "/f", one digit, ".sav" */
    size_t per_line = 5 + strlen(scratch) + 2 + 1 + 4;
    size_t cap = size + rewritten * per_line + 1;
    char *out = malloc(cap);
    size_t n = 0;
    if (!out)
        abort();
    for (size_t i = 0; i < size;) {
        size_t end = i;
        while (end < size && data[end] != '\n')
            end++;
        const char *line = (const char *)data + i;
        size_t len = end - i;
        long lead = file_command(line, len);
        if (lead >= 0) {
            unsigned h = 0;
            for (size_t k = (size_t)lead + 5; k < len; k++)
                h = h * 31 + (uint8_t)line[k];
            n += (size_t)snprintf(out + n, cap - n, "%.4s %s/f%u.sav", line + lead, scratch,
                                  h % 4);
        } else {
            memcpy(out + n, line, len);
            n += len;
        }
        if (end < size)
            out[n++] = '\n';
        i = end + 1;
    }
    *out_len = n;
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    make_scratch();
    struct session s = {0};
    s.data = (ps_data *)fuzz_data();
    s.px = (ps_data *)fuzz_px_data();
    s.out = fopen("/dev/null", "w");
    if (!s.out)
        abort();
    size_t len;
    char *text = sandboxed(data, size, &len);
    FILE *in = fmemopen(text, len ? len : 1, "r");
    if (!in)
        abort();
    if (len)
        engine_run_stream(&s, in);
    fclose(in);
    free(text);
    if (s.game && ps_game_check_invariants(s.game) != PS_OK)
        abort();
    ps_game_free(s.game);
    fclose(s.out);
    return 0;
}
