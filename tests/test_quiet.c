/* ps_game_set_quiet: a quiet game records no events and formats none of their text, and plays
 * exactly as a game that does: the same states, the same refusals with the same reasons.  Two
 * copies of every scenario play the same random actions side by side, one quiet. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

enum { QUIET_LEGAL_MAX = 16384 };

/* An action like a (a legal one) that is likely refused: its first hex moved to a corner. */
static ps_action spoiled(const ps_action *a)
{
    ps_action b = *a;
    if (b.nhexes > 0)
        b.hexes[0] = 101;
    else if (b.nunits > 0)
        b.units[0] = (int16_t)(b.units[0] + 1);
    return b;
}

/* Plays one game twice, loud and quiet; returns how many actions had events (0 would prove
 * nothing) and adds the refusals compared to *refusals. */
static long play_pair(const ps_data *d, const char *id, uint64_t seed, ps_action *buf,
                      long *refusals)
{
    ps_game *loud, *quiet;
    char err[PS_ERR_MAX];
    CHECK(ps_game_new(d, id, seed, &loud, err, sizeof err) == PS_OK);
    CHECK(ps_game_new(d, id, seed, &quiet, err, sizeof err) == PS_OK);
    ps_game_set_quiet(quiet, true);
    ai_rng r;
    ai_rng_seed(&r, seed);
    long with_events = 0;
    for (int step = 0; step < 3000; step++) {
        ps_status_info st;
        ps_game_status(loud, &st);
        if (st.over)
            break;
        ps_action a;
        if (st.phase == PS_PHASE_DEPLOY) {
            CHECK(ps_game_auto_deploy(loud) == PS_OK);
            CHECK(ps_game_auto_deploy(quiet) == PS_OK);
        } else {
            if (step % 10 == 0) { /* a list leaves the last refusal's reason as it was */
                char before[PS_ERR_MAX];
                snprintf(before, sizeof before, "%s", ps_game_error(loud));
                ps_game_legal(loud, -1, buf, QUIET_LEGAL_MAX);
                CHECK_STR(ps_game_error(loud), before);
            }
            if (ai_random_choose(loud, &r, buf, QUIET_LEGAL_MAX, &a) != PS_OK)
                break;
            ps_action bad = spoiled(&a);
            ps_status s = ps_game_play(loud, &bad);
            CHECK_INT(ps_game_play(quiet, &bad), s);
            if (s != PS_OK) {
                CHECK_STR(ps_game_error(quiet), ps_game_error(loud));
                (*refusals)++;
                CHECK(ps_game_play(loud, &a) == PS_OK);
                CHECK(ps_game_play(quiet, &a) == PS_OK);
            }
            with_events += ps_game_events(loud)[0] != '\0';
            CHECK_STR(ps_game_events(quiet), "");
        }
        CHECK(ps_game_hash(quiet) == ps_game_hash(loud));
    }
    /* Undo on a quiet game returns to the same state, and a game made loud again records. */
    if (ps_game_undo_depth(loud) > 0) {
        CHECK(ps_game_undo(loud) == PS_OK);
        CHECK(ps_game_undo(quiet) == PS_OK);
        CHECK(ps_game_hash(quiet) == ps_game_hash(loud));
        ps_game_set_quiet(quiet, false);
        ps_action a;
        if (ai_random_choose(loud, &r, buf, QUIET_LEGAL_MAX, &a) == PS_OK) {
            CHECK(ps_game_play(loud, &a) == PS_OK);
            CHECK(ps_game_play(quiet, &a) == PS_OK);
            CHECK_STR(ps_game_events(quiet), ps_game_events(loud));
        }
    }
    ps_game_free(loud);
    ps_game_free(quiet);
    return with_events;
}

TEST(quiet_game_plays_the_same_without_events, "[quiet] a quiet game records no events, and "
                                               "plays and refuses as a loud one, in every "
                                               "scenario")
{
    ps_action *buf = malloc(QUIET_LEGAL_MAX * sizeof *buf);
    CHECK(buf != NULL);
    if (!buf)
        return;
    const ps_data *d = fixture_data();
    long with_events = 0, refusals = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++)
        with_events += play_pair(d, ps_data_scenario_id(d, i), (uint64_t)i + 1, buf, &refusals);
    CHECK(with_events > 1000);
    CHECK(refusals > 100);
    free(buf);
}

TEST(quiet_clone_is_quiet, "[quiet] a clone is as quiet as its game")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK(ps_game_new(fixture_data(), "kadesh", 3, &g, err, sizeof err) == PS_OK);
    ps_status_info st;
    for (ps_game_status(g, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(g, &st))
        CHECK(ps_game_auto_deploy(g) == PS_OK);
    ps_game *loud = ps_game_clone(g);
    ps_game_set_quiet(g, true);
    ps_game *quiet = ps_game_clone(g);
    CHECK(loud && quiet);
    ps_action buf[256], a;
    ai_rng r;
    ai_rng_seed(&r, 3);
    long with_events = 0;
    for (int step = 0; step < 50 && ai_random_choose(loud, &r, buf, 256, &a) == PS_OK; step++) {
        CHECK(ps_game_play(loud, &a) == PS_OK);
        CHECK(ps_game_play(quiet, &a) == PS_OK);
        with_events += ps_game_events(loud)[0] != '\0';
        CHECK_STR(ps_game_events(quiet), "");
    }
    CHECK(with_events > 10);
    ps_game_free(loud);
    ps_game_free(quiet);
    ps_game_free(g);
}
