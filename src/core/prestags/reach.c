/* Where a unit can go: a cheapest-path search (Dijkstra over fixed-point Movement Points)
 * from the unit's hex, or from every hex of its entry edges when it enters the map.
 *
 * The search follows the movement rules that do not depend on where the move ends:
 *   [5.23] never into a hex holding enemy units;       [9.0] never into prohibited terrain;
 *   [5.27] only while the MP last (fractions kept);     [5.26] through friendly hexes freely;
 *   [6.41] a hex next to an undisrupted enemy fire unit ends the move (entering it, not
 *          starting in it); with facing, only its front hexes do [16.32];
 *                                                       [C1.5] a stream hex ends a Chariot's;
 *   [5.15] every passable, enemy-free neighbour can be entered as the whole move.
 * Where a move may end (stacking, [5.3], [5.4], [C1.9]) is the caller's question.
 *
 * Invariant: between searches every hex's cost and pos are in their reset state
 * (REACH_UNREACHED, -1) except the hexes in list, which the next search resets first (their
 * pos only after a heap search: the bucket search never writes pos), and the
 * enemy's hexes a bucket search barred (cost REACH_ENEMY, listed in barred), which stay barred
 * for the next search of the same view and are given back before any other's; a hex's prev,
 * state and len are written when it is first offered, and read only for hexes in list. */
#include <string.h>

#include "facing.h"
#include "movement.h"
#include "simultaneous.h"
#include "units.h"

/* The edges as scenario_check.h defines them: W (E) when the W (E) neighbour is off the map,
 * N (S) when both the NW and NE (SW and SE) ones are.  Edge hexes lie within two cells of the
 * bounding rectangle (ragged rows end one cell short of it).  Returns the count. */
int move_find_edges(const struct map *m, hex_id *edge, uint8_t *edge_mask)
{
    int n = 0;
    for (int row = 1; row <= m->rows; row++)
        for (int col = 1; col <= m->cols; col++) {
            if (row > 2 && row < m->rows - 1 && col > 2 && col < m->cols - 1)
                col = m->cols - 2;
            hex_id h = map_hex_at(m, (hex_cr){col, row});
            if (h == HEX_NONE)
                continue;
            bool off[HEX_DIRS];
            for (int d = 0; d < HEX_DIRS; d++)
                off[d] = reach_step(m, h, d) == HEX_NONE;
            uint8_t mask = (uint8_t)((off[HEX_W] ? EDGE_W : 0) | (off[HEX_E] ? EDGE_E : 0) |
                                     (off[HEX_NW] && off[HEX_NE] ? EDGE_N : 0) |
                                     (off[HEX_SW] && off[HEX_SE] ? EDGE_S : 0));
            if (mask && n < MOVE_EDGE_MAX) {
                edge[n] = h;
                edge_mask[n] = mask;
                n++;
            }
        }
    return n;
}

void move_zones_build(const ps_game *g, int side, const struct move_tables *tab, uint8_t *hexes,
                      struct enemy_hexes *enemy)
{
    const struct game_state *st = &g->st;
    bool facing = facing_used(g);
    const hex_id *step_to = tab ? tab->step_to : NULL;
    if (tab)
        memcpy(hexes, tab->zone_base, MAP_MAX_HEXES);
    else
        move_zones_base(g, hexes);
    if (enemy)
        enemy->n = 0;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side == side || un->where != UNIT_ON_MAP)
            continue;
        /* [5.23] the hex's units are the enemy's (its top unit tells: sides never share);
         * listed once, for its top unit */
        int top = st->first_in_hex[un->hex];
        if (st->units[top].side != side) {
            hexes[un->hex] |= MOVE_ENEMY;
            if (enemy && top == u)
                enemy->hex[enemy->n++] = un->hex;
        }
        /* [6.41], [6.44]: every undisrupted fire unit, whether or not it could fire. */
        if ((un->flags & UF_DISRUPTED) || !unit_is_fire(g, un))
            continue;
        if (sim_zone_lost(g, u))
            continue; /* [21.1] plotted to move or melee (simultaneous sequence) */
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id nb = step_to ? step_to[un->hex * HEX_DIRS + d]
                                : map_neighbour(&g->map, un->hex, (enum hex_dir)d);
            /* [16.32] with facing, the flank hexes of fire units do not stop enemy movement. */
            if (nb != HEX_NONE && (!facing || facing_front(un->facing, d)))
                hexes[nb] |= MOVE_ZOC;
        }
    }
}

void move_zones_base(const ps_game *g, uint8_t *hexes)
{
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++)
        hexes[h] = terrain_stops_chariot(g, h) ? MOVE_STREAM : 0;
}

void move_ctx_init(const ps_game *g, int side, int only, struct move_ctx *c)
{
    const struct game_state *st = &g->st;
    c->side = side;
    struct move_scratch *sc = g->scratch;
    if (sc) {
        /* The side's map as kept, and the edges found once per game (move_scratch.c). */
        c->hexes = move_zones(g, sc, side);
        c->enemy = &sc->zones[side].enemy;
        c->enemy_made = sc->zones[side].keys.builds;
        c->nedge = sc->tab->nedge;
        c->edge = sc->tab->edge;
        c->edge_mask = sc->tab->edge_mask;
        return;
    }
    move_zones_build(g, side, NULL, c->own, &c->own_enemy);
    c->hexes = c->own;
    c->enemy = &c->own_enemy;
    c->enemy_made = 0;
    c->nedge = 0;
    c->edge = c->own_edge;
    c->edge_mask = c->own_edge_mask;
    /* The entry edges are needed only by a unit that is still to enter. */
    bool entering = false;
    for (int u = 0; u < st->nunits && !entering; u++) {
        const struct unit *un = &st->units[u];
        entering = un->side == side && (only < 0 || only == u) && un->where == UNIT_WAITING &&
                   g->scen.force[side].groups[un->group].kind == DEPLOY_ENTER;
    }
    if (entering)
        c->nedge = move_find_edges(&g->map, c->own_edge, c->own_edge_mask);
}

int move_zoc_unit(const ps_game *g, int side, hex_id h)
{
    const struct game_state *st = &g->st;
    bool facing = facing_used(g);
    /* The game's neighbour table when it is made (move_scratch.c: map_neighbour's answers,
     * read in the walk of every checked move instead of working each one out). */
    const hex_id *step = g->scratch && h >= 0 && h < MAP_MAX_HEXES
                             ? &g->scratch->tab->step_to[h * HEX_DIRS]
                             : NULL;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id nb = step ? step[d] : map_neighbour(&g->map, h, (enum hex_dir)d);
        if (nb == HEX_NONE)
            continue;
        for (int u = st->first_in_hex[nb]; u >= 0; u = st->units[u].next) {
            const struct unit *un = &st->units[u];
            if (un->side != side && !(un->flags & UF_DISRUPTED) && unit_is_fire(g, un) &&
                (!facing || facing_fronts_on(un, h)) && /* [16.32] */
                !sim_zone_lost(g, u)) /* [21.1] */
                return u;
        }
    }
    return -1;
}

fx move_entry_cost(const ps_game *g, hex_id from, hex_id to)
{
    const struct move_scratch *sc = g->scratch;
    if (sc && from == HEX_NONE)
        return sc->tab->enter_cost[to];
    if (sc) {
        const hex_id *next = &sc->tab->step_to[from * HEX_DIRS];
        for (int d = 0; d < HEX_DIRS; d++)
            if (next[d] == to)
                return sc->tab->step_cost[from * HEX_DIRS + d];
        return MOVE_NOT_NEXT;
    }
    if (from != HEX_NONE && map_distance(from, to) != 1)
        return MOVE_NOT_NEXT;
    return terrain_entry_cost(g, from, to);
}

bool move_next_to_enemy(const ps_game *g, hex_id h, int side)
{
    if (!g->scratch || h < 0 || h >= MAP_MAX_HEXES)
        return game_next_to_enemy(g, h, side);
    const hex_id *next = &g->scratch->tab->step_to[h * HEX_DIRS];
    for (int d = 0; d < HEX_DIRS; d++)
        if (next[d] != HEX_NONE && game_hex_side(&g->st, next[d]) == !side)
            return true;
    return false;
}

void reach_init(struct reach *r)
{
    for (int i = 0; i < MAP_MAX_HEXES; i++) {
        r->cost[i] = REACH_UNREACHED;
        r->prev[i] = HEX_NONE;
        r->pos[i] = -1;
    }
    for (size_t i = 0; i < sizeof r->feature_cost / sizeof r->feature_cost[0]; i++)
        r->feature_cost[i] = REACH_COST_UNKNOWN;
    memset(r->state, 0, sizeof r->state);
    memset(r->len, 0, sizeof r->len);
    r->n = 0;
    r->nheap = 0;
    r->pos_used = false;
    r->buckets = NULL;
    r->step_cost = NULL;
    r->step_to = NULL;
    r->enter_cost = NULL;
    r->step_rows = NULL;
    r->min_step = 0;
    r->barred_view = NULL;
    r->barred_made = 0;
    r->nbarred = 0;
    r->lens = true;
}

void reach_clear(struct reach *r)
{
    for (int i = 0; i < r->n; i++)
        r->cost[r->list[i]] = REACH_UNREACHED;
    if (r->pos_used)
        for (int i = 0; i < r->n; i++)
            r->pos[r->list[i]] = -1;
    r->n = 0;
    r->nheap = 0;
    r->pos_used = false;
}

/* ---- the binary heap: cheapest first, ties by hex id (deterministic) ---- */

static bool before(const struct reach *r, hex_id a, hex_id b)
{
    return r->cost[a] < r->cost[b] || (r->cost[a] == r->cost[b] && a < b);
}

static void heap_place(struct reach *r, int i, hex_id h)
{
    r->heap[i] = h;
    r->pos[h] = (int16_t)i;
}

static void heap_up(struct reach *r, int i)
{
    hex_id h = r->heap[i];
    while (i > 0) {
        int parent = (i - 1) / 2;
        if (!before(r, h, r->heap[parent]))
            break;
        heap_place(r, i, r->heap[parent]);
        i = parent;
    }
    heap_place(r, i, h);
}

static void heap_down(struct reach *r, int i)
{
    hex_id h = r->heap[i];
    for (;;) {
        int child = 2 * i + 1;
        if (child >= r->nheap)
            break;
        if (child + 1 < r->nheap && before(r, r->heap[child + 1], r->heap[child]))
            child++;
        if (!before(r, r->heap[child], h))
            break;
        heap_place(r, i, r->heap[child]);
        i = child;
    }
    heap_place(r, i, h);
}

static hex_id heap_pop(struct reach *r)
{
    hex_id top = r->heap[0];
    r->nheap--;
    if (r->nheap > 0) {
        r->heap[0] = r->heap[r->nheap];
        heap_down(r, 0);
    }
    r->pos[top] = -2;
    return top;
}

/* ---- the bucket queue (struct reach_buckets): buckets settled cheapest first, each in hex id
 * order; an entry left behind by a cheaper offer is settled by the time its bucket comes. ---- */

struct bucket_walk {
    int cur, last;  /* the bucket being settled, the last that may be used */
    uint64_t words; /* what is left of its summary: the words still to read */
    uint64_t word;  /* what is left of the word being read */
    int w;          /* that word */
};

static void bucket_push(struct reach_buckets *b, fx cost, hex_id h)
{
    int k = cost >> b->shift, w = h >> 6;
    b->bits[k][w] |= 1ull << (h & 63);
    b->used[k] |= 1ull << w;
}

/* The next hex to settle, or HEX_NONE when the queue is empty (every bucket read and left
 * empty).  Every cost is a whole number of buckets (every step's is), so a bucket holds one
 * cost: a hex found in a bucket that is not its cost's was offered again more cheaply and
 * settled then, and is passed over (no hex is offered into the bucket being read: a step
 * costs at least one). */
static inline __attribute__((always_inline)) hex_id bucket_pop(struct reach *r,
                                                             struct bucket_walk *it)
{
    struct reach_buckets *b = r->buckets;
    for (;;) {
        while (it->word == 0) {
            while (it->words == 0) {
                if (++it->cur > it->last)
                    return HEX_NONE;
                it->words = b->used[it->cur];
                b->used[it->cur] = 0;
            }
            it->w = __builtin_ctzll(it->words);
            it->words &= it->words - 1;
            it->word = b->bits[it->cur][it->w];
            b->bits[it->cur][it->w] = 0;
        }
        hex_id h = (hex_id)(it->w * 64 + __builtin_ctzll(it->word));
        it->word &= it->word - 1;
        if (r->cost[h] >> b->shift == it->cur)
            return h;
    }
}

/* Offers hex h at cost via prev; keeps the cheaper offer.  The bucket search tells a hex
 * reached by its cost (settled hexes are never offered again: no step costs nothing). */
static inline void offer(struct reach *r, hex_id h, fx cost, hex_id prev, uint8_t state)
{
    if (r->buckets ? cost >= r->cost[h] : r->pos[h] == -2)
        return;
    bool fresh = r->buckets ? r->cost[h] == REACH_UNREACHED : r->pos[h] == -1;
    if (!fresh && cost >= r->cost[h])
        return;
    r->cost[h] = cost;
    r->prev[h] = prev;
    r->state[h] = state;
    r->len[h] = (uint8_t)(prev == HEX_NONE ? 1 : r->len[prev] < 255 ? r->len[prev] + 1 : 255);
    if (fresh)
        r->list[r->n++] = h;
    if (r->buckets) {
        if (!(state & REACH_STOP)) /* never expanded: not queued (as bucket_step does) */
            bucket_push(r->buckets, cost, h);
        return;
    }
    r->pos_used = true;
    if (fresh) {
        r->heap[r->nheap] = h;
        r->pos[h] = (int16_t)r->nheap++;
        heap_up(r, r->nheap - 1);
    } else {
        heap_up(r, r->pos[h]);
    }
}

/* terrain_entry_cost_dir, remembered by terrain where the hexside crossed cannot matter. */
static fx feature_entry_cost(const ps_game *g, struct reach *r, hex_id from, int dir, hex_id to)
{
    const struct map_hex *x = &g->map.hexes[to];
    if (x->road || x->elevation >= ELEV_HILLTOP || x->cover >= COVER_COUNT ||
        x->water >= WATER_COUNT)
        return terrain_entry_cost_dir(g, from, dir, to);
    int k = (x->elevation * COVER_COUNT + x->cover) * WATER_COUNT + x->water;
    if (r->feature_cost[k] == REACH_COST_UNKNOWN)
        r->feature_cost[k] = terrain_entry_cost_dir(g, HEX_NONE, -1, to);
    return r->feature_cost[k];
}

fx reach_price(const ps_game *g, struct reach *r, hex_id from, int dir, hex_id to)
{
    return feature_entry_cost(g, r, from, dir, to);
}

/* The cost of a step, from the game's tables when it has them. */
static inline fx entry_cost(const ps_game *g, struct reach *r, hex_id from, int dir, hex_id to)
{
    if (!r->step_cost)
        return feature_entry_cost(g, r, from, dir, to);
    return from == HEX_NONE ? r->enter_cost[to] : r->step_cost[from * HEX_DIRS + dir];
}

/* [5.15] the whole move may be one hex into any passable, enemy-free hex. */
static void one_hex(const struct move_ctx *c, const struct mover *m, struct reach *r, hex_id h,
                    hex_id from, fx cost)
{
    if (r->cost[h] != REACH_UNREACHED || cost < 0 || reach_enemy_in(c, h))
        return; /* reached already (the bucket search leaves pos alone) */
    r->cost[h] = cost;
    r->prev[h] = from;
    r->state[h] = (uint8_t)(reach_stops_at(c, m, h) | REACH_STOP | REACH_ONE_HEX);
    r->len[h] = 1;
    r->list[r->n++] = h; /* pos left as it is: the search is over */
}

/* One step of settle_buckets, from h (reached at here, with left MP to spend) in direction d of
 * its row: offer()'s bucket branch, its tests made with the fewest reads.  A step off the map
 * or into prohibited terrain costs STEP_BARRED, more than any MP left.  A
 * settled hex costs no more than h (buckets are settled cheapest first and every step costs
 * at least one bucket), and an enemy-held hex costs REACH_ENEMY while the search runs, so the
 * one cost test turns both away, as it does a queued hex offered no cheaper.  lens and chariot
 * are the search's and its mover's (settle_loop passes them as constants). */
static inline void bucket_step(const struct move_ctx *c, struct reach *r, hex_id h, fx here,
                               fx left, const struct step_row *row, int d, bool lens,
                               bool chariot, fx min_step)
{
    fx step = row->cost[d];
    if (step > left)
        return;
    fx at = here + step;
    hex_id nb = row->to[d];
    fx was = r->cost[nb];
    if (at >= was)
        return;
    /* Listed when first reached: written past the list's end either way, counted when so
     * (list has a spare place), a branch less to foretell. */
    r->list[r->n] = nb;
    r->n += was == REACH_UNREACHED;
    r->cost[nb] = at;
    r->prev[nb] = h;
    uint8_t stop = reach_stops_chariot_at(c, chariot, nb);
    r->state[nb] = stop;
    if (lens)
        r->len[nb] = (uint8_t)(r->len[h] < 255 ? r->len[h] + 1 : 255);
    /* A hex where the move must stop, or with less MP left than the map's cheapest step, is
     * never expanded: it need not be queued (a cheaper offer is queued on its own merits).
     * Queued by a mask, without a branch (bucket_push's two writes, masked: a bucket_push
     * taking the mask gave the same instructions but another spill layout, 2% slower). */
    uint64_t queue = -(uint64_t)(!(stop & REACH_STOP) & (left - step >= min_step));
    struct reach_buckets *b = r->buckets;
    int k = at >> b->shift, w = nb >> 6;
    b->bits[k][w] |= queue & 1ull << (nb & 63);
    b->used[k] |= queue & 1ull << w;
}

/* Whether r's barred hexes are c's view's enemy hexes (a kept view, as made). */
static bool barred_for(const struct reach *r, const struct move_ctx *c)
{
    return c->enemy_made && r->barred_view == c->enemy && r->barred_made == c->enemy_made;
}

/* Gives the barred hexes their cost back. */
static void unbar_enemy(struct reach *r)
{
    for (int i = 0; i < r->nbarred; i++)
        r->cost[r->barred[i]] = REACH_UNREACHED;
    r->nbarred = 0;
    r->barred_view = NULL;
    r->barred_made = 0;
}

/* Bars c's enemy hexes [5.23], unless they are barred already. */
static void bar_enemy(struct reach *r, const struct move_ctx *c)
{
    if (barred_for(r, c))
        return;
    unbar_enemy(r);
    for (int i = 0; i < c->enemy->n; i++) {
        r->cost[c->enemy->hex[i]] = REACH_ENEMY;
        r->barred[r->nbarred++] = c->enemy->hex[i];
    }
    r->barred_view = c->enemy;
    r->barred_made = c->enemy_made;
}

/* settle_buckets' loop, for one value of lens and of the mover's Chariot stop [C1.5]:
 * written out for each (the inner steps test nothing for them then). */
static inline __attribute__((always_inline)) void settle_loop(const struct move_ctx *c,
                                                              const struct mover *m,
                                                              struct reach *r,
                                                              struct bucket_walk *it,
                                                              bool lens, bool chariot)
{
    const struct step_row *rows = r->step_rows;
    fx avail = m->avail, min_step = r->min_step;
    for (hex_id h; (h = bucket_pop(r, it)) != HEX_NONE;) {
        fx here = r->cost[h], left = avail - here; /* no stop hex is queued */
        const struct step_row *row = &rows[h];
        _Static_assert(HEX_DIRS == 6, "six steps");
        bucket_step(c, r, h, here, left, row, 0, lens, chariot, min_step);
        bucket_step(c, r, h, here, left, row, 1, lens, chariot, min_step);
        bucket_step(c, r, h, here, left, row, 2, lens, chariot, min_step);
        bucket_step(c, r, h, here, left, row, 3, lens, chariot, min_step);
        bucket_step(c, r, h, here, left, row, 4, lens, chariot, min_step);
        bucket_step(c, r, h, here, left, row, 5, lens, chariot, min_step);
    }
}

/* The search's main loop with the game's tables and buckets: the inner loop reads tables and
 * the search's own arrays only (the enemy's hexes barred in its cost array), six steps written
 * out, and works out a hex's stop only when an offer is taken. */
static void settle_buckets(const struct move_ctx *c, const struct mover *m, struct reach *r,
                           struct bucket_walk *it)
{
    bar_enemy(r, c);
    if (r->lens && m->chariot)
        settle_loop(c, m, r, it, true, true);
    else if (r->lens)
        settle_loop(c, m, r, it, true, false);
    else if (m->chariot)
        settle_loop(c, m, r, it, false, true);
    else
        settle_loop(c, m, r, it, false, false);
    if (!c->enemy_made)
        unbar_enemy(r); /* a view made for this query only */
}

/* The same with the heap, from the tables if the game has them, else pricing each step. */
static void settle_heap(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                        struct reach *r)
{
    const struct map *map = &g->map;
    const uint8_t *hexes = c->hexes;
    while (r->nheap > 0) {
        hex_id h = heap_pop(r);
        if (r->state[h] & REACH_STOP)
            continue;
        fx here = r->cost[h];
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id nb = r->step_to ? r->step_to[h * HEX_DIRS + d] : reach_step(map, h, d);
            if (nb == HEX_NONE || r->pos[nb] == -2 || (hexes[nb] & MOVE_ENEMY))
                continue;
            fx step = entry_cost(g, r, h, d, nb);
            if (step < 0 || here + step > m->avail)
                continue;
            offer(r, nb, here + step, h, reach_stops_at(c, m, nb));
        }
    }
}

void reach_search(const ps_game *g, const struct move_ctx *c, const struct mover *m,
                  struct reach *r)
{
    const struct map *map = &g->map;
    reach_clear(r);
    /* Another view's enemy hexes, barred by an earlier search, are free in this one. */
    if (r->nbarred && !barred_for(r, c))
        unbar_enemy(r);
    /* The buckets when the game has them and the allowance fits; else the heap. */
    struct reach_buckets *kept = r->buckets;
    if (kept && (m->avail < 0 || (m->avail >> kept->shift) >= REACH_BUCKETS))
        r->buckets = NULL;
    struct bucket_walk it = {-1, r->buckets ? m->avail >> r->buckets->shift : -1, 0, 0, 0};
    /* A bucket search's paths enter at most avail >> shift hexes. */
    r->lens = !r->buckets || it.last > PS_ACTION_MAX_HEXES;
    if (m->entering) {
        for (int i = 0; i < c->nedge; i++) {
            if (!(c->edge_mask[i] & m->edges))
                continue;
            hex_id h = c->edge[i];
            fx cost = entry_cost(g, r, HEX_NONE, -1, h);
            if (cost >= 0 && cost <= m->avail && !reach_enemy_in(c, h))
                offer(r, h, cost, HEX_NONE, reach_stops_at(c, m, h));
        }
    } else {
        offer(r, m->start, 0, HEX_NONE, 0);
        r->len[m->start] = 0;
    }
    if (r->buckets)
        settle_buckets(c, m, r, &it);
    else
        settle_heap(g, c, m, r);
    r->buckets = kept;
    if (!m->one_hex)
        return;
    /* one_hex's first test (a hex reached already) made before the step is priced: most
     * are, and their price would be read from a table the search itself does not touch. */
    if (m->entering) {
        for (int i = 0; i < c->nedge; i++)
            if ((c->edge_mask[i] & m->edges) && r->cost[c->edge[i]] == REACH_UNREACHED)
                one_hex(c, m, r, c->edge[i], HEX_NONE,
                        entry_cost(g, r, HEX_NONE, -1, c->edge[i]));
    } else {
        /* The start's neighbours from the row the search read (the same as step_to's). */
        const struct step_row *row = r->step_rows ? &r->step_rows[m->start] : NULL;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id nb = row          ? row->to[d]
                        : r->step_to ? r->step_to[m->start * HEX_DIRS + d]
                                     : reach_step(map, m->start, d);
            if (nb != HEX_NONE && r->cost[nb] == REACH_UNREACHED)
                one_hex(c, m, r, nb, m->start, entry_cost(g, r, m->start, d, nb));
        }
    }
}

int reach_record(const struct reach *r, struct reach_record *rec)
{
    for (int k = 0; k < r->n; k++) {
        hex_id h = r->list[k];
        rec[k] = (struct reach_record){h, r->prev[h], r->cost[h], r->state[h], r->len[h]};
    }
    return r->n;
}

void reach_recall(struct reach *r, const struct move_ctx *c, const struct reach_record *rec,
                  int n, bool lens)
{
    reach_clear(r);
    /* As reach_search begins: the bars of another view given back (a hex barred for it may
     * be one of these, and its bar would be lost when they are reset). */
    if (r->nbarred && !barred_for(r, c))
        unbar_enemy(r);
    for (int k = 0; k < n; k++) {
        hex_id h = rec[k].hex;
        r->list[k] = h;
        r->cost[h] = rec[k].cost;
        r->prev[h] = rec[k].prev;
        r->state[h] = rec[k].state;
        r->len[h] = rec[k].len;
    }
    r->n = n;
    r->lens = lens;
}

int reach_path(const struct reach *r, const struct mover *m, hex_id dest, int16_t *out,
               int max)
{
    int n = 0;
    for (hex_id h = dest; h != HEX_NONE && h != m->start; h = r->prev[h])
        if (++n > max || n > PS_ACTION_MAX_HEXES)
            return -1;
    hex_id h = dest;
    for (int i = n; i > 0; i--, h = r->prev[h])
        out[i - 1] = hex_ccrr(h);
    return n;
}
