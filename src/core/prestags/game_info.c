/* The read API for a Chariot game: a unit, a hex, a force's stacking limit [5.4], a unit's
 * facing [16.0] and the rows of the Terrain Effects Chart that apply to a hex.  The chart is
 * read as loaded (data, not code); how the movement and combat rules combine several features
 * of one hex is theirs to decide, so each feature is listed on its own.  Nothing here changes
 * a game. */
#include <stdio.h>
#include <string.h>

#include "core/textbuf.h"
#include "prestags_api.h"
#include "units.h"

/* The printed melee value: ".", "[3]" or "3" (values up to 99). */
static void melee_text(const struct unit_type *ut, char out[8])
{
    char *p = out;
    if (ut->melee_kind == MELEE_DOT) {
        *p++ = '.';
    } else {
        if (ut->melee_kind == MELEE_BRACKET)
            *p++ = '[';
        if (ut->melee >= 10)
            *p++ = (char)('0' + ut->melee / 10 % 10);
        *p++ = (char)('0' + ut->melee % 10);
        if (ut->melee_kind == MELEE_BRACKET)
            *p++ = ']';
    }
    *p = '\0';
}

ps_status prestags_game_unit(const ps_game *g, int u, ps_unit_info *out)
{
    if (u < 0 || u >= g->st.nunits)
        return PS_EINVAL;
    const struct unit *un = &g->st.units[u];
    const struct unit_type *ut = game_type(g, un);
    memset(out, 0, sizeof *out);
    /* Plain copies: computer players call this for every unit, every decision. */
    _Static_assert(sizeof out->code == sizeof ut->code, "unit code sizes");
    _Static_assert(sizeof out->name == sizeof ut->name, "unit name sizes");
    memcpy(out->code, ut->code, sizeof out->code);
    memcpy(out->name, ut->name, sizeof out->name);
    const char *cls = unit_class_name((enum unit_class)ut->cls);
    out->cls[0] = cls[0];
    out->cls[1] = cls[1];
    out->cls[2] = '\0';
    out->side = un->side;
    if (un->hex != HEX_NONE) {
        hex_cr h = map_cr(un->hex);
        out->hex = h.col * 100 + h.row;
    }
    out->on_map = un->where == UNIT_ON_MAP;
    out->eliminated = un->where == UNIT_ELIMINATED;
    out->exited = un->where == UNIT_EXITED;
    out->waiting = un->where == UNIT_WAITING;
    out->melee = ut->melee;
    melee_text(ut, out->melee_text);
    out->fire = ut->fire;
    out->range = ut->range;
    out->ma = unit_ma(g, un) / FX_ONE;
    out->leader_level = ut->leader_level;
    out->status = un->flags & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    out->carrier = un->carrier;
    return PS_OK;
}

/* Describes a hex's terrain as "slope+woods+stream". */
static void terrain_text(const struct map_hex *mh, char *buf, size_t len)
{
    static const char *const elev[] = {"clear", "slope", "hilltop"};
    static const char *const cover[] = {"", "woods", "village", "swamp"};
    static const char *const water[] = {"", "stream", "ford", "bridge", "river", "lake"};
    const char *base = elev[mh->elevation];
    if (mh->elevation == ELEV_GROUND && mh->cover != COVER_NONE)
        base = "";
    snprintf(buf, len, "%s%s%s%s%s%s%s", base, *base && mh->cover ? "+" : "",
             cover[mh->cover], (*base || mh->cover) && mh->water ? "+" : "", water[mh->water],
             mh->road ? "+" : "", mh->road ? "road" : "");
}

ps_status prestags_game_hex(const ps_game *g, int ccrr, ps_hex_info *out)
{
    memset(out, 0, sizeof *out);
    out->control = -1;
    hex_cr h = {ccrr / 100, ccrr % 100};
    hex_id id = map_hex_at(&g->map, h);
    if (id == HEX_NONE)
        return PS_EINVAL;
    const struct map_hex *mh = &g->map.hexes[id];
    out->exists = true;
    terrain_text(mh, out->terrain, sizeof out->terrain);
    out->letter = mh->letter;
    out->elevation = mh->elevation;
    out->stream = mh->water == WATER_STREAM || mh->water == WATER_FORD ||
                  mh->water == WATER_BRIDGE;
    out->road = mh->road;
    out->impassable = mh->water == WATER_RIVER || mh->water == WATER_LAKE;
    out->control = g->st.control[id] ? g->st.control[id] - 1 : -1;
    return PS_OK;
}

int prestags_game_stacking_limit(const ps_game *g, int side)
{
    return (side == 0 || side == 1) ? g->scen.force[side].stacking : 0;
}

int prestags_game_unit_facing(const ps_game *g, int u)
{
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

size_t prestags_game_hex_effects(const ps_game *g, int hex, char *buf, size_t buflen)
{
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
