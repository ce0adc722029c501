/* The computer players (src/ai, docs/ai.md) and the public API they read: determinism,
 * choices in hand-built positions, and a short selfplay smoke. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "check.h"
#include "fixture.h"

/* Plays the decisions of p while the phase and the side to act stay as they are. */
static void play_phase(ai_player *p, ps_game *g)
{
    ps_status_info st, now;
    ps_game_status(g, &st);
    for (int i = 0; i < 500; i++) {
        ps_game_status(g, &now);
        if (now.over || now.phase != st.phase || now.side_to_act != st.side_to_act)
            return;
        CHECK_INT(ai_player_act(p, g), PS_OK);
    }
    CHECK(!"the phase never ended");
}

static ps_unit_more unit_of(const ps_game *g, int u)
{
    ps_unit_more x;
    CHECK_INT(ps_game_unit_more(g, u, &x), PS_OK);
    return x;
}

static bool clear_hex(const ps_game *g, int hex)
{
    ps_hex_info h;
    return ps_game_hex(g, hex, &h) == PS_OK && strcmp(h.terrain, "clear") == 0;
}

/* Plays a whole game between two players, with the optional rules named in opts (comma
 * separated, or NULL); returns the final hash, the actions in *n. */
static uint64_t game_with(const char *scenario, uint64_t seed, const char *a, const char *b,
                          const char *opts, long *n)
{
    ps_game *g;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_game_new(fixture_data(), scenario, seed, &g, err, sizeof err), PS_OK);
    if (opts) {
        char list[128];
        snprintf(list, sizeof list, "%s", opts);
        for (char *save = NULL, *o = strtok_r(list, ",", &save); o; o = strtok_r(NULL, ",", &save))
            CHECK_INT(ps_game_set_option(g, (ps_option)ps_option_find(o), true), PS_OK);
    }
    ai_player *p[2] = {ai_player_new(a, seed * 2 + 1), ai_player_new(b, seed * 2 + 2)};
    CHECK(p[0] && p[1]);
    *n = 0;
    for (long step = 0; step < 100000; step++) {
        ps_status_info st;
        ps_game_status(g, &st);
        if (st.over)
            break;
        ps_status s = ai_player_act(p[st.side_to_act], g);
        CHECK_INT(s, PS_OK);
        if (s != PS_OK)
            break;
        (*n)++;
    }
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.over);
    uint64_t h = ps_game_hash(g);
    ai_player_free(p[0]);
    ai_player_free(p[1]);
    ps_game_free(g);
    return h;
}

static uint64_t whole_game(const char *scenario, uint64_t seed, const char *a, const char *b,
                           long *n)
{
    return game_with(scenario, seed, a, b, NULL, n);
}

TEST(ai_registry, "[ai] players by name: random, level1, level2, level3, computer")
{
    const char *names[] = {"random", "level1", "level2", "level3", "computer", "default"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        ai_player *p = ai_player_new(names[i], 7);
        CHECK(p != NULL);
        ai_player_free(p);
    }
    CHECK(ai_player_new("grandmaster", 7) == NULL);
    CHECK(strstr(ai_player_names(), "level1") != NULL);
    CHECK(strstr(ai_player_names(), "level2") != NULL);
}

TEST(ai_deterministic, "[ai] the same seeds give the same game, action for action")
{
    long n1, n2;
    uint64_t h1 = whole_game("rome", 5, "level2", "level1", &n1);
    uint64_t h2 = whole_game("rome", 5, "level2", "level1", &n2);
    CHECK(h1 == h2);
    CHECK_INT(n1, n2);
    CHECK(n1 > 20);
}

TEST(ai_best_attack, "[7.3] [8.2] level1 attacks 3-1 on a disrupted stack, not 1-1 elsewhere")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK(clear_hex(g, 1512) && clear_hex(g, 1612) && clear_hex(g, 1712));
    int ms = ps_game_place(g, 0, "MS", 1612, 0);          /* next to both targets */
    ps_game_place(g, 1, "SK", 1512, PS_UNIT_DISRUPTED);     /* defends at 1, +1 to the die */
    ps_game_place(g, 1, "MS", 1712, 0);                     /* defends at 3 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    ai_player *p = ai_player_new("level1", 1);
    ps_action a;
    bool deploy;
    CHECK_INT(ai_player_choose(p, g, &a, &deploy), PS_OK);
    CHECK(!deploy);
    CHECK_INT(a.kind, PS_ACT_MELEE);
    CHECK_INT(a.nunits, 1);
    CHECK_INT(a.units[0], ms);
    CHECK_INT(a.nhexes, 1);
    CHECK_INT(a.hexes[0], 1512);
    /* The structured odds it weighed: 3 against 1 is 3-1, +1, and every D eliminates. */
    ps_odds o;
    CHECK_INT(ps_game_odds_info(g, &a, &o), PS_OK);
    CHECK_INT(o.att_strength, 3 * 256);
    CHECK_INT(o.def_strength, 256);
    CHECK_INT(o.col_att, 3);
    CHECK_INT(o.col_def, 1);
    CHECK_INT(o.plus[0], 1);
    CHECK_INT(o.count[0][PS_RESULT_NONE], 1);
    ai_player_free(p);
    ps_game_free(g);
}

TEST(ai_takes_objective, "[11.3] level1 moves onto an undefended objective hex")
{
    ps_game *g = fixture_empty("rome");
    ps_goal goals[PS_GOAL_MAX];
    CHECK_INT(ps_game_goals(g, 0, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].kind, PS_GOAL_CONTROL);
    CHECK_INT(goals[0].nhexes, 1);
    int d = goals[0].hexes[0];
    CHECK_INT(d, 2828);
    int mi = ps_game_place(g, 0, "MI", 2826, 0);
    ps_game_place(g, 1, "AX", 1010, 0);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 9), PS_OK);
    CHECK_INT(ps_game_winner_now(g), -1);
    ai_player *p = ai_player_new("level1", 1);
    play_phase(p, g);
    CHECK_INT(unit_of(g, mi).hex, d);
    CHECK_INT(ps_game_winner_now(g), 0);
    ai_player_free(p);
    ps_game_free(g);
}

TEST(ai_bowman_safe, "[3.36] level1 takes a bowman out of reach of a melee it would lose")
{
    ps_game *g = fixture_empty("kadesh");
    int bw = ps_game_place(g, 0, "BW", 1512, 0);
    ps_game_place(g, 0, "L3", 1312, 0); /* in command: full Movement Allowance [10.2] */
    ps_game_place(g, 1, "MS", 1612, 0);
    ps_game_place(g, 1, "MS", 1612, 0);
    ps_game_place(g, 1, "AX", 1611, 0);
    ps_game_place(g, 1, "AX", 1611, 0);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    ai_player *p = ai_player_new("level1", 1);
    play_phase(p, g);
    ps_unit_more x = unit_of(g, bw);
    CHECK(x.on_map);
    CHECK(ps_hex_distance(x.hex, 1612) > 1 && ps_hex_distance(x.hex, 1611) > 1);
    ai_player_free(p);
    ps_game_free(g);
}

TEST(ai_api_what_if, "[7.3] odds from hexes not yet reached leave the game as it was")
{
    ps_game *g = fixture_empty("kadesh");
    int a = ps_game_place(g, 0, "MS", 1312, 0);
    int b = ps_game_place(g, 0, "AX", 1310, 0);
    ps_game_place(g, 1, "MI", 1512, 0);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    uint64_t before = ps_game_hash(g);
    ps_action act;
    char err[PS_ERR_MAX];
    CHECK_INT(ps_action_parse("melee 0,1 1512", &act, err, sizeof err), PS_OK);
    act.units[0] = (int16_t)a;
    act.units[1] = (int16_t)b;
    int from[2] = {1412, 1611};
    ps_odds o;
    CHECK_INT(ps_game_odds_what_if(g, 0, &act, from, &o), PS_OK);
    CHECK_INT(o.att_strength, 6 * 256);
    CHECK_INT(o.def_strength, 2 * 256);
    CHECK_INT(o.col_att, 3);
    CHECK(ps_game_hash(g) == before);
    CHECK_INT(unit_of(g, a).hex, 1312);
    /* From where they stand they are not adjacent [7.23]. */
    CHECK(ps_game_odds_what_if(g, 0, &act, NULL, &o) == PS_EILLEGAL);
    CHECK(ps_game_hash(g) == before);
    ps_game_free(g);
}

TEST(ai_api_goals, "[11.0] victory goals as data: Kadesh, Armageddon, Megiddo")
{
    ps_game *g = fixture_empty("kadesh");
    ps_goal goals[PS_GOAL_MAX];
    CHECK_INT(ps_game_goals(g, 0, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].kind, PS_GOAL_DESTROY);
    CHECK_INT(goals[0].n, 25);
    CHECK_INT(goals[0].m, 15);
    CHECK_INT(ps_game_goals(g, 1, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].kind, PS_GOAL_PREVENT);
    ps_game_free(g);
    g = fixture_empty("armageddon");
    CHECK_INT(ps_game_goals(g, 0, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].kind, PS_GOAL_EXIT);
    CHECK_INT(goals[0].n, 15);
    CHECK(goals[0].no_chariots);
    int hexes[64];
    int n = ps_game_goal_hexes(g, 0, 0, hexes, 64);
    CHECK(n > 0 && n < 64);
    for (int i = 0; i < n && i < 64; i++)
        CHECK(ps_hex_distance(hexes[i], 135) <= 5);
    ps_game_free(g);
    g = fixture_empty("megiddo");
    CHECK_INT(ps_game_goals(g, 1, goals, PS_GOAL_MAX), 1);
    CHECK_INT(goals[0].kind, PS_GOAL_KEEP_OUT);
    CHECK_INT(goals[0].n, 5);
    CHECK(ps_game_goal_hexes(g, 1, 0, hexes, 64) > 64);
    ps_crt crt;
    ps_game_crt(g, &crt);
    CHECK_INT(crt.die, 6);
    CHECK_INT(crt.col_att[0], 1);
    CHECK_INT(crt.col_def[0], 2);
    ps_game_free(g);
}

TEST(ai_selfplay_smoke, "[ai] level1 and level2 play whole games without a refused action")
{
    long n;
    whole_game("rome", 1, "level1", "random", &n);
    whole_game("rome", 2, "random", "level1", &n);
    whole_game("bubastis", 1, "level2", "level1", &n);
    whole_game("sinai", 1, "level1", "level2", &n);
    CHECK(n > 0);
}

TEST(ai_optional_rules, "[13.0] [16.0] [17.0] [18.0] [19.0] the players play with optional rules")
{
    long n;
    game_with("bubastis", 3, "level1", "level1", "panic,facing,retreat,contact", &n);
    CHECK(n > 0);
    game_with("bubastis", 3, "level1", "level2", "simultaneous", &n);
    CHECK(n > 0);
}

TEST(ai_rider_stays, "[C1.8] [C1.3] level1 keeps a bowman aboard its chariot across phases in "
                     "a stacking-1 army: the loaded chariot counts one, the rider none")
{
    ps_game *g = fixture_empty("babylon"); /* stacking 1 for both sides */
    int ch = -1, bw = -1;
    for (int hex = 1010; hex < 1030 && ch < 0; hex++)
        if (clear_hex(g, hex) && clear_hex(g, hex + 1)) {
            ch = ps_game_place(g, 0, "CH", hex, 0);
            bw = ps_game_place(g, 0, "BW", hex + 1, 0);
        }
    CHECK(ch >= 0 && bw >= 0);
    int far = -1;
    for (int hex = 3010; hex < 3030 && far < 0; hex++)
        if (clear_hex(g, hex))
            far = hex;
    CHECK(ps_game_place(g, 1, "MS", far, 0) >= 0); /* beyond the bowman's reach on foot */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_CHARIOT, 0, 1), PS_OK);
    ai_player *p = ai_player_new("level1", 1);
    play_phase(p, g);
    CHECK_INT(unit_of(g, bw).carrier, ch);
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK(st.phase != PS_PHASE_CHARIOT); /* the Chariot Phase ended with the rider aboard */
    while (st.phase != PS_PHASE_MOVEMENT && !st.over) {
        CHECK_INT(ps_game_play_text(g, "end"), PS_OK);
        ps_game_status(g, &st);
    }
    CHECK_INT(st.side_to_act, 0);
    play_phase(p, g);
    CHECK_INT(unit_of(g, bw).carrier, ch); /* not set down at the end of the Movement Phase */
    ai_player_free(p);
    ps_game_free(g);
}
