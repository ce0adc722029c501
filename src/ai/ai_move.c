/* Movement plans: one Chariot or Movement Phase of the side to act, as the list of actions
 * that plays it, "end" last.  The plan is built on a clone of the game, one move at a time, so
 * every action in it was legal when made ([5.14]-[5.4], [6.41] and [C1.0] are the engine's
 * checks, never guessed here).
 *
 * The Movement Phase in three steps:
 *   1. melee attacks to set up: for each enemy hex, the units that can reach a hex next to
 *      it, the strongest first, until the expected worth of the attack (Combat Results Table
 *      at the estimated odds, +1 against a disrupted stack [8.2]) less the risk to the
 *      attackers (Defensive Fire [6.42] now, the enemy's next turn) is best; the best targets
 *      first; each kept attack checked with the engine's odds from the planned hexes;
 *   2. leaders join the attack stacks where their bonus raises the odds [10.1];
 *   3. every other unit goes where its place is worth most: nearer the hexes that decide the
 *      scenario, nearer the enemy when that is the way to win, out of reach of attacks it
 *      would lose, within a leader's radius [10.2], on an objective hex, off the map through
 *      the exit zone [11.4].
 * In the Chariot Phase [C1.0] bowmen next to a chariot embark, chariots carry them to where
 * they can shoot without ending next to enemy fire units [C1.5], and keep Movement Points
 * for the Movement Phase [C1.4]. */
#include <stdlib.h>
#include <string.h>

#include "ai_move.h"

const struct ai_params ai_params_default = {
    .w_goal = 100, .w_safety = 100, .w_attack = 100, .noise = 0, .skip_target = 0,
};

enum { MAX_ATTACKS = 64, ATTACK_DIS = 30 };

static bool play_action(struct planner *pl, const ps_action *a)
{
    ps_action act = *a;
    if (pl->out->n >= AI_PLAN_MAX - 1 || ps_game_play(pl->c, &act) != PS_OK)
        return false;
    pl->out->act[pl->out->n++] = act;
    (*pl->nodes)++;
    return true;
}

static bool find_move(struct planner *pl, ps_game *g, int u, int h, ps_action *out);

/* Plays u's move to h (or its exit, h == -2) on the clone and records it. */
static bool play_move(struct planner *pl, int u, int h)
{
    ps_action a;
    return find_move(pl, pl->c, u, h, &a) && play_action(pl, &a);
}

/* ---- 1. melee attacks to set up ---- */

struct option {
    int16_t u, hex;
    int32_t str;   /* attack strength from there */
    int32_t cost;  /* risk of standing there */
    int32_t goal;  /* what it gives up on the way to the scenario's places */
};

static int cmp_option(const void *a, const void *b)
{
    const struct option *x = a, *y = b;
    if (x->str != y->str)
        return x->str < y->str ? 1 : -1;
    if (x->cost != y->cost)
        return x->cost < y->cost ? -1 : 1;
    return x->u - y->u;
}

static bool may_attack(const struct planner *pl, int u)
{
    const ps_unit_more *x = &pl->v->u[u];
    /* [3.36] dots never attack; [6.11] a fire unit that fired this Player-Turn does not
     * melee; [8.2] disrupted units do not; carried units move only with their chariot. */
    return x->side == pl->side && ai_can_melee(pl->v, u) && !(x->is_fire && x->fired_now) &&
           x->carrier < 0 && !x->is_chariot && !x->moved;
}

/* Checks each planned attack with the engine's odds from the planned hexes (leader bonus,
 * flank, elevation, the real defence); an attack that would not be allowed is dropped.  Only
 * the hexes targeted have attackers (a unit's target is always one). */
static void check_attacks(struct planner *pl, const bool *targeted)
{
    const struct ai_view *v = pl->v;
    for (int ti = 0; ti < pl->m->nhex; ti++) {
        int t = pl->m->list[ti];
        if (!targeted[t])
            continue;
        ps_action a;
        int from[PS_ACTION_MAX_UNITS];
        memset(&a, 0, sizeof a);
        a.kind = PS_ACT_MELEE;
        a.nhexes = 1;
        a.hexes[0] = (int16_t)ai_ccrr(t);
        for (int u = 0; u < v->nunits && a.nunits < PS_ACTION_MAX_UNITS; u++)
            if (pl->target[u] == t) {
                from[a.nunits] = ai_ccrr(pl->goal_hex[u]);
                a.units[a.nunits++] = (int16_t)u;
            }
        if (a.nunits == 0)
            continue;
        ps_odds o;
        (*pl->nodes)++;
        if (ps_game_odds_what_if(pl->g, pl->side, &a, from, &o) == PS_OK)
            continue;
        for (int k = 0; k < a.nunits; k++) {
            int u = a.units[k];
            pl->target[u] = pl->goal_hex[u] = -1;
            pl->fixed[u] = false;
            plan_place(pl, u, pl->start[u]);
        }
    }
}

/* The places next to each enemy hex that the units able to attack can reach: for enemy hex t,
 * entries first[t] to first[t + 1] - 1, each a unit and the index of the place in its dests (-1:
 * where it stands), in the order of the units and of their dests, so that a unit's places next
 * to t are weighed in the order a scan of all its dests would weigh them.  The dests and the
 * enemy do not change while the attacks are planned. */
struct next_to {
    int *first;     /* AI_HEXES + 1 */
    int16_t *unit;
    int16_t *dest;
};

static void next_to_free(struct next_to *nt)
{
    free(nt->first);
    free(nt->unit);
    free(nt->dest);
}

static bool next_to_build(const struct planner *pl, struct next_to *nt)
{
    const struct ai_view *v = pl->v;
    int enemy = !pl->side;
    *nt = (struct next_to){calloc(AI_HEXES + 1, sizeof *nt->first), NULL, NULL};
    if (!nt->first)
        return false;
    /* Counted in first[t + 1], then summed into starts, then filled. */
    for (int pass = 0; pass < 2; pass++) {
        for (int u = 0; u < v->nunits; u++) {
            if (!may_attack(pl, u))
                continue;
            const struct dests *d = &pl->d[u];
            for (int k = -1; k < d->n; k++) {
                int h = k < 0 ? pl->start[u] : d->hex[k];
                if (h < 0)
                    continue;
                for (int dir = 0; dir < 6; dir++) {
                    int t = pl->m->nb[h][dir];
                    if (t < 0 || v->occ[t] != enemy)
                        continue;
                    if (pass == 0) {
                        nt->first[t + 1]++;
                    } else {
                        int at = nt->first[t]++;
                        nt->unit[at] = (int16_t)u;
                        nt->dest[at] = (int16_t)k;
                    }
                }
            }
        }
        if (pass == 0) {
            for (int t = 0; t < AI_HEXES; t++)
                nt->first[t + 1] += nt->first[t];
            size_t n = (size_t)nt->first[AI_HEXES];
            nt->unit = malloc((n ? n : 1) * sizeof *nt->unit);
            nt->dest = malloc((n ? n : 1) * sizeof *nt->dest);
            if (!nt->unit || !nt->dest)
                return false;
        }
    }
    /* The fill moved each start to the next one's: moved back. */
    for (int t = AI_HEXES; t > 0; t--)
        nt->first[t] = nt->first[t - 1];
    nt->first[0] = 0;
    return true;
}

static void plan_attacks(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    int side = pl->side;
    bool *targeted = calloc(AI_HEXES, sizeof *targeted);
    struct option *opt = malloc(AI_UNITS * sizeof *opt);
    struct next_to nt;
    if (!next_to_build(pl, &nt) || !targeted || !opt)
        goto out;
    for (int round = 0; round < MAX_ATTACKS; round++) {
        int best_t = -1, best_k = 0;
        int32_t best_net = 20;
        struct option best_opt[PS_ACTION_MAX_UNITS];
        for (int ti = 0; ti < pl->m->nhex; ti++) {
            int t = pl->m->list[ti];
            if (v->occ[t] != !side || targeted[t])
                continue;
            if (pl->p->skip_target && ai_rng_below(pl->r, 100) < pl->p->skip_target)
                continue;
            /* The units that can get next to t, each at its best hex.  Every unit able to
             * attack is taken off its hex and put back (first in its hex's list), next to t
             * or not: the lists' order is the plan's. */
            int n = 0;
            int e = nt.first[t], e_end = nt.first[t + 1];
            for (int u = 0; u < v->nunits && n < AI_UNITS; u++) {
                if (pl->fixed[u] || !may_attack(pl, u))
                    continue;
                struct option o = {.u = (int16_t)u, .hex = -1, .cost = AI_FAR};
                const struct dests *d = &pl->d[u];
                int home = pl->start[u];
                plan_unlink_unit(pl, u);
                while (e < e_end && nt.unit[e] < u)
                    e++;
                for (; e < e_end && nt.unit[e] == u; e++) {
                    int k = nt.dest[e];
                    int h = k < 0 ? home : d->hex[k];
                    if (!plan_fits(pl, u, h))
                        continue;
                    int32_t c = plan_risk(pl, u, h, h != home, k);
                    if (c < o.cost) {
                        o.cost = c;
                        o.hex = (int16_t)h;
                    }
                }
                plan_link_unit(pl, u, home);
                if (o.hex < 0)
                    continue;
                o.str = v->u[u].melee * AI_FX;
                if (pl->m->comb[o.hex].attacker_halved)
                    o.str /= 2; /* [7.6] from a stream, ford or bridge */
                opt[n++] = o;
            }
            if (n == 0)
                continue;
            qsort(opt, (size_t)n, sizeof opt[0], cmp_option);
            int32_t def = ai_hex_defence(v, t);
            bool plus = false;
            for (int i = v->head[t]; i >= 0; i = v->next[i])
                plus |= (v->u[i].status & PS_UNIT_DISRUPTED) != 0;
            int32_t att = 0, cost = 0;
            for (int k = 0; k < n && k < PS_ACTION_MAX_UNITS; k++) {
                att += opt[k].str;
                cost += opt[k].cost;
                int col = ai_crt_column(&pl->m->crt, att, def);
                if (col < 0)
                    continue;
                const uint8_t *count = ai_crt_faces(pl->m, col, plus);
                int32_t ev = 0;
                for (int r = 1; r < PS_RESULT_COUNT; r++)
                    if (count[r])
                        ev += count[r] * ai_result_value(v, t, r, false, ATTACK_DIS);
                ev = ev / pl->m->crt.die * pl->p->w_attack / 100;
                /* The attack draws the enemy's blow away from where it would fall: only
                 * half the risk is new (halved above); the way not taken toward the
                 * scenario's places is lost. */
                int32_t net = ev - cost - 5 * (k + 1);
                if (net > best_net) {
                    best_net = net;
                    best_t = t;
                    best_k = k + 1;
                    memcpy(best_opt, opt, (size_t)(k + 1) * sizeof opt[0]);
                }
            }
        }
        if (best_t < 0)
            break;
        targeted[best_t] = true;
        for (int k = 0; k < best_k; k++) {
            int u = best_opt[k].u, h = best_opt[k].hex;
            plan_unlink_unit(pl, u);
            if (!plan_fits(pl, u, h)) { /* two chosen units wanted the last room in one hex */
                plan_link_unit(pl, u, pl->start[u]);
                continue;
            }
            plan_place(pl, u, h);
            pl->fixed[u] = true;
            pl->goal_hex[u] = (int16_t)h;
            pl->target[u] = (int16_t)best_t;
        }
    }
    check_attacks(pl, targeted);
out:
    next_to_free(&nt);
    free(targeted);
    free(opt);
}

/* ---- 2. leaders ---- */

/* Leaders join the attack stacks where their bonus counts [10.1], [10.14]. */
static void plan_attack_leaders(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    for (int l = 0; l < v->nunits; l++) {
        const ps_unit_more *x = &v->u[l];
        if (x->side != pl->side || !x->is_leader || x->leader_bonus <= 0 || pl->fixed[l] ||
            x->carrier >= 0 || x->moved)
            continue;
        int best = -1;
        int32_t best_str = 0;
        const struct dests *d = &pl->d[l];
        for (int k = -1; k < d->n; k++) {
            int h = k < 0 ? pl->start[l] : d->hex[k];
            if (h < 0)
                continue;
            int32_t str = 0;
            bool taken = false;
            for (int u = pl->head[h]; u >= 0; u = pl->next[u]) {
                if (pl->target[u] >= 0 && !v->u[u].is_leader)
                    str += v->u[u].melee;
                taken |= v->u[u].is_leader && u != l;
            }
            if (!taken && str > best_str) {
                best_str = str;
                best = h;
            }
        }
        if (best >= 0) {
            plan_place(pl, l, best);
            pl->fixed[l] = true;
        }
    }
}

/* The other leaders go where they keep the most units in command [10.2]. */
static void choose_leader(struct planner *pl, int l)
{
    const struct ai_view *v = pl->v;
    const ps_unit_more *x = &v->u[l];
    const struct dests *d = &pl->d[l];
    plan_unlink_unit(pl, l);
    int best = pl->start[l];
    int32_t best_sc = INT32_MIN;
    for (int k = -1; k < d->n; k++) {
        int h = k < 0 ? pl->start[l] : d->hex[k];
        if (h < 0)
            continue;
        int32_t sc = 0;
        for (int n = 0; n < pl->m->nnear[h]; n++) {
            int x2 = pl->m->near[h][n];
            int dist = pl->m->near_dist[h][n];
            for (int u = pl->head[x2]; u >= 0; u = pl->next[u]) {
                const ps_unit_more *y = &v->u[u];
                if (y->is_leader)
                    continue;
                /* [13.22] a "1" or "2" rallies the panicked units stacked with it or next to
                 * it, the others those stacked with them [C2.3]. */
                if ((y->status & PS_UNIT_PANICKED) && dist <= (x->leader_level <= 2 ? 1 : 0))
                    sc += 4 * v->value[u];
                if (dist <= x->leader_radius)
                    sc += plan_near_leader(pl, x2) ? 10 : y->counts ? 100 : 60;
            }
        }
        int melee_here = 0;
        for (int k2 = pl->head[h]; k2 >= 0; k2 = pl->next[k2])
            melee_here += v->u[k2].melee_kind != 1;
        if (melee_here && pl->th->enemy_near[h] < 3 * AI_FX)
            sc += 40 * x->leader_bonus;
        sc -= plan_risk(pl, l, h, h != pl->start[l], k);
        if (sc > best_sc) {
            best_sc = sc;
            best = h;
        }
    }
    plan_place(pl, l, best);
}

/* ---- 3. everyone else ---- */

static void choose_unit(struct planner *pl, int u)
{
    const struct dests *d = &pl->d[u];
    int home = pl->start[u];
    plan_unlink_unit(pl, u);
    pl->exits[u] = false;
    int32_t best = home >= 0 && plan_fits(pl, u, home) ? plan_place_value(pl, u, home, false, -1) : -AI_FAR / 4;
    int best_h = home;
    for (int k = 0; k < d->n; k++) {
        int32_t sc = plan_dest_score(pl, u, d->hex[k], d->cost[k], k);
        if (sc > best) {
            best = sc;
            best_h = d->hex[k];
        }
    }
    if (best_h == -2) {
        pl->exits[u] = true;
        plan_place(pl, u, -1);
    } else {
        plan_place(pl, u, best_h);
    }
}

/* ---- chariots [C1.0] ---- */

static void embark_bowmen(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    for (int ch = 0; ch < v->nunits; ch++) {
        const ps_unit_more *c = &v->u[ch];
        if (c->side != pl->side || !c->is_chariot || !c->on_map || c->moved ||
            (c->status & PS_UNIT_DISRUPTED) || c->mp_left < 2 * AI_FX || plan_passenger(pl, ch) >= 0)
            continue;
        int best = -1;
        int32_t best_near = 0;
        for (int u = 0; u < v->nunits; u++) {
            const ps_unit_more *x = &v->u[u];
            if (x->side != pl->side || !x->may_ride || x->is_leader || !x->near_chariot ||
                x->carrier >= 0 || x->moved || (x->status & PS_UNIT_DISRUPTED) ||
                ps_hex_distance(x->hex, c->hex) > 1)
                continue;
            /* Worth a ride when the enemy is beyond its reach on foot, or off the map through
             * the exit zone is where it is wanted [11.4]. */
            int32_t near = pl->th->enemy_near[ai_hex(x->hex)];
            if (plan_counts_for_exit(pl, u))
                near += AI_FAR / 2;
            if (near > (x->range + 2) * AI_FX && near > best_near) {
                best_near = near;
                best = u;
            }
        }
        if (best < 0)
            continue;
        ps_action a;
        memset(&a, 0, sizeof a);
        a.kind = PS_ACT_EMBARK;
        a.nunits = 2;
        a.units[0] = (int16_t)best;
        a.units[1] = (int16_t)ch;
        if (play_action(pl, &a)) {
            pl->v->u[best].carrier = ch;
            plan_riders_made(pl);
            pl->v->u[best].moved = true;
            pl->start[best] = pl->start[ch];
            plan_link_unit(pl, best, pl->at[ch]);
        }
    }
}

/* ---- playing the plan ---- */

/* The end of the phase must be legal ([5.4] the limit, [C1.9] who may share a chariot's hex;
 * a rider is never counted, the loaded chariot counts one [C1.8]): where it is not, debark a
 * rider where it stands best, or move whatever still can. */
static void settle(struct planner *pl)
{
    ps_action end;
    memset(&end, 0, sizeof end);
    end.kind = PS_ACT_END;
    for (int tries = 0; tries < 64 && ps_game_check(pl->c, &end) != PS_OK; tries++) {
        int n = ps_game_legal(pl->c, -1, pl->s->buf, pl->s->max);
        if (n > pl->s->max)
            n = pl->s->max;
        int best = -1;
        int32_t best_sc = INT32_MIN;
        for (int i = 0; i < n; i++) {
            const ps_action *a = &pl->s->buf[i];
            if (a->kind != PS_ACT_DEBARK || a->nhexes != 1)
                continue;
            int32_t sc = plan_place_value(pl, a->units[0], ai_hex(a->hexes[0]), true, PLAN_NO_SLOT);
            if (sc > best_sc) {
                best_sc = sc;
                best = i;
            }
        }
        for (int i = 0; i < n && best < 0; i++)
            if (pl->s->buf[i].kind == PS_ACT_MOVE)
                best = i;
        if (best < 0)
            break;
        ps_action a = pl->s->buf[best];
        if (!play_action(pl, &a))
            break;
        if (a.kind == PS_ACT_DEBARK) {
            pl->v->u[a.units[0]].carrier = -1;
            plan_riders_made(pl);
            plan_link_unit(pl, a.units[0], ai_hex(a.hexes[0]));
        }
    }
}

/* A unit whose planned move cannot be played (the hex filled up): its best move now. */
static void fallback(struct planner *pl, int u)
{
    struct dests *d = malloc(sizeof *d);
    if (!d)
        return;
    plan_read_dests(pl, u, d);
    plan_unlink_unit(pl, u);
    int from = pl->start[u];
    int32_t best = from >= 0 ? plan_place_value(pl, u, from, false, PLAN_NO_SLOT) : -AI_FAR / 4;
    int best_h = from;
    for (int k = 0; k < d->n; k++) {
        int32_t sc = plan_dest_score(pl, u, d->hex[k], d->cost[k], PLAN_NO_SLOT);
        if (sc > best) {
            best = sc;
            best_h = d->hex[k];
        }
    }
    plan_place(pl, u, from);
    if (best_h != from && best_h != -1 && play_move(pl, u, best_h))
        plan_place(pl, u, best_h == -2 ? -1 : best_h);
    free(d);
}

/* The action moving u to h (-2: its exit) among the legal ones of g, or false. */
static bool find_move(struct planner *pl, ps_game *g, int u, int h, ps_action *out)
{
    int n = ps_game_legal(g, u, pl->s->buf, pl->s->max);
    if (n > pl->s->max)
        n = pl->s->max;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &pl->s->buf[i];
        /* [21.1] in the simultaneous sequence a move is a plotted MV or EX task. */
        bool plot = a->kind == PS_ACT_PLOT && (a->task == PS_TASK_MV || a->task == PS_TASK_EX);
        if ((a->kind != PS_ACT_MOVE && a->kind != PS_ACT_EXIT && !plot) || a->nunits != 1 ||
            a->units[0] != u || a->nhexes < 1)
            continue;
        bool exit = a->kind == PS_ACT_EXIT || (plot && a->task == PS_TASK_EX);
        if (exit == (h == -2) && (exit || ai_hex(a->hexes[a->nhexes - 1]) == h)) {
            *out = *a;
            return true;
        }
    }
    return false;
}

static void execute(struct planner *pl, const int *order, int n)
{
    for (int round = 0; round < 6; round++) {
        bool progress = false, pending = false;
        for (int pri = 0; pri < 3; pri++)
            for (int i = 0; i < n; i++) {
                int u = order[i];
                const ps_unit_more *x = &pl->v->u[u];
                int want = pri == 0 ? pl->target[u] >= 0 && !x->is_leader
                           : pri == 1 ? x->is_leader : pl->target[u] < 0 && !x->is_leader;
                if (pl->done[u] || !want)
                    continue;
                int dest = pl->exits[u] ? -2 : pl->at[u];
                if (dest == pl->start[u] && !pl->exits[u]) {
                    pl->done[u] = true;
                } else if (play_move(pl, u, dest)) {
                    pl->done[u] = true;
                    progress = true;
                } else {
                    pending = true;
                }
            }
        if (!pending || !progress)
            break;
    }
    for (int i = 0; i < n; i++) {
        int u = order[i];
        if (pl->done[u])
            continue;
        pl->done[u] = true;
        fallback(pl, u);
    }
}

void ai_plan_prepared(const struct ai_prep *pp, const struct ai_params *p, ai_rng *r,
                      struct ai_scratch *s, struct ai_plan *out, long *nodes)
{
    out->n = 0;
    struct planner *pl = calloc(1, sizeof *pl);
    struct ai_view *v = malloc(sizeof *v);
    ps_game *c = ai_clone(pp->g);
    if (!pl || !v || !c)
        goto done;
    /* Moves roll no dice, but the copy gets a stream of its own all the same: nothing played
     * on it can show the real game's coming rolls. */
    ps_game_reseed(c, 0x9E3779B97F4A7C15ull);
    memcpy(v, &pp->v, sizeof *v);
    pl->pp = pp;
    pl->g = pp->g;
    pl->c = c;
    pl->m = pp->m;
    pl->p = p;
    pl->r = r;
    pl->s = s;
    pl->v = v;
    pl->th = &pp->th;
    pl->out = out;
    pl->nodes = nodes;
    pl->d = pp->d;
    pl->side = pp->side;
    pl->phase = pp->phase;
    pl->turns_left = pp->turns_left;
    pl->enemy_next = pp->enemy_next;
    pl->leader_rules = pp->leader_rules;
    pl->memo = p->work_out_all ? NULL : plan_memo_new(pl); /* NULL: worked out when asked */
    memset(pl->head, 0xff, sizeof pl->head);
    plan_riders_made(pl);
    for (int u = 0; u < AI_UNITS; u++) {
        pl->at[u] = -1;
        pl->start[u] = pp->start[u];
        pl->goal_hex[u] = pl->target[u] = -1;
        pl->next[u] = -1;
    }
    for (int u = 0; u < v->nunits; u++)
        if (pl->start[u] >= 0)
            plan_link_unit(pl, u, pl->start[u]);
    pl->w_place = 25 * p->w_goal / 100;
    pl->w_aggr = (pl->m->destroys[pl->side] ? 30 : pl->m->has_place[pl->side] ? 10 : 20);
    const int *order = pp->order;
    int n = pp->n;
    if (pl->phase == PS_PHASE_CHARIOT)
        embark_bowmen(pl);
    if (pl->phase == PS_PHASE_MOVEMENT) {
        plan_attacks(pl);
        plan_attack_leaders(pl);
    }
    if (pl->phase == PS_PHASE_PLOT) {
        /* [21.1] combat tasks first: the units that fire or melee this Game-Turn stay. */
        ps_action *acts = malloc(AI_UNITS * sizeof *acts);
        int na = acts ? ai_plot_combat(pp, s, acts, AI_UNITS, pl->fixed, nodes) : 0;
        for (int i = 0; i < na; i++)
            play_action(pl, &acts[i]);
        free(acts);
    }
    /* On paper: every free unit to its best place, the leaders to where the units went, and
     * again, so that units see the friends and leaders that will stand by them. */
    for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < n; i++)
            if (!pl->fixed[order[i]] && !v->u[order[i]].is_leader)
                choose_unit(pl, order[i]);
        if (pass == 2)
            break;
        for (int i = 0; i < n; i++)
            if (!pl->fixed[order[i]] && v->u[order[i]].is_leader)
                choose_leader(pl, order[i]);
    }
    execute(pl, order, n);
    settle(pl);
done:
    if (out->n < AI_PLAN_MAX) {
        memset(&out->act[out->n], 0, sizeof out->act[out->n]);
        out->act[out->n++].kind = PS_ACT_END;
    }
    ps_game_free(c);
    if (pl)
        plan_memo_free(pl->memo);
    free(pl);
    free(v);
}

void ai_plan_movement(ps_game *g, const struct ai_map *m, const struct ai_params *p,
                      ai_rng *r, struct ai_scratch *s, struct ai_plan *out, long *nodes)
{
    struct ai_prep *pp = ai_prep_new(g, m, s, nodes);
    if (!pp) {
        out->n = 1;
        memset(&out->act[0], 0, sizeof out->act[0]);
        out->act[0].kind = PS_ACT_END;
        return;
    }
    ai_plan_prepared(pp, p, r, s, out, nodes);
    ai_prep_free(pp);
}
