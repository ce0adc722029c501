/* Phalanx combat strengths and odds [Phalanx Combat], with the reconstruction's worked
 * examples (phalanx-reconstruction.md s.2.4, s.4).  Positions in clear ground around 2812;
 * 2812's neighbours: E 2912, NE 2911, NW 2811, W 2712, SW 2813, SE 2913. */
#include "combat_px.h"

static ps_game *alloc_pos(const char *scen)
{
    ps_game *g = fixture_empty(scen);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 0, 1), PS_OK);
    return g;
}

static void odds_is(ps_game *g, const char *text, int att, int def, int ca, int cd)
{
    ps_odds o;
    ps_status s = px_odds_of(g, text, &o);
    if (s != PS_OK)
        fprintf(stderr, "  %s: %s\n", text, ps_game_error(g));
    CHECK_INT(s, PS_OK);
    CHECK_INT(o.att_strength / 256, att);
    CHECK_INT(o.def_strength / 256, def);
    CHECK_INT(o.col_att, ca);
    CHECK_INT(o.col_def, cd);
}

static void refused(ps_game *g, const char *text, const char *rule)
{
    CHECK_INT(px_try(g, text), PS_EILLEGAL);
    if (!strstr(ps_game_error(g), rule))
        fprintf(stderr, "  %s: '%s' lacks %s\n", text, ps_game_error(g), rule);
    CHECK(strstr(ps_game_error(g), rule) != NULL);
}

TEST(px_cucc_mc_sd_mh, "[Phalanx errata Terrain Effects Chart] CUCC example: a full MC charge "
                       "meets SD at 3:1 = 3-1 and MH at 3:6 = 1-2")
{
    ps_game *g = alloc_pos("cannae");
    int mc = px_put(g, 0, "MC", 2712, E_);
    px_put(g, 1, "SD", 2812, W_);
    int mc2 = px_put(g, 0, "MC", 2715, E_);
    px_put(g, 1, "MH", 2815, W_);
    px_charged(g, mc, 3, E_);
    px_charged(g, mc2, 3, E_);
    odds_is(g, "melee 0 2812", 3, 1, 3, 1);
    odds_is(g, "melee 2 2815", 3, 6, 1, 2);
    ps_game_free(g);
}

/* Three HC charge by moves, not by marks: 2229 -> 2329-2429-2529-2629, four hexes toward E. */
static ps_game *three_hc_charge(void)
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "HC", 2229, E_);
    for (int i = 0; i < 3; i++)
        px_put(g, 1, "PH", 2729, NE_); /* faces away: 2629 is its rear */
    px_put(g, 0, "CM1", 2229, E_);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK); /* in command */
    for (int i = 0; i < 3; i++) {
        char move[64];
        snprintf(move, sizeof move, "move %d 2329-2429-2529-2629", i);
        PLAY(g, move);
        CHECK_INT(px_unit(g, i)->charge_len, 4);
    }
    return g;
}

TEST(px_cucc_flank_front_only, "[Phalanx errata Terrain Effects Chart] 3 HC charge the flank "
                               "of 3 PH: 12:6 = 2-1; the front: 12:24 = 1-2 (x2 front only)")
{
    ps_game *g = three_hc_charge(); /* [Phalanx Cavalry] one type may end its charges together */
    PLAY(g, "end");
    odds_is(g, "melee 0,1,2 2729", 12, 6, 2, 1);
    for (int i = 3; i < 6; i++)
        g->st.units[i].facing = W_;
    odds_is(g, "melee 0,1,2 2729", 12, 24, 1, 2);
    ps_game_free(g);
}

TEST(px_charge_end_other_type, "[Phalanx Cavalry] different types may not end a charge on the "
                               "same hex: an MC ending its run where HC charged gets no charge")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    px_put(g, 0, "HC", 2229, E_);
    px_put(g, 0, "MC", 2229, E_);
    px_put(g, 0, "CM1", 2229, E_);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    PLAY(g, "move 0 2329-2429-2529-2629");
    CHECK_INT(px_unit(g, 0)->charge_len, 4);
    PLAY(g, "move 1 2329-2429-2529-2629");
    CHECK(!(px_unit(g, 1)->flags & PXF_CHARGED));
    CHECK_INT(px_unit(g, 1)->charge_len, 0);
    ps_game_free(g);
}

TEST(px_charge_no_mix, "[Phalanx Cavalry] you may not mix different types of cavalry units in a "
                       "charge: an HC and an MC both charging one hex are refused")
{
    ps_game *g = alloc_pos("cannae");
    int hc = px_put(g, 0, "HC", 2712, E_);
    int mc = px_put(g, 0, "MC", 2811, SE_); /* 2812 is its SE neighbour */
    px_put(g, 1, "PH", 2812, W_);
    px_charged(g, hc, 4, E_);
    px_charged(g, mc, 3, SE_);
    refused(g, "melee 0,1 2812", "[Phalanx Cavalry]");
    px_unit(g, mc)->flags &= (uint16_t)~PXF_CHARGED; /* the MC without a charge may join */
    odds_is(g, "melee 0,1 2812", 5, 8, 1, 2); /* 4 + 1 against PH front 4 x2 (mounted) */
    ps_game_free(g);
}

TEST(px_combat_procedure_fractions, "[Phalanx errata Combat Procedure] each factor is applied "
                                    "in turn, a halving losing its fraction: an MH in a stream "
                                    "against two LC is 2 against 2, 1-1")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LC", 2823, W_);  /* E of 2723 */
    px_put(g, 0, "LC", 2722, SW_); /* NE of 2723 */
    px_put(g, 1, "MH", 2723, E_);  /* a stream hex */
    /* MDS-front 3, stream x1/2 -> 1, CUCC mounted x2 -> 2 (all at once: 3 x 1/2 x 2 = 3) */
    odds_is(g, "melee 0,1 2723", 2, 2, 1, 1);
    ps_game_free(g);
}

TEST(px_command_cap_before_demoralization, "[Phalanx Command Units] the bonus is capped at the "
                                           "units' strength after terrain and capability, before "
                                           "demoralization")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LS", 2629, W_);
    int mh = px_put(g, 1, "MH", 2529, E_);
    px_put(g, 1, "CM2", 2429, E_);
    px_demoralized_now(g, mh);
    /* MH 3 demoralized -> 1; CM2's 6 capped at 3 (not at 1): 1 + 3 = 4; 6 vs 4 = 1-1 */
    odds_is(g, "melee 0 2529", 6, 4, 1, 1);
    ps_game_free(g);
}

TEST(px_command_bonus_example, "[Phalanx Command Units] 3 PH vs 3 PH frontal with CM1 (+9) "
                               "attacking: 21:12 = 1-1")
{
    ps_game *g = alloc_pos("cannae");
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "PH", 2712, E_);
    px_put(g, 0, "CM1", 2712, E_);
    for (int i = 0; i < 3; i++)
        px_put(g, 1, "PH", 2812, W_);
    odds_is(g, "melee 0,1,2 2812", 21, 12, 1, 1);
    ps_game_free(g);
}

TEST(px_alexander_shift, "[Phalanx Alexander] the same attack stacked with Alexander is 2-1; "
                         "an attack on his stack loses a column")
{
    ps_game *g = alloc_pos("granicus"); /* the Macedonians (side 0) have Alexander */
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "PH", 2712, E_);
    px_put(g, 0, "CM1", 2712, E_);
    for (int i = 0; i < 3; i++)
        px_put(g, 1, "PH", 2812, W_);
    odds_is(g, "melee 0,1,2 2812", 21, 12, 2, 1);
    ps_game_free(g);
    g = fixture_empty("granicus");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 1, 1), PS_OK);
    for (int i = 0; i < 3; i++)
        px_put(g, 1, "PH", 2712, E_);
    px_put(g, 0, "PH", 2812, W_);
    px_put(g, 0, "CM1", 2812, W_); /* 4 + 1, bonus 9 capped at 5: 12 vs 10 = 1-1, then 1-2 */
    odds_is(g, "melee 0,1,2 2812", 12, 10, 1, 2);
    ps_game_free(g);
}

TEST(px_manipular_oblique, "[Phalanx Manipular Roman Legion 2] 3 SD on 2 MX from the hex "
                           "directly in front 15:12 = 1-1; with an oblique hex 15:4 = 3-1")
{
    ps_game *g = fixture_empty("cannae"); /* the Romans (side 1) are manipular */
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 1, 1), PS_OK);
    for (int i = 0; i < 3; i++)
        px_put(g, 1, "SD", 2712, E_);
    px_put(g, 0, "MX", 2812, W_);
    px_put(g, 0, "MX", 2812, W_);
    odds_is(g, "melee 0,1,2 2812", 15, 12, 1, 1);
    ps_game_free(g);
    g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 1, 1), PS_OK);
    px_put(g, 1, "SD", 2712, E_);
    px_put(g, 1, "SD", 2712, E_);
    px_put(g, 1, "SD", 2811, SE_); /* NW of 2812: an oblique front hex of the MX */
    px_put(g, 0, "MX", 2812, W_);
    px_put(g, 0, "MX", 2812, W_);
    odds_is(g, "melee 0,1,2 2812", 15, 4, 3, 1);
    ps_game_free(g);
}

TEST(px_manipular_side_attack, "[Phalanx Manipular Roman Legion 1] a Swordsman attacks through "
                               "its side hexes with MDS-front, and defends there with it")
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 1, 1), PS_OK);
    px_put(g, 1, "SD", 2712, NW_); /* 2812 is E: a side hexside, not a front one */
    px_put(g, 0, "LT", 2812, W_);
    odds_is(g, "melee 0 2812", 3, 1, 3, 1);
    ps_game_free(g);
    g = alloc_pos("cannae");
    px_put(g, 0, "BI", 2712, E_);
    px_put(g, 1, "SD", 2812, SE_); /* 2712 is its W side: still MDS-front 3 */
    odds_is(g, "melee 0 2812", 5, 3, 1, 1);
    ps_game_free(g);
}

TEST(px_fire_ca_examples, "[Phalanx Combat I] fire: 2 CA (FCS 6) at clear (FPS 2) 3-1, at "
                          "woods (FPS 4) 1-1")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CA", 2712, E_);
    px_put(g, 0, "CA", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    odds_is(g, "fire 0,1 2812", 6, 2, 3, 1);
    px_put(g, 0, "CA", 2612, W_);
    px_put(g, 0, "CA", 2612, W_);
    px_put(g, 1, "MH", 2512, E_); /* woods */
    odds_is(g, "fire 3,4 2512", 6, 4, 1, 1);
    ps_game_free(g);
}

TEST(px_fire_range_downhill, "[Phalanx errata Combat D] range 1, +1 firing downhill from a "
                             "slope, but not for Javelin Men")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CA", 2612, E_);
    px_put(g, 1, "MH", 2812, W_);
    refused(g, "fire 0 2812", "[Phalanx Combat B]");
    /* 1016 is a slope, 1116 and 1216 level ground */
    px_put(g, 0, "CA", 1016, E_);
    px_put(g, 0, "JV", 1016, E_);
    px_put(g, 1, "MH", 1216, W_);
    odds_is(g, "fire 2 1216", 3, 2, 1, 1);
    refused(g, "fire 3 1216", "[Phalanx Combat B]");
    ps_game_free(g);
}

TEST(px_fire_arc, "[Phalanx Combat] fire only into the front 120-degree arc")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CA", 2812, E_);
    px_put(g, 1, "MH", 2813, W_); /* SW: behind the arc */
    px_put(g, 1, "MH", 2911, W_); /* NE: in it */
    refused(g, "fire 0 2813", "[Phalanx Combat]");
    odds_is(g, "fire 0 2911", 3, 2, 1, 1);
    px_put(g, 0, "BL", 2616, E_);     /* range 3 */
    px_put(g, 1, "MH", 2814, W_);     /* two hexes NE-E: 60 degrees, in the arc */
    odds_is(g, "fire 3 2814", 3, 2, 1, 1);
    ps_game_free(g);
}

TEST(px_fire_intervening, "[Phalanx Combat D] units between firer and target block fire")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "BL", 2612, E_);
    px_put(g, 1, "MH", 2912, W_);
    odds_is(g, "fire 0 2912", 3, 2, 1, 1);
    px_put(g, 0, "LT", 2712, E_);
    refused(g, "fire 0 2912", "[Phalanx Combat D]");
    ps_game_free(g);
}

TEST(px_fire_woods_road, "[Phalanx errata Terrain Effects Chart] no fire from woods, half "
                         "from a road hex in woods")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CA", 2314, W_); /* woods, no road */
    px_put(g, 1, "MH", 2214, E_);
    refused(g, "fire 0 2214", "[Phalanx errata Terrain Effects Chart]");
    px_put(g, 0, "SG", 825, W_); /* wooded hilltop with a road: FCS 4 x 1/2 */
    px_put(g, 1, "MH", 725, E_);
    odds_is(g, "fire 2 0725", 2, 4, 1, 2);
    ps_game_free(g);
}

TEST(px_fire_fps_max, "[Phalanx errata Terrain Effects Chart] a wooded stream hex has FPS 4, "
                      "not 6")
{
    ps_game *g = fixture_empty("cannae");
    hex_id h = map_hex_at(&g->map, (hex_cr){7, 22});
    CHECK_INT(g->map.hexes[h].cover, COVER_WOODS);
    CHECK_INT(g->map.hexes[h].water, WATER_STREAM);
    CHECK_INT(g->px.tec.rows[PX_T_WOODS].fps.v + g->px.tec.rows[PX_T_STREAM].fps.v, 6);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 0, 1), PS_OK);
    px_put(g, 0, "SG", 721, SE_); /* a slope above it */
    px_put(g, 1, "MH", 722, W_);
    odds_is(g, "fire 0 0722", 4, 4, 1, 1);
    ps_game_free(g);
}

TEST(px_fire_no_command_bonus, "[Phalanx errata Command Units] no Combat Strength Bonus for "
                               "fire")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CA", 2712, E_);
    px_put(g, 0, "CM1", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    odds_is(g, "fire 0 2812", 3, 2, 1, 1);
    ps_game_free(g);
}

TEST(px_melee_front_only, "[Phalanx Combat A] melee only into the three front hexes")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "MH", 2712, W_);
    px_put(g, 1, "MH", 2812, W_);
    refused(g, "melee 0 2812", "[Phalanx Combat A]");
    ps_game_free(g);
}

TEST(px_melee_class_homogeneity, "[Phalanx Combat G] units attacking from one hex are of one "
                                 "Class; from different hexes they may differ")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 0, "LS", 2712, E_);
    px_put(g, 0, "LS", 2811, SE_);
    px_put(g, 1, "MH", 2812, W_);
    refused(g, "melee 0,1 2812", "[Phalanx Combat G]");
    odds_is(g, "melee 0,2 2812", 9, 3, 3, 1);
    ps_game_free(g);
}

TEST(px_melee_commanders, "[Phalanx Combat] commanders melee alone, and only demoralized units "
                          "or commanders")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "CM1", 2712, E_);
    px_put(g, 0, "MH", 2712, E_);
    int mh = px_put(g, 1, "MH", 2812, W_);
    refused(g, "melee 0,1 2812", "[Phalanx Command Units]");
    refused(g, "melee 0 2812", "[Phalanx Combat]");
    px_demoralized_now(g, mh);
    odds_is(g, "melee 0 2812", 2, 1, 2, 1); /* MAS 1 + bonus capped at 1; MDS 3 x 1/2 */
    ps_game_free(g);
}

TEST(px_melee_mas0_ballista, "[Phalanx errata Combat] MAS 0 never melees; ballista never "
                             "melee offensively")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "SG", 2712, E_);
    px_put(g, 0, "BL", 2811, SE_);
    px_put(g, 1, "LT", 2812, W_);
    refused(g, "melee 0 2812", "[Phalanx errata Combat]");
    refused(g, "melee 1 2812", "[Phalanx errata Combat]");
    ps_game_free(g);
}

TEST(px_oc_fire_or_melee, "[Phalanx Cavalry] Oriental Cavalry may not fire and melee in one "
                          "Player-Turn; peltasts may, at the same target [Phalanx errata "
                          "Combat L]")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "OC", 2712, E_);
    px_put(g, 0, "PL", 2811, SE_);
    px_put(g, 1, "LT", 2812, W_);
    px_put(g, 1, "LT", 2912, W_);
    PLAY(g, "fire 0 2812");
    refused(g, "melee 0 2812", "[Phalanx Cavalry]");
    PLAY(g, "fire 1 2812");
    refused(g, "melee 1 2912", "[Phalanx errata Combat L]");
    PLAY(g, "melee 1 2812");
    refused(g, "fire 1 2812", "[Phalanx errata Combat L]");
    ps_game_free(g);
}

TEST(px_melee_swamp_prohibited, "[Phalanx errata Terrain Effects Chart] cavalry may not attack "
                                "out of a swamp (P)")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LC", 1413, E_); /* swamp */
    px_put(g, 1, "LT", 1513, W_);
    refused(g, "melee 0 1513", "[Phalanx errata Terrain Effects Chart]");
    ps_game_free(g);
}

TEST(px_melee_uphill, "[Phalanx errata Terrain Effects Chart] cavalry attacking uphill x1/2, "
                      "the higher defender x2; slope against slope both Uphill")
{
    ps_game *g = alloc_pos("cannae");
    /* 0716, 0816 slopes (row 16); 0715 level ground */
    px_charged(g, px_put(g, 0, "HC", 715, SE_), 4, SE_);
    px_put(g, 1, "LT", 716, NW_);
    odds_is(g, "melee 0 0716", 2, 2, 1, 1); /* MAS 4 x1/2; MDS 1 x2 */
    px_put(g, 0, "PH", 816, W_);
    odds_is(g, "melee 2 0716", 4, 1, 4, 1); /* slope vs slope: defender not doubled */
    ps_game_free(g);
}

TEST(px_charge_reduction, "[Phalanx errata Cavalry] a short charge loses 1 MAS a hex, never "
                          "below the floor; it counts only into the hex straight ahead")
{
    ps_game *g = alloc_pos("cannae");
    int hc = px_put(g, 0, "HC", 2712, E_);
    int my = px_put(g, 0, "MY", 2714, E_);
    px_put(g, 1, "LT", 2812, W_);
    px_put(g, 1, "LT", 2811, W_);
    px_put(g, 1, "LT", 2814, W_);
    odds_is(g, "melee 0 2812", 2, 1, 2, 1); /* no charge: 4 - 4 = 0, floor 2 */
    px_charged(g, hc, 3, E_);
    odds_is(g, "melee 0 2812", 3, 1, 3, 1);
    odds_is(g, "melee 0 2811", 2, 1, 2, 1); /* NE: not the charge's hex */
    odds_is(g, "melee 1 2814", 3, 1, 3, 1); /* MY floor 3 */
    (void)my;
    ps_game_free(g);
}

TEST(px_command_bonus_cap, "[Phalanx Command Units] the bonus never exceeds the units' "
                           "adjusted strength; a demoralized commander gives none")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LT", 2712, E_);
    int cm = px_put(g, 0, "CM1", 2611, E_); /* 1 hex away: within 2 */
    px_put(g, 1, "LT", 2812, W_);
    odds_is(g, "melee 0 2812", 4, 1, 4, 1);
    px_demoralized_now(g, cm);
    odds_is(g, "melee 0 2812", 2, 1, 2, 1);
    ps_game_free(g);
}

/* A joint attack on an MH facing W at 2812: an LT from 2811 (0) and three MH from 2712 (1-3). */
static ps_game *joint_attack(void)
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LT", 2811, SE_);
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    return g;
}

TEST(px_command_bonus_within_two_hexes, "[Phalanx Command Units] the bonus goes only to units "
                                        "within two hexes of the Commander, at most their own "
                                        "strength: CM1 2 hexes from an LT and 4 from three MH "
                                        "adds 2 (13 vs 3 = 4-1), not 9")
{
    ps_game *g = joint_attack();
    px_put(g, 0, "CM1", 2809, E_); /* 2 from 2811, 4 from 2712 */
    odds_is(g, "melee 0,1,2,3 2812", 13, 3, 4, 1);
    odds_is(g, "melee 1,2,3 2812", 9, 3, 3, 1); /* the MH alone: out of its reach */
    px_put(g, 0, "CM3", 2612, E_);              /* 1 from 2712: its 3 to the MH */
    odds_is(g, "melee 0,1,2,3 2812", 16, 3, 5, 1);
    ps_game_free(g);
}

TEST(px_command_bonus_several, "[Phalanx Command Units] several commanders' bonuses go where "
                               "they reach, each stack capped at its strength: CM2 reaches only "
                               "the LT, CM1 both stacks: 2 to the LT, 9 to the MH (11 + 11)")
{
    ps_game *g = joint_attack();
    px_put(g, 0, "CM2", 2809, E_); /* the LT only */
    px_put(g, 0, "CM1", 2611, E_); /* 2 from 2811, 1 from 2712 */
    odds_is(g, "melee 0,1,2,3 2812", 22, 3, 6, 1);
    ps_game_free(g);
}

TEST(px_demoralized_defender, "[Phalanx errata Panic] demoralized defenders are halved, even "
                              "below 1")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    px_demoralized_now(g, px_put(g, 1, "LT", 2812, W_));
    odds_is(g, "melee 0 2812", 3, 3, 1, 1); /* 3 + 1 x 1/2 = 3 + 0 */
    ps_game_free(g);
}

TEST(px_non_viable, "[Phalanx Game Procedure] an attack below 1-2 may not be allocated")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "LT", 2712, E_);
    px_put(g, 1, "MX", 2812, W_);
    refused(g, "melee 0 2812", "[Phalanx Game Procedure]");
    ps_game_free(g);
}

TEST(px_odds_text_shows, "[Phalanx Combat] ps_game_odds names every factor and the distribution")
{
    ps_game *g = alloc_pos("cannae");
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    ps_action a;
    char err[64], buf[1024];
    CHECK_INT(ps_action_parse("melee 0 2812", &a, err, sizeof err), PS_OK);
    CHECK(ps_game_odds(g, &a, buf, sizeof buf) > 0);
    CHECK(strstr(buf, "odds 3 vs 3 = 1-1 [Phalanx Combat]") != NULL);
    CHECK(strstr(buf, "unit 1 MH at 2812 front: MDS-front 3 = 3") != NULL);
    CHECK(strstr(buf, "die 1 1E, 2 DD, 3 C, 4 C, 5 AD, 6 A1E") != NULL);
    ps_game_free(g);
}
