/* A Phalanx game's movement-search memory (px_move.h): a search readied once instead of once
 * per query, and the scenario's step tables, made whole once and shared by its games. */
#include <stdlib.h>
#include <string.h>

#include "core/scenario_tables.h"
#include "px_move.h"

/* The scenario's step tables, every step priced for every unit type of the data (whatever
 * units a game of the scenario has or is given: an empty one's are placed later); NULL when
 * out of memory. */
static struct px_step_tables *make_tables(const ps_game *g)
{
    int8_t slot[PX_TYPES_MAX];
    memset(slot, -1, sizeof slot);
    int types = g->px.ntypes < PX_TYPES_MAX ? g->px.ntypes : PX_TYPES_MAX;
    for (int t = 0; t < types; t++)
        slot[t] = (int8_t)t;
    int rows_hexes = g->map.rows * MAP_MAX_COLS, span = rows_hexes * HEX_DIRS;
    struct px_step_tables *tab =
        malloc(sizeof *tab + (size_t)types * (size_t)span * sizeof tab->step_cost[0]);
    if (!tab)
        return NULL;
    shared_block_made(&tab->held);
    memcpy(tab->slot, slot, sizeof slot);
    tab->span = span;
    tab->heap_only = false;
    for (int k = 0; k < PX_NODES; k++)
        tab->step_to[k] = (uint16_t)(HEX_NONE + 2);
    for (hex_id h = 0; h < rows_hexes && h < MAP_MAX_HEXES; h++)
        for (int d = 0; d < HEX_DIRS; d++) {
            int k = h * HEX_DIRS + d;
            hex_id to = g->map.hexes[h].exists ? map_neighbour(&g->map, h, (enum hex_dir)d)
                                               : HEX_NONE;
            tab->step_to[k] = (uint16_t)(to + 2);
            for (int t = 0; t < types; t++) {
                fx c = to == HEX_NONE ? -1
                                      : px_enter_cost_type(g, &g->px.types[t], h, d, to, NULL, 0);
                if (c >= 0 && (c <= 0 || c % (1 << PX_BUCKET_SHIFT)))
                    tab->heap_only = true; /* the buckets do not fit this chart */
                tab->step_cost[(size_t)t * (size_t)span + (size_t)k] = (uint16_t)(c + 2);
            }
        }
    return tab;
}

struct px_scratch *px_scratch(ps_game *g)
{
    if (!g->px_scratch) {
        /* The scenario's tables when an earlier game of the same data made them; else made
         * here and left for the next (core/scenario_tables.h). */
        if (!g->map_tables)
            g->map_tables = scenario_tables_take(g->shared_tables, g->scenario_index);
        if (!g->map_tables) {
            struct px_step_tables *tab = make_tables(g);
            if (!tab)
                return NULL;
            g->map_tables =
                scenario_tables_offer(g->shared_tables, g->scenario_index, &tab->held);
        }
        struct px_scratch *sc = calloc(1, sizeof *sc); /* no view kept, the buckets empty */
        if (!sc)
            return NULL;
        sc->tab = (const struct px_step_tables *)g->map_tables;
        memcpy(sc->slot, sc->tab->slot, sizeof sc->slot);
        px_search_init(&sc->s);
        g->px_scratch = sc;
    }
    return g->px_scratch;
}
