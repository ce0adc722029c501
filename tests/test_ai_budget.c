/* What a search of a Movement Phase spends (src/ai/ai_search.c): level 2 every candidate on
 * every playout; level 3 twice as many candidates, two playouts each, then four more for each
 * of the eight best (successive halving).  In Phalanx (src/ai/ai_px_search.c) every candidate
 * on every playout, level 3's played a whole Game-Turn further. */
#include "ai/ai_px.h"
#include "ai/player_kinds.h"
#include "check.h"
#include "fixture.h"

/* A freshly deployed Rome played on to its first Movement Phase [4.2] B ("end" of every
 * phase before it). */
static ps_game *rome_movement(void)
{
    ps_game *g = fixture_deployed("rome", 3);
    ps_game_set_quiet(g, true);
    ps_status_info st;
    ps_action end = {.kind = PS_ACT_END};
    for (ps_game_status(g, &st); st.phase != PS_PHASE_MOVEMENT && !st.over; ps_game_status(g, &st))
        CHECK_INT(ps_game_play(g, &end), PS_OK);
    CHECK_INT(st.phase, PS_PHASE_MOVEMENT);
    return g;
}

/* The search of one Movement Phase by the state a player of that kind starts with; what it
 * spent is left in *plans and *playouts. */
static void search_once(const struct player_kind *kind, int *plans, int *playouts)
{
    struct player_ctx ctx = {0};
    CHECK(kind->init(&ctx));
    struct ai_state *st = ctx.ai;
    ps_game *g = rome_movement();
    static ps_action buf[4096];
    struct ai_scratch s = {buf, 4096};
    const struct ai_map *m = ai_map_get(&st->map, g);
    CHECK(m != NULL);
    ai_rng r;
    ai_rng_seed(&r, 5);
    long nodes = 0;
    struct ai_plan plan;
    ai_search_movement(st, g, m, &r, &s, &plan, &nodes);
    CHECK(plan.n > 0);
    *plans = st->searched_plans;
    *playouts = st->searched_playouts;
    kind->release(&ctx);
    ps_game_free(g);
}

TEST(ai_budget_level2, "[ai] level 2 judges each of its 8 candidates on 2 playouts")
{
    int plans, playouts;
    search_once(&player_level2, &plans, &playouts);
    CHECK_INT(plans, 8);
    CHECK_INT(playouts, 8 * 2);
}

TEST(ai_budget_level3, "[ai] level 3 makes 32 candidates, 2 playouts each, then 4 more for "
                       "each of the 8 best")
{
    int plans, playouts;
    search_once(&player_level3, &plans, &playouts);
    CHECK_INT(plans, 32);
    CHECK_INT(playouts, 32 * 2 + 8 * 4);
}

/* Cannae deployed, at its first phase (the Carthaginians' Movement Phase): the search of that
 * phase by the state a Phalanx player of that kind starts with (deep cleared when shallow);
 * what it spent is left in *plans, *playouts and *nodes. */
static void px_search_once(const struct player_kind *kind, bool shallow, int *plans,
                           int *playouts, long *nodes)
{
    struct player_ctx ctx = {0};
    CHECK(kind->init(&ctx));
    struct ai_state *st = ctx.ai;
    if (shallow)
        st->deep = false;
    ps_game *g = fixture_deployed("cannae", 3);
    ps_game_set_quiet(g, true);
    ps_status_info info;
    ps_game_status(g, &info);
    CHECK_INT(info.phase, PS_PHASE_MOVEMENT);
    static ps_action buf[4096];
    struct ai_scratch s = {buf, 4096};
    ai_rng r;
    ai_rng_seed(&r, 5);
    *nodes = 0;
    struct ai_plan plan;
    ai_px_search(st, g, &r, &s, ai_px_plan_movement, &plan, nodes);
    CHECK(plan.n > 0);
    *plans = st->searched_plans;
    *playouts = st->searched_playouts;
    kind->release(&ctx);
    ps_game_free(g);
}

TEST(ai_budget_phalanx, "[ai] [Phalanx Game Procedure] Phalanx level 2 judges 8 candidates on "
                        "2 playouts, level 3 16 on 4, each played a whole Game-Turn further")
{
    int plans, playouts;
    long nodes;
    px_search_once(&player_level2, false, &plans, &playouts, &nodes);
    CHECK_INT(plans, 8);
    CHECK_INT(playouts, 8 * 2);

    long shallow_nodes;
    px_search_once(&player_level3, true, &plans, &playouts, &shallow_nodes);
    CHECK_INT(plans, 16);
    CHECK_INT(playouts, 16 * 4);
    px_search_once(&player_level3, false, &plans, &playouts, &nodes);
    CHECK_INT(plans, 16);
    CHECK_INT(playouts, 16 * 4);
    /* The same candidates on the same dice, each playout on through another Game-Turn. */
    CHECK(nodes > shallow_nodes);
}
