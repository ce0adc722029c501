/* Combat for computer players: what each result of the Combat Results Table is worth
 * [8.1]-[8.24], [10.3], the expected worth of an attack from its odds distribution, and the
 * choice of attacks in a Fire, Defensive Fire or Melee phase.
 *
 * Attacks never harm the attacker (results only affect defending units [8.1]), so the cost of
 * an attack is what its units could do elsewhere: a fire unit that fires cannot fire in the
 * enemy's next Player-Turn [6.12] nor melee now [6.11].  The choice is an assignment of units
 * to target hexes maximising the summed expected worth, every figure read from the engine's
 * own odds (ps_game_odds_info); a greedy start is improved by moving single units. */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

int ai_crt_column(const ps_crt *crt, int32_t att, int32_t def)
{
    for (int i = crt->ncols - 1; i >= 0; i--)
        if ((int64_t)att * crt->col_def[i] >= (int64_t)def * crt->col_att[i])
            return i;
    return -1;
}

/* Counted once per map: the planners ask for a column's faces for every place and attack
 * they weigh. */
void ai_crt_faces_build(struct ai_map *m)
{
    const ps_crt *crt = &m->crt;
    memset(m->crt_faces, 0, sizeof m->crt_faces);
    for (int plus = 0; plus < 2; plus++)
        for (int column = 0; column < crt->ncols && column < PS_CRT_MAX_COLS; column++)
            for (int f = 1; f <= crt->die; f++) {
                int row = f + plus;
                if (row > crt->max_roll)
                    row = crt->max_roll;
                if (row < crt->min_roll)
                    row = crt->min_roll;
                int r = crt->result[row - crt->min_roll][column];
                if (r >= 0 && r < PS_RESULT_COUNT)
                    m->crt_faces[plus][column][r]++;
            }
}

/* A leader reduced one level [10.3]; a 4 or a 6 is eliminated [C2.2]. */
static int32_t reduction(const struct ai_view *v, int i)
{
    int level = v->u[i].leader_level;
    return level == 4 || level == 6 ? v->value[i] : v->value[i] * 2 / 5;
}

static int cmp_int(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

int32_t ai_stack_result_value(const struct ai_view *v, const int16_t *units, int nunits,
                              int result, bool fire, int dis)
{
    if (result == PS_RESULT_NONE)
        return 0;
    int32_t gain = 0, elim[AI_UNITS / 4];
    int n = 0;
    bool leader = false;
    for (int k = 0; k < nunits; k++)
        leader |= v->u[units[k]].is_leader;
    /* [10.3] in melee, D and 1/2E reduce the leaders and spare their units the disruption;
     * E takes everyone.  [10.31] fire never harms a leader, and units stacked with one
     * ignore D from fire. */
    if (leader && !fire && result != PS_RESULT_E)
        for (int k = 0; k < nunits; k++)
            if (v->u[units[k]].is_leader)
                gain += reduction(v, units[k]);
    for (int k = 0; k < nunits; k++) {
        int i = units[k];
        const ps_unit_more *u = &v->u[i];
        if (u->is_leader) {
            if (result == PS_RESULT_E && !fire)
                gain += v->value[i];
            continue;
        }
        bool disrupted = (u->status & PS_UNIT_DISRUPTED) != 0;
        bool panicked = (u->status & PS_UNIT_PANICKED) != 0;
        /* What a disruption does to this unit: eliminates it if already disrupted [8.22] or
         * panicked [13.0]; nothing when a leader spares it. */
        int32_t hit = leader ? 0 : disrupted || panicked ? v->value[i] : v->value[i] * dis / 100;
        if (result == PS_RESULT_E)
            gain += v->value[i];
        else if (result == PS_RESULT_D)
            gain += hit;
        else if (n < AI_UNITS / 4)
            elim[n++] = disrupted ? -v->value[i] : v->value[i];
    }
    if (result == PS_RESULT_HALF_E && n > 0) {
        /* [8.1] the defender gives up the majority, the cheapest first (a disrupted unit,
         * which the rest's disruption would eliminate anyway [8.22], before all). */
        qsort(elim, (size_t)n, sizeof elim[0], cmp_int);
        int k = (n + 1) / 2;
        for (int j = 0; j < n; j++) {
            int32_t val = elim[j] < 0 ? -elim[j] : elim[j];
            if (j < k)
                gain += val;
            else if (!leader)
                gain += elim[j] < 0 ? val : val * dis / 100;
        }
    }
    return gain;
}

bool ai_result_clears(const struct ai_view *v, const int16_t *units, int n, int result,
                      bool fire)
{
    int left = 0, plain = 0;
    bool leader = false;
    for (int k = 0; k < n; k++) {
        const ps_unit_more *u = &v->u[units[k]];
        if (u->is_leader) {
            leader = true;
            continue;
        }
        plain++;
        if (!(u->status & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED)))
            left++;
    }
    if (leader && (fire || result != PS_RESULT_E))
        return false; /* [10.31] fire never harms a leader; in melee only E takes him */
    switch (result) {
    case PS_RESULT_E:
        return true;
    case PS_RESULT_HALF_E:
        return plain <= 1; /* the majority of one [8.1] */
    case PS_RESULT_D:
        return left == 0;  /* every unit already disrupted [8.22] */
    default:
        return false;
    }
}

/* What emptying a hex that decides the scenario is worth [11.3]: the attacker may advance
 * into it [8.4], and the defender no longer holds it. */
int32_t ai_objective_worth(const struct ai_view *v, int h)
{
    if (!v->map->objective[h])
        return 0;
    int length = v->st.game_length > 0 ? v->st.game_length : 1;
    return 600 + 1200 * v->st.turn / length;
}

int32_t ai_result_value(const struct ai_view *v, int h, int result, bool fire, int dis)
{
    int16_t units[AI_UNITS / 4] = {0}; /* {0}: -O3 -flto sees no bound on n */
    int n = 0;
    for (int i = v->head[h]; i >= 0 && n < AI_UNITS / 4; i = v->next[i])
        units[n++] = (int16_t)i;
    int32_t worth = ai_stack_result_value(v, units, n, result, fire, dis);
    if (v->map->objective[h] && ai_result_clears(v, units, n, result, fire))
        worth += ai_objective_worth(v, h);
    return worth;
}

int32_t ai_odds_value(const struct ai_view *v, const ps_odds *o, int dis)
{
    int32_t total = 0;
    for (int k = 0; k < o->nhexes; k++) {
        int h = ai_hex(o->hexes[k]);
        for (int r = 1; r < PS_RESULT_COUNT; r++)
            if (o->count[k][r])
                total += o->count[k][r] * ai_result_value(v, h, r, o->fire, dis);
    }
    return o->faces > 0 ? total / o->faces : 0;
}

int32_t ai_exposure(const struct ai_view *v, int h, int32_t att, int32_t def, bool disrupted,
                    int dis)
{
    if (att <= 0 || v->head[h] < 0)
        return 0;
    if (def <= 0)
        def = AI_FX / 4;
    int col = ai_crt_column(&v->map->crt, att, def);
    if (col < 0)
        return 0;
    const uint8_t *count = ai_crt_faces(v->map, col, disrupted);
    int32_t total = 0;
    for (int r = 1; r < PS_RESULT_COUNT; r++)
        if (count[r])
            total += count[r] * ai_result_value(v, h, r, false, dis);
    return total / v->map->crt.die;
}

/* ---- choosing attacks ---------------------------------------------------------------- */

enum { MAX_TARGETS = 96, MAX_CAND = PS_ACTION_MAX_UNITS, CACHE = 4096 };

struct target {
    int hex;                 /* CCRR */
    int ncand;
    int16_t cand[MAX_CAND];  /* units that can join an attack on it */
    uint32_t chosen;         /* bit i: cand[i] attacks it */
    int32_t ev;              /* expected worth of the chosen attack */
    int dis;                 /* worth of a disruption here, percent */
};

struct assign {
    ps_game *g;
    struct ai_view *v;
    bool fire;
    int nt;
    struct target t[MAX_TARGETS];
    int16_t owner[AI_UNITS]; /* target a unit is assigned to, -1 none */
    int32_t cost[AI_UNITS];  /* what using the unit gives up */
    struct {
        int32_t key_t;
        uint32_t key_mask;
        int32_t ev;
    } cache[CACHE];
    long *nodes;
};

static void attack_action(const struct assign *a, int t, uint32_t mask, ps_action *out)
{
    memset(out, 0, sizeof *out);
    out->kind = (uint8_t)(a->fire ? PS_ACT_FIRE : PS_ACT_MELEE);
    for (int i = 0; i < a->t[t].ncand; i++)
        if (mask >> i & 1)
            out->units[out->nunits++] = a->t[t].cand[i];
    out->nhexes = 1;
    out->hexes[0] = (int16_t)a->t[t].hex;
}

/* Expected worth of target t attacked by the candidates in mask, minus their costs; INT32_MIN
 * when the attack is not allowed (odds below 1-2 [8.1]). */
static int32_t attack_ev(struct assign *a, int t, uint32_t mask)
{
    if (!mask)
        return 0;
    uint32_t slot = ((uint32_t)t * 2654435761u ^ mask * 40503u) % CACHE;
    if (a->cache[slot].key_t == t && a->cache[slot].key_mask == mask)
        return a->cache[slot].ev;
    ps_action act;
    attack_action(a, t, mask, &act);
    ps_odds o;
    int32_t ev;
    (*a->nodes)++;
    if (ps_game_odds_info(a->g, &act, &o) != PS_OK) {
        ev = INT32_MIN;
    } else {
        ev = ai_odds_value(a->v, &o, a->t[t].dis);
        for (int i = 0; i < a->t[t].ncand; i++)
            if (mask >> i & 1)
                ev -= a->cost[a->t[t].cand[i]];
    }
    a->cache[slot].key_t = t;
    a->cache[slot].key_mask = mask;
    a->cache[slot].ev = ev;
    return ev;
}

static int find_target(struct assign *a, int hex)
{
    for (int t = 0; t < a->nt; t++)
        if (a->t[t].hex == hex)
            return t;
    if (a->nt == MAX_TARGETS)
        return -1;
    memset(&a->t[a->nt], 0, sizeof a->t[a->nt]);
    a->t[a->nt].hex = hex;
    return a->nt++;
}

static void add_candidate(struct target *t, int u)
{
    for (int i = 0; i < t->ncand; i++)
        if (t->cand[i] == u)
            return;
    if (t->ncand < MAX_CAND)
        t->cand[t->ncand++] = (int16_t)u;
}

static int32_t unit_strength(const struct ai_view *v, int u, bool fire)
{
    return fire ? v->u[u].fire : v->u[u].melee;
}

/* The best attack on t from the units not assigned elsewhere: the strongest first, every
 * prefix tried. */
static uint32_t best_subset(struct assign *a, int t, int32_t *ev_out)
{
    struct target *tg = &a->t[t];
    int order[MAX_CAND], n = 0;
    for (int i = 0; i < tg->ncand; i++)
        if (a->owner[tg->cand[i]] < 0 || a->owner[tg->cand[i]] == t)
            order[n++] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && unit_strength(a->v, tg->cand[order[j]], a->fire) >
                                     unit_strength(a->v, tg->cand[order[j - 1]], a->fire);
             j--) {
            int x = order[j];
            order[j] = order[j - 1];
            order[j - 1] = x;
        }
    uint32_t mask = 0, best = 0;
    int32_t best_ev = 0;
    for (int k = 0; k < n; k++) {
        mask |= 1u << order[k];
        int32_t ev = attack_ev(a, t, mask);
        if (ev != INT32_MIN && ev > best_ev) {
            best_ev = ev;
            best = mask;
        }
    }
    *ev_out = best_ev;
    return best;
}

static void set_chosen(struct assign *a, int t, uint32_t mask, int32_t ev)
{
    struct target *tg = &a->t[t];
    for (int i = 0; i < tg->ncand; i++)
        if (tg->chosen >> i & 1)
            a->owner[tg->cand[i]] = -1;
    tg->chosen = mask;
    tg->ev = ev;
    for (int i = 0; i < tg->ncand; i++)
        if (mask >> i & 1)
            a->owner[tg->cand[i]] = (int16_t)t;
}

static int cand_index(const struct target *tg, int u)
{
    for (int i = 0; i < tg->ncand; i++)
        if (tg->cand[i] == u)
            return i;
    return -1;
}

/* Greedy: the most valuable attack first, then the next with what is left. */
static void greedy(struct assign *a)
{
    for (;;) {
        int best_t = -1;
        uint32_t best_mask = 0;
        int32_t best_ev = 0;
        for (int t = 0; t < a->nt; t++) {
            if (a->t[t].chosen)
                continue;
            int32_t ev;
            uint32_t mask = best_subset(a, t, &ev);
            if (mask && ev > best_ev) {
                best_ev = ev;
                best_mask = mask;
                best_t = t;
            }
        }
        if (best_t < 0)
            return;
        set_chosen(a, best_t, best_mask, best_ev);
    }
}

/* Moves single units between attacks (or out of them) while the total grows. */
static void improve(struct assign *a, int passes)
{
    for (int pass = 0; pass < passes; pass++) {
        bool changed = false;
        for (int t = 0; t < a->nt; t++)
            for (int i = 0; i < a->t[t].ncand; i++) {
                int u = a->t[t].cand[i];
                int from = a->owner[u];
                if (from == t)
                    continue;
                /* Try u on t: taken from its present attack. */
                int32_t before = a->t[t].ev + (from >= 0 ? a->t[from].ev : 0);
                uint32_t to_mask = a->t[t].chosen | 1u << i;
                int32_t to_ev = attack_ev(a, t, to_mask);
                if (to_ev == INT32_MIN)
                    continue;
                int32_t from_ev = 0;
                uint32_t from_mask = 0;
                if (from >= 0) {
                    int k = cand_index(&a->t[from], u);
                    from_mask = a->t[from].chosen & ~(1u << k);
                    from_ev = attack_ev(a, from, from_mask);
                    if (from_ev == INT32_MIN) {
                        from_mask = 0; /* the rest could not attack alone: they stand down */
                        from_ev = 0;
                    }
                }
                if (to_ev + from_ev > before) {
                    if (from >= 0)
                        set_chosen(a, from, from_mask, from_ev);
                    set_chosen(a, t, to_mask, to_ev);
                    changed = true;
                }
            }
        /* Drop a unit from an attack when it adds nothing. */
        for (int t = 0; t < a->nt; t++)
            for (int i = 0; i < a->t[t].ncand; i++) {
                if (!(a->t[t].chosen >> i & 1))
                    continue;
                uint32_t mask = a->t[t].chosen & ~(1u << i);
                int32_t ev = attack_ev(a, t, mask);
                if (ev != INT32_MIN && ev >= a->t[t].ev) {
                    set_chosen(a, t, mask, ev);
                    changed = true;
                }
            }
        if (!changed)
            break;
    }
}

/* How much a disruption on hex h is worth now (percent of each unit's value). */
static int disruption_worth(const struct ai_view *v, const struct ai_threat *th, int h)
{
    switch (v->st.phase) {
    case PS_PHASE_FIRE: {
        /* Our melee can follow in this Player-Turn at +1 [8.2]. */
        int32_t def = ai_hex_defence(v, h);
        int32_t own = th ? th->own_melee[h] : 0;
        int follow = def > 0 ? (int)(own * 100 / (def * 2)) : 100;
        return 20 + 60 * (follow > 100 ? 100 : follow) / 100;
    }
    case PS_PHASE_DEFENSIVE_FIRE:
    case PS_PHASE_CHARIOT_DEFENSIVE_FIRE:
        /* Disrupted now, they may not melee in this phase [7.15] and stay disrupted through
         * our next Player-Turn [8.23]. */
        return 55;
    default:
        return 30;
    }
}

static int32_t fire_cost(const struct ai_view *v, int u)
{
    const ps_unit_more *x = &v->u[u];
    if (v->st.phase != PS_PHASE_FIRE)
        return 1;
    /* Firing now gives up Defensive Fire in the enemy's next turn [6.43], and for a unit with
     * a melee strength its melee in this one [6.11]. */
    int32_t c = 10 * x->fire + 1;
    if (x->melee_kind != 1 && x->melee > 0)
        c += 20 * x->melee;
    return c;
}

ps_status ai_choose_attack(ps_game *g, const struct ai_map *m, ai_rng *r, struct ai_scratch *s,
                           ps_action *out, long *nodes)
{
    (void)r;
    ps_status_info st;
    ps_game_status(g, &st);
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_END;
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    bool any = false;
    for (int i = 0; i < n && !any; i++)
        any = s->buf[i].kind == PS_ACT_FIRE || s->buf[i].kind == PS_ACT_MELEE;
    if (!any)
        return PS_OK;
    struct assign *a = calloc(1, sizeof *a);
    struct ai_view *v = malloc(sizeof *v);
    struct ai_threat *th = NULL;
    if (!a || !v) {
        free(a);
        free(v);
        return PS_ENOMEM;
    }
    ai_view_build(v, m, g, st.side_to_act);
    if (st.phase == PS_PHASE_FIRE) {
        th = malloc(sizeof *th);
        if (th)
            ai_threat_build(th, v, g, true);
    }
    a->g = g;
    a->v = v;
    a->nodes = nodes;
    a->fire = true;
    for (int i = 0; i < n; i++)
        if (s->buf[i].kind == PS_ACT_MELEE)
            a->fire = false;
    for (int i = 0; i < CACHE; i++)
        a->cache[i].key_t = -1;
    for (int u = 0; u < AI_UNITS; u++) {
        a->owner[u] = -1;
        a->cost[u] = u < v->nunits ? (a->fire ? fire_cost(v, u) : 1) : 0;
    }
    for (int i = 0; i < n; i++) {
        const ps_action *act = &s->buf[i];
        if ((act->kind != PS_ACT_FIRE && act->kind != PS_ACT_MELEE) || act->nhexes != 1)
            continue;
        int t = find_target(a, act->hexes[0]);
        if (t < 0)
            continue;
        for (int k = 0; k < act->nunits; k++)
            add_candidate(&a->t[t], act->units[k]);
    }
    for (int t = 0; t < a->nt; t++)
        a->t[t].dis = disruption_worth(v, th, ai_hex(a->t[t].hex));
    greedy(a);
    improve(a, 4);
    int best = -1;
    for (int t = 0; t < a->nt; t++)
        if (a->t[t].chosen && a->t[t].ev > 0 && (best < 0 || a->t[t].ev > a->t[best].ev))
            best = t;
    if (best >= 0)
        attack_action(a, best, a->t[best].chosen, out);
    free(th);
    free(a);
    free(v);
    return PS_OK;
}

/* ---- decisions combat results ask for ----------------------------------------------- */

ps_status ai_choose_pending(ps_game *g, const struct ai_map *m, struct ai_scratch *s,
                            ps_action *out, long *nodes)
{
    ps_status_info st;
    ps_game_status(g, &st);
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_END;
    struct ai_view *v = malloc(sizeof *v);
    if (!v)
        return PS_ENOMEM;
    ai_view_build(v, m, g, st.side_to_act);
    int32_t best = INT32_MIN;
    bool stay_scored = false, losing = false;
    int32_t stay = 0;
    for (int i = 0; i < n; i++)
        losing |= s->buf[i].kind == PS_ACT_LOSE;
    for (int i = 0; i < n; i++) {
        const ps_action *act = &s->buf[i];
        int32_t score;
        (*nodes)++;
        if (losing && act->kind != PS_ACT_LOSE)
            continue;
        if (act->kind == PS_ACT_LOSE) {
            /* [8.1] give up the cheapest units; a disrupted one first, since the rest's
             * disruption would take it anyway [8.22]. */
            score = 0;
            for (int k = 0; k < act->nunits; k++) {
                const ps_unit_more *u = &v->u[act->units[k]];
                int32_t val = v->value[act->units[k]];
                score -= (u->status & PS_UNIT_DISRUPTED) ? val / 5 : val;
            }
        } else if (act->kind == PS_ACT_ADVANCE) {
            /* [8.4] worth it for a hex that decides the game, or on the way to one. */
            int h = ai_hex(act->hexes[0]);
            int side = st.side_to_act;
            score = 0;
            if (m->objective[h])
                score += 1500;
            if (m->region[!side][h])
                score += 300;
            for (int k = 0; k < act->nunits; k++) {
                const ps_unit_more *u = &v->u[act->units[k]];
                int from = ai_hex(u->hex);
                int32_t gain = m->dgoal[side][from] - m->dgoal[side][h];
                if (m->has_place[side] && gain > -AI_FAR / 2 && gain < AI_FAR / 2)
                    score += gain * 40 / AI_FX;
                /* Leaving an objective hex empty gives it away to the next enemy to enter. */
                if (m->objective[from] && ai_hex_count(v, from) <= 1)
                    score -= 1500;
                if (m->comb[h].defender_doubled && !m->comb[from].defender_doubled)
                    score += 150;
                if (!m->comb[h].defender_doubled && m->comb[from].defender_doubled)
                    score -= 150;
            }
            if (!stay_scored) {
                stay_scored = true;
                stay = 0;
            }
            if (score <= stay)
                continue;
        } else if (act->kind == PS_ACT_END) {
            score = stay;
        } else {
            continue;
        }
        if (score > best) {
            best = score;
            *out = *act;
        }
    }
    free(v);
    return PS_OK;
}
