/* A Phalanx game's movement-search memory (px_move.h): one zeroed block whose tables fill in
 * as the searches price their steps, and a search readied once instead of once per query. */
#include <stdlib.h>
#include <string.h>

#include "px_move.h"

struct px_scratch *px_scratch(ps_game *g)
{
    if (!g->px_scratch) {
        /* A table for each type the units have (they are all made with the game). */
        int8_t slot[PX_TYPES_MAX];
        memset(slot, -1, sizeof slot);
        int types = 0;
        for (int u = 0; u < g->st.nunits; u++)
            if (slot[g->st.units[u].type] < 0)
                slot[g->st.units[u].type] = (int8_t)types++;
        int span = g->map.rows * MAP_MAX_COLS * HEX_DIRS;
        /* calloc: the tables' zeroes are "not known yet", and pages never read cost nothing. */
        g->px_scratch = calloc(1, sizeof *g->px_scratch +
                                      (size_t)types * (size_t)span * sizeof(uint16_t));
        if (!g->px_scratch)
            return NULL;
        memcpy(g->px_scratch->slot, slot, sizeof slot);
        g->px_scratch->span = span;
        px_search_init(&g->px_scratch->s); /* the buckets: zeroed, empty */
    }
    return g->px_scratch;
}
