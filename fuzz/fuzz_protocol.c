/* Fuzzes the engine protocol: each input is a session of lines; every answer must start with
 * "=" or "?" and the game must stay consistent. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli/engine.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct session s = {0};
    s.data = (ps_data *)fuzz_data();
    s.px = (ps_data *)fuzz_px_data();
    s.out = fopen("/dev/null", "w");
    if (!s.out)
        abort();
    char line[4096];
    size_t i = 0;
    while (i < size && !s.quit) {
        size_t n = 0;
        while (i < size && data[i] != '\n' && n < sizeof line - 1)
            line[n++] = (char)data[i++];
        i++;
        line[n] = '\0';
        if (strchr(line, '\0') != line + n)
            continue;
        /* Saves would write files: the harness leaves them out. */
        if (strncmp(line, "save", 4) == 0 || strncmp(line, "load", 4) == 0)
            continue;
        engine_run_line(&s, line);
        if (s.game && ps_game_check_invariants(s.game) != PS_OK)
            abort();
    }
    ps_game_free(s.game);
    fclose(s.out);
    return 0;
}
