/* Fuzzes loading a save: the record is replayed through the rules, so this also drives
 * actions from arbitrary text. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "data/save.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    if (save_load_text(fuzz_data(), (const char *)data, size, "fuzz.sav", &g, err,
                       sizeof err) == PS_OK) {
        if (ps_game_check_invariants(g) != PS_OK)
            abort();
        ps_game_free(g);
    } else if (strchr(err, ':') == NULL) {
        abort();
    }
    return 0;
}
