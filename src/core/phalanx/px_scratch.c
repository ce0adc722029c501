/* A Phalanx game's movement-search memory (px_move.h): one zeroed block whose tables fill in
 * as the searches price their steps, and a search readied once instead of once per query. */
#include <stdlib.h>

#include "px_move.h"

struct px_scratch *px_scratch(ps_game *g)
{
    if (!g->px_scratch) {
        /* calloc: the tables' zeroes are "not known yet", and pages never read cost nothing. */
        g->px_scratch = calloc(1, sizeof *g->px_scratch);
        if (!g->px_scratch)
            return NULL;
        px_search_init(&g->px_scratch->s);
        for (int k = 0; k < PX_BUCKETS; k++) { /* every bucket empty */
            g->px_scratch->q.lo[k] = PX_WORDS;
            g->px_scratch->q.hi[k] = -1;
        }
    }
    return g->px_scratch;
}
