/* Set-up for the level players [11.1]: one unit at a time, the strongest first, each in the
 * legal hex of its area (the engine's list: areas, stacking [5.4], compatibility [5.3]) that
 * is best for it: near the hexes that decide the scenario, on an objective hex if nobody
 * holds it, in terrain that doubles its defence [7.6], next to friends; fire units behind a
 * friend that can melee; chariots next to the bowmen they will carry [C1.0]; leaders where
 * they keep the most units in their radius [10.2]. */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

static int priority(const ps_unit_more *u)
{
    if (u->is_leader)
        return 100 + u->leader_bonus;
    if (u->is_chariot)
        return 200;
    if (u->is_fire)
        return 500 + u->fire;
    return 1000 + 10 * u->melee;
}

static int32_t deploy_score(const struct ai_view *v, int u, int h)
{
    const struct ai_map *m = v->map;
    const ps_unit_more *x = &v->u[u];
    int side = x->side;
    int32_t s = 0;
    if (m->has_place[side] && m->dgoal[side][h] < AI_FAR)
        s -= m->dgoal[side][h] * 20 / AI_FX;
    bool melee = !x->is_leader && !x->is_chariot && x->melee_kind != 1;
    if (m->objective[h] && melee && v->head[h] < 0)
        s += 400;
    if (melee && m->comb[h].defender_doubled)
        s += 80;
    int friends = 0, melee_next = 0, fire_next = 0, within = 0;
    for (int d = 0; d < 6; d++) {
        int nb = m->nb[h][d];
        if (nb < 0 || v->occ[nb] != side)
            continue;
        friends++;
        for (int k = v->head[nb]; k >= 0; k = v->next[k]) {
            melee_next += v->u[k].melee_kind != 1 && !v->u[k].is_leader;
            fire_next += v->u[k].is_fire && v->u[k].carrier < 0;
        }
    }
    s += 20 * (friends > 3 ? 3 : friends);
    if (v->occ[h] == side && melee)
        s += 40; /* a full stack defends as one [5.41] */
    if (x->is_fire && melee_next)
        s += 40;
    if (x->is_chariot && fire_next)
        s += 60;
    if (x->is_leader) {
        for (int k = 0; k < v->nunits; k++)
            if (v->u[k].side == side && v->u[k].on_map && !v->u[k].is_leader &&
                ps_hex_distance(v->u[k].hex, ai_ccrr(h)) <= x->leader_radius)
                within++;
        s += 40 * within;
        for (int k = v->head[h]; k >= 0; k = v->next[k])
            if (v->u[k].is_leader)
                s -= 120; /* spread the leaders */
    }
    /* The enemy, when it is already there: not next to it. */
    for (int k = 0; k < v->nunits; k++)
        if (v->u[k].side != side && v->u[k].on_map && ps_hex_distance(v->u[k].hex, ai_ccrr(h)) <= 1)
            s -= 150;
    return s;
}

ps_status ai_choose_deploy(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                           ps_action *out, long *nodes)
{
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_END;
    ps_status_info st;
    ps_game_status(g, &st);
    struct ai_view *v = malloc(sizeof *v);
    if (!v)
        return PS_ENOMEM;
    ai_view_build(v, m, g, st.side_to_act);
    int unit = -1, best_pri = -1;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &s->buf[i];
        if (a->kind != PS_ACT_DEPLOY || a->nunits != 1)
            continue;
        int p = priority(&v->u[a->units[0]]);
        if (p > best_pri || (p == best_pri && a->units[0] < unit)) {
            best_pri = p;
            unit = a->units[0];
        }
    }
    int32_t best = INT32_MIN;
    for (int i = 0; i < n && unit >= 0; i++) {
        const ps_action *a = &s->buf[i];
        if (a->kind != PS_ACT_DEPLOY || a->nunits != 1 || a->units[0] != unit || a->nhexes != 1)
            continue;
        int32_t sc = deploy_score(v, unit, ai_hex(a->hexes[0]));
        (*nodes)++;
        if (sc > best) {
            best = sc;
            *out = *a;
        }
    }
    free(v);
    return PS_OK;
}
