/* Fire combat [6.0]-[6.5] and Defensive Fire [6.4], [C1.5], on hand-made positions in the
 * open ground of the Kadesh map.  Lines used (hex_line): 1312-1412-1512 (2 hexes), 1812-1712-
 * 1612-1512 (3), 1912-...-1512 (4). */
#include "combat_util.h"

static ps_game *fire_position(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    return g;
}

TEST(fire_protection_not_units, "[6.22] fire is against the hex's Fire Protection, whatever the units")
{
    ps_game *g = fire_position();
    int t = put_unit(g, 1, "MS", 1512);
    int bw = put_unit(g, 0, "BW", 1312);
    int ib = put_unit(g, 0, "IB", 1812);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d 1512", bw, ib);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 4\n"));
    CHECK(has_text(o, "defence 3\n"));
    CHECK(has_text(o, "1512 clear: Fire Protection Strength 3, whatever the units in it [6.22]"));
    CHECK(has_text(o, "odds 4 vs 3 = 1-1"));
    put_unit(g, 1, "MS", 1512); /* a second unit: the same odds */
    CHECK(has_text(odds_text(g, act), "odds 4 vs 3 = 1-1"));
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    (void)t;
    ps_game_free(g);
}

TEST(fire_combines_ranges, "[6.21] units in different hexes, at different ranges, combine")
{
    ps_game *g = fire_position();
    int t = put_unit(g, 1, "MS", 1512);
    int bw = put_unit(g, 0, "BW", 1312);
    int ib = put_unit(g, 0, "IB", 1812);
    int sk = put_unit(g, 0, "SK", 1611);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d,%d 1512", bw, ib, sk);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "BW at 1312, range 2: 2"));
    CHECK(has_text(o, "IB at 1812, range 3: 2"));
    CHECK(has_text(o, "SK at 1611, range 1: 2"));
    CHECK(has_text(o, "odds 6 vs 3 = 2-1"));
    /* 2-1, die 4: D on the target. */
    play_with(g, act, 4);
    CHECK(has_text(ps_game_events(g), "fire 1,2,3 -> 1512: 6 vs 3 = 2-1, die 4: D\n"));
    CHECK(has_flag(g, t, UF_DISRUPTED | UF_DISRUPTED_NOW));
    CHECK(has_flag(g, bw, UF_ATTACKED | UF_FIRED));
    CHECK_INT(g->st.units[ib].fired_pturn, g->st.pturn);
    ps_game_free(g);
}

TEST(fire_range, "[3.35] [6.13] range counts the target hex, not the firing hex")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int ib = put_unit(g, 0, "IB", 1812); /* range 3, 3 hexes away */
    int far = put_unit(g, 0, "IB", 1912);
    int bw = put_unit(g, 0, "BW", 1812); /* range 2 */
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", ib);
    CHECK_STR(refusal(g, act), "legal");
    snprintf(act, sizeof act, "fire %d 1512", far);
    CHECK(has_text(refusal(g, act), "[6.13] 1512 is 4 hexes from unit"));
    CHECK(has_text(refusal(g, act), "beyond its Range Allowance of 3 [3.35]"));
    snprintf(act, sizeof act, "fire %d 1512", bw);
    CHECK(has_text(refusal(g, act), "beyond its Range Allowance of 2"));
    ps_game_free(g);
}

TEST(fire_only_fire_units, "[3.35] only fire units fire; [6.0] only the Phasing Player's, at enemies")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int ms = put_unit(g, 0, "MS", 1612);
    int sk = put_unit(g, 0, "SK", 1611);
    int enemy_bw = put_unit(g, 1, "BW", 1412);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", ms);
    CHECK(has_text(refusal(g, act), "[3.35] unit"));
    CHECK(has_text(refusal(g, act), "is not a fire unit"));
    snprintf(act, sizeof act, "fire %d 1512", sk);
    CHECK_STR(refusal(g, act), "legal");
    snprintf(act, sizeof act, "fire %d 1512", enemy_bw);
    CHECK(has_text(refusal(g, act), "[6.0] unit"));
    snprintf(act, sizeof act, "fire %d 1711", sk);
    CHECK(has_text(refusal(g, act), "[6.0] 1711 holds no enemy units"));
    ps_game_free(g);
    /* Not in the Melee Phase. */
    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    put_unit(g, 1, "MS", 1512);
    sk = put_unit(g, 0, "SK", 1612);
    snprintf(act, sizeof act, "fire %d 1512", sk);
    CHECK(has_text(refusal(g, act), "[6.0] fire attacks are made in the Fire Combat Phase"));
    ps_game_free(g);
}

TEST(fire_one_hex, "[6.16] [6.31] a fire attack has one target hex")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1611);
    int sk = put_unit(g, 0, "SK", 1612);
    ps_action a;
    memset(&a, 0, sizeof a);
    a.kind = PS_ACT_FIRE;
    a.nunits = 1;
    a.units[0] = (int16_t)sk;
    a.nhexes = 2;
    a.hexes[0] = 1512;
    a.hexes[1] = 1611;
    CHECK_INT(ps_game_check(g, &a), PS_EILLEGAL);
    CHECK(has_text(ps_game_error(g), "[6.16] a fire attack has exactly one target hex"));
    ps_game_free(g);
}

TEST(fire_disrupted, "[8.2] disrupted units may not fire")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int sk = ps_game_place(g, 0, "SK", 1612, PS_UNIT_DISRUPTED);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", sk);
    CHECK(has_text(refusal(g, act), "[8.2] unit"));
    ps_game_free(g);
}

TEST(fire_consecutive, "[6.12] [6.43] [6.51] never fire in consecutive Player-Turns")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int sk = put_unit(g, 0, "SK", 1612);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", sk);
    g->st.pturn = 5;
    g->st.units[sk].fired_pturn = 4; /* Defensive Fire in the enemy Player-Turn before */
    CHECK(has_text(refusal(g, act), "[6.12] unit"));
    g->st.units[sk].fired_pturn = 3;
    CHECK_STR(refusal(g, act), "legal");
    ps_game_free(g);
    /* Offensive fire in Player-Turn 0, then the enemy's Defensive Fire after Chariots in
     * Player-Turn 1: the unit may not fire [6.12]; one that did not fire may [6.43]. */
    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    int t = put_unit(g, 1, "CH", 1512);
    sk = put_unit(g, 0, "SK", 1612);
    int ib = put_unit(g, 0, "IB", 1611);
    snprintf(act, sizeof act, "fire %d 1512", sk);
    play_with(g, act, 1);
    g->st.pturn = 1;
    g->st.phase = PS_PHASE_CHARIOT_DEFENSIVE_FIRE;
    g->st.phasing = 1;
    g->st.to_act = 0;
    g->st.units[t].flags = UF_MOVED;
    g->st.units[sk].flags = 0;
    CHECK(has_text(refusal(g, act), "[6.12] unit"));
    snprintf(act, sizeof act, "fire %d 1512", ib);
    CHECK_STR(refusal(g, act), "legal");
    play_with(g, act, 1);
    /* [6.43] after the Movement Phase of the same Player-Turn it may not fire again. */
    g->st.phase = PS_PHASE_DEFENSIVE_FIRE;
    for (int u = 0; u < g->st.nunits; u++)
        g->st.units[u].flags &= (uint16_t)~(UF_ATTACKED | UF_DEFENDED);
    CHECK(has_text(refusal(g, act), "[6.43] unit"));
    ps_game_free(g);
}

TEST(fire_once_per_phase, "[6.15] a unit fires once, a hex is fired at once, per Combat Phase")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1411);
    int a = put_unit(g, 0, "IB", 1812);
    int b = put_unit(g, 0, "IB", 1312);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", a);
    play_with(g, act, 1); /* 2 vs 3, 1-2: die 1 no effect */
    CHECK(has_text(ps_game_events(g), ": 2 vs 3 = 1-2, die 1: -"));
    snprintf(act, sizeof act, "fire %d 1512", b);
    CHECK(has_text(refusal(g, act), "[6.15] 1512 has already been attacked in this phase"));
    snprintf(act, sizeof act, "fire %d,%d 1411", a, b);
    CHECK(has_text(refusal(g, act), "[6.15] unit"));
    snprintf(act, sizeof act, "fire %d,%d 1411", b, b);
    CHECK(has_text(refusal(g, act), "[6.15] unit"));
    CHECK(has_text(refusal(g, act), "named twice"));
    ps_game_free(g);
}

TEST(fire_from_stream, "[6.33] Ff units may not fire from stream hexes; Mf not from swamp")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1624);          /* stream: Fire Protection 1 */
    int bw = put_unit(g, 0, "BW", 1524); /* stream */
    int hb = put_unit(g, 0, "HB", 1625);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1624", bw);
    CHECK(has_text(refusal(g, act), "[6.33] Ff unit"));
    CHECK(has_text(refusal(g, act), "may not fire from the stream hex 1524"));
    snprintf(act, sizeof act, "fire %d 1624", hb);
    CHECK_STR(refusal(g, act), "legal");
    g->map.hexes[hex_of(1625)].cover = COVER_SWAMP; /* the Chariot map has none: make one */
    CHECK(has_text(refusal(g, act), "[6.33] Mf unit"));
    CHECK(has_text(refusal(g, act), "from the swamp hex 1625"));
    ps_game_free(g);
}

TEST(fire_into_stream_and_woods, "[6.22] [6.32] fire into woods (4) and stream (1) hexes")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 2220); /* woods */
    put_unit(g, 1, "MS", 1624); /* stream */
    int sk = put_unit(g, 0, "SK", 2120);
    int sk2 = put_unit(g, 0, "SK", 1625);
    char act[64];
    snprintf(act, sizeof act, "fire %d 2220", sk);
    CHECK(has_text(odds_text(g, act), "odds 2 vs 4 = 1-2"));
    snprintf(act, sizeof act, "fire %d 1624", sk2);
    CHECK(has_text(odds_text(g, act), "1624 stream: Fire Protection Strength 1"));
    CHECK(has_text(odds_text(g, act), "odds 2 vs 1 = 2-1"));
    ps_game_free(g);
}

TEST(fire_results_all_units, "[6.23] fire results apply to every unit in the hex")
{
    ps_game *g = fire_position();
    int d1 = put_unit(g, 1, "MS", 1512);
    int d2 = put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SK", 1612);
    int b = put_unit(g, 0, "SK", 1611);
    int c = put_unit(g, 0, "IB", 1312);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d,%d 1512", a, b, c);
    play_with(g, act, 3); /* 6 vs 3, 2-1, die 3: D */
    CHECK(has_flag(g, d1, UF_DISRUPTED));
    CHECK(has_flag(g, d2, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(fire_defensive, "[6.42] Defensive Fire: the non-Phasing Player, at adjacent hexes entered")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_DEFENSIVE_FIRE, 0, 3), PS_OK);
    int moved = put_unit(g, 0, "MS", 1612);
    int stayed = put_unit(g, 0, "MS", 1511);
    int far = put_unit(g, 0, "MS", 1712);
    set_flag(g, moved, UF_MOVED);
    set_flag(g, far, UF_MOVED);
    int bw = put_unit(g, 1, "BW", 1512);
    int ib = put_unit(g, 1, "IB", 1512);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1612", bw);
    CHECK_STR(refusal(g, act), "legal");
    snprintf(act, sizeof act, "fire %d 1511", bw);
    CHECK(has_text(refusal(g, act), "[6.42] no enemy unit moved into 1511 in the Movement Phase"));
    snprintf(act, sizeof act, "fire %d 1712", ib);
    CHECK(has_text(refusal(g, act), "[6.42] Defensive Fire is only at adjacent hexes"));
    /* The Phasing Player does not fire now. */
    int own = put_unit(g, 0, "SK", 1613);
    snprintf(act, sizeof act, "fire %d 1612", own);
    CHECK(has_text(refusal(g, act), "[6.0] unit"));
    /* [6.45] the stacked units fire separately, into different hexes, each hex once. */
    set_flag(g, stayed, UF_MOVED);
    snprintf(act, sizeof act, "fire %d 1612", bw);
    play_with(g, act, 1);
    CHECK_INT(g->st.units[bw].fired_pturn, g->st.pturn);
    snprintf(act, sizeof act, "fire %d 1612", ib);
    CHECK(has_text(refusal(g, act), "[6.45] 1612 has already been attacked"));
    snprintf(act, sizeof act, "fire %d 1511", ib);
    CHECK_STR(refusal(g, act), "legal");
    ps_game_free(g);
}

TEST(fire_defensive_chariots, "[C1.5] Defensive Fire after the Chariot Phase at chariots that moved")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_CHARIOT_DEFENSIVE_FIRE, 0, 3), PS_OK);
    int ch = put_unit(g, 0, "CH", 1612);
    int rider = put_unit(g, 0, "BW", 1612);
    g->st.units[rider].carrier = (int16_t)ch;
    set_flag(g, ch, UF_MOVED);
    set_flag(g, rider, UF_MOVED);
    int still = put_unit(g, 0, "CH", 1411);
    (void)still;
    int bw = put_unit(g, 1, "BW", 1512);
    int sk = put_unit(g, 1, "SK", 1512);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1411", bw);
    CHECK(has_text(refusal(g, act), "[C1.5] no enemy unit moved into 1411 in the Chariot Phase"));
    snprintf(act, sizeof act, "fire %d,%d 1612", bw, sk);
    CHECK(has_text(odds_text(g, act), "odds 4 vs 3 = 1-1"));
    /* 1-1, die 5: D on chariot and passenger [6.23]. */
    play_with(g, act, 5);
    CHECK(has_flag(g, ch, UF_DISRUPTED));
    CHECK(has_flag(g, rider, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(fire_from_chariot, "[C1.3] a unit carried on a chariot fires without disembarking")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int ch = put_unit(g, 0, "CH", 1312);
    int bw = put_unit(g, 0, "BW", 1312);
    g->st.units[bw].carrier = (int16_t)ch;
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", bw);
    CHECK_STR(refusal(g, act), "legal");
    snprintf(act, sizeof act, "fire %d 1512", ch);
    CHECK(has_text(refusal(g, act), "[3.35] unit"));
    snprintf(act, sizeof act, "fire %d 1512", bw);
    play_with(g, act, 6); /* 2 vs 3, 1-2, die 6: D */
    CHECK(has_text(ps_game_events(g), "die 6: D"));
    ps_game_free(g);
}

TEST(fire_legal_count, "[6.21] legal fire attacks: every single-unit attack and each target's all")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);  /* reached by BW 1312 (2), IB 1812 (3), SK 1612 (1) */
    put_unit(g, 1, "L4", 1513);  /* a lone leader: fire never harms it [10.31]: no target */
    put_unit(g, 1, "MS", 2220);  /* woods, Fire Protection 4: SK 2120 alone is 2 vs 4 */
    put_unit(g, 0, "BW", 1312);
    put_unit(g, 0, "IB", 1812);
    put_unit(g, 0, "SK", 1611);
    put_unit(g, 0, "SK", 2120);
    put_unit(g, 0, "MS", 1411);  /* not a fire unit; and it stands between nothing */
    /* 1512: 3 singles + all three; 2220: the SK alone (2 vs 4 = 1-2); IB 1812 is 4 from it. */
    CHECK_INT(count_legal(g, -1, PS_ACT_FIRE), 5);
    CHECK(is_legal_listed(g, "fire 3,4,5 1512"));
    CHECK(is_legal_listed(g, "fire 6 2220"));
    CHECK_INT(count_legal(g, 4, PS_ACT_FIRE), 2);
    ps_game_free(g);
}

TEST(fire_stack_independent, "[6.14] units of a stack fire independently, at different hexes")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1511);
    put_unit(g, 1, "MS", 1513);
    int a = put_unit(g, 0, "IB", 1512);
    int b = put_unit(g, 0, "IB", 1512);
    put_unit(g, 0, "MS", 1512); /* stays out of it */
    char act[64];
    snprintf(act, sizeof act, "fire %d 1511", a);
    play_with(g, act, 1);
    snprintf(act, sizeof act, "fire %d 1513", b);
    CHECK_STR(refusal(g, act), "legal");
    ps_game_free(g);
}

TEST(fire_no_flank, "[7.56] fire combat never benefits from a flank attack")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SK", 1612); /* E and W: a melee flank position */
    int b = put_unit(g, 0, "SK", 1412);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d 1512", a, b);
    const char *o = odds_text(g, act);
    CHECK(has_text(o, "attack 4\n"));
    CHECK(!strstr(o, "flank"));
    ps_game_free(g);
}

TEST(fire_protection_features, "[6.22] a hex of several features: water, then cover, then elevation; roads never [5.53]")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1624); /* clear + stream */
    int sk = put_unit(g, 0, "SK", 1625);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1624", sk);
    CHECK(has_text(odds_text(g, act), "1624 stream: Fire Protection Strength 1"));
    g->map.hexes[hex_of(1624)].cover = COVER_WOODS; /* woods + stream: still the stream's 1 */
    CHECK(has_text(odds_text(g, act), "1624 stream: Fire Protection Strength 1"));
    g->map.hexes[hex_of(1624)].water = WATER_NONE;
    g->map.hexes[hex_of(1624)].elevation = ELEV_SLOPE; /* wooded slope: the woods' 4 */
    CHECK(has_text(odds_text(g, act), "1624 woods: Fire Protection Strength 4"));
    g->map.hexes[hex_of(1624)].cover = COVER_NONE;
    g->map.hexes[hex_of(1624)].elevation = ELEV_HILLTOP; /* hilltop: as the other terrain */
    g->map.hexes[hex_of(1624)].road = 1;                 /* [5.53] the road's 2 is ignored */
    CHECK(has_text(odds_text(g, act), "1624 clear: Fire Protection Strength 3"));
    ps_game_free(g);
}

TEST(fire_forced_die_marked, "[protocol] the history tells a forced die from one of the stream (issue 12 B11)")
{
    ps_game *g = fire_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MS", 1508);
    int bw = put_unit(g, 0, "BW", 1312);
    int ib = put_unit(g, 0, "IB", 1812);
    int bw2 = put_unit(g, 0, "BW", 1308);
    int ib2 = put_unit(g, 0, "IB", 1808);
    int six[] = {6};
    CHECK_INT(ps_game_force_dice(g, six, 1), PS_OK);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d 1512", bw, ib);
    CHECK_INT(ps_game_play_text(g, act), PS_OK);
    int depth = ps_game_undo_depth(g), dice[4];
    CHECK_INT(ps_game_history_dice(g, depth - 1, dice, 4), 1);
    CHECK_INT(dice[0], 6);
    CHECK_INT(ps_game_history_forced(g, depth - 1), 1);
    snprintf(act, sizeof act, "fire %d,%d 1508", bw2, ib2); /* [6.15] another hex */
    CHECK_INT(ps_game_play_text(g, act), PS_OK);
    CHECK_INT(ps_game_history_dice(g, depth, dice, 4), 1);
    CHECK_INT(ps_game_history_forced(g, depth), 0);
    CHECK_INT(ps_game_history_forced(g, depth + 1), 0);
    CHECK_INT(ps_game_history_forced(g, -1), 0);
    ps_game_free(g);
}
