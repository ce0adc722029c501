/* The bound on a game's history (issue 11, D5): checkpoints every HISTORY_CHECKPOINT actions
 * keep memory small, undo across them gives back every state, and PS_HISTORY_MAX actions is
 * the most a game keeps. */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "fixture.h"

/* [Phalanx Facing] a unit in set-up may change facing as often as wished: free actions. */
static ps_game *cannae_deployed_unit(void)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    if (ps_game_new(fixture_px_data(), "cannae", 1, &g, err, sizeof err) != PS_OK)
        return NULL;
    PLAY(g, "deploy 0 0607");
    return g;
}

TEST(test_history_bound_refuses, "[D5] a game keeps at most PS_HISTORY_MAX actions, then refuses")
{
    ps_game *g = cannae_deployed_unit();
    CHECK(g != NULL);
    if (!g)
        return;
    int n = 1;
    ps_status st = PS_OK;
    for (int i = 0; st == PS_OK && i < PS_HISTORY_MAX + 10; i++) {
        st = ps_game_play_text(g, i % 2 ? "face 0 E" : "face 0 W");
        n += st == PS_OK;
    }
    CHECK_INT(n, PS_HISTORY_MAX);
    CHECK_INT(ps_game_undo_depth(g), PS_HISTORY_MAX);
    CHECK_INT(st, PS_ESTATE);
    CHECK_STR(ps_game_error(g), "the game holds 100000 actions, as many as a game may keep");
    /* One undo frees room for one action again. */
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK_INT(ps_game_play_text(g, "face 0 NE"), PS_OK);
    ps_game_free(g);
}

TEST(test_history_undo_across_checkpoints, "[D5] undo through checkpoints gives back each state and dice")
{
    /* A seeded game with combats and forced dice, long enough to cross several checkpoints. */
    ps_game *g = fixture_deployed("kadesh", 5);
    CHECK(g != NULL);
    if (!g)
        return;
    enum { STEPS = 300 };
    uint64_t hash[STEPS + 1];
    int played = 0;
    hash[0] = ps_game_hash(g);
    for (int i = 0; i < STEPS; i++) {
        ps_action legal[512];
        int n = ps_game_legal(g, -1, legal, 512);
        if (n <= 0)
            break;
        if (i % 7 == 0) {
            int d[2] = {1 + i % 6, 6 - i % 6};
            CHECK_INT(ps_game_force_dice(g, d, 2), PS_OK);
        }
        /* The last legal action is often "end"; vary it with the step. */
        CHECK_INT(ps_game_play(g, &legal[(i * 31) % (n < 512 ? n : 512)]), PS_OK);
        hash[++played] = ps_game_hash(g);
    }
    CHECK(played > 3 * 64);
    int bad = -1;
    for (int k = played; k > 0 && bad < 0; k--) {
        CHECK_INT(ps_game_undo(g), PS_OK);
        if (ps_game_hash(g) != hash[k - 1] || ps_game_check_invariants(g) != PS_OK)
            bad = k - 1;
    }
    CHECK_INT(bad, -1);
    ps_game_free(g);
}
