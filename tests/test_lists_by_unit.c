/* A unit's embarkations and debarkations [C1.0] and fire attacks [6.0], asked for that unit
 * alone, are the ones the whole list names it in, in the same order (a unit's targets, found
 * by looking round it, in the order the whole list meets them): a Chariot asked for lists
 * the units that may board it as well as its own, without the scan of every taker for every
 * unit the whole list makes; a fire unit asked for with no enemy in range lists nothing
 * without the side's other firers, and one with targets lists every attack it takes part in,
 * alone or with others.  Random games of Chariot scenarios, every unit checked in the Chariot,
 * Movement and fire phases every few actions. */
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

enum { LISTS_MAX = 16384 };

static struct {
    long compared, differ, boarders, debarks, fires, groups, defensive;
    long several; /* units whose own list fires at two hexes or more: the targets' order */
    long melees, melee_groups, melee_hexes; /* [7.0]; by two or more; on two hexes [7.22] */
    int step, every;
    ps_action *all, *one;
} t;

static bool names(const ps_action *a, int u)
{
    if (a->kind == PS_ACT_FIRE || a->kind == PS_ACT_MELEE)
        for (int i = 0; i < a->nunits; i++)
            if (a->units[i] == u)
                return true;
    return (a->kind == PS_ACT_EMBARK && (a->units[0] == u || a->units[1] == u)) ||
           (a->kind == PS_ACT_DEBARK && a->units[0] == u);
}

static ps_status after_action(ps_game *g)
{
    if (++t.step % t.every)
        return PS_OK;
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.over || st.pending ||
        (st.phase != PS_PHASE_CHARIOT && st.phase != PS_PHASE_MOVEMENT &&
         st.phase != PS_PHASE_FIRE && st.phase != PS_PHASE_CHARIOT_DEFENSIVE_FIRE &&
         st.phase != PS_PHASE_DEFENSIVE_FIRE && st.phase != PS_PHASE_MELEE))
        return PS_OK;
    int nall = ps_game_legal(g, -1, t.all, LISTS_MAX);
    if (nall > LISTS_MAX)
        return PS_OK;
    for (int u = 0; u < ps_game_unit_count(g); u++) {
        int none = ps_game_legal(g, u, t.one, LISTS_MAX);
        if (none > LISTS_MAX)
            continue;
        int j = 0;
        for (int i = 0; i < nall; i++) {
            if (!names(&t.all[i], u))
                continue;
            while (j < none && !names(&t.one[j], u))
                j++;
            t.differ += j >= none || !fixture_same_action(&t.all[i], &t.one[j]);
            t.compared++;
            t.boarders += t.all[i].kind == PS_ACT_EMBARK && t.all[i].units[1] == u;
            t.debarks += t.all[i].kind == PS_ACT_DEBARK;
            t.fires += t.all[i].kind == PS_ACT_FIRE;
            t.groups += t.all[i].kind == PS_ACT_FIRE && t.all[i].nunits > 1;
            t.defensive += t.all[i].kind == PS_ACT_FIRE && st.phase != PS_PHASE_FIRE;
            t.melees += t.all[i].kind == PS_ACT_MELEE;
            t.melee_groups += t.all[i].kind == PS_ACT_MELEE && t.all[i].nunits > 1;
            t.melee_hexes += t.all[i].kind == PS_ACT_MELEE && t.all[i].nhexes > 1;
            j++;
        }
        for (; j < none; j++) /* nothing more naming u in the unit's own list */
            t.differ += names(&t.one[j], u);
        for (int i = 1; i < none; i++)
            if (t.one[i].kind == PS_ACT_FIRE && t.one[0].kind == PS_ACT_FIRE &&
                t.one[i].hexes[0] != t.one[0].hexes[0]) {
                t.several++;
                break;
            }
    }
    return PS_OK;
}

static void play(const ps_data *d, const char *scenario, ps_option opt, uint64_t seed)
{
    ps_game *g = NULL;
    char err[256];
    CHECK_INT(ps_game_new(d, scenario, seed, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    if (opt != PS_OPT_COUNT)
        CHECK_INT(ps_game_set_option(g, opt, true), PS_OK);
    ps_game_keep_history(g, false);
    ai_rng r;
    ai_rng_seed(&r, seed);
    ps_action *buf = malloc(4096 * sizeof *buf);
    CHECK(ai_random_game(g, &r, buf, 4096, after_action) > 0);
    free(buf);
    ps_game_free(g);
}

TEST(lists_by_unit, "[C1.0] [6.0] [6.42] [7.0] [7.22] a unit's embarkations, debarkations, "
                    "fire and melee attacks are those the whole list names it in, in the same "
                    "order")
{
    memset(&t, 0, sizeof t);
    t.all = malloc(LISTS_MAX * sizeof *t.all);
    t.one = malloc(LISTS_MAX * sizeof *t.one);
    t.every = 7;
    play(fixture_data(), "kadesh", PS_OPT_COUNT, 11);
    play(fixture_data(), "charchemish", PS_OPT_PANIC, 12);
    play(fixture_data(), "megiddo", PS_OPT_COUNT, 13);
    CHECK_INT(t.differ, 0);
    CHECK(t.compared > 100);
    CHECK(t.boarders > 0);
    CHECK(t.debarks > 0);
    CHECK(t.fires > 0);
    CHECK(t.groups > 0);
    CHECK(t.defensive > 0);
    CHECK(t.several > 5);
    CHECK(t.melees > 40);
    CHECK(t.melee_groups > 3);
    CHECK(t.melee_hexes > 3);
    free(t.all);
    free(t.one);
}
