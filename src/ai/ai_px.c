/* The level players' decisions in a Phalanx game (ai_px.h): the phase plan, the attacks they
 * allocate and make, the decisions after combat, and the evaluation the search judges by. */
#include <stdlib.h>
#include <string.h>

#include "ai_px.h"

const struct ai_px_params ai_px_params_default = {
    .w_close = 30, .w_front = 60, .w_flank = 90, .w_line = 12, .w_command = 25,
    .min_worth = 40, .noise = 0,
};

bool ai_px_game(const ps_game *g)
{
    return strcmp(ps_game_system(g), "phalanx") == 0;
}

/* A unit's worth in centi-VP (its Victory Points [Phalanx Victory Conditions]). */
static int32_t unit_worth(const ps_game *g, int u)
{
    ps_unit_more m;
    if (ps_game_unit_more(g, u, &m) != PS_OK)
        return 0;
    return 100 * (m.vp > 0 ? m.vp : 1);
}

/* The cheapest n units of a list (combat units first, as the losses are taken [Phalanx
 * errata Explanation of Combat Results]). */
static int32_t cheapest(const ps_game *g, const int *units, int n, int take)
{
    int32_t w[PS_ACTION_MAX_UNITS * 2];
    int k = 0;
    for (int i = 0; i < n && k < (int)(sizeof w / sizeof w[0]); i++)
        w[k++] = unit_worth(g, units[i]);
    int32_t sum = 0;
    for (int t = 0; t < take && t < k; t++) {
        int lo = t;
        for (int j = t + 1; j < k; j++)
            if (w[j] < w[lo])
                lo = j;
        int32_t x = w[t];
        w[t] = w[lo];
        w[lo] = x;
        sum += w[t];
    }
    return sum;
}

/* Expected worth (centi-VP, for the attacker) of an attack whose odds are o. */
static int32_t attack_worth(const ps_game *g, const ps_action *a, const ps_odds *o)
{
    int def[PS_ACTION_MAX_UNITS * 2];
    int nd = ps_game_units_at(g, o->hexes[0], def, PS_ACTION_MAX_UNITS * 2);
    if (nd > PS_ACTION_MAX_UNITS * 2)
        nd = PS_ACTION_MAX_UNITS * 2;
    int att[PS_ACTION_MAX_UNITS], na = a->nunits < PS_ACTION_MAX_UNITS ? a->nunits : 0;
    for (int i = 0; i < na; i++)
        att[i] = a->units[i];
    int32_t dsum = cheapest(g, def, nd, nd), asum = cheapest(g, att, na, na);
    int32_t total = 0;
    for (int r = 0; r < PS_RESULT_COUNT; r++) {
        int c = o->count[0][r];
        if (!c)
            continue;
        int32_t v = 0;
        switch ((ps_result)r) {
        case PS_RESULT_1E:
            v = cheapest(g, def, nd, 1);
            break;
        case PS_RESULT_2E:
            v = cheapest(g, def, nd, 2);
            break;
        case PS_RESULT_DD:
            v = dsum * 3 / 10;
            break;
        case PS_RESULT_C:
            v = -asum / 20;
            break;
        case PS_RESULT_AD:
            v = o->fire ? 0 : -asum * 3 / 10;
            break;
        case PS_RESULT_A1E:
            v = o->fire ? 0 : -cheapest(g, att, na, 1);
            break;
        default:
            break;
        }
        total += c * v;
    }
    return o->faces > 0 ? total / o->faces : 0;
}

static int32_t worth_of(ps_game *g, const ps_action *a, long *nodes)
{
    ps_odds o;
    (*nodes)++;
    if (ps_game_odds_info(g, a, &o) != PS_OK)
        return INT32_MIN;
    return attack_worth(g, a, &o);
}

/* The best attack to allocate now: for each enemy hex next to our units, the strongest
 * legal group of them (added one by one while the attack stays legal and gains), and each
 * missile unit's fire. */
bool ai_px_best_allocation(ps_game *g, const struct ai_px_params *p, ps_action *out,
                           long *nodes)
{
    ps_status_info info;
    ps_game_status(g, &info);
    int side = info.side_to_act, n = ps_game_unit_count(g);
    int32_t best = p->min_worth;
    bool found = false;
    for (int t = 0; t < n; t++) {
        ps_unit_info tu;
        if (ps_game_unit(g, t, &tu) != PS_OK || !tu.on_map || tu.side == side)
            continue;
        int first[PS_ACTION_MAX_UNITS * 2];
        if (ps_game_units_at(g, tu.hex, first, 1) < 1 || first[0] != t)
            continue; /* each enemy hex once, by its top unit */
        int nbs[6];
        ps_game_neighbours(g, tu.hex, nbs);
        for (int fire = 0; fire < 2; fire++) {
            ps_action a;
            memset(&a, 0, sizeof a);
            a.kind = fire ? PS_ACT_FIRE : PS_ACT_MELEE;
            a.nhexes = 1;
            a.hexes[0] = (int16_t)tu.hex;
            int32_t cur = INT32_MIN;
            for (int d = 0; d < 6; d++) {
                if (!nbs[d])
                    continue;
                int here[PS_ACTION_MAX_UNITS * 2];
                int k = ps_game_units_at(g, nbs[d], here, PS_ACTION_MAX_UNITS * 2);
                for (int i = 0; i < k && a.nunits < PS_ACTION_MAX_UNITS; i++) {
                    ps_unit_info ui;
                    if (ps_game_unit(g, here[i], &ui) != PS_OK || ui.side != side ||
                        (fire && ui.fire <= 0))
                        continue;
                    a.units[a.nunits++] = (int16_t)here[i];
                    int32_t w = worth_of(g, &a, nodes);
                    if (w == INT32_MIN || w < cur)
                        a.nunits--;
                    else
                        cur = w;
                }
            }
            if (a.nunits && cur > best) {
                best = cur;
                *out = a;
                found = true;
            }
        }
    }
    return found;
}

/* Among the legal actions, the fire or melee with the best worth (any worth when `any`). */
static bool best_legal_attack(ps_game *g, struct ai_scratch *s, bool any, ps_action *out,
                              long *nodes)
{
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n > s->max)
        n = s->max;
    int32_t best = any ? INT32_MIN : 0;
    bool found = false;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &s->buf[i];
        if (a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE)
            continue;
        int32_t w = worth_of(g, a, nodes);
        if (w == INT32_MIN)
            w = INT32_MIN + 1;
        if (!found || w > best) {
            if (!any && w <= 0)
                continue;
            best = w;
            *out = *a;
            found = true;
        }
    }
    return found;
}

static void end_action(ps_action *out)
{
    memset(out, 0, sizeof *out);
    out->kind = PS_ACT_END;
}

/* Does an enemy of unit u stand beside or behind it, where it defends with its flank? */
static bool flank_open(const ps_game *g, const ps_unit_info *ui, int u)
{
    int nbs[6], facing = ps_game_unit_facing(g, u);
    ps_game_neighbours(g, ui->hex, nbs);
    for (int d = 0; d < 6 && facing >= 0; d++) {
        int k = ((d - facing) % 6 + 6) % 6;
        if (!nbs[d] || k == 0 || k == 1 || k == 5)
            continue;
        int there[1];
        ps_unit_info o;
        if (ps_game_units_at(g, nbs[d], there, 1) > 0 && ps_game_unit(g, there[0], &o) == PS_OK &&
            o.side != ui->side)
            return true;
    }
    return false;
}

int64_t ai_px_evaluate(const ps_game *g, int side)
{
    ps_status_info st;
    ps_game_status(g, &st);
    /* Each side's losses in centi-VP: VP lost, and a part of the units demoralized or with an
     * enemy on a flank (likely losses). */
    int64_t lost[2] = {100 * (int64_t)st.vp[1], 100 * (int64_t)st.vp[0]};
    int n = ps_game_unit_count(g);
    for (int u = 0; u < n; u++) {
        ps_unit_info ui;
        if (ps_game_unit(g, u, &ui) != PS_OK || !ui.on_map || ui.side < 0 || ui.side > 1)
            continue;
        if (ui.status & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED))
            lost[ui.side] += unit_worth(g, u) / 4;
        if (!ui.leader_level && flank_open(g, &ui, u))
            lost[ui.side] += unit_worth(g, u) / 5; /* [Phalanx Facing] a flank open to attack */
    }
    int64_t score = lost[!side] - lost[side];
    struct ai_px_stakes k;
    ai_px_stakes_read(g, &k);
    return score + ai_px_stakes_value(&k, side);
}

ps_status ai_px_plan_allocation(ps_game *g, const struct ai_px_params *p, ai_rng *r,
                                struct ai_scratch *s, struct ai_plan *plan, long *nodes)
{
    (void)r, (void)s;
    plan->n = 0;
    ps_game *c = ai_clone(g);
    if (!c)
        return PS_ENOMEM;
    ps_action a;
    while (plan->n < AI_PLAN_MAX - 1 && ai_px_best_allocation(c, p, &a, nodes) &&
           ps_game_play(c, &a) == PS_OK)
        plan->act[plan->n++] = a;
    ps_game_free(c);
    end_action(&plan->act[plan->n++]);
    return PS_OK;
}

/* The phase's plan (Movement or Allocation): made once, then played an action a call while
 * the game is where the plan expects it.  Level 2 and 3 search the candidates. */
static ps_status choose_planned(struct ai_state *st, ps_game *g, ai_rng *r,
                                struct ai_scratch *s, ps_action *out, long *nodes,
                                ai_px_planner plan)
{
    if (st->plan_pos >= st->plan.n || ps_game_hash(g) != st->plan_hash) {
        if (st->plans > 1)
            ai_px_search(st, g, r, s, plan, &st->plan, nodes);
        else
            plan(g, &ai_px_params_default, r, s, &st->plan, nodes);
        st->plan_pos = 0;
    }
    *out = st->plan.act[st->plan_pos++];
    if (ps_game_check(g, out) != PS_OK) {
        end_action(out);
        st->plan_pos = st->plan.n;
    }
    /* Moves and allocations roll no dice (a rampant elephant moves at the start of the
     * phase, before us). */
    ps_game *c = ai_clone(g);
    ps_action a = *out;
    st->plan_hash = c && ps_game_play(c, &a) == PS_OK ? ps_game_hash(c) : 0;
    ps_game_free(c);
    return PS_OK;
}

ps_status ai_px_choose(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                       ps_action *out, long *nodes)
{
    ps_status_info info;
    ps_game_status(g, &info);
    if (info.over)
        return PS_ESTATE;
    if (info.pending)
        return ai_px_decide_pending(g, s, out, nodes);
    switch (info.phase) {
    case PS_PHASE_MOVEMENT: {
        /* [Phalanx Tactical Concession] a lost battle is left by a road exit. */
        struct ai_px_stakes k;
        ai_px_stakes_read(g, &k);
        if (ai_px_battle_lost(&k, info.side_to_act) && ai_px_concession(g, s, out))
            return PS_OK;
        return choose_planned(st, g, r, s, out, nodes, ai_px_plan_movement);
    }
    case PS_PHASE_ALLOCATION:
        return choose_planned(st, g, r, s, out, nodes, ai_px_plan_allocation);
    case PS_PHASE_DEFENSIVE_FIRE:
        if (!best_legal_attack(g, s, false, out, nodes))
            end_action(out);
        return PS_OK;
    case PS_PHASE_FIRE:
    case PS_PHASE_MELEE:
        /* The allocated attacks, the best first; then the phase ends. */
        if (!best_legal_attack(g, s, true, out, nodes))
            end_action(out);
        return PS_OK;
    default:
        end_action(out);
        return PS_OK;
    }
}
