/* Terrain entry costs [5.11], [9.0]: what a unit pays to enter a hex, from the Terrain
 * Effects Chart data (tables.tec), never from numbers in code.
 *
 * A hex may combine an elevation, a cover and water.  Its cost is that of its costliest
 * feature, never less than clear: a wooded slope costs the woods' 3, a slope with a stream the
 * slope's (or stream's) 2.  A hilltop has no cost of its own ("other" on the chart): it costs
 * what its other terrain costs [5.62], except that crossing a slope-splash hexside from a
 * slope hex into it costs 2 [5.62].  Moving from a road hex into a road hex through a road
 * hexside costs the road's 1 whatever else is in the hex [5.51], [5.61]; entering a road hex
 * any other way pays the other terrain [5.52].  Entering from off the map is never along a
 * road. */
#include <stdio.h>

#include "core/scenario_check.h"
#include "movement.h"

/* [5.62] "expends two Movement Points", from a slope hex across a slope-splash hexside. */
static const fx splash_cost = FX(2);

static fx row_cost(const struct tables *t, enum tec_feature f)
{
    const struct tec_row *row = &t->tec[f];
    if (!row->present || row->prohibited || row->as_other)
        return 0;
    return row->move_cost;
}

static fx max_fx(fx a, fx b)
{
    return a > b ? a : b;
}

fx terrain_entry_cost(const ps_game *g, hex_id from, hex_id to)
{
    int dir = from != HEX_NONE ? hex_direction_to(map_cr(from), map_cr(to)) : -1;
    return terrain_entry_cost_dir(g, dir >= 0 ? from : HEX_NONE, dir, to);
}

fx terrain_entry_cost_dir(const ps_game *g, hex_id from, int dir, hex_id to)
{
    static const uint8_t cover_feature[COVER_COUNT] = {
        [COVER_NONE] = TEC_CLEAR, [COVER_WOODS] = TEC_WOODS,
        [COVER_VILLAGE] = TEC_VILLAGE, [COVER_SWAMP] = TEC_SWAMP,
    };
    static const uint8_t water_feature[WATER_COUNT] = {
        [WATER_NONE] = TEC_CLEAR,    [WATER_STREAM] = TEC_STREAM, [WATER_FORD] = TEC_FORD,
        [WATER_BRIDGE] = TEC_BRIDGE, [WATER_RIVER] = TEC_RIVER,   [WATER_LAKE] = TEC_LAKE,
    };
    const struct map *m = &g->map;
    const struct tables *t = &g->tables;
    if (!scenario_hex_passable(&g->scen, t, m, to))
        return -1;
    const struct map_hex *x = &m->hexes[to];
    const struct map_hex *f = from != HEX_NONE && dir >= 0 ? &m->hexes[from] : NULL;
    /* [5.51] road hex to road hex through a road hexside. */
    if (f && x->road && f->road && (f->road_sides >> dir & 1) && t->tec[TEC_ROAD].present)
        return t->tec[TEC_ROAD].move_cost;
    fx cost = t->tec[TEC_CLEAR].present ? t->tec[TEC_CLEAR].move_cost : FX_ONE;
    if (x->cover < COVER_COUNT)
        cost = max_fx(cost, row_cost(t, (enum tec_feature)cover_feature[x->cover]));
    if (x->water < WATER_COUNT)
        cost = max_fx(cost, row_cost(t, (enum tec_feature)water_feature[x->water]));
    if (x->elevation == ELEV_SLOPE) {
        cost = max_fx(cost, row_cost(t, TEC_SLOPE)); /* [5.61] */
    } else if (x->elevation == ELEV_HILLTOP) {
        if (!t->tec[TEC_HILLTOP].as_other)
            cost = max_fx(cost, row_cost(t, TEC_HILLTOP));
        else if (f && f->elevation == ELEV_SLOPE && (f->splash_sides >> dir & 1))
            cost = max_fx(cost, splash_cost); /* [5.62] */
    }
    return cost;
}

void mp_format(fx v, char *buf, size_t len)
{
    if (v < 0)
        v = 0;
    int whole = v / FX_ONE, num = v % FX_ONE, den = FX_ONE;
    while (num && num % 2 == 0) {
        num /= 2;
        den /= 2;
    }
    if (num == 0)
        snprintf(buf, len, "%d", whole);
    else if (whole == 0)
        snprintf(buf, len, "%d/%d", num, den);
    else
        snprintf(buf, len, "%d %d/%d", whole, num, den);
}
