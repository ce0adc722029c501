/* The quick answers to "who may act" and "may the phase end" against the slow ones they
 * replace, in random positions of every Chariot scenario (with and without the optional rules
 * but the simultaneous sequence), with an undo now and then: each side's unit list
 * (game.h, side_units) checked by the invariant checker; ps_game_actors against
 * ps_game_may_act asked of every unit; "end" in the Chariot and Movement Phases against every
 * hex of the Phasing Player judged with stack_hex_ok, one unit alone included. */
#include <stdlib.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/prestags/movement.h"

enum { SIDES_LEGAL_MAX = 16384, SIDES_MAX = 1024 };

/* May the phase end, judged slowly: every hex holding a unit of the Phasing Player. */
static bool phase_may_end_slowly(const ps_game *g)
{
    const struct game_state *st = &g->st;
    for (hex_id h = 0; h < MAP_MAX_HEXES; h++) {
        int u = st->first_in_hex[h];
        struct stack_problem why;
        if (u >= 0 && st->units[u].side == st->phasing &&
            !stack_hex_ok(g, h, st->phasing, NULL, 0, true, &why))
            return false;
    }
    return true;
}

/* Compares the quick answers in the game's position; counts the "end"s compared and those
 * refused. */
static void compare(ps_game *g, long *ends, long *refused)
{
    CHECK(ps_game_check_invariants(g) == PS_OK);
    int actors[SIDES_MAX], slow[SIDES_MAX], ns = 0;
    int na = ps_game_actors(g, actors, SIDES_MAX);
    for (int u = 0; u < ps_game_unit_count(g); u++)
        if (ps_game_may_act(g, u))
            slow[ns++] = u;
    CHECK_INT(na, ns);
    for (int i = 0; i < na && i < ns; i++)
        CHECK_INT(actors[i], slow[i]);
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.pending || (st.phase != PS_PHASE_CHARIOT && st.phase != PS_PHASE_MOVEMENT))
        return;
    ps_action end = {.kind = PS_ACT_END};
    bool ok = ps_game_check(g, &end) == PS_OK;
    CHECK_INT(ok, phase_may_end_slowly(g));
    (*ends)++;
    *refused += !ok;
}

/* a, a move, one hex further into a hex of its own side if the rules let it end there
 * (the limit [5.4] and [C1.9] wait for the end of the phase [5.26]); else a. */
static ps_action onto_a_friend(ps_game *g, const ps_action *a)
{
    if (a->kind != PS_ACT_MOVE || a->nhexes < 1 || a->nhexes >= PS_ACTION_MAX_HEXES)
        return *a;
    int last = a->hexes[a->nhexes - 1];
    hex_id h = map_hex_at(&g->map, (hex_cr){last / 100, last % 100});
    for (int d = 0; h != HEX_NONE && d < HEX_DIRS; d++) {
        hex_id x = map_neighbour(&g->map, h, (enum hex_dir)d);
        if (x == HEX_NONE || game_hex_side(&g->st, x) != g->st.phasing)
            continue;
        ps_action b = *a;
        b.hexes[b.nhexes++] = (int16_t)map_ccrr(x);
        if (ps_game_check(g, &b) == PS_OK)
            return b;
    }
    return *a;
}

static void play(const ps_data *d, const char *id, uint64_t seed, bool options, ps_action *buf,
                 long *ends, long *refused)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK(ps_game_new(d, id, seed, &g, err, sizeof err) == PS_OK);
    ps_game_set_quiet(g, true);
    for (int o = 0; options && o < PS_OPT_COUNT; o++)
        if (o != PS_OPT_SIMULTANEOUS)
            ps_game_set_option(g, (ps_option)o, true);
    ai_rng r;
    ai_rng_seed(&r, seed);
    for (int step = 0; step < 4000; step++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.over)
            break;
        if (st.phase == PS_PHASE_DEPLOY) {
            CHECK(ps_game_auto_deploy(g) == PS_OK);
            continue;
        }
        compare(g, ends, refused);
        ps_action a;
        if (ai_random_choose(g, &r, buf, SIDES_LEGAL_MAX, &a) != PS_OK)
            break;
        if (step % 2)
            a = onto_a_friend(g, &a); /* stacks the phase's end will judge */
        CHECK(ps_game_play(g, &a) == PS_OK);
        if (step % 97 == 96) { /* back one action, and on again from there */
            CHECK(ps_game_undo(g) == PS_OK);
            compare(g, ends, refused);
        }
    }
    ps_game_free(g);
}

TEST(side_lists_answer_as_the_slow_scans, "[actors] ps_game_actors and the end of a movement "
                                          "phase answer as the scans of every unit and hex, in "
                                          "every scenario, with undo")
{
    ps_action *buf = malloc(SIDES_LEGAL_MAX * sizeof *buf);
    CHECK(buf != NULL);
    if (!buf)
        return;
    const ps_data *d = fixture_data();
    long ends = 0, refused = 0;
    for (int i = 0; i < ps_data_scenario_count(d); i++)
        for (int options = 0; options < 2; options++)
            play(d, ps_data_scenario_id(d, i), (uint64_t)i + 11, options, buf, &ends, &refused);
    CHECK(ends > 3000);
    CHECK(refused > 100);
    free(buf);
}
