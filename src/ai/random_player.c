/* The random legal player: the soak's driver, the bench's workload, and the baseline every
 * stronger player must beat. */
#include "ai.h"
#include "player_kinds.h"

void ai_rng_seed(ai_rng *r, uint64_t seed)
{
    r->state = seed;
}

uint64_t ai_rng_next(ai_rng *r)
{
    uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int ai_rng_below(ai_rng *r, int n)
{
    return (int)(ai_rng_next(r) % (uint64_t)n);
}

/* Uniform among the whole list of legal actions (set-up, decisions after combat). */
static ps_status choose_among_all(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    int n = ps_game_legal(g, -1, buf, max);
    if (n <= 0)
        return PS_ESTATE;
    *out = buf[ai_rng_below(r, n < max ? n : max)];
    return PS_OK;
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

/* Picks a unit of the side to act, then one of its legal actions; "end" is one more choice
 * beside the units, so a phase lasts about as many actions as it has units that can act.
 * Asking one unit for its actions costs one search; asking the whole side costs dozens.  The
 * action is drawn by ps_game_legal_sample: one path built instead of every one, the same
 * draws. */
ps_status ai_random_choose(ps_game *g, ai_rng *r, ps_action *buf, int max, ps_action *out)
{
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.over)
        return PS_ESTATE;
    if (st.phase == PS_PHASE_DEPLOY || st.pending)
        return choose_among_all(g, r, buf, max, out);
    /* Units with no action are left out by the engine beforehand (ps_game_actors): one that
     * cannot act is never the final pick, so leaving it out changes which numbers are drawn
     * but not the distribution of the choice. */
    enum { MAX_UNITS = 1024 };
    int units[MAX_UNITS];
    int n = ps_game_actors(g, units, MAX_UNITS);
    if (n > MAX_UNITS)
        n = MAX_UNITS;
    /* Whether "end" is legal is asked only when it is drawn (the draws do not depend on it). */
    ps_action end = {.kind = PS_ACT_END};
    int end_ok = -1;
    while (n > 0) {
        int k = ai_rng_below(r, n + 1);
        if (k == n && end_ok < 0)
            end_ok = ps_game_check(g, &end) == PS_OK;
        if (k == n && end_ok) {
            *out = end;
            return PS_OK;
        }
        if (k == n)
            continue;
        struct draw d = {r, max};
        int m = ps_game_legal_sample(g, units[k], draw_below, &d, out);
        if (m < 0) /* out of memory before drawing: the list instead */
            m = ps_game_legal(g, units[k], buf, max);
        else if (m > 0)
            return PS_OK;
        if (m > 0) {
            *out = buf[ai_rng_below(r, m < max ? m : max)];
            return PS_OK;
        }
        units[k] = units[--n];
    }
    if (end_ok < 0)
        end_ok = ps_game_check(g, &end) == PS_OK;
    if (end_ok) {
        *out = end;
        return PS_OK;
    }
    return choose_among_all(g, r, buf, max, out);
}

long ai_random_game(ps_game *g, ai_rng *r, ps_action *buf, int max,
                    ps_status (*check)(ps_game *g))
{
    long played = 0;
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
            s = ai_random_choose(g, r, buf, max, &a);
            if (s == PS_ESTATE)
                return -1; /* no legal action, yet the game is not over */
            s = ps_game_play(g, &a);
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
