/* Phalanx rule cases whose coded choice (docs/rules-as-coded.md) the area tests left open:
 * mixed attackers against the CUCC, defenders facing different ways, commanders under fire,
 * facing after a stop, and units the player may not move. */
#include "combat_px.h"

static ps_game *phase_pos(ps_phase phase)
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, phase, 0, 1), PS_OK);
    return g;
}

static void odds_are(ps_game *g, const char *text, int att, int def, int ca, int cd)
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

static void refused_with(ps_game *g, const char *text, const char *rule)
{
    CHECK_INT(px_try(g, text), PS_EILLEGAL);
    if (!strstr(ps_game_error(g), rule))
        fprintf(stderr, "  %s: '%s' lacks %s\n", text, ps_game_error(g), rule);
    CHECK(strstr(ps_game_error(g), rule) != NULL);
}

TEST(px_cucc_mixed, "[Phalanx errata Terrain Effects Chart] CUCC with mixed attackers: a "
                    "charging MC and an MH against a PH's front -- the PH takes the cavalry's x2, "
                    "the factor best for it: 6 against 8, 1-2")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    int mc = px_put(g, 0, "MC", 2712, E_);
    px_charged(g, mc, 3, E_);
    px_put(g, 0, "MH", 2811, SE_);
    px_put(g, 1, "PH", 2812, W_);
    odds_are(g, "melee 1 2812", 3, 4, 1, 2);   /* foot alone: x1 */
    odds_are(g, "melee 0,1 2812", 6, 8, 1, 2); /* with the horse: x2 for the spearmen */
    ps_game_free(g);
}

TEST(px_combat_j_two_facings, "[Phalanx Combat J] two MH in one hex facing opposite ways, "
                              "attacked from both sides: each meets one attack frontally (6 "
                              "against 6, 1-1); if neither fronts the second attacker, one of "
                              "them defends with its flank (6 against 3 + 1, 1-1)")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 0, "MH", 2912, W_);
    px_put(g, 1, "MH", 2812, W_);
    int b = px_put(g, 1, "MH", 2812, E_);
    odds_are(g, "melee 0,1 2812", 6, 6, 1, 1);
    g->st.units[b].facing = SW_; /* fronts 2813, 2712, 2913: not 2912 */
    odds_are(g, "melee 0,1 2812", 6, 4, 1, 1);
    ps_game_free(g);
}

TEST(px_combat_j_at_least_one_flank, "[Phalanx Combat J] \"If it is impossible to frontally "
                                     "defend against all attacks, at least one unit must defend "
                                     "with their flank\": two MH facing W attacked from 2712 and "
                                     "2912 defend 3 + 1 (6 against 4, 1-1), three 3 + 3 + 1")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 0, "MH", 2912, W_);
    px_put(g, 1, "MH", 2812, W_);
    px_put(g, 1, "MH", 2812, W_);
    odds_are(g, "melee 0,1 2812", 6, 4, 1, 1);
    px_put(g, 1, "MH", 2812, W_);
    odds_are(g, "melee 0,1 2812", 6, 7, 1, 2);
    ps_game_free(g);
}

/* Two MH attacking a hex from both sides, held by an MX and a PH (and an LT when lt is not
 * NULL), all facing W: one of the defenders must take a flank [Phalanx Combat J].  The
 * defenders' units in *mx, *ph, *lt. */
static ps_game *flank_choice_pos(int *mx, int *ph, int *lt)
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 0, "MH", 2912, W_);
    *mx = px_put(g, 1, "MX", 2812, W_);
    *ph = px_put(g, 1, "PH", 2812, W_);
    if (lt)
        *lt = px_put(g, 1, "LT", 2812, W_);
    return g;
}

TEST(px_combat_j_flank_choice_odds_text, "[Phalanx Combat J] the odds text of an attack whose "
                                         "defender must choose a flank names each defender's "
                                         "own factors, the flank taken by the LT")
{
    int mx, ph, lt;
    ps_game *g = flank_choice_pos(&mx, &ph, &lt);
    ps_action a;
    char err[64], buf[2048], line[96];
    CHECK_INT(ps_action_parse("melee 0,1 2812", &a, err, sizeof err), PS_OK);
    CHECK(ps_game_odds(g, &a, buf, sizeof buf) > 0);
    snprintf(line, sizeof line, "unit %d MX at 2812 front: MDS-front 6 = 6", mx);
    CHECK(strstr(buf, line) != NULL);
    snprintf(line, sizeof line, "unit %d PH at 2812 front: MDS-front 4 = 4", ph);
    CHECK(strstr(buf, line) != NULL);
    snprintf(line, sizeof line, "unit %d LT at 2812 flank: MDS-flank 1 = 1", lt);
    if (!strstr(buf, line))
        fprintf(stderr, "  %s\n", buf);
    CHECK(strstr(buf, line) != NULL);
    ps_game_free(g);
}

TEST(px_combat_j_flank_choice, "[Phalanx Combat J] the defender chooses which unit takes the "
                               "flank: the one that loses least by it (MX 6 + PH 2 = 8, not "
                               "MX 2 + PH 4), or with an LT beside them the LT, 1 either way")
{
    int mx, ph, lt;
    ps_game *g = flank_choice_pos(&mx, &ph, &lt);
    odds_are(g, "melee 0,1 2812", 6, 11, 1, 2); /* 6 + 4 + LT flank 1 */
    ps_game_free(g);
    g = flank_choice_pos(&mx, &ph, NULL);
    odds_are(g, "melee 0,1 2812", 6, 8, 1, 2);
    ps_game_free(g);
}

TEST(px_defensive_fire_passes, "[Phalanx Game Procedure] (3) the Defensive Fire Phase passes "
                                "by itself when no missile unit of the defender can fire at its "
                                "attackers (a CA facing away), and waits when one can")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    int ca = px_put(g, 1, "CA", 2812, E_); /* 2712 is behind it */
    PLAY(g, "melee 0 2812");
    PLAY(g, "end");
    CHECK_INT(g->st.phase, PS_PHASE_MELEE);
    CHECK(strstr(ps_game_events(g), "defensive-fire phase: nothing to do") != NULL);
    ps_game_free(g);

    g = phase_pos(PS_PHASE_ALLOCATION);
    px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "MH", 2812, W_);
    ca = px_put(g, 1, "CA", 2812, W_);
    PLAY(g, "melee 0 2812");
    PLAY(g, "end");
    CHECK_INT(g->st.phase, PS_PHASE_DEFENSIVE_FIRE);
    char fire[32];
    snprintf(fire, sizeof fire, "fire %d 2712", ca);
    CHECK_INT(px_try(g, fire), PS_OK);
    ps_game_free(g);
}

/* Allocates fire at 2812 and plays on to the Offensive Fire Phase. */
static void to_offensive_fire(ps_game *g, const char *fire)
{
    PLAY(g, fire);
    PLAY(g, "end"); /* the Romans' Defensive Fire passes: they have no missile units */
    ps_status_info st;
    ps_game_status(g, &st);
    CHECK_INT(st.phase, PS_PHASE_FIRE);
}

TEST(px_fire_spares_commanders, "[Phalanx Combat I] a commander stacked with combat units is "
                                "not affected by fire: 3 CA at 4-1 roll 2E, only the MH goes; "
                                "at 3-1 a DD demoralizes the MH, not the commander")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "CA", 2712, E_);
    int mh = px_put(g, 1, "MH", 2812, W_);
    int cm = px_put(g, 1, "CM2", 2812, W_);
    to_offensive_fire(g, "fire 0,1,2 2812");
    int one = 1;
    CHECK_INT(ps_game_force_dice(g, &one, 1), PS_OK);
    PLAY(g, "fire 0,1,2 2812"); /* 9 against FPS 2: 4-1, die 1: 2E */
    ps_unit_info ui;
    ps_game_unit(g, mh, &ui);
    CHECK(ui.eliminated);
    ps_game_unit(g, cm, &ui);
    CHECK(ui.on_map);
    ps_game_free(g);

    g = phase_pos(PS_PHASE_ALLOCATION);
    for (int i = 0; i < 2; i++)
        px_put(g, 0, "CA", 2712, E_);
    mh = px_put(g, 1, "MH", 2812, W_);
    cm = px_put(g, 1, "CM2", 2812, W_);
    to_offensive_fire(g, "fire 0,1 2812");
    int four = 4;
    CHECK_INT(ps_game_force_dice(g, &four, 1), PS_OK);
    PLAY(g, "fire 0,1 2812"); /* 6 against 2: 3-1, die 4: DD */
    CHECK(px_demoralized(g, mh));
    CHECK(!px_demoralized(g, cm));
    ps_game_free(g);
}

/* An MH with a commander stacked, so it is in command, in the Movement Phase. */
static int led(ps_game *g, int hex, int facing)
{
    int u = px_put(g, 0, "MH", hex, facing);
    px_put(g, 0, "CM1", hex, facing);
    return u;
}

TEST(px_stop_final_facing, "[Phalanx errata Movement K] a unit stopped next to a missile "
                           "unit's front may still take its free 60-degree final facing, not "
                           "a turn that costs a Movement Point")
{
    ps_game *g = fixture_empty("cannae");
    led(g, 2518, E_);
    px_put(g, 1, "JV", 2818, W_);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    CHECK_INT(px_try(g, "move 0 2618-2718 NE"), PS_OK);
    refused_with(g, "move 0 2618-2718 W", "[Phalanx errata Movement K]");
    ps_game_free(g);
}

TEST(px_not_movable, "[Phalanx errata Panic] a panicked unit, and [Phalanx errata Elephants] a "
                     "rampant Elephant, are moved by the rules, never by the player")
{
    ps_game *g = fixture_empty("cannae");
    int mh = ps_game_place(g, 0, "MH", 2518, PS_UNIT_PANICKED);
    CHECK(mh >= 0);
    px_put(g, 0, "CM1", 2518, E_);
    int el = px_put(g, 0, "EL", 2716, E_);
    px_put(g, 0, "CM3", 2716, E_);
    px_unit(g, el)->flags |= PXF_RAMPANT;
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 0, 1), PS_OK);
    char text[64];
    snprintf(text, sizeof text, "move %d 2618", mh);
    refused_with(g, text, "[Phalanx errata Panic]");
    snprintf(text, sizeof text, "move %d 2816", el);
    refused_with(g, text, "[Phalanx errata Elephants]");
    snprintf(text, sizeof text, "face %d NE", el);
    refused_with(g, text, "[Phalanx errata Elephants]");
    ps_game_free(g);
}

TEST(px_joint_allocation_legal, "[Phalanx Game Procedure] (2) the legal allocations include "
                                "a joint melee no unit could make alone: 3 MH against 2 SH, "
                                "9 against 10, 1-2")
{
    ps_game *g = phase_pos(PS_PHASE_ALLOCATION);
    for (int i = 0; i < 3; i++)
        px_put(g, 0, "MH", 2712, E_);
    px_put(g, 1, "SH", 2812, W_);
    px_put(g, 1, "SH", 2812, W_);
    refused_with(g, "melee 0 2812", "[Phalanx Game Procedure]");
    ps_action legal[64];
    int n = ps_game_legal(g, -1, legal, 64), joint = 0;
    for (int i = 0; i < n && i < 64; i++)
        if (legal[i].kind == PS_ACT_MELEE && legal[i].nunits == 3 && legal[i].hexes[0] == 2812)
            joint++;
    CHECK_INT(joint, 1);
    odds_are(g, "melee 0,1,2 2812", 9, 10, 1, 2);
    ps_game_free(g);
}
