/* Retreat before combat [17.0]-[17.5] (optional rule "retreat"), on the Kadesh map: the
 * Hittites (side 0) attack in their Melee Combat Phase, the Egyptians (side 1, stacking 2)
 * decide whether to retreat.  MA: MC, CH and leaders 9; SD 4; MS 3. */
#include "combat_util.h"

static ps_game *retreat_game(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_RETREAT, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    return g;
}

static bool has_text_in(const char *text, const char *want)
{
    return strstr(text, want) != NULL;
}

static ps_status_info status_of(const ps_game *g)
{
    ps_status_info s;
    ps_game_status(g, &s);
    return s;
}

/* Declares an attack with one die queued: it must not be rolled before the decision. */
static void declare(ps_game *g, const char *action, int die)
{
    CHECK_INT(ps_game_force_dice(g, &die, 1), PS_OK);
    play_ok(g, action);
    CHECK_INT(ps_game_forced_dice_left(g), 1);
    CHECK_INT(status_of(g).pending, 3);
    CHECK_INT(status_of(g).side_to_act, 1);
}

TEST(retreat_all_gone, "[17.0] a unit 3 or more MA faster than the fastest attacker may retreat "
                       "one hex before combat; with the hex empty, no combat, and the attacker "
                       "may advance into it and no further")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    int sd = put_unit(g, 0, "SD", 1612);
    declare(g, "melee 1 1512", 3);
    CHECK(has_text(ps_game_events(g), "the Egyptians may retreat before combat, the fastest "
                                      "attacker having MA 4 [17.0]: 0 MC (MA 9) (retreat "
                                      "U[,U..] HEX, or end to stay)\n"));
    /* Five hexes around 1512 (1612 holds the attacker), and "end". */
    ps_action acts[64];
    CHECK_INT(ps_game_legal(g, -1, acts, 64), 6);
    CHECK_INT(count_legal(g, -1, PS_ACT_RETREAT), 5);
    CHECK(is_legal_listed(g, "retreat 0 1412"));
    CHECK(is_legal_listed(g, "end"));
    CHECK(!is_legal_listed(g, "retreat 0 1612"));
    CHECK(has_text(refusal(g, "retreat 0 1612"), "[17.0] 1612 holds enemy units"));
    CHECK(has_text(refusal(g, "retreat 0 1312"), "[17.0] unit 0 at 1512 is not next to 1312"));
    CHECK(has_text(refusal(g, "retreat 1 1412"), "[17.0] unit 1 may not retreat"));
    CHECK(has_text(refusal(g, "melee 1 1512"), "[17.0] the Egyptians must first decide whether "
                                               "to retreat before combat"));
    play_ok(g, "retreat 0 1412");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 0 MC retreats before combat from 1512 to 1412 [17.0]\n"));
    CHECK(has_text(ev, "every defender retreated before combat: no combat [17.0]\n"));
    CHECK(has_text(ev, "1512 vacated: the Hittites may advance [8.4]"));
    CHECK_INT(ps_game_forced_dice_left(g), 1); /* no die was rolled */
    CHECK_INT(g->st.units[mc].hex, hex_of(1412));
    CHECK_INT(status_of(g).pending, 2);
    CHECK_INT(status_of(g).side_to_act, 0);
    CHECK(has_flag(g, sd, UF_ATTACKED));
    CHECK(!has_flag(g, mc, UF_DEFENDED)); /* [17.3] its new hex may still be attacked */
    CHECK_INT(count_legal(g, -1, PS_ACT_ADVANCE), 1); /* "and no further": only 1512 */
    play_ok(g, "advance 1 1512");
    /* [17.2] an advance, not a move: no Defensive Fire; [17.4] no more attacks. */
    CHECK(has_flag(g, sd, UF_ADVANCED) && !has_flag(g, sd, UF_MOVED));
    CHECK_INT(g->st.units[sd].hex, hex_of(1512));
    CHECK(has_text(refusal(g, "melee 1 1412"), "[7.14] unit 1 has already attacked"));
    CHECK_INT(count_legal(g, sd, PS_ACT_MELEE), 0);
    ps_game_free(g);
}

TEST(retreat_fastest_attacker, "[17.0] the fastest attacking unit decides; 2 MP faster is not "
                               "enough")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    int sd = put_unit(g, 0, "SD", 1612);
    int cav = put_unit(g, 0, "MC", 1611);
    char act[64];
    /* An MC (9) among the attackers: 9 is not 3 more than 9.  7 vs 1.5 = 4-1, die 1: D. */
    snprintf(act, sizeof act, "melee %d,%d 1512", sd, cav);
    play_with(g, act, 1);
    CHECK_INT(status_of(g).pending, 0);
    CHECK(has_flag(g, mc, UF_DISRUPTED));
    ps_game_free(g);
    /* Skirmishers (5) against spearmen (3): 2 more. */
    g = retreat_game();
    int sk = put_unit(g, 1, "SK", 1512);
    int ms = put_unit(g, 0, "MS", 1612);
    snprintf(act, sizeof act, "melee %d 1512", ms);
    play_with(g, act, 1); /* 3 vs 1 = 3-1, die 1: - */
    CHECK_INT(status_of(g).pending, 0);
    CHECK(on_map(g, sk) && !has_flag(g, sk, UF_DISRUPTED));
    ps_game_free(g);
}

TEST(retreat_exactly_three, "[17.0] exactly three more is enough: Babylon's chariots (MA 6 [5.2]) "
                            "before spearmen (3)")
{
    ps_game *g = fixture_empty("babylon");
    CHECK_INT(ps_game_set_option(g, PS_OPT_RETREAT, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    int ch = put_unit(g, 1, "CH", 1512);
    int ms = put_unit(g, 0, "MS", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", ms);
    play_ok(g, act);
    CHECK_INT(status_of(g).pending, 3);
    CHECK(has_text(ps_game_events(g), "fastest attacker having MA 3 [17.0]: 0 CH (MA 6)"));
    CHECK(on_map(g, ch));
    ps_game_free(g);
}

TEST(retreat_some_stay, "[17.5] some units of a hex retreat, others stay, by their own Movement "
                        "Allowances")
{
    ps_game *g = retreat_game();
    int l3 = put_unit(g, 1, "L3", 1512);
    int ms = put_unit(g, 1, "MS", 1512);
    int a = put_unit(g, 0, "MS", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    declare(g, act, 4);
    CHECK(has_text(ps_game_events(g), "fastest attacker having MA 3 [17.0]: 0 L3 (MA 9) ("));
    CHECK_INT(count_legal(g, -1, PS_ACT_RETREAT), 5);
    CHECK_INT(count_legal(g, ms, PS_ACT_RETREAT), 0);
    play_ok(g, "retreat 0 1511");
    /* Nobody else may retreat: the attack is fought at once, without the leader's bonus.
     * 3 vs 3 = 1-1, die 4: D. */
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "unit 0 L3 retreats before combat from 1512 to 1511 [17.0]\n"));
    CHECK(has_text(ev, ": 3 vs 3 = 1-1, die 4: D\n"));
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(has_flag(g, ms, UF_DISRUPTED) && has_flag(g, ms, UF_DEFENDED));
    CHECK(!has_flag(g, l3, UF_DEFENDED));
    CHECK_INT(g->st.units[l3].hex, hex_of(1511));
    CHECK_INT(status_of(g).pending, 0);
    CHECK_INT(status_of(g).side_to_act, 0);
    ps_game_free(g);
}

TEST(retreat_blocked, "[17.1] a unit that cannot retreat for stacking (or terrain) must stay and "
                      "receive the attack")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    const int full[] = {1611, 1511, 1412, 1513};
    for (int i = 0; i < 4; i++) {
        put_unit(g, 1, "MS", full[i]);
        put_unit(g, 1, "MS", full[i]);
    }
    put_unit(g, 1, "AX", 1613); /* room for one more, but not for class C [5.32] */
    int sd = put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", sd);
    play_with(g, act, 3); /* 4 vs 1.5 = 2-1, die 3: D */
    CHECK_INT(status_of(g).pending, 0);
    CHECK(has_flag(g, mc, UF_DISRUPTED));
    CHECK(!has_text_in(ps_game_events(g), "may retreat"));
    ps_game_free(g);
}

TEST(retreat_new_hex, "[17.3] retreated units may be attacked in their new hex; neither they nor "
                      "the units there may retreat again")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    int other = put_unit(g, 1, "MC", 1412);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1312);
    char act[64];
    snprintf(act, sizeof act, "melee %d 1512", a);
    declare(g, act, 4);
    play_ok(g, "retreat 0 1412");
    play_ok(g, "end"); /* the Hittites do not advance */
    CHECK_INT(status_of(g).pending, 0);
    /* 4 vs 1.5 + 1.5 = 1-1, die 4: D on both, and no retreat offered. */
    snprintf(act, sizeof act, "melee %d 1412", b);
    CHECK_INT(ps_game_forced_dice_left(g), 1);
    PLAY(g, act);
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(has_text(ps_game_events(g), ": 4 vs 3 = 1-1, die 4: D\n"));
    CHECK(has_flag(g, mc, UF_DISRUPTED) && has_flag(g, other, UF_DISRUPTED));
    /* The mark lasts the phase. */
    play_ok(g, "end");
    bool clear = true;
    for (size_t i = 0; i < sizeof g->st.no_retreat; i++)
        clear &= g->st.no_retreat[i] == 0;
    CHECK(clear);
    ps_game_free(g);
}

TEST(retreat_stay, "[17.0] \"end\": the defenders stay and receive the attack")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    put_unit(g, 0, "SD", 1612);
    declare(g, "melee 1 1512", 3);
    uint64_t pending_hash = ps_game_hash(g);
    play_ok(g, "end");
    const char *ev = ps_game_events(g);
    CHECK(has_text(ev, "the Egyptians stay and fight\n"));
    CHECK(has_text(ev, ": 4 vs 1.5 = 2-1, die 3: D\n"));
    CHECK(has_flag(g, mc, UF_DISRUPTED) && has_flag(g, mc, UF_DEFENDED));
    CHECK_INT(g->st.units[mc].hex, hex_of(1512));
    CHECK_INT(status_of(g).pending, 0);
    CHECK_INT(status_of(g).side_to_act, 0);
    /* Undo returns to the decision. */
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(ps_game_hash(g) == pending_hash);
    CHECK_INT(status_of(g).pending, 3);
    ps_game_free(g);
}

TEST(retreat_two_hexes, "[17.0] [8.24] two defending hexes: a retreat may not enter the other; "
                        "the hex it vacated is offered for the advance with the other's")
{
    ps_game *g = retreat_game();
    int mc = put_unit(g, 1, "MC", 1512);
    int ms = put_unit(g, 1, "MS", 1613);
    int a = put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "SD", 1612);
    char act[64];
    snprintf(act, sizeof act, "melee %d,%d,%d 1512,1613", a, a + 1, a + 2);
    declare(g, act, 6);
    CHECK_INT(count_legal(g, -1, PS_ACT_RETREAT), 4);
    CHECK(has_text(refusal(g, "retreat 0 1613"), "[17.0] 1613 is attacked by this attack too"));
    play_ok(g, "retreat 0 1511");
    /* 12 vs 3 = 4-1, die 6: E. */
    CHECK(has_text(ps_game_events(g), ": 12 vs 3 = 4-1, die 6: E\n"));
    CHECK(eliminated(g, ms));
    CHECK_INT(g->st.units[mc].hex, hex_of(1511));
    CHECK_INT(status_of(g).pending, 2);
    CHECK_INT(g->st.pending.nhexes, 2);
    CHECK(is_legal_listed(g, "advance 2 1512"));
    CHECK(is_legal_listed(g, "advance 2 1613"));
    ps_game_free(g);
}

TEST(retreat_chariot, "[17.0] a chariot retreats with what it carries; carried and disrupted "
                      "units do not retreat on their own")
{
    ps_game *g = retreat_game();
    int ch = put_unit(g, 1, "CH", 1512);
    int bw = put_unit(g, 1, "BW", 1512);
    g->st.units[bw].carrier = (int16_t)ch;
    int dis = ps_game_place(g, 1, "MC", 1714, PS_UNIT_DISRUPTED);
    int a = put_unit(g, 0, "SD", 1612);
    int b = put_unit(g, 0, "SD", 1713);
    declare(g, "melee 3 1512", 1);
    CHECK(has_text(refusal(g, "retreat 1 1511"), "[17.0] unit 1 may not retreat"));
    play_ok(g, "retreat 0 1511");
    CHECK_INT(g->st.units[ch].hex, hex_of(1511));
    CHECK_INT(g->st.units[bw].hex, hex_of(1511));
    CHECK_INT(g->st.units[bw].carrier, ch);
    CHECK(has_text(ps_game_events(g), "unit 1 BW rides with chariot 0\n"));
    play_ok(g, "end");
    char act[64];
    snprintf(act, sizeof act, "melee %d 1714", b);
    PLAY(g, act); /* no decision: the die left from the first attack is rolled */
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_forced_dice_left(g), 0);
    CHECK(has_text(ps_game_events(g), ": 4 vs 1.5 = 2-1, die 1 (+1 disrupted) = 2: -\n"));
    CHECK_INT(status_of(g).pending, 0);
    CHECK(on_map(g, dis));
    (void)a;
    ps_game_free(g);
}

TEST(retreat_only_melee, "[17.0] only against melee, only with the option, and only when asked")
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    int mc = put_unit(g, 1, "MC", 1512);
    put_unit(g, 0, "SD", 1612);
    play_with(g, "melee 1 1512", 3); /* option off: fought at once */
    CHECK(has_flag(g, mc, UF_DISRUPTED));
    CHECK(has_text(refusal(g, "retreat 0 1412"), "[17.0] no melee attack waits for a retreat "
                                                 "before combat"));
    ps_game_free(g);
    g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_RETREAT, true), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_FIRE, 0, 3), PS_OK);
    mc = put_unit(g, 1, "MC", 1512);
    put_unit(g, 0, "BW", 1612);
    play_with(g, "fire 1 1512", 6); /* fire: 2 vs 3, 1-2, die 6: D */
    CHECK_INT(status_of(g).pending, 0);
    CHECK(has_flag(g, mc, UF_DISRUPTED));
    ps_game_free(g);
}
