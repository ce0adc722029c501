/* The Phalanx rule system behind the shared interface: loading, new games, the sequence of
 * play [Phalanx Game Procedure]. */
#include <string.h>

#include "check.h"
#include "fixture.h"

TEST(px_data_system, "[Phalanx How to Set-up the Game] data/phalanx loads as the Phalanx rule "
                     "system with its 16 scenarios")
{
    const ps_data *d = fixture_px_data();
    CHECK_STR(ps_data_system(d), "phalanx");
    CHECK_STR(ps_data_system(fixture_data()), "chariot");
    CHECK_INT(ps_data_scenario_count(d), 16);
    int i = ps_data_find_scenario(d, "cannae");
    CHECK(i >= 0);
    CHECK_STR(ps_data_scenario_name(d, i), "Cannae");
    CHECK_STR(ps_data_scenario_date(d, i), "216 BC");
}

TEST(px_new_game, "[Phalanx How to Set-up the Game] a new Cannae game: every unit of both "
                  "armies waits to deploy, the Carthaginians first, 12 Game-Turns")
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_px_data(), "cannae", 7, &g, err, sizeof err), PS_OK);
    if (!g)
        return;
    CHECK_STR(ps_game_system(g), "phalanx");
    /* 12 MH, 6 PL, 6 LS, 4 MC, 2 LC, 4 OC, 2 SG, 4 JV + CM 1, 3 = 42; 8 MH, 20 SD, 9 BI,
     * 4 LC, 4 SK + CM 2, 3 = 47. */
    CHECK_INT(ps_game_unit_count(g), 89);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_DEPLOY);
    CHECK_INT(st.side_to_act, 0);
    CHECK_INT(st.game_length, 12);
    CHECK_STR(ps_game_side_name(g, 0), "Carthaginians");
    CHECK_STR(ps_game_side_name(g, 1), "Romans");
    ps_game_free(g);
}
