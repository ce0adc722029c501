/* Fuzzes the journal's side file (journal.players), read by `prestags resume`: any content is
 * read or refused with "file:line: reason", and a refusal leaves the defaults whole. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tui/journal.h"

static char path[64];

static void remove_path(void)
{
    unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!path[0]) {
        snprintf(path, sizeof path, "/tmp/prestags-fuzz-players-XXXXXX");
        int fd = mkstemp(path);
        if (fd < 0)
            abort();
        close(fd);
        atexit(remove_path);
    }
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    struct journal_side s = {"human,computer", 7, 300};
    char err[256];
    if (journal_load_side(path, &s, err, sizeof err)) {
        if (s.delay_ms < 0 || s.delay_ms > 10000 || !memchr(s.players, '\0', sizeof s.players))
            abort();
    } else if (strncmp(err, path, strlen(path)) != 0 || strcmp(s.players, "human,computer") != 0 ||
               s.ai_seed != 7 || s.delay_ms != 300) {
        abort();
    }
    return 0;
}
