/* What the Phalanx level players fight for (src/ai/ai_px_stakes.c, ai_px_pending.c): the
 * withdrawal before a melee [Phalanx Withdrawal] and the Tactical Concession by road [Phalanx
 * Tactical Concession], each in a constructed position with an exact answer. */
#include "ai/ai.h"
#include "ai/ai_px.h"
#include "combat_px.h"

/* The level-1 decision for the side to act. */
static ps_action level1_choice(ps_game *g)
{
    ai_player *p = ai_player_new("level1", 1);
    ps_action a;
    bool auto_deploy;
    memset(&a, 0, sizeof a);
    CHECK(p != NULL);
    if (p)
        CHECK_INT(ai_player_choose(p, g, &a, &auto_deploy), PS_OK);
    ai_player_free(p);
    return a;
}

/* Cannae, Carthaginian Allocation Phase: `attacker` in 2712 attacks the Roman unit `code` in
 * 2812 (facing W) through its front at col_att-col_def, below 3-1: the Romans may withdraw
 * first, to 2912. */
static ps_game *withdrawal_offered(const char *attacker, const char *code, int col_att,
                                   int col_def)
{
    ps_game *g = fixture_empty("cannae");
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_ALLOCATION, 0, 1), PS_OK);
    px_put(g, 0, attacker, 2712, E_);
    px_put(g, 1, code, 2812, W_);
    PLAY(g, "melee 0 2812");
    px_to_melee(g);
    ps_odds o;
    CHECK_INT(px_odds_of(g, "melee 0 2812", &o), PS_OK);
    CHECK_INT(o.col_att, col_att);
    CHECK_INT(o.col_def, col_def);
    PLAY(g, "melee 0 2812");
    CHECK_INT(g->st.pending.kind, PENDING_RETREAT);
    return g;
}

TEST(px_ai_withdraws, "[Phalanx Withdrawal] level 1's LS attacked by an LC at 1-1 steps back to "
                      "2912: over the six faces of the die, fighting loses more than "
                      "withdrawing does")
{
    ps_game *g = withdrawal_offered("LC", "LS", 1, 1);
    ps_action a = level1_choice(g);
    CHECK_INT(a.kind, PS_ACT_RETREAT);
    CHECK_INT(a.nunits, 1);
    CHECK_INT(a.units[0], 1);
    CHECK_INT(a.hexes[0], 2912);
    ps_game_free(g);
}

/* Cannae, the Romans' Movement Phase of Game-Turn 5: a Roman LC on road 4 at 3202, one hex from
 * the road exit 3301 [Phalanx Tactical Concession], with a commander, the lines far from it; the Carthaginians
 * (who need a Decisive Victory) have scored vp0 and the Romans vp1. */
static ps_game *concession_position(int vp0, int vp1)
{
    ps_game *g = fixture_empty("cannae");
    px_put(g, 0, "MH", 1612, E_);
    px_put(g, 1, "LC", 3202, NE_);
    px_put(g, 1, "CM1", 3202, NE_); /* [Phalanx Command Units] a Type I army moves beside it */
    px_put(g, 1, "MH", 1812, W_);
    CHECK_INT(ps_game_set_phase(g, PS_PHASE_MOVEMENT, 1, 5), PS_OK);
    g->st.vp[0] = vp0;
    g->st.vp[1] = vp1;
    return g;
}

TEST(px_ai_concedes_lost_battle, "[Phalanx Tactical Concession] level 1's Romans, 90 VP lost "
                                 "(PL 106) against 40 scored, leave by the road exit 3301: the "
                                 "Carthaginians get a Tactical Victory, short of the Decisive "
                                 "they need, so the game is drawn instead of lost")
{
    ps_game *g = concession_position(90, 40);
    ps_action a = level1_choice(g);
    CHECK_INT(a.kind, PS_ACT_EXIT);
    CHECK_INT(a.units[0], 1);
    CHECK_INT(a.hexes[a.nhexes - 1], 3301);
    CHECK_INT(ps_game_play(g, &a), PS_OK);
    ps_goal goal;
    CHECK_INT(ps_game_goals(g, 0, &goal, 1), 1);
    CHECK_INT(goal.ratio, 2); /* Tactical, by the concession */
    CHECK(!goal.held);
    CHECK_INT(ps_game_winner_now(g), -1);
    ps_game_free(g);
}

TEST(px_ai_no_concession_drawn, "[Phalanx Tactical Concession] level 1's Romans do not concede "
                                "a battle that is even (40 VP to 40), nor one the Carthaginians "
                                "would win by the concession's Tactical Victory were Decisive "
                                "not needed; they play on")
{
    ps_game *g = concession_position(40, 40);
    ps_action a = level1_choice(g);
    CHECK(a.kind != PS_ACT_EXIT);
    ps_game_free(g);

    struct ai_px_stakes k;
    memset(&k, 0, sizeof k);
    k.turn = 5;
    k.length = 12;
    k.need[0] = 3;
    k.need[1] = 2;
    k.level[0] = 2;
    k.scored[0] = 90;
    k.scored[1] = 40;
    k.panic_level[1] = 106;
    CHECK(ai_px_battle_lost(&k, 1));
    k.need[0] = 2; /* a Tactical Victory would be enough: conceding hands it over */
    CHECK(!ai_px_battle_lost(&k, 1));
    k.need[0] = 3;
    k.level[0] = 3; /* Decisive already: the concession keeps it */
    CHECK(!ai_px_battle_lost(&k, 1));
    k.level[0] = 2;
    k.scored[0] = 80; /* 75% of the Panic Level: not yet near it */
    CHECK(!ai_px_battle_lost(&k, 1));
    k.scored[0] = 90;
    k.panicked[0] = true; /* the enemy has panicked: the battle may turn */
    CHECK(!ai_px_battle_lost(&k, 1));
    k.panicked[0] = false;
    k.turn = 12;
    k.first = 0; /* the last Player-Turn, and it is ours: nothing more can be lost */
    CHECK(!ai_px_battle_lost(&k, 1));
}

TEST(px_ai_fights, "[Phalanx Withdrawal] level 1's SD attacked by a PL at 1-2 stays and fights "
                   "(end): the die favours the defender")
{
    ps_game *g = withdrawal_offered("PL", "SD", 1, 2);
    ps_action a = level1_choice(g);
    CHECK_INT(a.kind, PS_ACT_END);
    ps_game_free(g);
}
