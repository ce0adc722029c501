/* The read API for a Phalanx game: units, hexes, movement questions, goals and the invariant
 * check, each read from the rule code that decides the same question in play (px_ma,
 * px_unit_vp, px_enter_cost, px_unit_reach, px_stack_ok, the victory outcome). */
#include <stdio.h>
#include <string.h>

#include "px_info.h"
#include "px_move.h"

#include "core/rules.h"


/* PS_UNIT_DISRUPTED reads demoralized [Phalanx errata Demoralization and Panic]. */
static unsigned status_bits(const ps_game *g, int u)
{
    const struct unit *un = &g->st.units[u];
    unsigned s = un->flags & (PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    if (g->st.px.units[u].flags & PXF_DEMORALIZED)
        s |= PS_UNIT_DISRUPTED;
    return s;
}

/* Copies a NUL-terminated text into dst[0..size), cut if it must be (computer players read
 * every unit at every decision: no printf here). */
static void copy_text(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

ps_status px_game_unit(const ps_game *g, int u, ps_unit_info *out)
{
    if (u < 0 || u >= g->st.nunits)
        return PS_EINVAL;
    const struct unit *un = &g->st.units[u];
    const struct px_unit_type *t = px_type(g, un);
    memset(out, 0, sizeof *out);
    copy_text(out->code, sizeof out->code, t->code);
    copy_text(out->name, sizeof out->name, t->name);
    copy_text(out->cls, sizeof out->cls, px_class_name((enum px_class)t->cls));
    out->side = un->side;
    out->hex = un->hex != HEX_NONE ? map_ccrr(un->hex) : 0;
    out->on_map = un->where == UNIT_ON_MAP;
    out->eliminated = un->where == UNIT_ELIMINATED;
    out->exited = un->where == UNIT_EXITED;
    out->waiting = un->where == UNIT_WAITING;
    out->melee = t->mas.v; /* the Melee Attack Strength */
    int mas = t->mas.v % 100, k = 0; /* as printed: 0 .. 99 */
    if (mas >= 10)
        out->melee_text[k++] = (char)('0' + mas / 10);
    out->melee_text[k++] = (char)('0' + mas % 10);
    out->melee_text[k] = '\0';
    out->fire = t->fcs.v;
    out->range = t->range.v;
    out->ma = px_ma(g, u) / FX_ONE;
    out->leader_level = t->command.v;
    out->status = status_bits(g, u);
    out->carrier = -1;
    return PS_OK;
}

ps_status px_game_unit_more(const ps_game *g, int u, ps_unit_more *out)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return PS_EINVAL;
    const struct unit *un = &st->units[u];
    const struct px_unit_type *t = px_type(g, un);
    uint16_t pf = st->px.units[u].flags;
    memset(out, 0, sizeof *out);
    out->side = un->side;
    out->hex = un->hex != HEX_NONE ? map_ccrr(un->hex) : 0;
    out->on_map = un->where == UNIT_ON_MAP;
    out->waiting = un->where == UNIT_WAITING;
    out->eliminated = un->where == UNIT_ELIMINATED;
    out->exited = un->where == UNIT_EXITED;
    out->cls = t->cls; /* enum px_class: 0 none (command), 1 I .. 6 VI */
    out->melee = t->mas.v;
    out->mds_front = t->mds_front.v;
    out->mds_flank = t->mds_flank.v;
    out->fire = t->fcs.v;
    out->range = t->range.v;
    out->ma = px_ma(g, u);
    out->vp = px_unit_vp(g, u);
    out->counts = true; /* every loss counts [Phalanx Victory Conditions] */
    out->leader_level = t->command.v;
    out->leader_bonus = t->command.v ? t->bonus.v : 0;
    out->leader_radius = t->command.v ? g->px.command_radius.v : 0;
    out->is_fire = px_is_missile(g, un);
    out->is_leader = t->command.v != 0;
    out->mounted = px_is_cavalry(g, un);
    out->carrier = -1;
    out->status = status_bits(g, u);
    out->moved = (un->flags & UF_MOVED) || (pf & PXF_MOVE_DONE);
    out->attacked = (pf & (PXF_FIRED | PXF_MELEED)) != 0;
    out->defended = (un->flags & UF_DEFENDED) != 0;
    out->fired_now = (pf & PXF_FIRED) != 0;
    out->in_command = (pf & PXF_IN_COMMAND) != 0;
    fx left = px_ma(g, u) - un->mp_spent;
    out->mp_left = left > 0 ? left : 0;
    out->stack_points = t->stack.v;
    return PS_OK;
}

int px_game_unit_facing(const ps_game *g, int u)
{
    if (u < 0 || u >= g->st.nunits)
        return -1;
    const struct unit *un = &g->st.units[u];
    if (un->where != UNIT_ON_MAP || un->facing < 0 || un->facing >= HEX_DIRS)
        return -1;
    return un->facing; /* [Phalanx Facing] always used */
}

int px_game_stacking_limit(const ps_game *g, int side)
{
    return (side == 0 || side == 1) ? g->px.stacking_limit.v : 0; /* points [Phalanx Stacking] */
}

ps_status px_game_hex(const ps_game *g, int ccrr_value, ps_hex_info *out)
{
    memset(out, 0, sizeof *out);
    out->control = -1;
    hex_id id = rules_hex(g, ccrr_value);
    if (id == HEX_NONE)
        return PS_EINVAL;
    const struct map_hex *mh = &g->map.hexes[id];
    enum px_terrain ts[3];
    int n = px_hex_terrains(mh, g->pxs.all_clear, ts);
    size_t pos = 0;
    for (int i = 0; i < n && pos < sizeof out->terrain; i++) {
        /* Level ground under cover or water reads as that cover or water alone. */
        if (i == 0 && ts[0] == PX_T_CLEAR && n > 1)
            continue;
        pos += (size_t)snprintf(out->terrain + pos, sizeof out->terrain - pos, "%s%s",
                                pos ? "+" : "", px_terrain_name(ts[i]));
    }
    if (mh->road && pos < sizeof out->terrain) /* roads remain at Arbela [Phalanx Scenarios] */
        snprintf(out->terrain + pos, sizeof out->terrain - pos, "+road");
    out->exists = true;
    out->letter = mh->letter;
    out->elevation = g->pxs.all_clear ? 0 : mh->elevation;
    out->stream = !g->pxs.all_clear && (mh->water == WATER_STREAM || mh->water == WATER_FORD ||
                                        mh->water == WATER_BRIDGE);
    out->road = mh->road;
    out->impassable = !px_hex_usable(&g->pxs, &g->map, id);
    out->control = g->st.control[id] ? g->st.control[id] - 1 : -1;
    return PS_OK;
}

ps_status px_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out)
{
    memset(out, 0, sizeof *out);
    hex_id h = rules_hex(g, hex);
    if (h == HEX_NONE)
        return PS_EINVAL;
    enum px_terrain ts[3];
    int n = px_hex_terrains(&g->map.hexes[h], g->pxs.all_clear, ts);
    for (int i = 0; i < n; i++) {
        const struct px_tec_row *r = &g->px.tec.rows[ts[i]];
        if (r->fps.v > out->fire_protection)
            out->fire_protection = r->fps.v;
        for (int k = 0; k < PX_KIND_COUNT; k++) {
            struct px_mult d = r->defence[PX_COL_NORMAL][k], a = r->attack[PX_COL_NORMAL][k];
            out->defender_doubled |= d.kind == PX_MULT_FACTOR && d.num >= 2 * d.den;
            out->attacker_halved |= a.kind == PX_MULT_FACTOR && 2 * a.num <= a.den;
        }
    }
    if (g->px.tec.fps_max.v && out->fire_protection > g->px.tec.fps_max.v)
        out->fire_protection = g->px.tec.fps_max.v;
    return PS_OK;
}

/* [Phalanx errata Terrain Effects Chart] for a unit no terrain restricts (px_enter_cost with
 * no unit). */
int32_t px_game_move_cost(const ps_game *g, int from, int to)
{
    hex_id t = rules_hex(g, to), f = rules_hex(g, from);
    if (t == HEX_NONE || (f != HEX_NONE && map_distance(f, t) != 1))
        return -1;
    return px_enter_cost(g, -1, f, t);
}

int px_game_unit_reach(const ps_game *g, int u, int *hexes, int32_t *cost, int max)
{
    if (u < 0 || u >= g->st.nunits || g->st.units[u].where != UNIT_ON_MAP)
        return 0;
    return px_unit_reach(g, u, hexes, cost, max);
}

bool px_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n)
{
    hex_id h = rules_hex(g, hex);
    if (h == HEX_NONE || (side != 0 && side != 1) || n < 0)
        return false;
    int other = game_hex_side(&g->st, h);
    if (other >= 0 && other != side)
        return false;
    for (int i = 0; i < n; i++)
        if (arrive[i] < 0 || arrive[i] >= g->st.nunits)
            return false;
    return px_stack_ok(g, h, arrive, n);
}

int px_game_goals(const ps_game *g, int side, ps_goal *out, int max)
{
    if ((side != 0 && side != 1) || max < 1)
        return side == 0 || side == 1;
    memset(out, 0, sizeof *out);
    out->kind = PS_GOAL_VP;
    out->n = px_army(g, side)->min_level;
    out->m = px_army_pv(&g->px, px_army(g, side));
    out->value = g->st.vp[side];
    out->own = g->st.vp[!side];
    out->ratio = px_victory_level_now(g, side, &out->held);
    return 1;
}

int px_game_winner_now(const ps_game *g)
{
    for (int s = 0; s < 2; s++) {
        bool wins = false;
        px_victory_level_now(g, s, &wins);
        if (wins)
            return s;
    }
    return -1;
}

ps_status px_check_invariants(ps_game *g)
{
    const struct game_state *st = &g->st;
    for (int i = 0; i < MAP_MAX_HEXES; i++)
        if (st->first_in_hex[i] >= 0 && px_stack_points(g, (hex_id)i) > g->px.stacking_limit.v)
            return game_fail(g, PS_ESTATE, "[Phalanx Stacking] %04d holds %d stacking points",
                             map_ccrr((hex_id)i), px_stack_points(g, (hex_id)i));
    int elim_vp[2] = {0, 0}, gone_vp[2] = {0, 0}, elim[2] = {0, 0}, gone[2] = {0, 0};
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        const struct px_unit *p = &st->px.units[u];
        if (un->type >= g->px.ntypes)
            return game_fail(g, PS_ESTATE, "unit %d has no Phalanx type", u);
        if (un->where == UNIT_ON_MAP && (un->facing < 0 || un->facing >= HEX_DIRS))
            return game_fail(g, PS_ESTATE, "[Phalanx Facing] unit %d faces %d", u, un->facing);
        if (un->where == UNIT_ON_MAP && (un->flags & UF_PANICKED) &&
            (p->flee_edge < 0 || p->flee_edge >= PX_EDGE_COUNT))
            return game_fail(g, PS_ESTATE, "[Phalanx errata Panic] panicked unit %d has no edge "
                             "to flee to", u);
        if ((p->flags & PXF_DEMORALIZED) && p->dd_end <= 0)
            return game_fail(g, PS_ESTATE, "[Phalanx errata Demoralization and Panic] "
                             "demoralized unit %d has no end", u);
        if (un->where == UNIT_ELIMINATED || un->where == UNIT_EXITED) {
            int v = px_unit_vp(g, u);
            gone[un->side]++;
            gone_vp[!un->side] += v;
            if (un->where == UNIT_ELIMINATED) {
                elim[un->side]++;
                elim_vp[!un->side] += v;
            }
        }
    }
    /* Eliminated units are losses; units off the map are losses unless they left in a
     * Tactical Concession [Phalanx Tactical Concession]. */
    for (int s = 0; s < 2; s++) {
        if (st->lost_units[s] < elim[s] || st->lost_units[s] > gone[s])
            return game_fail(g, PS_ESTATE, "side %d lost %d units, but %d were eliminated and "
                             "%d are off the map", s, st->lost_units[s], elim[s], gone[s]);
        if (st->vp[s] < elim_vp[s] || st->vp[s] > gone_vp[s])
            return game_fail(g, PS_ESTATE, "side %d scored %d VP, but enemy units eliminated "
                             "are worth %d and all those gone %d", s, st->vp[s], elim_vp[s],
                             gone_vp[s]);
    }
    if (st->px.nattacks < 0 || st->px.nattacks > PX_MAX_ATTACKS)
        return game_fail(g, PS_ESTATE, "%d allocated attacks", st->px.nattacks);
    for (int i = 0; i < st->px.nattacks; i++) {
        const struct px_attack *a = &st->px.attacks[i];
        if (a->nunits > PX_ATTACK_MAX_UNITS || a->target < 0 || a->target >= MAP_MAX_HEXES ||
            !g->map.hexes[a->target].exists)
            return game_fail(g, PS_ESTATE, "attack %d is malformed", i);
        for (int k = 0; k < a->nunits; k++)
            if (a->units[k] < 0 || a->units[k] >= st->nunits)
                return game_fail(g, PS_ESTATE, "attack %d lists unit %d", i, a->units[k]);
    }
    /* The movement search's kept stop zones equal zones built now (px_zones.c). */
    return px_zones_check(g);
}
