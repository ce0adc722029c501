/* The level players' decision: which kind of decision the game asks for, and the plan of a
 * Chariot or Movement Phase kept between calls (one action is returned per call; the plan is
 * used while the game is exactly where the plan expects it, else made again).
 *
 *   set-up                 ai_choose_deploy: a unit at a time, the strongest first
 *   lose / advance         ai_choose_pending: the cheapest units; advance onto what matters
 *   Chariot, Movement      a whole-phase plan: ai_plan_movement (level 1) or the search over
 *                          sampled plans (level 2 and 3, ai_search.c)
 *   Plot (simultaneous)    a whole plot [21.1]: fire and melee tasks (ai_plot.c), then moves
 *   Fire, Defensive Fire,  ai_choose_attack: the assignment of units to attacks with the best
 *   Melee                  expected worth, the best attack first */
#include <stdlib.h>
#include <string.h>

#include "ai_int.h"
#include "ai_px.h"
#include "player_kinds.h"

static bool plan_phase(ps_phase p)
{
    return p == PS_PHASE_CHARIOT || p == PS_PHASE_MOVEMENT || p == PS_PHASE_PLOT;
}

/* The hash the game will have after a (movement actions roll no dice, so an unreseeded copy
 * sees exactly what the game will). */
static uint64_t hash_after(const ps_game *g, const ps_action *a)
{
    ps_game *c = ai_clone(g);
    if (!c)
        return 0;
    ps_action act = *a;
    uint64_t h = ps_game_play(c, &act) == PS_OK ? ps_game_hash(c) : 0;
    ps_game_free(c);
    return h;
}

ps_status ai_level1_choose(struct ai_state *st, ps_game *g, ai_rng *r, struct ai_scratch *s,
                           ps_action *out, long *nodes)
{
    if (ai_px_game(g))
        return ai_px_choose(st, g, r, s, out, nodes); /* Phalanx (ai_px.c) */
    const struct ai_map *m = ai_map_get(&st->map, g);
    if (!m)
        return PS_ENOMEM;
    ps_status_info info;
    ps_game_status(g, &info);
    if (info.over)
        return PS_ESTATE;
    /* A combat waits for its losses [8.1] or an advance [8.4]: the status says so, without
     * listing every unit's moves (the playouts of levels 2 and 3 ask this at every action). */
    if (info.pending == 1 || info.pending == 2)
        return ai_choose_pending(g, m, s, out, nodes);
    ps_status status = PS_OK;
    if (info.phase == PS_PHASE_DEPLOY) {
        status = ai_choose_deploy(g, m, s, out, nodes);
    } else if (plan_phase(info.phase)) {
        if (st->plan_pos >= st->plan.n || ps_game_hash(g) != st->plan_hash) {
            if (st->plans > 1 && info.phase != PS_PHASE_PLOT)
                ai_search_movement(st, g, m, r, s, &st->plan, nodes);
            else
                ai_plan_movement(g, m, &st->params, r, s, &st->plan, nodes);
            st->plan_pos = 0;
        }
        *out = st->plan.act[st->plan_pos++];
        if (ps_game_check(g, out) != PS_OK) {
            /* The plan no longer fits (cannot happen while the hash matches): make another. */
            ai_plan_movement(g, m, &st->params, r, s, &st->plan, nodes);
            st->plan_pos = 0;
            *out = st->plan.act[st->plan_pos++];
        }
        st->plan_hash = out->kind == PS_ACT_END ? 0 : hash_after(g, out);
        if (out->kind == PS_ACT_END)
            st->plan_pos = st->plan.n;
    } else {
        status = ai_choose_attack(g, m, r, s, out, nodes);
    }
    if (status == PS_OK && ps_game_check(g, out) == PS_OK)
        return PS_OK;
    /* Whatever went wrong, the game goes on with a legal action. */
    int n = ps_game_legal(g, -1, s->buf, s->max);
    if (n <= 0)
        return PS_ESTATE;
    if (n > s->max)
        n = s->max;
    for (int i = 0; i < n; i++)
        if (s->buf[i].kind == PS_ACT_END) {
            *out = s->buf[i];
            return PS_OK;
        }
    *out = s->buf[ai_rng_below(r, n)];
    return PS_OK;
}

/* ---- the kinds ---- */

static bool level_init(struct player_ctx *ctx, int plans, int playouts)
{
    ctx->ai = calloc(1, sizeof *ctx->ai);
    if (!ctx->ai)
        return false;
    ctx->ai->params = ai_params_default;
    ctx->ai->plans = plans;
    ctx->ai->playouts = playouts;
    return true;
}

static void level_release(struct player_ctx *ctx)
{
    if (ctx->ai)
        ai_map_free(ctx->ai->map);
    free(ctx->ai);
    ctx->ai = NULL;
}

static ps_status level_choose(struct player_ctx *ctx, ps_game *g, ps_action *out)
{
    struct ai_scratch s = {ctx->buf, ctx->buf_max};
    return ai_level1_choose(ctx->ai, g, &ctx->rng, &s, out, &ctx->nodes);
}

static bool level1_init(struct player_ctx *ctx)
{
    return level_init(ctx, 1, 0);
}

static bool level2_init(struct player_ctx *ctx)
{
    return level_init(ctx, AI_LEVEL2_PLANS, AI_LEVEL2_PLAYOUTS);
}

static bool level3_init(struct player_ctx *ctx)
{
    if (!level_init(ctx, AI_LEVEL3_PLANS, AI_LEVEL3_PLAYOUTS))
        return false;
    ctx->ai->wide = AI_LEVEL3_WIDE;
    ctx->ai->first = AI_LEVEL3_FIRST;
    ctx->ai->keep = AI_LEVEL3_KEEP;
    ctx->ai->more = AI_LEVEL3_MORE;
    ctx->ai->deep = AI_LEVEL3_DEEP;
    return true;
}

const struct player_kind player_level1 = {"level1", level_choose, true, level1_init, level_release};
const struct player_kind player_level2 = {"level2", level_choose, true, level2_init, level_release};
const struct player_kind player_level3 = {"level3", level_choose, true, level3_init, level_release};
