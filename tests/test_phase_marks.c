/* The marks a Chariot or Movement Phase makes as it begins (movement.c, movement_begin_phase):
 * within a Movement Control Radius [10.2] and next to a Chariot [C1.0], read off hexes marked
 * round each leader and Chariot, against the rules' own measure from every unit to every
 * friendly leader and Chariot, at the start of every such phase of random games. */
#include <stdlib.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/game.h"
#include "core/prestags/units.h"

enum { MARKS_LEGAL_MAX = 16384 };

/* [10.2], [10.22], [10.23], [4.0]: measured to every friendly leader on the map. */
static bool in_command_measured(const ps_game *g, const struct unit *un)
{
    if (g->scen.no_leader_rules || unit_is_leader(g, un))
        return true;
    if (g->scen.force[un->side].mounted_exempt && unit_is_mounted(g, un))
        return true;
    if (un->where != UNIT_ON_MAP)
        return false;
    for (int v = 0; v < g->st.nunits; v++) {
        const struct unit *l = &g->st.units[v];
        if (l->side == un->side && l->where == UNIT_ON_MAP && unit_is_leader(g, l) &&
            map_distance(l->hex, un->hex) <= game_type(g, l)->radius)
            return true;
    }
    return false;
}

/* [C1.0]: a friendly Chariot in the unit's hex or next to it. */
static bool near_chariot_measured(const ps_game *g, const struct unit *un)
{
    for (int v = 0; v < g->st.nunits; v++) {
        const struct unit *c = &g->st.units[v];
        if (c->side == un->side && c->where == UNIT_ON_MAP && unit_is_chariot(g, c) &&
            map_distance(c->hex, un->hex) <= 1)
            return true;
    }
    return false;
}

/* Compares the marks of every unit of the Phasing Player; counts the units compared. */
static long compare_marks(const ps_game *g, long *wrong)
{
    const struct game_state *st = &g->st;
    long n = 0;
    for (int u = 0; u < st->nunits; u++) {
        const struct unit *un = &st->units[u];
        if (un->side != st->phasing)
            continue;
        /* A Chariot's command is judged as the Chariot Phase begins [C1.4], [10.21]. */
        if (st->phase == PS_PHASE_CHARIOT || !unit_is_chariot(g, un))
            *wrong += !!(un->flags & UF_IN_COMMAND) != in_command_measured(g, un);
        if (un->where == UNIT_ON_MAP && un->carrier < 0 && unit_may_ride(g, un))
            *wrong += !!(un->flags & UF_NEAR_CHARIOT) != near_chariot_measured(g, un);
        n++;
    }
    return n;
}

/* What a game's check compares: the marks as each Chariot or Movement Phase begins. */
static struct {
    int phase; /* the phase after the last action, -1 before the first */
    long units, wrong;
} seen;

static ps_status after_action(ps_game *g)
{
    ps_status_info st;
    ps_game_status(g, &st);
    if ((int)st.phase != seen.phase && !st.pending &&
        (st.phase == PS_PHASE_CHARIOT || st.phase == PS_PHASE_MOVEMENT))
        seen.units += compare_marks(g, &seen.wrong); /* the phase has just begun */
    seen.phase = (int)st.phase;
    return PS_OK;
}

static void play(const char *id, uint64_t seed, ps_action *buf)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK(ps_game_new(fixture_data(), id, seed, &g, err, sizeof err) == PS_OK);
    ps_game_set_quiet(g, true);
    ps_game_keep_history(g, false);
    ai_rng r;
    ai_rng_seed(&r, seed);
    seen.phase = -1;
    CHECK(ai_random_game(g, &r, buf, MARKS_LEGAL_MAX, after_action) > 0);
    ps_game_free(g);
}

TEST(phase_marks_as_measured, "[10.2] [C1.0] the marks of command and of a Chariot next to a "
                              "unit, made as a movement phase begins, are the rules' measure "
                              "from every unit to every friendly leader and Chariot")
{
    ps_action *buf = malloc(MARKS_LEGAL_MAX * sizeof *buf);
    CHECK(buf != NULL);
    if (!buf)
        return;
    seen.units = seen.wrong = 0;
    const ps_data *d = fixture_data();
    for (int i = 0; i < ps_data_scenario_count(d); i++)
        play(ps_data_scenario_id(d, i), (uint64_t)i + 5, buf);
    CHECK(seen.units > 20000);
    CHECK_INT(seen.wrong, 0);
    free(buf);
}
