/* A scenario's victory conditions [11.0] as data for computer players, each measured from the
 * position by victory_measure, the function that decides the game: a player's idea of "how
 * close am I" is read from the same count that ends it. */
#include <string.h>

#include "core/scenario_check.h"
#include "victory.h"
#include "prestags_api.h"

static int ccrr(hex_id h)
{
    hex_cr cr = map_cr(h);
    return cr.col * 100 + cr.row;
}

int prestags_game_goals(const ps_game *g, int side, ps_goal *out, int max)
{
    if (side != 0 && side != 1)
        return 0;
    const struct side_victory *sv = &g->scen.victory[side];
    struct victory_outcome o;
    victory_measure(g, &o);
    int n = sv->nconds < SIDE_MAX_CONDS ? sv->nconds : SIDE_MAX_CONDS;
    for (int i = 0; i < n && i < max; i++) {
        const struct victory_cond *c = &sv->conds[i];
        ps_goal *goal = &out[i];
        memset(goal, 0, sizeof *goal);
        goal->kind = c->kind;
        for (int k = 0; k < c->nhexes && k < PS_GOAL_MAX_HEXES; k++)
            goal->hexes[goal->nhexes++] = ccrr(c->hexes[k]);
        goal->n = c->n;
        goal->m = c->m;
        goal->ratio = c->ratio;
        goal->no_chariots = c->no_chariots;
        goal->held = o.cond[side][i].held;
        goal->value = o.cond[side][i].value;
        goal->own = o.cond[side][i].own;
    }
    return n;
}

int prestags_game_goal_hexes(const ps_game *g, int side, int goal, int *out, int max)
{
    if ((side != 0 && side != 1) || goal < 0 || goal >= g->scen.victory[side].nconds ||
        goal >= SIDE_MAX_CONDS)
        return 0;
    const struct victory_cond *c = &g->scen.victory[side].conds[goal];
    int n = 0;
    switch ((enum cond_kind)c->kind) {
    case COND_CONTROL:
        for (int k = 0; k < c->nhexes; k++) {
            if (n < max)
                out[n] = ccrr(c->hexes[k]);
            n++;
        }
        break;
    case COND_KEEP_OUT: {
        uint8_t in[MAP_MAX_HEXES];
        if (!scenario_region(&g->map, c->region, in))
            return 0;
        for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
            if (in[h] && g->map.hexes[h].exists) {
                if (n < max)
                    out[n] = ccrr(h);
                n++;
            }
        break;
    }
    case COND_EXIT:
        for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
            if (g->map.hexes[h].exists && scenario_exit_hex(&g->map, c, h)) {
                if (n < max)
                    out[n] = ccrr(h);
                n++;
            }
        break;
    case COND_ELIMINATE:
    case COND_DESTROY:
    case COND_PREVENT:
        break;
    }
    return n;
}

int prestags_game_winner_now(const ps_game *g)
{
    struct victory_outcome o;
    victory_measure(g, &o);
    return o.winner;
}
