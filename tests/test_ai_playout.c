/* Where the search judges a plan (src/ai/ai_search.c, ai_playout_judged): level 2 once,
 * where the side's next Player-Turn begins, after the enemy's answer; level 3 a second time,
 * after its own next Player-Turn and the enemy's after that.  Chariot's positions are judged
 * by ai_evaluate, Phalanx's by ai_px_evaluate. */
#include "ai/ai_px.h"
#include "check.h"
#include "fixture.h"

/* Where one judged playout stopped, and what it was worth. */
struct judged {
    ps_status_info start, end;
    int64_t worth;
    int64_t px_worth_there; /* Phalanx: ai_px_evaluate of the position it stopped in */
};

/* Plays one judged playout for the side to act in a freshly deployed scenario. */
static struct judged judged_playout(const char *scenario, bool deep)
{
    struct judged j = {0};
    ps_game *g = fixture_deployed(scenario, 3);
    ps_game_set_quiet(g, true);
    ps_game_status(g, &j.start);
    CHECK(!j.start.over);
    int side = j.start.phasing_side;

    static ps_action buf[4096];
    struct ai_scratch s = {buf, 4096};
    struct ai_state roll = {.params = ai_params_default, .plans = 1, .deep = deep};
    const struct ai_map *m = NULL;
    if (!ai_px_game(g)) {
        m = ai_map_get(&roll.map, g);
        CHECK(m != NULL);
    }
    ai_rng r;
    ai_rng_seed(&r, 11);
    long nodes = 0;
    j.worth = ai_playout_judged(g, &roll, side, &r, m, &s, &nodes);
    CHECK(nodes > 0);
    CHECK(j.worth > -AI_WIN && j.worth < AI_WIN); /* a position judged, not a game's end */
    if (ai_px_game(g))
        j.px_worth_there = ai_px_evaluate(g, side);

    ps_game_status(g, &j.end);
    CHECK_INT(j.end.phasing_side, side);
    CHECK_INT(j.end.side_to_act, side);
    ai_map_free(roll.map);
    ps_game_free(g);
    return j;
}

TEST(ai_playout_horizon, "[ai] level 2 judges a plan as the side's next Player-Turn begins; "
                         "level 3 again, one whole Game-Turn later")
{
    struct judged two = judged_playout("rome", false);
    CHECK_INT(two.start.phase, PS_PHASE_CHARIOT); /* the first phase of a Player-Turn [C1.2] */
    CHECK(!two.end.over);
    CHECK_INT(two.end.phase, PS_PHASE_CHARIOT);
    CHECK_INT(two.end.turn, two.start.turn + 1);

    struct judged three = judged_playout("rome", true);
    CHECK(!three.end.over);
    CHECK_INT(three.end.phase, PS_PHASE_CHARIOT);
    CHECK_INT(three.end.turn, three.start.turn + 2);
}

TEST(ai_playout_horizon_phalanx, "[ai] [Phalanx Game Procedure] a Phalanx playout is judged by "
                                 "the Phalanx evaluation, at the same two points")
{
    struct judged two = judged_playout("cannae", false);
    CHECK(!two.end.over);
    CHECK_INT(two.end.phase, two.start.phase); /* the Player-Turn's first phase again */
    CHECK_INT(two.end.turn, two.start.turn + 1);
    CHECK(two.worth == two.px_worth_there);

    struct judged three = judged_playout("cannae", true);
    CHECK(!three.end.over);
    CHECK_INT(three.end.phase, three.start.phase);
    CHECK_INT(three.end.turn, three.start.turn + 2);
}
