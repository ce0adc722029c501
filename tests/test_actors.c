/* ps_game_may_act and ps_game_actors: a unit left out never has a legal action.  Random games
 * of every scenario, with no options and with every optional rule but the simultaneous
 * sequence (panic, contact, retreat, facing, ...), are checked before every action: for each
 * unit the engine says cannot act, ps_game_legal(g, u) lists nothing. */
#include <stdio.h>
#include <stdlib.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

enum { ACTORS_LEGAL_MAX = 16384, ACTORS_MAX = 1024 };

/* Plays one random game, checking every unit before every action; returns how many times a
 * unit of the side to act was left out (0 would make the test prove nothing). */
static long check_game(const ps_data *d, const char *id, uint64_t seed, bool options,
                       ps_action *buf)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK(ps_game_new(d, id, seed, &g, err, sizeof err) == PS_OK);
    ps_game_keep_history(g, false);
    for (int o = 0; options && o < PS_OPT_COUNT; o++)
        if (o != PS_OPT_SIMULTANEOUS)
            ps_game_set_option(g, (ps_option)o, true);
    ai_rng r;
    ai_rng_seed(&r, seed);
    long left_out = 0;
    for (int step = 0; step < 5000; step++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.over)
            break;
        if (st.phase == PS_PHASE_DEPLOY) {
            CHECK(ps_game_auto_deploy(g) == PS_OK);
            continue;
        }
        int actors[ACTORS_MAX];
        int na = ps_game_actors(g, actors, ACTORS_MAX);
        int k = 0;
        for (int u = 0; u < ps_game_unit_count(g); u++) {
            bool may = ps_game_may_act(g, u);
            if (may) {
                CHECK(k < na && actors[k] == u);
                k++;
                continue;
            }
            ps_unit_info ui;
            CHECK(ps_game_unit(g, u, &ui) == PS_OK);
            left_out += ui.side == st.side_to_act && ui.on_map;
            int n = ps_game_legal(g, u, buf, ACTORS_LEGAL_MAX);
            if (n != 0)
                fprintf(stderr, "  %s seed %llu: unit %d left out with %d actions\n", id,
                        (unsigned long long)seed, u, n);
            CHECK_INT(n, 0);
        }
        CHECK_INT(k, na);
        ps_action a;
        if (ai_random_choose(g, &r, buf, ACTORS_LEGAL_MAX, &a) != PS_OK)
            break;
        CHECK(ps_game_play(g, &a) == PS_OK);
    }
    ps_game_free(g);
    return left_out;
}

TEST(actors_never_leave_out_a_unit_that_can_act, "[actors] a unit ps_game_may_act leaves out "
                                                 "has no legal action, in every scenario, with "
                                                 "and without the optional rules")
{
    ps_action *buf = malloc(ACTORS_LEGAL_MAX * sizeof *buf);
    CHECK(buf != NULL);
    if (!buf)
        return;
    const ps_data *d = fixture_data();
    long left_out = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++)
        for (int options = 0; options < 2; options++)
            left_out += check_game(d, ps_data_scenario_id(d, i), (uint64_t)i + 1, options, buf);
    CHECK(left_out > 1000);
    free(buf);
}
