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

int ai_rng_pick(ai_rng *r, int n)
{
#ifdef __SIZEOF_INT128__
    __extension__ typedef unsigned __int128 u128;
    return (int)(((u128)ai_rng_next(r) * (uint64_t)n) >> 64);
#else
    return (int)(ai_rng_next(r) % (uint64_t)n);
#endif
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
    /* The units of the side to act, in index order (units never change sides). */
    const int16_t *own;
    int nown;
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
    *c->out = c->buf[ai_rng_pick(c->r, n < c->max ? n : c->max)];
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
    return ai_rng_pick(d->r, n < d->max ? n : d->max);
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
    *c->out = c->buf[ai_rng_pick(c->r, m < c->max ? m : c->max)];
    return take(c) == PS_OK ? 1 : -1;
}

/* "end" into out (and played) when it is legal; *end_ok keeps the answer (-1: not asked yet),
 * asked only when "end" is drawn.  A choice that plays asks by playing it. */
static bool end_if_legal(const struct choice *c, int *end_ok)
{
    ps_action end = {.kind = PS_ACT_END};
    if (c->play) {
        *end_ok = ps_game_play(c->g, &end) == PS_OK;
    } else if (*end_ok < 0) {
        *end_ok = ps_game_check(c->g, &end) == PS_OK;
    }
    if (*end_ok)
        *c->out = end;
    return *end_ok;
}

/* Picks a unit of the side to act, then one of its legal actions; "end" is one more choice
 * beside the units, so a phase lasts about as many actions as it has units that can act.
 * The choice is uniform over the side's units with a legal action and "end" (when legal),
 * drawn without replacement: a number below the units not yet ruled out, plus one for "end"
 * until it is found not legal; a unit that may not act (ps_game_may_act) or has no action is
 * ruled out by moving the list's last unit into its place.  Each draw is uniform over what is
 * left, so the first unit kept (or "end") is uniform over those that qualify; the cost is one
 * draw per unit asked, not per unit of the army (docs/performance.md, sixteenth round).
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
    int16_t left[MAX_UNITS];
    int n = c->nown;
    if (n > 0)
        memcpy(left, c->own, (size_t)n * sizeof left[0]);
    int end_ok = -1;
    while (n > 0) {
        int k = ai_rng_pick(c->r, end_ok ? n + 1 : n); /* n: "end", until found not legal */
        if (k == n) {
            if (end_if_legal(c, &end_ok))
                return PS_OK;
            continue;
        }
        int u = left[k];
        int got = ps_game_may_act(g, u) ? draw_action(c, u) : 0;
        if (got != 0)
            return got > 0 ? PS_OK : PS_ESTATE;
        left[k] = left[--n];
    }
    if (end_ok != 0 && end_if_legal(c, &end_ok))
        return PS_OK;
    return choose_among_all(c); /* nothing the side's units or "end" can do: the whole list */
}

/* The units of side, in index order, into own (MAX_UNITS places); how many. */
static int side_units(const ps_game *g, int side, int16_t *own)
{
    int n = 0;
    for (int u = 0; u < ps_game_unit_count(g) && u < MAX_UNITS; u++) {
        ps_unit_info info;
        if (ps_game_unit(g, u, &info) == PS_OK && info.side == side)
            own[n++] = (int16_t)u;
    }
    return n;
}

/* One choice of ai_random_choose or ai_random_play: the side to act's units listed first. */
static ps_status choose_once(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out,
                             bool play)
{
    ps_status_info st;
    ps_game_status(g, &st);
    int16_t own[MAX_UNITS];
    int nown = side_units(g, st.side_to_act, own);
    struct choice c = {g, r, buf, max, out, play, own, nown};
    return random_choice(&c);
}

ps_status ai_random_choose(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    return choose_once(g, r, buf, max, out, false);
}

ps_status ai_random_play(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    return choose_once(g, r, buf, max, out, true);
}

long ai_random_game(ps_game *g, ai_rng *r, ps_action *buf, int max,
                    ps_status (*check)(ps_game *g))
{
    long played = 0;
    /* Each side's units, listed once: sides never change. */
    int16_t own[2][MAX_UNITS];
    int nown[2] = {side_units(g, 0, own[0]), side_units(g, 1, own[1])};
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
            int side = st.side_to_act;
            bool known = side == 0 || side == 1;
            struct choice c = {g, r, buf, max, &a, true, known ? own[side] : NULL,
                               known ? nown[side] : 0};
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
