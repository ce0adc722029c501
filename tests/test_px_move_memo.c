/* A Phalanx move played applies the path its check walked in the same ps_game_play (game.h,
 * memo_state; px_move.c): every state of a random Cannae game, reached that way, is the state
 * undo's replay reaches again by walking each path anew, hash for hash, back to the start.  A
 * kept walk used where its check did not run (the replay) would leave a unit elsewhere. */
#include <stdlib.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

enum { MEMO_LEGAL_MAX = 16384, MEMO_ACTIONS = 1500 };

TEST(px_move_walk_kept, "[Phalanx Movement] a move played applies the walk its check made: "
                        "undo's replay, walking every path again, reaches each state's hash")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_px_data(), "cannae", 17, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    ps_action *buf = malloc(MEMO_LEGAL_MAX * sizeof *buf);
    uint64_t *hash = malloc((MEMO_ACTIONS + 1) * sizeof *hash);
    CHECK(buf && hash);
    ai_rng rng;
    ai_rng_seed(&rng, 17);
    /* hash[d]: the state at undo depth d once play is past the set-up (0 before: the set-up
     * is placed in one call, however many actions it makes). */
    int depth = 0, first = 0, moves = 0;
    while (buf && hash && depth < MEMO_ACTIONS) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.over)
            break;
        if (st.phase == PS_PHASE_DEPLOY) {
            CHECK_INT(ps_game_auto_deploy(g), PS_OK);
            first = depth = ps_game_undo_depth(g);
            if (depth >= MEMO_ACTIONS)
                break;
            hash[depth] = ps_game_hash(g);
            continue;
        }
        ps_action a;
        CHECK_INT(ai_random_choose(g, &rng, buf, MEMO_LEGAL_MAX, &a), PS_OK);
        CHECK_INT(ps_game_play(g, &a), PS_OK);
        moves += a.kind == PS_ACT_MOVE;
        depth = ps_game_undo_depth(g);
        hash[depth] = ps_game_hash(g);
    }
    CHECK(moves > 100);
    int differ = 0, compared = 0;
    for (int k = depth; k > first; k--) {
        CHECK_INT(ps_game_undo(g), PS_OK);
        differ += ps_game_hash(g) != hash[k - 1];
        compared++;
    }
    CHECK_INT(differ, 0);
    CHECK(compared > 200);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    free(buf);
    free(hash);
    ps_game_free(g);
}
