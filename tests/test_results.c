/* Combat results [8.0]-[8.4], leaders in combat [10.3], [C2.2], and the bookkeeping of losses
 * [11.2], [11.25], on hand-made positions in the open ground of the Kadesh map (side 0
 * Hittites, stacking 3; side 1 Egyptians, stacking 2).  The CRT rows used: at 1-1 dice 4-6 D;
 * at 2-1 dice 3-6 D and 7 E; at 3-1 dice 5-6 1/2E, 7 E; at 8-1 every die E. */
#include "combat_util.h"

static ps_game *melee_position(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    return g;
}

static int to_act(const ps_game *g)
{
    ps_status_info s;
    ps_game_status(g, &s);
    return s.side_to_act;
}

TEST(results_disrupted_again, "[8.22] a disrupted unit disrupted again is eliminated; [11.2] its VP")
{
    ps_game *g = melee_position();
    int d = ps_game_place(g, 1, "MS", 1512, PS_UNIT_DISRUPTED);
    int a = put_unit(g, 0, "MS", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    /* 3 vs 3, 1-1; die 3 +1 = 4: D on a disrupted unit. */
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), ": 3 vs 3 = 1-1, die 3 (+1 disrupted) = 4: D\n"));
    CHECK(has_text(ps_game_events(g), "unit 0 MS at 1512 eliminated, disrupted again [8.22]: 2 VP "
                                      "to the Hittites"));
    CHECK(eliminated(g, d));
    ps_status_info s;
    ps_game_status(g, &s);
    CHECK_INT(s.vp[0], 2);
    CHECK_INT(s.units_lost[1], 1);
    ps_game_free(g);
}

TEST(results_event_format, "[8.2] the +1 against a disrupted stack is in the log with the result")
{
    ps_game *g = melee_position();
    int d1 = ps_game_place(g, 1, "SD", 1512, PS_UNIT_DISRUPTED);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1511);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, b);
    play_with(g, act, 6);
    CHECK(has_text(ps_game_events(g), "melee 1,2 -> 1512: 8 vs 4 = 2-1, die 6 (+1 disrupted) = 7: E\n"));
    CHECK(eliminated(g, d1));
    ps_game_free(g);
}

TEST(results_half_choice, "[8.1] 1/2E: the defender chooses half, the rest are disrupted")
{
    ps_game *g = melee_position();
    int ms = put_unit(g, 1, "MS", 1512);
    int mi = put_unit(g, 1, "MI", 1512); /* 5 */
    int a[5];
    for (int i = 0; i < 5; i++)
        a[i] = put_unit(g, 0, "MS", 1612); /* 15 vs 5 = 3-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4]);
    play_with(g, act, 5);
    CHECK(has_text(ps_game_events(g), "15 vs 5 = 3-1, die 5: 1/2E"));
    CHECK(has_text(ps_game_events(g), "the Egyptians choose 1 of 2 units to lose"));
    CHECK_INT(g->st.pending.kind, PENDING_LOSE);
    CHECK_INT(to_act(g), 1);
    CHECK_INT(count_legal(g, -1, PS_ACT_LOSE), 2);
    CHECK(is_legal_listed(g, "end"));
    CHECK(has_text(refusal(g, "end"), "legal"));
    snprintf(act, sizeof act, "melee %d 1512", a[0]);
    CHECK(has_text(refusal(g, act), "[8.0] the Egyptians must first decide"));
    snprintf(act, sizeof act, "lose %d,%d", ms, mi);
    CHECK(has_text(refusal(g, act), "[8.1] the Egyptians must choose exactly 1 unit"));
    snprintf(act, sizeof act, "lose %d", a[0]);
    CHECK(has_text(refusal(g, act), "[8.1] unit"));
    snprintf(act, sizeof act, "lose %d", ms);
    play_ok(g, act);
    CHECK(eliminated(g, ms));
    CHECK(has_flag(g, mi, UF_DISRUPTED | UF_DISRUPTED_NOW));
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    CHECK_INT(to_act(g), 0);
    CHECK_INT(g->st.vp[0], 2);
    ps_game_free(g);
}

TEST(results_half_majority, "[8.1] 1/2E on an odd number: the majority; leaders not counted")
{
    ps_game *g = melee_position();
    int u[3];
    for (int i = 0; i < 3; i++)
        u[i] = put_unit(g, 1, "MI", 1512); /* 6 */
    int a[6];
    for (int i = 0; i < 6; i++)
        a[i] = put_unit(g, 0, "MS", 1612); /* 18 vs 6 = 3-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4], a[5]);
    play_with(g, act, 6);
    CHECK(has_text(ps_game_events(g), "choose 2 of 3 units to lose"));
    /* Three interchangeable MI: one distinct choice. */
    CHECK_INT(count_legal(g, -1, PS_ACT_LOSE), 1);
    play_ok(g, "end");
    CHECK(eliminated(g, u[0]) && eliminated(g, u[1]));
    CHECK(has_flag(g, u[2], UF_DISRUPTED));
    CHECK_INT(g->st.lost_units[1], 2);
    ps_game_free(g);
    /* One unit and a leader: the unit is "half": eliminated with no choice. */
    g = melee_position();
    int lone = put_unit(g, 1, "MI", 1512);
    int l = put_unit(g, 1, "L3", 1512); /* 2 + 2 bonus = 4 */
    for (int i = 0; i < 4; i++)
        a[i] = put_unit(g, 0, "MS", 1612); /* 12 vs 4 = 3-1 */
    snprintf(act, sizeof act, "melee %d,%d,%d,%d 1512", a[0], a[1], a[2], a[3]);
    play_with(g, act, 5);
    CHECK(eliminated(g, lone));
    CHECK_STR(type_of(g, l), "L4"); /* [10.33] reduced */
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_game_free(g);
}

TEST(results_half_default, "[8.1] 'end' on a 1/2E: doomed units first, then the fewest VP")
{
    ps_game *g = melee_position();
    int ms = put_unit(g, 1, "MS", 1512);
    int mi = put_unit(g, 1, "MI", 1512);
    int a[5];
    for (int i = 0; i < 5; i++)
        a[i] = put_unit(g, 0, "MS", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4]);
    play_with(g, act, 5);
    play_ok(g, "end");
    CHECK(eliminated(g, mi)); /* 1 VP before 2 */
    CHECK(has_flag(g, ms, UF_DISRUPTED));
    ps_game_free(g);
    /* A disrupted MS would die as the disrupted rest anyway [8.22]: it goes first. */
    g = melee_position();
    ms = ps_game_place(g, 1, "MS", 1512, PS_UNIT_DISRUPTED);
    mi = put_unit(g, 1, "MI", 1512);
    for (int i = 0; i < 5; i++)
        a[i] = put_unit(g, 0, "MS", 1612);
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4]);
    play_with(g, act, 4); /* 3-1, 4 + 1 = 5: 1/2E */
    play_ok(g, "end");
    CHECK(eliminated(g, ms));
    CHECK(on_map(g, mi) && has_flag(g, mi, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(results_elim_all, "[8.1] E eliminates every unit, leaders too, in melee [10.3]")
{
    ps_game *g = melee_position();
    int ms = put_unit(g, 1, "MS", 1512);
    int l = put_unit(g, 1, "L2", 1512); /* 3 + 3 = 6 */
    int a[8];
    for (int i = 0; i < 8; i++)
        a[i] = put_unit(g, 0, "SD", 1612); /* 32 vs 6: 5-1 */
    char act[96];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4],
             a[5], a[6], a[7]);
    CHECK(has_text(odds_text(g, act), "odds 32 vs 6 = 5-1"));
    play_with(g, act, 5);
    CHECK(eliminated(g, ms) && eliminated(g, l));
    CHECK_INT(g->st.vp[0], 3); /* MS 2 + leader 1 */
    CHECK_INT(g->st.lost_units[1], 1); /* [11.25] leaders are not counted */
    ps_game_free(g);
}

TEST(results_leader_reduced, "[10.3] a \"2\" leader disrupted in melee becomes a \"3\"; his units are not disrupted")
{
    ps_game *g = melee_position();
    int ms = put_unit(g, 1, "MS", 1512);
    int l = put_unit(g, 1, "L2", 1512); /* 3 + 3 (capped) = 6 */
    int a[3];
    for (int i = 0; i < 3; i++)
        a[i] = put_unit(g, 0, "SD", 1612); /* 12 vs 6 = 2-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", a[0], a[1], a[2]);
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), "unit 1 L2 at 1512 reduced to L3 [10.3]"));
    CHECK_STR(type_of(g, l), "L3");
    CHECK(!has_flag(g, ms, UF_DISRUPTED)); /* [10.0], [10.32] */
    CHECK_INT(g->st.vp[0], 0);
    ps_game_free(g);
}

TEST(results_leader_4_eliminated, "[10.32] a \"4\" reduced is eliminated and still saves his units")
{
    ps_game *g = melee_position();
    int ms = put_unit(g, 1, "MS", 1512);
    int l = put_unit(g, 1, "L4", 1512);
    int a[3];
    for (int i = 0; i < 3; i++)
        a[i] = put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512", a[0], a[1], a[2]);
    play_with(g, act, 4);
    CHECK(eliminated(g, l));
    CHECK(has_text(ps_game_events(g), "a level 4 leader reduced [10.3]"));
    CHECK(on_map(g, ms) && !has_flag(g, ms, UF_DISRUPTED));
    CHECK_INT(g->st.vp[0], 1);
    ps_game_free(g);
}

TEST(results_civilian_leaders, "[C2.2] [C2.3] civilian 5 becomes 6, 6 is eliminated; a 4 never becomes 5")
{
    ps_game *g = melee_position();
    int l5 = put_unit(g, 1, "L5", 1512);
    int l6 = put_unit(g, 1, "L6", 1512);
    int a = put_unit(g, 0, "MS", 1612); /* 3 vs 2 (two lone dots) = 1-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    play_with(g, act, 4); /* D */
    CHECK_STR(type_of(g, l5), "L6");
    CHECK(eliminated(g, l6));
    CHECK_INT(g->st.lost_units[1], 0);
    CHECK_INT(g->st.vp[0], 1);
    ps_game_free(g);
    g = melee_position();
    int l4 = put_unit(g, 1, "L4", 1712);
    a = put_unit(g, 0, "MS", 1612);
    snprintf(act, sizeof act, "melee %d 1712", a);
    play_with(g, act, 3); /* 3 vs 1 = 3-1, die 3: D */
    CHECK(eliminated(g, l4));
    ps_game_free(g);
}

TEST(results_leader_half, "[10.33] 1/2E in melee: leaders reduced, half the units lost, the rest not disrupted")
{
    ps_game *g = melee_position();
    int m1 = put_unit(g, 1, "MI", 1512);
    int m2 = put_unit(g, 1, "MI", 1512);
    int l = put_unit(g, 1, "L3", 1512); /* 4 + 3 = 7 */
    int a[7];
    for (int i = 0; i < 7; i++)
        a[i] = put_unit(g, 0, "MS", 1612); /* 21 vs 7 = 3-1 */
    char act[96];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4],
             a[5], a[6]);
    play_with(g, act, 6);
    CHECK_STR(type_of(g, l), "L4");
    snprintf(act, sizeof act, "lose %d", m2);
    play_ok(g, act);
    CHECK(eliminated(g, m2));
    CHECK(on_map(g, m1) && !has_flag(g, m1, UF_DISRUPTED));
    CHECK(has_text(ps_game_events(g), "is not disrupted: it is stacked with a leader [10.32]"));
    ps_game_free(g);
}

TEST(results_fire_leaders, "[10.31] fire never harms leaders; their units ignore D but not 1/2E or E")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    int ms = put_unit(g, 1, "MS", 1512);
    int l = put_unit(g, 1, "L2", 1512);
    int sk1 = put_unit(g, 0, "SK", 1612);
    char act[64];
    snprintf(act, sizeof act, "fire %d 1512", sk1);
    play_with(g, act, 6); /* 2 vs 3 = 1-2, die 6: D, ignored */
    CHECK(has_text(ps_game_events(g), "units stacked with a leader ignore D from fire [10.31]"));
    CHECK(!has_flag(g, ms, UF_DISRUPTED));
    CHECK_STR(type_of(g, l), "L2");
    ps_game_free(g);
    /* 1/2E: half the units, the leader untouched, the rest not disrupted. */
    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    ms = put_unit(g, 1, "MS", 1512);
    int ms2 = put_unit(g, 1, "MS", 1512);
    l = put_unit(g, 1, "L2", 1512);
    int f[5];
    f[0] = put_unit(g, 0, "SK", 1612);
    f[1] = put_unit(g, 0, "SK", 1611);
    f[2] = put_unit(g, 0, "IB", 1312);
    f[3] = put_unit(g, 0, "BW", 1312);
    f[4] = put_unit(g, 0, "SK", 1613);
    snprintf(act, sizeof act, "fire %d,%d,%d,%d,%d 1512", f[0], f[1], f[2], f[3], f[4]);
    CHECK(has_text(odds_text(g, act), "odds 10 vs 3 = 3-1"));
    play_with(g, act, 5); /* 1/2E */
    snprintf(act, sizeof act, "lose %d", ms);
    play_ok(g, act);
    CHECK(eliminated(g, ms));
    CHECK(on_map(g, ms2) && !has_flag(g, ms2, UF_DISRUPTED)); /* [10.31] */
    CHECK(has_text(ps_game_events(g), "stacked with a leader [10.31]"));
    CHECK_STR(type_of(g, l), "L2");
    ps_game_free(g);
    /* E: the units die, the leader stays, and the hex is not vacated. */
    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    ms = ps_game_place(g, 1, "MS", 1512, PS_UNIT_DISRUPTED);
    l = put_unit(g, 1, "L2", 1512);
    sk1 = put_unit(g, 0, "SK", 1612);
    int sk2 = put_unit(g, 0, "SK", 1611);
    int ib = put_unit(g, 0, "IB", 1312);
    snprintf(act, sizeof act, "fire %d,%d,%d 1512", sk1, sk2, ib);
    play_with(g, act, 6); /* 2-1, 6 + 1 = 7: E */
    CHECK(eliminated(g, ms));
    CHECK(on_map(g, l));
    CHECK(has_text(ps_game_events(g), "1512: fire never harms leaders [10.31]"));
    CHECK_INT(g->st.pending.kind, PENDING_NONE); /* the leader holds the hex: no advance */
    ps_game_free(g);
}

TEST(results_advance_melee, "[8.4] after melee the attacking units may advance into the vacated hex")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MI", 1512);
    int a[4];
    for (int i = 0; i < 4; i++)
        a[i] = put_unit(g, 0, "SD", 1612); /* 16 vs 2: 8-1 */
    int other = put_unit(g, 0, "SD", 1511); /* not attacking */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d 1512", a[0], a[1], a[2], a[3]);
    play_with(g, act, 1);
    CHECK(has_text(ps_game_events(g), "1512 vacated: the Hittites may advance [8.4]"));
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    CHECK_INT(to_act(g), 0);
    /* Subsets of up to three of the four (stacking 3): 4 + 6 + 4 = 14. */
    CHECK_INT(count_legal(g, -1, PS_ACT_ADVANCE), 14);
    snprintf(act, sizeof act, "advance %d,%d,%d,%d 1512", a[0], a[1], a[2], a[3]);
    CHECK(has_text(refusal(g, act), "[8.4] 4 units would exceed the Hittites' stacking limit of 3"));
    snprintf(act, sizeof act, "advance %d 1512", other);
    CHECK(has_text(refusal(g, act), "[8.4] unit"));
    snprintf(act, sizeof act, "advance %d 1513", a[0]);
    CHECK(has_text(refusal(g, act), "[8.4] 1513 was not vacated by this combat"));
    snprintf(act, sizeof act, "advance %d,%d 1512", a[0], a[1]);
    play_ok(g, act);
    CHECK_INT(g->st.units[a[0]].hex, hex_of(1512));
    CHECK(has_flag(g, a[1], UF_ADVANCED));
    CHECK_INT(g->st.units[a[2]].hex, hex_of(1612));
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_hex_info hi;
    ps_game_hex(g, 1512, &hi);
    CHECK_INT(hi.control, 0); /* [11.3] */
    ps_game_free(g);
    /* "end": nobody advances; classes must mix [5.3]. */
    g = melee_position();
    put_unit(g, 1, "MI", 1512);
    int ms = put_unit(g, 0, "MS", 1612);
    int ax = put_unit(g, 0, "AX", 1412);
    int ms2 = put_unit(g, 0, "MS", 1612);
    int sd = put_unit(g, 0, "SD", 1412);
    snprintf(act, sizeof act, "melee %d,%d,%d,%d 1512", ms, ax, ms2, sd);
    play_with(g, act, 4); /* 13 vs 2: 6-1, die 4: E */
    snprintf(act, sizeof act, "advance %d,%d 1512", ms, ax);
    CHECK(has_text(refusal(g, act), "[5.32] AX and MS units may not share a hex"));
    play_ok(g, "end");
    CHECK(has_text(ps_game_events(g), "the Hittites do not advance"));
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    CHECK_INT(g->st.first_in_hex[hex_of(1512)], -1);
    ps_game_free(g);
}

TEST(results_advance_fire, "[8.4] after fire only firing units adjacent to the vacated hex advance")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    int t = ps_game_place(g, 1, "MI", 1512, PS_UNIT_DISRUPTED);
    int sk = put_unit(g, 0, "SK", 1612);
    int ib = put_unit(g, 0, "IB", 1312);
    char act[64];
    snprintf(act, sizeof act, "fire %d,%d 1512", sk, ib);
    play_with(g, act, 6); /* 4 vs 3 = 1-1, 6 + 1 = 7: D on a disrupted unit: eliminated */
    CHECK(eliminated(g, t));
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    CHECK_INT(g->st.pending.nunits, 1);
    snprintf(act, sizeof act, "advance %d 1512", ib);
    CHECK(has_text(refusal(g, act), "[8.4] unit"));
    CHECK_INT(count_legal(g, -1, PS_ACT_ADVANCE), 1);
    snprintf(act, sizeof act, "advance %d 1512", sk);
    play_ok(g, act);
    CHECK_INT(g->st.units[sk].hex, hex_of(1512));
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(results_chariot_passenger, "[C1.1] a chariot eliminated sets its passenger down; [C1.3] riders do not advance")
{
    ps_game *g = melee_position();
    int ch = put_unit(g, 1, "CH", 1512);
    int bw = put_unit(g, 1, "BW", 1512);
    g->st.units[bw].carrier = (int16_t)ch;
    int a = put_unit(g, 0, "MS", 1612); /* 3 vs 1 = 3-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    play_with(g, act, 5);
    CHECK_INT(count_legal(g, -1, PS_ACT_LOSE), 2);
    snprintf(act, sizeof act, "lose %d", ch);
    play_ok(g, act);
    CHECK(eliminated(g, ch));
    CHECK(on_map(g, bw));
    CHECK_INT(g->st.units[bw].carrier, -1);
    CHECK(has_flag(g, bw, UF_DISRUPTED));
    CHECK_INT(g->st.vp[0], 1);
    CHECK_INT(g->st.lost_units[1], 0); /* [11.25] a chariot is class D */
    ps_game_free(g);
    /* An SK carried on a chariot attacks [C1.3] but does not advance off it. */
    g = melee_position();
    int mi = ps_game_place(g, 1, "MI", 1512, PS_UNIT_DISRUPTED);
    ch = put_unit(g, 0, "CH", 1612);
    int sk = put_unit(g, 0, "SK", 1612);
    g->st.units[sk].carrier = (int16_t)ch;
    int sd = put_unit(g, 0, "SD", 1611);
    snprintf(act, sizeof act, "melee %d,%d 1512", sk, sd);
    play_with(g, act, 4); /* 3-1, 4 + 1 = 5: 1/2E of one unit: eliminated */
    CHECK(eliminated(g, mi));
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    snprintf(act, sizeof act, "advance %d 1512", sk);
    CHECK(has_text(refusal(g, act), "nor units carried by a chariot"));
    CHECK_INT(count_legal(g, -1, PS_ACT_ADVANCE), 1);
    ps_game_free(g);
}

TEST(results_split_half, "[8.24] two results: 1/2E in one hex, another result in the other")
{
    ps_game *g = melee_position();
    int d1 = put_unit(g, 1, "MI", 1512);
    int d2 = put_unit(g, 1, "MI", 1512);
    int d3 = ps_game_place(g, 1, "MI", 1712, PS_UNIT_DISRUPTED);
    int a[4];
    for (int i = 0; i < 4; i++)
        a[i] = put_unit(g, 0, "MS", 1612); /* 12 vs 6 = 2-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d 1512,1712", a[0], a[1], a[2], a[3]);
    CHECK(has_text(odds_text(g, act), "odds 12 vs 6 = 2-1"));
    play_with(g, act, 6); /* 1512 D; 1712 7: E */
    CHECK(has_flag(g, d1, UF_DISRUPTED) && has_flag(g, d2, UF_DISRUPTED));
    CHECK(eliminated(g, d3));
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    CHECK_INT(g->st.pending.nhexes, 1);
    ps_game_free(g);
    /* At 3-1: 1512 die 4 D, 1712 die 4 + 1 = 5 1/2E: the choice is among 1712's units only. */
    g = melee_position();
    d1 = put_unit(g, 1, "MI", 1512);
    d3 = ps_game_place(g, 1, "MI", 1712, PS_UNIT_DISRUPTED);
    int d4 = put_unit(g, 1, "MI", 1712);
    int b[6];
    for (int i = 0; i < 6; i++)
        b[i] = put_unit(g, 0, "MS", 1612); /* 18 vs 6 = 3-1 */
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d,%d 1512,1712", b[0], b[1], b[2], b[3], b[4],
             b[5]);
    play_with(g, act, 4);
    CHECK(has_text(ps_game_events(g), "die 4: 1512 D; 1712 (+1 disrupted) = 5 1/2E"));
    CHECK(has_flag(g, d1, UF_DISRUPTED));
    CHECK_INT(g->st.pending.kind, PENDING_LOSE);
    CHECK_INT(g->st.pending.nunits, 2);
    snprintf(act, sizeof act, "lose %d", d1);
    CHECK(has_text(refusal(g, act), "[8.1] unit"));
    snprintf(act, sizeof act, "lose %d", d4);
    play_ok(g, act);
    CHECK(eliminated(g, d3)); /* the disrupted rest, disrupted again [8.22] */
    CHECK(eliminated(g, d4));
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE); /* 1712 vacated */
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(results_undo, "[8.0] a combat and its decisions undo exactly")
{
    ps_game *g = melee_position();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 1, "MI", 1512);
    int a[5];
    for (int i = 0; i < 5; i++)
        a[i] = put_unit(g, 0, "MS", 1612);
    uint64_t before = ps_game_hash(g);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d,%d,%d 1512", a[0], a[1], a[2], a[3], a[4]);
    play_with(g, act, 5);
    uint64_t mid = ps_game_hash(g);
    play_ok(g, "end");
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == mid);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == before);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    ps_game_free(g);
}

TEST(results_elevation_option, "[14.31] [14.32] (optional) Class A/B units on a slope ignore D; others do not")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_ELEVATION, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    int ms = put_unit(g, 1, "MS", 1719); /* slope */
    int bw = put_unit(g, 1, "BW", 1719);
    int a = put_unit(g, 0, "MC", 1819);
    int b = put_unit(g, 0, "MC", 1720);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1719", a, b); /* 6 vs 3 = 2-1 */
    play_with(g, act, 3);
    CHECK(has_text(ps_game_events(g), "on the slope 1719 ignores the D [14.31]"));
    CHECK(!has_flag(g, ms, UF_DISRUPTED));
    CHECK(has_flag(g, bw, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(results_panic_option, "[13.0] (optional) panicked units are eliminated by Disruption results")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_PANIC, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    int ms = ps_game_place(g, 1, "MS", 1512, PS_UNIT_PANICKED);
    int a = put_unit(g, 0, "MS", 1612); /* 3 vs 1.5 = 2-1 */
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    play_with(g, act, 3);
    CHECK(eliminated(g, ms));
    CHECK(has_text(ps_game_events(g), "panicked, by a Disruption result [13.0]"));
    ps_game_free(g);
}

TEST(results_no_retreat, "[8.3] no retreat: results never move the defender")
{
    ps_game *g = melee_position();
    int d = put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d 1512", a, a + 1);
    play_with(g, act, 5); /* 8 vs 3 = 2-1, die 5: D */
    CHECK_INT(g->st.units[d].hex, hex_of(1512));
    CHECK(has_flag(g, d, UF_DISRUPTED));
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_game_free(g);
}
