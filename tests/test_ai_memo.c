/* The movement planner keeps the risks it weighs while their stacks stand (src/ai/ai_place.c,
 * struct risk_memo): a plan made with the kept figures is the plan made with every figure
 * worked out when asked, in every Chariot and Movement Phase of a game, with the variations
 * the search of levels 2 and 3 makes (noise on every score, targets left out). */
#include <string.h>

#include "ai/ai_int.h"
#include "check.h"
#include "fixture.h"

static bool same_plans(const struct ai_plan *a, const struct ai_plan *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (!fixture_same_action(&a->act[i], &b->act[i]))
            return false;
    return true;
}

/* Plans the phase g is in with p, kept figures and not, from the same stream; how many of its
 * actions are moves (what the check covered). */
static int check_one(ps_game *g, const struct ai_map *m, struct ai_params p, uint64_t seed,
                     struct ai_scratch *s)
{
    static struct ai_plan kept, worked;
    long nodes = 0;
    ai_rng r;
    ai_rng_seed(&r, seed);
    p.work_out_all = false;
    ai_plan_movement(g, m, &p, &r, s, &kept, &nodes);
    ai_rng_seed(&r, seed);
    p.work_out_all = true;
    ai_plan_movement(g, m, &p, &r, s, &worked, &nodes);
    CHECK(same_plans(&kept, &worked));
    int moves = 0;
    for (int i = 0; i < kept.n; i++)
        moves += kept.act[i].kind == PS_ACT_MOVE;
    return moves;
}

/* Plays a scenario with level 1 for both sides, checking every plan phase until `phases` have
 * been; returns the moves the plans held. */
static long check_game(const char *scenario, uint64_t seed, int phases)
{
    ps_game *g = fixture_deployed(scenario, seed);
    ps_game_set_quiet(g, true);
    static ps_action buf[4096];
    struct ai_scratch s = {buf, 4096};
    struct ai_state st = {.params = ai_params_default, .plans = 1};
    const struct ai_map *m = ai_map_get(&st.map, g);
    CHECK(m != NULL);
    struct ai_params noisy = ai_params_default;
    noisy.noise = 40;
    noisy.skip_target = 25;
    ai_rng r;
    ai_rng_seed(&r, seed);
    long moves = 0;
    int checked = 0, last_phase = -1, last_turn = -1;
    for (int step = 0; step < 20000 && checked < phases; step++) {
        ps_status_info info;
        ps_game_status(g, &info);
        if (info.over)
            break;
        bool plan = (info.phase == PS_PHASE_CHARIOT || info.phase == PS_PHASE_MOVEMENT) &&
                    !info.pending;
        if (plan && ((int)info.phase != last_phase || info.turn != last_turn)) {
            moves += check_one(g, m, ai_params_default, seed + (uint64_t)step, &s);
            moves += check_one(g, m, noisy, seed + (uint64_t)step, &s);
            checked++;
        }
        last_phase = (int)info.phase;
        last_turn = info.turn;
        ps_action a;
        long nodes = 0;
        CHECK_INT(ai_level1_choose(&st, g, &r, &s, &a, &nodes), PS_OK);
        CHECK_INT(ps_game_play(g, &a), PS_OK);
    }
    CHECK_INT(checked, phases);
    ai_map_free(st.map);
    ps_game_free(g);
    return moves;
}

TEST(ai_plan_memo_same, "[ai] the planner's kept risks change no plan: Kadesh, Delta, Rome")
{
    /* Each game's plans move units (so the risks were weighed), most of them next to others. */
    CHECK(check_game("kadesh", 5, 12) > 100);
    CHECK(check_game("delta", 7, 12) > 50);
    CHECK(check_game("rome", 3, 12) > 50);
}
