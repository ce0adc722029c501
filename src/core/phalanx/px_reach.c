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

/* What a search knows of its unit for the steps' inner loop (px_step's checks, in order). */
struct mover {
    int u;
    fx ma;
    const uint16_t *step_to; /* the scenario's tables (px_scratch) */
    const uint16_t *step_cost;
    const uint8_t *hexes; /* the search's map (px_scratch) */
};

/* The search's map bits beside the zones': entering the hex is refused. */
enum { PX_HEX_ENEMY = 4, PX_HEX_FULL = 8 };

/* The zones, and the hexes unit u may not enter for what stands there: every hex with enemy
 * units [Phalanx Movement A] and every friendly stack it would take above the limit, passing
 * through too [Phalanx Stacking B] (its own hex holds it already). */
static void search_map(const ps_game *g, int u, const struct px_zones *z, uint8_t *hexes)
{
    const struct unit *un = &g->st.units[u];
    int own = px_type(g, un)->stack.v, limit = g->px.stacking_limit.v;
    memcpy(hexes, z->z, MAP_MAX_HEXES);
    for (int v = 0; v < g->st.nunits; v++) {
        const struct unit *x = &g->st.units[v];
        if (x->where != UNIT_ON_MAP || g->st.first_in_hex[x->hex] != v)
            continue; /* each hex once, by its first unit */
        if (x->side != un->side)
            hexes[x->hex] |= PX_HEX_ENEMY;
        else if (px_stack_points(g, x->hex) + (x->hex == un->hex ? 0 : own) > limit)
            hexes[x->hex] |= PX_HEX_FULL;
    }
}

/* The front directions of each facing: a step there needs no turn [Phalanx Facing G]. */
static const uint8_t front_dirs[HEX_DIRS] = {0x23, 0x07, 0x0e, 0x1c, 0x38, 0x31};

/* ---- the bucket queue (struct px_buckets) ---- */

struct bucket_walk {
    int cur, last;  /* the bucket being settled, the last that may be used */
    int sum;        /* its summary word being read */
    uint64_t words; /* what is left of that summary word: the words still to read */
    uint64_t word;  /* what is left of the word being read */
    int w;          /* that word */
};

static inline void bucket_push(struct px_buckets *b, fx cost, int node)
{
    int k = cost >> PX_BUCKET_SHIFT, w = node >> 6;
    b->bits[k][w] |= 1ull << (node & 63);
    b->used[k][w >> 6] |= 1ull << (w & 63);
}

/* The next node to settle, or -1 when every bucket is read (and left empty).  A node offered
 * again at a lower cost has settled before its older bit is read: that bit is passed over. */
static int bucket_pop(struct px_search *s, struct px_buckets *b, struct bucket_walk *it)
{
    for (;;) {
        while (it->word == 0) {
            while (it->words == 0) {
                if (++it->sum == PX_SUMS) {
                    if (++it->cur > it->last)
                        return -1;
                    it->sum = 0;
                }
                it->words = b->used[it->cur][it->sum];
                b->used[it->cur][it->sum] = 0;
            }
            it->w = it->sum * 64 + __builtin_ctzll(it->words);
            it->words &= it->words - 1;
            it->word = b->bits[it->cur][it->w];
            b->bits[it->cur][it->w] = 0;
        }
        int node = it->w * 64 + __builtin_ctzll(it->word);
        it->word &= it->word - 1;
        if (s->pos[node] != -2) {
            s->pos[node] = -2;
            return node;
        }
    }
}

/* What a step in direction d costs before its terrain: the MP spent so far, rounded up unless
 * it follows a road [Phalanx Movement H], and 1 for a turn unless d needs none [Phalanx Facing
 * G]. */
static inline fx step_base(unsigned roads, unsigned free_dirs, int d, fx spent, fx rounded)
{
    return ((roads >> d & 1) ? spent : rounded) + ((free_dirs >> d & 1) ? 0 : FX_ONE);
}

/* One step of expand_kept, from h in direction d: at is what entering the next hex costs
 * before the step's own price (a road or a rounded-up spent, plus a turn). */
static inline void step_kept(const struct mover *m, struct px_search *s, struct px_buckets *b,
                             hex_id h, int d, fx at, uint8_t block, int prev)
{
    const uint8_t *hexes = m->hexes;
    int k = h * HEX_DIRS + d;
    hex_id to = (hex_id)(m->step_to[k] - 2);
    if (to == HEX_NONE || (hexes[to] & block))
        return;
    fx c = (fx)m->step_cost[k] - 2;
    if (c < 0)
        return;
    at += c;
    if (at > m->ma) /* [Phalanx Movement G] */
        return;
    int node = to * HEX_DIRS + d;
    if (s->pos[node] == -2 || (s->cost[node] >= 0 && s->cost[node] <= at))
        return;
    bool stop = (hexes[to] & (PX_ZONE_MISSILE | PX_ZONE_RIVER)) != 0;
    if (!b) {
        offer(s, node, at, prev, stop);
        return;
    }
    if (s->cost[node] < 0)
        s->list[s->n++] = (int16_t)node;
    s->cost[node] = at;
    s->prev[node] = (int16_t)prev;
    s->stop[node] = stop;
    s->pos[node] = 0;
    bucket_push(b, at, node);
}

/* The steps from h as px_step prices them, from the scenario's tables and the search's map (a
 * test compares the searches): free_dirs are the directions that need no turn, spent the MP
 * spent in h.  Offers to the buckets b, or the heap when b is NULL.  Six steps written out. */
static inline void expand_kept(const ps_game *g, const struct mover *m, struct px_search *s,
                               struct px_buckets *b, hex_id h, unsigned free_dirs, fx spent,
                               int prev)
{
    unsigned roads = g->map.hexes[h].road_sides;
    fx rounded = px_round_up(spent); /* [Phalanx Movement H] */
    /* [Phalanx Cross River Attack] never from one such hex to another. */
    uint8_t block = (uint8_t)(PX_HEX_ENEMY | PX_HEX_FULL | (m->hexes[h] & PX_ZONE_RIVER));
    _Static_assert(HEX_DIRS == 6, "six steps");
    step_kept(m, s, b, h, 0, step_base(roads, free_dirs, 0, spent, rounded), block, prev);
    step_kept(m, s, b, h, 1, step_base(roads, free_dirs, 1, spent, rounded), block, prev);
    step_kept(m, s, b, h, 2, step_base(roads, free_dirs, 2, spent, rounded), block, prev);
    step_kept(m, s, b, h, 3, step_base(roads, free_dirs, 3, spent, rounded), block, prev);
    step_kept(m, s, b, h, 4, step_base(roads, free_dirs, 4, spent, rounded), block, prev);
    step_kept(m, s, b, h, 5, step_base(roads, free_dirs, 5, spent, rounded), block, prev);
}

/* The search without tables: px_step for every step, and the heap. */
static void expand_priced(const ps_game *g, const struct px_zones *z, struct px_search *s,
                          hex_id h, int f, int rule, fx spent, int prev)
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

static void search_start(const ps_game *g, int u, struct px_search *s)
{
    const struct unit *un = &g->st.units[u];
    search_reset(s);
    s->u = u;
    s->start = un->hex;
    s->ma = px_ma(g, u);
}

/* The search without tables: px_step for every step, on the heap. */
static void search_priced(const ps_game *g, int u, const struct px_zones *z, struct px_search *s)
{
    const struct unit *un = &g->st.units[u];
    search_start(g, u, s);
    expand_priced(g, z, s, un->hex, un->facing, px_turn_rule_now(g, u), un->mp_spent,
                  PX_FROM_START);
    while (s->nheap > 0) {
        int node = heap_pop(s);
        if (!s->stop[node]) /* [Phalanx errata Movement K], [Phalanx Cross River Attack] */
            expand_priced(g, z, s, (hex_id)(node / HEX_DIRS), node % HEX_DIRS, PX_TURN_FRONT,
                          s->cost[node], node);
    }
}

/* The directions the first step may take without paying for a turn [Phalanx Facing G]. */
static unsigned first_free_dirs(int rule, int facing)
{
    return rule == PX_TURN_PAID       ? 0x3fu
           : rule == PX_TURN_STRAIGHT ? 1u << facing
                                      : front_dirs[facing];
}

/* The search with the game's tables: the buckets when they fit, else the heap.  A stop hex
 * ends its paths [Phalanx errata Movement K], [Phalanx Cross River Attack]. */
static void search_kept(const ps_game *g, int u, const struct px_zones *z, struct px_scratch *sc,
                        bool heap)
{
    const struct unit *un = &g->st.units[u];
    struct px_search *s = &sc->s;
    const uint16_t *costs = px_step_costs(sc, un->type);
    if (!costs) { /* a type no unit had when the tables were made */
        search_priced(g, u, z, s);
        return;
    }
    search_start(g, u, s);
    search_map(g, u, z, sc->hexes);
    struct mover m = {u, s->ma, sc->tab->step_to, costs, sc->hexes};
    bool buckets = !heap && !sc->tab->heap_only && s->ma >> PX_BUCKET_SHIFT < PX_BUCKETS &&
                   un->mp_spent % (1 << PX_BUCKET_SHIFT) == 0;
    struct px_buckets *b = buckets ? &sc->q : NULL;
    expand_kept(g, &m, s, b, un->hex, first_free_dirs(px_turn_rule_now(g, u), un->facing),
                un->mp_spent, PX_FROM_START);
    if (b) {
        struct bucket_walk it = {-1, s->ma >> PX_BUCKET_SHIFT, PX_SUMS - 1, 0, 0, 0};
        for (int node; (node = bucket_pop(s, b, &it)) >= 0;)
            if (!s->stop[node])
                expand_kept(g, &m, s, b, (hex_id)(node / HEX_DIRS),
                            front_dirs[node % HEX_DIRS], s->cost[node], node);
        return;
    }
    while (s->nheap > 0) {
        int node = heap_pop(s);
        if (!s->stop[node])
            expand_kept(g, &m, s, NULL, (hex_id)(node / HEX_DIRS), front_dirs[node % HEX_DIRS],
                        s->cost[node], node);
    }
}

void px_search_run_kept(const ps_game *g, int u, const struct px_zones *z,
                        struct px_scratch *sc, bool heap)
{
    search_kept(g, u, z, sc, heap);
}

/* The search, with the game's tables when sc is not NULL. */
static void search_run(const ps_game *g, int u, const struct px_zones *z, struct px_search *s,
                       struct px_scratch *sc)
{
    if (sc)
        search_kept(g, u, z, sc, false);
    else
        search_priced(g, u, z, s);
}

void px_search_run(const ps_game *g, int u, const struct px_zones *z, struct px_search *s)
{
    search_run(g, u, z, s, NULL);
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
 * that the scans below visit only those, in the order of their ids: bit f for each facing f
 * reached, and REACH_TURNS when a node there that does not stop has a whole MP left (it may
 * turn to any facing, best_end). */
enum { REACH_TURNS = 1 << HEX_DIRS };
static void reached_hexes(const struct px_search *s, uint8_t reached[MAP_MAX_HEXES], int *lo,
                          int *hi)
{
    memset(reached, 0, MAP_MAX_HEXES);
    *lo = MAP_MAX_HEXES;
    *hi = -1;
    for (int i = 0; i < s->n; i++) {
        int node = s->list[i], h = node / HEX_DIRS;
        reached[h] |= (uint8_t)(1u << (node % HEX_DIRS));
        if (!s->stop[node] && s->cost[node] + FX_ONE <= s->ma)
            reached[h] |= REACH_TURNS;
        *lo = h < *lo ? h : *lo;
        *hi = h > *hi ? h : *hi;
    }
}

/* How many final facings best_end finds in a hex, from its reached[] bits: every one when a
 * node may still turn, else the facings reached and their neighbours (within 60 degrees,
 * free [Phalanx Facing E]). */
static int hex_end_count(uint8_t bits)
{
    if (bits & REACH_TURNS)
        return HEX_DIRS;
    unsigned m = bits & 0x3fu;
    m |= (m << 1 | m >> (HEX_DIRS - 1)) | (m >> 1 | m << (HEX_DIRS - 1));
    return __builtin_popcount(m & 0x3fu);
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

/* The hexes a search reached (reached_hexes), made once for the count of a unit's moves and
 * the one then drawn among them (px_move_sample). */
struct reach_map {
    uint8_t reached[MAP_MAX_HEXES];
    int lo, hi;
};

/* Lists the moves of the search just run for unit u, whose hexes are r, in the order
 * px_move_legal gives them: every one when want is PX_ALL (into out, counting past max), none
 * when PX_COUNT, else only the want-th, into out[0] (no other path is built).  Returns n plus
 * the moves counted (with want, up to the one built). */
enum { PX_ALL = -1, PX_COUNT = -2 };
static int list_moves(ps_game *g, int u, const struct px_search *s, const struct reach_map *r,
                      ps_action *out, int max, int n, int want)
{
    const struct unit *un = &g->st.units[u];
    int first = n;
    ps_action a;
    memset(&a, 0, sizeof a);
    a.nunits = 1;
    a.units[0] = (int16_t)u;
    const uint8_t *reached = r->reached;
    for (hex_id h = (hex_id)r->lo; h <= r->hi; h++) {
        if (h == s->start || !reached[h])
            continue;
        int ends = hex_end_count(reached[h]);
        if (want == PX_COUNT || (want >= 0 && want - (n - first) >= ends))
            n += ends; /* none of them is built */
        else
            for (int F = 0; F < HEX_DIRS; F++) {
                int node = -1;
                if (best_end(s, h, F, &node) < 0)
                    continue;
                if (want == PX_COUNT || (want >= 0 && n - first != want)) {
                    n++; /* a path is never empty: the search's nodes are steps taken */
                    continue;
                }
                int len = px_search_path(s, node, a.hexes, PS_ACTION_MAX_HEXES);
                if (len <= 0)
                    continue;
                a.kind = PS_ACT_MOVE;
                a.nhexes = (uint8_t)len;
                a.task = (uint8_t)(node % HEX_DIRS == F ? 0 : F + 1);
                if (want >= 0)
                    return put(out, 1, 0, &a) + n; /* the one asked for: the rest unread */
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
        if (want == PX_COUNT || (want >= 0 && n - first != want)) {
            n++;
            continue;
        }
        int len = px_search_path(s, bestnode, a.hexes, PS_ACTION_MAX_HEXES);
        if (len <= 0)
            continue;
        a.kind = PS_ACT_EXIT;
        a.nhexes = (uint8_t)len;
        a.task = 0;
        if (want >= 0)
            return put(out, 1, 0, &a) + n;
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
        if (want == PX_ALL)
            n = put(out, max, n, &a);
        else if (n++ - first == want)
            out[0] = a;
    }
    return n;
}

static int unit_moves(ps_game *g, int u, struct px_search *s, struct px_scratch *sc,
                      ps_action *out, int max, int n)
{
    struct px_zones local;
    search_run(g, u, px_zones_for(g, g->st.units[u].side, &local), s, sc);
    struct reach_map r;
    reached_hexes(s, r.reached, &r.lo, &r.hi);
    return list_moves(g, u, s, &r, out, max, n, PX_ALL);
}

/* Out of memory for the game's tables: a search of its own on the stack. */
static int local_moves(ps_game *g, int u, ps_action *out, int max, int n)
{
    struct px_search s;
    px_search_init(&s);
    return unit_moves(g, u, &s, NULL, out, max, n);
}

int px_move_legal(ps_game *g, int u, ps_action *out, int max, int n)
{
    if (g->st.phase != PS_PHASE_MOVEMENT)
        return n;
    char err[PS_ERR_MAX];
    memcpy(err, g->err, sizeof err);
    /* The game's search memory (px_scratch.c); a readied local search if out of memory. */
    struct px_scratch *sc = NULL;
    struct px_search *s = NULL;
    for (int v = u < 0 ? 0 : u; v < g->st.nunits && (u < 0 || v == u); v++) {
        if (px_move_leave_check(g, v) != PS_OK)
            continue;
        if (!s && (sc = px_scratch(g)) != NULL)
            s = &sc->s;
        n = s ? unit_moves(g, v, s, sc, out, max, n) : local_moves(g, v, out, max, n);
    }
    memcpy(g->err, err, sizeof err);
    return n;
}

int px_move_sample(ps_game *g, int u, int (*pick)(void *ctx, int n), void *ctx,
                   ps_action *out)
{
    if (g->st.phase != PS_PHASE_MOVEMENT || u < 0 || u >= g->st.nunits)
        return -1;
    struct px_scratch *sc = px_scratch(g);
    if (!sc)
        return -1; /* out of memory: the caller lists them */
    char err[PS_ERR_MAX];
    memcpy(err, g->err, sizeof err);
    bool probing = g->probing;
    g->probing = true; /* the refusals of what is not drawn are never shown: not formatted */
    int moves = 0;
    struct reach_map r;
    if (px_move_leave_check(g, u) == PS_OK) {
        struct px_zones local;
        search_run(g, u, px_zones_for(g, g->st.units[u].side, &local), &sc->s, sc);
        reached_hexes(&sc->s, r.reached, &r.lo, &r.hi);
        moves = list_moves(g, u, &sc->s, &r, NULL, 0, 0, PX_COUNT);
    }
    ps_action faces[HEX_DIRS]; /* turning in place: one a direction at most */
    int n = moves + px_face_legal(g, u, faces, HEX_DIRS, 0);
    if (n > 0) {
        int k = pick(ctx, n);
        if (k < moves)
            list_moves(g, u, &sc->s, &r, out, 1, 0, k);
        else
            *out = faces[k - moves];
    }
    g->probing = probing;
    memcpy(g->err, err, sizeof err);
    return n;
}
