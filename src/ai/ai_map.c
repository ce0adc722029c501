/* The map as a computer player sees it: neighbours, entry costs and combat terrain read once
 * per scenario through the public API, the victory conditions as hex sets, and for each side
 * the Movement Points from every hex to where its conditions are decided. */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"

/* Dijkstra over entry costs, from the sources outward along reversed moves: dist[h] is what a
 * unit in h pays to reach the nearest source.  A ring of buckets (Dial's): every cost is a
 * multiple of the map's step (cost_steps), and the keys still to settle lie between the key
 * being settled and it plus the dearest step, so a ring of cost_max / cost_step + 1 buckets
 * tells them apart.  The hexes of one bucket are settled in any order (ties change no
 * distance).  A bucket is a list through the pushes: a hex is pushed again when a cheaper way
 * is found, and the older push skipped when popped. */
struct ring {
    /* The pushes: each hex is settled once and offers six steps, the sources once more. */
    int32_t next[AI_HEXES * 7];
    int16_t hex[AI_HEXES * 7];
    int32_t head[]; /* cost_max / cost_step + 1 */
};

void ai_map_distance(const struct ai_map *m, const int16_t *src, int nsrc, int32_t *dist)
{
    for (int h = 0; h < AI_HEXES; h++)
        dist[h] = AI_FAR;
    int32_t step = m->cost_step > 0 ? m->cost_step : 1; /* no step costs: sources only */
    int nb_ring = m->cost_max / step + 1;
    struct ring *q = malloc(sizeof *q + (size_t)nb_ring * sizeof q->head[0]);
    if (!q)
        return;
    for (int b = 0; b < nb_ring; b++)
        q->head[b] = -1;
    int npush = 0, waiting = 0;
    for (int i = 0; i < nsrc; i++)
        if (src[i] >= 0 && m->exists[src[i]] && dist[src[i]] != 0) {
            dist[src[i]] = 0;
            q->hex[npush] = src[i];
            q->next[npush] = q->head[0];
            q->head[0] = npush++;
            waiting++;
        }
    int32_t key = 0;
    int b = 0;
    while (waiting > 0) {
        while (q->head[b] < 0) {
            key += step;
            b = b + 1 == nb_ring ? 0 : b + 1;
        }
        int e = q->head[b];
        q->head[b] = q->next[e];
        waiting--;
        int h = q->hex[e];
        if (dist[h] != key)
            continue;
        /* A unit in neighbour p moves into h, paying the cost of entering h from p. */
        for (int d = 0; d < 6; d++) {
            int p = m->nb[h][d];
            if (p < 0)
                continue;
            int c = m->cost[p][(d + 3) % 6];
            if (c < 0)
                continue;
            int32_t nk = key + c;
            if (nk < dist[p] && npush < AI_HEXES * 7) {
                dist[p] = nk;
                int nb = (b + c / step) % nb_ring;
                q->hex[npush] = (int16_t)p;
                q->next[npush] = q->head[nb];
                q->head[nb] = npush++;
                waiting++;
            }
        }
    }
    free(q);
}

/* The hexes within r of h, row by row of the printed grid through their cube coordinates (a
 * fire unit's range [6.13]: the whole map asked hex by hex was most of a threat map's time). */
void ai_map_add_within(const struct ai_map *m, int h, int r, int32_t s, int32_t *to)
{
    if (r > AI_COLS) {
        for (int k = 0; k < m->nhex; k++)
            if (ai_dist(m, h, m->list[k]) <= r)
                to[m->list[k]] += s;
        return;
    }
    int x0 = m->cube_x[h], z0 = m->cube_z[h];
    for (int dz = -r; dz <= r; dz++) {
        int row = z0 + dz;
        if (row < 1 || row > AI_COLS)
            continue;
        /* |dx| <= r and |dx + dz| <= r: the third cube coordinate within r too. */
        int lo = dz < 0 ? -r - dz : -r, hi = dz > 0 ? r - dz : r;
        for (int dx = lo; dx <= hi; dx++) {
            int col = x0 + dx + (row + (row & 1)) / 2;
            if (col < 1 || col > AI_COLS)
                continue;
            int x = (row - 1) * AI_COLS + (col - 1);
            if (m->exists[x])
                to[x] += s;
        }
    }
}

static int32_t gcd(int32_t a, int32_t b)
{
    while (b) {
        int32_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* The step every cost is a multiple of, and the dearest (ai_map_distance). */
static void cost_steps(struct ai_map *m)
{
    m->cost_step = m->cost_max = 0;
    for (int i = 0; i < m->nhex; i++)
        for (int d = 0; d < 6; d++) {
            int32_t c = m->cost[m->list[i]][d];
            if (c > 0) {
                m->cost_step = gcd(m->cost_step, c);
                if (c > m->cost_max)
                    m->cost_max = c;
            }
        }
}

static void read_goals(struct ai_map *m, const ps_game *g)
{
    int *hexes = malloc(AI_HEXES * sizeof *hexes);
    if (!hexes)
        return;
    for (int s = 0; s < 2; s++) {
        m->ngoals[s] = ps_game_goals(g, s, m->goal[s], PS_GOAL_MAX);
        for (int i = 0; i < m->ngoals[s]; i++) {
            const ps_goal *goal = &m->goal[s][i];
            int n = ps_game_goal_hexes(g, s, i, hexes, AI_HEXES);
            for (int k = 0; k < n && k < AI_HEXES; k++) {
                int h = ai_hex(hexes[k]);
                if (goal->kind == PS_GOAL_CONTROL)
                    m->objective[h] |= (uint8_t)(1u << s);
                else if (goal->kind == PS_GOAL_KEEP_OUT)
                    m->region[s][h] = 1;
                else if (goal->kind == PS_GOAL_EXIT)
                    m->exitz[s][h] = 1;
            }
            m->controls[s] |= goal->kind == PS_GOAL_CONTROL;
            m->keeps_out[s] |= goal->kind == PS_GOAL_KEEP_OUT;
            m->exits[s] |= goal->kind == PS_GOAL_EXIT;
            m->destroys[s] |= goal->kind == PS_GOAL_DESTROY || goal->kind == PS_GOAL_ELIMINATE;
        }
    }
    free(hexes);
}

/* Where side s's battle is decided: every hex either side must control; its own exit zone
 * (and the enemy's, to bar it); the region it must enter, or the border of the region it
 * guards (its hexes next to the outside). */
static void goal_fields(struct ai_map *m)
{
    int16_t *src = malloc(AI_HEXES * sizeof *src);
    if (!src)
        return;
    for (int s = 0; s < 2; s++) {
        int n = 0;
        for (int i = 0; i < m->nhex; i++) {
            int h = m->list[i];
            bool want = m->objective[h] != 0 || m->exitz[s][h] || m->exitz[!s][h] ||
                        m->region[!s][h];
            if (!want && m->region[s][h])
                for (int d = 0; d < 6 && !want; d++)
                    want = m->nb[h][d] >= 0 && !m->region[s][m->nb[h][d]];
            if (want)
                src[n++] = (int16_t)h;
        }
        m->has_place[s] = n > 0;
        ai_map_distance(m, src, n, m->dgoal[s]);
    }
    free(src);
}

static void build(struct ai_map *m, const ps_game *g)
{
    memset(m, 0, sizeof *m);
    {
        const char *id = ps_game_scenario_id(g);
        size_t len = strlen(id);
        if (len >= sizeof m->scenario)
            len = sizeof m->scenario - 1;
        memcpy(m->scenario, id, len);
        m->scenario[len] = '\0';
    }
    int cols, rows;
    ps_game_map_size(g, &cols, &rows);
    for (int h = 0; h < AI_HEXES; h++)
        for (int d = 0; d < 6; d++) {
            m->nb[h][d] = -1;
            m->cost[h][d] = -1;
        }
    for (int row = 1; row <= rows && row <= AI_COLS; row++)
        for (int col = 1; col <= cols && col <= AI_COLS; col++) {
            ps_hex_info info;
            int ccrr = col * 100 + row;
            if (ps_game_hex(g, ccrr, &info) != PS_OK || !info.exists)
                continue;
            int h = ai_hex(ccrr);
            m->exists[h] = true;
            m->list[m->nhex++] = (int16_t)h;
        }
    for (int i = 0; i < m->nhex; i++) {
        int h = m->list[i], ccrr = ai_ccrr(h), nb[6];
        int on = ps_game_neighbours(g, ccrr, nb);
        m->edge[h] = on < 6;
        for (int d = 0; d < 6; d++) {
            if (!nb[d])
                continue;
            m->nb[h][d] = (int16_t)ai_hex(nb[d]);
            int32_t c = ps_game_move_cost(g, ccrr, nb[d]);
            m->cost[h][d] = (int16_t)(c < 0 || c > 30000 ? -1 : c);
        }
        int32_t e = ps_game_move_cost(g, 0, ccrr);
        m->entry_cost[h] = (int16_t)(e < 0 || e > 30000 ? -1 : e);
        ps_game_hex_combat(g, ccrr, &m->comb[h]);
    }
    cost_steps(m);
    /* Cube coordinates of the printed grid (even rows half a hex east): x = CC - (RR + (RR
     * odd)) / 2, z = RR. */
    for (int i = 0; i < m->nhex; i++) {
        int h = m->list[i], col = h % AI_COLS + 1, row = h / AI_COLS + 1;
        m->cube_x[h] = (int8_t)(col - (row + (row & 1)) / 2);
        m->cube_z[h] = (int8_t)row;
    }
    for (int i = 0; i < m->nhex; i++) {
        int h = m->list[i];
        m->near[h][0] = (int16_t)h;
        m->near_dist[h][0] = 0;
        int n = 1;
        for (int d = 0; d < 6; d++) {
            int a = m->nb[h][d];
            if (a < 0)
                continue;
            for (int d2 = -1; d2 < 6; d2++) {
                int b = d2 < 0 ? a : m->nb[a][d2];
                if (b < 0 || b == h)
                    continue;
                bool seen = false;
                for (int k = 0; k < n && !seen; k++)
                    seen = m->near[h][k] == b;
                if (!seen && n < 19) {
                    m->near[h][n] = (int16_t)b;
                    m->near_dist[h][n] = (uint8_t)ai_dist(m, h, b);
                    n++;
                }
            }
        }
        m->nnear[h] = (uint8_t)n;
    }
    ps_game_crt(g, &m->crt);
    ai_crt_faces_build(m);
    m->stacking[0] = ps_game_stacking_limit(g, 0);
    m->stacking[1] = ps_game_stacking_limit(g, 1);
    read_goals(m, g);
    goal_fields(m);
}

static void forget_fields(struct ai_map *m)
{
    for (int h = 0; h < AI_HEXES; h++) {
        free(m->from[h]);
        m->from[h] = NULL;
    }
}

void ai_map_free(struct ai_map *m)
{
    if (!m)
        return;
    forget_fields(m);
    free(m);
}

int ai_map_fields(const struct ai_map *m, const int16_t *src, int nsrc, const int32_t **fields)
{
    struct ai_map *mut = (struct ai_map *)m; /* the cache only */
    int n = 0;
    for (int i = 0; i < nsrc; i++) {
        int s = src[i];
        if (s < 0 || !m->exists[s])
            continue;
        if (!m->from[s]) {
            int32_t *f = malloc(AI_HEXES * sizeof *f);
            if (!f)
                return -1;
            int16_t one[1] = {(int16_t)s};
            ai_map_distance(m, one, 1, f);
            mut->from[s] = f;
        }
        fields[n++] = m->from[s];
    }
    return n;
}

const struct ai_map *ai_map_get(struct ai_map **cache, const ps_game *g)
{
    if (*cache && strcmp((*cache)->scenario, ps_game_scenario_id(g)) == 0)
        return *cache;
    if (!*cache) {
        *cache = calloc(1, sizeof **cache);
        if (!*cache)
            return NULL;
    }
    forget_fields(*cache);
    build(*cache, g);
    return *cache;
}
