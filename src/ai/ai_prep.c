/* What every plan of a Chariot or Movement Phase starts from: the position as the player
 * reads it, the threat maps, each unit's legal destinations (from the engine), the units in
 * the order they are planned (the front first), and who goes after whom.  Made once per phase
 * and shared, read only, by every plan of it (the search of levels 2 and 3 makes many). */
#include <stdlib.h>
#include <string.h>

#include "ai_plan.h"

/* Unit u's legal destinations and what each path costs (start: its hex, -1 off the map).
 * The engine gives them without paths when it can (ps_game_move_ends); else they are read
 * from the legal moves, each path priced step by step. */
void ai_read_dests(ps_game *g, int u, int start, struct ai_scratch *s, long *nodes,
                   struct dests *out)
{
    out->n = 0;
    int hexes[MAX_DEST];
    int32_t costs[MAX_DEST];
    bool exits[MAX_DEST];
    int n = ps_game_move_ends(g, u, hexes, costs, exits, MAX_DEST);
    (*nodes)++;
    if (n >= 0) {
        for (int i = 0; i < n && i < MAX_DEST; i++) {
            /* An exit from where it stands is priced as its one-hex path is below: a step
             * that cannot be taken counts one Movement Point. */
            bool stays = exits[i] && start >= 0 && hexes[i] == ai_ccrr(start);
            out->hex[i] = (int16_t)(exits[i] ? -2 : ai_hex(hexes[i]));
            out->cost[i] = stays ? AI_FX : costs[i];
        }
        out->n = n < MAX_DEST ? n : MAX_DEST;
        return;
    }
    n = ps_game_legal(g, u, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    for (int i = 0; i < n && out->n < MAX_DEST; i++) {
        const ps_action *a = &s->buf[i];
        /* [21.1] in the simultaneous sequence a move is a plotted MV or EX task. */
        bool plot = a->kind == PS_ACT_PLOT && (a->task == PS_TASK_MV || a->task == PS_TASK_EX);
        if ((a->kind != PS_ACT_MOVE && a->kind != PS_ACT_EXIT && !plot) || a->nunits != 1 ||
            a->units[0] != u || a->nhexes < 1)
            continue;
        bool exit = a->kind == PS_ACT_EXIT || (plot && a->task == PS_TASK_EX);
        int32_t cost = 0;
        int prev = start >= 0 ? ai_ccrr(start) : 0;
        for (int k = 0; k < a->nhexes; k++) {
            int32_t c = ps_game_move_cost(g, prev, a->hexes[k]);
            cost += c > 0 ? c : AI_FX;
            prev = a->hexes[k];
        }
        out->hex[out->n] = (int16_t)(exit ? -2 : ai_hex(a->hexes[a->nhexes - 1]));
        out->cost[out->n] = cost;
        out->n++;
    }
}

/* Aim f's sources (ai_prep: aim_src). */
static void aim_set(struct ai_prep *pp, int f, const int16_t *src, int nsrc)
{
    int n = nsrc <= AIM_SOURCES_MAX ? ai_map_fields(pp->m, src, nsrc, pp->aim_src[f]) : -1;
    if (n < 0) {
        ai_map_distance(pp->m, src, nsrc, pp->aim_field[f]);
        pp->aim_src[f][0] = pp->aim_field[f];
        n = 1;
    }
    pp->aim_nsrc[f] = (uint8_t)n;
}

/* [11.3] Every hex our conditions need gets the nearest units able to hold it. */
static void aim_objectives(struct ai_prep *pp)
{
    const struct ai_view *v = &pp->v;
    const struct ai_map *m = pp->m;
    for (int i = 0; i < m->nhex && pp->naims < MAX_AIMS; i++) {
        int h = m->list[i];
        if (!(m->objective[h] >> pp->side & 1) || v->occ[h] == !pp->side)
            continue;
        int want = m->stacking[pp->side], have = ai_hex_count(v, h);
        if (have >= want)
            continue;
        int16_t src[1] = {(int16_t)h};
        int f = pp->naims++;
        aim_set(pp, f, src, 1);
        pp->aim_objective[f] = true;
        for (int left = want - have; left > 0; left--) {
            int best = -1;
            int32_t best_d = AI_FAR;
            for (int k = 0; k < pp->n; k++) {
                int u = pp->order[k];
                const ps_unit_more *x = &v->u[u];
                if (pp->aim[u] >= 0 || x->is_leader || x->is_chariot || pp->start[u] < 0)
                    continue;
                int32_t dd = ai_aim_distance(pp, f, pp->start[u]) / (x->ma > 0 ? x->ma : AI_FX);
                if (dd < best_d) {
                    best_d = dd;
                    best = u;
                }
            }
            if (best < 0)
                break;
            pp->aim[best] = (int16_t)f;
        }
    }
}

/* Shares out the fighting units among the enemy stacks, the nearest pairs first, a few units
 * to each (enough for good odds, not the whole army on the nearest enemy). */
static void aim_enemies(struct ai_prep *pp)
{
    const struct ai_view *v = &pp->v;
    const struct ai_map *m = pp->m;
    struct pair {
        int32_t dist;
        int16_t u, e;
    };
    int16_t *enemy = malloc(AI_HEXES * sizeof *enemy);
    int *quota = malloc(AI_HEXES * sizeof *quota);
    int16_t *field_of = malloc(AI_HEXES * sizeof *field_of);
    int ne = 0;
    for (int i = 0; enemy && i < m->nhex; i++)
        if (v->occ[m->list[i]] == !pp->side)
            enemy[ne++] = m->list[i];
    struct pair *pairs = malloc((size_t)(pp->n > 0 ? pp->n : 1) * (size_t)(ne > 0 ? ne : 1) *
                                sizeof *pairs);
    if (!enemy || !quota || !field_of || !pairs || ne == 0)
        goto out;
    for (int e = 0; e < ne; e++) {
        quota[e] = 1 + (int)(ai_hex_defence(v, enemy[e]) / (2 * AI_FX));
        if (quota[e] > 4)
            quota[e] = 4;
        /* An enemy on a hex our conditions need is worth a bigger share [11.3]. */
        if (m->objective[enemy[e]] >> pp->side & 1)
            quota[e] = 8;
        field_of[e] = -1;
    }
    int np = 0;
    for (int i = 0; i < pp->n; i++) {
        int u = pp->order[i];
        const ps_unit_more *x = &v->u[u];
        if (x->is_leader || x->is_chariot || (x->melee_kind == 1 && !x->is_fire))
            continue;
        int from = pp->start[u];
        for (int e = 0; e < ne; e++) {
            int32_t dist = AI_FAR;
            if (from >= 0) {
                dist = ai_dist(m, from, enemy[e]);
            } else {
                /* Off the map: its nearest entry hex stands in for it. */
                for (int k = 0; k < pp->d[u].n; k++)
                    if (pp->d[u].hex[k] >= 0) {
                        int32_t dd = ai_dist(m, pp->d[u].hex[k], enemy[e]);
                        if (dd < dist)
                            dist = dd;
                    }
            }
            if (m->objective[enemy[e]] >> pp->side & 1)
                dist = dist / 2; /* sought from further away */
            pairs[np].dist = dist * 64 + (u & 63);
            pairs[np].u = (int16_t)u;
            pairs[np].e = (int16_t)e;
            np++;
        }
    }
    for (int gap = np / 2; gap > 0; gap /= 2)
        for (int i = gap; i < np; i++) {
            struct pair t = pairs[i];
            int j = i;
            for (; j >= gap && (pairs[j - gap].dist > t.dist ||
                                (pairs[j - gap].dist == t.dist && pairs[j - gap].e > t.e));
                 j -= gap)
                pairs[j] = pairs[j - gap];
            pairs[j] = t;
        }
    for (int i = 0; i < np; i++) {
        int u = pairs[i].u, e = pairs[i].e;
        if (pp->aim[u] >= 0 || quota[e] <= 0)
            continue;
        if (field_of[e] < 0) {
            if (pp->naims == MAX_AIMS)
                continue;
            /* MP to any hex next to the enemy stack. */
            int16_t src[AIM_SOURCES_MAX];
            int ns = 0;
            for (int d = 0; d < 6; d++) {
                int nb = m->nb[enemy[e]][d];
                if (nb >= 0 && v->occ[nb] != !pp->side)
                    src[ns++] = (int16_t)nb;
            }
            field_of[e] = (int16_t)pp->naims;
            pp->aim_objective[pp->naims] = false;
            aim_set(pp, pp->naims++, src, ns);
        }
        pp->aim[u] = field_of[e];
        quota[e]--;
    }
out:
    free(enemy);
    free(quota);
    free(field_of);
    free(pairs);
}

struct ai_prep *ai_prep_new(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                            long *nodes)
{
    struct ai_prep *pp = malloc(sizeof *pp);
    if (!pp)
        return NULL;
    ps_status_info st;
    ps_game_status(g, &st);
    pp->g = g;
    pp->m = m;
    pp->side = st.side_to_act;
    pp->phase = st.phase;
    pp->turns_left = st.game_length - st.turn;
    pp->enemy_next = !(st.turn == st.game_length && pp->side != ps_game_first_player(g));
    pp->leader_rules = false;
    pp->naims = 0;
    ai_view_build(&pp->v, m, g, pp->side);
    ai_threat_build(&pp->th, &pp->v, g, false);
    const struct ai_view *v = &pp->v;
    pp->n = 0;
    for (int u = 0; u < AI_UNITS; u++) {
        pp->start[u] = -1;
        pp->aim[u] = -1;
        pp->d[u].n = 0;
    }
    for (int u = 0; u < v->nunits; u++) {
        const ps_unit_more *x = &v->u[u];
        if (x->side != pp->side)
            continue;
        if (x->on_map)
            pp->start[u] = (int16_t)ai_hex(x->hex);
        pp->leader_rules |= x->is_leader && x->leader_radius > 0;
        if (x->carrier >= 0 || (x->status & PS_UNIT_DISRUPTED) || x->moved)
            continue;
        if (!x->on_map && !x->waiting)
            continue;
        if (pp->phase == PS_PHASE_CHARIOT && !x->is_chariot)
            continue;
        pp->order[pp->n++] = u;
    }
    /* The front first: the units nearest the enemy take their places before those behind. */
    for (int i = 1; i < pp->n; i++)
        for (int j = i; j > 0; j--) {
            int a = pp->order[j - 1], b = pp->order[j];
            int32_t ka = pp->start[a] >= 0 ? pp->th.enemy_near[pp->start[a]] : AI_FAR;
            int32_t kb = pp->start[b] >= 0 ? pp->th.enemy_near[pp->start[b]] : AI_FAR;
            if (ka < kb || (ka == kb && a < b))
                break;
            pp->order[j - 1] = b;
            pp->order[j] = a;
        }
    for (int i = 0; i < pp->n; i++)
        ai_read_dests(g, pp->order[i], pp->start[pp->order[i]], s, nodes, &pp->d[pp->order[i]]);
    if (pp->phase == PS_PHASE_MOVEMENT || pp->phase == PS_PHASE_PLOT) {
        aim_objectives(pp);
        aim_enemies(pp);
    }
    return pp;
}

void ai_prep_free(struct ai_prep *pp)
{
    free(pp);
}
