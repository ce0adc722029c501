/* Fuzzes the journal's side file (journal.players), read by `prestags resume`: any content is
 * read or refused with "file:line: reason", and a refusal leaves the defaults whole. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "tui/journal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_input_file("players", data, size);
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
