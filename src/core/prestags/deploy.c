/* Set-up [11.1]: each side places its units within its deployment areas (a lettered hex and a
 * radius), the side that deploys first before the other.  Units of entering groups wait off
 * the map.  One placement at a time, each checked like a move: area, stacking limit [5.4],
 * class compatibility [5.3], Chariot stacking [C1.9]. */
#include <assert.h>
#include <string.h>

#include "core/scenario_check.h"
#include "prestags_rules.h"

/* The set-up so far: every unit of either side already on the map. */
static int placed_units(const ps_game *g, struct placement *out)
{
    const struct game_state *st = &g->st;
    int n = 0;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->where != UNIT_ON_MAP)
            continue;
        out[n].side = un->side;
        out[n].type = un->type;
        out[n].hex = un->hex;
        out[n].group = un->group;
        n++;
    }
    return n;
}

static ps_status check_one(ps_game *g, int u, hex_id hex, const struct placement *placed,
                           int nplaced)
{
    const struct unit *un = &g->st.units[u];
    struct placement p = {un->side, un->type, hex, un->group};
    if (!scenario_check_placement(&g->scen, &g->tables, &g->map, placed, nplaced, &p, g->err,
                                  sizeof g->err))
        return PS_EILLEGAL;
    return PS_OK;
}

ps_status deploy_check(ps_game *g, const ps_action *a)
{
    const struct game_state *st = &g->st;
    struct unit *un = NULL; /* set by rules_unit (-O3 -flto) */
    if (st->phase != PS_PHASE_DEPLOY)
        return game_fail(g, PS_EILLEGAL, "[11.1] units are deployed only during set-up");
    if (a->nunits != 1 || a->nhexes != 1)
        return game_fail(g, PS_EINVAL, "deploy takes one unit and one hex");
    ps_status s = rules_unit(g, a->units[0], &un);
    if (s != PS_OK)
        return s;
    if (un->side != st->deploying)
        return game_fail(g, PS_EILLEGAL, "[11.1] unit %d belongs to the %s, who do not deploy now",
                         a->units[0], g->scen.force[un->side].name);
    if (un->where != UNIT_WAITING)
        return game_fail(g, PS_EILLEGAL, "[11.1] unit %d is already set up", a->units[0]);
    if (g->scen.force[un->side].groups[un->group].kind != DEPLOY_AREA)
        return game_fail(g, PS_EILLEGAL, "[11.1] unit %d enters from a map edge later",
                         a->units[0]);
    hex_id hex = rules_hex(g, a->hexes[0]);
    if (hex == HEX_NONE)
        return game_fail(g, PS_EINVAL, "%04d is not a hex of the map", a->hexes[0]);
    struct placement placed[GAME_MAX_UNITS];
    int n = placed_units(g, placed);
    return check_one(g, a->units[0], hex, placed, n);
}

void deploy_apply(ps_game *g, const ps_action *a)
{
    game_put_unit(&g->st, a->units[0], rules_hex(g, a->hexes[0]));
    facing_place(g, a->units[0]); /* [16.0] toward the enemy; "face" may turn it at set-up */
}

int deploy_legal(ps_game *g, int only, ps_action *out, int max, int n)
{
    const struct game_state *st = &g->st;
    struct placement placed[GAME_MAX_UNITS];
    int nplaced = placed_units(g, placed);
    char saved[sizeof g->err];
    memcpy(saved, g->err, sizeof saved);
    /* The hexes of each group's area [11.1], found for its first unit asked about (the side's
     * units share a few groups). */
    static_assert(FORCE_MAX_GROUPS <= 8, "the areas are kept on the stack");
    hex_id area[FORCE_MAX_GROUPS][MAP_MAX_HEXES];
    int narea[FORCE_MAX_GROUPS];
    for (int k = 0; k < FORCE_MAX_GROUPS; k++)
        narea[k] = -1;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if ((only >= 0 && u != only) || un->side != st->deploying || un->where != UNIT_WAITING ||
            un->group >= FORCE_MAX_GROUPS ||
            g->scen.force[un->side].groups[un->group].kind != DEPLOY_AREA)
            continue;
        const struct deploy_group *grp = &g->scen.force[un->side].groups[un->group];
        if (narea[un->group] < 0) {
            uint8_t marks[MAP_MAX_HEXES] = {0};
            scenario_mark_area(&g->map, grp, marks);
            narea[un->group] = 0;
            for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
                if (marks[h])
                    area[un->group][narea[un->group]++] = h;
        }
        for (int i = 0; i < narea[un->group]; i++) {
            hex_id h = area[un->group][i];
            if (check_one(g, u, h, placed, nplaced) != PS_OK)
                continue;
            if (n < max) {
                memset(&out[n], 0, sizeof out[n]);
                out[n].kind = PS_ACT_DEPLOY;
                out[n].nunits = 1;
                out[n].units[0] = (int16_t)u;
                out[n].nhexes = 1;
                hex_cr cr = map_cr(h);
                out[n].hexes[0] = (int16_t)(cr.col * 100 + cr.row);
            }
            n++;
        }
    }
    memcpy(g->err, saved, sizeof saved);
    return n;
}

/* Places every unit the deploying side has left, following the seeded automatic set-up
 * where its hexes are still free, else the first legal hex; then ends that side's set-up. */
ps_status prestags_auto_deploy(ps_game *g)
{
    struct game_state *st = &g->st;
    if (st->phase != PS_PHASE_DEPLOY)
        return game_fail(g, PS_ESTATE, "[11.1] set-up is over");
    static const int plan_max = GAME_MAX_UNITS;
    struct placement plan[GAME_MAX_UNITS];
    int nplan = 0;
    if (!scenario_auto_deploy(&g->scen, &g->tables, &g->map, g->seed, plan, plan_max, &nplan,
                              g->err, sizeof g->err))
        return PS_EDATA;
    bool used[GAME_MAX_UNITS] = {false};
    int side = st->deploying;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side != side || un->where != UNIT_WAITING ||
            g->scen.force[side].groups[un->group].kind != DEPLOY_AREA)
            continue;
        ps_action a;
        memset(&a, 0, sizeof a);
        a.kind = PS_ACT_DEPLOY;
        a.nunits = 1;
        a.units[0] = (int16_t)u;
        a.nhexes = 1;
        bool done = false;
        for (int i = 0; i < nplan && !done; i++) {
            if (used[i] || plan[i].side != side || plan[i].type != un->type ||
                plan[i].group != un->group || plan[i].hex == HEX_NONE)
                continue;
            used[i] = true;
            hex_cr cr = map_cr(plan[i].hex);
            a.hexes[0] = (int16_t)(cr.col * 100 + cr.row);
            done = ps_game_play(g, &a) == PS_OK;
        }
        if (!done) {
            ps_action legal;
            if (deploy_legal(g, u, &legal, 1, 0) < 1)
                return game_fail(g, PS_EILLEGAL, "[11.1] no room left to set up unit %d", u);
            ps_status s = ps_game_play(g, &legal);
            if (s != PS_OK)
                return s;
        }
    }
    ps_action end;
    memset(&end, 0, sizeof end);
    end.kind = PS_ACT_END;
    return ps_game_play(g, &end);
}
