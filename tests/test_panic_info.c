/* ps_game_panic: each army's Panic Level as front ends show it, distance and all. */
#include "check.h"
#include "fixture.h"

TEST(panic_info_13_0_level_in_force, "[13.0] ps_game_panic: Bubastis's Panic Levels, with the rule on")
{
    ps_game *g = fixture_deployed("bubastis", 1);
    ps_panic_info p;
    CHECK_INT(ps_game_panic(g, 0, &p), PS_OK);
    CHECK_INT(p.level, 0); /* [13.0] optional: not in force yet */
    ps_game_free(g);
    ps_game *h = NULL;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), "bubastis", 1, &h, err, sizeof err), PS_OK);
    CHECK_INT(ps_game_set_option(h, PS_OPT_PANIC, true), PS_OK);
    CHECK_INT(ps_game_panic(h, 0, &p), PS_OK);
    CHECK_INT(p.level, 9); /* Upper Egyptians: PL 9 */
    CHECK_INT(p.enemy_vp, 0);
    CHECK(!p.panicked);
    CHECK_INT(ps_game_panic(h, 1, &p), PS_OK);
    CHECK_INT(p.level, 10); /* Lower Egyptians: PL 10 */
    CHECK_INT(ps_game_panic(h, 2, &p), PS_EINVAL);
    ps_game_free(h);
}

TEST(panic_info_phalanx_errata_panic, "[Phalanx errata Panic] ps_game_panic: Cannae's Panic Levels")
{
    ps_game *g = NULL;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_px_data(), "cannae", 1, &g, err, sizeof err), PS_OK);
    ps_panic_info p;
    CHECK_INT(ps_game_panic(g, 0, &p), PS_OK);
    CHECK_INT(p.level, 81); /* Carthaginians: PL 81 by the errata (79 printed) */
    CHECK(!p.panicked);
    CHECK_INT(ps_game_panic(g, 1, &p), PS_OK);
    CHECK_INT(p.level, 106); /* Romans: PL 106 */
    ps_game_free(g);
}
