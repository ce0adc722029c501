/* Phalanx combat results and the decisions they ask for [Phalanx Combat Results Table],
 * withdrawal [Phalanx Withdrawal], the manipular advance, defensive fire and the cancelling of
 * attacks [Phalanx Game Procedure].  Positions around 2812 (W 2712, E 2912, NW 2811). */
#include "combat_px.h"

static ps_game *alloc_pos(const char *scen, int side)
{
    ps_game *g = fixture_empty(scen);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, side, 1), PS_OK);
    return g;
}

static int where(const ps_game *g, int u)
{
    hex_cr c = map_cr(g->st.units[u].hex);
    return g->st.units[u].where == UNIT_ON_MAP ? c.col * 100 + c.row : 0;
}

static bool demoralized(const ps_game *g, int u)
{
    return (g->st.px.units[u].flags & PXF_DEMORALIZED) != 0;
}

TEST(px_res_1e_eliminates, "[Phalanx Combat Results Table] 1E at 3-1 (MC charge on SD, die 1): "
                           "the SD is eliminated, 4 VP to the Carthaginians")
{
    ps_game *g = alloc_pos("cannae", 0);
    px_charged(g, px_put(g, 0, "MC", 2712, E_), 3, E_);
    int sd = px_put(g, 1, "SD", 2812, W_);
    px_fight(g, "melee 0 2812", 1);
    CHECK_INT(g->st.units[sd].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.vp[0], 4);
    CHECK_INT(g->st.lost_units[1], 1);
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    CHECK_INT(g->st.phase, PS_PHASE_MELEE);
    PLAY(g, "end"); /* the attack is made: the phase may end */
    ps_game_free(g);
}

TEST(px_res_contact, "[Phalanx Combat K] C (MC on MH at 1-2, die 2): the hexes are in Contact")
{
    ps_game *g = alloc_pos("cannae", 0);
    int mc = px_put(g, 0, "MC", 2712, E_);
    px_charged(g, mc, 3, E_);
    int mh = px_put(g, 1, "MH", 2812, W_);
    px_fight(g, "melee 0 2812", 2);
    CHECK_INT(g->st.ncontacts, 1);
    CHECK(g->st.units[mc].flags & UF_CONTACT);
    CHECK(g->st.units[mh].flags & UF_CONTACT);
    ps_game_free(g);
}

TEST(px_res_dd_ends_contact, "[Phalanx errata Combat K] fire DD (CA 1-1, die 2) demoralizes "
                             "the hex and ends its Contact")
{
    ps_game *g = fixture_empty("cannae");
    int mc = ps_game_place(g, 0, "MC", 2712, PS_UNIT_CONTACT);
    int mh = ps_game_place(g, 1, "MH", 2812, PS_UNIT_CONTACT);
    CHECK_INT(ps_game_set_facing(g, mh, W_), PS_OK);
    int ca = px_put(g, 0, "CA", 2811, SE_);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 0, 1), PS_OK);
    CHECK_INT(g->st.ncontacts, 1);
    PLAY(g, "fire 2 2812");
    PLAY(g, "end"); /* Defensive Fire passes: the Romans have no missile units */
    CHECK_INT(g->st.phase, PS_PHASE_FIRE);
    px_dice(g, 2);
    PLAY(g, "fire 2 2812");
    CHECK(demoralized(g, mh));
    CHECK_INT(g->st.ncontacts, 0);
    CHECK(!(g->st.units[mh].flags & UF_CONTACT));
    CHECK(!(g->st.units[mc].flags & UF_CONTACT));
    (void)ca;
    ps_game_free(g);
}

TEST(px_res_dd_melee, "[Phalanx Combat Results Table] DD in melee demoralizes every defender, "
                      "its commander too")
{
    ps_game *g = alloc_pos("cannae", 0);
    px_charged(g, px_put(g, 0, "MC", 2712, E_), 3, E_);
    int sd = px_put(g, 1, "SD", 2812, W_);
    int cm = px_put(g, 1, "CM2", 2812, W_);
    /* SD 3 x 1/2 + CM2 1 + bonus capped at 2 = 4 against four full MC charges, 12 */
    px_charged(g, px_put(g, 0, "MC", 2811, SE_), 3, SE_);
    px_charged(g, px_put(g, 0, "MC", 2811, SE_), 3, SE_);
    px_charged(g, px_put(g, 0, "MC", 2811, SE_), 3, SE_);
    px_fight(g, "melee 0,3,4,5 2812", 4); /* 12 vs 4 = 3-1, die 4: DD */
    CHECK(demoralized(g, sd));
    CHECK(demoralized(g, cm));
    ps_game_free(g);
}

TEST(px_res_2e_commanders_last, "[Phalanx errata Explanation of Combat Results] 2E on a combat "
                                "unit and a commander: both go, the commander only for want "
                                "of combat units")
{
    ps_game *g = alloc_pos("cannae", 0);
    for (int i = 0; i < 3; i++)
        px_charged(g, px_put(g, 0, "MY", 2712, E_), 4, E_);
    int mh = px_put(g, 1, "MH", 2812, E_); /* attacked in the rear: MDS-flank 1 */
    int cm = px_put(g, 1, "CM2", 2812, E_);
    px_fight(g, "melee 0,1,2 2812", 1); /* 18 vs 1 + 1 + 2 = 4: 4-1, die 1: 2E */
    CHECK_INT(g->st.units[mh].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.units[cm].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.vp[0], 13);
    CHECK_INT(g->st.lost_units[1], 2);
    ps_game_free(g);
}

TEST(px_res_1e_choice_and_default, "[Phalanx Combat Results Table] 1E: the defender chooses "
                                   "(lose U); end takes the weakest")
{
    for (int pass = 0; pass < 2; pass++) {
        ps_game *g = alloc_pos("cannae", 0);
        for (int i = 0; i < 3; i++)
            px_put(g, 0, "MX", 2712, E_);
        int mh = px_put(g, 1, "MH", 2812, W_);
        int lt = px_put(g, 1, "LT", 2812, W_);
        px_fight(g, "melee 0,1,2 2812", 2); /* 18 vs 4 = 4-1, die 2: 1E */
        CHECK_INT(g->st.pending.kind, PENDING_LOSE);
        ps_status_info st;
        ps_game_status(g, &st);
        CHECK_INT(st.side_to_act, 1);
        CHECK_INT(px_try(g, "lose 0"), PS_EILLEGAL);
        PLAY(g, pass == 0 ? "lose 3" : "end");
        CHECK_INT(g->st.units[mh].where, pass == 0 ? UNIT_ELIMINATED : UNIT_ON_MAP);
        CHECK_INT(g->st.units[lt].where, pass == 0 ? UNIT_ON_MAP : UNIT_ELIMINATED);
        ps_game_status(g, &st);
        CHECK_INT(st.side_to_act, 0);
        CHECK_INT(g->st.pending.kind, PENDING_NONE);
        ps_game_free(g);
    }
}

TEST(px_res_ad, "[Phalanx Combat Results Table] AD (1-2, die 4) demoralizes the attackers")
{
    ps_game *g = alloc_pos("cannae", 0);
    int mc = px_put(g, 0, "MC", 2712, E_);
    px_charged(g, mc, 3, E_);
    px_put(g, 1, "MH", 2812, W_);
    px_fight(g, "melee 0 2812", 4);
    CHECK(demoralized(g, mc));
    CHECK_INT(g->st.ncontacts, 0);
    ps_game_free(g);
}

TEST(px_res_a1e, "[Phalanx Combat Results Table] A1E (1-1, die 6): the attacker loses a unit "
                 "of his choice")
{
    ps_game *g = alloc_pos("cannae", 0);
    int a = px_put(g, 0, "MH", 2712, E_);
    int b = px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "PH", 2812, W_);
    px_put(g, 1, "LT", 2812, W_);
    px_fight(g, "melee 0,1 2812", 6); /* 6 vs 5 = 1-1, die 6: A1E */
    CHECK_INT(g->st.pending.kind, PENDING_LOSE);
    CHECK_INT(g->st.pending.side, 0);
    PLAY(g, "lose 1");
    CHECK_INT(g->st.units[a].where, UNIT_ON_MAP);
    CHECK_INT(g->st.units[b].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.vp[1], 3);
    ps_game_free(g);
}

TEST(px_withdrawal, "[Phalanx Withdrawal] a non-Class I defender attacked frontally below 3-1 "
                    "steps straight back; the attacker may advance into the hex")
{
    ps_game *g = alloc_pos("cannae", 0);
    int mh = px_put(g, 0, "MH", 2712, E_);
    int ls = px_put(g, 1, "LS", 2812, W_);
    PLAY(g, "melee 0 2812");
    px_to_melee(g);
    PLAY(g, "melee 0 2812");
    CHECK_INT(g->st.pending.kind, PENDING_RETREAT);
    CHECK_INT(px_try(g, "retreat 1 2913"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "[Phalanx errata Withdrawal]") != NULL);
    PLAY(g, "retreat 1 2912");
    CHECK_INT(where(g, ls), 2912);
    CHECK_INT(g->st.units[ls].facing, W_);
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    PLAY(g, "advance 0 2812");
    CHECK_INT(where(g, mh), 2812);
    CHECK_INT(g->st.units[mh].facing, E_);
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_game_free(g);
}

TEST(px_withdrawal_at_3_1, "[Phalanx errata Withdrawal] \"not Melee attacked at 3-1 or "
                           "greater\": an SD charged by an MC at exactly 3-1 fights; with the "
                           "data's `withdrawal at-most 3-1`, the rulebook's \"3:1 odds or "
                           "less\" [Phalanx Withdrawal], it may step back")
{
    ps_game *g = alloc_pos("cannae", 0);
    CHECK(!g->px.withdrawal.inclusive);
    CHECK_INT(g->px.withdrawal.att.v, 3);
    CHECK_INT(g->px.withdrawal.def.v, 1);
    px_charged(g, px_put(g, 0, "MC", 2712, E_), 3, E_);
    px_put(g, 1, "SD", 2812, W_);
    PLAY(g, "melee 0 2812");
    px_to_melee(g);
    px_dice(g, 5);
    PLAY(g, "melee 0 2812"); /* 3-1, die 5: C, fought at once */
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_game_free(g);

    g = alloc_pos("cannae", 0);
    g->px.withdrawal.inclusive = true;
    px_charged(g, px_put(g, 0, "MC", 2712, E_), 3, E_);
    int sd = px_put(g, 1, "SD", 2812, W_);
    PLAY(g, "melee 0 2812");
    px_to_melee(g);
    PLAY(g, "melee 0 2812");
    CHECK_INT(g->st.pending.kind, PENDING_RETREAT);
    PLAY(g, "retreat 1 2912");
    CHECK_INT(where(g, sd), 2912);
    ps_game_free(g);
}

TEST(px_withdrawal_not_class_i, "[Phalanx Withdrawal] Class I units never withdraw: the melee "
                                "is fought at once")
{
    ps_game *g = alloc_pos("cannae", 0);
    px_put(g, 0, "MH", 2712, E_);
    int mh = px_put(g, 1, "MH", 2812, W_);
    px_fight(g, "melee 0 2812", 2); /* 1-1 die 2: DD */
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    CHECK(demoralized(g, mh));
    ps_game_free(g);
}

TEST(px_manipular_advance, "[Phalanx Manipular Roman Legion 3] Swordsmen that destroy the "
                           "defender may advance at once, facing unchanged")
{
    ps_game *g = alloc_pos("cannae", 1);
    int sd = px_put(g, 1, "SD", 2712, E_);
    px_put(g, 1, "SD", 2712, E_);
    px_put(g, 1, "SD", 2712, E_);
    int mh = px_put(g, 0, "MH", 2812, W_);
    px_fight(g, "melee 0,1,2 2812", 1); /* 15 vs 3 = 5-1, die 1: 2E */
    CHECK_INT(g->st.units[mh].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.pending.kind, PENDING_ADVANCE);
    CHECK(px_has_event(g, "[Phalanx Manipular Roman Legion 3]"));
    PLAY(g, "advance 0 2812");
    CHECK_INT(where(g, sd), 2812);
    CHECK_INT(g->st.units[sd].facing, E_);
    ps_game_free(g);
}

TEST(px_defensive_fire_cancels, "[Phalanx errata Combat E] defensive fire demoralizes the "
                                "attacker: its melee is cancelled and the phase passes")
{
    ps_game *g = alloc_pos("cannae", 0);
    int mh = px_put(g, 0, "MH", 2712, E_);
    px_put(g, 0, "MH", 2611, E_);
    px_put(g, 1, "CA", 2812, W_);
    px_put(g, 1, "LT", 2711, SW_);
    PLAY(g, "melee 0 2812");
    PLAY(g, "end");
    CHECK_INT(g->st.phase, PS_PHASE_DEFENSIVE_FIRE);
    CHECK_INT(px_try(g, "fire 2 2611"), PS_EILLEGAL); /* not allocated against it */
    px_dice(g, 2);
    PLAY(g, "fire 2 2712"); /* 3 vs 2 = 1-1, die 2: DD */
    CHECK(demoralized(g, mh));
    CHECK(px_has_event(g, "the melee attack on 2812 is cancelled"));
    PLAY(g, "end"); /* Offensive Fire and Melee have nothing to do */
    CHECK_INT(g->st.phase, PS_PHASE_MOVEMENT);
    CHECK_INT(g->st.phasing, 1);
    ps_game_free(g);
}

TEST(px_end_waits_for_attack, "[Phalanx Game Procedure] the Melee Phase does not end while an "
                              "allocated attack can be made")
{
    ps_game *g = alloc_pos("cannae", 0);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    PLAY(g, "melee 0 2812");
    px_to_melee(g);
    CHECK_INT(g->st.phase, PS_PHASE_MELEE);
    CHECK_INT(px_try(g, "end"), PS_EILLEGAL);
    CHECK_INT(px_try(g, "melee 0 2811"), PS_EILLEGAL);
    ps_action out[8];
    CHECK_INT(ps_game_legal(g, -1, out, 8), 1);
    ps_game_free(g);
}

TEST(px_rampant_attack_default, "[Phalanx errata Elephants] a rampant Elephant's attack is "
                                "resolved at once, losses by default")
{
    ps_game *g = alloc_pos("cannae", 0);
    int el = px_put(g, 0, "EL", 2712, E_);
    px_unit(g, el)->flags |= PXF_RAMPANT;
    int lc = px_put(g, 1, "LC", 2812, W_);
    px_dice(g, 1);
    px_rampant_attack(g, el, map_hex_at(&g->map, (hex_cr){28, 12})); /* 9 vs 1 x 1/2 = 0: 6-1, die 1: 2E */
    CHECK_INT(g->st.units[lc].where, UNIT_ELIMINATED);
    CHECK_INT(g->st.vp[0], 2);
    CHECK_INT(g->st.pending.kind, PENDING_NONE);
    ps_game_free(g);
}

TEST(px_elephant_fights_then_rampant, "[Phalanx errata Elephants] an Elephant that attacks runs "
                                      "rampant when the combat is over")
{
    ps_game *g = alloc_pos("cannae", 0);
    int el = px_put(g, 0, "EL", 2712, E_);
    px_put(g, 1, "MX", 2812, W_);
    px_fight(g, "melee 0 2812", 3); /* 9 vs 6 = 1-1, die 3: C */
    CHECK(px_unit(g, el)->flags & PXF_RAMPANT);
    ps_game_free(g);
}

TEST(px_rampant_not_allocated, "[Phalanx Elephants] a rampant Elephant may not be allocated to "
                               "an attack")
{
    ps_game *g = alloc_pos("cannae", 0);
    int el = px_put(g, 0, "EL", 2712, E_);
    px_put(g, 0, "EL", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    px_unit(g, el)->flags |= PXF_RAMPANT;
    CHECK_INT(px_try(g, "melee 0 2812"), PS_EILLEGAL);
    CHECK(strstr(ps_game_error(g), "[Phalanx Elephants]") != NULL);
    CHECK_INT(px_try(g, "melee 0,1 2812"), PS_EILLEGAL);
    ps_action out[16];
    CHECK_INT(ps_game_legal(g, el, out, 16), 0);
    int n = ps_game_legal(g, -1, out, 16), with_el = 0;
    for (int i = 0; i < n && i < 16; i++)
        for (int k = 0; k < out[i].nunits; k++)
            with_el += out[i].units[k] == el;
    CHECK_INT(with_el, 0);
    CHECK_INT(px_try(g, "melee 1 2812"), PS_OK); /* the other Elephant still may */
    ps_game_free(g);
}

TEST(px_rampant_no_bonus_no_alexander, "[Phalanx errata Elephants] a rampant Elephant's attack: "
                                       "no command bonus and no Alexander shift for either side")
{
    ps_game *g = alloc_pos("granicus", 0); /* the Macedonians (side 0) have Alexander */
    int el = px_put(g, 1, "EL", 2712, E_);
    px_unit(g, el)->flags |= PXF_RAMPANT;
    px_put(g, 0, "MH", 2812, W_);
    px_put(g, 0, "CM1", 2812, W_); /* Alexander: +9 bonus, -1 column, neither counts */
    px_dice(g, 6);
    px_rampant_attack(g, el, map_hex_at(&g->map, (hex_cr){28, 12}));
    /* EL 9 against MH 3 + CM1 1 = 4: 2-1 (with the bonus 9 vs 8 = 1-1, and Alexander 1-2) */
    CHECK(px_has_event(g, "rampant Elephant 0 attacks 2812: 9 vs 4 = 2-1"));
    ps_game_free(g);
}
