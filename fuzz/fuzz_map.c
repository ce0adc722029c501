/* Fuzzes the map loader: any text is refused with a message or loads a consistent map. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/map.h"
#include "data/map_load.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static struct map m;
    char err[512];
    if (map_load_text(&m, (const char *)data, size, "fuzz.map", err, sizeof err)) {
        /* A loaded map answers every lookup inside its rectangle. */
        for (int i = 0; i < MAP_MAX_HEXES; i++)
            for (int d = 0; d < HEX_DIRS; d++)
                (void)map_neighbour(&m, (hex_id)i, (enum hex_dir)d);
    } else if (strchr(err, ':') == NULL) {
        abort(); /* every refusal is "file:line: message" */
    }
    return 0;
}
