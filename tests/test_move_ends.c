/* ps_game_move_ends: where a unit's moves end, without their paths, must be what
 * ps_game_legal lists (its move and exit actions, in order: the last hex, whether it exits,
 * and the path's Movement Points as ps_game_move_cost prices each step), for every unit of
 * the side to act before every action of random games; and -1 where it does not answer. */
#include <stdio.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"
#include "movetest.h"

enum { ME_LEGAL_MAX = 16384, ME_MAX = 2048 };

/* Unit u's answer against the list; the count of moves compared (-1 after a difference). */
static int compare_unit(ps_game *g, int u, ps_action *buf, long *nexits)
{
    static int hexes[ME_MAX];
    static int32_t costs[ME_MAX];
    static bool exits[ME_MAX];
    int n = ps_game_move_ends(g, u, hexes, costs, exits, ME_MAX);
    ps_unit_info ui;
    if (n < 0 || ps_game_unit(g, u, &ui) != PS_OK)
        return -1;
    int listed = ps_game_legal(g, u, buf, ME_LEGAL_MAX), k = 0;
    for (int i = 0; i < listed; i++) {
        const ps_action *a = &buf[i];
        if ((a->kind != PS_ACT_MOVE && a->kind != PS_ACT_EXIT) || a->units[0] != u)
            continue;
        bool stays = a->kind == PS_ACT_EXIT && a->nhexes == 1 && a->hexes[0] == ui.hex;
        int32_t cost = 0;
        for (int s = 0, prev = ui.on_map ? ui.hex : 0; s < a->nhexes && !stays; s++) {
            cost += ps_game_move_cost(g, prev, a->hexes[s]);
            prev = a->hexes[s];
        }
        if (k >= n || hexes[k] != a->hexes[a->nhexes - 1] || costs[k] != cost ||
            exits[k] != (a->kind == PS_ACT_EXIT)) {
            fprintf(stderr, "  unit %d, move %d: listed %04d cost %d%s; answered %04d %d%s\n", u,
                    k, a->hexes[a->nhexes - 1], cost, a->kind == PS_ACT_EXIT ? " exit" : "",
                    k < n ? hexes[k] : 0, k < n ? costs[k] : 0, k < n && exits[k] ? " exit" : "");
            return -1;
        }
        *nexits += a->kind == PS_ACT_EXIT;
        k++;
    }
    return k == n ? n : -1;
}

TEST(move_ends_are_the_listed_moves,
     "[5.1] [5.15] [11.4] [C1.0] ps_game_move_ends gives the last hex, the exit and the path's "
     "Movement Points of every move ps_game_legal lists, in its order, in random games")
{
    static ps_action buf[ME_LEGAL_MAX];
    static const char *const ids[] = {"kadesh", "charchemish", "lake-regillus", "armageddon"};
    long moves = 0, asked = 0, nexits = 0;
    for (size_t s = 0; s < sizeof ids / sizeof ids[0]; s++) {
        ps_game *g = fixture_deployed(ids[s], 7);
        ps_game_keep_history(g, false);
        ai_rng r;
        ai_rng_seed(&r, 11 + s);
        for (int step = 0; step < 1500; step++) {
            ps_status_info st;
            ps_game_status(g, &st);
            if (st.over)
                break;
            bool moving = (st.phase == PS_PHASE_CHARIOT || st.phase == PS_PHASE_MOVEMENT) &&
                          !st.pending;
            for (int u = 0; moving && step % 5 == 0 && u < ps_game_unit_count(g); u++) {
                int n = compare_unit(g, u, buf, &nexits);
                CHECK(n >= 0);
                if (n < 0) {
                    fprintf(stderr, "  %s step %d\n", ids[s], step);
                    break;
                }
                moves += n;
                asked++;
            }
            ps_action a;
            CHECK(ai_random_choose(g, &r, buf, ME_LEGAL_MAX, &a) == PS_OK);
            CHECK(ps_game_play(g, &a) == PS_OK);
        }
        ps_game_free(g);
    }
    CHECK(asked > 1000);
    CHECK(moves > 10000);
    /* [11.4] exits among them: random games seldom bring a unit to Armageddon's exit zone,
     * so one Egyptian is placed next to it (0234: the corner hex 0135, radius 5). */
    ps_game *g = fixture_empty("armageddon");
    int u = PLACE(g, 0, "AX", 234);
    PLACE(g, 1, "BW", 1020);
    SET_PHASE(g, PS_PHASE_MOVEMENT, 0, 2);
    long before = nexits;
    CHECK_INT(compare_unit(g, u, buf, &nexits), 14); /* 11 moves, 3 exits */
    CHECK_INT(nexits - before, 3);
    ps_game_free(g);
}

TEST(move_ends_refused_where_the_list_decides,
     "[16.1] [6.0] ps_game_move_ends answers -1 outside the movement phases, with facing and "
     "under Phalanx, where ps_game_legal must list")
{
    int hexes[8];
    int32_t costs[8];
    bool exits[8];
    ps_game *g = fixture_deployed("kadesh", 3);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.phase == PS_PHASE_CHARIOT || st.phase == PS_PHASE_MOVEMENT);
    int u = -1;
    for (int i = 0; i < ps_game_unit_count(g) && u < 0; i++)
        if (ps_game_move_ends(g, i, hexes, costs, exits, 8) > 0)
            u = i;
    CHECK(u >= 0);
    CHECK_INT(ps_game_move_ends(g, -1, hexes, costs, exits, 8), -1);
    CHECK_INT(ps_game_move_ends(g, ps_game_unit_count(g), hexes, costs, exits, 8), -1);
    ps_game_free(g);
    /* [16.1] with facing a move ends in a facing too: the list says which. */
    ps_game *f;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), "kadesh", 3, &f, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_set_option(f, PS_OPT_FACING, true), PS_OK);
    for (ps_game_status(f, &st); st.phase == PS_PHASE_DEPLOY; ps_game_status(f, &st))
        CHECK_INT(ps_game_auto_deploy(f), PS_OK);
    static ps_action buf[ME_LEGAL_MAX];
    CHECK(ps_game_legal(f, u, buf, ME_LEGAL_MAX) > 0);
    CHECK_INT(ps_game_move_ends(f, u, hexes, costs, exits, 8), -1);
    ps_game_free(f);
    /* A fire phase: the list, whose moves are none. */
    g = fixture_deployed("kadesh", 3);
    for (int k = 0; k < 400; k++) {
        ps_game_status(g, &st);
        if (st.phase == PS_PHASE_FIRE || st.phase == PS_PHASE_DEFENSIVE_FIRE ||
            st.phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE)
            break;
        CHECK(fixture_play(g, "end") != NULL);
    }
    ps_game_status(g, &st);
    CHECK(st.phase == PS_PHASE_FIRE || st.phase == PS_PHASE_DEFENSIVE_FIRE ||
          st.phase == PS_PHASE_CHARIOT_DEFENSIVE_FIRE);
    CHECK_INT(ps_game_move_ends(g, 0, hexes, costs, exits, 8), -1);
    ps_game_free(g);
    ps_game *px = fixture_deployed("cannae", 3);
    for (int i = 0; i < ps_game_unit_count(px); i++)
        CHECK_INT(ps_game_move_ends(px, i, hexes, costs, exits, 8), -1);
    ps_game_free(px);
}
