/* Phalanx's line of sight and missile zones, asked by the front ends (ranges.c).  The same
 * readings as the rules that decide: px_strength.c's fire over intervening hexes [Phalanx
 * Combat D] and px_cost.c's stop zones [Phalanx errata Movement K]. */
#include "px_sight.h"

#include <stdio.h>

#include "px_combat.h"

bool px_hex_blocks_fire(const ps_game *g, hex_cr c)
{
    hex_id h = map_hex_at(&g->map, c);
    if (h == HEX_NONE)
        return false;
    int cover = g->pxs.all_clear ? COVER_NONE : g->map.hexes[h].cover;
    return g->st.first_in_hex[h] >= 0 || cover == COVER_WOODS || cover == COVER_VILLAGE;
}

/* The firer's hex lets it fire over whatever lies between (a hilltop, by the chart). */
static bool fires_over(const ps_game *g, hex_id from)
{
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[from], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++)
        if (g->px.tec.rows[ts[i]].fire_over.v)
            return true;
    return false;
}

ps_status px_line_of_sight(const ps_game *g, hex_id from, hex_id to, char *why, size_t len)
{
    if (map_distance(from, to) <= 1 || fires_over(g, from))
        return PS_OK;
    enum { LINE_MAX = 128 };
    hex_line_step line[LINE_MAX];
    int k = hex_line(map_cr(from), map_cr(to), line, LINE_MAX);
    if (k > LINE_MAX) {
        snprintf(why, len, "[Phalanx Combat B] %04d is too far from %04d", px_cr(to), px_cr(from));
        return PS_EILLEGAL;
    }
    for (int i = 1; i + 1 < k; i++) {
        bool b0 = px_hex_blocks_fire(g, line[i].hex[0]);
        if (b0 && (line[i].count < 2 || px_hex_blocks_fire(g, line[i].hex[1]))) {
            int at = line[i].hex[0].col * 100 + line[i].hex[0].row;
            snprintf(why, len, "[Phalanx Combat D] no line of sight from %04d to %04d: %04d%s "
                     "holds units, woods or a village, and only a unit on a hilltop fires over "
                     "them", px_cr(from), px_cr(to), at, line[i].count < 2 ? "" : " (and the "
                     "hex beside it on the line)");
            return PS_EILLEGAL;
        }
    }
    return PS_OK;
}

int px_fire_zone(const ps_game *g, int side, hex_id h)
{
    for (int e = 0; e < g->st.nunits; e++) {
        const struct unit *un = &g->st.units[e];
        /* Demoralized units forfeit their zones [Phalanx errata Demoralization and Panic]. */
        if (un->where != UNIT_ON_MAP || un->side == side || !px_is_missile(g, un) ||
            px_demoralized(g, e))
            continue;
        for (int k = 0; k < 3; k++)
            if (map_neighbour(&g->map, un->hex, (enum hex_dir)((un->facing + k + 5) % 6)) == h)
                return e;
    }
    return -1;
}
