/* Melee combat [7.0]-[7.6], [3.36], [3.37], [10.1]: who may attack what, strengths and odds,
 * on hand-made positions in the open ground of the Kadesh map (rows 10-15 are clear).
 *
 * Geometry used below (hex.h): around an even-row hex CCRR the neighbours are E (CC+1,RR),
 * NE (CC+1,RR-1), NW (CC,RR-1), W (CC-1,RR), SW (CC,RR+1), SE (CC+1,RR+1); around 1512:
 * 1612 1611 1511 1412 1513 1613. */
#include "combat_util.h"

static ps_game *melee_position(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    return g;
}

TEST(melee_rulebook_26_vs_9, "[7.32] odds rounded for the defender: 26 against 9 is 2-1")
{
    ps_game *g = melee_position();
    int d[3];
    for (int i = 0; i < 3; i++)
        d[i] = put_unit(g, 1, "MS", 1512);
    int a[7];
    for (int i = 0; i < 3; i++)
        a[i] = put_unit(g, 0, "SD", 1612); /* E */
    for (int i = 3; i < 6; i++)
        a[i] = put_unit(g, 0, "SD", 1611); /* NE */
    a[6] = put_unit(g, 0, "MI", 1613);     /* SE: W stays open, no flank */
    char act[128];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4],
             a[5], a[6]);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 26\n"));
    CHECK(has_text(o, "defence 9\n"));
    CHECK(has_text(o, "odds 26 vs 9 = 2-1 [7.32]\n"));
    CHECK(!strstr(o, "flank"));
    /* 2-1, die 3: D. */
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), ": 26 vs 9 = 2-1, die 3: D"));
    for (int i = 0; i < 3; i++)
        CHECK(has_flag(g, d[i], UF_DISRUPTED | UF_DISRUPTED_NOW));
    ps_game_free(g);
}

TEST(melee_rulebook_flank, "[7.51] two 2s flank attacking a 4 is 8 to 4 (2-1)")
{
    ps_game *g = melee_position();
    int d = put_unit(g, 1, "SD", 1512);
    int a = put_unit(g, 0, "MI", 1612); /* E */
    int b = put_unit(g, 0, "MI", 1412); /* W: together they hold or touch all six */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 8\n"));
    CHECK(has_text(o, "flank attack"));
    CHECK(has_text(o, "odds 8 vs 4 = 2-1"));
    /* 2-1, die 6: D. */
    play_with(g, act, 6);
    CHECK(has_text(ps_game_events(g), "8 vs 4 = 2-1 (flank attack), die 6: D"));
    CHECK(has_flag(g, d, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(melee_flank_needs_every_hex, "[7.51] no flank attack while one hex around is uncovered")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "SD", 1512);
    int a = put_unit(g, 0, "MI", 1612); /* E covers NE, E, SE */
    int b = put_unit(g, 0, "MI", 1511); /* NW covers NE, NW, W */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 4\n")); /* SW is open */
    CHECK(has_text(o, "odds 4 vs 4 = 1-1"));
    int c = put_unit(g, 0, "MI", 1513); /* SW: now all six */
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", a, b, c);
    CHECK(has_text(odds_text(g, act), "attack 12\n"));
    ps_game_free(g);
}

TEST(melee_flank_only_attackers, "[7.53] [7.55] only attacking units flank; enemies never stop it")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "SD", 1512);
    int a = put_unit(g, 0, "MI", 1612);
    int b = put_unit(g, 0, "MI", 1412);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(odds_text(g, act), "attack 2\n")); /* b stands W but does not attack */
    /* Enemy units around do not interfere [7.55]. */
    put_unit(g, 1, "MS", 1511);
    put_unit(g, 1, "MS", 1613);
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    CHECK(has_text(odds_text(g, act), "attack 8\n"));
    ps_game_free(g);
}

TEST(melee_flank_map_edge, "[7.54] a unit against the map edge is not flanked by the edge")
{
    ps_game *g = melee_position();
    /* 0112 (even row, west edge): W (0012) is off the map.  E at 0212 covers NE, E, SE; NW
     * 0111 and SW 0113 cover W (geometrically, off the map) with NE/SW. */
    put_unit(g, 1, "SD", 112);
    int e = put_unit(g, 0, "MI", 212);
    int nw = put_unit(g, 0, "MI", 111);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 0112", e, nw);
    CHECK(has_text(odds_text(g, act), "attack 4\n")); /* SW open: the edge does not help */
    int sw = put_unit(g, 0, "MI", 113);
    snprintf(act, sizeof act, "melee %d,%d,%d 0112", e, nw, sw);
    CHECK(has_text(odds_text(g, act), "attack 12\n")); /* the full conditions hold [7.54] */
    ps_game_free(g);
}

TEST(melee_flank_last_correction, "[7.52] flank doubling comes after terrain and leader bonus")
{
    ps_game *g = melee_position();
    /* 1625 (odd row): NE 1624 is a stream hex, SW 1526 opposite. */
    put_unit(g, 1, "SD", 1625);
    int a = put_unit(g, 0, "MI", 1624);
    put_unit(g, 0, "L3", 1624);
    int b = put_unit(g, 0, "MI", 1526);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1625", a, b);
    const char *o = odds_text(g, act);
    /* 2 halved from the stream = 1, + leader 3 capped at 1 = 2; + 2; doubled = 8. */
    CHECK(has_text(o, "from a stream hex halved [7.6] = 1"));
    CHECK(has_text(o, "bonus 3, at most the attacking units' 1 [10.11]: +1"));
    CHECK(has_text(o, "doubled last [7.51], [7.52]: 8"));
    CHECK(has_text(o, "odds 8 vs 4 = 2-1"));
    ps_game_free(g);
}

TEST(melee_multi_hex_flank, "[7.51] several defending hexes: every hex around each (never met)")
{
    ps_game *g = melee_position();
    /* Two adjacent defending hexes share exactly two neighbours; attackers there cannot cover
     * the far sides, so a multi-hex attack is never a flank attack. */
    put_unit(g, 1, "MI", 1512);
    put_unit(g, 1, "MI", 1612);
    int a = put_unit(g, 0, "SD", 1611);
    int b = put_unit(g, 0, "SD", 1613);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512,1612", a, b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 8\n"));
    CHECK(has_text(o, "defence 4\n"));
    CHECK(!strstr(o, "flank"));
    ps_game_free(g);
}

TEST(melee_bracket_defends_half, "[3.37] a bracketed 3 defending is 3/2; it attacks at 3")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MC", 1512);
    int a = put_unit(g, 0, "MI", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "[3], bracketed: defends at half [3.37] = 1.5"));
    CHECK(has_text(o, "defence 1.5\n"));
    CHECK(has_text(o, "odds 2 vs 1.5 = 1-1"));
    ps_game_free(g);
    /* And in attack, full: MC [3] against MS 3 is 1-1. */
    g = melee_position();
    put_unit(g, 1, "MS", 1512);
    int mc = put_unit(g, 0, "MC", 1612);
    snprintf(act, sizeof act, "melee %d 1512", mc);
    o = odds_text(g, act);
    CHECK(has_text(o, "attack 3\n"));
    CHECK(has_text(o, "bracketed: full in attack [3.37]"));
    ps_game_free(g);
}

TEST(melee_fractions_retained, "[3.37] fractions are retained: halvings stack")
{
    ps_game *g = melee_position();
    /* Two SK [2] defending in woods: half, 1 each, then doubled: 2 each, 4. */
    put_unit(g, 1, "SK", 2220); /* woods */
    put_unit(g, 1, "SK", 2220);
    int a = put_unit(g, 0, "MC", 2120);
    char act[64];
    snprintf(act, sizeof act, "melee %d 2220", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "[2], bracketed: defends at half [3.37] = 1, in woods doubled [7.6] = 2"));
    CHECK(has_text(o, "defence 4\n"));
    CHECK(has_text(o, "odds 3 vs 4 = 1-2"));
    ps_game_free(g);
}

TEST(melee_dot_values, "[3.36] dot units: no attack; defend at 0 with melee units, else 1")
{
    ps_game *g = melee_position();
    int bw = put_unit(g, 1, "BW", 1512);
    int a = put_unit(g, 0, "MI", 1612);
    int d = put_unit(g, 0, "BW", 1611);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "dot, not stacked with a unit with a melee strength: 1 [3.36]"));
    CHECK(has_text(o, "odds 2 vs 1 = 2-1"));
    snprintf(act, sizeof act, "melee %d 1512", d);
    CHECK(has_text(refusal(g, act), "[3.36] unit"));
    ps_game_free(g);
    (void)bw;
    g = melee_position();
    put_unit(g, 1, "BW", 1512);
    put_unit(g, 1, "MS", 1512);
    a = put_unit(g, 0, "SD", 1612);
    snprintf(act, sizeof act, "melee %d 1512", a);
    o = odds_text(g, act);
    CHECK(has_text(o, "dot, stacked with a unit with a melee strength: 0 [3.36]"));
    CHECK(has_text(o, "defence 3\n"));
    ps_game_free(g);
}

TEST(melee_terrain_doubles_defender, "[7.6] defenders in woods are doubled")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 2220); /* woods, letter E */
    int a = put_unit(g, 0, "SD", 2120);
    char act[64];
    snprintf(act, sizeof act, "melee %d 2220", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "in woods doubled [7.6] = 6"));
    CHECK(has_text(o, "odds 4 vs 6 = 1-2"));
    ps_game_free(g);
}

TEST(melee_stream_halves_attacker, "[7.6] a unit attacking from a stream hex is halved")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MI", 1625);
    int a = put_unit(g, 0, "SD", 1624); /* stream */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1625", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 2\n"));
    CHECK(has_text(o, "odds 2 vs 2 = 1-1"));
    ps_game_free(g);
}

TEST(melee_adjacency, "[7.23] every attacking unit adjacent to every defending unit")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1712);
    int a = put_unit(g, 0, "SD", 1612); /* adjacent to both */
    int b = put_unit(g, 0, "SD", 1411); /* adjacent to 1412/1512? 1411 odd: SE 1412 */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1712", b);
    CHECK(has_text(refusal(g, act), "[7.23] unit"));
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    CHECK(has_text(refusal(g, act), "is not adjacent to 1512"));
    snprintf(act, sizeof act, "melee %d 1512,1712", a);
    CHECK_STR(refusal(g, act), "legal");
    ps_game_free(g);
}

TEST(melee_three_hexes, "[7.22] a unit or units in a single hex may attack \"two or more "
                        "adjacent hexes\": three hexes, one roll, three results; [7.23] a "
                        "second attacking hex cannot join")
{
    ps_game *g = melee_position();
    int d1 = put_unit(g, 1, "MI", 1512);
    int d2 = put_unit(g, 1, "MI", 1712);
    int d3 = put_unit(g, 1, "MI", 1611);
    int a = put_unit(g, 0, "SD", 1612); /* around 1612: 1712 1711 1611 1512 1613 1713 */
    int b = put_unit(g, 0, "SD", 1612);
    int c = put_unit(g, 0, "SD", 1612);
    int d = put_unit(g, 0, "SD", 1511); /* next to 1512 and 1611, not 1712 */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512,1712,1611", a, b, c);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "odds 12 vs 6 = 2-1"));
    CHECK(is_legal_listed(g, act));
    snprintf(act, sizeof act, "melee %d,%d,%d,%d 1512,1712,1611", a, b, c, d);
    CHECK(has_text(refusal(g, act), "is not adjacent to 1712"));
    snprintf(act, sizeof act, "melee %d,%d,%d 1512,1712,1611", a, b, c);
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), "die 3: 1512 D; 1712 D; 1611 D"));
    CHECK(has_flag(g, d1, UF_DISRUPTED) && has_flag(g, d2, UF_DISRUPTED) &&
          has_flag(g, d3, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(melee_two_hexes_one_roll, "[7.22] [8.24] one attack on two hexes: one roll, two results")
{
    ps_game *g = melee_position();
    int d1 = put_unit(g, 1, "MI", 1512);
    int d2 = ps_game_place(g, 1, "MI", 1712, PS_UNIT_DISRUPTED);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512,1712", a, b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "defence 4\n"));
    CHECK(has_text(o, "odds 8 vs 4 = 2-1"));
    CHECK(has_text(o, "1712: +1, it holds a disrupted unit [8.2] [8.24]"));
    CHECK(has_text(o, "1512: die 1 -, 2 -, 3 D, 4 D, 5 D, 6 D\n"));
    CHECK(has_text(o, "1712: die 1 -, 2 D, 3 D, 4 D, 5 D, 6 E\n"));
    CHECK(has_text(o, "1512: - 2/6, D 4/6\n"));
    CHECK(has_text(o, "1712: - 1/6, D 4/6, E 1/6\n"));
    play_with(g, act, 6);
    CHECK(has_text(ps_game_events(g), "die 6: 1512 D; 1712 (+1 disrupted) = 7 E"));
    CHECK(has_flag(g, d1, UF_DISRUPTED));
    CHECK(eliminated(g, d2));
    ps_game_free(g);
}

TEST(melee_once_per_phase, "[7.13] [7.14] a hex is attacked once, a unit attacks once")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1712);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1412);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    play_with(g, act, 1); /* 1-1, die 1: no effect */
    snprintf(act, sizeof act, "melee %d 1512", b);
    CHECK(has_text(refusal(g, act), "[7.13] 1512 has already been attacked"));
    snprintf(act, sizeof act, "melee %d 1712", a);
    CHECK(has_text(refusal(g, act), "[7.14] unit"));
    ps_game_free(g);
}

TEST(melee_disrupted_may_not_attack, "[8.2] [7.15] disrupted units may not attack")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 1512);
    int a = ps_game_place(g, 0, "SD", 1612, PS_UNIT_DISRUPTED);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(refusal(g, act), "[8.2] unit"));
    ps_game_free(g);
}

TEST(melee_fire_units, "[6.11] [6.51] a fire unit that fired this Player-Turn may not melee")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MI", 1512);
    int sk = put_unit(g, 0, "SK", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", sk);
    CHECK_STR(refusal(g, act), "legal"); /* [6.51] it did not fire: it may melee */
    CHECK(has_text(odds_text(g, act), "attack 2\n"));
    g->st.units[sk].fired_pturn = (int16_t)g->st.pturn; /* it fired this Player-Turn */
    CHECK(has_text(refusal(g, act), "[6.11] unit"));
    /* [6.52] firing in the previous (enemy) Player-Turn does not stop a melee. */
    g->st.units[sk].fired_pturn = (int16_t)(g->st.pturn - 1);
    CHECK_STR(refusal(g, act), "legal");
    ps_game_free(g);
}

TEST(melee_odds_limits, "[8.1] odds below 1-2 are not allowed; above 8-1 are 8-1")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "SD", 1512);
    put_unit(g, 1, "SD", 1512);
    int mi = put_unit(g, 0, "MI", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", mi);
    CHECK(has_text(refusal(g, act), "[8.1] 2 against 8 is below 1-2"));
    ps_game_free(g);
    g = melee_position();
    int d = put_unit(g, 1, "MI", 1512); /* 2 */
    int s[5];
    for (int i = 0; i < 5; i++)
        s[i] = put_unit(g, 0, "SD", 1612); /* 20 vs 2 = 10-1 */
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d 1512", s[0], s[1], s[2], s[3], s[4]);
    CHECK(has_text(odds_text(g, act), "odds 20 vs 2 = 8-1 [7.32] (above the last column"));
    play_with(g, act, 1);
    CHECK(eliminated(g, d));
    ps_game_free(g);
}

TEST(melee_leader_bonus_defence, "[10.11] [10.12] leader bonus: capped by the units, never to leaders")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MI", 1512); /* 2 */
    put_unit(g, 1, "L1", 1512); /* bonus 9, at most 2 */
    int a = put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "dot, stacked with a unit with a melee strength: 0 [3.36]"));
    CHECK(has_text(o, "bonus 9, at most the non-leader units' 2 [10.11]: +2"));
    CHECK(has_text(o, "defence 4\n"));
    ps_game_free(g);
    /* A lone leader: its own dot value, no bonus to itself [10.12]. */
    g = melee_position();
    put_unit(g, 1, "L2", 1512);
    put_unit(g, 1, "L3", 1512);
    a = put_unit(g, 0, "MI", 1612);
    snprintf(act, sizeof act, "melee %d 1512", a);
    o = odds_text(g, act);
    CHECK(has_text(o, "defence 2\n"));
    CHECK(has_text(o, "at most the non-leader units' 0 [10.11]: +0"));
    ps_game_free(g);
}

TEST(melee_leader_bonus_attack, "[10.13] [10.14] leader bonus in attack, for every attack from its hex")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "SD", 1512);
    put_unit(g, 1, "SD", 1712);
    int a = put_unit(g, 0, "MS", 1612);
    int b = put_unit(g, 0, "MS", 1612);
    put_unit(g, 0, "L2", 1612); /* +6, at most 3 per attack */
    int far = put_unit(g, 0, "MS", 1411);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(odds_text(g, act), "attack 6\n"));
    play_with(g, act, 1);
    snprintf(act, sizeof act, "melee %d 1712", b);
    CHECK(has_text(odds_text(g, act), "attack 6\n")); /* [10.14] again */
    /* A unit in another hex gets nothing from it. */
    (void)far;
    ps_game_free(g);
}

TEST(melee_chariot_passenger, "[C1.1] [C1.3] a chariot adds nothing; its passenger melees from it")
{
    ps_game *g = melee_position();
    int ch = put_unit(g, 0, "CH", 1612);
    int sk = put_unit(g, 0, "SK", 1612);
    g->st.units[sk].carrier = (int16_t)ch;
    put_unit(g, 1, "MI", 1512);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", sk);
    CHECK_STR(refusal(g, act), "legal");
    snprintf(act, sizeof act, "melee %d 1512", ch);
    CHECK(has_text(refusal(g, act), "[3.36] unit"));
    ps_game_free(g);
    /* Defending: chariot + SK [2] is the SK's 1; chariot + BW is the BW's 1; alone 1. */
    g = melee_position();
    ch = put_unit(g, 1, "CH", 1512);
    sk = put_unit(g, 1, "SK", 1512);
    g->st.units[sk].carrier = (int16_t)ch;
    int a = put_unit(g, 0, "MI", 1612);
    snprintf(act, sizeof act, "melee %d 1512", a);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "a chariot adds nothing to the units it carries or is stacked with: 0 [C1.1]"));
    CHECK(has_text(o, "defence 1\n"));
    ps_game_free(g);
    g = melee_position();
    put_unit(g, 1, "CH", 1512);
    a = put_unit(g, 0, "MI", 1612);
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(odds_text(g, act), "defence 1\n"));
    ps_game_free(g);
}

TEST(melee_phase_and_side, "[7.0] melee by the Phasing Player, in the Melee Phase, on enemies")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    int e = put_unit(g, 1, "SD", 1411);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(refusal(g, act), "[7.0] melee attacks are made in the Melee Combat Phase"));
    ps_game_free(g);
    g = melee_position();
    put_unit(g, 1, "MS", 1512);
    a = put_unit(g, 0, "SD", 1612);
    e = put_unit(g, 1, "SD", 1511);
    snprintf(act, sizeof act, "melee %d 1512", e);
    CHECK(has_text(refusal(g, act), "[7.0] unit"));
    snprintf(act, sizeof act, "melee %d 1613", a);
    CHECK(has_text(refusal(g, act), "[7.0] 1613 holds no enemy units"));
    ps_game_free(g);
}

TEST(melee_legal_count, "[7.21] legal melee attacks: singles, each hex's group, all together, pairs")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1712);
    put_unit(g, 0, "SD", 1612); /* adjacent to both */
    put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "MI", 1412); /* adjacent to 1512 only */
    put_unit(g, 0, "BW", 1412); /* dot: never */
    /* 1512: singles SD, SD (4 vs 3 1-1), MI (2 vs 3 1-2) = 3; group 1612 = 1; all = 1.
     * 1712: singles 2; group 1612 = 1.  Pair 1512+1712 from 1612: 8 vs 6 = 1. */
    CHECK_INT(count_legal(g, -1, PS_ACT_MELEE), 9);
    CHECK(is_legal_listed(g, "melee 2,3 1512,1712"));
    CHECK(is_legal_listed(g, "melee 2,3,4 1512"));
    CHECK_INT(count_legal(g, 4, PS_ACT_MELEE), 2); /* naming the MI: alone and all */
    ps_game_free(g);
}

TEST(melee_elevation_option, "[14.11] [14.21] [14.13] (optional) Class A/B attacking uphill or slope to slope: halved")
{
    /* Hill G on the Chariot map: 1718 and 1719 are slope hexes, 1819 ground, E of 1719. */
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_ELEVATION, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    put_unit(g, 1, "MI", 1719);
    int up = put_unit(g, 0, "MS", 1819);
    int across = put_unit(g, 0, "MS", 1718);
    int mc = put_unit(g, 0, "MC", 1720);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1719", up);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attacking uphill or slope to slope halved [14.11], [14.21] = 1.5"));
    CHECK(has_text(o, "odds 1.5 vs 2 = 1-2"));
    snprintf(act, sizeof act, "melee %d 1719", across);
    CHECK(has_text(odds_text(g, act), "attack 1.5\n"));
    /* [14.14] a Class C unit is not halved; [14.13] the leader bonus comes after. */
    snprintf(act, sizeof act, "melee %d 1719", mc);
    CHECK(has_text(odds_text(g, act), "attack 3\n"));
    put_unit(g, 0, "L3", 1819);
    snprintf(act, sizeof act, "melee %d 1719", up);
    CHECK(has_text(odds_text(g, act), "attack 3\n")); /* 1.5 + 1.5 */
    ps_game_free(g);
    /* Without the option: full strength. */
    g = melee_position();
    put_unit(g, 1, "MI", 1719);
    up = put_unit(g, 0, "MS", 1819);
    snprintf(act, sizeof act, "melee %d 1719", up);
    CHECK(has_text(odds_text(g, act), "odds 3 vs 2 = 1-1"));
    ps_game_free(g);
}

TEST(melee_panic_option, "[13.0] (optional) panicked units may not attack and defend at half")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_PANIC, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    ps_game_place(g, 1, "MS", 1512, PS_UNIT_PANICKED);
    int a = ps_game_place(g, 0, "SD", 1612, PS_UNIT_PANICKED);
    int b = put_unit(g, 0, "MI", 1611);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(refusal(g, act), "[13.0] unit"));
    snprintf(act, sizeof act, "melee %d 1512", b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "panicked halved [13.0] = 1.5"));
    CHECK(has_text(o, "odds 2 vs 1.5 = 1-1"));
    ps_game_free(g);
}

TEST(melee_stack_defends_as_one, "[7.12] [5.41] a stack defends as one total; no unit is singled out")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MI", 1512);
    put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    CHECK(has_text(odds_text(g, act), "odds 8 vs 5 = 1-1"));
    /* [7.11] the other unit of the stack need not join: it may attack elsewhere, or not. */
    snprintf(act, sizeof act, "melee %d 1512", a);
    CHECK(has_text(odds_text(g, act), "odds 4 vs 5 = 1-2"));
    ps_game_free(g);
}
