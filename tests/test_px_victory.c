/* Phalanx victory [Phalanx Victory Conditions], [Phalanx Tactical Concession]: unit Victory
 * Points, the levels by the ratio of points with the loss limits of the victor's computed
 * PV, the army's minimum level, and the concession.  Scores are set directly on the state
 * (g->st.vp) to measure the outcome function alone.  Cannae: Carthaginians PV 162, need
 * Decisive; Romans PV 176, need Tactical.  Marathon: Persians PV 91, need Marginal. */
#include <string.h>

#include "check.h"
#include "fixture.h"
#include "core/game.h"

static int vp_of(ps_game *g, int side, const char *code)
{
    int u = ps_game_place(g, side, code, side ? 1315 : 917, 0);
    ps_unit_more m;
    if (u < 0 || ps_game_unit_more(g, u, &m) != PS_OK)
        return -1;
    return m.vp;
}

TEST(px_vp_formula, "[Phalanx Victory Conditions] a unit is worth (MAS + MDS-front + FCS) / 2, "
                    "rounded up")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(vp_of(g, 0, "MH"), 3); /* (3 + 3) / 2 */
    CHECK_INT(vp_of(g, 0, "PL"), 3); /* (2 + 2 + 2) / 2 */
    CHECK_INT(vp_of(g, 0, "SG"), 3); /* (0 + 1 + 4) / 2 = 2.5, up */
    CHECK_INT(vp_of(g, 1, "EL"), 7); /* (9 + 4) / 2 = 6.5, up */
    ps_game_free(g);
}

TEST(px_vp_cavalry, "[Phalanx Victory Conditions] cavalry Victory Points are not halved")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(vp_of(g, 0, "LC"), 2);
    CHECK_INT(vp_of(g, 0, "MC"), 4);
    CHECK_INT(vp_of(g, 1, "OC"), 5); /* Class IV: 2 + 1 + 2 */
    ps_game_free(g);
}

TEST(px_vp_commanders, "[Phalanx Victory Conditions] each command unit is worth 10 points")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(vp_of(g, 0, "CM1"), 10);
    CHECK_INT(vp_of(g, 1, "CM3"), 10);
    ps_game_free(g);
}

TEST(px_vp_darius, "[Phalanx Darius] Darius (the Persians' command unit 1) is worth 30 points")
{
    ps_game *g = fixture_empty("issus");
    int persians = strcmp(ps_game_side_name(g, 1), "Persians") == 0 ? 1 : 0;
    CHECK_INT(vp_of(g, persians, "CM1"), 30);
    CHECK_INT(vp_of(g, !persians, "CM1"), 10);
    ps_game_free(g);
}

TEST(px_vp_pv_computed, "[Phalanx Victory Conditions] the loss limits use each army's PV "
                        "computed from its units")
{
    ps_game *g = fixture_empty("cannae");
    ps_goal goal[PS_GOAL_MAX];
    CHECK_INT(ps_game_goals(g, 0, goal, PS_GOAL_MAX), 1);
    CHECK_INT(goal[0].kind, PS_GOAL_VP);
    CHECK_INT(goal[0].m, 162);
    CHECK_INT(goal[0].n, 3); /* Decisive */
    CHECK_INT(ps_game_goals(g, 1, goal, PS_GOAL_MAX), 1);
    CHECK_INT(goal[0].m, 176);
    CHECK_INT(goal[0].n, 2); /* Tactical */
    ps_game_free(g);
    g = fixture_empty("granicus"); /* published 144, computed 140 */
    int p = strcmp(ps_game_side_name(g, 1), "Persians") == 0 ? 1 : 0;
    ps_game_goals(g, p, goal, PS_GOAL_MAX);
    CHECK_INT(goal[0].m, 140);
    ps_game_free(g);
}

/* The outcome with these scores at the end of the game: winner * 10 + level. */
static int outcome(const char *scen, int vp0, int vp1)
{
    ps_game *g = fixture_empty(scen);
    g->st.vp[0] = vp0;
    g->st.vp[1] = vp1;
    g->st.phase = PS_PHASE_GAME_OVER;
    ps_status_info st;
    ps_game_status(g, &st);
    int now = ps_game_winner_now(g);
    ps_game_free(g);
    if (now != st.winner)
        return -99;
    return st.winner * 10 + st.level;
}

TEST(px_victory_equal, "[Phalanx Victory Conditions] Marginal Victory needs more than 1 to 1: "
                       "equal points are a draw")
{
    CHECK_INT(outcome("cannae", 20, 20), -10);
    CHECK_INT(outcome("cannae", 0, 0), -10);
}

TEST(px_victory_min_level, "[Phalanx How to Set-up the Game] a victory below the army's "
                           "minimum level is a draw")
{
    CHECK_INT(outcome("cannae", 20, 30), -10);  /* Romans Marginal, need Tactical */
    CHECK_INT(outcome("cannae", 40, 20), -10);  /* Carthaginians Tactical, need Decisive */
    CHECK_INT(outcome("marathon", 20, 30), 11); /* Persians need only Marginal */
}

TEST(px_victory_tactical, "[Phalanx Victory Conditions] at least 2 to 1 is a Tactical Victory")
{
    CHECK_INT(outcome("cannae", 20, 40), 12);
    CHECK_INT(outcome("cannae", 20, 59), 12);
}

TEST(px_victory_decisive, "[Phalanx Victory Conditions] at least 3 to 1 is a Decisive Victory")
{
    CHECK_INT(outcome("cannae", 20, 60), 13);
    CHECK_INT(outcome("cannae", 60, 20), 3);
    CHECK_INT(outcome("cannae", 0, 10), 13); /* no losses at all */
}

TEST(px_victory_tac_reduced, "[Phalanx Victory Conditions] Tactical victory reduced to Marginal "
                             "when the victor's losses exceed 30%")
{
    /* Persians PV 91: 30 lost is 33%, more than 30% but not 40%. */
    CHECK_INT(outcome("marathon", 30, 60), 11);
    CHECK_INT(outcome("marathon", 27, 60), 12); /* 29.7% */
}

TEST(px_victory_dec_reduced, "[Phalanx Victory Conditions] Decisive victory reduced to Tactical "
                             "when the victor's losses exceed 25%")
{
    CHECK_INT(outcome("cannae", 50, 150), 12); /* Romans lost 28% of 176 */
    CHECK_INT(outcome("cannae", 44, 132), 13); /* exactly 25%: not exceeded */
}

TEST(px_victory_reduced_twice, "[Phalanx Victory Conditions] a level is reduced again while "
                               "the next one's loss limit is exceeded too")
{
    CHECK_INT(outcome("marathon", 33, 99), 11);  /* 36%: Decisive -> Tactical -> Marginal */
    CHECK_INT(outcome("marathon", 40, 120), -10); /* 44%: more than 40%, no victory */
}

TEST(px_victory_report, "[Phalanx Victory Conditions] the victory report names the winner, "
                        "level, points, ratio and losses")
{
    ps_game *g = fixture_empty("cannae");
    g->st.vp[0] = 50;
    g->st.vp[1] = 150;
    g->st.phase = PS_PHASE_GAME_OVER;
    char buf[2048];
    ps_game_victory_report(g, buf, sizeof buf);
    CHECK(strstr(buf, "result: the Romans win a Tactical Victory\n") != NULL);
    CHECK(strstr(buf, "ratio: 150 to 50 = 3.00 to 1, Decisive Victory by the ratio, reduced to "
                      "Tactical by the Romans' own losses\n") != NULL);
    CHECK(strstr(buf, "Romans: scored 150 VP; lost 50 VP of PV 176 (28%); least victory to win "
                      "Tactical\n") != NULL);
    CHECK(strstr(buf, "Carthaginians: scored 50 VP; lost 150 VP of PV 162 (92%); least "
                      "victory to win Decisive\n") != NULL);
    ps_game_free(g);
}

/* An MH led by a commander at 0530, beside the road exit 0631 (Cannae, the Carthaginians'
 * Movement Phase); the other side's MH far away.  vp gives the score before the concession. */
static ps_game *road_exit_pos(int vp0, int vp1)
{
    ps_game *g = fixture_empty("cannae");
    int u = ps_game_place(g, 0, "MH", 530, 0);
    int c = ps_game_place(g, 0, "CM1", 530, 0);
    ps_game_place(g, 1, "SD", 1315, 0);
    CHECK(u >= 0 && c >= 0);
    CHECK_INT(ps_game_set_facing(g, u, 5), PS_OK); /* SE: 0631 ahead */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    g->st.vp[0] = vp0;
    g->st.vp[1] = vp1;
    return g;
}

/* Plays on to the end of the Carthaginians' Player-Turn. */
static void finish_player_turn(ps_game *g)
{
    for (int i = 0; i < 8 && g->st.phase != PS_PHASE_GAME_OVER; i++)
        PLAY(g, "end");
}

TEST(px_concede, "[Phalanx Tactical Concession] a concession \"must be done by way of road "
                 "hexes\": a bare concede is refused; an exit by road ends the game when the "
                 "Player-Turn ends, with at least a Tactical Victory for the opponent")
{
    ps_game *g = road_exit_pos(0, 0);
    CHECK_INT(ps_game_play_text(g, "concede"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "by way of road hexes") != NULL);
    PLAY(g, "exit 0 0631");
    CHECK_INT(g->st.conceded, 1);
    finish_player_turn(g);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.winner, 1);
    CHECK_INT(st.level, 2);
    ps_game_free(g);
}

TEST(px_concede_higher, "[Phalanx Tactical Concession] the opponent keeps a higher victory it "
                        "has achieved")
{
    ps_game *g = road_exit_pos(10, 60);
    PLAY(g, "exit 0 0631");
    finish_player_turn(g);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.winner, 1);
    CHECK_INT(st.level, 3);
    ps_game_free(g);
}

TEST(px_concede_min_level, "[Phalanx Tactical Concession] a conceded Tactical Victory is a draw "
                           "for an army that needs Decisive")
{
    ps_game *g = fixture_empty("cannae");
    int u = ps_game_place(g, 1, "MH", 530, 0);
    ps_game_place(g, 1, "CM1", 530, 0);
    ps_game_place(g, 0, "MH", 1315, 0);
    CHECK_INT(ps_game_set_facing(g, u, 5), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 1, 1), PS_OK); /* the Romans to act */
    PLAY(g, "exit 0 0631");
    for (int i = 0; i < 8 && g->st.phase != PS_PHASE_GAME_OVER; i++)
        PLAY(g, "end");
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
    CHECK_INT(st.winner, -1);
    char buf[2048];
    ps_game_victory_report(g, buf, sizeof buf);
    CHECK(strstr(buf, "the Romans conceded") != NULL);
    CHECK(strstr(buf, "result: draw, the Carthaginians reach Tactical Victory but need at least "
                      "Decisive") != NULL);
    ps_game_free(g);
}
