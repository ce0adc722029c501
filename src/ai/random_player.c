/* The random legal player: the soak's driver, the bench's workload, and the baseline every
 * stronger player must beat. */
#include <string.h>

#include "ai.h"
#include "player_kinds.h"

void ai_rng_seed(ai_rng *r, uint64_t seed)
{
    r->state = seed;
}

int ai_rng_below(ai_rng *r, int n)
{
    return (int)(ai_rng_next(r) % (uint64_t)n);
}

ai_rng_range ai_rng_range_of(int n)
{
    ai_rng_range q = {(uint64_t)n, 0};
#ifdef __SIZEOF_INT128__
    if (n > 1)
        q.inverse = UINT64_MAX / q.n + 1;
#endif
    return q;
}

enum { MAX_UNITS = 1024 };

/* Where a choice goes: written into out, and played too when play is set (the random game's
 * own loop: a move drawn from the search is then played without a second check,
 * ps_game_play_sample).  Either way the draws are the same, and so is the action. */
struct choice {
    ps_game *g;
    ai_rng *r;
    ps_action *buf;
    int max;
    ps_action *out;
    bool play;
    /* Each side's units as bits, when the caller knows them (a whole game: sides never
     * change), else NULL: the other side's units are dropped before the tries instead of
     * when drawn (ps_game_may_act would say no to each), which leaves the draws as they are. */
    const uint64_t *sides; /* side 0's MAX_UNITS bits, then side 1's */
};

/* *out, chosen, played when the choice plays. */
static ps_status take(const struct choice *c)
{
    return c->play ? ps_game_play(c->g, c->out) : PS_OK;
}

/* Uniform among the whole list of legal actions (set-up, decisions after combat). */
static ps_status choose_among_all(const struct choice *c)
{
    int n = ps_game_legal(c->g, -1, c->buf, c->max);
    if (n <= 0)
        return PS_ESTATE;
    *c->out = c->buf[ai_rng_below(c->r, n < c->max ? n : c->max)];
    return take(c);
}

/* The index of a unit's action: uniform over what the list held (the first max when there are
 * more, as with a list of max). */
struct draw {
    ai_rng *r;
    int max;
};

static int draw_below(void *ctx, int n)
{
    struct draw *d = ctx;
    return ai_rng_below(d->r, n < d->max ? n : d->max);
}

/* Unit u's action drawn uniformly (the engine builds only the one drawn), and played when the
 * choice plays: 0 when it has none, 1 with *out set (and played), -1 when playing it failed. */
static int draw_action(const struct choice *c, int u)
{
    struct draw d = {c->r, c->max};
    int m = c->play ? ps_game_play_sample(c->g, u, draw_below, &d, c->out)
                    : ps_game_legal_sample(c->g, u, draw_below, &d, c->out);
    if (m >= 0)
        return m > 0;
    /* Out of memory before drawing (or the play failed): the list instead. */
    m = ps_game_legal(c->g, u, c->buf, c->max);
    if (m <= 0)
        return 0;
    *c->out = c->buf[ai_rng_below(c->r, m < c->max ? m : c->max)];
    return take(c) == PS_OK ? 1 : -1;
}

/* The result of draw_action as the choice's answer: PS_OK, or the failed play's status. */
static ps_status drawn(int got)
{
    return got > 0 ? PS_OK : PS_ESTATE;
}

/* "end" into out (and played) when it is legal; *end_ok keeps the answer (-1: not asked yet),
 * asked only when "end" is drawn (the draws do not depend on it).  A choice that plays asks by
 * playing it. */
static bool end_if_legal(const struct choice *c, int *end_ok)
{
    ps_action end = {.kind = PS_ACT_END};
    if (*end_ok == 0)
        return false;
    if (c->play) {
        *end_ok = ps_game_play(c->g, &end) == PS_OK;
    } else if (*end_ok < 0) {
        *end_ok = ps_game_check(c->g, &end) == PS_OK;
    }
    if (*end_ok)
        *c->out = end;
    return *end_ok;
}

/* The units that may still be drawn: those ps_game_actors lists, less the ones found with no
 * action; "end" when end_ok (-1: not asked yet).  The drawing of units one by one ran out of
 * tries, so the rest is drawn from the list. */
static ps_status choose_from_list(const struct choice *c, const uint64_t *dropped, int end_ok)
{
    int units[MAX_UNITS];
    int n = ps_game_actors(c->g, units, MAX_UNITS), kept = 0;
    if (n > MAX_UNITS)
        n = MAX_UNITS;
    for (int i = 0; i < n; i++)
        if (!(dropped[units[i] / 64] >> (units[i] % 64) & 1))
            units[kept++] = units[i];
    n = kept;
    while (n > 0) {
        int k = ai_rng_below(c->r, n + 1);
        if (k == n) {
            if (end_if_legal(c, &end_ok))
                return PS_OK;
            continue;
        }
        int got = draw_action(c, units[k]);
        if (got != 0)
            return drawn(got);
        units[k] = units[--n];
    }
    if (end_if_legal(c, &end_ok))
        return PS_OK;
    return choose_among_all(c);
}

/* Whether the j-th number from state (a try's) is kept: "end" (units) or a unit not in
 * dropped; its number in *k. */
static inline __attribute__((always_inline)) unsigned try_kept(uint64_t state, int j,
                                                               const ai_rng_range *any,
                                                               int units,
                                                               const uint64_t *dropped, int *k)
{
    *k = ai_rng_reduce(ai_rng_mix(state + (uint64_t)j * AI_RNG_STEP), any);
    unsigned bit = (unsigned)*k % MAX_UNITS; /* *k == units may be MAX_UNITS */
    return *k >= units || !(dropped[bit / 64] >> (bit % 64) & 1);
}

/* The next of at most left tries (each a number below any's n, drawn from r) that names "end"
 * (units) or a unit not in dropped: its number, with *tries moved on past the ones passed
 * over; -1 when none does (all left drawn).  Four tries are worked out at once, with one
 * branch for the four (which tries are kept is not foretold, and a try's number takes a chain
 * of multiplies), and the stream moved on by the tries used. */
static int next_kept(ai_rng *r, const ai_rng_range *any, int units, const uint64_t *dropped,
                     int left, int *tries)
{
    uint64_t state = r->state;
    for (int used = 0; used < left; used += 4) {
        int k[4];
        unsigned kept = try_kept(state, 1, any, units, dropped, &k[0]) |
                        try_kept(state, 2, any, units, dropped, &k[1]) << 1 |
                        try_kept(state, 3, any, units, dropped, &k[2]) << 2 |
                        try_kept(state, 4, any, units, dropped, &k[3]) << 3;
        int here = left - used < 4 ? left - used : 4;
        kept &= (1u << here) - 1;
        if (kept) {
            int j = __builtin_ctz(kept);
            r->state = state + (uint64_t)(j + 1) * AI_RNG_STEP;
            *tries += used + j;
            return k[j];
        }
        state += (uint64_t)here * AI_RNG_STEP;
    }
    r->state = state;
    return -1;
}

/* Picks a unit of the side to act, then one of its legal actions; "end" is one more choice
 * beside the units, so a phase lasts about as many actions as it has units that can act.
 * The choice is uniform over the units with a legal action and "end" (when legal), drawn by
 * rejection: a number below the unit count plus one, kept when it names "end" or a unit that
 * may act (ps_game_may_act) and has an action.  So the cost of a draw is the tries, about the
 * army's size over the actors', and a whole phase costs about one try per unit of the army
 * instead of a scan of the side for every action (docs/performance.md, seventh round).
 * Asking one unit for its actions costs one search; its action is drawn by
 * ps_game_legal_sample: one path built instead of every one. */
static ps_status random_choice(const struct choice *c)
{
    ps_game *g = c->g;
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.over)
        return PS_ESTATE;
    if (st.phase == PS_PHASE_DEPLOY || st.pending)
        return choose_among_all(c);
    int units = ps_game_unit_count(g);
    if (units > MAX_UNITS)
        units = MAX_UNITS;
    /* Found unable to act, or with no action; first the other side's units when known.  Set
     * by one copy or one clear, not cleared then copied over (the clear of a zeroed array was
     * 1% of a random game's time). */
    uint64_t dropped[MAX_UNITS / 64];
    if (c->sides && (st.side_to_act == 0 || st.side_to_act == 1))
        memcpy(dropped, c->sides + (st.side_to_act == 0) * (MAX_UNITS / 64), sizeof dropped);
    else
        memset(dropped, 0, sizeof dropped);
    int end_ok = -1;
    /* Each try is as likely to name any unit as "end", and the tries are independent, so the
     * one kept is uniform over what may be kept; so is the list's draw that takes over when
     * the tries run out (a phase with nothing left to act but an "end" that is not legal). */
    ai_rng_range any = ai_rng_range_of(units + 1); /* a unit or "end" */
    for (int tries = 0, most = 4 * (units + 1); tries < most; tries++) {
        /* The next try that names "end" or a unit not dropped (next_kept): the tries passed
         * over draw their numbers all the same. */
        int k = next_kept(c->r, &any, units, dropped, most - tries, &tries);
        if (k < 0)
            break;
        if (k == units) {
            if (end_if_legal(c, &end_ok))
                return PS_OK;
            continue;
        }
        unsigned bit = (unsigned)k; /* k >= 0: the bit's word and place without sign fixes */
        /* Either answer stands for the whole choice (nothing changes while it is made): a
         * unit found unable to act is not asked again. */
        int got = ps_game_may_act(g, k) ? draw_action(c, k) : 0;
        if (got != 0)
            return drawn(got);
        dropped[bit / 64] |= 1ull << (bit % 64);
    }
    return choose_from_list(c, dropped, end_ok);
}

ps_status ai_random_choose(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    struct choice c = {g, r, buf, max, out, false, NULL};
    return random_choice(&c);
}

ps_status ai_random_play(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    struct choice c = {g, r, buf, max, out, true, NULL};
    return random_choice(&c);
}

/* Each side's units of g as bits: side 0's MAX_UNITS, then side 1's. */
static void side_bits(const ps_game *g, uint64_t *sides)
{
    memset(sides, 0, 2 * (MAX_UNITS / 64) * sizeof sides[0]);
    for (int u = 0; u < ps_game_unit_count(g) && u < MAX_UNITS; u++) {
        ps_unit_info info;
        if (ps_game_unit(g, u, &info) == PS_OK && (info.side == 0 || info.side == 1))
            sides[info.side * (MAX_UNITS / 64) + u / 64] |= 1ull << (u % 64);
    }
}

long ai_random_game(ps_game *g, ai_rng *r, ps_action *buf, int max,
                    ps_status (*check)(ps_game *g))
{
    long played = 0;
    uint64_t sides[2 * (MAX_UNITS / 64)];
    side_bits(g, sides);
    for (;;) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.over)
            return played;
        ps_status s;
        if (st.phase == PS_PHASE_DEPLOY) {
            s = ps_game_auto_deploy(g);
        } else {
            ps_action a;
            struct choice c = {g, r, buf, max, &a, true, sides};
            s = random_choice(&c); /* PS_ESTATE: nothing legal, yet not over */
        }
        if (s != PS_OK)
            return -1;
        played++;
        if (check && check(g) != PS_OK)
            return -1;
    }
}

static ps_status random_choose(struct player_ctx *ctx, ps_game *g, ps_action *out)
{
    ctx->nodes++;
    return ai_random_choose(g, &ctx->rng, ctx->buf, ctx->buf_max, out);
}

const struct player_kind player_random = {"random", random_choose, false, NULL, NULL};
