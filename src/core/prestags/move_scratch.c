/* A game's search memory: the movement search's arrays (about 30 KB) are readied once per game
 * instead of once per legal-action query, since every search leaves them clean (reach.c's
 * invariant).  Made on the first movement query; a clone makes its own (game.c). */
#include <stdlib.h>

#include "movement.h"

struct move_scratch *move_scratch(ps_game *g)
{
    if (!g->scratch) {
        g->scratch = malloc(sizeof *g->scratch);
        if (!g->scratch)
            return NULL;
        reach_init(&g->scratch->r);
        for (int i = 0; i < MAP_MAX_HEXES * HEX_DIRS; i++)
            g->scratch->step_cost[i] = REACH_COST_UNKNOWN;
        g->scratch->r.step_cost = g->scratch->step_cost;
        for (int h = 0; h < MAP_MAX_HEXES; h++)
            for (int d = 0; d < HEX_DIRS; d++)
                g->scratch->step_to[h * HEX_DIRS + d] =
                    g->map.hexes[h].exists ? reach_step(&g->map, (hex_id)h, d) : HEX_NONE;
        g->scratch->r.step_to = g->scratch->step_to;
        g->scratch->edges_known = false;
        g->scratch->nedge = 0;
    }
    return g->scratch;
}
