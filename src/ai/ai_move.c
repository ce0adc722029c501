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

#include "ai_int.h"

const struct ai_params ai_params_default = {
    .w_goal = 100, .w_safety = 100, .w_attack = 100, .noise = 0, .skip_target = 0,
};

enum { MAX_DEST = 1024, MAX_ATTACKS = 64, ATTACK_DIS = 30 };

struct dests {
    int n;
    int16_t hex[MAX_DEST];   /* -2: an exit */
    int32_t cost[MAX_DEST];  /* MP of the path, fixed point */
};

struct planner {
    ps_game *g;              /* the game as the phase begins (read only) */
    ps_game *c;              /* the clone the plan is played on */
    const struct ai_map *m;
    const struct ai_params *p;
    ai_rng *r;
    struct ai_scratch *s;
    struct ai_view *v;
    struct ai_threat *th;
    struct ai_plan *out;
    long *nodes;
    int side;
    ps_phase phase;
    bool enemy_next;         /* the enemy has a Player-Turn after this one */
    int turns_left;          /* Game-Turns after this one */
    bool leader_rules;       /* some leader of ours has a radius worth keeping */
    int w_place, w_aggr;     /* centi-VP per MP nearer the goal places, the enemy */
    int16_t at[AI_UNITS];    /* hex of each of our units as planned, -1 off the map */
    int16_t head[AI_HEXES];
    int16_t next[AI_UNITS];
    bool decided[AI_UNITS];
    int16_t goal_hex[AI_UNITS]; /* attack position, -1 none */
    struct dests *d;         /* per unit, read when the phase begins */
};

/* ---- our units as the plan moves them ---- */

static void unlink_unit(struct planner *pl, int u)
{
    int h = pl->at[u];
    if (h < 0)
        return;
    int16_t *link = &pl->head[h];
    while (*link >= 0 && *link != u)
        link = &pl->next[*link];
    if (*link == u)
        *link = pl->next[u];
    pl->at[u] = -1;
}

static void link_unit(struct planner *pl, int u, int h)
{
    unlink_unit(pl, u);
    if (h < 0)
        return;
    pl->at[u] = (int16_t)h;
    pl->next[u] = pl->head[h];
    pl->head[h] = (int16_t)u;
}

/* Our units in h as planned, with `extra` added when not there; returns how many. */
static int stack_of(const struct planner *pl, int h, int extra, int16_t *out, int max)
{
    int n = 0;
    for (int u = pl->head[h]; u >= 0 && n < max; u = pl->next[u])
        if (u != extra)
            out[n++] = (int16_t)u;
    if (extra >= 0 && n < max)
        out[n++] = (int16_t)extra;
    return n;
}

static int counted_in(const struct planner *pl, int h, int except)
{
    int n = 0;
    for (int u = pl->head[h]; u >= 0; u = pl->next[u])
        n += u != except && !pl->v->u[u].is_leader;
    return n;
}

/* [3.36], [3.37], [7.6], [10.11] estimated for a planned stack. */
static int32_t stack_defence(const struct planner *pl, int h, const int16_t *st, int n)
{
    const struct ai_view *v = pl->v;
    bool with_melee = false, rider = false;
    for (int k = 0; k < n; k++) {
        with_melee |= v->u[st[k]].melee_kind != 1;
        rider |= !v->u[st[k]].is_leader && !v->u[st[k]].is_chariot;
    }
    int32_t units = 0, bonus = 0;
    for (int k = 0; k < n; k++) {
        const ps_unit_more *u = &v->u[st[k]];
        if (u->is_leader) {
            bonus += u->leader_bonus * AI_FX;
            continue;
        }
        if (u->is_chariot && rider)
            continue;
        if (u->melee_kind == 1)
            units += with_melee ? 0 : AI_FX;
        else if (u->melee_kind == 2)
            units += u->melee * AI_FX / 2;
        else
            units += u->melee * AI_FX;
    }
    if (pl->m->comb[h].defender_doubled)
        units *= 2;
    if (units == 0)
        units = AI_FX;
    return units + (bonus < units ? bonus : units);
}

/* Expected loss of a planned stack from attacks at strength att (melee) or fire (fire). */
static int32_t stack_loss(const struct planner *pl, int h, const int16_t *st, int n,
                          int32_t att, bool fire, int dis)
{
    if (att <= 0 || n == 0)
        return 0;
    const ps_crt *crt = &pl->m->crt;
    int32_t def = fire ? pl->m->comb[h].fire_protection * AI_FX : stack_defence(pl, h, st, n);
    int col = ai_crt_column(crt, att, def);
    if (col < 0)
        return 0;
    bool disrupted = false;
    for (int k = 0; k < n; k++)
        disrupted |= (pl->v->u[st[k]].status & PS_UNIT_DISRUPTED) != 0;
    int count[PS_RESULT_COUNT];
    ai_crt_counts(crt, col, disrupted, count);
    int32_t total = 0;
    for (int r = 1; r < PS_RESULT_COUNT; r++)
        if (count[r])
            total += count[r] * ai_stack_result_value(pl->v, st, n, r, fire, dis);
    return total / crt->die;
}

/* The risk of standing in h with unit u added: the enemy's next Player-Turn (its fire, then
 * its melee with whatever can reach), and Defensive Fire now when u moves in [6.42]. */
static int32_t risk(const struct planner *pl, int u, int h, bool moving)
{
    int16_t st[32];
    int n = stack_of(pl, h, u, st, 32);
    int32_t total = 0;
    if (moving && pl->phase != PS_PHASE_CHARIOT && pl->th->enemy_dfire[h] > 0)
        total += stack_loss(pl, h, st, n, pl->th->enemy_dfire[h], true, 45);
    if (moving && pl->phase == PS_PHASE_CHARIOT && pl->th->enemy_dfire[h] > 0)
        total += stack_loss(pl, h, st, n, pl->th->enemy_dfire[h], true, 60); /* [C1.5] */
    if (pl->enemy_next) {
        /* Not every enemy unit that can reach will strike here: they have other targets. */
        int32_t melee = pl->th->enemy_melee[h] * 3 / 4;
        total += stack_loss(pl, h, st, n, melee, false, 35);
        total += stack_loss(pl, h, st, n, pl->th->enemy_fire[h] * 2 / 3, true, 35) / 2;
    }
    return total * pl->p->w_safety / 100;
}

static bool near_leader(const struct planner *pl, int u, int h)
{
    for (int k = 0; k < pl->v->nunits; k++) {
        const ps_unit_more *l = &pl->v->u[k];
        if (k == u || !l->is_leader || l->side != pl->side || pl->at[k] < 0)
            continue;
        if (ps_hex_distance(ai_ccrr(pl->at[k]), ai_ccrr(h)) <= l->leader_radius)
            return true;
    }
    return false;
}

static int passenger(const struct planner *pl, int ch);

static bool counts_for_exit(const struct planner *pl, int u)
{
    const ps_unit_more *x = &pl->v->u[u];
    if (x->is_chariot) {
        /* A chariot takes its passenger off the map with it [C1.0], [11.4]. */
        int pas = passenger(pl, u);
        return pas >= 0 && counts_for_exit(pl, pas);
    }
    if (!x->counts)
        return false;
    for (int i = 0; i < pl->m->ngoals[pl->side]; i++) {
        const ps_goal *goal = &pl->m->goal[pl->side][i];
        if (goal->kind == PS_GOAL_EXIT && !(goal->no_chariots && x->is_chariot))
            return true;
    }
    return false;
}

static int passenger(const struct planner *pl, int ch)
{
    for (int u = 0; u < pl->v->nunits; u++)
        if (pl->v->u[u].carrier == ch && !pl->v->u[u].is_leader)
            return u;
    return -1;
}

/* The worth of unit u standing in h at the end of the phase (h < 0: off the map). */
static int32_t place_value(const struct planner *pl, int u, int h, bool moving)
{
    const struct ai_map *m = pl->m;
    const ps_unit_more *x = &pl->v->u[u];
    int side = pl->side;
    if (h < 0)
        return -AI_FAR / 4;
    int32_t score = 0;
    bool counts = x->counts;
    if (m->has_place[side] && m->dgoal[side][h] < AI_FAR && !x->is_leader)
        score -= (int32_t)((int64_t)m->dgoal[side][h] *
                           (counts && m->exits[side] ? 2 * pl->w_place : pl->w_place) / AI_FX);
    int32_t en = pl->th->enemy_near[h];
    if (en < AI_FAR && !x->is_leader && (x->melee_kind != 1 || x->is_fire))
        score -= (int32_t)((int64_t)(en > 12 * AI_FX ? 12 * AI_FX : en) * pl->w_aggr / AI_FX);
    /* [11.3] an objective hex is held by whoever stood in it last. */
    if (m->objective[h]) {
        int there = counted_in(pl, h, u);
        score += there == 0 ? 900 : 120;
        if (pl->turns_left == 0)
            score += 1500;
    }
    if (m->region[!side][h] && counts)
        score += 350;
    if (m->exitz[side][h] && counts_for_exit(pl, u))
        score += 150;
    if (x->is_leader) {
        /* Leaders keep units in command [10.2] and add their bonus where the fighting is. */
        int within = 0;
        for (int k = 0; k < pl->v->nunits; k++)
            if (k != u && pl->at[k] >= 0 && pl->v->u[k].side == side && !pl->v->u[k].is_leader &&
                ps_hex_distance(ai_ccrr(pl->at[k]), ai_ccrr(h)) <= x->leader_radius)
                within++;
        score += 40 * (within > 8 ? 8 : within);
        int melee_here = 0;
        for (int k = pl->head[h]; k >= 0; k = pl->next[k])
            melee_here += k != u && pl->v->u[k].melee_kind != 1;
        if (melee_here && en < 3 * AI_FX)
            score += 60 * x->leader_bonus;
    } else if (pl->leader_rules && !near_leader(pl, u, h)) {
        score -= 25 + 12 * x->ma / AI_FX; /* half Movement Allowance next time [10.23] */
    }
    const ps_unit_more *shooter = x;
    if (x->is_chariot) {
        int pas = passenger(pl, u);
        shooter = pas >= 0 ? &pl->v->u[pas] : NULL;
        /* In the Chariot Phase the passenger fires next [C1.3]; later it wants safety. */
        if (shooter && (pl->phase != PS_PHASE_CHARIOT || shooter->fired_before))
            shooter = NULL;
    }
    if (shooter && shooter->is_fire) {
        /* Within range of an enemy, not next to one: the coming fire [6.13]. */
        int32_t near = pl->th->enemy_near[h];
        if (near > 0 && near <= (shooter->range + 1) * AI_FX * 3 / 2)
            score += 30 * shooter->fire * (x->is_chariot ? 3 : 1);
    }
    /* Cohesion: friends next to it. */
    int friends = 0;
    for (int d = 0; d < 6; d++) {
        int nb = m->nb[h][d];
        if (nb >= 0 && pl->head[nb] >= 0)
            friends++;
    }
    score += 15 * (friends > 3 ? 3 : friends);
    score -= risk(pl, u, h, moving);
    if (pl->p->noise)
        score += (int32_t)ai_rng_below(pl->r, 2 * pl->p->noise + 1) - pl->p->noise;
    return score;
}

/* ---- reading the legal moves ---- */

static void read_dests(struct planner *pl, int u, struct dests *out)
{
    out->n = 0;
    int n = ps_game_legal(pl->c, u, pl->s->buf, pl->s->max);
    (*pl->nodes)++;
    if (n > pl->s->max)
        n = pl->s->max;
    for (int i = 0; i < n && out->n < MAX_DEST; i++) {
        const ps_action *a = &pl->s->buf[i];
        if (a->kind != PS_ACT_MOVE && a->kind != PS_ACT_EXIT)
            continue;
        if (a->nunits != 1 || a->units[0] != u || a->nhexes < 1)
            continue;
        int32_t cost = 0;
        int prev = pl->at[u] >= 0 ? ai_ccrr(pl->at[u]) : 0;
        for (int k = 0; k < a->nhexes; k++) {
            int32_t c = ps_game_move_cost(pl->c, prev, a->hexes[k]);
            cost += c > 0 ? c : AI_FX;
            prev = a->hexes[k];
        }
        out->hex[out->n] = (int16_t)(a->kind == PS_ACT_EXIT ? -2 : ai_hex(a->hexes[a->nhexes - 1]));
        out->cost[out->n] = cost;
        out->n++;
    }
}

/* Plays u's move to h (or its exit, h == -2) on the clone and records it. */
static bool play_move(struct planner *pl, int u, int h)
{
    int n = ps_game_legal(pl->c, u, pl->s->buf, pl->s->max);
    if (n > pl->s->max)
        n = pl->s->max;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &pl->s->buf[i];
        if ((a->kind != PS_ACT_MOVE && a->kind != PS_ACT_EXIT) || a->nunits != 1 ||
            a->units[0] != u || a->nhexes < 1)
            continue;
        bool exit = a->kind == PS_ACT_EXIT;
        if (exit != (h == -2) || (!exit && ai_hex(a->hexes[a->nhexes - 1]) != h))
            continue;
        ps_action act = *a;
        if (ps_game_play(pl->c, &act) != PS_OK || pl->out->n >= AI_PLAN_MAX - 1)
            return false;
        pl->out->act[pl->out->n++] = act;
        link_unit(pl, u, h >= 0 ? h : -1);
        (*pl->nodes)++;
        return true;
    }
    return false;
}

static bool play_action(struct planner *pl, const ps_action *a)
{
    ps_action act = *a;
    if (pl->out->n >= AI_PLAN_MAX - 1 || ps_game_play(pl->c, &act) != PS_OK)
        return false;
    pl->out->act[pl->out->n++] = act;
    (*pl->nodes)++;
    return true;
}

/* ---- 1. melee attacks to set up ---- */

struct option {
    int16_t u, hex;
    int32_t str;   /* attack strength from there */
    int32_t cost;  /* risk of standing there */
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
           x->carrier < 0 && !x->is_chariot;
}

/* Room for one more counted unit in h at the end of the phase [5.4]. */
static bool room(const struct planner *pl, int h, const int16_t *planned)
{
    int n = counted_in(pl, h, -1) + planned[h];
    return n < pl->m->stacking[pl->side];
}

static void plan_attacks(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    int side = pl->side;
    int16_t *planned = calloc(AI_HEXES, sizeof *planned);
    bool *used = calloc(AI_UNITS, sizeof *used);
    bool *targeted = calloc(AI_HEXES, sizeof *targeted);
    struct option *opt = malloc(AI_UNITS * sizeof *opt);
    if (!planned || !used || !targeted || !opt)
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
            /* The units that can get next to t, each at its best hex. */
            int n = 0;
            for (int u = 0; u < v->nunits && n < AI_UNITS; u++) {
                if (used[u] || pl->decided[u] || !may_attack(pl, u))
                    continue;
                struct option o = {.u = (int16_t)u, .hex = -1, .cost = AI_FAR};
                const struct dests *d = &pl->d[u];
                for (int k = -1; k < d->n; k++) {
                    int h = k < 0 ? pl->at[u] : d->hex[k];
                    if (h < 0 || ps_hex_distance(ai_ccrr(h), ai_ccrr(t)) != 1)
                        continue;
                    if (h != pl->at[u] && !room(pl, h, planned))
                        continue;
                    int32_t c = risk(pl, u, h, h != pl->at[u]);
                    if (c < o.cost) {
                        o.cost = c;
                        o.hex = (int16_t)h;
                    }
                }
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
                int count[PS_RESULT_COUNT];
                ai_crt_counts(&pl->m->crt, col, plus, count);
                int32_t ev = 0;
                for (int r = 1; r < PS_RESULT_COUNT; r++)
                    if (count[r])
                        ev += count[r] * ai_result_value(v, t, r, false, ATTACK_DIS);
                ev = ev / pl->m->crt.die * pl->p->w_attack / 100;
                /* The attack draws the enemy's blow away from where it would fall: only
                 * half the risk is new. */
                int32_t net = ev - cost / 2 - 5 * (k + 1);
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
        /* Stacking: two chosen units may want the same hex; the second needs room too. */
        targeted[best_t] = true;
        for (int k = 0; k < best_k; k++) {
            int u = best_opt[k].u, h = best_opt[k].hex;
            if (h != pl->at[u] && !room(pl, h, planned))
                continue;
            used[u] = true;
            pl->goal_hex[u] = (int16_t)h;
            if (h != pl->at[u])
                planned[h]++;
        }
    }
    /* Each attack checked with the engine's odds from the planned hexes (leader bonus, flank,
     * elevation, the real defence): one that would not be allowed is dropped. */
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
            if (pl->goal_hex[u] >= 0 && ps_hex_distance(ai_ccrr(pl->goal_hex[u]), ai_ccrr(t)) == 1 &&
                used[u]) {
                from[a.nunits] = ai_ccrr(pl->goal_hex[u]);
                a.units[a.nunits++] = (int16_t)u;
            }
        if (a.nunits == 0)
            continue;
        ps_odds o;
        (*pl->nodes)++;
        if (ps_game_odds_what_if(pl->g, side, &a, from, &o) != PS_OK)
            for (int k = 0; k < a.nunits; k++)
                pl->goal_hex[a.units[k]] = -1;
    }
out:
    free(planned);
    free(used);
    free(targeted);
    free(opt);
}

/* ---- 2. leaders to the attack stacks ---- */

static void plan_leaders(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    for (int l = 0; l < v->nunits; l++) {
        const ps_unit_more *x = &v->u[l];
        if (x->side != pl->side || !x->is_leader || x->leader_bonus <= 0 || pl->decided[l] ||
            x->carrier >= 0)
            continue;
        int best = -1;
        int32_t best_str = 0;
        const struct dests *d = &pl->d[l];
        for (int k = -1; k < d->n; k++) {
            int h = k < 0 ? pl->at[l] : d->hex[k];
            if (h < 0)
                continue;
            int32_t str = 0;
            bool taken = false;
            for (int u = 0; u < v->nunits; u++) {
                if (pl->goal_hex[u] == h && !v->u[u].is_leader)
                    str += v->u[u].melee;
                taken |= pl->goal_hex[u] == h && v->u[u].is_leader;
            }
            if (!taken && str > best_str) {
                best_str = str;
                best = h;
            }
        }
        if (best >= 0)
            pl->goal_hex[l] = (int16_t)best;
    }
}

/* ---- 2b. leaders to where the units are going [10.2] ---- */

/* Where unit u would go for the scenario's places (or the enemy) alone: a guess at where it
 * will stand, for the leaders to cover. */
static int projected(const struct planner *pl, int u)
{
    int best = pl->at[u];
    const struct dests *d = &pl->d[u];
    bool place = pl->m->has_place[pl->side];
    const int32_t *field = place ? pl->m->dgoal[pl->side] : pl->th->enemy_near;
    int32_t key = best >= 0 ? field[best] : AI_FAR;
    for (int k = 0; k < d->n; k++) {
        int h = d->hex[k];
        if (h >= 0 && field[h] < key) {
            key = field[h];
            best = h;
        }
    }
    return best;
}

static void plan_command(struct planner *pl, const int *order, int n)
{
    const struct ai_view *v = pl->v;
    int16_t *target = malloc(AI_UNITS * sizeof *target);
    bool *covered = calloc(AI_UNITS, sizeof *covered);
    if (!target || !covered)
        goto out;
    for (int i = 0; i < n; i++) {
        int u = order[i];
        target[u] = (int16_t)(v->u[u].is_leader ? -1 : pl->decided[u] ? pl->at[u] : projected(pl, u));
    }
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++) {
            int l = order[i];
            const ps_unit_more *x = &v->u[l];
            /* The leaders with the wider radius first [10.2]. */
            if (!x->is_leader || pl->decided[l] || (pass == 0) != (x->leader_radius >= 2))
                continue;
            const struct dests *d = &pl->d[l];
            int best = pl->at[l];
            int32_t best_sc = INT32_MIN;
            for (int k = -1; k < d->n; k++) {
                int h = k < 0 ? pl->at[l] : d->hex[k];
                if (h < 0)
                    continue;
                int32_t sc = 0;
                for (int j = 0; j < n; j++) {
                    int u = order[j];
                    if (target[u] < 0 || covered[u] || v->u[u].is_leader)
                        continue;
                    if (ps_hex_distance(ai_ccrr(target[u]), ai_ccrr(h)) <= x->leader_radius)
                        sc += v->u[u].counts ? 100 : 60;
                }
                sc -= risk(pl, l, h, h != pl->at[l]);
                if (sc > best_sc) {
                    best_sc = sc;
                    best = h;
                }
            }
            pl->decided[l] = true;
            if (best >= 0 && best != pl->at[l])
                play_move(pl, l, best);
            for (int j = 0; j < n; j++) {
                int u = order[j];
                if (target[u] >= 0 && pl->at[l] >= 0 &&
                    ps_hex_distance(ai_ccrr(target[u]), ai_ccrr(pl->at[l])) <= x->leader_radius)
                    covered[u] = true;
            }
        }
out:
    free(target);
    free(covered);
}

/* ---- 3. everyone else ---- */

/* A hex next to h where a passenger could be set down: passable, empty [5.4], [C1.0]. */
static bool free_neighbour(const struct planner *pl, int h)
{
    for (int d = 0; d < 6; d++) {
        int nb = pl->m->nb[h][d];
        if (nb >= 0 && pl->m->cost[h][d] >= 0 && pl->head[nb] < 0 && pl->v->occ[nb] != !pl->side)
            return true;
    }
    return false;
}

static bool must_set_down(const struct planner *pl, int u)
{
    return pl->v->u[u].is_chariot && pl->m->stacking[pl->side] < 2 && passenger(pl, u) >= 0;
}

/* Sets the passenger of chariot ch down next to it, where it stands best. */
static void set_down(struct planner *pl, int ch)
{
    int pas = passenger(pl, ch);
    if (pas < 0)
        return;
    int n = ps_game_legal(pl->c, pas, pl->s->buf, pl->s->max);
    if (n > pl->s->max)
        n = pl->s->max;
    int best = -1;
    int32_t best_sc = INT32_MIN;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &pl->s->buf[i];
        if (a->kind != PS_ACT_DEBARK || a->nhexes != 1 || a->units[0] != pas)
            continue;
        int32_t sc = place_value(pl, pas, ai_hex(a->hexes[0]), true);
        if (sc > best_sc) {
            best_sc = sc;
            best = i;
        }
    }
    if (best < 0)
        return;
    ps_action a = pl->s->buf[best];
    if (play_action(pl, &a)) {
        pl->v->u[pas].carrier = -1;
        link_unit(pl, pas, ai_hex(a.hexes[0]));
    }
}

static int32_t dest_score(struct planner *pl, int u, int h, int32_t cost)
{
    if (h == -2)
        return counts_for_exit(pl, u) ? 5000 : -AI_FAR / 4;
    int32_t s = place_value(pl, u, h, true);
    const ps_unit_more *x = &pl->v->u[u];
    if (must_set_down(pl, u) && !free_neighbour(pl, h))
        return -AI_FAR / 8; /* nowhere to set its passenger down at the end [5.4] */
    if (x->is_chariot) {
        /* [C1.4] Movement Points spent now are gone for the Movement Phase. */
        int32_t left = x->mp_left - cost;
        if (pl->phase == PS_PHASE_CHARIOT && left < 4 * AI_FX)
            s -= (4 * AI_FX - left) * 15 / AI_FX;
    }
    return s;
}

static void move_unit(struct planner *pl, int u)
{
    if (pl->decided[u])
        return;
    pl->decided[u] = true;
    struct dests *d = &pl->d[u];
    read_dests(pl, u, d);
    if (d->n == 0)
        return;
    int from = pl->at[u];
    unlink_unit(pl, u);
    int32_t best = from >= 0 ? place_value(pl, u, from, false) : -AI_FAR / 4;
    int best_h = from >= 0 ? from : -1;
    for (int k = 0; k < d->n; k++) {
        int32_t sc = dest_score(pl, u, d->hex[k], d->cost[k]);
        if (sc > best) {
            best = sc;
            best_h = d->hex[k];
        }
    }
    if (from >= 0)
        link_unit(pl, u, from);
    if (best_h != from && best_h != -1)
        play_move(pl, u, best_h);
    if (must_set_down(pl, u))
        set_down(pl, u);
}

static int32_t front_key(const struct planner *pl, int u)
{
    int h = pl->at[u];
    if (h < 0)
        return AI_FAR;
    return pl->th->enemy_near[h];
}

/* ---- chariots [C1.0] ---- */

static void embark_bowmen(struct planner *pl)
{
    const struct ai_view *v = pl->v;
    for (int ch = 0; ch < v->nunits; ch++) {
        const ps_unit_more *c = &v->u[ch];
        if (c->side != pl->side || !c->is_chariot || !c->on_map || c->moved ||
            (c->status & PS_UNIT_DISRUPTED) || c->mp_left < 2 * AI_FX || passenger(pl, ch) >= 0)
            continue;
        int best = -1;
        int32_t best_near = 0;
        for (int u = 0; u < v->nunits; u++) {
            const ps_unit_more *x = &v->u[u];
            if (x->side != pl->side || !x->may_ride || x->is_leader || !x->near_chariot ||
                x->carrier >= 0 || x->moved || (x->status & PS_UNIT_DISRUPTED) || pl->decided[u] ||
                ps_hex_distance(x->hex, c->hex) > 1)
                continue;
            /* Worth a ride when the enemy is beyond its reach on foot. */
            int32_t near = pl->th->enemy_near[ai_hex(x->hex)];
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
            pl->decided[best] = true;
            pl->v->u[best].carrier = ch;
            link_unit(pl, best, pl->at[ch]);
        }
    }
}

/* The end of the phase must be legal: units aboard chariots count for the limit then [5.4],
 * [C1.8]; debark them where they stand best. */
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
            int32_t sc = place_value(pl, a->units[0], ai_hex(a->hexes[0]), true);
            if (sc > best_sc) {
                best_sc = sc;
                best = i;
            }
        }
        if (best < 0) {
            /* Nothing to debark: any move that is still possible. */
            for (int i = 0; i < n && best < 0; i++)
                if (pl->s->buf[i].kind == PS_ACT_MOVE)
                    best = i;
            if (best < 0)
                break;
        }
        ps_action a = pl->s->buf[best];
        if (!play_action(pl, &a))
            break;
        if (a.kind == PS_ACT_DEBARK)
            link_unit(pl, a.units[0], ai_hex(a.hexes[0]));
    }
}

void ai_plan_movement(ps_game *g, const struct ai_map *m, const struct ai_params *p,
                      ai_rng *r, struct ai_scratch *s, struct ai_plan *out, long *nodes)
{
    out->n = 0;
    struct planner *pl = calloc(1, sizeof *pl);
    struct ai_view *v = malloc(sizeof *v);
    struct ai_threat *th = malloc(sizeof *th);
    struct dests *d = malloc(AI_UNITS * sizeof *d);
    ps_game *c = ps_game_clone(g);
    if (!pl || !v || !th || !d || !c)
        goto done;
    ps_status_info st;
    ps_game_status(g, &st);
    pl->g = g;
    pl->c = c;
    pl->m = m;
    pl->p = p;
    pl->r = r;
    pl->s = s;
    pl->v = v;
    pl->th = th;
    pl->out = out;
    pl->nodes = nodes;
    pl->d = d;
    pl->side = st.side_to_act;
    pl->phase = st.phase;
    pl->turns_left = st.game_length - st.turn;
    pl->enemy_next = !(st.turn == st.game_length && pl->side != ps_game_first_player(g));
    ai_view_build(v, m, g, pl->side);
    ai_threat_build(th, v, g, false);
    memset(pl->head, 0xff, sizeof pl->head);
    for (int u = 0; u < AI_UNITS; u++) {
        pl->at[u] = -1;
        pl->goal_hex[u] = -1;
        pl->next[u] = -1;
        d[u].n = 0;
    }
    for (int u = 0; u < v->nunits; u++) {
        const ps_unit_more *x = &v->u[u];
        if (x->side != pl->side)
            continue;
        if (x->on_map)
            link_unit(pl, u, ai_hex(x->hex));
        pl->leader_rules |= x->is_leader && x->leader_radius > 0;
    }
    pl->w_place = 25 * p->w_goal / 100;
    pl->w_aggr = (m->destroys[pl->side] ? 30 : m->has_place[pl->side] ? 10 : 20);
    /* Units that may move now, in a fixed order. */
    int order[AI_UNITS], n = 0;
    for (int u = 0; u < v->nunits; u++) {
        const ps_unit_more *x = &v->u[u];
        if (x->side != pl->side || x->carrier >= 0 || (x->status & PS_UNIT_DISRUPTED) || x->moved)
            continue;
        if (!x->on_map && !x->waiting)
            continue;
        if (pl->phase == PS_PHASE_CHARIOT && !x->is_chariot)
            continue;
        order[n++] = u;
    }
    if (pl->phase == PS_PHASE_CHARIOT)
        embark_bowmen(pl);
    for (int i = 0; i < n; i++)
        read_dests(pl, order[i], &d[order[i]]);
    if (pl->phase == PS_PHASE_MOVEMENT) {
        plan_attacks(pl);
        plan_leaders(pl);
        /* The attackers first, to their hexes. */
        for (int i = 0; i < n; i++) {
            int u = order[i];
            int h = pl->goal_hex[u];
            if (h < 0 || v->u[u].is_leader)
                continue;
            pl->decided[u] = true;
            if (h != pl->at[u] && !play_move(pl, u, h))
                pl->decided[u] = false; /* no longer possible: planned like the rest */
        }
        for (int i = 0; i < n; i++) {
            int u = order[i];
            int h = pl->goal_hex[u];
            if (h < 0 || !v->u[u].is_leader)
                continue;
            pl->decided[u] = true;
            if (h != pl->at[u] && !play_move(pl, u, h))
                pl->decided[u] = false;
        }
    }
    if (pl->phase == PS_PHASE_MOVEMENT && pl->leader_rules)
        plan_command(pl, order, n);
    /* The rest, the front first; leaders last, to stand where the units now are. */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0; j--) {
            int a = order[j - 1], b = order[j];
            bool la = v->u[a].is_leader, lb = v->u[b].is_leader;
            int32_t ka = front_key(pl, a), kb = front_key(pl, b);
            if (la < lb || (la == lb && (ka < kb || (ka == kb && a < b))))
                break;
            order[j - 1] = b;
            order[j] = a;
        }
    for (int i = 0; i < n; i++)
        move_unit(pl, order[i]);
    settle(pl);
done:
    if (out->n < AI_PLAN_MAX) {
        memset(&out->act[out->n], 0, sizeof out->act[out->n]);
        out->act[out->n++].kind = PS_ACT_END;
    }
    ps_game_free(c);
    free(pl);
    free(v);
    free(th);
    free(d);
}
