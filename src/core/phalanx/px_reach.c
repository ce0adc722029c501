/* The legal-move search [Phalanx Movement], [Phalanx Facing], and px_move_legal and
 * px_unit_reach built on it: a Dijkstra over (hex, facing)
 * states -- the facing being the direction of the step that entered the hex -- priced by
 * px_step, so every path it finds is one px_move_check accepts.  A state's cost is the MP
 * spent on arrival; fewer MP never leave a unit worse off (rounding up is monotone), so the
 * cheapest path to a state is a legal one whenever any is.  A stop hex ends its paths.
 * The start is not a state: its first step follows the unit's turn rule. */
#include <string.h>

#include "px_move.h"

static void search_reset(struct px_search *s)
{
    for (int i = 0; i < s->n; i++) {
        s->cost[s->list[i]] = -1;
        s->pos[s->list[i]] = -1;
    }
    s->n = 0;
    s->nheap = 0;
}

static bool before(const struct px_search *s, int a, int b)
{
    return s->cost[a] < s->cost[b] || (s->cost[a] == s->cost[b] && a < b);
}

static void heap_set(struct px_search *s, int i, int node)
{
    s->heap[i] = (int16_t)node;
    s->pos[node] = (int16_t)i;
}

static void heap_up(struct px_search *s, int i)
{
    int node = s->heap[i];
    while (i > 0 && before(s, node, s->heap[(i - 1) / 2])) {
        heap_set(s, i, s->heap[(i - 1) / 2]);
        i = (i - 1) / 2;
    }
    heap_set(s, i, node);
}

static int heap_pop(struct px_search *s)
{
    int top = s->heap[0];
    int node = s->heap[--s->nheap];
    int i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= s->nheap)
            break;
        if (c + 1 < s->nheap && before(s, s->heap[c + 1], s->heap[c]))
            c++;
        if (!before(s, s->heap[c], node))
            break;
        heap_set(s, i, s->heap[c]);
        i = c;
    }
    if (s->nheap > 0)
        heap_set(s, i, node);
    s->pos[top] = -2;
    return top;
}

static void offer(struct px_search *s, int node, fx cost, int prev, bool stop)
{
    if (s->pos[node] == -2 || (s->cost[node] >= 0 && s->cost[node] <= cost))
        return;
    if (s->cost[node] < 0)
        s->list[s->n++] = (int16_t)node;
    s->cost[node] = cost;
    s->prev[node] = (int16_t)prev;
    s->stop[node] = stop;
    if (s->pos[node] == -1)
        heap_set(s, s->nheap++, node);
    heap_up(s, s->pos[node]);
}

static void expand(const ps_game *g, const struct px_zones *z, struct px_search *s, hex_id h,
                   int f, int rule, fx spent, int prev)
{
    for (int d = 0; d < HEX_DIRS; d++) {
        struct px_step st;
        if (px_step(g, s->u, z, h, f, rule, spent, d, &st, NULL, 0))
            offer(s, st.to * HEX_DIRS + d, st.spent, prev, st.stop);
    }
}

void px_search_init(struct px_search *s)
{
    memset(s->cost, 0xff, sizeof s->cost);
    memset(s->pos, 0xff, sizeof s->pos);
    s->n = 0;
    s->nheap = 0;
}

void px_search_run(const ps_game *g, int u, const struct px_zones *z, struct px_search *s)
{
    const struct unit *un = &g->st.units[u];
    search_reset(s);
    s->u = u;
    s->start = un->hex;
    s->ma = px_ma(g, u);
    expand(g, z, s, un->hex, un->facing, px_turn_rule_now(g, u), un->mp_spent, PX_FROM_START);
    while (s->nheap > 0) {
        int node = heap_pop(s);
        if (!s->stop[node]) /* [Phalanx errata Movement K], [Phalanx Cross River Attack] */
            expand(g, z, s, (hex_id)(node / HEX_DIRS), node % HEX_DIRS, PX_TURN_FRONT,
                   s->cost[node], node);
    }
}

int px_search_path(const struct px_search *s, int node, int16_t *out, int max)
{
    int n = 0;
    for (int k = node; k != PX_FROM_START; k = s->prev[k])
        n++;
    if (n > max)
        return -1;
    int i = n;
    for (int k = node; k != PX_FROM_START; k = s->prev[k])
        out[--i] = (int16_t)px_ccrr((hex_id)(k / HEX_DIRS));
    return n;
}

/* Marks in reached[] the hexes the search reached (the lowest and highest in *lo, *hi), so
 * that the scans below visit only those, in the order of their ids. */
static void reached_hexes(const struct px_search *s, uint8_t reached[MAP_MAX_HEXES], int *lo,
                          int *hi)
{
    memset(reached, 0, MAP_MAX_HEXES);
    *lo = MAP_MAX_HEXES;
    *hi = -1;
    for (int i = 0; i < s->n; i++) {
        int h = s->list[i] / HEX_DIRS;
        reached[h] = 1;
        *lo = h < *lo ? h : *lo;
        *hi = h > *hi ? h : *hi;
    }
}

int px_unit_reach(const ps_game *g, int u, int *hexes, int32_t *cost, int max)
{
    if (u < 0 || u >= g->st.nunits || g->st.units[u].where != UNIT_ON_MAP)
        return 0;
    struct px_zones z;
    struct px_search s;
    px_search_init(&s);
    px_zones_build(g, g->st.units[u].side, &z);
    px_search_run(g, u, &z, &s);
    uint8_t reached[MAP_MAX_HEXES];
    int lo, hi, n = 0;
    reached_hexes(&s, reached, &lo, &hi);
    for (hex_id h = (hex_id)lo; h <= hi; h++) {
        if (!reached[h])
            continue;
        fx best = -1;
        for (int f = 0; f < HEX_DIRS; f++) {
            fx c = s.cost[h * HEX_DIRS + f];
            if (c >= 0 && (best < 0 || c < best))
                best = c;
        }
        if (best < 0 || h == s.start)
            continue;
        if (n < max) {
            hexes[n] = px_ccrr(h);
            cost[n] = best;
        }
        n++;
    }
    return n;
}

/* ---- The legal moves: one per reachable (hex, final facing), the cheapest path ---- */

/* Appends one action; counts past max. */
static int put(ps_action *out, int max, int n, const ps_action *a)
{
    if (n < max)
        out[n] = *a;
    return n + 1;
}

/* The cheapest way to end in h facing F: the node and whether DIR is written. */
static fx best_end(const struct px_search *s, hex_id h, int F, int *node)
{
    fx best = -1;
    for (int k = 0; k < HEX_DIRS; k++) {
        int f = (F + k) % HEX_DIRS, i = h * HEX_DIRS + f; /* f == F first: no DIR on a tie */
        fx c = s->cost[i];
        if (c < 0)
            continue;
        if (f != F && !px_front_dir(f, F)) {
            if (s->stop[i])
                continue;
            c += FX_ONE;
        }
        if (c <= s->ma && (best < 0 || c < best))
            best = c, *node = i;
    }
    return best;
}

static int unit_moves(ps_game *g, int u, struct px_search *s, ps_action *out, int max, int n)
{
    const struct unit *un = &g->st.units[u];
    struct px_zones z;
    px_zones_build(g, un->side, &z);
    px_search_run(g, u, &z, s);
    ps_action a;
    memset(&a, 0, sizeof a);
    a.nunits = 1;
    a.units[0] = (int16_t)u;
    uint8_t reached[MAP_MAX_HEXES];
    int lo, hi;
    reached_hexes(s, reached, &lo, &hi);
    for (hex_id h = (hex_id)lo; h <= hi; h++) {
        if (h == s->start || !reached[h])
            continue;
        for (int F = 0; F < HEX_DIRS; F++) {
            int node = -1;
            if (best_end(s, h, F, &node) < 0)
                continue;
            int len = px_search_path(s, node, a.hexes, PS_ACTION_MAX_HEXES);
            if (len <= 0)
                continue;
            a.kind = PS_ACT_MOVE;
            a.nhexes = (uint8_t)len;
            a.task = (uint8_t)(node % HEX_DIRS == F ? 0 : F + 1);
            n = put(out, max, n, &a);
        }
        /* [Phalanx Tactical Concession] off the map from a road hex on the edge. */
        if (!g->map.hexes[h].road || !map_on_edge(&g->map, h))
            continue;
        int bestnode = -1;
        fx best = -1;
        for (int f = 0; f < HEX_DIRS; f++) {
            int i = h * HEX_DIRS + f;
            if (s->cost[i] < 0 || s->stop[i])
                continue;
            hex_id back = map_neighbour(&g->map, h, hex_opposite((enum hex_dir)f));
            if (back == HEX_NONE || !(g->map.hexes[back].road_sides >> f & 1))
                continue;
            fx c = px_exit_cost(g, h, f, PX_TURN_FRONT, s->cost[i]);
            if (c >= 0 && c <= s->ma && (best < 0 || c < best))
                best = c, bestnode = i;
        }
        if (bestnode < 0)
            continue;
        int len = px_search_path(s, bestnode, a.hexes, PS_ACTION_MAX_HEXES);
        if (len <= 0)
            continue;
        a.kind = PS_ACT_EXIT;
        a.nhexes = (uint8_t)len;
        a.task = 0;
        n = put(out, max, n, &a);
    }
    fx here = g->map.hexes[un->hex].road && map_on_edge(&g->map, un->hex)
                  ? px_exit_cost(g, un->hex, un->facing, px_turn_rule_now(g, u), un->mp_spent)
                  : -1;
    if (here >= 0 && here <= s->ma) {
        a.kind = PS_ACT_EXIT;
        a.nhexes = 1;
        a.hexes[0] = (int16_t)px_ccrr(un->hex);
        a.task = 0;
        n = put(out, max, n, &a);
    }
    return n;
}

int px_move_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    if (g->st.phase != PS_PHASE_MOVEMENT)
        return n;
    char err[PS_ERR_MAX];
    memcpy(err, g->err, sizeof err);
    struct px_search s;
    px_search_init(&s);
    for (int v = u < 0 ? 0 : u; v < g->st.nunits && (u < 0 || v == u); v++)
        if (px_move_leave_check(g, v) == PS_OK)
            n = unit_moves(g, v, &s, out, max, n);
    memcpy(g->err, err, sizeof err);
    return n;
}
