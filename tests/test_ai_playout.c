/* Where the search judges a plan (src/ai/ai_search.c, ai_playout_judged): level 2 once,
 * where the side's next Player-Turn begins, after the enemy's answer; level 3 a second time,
 * after its own next Player-Turn and the enemy's after that. */
#include "ai/ai_int.h"
#include "check.h"
#include "fixture.h"

/* Plays one judged playout for the side to act in a freshly deployed Rome; returns where it
 * stopped, the Game-Turn it started in in *first_turn. */
static ps_status_info judged_playout(bool deep, int *first_turn)
{
    ps_game *g = fixture_deployed("rome", 3);
    ps_game_set_quiet(g, true);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(!st.over);
    CHECK_INT(st.phase, PS_PHASE_CHARIOT); /* the first phase of a Player-Turn [C1.2] */
    *first_turn = st.turn;
    int side = st.phasing_side;

    static ps_action buf[4096];
    struct ai_scratch s = {buf, 4096};
    struct ai_state roll = {.params = ai_params_default, .plans = 1, .deep = deep};
    const struct ai_map *m = ai_map_get(&roll.map, g);
    CHECK(m != NULL);
    ai_rng r;
    ai_rng_seed(&r, 11);
    long nodes = 0;
    int64_t worth = ai_playout_judged(g, &roll, side, &r, m, &s, &nodes);
    CHECK(nodes > 0);
    CHECK(worth > -AI_WIN && worth < AI_WIN); /* a position judged, not a game's end */

    ps_status_info end;
    ps_game_status(g, &end);
    CHECK_INT(end.phasing_side, side);
    CHECK_INT(end.side_to_act, side);
    ai_map_free(roll.map);
    ps_game_free(g);
    return end;
}

TEST(ai_playout_horizon, "[ai] level 2 judges a plan as the side's next Player-Turn begins; "
                         "level 3 again, one whole Game-Turn later")
{
    int first;
    ps_status_info two = judged_playout(false, &first);
    CHECK(!two.over);
    CHECK_INT(two.phase, PS_PHASE_CHARIOT);
    CHECK_INT(two.turn, first + 1);

    ps_status_info three = judged_playout(true, &first);
    CHECK(!three.over);
    CHECK_INT(three.phase, PS_PHASE_CHARIOT);
    CHECK_INT(three.turn, first + 2);
}
