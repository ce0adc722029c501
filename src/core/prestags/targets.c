/* The enemy's hexes a combat list runs through (fire [6.0], melee [7.0]): each once, in the
 * order the enemy's units meet them in index order, which is the order of the legal lists. */
#include <string.h>

#include "combat.h"
#include "units.h"

int combat_enemy_hexes(const ps_game *g, int side, hex_id at, int dist, hex_id *out)
{
    const struct game_state *st = &g->st;
    int n = 0;
    /* Near one hex: looked for round it instead of measured to from every enemy unit, then
     * put in the list's order (each hex at its lowest-numbered enemy unit). */
    hex_id around[MAP_NEAR_MAX];
    int nearby = at != HEX_NONE ? map_list_within(&g->map, at, dist, around, MAP_NEAR_MAX) : -1;
    if (nearby >= 0 && nearby <= MAP_NEAR_MAX) {
        int16_t lowest[MAP_NEAR_MAX];
        for (int i = 0; i < nearby; i++) {
            int low = -1;
            for (int v = st->first_in_hex[around[i]]; v >= 0; v = st->units[v].next)
                if (st->units[v].side != side && (low < 0 || v < low))
                    low = v;
            if (low >= 0)
                n = unit_list_insert(lowest, n, low);
        }
        for (int i = 0; i < n; i++)
            out[i] = st->units[lowest[i]].hex;
        return n;
    }
    uint8_t seen[MAP_MAX_HEXES];
    memset(seen, 0, sizeof seen);
    struct map_cube from = map_cube(at != HEX_NONE ? at : 0);
    int nlist;
    const int16_t *list = units_of_side(g, side, true, &nlist);
    for (int j = 0; j < nlist; j++) {
        const struct unit *en = &st->units[list ? list[j] : j];
        if (en->side == side || en->where != UNIT_ON_MAP || seen[en->hex])
            continue;
        seen[en->hex] = 1;
        if (at == HEX_NONE || map_cube_distance(from, map_cube(en->hex)) <= dist)
            out[n++] = en->hex;
    }
    return n;
}
