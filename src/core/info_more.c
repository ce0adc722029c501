/* More read access for front ends: a force's stacking limit, a unit's facing, and the rows
 * of the Terrain Effects Chart that apply to a hex.  The chart is read as loaded (data, not
 * code); how the movement and combat rules combine several features of one hex is theirs to
 * decide, so each feature is listed on its own. */
#include <string.h>

#include "game.h"
#include "textbuf.h"
#include "phalanx/px_info.h"

int ps_game_stacking_limit(const ps_game *g, int side)
{
    if (g->phalanx)
        return px_game_stacking_limit(g, side); /* points, not units [Phalanx Stacking] */
    return (side == 0 || side == 1) ? g->scen.force[side].stacking : 0;
}

int ps_game_unit_facing(const ps_game *g, int u)
{
    if (g->phalanx)
        return px_game_unit_facing(g, u);
    if (u < 0 || u >= g->st.nunits || !(g->st.options >> PS_OPT_FACING & 1u))
        return -1;
    const struct unit *un = &g->st.units[u];
    if (un->where != UNIT_ON_MAP || un->facing < 0 || un->facing >= HEX_DIRS)
        return -1;
    return un->facing;
}

/* The features of a hex, in the chart's order. */
static int hex_features(const struct map_hex *mh, enum tec_feature out[4])
{
    static const enum tec_feature elev[] = {TEC_CLEAR, TEC_SLOPE, TEC_HILLTOP};
    static const enum tec_feature cover[] = {TEC_CLEAR, TEC_WOODS, TEC_VILLAGE, TEC_SWAMP};
    static const enum tec_feature water[] = {TEC_CLEAR,  TEC_STREAM, TEC_FORD,
                                             TEC_BRIDGE, TEC_RIVER,  TEC_LAKE};
    _Static_assert(sizeof elev / sizeof elev[0] == ELEV_COUNT, "elevations");
    _Static_assert(sizeof cover / sizeof cover[0] == COVER_COUNT, "covers");
    _Static_assert(sizeof water / sizeof water[0] == WATER_COUNT, "waters");
    int n = 0;
    if (mh->elevation < ELEV_COUNT && mh->elevation != ELEV_GROUND)
        out[n++] = elev[mh->elevation];
    if (mh->cover < COVER_COUNT && mh->cover != COVER_NONE)
        out[n++] = cover[mh->cover];
    if (mh->water < WATER_COUNT && mh->water != WATER_NONE)
        out[n++] = water[mh->water];
    if (mh->road)
        out[n++] = TEC_ROAD;
    if (n == 0)
        out[n++] = TEC_CLEAR;
    return n;
}

static void put_fx(struct textbuf *o, fx v)
{
    if (v % FX_ONE == 0)
        textbuf_put(o, "%d", v / FX_ONE);
    else
        textbuf_put(o, "%d %d/%d", v / FX_ONE, v % FX_ONE, FX_ONE);
}

static void put_row(struct textbuf *o, enum tec_feature f, const struct tec_row *r)
{
    static const char *const melee[] = {"normal", "halved", "doubled"};
    textbuf_put(o, "%s: ", tec_feature_name(f));
    if (!r->present) {
        textbuf_put(o, "not on the chart\n");
        return;
    }
    if (r->prohibited) {
        textbuf_put(o, "prohibited");
    } else if (r->as_other) {
        textbuf_put(o, "MP as other terrain");
    } else {
        put_fx(o, r->move_cost);
        textbuf_put(o, " MP");
    }
    if (r->as_other)
        textbuf_put(o, ", fire protection as other terrain");
    else if (r->fire_protection)
        textbuf_put(o, ", fire protection %d", r->fire_protection);
    if (r->blocks_los)
        textbuf_put(o, ", blocks LOS");
    if (r->no_ff_fire)
        textbuf_put(o, ", no Ff fire from it");
    if (r->no_mf_fire)
        textbuf_put(o, ", no Mf fire from it");
    if (r->melee_attacker != TEC_MELEE_NORMAL && r->melee_attacker < 3)
        textbuf_put(o, ", attacker %s", melee[r->melee_attacker]);
    if (r->melee_defender != TEC_MELEE_NORMAL && r->melee_defender < 3)
        textbuf_put(o, ", defender %s", melee[r->melee_defender]);
    textbuf_put(o, "\n");
}

size_t ps_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen)
{
    if (g->phalanx)
        return px_game_hex_effects(g, hex, buf, buflen);
    hex_cr h = {hex / 100, hex % 100};
    hex_id id = map_hex_at(&g->map, h);
    if (buflen)
        buf[0] = '\0';
    if (id == HEX_NONE)
        return 0;
    struct textbuf o;
    textbuf_init(&o, buf, buflen);
    enum tec_feature f[4];
    int n = hex_features(&g->map.hexes[id], f);
    for (int i = 0; i < n; i++)
        put_row(&o, f[i], &g->tables.tec[f[i]]);
    return o.pos;
}
