/* Unit details, terrain, reach and stacking as numbers, for computer players (a Chariot game).
 * Each answer comes from the rule code that decides the same question in play (units.c,
 * terrain_cost.c, strength.c, reach.c, stacking.c); nothing here changes a game. */
#include <stdlib.h>
#include <string.h>

#include "combat.h"
#include "core/scenario_check.h"
#include "facing.h"
#include "movement.h"
#include "units.h"
#include "prestags_api.h"

ps_status prestags_game_unit_more(const ps_game *g, int u, ps_unit_more *out)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return PS_EINVAL;
    const struct unit *un = &st->units[u];
    const struct unit_type *ut = game_type(g, un);
    memset(out, 0, sizeof *out);
    out->side = un->side;
    out->hex = un->hex != HEX_NONE ? map_ccrr(un->hex) : 0;
    out->on_map = un->where == UNIT_ON_MAP;
    out->waiting = un->where == UNIT_WAITING;
    out->eliminated = un->where == UNIT_ELIMINATED;
    out->exited = un->where == UNIT_EXITED;
    out->cls = ut->cls;
    out->melee = ut->melee;
    out->melee_kind = ut->melee_kind == MELEE_DOT ? 1 : ut->melee_kind == MELEE_BRACKET ? 2 : 0;
    out->fire = ut->fire;
    out->range = ut->range;
    out->ma = unit_ma(g, un);
    out->vp = unit_vp(g, un);
    out->counts = ut->cls != CLASS_D && ut->cls != CLASS_E;
    out->leader_level = ut->leader_level;
    out->leader_bonus = ut->leader_level ? ut->bonus : 0;
    out->leader_radius = ut->leader_level ? ut->radius : 0;
    out->is_fire = unit_is_fire(g, un);
    out->is_leader = unit_is_leader(g, un);
    out->is_chariot = unit_is_chariot(g, un);
    out->mounted = unit_is_mounted(g, un);
    out->may_ride = unit_may_ride(g, un);
    out->carrier = un->carrier;
    out->status = un->flags & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED | PS_UNIT_CONTACT);
    out->disrupted_now = (un->flags & UF_DISRUPTED_NOW) != 0;
    out->moved = (un->flags & UF_MOVED) != 0;
    out->attacked = (un->flags & UF_ATTACKED) != 0;
    out->defended = (un->flags & UF_DEFENDED) != 0;
    out->fired_now = un->fired_pturn == st->pturn;
    out->fired_before = un->fired_pturn == st->pturn - 1;
    out->in_command = (un->flags & UF_IN_COMMAND) != 0;
    out->near_chariot = (un->flags & UF_NEAR_CHARIOT) != 0;
    if (out->is_chariot) {
        fx left = unit_ma(g, un) - un->mp_spent;
        out->mp_left = left > 0 ? left : 0;
    }
    return PS_OK;
}

int32_t prestags_game_move_cost(const ps_game *g, int from, int to)
{
    hex_id t = rules_hex(g, to);
    if (t == HEX_NONE)
        return -1;
    /* The prices the search pays, from the game's tables once made (a computer player asks
     * thousands). */
    fx cost = move_entry_cost(g, rules_hex(g, from), t);
    return cost >= 0 ? cost : -1;
}

ps_status prestags_game_hex_combat(const ps_game *g, int hex, ps_hex_combat *out)
{
    memset(out, 0, sizeof *out);
    hex_id h = rules_hex(g, hex);
    if (h == HEX_NONE)
        return PS_EINVAL;
    out->fire_protection = hex_fire_protection(g, h, NULL);
    out->defender_doubled = hex_melee_effect(g, h, false, TEC_MELEE_DOUBLED) >= 0;
    out->attacker_halved = hex_melee_effect(g, h, true, TEC_MELEE_HALVED) >= 0;
    enum tec_feature f[4];
    int n = hex_features(g, h, f);
    for (int i = 0; i < n; i++) {
        const struct tec_row *row = &g->tables.tec[f[i]];
        if (!row->present)
            continue;
        out->blocks_los |= row->blocks_los;
        out->no_ff_fire |= row->no_ff_fire;
    }
    out->stops_chariot = terrain_stops_chariot(g, h);
    return PS_OK;
}

int prestags_game_unit_reach(const ps_game *g, int u, bool half, int *hexes, int32_t *cost,
                             int max)
{
    const struct game_state *st = &g->st;
    if (u < 0 || u >= st->nunits)
        return 0;
    const struct unit *un = &st->units[u];
    if (un->where != UNIT_ON_MAP || un->carrier >= 0)
        return 0;
    struct mover m;
    memset(&m, 0, sizeof m);
    m.u = u;
    m.chariot = unit_is_chariot(g, un);
    m.start = un->hex;
    m.allowance = unit_ma(g, un);
    if (half)
        m.allowance = fx_half(m.allowance); /* [10.23] */
    m.avail = m.allowance;
    m.one_hex = true;
    struct move_ctx ctx;
    move_ctx_init(g, un->side, -1, &ctx);
    if (facing_used(g)) {
        /* [16.1], [16.11] from the unit's facing, turns included: each hex at its cheapest. */
        struct freach *fr = freach_new();
        if (!fr)
            return 0;
        freach_search(g, &ctx, &m, fr);
        int n = freach_hexes(fr, hexes, cost, max);
        freach_free(fr);
        return n;
    }
    /* The game's search memory, with its tables and buckets, like every movement query's: a
     * cache, made here if no query made it yet (as move_ctx_init keeps the view of the enemy
     * for a const game; a game is never defined const).  A readied copy if out of memory. */
    struct move_scratch *sc = move_scratch((ps_game *)g);
    struct reach *local = sc ? NULL : malloc(sizeof *local);
    if (!sc && !local)
        return 0;
    struct reach *r = sc ? &sc->r : local;
    if (local)
        reach_init(local);
    reach_search(g, &ctx, &m, r);
    int n = 0;
    for (int i = 0; i < r->n; i++) {
        hex_id h = r->list[i];
        if (n < max) {
            hexes[n] = map_ccrr(h);
            if (cost)
                cost[n] = r->cost[h];
        }
        n++;
    }
    free(local);
    return n;
}

bool prestags_game_stack_ok(const ps_game *g, int hex, int side, const int *arrive, int n)
{
    hex_id h = rules_hex(g, hex);
    if (h == HEX_NONE || (side != 0 && side != 1) || n < 0)
        return false;
    int other = game_hex_side(&g->st, h);
    if (other >= 0 && other != side)
        return false;
    struct stack_entry list[64];
    int k = 0;
    for (int i = 0; i < n && k < 64; i++) {
        if (arrive[i] < 0 || arrive[i] >= g->st.nunits)
            return false;
        k = stack_add_with_passengers(g, arrive[i], list, k, 64);
    }
    if (k > 64)
        return false;
    struct stack_problem why;
    return stack_hex_ok(g, h, side, list, k, true, &why);
}
