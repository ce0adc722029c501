/* The enemy's hexes a combat list runs through (fire [6.0], melee [7.0]): each once, in the
 * order the enemy's units meet them in index order, which is the order of the legal lists. */
#include <limits.h>
#include <string.h>

#include "combat.h"
#include "units.h"

int combat_enemy_hexes(const ps_game *g, int side, hex_id at, int dist, hex_id *out)
{
    const struct game_state *st = &g->st;
    int n = 0;
    /* Near one hex: looked for round it instead of measured to from every enemy unit, then
     * put in the list's order (each hex at its lowest-numbered enemy unit). */
    enum { NEAR_MAX = 3 * 6 * 7 + 1 }; /* the hexes within 6 */
    hex_id around[NEAR_MAX];
    int nearby = at != HEX_NONE ? map_list_within(&g->map, at, dist, around, NEAR_MAX) : -1;
    if (nearby >= 0 && nearby <= NEAR_MAX) {
        int first[NEAR_MAX];
        for (int i = 0; i < nearby; i++) {
            int lowest = INT_MAX;
            for (int v = st->first_in_hex[around[i]]; v >= 0; v = st->units[v].next)
                if (st->units[v].side != side && v < lowest)
                    lowest = v;
            if (lowest == INT_MAX)
                continue;
            int k = n++;
            for (; k > 0 && first[k - 1] > lowest; k--) {
                first[k] = first[k - 1];
                out[k] = out[k - 1];
            }
            first[k] = lowest;
            out[k] = around[i];
        }
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
