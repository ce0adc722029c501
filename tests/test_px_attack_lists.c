/* A Phalanx unit's own attacks in the Allocation and Defensive Fire Phases [Phalanx Game
 * Procedure] (2), (3): the single-unit fire and melee actions ps_game_legal lists for it are
 * exactly those ps_game_check allows against every enemy hex of the map, in the order of the
 * hexes' top units (the list looks for targets round the unit, not at every enemy unit).
 * A random game of every scenario, every unit of the side to act checked every few
 * decisions. */
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

#include "core/game.h"

enum { ATTACK_LEGAL_MAX = 4096 };

static struct {
    long units, listed, refused, fire, far, melee, several, differ;
    int step;
} t;

/* The top unit of the enemy hex a single-unit attack names, or -1. */
static int target_top(const ps_game *g, const ps_action *a)
{
    hex_id h = map_hex_at(&g->map, (hex_cr){a->hexes[0] / 100, a->hexes[0] % 100});
    return h == HEX_NONE ? -1 : g->st.first_in_hex[h];
}

static void check_unit(ps_game *g, int u, ps_action *list)
{
    const struct game_state *st = &g->st;
    int n = ps_game_legal(g, u, list, ATTACK_LEGAL_MAX);
    if (n > ATTACK_LEGAL_MAX)
        return;
    int own = 0, last_top = -1;
    for (int i = 0; i < n; i++) {
        const ps_action *a = &list[i];
        if ((a->kind != PS_ACT_FIRE && a->kind != PS_ACT_MELEE) || a->nunits != 1 ||
            a->units[0] != u)
            continue;
        int top = target_top(g, a);
        t.differ += top < last_top; /* by top unit (a melee and a fire may share one) */
        last_top = top;
        own++;
        t.fire += a->kind == PS_ACT_FIRE;
        t.far += a->kind == PS_ACT_FIRE && top >= 0 &&
                 map_distance(st->units[u].hex, st->units[top].hex) > 1;
        t.melee += a->kind == PS_ACT_MELEE;
    }
    t.several += own >= 2;
    /* Every enemy hex, both kinds: allowed exactly when listed. */
    for (int v = 0; v < st->nunits; v++) {
        const struct unit *e = &st->units[v];
        if (e->where != UNIT_ON_MAP || e->side == st->units[u].side ||
            st->first_in_hex[e->hex] != v)
            continue;
        for (int kind = PS_ACT_FIRE; kind <= PS_ACT_MELEE; kind += PS_ACT_MELEE - PS_ACT_FIRE) {
            ps_action a;
            memset(&a, 0, sizeof a);
            a.kind = (uint8_t)kind;
            a.nunits = 1;
            a.units[0] = (int16_t)u;
            a.nhexes = 1;
            a.hexes[0] = (int16_t)map_ccrr(e->hex);
            bool listed = false;
            for (int i = 0; i < n && !listed; i++)
                listed = fixture_same_action(&a, &list[i]);
            bool allowed = ps_game_check(g, &a) == PS_OK;
            t.differ += listed != allowed;
            t.listed += listed;
            t.refused += !allowed;
        }
    }
    t.units++;
}

static ps_status after_action(ps_game *g)
{
    if (++t.step % 3)
        return PS_OK;
    ps_status_info st;
    ps_game_status(g, &st);
    if (st.over || st.pending ||
        (st.phase != PS_PHASE_ALLOCATION && st.phase != PS_PHASE_DEFENSIVE_FIRE))
        return PS_OK;
    ps_action *list = malloc(ATTACK_LEGAL_MAX * sizeof *list);
    for (int u = 0; list && u < ps_game_unit_count(g); u++)
        if (g->st.units[u].side == st.side_to_act && g->st.units[u].where == UNIT_ON_MAP)
            check_unit(g, u, list);
    free(list);
    return PS_OK;
}

static void play(const char *scenario, uint64_t seed)
{
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_px_data(), scenario, seed, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    ps_game_keep_history(g, false);
    ai_rng r;
    ai_rng_seed(&r, seed);
    ps_action *buf = malloc(ATTACK_LEGAL_MAX * sizeof *buf);
    CHECK(ai_random_game(g, &r, buf, ATTACK_LEGAL_MAX, after_action) > 0);
    free(buf);
    ps_game_free(g);
}

TEST(px_attacks_by_unit, "[Phalanx Game Procedure] [Phalanx Combat B] a unit's own fire and "
                         "melee attacks are listed exactly where the check allows them, by "
                         "their targets' top units")
{
    memset(&t, 0, sizeof t);
    for (int i = 0; i < ps_data_scenario_count(fixture_px_data()); i++)
        play(ps_data_scenario_id(fixture_px_data(), i), 5u + (uint64_t)i);
    CHECK_INT(t.differ, 0);
    CHECK(t.units > 5000);
    CHECK(t.fire > 40);
    CHECK(t.far > 5); /* fire beyond the next hex [Phalanx Combat B] */
    CHECK(t.melee > 500);
    CHECK(t.several > 100);
    CHECK(t.refused > 100000);
}
