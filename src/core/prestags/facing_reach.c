/* Where a unit can go when facing [16.0] is used: reach.c's cheapest-path search, over
 * (hex, facing) instead of hexes, since what the next step costs depends on the facing the
 * unit arrived with [16.1], [16.11]: a step into one of its three front hexes costs the
 * hex's terrain (the unit reorients to face it for nothing), any other step 1 MP more (a
 * turn in place first, up to 180 degrees).  A move ends facing its last step; a unit
 * entering the map has no front on its first hex (state FACING_FREE).  Every other rule is
 * reach.c's: no enemy hex [5.23], no prohibited terrain [9.0], fire zones stop [6.41] (only
 * the front hexes of enemy fire units [16.32]: move_ctx), streams stop chariots [C1.5], and
 * the one-hex move [5.15] into any neighbour, its turn included.
 *
 * Invariant as reach.c's: between searches every entry is reset except the states in list. */
#include <stdlib.h>
#include <string.h>

#include "facing.h"

enum { FREACH_STATES = MAP_MAX_HEXES * FACING_STATES };
_Static_assert(FREACH_STATES <= INT16_MAX, "state ids fit int16_t");

struct freach {
    fx cost[FREACH_STATES];      /* MP to get there, -1 if unreached */
    int16_t prev[FREACH_STATES]; /* the state before it, -1 for the first */
    uint8_t state[FREACH_STATES]; /* REACH_* */
    int16_t pos[FREACH_STATES];  /* place in the heap; -1 never queued, -2 settled */
    int16_t heap[FREACH_STATES];
    int16_t list[FREACH_STATES]; /* states reached, in the order first offered */
    int n, nheap;
};

static int state_of(hex_id h, int f)
{
    return h * FACING_STATES + f;
}

struct freach *freach_new(void)
{
    struct freach *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    memset(r->cost, 0xff, sizeof r->cost);
    memset(r->prev, 0xff, sizeof r->prev);
    memset(r->pos, 0xff, sizeof r->pos);
    memset(r->state, 0, sizeof r->state);
    r->n = r->nheap = 0;
    return r;
}

void freach_free(struct freach *r)
{
    free(r);
}

static void reset(struct freach *r)
{
    for (int i = 0; i < r->n; i++) {
        int s = r->list[i];
        r->cost[s] = -1;
        r->prev[s] = -1;
        r->state[s] = 0;
        r->pos[s] = -1;
    }
    r->n = r->nheap = 0;
}

/* ---- the priority queue: cheapest first, ties by state id (deterministic) ---- */

static bool before(const struct freach *r, int a, int b)
{
    return r->cost[a] < r->cost[b] || (r->cost[a] == r->cost[b] && a < b);
}

static void heap_place(struct freach *r, int i, int s)
{
    r->heap[i] = (int16_t)s;
    r->pos[s] = (int16_t)i;
}

static void heap_up(struct freach *r, int i)
{
    int s = r->heap[i];
    while (i > 0) {
        int parent = (i - 1) / 2;
        if (!before(r, s, r->heap[parent]))
            break;
        heap_place(r, i, r->heap[parent]);
        i = parent;
    }
    heap_place(r, i, s);
}

static int heap_pop(struct freach *r)
{
    int top = r->heap[0];
    r->nheap--;
    if (r->nheap > 0) {
        int s = r->heap[r->nheap], i = 0;
        for (;;) {
            int child = 2 * i + 1;
            if (child >= r->nheap)
                break;
            if (child + 1 < r->nheap && before(r, r->heap[child + 1], r->heap[child]))
                child++;
            if (!before(r, r->heap[child], s))
                break;
            heap_place(r, i, r->heap[child]);
            i = child;
        }
        heap_place(r, i, s);
    }
    r->pos[top] = -2;
    return top;
}

static void offer(struct freach *r, int s, fx cost, int prev, uint8_t state)
{
    if (r->pos[s] == -2)
        return;
    if (r->pos[s] == -1) {
        r->cost[s] = cost;
        r->prev[s] = (int16_t)prev;
        r->state[s] = state;
        r->list[r->n++] = (int16_t)s;
        r->heap[r->nheap] = (int16_t)s;
        r->pos[s] = (int16_t)r->nheap++;
        heap_up(r, r->nheap - 1);
    } else if (cost < r->cost[s]) {
        r->cost[s] = cost;
        r->prev[s] = (int16_t)prev;
        r->state[s] = state;
        heap_up(r, r->pos[s]);
    }
}

/* [5.15] the whole move may be one hex into any passable, enemy-free hex. */
static void one_hex(const struct move_ctx *c, const struct mover *m, struct freach *r, int s,
                    int prev, fx cost)
{
    hex_id h = (hex_id)(s / FACING_STATES);
    if (r->pos[s] != -1 || cost < 0 || reach_enemy_in(c, h))
        return;
    r->cost[s] = cost;
    r->prev[s] = (int16_t)prev;
    r->state[s] = (uint8_t)(reach_stops_at(c, m, h) | REACH_STOP | REACH_ONE_HEX);
    r->pos[s] = -2;
    r->list[r->n++] = (int16_t)s;
}

void freach_search(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                   struct freach *r)
{
    const struct map *map = &g->map;
    reset(r);
    int face = g->st.units[m->u].facing;
    if (face < 0 || face >= HEX_DIRS)
        face = HEX_E;
    int root = -1;
    if (m->entering) {
        for (int i = 0; i < c->nedge; i++) {
            if (!(c->edge_mask[i] & m->edges))
                continue;
            hex_id h = c->edge[i];
            fx cost = terrain_entry_cost_dir(g, HEX_NONE, -1, h);
            if (cost >= 0 && cost <= m->avail && !reach_enemy_in(c, h))
                offer(r, state_of(h, FACING_FREE), cost, -1, reach_stops_at(c, m, h));
        }
    } else {
        root = state_of(m->start, face);
        offer(r, root, 0, -1, 0);
    }
    while (r->nheap > 0) {
        int s = heap_pop(r);
        if (r->state[s] & REACH_STOP)
            continue;
        hex_id h = (hex_id)(s / FACING_STATES);
        int f = s % FACING_STATES;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id nb = reach_step(map, h, d);
            if (nb == HEX_NONE || reach_enemy_in(c, nb))
                continue;
            fx step = terrain_entry_cost_dir(g, h, d, nb);
            if (step < 0)
                continue;
            fx cost = r->cost[s] + (facing_front(f, d) ? 0 : FX_ONE) + step;
            if (cost <= m->avail)
                offer(r, state_of(nb, d), cost, s, reach_stops_at(c, m, nb));
        }
    }
    if (!m->one_hex)
        return;
    if (m->entering) {
        for (int i = 0; i < c->nedge; i++)
            if (c->edge_mask[i] & m->edges)
                one_hex(c, m, r, state_of(c->edge[i], FACING_FREE), -1,
                        terrain_entry_cost_dir(g, HEX_NONE, -1, c->edge[i]));
        return;
    }
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = reach_step(map, m->start, d);
        if (nb == HEX_NONE)
            continue;
        fx step = terrain_entry_cost_dir(g, m->start, d, nb);
        if (step >= 0)
            one_hex(c, m, r, state_of(nb, d), root,
                    step + (facing_front(face, d) ? 0 : FX_ONE));
    }
}

/* The hexes entered to reach state s, as CCRR; its length, or -1 if it does not fit. */
static int path_to(const struct freach *r, const struct mover *m, int s, int16_t *out, int max)
{
    int n = 0;
    for (int k = s; k >= 0 && (m->entering || r->prev[k] >= 0); k = r->prev[k])
        if (++n > max)
            return -1;
    int k = s;
    for (int i = n; i > 0; i--, k = r->prev[k])
        out[i - 1] = hex_ccrr((hex_id)(k / FACING_STATES));
    return n;
}

static int emit(ps_action *out, int max, int n, uint8_t kind, int u, const int16_t *path,
                int len)
{
    if (n < max) {
        ps_action *a = &out[n];
        memset(a, 0, sizeof *a);
        a->kind = kind;
        a->nunits = 1;
        a->units[0] = (int16_t)u;
        a->nhexes = (uint8_t)len;
        memcpy(a->hexes, path, (size_t)len * sizeof path[0]);
    }
    return n + 1;
}

/* The cheapest state of each hex reached (-1 where none), one-hex moves [5.15] last. */
static void cheapest(const struct freach *r, int16_t *best)
{
    memset(best, 0xff, MAP_MAX_HEXES * sizeof best[0]);
    for (int i = 0; i < r->n; i++) {
        int s = r->list[i];
        hex_id h = (hex_id)(s / FACING_STATES);
        int b = best[h];
        bool one = r->state[s] & REACH_ONE_HEX;
        if (b < 0 || (!one && (r->state[b] & REACH_ONE_HEX)) ||
            (one == ((r->state[b] & REACH_ONE_HEX) != 0) && before(r, s, b)))
            best[h] = (int16_t)s;
    }
}

int facing_moves(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                 struct freach *r, const struct stack_entry *arrive, int narrive, bool exits,
                 ps_action *out, int max, int n)
{
    int side = g->st.phasing;
    freach_search(g, c, m, r);
    int16_t best[MAP_MAX_HEXES];
    cheapest(r, best);
    for (int i = 0; i < r->n; i++) {
        int s = r->list[i];
        hex_id h = (hex_id)(s / FACING_STATES);
        if (h == m->start)
            continue;
        int16_t path[PS_ACTION_MAX_HEXES];
        int len = path_to(r, m, s, path, PS_ACTION_MAX_HEXES);
        if (len < 1)
            continue;
        struct stack_problem why;
        if (g->st.first_in_hex[h] < 0 || stack_hex_ok(g, h, side, arrive, narrive, false, &why))
            n = emit(out, max, n, PS_ACT_MOVE, m->u, path, len);
        /* [11.42] one Movement Point left to leave, by the cheapest way to the hex. */
        if (exits && best[h] == s && !(r->state[s] & REACH_STOP) &&
            r->cost[s] + FX_ONE <= m->avail && exit_zone_hex(g, side, h))
            n = emit(out, max, n, PS_ACT_EXIT, m->u, path, len);
    }
    return n;
}

int freach_hexes(const struct freach *r, int *hexes, int32_t *cost, int max)
{
    int16_t best[MAP_MAX_HEXES];
    cheapest(r, best);
    int n = 0;
    for (int i = 0; i < r->n; i++) {
        int s = r->list[i];
        hex_id h = (hex_id)(s / FACING_STATES);
        if (best[h] != s)
            continue;
        if (n < max) {
            hexes[n] = hex_ccrr(h);
            if (cost)
                cost[n] = r->cost[s];
        }
        n++;
    }
    return n;
}
