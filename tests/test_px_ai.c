/* The computer players in a Phalanx game (src/ai/ai_px*.c, docs/ai.md "Phalanx"): they see it
 * through the public API only; their choices are legal and, for a seed, always the same. */
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

/* Cannae deployed from seed 3, played by level 1 on both sides to the Carthaginians' third
 * Movement Phase, when the lines have met. */
static ps_game *to_third_turn(void)
{
    ps_game *g = fixture_deployed("cannae", 3);
    ai_player *p = ai_player_new("level1", 9);
    ps_status_info st;
    for (ps_game_status(g, &st); st.turn < 3 && !st.over; ps_game_status(g, &st))
        CHECK_INT(ai_player_act(p, g), PS_OK);
    ai_player_free(p);
    return g;
}

TEST(px_ai_plans_reproduce, "[Phalanx Game Procedure] levels 1 and 2 answer every decision of "
                            "a Cannae Player-Turn legally, the same for the same seed")
{
    ps_game *g = to_third_turn();
    for (int level = 1; level <= 2; level++) {
        const char *name = level == 1 ? "level1" : "level2";
        ai_player *a = ai_player_new(name, 4), *b = ai_player_new(name, 4);
        ps_game *x = ps_game_clone(g), *y = ps_game_clone(g);
        ps_status_info st;
        int steps = 0;
        int attacks = 0;
        for (ps_game_status(x, &st); st.turn == 3 && st.phasing_side == 0 && !st.over;
             ps_game_status(x, &st), steps++) {
            ps_action ax, ay;
            bool dx, dy;
            CHECK_INT(ai_player_choose(a, x, &ax, &dx), PS_OK);
            CHECK_INT(ai_player_choose(b, y, &ay, &dy), PS_OK);
            CHECK(memcmp(&ax, &ay, sizeof ax) == 0);
            attacks += ax.kind == PS_ACT_MELEE || ax.kind == PS_ACT_FIRE;
            CHECK_INT(ps_game_play(x, &ax), PS_OK);
            CHECK_INT(ps_game_play(y, &ay), PS_OK);
        }
        CHECK(steps > 1);
        CHECK(attacks > 0);
        CHECK(ps_game_hash(x) == ps_game_hash(y));
        ps_game_free(x);
        ps_game_free(y);
        ai_player_free(a);
        ai_player_free(b);
    }
    ps_game_free(g);
}
