/* A Phalanx Movement Phase for the level players (ai_px.h): every unit of the side, the front
 * line first and the commanders last, takes the legal move or turn whose end (hex, facing)
 * scores best, if it beats standing still.  The plan is made on a copy of the game, so each
 * unit sees where the ones before it went. */
#include <stdlib.h>
#include <string.h>

#include "ai_px.h"

enum { PX_FAR = 99, PX_MAX_DIST = 20 };

/* What the scoring needs of the position, read once per plan (the enemy does not move while
 * we do) and kept up to date for our own side as units move. */
struct px_view {
    int side;
    int nunits;
    ps_unit_info u[AI_UNITS];
    int nb[AI_HEXES][6];          /* neighbour hex index or -1, by direction */
    uint8_t enemy_dist[AI_HEXES]; /* hex steps to the nearest enemy unit */
    int8_t enemy_dir[AI_HEXES];   /* a first step toward it, -1 none */
    uint8_t enemy_at[AI_HEXES];   /* enemy units in the hex */
    uint8_t friend_at[AI_HEXES];  /* our units in the hex (commanders not counted) */
    uint8_t command_at[AI_HEXES]; /* our commanders in the hex */
};

static int hex_of(int ccrr)
{
    return ccrr > 0 ? ai_hex(ccrr) : -1;
}

static void read_view(const ps_game *g, int side, struct px_view *v)
{
    memset(v, 0, sizeof *v);
    v->side = side;
    v->nunits = ps_game_unit_count(g);
    if (v->nunits > AI_UNITS)
        v->nunits = AI_UNITS;
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    int queue[AI_HEXES], nq = 0;
    for (int h = 0; h < AI_HEXES; h++) {
        v->enemy_dist[h] = PX_FAR;
        v->enemy_dir[h] = -1;
        for (int d = 0; d < 6; d++)
            v->nb[h][d] = -1;
    }
    for (int c = 1; c <= cols && c <= AI_COLS; c++)
        for (int r = 1; r <= rows && r <= AI_COLS; r++) {
            int out[6], h = ai_hex(c * 100 + r);
            ps_hex_info hi;
            if (ps_game_hex(g, c * 100 + r, &hi) != PS_OK || !hi.exists)
                continue;
            ps_game_neighbours(g, c * 100 + r, out);
            for (int d = 0; d < 6; d++)
                v->nb[h][d] = hex_of(out[d]);
        }
    for (int i = 0; i < v->nunits; i++) {
        ps_unit_info *u = &v->u[i];
        if (ps_game_unit(g, i, u) != PS_OK || !u->on_map)
            continue;
        int h = ai_hex(u->hex);
        if (u->side != side) {
            if (v->enemy_dist[h] != 0)
                queue[nq++] = h;
            v->enemy_dist[h] = 0;
            v->enemy_at[h]++;
        } else if (u->leader_level) {
            v->command_at[h]++;
        } else {
            v->friend_at[h]++;
        }
    }
    /* Breadth-first from every enemy hex: the distance field and a step toward him. */
    for (int qi = 0; qi < nq; qi++) {
        int h = queue[qi];
        for (int d = 0; d < 6; d++) {
            int n = v->nb[h][d];
            if (n < 0 || v->enemy_dist[n] != PX_FAR)
                continue;
            v->enemy_dist[n] = (uint8_t)(v->enemy_dist[h] + 1);
            v->enemy_dir[n] = (int8_t)((d + 3) % 6); /* from n back toward h */
            queue[nq++] = n;
        }
    }
}

static bool front_dir(int facing, int d)
{
    int k = ((d - facing) % 6 + 6) % 6;
    return k == 0 || k == 1 || k == 5;
}

/* How good it is for unit i to stand in hex h facing f (higher is better), with the unit
 * itself not counted in the friend counts. */
static int place_score(const struct px_view *v, int i, int h, int f, const struct ai_px_params *p)
{
    const ps_unit_info *u = &v->u[i];
    int dist = v->enemy_dist[h] < PX_MAX_DIST ? v->enemy_dist[h] : PX_MAX_DIST;
    int score = 0;
    if (u->leader_level) {
        /* A commander: among many of his units, never where the enemy can strike. */
        int near = v->friend_at[h];
        for (int d = 0; d < 6; d++)
            if (v->nb[h][d] >= 0)
                near += v->friend_at[v->nb[h][d]];
        score += p->w_command * near / 2 - p->w_close * dist / 3;
        if (dist <= 1)
            score -= p->w_flank * 3;
        return score;
    }
    bool weak = u->melee <= 1 && u->fire == 0;
    score -= (weak ? p->w_close / 2 : p->w_close) * dist;
    int toward = v->enemy_dir[h];
    if (toward >= 0 && front_dir(f, toward))
        score += toward == f ? p->w_front : p->w_front * 2 / 3;
    for (int d = 0; d < 6; d++) {
        int n = v->nb[h][d];
        if (n < 0)
            continue;
        if (v->enemy_at[n])
            score += front_dir(f, d) ? p->w_front / 2 : -p->w_flank;
        else if (!front_dir(f, d) && v->friend_at[n] && (d + 3) % 6 != f)
            score += p->w_line; /* a friend guarding a flank */
        if (v->command_at[n])
            score += p->w_command;
    }
    int stacked = v->friend_at[h] < 2 ? v->friend_at[h] : 2;
    score += stacked * p->w_line / 2;
    if (v->command_at[h])
        score += p->w_command;
    return score;
}

/* Where an action leaves its unit: hex index and facing; false for other actions. */
static bool action_end(const struct px_view *v, const ps_action *a, int *h, int *f)
{
    const ps_unit_info *u = &v->u[a->units[0]];
    if (a->kind == PS_ACT_FACE) {
        *h = ai_hex(u->hex);
        *f = a->hexes[0];
        return true;
    }
    if (a->kind != PS_ACT_MOVE || a->nunits != 1 || a->nhexes == 0)
        return false;
    int last = ai_hex(a->hexes[a->nhexes - 1]);
    int prev = a->nhexes > 1 ? ai_hex(a->hexes[a->nhexes - 2]) : ai_hex(u->hex);
    *h = last;
    if (a->task) {
        *f = a->task - 1;
        return true;
    }
    for (int d = 0; d < 6; d++)
        if (v->nb[prev][d] == last) {
            *f = d;
            return true;
        }
    return false;
}

/* The order units move in: nearest the enemy first, commanders last. */
static int order_key(const struct px_view *v, int i)
{
    const ps_unit_info *u = &v->u[i];
    return (u->leader_level ? 1000 : 0) + v->enemy_dist[ai_hex(u->hex)];
}

static void move_friend(struct px_view *v, int i, int from, int to)
{
    uint8_t *at = v->u[i].leader_level ? v->command_at : v->friend_at;
    if (at[from])
        at[from]--;
    at[to]++;
}

/* Hex steps from h to the nearest road hex on the map's edge (where a road may leave it
 * [Phalanx Tactical Concession]), PX_FAR when there is none. */
static int exit_distance(const int *exits, int nexits, int ccrr)
{
    int best = PX_FAR;
    for (int i = 0; i < nexits; i++) {
        int d = ps_hex_distance(ccrr, exits[i]);
        if (d < best)
            best = d;
    }
    return best;
}

/* [Phalanx Tactical Concession] When the battle is going to be lost (ai_px_battle_failing),
 * the unit nearest a road exit goes toward it, to leave in a later Movement Phase once the
 * battle is lost (ai_px_concession); a commander only when no other unit can get nearer (a
 * Type I army's units move only beside one).  Returns the unit sent, or -1. */
static int send_courier(ps_game *c, struct px_view *v, struct ai_scratch *s,
                        struct ai_plan *plan, long *nodes)
{
    int cols, rows, exits[256], nexits = 0;
    ps_game_map_size(c, &cols, &rows);
    for (int col = 1; col <= cols; col++)
        for (int row = 1; row <= rows && nexits < 256; row++) {
            ps_hex_info hi;
            int nbs[6], ccrr = col * 100 + row;
            if (ps_game_hex(c, ccrr, &hi) == PS_OK && hi.exists && hi.road &&
                ps_game_neighbours(c, ccrr, nbs) < 6)
                exits[nexits++] = ccrr;
        }
    /* The unit nearest a road exit that can get nearer (so the same one goes on from phase to
     * phase), by the move that ends nearest. */
    int unit = -1, near = PX_FAR * PX_FAR;
    ps_action act;
    memset(&act, 0, sizeof act);
    for (int i = 0; i < v->nunits * 2 && (i < v->nunits || unit < 0); i++) {
        int id = i % v->nunits;
        const ps_unit_info *u = &v->u[id];
        if (!u->on_map || u->side != v->side || (u->leader_level != 0) != (i >= v->nunits))
            continue;
        int from = exit_distance(exits, nexits, u->hex);
        int na = ps_game_legal(c, id, s->buf, s->max);
        if (na > s->max)
            na = s->max;
        for (int a = 0; a < na; a++) {
            int h, f;
            (*nodes)++;
            if (!action_end(v, &s->buf[a], &h, &f))
                continue;
            int d = exit_distance(exits, nexits, ai_ccrr(h));
            if (d < from && from * PX_FAR + d < near) {
                near = from * PX_FAR + d;
                unit = id;
                act = s->buf[a];
            }
        }
    }
    if (unit < 0 || ps_game_play(c, &act) != PS_OK)
        return -1;
    plan->act[plan->n++] = act;
    int h, f;
    if (action_end(v, &act, &h, &f)) {
        move_friend(v, unit, ai_hex(v->u[unit].hex), h);
        v->u[unit].hex = ai_ccrr(h);
    }
    return unit;
}

ps_status ai_px_plan_movement(ps_game *g, const struct ai_px_params *p, ai_rng *r,
                              struct ai_scratch *s, struct ai_plan *plan, long *nodes)
{
    plan->n = 0;
    ps_status_info info;
    ps_game_status(g, &info);
    ps_game *c = ai_clone(g);
    struct px_view *v = malloc(sizeof *v);
    int *order = malloc(AI_UNITS * sizeof *order);
    if (!c || !v || !order) {
        ps_game_free(c);
        free(v);
        free(order);
        return PS_ENOMEM;
    }
    read_view(c, info.side_to_act, v);
    struct ai_px_stakes stakes;
    ai_px_stakes_read(g, &stakes);
    int courier = ai_px_battle_failing(&stakes, v->side) ? send_courier(c, v, s, plan, nodes) : -1;
    int n = 0;
    for (int i = 0; i < v->nunits; i++)
        if (v->u[i].on_map && v->u[i].side == v->side && i != courier)
            order[n++] = i;
    for (int a = 1; a < n; a++) /* insertion sort: stable, a few hundred units at most */
        for (int b = a; b > 0 && order_key(v, order[b - 1]) > order_key(v, order[b]); b--) {
            int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    for (int k = 0; k < n && plan->n < AI_PLAN_MAX - 1; k++) {
        int i = order[k];
        ps_unit_info *u = &v->u[i];
        int here = ai_hex(u->hex), facing = ps_game_unit_facing(c, i);
        /* The unit is not counted as its own friend while it is scored. */
        uint8_t *at = u->leader_level ? v->command_at : v->friend_at;
        at[here]--;
        int best = place_score(v, i, here, facing < 0 ? 0 : facing, p), best_a = -1;
        int stay = best;
        int na = ps_game_legal(c, i, s->buf, s->max);
        if (na > s->max)
            na = s->max;
        for (int a = 0; a < na; a++) {
            int h, f;
            if (!action_end(v, &s->buf[a], &h, &f))
                continue;
            int sc = place_score(v, i, h, f, p);
            if (p->noise)
                sc += ai_rng_below(r, p->noise + 1);
            (*nodes)++;
            if (sc > best) {
                best = sc;
                best_a = a;
            }
        }
        at[here]++;
        if (best_a < 0 || best - stay < 3)
            continue;
        ps_action act = s->buf[best_a];
        if (ps_game_play(c, &act) != PS_OK)
            continue;
        plan->act[plan->n++] = act;
        int h, f;
        if (action_end(v, &act, &h, &f)) {
            move_friend(v, i, here, h);
            u->hex = ai_ccrr(h);
        }
    }
    /* Every byte written: plans are told apart by memcmp (ai_px_search.c), and the same plan
     * must compare the same. */
    memset(&plan->act[plan->n], 0, sizeof plan->act[plan->n]);
    plan->act[plan->n].kind = PS_ACT_END;
    plan->n++;
    ps_game_free(c);
    free(v);
    free(order);
    return PS_OK;
}
