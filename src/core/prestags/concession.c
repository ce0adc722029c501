/* Tactical Concession [15.0], an optional rule (option "concession").
 *
 * "At any time, in any scenario, a Player may move his forces off the map": here the side to
 * act plays "concede".  [15.1] it cannot win, and its enemy wins at least a Substantive
 * Victory (victory.c).  [15.0] the withdrawing units must leave "from road hexes", but the
 * Chariot map has no road: no unit of the conceding side can ever withdraw, so each one is
 * "immobile" for the withdrawal and [15.2] the concession is complete at once.  The game ends
 * as it is declared; the level is judged on the Victory Points of that moment. */
#include "prestags_rules.h"

ps_status concede_check(ps_game *g, const ps_action *a)
{
    (void)a;
    const struct game_state *st = &g->st;
    if (!(st->options >> PS_OPT_CONCESSION & 1u))
        return game_fail(g, PS_EILLEGAL,
                         "[15.0] Tactical Concession is an optional rule not in play (option "
                         "concession)");
    if (st->conceded != 0)
        return game_fail(g, PS_EILLEGAL, "[15.4] the %s have already conceded",
                         g->scen.force[st->conceded - 1].name);
    return PS_OK;
}

void concede_apply(ps_game *g, const ps_action *a)
{
    (void)a;
    struct game_state *st = &g->st;
    int side = st->to_act;
    st->conceded = (uint8_t)(side + 1);
    st->phase = PS_PHASE_GAME_OVER;
    game_event(g, "the %s concede [15.0]: the %s win at least a Substantive Victory [15.1]",
               g->scen.force[side].name, g->scen.force[!side].name);
    game_event(g, "game over in Game-Turn %d: with no road to leave by, the concession is "
                  "complete [15.2]",
               st->turn);
}
