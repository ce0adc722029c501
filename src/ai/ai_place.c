/* Movement plans, part one: our units as the plan places them on paper (stacks, command
 * radii, stacking), and what a place is worth to a unit: closeness to the hexes that decide the
 * scenario, the risk of attacks it would lose, leaders, exits. */
#include <stdlib.h>
#include <string.h>

#include "ai_move.h"

/* ---- our units as the plan places them ---- */

/* Adds delta to the command count of every hex within leader u's radius of h [10.2]. */
static void cover(struct planner *pl, int u, int h, int delta)
{
    const ps_unit_more *x = &pl->v->u[u];
    if (!x->is_leader || x->side != pl->side)
        return;
    for (int k = 0; k < pl->m->nnear[h]; k++)
        if (pl->m->near_dist[h][k] <= x->leader_radius)
            pl->cmd[pl->m->near[h][k]] = (uint8_t)(pl->cmd[pl->m->near[h][k]] + delta);
}

/* The stack in h changed: the risks kept for it are gone. */
static void risk_forget(struct planner *pl, int h)
{
    if (pl->memo)
        pl->memo->changed[h] = ++pl->memo->tick;
}

void plan_unlink_unit(struct planner *pl, int u)
{
    int h = pl->at[u];
    if (h < 0)
        return;
    risk_forget(pl, h);
    cover(pl, u, h, -1);
    int16_t *link = &pl->head[h];
    while (*link >= 0 && *link != u)
        link = &pl->next[*link];
    if (*link == u)
        *link = pl->next[u];
    pl->at[u] = -1;
}

void plan_link_unit(struct planner *pl, int u, int h)
{
    plan_unlink_unit(pl, u);
    if (h < 0)
        return;
    risk_forget(pl, h);
    pl->at[u] = (int16_t)h;
    pl->next[u] = pl->head[h];
    pl->head[h] = (int16_t)u;
    cover(pl, u, h, +1);
}

int plan_passenger(const struct planner *pl, int ch)
{
    /* A rider is always placed with its chariot (plan_place): look in its hex first. */
    if (pl->at[ch] >= 0) {
        int best = -1;
        for (int u = pl->head[pl->at[ch]]; u >= 0; u = pl->next[u])
            if (pl->v->u[u].carrier == ch && !pl->v->u[u].is_leader && (best < 0 || u < best))
                best = u;
        return best;
    }
    return pl->rider[ch];
}

void plan_riders_made(struct planner *pl)
{
    for (int u = 0; u < AI_UNITS; u++)
        pl->rider[u] = -1;
    for (int u = pl->v->nunits - 1; u >= 0; u--) {
        int ch = pl->v->u[u].carrier;
        if (ch >= 0 && ch < AI_UNITS && !pl->v->u[u].is_leader)
            pl->rider[ch] = (int16_t)u;
    }
}

/* Places u and whatever it carries in h (-1: off the map). */
void plan_place(struct planner *pl, int u, int h)
{
    plan_link_unit(pl, u, h);
    if (!pl->v->u[u].is_chariot)
        return;
    for (int k = 0; k < pl->v->nunits; k++)
        if (pl->v->u[k].carrier == u)
            plan_link_unit(pl, k, h);
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

/* Units counted for the stacking limit [5.4]: not leaders [5.42], and not the unit a chariot
 * carries: the loaded chariot counts one [C1.8], so a rider stays aboard in any army. */
static int counted_in(const struct planner *pl, int h, int except)
{
    int n = 0;
    for (int u = pl->head[h]; u >= 0; u = pl->next[u]) {
        const ps_unit_more *x = &pl->v->u[u];
        if (u != except && !x->is_leader && x->carrier < 0)
            n++;
    }
    return n;
}

/* [5.3], [C1.9] as a planning guess; the engine judges every real move. */
static bool classes_mix(int a, int b)
{
    enum { A, B, C, D, E, FF, MF };
    if (a == E || b == E)
        return true;
    if (a == D || b == D)
        return false;
    if (a == b)
        return true;
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    return (b == FF && (a == A || a == B)) || (b == MF && a == C);
}

/* Room for u (and what it carries) in h at the end of the phase: a chariot counts one with or
 * without its rider [C1.8]. */
bool plan_fits(const struct planner *pl, int u, int h)
{
    const ps_unit_more *x = &pl->v->u[u];
    int need = x->is_leader || x->carrier >= 0 ? 0 : 1;
    if (need && counted_in(pl, h, u) + need > pl->m->stacking[pl->side])
        return false;
    for (int k = pl->head[h]; k >= 0; k = pl->next[k]) {
        const ps_unit_more *y = &pl->v->u[k];
        if (k == u || y->carrier == u || x->carrier == k)
            continue;
        if (y->carrier >= 0 && y->carrier == x->carrier)
            continue;
        if (!classes_mix(x->cls, y->cls))
            return false;
    }
    return true;
}

/* ---- what standing somewhere is worth ---- */

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
    const uint8_t *count = ai_crt_faces(pl->m, col, disrupted);
    int32_t total = 0;
    for (int r = 1; r < PS_RESULT_COUNT; r++)
        if (count[r])
            total += count[r] * (ai_stack_result_value(pl->v, st, n, r, fire, dis) +
                                 (pl->m->objective[h] && ai_result_clears(pl->v, st, n, r, fire)
                                      ? ai_objective_worth(pl->v, h)
                                      : 0));
    return total / crt->die;
}

/* The risk to the planned stack in h (with extra added): Defensive Fire now if a unit of it
 * moved in [6.42], [C1.5]; then the enemy's next Player-Turn, its fire and its melee. */
static int32_t stack_risk(const struct planner *pl, int h, int extra, bool extra_moves)
{
    int16_t st[32];
    int n = stack_of(pl, h, extra, st, 32);
    if (n == 0)
        return 0;
    int32_t total = 0;
    bool moved_in = extra_moves;
    for (int k = 0; k < n && !moved_in; k++)
        moved_in = st[k] != extra && pl->start[st[k]] != h;
    if (moved_in && pl->th->enemy_dfire[h] > 0)
        total += stack_loss(pl, h, st, n, pl->th->enemy_dfire[h], true,
                            pl->phase == PS_PHASE_CHARIOT ? 60 : 45);
    if (pl->enemy_next) {
        /* Not every enemy unit that can reach will strike here: they have other targets, and
         * no more than a few stacks fit around one hex. */
        int32_t melee = pl->th->enemy_melee[h] / 2;
        if (melee > 12 * AI_FX)
            melee = 12 * AI_FX;
        total += stack_loss(pl, h, st, n, melee, false, 35);
        total += stack_loss(pl, h, st, n, pl->th->enemy_fire[h] * 2 / 3, true, 35) / 2;
    }
    return total * pl->p->w_safety / 100;
}

struct risk_memo *plan_memo_new(const struct planner *pl)
{
    struct risk_memo *memo = calloc(1, sizeof *memo);
    if (!memo)
        return NULL;
    memo->tick = 1;
    int32_t n = 0;
    for (int u = 0; u < pl->v->nunits && u < AI_UNITS; u++) {
        memo->first[u] = n;
        n += pl->d[u].n + 1;
    }
    memo->nslots = n;
    memo->with_at = calloc((size_t)(n ? n : 1), sizeof *memo->with_at);
    memo->with = malloc((size_t)(n ? n : 1) * sizeof *memo->with);
    if (!memo->with_at || !memo->with) {
        plan_memo_free(memo);
        return NULL;
    }
    return memo;
}

void plan_memo_free(struct risk_memo *memo)
{
    if (!memo)
        return;
    free(memo->with_at);
    free(memo->with);
    free(memo);
}

/* Whether a figure worked out at tick `at` (0: never) for hex h stands. */
static bool memo_stands(const struct risk_memo *memo, uint32_t at, int h)
{
    return at != 0 && at >= memo->changed[h];
}

static const uint32_t MEMO_MOVING = 1u << 31;

/* What u adds to the risk of the hex it joins (u not placed); h is u's destination dest (for
 * the kept figures; PLAN_NO_SLOT when it is not one of the plan's dests of u). */
int32_t plan_risk(const struct planner *pl, int u, int h, bool moving, int dest)
{
    struct risk_memo *memo = pl->memo;
    if (!memo || memo->tick >= MEMO_MOVING) /* no memo, or its ticks used up */
        return stack_risk(pl, h, u, moving) - stack_risk(pl, h, -1, false);
    if (!memo_stands(memo, memo->here_at[h], h)) {
        memo->here[h] = stack_risk(pl, h, -1, false);
        memo->here_at[h] = memo->tick;
    }
    int32_t slot = dest == PLAN_NO_SLOT || u >= pl->v->nunits || dest >= pl->d[u].n
                       ? -1
                       : memo->first[u] + 1 + dest;
    if (slot < 0 || slot >= memo->nslots)
        return stack_risk(pl, h, u, moving) - memo->here[h];
    uint32_t at = memo->with_at[slot];
    uint32_t want = moving ? MEMO_MOVING : 0;
    if ((at & MEMO_MOVING) != want || !memo_stands(memo, at & ~MEMO_MOVING, h)) {
        memo->with[slot] = stack_risk(pl, h, u, moving);
        memo->with_at[slot] = memo->tick | want;
    }
    return memo->with[slot] - memo->here[h];
}

/* Within the radius of one of our leaders as planned (a leader being placed is not). */
bool plan_near_leader(const struct planner *pl, int h)
{
    return pl->cmd[h] > 0;
}

bool plan_counts_for_exit(const struct planner *pl, int u)
{
    const ps_unit_more *x = &pl->v->u[u];
    if (x->is_chariot) {
        /* A chariot takes its passenger off the map with it [C1.0], [11.4]. */
        int pas = plan_passenger(pl, u);
        return pas >= 0 && plan_counts_for_exit(pl, pas);
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

/* The worth of unit u (not placed) standing in h at the end of the phase. */
int32_t plan_place_value(const struct planner *pl, int u, int h, bool moving, int dest)
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
    int aim = pl->pp->aim[u];
    if (aim >= 0) {
        /* Close with the enemy it is sent against, or the hex it is to hold. */
        int32_t to = ai_aim_distance(pl->pp, aim, h);
        int w = pl->pp->aim_objective[aim] ? 3 * pl->w_place : pl->w_aggr;
        if (to < AI_FAR)
            score -= (int32_t)((int64_t)(to > 40 * AI_FX ? 40 * AI_FX : to) * w / AI_FX);
    } else if (en < AI_FAR && !x->is_leader && (x->melee_kind != 1 || x->is_fire)) {
        score -= (int32_t)((int64_t)(en > 12 * AI_FX ? 12 * AI_FX : en) * pl->w_aggr / AI_FX);
    }
    /* [11.3] an objective hex is held by whoever stood in it last. */
    if (m->objective[h]) {
        int there = counted_in(pl, h, u);
        score += there == 0 ? 900 : 120;
        if (pl->turns_left == 0)
            score += 1500;
    }
    if (m->region[!side][h] && counts)
        score += 350;
    if (m->exitz[side][h] && plan_counts_for_exit(pl, u))
        score += 150;
    if (x->is_leader) {
        /* Leaders keep units in command [10.2] and add their bonus where the fighting is. */
        int within = 0;
        for (int n = 0; n < m->nnear[h]; n++) {
            int x2 = m->near[h][n];
            if (m->near_dist[h][n] > x->leader_radius)
                continue;
            for (int k = pl->head[x2]; k >= 0; k = pl->next[k])
                if (k != u && !pl->v->u[k].is_leader)
                    within += plan_near_leader(pl, x2) ? 1 : 3;
        }
        score += 35 * (within > 24 ? 24 : within);
        int melee_here = 0;
        for (int k = pl->head[h]; k >= 0; k = pl->next[k])
            melee_here += k != u && pl->v->u[k].melee_kind != 1;
        if (melee_here && en < 3 * AI_FX)
            score += 60 * x->leader_bonus;
    } else if (pl->leader_rules && !plan_near_leader(pl, h)) {
        score -= 25 + 12 * x->ma / AI_FX; /* half Movement Allowance next time [10.23] */
    }
    const ps_unit_more *shooter = x;
    if (x->is_chariot) {
        int pas = plan_passenger(pl, u);
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
    score -= plan_risk(pl, u, h, moving, dest);
    if (pl->p->noise)
        score += (int32_t)ai_rng_below(pl->r, 2 * pl->p->noise + 1) - pl->p->noise;
    return score;
}

int32_t plan_dest_score(struct planner *pl, int u, int h, int32_t cost, int dest)
{
    if (h == -2)
        return plan_counts_for_exit(pl, u) ? 5000 : -AI_FAR / 4;
    if (!plan_fits(pl, u, h))
        return INT32_MIN;
    int32_t s = plan_place_value(pl, u, h, h != pl->start[u], dest);
    const ps_unit_more *x = &pl->v->u[u];
    if (x->is_chariot && pl->phase == PS_PHASE_CHARIOT) {
        /* [C1.4] Movement Points spent now are gone for the Movement Phase. */
        int32_t left = x->mp_left - cost;
        if (left < 4 * AI_FX)
            s -= (4 * AI_FX - left) * 15 / AI_FX;
    }
    return s;
}

/* ---- reading and playing the legal moves ---- */

void plan_read_dests(struct planner *pl, int u, struct dests *out)
{
    ai_read_dests(pl->c, u, pl->start[u], pl->s, pl->nodes, out);
}
