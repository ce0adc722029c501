/* A position as a computer player reads it: every unit's details, who stands where, what each
 * unit is worth, and the threat maps (what the enemy can bring against each hex in its next
 * Player-Turn, what Defensive Fire waits next to it, what we can bring now). */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

/* The worth of a counted unit when the scenario counts units [11.25]: a battle of destruction
 * turns every loss into progress toward the enemy's conditions. */
static void count_bonuses(struct ai_view *v)
{
    const struct ai_map *m = v->map;
    v->count_bonus[0] = v->count_bonus[1] = 0;
    for (int t = 0; t < 2; t++)
        for (int i = 0; i < m->ngoals[t]; i++) {
            const ps_goal *goal = &m->goal[t][i];
            if (goal->kind == PS_GOAL_DESTROY) {
                v->count_bonus[!t] += 6000 / (goal->n > 0 ? goal->n : 1);
                v->count_bonus[t] += 3000 / (goal->m > 0 ? goal->m + 1 : 1);
            } else if (goal->kind == PS_GOAL_ELIMINATE) {
                int n = goal->n > 0 ? goal->n : 1;
                v->count_bonus[!t] += 6000 / n;
                v->count_bonus[t] += 3000 * (goal->ratio > 0 ? goal->ratio : 1) / (2 * n);
            }
        }
}

static int32_t unit_value(const struct ai_view *v, const ps_unit_more *u)
{
    if (u->is_leader)
        return 150 + 30 * u->leader_bonus + 60 * u->leader_radius;
    int32_t val = 100 * u->vp;
    if (u->is_chariot)
        val += 60;
    if (u->counts)
        val += v->count_bonus[u->side];
    return val;
}

void ai_view_build(struct ai_view *v, const struct ai_map *m, ps_game *g, int side)
{
    v->map = m;
    v->side = side;
    ps_game_status(g, &v->st);
    v->nunits = ps_game_unit_count(g);
    if (v->nunits > AI_UNITS)
        v->nunits = AI_UNITS;
    memset(v->head, 0xff, sizeof v->head);
    memset(v->occ, 0xff, sizeof v->occ);
    memset(v->control, 0xff, sizeof v->control);
    count_bonuses(v);
    v->alive[0] = v->alive[1] = v->lost[0] = v->lost[1] = 0;
    for (int i = 0; i < v->nunits; i++) {
        ps_unit_more *u = &v->u[i];
        ps_game_unit_more(g, i, u);
        v->value[i] = unit_value(v, u);
        v->next[i] = -1;
        if (u->counts) {
            if (u->eliminated)
                v->lost[u->side]++;
            else if (u->on_map || u->waiting)
                v->alive[u->side]++;
        }
        if (!u->on_map)
            continue;
        int h = ai_hex(u->hex);
        v->next[i] = v->head[h];
        v->head[h] = (int16_t)i;
        v->occ[h] = (int8_t)u->side;
    }
    for (int i = 0; i < m->nhex; i++) {
        int h = m->list[i];
        if (!m->objective[h])
            continue;
        ps_hex_info info;
        if (ps_game_hex(g, ai_ccrr(h), &info) == PS_OK)
            v->control[h] = (int8_t)info.control;
    }
}

bool ai_can_melee(const struct ai_view *v, int i)
{
    const ps_unit_more *u = &v->u[i];
    return u->on_map && u->melee_kind != 1 && u->melee > 0 &&
           !(u->status & (PS_UNIT_DISRUPTED | PS_UNIT_PANICKED));
}

int ai_hex_count(const struct ai_view *v, int h)
{
    int n = 0;
    for (int i = v->head[h]; i >= 0; i = v->next[i])
        n += !v->u[i].is_leader && v->u[i].carrier < 0; /* [5.42]; a rider: [C1.8] */
    return n;
}

/* [3.36], [3.37], [7.6], [10.11] as an estimate: the odds functions give the real figure. */
int32_t ai_hex_defence(const struct ai_view *v, int h)
{
    bool with_melee = false, rider = false;
    for (int i = v->head[h]; i >= 0; i = v->next[i]) {
        with_melee |= v->u[i].melee_kind != 1;
        rider |= !v->u[i].is_leader && !v->u[i].is_chariot;
    }
    int32_t units = 0, bonus = 0;
    for (int i = v->head[h]; i >= 0; i = v->next[i]) {
        const ps_unit_more *u = &v->u[i];
        int32_t s;
        if (u->is_leader)
            bonus += u->leader_bonus * AI_FX;
        if (u->is_chariot && rider)
            s = 0;
        else if (u->melee_kind == 1)
            s = with_melee ? 0 : AI_FX;
        else if (u->melee_kind == 2)
            s = u->melee * AI_FX / 2;
        else
            s = u->melee * AI_FX;
        if (u->is_leader)
            continue;
        units += s;
    }
    if (v->map->comb[h].defender_doubled)
        units *= 2;
    if (units == 0 && v->head[h] >= 0)
        units = AI_FX; /* a lone leader defends with its dot */
    return units + (bonus < units ? bonus : units);
}

/* Melee strength a unit brings to an attack (brackets full [3.37], dots nothing [3.36]). */
static int32_t attack_strength(const ps_unit_more *u)
{
    if (u->melee_kind == 1)
        return 0;
    return u->melee * AI_FX;
}

/* Within a friendly leader's radius now (a stand-in for [10.2] at its next phase). */
static bool commanded(const struct ai_view *v, int i)
{
    const ps_unit_more *u = &v->u[i];
    if (u->in_command)
        return true;
    for (int k = 0; k < v->nunits; k++) {
        const ps_unit_more *l = &v->u[k];
        if (l->is_leader && l->on_map && l->side == u->side &&
            ai_dist(v->map, ai_hex(l->hex), ai_hex(u->hex)) <= l->leader_radius)
            return true;
    }
    return false;
}

/* Adds s to map[] for every hex next to (or in) a hex of the unit's reach. */
static void spread(const struct ai_map *m, const int *hexes, int n, int32_t s, int32_t *map,
                   uint16_t *stamp, uint16_t mark)
{
    for (int k = 0; k < n; k++) {
        int h = ai_hex(hexes[k]);
        if (stamp[h] != mark) {
            stamp[h] = mark;
            map[h] += s;
        }
        for (int d = 0; d < 6; d++) {
            int nb = m->nb[h][d];
            if (nb >= 0 && stamp[nb] != mark) {
                stamp[nb] = mark;
                map[nb] += s;
            }
        }
    }
}

void ai_threat_build(struct ai_threat *t, const struct ai_view *v, ps_game *g, bool own_reach)
{
    const struct ai_map *m = v->map;
    int side = v->side;
    memset(t, 0, sizeof *t);
    t->side = side;
    int *hexes = malloc(AI_HEXES * sizeof *hexes);
    uint16_t *stamp = calloc(AI_HEXES, sizeof *stamp);
    int16_t *src = malloc(AI_HEXES * sizeof *src);
    if (!hexes || !stamp || !src) {
        free(hexes);
        free(stamp);
        free(src);
        return;
    }
    uint16_t mark = 0;
    bool our_turn = v->st.phasing_side == side;
    int nsrc = 0;
    for (int i = 0; i < v->nunits; i++) {
        const ps_unit_more *u = &v->u[i];
        if (!u->on_map)
            continue;
        int h = ai_hex(u->hex);
        if (u->side == side) {
            if (!own_reach || !ai_can_melee(v, i) || u->moved || u->carrier >= 0)
                continue;
            int n = ps_game_unit_reach(g, i, !u->in_command, hexes, NULL, AI_HEXES);
            spread(m, hexes, n < AI_HEXES ? n : AI_HEXES, attack_strength(u), t->own_melee,
                   stamp, ++mark);
            continue;
        }
        for (int d = 0; d < 6; d++) {
            int nb = m->nb[h][d];
            if (nb >= 0 && v->occ[nb] != u->side)
                src[nsrc++] = (int16_t)nb;
        }
        /* Enemy units disrupted in our Player-Turn stay disrupted through theirs [8.23]. */
        bool disrupted = (u->status & PS_UNIT_DISRUPTED) != 0;
        bool active = our_turn ? !(disrupted && u->disrupted_now) : !disrupted;
        if (!active)
            continue;
        if (!disrupted && u->is_fire && !u->fired_before && !u->fired_now)
            for (int d = 0; d < 6; d++)
                if (m->nb[h][d] >= 0)
                    t->enemy_dfire[m->nb[h][d]] += u->fire * AI_FX;
        if (u->is_fire && !u->fired_now) {
            /* It fires from where it stands, before it moves [4.2]. */
            ai_map_add_within(m, h, u->range, u->fire * AI_FX, t->enemy_fire);
        }
        int32_t s = attack_strength(u);
        if (u->is_leader)
            s = u->leader_bonus * AI_FX / 2;
        if (s == 0 || (u->status & PS_UNIT_PANICKED) || u->carrier >= 0)
            continue;
        int n = ps_game_unit_reach(g, i, !commanded(v, i), hexes, NULL, AI_HEXES);
        spread(m, hexes, n < AI_HEXES ? n : AI_HEXES, s, t->enemy_melee, stamp, ++mark);
    }
    ai_map_distance(m, src, nsrc, t->enemy_near);
    free(hexes);
    free(stamp);
    free(src);
}
