/* The random player's move draw by rows of bits: the reach reach_search finds (the same hexes,
 * costs and paths, the rules cited there), made a cost at a time over whole map rows, one
 * word a row, for a mover on the map of a map with buckets.  Its candidates are the hexes
 * reached but the start in id order, where reach_search lists them in the order it first
 * offered them: a draw among them is uniform over the same moves, in another order.
 *
 * Costs are in buckets.  The hexes settled at cost k are those offered at k and not settled
 * more cheaply; each of them that may go on (not a stop hex [6.41], [C1.5], and at least the
 * cheapest step left) offers its neighbours at k plus what entering them costs.  Most hexes
 * cost the same from every side (reach_bits_tables.cls): all of a row's are offered with a few
 * shifts.  The others are priced step by step (the exceptions).  A hex's path, as reach_search
 * makes it, comes from the first of its neighbours to offer it at its final cost: the one
 * settled first (the cheapest, then the lowest id) among those that offer it at that cost. */
#include <string.h>

#include "movement.h"

static int row_of(hex_id h)
{
    return h / MAP_MAX_COLS;
}

static uint64_t bit_of(hex_id h)
{
    return 1ull << (h % MAP_MAX_COLS);
}

void reach_bits_tables_make(const ps_game *g, const struct move_tables *tab,
                            struct reach_bits_tables *t)
{
    memset(t, 0, sizeof *t);
    t->usable = tab->bucket_shift >= 0;
    if (!t->usable)
        return;
    int shift = tab->bucket_shift;
    for (hex_id x = 0; x < MAP_MAX_HEXES; x++) {
        if (row_of(x) >= g->map.rows)
            break;
        /* What each neighbour pays to step into x (-2: none yet; -1: it may not). */
        fx price = -2;
        bool same = true;
        for (int d = 0; d < HEX_DIRS; d++) {
            hex_id q = tab->step_to[x * HEX_DIRS + d];
            if (q == HEX_NONE)
                continue;
            fx c = tab->step_cost[q * HEX_DIRS + (d + 3) % HEX_DIRS];
            if (price == -2)
                price = c;
            else if (c != price)
                same = false;
        }
        if (tab->zone_base[x] & MOVE_STREAM)
            t->stream[row_of(x)] |= bit_of(x);
        if (price < 0 && same)
            continue; /* never entered (or no neighbour) */
        int v = same ? price >> shift : 0;
        if (same && v >= 1 && v <= BITS_CLASSES) {
            t->cls[v][row_of(x)] |= bit_of(x);
            t->top_class = v > t->top_class ? v : t->top_class;
        } else
            t->except[row_of(x)] |= bit_of(x);
    }
}

/* One bit of each of eight bytes (the bit's place in the byte: shift), as eight bits: byte i's
 * to bit i. */
static uint64_t gather8(const uint8_t *bytes, int shift)
{
    uint64_t w;
    memcpy(&w, bytes, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w); /* byte i at bits 8i, on any machine */
#endif
    w = (w >> shift) & 0x0101010101010101ull;
    return (w * 0x0102040810204080ull) >> 56; /* bit 8i to bit 56 + i, for every i at once */
}

void view_bits_make(const ps_game *g, const uint8_t *hexes, struct view_bits *v)
{
    _Static_assert(MAP_MAX_COLS % 8 == 0, "a row in whole words of eight hexes");
    _Static_assert(MOVE_ENEMY == 1 && MOVE_ZOC == 2, "the bits gathered");
    memset(v, 0, sizeof *v);
    for (int r = 0; r < g->map.rows && r < MAP_MAX_ROWS; r++)
        for (int c = 0; c < g->map.cols && c < MAP_MAX_COLS; c += 8) {
            const uint8_t *z = &hexes[r * MAP_MAX_COLS + c];
            v->enemy[r] |= gather8(z, 0) << c;
            v->zoc[r] |= gather8(z, 1) << c;
        }
}

/* The bits set in w (the instruction is not in the generic instruction set). */
static inline int count_bits(uint64_t w)
{
    w -= (w >> 1) & 0x5555555555555555ull;
    w = (w & 0x3333333333333333ull) + ((w >> 2) & 0x3333333333333333ull);
    w = (w + (w >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (int)((w * 0x0101010101010101ull) >> 56);
}

/* The hexes of row r next to those of the same row in set: east and west. */
static inline uint64_t beside(uint64_t set)
{
    return set << 1 | set >> 1;
}

/* The hexes of the rows above and below row r (0 from the top) next to those of row r in set:
 * an even row (RR = r + 1) sits half a hex east, so its diagonal neighbours are at its own
 * column and the next (reach_step). */
static inline uint64_t across(uint64_t set, int r)
{
    return r % 2 ? set | set << 1 : set | set >> 1;
}

/* Word w of row r in b's rows, or 0 outside them. */
static inline uint64_t word_at(const uint64_t *rows, const struct reach_bits *b, int r)
{
    int i = r - b->row0;
    return i >= 0 && i < b->nrows ? rows[i] : 0;
}

static bool has(const uint64_t *rows, const struct reach_bits *b, hex_id h)
{
    return word_at(rows, b, row_of(h)) & bit_of(h);
}

/* Row i of the hexes settled at k: 0 for a row too far from the start to hold one (not
 * written by this search). */
static uint64_t layer_row(const struct reach_bits *b, int k, int i)
{
    int from_start = i - (row_of(b->start) - b->row0);
    if (from_start < 0)
        from_start = -from_start;
    return i >= 0 && i < b->nrows && from_start <= b->span[k] ? b->layer[k][i] : 0;
}

/* Whether h was settled at k. */
static bool settled_in(const struct reach_bits *b, int k, hex_id h)
{
    return layer_row(b, k, row_of(h) - b->row0) & bit_of(h);
}

/* The stop hexes of row r for the mover: a fire zone [6.41], a stream for a Chariot [C1.5]. */
static inline uint64_t stops(const struct move_tables *tab, const struct view_bits *v, int r,
                             bool chariot)
{
    return v->zoc[r] | (chariot ? tab->bits.stream[r] : 0);
}

/* Settles cost k: the hexes offered at k and not settled before; the ones that may go on
 * offer their neighbours.  Rows lo .. hi (of b's rows) are those within k / min_step rows of
 * the start's, the only ones that can hold a hex that costs k. */
static void settle_layer(const struct move_tables *tab, const struct view_bits *v,
                         struct reach_bits *b, int k, int lo, int hi)
{
    /* The hexes that go on, by row: go[i + 1] for row i, two empty rows each side of lo .. hi;
     * not a stop hex (the start always: a fire zone stops a unit that enters it, not one that
     * starts in it [6.41]). */
    uint64_t go[BITS_ROWS + 4];
    bool goes = k + b->min_step <= b->top; /* else no step fits what is left */
    int from = lo > 0 ? lo - 1 : 0, to = hi + 1 < b->nrows ? hi + 1 : b->nrows - 1;
    go[from] = go[lo] = go[hi + 2] = go[to + 2] = 0;
    uint64_t any = 0;
    for (int i = lo; i <= hi; i++) {
        uint64_t l = b->pend[k][i] & ~b->settled[i];
        b->pend[k][i] = 0; /* read once: left clear for the next search */
        b->layer[k][i] = l;
        b->settled[i] |= l;
        go[i + 1] = l & ~stops(tab, v, b->row0 + i, b->chariot);
        any |= go[i + 1];
    }
    if (k == 0) {
        go[row_of(b->start) - b->row0 + 1] |= bit_of(b->start);
        any = 1;
    }
    if (!any || !goes)
        return;
    int top_class = tab->bits.top_class < b->top - k ? tab->bits.top_class : b->top - k;
    for (int i = from; i <= to; i++) {
        int r = b->row0 + i;
        uint64_t near = beside(go[i + 1]) | across(go[i], r - 1) | across(go[i + 2], r + 1);
        near &= ~v->enemy[r]; /* [5.23] */
        for (int c = 1; c <= top_class; c++)
            b->pend[k + c][i] |= near & tab->bits.cls[c][r];
        /* The exceptions next to a hex that goes on, step by step. */
        for (uint64_t ex = near & tab->bits.except[r] & ~b->settled[i]; ex; ex &= ex - 1) {
            hex_id x = (hex_id)(r * MAP_MAX_COLS + __builtin_ctzll(ex));
            for (int d = 0; d < HEX_DIRS; d++) {
                hex_id q = tab->step_to[x * HEX_DIRS + d];
                if (q == HEX_NONE || !(go[row_of(q) - b->row0 + 1] & bit_of(q)))
                    continue;
                fx price = tab->step_cost[q * HEX_DIRS + (d + 3) % HEX_DIRS];
                int at = price < 0 ? b->top + 1 : k + (price >> b->shift);
                if (at <= b->top)
                    b->pend[at][i] |= bit_of(x);
            }
        }
    }
}

bool reach_bits_search(const ps_game *g, struct move_scratch *sc, int side, const struct mover *m)
{
    const struct move_tables *tab = sc->tab;
    struct reach_bits *b = &sc->bits;
    if (!tab->bits.usable || m->entering || m->start < 0 || m->avail < 0)
        return false;
    int top = m->avail >> tab->bucket_shift, min_step = tab->min_step >> tab->bucket_shift;
    if (top >= BITS_LAYERS || top > PS_ACTION_MAX_HEXES || min_step < 1)
        return false;
    /* How many rows from the start's each cost can reach: k / min_step, counted (a step
     * crosses one row at most and costs min_step at least). */
    for (int k = 0, s = 0, left = min_step; k <= top; k++) {
        b->span[k] = (int8_t)s;
        if (--left == 0) {
            s++;
            left = min_step;
        }
    }
    /* The rows the mover can reach, and the start's neighbours' for [5.15]. */
    int reach = b->span[top] < 1 ? 1 : b->span[top], row = row_of(m->start);
    int row0 = row - reach < 0 ? 0 : row - reach;
    int row1 = row + reach >= g->map.rows ? g->map.rows - 1 : row + reach;
    if (row1 - row0 + 1 > BITS_ROWS)
        return false;
    const struct view_bits *v = &sc->zones[side].bits;
    b->start = m->start;
    b->row0 = row0;
    b->nrows = row1 - row0 + 1;
    b->top = top;
    b->shift = tab->bucket_shift;
    b->min_step = min_step;
    b->chariot = m->chariot;
    /* pend is clear between searches: every row an offer writes is read, and cleared, when
     * its cost is settled (an offer at k + c comes from within k / min_step rows of the start,
     * one row further, and c is min_step or more).  layer is written for the rows that can
     * hold each cost alone, and read through layer_row. */
    for (int i = 0; i < b->nrows; i++)
        b->settled[i] = b->one_hex[i] = 0;
    b->pend[0][row - row0] = bit_of(m->start);
    int at = row - row0; /* the start's row among b's */
    for (int k = 0; k <= top; k++) {
        int span = b->span[k];
        settle_layer(tab, v, b, k, at - span < 0 ? 0 : at - span,
                     at + span >= b->nrows ? b->nrows - 1 : at + span);
    }
    /* [5.15] the whole move may be one hex into any passable, enemy-free neighbour. */
    for (int d = 0; m->one_hex && d < HEX_DIRS; d++) {
        hex_id q = tab->step_to[m->start * HEX_DIRS + d];
        if (q != HEX_NONE && !has(b->settled, b, q) &&
            !(v->enemy[row_of(q)] & bit_of(q)) && tab->step_cost[m->start * HEX_DIRS + d] >= 0)
            b->one_hex[row_of(q) - row0] |= bit_of(q);
    }
    b->ncand = 0;
    b->last_k = -1;
    for (int i = 0; i < b->nrows; i++) {
        b->cand[i] = b->settled[i] | b->one_hex[i];
        if (row0 + i == row)
            b->cand[i] &= ~bit_of(m->start);
        b->ncand_row[i] = (int8_t)count_bits(b->cand[i]);
        b->ncand += b->ncand_row[i];
    }
    return true;
}

hex_id reach_bits_candidate(struct reach_bits *b, int k)
{
    if (k == b->last_k)
        return b->last_hex; /* a draw asks for its candidate twice: judged, then taken */
    b->last_k = k;
    b->last_hex = HEX_NONE;
    for (int i = 0; i < b->nrows; i++) {
        int n = b->ncand_row[i];
        if (k >= n) {
            k -= n;
            continue;
        }
        uint64_t w = b->cand[i];
        while (k-- > 0)
            w &= w - 1;
        b->last_hex = (hex_id)((b->row0 + i) * MAP_MAX_COLS + __builtin_ctzll(w));
        break;
    }
    return b->last_hex;
}

void reach_bits_drop(struct reach_bits *b, hex_id h)
{
    int i = row_of(h) - b->row0;
    if (i >= 0 && i < b->nrows && (b->cand[i] & bit_of(h))) {
        b->cand[i] &= ~bit_of(h);
        b->ncand_row[i]--;
        b->ncand--;
    }
    b->last_k = -1;
}

/* The cost at which h was settled, in buckets; -1 if it was not. */
static int settled_at(const struct reach_bits *b, hex_id h)
{
    for (int k = 0; k <= b->top; k++)
        if (settled_in(b, k, h))
            return k;
    return -1;
}

/* The neighbour whose offer gave h (settled at k) its cost, as reach_search keeps it: of the
 * neighbours that go on and offer h at k, the one settled first (the cheapest, then the lowest
 * id). *parent_at: its cost. */
static hex_id offered_by(const struct move_scratch *sc, const struct view_bits *v, hex_id h,
                         int k, int *parent_at)
{
    const struct move_tables *tab = sc->tab;
    const struct reach_bits *b = &sc->bits;
    int r = row_of(h), i = r - b->row0;
    uint64_t bit = bit_of(h);
    /* A hex of a class: every neighbour offers it at the class's price, so its parent was
     * settled at k - c: the first of its neighbours in that layer that goes on (rows in id
     * order: above, its own, below). */
    for (int c = 1; c <= tab->bits.top_class; c++) {
        if (!(tab->bits.cls[c][r] & bit))
            continue;
        int at = k - c;
        if (at < 0)
            return HEX_NONE; /* cannot happen: h was offered at k */
        uint64_t rows[3] = {across(bit, r), beside(bit), across(bit, r)};
        for (int j = 0; j < 3; j++) {
            int q_row = r - 1 + j, qi = i - 1 + j;
            if (qi < 0 || qi >= b->nrows)
                continue;
            uint64_t from = rows[j] & layer_row(b, at, qi);
            uint64_t go = from & ~stops(tab, v, q_row, b->chariot);
            if (q_row == row_of(b->start))
                go |= from & bit_of(b->start); /* the start goes on [6.41] */
            if (go) {
                *parent_at = at;
                return (hex_id)(q_row * MAP_MAX_COLS + __builtin_ctzll(go));
            }
        }
        return HEX_NONE; /* cannot happen */
    }
    /* An exception: each neighbour's own price. */
    hex_id best = HEX_NONE;
    int best_at = 0;
    for (int d = 0; d < HEX_DIRS; d++) {
        hex_id q = tab->step_to[h * HEX_DIRS + d];
        if (q == HEX_NONE)
            continue;
        fx price = tab->step_cost[q * HEX_DIRS + (d + 3) % HEX_DIRS];
        int at = price < 0 ? -1 : k - (price >> b->shift);
        if (at < 0 || !settled_in(b, at, q))
            continue;
        bool goes = q == b->start || !(stops(tab, v, row_of(q), b->chariot) & bit_of(q));
        if (goes && (best == HEX_NONE || at < best_at || (at == best_at && q < best))) {
            best = q;
            best_at = at;
        }
    }
    *parent_at = best_at;
    return best;
}

void reach_bits_path(const struct move_scratch *sc, int side, hex_id dest, struct reach *r)
{
    const struct reach_bits *b = &sc->bits;
    const struct view_bits *v = &sc->zones[side].bits;
    const struct move_tables *tab = sc->tab;
    reach_clear(r);
    hex_id h = dest;
    int k = settled_at(b, dest);
    while (h != HEX_NONE) {
        uint8_t state = 0;
        hex_id prev = HEX_NONE;
        fx cost = 0;
        if (h != b->start) {
            int rr = row_of(h);
            if (v->zoc[rr] & bit_of(h))
                state = REACH_STOP | REACH_ZOC;
            else if (b->chariot && (tab->bits.stream[rr] & bit_of(h)))
                state = REACH_STOP;
            if (k < 0) { /* [5.15] the one-hex move */
                state |= REACH_STOP | REACH_ONE_HEX;
                prev = b->start;
                for (int d = 0; d < HEX_DIRS; d++)
                    if (tab->step_to[b->start * HEX_DIRS + d] == h)
                        cost = tab->step_cost[b->start * HEX_DIRS + d];
            } else {
                int at = 0;
                cost = (fx)k << b->shift;
                prev = offered_by(sc, v, h, k, &at);
                k = at;
            }
        }
        r->cost[h] = cost;
        r->prev[h] = prev;
        r->state[h] = state;
        r->len[h] = 0;
        r->list[r->n++] = h;
        h = prev;
    }
    r->lens = false;
}
