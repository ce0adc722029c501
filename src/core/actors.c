/* ps_game_may_act and ps_game_actors: who may act, for players that choose a unit before
 * asking for its actions (the random player, the computer players' playouts).  The rule system
 * answers (struct rule_system): Chariot refines it by phase (prestags/actors.c); Phalanx
 * answers with every unit of the side to act on the map or waiting, which is never wrong. */
#include "system.h"

bool ps_game_may_act(const ps_game *g, int unit)
{
    const struct game_state *st = &g->st;
    if (unit < 0 || unit >= st->nunits || st->phase == PS_PHASE_GAME_OVER)
        return false;
    /* Both systems' first test, made before the call: half of a random player's tries name a
     * unit of the side that does not act (random_player.c). */
    const struct unit *un = &st->units[unit];
    if (un->side != st->to_act || (un->where != UNIT_ON_MAP && un->where != UNIT_WAITING))
        return false;
    return g->sys->may_act(g, unit);
}

int ps_game_actors(const ps_game *g, int *out, int max)
{
    if (g->st.phase == PS_PHASE_GAME_OVER)
        return 0;
    return g->sys->actors(g, out, max);
}
