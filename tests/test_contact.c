/* Contact [18.0]-[18.5] (option "contact"), on hand-made positions in the open ground of the
 * Kadesh map (side 0 Hittites, side 1 Egyptians).  Around 1512 (even row): E 1612, NE 1611,
 * NW 1511, W 1412, SW 1513, SE 1613; around 1612: W 1512, SW 1613.
 * CRT rows used: 1-1 die 1 "-", 2-1 die 2 "-" and die 3 "D", 1-2 die 6 "D". */
#include "combat_util.h"
#include "movetest.h"

static ps_game *contact_game(void)
{
    ps_game *g = fixture_empty("kadesh");
    CHECK_INT(ps_game_set_option(g, PS_OPT_CONTACT, true), PS_OK);
    return g;
}

static const char *position_of(ps_game *g)
{
    static char pos[32768];
    ps_game_position(g, pos, sizeof pos);
    return pos;
}

/* An SD at 1612 (and a second one that does not attack) against an MS at 1512, Melee Phase
 * of the Hittites, Game-Turn 3: "melee 1 1512" is 4 vs 3, 1-1. */
static ps_game *engaged(int die)
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);      /* 0 */
    put_unit(g, 0, "SD", 1612);      /* 1 */
    put_unit(g, 0, "SD", 1612);      /* 2: stands by */
    put_unit(g, 1, "MS", 1530);      /* 3: elsewhere */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", die);
    return g;
}

TEST(contact_no_decision, "[18.1] [18.4] a melee with no result on either side leaves its units in contact")
{
    ps_game *g = engaged(1);
    CHECK(has_text(ps_game_events(g), "melee 1 -> 1512: 4 vs 3 = 1-1, die 1: -\n"
                                      "the units at 1612 and 1512 are in contact [18.1]: they may "
                                      "not leave their hexes nor change facing [18.2]\n"));
    CHECK(has_flag(g, 0, UF_CONTACT));
    CHECK(has_flag(g, 1, UF_CONTACT));
    CHECK(!has_flag(g, 2, UF_CONTACT)); /* did not attack */
    CHECK(!has_flag(g, 3, UF_CONTACT));
    CHECK(has_text(position_of(g), "contacts 1612-1512\n"));
    CHECK(has_text(position_of(g), "unit 0 side 1 MS 1512 contact"));
    ps_unit_info ui;
    ps_game_unit(g, 0, &ui);
    CHECK(ui.status & PS_UNIT_CONTACT);
    ps_game_free(g);
}

TEST(contact_decision, "[18.1] a disruption in the attack itself: no contact")
{
    ps_game *g = engaged(4); /* 1-1, die 4: D */
    CHECK(has_flag(g, 0, UF_DISRUPTED));
    CHECK(!has_flag(g, 0, UF_CONTACT));
    CHECK(!has_flag(g, 1, UF_CONTACT));
    CHECK(!strstr(position_of(g), "contacts"));
    ps_game_free(g);
}

TEST(contact_option_off, "[18.0] without the option a '-' leaves nobody in contact")
{
    ps_game *g = fixture_empty("kadesh");
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 0, "SD", 1612);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1);
    CHECK(!has_flag(g, 0, UF_CONTACT));
    CHECK(!has_flag(g, 1, UF_CONTACT));
    ps_game_free(g);
}

TEST(contact_may_not_leave, "[18.2] units in contact may not leave their hex, on foot or by chariot")
{
    ps_game *g = engaged(1);
    /* The Egyptians' Player-Turn: their MS stays. */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 1, 3);
    REFUSED(g, "move 0 1513", "[18.2] unit 0 is in contact and may not leave 1512");
    CHECK_INT(mt_legal_count(g, 0, PS_ACT_MOVE), 0);
    PLAYI(g, "move 3 1529"); /* others move as usual */
    /* Next Hittite Movement Phase: SD 1 stays, SD 2 (not engaged) may go. */
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 4);
    CHECK(has_flag(g, 1, UF_CONTACT));
    REFUSED(g, "move 1 1712", "[18.2] unit 1 is in contact and may not leave 1612");
    CHECK_STR(mt_try(g, "move 2 1712"), "ok");
    ps_game_free(g);
}

TEST(contact_no_turning, "[18.2] units in contact may not change their facing")
{
    ps_game *g = contact_game();
    CHECK_INT(ps_game_set_option(g, PS_OPT_FACING, true), PS_OK);
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 0, "SD", 1612);
    put_unit(g, 0, "L1", 1612);
    g->st.units[0].facing = HEX_E;
    g->st.units[1].facing = HEX_W;
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1);
    CHECK(has_flag(g, 1, UF_CONTACT));
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 4);
    REFUSED(g, "face 1 E", "[18.2] unit 1 is in contact and may not change its facing");
    CHECK_INT(mt_legal_count(g, 1, -1), 0);
    CHECK_STR(mt_try(g, "face 2 E"), "ok"); /* the leader did not attack */
    ps_game_free(g);
}

TEST(contact_chariot, "[18.2] a unit in contact may not embark, nor a chariot carry it away")
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);                                    /* 0 */
    put_unit(g, 0, "SK", 1612);                                    /* 1 */
    put_unit(g, 0, "CH", 1711);                                    /* 2 */
    put_unit(g, 0, "L1", 1711);                                    /* 3 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1); /* SK [2] attacks at 2 vs 3: 1-2, die 1: - */
    CHECK(has_flag(g, 1, UF_CONTACT));
    END_UNTIL(g, PS_PHASE_CHARIOT, 0, 4);
    REFUSED(g, "embark 1 2", "[18.2] unit 1 is in contact and may not embark");
    ps_game_free(g);
}

TEST(contact_reinforcements, "[18.3] units joining an attack on units in contact are bound the same way")
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);      /* 0 */
    put_unit(g, 0, "SD", 1612);      /* 1 */
    put_unit(g, 0, "SD", 1611);      /* 2 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1);
    CHECK(!has_flag(g, 2, UF_CONTACT));
    END_UNTIL(g, PS_PHASE_MELEE, 0, 4);
    /* 8 vs 3, 2-1, die 2: - again. */
    play_with(g, "melee 1,2 1512", 2);
    CHECK(has_flag(g, 2, UF_CONTACT));
    CHECK(has_text(position_of(g), "contacts 1612-1512 1611-1512\n"));
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 5);
    REFUSED(g, "move 2 1711", "[18.2] unit 2 is in contact and may not leave 1611");
    ps_game_free(g);
}

TEST(contact_ends_defender_attack, "[18.5] contact ends when one side is disrupted, by any combat: the engaged units attacked in turn")
{
    /* The engaged MS attacks the SD in its turn (units in contact may still attack): 3 vs 4,
     * 1-2, die 6: D on the SD; both sides are freed. */
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);
    put_unit(g, 0, "SD", 1612);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1);
    END_UNTIL(g, PS_PHASE_MELEE, 1, 3);
    play_with(g, "melee 0 1612", 6);
    CHECK(has_text(ps_game_events(g), "melee 0 -> 1612: 3 vs 4 = 1-2, die 6: D\n"
                                      "contact between 1612 and 1512 ends [18.5]\n"));
    CHECK(has_flag(g, 1, UF_DISRUPTED));
    CHECK(!has_flag(g, 0, UF_CONTACT));
    CHECK(!has_flag(g, 1, UF_CONTACT));
    CHECK(!strstr(position_of(g), "contacts"));
    ps_game_free(g);
}

TEST(contact_ends_by_fire, "[18.5] a disruption by fire ends the contact of both sides")
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);      /* 0 */
    put_unit(g, 0, "SD", 1612);      /* 1 */
    put_unit(g, 0, "SK", 1513);      /* 2 */
    put_unit(g, 0, "IB", 1411);      /* 3 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    play_with(g, "melee 1 1512", 1);
    END_UNTIL(g, PS_PHASE_FIRE, 0, 4);
    /* SK 2 + IB 2 = 4 vs 3, 1-1, die 5: D. */
    play_with(g, "fire 2,3 1512", 5);
    CHECK(has_text(ps_game_events(g), "contact between 1612 and 1512 ends [18.5]\n"));
    CHECK(!has_flag(g, 0, UF_CONTACT));
    CHECK(!has_flag(g, 1, UF_CONTACT));
    END_UNTIL(g, PS_PHASE_MOVEMENT, 0, 4);
    CHECK_STR(mt_try(g, "move 1 1712"), "ok");
    ps_game_free(g);
}

TEST(contact_two_engagements, "[18.5] a hex engaged with two enemy hexes stays in contact with the one not decided")
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MS", 1512);      /* 0 */
    put_unit(g, 1, "MS", 1613);      /* 1 */
    put_unit(g, 0, "SD", 1612);      /* 2 */
    put_unit(g, 0, "SD", 1612);      /* 3 */
    put_unit(g, 0, "IB", 1714);      /* 4: two hexes from 1613 */
    put_unit(g, 0, "SK", 1614);      /* 5: next to 1613 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    /* [7.22] one hex attacks two: 8 vs 6, 1-1, die 1: - on both. */
    play_with(g, "melee 2,3 1512,1613", 1);
    CHECK(has_text(position_of(g), "contacts 1612-1512 1612-1613\n"));
    END_UNTIL(g, PS_PHASE_FIRE, 0, 4);
    /* Fire on 1613: 4 vs 3, 1-1, die 4: D. */
    play_with(g, "fire 4,5 1613", 4);
    CHECK(has_text(ps_game_events(g), "contact between 1612 and 1613 ends [18.5]\n"));
    CHECK(!has_flag(g, 1, UF_CONTACT));
    CHECK(has_flag(g, 2, UF_CONTACT)); /* still engaged with 1512 */
    CHECK(has_flag(g, 0, UF_CONTACT));
    CHECK(has_text(position_of(g), "contacts 1612-1512\n"));
    ps_game_free(g);
}

TEST(contact_no_advance, "[18.2] [8.4] units left in contact do not advance into a hex the same attack vacated")
{
    ps_game *g = contact_game();
    put_unit(g, 1, "MI", 1512);                                    /* 0 */
    int mi = ps_game_place(g, 1, "MI", 1613, PS_UNIT_DISRUPTED);   /* 1 */
    put_unit(g, 0, "SD", 1612);                                    /* 2 */
    put_unit(g, 0, "SD", 1612);                                    /* 3 */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MELEE, 0, 3), PS_OK);
    /* 8 vs 4, 2-1, die 2: 1512 "-"; 1613 (+1 disrupted [8.2]) row 3: D, and disrupted again it
     * is eliminated [8.22]. */
    play_with(g, "melee 2,3 1512,1613", 2);
    CHECK(eliminated(g, mi));
    CHECK(has_flag(g, 2, UF_CONTACT));
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.pending, 0); /* no advance offered */
    ps_game_free(g);
}

TEST(contact_undo_and_place, "[18.0] contact is part of the position: undo restores it; placed units in contact are engaged")
{
    ps_game *g = engaged(1);
    uint64_t h = ps_game_hash(g);
    CHECK_INT(ps_game_undo(g), PS_OK);
    CHECK(!strstr(position_of(g), "contacts"));
    CHECK(!has_flag(g, 0, UF_CONTACT));
    play_with(g, "melee 1 1512", 1);
    CHECK(ps_game_hash(g) == h);
    ps_game_free(g);

    g = contact_game();
    ps_game_place(g, 1, "MS", 1512, PS_UNIT_CONTACT);
    ps_game_place(g, 0, "SD", 1612, PS_UNIT_CONTACT);
    ps_game_place(g, 0, "SD", 1611, 0);
    CHECK(has_text(position_of(g), "contacts 1512-1612\n"));
    CHECK_INT(ps_game_check_invariants(g), PS_OK);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 3), PS_OK);
    REFUSED(g, "move 1 1712", "[18.2] unit 1 is in contact and may not leave 1612");
    ps_game_free(g);
}
