/* What a step of Phalanx movement costs and what stops it: terrain costs [Phalanx errata
 * Terrain Effects Chart], roads and their fractions [Phalanx Movement G, H], the Movement
 * Allowance, stacking [Phalanx Stacking], turning while moving [Phalanx Facing G], and the
 * enemy's stop zones: missile fronts [Phalanx errata Movement K] and cross-river control
 * [Phalanx Cross River Attack]. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "px_move.h"

static void say(char *why, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void say(char *why, size_t len, const char *fmt, ...)
{
    if (!why || !len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, len, fmt, ap);
    va_end(ap);
}

/* "3", "1/2", "2 1/2" */
const char *px_mp_text(fx v, char buf[24])
{
    int whole = v / FX_ONE, rem = v % FX_ONE;
    if (!rem)
        snprintf(buf, 24, "%d", whole);
    else if (!whole)
        snprintf(buf, 24, "%d/256", rem);
    else
        snprintf(buf, 24, "%d %d/256", whole, rem);
    if (rem == FX_ONE / 2)
        snprintf(buf, 24, whole ? "%d 1/2" : "1/2", whole);
    return buf;
}

bool px_stream_hex(const ps_game *g, hex_id h)
{
    if (h == HEX_NONE || g->pxs.all_clear)
        return false;
    uint8_t w = g->map.hexes[h].water;
    return w == WATER_STREAM || w == WATER_FORD || w == WATER_BRIDGE;
}

/* [Phalanx Cross River Attack] with [Phalanx errata Terrain Effects Chart]: "applicable only
 * to stream hexes"; a ford is a stream hex for combat, a bridge carries a road over it. */
static bool river_hex(const ps_game *g, hex_id h)
{
    if (h == HEX_NONE || g->pxs.all_clear)
        return false;
    uint8_t w = g->map.hexes[h].water;
    return w == WATER_STREAM || w == WATER_FORD;
}

static bool near_river(const ps_game *g, hex_id h)
{
    if (river_hex(g, h))
        return true;
    for (int d = 0; d < HEX_DIRS; d++)
        if (river_hex(g, map_neighbour(&g->map, h, (enum hex_dir)d)))
            return true;
    return false;
}

fx px_enter_cost_why(const ps_game *g, int u, hex_id from, hex_id to, char *why, size_t len)
{
    if (to == HEX_NONE || !g->map.hexes[to].exists) {
        say(why, len, "[Phalanx Movement I] not a hex of the map");
        return -1;
    }
    return px_enter_cost_dir(g, u, from, from != HEX_NONE ? px_dir_between(from, to) : -1, to,
                             why, len);
}

fx px_enter_cost_dir(const ps_game *g, int u, hex_id from, int d, hex_id to, char *why,
                     size_t len)
{
    /* u < 0: a unit no terrain restricts (ps_game_move_cost asks for no unit). */
    return px_enter_cost_type(g, u >= 0 ? px_type(g, &g->st.units[u]) : NULL, from, d, to, why,
                              len);
}

fx px_enter_cost_type(const ps_game *g, const struct px_unit_type *t, hex_id from, int d,
                      hex_id to, char *why, size_t len)
{
    /* [Phalanx errata Terrain Effects Chart] a road hex entered through a road hexside. */
    bool road = d >= 0 && (g->map.hexes[from].road_sides >> d & 1);
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[to], g->pxs.all_clear, ts);
    fx cost = 0;
    for (int i = 0; i < n; i++) {
        const struct px_tec_row *row = &g->px.tec.rows[ts[i]];
        int e = t ? t->entry[ts[i]].v : PX_ENTER_YES;
        if (row->prohibited) { /* [Phalanx errata Terrain Effects Chart] sea and lake */
            say(why, len, "[Phalanx errata Terrain Effects Chart] units may never enter %s "
                "hexes (%04d)", px_terrain_name(ts[i]), px_ccrr(to));
            return -1;
        }
        if (e == PX_ENTER_NEVER) { /* Elephants never enter swamp */
            say(why, len, "[Phalanx errata Terrain Effects Chart] %s may never enter %s (%04d)",
                t->code, px_terrain_name(ts[i]), px_ccrr(to));
            return -1;
        }
        if (e == PX_ENTER_ROAD_ONLY && !road) {
            say(why, len, "[Phalanx errata Terrain Effects Chart] %s enter %s only along a road "
                "(%04d)", t->code, px_terrain_name(ts[i]), px_ccrr(to));
            return -1;
        }
        fx c = row->move;
        /* A ford: 1 MP from a non-stream hex, else the stream's 2. */
        if (ts[i] == PX_T_FORD && row->move_from_non_stream && !px_stream_hex(g, from))
            c = row->move_from_non_stream;
        if (c > cost) /* two terrains: the dearer one alone */
            cost = c;
    }
    if (road) /* [Phalanx Movement G], [Phalanx errata Terrain Effects Chart]: 1/2, bridges too */
        cost = g->px.tec.road_move;
    return cost;
}

fx px_enter_cost(const ps_game *g, int u, hex_id from, hex_id to)
{
    return px_enter_cost_why(g, u, from, to, NULL, 0);
}

fx px_ma(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    int ma = px_type(g, un)->ma.v;
    /* [Phalanx errata Demoralization and Panic] halved, fractions lost; panicked units keep
     * their full MA [Phalanx errata Panic]. */
    if ((g->st.px.units[u].flags & PXF_DEMORALIZED) && !(un->flags & UF_PANICKED))
        ma /= 2;
    return (fx)(ma * FX_ONE);
}

bool px_stack_ok(const ps_game *g, hex_id h, const int *arrive, int n)
{
    int pts = px_stack_points(g, h);
    for (int i = 0; i < n; i++) {
        const struct unit *un = &g->st.units[arrive[i]];
        if (un->hex != h)
            pts += px_type(g, un)->stack.v;
    }
    return pts <= g->px.stacking_limit.v; /* [Phalanx Stacking A] */
}

void px_zones_build(const ps_game *g, int side, struct px_zones *z)
{
    memset(z->z, 0, sizeof z->z);
    /* Only the enemy's units have zones: their list (game.h, side_units) when the two lists
     * hold every unit, else every unit, each tested for its side. */
    bool listed = (side == 0 || side == 1) && g->side_count[0] + g->side_count[1] == g->st.nunits;
    int n = listed ? g->side_count[!side] : g->st.nunits;
    for (int i = 0; i < n; i++) {
        int e = listed ? g->side_units[!side][i] : i;
        const struct unit *un = &g->st.units[e];
        /* Demoralized units forfeit both controls [Phalanx errata Demoralization and Panic]. */
        if (un->where != UNIT_ON_MAP || un->side == side || px_demoralized(g, e))
            continue;
        bool missile = px_is_missile(g, un), river = false;
        hex_id front[3];
        for (int k = 0; k < 3; k++) {
            front[k] = map_neighbour(&g->map, un->hex, (enum hex_dir)((un->facing + k + 5) % 6));
            river = river || river_hex(g, front[k]);
        }
        for (int k = 0; k < 3; k++) {
            if (front[k] == HEX_NONE)
                continue;
            if (missile) /* [Phalanx errata Movement K] */
                z->z[front[k]] |= PX_ZONE_MISSILE;
            if (river && near_river(g, front[k])) /* [Phalanx Cross River Attack] */
                z->z[front[k]] |= PX_ZONE_RIVER;
        }
    }
}

int px_turn_rule_now(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    if (un->mp_spent > 0 && !(un->flags & UF_MOVED))
        return PX_TURN_PAID;
    if (g->st.px.units[u].flags & PXF_TURNED)
        return PX_TURN_STRAIGHT;
    return PX_TURN_FRONT;
}

bool px_step(const ps_game *g, int u, const struct px_zones *z, hex_id from, int facing,
             int rule, fx spent, int d, struct px_step *out, char *why, size_t len)
{
    const struct unit *un = &g->st.units[u];
    hex_id to = map_neighbour(&g->map, from, (enum hex_dir)d);
    char a[24], b[24];
    if (to == HEX_NONE) {
        say(why, len, "[Phalanx Movement I] no hex beyond %04d: leaving the map is 'exit'",
            px_ccrr(from));
        return false;
    }
    int other = game_hex_side(&g->st, to);
    if (other >= 0 && other != un->side) {
        say(why, len, "[Phalanx Movement A] %04d holds enemy units", px_ccrr(to));
        return false;
    }
    if (px_zone_forbids(z, from, to)) {
        say(why, len, "[Phalanx Cross River Attack] may not move directly from %04d to %04d: "
            "both are controlled across the stream", px_ccrr(from), px_ccrr(to));
        return false;
    }
    fx c = px_enter_cost_why(g, u, from, to, why, len);
    if (c < 0)
        return false;
    /* [Phalanx Stacking B] twelve points at all times, also passing through. */
    int own = px_type(g, un)->stack.v;
    int pts = px_stack_points(g, to) + (un->hex == to ? 0 : own);
    if (pts > g->px.stacking_limit.v) {
        say(why, len, "[Phalanx Stacking B] %04d would hold %d stacking points (at most %d)",
            px_ccrr(to), pts, g->px.stacking_limit.v);
        return false;
    }
    bool road = g->map.hexes[from].road_sides >> d & 1;
    /* [Phalanx Movement H] fractions left by road movement are lost off the road. */
    fx s = road ? spent : px_round_up(spent);
    if (!px_turn_free(rule, facing, d)) /* [Phalanx Facing G] more than 60 degrees: 1 MP */
        s += FX_ONE;
    s += c;
    fx ma = px_ma(g, u);
    if (s > ma) { /* [Phalanx Movement G] enough MP before entering */
        if (why) /* the search asks often and reads no reason: format only when asked */
            say(why, len, "[Phalanx Movement G] entering %04d would bring the MP spent to %s; "
                "the Movement Allowance is %s", px_ccrr(to), px_mp_text(s, a),
                px_mp_text(ma, b));
        return false;
    }
    out->to = to;
    out->spent = s;
    out->road = road;
    out->stop = px_zone_stops(z, to);
    return true;
}

fx px_exit_cost(const ps_game *g, hex_id h, int f, int rule, fx spent)
{
    fx best = -1;
    for (int d = 0; d < HEX_DIRS; d++) {
        if (map_neighbour(&g->map, h, (enum hex_dir)d) != HEX_NONE)
            continue;
        /* [Phalanx errata Panic] one MP to move off the hex grid, and any turn to face it. */
        fx c = px_round_up(spent) + FX_ONE + (px_turn_free(rule, f, d) ? 0 : FX_ONE);
        if (best < 0 || c < best)
            best = c;
    }
    return best;
}
